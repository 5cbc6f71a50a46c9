"""Organisations named by their context: employers and saints' churches and hospitals.

``works for Verizon``, ``retired from Raytheon``, ``bus driver for the MBTA``;
``St. Brendan's Medical Center``, ``ATTENDS ST. BRENDAN'S CHURCH`` (not
``St. John's wort``). Called by :func:`rules_facilities.facility_findings`.
"""

from __future__ import annotations

from vtt_py.deid.analysis import STOP_WORDS, Analysis
from vtt_py.deid.facility_words import (
    CAPS_BRAND_ZIPF,
    CUE_WORDS,
    MAX_LETTERS,
    OWN_WORD_ZIPF,
    token_finding,
)
from vtt_py.deid.kinds import HOSPITAL, LOCATION, ORGANIZATION, Finding
from vtt_py.deid.lexicon import (
    RELATIVE_CUES,
    clinical_abbreviation,
    name_people,
    zipf,
)
from vtt_py.deid.rules_place_cues import (
    CLINICAL_PLACES,
    department_name,
)
from vtt_py.deid.rules_places import SPECIALTIES
from vtt_py.lexicons.clinical import drug_words
from vtt_py.lexicons.english import common_english_word

#: Nouns right before an employer's name: "his business Acmetech".
_EMPLOYER_NOUNS = frozenset("business company firm employer".split())


#: Verbs and the preposition after them before an employer: "works for Acmetech",
#: "her job at Bramford Mill".
_EMPLOYER_VERBS = frozenset(
    "work works worked working employed employee job "
    # trades outside the hospital, whose employer follows: "a bus driver for
    # the MBTA", "teacher at Quillmoor Academy" (not nurse, aide: "RN at")
    "driver teacher engineer cashier mechanic clerk secretary custodian janitor "
    "firefighter professor accountant electrician plumber carpenter machinist "
    "waitress waiter cook chef salesman bartender "
    # who else has an employer or a school: "a manager at Home Depot",
    # "drives for Uber", "a student at Northeastern"
    "manager supervisor foreman owner intern volunteer student drives drove "
    "driving "
    # offices' trades: "an attorney at Ropes & Gray", "analyst at Fidelity"
    "attorney lawyer paralegal analyst programmer architect banker scientist "
    "researcher librarian pilot bookkeeper receptionist "
    # other trades: "a welder at Electric Boat", "dispatcher for Yellow Cab"
    "welder dispatcher technician laborer labourer painter roofer housekeeper "
    "nanny barber hairdresser realtor contractor consultant courier trucker "
    "teller "
    # the building and shipyard trades: "a pipefitter at Electric Boat"
    "pipefitter steamfitter ironworker boilermaker millwright longshoreman "
    "bricklayer landscaper butcher".split()
)


_EMPLOYER_PREPOSITIONS = frozenset("for by at".split())
#: The trades among them, whose noun names a job someone is paid for (not
#: ``student``, ``volunteer``: those are at a school or a ward as often).
_TRADES = _EMPLOYER_VERBS - frozenset(
    "work works worked working employed employee job drives drove driving "
    "student intern volunteer owner".split()
)


#: Capitalised words after an employer's first that are still its name ("Paper Mill").
_EMPLOYER_MORE_WORDS = 3


#: Legal forms after a company's name: "Brightwater Inc".
_LEGAL_FORMS = frozenset("Inc Corp Corporation LLC Ltd Incorporated".split())


_EMPLOYER_TRIGGERS = (
    _LEGAL_FORMS
    | frozenset(
        form
        for w in _EMPLOYER_NOUNS | _EMPLOYER_PREPOSITIONS | {"of"}
        for form in (w, w.upper(), w.capitalize())
    )
    | {"FROM"}
)  # "RETIRED FROM DIGITAL EQUIPMENT" (capitals only)


def _employer_word(word: str) -> bool:
    """A capitalised word no English text uses often: a company's name."""
    low = word.lower()
    return (
        len(word) >= 3
        and word.isalpha()
        and word[0].isupper()
        and not word.isupper()
        and low not in STOP_WORDS
        and low not in drug_words()
        and zipf(low) < 3.0
    )


