"""Token features for the CRF (seed 004 §3.2 and research/deid_systems.md §4).

Per token: the lower-cased word, orthographic shape (long and collapsed),
prefixes and suffixes, length, digit-value classes, dictionary hits (census
first/last name, likelihood-ratio and word-frequency buckets, months,
weekdays, institution and street words, units), the name automaton's class;
the same for neighbours in a +/-2 window with word bigrams; line context
(first token of the line, line in capitals, the section header above); and
the rule recognisers' findings covering the token (rule outputs as features).

Features are plain strings (value 1) as python-crfsuite accepts them. The
token-intrinsic part is cached per distinct token, which keeps extraction
cheap on long or repetitive inputs.
"""

from __future__ import annotations

import bisect
import functools
import itertools
import math

import regex

from vtt_py.deid.analysis import Analysis
from vtt_py.deid.kinds import Finding
from vtt_py.deid.lexicon import (
    INSTITUTION_WORDS,
    MONTHS,
    STREET_SUFFIXES,
    UNITS,
    WEEKDAYS,
    name_likelihood_ratio,
    name_people,
    zipf,
)
from vtt_py.deid.vocabulary import out_of_vocabulary
from vtt_py.lexicons.clinical import drug_words
from vtt_py.lexicons.names import LISTED_ONLY
from vtt_py.lexicons.places import place_table

#: Bump when features change: a model records the version it was trained with.
FEATURE_VERSION = 3
_SHAPE = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789",
    "a" * 26 + "A" * 26 + "0" * 10,
)
_COLLAPSE = regex.compile(r"(.)\1+")
_SECTION = regex.compile(r"[A-Za-z][A-Za-z /&-]{0,24}$")


@functools.lru_cache(maxsize=65536)
def token_features(word: str) -> tuple[str, ...]:
    """Features of a token on its own (cached per distinct token).

    Args:
        word: the token text.

    Returns:
        Feature strings such as ``w=smith``, ``sh=Aa``, ``fn``, ``lr=2``.
    """
    low = word.lower()[:24]
    shape = word.translate(_SHAPE)
    short = _collapsed(shape[:40])
    feats = [f"w={low}", f"sh={short}", f"shl={shape[:8]}", f"len={min(len(word), 9)}"]
    if len(low) > 2:
        feats += [f"p3={low[:3]}", f"s3={low[-3:]}", f"s2={low[-2:]}"]
    if word[0].isdigit():
        feats += _number_features(word)
    elif word[0].isalpha():
        feats += _word_features(word, low)
    return tuple(feats)


def _collapsed(shape: str) -> str:
    """``shape`` with each run of one character written once (``Aaaa`` -> ``Aa``).

    :data:`_COLLAPSE` says the same, but a ``regex`` substitution costs
    several times more than grouping on the short strings of tokens (which
    never hold the line break its ``.`` would not match).
    """
    if "\n" in shape:
        return str(_COLLAPSE.sub(r"\1", shape))
    return "".join([c for c, _ in itertools.groupby(shape)])


def _people_bucket(count: int) -> str:
    """``l`` for a name listed without a count, else the order of magnitude (1-7)."""
    if count == LISTED_ONLY:
        return "l"
    return str(max(1, min(7, int(math.log10(count)))))


def _number_features(word: str) -> list[str]:
    feats = [f"nd={min(len(word), 7)}"]
    # Its leading decimal digits: a digit str.isdigit knows but int() does
    # not (superscripts, circled and Ethiopic numbers) has no value.
    digits = "".join(itertools.takewhile(str.isdecimal, word[:9]))
    if not digits:
        return feats
    value = int(digits)
    if value <= 12:
        feats.append("n<=12")
    elif value <= 31:
        feats.append("n<=31")
    if len(word) == 4 and 1900 <= value <= 2039:
        feats.append("n=year")
    if len(word) == 4 and value % 100 < 60 and value // 100 < 24:
        feats.append("n=time")
    return feats


def _word_features(word: str, low: str) -> list[str]:
    feats = []
    first, last = name_people(word)
    if first:
        feats.append(f"fn={_people_bucket(first)}")
    if last:
        feats.append(f"ln={_people_bucket(last)}")
    kinds = place_table().kinds(low)
    if kinds is not None:
        feats.append(f"pl={kinds}")
    if low in drug_words():
        feats.append("drug")
    lr = name_likelihood_ratio(word)
    feats.append(f"lr={max(-3, min(4, round(math.log10(lr))))}")
    feats.append(f"zf={round(zipf(low))}")
    if low in MONTHS:
        feats.append("month")
    if low in WEEKDAYS:
        feats.append("weekday")
    if low in INSTITUTION_WORDS:
        feats.append("inst")
    if low in STREET_SUFFIXES:
        feats.append("street")
    if low in UNITS:
        feats.append("unit")
    if word.isupper():
        feats.append("upper")
    elif word[0].isupper():
        feats.append("title")
    return feats


#: The ``w=`` feature of every word the training gold never wrote outside PHI.
OOV_WORD = "w=<oov>"


def word_feature(word: str, known: frozenset[str] | None) -> str:
    """The ``w=`` feature of a word: itself, or :data:`OOV_WORD` when out of vocabulary."""
    if known is not None and out_of_vocabulary(word, known):
        return OOV_WORD
    return "w=" + word.lower()[:24]


