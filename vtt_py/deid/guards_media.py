"""Guards for names of papers, events and food chains: ``Boston Globe``, ``Dunkin coffee``.

A newspaper, an orchestra or a race is named after its city; reading the
paper or running the race says nothing of where the patient lives or was
treated, and the CRF and the place rules mark the town as a place now and
then (the name rules the pair as a person's). So with a chain's coffee or
burger brought to the bedside: what was eaten, not where anyone was.
"""

from __future__ import annotations

import re

from vtt_py.deid.guards_precision import titled
from vtt_py.deid.guards_words import WORD_AFTER
from vtt_py.deid.lazy_patterns import lazy_compile
from vtt_py.deid.merge import Suggestion
from vtt_py.lexicons.brands import brand_table
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
    shaped = _media_shaped(text, s) or _paper_read(text, s)
    return shaped and not _employed_before(text, s.start)


#: Reading a paper right before its one-word name: ``Pt reading the Herald``.
_READ_THE = lazy_compile(r"(?<!\p{L})(?i:read|reads|reading)[ \t]+(?i:the)[ \t]+\Z")
#: Characters before a paper's name looked at for its reading.
_READ_REACH = 16


def _paper_read(text: str, s: Suggestion) -> bool:
    """``Pt reading the Herald``: a paper's one word after reading it."""
    if text[s.start : s.end].lower() not in _MEDIA_WORDS:
        return False
    return _READ_THE.search(text, max(0, s.start - _READ_REACH), s.start) is not None


#: What a chain sells: ``Dunkin coffee``, ``Wendy's burger`` (not ``donuts``:
#: ``the dunkin donuts on route 1`` is the shop).
_FOODS = (
    r"(?i:coffee|iced|muffins?|bagels?|sandwich(?:es)?"
    r"|burgers?|cheeseburgers?|fries|pizza|subs?|shakes?|frappe|latte|tea|smoothie"
    r"|soup|chowder|nuggets|chicken|salad|ice[ \t]+cream|breakfast|lunch|dinner)"
)
#: The food after a chain's name.
_FOOD_AFTER = lazy_compile(rf"(?:'s)?[ \t]+{_FOODS}\b")
#: The same food ending a suggestion (from the space before it).
_FOOD_LAST = lazy_compile(rf"[ \t]+{_FOODS}\Z")
#: Bringing right before a chain's name: ``Wife brought McDonald's``.
_BROUGHT = lazy_compile(
    r"(?<!\p{L})(?i:brought|brings|bringing)(?:[ \t]+(?i:in|pt|him|her))?[ \t]+\Z"
)
#: Characters before a chain's name looked at for its bringing.
_BROUGHT_REACH = 20


def chain_food(text: str, s: Suggestion) -> bool:
    """A chain's name, rule's or CRF's, that is food brought in: ``brought in Dunkin coffee``.

    A shop or restaurant the brand list holds, before what it sells or
    right after ``brought`` (``Wife brought McDonald's for pt``): what the
    patient ate, not where anyone was. Where someone works there it stays
    (``works at Dunkin``): an employer is PHI; so does a titled person
    (``Dr. McDonald's lunch order``).
    """
    if s.family not in ("PLACE", "NAME"):
        return False
    end = s.end
    # In one case the suggestion may take the food with it: "dunkin coffee".
    food_in = None
    if " " in text[s.start : s.end]:
        food_in = _FOOD_LAST.search(text, s.start, s.end)
    if food_in is not None:
        end = food_in.start()
    owned = text.startswith("'s", end)
    marked = text[s.start : end] + ("s" if owned else "")
    key = tuple(marked.lower().replace("'", "").split())
    if brand_table().kinds.get(key) != "b":
        return False
    reach = max(0, s.start - _BROUGHT_REACH)
    food = food_in is not None or _FOOD_AFTER.match(text, end) is not None
    if not food and _BROUGHT.search(text, reach, s.start) is None:
        return False
    return not _employed_before(text, s.start) and not titled(text, s.start)


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
