"""Guards for organisms and diseases read as people: ``Candida albicans``, ``Parkinson's``."""

from __future__ import annotations

from vtt_py.deid.guards_precision import titled
from vtt_py.deid.lazy_patterns import lazy_compile
from vtt_py.deid.lexicon import RELATIVE_CUES, name_people, zipf
from vtt_py.deid.merge import Suggestion

#: A lower-case word right after a suggestion, ending as Latin species
#: epithets end (``albicans``, ``glabrata``, ``stuartii``, ``parapsilosis``,
#: ``fumigatus``, ``pneumoniae``, ``difficile``).
_EPITHET = lazy_compile(
    r"[ ]+(?P<e>\p{Ll}{3,}(?:ans|ens|ae|ii|is|us|um|a|ile|ix|i))(?![\p{L}\p{N}-])"
)
#: An epithet is no English word this common (``albicans`` 2.3, ``aureus`` 2.8).
_EPITHET_MAX_ZIPF = 3.0


def organism(text: str, s: Suggestion) -> bool:
    """A one-word name that is a genus, its species' epithet after it.

    Binomial names are written genus capitalised, species in lower case; a
    genus may be a first name too (``Candida``, ``Providencia``). A lower-case
    word that no English text uses much, nobody bears as a name and that ends
    as Latin epithets do makes the pair an organism; ``Candida Ramos`` (a
    surname) and ``Dr. Candida`` (a title) stay people.
    """
    genus = text[s.start : s.end]
    if not (genus[:1].isupper() and genus[1:].isalpha() and genus[1:].islower()):
        return (
            False  # one word, written as a genus is: "josephine vhrae" is no binomial
        )
    m = _EPITHET.match(text, s.end)
    if m is None:
        return False
    epithet = m["e"]
    return (
        name_people(epithet) == (0, 0)
        and zipf(epithet) < _EPITHET_MAX_ZIPF
        and not titled(text, s.start)
    )


#: Diseases named after people, written by the name alone, possessive
#: (``Parkinson's``, ``Graves'``) or joined (``Guillain-Barre``): general
#: medical knowledge, the eponyms a history lists without the noun.
EPONYM_DISEASES = frozenset(
    (
        "addison alzheimer asperger barrett behcet bell buerger crohn cushing dupuytren "
        "ewing fanconi gaucher graves guillain hashimoto hirschsprung hodgkin huntington "
        "kaposi kawasaki korsakoff marfan meniere munchausen paget parkinson peyronie "
        "pick raynaud reiter sjogren still takayasu tourette wegener wernicke whipple "
        "wilson barre sachs jakob creutzfeldt wolff tay"
    ).split()
)
#: What makes such a name the disease's: a possessive, or the other name of a
#: pair (``Guillain Barre``, ``Tay-Sachs``, ``Creutzfeldt-Jakob``,
#: ``Wolff-Parkinson-White``).
_DISEASE_FORM = lazy_compile(
    r"(?:'s|s'|')(?![\p{L}])(?:[ \t]+(?P<next>\p{L}+))?"
    r"|[ -](?i:barre|sachs|jakob|parkinson-white)\b"
)
_PAIRED_BEFORE = lazy_compile(r"(?i:guillain|tay|creutzfeldt|wolff)[ -]\Z")
#: Words after a possessive that make its name a person's: ``Wilson's wife``.
_PERSONS_THINGS = RELATIVE_CUES | frozenset(
    "family friend friends house home room office nurse team car dog cat bed "
    "phone number name words request wishes".split()
)


def eponym_disease(text: str, s: Suggestion) -> bool:
    """A one-word name or place that is a disease named after someone: ``Hx Parkinson's``.

    ``Parkinson's dx 2015``, ``Crohn's``, ``Graves'``, ``Guillain Barre``: the
    possessive or the pair's other name makes the listed name the disease's;
    a title keeps a person (``Dr. Parkinson``), and so does a person's thing
    after the possessive (``Wilson's wife``).
    """
    word = text[s.start : s.end]
    if " " in word or word.lower() not in EPONYM_DISEASES or titled(text, s.start):
        return False
    if _PAIRED_BEFORE.search(text[max(0, s.start - 12) : s.start]) is not None:
        return True
    m = _DISEASE_FORM.match(text, s.end)
    return m is not None and (m["next"] or "").lower() not in _PERSONS_THINGS


