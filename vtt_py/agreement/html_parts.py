"""Pieces of the HTML report: tables, the F1 bar chart (SVG), the confusion heat map, snippets."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape
from typing import Any

from vtt_py.agreement.spans import Span

#: Bar colours of the F1 chart, one per level (colour-blind safe).
LEVEL_COLOURS = {
    "entity_strict": "#0072B2",
    "entity_relaxed": "#56B4E9",
    "token": "#E69F00",
}
#: Characters of note text shown on each side of a disagreement.
CONTEXT = 80


def fmt(value: object, undefined: bool = False) -> str:
    """A number for a table cell; 0/0 values get a marked footnote sign."""
    text = f"{value:.4f}" if isinstance(value, float) else escape(str(value))
    return (
        f'{text}<sup class="undef" title="0/0, reported as 0">*</sup>'
        if undefined
        else text
    )


def table(
    header: Sequence[str],
    rows: Sequence[Sequence[str]],
    *,
    caption: str = "",
    cls: str = "",
) -> str:
    """An HTML table; cells are already escaped HTML."""
    head = "".join(f"<th>{h}</th>" for h in header)
    body = "".join(
        "<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>" for row in rows
    )
    cap = f"<caption>{caption}</caption>" if caption else ""
    return f'<table class="{cls}">{cap}<thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>'


def score_cells(s: Mapping[str, Any]) -> list[str]:
    """tp, fp, fn, precision, recall, F1 cells of one score dict."""
    undefined = set(s.get("undefined", ()))
    return [
        str(s["tp"]),
        str(s["fp"]),
        str(s["fn"]),
        fmt(s["precision"], "precision" in undefined),
        fmt(s["recall"], "recall" in undefined),
        fmt(s["f1"], "f1" in undefined),
    ]


def f1_chart(scores: Mapping[str, Any]) -> str:
    """Horizontal bars of per-label F1 for the strict, relaxed and token levels."""
    labels = sorted(
        {label for level in LEVEL_COLOURS for label in scores[level]["per_label"]}
    )
    if not labels:
        return "<p>No labelled spans on either side.</p>"
    label_w, bar_w, bar_h, gap = 220, 360, 12, 10
    group_h = bar_h * len(LEVEL_COLOURS) + gap
    height = 30 + group_h * len(labels)
    parts = [
        f'<svg class="chart" role="img" width="{label_w + bar_w + 70}" height="{height}" '
        f'viewBox="0 0 {label_w + bar_w + 70} {height}" xmlns="http://www.w3.org/2000/svg">',
        "<title>F1 per label</title>",
    ]
    for x in (0, 0.25, 0.5, 0.75, 1.0):
        px = label_w + x * bar_w
        parts.append(f'<line x1="{px}" y1="18" x2="{px}" y2="{height}" stroke="#ddd"/>')
        parts.append(
            f'<text x="{px}" y="12" font-size="10" text-anchor="middle">{x:g}</text>'
        )
    for i, label in enumerate(labels):
        y0 = 24 + i * group_h
        parts.append(
            f'<text x="{label_w - 6}" y="{y0 + group_h / 2}" font-size="12" '
            f'text-anchor="end">{escape(label)}</text>'
        )
        for j, (level, colour) in enumerate(LEVEL_COLOURS.items()):
            s = scores[level]["per_label"].get(label)
            f1 = float(s["f1"]) if s else 0.0
            y = y0 + j * bar_h
            parts.append(
                f'<rect x="{label_w}" y="{y}" width="{f1 * bar_w:.1f}" height="{bar_h - 2}" '
                f'fill="{colour}"><title>{escape(label)} {level} F1 {f1:.4f}</title></rect>'
            )
            parts.append(
                f'<text x="{label_w + f1 * bar_w + 4:.1f}" y="{y + bar_h - 3}" '
                f'font-size="10">{f1:.2f}</text>'
            )
    parts.append("</svg>")
    legend = " ".join(
        f'<span class="key" style="background:{c}"></span>{escape(level)}'
        for level, c in LEVEL_COLOURS.items()
    )
    return f'<div class="legend">{legend}</div>' + "".join(parts)


def heat_map(confusion: Mapping[str, Any]) -> str:
    """The confusion matrix as a table whose cell colour grows with the count."""
    rows = confusion.get("reference_labels", [])
    cols = confusion.get("candidate_labels", [])
    if not rows and not cols:
        return "<p>No spans on either side.</p>"
    matrix = confusion.get("matrix", {})
    missing = confusion.get("missing", {})
    spurious = confusion.get("spurious", {})
    values = [n for row in matrix.values() for n in row.values()]
    top = max([*values, *missing.values(), *spurious.values(), 1])

    def cell(n: int, diagonal: bool) -> str:
        if not n:
            return '<td class="zero">0</td>'
        shade = 0.15 + 0.85 * n / top
        hue = "0,114,178" if diagonal else "213,94,0"
        ink = "#fff" if shade > 0.55 else "#000"
        return f'<td style="background:rgba({hue},{shade:.2f});color:{ink}">{n}</td>'

    head = "".join(f'<th class="col">{escape(c)}</th>' for c in cols)
    body = []
    for r in rows:
        cells = "".join(cell(matrix.get(r, {}).get(c, 0), r == c) for c in cols)
        body.append(
            f"<tr><th>{escape(r)}</th>{cells}{cell(missing.get(r, 0), False)}</tr>"
        )
    spur = "".join(cell(spurious.get(c, 0), False) for c in cols)
    body.append(f'<tr><th>spurious</th>{spur}<td class="zero"></td></tr>')
    # Thirty labels make a wide matrix: it scrolls sideways, row labels stay.
    return (
        '<div class="wide"><table class="heat"><thead><tr><th>reference \\ candidate</th>'
        f'{head}<th class="col">missing</th></tr></thead><tbody>{"".join(body)}</tbody>'
        "</table></div>"
    )


#: Snippet highlight classes, strongest first: this case's disagreement,
#: another disagreement nearby, a span both sides agree on.
_STRENGTH = ("dis", "oth", "ok")


def snippet(
    text: str, spans: Sequence[Span], styles: Mapping[Span, str], lo: int, hi: int
) -> str:
    """``text[lo:hi]`` with the spans highlighted and labelled, HTML-escaped.

    Args:
        text: the document text.
        spans: one side's spans.
        styles: class per span (``dis`` for the case shown, ``oth`` for
            other disagreements); spans not listed agree with the other side
            and get ``ok``.
        lo: window start.
        hi: window end.
    """
    inside = [s for s in spans if s.end > lo and s.start < hi and s.start < s.end]
    cuts = sorted(
        {lo, hi, *(max(lo, s.start) for s in inside), *(min(hi, s.end) for s in inside)}
    )
    out = ["…" if lo > 0 else ""]
    for a, b in zip(cuts, cuts[1:], strict=False):
        covering = [s for s in inside if s.start <= a and s.end >= b]
        chunk = escape(text[a:b])
        if covering:
            cls = min((styles.get(s, "ok") for s in covering), key=_STRENGTH.index)
            names = escape(", ".join(s.label for s in covering))
            chunk = f'<mark class="{cls}" title="{names}">{chunk}</mark>'
        out.append(chunk)
        for s in inside:
            if s.end == b:
                out.append(
                    f'<span class="lab {styles.get(s, "ok")}">{escape(s.label)}</span>'
                )
    out.append("…" if hi < len(text) else "")
    return "".join(out)
