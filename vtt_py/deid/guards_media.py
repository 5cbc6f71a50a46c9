"""Guards for towns in the names of newspapers and events: ``Boston Globe``, ``Boston Marathon``.

A newspaper, an orchestra or a race is named after its city; reading the
paper or running the race says nothing of where the patient lives or was
treated, and the CRF marks the pair as a place now and then.
"""

from __future__ import annotations

from vtt_py.deid.merge import Suggestion

#: The last words of such names (general knowledge): newspapers, events,
#: performing companies.
_MEDIA_WORDS = frozenset(
    "globe herald times tribune gazette chronicle courier telegram journal "
    "inquirer marathon symphony philharmonic pops ballet opera".split()
)


def media_name(text: str, s: Suggestion) -> bool:
    """A CRF place of two words or more that ends as a newspaper's or an event's name.

    ``Pt reading the Boston Globe``, ``Son ran the Boston Marathon``: not
    ``Boston Medical Center``, nor one word alone (``the Globe``).
    """
    if s.source != "crf" or s.family != "PLACE":
        return False
    words = text[s.start : s.end].split()
    return len(words) > 1 and words[-1].lower() in _MEDIA_WORDS