#: Diseases, syndromes, signs and devices named by two or three people's
#: names (general medical knowledge): a note in small letters writes them
#: without the capitals that would tell the CRF they are one term.
EPONYM_PHRASES = (
    "guillain barre",
    "wolff parkinson white",
    "osgood schlatter",
    "arnold chiari",
    "charcot marie tooth",
    "jackson pratt",
    "mallory weiss",
    "stevens johnson",
    "legg calve perthes",
    "creutzfeldt jakob",
    "tay sachs",
    "dandy walker",
    "budd chiari",
    "zollinger ellison",
    "peutz jeghers",
    "cheyne stokes",
    "ehlers danlos",
    "henoch schonlein",
    "swan ganz",
    "roux en y",
    "brown sequard",
    "kasabach merritt",
    "klippel feil",
    "lambert eaton",
    "sturge weber",
    "von willebrand",
    "von hippel lindau",
    "wernicke korsakoff",
)
#: One of them, its names joined by a space or a hyphen, in any case.
_EPONYM_PHRASE = lazy_compile(
    r"(?<![\p{L}])(?i:"
    + "|".join(p.replace(" ", r"[ \t-]") for p in EPONYM_PHRASES)
    + r")(?![\p{L}])"
)
#: Characters around a suggestion looked at for such a term.
_PHRASE_REACH = 28


def eponym_phrase(text: str, s: Suggestion) -> bool:
    """A CRF name or place inside or over a term named by several people.

    ``hx guillain barre``, ``wolff parkinson white``, ``charcot marie tooth``
    (``marie tooth`` read as a relative), ``jackson pratt drain``: the
    model, without capitals, reads the names as a place or a person. Rule
    findings are not judged (``Dr. Jackson Pratt``'s title is a rule's).
    """
    lo = max(0, s.start - _PHRASE_REACH)
    hi = min(len(text), s.end + _PHRASE_REACH)
    return any(
        m.start() < s.end and s.start < m.end()
        for m in _EPONYM_PHRASE.finditer(text, lo, hi)
    )


#: Nouns of clinical things no one bears as a surname (census: under a
#: thousand people): a name or place the CRF ends with one is the thing's
#: eponym (``AUSTIN FLINT MURMUR``, ``MAYO SCISSORS``).
_THING_NOUNS = frozenset(
    "murmur reservoir scissors forceps transplant esophagectomy catheter splint "
    "shunt tube valve procedure repair fracture operation maneuver manoeuvre sign "
    "syndrome disease drains sump stockings mattress dressing filter blade rods "
    "pump".split()
)


#: Devices' nouns that are surnames too: a name ending in one is a device's
#: only where no capitals tell (``BLAKE DRAIN``, ``lenox hill brace``).
_DEVICE_SURNAMES = frozenset(
    "drain brace harness holder vest collar mask frame boots tongs bolt".split()
)


def eponym_thing_noun(text: str, s: Suggestion) -> bool:
    """A CRF name or place of two words or more ending in a clinical thing's noun.

    In capitals the model takes the noun with its eponym (``IVOR LEWIS
    ESOPHAGECTOMY``, ``MAYO SCISSORS``): no person's or place's name ends
    so. Nouns that are surnames too (``Holder``, ``Brace``) count only in
    one case (``BLAKE DRAIN``, ``lenox hill brace``), not in ``Eric Holder``.
    """
    marked = text[s.start : s.end]
    words = marked.split()
    if len(words) < 2:
        return False
    last = words[-1].lower()
    one_case = marked.isupper() or marked.islower()
    return last in _THING_NOUNS or (one_case and last in _DEVICE_SURNAMES)


#: What an infection named after a place goes on with: ``Rocky Mountain
#: spotted fever``, ``Hong Kong flu``, ``West Nile virus``, ``Coxsackie
#: titers``, ``St. Louis encephalitis`` (general medical knowledge).
_PLACE_ILLNESS_AFTER = lazy_compile(
    # the place's other word may stand between: "Rocky" of "Rocky Mountain"
    r"(?:[ \t]+(?i:mountain|nile|valley|river|kong|louis|equine))?"
    r"[ \t]+(?i:(?:spotted[ \t]+)?fever|virus|viral|flu|influenza|encephalitis"
    r"|titers?|titres?|igm|igg|serology|antibod(?:y|ies))\b"
)
#: Words of such a place's name at most (``Rocky Mountain``, ``Hong Kong``).
_PLACE_ILLNESS_WORDS = 2


def place_illness(text: str, s: Suggestion) -> bool:
    """A weighed place or name before an infection's noun: ``Rocky Mountain spotted fever``.

    Infections are named after where they were first seen; before the
    fever, the virus or its titers the name is the infection's, not where
    the patient was (``traveled to Hong Kong`` stays).
    """
    if len(text[s.start : s.end].split()) > _PLACE_ILLNESS_WORDS:
        return False
    if _PLACE_ILLNESS_AFTER.match(text, s.end) is None:
        return False
    return not titled(text, s.start)  # "daughter Flora flu shot given"
