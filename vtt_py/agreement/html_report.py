"""The agreement report as one self-contained HTML page (inline CSS and SVG, no scripts)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from html import escape
from typing import Any

from vtt_py.agreement.html_cases import CaseCollector
from vtt_py.agreement.html_parts import (
    f1_chart,
    fmt,
    heat_map,
    score_cells,
    table,
)
from vtt_py.agreement.levels import SPAN_LEVELS
from vtt_py.agreement.report import DocumentPair
from vtt_py.agreement.text_report import (
    COEFFICIENTS,
    EXTRA_LEVELS,
    LEVEL_NOTES,
    bootstrap_caption,
)

_STYLE = """
body{font:14px/1.45 system-ui,sans-serif;margin:2em auto;max-width:70em;color:#222;padding:0 1em}
h1{font-size:1.6em}h2{margin-top:2em;border-bottom:1px solid #ccc}
table{border-collapse:collapse;margin:.6em 0}td,th{border:1px solid #ccc;padding:.2em .5em}
td{text-align:right}td:first-child,th{text-align:left}caption{text-align:left;font-weight:bold}
.explain{background:#f4f6f8;border-left:4px solid #0072B2;padding:.5em 1em;margin:.8em 0}
.big{font-size:1.3em;font-weight:bold}.undef{color:#b00}
.levels td:last-child{text-align:left}
.wide{overflow-x:auto;max-width:100%}
.heat td{text-align:center;min-width:2.5em}.heat td.zero{color:#bbb}
.heat th.col{font-size:.85em;writing-mode:vertical-rl;transform:rotate(180deg);
text-align:left;white-space:nowrap;padding:.4em .2em}
.heat tbody th{position:sticky;left:0;background:#fff;white-space:nowrap}
.legend .key{display:inline-block;width:1em;height:.8em;margin:0 .3em 0 1em}
.case{border:1px solid #ddd;border-radius:4px;margin:.8em 0;padding:.4em .8em}
.case h3{font-size:1em;margin:.2em 0}.ctx{font-family:monospace;white-space:pre-wrap;margin:.2em 0}
.who{display:inline-block;width:7em;font-weight:bold;font-family:system-ui,sans-serif}
mark.dis{background:#ffd0b0;outline:1px solid #d55e00}mark.ok{background:#d8ecf8}
mark.oth{background:#fbe8dc}.lab.oth{background:#e8b89a;color:#000}
.lab{font:11px system-ui,sans-serif;border-radius:3px;padding:0 3px;margin-left:2px;
vertical-align:super}
.lab.dis{background:#d55e00;color:#fff}.lab.ok{background:#9cc9e6;color:#000}
"""

_INTRO = """<div class="explain"><p>This report compares two annotations of the same texts.
The <b>reference</b> is the first set given (a gold standard, or annotator A); the
<b>candidate</b> is the second (a system, or annotator B). Swapping them swaps precision and
recall; F1 stays the same.</p>
<p><b>tp</b> (true positives) are candidate spans that match a reference span, <b>fp</b>
(false positives) candidate spans that match none, <b>fn</b> (false negatives) reference spans
nothing matched. Precision = tp / (tp + fp), recall = tp / (tp + fn), F1 is their harmonic
mean. Counts are summed over all documents before dividing (micro average). A value marked
<span class="undef">*</span> was 0/0 and is shown as 0.</p></div>"""

_CHANCE = """<div class="explain"><p><b>Cohen's kappa over tokens</b> treats every word-like token
of the text (a run of letters and digits) as an item. Each annotator gives the token the label
of a span touching it, or <i>O</i> for none. P<sub>o</sub> is the share of tokens both label
alike; P<sub>e</sub> the share expected by chance from each annotator's label frequencies;
kappa = (P<sub>o</sub> - P<sub>e</sub>) / (1 - P<sub>e</sub>). Because most tokens are O for
both, kappa tends to the F1 score as the text grows (Hripcsak &amp; Rothschild 2005): F1 is the
main figure, kappa a companion.</p>
<p><b>Krippendorff's alpha<sub>U</sub></b> (unitizing alpha, as in DKPro Agreement and
INCEpTION) compares where spans begin and end, character by character, giving partial credit
for partial overlap. D<sub>o</sub> is the observed disagreement, D<sub>e</sub> the disagreement
expected by chance; alpha = 1 - D<sub>o</sub> / D<sub>e</sub> (1 = perfect, 0 = chance level).
All documents form one continuous text in file-name order; the overall value is
1 - mean D<sub>o</sub> / mean D<sub>e</sub> over labels.</p></div>"""


def _summary(scores: Mapping[str, Any]) -> str:
    rows = [
        [escape(level), *score_cells(scores[level]), escape(LEVEL_NOTES[level])]
        for level in (*SPAN_LEVELS, *EXTRA_LEVELS)
        if level in scores
    ]
    rows += [
        [
            f"HIPAA {escape(level)}",
            *score_cells(scores["hipaa"][level]),
            "HIPAA labels only",
        ]
        for level in SPAN_LEVELS
    ]
    header = ["level", "tp", "fp", "fn", "precision", "recall", "F1", "a match means"]
    return table(header, rows, cls="levels")


def _per_label(scores: Mapping[str, Any]) -> str:
    parts = []
    for level in ("entity_strict", "entity_relaxed", "token"):
        rows = [
            [escape(lab), *score_cells(s)]
            for lab, s in scores[level]["per_label"].items()
        ]
        rows.append(["<b>micro</b>", *score_cells(scores[level])])
        header = ["label", "tp", "fp", "fn", "precision", "recall", "F1"]
        parts.append(table(header, rows, caption=escape(level)))
    return "".join(parts)


def _chance(report: Mapping[str, Any]) -> str:
    k, a = report["kappa_token"], report["alpha_u"]
    kappa = (
        f'<p class="big">kappa = {fmt(k["kappa"], k["undefined"])}</p>'
        f"<p>P<sub>o</sub> = {fmt(k['p_o'])}, P<sub>e</sub> = {fmt(k['p_e'])}, "
        f"{k['items']} tokens</p>"
    )
    alpha = (
        f'<p class="big">alpha<sub>U</sub> = {fmt(a["alpha"], a["undefined"])}</p>'
        f"<p>D<sub>o</sub> = {a['d_o']:.6g}, D<sub>e</sub> = {a['d_e']:.6g}, "
        f"continuum {a.get('continuum', 0)} characters</p>"
    )
    rows = [
        [
            escape(lab),
            fmt(c["alpha"], c["undefined"]),
            f"{c['d_o']:.6g}",
            f"{c['d_e']:.6g}",
        ]
        for lab, c in a["per_label"].items()
    ]
    return _CHANCE + kappa + alpha + table(["label", "alpha_U", "D_o", "D_e"], rows)


def _documents(report: Mapping[str, Any]) -> str:
    rows = []
    for d in report.get("per_document", []):
        rows.append(
            [
                escape(d["doc"]),
                str(d["characters"]),
                str(d["reference_spans"]),
                str(d["candidate_spans"]),
                fmt(d["entity_strict"]["f1"]),
                fmt(d["token"]["f1"]),
                fmt(d["kappa_token"]["kappa"], d["kappa_token"]["undefined"]),
                fmt(d["alpha_u"]["alpha"], d["alpha_u"]["undefined"]),
                str(d["disagreements"]),
            ]
        )
    header = ["document", "characters", "reference spans", "candidate spans", "strict F1",
              "token F1", "kappa", "alpha_U", "disagreements"]  # fmt: skip
    return table(header, rows)


def _files(report: Mapping[str, Any]) -> str:
    items = []
    for side in ("reference", "candidate"):
        names = report.get("unmatched", {}).get(side, [])
        if names:
            items.append(
                f"<li>Only in the {side} (not compared): {escape(', '.join(names))}</li>"
            )
    if report.get("text_differs"):
        names = ", ".join(report["text_differs"])
        items.append(f"<li>Texts differ, so not compared: {escape(names)}</li>")
    return (
        f"<ul>{''.join(items)}</ul>" if items else "<p>Every document was compared.</p>"
    )


def _bootstrap(report: Mapping[str, Any]) -> str:
    boot = report.get("bootstrap")
    if not boot or not boot.get("intervals"):
        return ""
    rows = [
        [escape(key), *(f"{lo:.4f} to {hi:.4f}" for lo, hi in ranges.values())]
        for key, ranges in boot["intervals"].items()
        if key not in COEFFICIENTS
    ]
    for key, (title, figure) in COEFFICIENTS.items():
        if key in boot["intervals"]:
            lo, hi = boot["intervals"][key][figure]
            rows.append([title, "", "", f"{lo:.4f} to {hi:.4f}"])
    intro = (
        f"<p>{escape(bootstrap_caption(boot))}: the range the figure would likely take "
        "on another sample of notes like these.</p>"
    )
    header = ["level", "precision", "recall", "F1 (kappa, alpha)"]
    return "<h2>Confidence intervals</h2>" + intro + table(header, rows)


def render_html(
    report: Mapping[str, Any], pairs: Iterable[DocumentPair] | CaseCollector
) -> str:
    """The report as one self-contained HTML page.

    Args:
        report: what :func:`compare_documents` returned.
        pairs: the compared document pairs (their texts show each
            disagreement in context), or the cases a
            :class:`~vtt_py.agreement.html_cases.CaseCollector` drew while
            the pairs were compared.

    Returns:
        HTML with inline CSS and SVG, no scripts and no external resources.
        Every document text and label is HTML-escaped.
    """
    cases = (
        pairs if isinstance(pairs, CaseCollector) else CaseCollector.of(report, pairs)
    )
    scores = report["scores"]
    candidate = report["candidate"] or "candidate"
    title = f"Agreement: {candidate} against {report['reference'] or 'reference'}"
    hipaa = report.get("hipaa_tagset") or "none (no tag set marks these labels)"
    sections = [
        f"<h1>{escape(title)}</h1>",
        f"<p>{report['documents']} documents compared. Labels: "
        f"<code>{escape(report['label_mode'])}</code>. HIPAA labels from: {escape(hipaa)}.</p>",
        _INTRO,
        "<h2>Scores by level</h2>" + _summary(scores),
        "<h2>F1 per label</h2><p>One group of bars per label: strict, relaxed and token F1 "
        "(1 = the two sides agree on every span of that label).</p>" + f1_chart(scores),
        "<h2>Scores per label</h2><p>The same counts restricted to one label at a time; "
        "the micro row sums every label.</p>" + _per_label(scores),
        "<h2>Chance-corrected agreement</h2>" + _chance(report),
        "<h2>Label confusion (identical offsets)</h2>"
        "<p>Rows: reference labels; columns: candidate labels. The diagonal counts agreements; "
        "'missing' counts reference spans with no candidate at the same offsets; 'spurious' "
        "candidate spans with no reference at the same offsets.</p>"
        + heat_map(report["confusion"]),
        _bootstrap(report),
        "<h2>Documents</h2><p>Each compared document on its own (alpha<sub>U</sub> here uses "
        "the document alone as its continuum).</p>"
        + _documents(report)
        + _files(report),
        "<h2>Disagreements in context</h2>" + cases.html(),
    ]
    return (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        f"<title>{escape(title)}</title><style>{_STYLE}</style></head><body>"
        + "\n".join(sections)
        + "</body></html>\n"
    )
