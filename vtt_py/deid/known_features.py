"""CRF features for tagging: only the attributes a model has weights for, encoded once per word.

crfsuite ignores attributes its model does not know, but handing it a feature
string costs about as much as the rest of tagging (a UTF-8 copy, a C++ string
and a dictionary look-up each), and four in ten of the strings
:func:`~vtt_py.deid.features.sequence_features` builds are words the model
never kept. :class:`KnownFeatures` decides once per distinct word which of
its features (its own, and those it gives its neighbours) the model knows,
keeps them as UTF-8 bytes, and assembles each sequence from those pieces.
The result is ``sequence_features`` restricted to the model's attributes
(a test checks it), so labels and probabilities are exactly the same.

Given the model's attribute ids, it packs each feature instead as the
record crfsuite's C tagger reads (:mod:`~vtt_py.deid.crfsuite_direct`), and
each row is one ``bytes``: the records of its features in the same order.
"""

from __future__ import annotations

import bisect
import itertools
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping
from operator import itemgetter
from typing import cast

from vtt_py.deid.analysis import Analysis
from vtt_py.deid.crfsuite_direct import record
from vtt_py.deid.features import OOV_WORD, line_sections, token_features, word_feature
from vtt_py.deid.kinds import Finding
from vtt_py.deid.vocabulary import out_of_vocabulary

#: A token's features: UTF-8 names, or (packed) one ``bytes`` of records.
Encoded = tuple[bytes, ...] | bytes
#: Per word: own features, then as left neighbour at -1 and -2, as right
#: neighbour at +1 and +2, its ``w=`` feature, and by the ``w=`` feature of
#: each word before it that makes a known bigram with it, that bigram's
#: feature, encoded (empty: none).
_Entry = tuple[Encoded, Encoded, Encoded, Encoded, Encoded, str, dict[str, Encoded]]
_OWN, _LEFT1, _LEFT2, _RIGHT1, _RIGHT2, _WORD, _FIRSTS = map(itemgetter, range(7))
_NO_FIRSTS: dict[str, Encoded] = {}
#: Distinct words remembered before the cache starts again (bounds memory).
MAX_WORDS = 200_000