def _own(word: str, known: frozenset[str] | None) -> tuple[str, ...]:
    """A token's own features; an out-of-vocabulary word's identity is ``w=<oov>``.

    Names the gold wrote only as PHI would otherwise be learned by heart
    (``w=smith``), and the CRF would lean on them instead of on context
    and lists; rare words thus all look alike to it, as a new patient's will.
    """
    own = token_features(word)
    if known is not None and out_of_vocabulary(word, known):
        return (OOV_WORD, *own[1:])
    return own


def line_sections(analysis: Analysis) -> list[str]:
    """For each line, the section header above it (``sec=social`` under ``SOCIAL:``).

    A header is a line starting with one to four words and a colon; it holds
    until the next header. Kept in the analysis's memo: the CRF reads a long
    text in several ranges, and each asks for the lines' sections.
    """
    found = analysis.memo.get(line_sections)
    if isinstance(found, list):
        return found
    sections = analysis.memo[line_sections] = _line_sections(analysis)
    return sections


def _line_sections(analysis: Analysis) -> list[str]:
    words, line_of = analysis.words, analysis.line_of
    n = len(words)
    sections = ["sec=none"] * len(analysis.caps_lines)
    current = "sec=none"
    for i in [i for i, first in enumerate(analysis.line_start) if first]:
        if words[i][0].isalpha():
            j = i + 1
            while (
                j < n
                and j < i + 4
                and words[j][0].isalpha()
                and line_of[j] == line_of[i]
            ):
                j += 1
            if j < n and words[j] == ":" and line_of[j] == line_of[i]:
                header = analysis.text[analysis.starts[i] : analysis.starts[j]]
                current = "sec=" + header.strip().lower()[:20]
        sections[line_of[i]] = current
    return sections


def _rule_marks(analysis: Analysis, findings: list[Finding]) -> list[list[str]]:
    """For each token, ``r=KIND`` / ``rw=KIND`` for strong / weak findings covering it."""
    starts, ends = analysis.starts, analysis.ends
    marks: list[list[str]] = [[] for _ in starts]
    n = len(starts)
    for f in findings:
        i = bisect.bisect_left(starts, f.start)
        if i and ends[i - 1] > f.start:
            i -= 1
        feature = ("r=" if f.strong else "rw=") + f.kind
        while i < n and starts[i] < f.end:
            if feature not in marks[i]:
                marks[i].append(feature)
            i += 1
    return marks


def sequence_features(
    analysis: Analysis,
    findings: list[Finding],
    lo: int = 0,
    hi: int | None = None,
    known: frozenset[str] | None = None,
) -> list[list[str]]:
    """The feature list of every token of a document (or of tokens ``lo`` to ``hi``).

    Args:
        analysis: the analysed document.
        findings: rule findings (strong and weak) to expose as features.
        lo: first token.
        hi: end token (default: the last).
        known: the words the training gold uses outside PHI; the others get
            ``oov`` (see :mod:`vtt_py.deid.vocabulary`). None: no such feature.

    Returns:
        One list of feature strings per token.
    """
    words = analysis.words
    hi = len(words) if hi is None else hi
    n = hi - lo
    if n <= 0:
        return []
    own = [_own(w, known) for w in words[lo:hi]]
    low = [f[0] for f in own]  # "w=..."
    shapes = [f[1] for f in own]  # "sh=..."
    before = [word_feature(w, known) for w in words[max(0, lo - 2) : lo]]
    after = [word_feature(w, known) for w in words[hi : hi + 2]]
    ext = (
        ["w=<s>"] * (2 - len(before))
        + before
        + low
        + after
        + ["w=</s>"] * (2 - len(after))
    )
    ext_sh = ["sh=<s>", *shapes, "sh=</s>"]
    classes = "^^" + "".join(analysis.classes[lo:hi]) + "$$"
    sections = line_sections(analysis)
    # Each context feature is one column built by a comprehension (cheap in
    # CPython), then the columns are zipped into one list per token.
    columns = (
        ["-1" + w for w in ext[1 : n + 1]],
        ["+1" + w for w in ext[3 : n + 3]],
        ["-2" + w for w in ext[:n]],
        ["+2" + w for w in ext[4 : n + 4]],
        [a + "|" + b for a, b in zip(ext[1 : n + 1], low, strict=True)],
        ["-1" + w for w in ext_sh[:n]],
        ["+1" + w for w in ext_sh[2 : n + 2]],
        ["c=" + classes[i : i + 5] for i in range(n)],
        [sections[line] for line in analysis.line_of[lo:hi]],
    )
    caps, line_of, line_start = (
        analysis.caps_lines,
        analysis.line_of,
        analysis.line_start,
    )
    marks = _rule_marks(analysis, findings)
    result: list[list[str]] = []
    for k, row in enumerate(zip(*columns, strict=True)):
        i = lo + k
        feats = [*own[k], *row]
        if line_start[i]:
            feats.append("bol")
        if caps[line_of[i]]:
            feats.append("capsline")
        if marks[i]:
            feats += marks[i]
        result.append(feats)
    return result
