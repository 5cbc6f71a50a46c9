"""The report of a finished comparison, as plain data (measures.md §5 keys first)."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from vtt_py.agreement.bootstrap import bootstrap_intervals
from vtt_py.agreement.engine import KINDS, CorpusScorer, Pair
from vtt_py.agreement.levels import SPAN_LEVELS, Tally
from vtt_py.agreement.perdoc import LazyList
from vtt_py.agreement.ratios import Counts
from vtt_py.agreement.resample import Resampling
from vtt_py.agreement.summaries import (
    alpha_dict,
    confusion_dict,
    kappa_dict,
    level_scores,
    overlap_scores,
)

#: Levels whose label is ignored: their ``per_label`` is empty.
BINARY_LEVELS = (
    "binary_strict",
    "binary_token",
    "binary_overlap",
    "binary_overlap_runstat",
    "binary_merged",
)


def _levels(levels: dict[str, Tally]) -> dict[str, object]:
    return {
        level: level_scores(levels[level], per_label=level not in BINARY_LEVELS)
        for level in SPAN_LEVELS
    }


def assemble(
    scorer: CorpusScorer,
    resampling: Resampling,
    rescan: Callable[[set[str]], Iterable[Pair]] | None,
    *,
    reference: str = "",
    candidate: str = "",
) -> dict[str, object]:
    """The report of everything ``scorer`` has seen.

    Args:
        scorer: the scorer, after its last pair.
        resampling: bootstrap options.
        rescan: yields named pairs again if the HIPAA rule changed after
            some of them were scored (see :meth:`CorpusScorer.hipaa_levels`).
        reference: how to name the reference in the report.
        candidate: how to name the candidate.
    """
    order = scorer.order()
    scores = _levels(scorer.levels)
    scores["binary_overlap"] = overlap_scores(scorer.overlap)
    scores["binary_overlap_runstat"] = overlap_scores(scorer.runstat)
    scores["binary_merged"] = Counts(*scorer.merged).scores() | {"per_label": {}}
    scores["hipaa"] = _levels(scorer.hipaa_levels(rescan))
    boot = None
    rows = scorer.rows
    if resampling.resamples > 0:
        documents = [scorer.alpha.documents[i] for i in order]
        names = [rows.names[i] for i in order]
        boot = bootstrap_intervals(scorer.stats, names, order, resampling, documents)
    report: dict[str, object] = {
        "reference": reference,
        "candidate": candidate,
        "documents": len(rows),
        "label_mode": scorer.options.label_mode,
        "scores": scores,
        "kappa_token": kappa_dict(scorer.kappa),
        "alpha_u": alpha_dict(scorer.alpha.corpus(order))
        | {"continuum": scorer.alpha.length},
    }
    if scorer.options.keep_disagreements:
        report["disagreements"] = scorer.disagreement_list(order)
    rule = scorer.hipaa.current()
    report["confusion"] = confusion_dict(scorer.confusion)
    if scorer.options.per_document:
        # Built as read (a 200,000-note report would hold 200,000 dicts).
        report["per_document"] = (
            LazyList(order, lambda i: rows[i].entry())
            if scorer.options.lazy_rows
            else [rows[i].entry() for i in order]
        )
    report |= {
        "unmatched": {"reference": [], "candidate": []},
        "text_differs": sorted(scorer.text_differs),
        "hipaa_tagset": rule.source,
        "bootstrap": boot,
        "disagreement_counts": {kind: scorer.kinds[kind] for kind in KINDS},
    }
    if scorer.risk is not None:
        report["risk"] = scorer.risk.report(rule, show_text=scorer.options.show_text)
    return report
