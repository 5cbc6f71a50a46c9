"""Inter-annotator agreement and system evaluation over VTT documents.

The entry points return plain data (dicts of numbers and strings) so the
command line, the GUI and scripts share them:

- :func:`compare_documents` compares pairs of documents in memory;
- :func:`compare_paths` reads two files or folders, pairs documents by name
  and compares them;
- :func:`render_text` and :func:`render_html` present a report.
"""

from vtt_py.agreement.corpus import (
    PairedCorpus,
    compare_paths,
    read_documents,
)
from vtt_py.agreement.html_report import render_html
from vtt_py.agreement.report import DocumentPair, compare_documents
from vtt_py.agreement.text_report import render_text

__all__ = [
    "DocumentPair",
    "PairedCorpus",
    "compare_documents",
    "compare_paths",
    "read_documents",
    "render_html",
    "render_text",
]