def _employer_cue(words: list[str], i: int) -> bool:
    """Whether ``words[i]`` follows an employer noun, or a work verb and ``for``/``by``."""
    before = words[i - 1].lower() if i else ""
    return before in _EMPLOYER_NOUNS or _work_verb_before(words, i)


#: Lower-case words between a work verb and its preposition: ``works in
#: construction for``, ``works part time at``, ``worked 30 yrs at``.
_WORK_GAP = 2


def _work_verb_before(words: list[str], i: int) -> bool:
    """Whether a work verb and ``for``/``by``/``at`` (``the``) stand before ``words[i]``.

    Up to two lower-case words or numbers may come between the verb and the
    preposition (``works in construction for Kiewit``), and ``employee
    of`` is one too (``former employee of Polaroid``).
    """
    if i >= 1 and words[i - 1].lower() == "the":
        i -= 1  # "employed by the MBTA"
    if i < 2:
        return False
    prep = words[i - 1].lower()
    if prep == "of":
        return words[i - 2].lower() in ("employee", "employees")
    if prep not in _EMPLOYER_PREPOSITIONS:
        return False
    gap, k = 0, i - 2
    while k >= 0 and gap <= _WORK_GAP:
        if words[k].lower() in _EMPLOYER_VERBS:
            return True
        if words[k] != "-":  # "works part-time at": one word
            if not (words[k].islower() or words[k].isupper() or words[k].isdigit()):
                return False
            gap += 1
        k -= 1
    return False


#: After a work verb, a capitalised word rarer than this names the employer
#: (``works for Verizon``); other text needs a rarer one (:func:`_employer_word`).
_WORKED_FOR_ZIPF = 4.0


def _worked_for_name(analysis: Analysis, i: int) -> bool:
    """A company's name after ``works for``/``employed by the``, if not rare in English.

    The cue says an employer follows: a capitalised word not common in English
    (``Verizon``), a company's capitals that are no medical abbreviation
    (``MBTA``), or capitalised words together, one of them not common
    (``Home Depot``, not ``the Post Office``), but no department of a
    hospital (``works at Physical Therapy``).
    """
    words = analysis.words
    word, low = words[i], words[i].lower()
    if not word.isalpha() or low in STOP_WORDS or low in drug_words():
        return False
    if word.isupper():
        return (
            2 <= len(word) <= MAX_LETTERS
            and (not clinical_abbreviation(word) or right_after_work(words, i, True))
            and low not in CLINICAL_PLACES
        )
    if not word.istitle():
        return False
    end = _name_end(analysis, i)
    if end > i:
        run = words[i : end + 1]
        # One word of them less common: "Home Depot", not "the Post Office";
        # right after a trade or work verb and its preposition, capitalised
        # words not that common are the name (``welder at Electric Boat``).
        own = any(zipf(w.lower()) < OWN_WORD_ZIPF for w in run) or (
            _right_after_trade(words, i)
            and all(zipf(w.lower()) < _BRAND_ZIPF for w in run)
        )
        return own and not department_name(run)
    if low in CLINICAL_PLACES or low in RELATIVE_CUES or _generic_workplace(low):
        return False
    # Right after "works for", "employed by": a brand common as a word too
    # ("works for Amazon", "works at Target").
    limit = _BRAND_ZIPF if right_after_work(words, i) else _WORKED_FOR_ZIPF
    return zipf(low) < limit


#: A capitalised word right after a work verb and its preposition rarer than
#: this names the employer: a brand's name is a common word too.
_BRAND_ZIPF = 5.0


#: Work verbs that name whom someone works for right after their preposition
#: (``works for IBM``; not ``work up for MI``, a work-up).
_WORKING = frozenset("works worked working employed".split())


def _right_after_trade(words: list[str], i: int) -> bool:
    """Whether a trade or work verb and its preposition stand right before ``words[i]``."""
    return (
        i >= 2
        and words[i - 1].lower() in _EMPLOYER_PREPOSITIONS
        and words[i - 2].lower() in _EMPLOYER_VERBS
    )


