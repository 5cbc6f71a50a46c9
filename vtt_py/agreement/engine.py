"""Scoring a corpus one document pair at a time, keeping per-document summaries only.

:class:`CorpusScorer` takes pairs in any order and keeps running totals,
one small row per document, and (when asked) the disagreement list, the
per-document counts the bootstrap and the paired tests resample, and the
alpha_U summaries. Whatever depends on the order of documents (alpha_U's
continuum, the order of rows) is settled in :meth:`CorpusScorer.finish`,
by name, so the figures equal those of the whole corpus held in memory.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from operator import itemgetter
from typing import Any, Protocol, TypeVar

from vtt_py.agreement.chance import AlphaAccumulator
from vtt_py.agreement.coding import kappa_from_pairs
from vtt_py.agreement.disagreements import classify, count_kinds
from vtt_py.agreement.figures import StatsTable
from vtt_py.agreement.hipaa import HipaaTracker
from vtt_py.agreement.levels import (
    SPAN_LEVELS,
    OverlapCounts,
    SpanSide,
    Tally,
    merge_tally,
    side_tallies,
)
from vtt_py.agreement.paircounts import (
    LABELLED,
    PairCounts,
    hipaa_tallies,
    labels_inside,
    pair_counts,
    same_counts,
    subset_binary,
)
from vtt_py.agreement.perdoc import DocumentRow, RowTable
from vtt_py.agreement.risk import RiskCollector
from vtt_py.agreement.spans import Span, TokenFinder, span_label
from vtt_py.agreement.unmatched import PairSets, strict_tally
from vtt_py.agreement.unmatched import kinds as count_unmatched_kinds
from vtt_py.core.document import Document
from vtt_py.core.tagset import TagSet

Pair = tuple[str, Document, Document]
Line = tuple[int, int, str]
LabelPair = tuple[str, str]
#: Kinds of disagreement, in report order.
KINDS = ("type", "boundary", "missing", "spurious")
K = TypeVar("K")
#: A markup's (tag, category), taken in C.
_TAG_CATEGORY = itemgetter(2, 3)
#: A markup's or a line's (start, end), and its start and end, taken in C.
_OFFSETS = itemgetter(0, 1)
_START, _END = itemgetter(0), itemgetter(1)


class _Labels(dict[LabelPair, str]):
    """``(tag, category)`` -> the label spans are compared under, filled on first sight."""

    def __init__(self, label_mode: str) -> None:
        super().__init__()
        self.label_mode = label_mode

    def __missing__(self, pair: LabelPair) -> str:
        label = self[pair] = span_label(*pair, self.label_mode)
        return label


class PairObserver(Protocol):
    """Something that looks at each compared pair as it is scored (risk, HTML cases)."""

    def observe(
        self,
        pair: Pair,
        spans: tuple[Sequence[Span], Sequence[Span]],
        disagreements: Sequence[dict[str, object]],
    ) -> None:
        """Look at one pair: its spans (reference, candidate) and disagreements."""


@dataclass
class ScoreOptions:
    """What a comparison computes and keeps besides the running totals."""

    label_mode: str = "tag|category"
    tagset: TagSet | None = None
    keep_disagreements: bool = True
    keep_stats: bool = False
    keep_alpha_documents: bool = False
    #: Build the report's per-document entries only when read (a LazyList,
    #: which json.dump cannot write: see vtt_py.agreement.jsonout).
    lazy_rows: bool = False
    #: Work out each document's own figures (the report's ``per_document``
    #: entries, which the JSON and HTML reports show and a text table does not).
    per_document: bool = True
    observers: list[PairObserver] = field(default_factory=list)
    #: Rate the reference's PHI the candidate leaves uncovered (report["risk"]).
    risk: bool = False
    #: Put the revealed text in the risk items (PHI; off by default).
    show_text: bool = False
    #: Lines a source repeats (a PhysioNet file can; a document cannot hold
    #: them), by note, for the reference and the candidate: runStat counts them.
    repeated: tuple[Mapping[str, list[Line]], Mapping[str, list[Line]]] = ({}, {})


@dataclass
class _Pending:
    """The pairs scored under one HIPAA rule: its totals and what it was decided on."""

    levels: dict[str, Tally]
    names: list[str] = field(default_factory=list)
    labels: list[frozenset[LabelPair]] = field(default_factory=list)


class CorpusScorer:
    """Running totals of every measure over the pairs added so far."""

    def __init__(self, options: ScoreOptions) -> None:
        self.options = options
        self.levels: dict[str, Tally] = {name: {} for name in SPAN_LEVELS}
        self.overlap = OverlapCounts()
        self.runstat = OverlapCounts()
        self.merged = [0, 0, 0]
        self.kappa: Counter[tuple[str, str]] = Counter()
        self.confusion: Counter[tuple[str, str]] = Counter()
        self.kinds: Counter[str] = Counter()
        self.alpha = AlphaAccumulator(keep_documents=options.keep_alpha_documents)
        self.hipaa = HipaaTracker(options.tagset)
        self.pending: dict[int, _Pending] = {}
        self.rows = RowTable()
        self.stats = StatsTable()
        self.disagreements: list[list[dict[str, object]]] = []
        self.text_differs: list[str] = []
        self.differs_reasons: Counter[str] = Counter()
        self.risk = RiskCollector(options.label_mode) if options.risk else None
        self.observers: list[PairObserver] = list(options.observers)
        if self.risk is not None:
            self.observers.append(self.risk)
        self._labels = _Labels(options.label_mode)
        self._interned: dict[frozenset[LabelPair], frozenset[LabelPair]] = {}
        self._verdicts: dict[
            tuple[int, frozenset[LabelPair]], tuple[set[LabelPair], set[str] | None]
        ] = {}

    # ------------------------------------------------------------ one pair

    def _spans(
        self, doc: Document
    ) -> tuple[list[Line], set[Line], list[Line], list[LabelPair]]:
        """The document's distinct labelled spans, sorted; the same as a set; its
        lines, ``(start, end, label)`` per markup (runStat counts each); and
        each markup's (tag, category).
        """
        markups = doc.markups
        # Built in C: labels are looked up, and made, per distinct (tag, category).
        pairs = list(map(_TAG_CATEGORY, markups))
        label = map(self._labels.__getitem__, pairs)
        lines = list(zip(map(_START, markups), map(_END, markups), label, strict=True))
        distinct = set(lines)
        # Markups come by start: sorting them again is a pass, not a sort.
        # Plain tuples, not Spans: scoring unpacks them, and making a Span of
        # each cost as much as sorting; classify and observers get Spans.
        ordered = sorted(lines) if len(distinct) == len(lines) else sorted(distinct)
        return ordered, distinct, lines, pairs

    def _pairs(self, doc: Document) -> dict[Line, tuple[LabelPair, ...]]:
        """The (tag, category) pairs behind each of the document's labelled spans."""
        labels = self._labels
        found: dict[Line, tuple[LabelPair, ...]] = {}
        for start, end, tag, category, _ in doc.markups:
            pair = (tag, category)
            span = (start, end, labels[pair])
            found[span] = (*found.get(span, ()), pair)
        return found

    def add(self, name: str, reference: Document, candidate: Document) -> None:
        """Compare one pair of documents with the same text and add its figures."""
        text = reference.text
        ref, ref_keys, ref_lines, ref_used = self._spans(reference)
        cand, cand_keys, _, cand_used = self._spans(candidate)
        finder = TokenFinder(text)
        ref_side = SpanSide.of(text, ref, finder, ref_keys)
        # Sides with the same spans (annotators agreeing on a note) share one.
        cand_side = (
            ref_side if cand == ref else SpanSide.of(text, cand, finder, cand_keys)
        )
        sides = ref_side, cand_side
        # The spans both sides have, and the others: several measures ask.
        pair = None if cand_side is ref_side else PairSets.of(ref_side, cand_side)
        matched = None if pair is None else pair.matched
        unmatched = None if pair is None else pair.unmatched
        strict = (
            None
            if unmatched is None
            else strict_tally(
                (ref_side.label_counts, cand_side.label_counts), unmatched
            )
        )
        tallies = side_tallies(*sides, matched, strict)
        for level, tally in tallies.items():
            merge_tally(self.levels[level], tally)
        self._add_hipaa(
            name, (reference, candidate), (tallies, text), sides,
            {*ref_used, *cand_used},
        )  # fmt: skip
        ref_repeats, cand_repeats = self.options.repeated
        extra_ref, extra_cand = ref_repeats.get(name, ()), cand_repeats.get(name, ())
        # One line per markup: the spans' offsets when no two markups made one
        # span (nearly always), which runStat counts in any order.
        cand_lines = (
            cand_side.ordered
            if len(cand) == len(candidate.markups)
            else list(map(_OFFSETS, candidate.markups))
        )
        lines = (
            [*ref_lines, *extra_ref] if extra_ref else ref_lines,
            [*cand_lines, *map(_OFFSETS, extra_cand)] if extra_cand else cand_lines,
        )
        found: list[dict[str, object]] = []
        if sides[0].keys == sides[1].keys:
            counts = same_counts(text, sides[0], lines, finder)
            kinds: dict[str, int] = {}
        else:
            repeated = bool(extra_ref or extra_cand)
            counts, overlaps = pair_counts(
                text,
                sides,
                lines,
                repeated=repeated,
                finder=finder,
                pair=pair,
            )
            if self.options.keep_disagreements or self.observers:
                found = classify(name, text, _named(ref), _named(cand))
                kinds = Counter(str(d["kind"]) for d in found)
            elif unmatched is not None:
                kinds = count_unmatched_kinds(unmatched)
            else:
                kinds = count_kinds(*sides, overlaps, matched)
        self._add_counts(counts, kinds)
        if self.options.keep_disagreements:
            self.disagreements.append(found)
        if self.options.per_document:
            doc_alpha = self.alpha.add(len(text), ref, cand)
            self.rows.append(
                DocumentRow(
                    name,
                    len(text),
                    len(ref),
                    len(cand),
                    sum(kinds.values()),
                    _sums(tallies["entity_strict"]),
                    _sums(tallies["token"]),
                    kappa_from_pairs(counts.kappa),
                    (
                        doc_alpha.alpha,
                        doc_alpha.d_o,
                        doc_alpha.d_e,
                        doc_alpha.undefined,
                    ),
                )
            )
        else:
            self.alpha.add_to_corpus(len(text), ref, cand)
            self.rows.add_name(name)
        if self.options.keep_stats:
            self.stats.add(
                tallies, (counts.overlap, counts.runstat), counts.merged, counts.kappa
            )
        if self.observers:
            spans = _named(ref), _named(cand)
            for observer in self.observers:
                observer.observe((name, reference, candidate), spans, found)

    def _add_counts(self, counts: PairCounts, kinds: Mapping[str, int]) -> None:
        self.overlap.add(counts.overlap)
        self.runstat.add(counts.runstat)
        for i, n in enumerate(counts.merged):
            self.merged[i] += n
        _add_into(self.kappa, counts.kappa)
        _add_into(self.confusion, counts.confusion)
        _add_into(self.kinds, kinds)

    def _add_hipaa(
        self,
        name: str,
        docs: tuple[Document, Document],
        counted: tuple[dict[str, Tally], str],
        sides: tuple[SpanSide, SpanSide],
        used: set[LabelPair],
    ) -> None:
        tallies, text = counted
        index = self.hipaa.observe(name, (docs[0].tagset, docs[1].tagset), used)
        pending = self.pending.get(index)
        if pending is None:
            pending = self.pending[index] = _Pending({n: {} for n in SPAN_LEVELS})
        labels = frozenset(used)
        labels = self._interned.setdefault(labels, labels)
        pending.names.append(name)
        pending.labels.append(labels)
        # What the rule makes of a set of labels is asked once per distinct set.
        verdict = self._verdicts.get((index, labels))
        if verdict is None:
            rule = self.hipaa.rules[index]
            accepted = {p for p in used if rule(*p)}
            inside = labels_inside(used, accepted, self._labels)
            verdict = self._verdicts[index, labels] = (accepted, inside)
        accepted, inside = verdict
        if not accepted:
            return
        if len(accepted) < len(used):
            if inside is None:
                # Each span's pairs matter only when a label is partly in the subset.
                pairs = self._pairs(docs[0]), self._pairs(docs[1])
                tallies = hipaa_tallies(text, tallies, sides, pairs, accepted)
            else:
                # Every label wholly in or out: the labelled rows are those of
                # the full comparison, merged as they are rather than copied.
                for level in LABELLED:
                    merge_tally(pending.levels[level], tallies[level], inside)
                tallies = subset_binary(sides, inside)
        for level, tally in tallies.items():
            merge_tally(pending.levels[level], tally)

    def add_text_differs(self, name: str, reason: str = "texts differ") -> None:
        """Record a pair that was not compared because its texts differ, and how they do."""
        self.text_differs.append(name)
        self.differs_reasons[reason] += 1

    # ------------------------------------------------------------ the end

    def hipaa_levels(
        self, rescan: Callable[[set[str]], Iterable[Pair]] | None
    ) -> dict[str, Tally]:
        """The HIPAA subset's tallies under the final rule.

        Pairs scored under an earlier rule that accepted other labels of
        theirs are scored again: ``rescan(names)`` yields them once more.
        """
        final = self.hipaa.current()
        totals: dict[str, Tally] = {name: {} for name in SPAN_LEVELS}
        again: set[str] = set()
        for index, pending in self.pending.items():
            rule = self.hipaa.rules[index]
            same = all(
                {p for p in labels if rule(*p)} == {p for p in labels if final(*p)}
                for labels in set(pending.labels)
            )
            if same:
                for level, tally in pending.levels.items():
                    merge_tally(totals[level], tally)
            else:
                again.update(pending.names)
        if again:
            if rescan is None:
                raise RuntimeError(
                    "the HIPAA rule changed and the pairs cannot be read again"
                )
            redo = CorpusScorer(ScoreOptions(self.options.label_mode))
            for _name, reference, candidate in rescan(again):
                text = reference.text
                ref, cand = redo._spans(reference)[0], redo._spans(candidate)[0]
                ref_pairs, cand_pairs = redo._pairs(reference), redo._pairs(candidate)
                finder = TokenFinder(text)
                sides = SpanSide.of(text, ref, finder), SpanSide.of(text, cand, finder)
                used = {
                    *map(_TAG_CATEGORY, reference.markups),
                    *map(_TAG_CATEGORY, candidate.markups),
                }
                keep = {p for p in used if final(*p)}
                tallies = side_tallies(*sides)
                if keep != used:
                    tallies = hipaa_tallies(
                        text, tallies, sides, (ref_pairs, cand_pairs), keep
                    )
                for level, tally in tallies.items():
                    merge_tally(totals[level], tally)
        return totals

    def order(self) -> list[int]:
        """Indices of the rows in ascending document name (the continuum order)."""
        names = self.rows.names
        return sorted(range(len(names)), key=names.__getitem__)

    def disagreement_list(self, order: Sequence[int]) -> list[dict[str, Any]]:
        """Every disagreement, documents in name order (when they were kept)."""
        return [d for i in order for d in self.disagreements[i]]


def _named(spans: list[Line]) -> list[Span]:
    """The spans as :class:`Span` (what classify and observers read by field name)."""
    return list(map(Span._make, spans))


def _sums(tally: Tally) -> tuple[int, int, int]:
    tp = fp = fn = 0
    for a, b, c in tally.values():
        tp += a
        fp += b
        fn += c
    return tp, fp, fn


def _add_into(into: dict[K, int], counts: Mapping[K, int]) -> None:
    """``Counter.update`` for a mapping, without its per-call type checks."""
    get = into.get
    for key, n in counts.items():
        into[key] = get(key, 0) + n
