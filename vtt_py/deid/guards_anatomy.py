"""Guards for eponyms of anatomy and instruments: ``circle of Willis``, ``Mayo scissors``."""

from __future__ import annotations

from vtt_py.deid.guards_precision import titled
from vtt_py.deid.lazy_patterns import lazy_compile
from vtt_py.deid.lexicon import name_people
from vtt_py.deid.merge import CANDIDATE_SOURCE, Suggestion

#: Anatomy named "the noun of someone": ``circle of Willis``, ``pouch of
#: Douglas``, ``angle of Louis``, ``ligament of Treitz``, ``loop of Henle``,
#: ``tetralogy of Fallot``, ``canal of Nuck``. Nobody's relative or doctor
#: follows these nouns and ``of`` (general anatomical knowledge).
_ANATOMY_OF = lazy_compile(
    r"(?<![\p{L}])(?i:circle|ligament|pouch|sphincter|ampulla|tetralogy|pentalogy"
    r"|loop|angle|islets?|bundle|space|canal|organ|crypts?|foramen|ducts?|triangle"
    r"|tetrad|column|nodes?|cords?|glands?|plexus|fossa|recess|tubercle)"
    r"[ \t]+of[ \t]+\Z"
)
#: Characters before a suggestion looked at for such a noun and ``of``.
_ANATOMY_REACH = 16

#: A noun of anatomy, a sign or an instrument after a name, in small letters
#: (in capitals ``LAKE VIEW`` may be a place): ``Wharton duct``, ``Cooper
#: ligament``, ``Kayser-Fleischer rings``, ``Towne view``, ``Richter hernia``,
#: ``Adson forceps``, ``Deaver retractor``, ``Quincke pulse``, ``Bier block``,
#: ``Denis Browne splint``, ``Ponseti casting``, ``Hartmann's pouch``,
#: ``Montgomery straps``.
#: A person's name is followed by what he does or where, not by these.
_THING_AFTER = lazy_compile(
    # a possessive may come first: "Hartmann's pouch"
    r"(?:-\p{Lu}\p{L}+){0,2}(?:'s)?[ ]+"
    # a grade or a kind between: "Gustilo IIIB open fracture", "Taylor
    # spatial frame", "Mayfield head holder"
    r"(?:(?:[IV]{1,4}[A-C]?|type|grade|class|open|closed|spatial|head)[ ]+){0,2}"
    r"(?:splints?|braces?|frame|casting|cast|collar|boot|traction|fracture"
    r"|classification|rings|crystals|fib(?:er|re)s|pearls|spots|pulse|view|projection|hernia"
    r"|ducts?|canal|ligaments?|scissors|forceps|retractors?|speculum|tongs|wires?"
    r"|pins?|suction|holders?|dilators?|cannula|bougie|curette|elevator|stitch"
    r"|sutures?|incision|flap|block|repair|maneuver|manoeuvre"
    # "Montgomery straps" (a dressing's ties), "Mayo stand", "Murphy drip",
    # "Wright stain" (a smear's)
    r"|straps|stand|drip|stains?|pouch)\b(?!-)"
)


def anatomy_of(text: str, s: Suggestion) -> bool:
    """A one-word name or place after an anatomical noun and ``of`` (``circle of Willis``).

    A rule's finding too: ``Angle of Louis`` read ``Louis`` as a first name.
    """
    if not _one_word(text, s):
        return False
    before = text[max(0, s.start - _ANATOMY_REACH) : s.start]
    return _ANATOMY_OF.search(before) is not None


#: The sources of what the CRF weighed: its own suggestions and candidates.
_WEIGHED = frozenset({"crf", CANDIDATE_SOURCE})
#: Body parts that are towns' names too (Apex, NC; Temple, TX; Palm; Colon),
#: or surnames the CRF reads as places after ``to`` (``ace wrap to stump``).
_BODY_TOWNS = frozenset("apex temple temples palm palms colon stump stumps".split())