#: How long a stint is, between a work verb and its preposition: ``works part
#: time at``, ``works part-time at``, ``worked nights at``, ``works per diem for``.
_WORK_SCHEDULE = frozenset(
    "part full time - nights days evenings weekends overnights per diem".split()
)


def right_after_work(words: list[str], i: int, trades: bool = False) -> bool:
    """Whether ``works for``/``at``, ``employed by`` stand right before ``words[i]``.

    Why: a company's capitals may spell a medical abbreviation (``IBM``);
    straight after the verb and its preposition they name the employer. So
    they do after the verb and how long it works (``works part time at
    CVS``), and with ``trades`` after a trade's noun (``a cashier at CVS``).
    """
    after = words[i + 1].lower() if i + 1 < len(words) else ""
    if i < 2 or words[i - 1].lower() not in _EMPLOYER_PREPOSITIONS:
        return False
    k = i - 2
    while k > 0 and words[k].lower() in _WORK_SCHEDULE:
        k -= 1
    verb = words[k].lower()
    return (
        (verb in _WORKING or (trades and k == i - 2 and verb in _TRADES))
        # "works for PCP office": a kind of workplace, the letters its owner's role
        and not _generic_workplace(after)
    )


#: Last words that make capitals after a work cue a kind of workplace or a
#: time, not a company's name (``WORKS AT GROCERY STORE``, ``NIGHT SHIFT``).
_GENERIC_WORKPLACES = frozenset(
    "store shop office hospital home school company business factory plant mill "
    "farm restaurant bank department station agency firm job work shift shifts "
    "time night nights days weekends army navy military service force guard site "
    "construction market center centre house facility clinic church county city "
    "town state government university college yard shipyard garage warehouse "
    "program unit floor desk kitchen cafeteria laundry hotel motel bar duty "
    "practice law teaching nursing medicine sales police fire industry trade "
    "union corps reserves care health income disability "
    # everyday places of work whose names are no company's: "works at nail salon"
    "salon spa gym studio lab diner cafe bakery dealership place nursery "
    "outlet deli daycare".split()
)


def _generic_workplace(word: str) -> bool:
    """Whether a last word, or its singular, is a kind of workplace (``PUBLIC SCHOOLS``)."""
    return word in _GENERIC_WORKPLACES or word.removesuffix("s") in _GENERIC_WORKPLACES


#: First words that make capitals after a work cue a kind of employer, not a
#: name (``WORKS FOR LOCAL PAPER``, ``FAMILY FARM``).
_GENERIC_OWNERS = frozenset(
    "local family own private small his her their a an the same".split()
)


#: Words before a company in capitals whose name is made of common words:
#: ``WORKS AT``, ``EMPLOYED BY``, ``RETIRED FROM`` (``RETIRED FROM DIGITAL
#: EQUIPMENT``).
_CAPS_RUN_CUES = frozenset(
    {
    ("works", "at"), ("works", "for"), ("worked", "at"), ("worked", "for"),
    ("working", "at"), ("working", "for"), ("employed", "by"), ("employed", "at"),
    ("retired", "from"),
    }
)  # fmt: skip


#: Most words of a company's name in capitals.
_CAPS_RUN_WORDS = 3


def _caps_employer_run(analysis: Analysis, i: int) -> int | None:
    """The last token of ``MARKET BASKET`` after ``WORKS AT``: common words naming a company.

    Why: in capitals a company named with common words looks like any
    words; right after a work cue, two or three words closing the clause
    (a period, a comma, ``AS``, the line's end) name it, unless they are a
    kind of workplace (``GROCERY STORE``), a clinical place or a department.
    """
    words = analysis.words
    if i < 2 or (words[i - 2].lower(), words[i - 1].lower()) not in _CAPS_RUN_CUES:
        return None
    end = _closed_run(analysis, i)
    if end is None or not all(w.isupper() for w in words[i : end + 1]):
        return None
    return None if _no_company(words[i : end + 1]) else end


