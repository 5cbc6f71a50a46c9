"""Care providers named by the service they give: ``services through Ethos``.

A home care agency, an elder services provider or a supplier of equipment is
named right after the service and ``through``, ``via`` or ``from`` (``had
services through Ethos and Hebrew SeniorLife``, ``oxygen via Lincare``), glued
to its kind by a hyphen (``VNA-Nashoba``), where a referral goes
(``Referral faxed to Springwell``) or whose client the patient is (``a
client of Vinfen``). The name is a company the patient deals with, PHI as
an employer is. It is read in capitalised words, or in small letters or a
line in capitals when its first word is a listed town or one English hardly
uses (``vna from neponset valley``, ``REFERRAL TO BAYADA``; not ``from
home``). A payer, a state, a day, a clinical service or a service's generic
words are none. Called by :func:`rules_facilities.facility_findings`.
"""

from __future__ import annotations

from collections.abc import Callable

from vtt_py.deid.analysis import STOP_WORDS, Analysis
from vtt_py.deid.facility_words import CUE_WORDS
from vtt_py.deid.kinds import ORGANIZATION, Finding
from vtt_py.deid.lexicon import (
    INSTITUTION_WORDS,
    LIST_JOINERS,
    MONTHS,
    PROVIDER_PREFIXES,
    STATE_NAMES,
    WEEKDAYS,
    clinical_abbreviation,
    name_likelihood_ratio,
    name_share,
    treatment_word,
    zipf,
)
from vtt_py.deid.rules_org_heads import KIND_WORDS
from vtt_py.deid.rules_place_cues import CLINICAL_PLACES
from vtt_py.deid.rules_places import SPECIALTIES, known_place

#: What a provider gives before ``through`` names it: ``VNA services through``.
_SERVICES = frozenset(
    "services service care homecare aide aides pca homemaker vna hospice "
    "equipment dme oxygen supplies meals payee transportation transport rides".split()
)
#: The cue words between the service and the provider's name.
_CUES = frozenset("through thru via from".split())
_CUE_FORMS = CUE_WORDS.add(
    frozenset(f(w) for w in _CUES for f in (str, str.capitalize, str.upper))
)
#: How many words before the cue a service may stand (``services at home through``).
_SERVICE_REACH = 3
#: At most this many capitalised words name the provider.
_NAME_WORDS = 3
#: Who pays is no provider (``services through MassHealth``).
_PAYERS = frozenset(
    "medicare medicaid masshealth medigap tricare insurance commonwealth".split()
)
#: Who else is written after a service (``VNA-Pt refused``).
_NOT_PROVIDERS = frozenset("pt pts patient patients family pcp md rn".split())
#: Words that name a kind of service, not one provider (``through Elder Services``).
_GENERIC = INSTITUTION_WORDS | frozenset(
    "elder services service visiting nurse nurses association community home "
    "care agency state county city town".split()
)
#: A first word this common in English is no provider's name alone.
_COMMON_ZIPF = 4.5


def care_providers(analysis: Analysis) -> list[Finding]:
    """Providers after a service and ``through``/``via``/``from``, each of a list (``and``)."""
    line_of = analysis.line_of
    found: list[Finding] = []
    for cue in CUE_WORDS.tokens(analysis, _CUE_FORMS):
        if not _service_before(analysis, cue):
            continue
        found += _listed(analysis, cue + 1, line_of[cue], _provider_end)
    return (
        found
        + _hyphened_agencies(analysis)
        + _referred_to(analysis)
        + _enrolled_with(analysis)
        + _agencies_named(analysis)
    )


#: Agencies whose name is given after ``is``, ``will be`` or a colon:
#: ``VNA: Care Dimensions``, ``Your VNA will be Care Dimensions``.
_AGENCIES = frozenset("vna vnas hospice homecare agency".split())
_AGENCY_CUES = CUE_WORDS.add(
    frozenset(f(w) for w in _AGENCIES for f in (str, str.capitalize, str.upper))
)
#: The words naming it after the agency's (``is``; ``will be``; ``:``).
_NAMINGS = (("is",), ("will", "be"), (":",))


