"""Initials by the conventions of dictated reports: the reference line ``ES/vh``.

A transcribed report ends with the dictating clinician's initials in capitals
and the transcriptionist's in lower case, ``ES/vh``, on a line of their own or
after the job number (``JOB: 7235849  jf``). Initials are names under HIPAA;
the convention is the transcription trade's, so the rule needs no list.
"""

from __future__ import annotations

import regex

from vtt_py.deid.kinds import INITIALS, Finding
from vtt_py.deid.lexicon import zipf

#: ``ES/vh`` alone on its line.
_REFERENCE_LINE = regex.compile(
    r"^[ \t]*(?P<a>[A-Z]{2,4})/(?P<b>[a-z]{2,4})[ \t]*$", regex.MULTILINE
)
#: Initials closing the job-number line: ``Job 7082929  AM/cm``, ``JOB: 7235849  jf``.
_AFTER_JOB = regex.compile(
    r"\b(?i:job)[ \t]*(?:\#|(?i:no)\.?)?[ \t]*:?[ \t]*[0-9]{4,}[ \t]+"
    r"(?P<a>[A-Za-z]{2,4})(?:/(?P<b>[A-Za-z]{2,4}))?[ \t]*$",
    regex.MULTILINE,
)


#: A lone word after a job number this common in English is no initials
#: (typists' initials such as "jf", "scr", "mtb" stay under 4).
_COMMON_WORD = 4.5


def find_initials(text: str) -> list[Finding]:
    """Dictation reference initials in ``text`` (strong findings).

    Args:
        text: the document text.

    Returns:
        One INITIALS finding per set of initials.
    """
    if "/" not in text and not any(job in text for job in ("job", "Job", "JOB")):
        return []
    found = []
    for pattern in (_REFERENCE_LINE, _AFTER_JOB):
        for m in pattern.finditer(text):
            if m["b"] is not None and m["a"].lower() == m["b"].lower():
                continue  # "ICU/icu" is no pair of initials
            if m["b"] is None and zipf(m["a"]) >= _COMMON_WORD:
                continue  # "job 1800 done": a word ends the line, not initials
            for group in ("a", "b"):
                if m[group] is not None:
                    found.append(
                        Finding(m.start(group), m.end(group), INITIALS, "dictation")
                    )
    return found
