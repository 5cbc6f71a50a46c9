"""Care agencies named after their place: ``VNA of Cape Cod``, ``Hospice of the North Shore``.

Home care, hospice and elder services agencies are named by the region they
serve, after ``of``; the place is PHI (a geographic unit smaller than a
state) and so is the agency's name; so are a few hospitals (``Hospital of
the University of Pennsylvania``, ``Medical Center of Central Georgia``).
The institution rules read names that stand before their head word
(``Quillmoor Hospital``); these stand after it.
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from vtt_py.deid.analysis import STOP_WORDS, is_caps_line
from vtt_py.deid.kinds import HOSPITAL, ORGANIZATION, Finding
from vtt_py.deid.lazy_patterns import lazy_compile
from vtt_py.deid.lexicon import zipf
from vtt_py.deid.rules_places import known_place
from vtt_py.deid.text import key_positions, line_matches_at, lowered

#: An agency's head words, then ``of`` (``the``): written as a name.
_AGENCY = lazy_compile(
    r"\b(?:VNA|V\.N\.A\.|Visiting[ \t]Nurses?(?:[ \t](?:Association|Service))?"
    r"|Hospice|Elder[ \t]Services|Home[ \t](?:Health[ \t])?Care|Home[ \t]Health"
    # a hospital named the same way: "Hospital of the University of Pennsylvania"
    r"|Hospital|Medical[ \t]Cent(?:er|re))"
    r"[ \t]+of[ \t]+(?:the[ \t]+)?",
    regex.IGNORECASE,
)
#: What every ``_AGENCY`` match holds once case-folded (``str.casefold``, which
#: folds as the pattern's ignored case does, but for ``İ``: two characters).
_AGENCY_KEYS = (
    "vna", "v.n.a.", "visiting", "hospice", "elder", "home", "hospital", "medical",
)  # fmt: skip
#: Heads of a hospital's name, not an agency's.
_HOSPITALS = ("hospital", "medical")
#: One word of the place's name: a capital, then letters (``Cape``, ``O'Neil``).
_NAME_WORD = lazy_compile(r"\p{Lu}[\p{L}'.-]*(?<![.'-])")
#: Words that end a place's name: function words, ``Pt`` (``Hospice of Pt choice``).
_NOT_PLACE = STOP_WORDS | frozenset({"pt", "pts", "patient", "patients", "family"})
#: At most this many words name the place (``Greater New Bedford``).
_MAX_WORDS = 3


def find_agencies(text: str) -> list[Finding]:
    """Agencies named ``<head> of [the] <Place>``: sure in mixed case, weak in
    capitals unless a listed town follows ``of``.

    Args:
        text: the document text.

    Returns:
        ORGANIZATION findings from the head word to the place's last word.
    """
    found = []
    line_end, caps = -1, False
    for m in _agency_matches(text):
        if not m.group()[0].isupper():
            # "hospice of her choice" is a service, not its name; in small
            # letters a listed town names the agency: "vna of cape cod"
            lower = _lower_agency(text, m)
            if lower is not None:
                found.append(lower)
            continue
        end = _place_end(text, m.end())
        if end is None:
            continue
        if m.start() > line_end:  # each line is read once: linear on any text
            line_start = text.rfind("\n", 0, m.start()) + 1
            line_end = _line_end(text, m.start())
            caps = is_caps_line(text[line_start:line_end])
        sure = not caps
        hospital = m.group().lower().startswith(_HOSPITALS)
        if caps:
            listed = _listed_place_end(text, m.end(), end)
            if listed is not None:
                sure, end = True, listed
            elif hospital:
                continue  # "HOSPITAL OF ORIGIN": a form's field, no name
        if hospital:
            start = _own_words_start(text, m.start())
            found.append(Finding(start, end, HOSPITAL, "agency", sure))
            continue
        found.append(Finding(m.start(), end, ORGANIZATION, "agency", sure))
    return found + _lower_centers(text)


#: A care center's head in small letters, then ``of`` (``the``): ``life care
#: center of plymouth``, ``rehab center of southeastern mass``.
_LOWER_CENTER = lazy_compile(
    r"(?:care|nursing|health|rehab(?:ilitation)?)[ \t]+cent(?:er|re)[ \t]+of[ \t]+(?:the[ \t]+)?"
)
#: What every ``_LOWER_CENTER`` match starts with.
_LOWER_CENTER_KEYS = ("care", "nursing", "health", "rehab")


def _lower_centers(text: str) -> list[Finding]:
    """``life care center of plymouth``: a care center in small letters before a listed town.

    Written with capitals, the institution rules read such a name by its
    words before the head; in small letters only the town after ``of``
    says it is one (sure). The span starts at the head: the words before
    it are the annotator's to add.
    """
    if not text.isascii():
        return []
    low = lowered(text)
    starts = [
        p
        for p in key_positions(low, _LOWER_CENTER_KEYS)
        if p == 0 or not low[p - 1].isalpha()
    ]
    found = []
    for m in line_matches_at(_LOWER_CENTER, text, starts):
        end = _lower_town_end(text, m.end())
        if end is not None:
            found.append(Finding(m.start(), end, HOSPITAL, "agency", True))
    return found


#: A capitalised word right before ``start`` (``Children's `` before ``Hospital``).
_WORD_BEFORE = lazy_compile(r"(?<![\p{L}'])\p{Lu}[\p{L}']*[ ]\Z")
#: Words that open a hospital's name in any case: ``CHILDREN'S HOSPITAL OF``.
_QUALIFIERS = frozenset(
    "children's women's university general memorial community regional state "
    "county city veterans saint st. mount mt. shriners".split()
)
#: A capitalised word rarer than this in mixed case is the hospital's own
#: (``Rosenthal Hospital of``); a commoner one the sentence's (``Called``).
_OWN_WORD_ZIPF = 4.0
#: Most words before the head that belong to the hospital's name.
_MOST_OWN_WORDS = 3


def _own_words_start(text: str, start: int) -> int:
    """Where a hospital's own words before its head ``start`` begin (``start``: none)."""
    for _ in range(_MOST_OWN_WORDS):
        word = _WORD_BEFORE.search(text, max(0, start - 30), start)
        if word is None:
            break
        if not _own_word(word.group().strip()):
            break
        start = word.start()
    return start