def body_part_town(text: str, s: Suggestion) -> bool:
    """A weighed place in small letters or capitals that is a body part: ``murmur at apex``.

    The place lists hold a few towns named like parts of the body; written
    in small letters in a note they are the body's (``crackles at apex``,
    ``laceration to L temple``, ``abrasion on palm``); a town so named is
    capitalised, or found by a rule with its cue.
    """
    word = text[s.start : s.end]
    # In capitals too (``MURMUR AT APEX``): only ``Apex`` is written as a name.
    return (
        s.source in _WEIGHED
        and (word.islower() or word.isupper())
        and (word.lower() in _BODY_TOWNS)
    )


#: What :func:`eponym_thing` judges: the CRF's people and places.
_EPONYM_FAMILIES = frozenset({"NAME", "PLACE"})


def eponym_thing(text: str, s: Suggestion) -> bool:
    """A name or place of one or two words the CRF gave before a noun of anatomy or a device.

    At any score: the CRF is as sure of ``Wharton`` in ``Wharton duct`` as of
    a name (0.55); the noun may be in the suggestion (``Lenox Hill brace``).
    A title keeps a person (``Dr. Cooper ligament repair`` names the surgeon
    first).
    """
    if s.family not in _EPONYM_FAMILIES or s.source not in _WEIGHED:
        return False
    marked = text[s.start : s.end]
    cut = marked.rfind(" ")
    end = s.start + cut if cut > 0 and marked[cut + 1 :].islower() else s.end
    words = text[s.start : end].split(" ")
    if len(words) > 2 or not all(_capitalised(w) for w in words):
        return False
    if len(words) == 2 and "-" in text[s.start : end]:
        return False  # one hyphened word only: "Kayser-Fleischer"
    return _THING_AFTER.match(text, end) is not None and not titled(text, s.start)


def _one_word(text: str, s: Suggestion) -> bool:
    """Whether a suggestion is one capitalised word (no space, no digit)."""
    return _capitalised(text[s.start : s.end])


def _capitalised(word: str) -> bool:
    """A capitalised word of letters (hyphens between them allowed)."""
    return word[:1].isupper() and word.replace("-", "").isalpha()


#: Exercises named after whoever taught them (general rehabilitation
#: knowledge); ``exercises`` after any other name may be its verb (``Mary
#: exercises daily``), so only these, or a hyphened pair, are judged.
_EXERCISE_NAMES = frozenset(
    "mckenzie williams kegel kegels otago codman frenkel buerger".split()
)
#: A hyphened pair's other name, then ``exercises`` (``flexion`` may come
#: between): ``Brandt-Daroff exercises``, ``Williams flexion exercises``.
_EXERCISES_AFTER = lazy_compile(
    r"(?P<pair>(?:-\p{L}+)?)(?:[ ]+(?i:flexion))?[ ]+(?i:exercises)\b"
)
#: A hyphened pair's first name right before a suggestion: ``Brandt-`` of ``Brandt-Daroff``.
_PAIR_FIRST_BEFORE = lazy_compile(r"\p{L}+-\Z")


def named_exercise(text: str, s: Suggestion) -> bool:
    """A weighed name that is an exercise's: ``McKenzie exercises``, ``Brandt-Daroff exercises``.

    Listed exercise eponyms, or any hyphened pair of names, before
    ``exercises`` (the pair's first name alone, its second, or both).
    """
    m = _EXERCISES_AFTER.match(text, s.end)
    if m is None:
        return False
    marked = text[s.start : s.end]
    before = _PAIR_FIRST_BEFORE.search(text, max(0, s.start - _PAIR_REACH), s.start)
    if before is not None:
        first = before.group()[:-1]
    elif m["pair"] or "-" in marked:
        first = marked.split("-")[0]
    elif marked.lower() in _EXERCISE_NAMES:
        return not titled(text, s.start)
    else:
        return False
    # A hyphened first name exercises ("Mary-Ann exercises daily"): a first
    # name many bear, more as a first name than a surname, opens a person's.
    as_first, as_last = name_people(first)
    if as_first >= _PERSON_FIRST and as_first > as_last:
        return False
    return not titled(text, s.start)


#: People bearing a pair's first word as a first name from which the pair is a person's.
_PERSON_FIRST = 10_000


#: Characters before a suggestion looked at for a pair's first name.
_PAIR_REACH = 24