def _lower_employer_run(analysis: Analysis, i: int) -> int | None:
    """The last token of ``general dynamics`` after ``machinist at``: a company in small letters.

    As in capitals (:func:`_caps_employer_run`), right after a trade or a
    work verb and its preposition; in small letters one word of the run must
    be less common in English (``dynamics``), or any everyday place would
    do (``works at car wash``).
    """
    words = analysis.words
    if not _right_after_trade(words, i):
        return None
    end = _closed_run(analysis, i)
    if end is None or not all(w.islower() for w in words[i : end + 1]):
        return None
    run = words[i : end + 1]
    if (
        not any(zipf(w) < _LOWER_COMPANY_ZIPF for w in run)
        or _generic_workplace(run[0])  # "works at home doing billing"
        # a bus's or a train's (Home Depot is in the chains' list, any case)
        or run[-1] == "depot"
        or any(_clinical_in_small_letters(w) for w in run)
        or _no_company(run)
    ):
        return None
    return end


def _clinical_in_small_letters(word: str) -> bool:
    """Whether a word in small letters is a care word or a medical abbreviation's.

    ``dialysis``, ``cardiology``; ``abg``, a rare word an abbreviation
    spells (not ``cab``, an everyday word).
    """
    return (
        word in CLINICAL_PLACES
        or word in SPECIALTIES
        or (
            zipf(word) < _ABBREVIATION_WORD_ZIPF and clinical_abbreviation(word.upper())
        )
    )


#: A word in small letters this common is its word, not an abbreviation's.
_ABBREVIATION_WORD_ZIPF = 3.5


#: In a company's name in small letters, one word rarer than this (Zipf:
#: ``dynamics`` 4.1; ``car`` 5.4, ``auto`` and ``wash`` 4.5).
_LOWER_COMPANY_ZIPF = 4.2


def _closed_run(analysis: Analysis, i: int) -> int | None:
    """The last of two or three words of letters from ``i`` that close their clause.

    A clause closes at a period, a comma, a bracket, a number, the line's
    end or a word that starts a phrase (``AS``, ``SINCE``, ``downtown``).
    """
    words, line_of = analysis.words, analysis.line_of
    end = i
    while (
        end + 1 < len(words)
        and end + 1 - i < _CAPS_RUN_WORDS
        and line_of[end + 1] == line_of[i]
        and words[end + 1].isalpha()
        and words[end + 1].lower() not in STOP_WORDS
        and words[end + 1].lower() not in _CLAUSE_WORDS
    ):
        end += 1
    nxt = words[end + 1] if end + 1 < len(words) else "."
    closes = line_of[min(end + 1, len(words) - 1)] != line_of[i] or (
        nxt in (".", ",", ";", "(") or nxt.isdigit() or nxt.lower() in _CLAUSE_WORDS
    )
    if end == i or not closes or not all(w.isalpha() for w in words[i : end + 1]):
        return None
    return end


def _no_company(words: list[str]) -> bool:
    """Whether words after a work cue are no company's name.

    A stop word, a drug or a clinical abbreviation in them (``WORKING FOR ABG
    IMPROVEMENT``: a goal), a kind of workplace last (``GROCERY STORE``), a
    kind of owner first (``FAMILY FARM``), a clinical place (``NURSING
    HOME``; ``HOME DEPOT`` is a name) or a department.
    """
    run = [w.lower() for w in words]
    return (
        any(w in STOP_WORDS or w in drug_words() for w in run)
        or any(map(clinical_abbreviation, words))
        or _generic_workplace(run[-1])
        or run[0] in _GENERIC_OWNERS
        or run[-1] in CLINICAL_PLACES
        or department_name(words)
    )


#: Words after a company's name that close its clause: ``WORKS AT X AS A ...``.
_CLAUSE_WORDS = frozenset(
    "as since until x for in and after before during when while now then "
    "downtown today yesterday ago part full years yrs year months".split()
)


#: The triggers looked up with the other facility cues.
_EMPLOYER_CUES = CUE_WORDS.add(_EMPLOYER_TRIGGERS)