def _agencies_named(analysis: Analysis) -> list[Finding]:
    """``VNA: Care Dimensions``, ``hospice agency is Beacon``: an agency named, in any case.

    Judged as after a service and ``through`` (:func:`_provider_end`): not
    ``VNA: none``, ``VNA is aware``, ``VNA: Pt refused``, ``VNA: MWF``.
    """
    words, line_of = analysis.words, analysis.line_of
    found = []
    for agency in CUE_WORDS.tokens(analysis, _AGENCY_CUES):
        j = _name_after_naming(words, agency)
        if j is None or j >= len(words):
            continue
        line = line_of[agency]
        end = _provider_end(analysis, j, line)
        if end is not None and _service_words(words[j : end + 1]):
            end = None
        end = _named_service(analysis, j, line) if end is None else end
        if end is not None:
            found.append(_provider(analysis, j, end))
    return found


def _name_after_naming(words: list[str], agency: int) -> int | None:
    """The token after ``is``, ``will be`` or ``:`` right after the agency's word, if any."""
    for naming in _NAMINGS:
        j = agency + 1 + len(naming)
        if tuple(w.lower() for w in words[agency + 1 : j]) == naming:
            return j
    return None


def _named_service(analysis: Analysis, j: int, line: int) -> int | None:
    """``VNA: Care Dimensions``: capitalised words opening with a service's, one of its own.

    After an agency is named a service's word may open the name (not
    after ``through``: ``meals from Meals on Wheels``); another word must
    be none of a service's or a kind's.
    """
    words = analysis.words
    if analysis.caps_lines[line] or not _capitalised(words[j]):
        return None
    if words[j].lower() not in _SERVICES:
        return None
    end = analysis.run_end(
        j + 1, line, _NAME_WORDS - 1, lambda k: _capitalised(words[k])
    )
    own = [w for w in (w.lower() for w in words[j : end + 1]) if w not in _KINDS]
    if end == j or not own:
        return None
    # its own words rare, no verb's (not "VNA: Care Plan Reviewed")
    if any(zipf(w) >= _NAMED_OWN_ZIPF or w.endswith("ed") for w in own):
        return None
    return end


#: The own words of an agency's name after a service's are rarer than this.
_NAMED_OWN_ZIPF = 4.2
#: Words of a service, a kind of care or a clinical place: none an agency's own.
_KINDS = _GENERIC | _SERVICES | KIND_WORDS | CLINICAL_PLACES | SPECIALTIES


#: Who a patient is the client of or enrolled with, before its cue word:
#: ``a client of Vinfen``, ``enrolled with Commonwealth Care Alliance``
#: (not ``followed by``: a clinician's name follows as often).
_ENROLMENTS = {
    "client": frozenset({"of"}),
    "clients": frozenset({"of"}),
    "enrolled": frozenset({"in", "with"}),
}
#: (The rarer word is the cue: ``of``, ``in`` and ``with`` fill every note.)
_ENROLMENT_CUES = CUE_WORDS.add(
    frozenset(f(w) for w in _ENROLMENTS for f in (str, str.capitalize, str.upper))
)
#: A first word this common among the census's first names opens a person's
#: name (``a client of Dorothy Joy, LICSW``), not an agency's.
_FIRST_NAME_SHARE = 1e-4


def _enrolled_with(analysis: Analysis) -> list[Finding]:
    """``Pt is a client of Vinfen``: the agency a patient is enrolled with, in any case.

    A person (``client of Dr. Ames``, ``client of Dorothy Joy``), a
    service (``enrolled in Hospice``), a payer
    or one common word (``client of Ours``) is none: :func:`_name_end`
    judges as after a service, and a common first name opens a person's.
    """
    words, line_of = analysis.words, analysis.line_of
    found = []
    for word in CUE_WORDS.tokens(analysis, _ENROLMENT_CUES):
        cue = word + 1  # the preposition after "client", "enrolled"
        if (
            cue + 1 >= len(words)
            or words[cue].lower() not in _ENROLMENTS[words[word].lower()]
            or line_of[cue + 1] != line_of[word]
        ):
            continue
        j = cue + 1
        end = _capitalised_end(analysis, j, line_of[cue])
        if (
            end is not None
            and not _service_words(words[j : end + 1])
            and name_share(words[j].lower())[0] < _FIRST_NAME_SHARE
        ):
            found.append(_provider(analysis, j, end))
    return found