class KnownFeatures:
    """Feature builder restricted to one model's attributes.

    Args:
        attributes: every attribute name the model has a weight for.
        vocabulary: the model's known words (``oov`` for the others), or None.
        ids: each attribute's id in the model: given, features are packed
            as crfsuite's attribute records (:attr:`packed`).
    """

    def __init__(
        self,
        attributes: Iterable[str],
        vocabulary: frozenset[str] | None = None,
        ids: Mapping[str, int] | None = None,
    ) -> None:
        self.known = frozenset(attributes)
        self.vocabulary = vocabulary
        #: Each feature's record, packed when first met (a lookup in C after).
        self._records = _Records(ids) if ids is not None else None
        #: Whether rows are packed records (for the direct tagger).
        self.packed = ids is not None
        #: A token's features when it has none.
        self._empty: Encoded = b"" if self.packed else ()
        self._words: dict[str, _Entry] = {}
        # "w=a|w=b" bigrams by their second word, then their first: checked
        # only for those words, and encoded once (half the tokens of a text
        # dense with names make one with the word before).
        self._bigrams: dict[str, dict[str, Encoded]] = {}
        for name in self.known:
            first, bar, second = name.partition("|")
            if bar and first.startswith("w=") and second.startswith("w="):
                self._bigrams.setdefault(second, {})[first] = self._encode([name])
        #: Line features by (section, in capitals, first of its line), encoded.
        self._lines: dict[tuple[str, bool, bool], Encoded] = {}
        # Windows are five classes long (the class string is padded): each
        # known one with its feature, encoded once.
        #: ``(strong, kind)`` -> the encoded mark feature, None if unknown.
        self._mark_features: dict[tuple[bool, str], bytes | None] = {}
        self._windows: dict[str, Encoded] = {
            n[2:]: self._encode([n])
            for n in self.known
            if n.startswith("c=") and len(n) == 7
        }

    def _encode(self, names: list[str]) -> Encoded:
        """Known feature names, encoded in order."""
        records = self._records
        if records is None:
            return tuple([n.encode() for n in names])
        return b"".join(map(records.__getitem__, names))

    def pick(self, *names: str) -> Encoded:
        """The known ones among ``names``, encoded."""
        known = self.known
        return self._encode([n for n in names if n in known])

    def _entry(self, word: str) -> _Entry:
        own = token_features(word)
        if self.vocabulary is not None and out_of_vocabulary(word, self.vocabulary):
            own = (OOV_WORD, *own[1:])
        w, sh = own[0], own[1]  # "w=...", "sh=..."
        if len(self._words) >= MAX_WORDS:
            self._words.clear()
        entry = (
            self.pick(*own),
            self.pick("-1" + w, "-1" + sh),
            self.pick("-2" + w),
            self.pick("+1" + w, "+1" + sh),
            self.pick("+2" + w),
            w,
            self._bigrams.get(w, _NO_FIRSTS),
        )
        self._words[word] = entry
        return entry

    def sequence(
        self,
        analysis: Analysis,
        findings: list[Finding],
        lo: int = 0,
        hi: int | None = None,
        marks: list[Encoded] | None = None,
    ) -> list[Encoded]:
        """The known features of every token from ``lo`` to ``hi`` (see ``sequence_features``).

        Args:
            analysis: the analysed document.
            findings: rule findings (strong and weak).
            lo: first token.
            hi: end token (default: the last).
            marks: :meth:`marks` of ``findings``, if made already (a caller
                reading a long text in several ranges makes them once).

        Returns:
            One tuple of encoded feature names per token.
        """
        return list(self.rows(analysis, findings, lo, hi, marks))

    def rows(
        self,
        analysis: Analysis,
        findings: list[Finding],
        lo: int = 0,
        hi: int | None = None,
        marks: list[Encoded] | None = None,
    ) -> Iterator[Encoded]:
        """:meth:`sequence`'s rows one by one, each made as crfsuite reads it.

        crfsuite copies each row as it reads it: rows made on the way are
        freed at once, where a list of them all (20,000 of a long text's
        piece) kept the garbage collector walking them.
        """
        words = analysis.words
        hi = len(words) if hi is None else hi
        n = hi - lo
        if n <= 0:
            return iter(())
        found = list(map(self._words.get, words[lo:hi]))
        if None in found:  # words met for the first time
            # Looked up again: a word repeated in this range is built once.
            entry_of, build = self._words.get, self._entry
            found = [
                e or entry_of(w) or build(w)
                for e, w in zip(found, words[lo:hi], strict=True)
            ]
        entries = cast("list[_Entry]", found)
        # Word context beyond the range comes from the real neighbours (or the
        # <s> and </s> sentinels); shape context stops at the range's ends.
        vocabulary = self.vocabulary
        b1, b2 = (
            _word_at(words, lo - 1, vocabulary),
            _word_at(words, lo - 2, vocabulary),
        )
        a1, a2 = _word_at(words, hi, vocabulary), _word_at(words, hi + 1, vocabulary)
        pick = self.pick
        left1 = [pick("-1" + b1, "-1sh=<s>"), *map(_LEFT1, entries)]
        left2 = [pick("-2" + b2), pick("-2" + b1), *map(_LEFT2, entries)]
        right1 = [*map(_RIGHT1, entries[1:]), pick("+1" + a1, "+1sh=</s>")]
        right2 = [*map(_RIGHT2, entries[2:]), pick("+2" + a1), pick("+2" + a2)]
        if marks is None:
            marks = self.marks(analysis, findings)
        # Tuples (or bytes) joined with ``+``: about twice as fast as lists
        # built by unpacking, and crfsuite takes them alike. The order stays as it is
        # (crfsuite adds the weights in the order given: another order may
        # change a sum's last bit); the bigram, the class window and the rule
        # marks are joined in the same expression, which saves copying every
        # row again to add them (an empty piece joined is no copy).
        return (
            own + l1 + l2 + r1 + r2 + line + bigram + window + mark
            for own, l1, l2, r1, r2, line, bigram, window, mark in zip(
                map(_OWN, entries),
                left1,
                left2,
                right1,
                right2[-n:],
                self._line_features(analysis, lo, hi),
                self._bigrams_of(entries, b1),
                self._windows_of(analysis, lo, hi),
                marks[lo:hi],
                strict=False,
            )
        )

    def _line_features(self, analysis: Analysis, lo: int, hi: int) -> list[Encoded]:
        """Per token: its section, ``capsline`` and ``bol`` (all the same along a line)."""
        sections = line_sections(analysis)
        caps, line_start = analysis.caps_lines, analysis.line_start
        features: list[Encoded] = []
        first = lo
        # A line's tokens are consecutive: one run of equal features each.
        for line, count in Counter(analysis.line_of[lo:hi]).items():
            rest = self._line(sections[line], caps[line], False)
            if line_start[first]:
                features.append(self._line(sections[line], caps[line], True))
                count -= 1
            features += [rest] * count
            first += count + line_start[first]
        return features

    def _line(self, section: str, caps: bool, bol: bool) -> Encoded:
        """The known ones of a line's features, encoded (remembered: a few dozen in all)."""
        key = (section, caps, bol)
        found = self._lines.get(key)
        if found is None:
            if len(self._lines) >= MAX_WORDS:
                self._lines.clear()
            names = [
                section,
                *(["capsline"] if caps else []),
                *(["bol"] if bol else []),
            ]
            found = self._lines[key] = self.pick(*names)
        return found

    def _bigrams_of(self, entries: list[_Entry], before: str) -> list[Encoded]:
        """Per token: its known ``w=a|w=b`` bigram with the word before, or nothing."""
        # Each word's firsts asked for the word before, in C (no bytecode per
        # token); a word second in no known bigram has an empty dict.
        previous = itertools.chain((before,), map(_WORD, entries))
        nothing = itertools.repeat(self._empty)
        return list(map(dict.get, map(_FIRSTS, entries), previous, nothing))

    def _windows_of(self, analysis: Analysis, lo: int, hi: int) -> list[Encoded]:
        """Per token: the ``c=`` feature of the five classes from it on, if known.

        Each window is cut and looked up in a dictionary of the known ones:
        a scan with a pattern of them all (a lookahead at every position)
        cost half as much again.
        """
        classes = "^^" + "".join(analysis.classes[lo:hi]) + "$$"
        known, empty = self._windows.get, self._empty
        return [known(classes[i : i + 5], empty) for i in range(hi - lo)]

    def _mark_feature(self, strong: bool, kind: str) -> bytes | None:
        """The encoded ``r=``/``rw=`` feature of a finding's kind, None if unknown (remembered)."""
        name = ("r=" if strong else "rw=") + kind
        feature = None
        if name in self.known:  # a UTF-8 name, or its record
            records = self._records
            feature = name.encode() if records is None else records[name]
        self._mark_features[strong, kind] = feature
        return feature

    def marks(self, analysis: Analysis, findings: list[Finding]) -> list[Encoded]:
        """Per token: ``r=KIND`` / ``rw=KIND`` of each strong / weak finding covering it.

        Only the features the model knows, each once, in the findings' order.
        """
        starts, ends = analysis.starts, analysis.ends
        n = len(starts)
        marks: list[tuple[bytes, ...]] = [()] * n
        feature_of = self._mark_features
        first = bisect.bisect_left
        # (A roster has findings by the tens of thousands: their fields are
        # unpacked at once and the first token is found inline.)
        for start, end, kind, _, strong in findings:
            feature = feature_of.get((strong, kind), b"")
            if feature == b"":  # not met yet
                feature = self._mark_feature(strong, kind)
            if feature is None:
                continue
            # The first token ending after the start.
            i = first(starts, start)
            if i and ends[i - 1] > start:
                i -= 1
            while i < n and starts[i] < end:
                if feature not in marks[i]:
                    marks[i] += (feature,)
                i += 1
        if not self.packed:
            return list(marks)
        # Each distinct run of records joined once (a few kinds in all).
        return list(map(_Joined().__getitem__, marks))


class _Joined(dict[tuple[bytes, ...], bytes]):
    """A tuple of records -> the records joined, joined when first asked."""

    def __missing__(self, records: tuple[bytes, ...]) -> bytes:
        found = self[records] = b"".join(records)
        return found


class _Records(dict[str, bytes]):
    """Attribute name -> its packed record (:func:`record`), made when first asked."""

    def __init__(self, ids: Mapping[str, int]) -> None:
        super().__init__()
        self._ids = ids

    def __missing__(self, name: str) -> bytes:
        found = self[name] = record(self._ids[name])
        return found


def _word_at(words: list[str], j: int, vocabulary: frozenset[str] | None) -> str:
    """The ``w=`` feature of token ``j``, or a sentinel beyond either end."""
    if j < 0:
        return "w=<s>"
    if j >= len(words):
        return "w=</s>"
    return word_feature(words[j], vocabulary)