def employers(analysis: Analysis) -> list[Finding]:
    """Companies: a rare capitalised word after ``his business`` or ``works for``/``at``
    (with the capitalised words after it: ``job at Bramford Paper Mill``), or
    before a legal form (``Brightwater Inc``). In a line in capitals no word
    looks like a name: only a rare word after a work verb is one
    (:func:`_caps_employer`).
    """
    words, starts, ends = analysis.words, analysis.starts, analysis.ends
    n = len(words)
    found = []
    # Only the words next to a cue or a legal form are candidates: the cues
    # are found by one set look-up per token.
    candidates = set()
    for i in CUE_WORDS.tokens(analysis, _EMPLOYER_CUES):
        if words[i] in _LEGAL_FORMS:
            candidates.add(i - 1)
        elif i + 1 < n:
            candidates.add(i + 2 if words[i + 1].lower() == "the" else i + 1)
    for i in sorted(c for c in candidates if 0 <= c < n):
        if analysis.caps_lines[analysis.line_of[i]]:
            if _work_verb_before(words, i) and _caps_employer(
                words[i], _works_at(words, i)
            ):
                found.append(token_finding(analysis, i, ORGANIZATION, "employer", True))
            elif (run := _caps_employer_run(analysis, i)) is not None:
                found.append(
                    Finding(starts[i], ends[run], ORGANIZATION, "employer", True)
                )
            continue
        if (
            words[i].islower()
            and _work_verb_before(words, i)
            # its abbreviation's test: "ABG"
            and _caps_employer(words[i].upper(), _works_at(words, i))
        ):
            # typed in small letters, a word no dictionary has after a work
            # verb is the employer as in capitals: "works for raytheon"
            found.append(token_finding(analysis, i, ORGANIZATION, "employer", True))
            continue
        if words[i].islower() and (run := _lower_employer_run(analysis, i)) is not None:
            found.append(Finding(starts[i], ends[run], ORGANIZATION, "employer", True))
            continue
        if words[i].islower() or not words[i].isalpha():
            # Most candidates ("for pain", "at 0800"): both tests below want
            # a word of letters with a capital.
            continue
        legal = i + 1 < n and words[i + 1] in _LEGAL_FORMS
        joined = _joined_end(analysis, i)
        if _employer_word(words[i]):
            if not (legal or _employer_cue(words, i)):
                continue
        elif not (
            _work_verb_before(words, i)
            and (joined is not None or _worked_for_name(analysis, i))
        ):
            continue
        if joined is None:
            joined = i + 1 if legal else _name_end(analysis, i)
        end = joined
        found.append(Finding(starts[i], ends[end], ORGANIZATION, "employer", True))
    return found + job_employers(analysis)


#: Jobs whose employer may be named before them: ``a retired Verizon lineman``,
#: ``a Raytheon retiree``, ``a Lahey nurse``.
_JOB_NOUNS = frozenset(
    "lineman linemen engineer retiree employee worker driver mechanic manager "
    "officer firefighter technician professor teacher cashier clerk machinist "
    "secretary custodian janitor electrician plumber carpenter accountant "
    "salesman nurse student".split()
    # Occupations of offices, labs, newsrooms and cockpits (general English;
    # not the clinical ones, whose specialty comes before them: "an Ortho
    # surgeon"; not a translator's, whose language does: "a Creole translator").
    + "chemist scientist researcher analyst programmer developer designer "
    "journalist reporter editor writer architect attorney lawyer banker broker "
    "trader consultant executive economist physicist geologist statistician "
    "actuary underwriter pilot photographer librarian lecturer realtor "
    "supervisor foreman welder".split()
)


#: Jobs that a degree's or a unit's capitals also come before (``a BSN
#: student``, ``an ICU nurse``): capitals name no employer before them.
_DEGREE_JOBS = frozenset("nurse student".split())


_JOB_CUES = CUE_WORDS.add(
    frozenset(f(w) for w in _JOB_NOUNS for f in (str, str.capitalize, str.upper))
)
#: In a line in capitals, a word this common (zipf) between the employer's
#: letters and the job is the job's own (``MBTA BUS DRIVER``); letters this
#: rare are no English word (``A RETIRED SCHOOL BUS DRIVER`` names none).
_CAPS_JOB_WORD_ZIPF = 3.5
_CAPS_EMPLOYER_ZIPF = 3.0