#: Words of a referral before ``to`` and the provider: ``referral faxed to``.
_REFERRALS = frozenset("referral referrals referred faxed fax".split())
#: (The referral's word is the cue: ``to`` fills every note.)
_REFERRAL_CUES = CUE_WORDS.add(
    frozenset(f(w) for w in _REFERRALS for f in (str, str.capitalize, str.upper))
)
#: A referral's one-word provider rarer in English than this is a name
#: (``Springwell``), not a service (``referred to Nutrition``).
_REFERRED_ZIPF = 3.0


def _referred_to(analysis: Analysis) -> list[Finding]:
    """``Referral faxed to Springwell``: the providers a referral goes to, in any case.

    A clinical service or place (``referred to Cardiology``, ``faxed to
    Rehab``) is none; a person has rules of their own (``referred to Dr. Ames``).
    """
    words, line_of = analysis.words, analysis.line_of
    found = []
    last = -1  # the last "to" read: "referral faxed to" has two cues before it
    for referral in CUE_WORDS.tokens(analysis, _REFERRAL_CUES):
        line = line_of[referral]
        cue = next(
            (
                k
                for k in range(referral + 1, min(len(words), referral + 3))
                if words[k].lower() == "to" and line_of[k] == line
            ),
            None,
        )
        if cue is None or cue <= last:
            continue
        last = cue
        # "referral sent to whittier and hallmark"
        found += _listed(analysis, cue + 1, line, _referral_end)
    return found


def _listed(
    analysis: Analysis,
    i: int,
    line: int,
    name_end: Callable[[Analysis, int, int], int | None],
) -> list[Finding]:
    """The providers from token ``i`` on, each of a list (``Ethos and Hebrew SeniorLife``,
    ``Ethos, Lincare``), their names read by ``name_end``."""
    words = analysis.words
    found = []
    while (end := name_end(analysis, i, line)) is not None:
        found.append(_provider(analysis, i, end))
        i = end + 2
        if i - 1 >= len(words) or words[i - 1].lower() not in LIST_JOINERS:
            break
    return found


def _provider(analysis: Analysis, first: int, last: int) -> Finding:
    """A sure provider's finding over tokens ``first`` to ``last``."""
    return Finding(
        analysis.starts[first], analysis.ends[last], ORGANIZATION, "provider", True
    )


def _referral_end(analysis: Analysis, j: int, line: int) -> int | None:
    """The last token of a provider a referral goes to, from token ``j``, in any case."""
    words = analysis.words
    end = _provider_end(analysis, j, line)
    if end is None or _service_words(words[j : end + 1]):
        return None
    if end == j and zipf(words[j].lower()) >= _REFERRED_ZIPF:
        return None  # "referred to Nutrition"
    return end


def _service_words(run: list[str]) -> bool:
    """Whether capitalised words name a clinical service or place, not one provider.

    Any one such word decides (``Palliative Care``, ``Wound Care``): after a
    referral most capitalised words are the hospital's own services.
    """
    return any(
        w.lower() in CLINICAL_PLACES
        or w.lower() in SPECIALTIES
        or w.lower() in KIND_WORDS
        for w in run
    )


#: Agencies that write their own name after a hyphen: ``VNA-Nashoba``.
_AGENCY_HEADS = frozenset("VNA Hospice".split())
_AGENCY_FORMS = CUE_WORDS.add(_AGENCY_HEADS)


