"""The privacy risk report as terminal text and as one self-contained HTML page.

Neither shows the revealed text unless the report carries it (``--show-text``):
the report is meant to be shared, the PHI is not.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape
from typing import Any

from vtt_py.agreement.html_parts import table
from vtt_py.agreement.text_report import table_lines

_INTRO = (
    "Each piece of the reference's PHI that the candidate leaves uncovered (no candidate span, "
    "of any label, covers it), rated as NLM's de-identification report (seed 003) asks: names by "
    "the people in the US who bear them (a misspelt one: the people bearing any census name "
    "within two edits), partly revealed identifiers by the values they could still take, other "
    "identifiers by what they reveal. Highest risk first."
)


def estimate_text(item: Mapping[str, Any], none: str = "-") -> str:
    """An item's estimate as shown: ``17,410 people``, ``1 value``."""
    count = item["estimate"]
    if count is None:
        return none
    unit = "value" if count == 1 and item["unit"] == "values" else item["unit"]
    return f"{count:,} {unit}"


def _summary_lines(report: Mapping[str, Any]) -> list[str]:
    risk = report["risk"]
    s = risk["summary"]
    share = s["revealed_tokens"] / s["gold_tokens"] if s["gold_tokens"] else 0.0
    levels = ", ".join(f"{n} {level}" for level, n in s["by_level"].items())
    kinds = ", ".join(f"{n} {kind}" for kind, n in s["by_kind"].items()) or "none"
    fewest = s["fewest_people"]
    return [
        f"{s['documents']} documents; {s['gold_tokens']} gold PHI tokens, "
        f"{s['revealed_tokens']} revealed ({share:.1%})",
        f"{s['items']} revealed items: {levels}",
        f"by kind: {kinds}",
        "fewest people bearing a revealed name (of a HIPAA label): "
        + (f"{fewest:,}" if fewest is not None else "no name revealed"),
        f"HIPAA labels from: {hipaa_source(risk['basis'])}",
    ]


def hipaa_source(basis: Mapping[str, Any]) -> str:
    """Where the report's HIPAA labels come from, as a reader is told."""
    source = basis.get("hipaa_tagset")
    return source or "no tag set (every label counts as a HIPAA identifier)"


HEADER = ("#", "level", "document", "characters", "label", "kind", "estimate", "basis")


def item_cells(i: int, item: Mapping[str, Any], with_text: bool) -> list[str]:
    """An item's cells under :data:`HEADER` (and its revealed text when asked)."""
    cells = [
        str(i),
        item["level"],
        item["doc"],
        f"{item['start']}-{item['end']}",
        item["label"],
        item["kind"],
        estimate_text(item),
        item["basis"],
    ]
    return [*cells, item.get("text", "")] if with_text else cells


def render_risk_text(report: Mapping[str, Any], limit: int | None = None) -> str:
    """The risk report as text: summary, levels, then every item (or the first ``limit``)."""
    risk = report["risk"]
    head = [
        f"Privacy risk: {report['candidate'] or 'candidate'} (candidate) against "
        f"{report['reference'] or 'reference'} (reference)",
        "",
        *_summary_lines(report),
        "",
        *(f"  {level}: {text}" for level, text in risk["basis"]["levels"].items()),
        f"  names: {risk['basis']['names']}; misspelt: {risk['basis']['misspelt_names']}",
        "",
    ]
    items: Sequence[Mapping[str, Any]] = risk["items"]
    shown = items if limit is None else items[:limit]
    with_text = any("text" in item for item in shown)
    header = [*HEADER, "revealed text"] if with_text else list(HEADER)
    rows = [item_cells(i, item, with_text) for i, item in enumerate(shown, 1)]
    align = "rlllllrl" + ("l" if with_text else "")
    lines = head + (
        table_lines(header, rows, align=align) if rows else ["Nothing revealed."]
    )
    if len(shown) < len(items):
        lines.append(f"... {len(items) - len(shown)} more (--json lists all)")
    if not with_text:
        lines += ["", "Revealed text is not shown (--show-text shows it; it is PHI)."]
    return "\n".join(lines) + "\n"


_STYLE = """
body{font:14px/1.45 system-ui,sans-serif;margin:2em auto;max-width:72em;color:#222;padding:0 1em}
table{border-collapse:collapse;margin:.6em 0}td,th{border:1px solid #ccc;padding:.2em .5em}
td{text-align:left;vertical-align:top}th{text-align:left;background:#f4f6f8}
.explain{background:#f4f6f8;border-left:4px solid #0072B2;padding:.5em 1em;margin:.8em 0}
.high{color:#fff;background:#D55E00}.moderate{background:#E69F00}.low{background:#d8ecf8}
"""


def _html_row(i: int, item: Mapping[str, Any], with_text: bool) -> list[str]:
    cells = [escape(cell) for cell in item_cells(i, item, with_text)]
    cells[1] = f'<span class="{cells[1]}">{cells[1]}</span>'
    return cells


def render_risk_html(report: Mapping[str, Any]) -> str:
    """The risk report as one self-contained HTML page (no scripts, nothing external)."""
    risk = report["risk"]
    title = (
        f"Privacy risk: {report['candidate'] or 'candidate'} against "
        f"{report['reference'] or 'reference'}"
    )
    with_text = any("text" in item for item in risk["items"])
    header = [*HEADER, "revealed text"] if with_text else list(HEADER)
    rows = [_html_row(i, item, with_text) for i, item in enumerate(risk["items"], 1)]
    levels = "".join(
        f"<li><b>{escape(level)}</b>: {escape(text)}</li>"
        for level, text in risk["basis"]["levels"].items()
    )
    summary = "".join(f"<li>{escape(line)}</li>" for line in _summary_lines(report))
    note = (
        ""
        if with_text
        else "<p>Revealed text is not shown: the report can be shared.</p>"
    )
    return (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        f"<title>{escape(title)}</title><style>{_STYLE}</style></head><body>"
        f"<h1>{escape(title)}</h1><div class='explain'><p>{escape(_INTRO)}</p>"
        f"<ul>{levels}</ul><p>Names: {escape(risk['basis']['names'])}.</p></div>"
        f"<h2>Summary</h2><ul>{summary}</ul><h2>Revealed PHI, highest risk first</h2>{note}"
        + (table(header, rows) if rows else "<p>Nothing revealed.</p>")
        + "</body></html>\n"
    )