#: Words between the article and the employer: ``a retired``, ``a former``.
_JOB_ADJECTIVES = frozenset(
    "retired former longtime long-time veteran senior part-time full-time".split()
)


#: Endings of peoples' and languages' names: ``a Haitian nurse``, ``a
#: Portuguese teacher``, ``a Filipino nurse`` (a people, not an employer).
_PEOPLE_ENDINGS = ("ian", "ean", "ese", "ish", "ino", "ina", "ani", "ic", "i")


#: Public insurance programs, named before a job as its field, not its
#: employer (``a Medicare worker``, ``a Medicaid case manager``).
_INSURERS = frozenset("medicare medicaid masshealth tricare medigap".split())


def _camel_case(word: str) -> bool:
    """A brand's capital inside its word: ``JetBlue``, ``McKesson`` (not ``MoCA``)."""
    return word[:1].isupper() and word[1:2].islower() and not word[1:].islower()


def _job_employer(word: str, job: str) -> bool:
    """A capitalised word or capitals before a job that name its employer."""
    low = word.lower()
    if not word.isalpha() or low in STOP_WORDS or low in CLINICAL_PLACES:
        return False
    if low in drug_words() or low in _JOB_ADJECTIVES or low in _INSURERS:
        return False
    if word.isupper():
        return (
            2 <= len(word) <= MAX_LETTERS
            and job not in _DEGREE_JOBS
            and not clinical_abbreviation(word)
        )
    return (
        (word.istitle() or _camel_case(word))
        and zipf(low) < _WORKED_FOR_ZIPF
        and not low.endswith(_PEOPLE_ENDINGS)
        and not department_name([word])
    )


def job_employers(analysis: Analysis) -> list[Finding]:
    """``a retired Verizon lineman``, ``a Raytheon retiree``: an employer before a job.

    Sure in a mixed-case line: after ``a``/``an`` (and ``retired``,
    ``former``), a capitalised word English seldom uses, or a company's
    capitals (not before ``nurse``/``student``, where a degree's or a
    unit's stand), right before a job noun (or one lower-case word and
    it: ``a retired MBTA bus driver``) names whom the person works for.
    A people's or a language's name (``a Haitian nurse``) is none.
    """
    words, line_of = analysis.words, analysis.line_of
    found = []
    for k in CUE_WORDS.tokens(analysis, _JOB_CUES):
        caps = analysis.caps_lines[line_of[k]]
        if caps != words[k].isupper():
            continue  # "DRIVER" in a mixed line, "driver" in capitals: no such job's word
        i = k - 1
        if i >= 0 and _job_word(words[i], caps):
            i -= 1  # "MBTA bus driver"
        if i < 1 or line_of[i] != line_of[k]:
            continue
        job = words[k].lower()
        if not _job_opening(words, line_of, i - 1, line_of[k]):
            # a company of two capitalised words: "a former Stride Rite designer"
            if not caps and _two_word_employer(analysis, i, job):
                start, end = analysis.starts[i - 1], analysis.ends[i]
                found.append(Finding(start, end, ORGANIZATION, "job-employer", True))
            continue
        if _job_employer(words[i], job) and (
            not caps or zipf(words[i].lower()) < _CAPS_EMPLOYER_ZIPF
        ):
            found.append(token_finding(analysis, i, ORGANIZATION, "job-employer", True))
    return found


def _two_word_employer(analysis: Analysis, i: int, job: str) -> bool:
    """Whether the two words ending at ``i``, after the job's opening, both name an employer."""
    words, line_of = analysis.words, analysis.line_of
    return (
        i >= 2
        and line_of[i - 1] == line_of[i]
        and not words[i - 1].isupper()
        and not words[i].isupper()
        and _job_employer(words[i - 1], job)
        and _job_employer(words[i], job)
        and _job_opening(words, line_of, i - 2, line_of[i])
    )


