"""Contact and identifier recognisers: phone/fax, e-mail, URL, IP, SSN, ZIP, AIR.

AIR (seed 003, "Alphanumeric identifier recognition"): a token with two or
more digits is an identifier when a cue precedes it (``MRN``, ``#``,
``protocol``, ``IRB``, a dictation's ``JOB``, ``number``), when it has the
shape of a 9-10 digit number, or an upper-case code followed by
``protocol``; numbers followed by a unit, doses, vital signs, lab values and
ratios such as ``1:1`` are clinical data and kept.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import regex

from vtt_py.deid.kinds import (
    EMAIL,
    FAX,
    ID,
    IP,
    MRN,
    PHONE,
    PROTOCOL,
    SSN,
    URL,
    ZIP,
    Finding,
)
from vtt_py.deid.lazy_patterns import lazy_compile
from vtt_py.deid.lexicon import UNITS, US_STATES
from vtt_py.deid.text import (
    anchored_matches,
    digit_runs,
    key_positions,
    lowered,
    matches_at,
    starts_word,
    word_before,
)

_CODE_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZ-")

_FLAGS = regex.IGNORECASE | regex.VERBOSE | regex.V1
_NB = r"(?<![0-9A-Za-z./]|[0-9]-)"  # not inside a longer token
_NA = r"(?![0-9]|[.\-/][0-9])"
#: After a phone: as :data:`_NA`, but a slash may join a second whole number
#: (``617-555-0143/617-555-0199``, listed by :func:`_listed_phones`).
_NA_PHONE = r"(?![0-9]|[.\-][0-9]|/(?![0-9]{3}[-.][0-9]{3}[-.][0-9]{4})[0-9])"

_PHONE = lazy_compile(
    rf"""{_NB}(?:
        [0-9]{{3}}(?:\)[ ]?-?[ ]?|[ ]?[-./][ ]?|[ ]{{1,2}})  # "(617)-", "617  555"
        [0-9]{{3}}(?:[ ]?[-./][ ]?|[ ]{{1,2}})[0-9]{{4}}
      | [0-9]{{6}}-[0-9]{{4}}
      | (?<=\()[0-9]{{3}}\)[ ]?[0-9]{{7}}
      | (?<=\(|(?:\b(?:tel|phone|ph|cell|mobile|home|work|call|at|number|fax|pager|beeper
        # a relative's or a proxy's number: "son 555 0143", "dtr 555-0143"
        |son|dtr|daughter|wife|husband|brother|sister|mother|father|mom|dad|niece|nephew
        |friend|neighbor|hcp|proxy)|\#)\.?:?
        (?:[ ](?:is|was))?[ ]{{0,2}})
        (?:[0-9]{{3}}[ ]?[-. ][ ]?[0-9]{{4}}|[0-9]{{10}})  # "Cell: 6175550123"
      | [0-9]{{3}}[-. ][0-9]{{4}}(?=[ ]?\((?:cell|home|work|mobile)\))
    ){_NA_PHONE}(?:[ ]?(?:x|ext\.?)[ ]?[0-9]{{1,5}}(?![0-9]))?""",
    _FLAGS,
)
_SEPARATORS = frozenset(") ./-")


def _long_runs(text: str, least: int) -> list[int]:
    """Where the runs of ``least`` digits or more start."""
    return [start for start, end in digit_runs(text) if end - start >= least]


def _country_codes(text: str) -> list[int]:
    """Where a ``_PHONE_COUNTRY`` match can start: a lone ``1`` (its ``+`` first)."""
    starts = []
    for start, end in digit_runs(text):
        if end - start == 1 and text[start] == "1" and text[end : end + 1] in "-. ":
            starts.append(start - 1 if text[start - 1 : start] == "+" else start)
    return starts


def _runs_before(text: str, length: int, after: str) -> list[int]:
    """Where the runs of exactly ``length`` digits followed by ``after`` start.

    A split phone number (``202 5550187``) or an SSN starts so: its
    lookbehind allows no digit before, and a separator follows three digits.
    """
    return [
        start
        for start, end in digit_runs(text)
        if end - start == length and text[end : end + 1] == after
    ]


def _number_matches(
    precise: regex.Pattern[str], text: str
) -> Iterator[regex.Match[str]]:
    """Matches of a phone or long-number pattern, tried only where one can start.

    That is a run of six or more digits, or of three to five followed by a
    separator (among the runs of :func:`~vtt_py.deid.text.digit_runs`).
    """
    last_end = 0
    for start, end in digit_runs(text):
        if (
            end - start < 3
            or start < last_end
            or (end - start < 6 and text[end : end + 1] not in _SEPARATORS)
        ):
            continue
        m = precise.match(text, start)
        if m is not None:
            last_end = m.end()
            yield m


#: A 3-digit area code then 7 digits as ``202 5550187``.
_PHONE_SPLIT = lazy_compile(r"(?<![0-9.,/-])[0-9]{3}[ ][0-9]{7}(?![0-9])")
#: A number dialled with the US country code: ``1-800-555-0199``,
#: ``+1 (617) 555-0177``, ``1.617.555.0199`` (``_PHONE`` starts at no ``1-``).
_PHONE_COUNTRY = lazy_compile(
    r"""(?<![0-9A-Za-z./+-])\+?1(?P<s>[-. ])
    (?:\([0-9]{3}\)[ ]?[0-9]{3}[-. ]|[0-9]{3}(?P=s)[0-9]{3}(?P=s))
    [0-9]{4}(?![0-9]|[.\-/][0-9])""",
    regex.VERBOSE,
)
#: Pager numbers after their cue word (``pager 45521``, an exchange's ``4-5521``,
#: ``BEEP 12345``, an extension's ``page x4321``); after a pager's own word
#: the exchange may stand apart (``pager 4 7712``; not after ``page`` or
#: ``pg``, which also number a document's pages).
_PAGER = lazy_compile(
    r"""(?:pager|beep(?:er)?|pgr|pg|page|bpr|ext|extension)\.?[ ]?:?[ ]?\#?[ ]?(?:x[ ]?)?
    (?P<n>[0-9]{4,6}|[0-9]{1,2}-[0-9]{4}
       |(?<=(?:pager|beep|beeper|pgr|bpr)\.?[ ]?:?[ ]?\#?[ ]?)[0-9]{1,2}[ ][0-9]{4})
    (?![0-9]|[.:/-][0-9])""",
    _FLAGS,
)
_PAGER_KEYS = ("pager", "beep", "pg", "page", "bpr", "ext")
#: An extension after a word of calling: ``Reach CM at x52214``, ``call x4417``,
#: ``paged to x8812``, an exchange's ``page at x4-5521`` (four or five digits
#: glued to the ``x``; a count is ``x2``, ``x 3 days``; without the ``x``,
#: ``paged at 2300`` is a clock's time).
_EXTENSION = lazy_compile(
    r"(?:at|call|reach|dial|phone|tel|paged[ ]to|work|office|cell)[ ]x"
    r"(?P<n>[0-9]{4,5}|[0-9]-[0-9]{4})(?![0-9a-z])"
)
_EXTENSION_KEYS = (
    "at x",
    "call x",
    "reach x",
    "dial x",
    "phone x",
    "tel x",
    "paged to x",
    # where someone is reached: "can be reached at work x3321"
    "work x",
    "office x",
    "cell x",
)
#: An extension a few words after a word of calling, its callee between:
#: ``Call bed board x7742``, ``page covering MD x4412``.
_CALLEE_EXTENSION = lazy_compile(
    r"(?:call|reach|dial|page)[a-z]*(?:[ ][a-z'./]+){1,3}[ ]x"
    r"(?P<n>[0-9]{4,5}|[0-9]-[0-9]{4})(?![0-9a-z])"
)
_CALLEE_KEYS = ("call", "reach", "dial", "page")
#: Five digits after ``at`` a few words after a word of calling, with no
#: ``x``: ``Page resident at 77410`` (a clock's time has four).
_CALLEE_AT = lazy_compile(
    r"(?:call|reach|page)[a-z]*(?:[ ][a-z'./]+){0,3}[ ]at[ ]"
    r"(?P<n>[0-9]{5})(?![0-9a-z]|[.,][0-9])"
)
_CALLEE_AT_KEYS = ("call", "reach", "page")
_FAX_CUE = lazy_compile(r"(?:\bfax|\bf)\.?[ ]?(?:no\.?|number|\#)?[ ]?:?[ ]*$", regex.I)
_EMAIL = lazy_compile(
    r"(?<![\w.+-])[\w.+-]{1,64}+@[A-Za-z0-9-]{1,63}+(?:\.[A-Za-z0-9-]{1,63}+){1,8}+",
)
#: One of these, or a domain's ending (:data:`_URL_DOMAIN`), is in every URL.
_URL_KEYS = ("http", "ftp", "www.")
#: The domains' endings a URL may hold (".com", ".org"...): one ``re`` search,
#: which skips to each period (a literal first character) and tries the nine
#: endings there, costs less than nine searches of the text. Whole endings
#: only, as the URL's pattern takes them: ".usual", ".educated" hold none.
_URL_DOMAIN = re.compile(r"\.(?:com|org|net|gov|edu|info|io|us|uk)(?![a-z0-9])")


def _may_hold_url(low: str) -> bool:
    """Whether the lower-cased text holds a URL's scheme, ``www.`` or domain ending."""
    return any(key in low for key in _URL_KEYS) or _URL_DOMAIN.search(low) is not None


#: Punctuation that ends the sentence or bracket a URL stands in, not the URL.
_URL_TRAILING = ".,;:!?)]}'\""


def _without_trailing(url: str) -> str:
    """``url`` without the sentence's punctuation after it ("... /room/4471.")."""
    return url.rstrip(_URL_TRAILING)


_URL = lazy_compile(
    r"""(?<![\w@./-])(?:(?:https?|ftp)://[^\s<>"']{1,2000}+
      | www\.[A-Za-z0-9-]{1,63}+(?:\.[A-Za-z0-9-]{1,63}+){1,8}+(?:/[^\s<>"']{0,2000}+)?
      | (?:[A-Za-z0-9-]{1,63}+\.){1,4}(?:com|org|net|gov|edu|info|io|us|uk)
        (?:/[^\s<>"']{0,2000}+)?(?![\w@]))""",
    _FLAGS,
)
_IPV4 = lazy_compile(
    r"(?<![0-9.])(?:(?:25[0-5]|2[0-4][0-9]|1?[0-9]{1,2})\.){3}(?:25[0-5]|2[0-4][0-9]|1?[0-9]{1,2})(?![0-9]|\.[0-9])"
)
#: Three dots between digits: every IPv4 address holds this (a cheap test
#: before the full pattern, whose leading lookbehind is tried at every position).
_IPV4_DOTS = lazy_compile(r"[0-9]\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]")
_IPV6 = lazy_compile(
    r"(?<![0-9A-Fa-f:])(?:[0-9A-Fa-f]{1,4}:){7}[0-9A-Fa-f]{1,4}(?![0-9A-Fa-f:])"
)
#: A colon between hex groups: every full IPv6 address has one within four
#: characters of its start (the pattern above is slow to scan for in symbol soup).
_IPV6_COLON = lazy_compile(r":[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}:")
_SSN = lazy_compile(
    r"(?<![0-9-])(?!000|666|9[0-9]{2})[0-9]{3}-(?!00)[0-9]{2}-(?!0000)[0-9]{4}(?![0-9]|-[0-9])"
)
_ZIP = lazy_compile(
    r"""(?<![0-9-])[0-9]{5}-[0-9]{4}(?![0-9-])
    | (?<=\b(?:STATES|zip(?:[ ]?code)?:?)[ ]{1,3})[0-9]{5}(?![0-9]|[.,:-][0-9])
    | (?<=,[ ](?:STATES)[ ]?\r?\n[ ]?)[0-9]{5}(?![0-9]|[.,:-][0-9])""".replace(
        # After a state's code ("OH 45202", not "SN 12345"), also on the line
        # after a wrapped address: "Bellhaven, MI" then the ZIP code.
        "STATES",
        "|".join(US_STATES),
    ),
    regex.VERBOSE,
)
#: Cues of identifiers that are no record numbers: a device's, a login's.
_OTHER_ID_CUES = frozenset(
    {"#", "number", "no.", "id", "s/n", "sn", "login", "license"}
)
#: Cues of a medical record's number (``MRN``, ``Med Rec #``, ``Unit No.``,
#: ``Record number``); an accession's, a case's, an account's number is
#: another identifier (i2b2's ``IDNUM``, HIPAA's other identifiers).
_RECORD_CUES = ("mrn", "mr#", "med", "unit", "record")
#: Cues of a social security number (``ss`` only before ``#``: ``SS# ...``).
_SSN_CUES = ("ss", "social")
#: The rest of an SSN written with spaces after its cue: ``SSN 123 45 6789``.
_SPACED_SSN_TAIL = lazy_compile(r"[ ][0-9]{2}[ ][0-9]{4}(?![0-9])")
#: Identifier cue words; the token after them with two or more digits is an ID
#: (``MRN: 123``, ``MRN is 123``).
_ID_KEYS = (
    "mrn", "mr#", "med", "unit", "acc", "id", "record", "case", "protocol", "study",
    "specimen", "sample", "license", "policy", "member", "serial", "number", "no.",
    "s/n", "sn", "user", "login", "plate", "vin",
    "#", "ssn", "social", "ss", "job", "irb", "hicn", "mbi", "auth",
)  # fmt: skip
#: First letters that several cue keys share ("s/n", "sn", "ssn", "serial"...;
#: "mrn", "med", "member"...): one ``re`` scan, which skips to each such letter
#: and asks the keys' rests there, costs less than a search for each key.
_ID_KEY_LETTERS = ("s", "m")


def _keys_after_letter(letter: str, keys: tuple[str, ...]) -> re.Pattern[str]:
    """A pattern matching ``letter`` wherever one of ``keys`` starting with it starts.

    Only the letter is consumed (the rest is a lookahead): keys that overlap
    ("ssn" and its "sn") are all found, as by a search for each.
    """
    rests = sorted({key[1:] for key in keys if key[0] == letter}, key=len, reverse=True)
    return re.compile(re.escape(letter) + "(?=" + "|".join(map(re.escape, rests)) + ")")


_ID_KEY_STARTS = tuple(_keys_after_letter(c, _ID_KEYS) for c in _ID_KEY_LETTERS)
#: The cue keys searched for one by one.
_ID_OTHER_KEYS = tuple(key for key in _ID_KEYS if key[0] not in _ID_KEY_LETTERS)


def _cue_starts(low: str) -> list[int]:
    """Where a cue key starts a word in ``low``, in order (as ``anchored_matches`` asks)."""
    positions = set(key_positions(low, _ID_OTHER_KEYS))
    for pattern in _ID_KEY_STARTS:
        positions.update(m.start() for m in pattern.finditer(low))
    return [p for p in sorted(positions) if starts_word(low, p)]


_ID_CUE = lazy_compile(
    r"""(?P<cue>ssn(?:[ ]last[ ](?:four|4)(?:[ ]digits)?)?  # "SSN last four 6789"
      |social[ ]security(?:[ ]number|[ ]no\.?)?|ss(?=[ ]?\#)  # "SS# 123 45 6789"
      |mrn|mr\#|med(?:ical)?[ ]rec(?:ord)?(?:[ ]number|[ ]no\.?|[ ]\#)?
      |unit[ ]no\.?|acc(?:oun)?t(?:[ ]no\.?|[ ]number|[ ]\#)?|account
      |accession(?:[ ]no\.?|[ ]number|[ ]\#)?|acc(?:[ ]?\#|(?=[ ]?:))  # ACC#: a study's
      |acc(?=[ ][0-9]{5})  # "Acc 9876543": an accession's five digits or more
      |id|ident(?:ifier)?|record(?:[ ]number|[ ]no\.?)?|case[ ]\#?
      |protocol(?:[ ]no\.?|[ ]number|[ ]\#)?(?:[ ]irb)?|irb(?:[ ]protocol|[ ]no\.?|[ ]\#)?
      |study[ ]\#|specimen[ ]\#?|sample[ ]\#?|job(?:[ ]no\.?|[ ]number|[ ]\#)?
      |license[ ]plate|license(?:[ ]no\.?|[ ]number)?|policy(?:[ ]no\.?|[ ]number)?|member[ ]id
      |serial(?:[ ]no\.?|[ ]number)?|s/n|sn|user[ ]?name|login
      |plate(?:[ ]no\.?|[ ]number|[ ]\#)?|number|no\.|\#
      |vin(?![a-z])(?:[ ]no\.?|[ ]number|[ ]\#)?  # a vehicle's identification number
      |hicn|mbi  # Medicare's claim number and beneficiary identifier
      # an insurer's authorization, five digits or more: "prior auth 99887766"
      |auth(?:orization)?(?:[ ]no\.?|[ ]number|[ ]\#)?(?=[ ]?\#?[ ]?:?[ ]?[a-z]{0,3}[0-9]{5}))
    (?:[ ]?\#)?[ ]?[:=]?[ ]?  # "MRN#: 123", "Acct #: 456"
    (?:(?:is|was)[ ](?=[a-z0-9-]*[0-9]))?
    (?:(?:ending|ends)[ ](?:in|with)[ ](?=[0-9]))?  # "SSN ending in 6789": its last four
    # A digit in the token: a word after a cue is not its identifier, and
    # is left for the cue it may be ("Record number 7654321").
    (?=[a-z0-9-]{0,31}[0-9]|[a-z]{2,4}[ ][0-9])
    # A plan's letters apart from its digits: "policy #: ABC 12345678".
    (?P<id>(?P<prefix>[a-z]{2,4}[ ](?=[0-9]{5}))?[a-z0-9][a-z0-9-]{1,30}+)""",
    regex.VERBOSE | regex.V1,
)
#: A device's serial number written in groups: ``serial number PZX 611824 S``.
_SPACED_SERIAL = lazy_compile(
    r"(?<![A-Za-z])(?i:serial(?:[ ]no\.?|[ ]number|[ ]\#)?|s/n|sn)[ ]?[:#]?[ ]?"
    r"(?P<id>[A-Z0-9]{1,10}(?:[ ][A-Z0-9]{1,10}){1,3})(?![A-Za-z0-9])"
)
#: Fewest digits in a serial number written in groups.
_SERIAL_DIGITS = 4
#: A licence plate in groups after its cue, a state's code perhaps before:
#: ``plate # MA 1XY 234``, ``License plate: 4ABC 123``.
_SPACED_PLATE = lazy_compile(
    r"(?<![A-Za-z])(?i:license[ ]plate|licence[ ]plate|plate)(?:[ ]?(?i:no\.?|number))?"
    r"[ ]?[:#]{0,2}[ ]?(?:(?P<state>[A-Z]{2})[ ])?"
    r"(?P<id>[A-Z0-9]{1,4}(?:[ -][A-Z0-9]{1,4}){1,2})(?![A-Za-z0-9])"
)
#: Characters of a licence plate without its spaces (US plates have 2 to 8).
_PLATE_LENGTH = range(4, 9)
#: Fewest digits in a plate written in groups: ``PLATE 12 IN PLACE`` is a count.
_PLATE_DIGITS = 3
_LONG_NUMBER = lazy_compile(
    r"(?<![0-9.,/:-])(?=[0-9])"
    # Groups apart by spaces only in a phone's shape: "450 460 470" are values.
    r"(?:[0-9]{9,10}|[0-9]{3}(?P<s>[.-])[0-9]{3}(?P=s)[0-9]{3,4}|[0-9]{3}[ ][0-9]{3}[ ][0-9]{4}"
    r"|[0-9]{5}[ -][0-9]{4,5})"
    r"(?![0-9]|[.,/:][0-9])"
)
#: Upper-case codes with digits, such as ``Z011-0001`` or ``04-C-0123``, and a
#: specimen's accession number: letters, the year, the number (``SP-21-00873``).
_CODE = lazy_compile(
    r"""(?<![A-Za-z0-9-])(?:[0-9]{2}-[A-Z]{1,2}-[0-9]{4}
    | [A-Z]{1,4}[0-9]{3,}+(?:-[0-9A-Z]{2,12}+){0,3}
    | [A-Z]{1,4}[0-9]{1,3}-[0-9]{3,}+
    | [A-Z]{2,4}-[0-9]{3,}+
    | [A-Z]{1,3}-[0-9]{2}-[0-9]{3,}+)(?![A-Za-z0-9]|-[A-Za-z0-9])""",
    regex.VERBOSE,
)
_DIGIT_RUN = lazy_compile(r"[0-9]++")
_PROTOCOL_AFTER = lazy_compile(r"[ ]?(?:protocol|study|trial)\b", regex.IGNORECASE)


def _digits(text: str) -> int:
    return sum(c.isdigit() for c in text)


def _followed_by_unit(text: str, end: int) -> bool:
    """Whether a number at ``end`` is followed by a unit (clinical data, not PHI)."""
    m = regex.match(r"[ ]?([A-Za-z%/]{1,10})", text[end : end + 12])
    return m is not None and m.group(1).lower() in UNITS


#: A second number listed after a phone: ``617-555-0143/617-555-0199``,
#: ``at 555-0143 or 555-0199``, ``617 555 0101 or 617 555 0102``.
_NEXT_PHONE = lazy_compile(
    r"[ ]?(?:/|,|&|or|and)[ ]?(?P<n>(?:[0-9]{3}[ ]?[-. ][ ]?)?[0-9]{3}[-. ][0-9]{4})"
    r"(?![0-9]|[.\-/][0-9])"
)


def _listed_phones(text: str, found: list[Finding]) -> list[Finding]:
    """Numbers listed right after a phone number: each a phone too."""
    more = []
    ends = sorted({f.end for f in found if f.kind in (PHONE, FAX)})
    for end in ends:
        while (m := _NEXT_PHONE.match(text, end)) is not None:
            more.append(Finding(m.start("n"), m.end("n"), PHONE, "phone"))
            end = m.end("n")
    return more


def _phones(text: str) -> list[Finding]:
    found = []
    for m in _number_matches(_PHONE, text):
        start = m.start()
        if text[start + 3 : start + 4] == ")" and text[start - 1 : start] == "(":
            start -= 1  # "(513) 555-0142": keep the area code's brackets together
        before = text[max(0, start - 12) : start]
        kind = FAX if _FAX_CUE.search(before) else PHONE
        found.append(Finding(start, m.end(), kind, "phone"))
    found += [
        Finding(m.start(), m.end(), PHONE, "phone")
        for m in matches_at(_PHONE_SPLIT, text, _runs_before(text, 3, " "))
    ]
    for m in matches_at(_PHONE_COUNTRY, text, _country_codes(text)):
        fax = _FAX_CUE.search(text[max(0, m.start() - 12) : m.start()])
        found.append(Finding(m.start(), m.end(), FAX if fax else PHONE, "phone"))
    if found:
        found += _listed_phones(text, found)
    low = lowered(text)
    found += [
        Finding(m.start("n"), m.end("n"), PHONE, "pager")
        for m in anchored_matches(_PAGER, low, _PAGER_KEYS)
        if starts_word(low, m.start())
    ]
    if " x" in low:  # most notes: no extension
        found += [
            Finding(m.start("n"), m.end("n"), PHONE, "extension")
            for pattern, keys in (
                (_EXTENSION, _EXTENSION_KEYS),
                (_CALLEE_EXTENSION, _CALLEE_KEYS),
            )
            for m in anchored_matches(pattern, low, keys)
            if not _followed_by_unit(text, m.end())  # "NS at x1000 mL": a volume
        ]
    if " at " in low:
        found += [
            Finding(m.start("n"), m.end("n"), PHONE, "extension")
            for m in anchored_matches(_CALLEE_AT, low, _CALLEE_AT_KEYS)
            if not _followed_by_unit(text, m.end())  # "call at 10000 units"
        ]
    return found


def find_contacts(text: str) -> list[Finding]:
    """Phone and fax numbers, e-mail addresses, URLs and IP addresses.

    Args:
        text: the document text.

    Returns:
        Findings of kinds PHONE, FAX, EMAIL, URL and IP.
    """
    found = _phones(text)
    if "@" in text:
        found += [
            Finding(m.start(), m.end(), EMAIL, "email") for m in _EMAIL.finditer(text)
        ]
    low = lowered(text)
    if _may_hold_url(low):
        found += [
            Finding(
                m.start(), m.start() + len(_without_trailing(m.group())), URL, "url"
            )
            for m in _URL.finditer(text)
            if "@" not in m.group()
        ]
    if "." in text and _IPV4_DOTS.search(text):
        found += [Finding(m.start(), m.end(), IP, "ip") for m in _IPV4.finditer(text)]
    if ":" in text:
        found += [Finding(m.start(), m.end(), IP, "ip") for m in _ipv6(text)]
    return found


def _ipv6(text: str) -> Iterator[regex.Match[str]]:
    """What ``_IPV6.finditer`` yields, tried only up to four characters before a hex colon."""
    if not _near_colons(text):
        return iter(())  # most notes: colons far apart ("Neuro: ...")
    colons = [m.start() for m in _IPV6_COLON.finditer(text, overlapped=True)]
    starts = sorted({c - k for c in colons for k in range(1, 5) if c >= k})
    return matches_at(_IPV6, text, starts)


def _near_colons(text: str) -> bool:
    """Whether two colons stand at most five characters apart (as ``:ab:`` needs)."""
    k = text.find(":")
    while k != -1:
        after = text.find(":", k + 1)
        if after == -1 or after - k <= 5:
            return after != -1
        k = after
    return False


def _capitals_prefix(text: str, m: regex.Match[str]) -> bool:
    """Whether an identifier's letters before its digits are capitals in ``text``.

    Insurers write a plan's letters apart from the member's digits (``ABC
    12345678``); a word in small letters there is the sentence's (``is``).
    """
    return text[m.start("prefix") : m.end("prefix") - 1].isupper()


def _numbered(low: str, m: regex.Match[str], end: int) -> bool:
    """Whether a social security cue names the number: nine digits, or ``#``/``number``.

    ``Social security`` is also an income (``Social security 2000 per
    month``); ``SS# 4321``, ``Social security number 6789`` are its last four.
    """
    between = low[m.end("cue") : m.start("id")]
    return (
        _digits(low[m.start("id") : end]) == 9
        or "#" in between
        or m["cue"].endswith(("number", "no", "no."))
    )


#: Words before ``#``/``number`` that make it a product's, not a person's:
#: ``Lot # 34A7``, ``model number 5521``, ``catalog # 88213``.
_PRODUCT_WORDS = frozenset("lot batch model part catalog cat item sku ref kit".split())


def _cued_ids(text: str) -> list[Finding]:
    low = lowered(text)
    found = []
    for m in matches_at(_ID_CUE, low, _cue_starts(low)):
        ident, cue = m["id"], m["cue"]
        if not starts_word(low, m.start()) or _digits(ident) < 2:
            continue
        if m["prefix"] and not _capitals_prefix(text, m):
            continue  # "ID was 12345", "MRN is 12345": a word, not the ID's letters
        if ident.isdigit() and len(ident) <= 4 and _followed_by_unit(text, m.end("id")):
            continue  # "#1000 cc": an amount; not "MRN 12345 in", "S123-4567 in"
        if regex.match(r"[.,:/][0-9]", text[m.end("id") : m.end("id") + 2]):
            continue  # a decimal or a ratio: a measurement
        if cue in ("#", "number", "no.") and (len(ident) < 4 or "-" in ident[:1]):
            continue  # "#20 gauge", "# 2": counts and sizes, not identifiers
        if (
            cue in ("#", "number", "no.")
            and word_before(low, m.start()) in _PRODUCT_WORDS
        ):
            continue  # "Lot # 34A7 of vaccine": a product's batch, nobody's
        kind = PROTOCOL if cue.startswith(("protocol", "study", "irb")) else MRN
        if (
            cue in _OTHER_ID_CUES
            or cue.startswith(
                (
                    "job",
                    "user",
                    "plate",
                    "license ",
                    "serial",
                    "vin",
                    "hicn",
                    "mbi",
                    "auth",
                )
            )
            or (kind == MRN and not cue.startswith(_RECORD_CUES))
        ):
            kind = ID  # a dictation's job number names the report, and so the patient
        end = m.end("id")
        if cue.startswith(_SSN_CUES):
            kind = SSN
            spaced = _SPACED_SSN_TAIL.match(text, end) if len(ident) == 3 else None
            end = spaced.end() if spaced else end  # "SSN 123 45 6789"
            if not cue.startswith("ssn") and not _numbered(low, m, end):
                continue  # "Social security 2000 per month": an income, not the number
        start = m.start("id")
        if cue.startswith("protocol") and cue.endswith(" irb"):
            start = m.end("cue") - 3  # "protocol IRB 2019-7067": IRB names the number
        found.append(Finding(start, end, kind, "air-cue"))
    return found


def _spaced_serials(text: str) -> list[Finding]:
    """Serial numbers in groups after their cue (``serial number PZX 611824 S``).

    A group of letters closes the number only when it is one capital
    (``PZX 611824 S``), not a word of a note in capitals (``SN 12345 ON
    FILE``).
    """
    low = lowered(text)
    if "serial" not in low and "sn" not in low and "s/n" not in low:
        return []
    found = []
    for m in _SPACED_SERIAL.finditer(text):
        groups = m["id"].split(" ")
        while (
            groups and not any(c.isdigit() for c in groups[-1]) and len(groups[-1]) > 1
        ):
            groups.pop()  # "ON", "FILE": words after the number
        ident = " ".join(groups)
        if " " in ident and _digits(ident) >= _SERIAL_DIGITS:
            found.append(
                Finding(m.start("id"), m.start("id") + len(ident), ID, "air-cue")
            )
    return found


def _spaced_plates(text: str) -> list[Finding]:
    """Licence plates in groups after their cue (``plate # MA 1XY 234``).

    Written in one piece a plate is any cued identifier's; in groups each
    group is short, and the last group of letters may be a word of a note in
    capitals (``PLATE 12 IN PLACE``): a plate has three digits and a letter,
    or its state's code before it (``plate NH 12 345``).
    """
    if "plate" not in lowered(text):
        return []
    found = []
    for m in _SPACED_PLATE.finditer(text):
        plate = m["id"].replace(" ", "").replace("-", "")
        state = m["state"]
        if state is not None and state not in US_STATES:
            continue
        if (
            len(plate) in _PLATE_LENGTH
            and _digits(plate) >= _PLATE_DIGITS
            and (state is not None or any(c.isalpha() for c in plate))
        ):
            found.append(Finding(m.start("id"), m.end("id"), ID, "air-cue"))
    return found


def _code_starts(text: str) -> list[int]:
    """Where a code's digits may start, in order.

    Only digit runs right after a capital or dash, or whose last two digits
    come right before "-X", can belong to a code (a scan for digit runs is
    several times faster than one for "a capital before a digit").
    """
    runs = digit_runs(text)
    return sorted(
        {s for s, _ in runs if s and text[s - 1] in _CODE_CHARS}
        | {
            e - 2
            for s, e in runs
            if e - s >= 2
            and text[e : e + 1] == "-"
            and "A" <= text[e + 1 : e + 2] <= "Z"
        }
    )


#: What follows a value written like a code, never an identifier: a decade's
#: or a range's ``'s`` (``AF-130'S``, ``ST-120s``), a gas's next value
#: (``ABG-119/36``), a decimal (``T100.1``).
_VALUE_AFTER = lazy_compile(r"'?[sS](?![A-Za-z0-9])|/[0-9]|\.[0-9]")


def _codes(text: str) -> list[Finding]:
    found = []
    last_end = 0
    runs = _code_starts(text)
    for run in (_DIGIT_RUN.match(text, pos) for pos in runs):
        if run is None:
            continue
        start = run.start()
        # A code has capitals or a dash right before its digits, or "-X" after.
        while start > run.start() - 5 and start > 0 and text[start - 1] in _CODE_CHARS:
            start -= 1
        if (
            start == run.start()
            and text[run.end() : run.end() + 1] != "-"
            or start < last_end
        ):
            continue
        m = _CODE.match(text, start)
        if m is None or _digits(m.group()) < 2 or _followed_by_unit(text, m.end()):
            continue
        if _VALUE_AFTER.match(text, m.end()):
            continue  # "AF-130'S", "ABG-119/36/7.47", "T100.1": a rate, a gas, a value
        last_end = m.end()
        protocol = _PROTOCOL_AFTER.match(text, m.end()) or regex.fullmatch(
            r"[0-9]{2}-[A-Z]{1,2}-[0-9]{4}", m.group()
        )
        kind = PROTOCOL if protocol else ID
        found.append(
            Finding(m.start(), m.end(), kind, "air-code", strong=bool(protocol))
        )
    return found


#: An insurance plan's group number: ``Group 004567``, ``grp no 10056``,
#: ``Group #: 883421``; four digits or more (``Group 2 pulmonary
#: hypertension``, ``study group 3`` have fewer).
_GROUP_NUMBER = lazy_compile(
    r"(?<![A-Za-z])(?i:group|grp)(?:[ ]?(?i:\#|no\.?|number|id))?[ ]?[:#]?[ ]?"
    r"(?P<id>(?=[A-Za-z0-9-]{0,16}(?:[0-9][A-Za-z-]{0,16}){4})[A-Za-z0-9][A-Za-z0-9-]{3,19}+)"
    r"(?![A-Za-z0-9])"
)

#: What every ``_GROUP_NUMBER`` match starts with (lower-cased).
_GROUP_KEYS = ("group", "grp")


def _group_numbers(text: str) -> list[Finding]:
    """Insurance group numbers after ``Group``/``Grp`` (an AIR identifier).

    A member's ID and the plan's group number come together on insurance
    lines (``BCBS ID XKB882017453, Group 004567``); the group's number is a
    cue-less run of digits the other identifier rules leave (under nine
    digits). Four digits or more and no unit after: ``Group 2 pulmonary
    hypertension``, ``blood group O`` are none.
    """
    found = []
    # The pattern opens with a lookbehind, which makes a scan of the text
    # slow: it is tried only where its word stands (in either case).
    starts = key_positions(lowered(text), _GROUP_KEYS)
    for m in matches_at(_GROUP_NUMBER, text, starts):
        if not _followed_by_unit(text, m.end()):
            found.append(Finding(m.start("id"), m.end("id"), ID, "group-number"))
    return found


def find_identifiers(text: str) -> list[Finding]:
    """SSNs, ZIP codes and other alphanumeric identifiers (AIR).

    Args:
        text: the document text.

    Returns:
        Findings of kinds SSN, ZIP, MRN, PROTOCOL and ID.
    """
    found = [
        Finding(m.start(), m.end(), SSN, "ssn")
        for m in matches_at(_SSN, text, _runs_before(text, 3, "-"))
    ]
    found += [
        Finding(m.start(), m.end(), ZIP, "zip")
        for m in matches_at(_ZIP, text, _long_runs(text, 5))
    ]
    found += _cued_ids(text) + _spaced_serials(text) + _spaced_plates(text)
    found += _group_numbers(text)
    for m in _number_matches(_LONG_NUMBER, text):
        if not _followed_by_unit(text, m.end()):
            found.append(Finding(m.start(), m.end(), ID, "air-long"))
    return found + _codes(text)