def _hyphened_agencies(analysis: Analysis) -> list[Finding]:
    """``VNA-Nashoba``: an agency's capitalised name glued to its kind by a hyphen."""
    words, starts, ends, text = (
        analysis.words,
        analysis.starts,
        analysis.ends,
        analysis.text,
    )
    found = []
    for i in CUE_WORDS.tokens(analysis, _AGENCY_FORMS):
        j = i + 2
        if (
            j < len(words)
            and words[i + 1] == "-"
            and starts[j] == ends[i] + 1  # glued: "VNA-Nashoba", not "VNA - Pt to..."
            and text[ends[i]] == "-"
            and (end := _name_end(analysis, j, analysis.line_of[i])) is not None
            and not analysis.caps_lines[analysis.line_of[i]]
            and _own_name(words[j].lower())
        ):
            found.append(_provider(analysis, j, end))
    return found


#: A word after ``VNA-`` rarer than this in English is the agency's own.
_RARE_ZIPF = 3.0
#: Up to this common, a listed place's or person's name is one too (``Beacon``).
_NAMED_ZIPF = 4.5


def _own_name(low: str) -> bool:
    """Whether a word may be an agency's own name: rare, or a place's or a person's."""
    frequency = zipf(low)
    return frequency < _RARE_ZIPF or (
        frequency < _NAMED_ZIPF
        and (known_place(low) or name_likelihood_ratio(low) >= 1.0)
    )


def _service_before(analysis: Analysis, cue: int) -> bool:
    """Whether a service word stands at most three words before token ``cue`` on its line."""
    words, line_of = analysis.words, analysis.line_of
    for j in range(cue - 1, max(-1, cue - 1 - _SERVICE_REACH), -1):
        if line_of[j] != line_of[cue]:
            return False
        low = words[j].lower()
        # "O2" is two tokens, "O" and "2"
        if low in _SERVICES or (low == "2" and j and words[j - 1] in ("O", "o")):
            return True
    return False


def _provider_end(analysis: Analysis, i: int, line: int) -> int | None:
    """The last token of a provider's name at token ``i``, in small letters or capitalised.

    None where the text or the line ends first (``services through`` closing a note).
    """
    if i >= len(analysis.words) or analysis.line_of[i] != line:
        return None
    if analysis.words[i].islower():
        return _lower_name_end(analysis, i, line)
    return _capitalised_end(analysis, i, line)


def _capitalised_end(analysis: Analysis, i: int, line: int) -> int | None:
    """:func:`_name_end`, or in a line typed in capitals :func:`_caps_name_end`."""
    if i >= len(analysis.words) or analysis.line_of[i] != line:
        return None
    if analysis.caps_lines[line]:
        return _caps_name_end(analysis, i, line)
    return _name_end(analysis, i, line)


#: In a line in capitals a provider's first word is this rare in English
#: (``REFERRAL TO BAYADA``, ``CLIENT OF VINFEN``), or a listed town's name
#: not that common; the words after it rare too or a provider's generic
#: words (``THROUGH HOMBASE CARE``).
_CAPS_FIRST_ZIPF = 3.0
_CAPS_TOWN_ZIPF = 4.0
_CAPS_TAIL_ZIPF = 3.0


def _caps_name_end(analysis: Analysis, i: int, line: int) -> int | None:
    """The last token of a provider's name in a line typed in capitals, starting at ``i``.

    Capitals tell no name from a word there: the first word must be one
    English hardly uses and no abbreviation, service, drug or generic word
    (not ``REFERRAL TO PALLIATIVE CARE``, ``THROUGH ELDER SERVICES``).
    """
    words = analysis.words
    first = words[i]
    low = first.lower()
    frequency = zipf(low)
    if (
        len(first) < 3
        or not first.isalpha()
        or _not_a_name(low)
        or low in _GENERIC
        or low in _SERVICES
        or clinical_abbreviation(first)
        or _service_words([first])
        or not (
            frequency < _CAPS_FIRST_ZIPF
            or (known_place(low) and frequency < _CAPS_TOWN_ZIPF)
        )
    ):
        return None
    return analysis.run_end(
        i + 1, line, _NAME_WORDS - 1, lambda k: _caps_tail_word(words[k])
    )


