"""Guards for towns in the names of newspapers and events: ``Boston Globe``, ``Boston Marathon``.

A newspaper, an orchestra or a race is named after its city; reading the
paper or running the race says nothing of where the patient lives or was
treated, and the CRF and the place rules mark the town as a place now and
then (the name rules the pair as a person's).
"""

from __future__ import annotations

import re

from vtt_py.deid.guards_words import WORD_AFTER
from vtt_py.deid.merge import Suggestion
from vtt_py.lexicons.places import place_table

#: The last words of such names (general knowledge): newspapers, events,
#: performing companies.
_MEDIA_WORDS = frozenset(
    "globe herald times tribune gazette chronicle courier telegram journal "
    "inquirer marathon symphony philharmonic pops ballet opera".split()
)


def media_name(text: str, s: Suggestion) -> bool:
    """A place that ends as a newspaper's or an event's name, or stands right before one.

    ``Pt reading the Boston Globe``, ``Son ran the Boston Marathon``,
    ``reads the New York Times`` (the place alone marked), ``the Wall
    Street Journal`` (a street to the rules); a town and such a word read as
    a person's name too (``a Boston Symphony subscriber``: two words the
    name lists hold). Not ``Boston Medical Center``, nor one word alone
    (``the Globe``), nor a place before a small-letter word (``Boston times
    2``), nor a name whose first word is no town's (``Amy Gazette``), nor
    where the patient or a relative works (``works at the Boston Globe``).
    """
    if s.family not in ("PLACE", "NAME"):
        return False
    # The name's own words and the word after are read first: most places
    # are no paper's, and the work before is searched for only when one is.
    return _media_shaped(text, s) and not _employed_before(text, s.start)


def _media_shaped(text: str, s: Suggestion) -> bool:
    """Whether a place or name is (or stands right before) a paper's or an event's name."""
    words = text[s.start : s.end].split()
    if len(words) > 1 and words[-1].lower() in _MEDIA_WORDS:
        town = " ".join(words[:-1])
        return s.family == "PLACE" or place_table().get(town) is not None
    if s.family != "PLACE":
        return False
    after = WORD_AFTER.match(text, s.end)
    return (
        after is not None and after[1][0].isupper() and after[1].lower() in _MEDIA_WORDS
    )


def _employed_before(text: str, start: int) -> bool:
    """Whether a person's work stands before ``start`` on its line ("works at the")."""
    return _EMPLOYED.search(text, max(0, start - _EMPLOYED_REACH), start) is not None


#: A person's work before the name, on its line: ``works at the``, ``reporter
#: for the``, ``plays in the``; an employer is PHI as a company is.
_EMPLOYED = re.compile(
    r"(?i:\b(?:works?|worked|working|employed|employee|retired|job|career|staff"
    r"|reporter|editor|writer|columnist|journalist|musician|plays|played|dancer"
    r"|sings|sang)\b)[^\n.;]*\Z"
)
#: Characters before a name searched for :data:`_EMPLOYED`.
_EMPLOYED_REACH = 30
