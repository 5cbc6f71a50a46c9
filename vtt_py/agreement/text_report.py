"""The agreement report as terminal tables (no document text is printed)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from vtt_py.agreement.levels import SPAN_LEVELS

#: Levels in table order, with the short explanation printed beside each.
LEVEL_NOTES = {
    "entity_strict": "same start, end and label",
    "entity_relaxed": "same start and label, end within 2 characters",
    "binary_strict": "same start and end, label ignored",
    "token": "i2b2 tokens ([A-Za-z0-9] runs) inside spans, label must match",
    "binary_token": "i2b2 tokens, label ignored",
    "binary_overlap": "any shared character, distinct spans, label ignored, not one-to-one",
    "binary_overlap_runstat": "PhysioNet runStat.pl exactly: touching spans overlap, "
    "every line counts",
    "binary_merged": "MEDDOCAN subtrack 2 merged: spans joined across punctuation",
}
#: The label-blind levels after the five of measures.md §1, in table order.
EXTRA_LEVELS = ("binary_overlap", "binary_overlap_runstat", "binary_merged")
_PER_LABEL_LEVELS = ("entity_strict", "entity_relaxed", "token")


def _num(value: object, undefined: bool = False) -> str:
    text = f"{float(value):.4f}" if isinstance(value, int | float) else str(value)
    return text + ("*" if undefined else " ")


def table_lines(
    header: Sequence[str],
    rows: Sequence[Sequence[str]],
    indent: str = "  ",
    align: str = "",
) -> list[str]:
    """Rows under a header, in columns: the first left-aligned, the others right-aligned.

    ``align`` overrides that per column: ``l`` or ``r`` for each.
    """
    widths = [max(len(str(c)) for c in col) for col in zip(header, *rows, strict=False)]
    align = align or "l" + "r" * (len(widths) - 1)
    lines = []
    for i, row in enumerate([header, *rows]):
        cells = [
            f"{cell:<{w}}" if align[j] == "l" else f"{cell:>{w}}"
            for j, (cell, w) in enumerate(zip(row, widths, strict=False))
        ]
        lines.append(indent + "  ".join(cells).rstrip())
        if i == 0:
            lines.append(indent + "  ".join("-" * w for w in widths))
    return lines


def _score_row(name: str, s: Mapping[str, Any]) -> list[str]:
    undefined = set(s.get("undefined", ()))
    return [
        name,
        str(s["tp"]),
        str(s["fp"]),
        str(s["fn"]),
        _num(s["precision"], "precision" in undefined),
        _num(s["recall"], "recall" in undefined),
        _num(s["f1"], "f1" in undefined),
    ]


_HEADER = ["", "tp", "fp", "fn", "precision ", "recall ", "F1 "]


def _levels_section(scores: Mapping[str, Any]) -> list[str]:
    lines = [
        "Span-level scores, micro-averaged over documents (tp/fp/fn are span or token counts)"
    ]
    rows = [
        _score_row(level, scores[level])
        for level in (*SPAN_LEVELS, *EXTRA_LEVELS)
        if level in scores
    ]
    rows += [
        _score_row(f"HIPAA {level}", scores["hipaa"][level]) for level in SPAN_LEVELS
    ]
    lines += table_lines(["level", *_HEADER[1:]], rows)
    lines.append("")
    lines += [f"  {level}: {note}" for level, note in LEVEL_NOTES.items()]
    return lines + _hipaa_notes(scores)


def _hipaa_notes(scores: Mapping[str, Any]) -> list[str]:
    """Why a side's HIPAA rows hold none of its spans: its labels are outside the list.

    An untyped system (deid.pl's ``PHI``) marks no span with a HIPAA label,
    so, as in i2b2's scorer, every HIPAA row finds nothing: said here, or
    the zeros read as a system that found nothing.
    """
    every, hipaa = scores["binary_strict"], scores["hipaa"]["binary_strict"]
    lines = []
    for side, own, other in (("candidate", "fp", "fn"), ("reference", "fn", "fp")):
        if every["tp"] + every[own] and not hipaa["tp"] + hipaa[own] and hipaa[other]:
            lines += [
                f"  HIPAA rows: none of the {side}'s spans has a HIPAA label "
                "(an untyped system?),",
                "    so they count none of them; the label-blind rows above "
                "compare every span",
            ]
    return lines


def _per_label_section(scores: Mapping[str, Any]) -> list[str]:
    lines: list[str] = []
    for level in _PER_LABEL_LEVELS:
        per_label = scores[level]["per_label"]
        if not per_label:
            continue
        rows = [_score_row(label, s) for label, s in per_label.items()]
        rows.append(_score_row("micro", scores[level]))
        lines += ["", f"Per label: {level}"] + table_lines(
            ["label", *_HEADER[1:]], rows
        )
    return lines


def _chance_section(report: Mapping[str, Any]) -> list[str]:
    k = report["kappa_token"]
    a = report["alpha_u"]
    lines = [
        "",
        f"Cohen's kappa over tokens: {_num(k['kappa'], k['undefined']).strip()}  "
        f"(P_o {k['p_o']:.4f}, P_e {k['p_e']:.4f}, {k['items']} tokens; "
        "kappa = (P_o - P_e) / (1 - P_e))",
        f"Krippendorff's alpha_U: {_num(a['alpha'], a['undefined']).strip()}  "
        f"(D_o {a['d_o']:.6g}, D_e {a['d_e']:.6g}, continuum {a.get('continuum', 0)} "
        "characters; alpha = 1 - D_o / D_e)",
    ]
    rows = [
        [label, _num(c["alpha"], c["undefined"]), f"{c['d_o']:.6g}", f"{c['d_e']:.6g}"]
        for label, c in a["per_label"].items()
    ]
    if rows:
        lines += table_lines(["label", "alpha_U ", "D_o", "D_e"], rows)
    return lines


def _disagreement_section(report: Mapping[str, Any]) -> list[str]:
    kinds = report.get("disagreement_counts") or Counter(
        d["kind"] for d in report["disagreements"]
    )
    total = sum(kinds.values())
    parts = ", ".join(
        f"{kinds[k]} {k}" for k in ("type", "boundary", "missing", "spurious")
    )
    lines = [
        "",
        f"Disagreements: {total} spans ({parts}); --json or --html lists each one.",
    ]
    confusion = report.get("confusion", {})
    swaps = [
        (ref, cand, n)
        for ref, row in confusion.get("matrix", {}).items()
        for cand, n in row.items()
        if ref != cand
    ]
    if swaps:
        lines.append("Type confusions (same offsets, reference -> candidate):")
        lines += [
            f"  {ref} -> {cand}: {n}"
            for ref, cand, n in sorted(swaps, key=lambda s: -s[2])
        ]
    return lines


def _files_section(report: Mapping[str, Any]) -> list[str]:
    lines: list[str] = []
    unmatched = report.get("unmatched", {})
    for side in ("reference", "candidate"):
        names = unmatched.get(side, [])
        if names:
            lines.append(
                f"Only in the {side} ({len(names)}, not compared): " + ", ".join(names)
            )
    if report.get("text_differs"):
        names = report["text_differs"]
        lines.append(f"Texts differ ({len(names)}, not compared): " + ", ".join(names))
    return [""] + lines if lines else []


#: Bootstrap intervals of the chance-corrected coefficients: key -> (title, figure).
COEFFICIENTS = {
    "kappa_token": ("kappa over tokens", "kappa"),
    "alpha_u": ("alpha_U", "alpha"),
}


def bootstrap_caption(boot: Mapping[str, Any]) -> str:
    """What the intervals are: level, method, what was resampled, how often, the seed."""
    pct = round(boot["confidence"] * 100)
    method = {"bca": "BCa", "percentile": "percentile"}.get(
        boot.get("method", ""), "percentile"
    )
    unit = (
        f"{boot['groups']} groups ({boot['group_pattern']})"
        if boot.get("unit") == "group"
        else "the documents"
    )
    fallback = boot.get("percentile_fallback") or []
    note = f"; percentile for {', '.join(fallback)}" if fallback else ""
    return (
        f"Bootstrap {pct}% {method} intervals ({boot['resamples']} resamples of {unit}, "
        f"seed {boot['seed']}; alpha_U: percentile{note})"
    )


def _bootstrap_section(report: Mapping[str, Any]) -> list[str]:
    boot = report.get("bootstrap")
    if not boot or not boot.get("intervals"):
        return []
    lines = ["", bootstrap_caption(boot) + ":"]
    rows = [
        [key, *(f"{lo:.4f}-{hi:.4f}" for lo, hi in ranges.values())]
        for key, ranges in boot["intervals"].items()
        if key not in COEFFICIENTS
    ]
    lines += table_lines(["level", "precision", "recall", "F1"], rows)
    for key, (title, figure) in COEFFICIENTS.items():
        if key in boot["intervals"]:
            lo, hi = boot["intervals"][key][figure]
            lines.append(f"  {title}: {lo:.4f}-{hi:.4f}")
    return lines


def render_text(report: Mapping[str, Any]) -> str:
    """The report as plain-text tables for a terminal.

    Figures marked ``*`` were 0/0 and are shown as 0. Span texts are not
    printed (they may be PHI); the JSON and HTML reports hold them.
    """
    head = [
        f"Agreement of {report['candidate'] or 'candidate'} (candidate) "
        f"against {report['reference'] or 'reference'} (reference)",
        f"{report['documents']} documents compared; labels: {report['label_mode']}; "
        f"HIPAA labels from: {report.get('hipaa_tagset') or 'no tag set (HIPAA subset empty)'}",
        "",
    ]
    lines = (
        head + _levels_section(report["scores"]) + _per_label_section(report["scores"])
    )
    lines += _chance_section(report) + _disagreement_section(report)
    lines += _files_section(report) + _bootstrap_section(report)
    lines += ["", "* 0/0, reported as 0"]
    return "\n".join(lines) + "\n"