def _own_word(word: str) -> bool:
    """A qualifier of a hospital's name, or a rare word in mixed case (no verb)."""
    low = word.lower()
    return low in _QUALIFIERS or (not word.isupper() and zipf(low) < _OWN_WORD_ZIPF)


def _agency_matches(text: str) -> Iterator[regex.Match[str]]:
    """``_AGENCY.finditer(text)``, tried only where a head word starts in ASCII text.

    Most notes have no head word at all, and those that have one have it
    once or twice (``home``): a match tried there costs less than a scan.
    """
    if not text.isascii():  # case folding maps a few other characters to ASCII
        return _AGENCY.finditer(text) if _may_name_agency(text) else iter(())
    return line_matches_at(_AGENCY, text, key_positions(lowered(text), _AGENCY_KEYS))


def _may_name_agency(text: str) -> bool:
    """Whether ``text`` may hold an ``_AGENCY`` match: a cheap test before its slow scan.

    The pattern opens with a word boundary and many words, which the
    ``regex`` module scans for slowly; six plain searches are cheaper.
    """
    if "İ" in text:
        return True  # "VİSİTİNG": folded, not "visiting"
    folded = text.casefold()
    return any(key in folded for key in _AGENCY_KEYS)


#: A town this large after an agency's ``of`` in capitals names its region.
_AGENCY_TOWN = 1000


def _listed_place_end(text: str, start: int, end: int) -> int | None:
    """The end of the longest listed town opening ``text[start:end]``: ``VNA OF BOSTON``.

    In capitals every word looks alike; a listed town after ``of`` makes the
    agency's name sure, and ends it (``HOSPICE OF THE NORTH SHORE
    INVOLVED``); ``VNA OF CHOICE`` stays a hint.
    """
    name = text[start:end]
    skip = _REGION_WORD.match(name)
    offset = skip.end() if skip else 0  # "VNA OF GREATER LOWELL": the town after
    cuts = [len(name)] + [k for k in range(len(name) - 1, offset, -1) if name[k] == " "]
    for cut in cuts:
        if known_place(" ".join(name[offset:cut].lower().split()), _AGENCY_TOWN):
            return start + cut
    return None


#: Most characters of a town's name after an agency's ``of`` in small letters.
_LOWER_REACH = 40
#: Small-letter words that may open such a name (``of greater brockton``).
_LOWER_WORD = lazy_compile(r"[a-z](?:[a-z'.-]*[a-z])?")


def _lower_agency(text: str, m: regex.Match[str]) -> Finding | None:
    """``vna of cape cod``: an agency in small letters before a listed town (sure).

    Hospitals so named stay to the lists (``hospital of origin``).
    """
    if m.group().lower().startswith(_HOSPITALS) or not m.group().islower():
        return None
    end = _lower_town_end(text, m.end())
    if end is None:
        return None
    return Finding(m.start(), end, ORGANIZATION, "agency", True)


def _lower_town_end(text: str, start: int) -> int | None:
    """The end of a listed town in small letters opening ``text[start:]`` (of up to four words)."""
    words = []
    pos = start
    for _ in range(_MAX_WORDS + 1):  # "greater" and three words of the town
        word = _LOWER_WORD.match(text, pos, min(len(text), pos + _LOWER_REACH))
        if word is None:
            break
        words.append(word.end())
        if word.end() >= len(text) or text[word.end()] not in " \t":
            break
        pos = word.end() + 1
    if not words:
        return None
    return _listed_place_end(text, start, words[-1])


#: A word before a town naming the region around it: ``Greater Lowell``.
_REGION_WORD = lazy_compile(r"(?i:greater|metro)[ \t]+(?=\S)")


def _place_end(text: str, pos: int) -> int | None:
    """The end of the place's name words from ``pos`` (None: no name there)."""
    end = None
    mixed = False  # the place's first word in small letters after its capital
    for _ in range(_MAX_WORDS):
        word = _NAME_WORD.match(text, pos)
        if word is None or word.group().lower() in _NOT_PLACE:
            break
        if mixed and word.group().isupper():
            break  # "VNA of Cape Cod RN": a visitor's role after the name
        mixed = mixed or (end is None and not word.group().isupper())
        end = word.end()
        if end >= len(text) or text[end] not in " \t":
            break
        pos = end + 1
    return end


def _line_end(text: str, pos: int) -> int:
    end = text.find("\n", pos)
    return len(text) if end == -1 else end