#: What may stand before ``retired`` (or ``former``) opening a job's words
#: instead of an article: ``Retired Verizon lineman``, ``Pt is retired
#: Raytheon engineer``, ``Social: retired MBTA bus driver``.
_BEFORE_BARE_ADJECTIVE = frozenset(". : ; - is was".split())


def _job_opening(words: list[str], line_of: list[int], j: int, line: int) -> bool:
    """Whether the words up to ``j`` open a job's words: ``a (retired)``, or ``Retired`` alone.

    The article may go where an adjective begins the sentence or follows
    ``is``: a job written as notes write a social history.
    """
    adjective = j >= 0 and line_of[j] == line and words[j].lower() in _JOB_ADJECTIVES
    if adjective:
        j -= 1
    if j >= 0 and line_of[j] == line and words[j].lower() in ("a", "an"):
        return True
    if not adjective:
        return False
    return j < 0 or line_of[j] != line or words[j].lower() in _BEFORE_BARE_ADJECTIVE


def _job_word(word: str, caps: bool) -> bool:
    """A word of the job's own before its noun: ``bus`` in ``MBTA bus driver``."""
    if not word.isalpha():
        return False
    if caps:
        return zipf(word.lower()) >= _CAPS_JOB_WORD_ZIPF
    return word.islower()


def _works_at(words: list[str], i: int) -> bool:
    """``works at`` or a trade's ``at`` right before ``words[i]`` (:func:`_right_after_work`).

    Not ``for``: in one case letters after ``working for`` are as often a
    goal (``WORKING FOR ABG IMPROVEMENT``).
    """
    return right_after_work(words, i, True) and words[i - 1].lower() == "at"


def _caps_employer(word: str, works_at: bool = False) -> bool:
    """An employer in a line in capitals: ``WORKS FOR RAYTHEON``, ``EMPLOYED BY MBTA``.

    Capitals say nothing of a name there; a word no dictionary lists as a
    common word does, however often the web writes a brand's (``WORKS AT
    WALMART``; not ``AT TARGET``, ``AT NIGHT``, nor a rare word, ``BY RT
    FOR SECRETIONS``), unless a medical abbreviation or a clinical place
    (``WORKS AT OSH``). Right after ``works at`` (:func:`_works_at`) a
    medical abbreviation is the company's too (``WORKS AT CVS``).
    """
    low = word.lower()
    return (
        len(word) >= 3
        and word.isalpha()
        and zipf(low) < CAPS_BRAND_ZIPF
        and not common_english_word(low)
        and low not in STOP_WORDS
        and low not in CLINICAL_PLACES
        and not _generic_workplace(low)  # "WORKS AT DAYCARE": a dictionary misses it
        and low not in drug_words()
        and (works_at or not clinical_abbreviation(word))
    )


def _name_end(analysis: Analysis, i: int) -> int:
    """The last of the capitalised words that continue a name from word ``i`` on its line."""
    words, line_of = analysis.words, analysis.line_of
    end = i
    while (
        end + 1 < len(words)
        and end < i + _EMPLOYER_MORE_WORDS
        and line_of[end + 1] == line_of[i]
        and analysis.starts[end + 1] == analysis.ends[end] + 1
        and words[end + 1].isalpha()
        and words[end + 1].istitle()
        and words[end + 1].lower() not in STOP_WORDS
    ):
        end += 1
    return end


def _joined_end(analysis: Analysis, i: int) -> int | None:
    """The last token of ``Stop and Shop``, ``Barnes & Noble`` from word ``i``, if so.

    Why: a company named by two capitalised parts joined by ``and``/``&``
    is a name's shape, however common its words; a work cue before it
    (checked by the caller) says it is an employer. Not departments
    (``Cardiology and Neurology``).
    """
    words, line_of = analysis.words, analysis.line_of
    if (
        not (words[i].istitle() and words[i].isalpha())
        or words[i].lower() in STOP_WORDS
    ):
        return None
    first = _name_end(analysis, i)
    k = first + 2
    if (
        k >= len(words)
        or line_of[k] != line_of[i]
        or words[first + 1] not in ("and", "&")
        or not (words[k].istitle() and words[k].isalpha())
        or words[k].lower() in STOP_WORDS
    ):
        return None
    end = _name_end(analysis, k)
    if department_name(words[i : first + 1]) or department_name(words[k : end + 1]):
        return None
    parts = [w.lower() for w in words[i : end + 1] if w.isalpha()]
    if any(w in SPECIALTIES or w in CLINICAL_PLACES for w in parts):
        return None  # "works at Cardiology and Neurology": the hospital's own
    return end


