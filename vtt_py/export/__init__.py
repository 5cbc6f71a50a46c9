"""One-way outputs of gold corpora: redaction and realistic surrogates."""
