"""Names a label introduces: ``Preferred name: "Hope"``, ``Nickname: Bud``, ``goes by Jack``."""

from __future__ import annotations

import regex

from vtt_py.deid.kinds import NAME_PATIENT, Finding
from vtt_py.deid.text import anchored_matches, lowered

#: Labels and phrases after which the patient's other name is written.
_LABEL_KEYS = ("preferred", "nick", "goes", "a.k.a", "aka", "also")
_LABELLED = regex.compile(
    r"""(?:preferred[ ]name|nick[ -]?name|goes[ ]by|a\.k\.a\.?|aka|also[ ]known[ ]as)
    [ \t]*:?[ \t]*["\u201c']?
    (?P<name>[a-z][a-z'-]{1,20}+(?:[ ][a-z][a-z'-]{1,20}+)?)""",
    regex.VERBOSE,
)


def find_labelled_names(text: str) -> list[Finding]:
    """Names after a label that says a name follows (strong: the label leaves no doubt).

    Only a capitalised name counts (``goes by ambulance`` is no name); the
    label is matched in any case.

    Args:
        text: the document text.

    Returns:
        NAME_PATIENT findings, one per word of the name.
    """
    low = lowered(text)
    found = []
    for m in anchored_matches(_LABELLED, low, _LABEL_KEYS):
        start, end = m.span("name")
        for word in regex.finditer(r"[^ ]+", text[start:end]):
            if not word.group()[0].isupper():
                break
            span = (start + word.start(), start + word.end())
            found.append(Finding(*span, NAME_PATIENT, "name-label"))
    return found
