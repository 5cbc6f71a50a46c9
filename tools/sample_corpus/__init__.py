"""Generator of the bundled sample corpus: fictitious notes, gold PHI and two annotators."""