#: A saint's title, however written: ``St.``, ``ST``, ``Saint``.
_SAINT_TITLES = frozenset("St ST Saint SAINT st saint".split())


#: Heads after a saint's possessive that make it one place: ``St. Brendan's Church``.
_SAINT_HEADS = frozenset(
    "church parish cathedral chapel basilica school academy hospital hosp "
    "home manor villa".split()
)


#: Church heads: the saint's place is no hospital.
_CHURCH_HEADS = frozenset("church parish cathedral chapel basilica".split())


#: Words after a saint's possessive that name no place: a feast, a herb, an ailment.
_SAINT_NOT_PLACES = frozenset("day eve wort dance fire feast novena".split())


#: Words before a saint's possessive that make it where someone goes or is.
_SAINT_BEFORE = frozenset("at to from @ attends attended".split())


def _saint_possessive(analysis: Analysis, i: int) -> int | None:
    """The token of ``s`` ending ``St. Brendan's``, ``ST E'S`` from the title at ``i``."""
    words, starts, ends = analysis.words, analysis.starts, analysis.ends
    j = i + 1
    if j < len(words) and words[j] == "." and starts[j] == ends[i]:
        j += 1
    k = j + 2
    if (
        k >= len(words)
        or analysis.line_of[k] != analysis.line_of[i]
        or not _saint_name(words[i], words[j])
        or words[j + 1] != "'"
        or words[k] not in ("s", "S")
        or starts[j + 1] != ends[j]
        or starts[k] != ends[j + 1]
    ):
        return None
    return k


def _saint_name(title: str, name: str) -> bool:
    """A saint's name after its title: capitalised, or a listed first name in small letters.

    A note typed in small letters writes ``at st. anne's`` as others write
    ``at St. Anne's``; ``st`` being a street's too, the name must be one
    people are given.
    """
    if not name.isalpha():
        return False
    if name[0].isupper():
        return True
    return title.islower() and name.islower() and name_people(name)[0] > 0


#: The titles looked up with the other facility cues.
_SAINT_CUES = CUE_WORDS.add(_SAINT_TITLES)


def saints_places(analysis: Analysis) -> list[Finding]:
    """A saint's possessive naming a church or a hospital: ``St. Brendan's Church``.

    Parishes, and hospitals shortened to their saint (``FROM ST E'S``,
    ``priest from St Monica's``), are named so in any town: before a head
    (``Church``, ``Parish``, ``Hospital``) the place runs over it; after
    ``at``/``from``/``to`` the possessive alone is one. A feast, a herb or an
    ailment after it (``St. Patrick's Day``, ``St. John's wort``) is none.
    """
    words = analysis.words
    found = []
    for i in CUE_WORDS.tokens(analysis, _SAINT_CUES):
        k = _saint_possessive(analysis, i)
        if k is None:
            continue
        nxt = words[k + 1].lower() if k + 1 < len(words) else ""
        same_line = (
            k + 1 < len(words) and analysis.line_of[k + 1] == analysis.line_of[k]
        )
        if same_line and nxt in _SAINT_NOT_PLACES:
            continue
        head = same_line and nxt in _SAINT_HEADS
        cued = i > 0 and words[i - 1].lower() in _SAINT_BEFORE
        if not (head or cued):
            continue
        last = k + 1 if head else k
        kind = LOCATION if head and nxt in _CHURCH_HEADS else HOSPITAL
        found.append(
            Finding(analysis.starts[i], analysis.ends[last], kind, "saint-place", True)
        )
    return found
