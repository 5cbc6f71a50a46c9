"""Two systems compared against one reference, as terminal text and as an HTML page."""

from __future__ import annotations

from collections.abc import Mapping
from html import escape
from typing import Any

from vtt_py.agreement.html_parts import table
from vtt_py.agreement.text_report import table_lines

_METHODS = {"bca": "BCa", "percentile": "percentile"}
_HEADER = ["measure", "A", "B", "A - B", "95% interval of A - B", "p (Wilcoxon)", "n"]


def _p(test: Mapping[str, Any]) -> str:
    if test["p"] is None:
        return "-"
    p = test["p"]
    text = f"{p:.4f}" if p >= 1e-4 else f"{p:.1e}"
    return text + ("*" if test.get("note") else "")


def _interval(measure: Mapping[str, Any]) -> str:
    found = measure.get("interval_difference")
    return "" if found is None else f"{found[0]:+.4f} to {found[1]:+.4f}"


def _rows(report: Mapping[str, Any]) -> list[list[str]]:
    return [
        [
            f"{m['key']} {m['figure']}",
            f"{m['a']:.4f}",
            f"{m['b']:.4f}",
            f"{m['difference']:+.4f}",
            _interval(m),
            _p(m["wilcoxon"]),
            str(m["wilcoxon"]["n"]),
        ]
        for m in report["measures"]
    ]


def _head(report: Mapping[str, Any]) -> list[str]:
    unit = (
        f"{report['groups']} groups (pattern {report['group_pattern']})"
        if report["unit"] == "group"
        else f"{report['groups']} documents"
    )
    lines = [
        f"A = {report['a']}, B = {report['b']}, both against {report['reference']}",
        f"{report['documents']} documents compared by both; paired over {unit}",
        "p: Wilcoxon signed-rank test of the per-"
        + ("group" if report["unit"] == "group" else "document")
        + " values, Pratt's treatment of zero differences, normal approximation; "
        "n: pairs where the measure is defined for both",
    ]
    boot = report.get("bootstrap")
    if boot:
        lines.append(
            f"intervals: {_METHODS[boot['method']]} from {boot['resamples']} paired resamples of "
            f"the {report['unit']}s (seed {boot['seed']})"
        )
    for side in ("a", "b"):
        only = report[f"only_{side}"]
        if only:
            lines.append(
                f"{len(only)} documents compared for {side.upper()} only, left out"
            )
    return lines


def _untyped_notes(report: Mapping[str, Any]) -> list[str]:
    """Why a side scores 0 on every label-aware row: none of its labels is the reference's.

    deid.pl marks every span ``PHI``; its entity, token, kappa and alpha rows
    are then 0 with tiny p-values, which reads as a system that found
    nothing unless said.
    """
    values = {(m["key"], m["figure"]): m for m in report["measures"]}
    typed = values.get(("entity_relaxed", "recall"))
    blind = values.get(("binary_overlap", "recall"))
    if typed is None or blind is None:
        return []
    return [
        f"{side.upper()}: no span of it has the reference's label (an untyped "
        "system?), so the label-aware rows (entity, token, kappa, alpha) are 0; "
        "compare the binary rows"
        for side in ("a", "b")
        if typed[side] == 0 and blind[side] > 0
    ]


def render_versus_text(report: Mapping[str, Any]) -> str:
    """The comparison as a table: each measure for A and B, the difference, interval and p."""
    lines = _head(report) + [""] + table_lines(_HEADER, _rows(report))
    notes = _untyped_notes(report)
    if notes:
        lines += ["", *notes]
    if any(
        m["wilcoxon"].get("note") and m["wilcoxon"]["p"] is not None
        for m in report["measures"]
    ):
        lines += [
            "",
            "* fewer than 10 non-zero differences: the p-value is approximate",
        ]
    return "\n".join(lines) + "\n"


def render_versus_html(report: Mapping[str, Any]) -> str:
    """The comparison as one self-contained HTML page."""
    title = f"{report['a']} versus {report['b']} against {report['reference']}"
    intro = "".join(
        f"<p>{escape(line)}</p>" for line in _head(report) + _untyped_notes(report)
    )
    rows = [[escape(cell) for cell in row] for row in _rows(report)]
    return (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        f"<title>{escape(title)}</title><style>body{{font:14px/1.45 system-ui,sans-serif;"
        "margin:2em auto;max-width:70em;padding:0 1em}table{border-collapse:collapse}"
        "td,th{border:1px solid #ccc;padding:.2em .5em}td{text-align:right}"
        "td:first-child{text-align:left}</style></head><body>"
        f"<h1>{escape(title)}</h1>{intro}{table(_HEADER, rows)}</body></html>\n"
    )