def _caps_tail_word(word: str) -> bool:
    """Whether a word in capitals goes on a provider's name: generic, a place's tail, rare."""
    low = word.lower()
    return (
        word.isalpha()
        and not _not_a_name(low)
        and not _service_words([word])
        and (low in _GENERIC or low in _PLACE_TAILS or zipf(low) < _CAPS_TAIL_ZIPF)
    )


#: In small letters, a provider's first word is a listed place or this rare
#: in English (``vna from neponset valley``; not ``from home``, ``from cvs``).
_LOWER_ZIPF = 2.5
#: A listed place's name this common in English is a word (``from wall``).
_LOWER_PLACE_ZIPF = 4.0
#: Words that go on a provider's name in small letters after its first.
_LOWER_TAIL_ZIPF = 3.5
#: Words of a region that end an agency's name (``neponset valley``).
_PLACE_TAILS = frozenset("valley area regional county shore hills".split())


def _lower_name_end(analysis: Analysis, i: int, line: int) -> int | None:
    """The last token of a provider's name typed in small letters, starting at token ``i``."""
    words, line_of = analysis.words, analysis.line_of
    low = words[i]
    if (
        not low.isalpha()
        or _not_a_name(low)
        or low in _GENERIC
        or low in _SERVICES  # "vna from vna of cape cod": the agency's own rules
        or not (
            zipf(low) < _LOWER_ZIPF
            or (known_place(low) and zipf(low) < _LOWER_PLACE_ZIPF)
        )
        or clinical_abbreviation(low.upper())
    ):
        return None
    end = i
    while (
        end + 1 < len(words)
        and end + 1 - i < _NAME_WORDS
        and line_of[end + 1] == line
        and words[end + 1].isalpha()
        and words[end + 1].islower()
        and not _not_a_name(words[end + 1])
        and (
            words[end + 1] in _GENERIC
            or words[end + 1] in _PLACE_TAILS
            or zipf(words[end + 1]) < _LOWER_TAIL_ZIPF
        )
    ):
        end += 1
    return end


def _not_a_name(low: str) -> bool:
    """A function word, a payer, a month, a day, a state: never a provider's name's word.

    Nor a drug, a device or an operation (``referred to Mohs surgery``).
    """
    return (
        low in STOP_WORDS
        or treatment_word(low)
        or low in _NOT_PROVIDERS
        or low in _PAYERS
        or low in MONTHS
        or low in WEEKDAYS
        or low in STATE_NAMES
    )


def _name_end(analysis: Analysis, i: int, line: int) -> int | None:
    """The last token of a provider's capitalised name starting at token ``i``, if one does."""
    words, line_of = analysis.words, analysis.line_of
    # "via The Ride": "The" capitalised inside a sentence opens a proper
    # name, however common its word; the name is read after it.
    titled = words[i] == "The" and i + 1 < len(words) and line_of[i + 1] == line
    if titled:
        i += 1
    end = i - 1
    while (
        end + 1 < len(words)
        and end + 1 - i < _NAME_WORDS
        and line_of[end + 1] == line
        and _capitalised(words[end + 1])
    ):
        end += 1
    if end < i:
        return None
    run = [w.lower() for w in words[i : end + 1]]
    first = run[0]
    if (
        _not_a_name(first)
        or first in _SERVICES  # "meals from Meals on Wheels": a service's name
        or first in PROVIDER_PREFIXES  # "through Dr. Ames": a person's rules
        or first in CLINICAL_PLACES
        or first in SPECIALTIES
        or " ".join(run) in STATE_NAMES
        or all(w in _GENERIC for w in run)
        or (end == i and zipf(first) >= _COMMON_ZIPF and not titled)
        or clinical_abbreviation(words[i])
    ):
        return None
    return end


def _capitalised(word: str) -> bool:
    """A word of letters, a capital first and small letters after (``SeniorLife``)."""
    return word.isalpha() and word[0].isupper() and not word.isupper()
