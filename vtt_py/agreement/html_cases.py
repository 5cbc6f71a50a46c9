"""Disagreements drawn in their context for the HTML report, while the pairs are compared.

A corpus is read one pair at a time and its texts are not kept, so the
cases the page shows are drawn as each pair goes by: at most
:data:`MAX_CASES` of them, the first by document name.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from html import escape
from typing import Any

from vtt_py.agreement.html_parts import CONTEXT, snippet
from vtt_py.agreement.report import DocumentPair
from vtt_py.agreement.spans import Span, document_spans

#: Disagreement cases drawn in context at most (the JSON has all of them).
MAX_CASES = 2000

_KINDS = """<div class="explain"><p>Every span without an exact match (same offsets and label) on
the other side is listed. <b>type</b>: the other side has a span with the same offsets but
another label. <b>boundary</b>: the other side has overlapping spans, none with the same
offsets. <b>missing</b>: a reference span nothing overlaps. <b>spurious</b>: a candidate span
nothing overlaps. Highlighted in <mark class="dis">orange</mark>: the case shown; in
<mark class="oth">pale orange</mark>: other disagreements nearby; in <mark class="ok">blue</mark>:
spans both sides agree on. Each label follows its span.</p></div>"""


class CaseCollector:
    """Draws each pair's disagreement cases as it is compared (a pair observer)."""

    def __init__(self) -> None:
        self.drawn: list[tuple[str, int, str]] = []  # (document, case, HTML)
        self.total = 0

    @classmethod
    def of(
        cls, report: Mapping[str, Any], pairs: Iterable[DocumentPair]
    ) -> CaseCollector:
        """The cases of a finished report whose pairs are still in memory."""
        mode = report["label_mode"]
        by_doc: dict[str, list[dict[str, object]]] = {}
        for d in report["disagreements"]:
            by_doc.setdefault(d["doc"], []).append(d)
        found = cls()
        for pair in pairs:
            name, ref_doc, cand_doc = pair
            sides = (
                document_spans(ref_doc, label_mode=mode),
                document_spans(cand_doc, label_mode=mode),
            )
            found.observe(pair, sides, by_doc.get(name, []))
        return found

    def observe(
        self,
        pair: tuple[str, Any, Any],
        spans: tuple[Sequence[Span], Sequence[Span]],
        disagreements: Sequence[dict[str, object]],
    ) -> None:
        """Draw one pair's cases (see :class:`vtt_py.agreement.engine.PairObserver`)."""
        if not disagreements:
            return
        name, reference, _ = pair
        groups: dict[int, list[dict[str, object]]] = {}
        for entry in disagreements:
            groups.setdefault(int(entry["case"]), []).append(entry)  # type: ignore[call-overload]
        self.total += len(groups)
        sides = {"reference": spans[0], "candidate": spans[1]}
        for case, group in groups.items():
            html = _case(name, reference.text, sides, group, disagreements)
            self.drawn.append((name, case, html))
        if len(self.drawn) > 2 * MAX_CASES:
            self.drawn = sorted(self.drawn)[:MAX_CASES]

    def html(self) -> str:
        """The section's body: the explanation, then the cases (or a note that there are none)."""
        shown = sorted(self.drawn)[:MAX_CASES]
        if not shown:
            return _KINDS + "<p>No disagreements.</p>"
        note = (
            f"<p>Showing {len(shown)} of {self.total} cases; the JSON report lists all.</p>"
            if len(shown) < self.total
            else ""
        )
        return _KINDS + note + "".join(html for _, _, html in shown)


def _case(
    name: str,
    text: str,
    sides: Mapping[str, Sequence[Span]],
    group: list[dict[str, Any]],
    entries: Sequence[dict[str, Any]],
) -> str:
    lo = max(0, min(e["start"] for e in group) - CONTEXT)
    hi = min(len(text), max(e["end"] for e in group) + CONTEXT)
    kinds = Counter(e["kind"] for e in group)
    title = ", ".join(f"{n} {k}" for k, n in kinds.items())
    lines = []
    for side, who in (("reference", "Reference"), ("candidate", "Candidate")):
        styles = {
            Span(e["start"], e["end"], e["label"]): "dis"
            if e["case"] == group[0]["case"]
            else "oth"
            for e in entries
            if e["side"] == side
        }
        body = snippet(text, list(sides[side]), styles, lo, hi)
        lines.append(f'<div class="ctx"><span class="who">{who}</span>{body}</div>')
    where = (
        f"characters {min(e['start'] for e in group)}-{max(e['end'] for e in group)}"
    )
    head = f"<h3>{escape(name)}: {escape(title)} ({where})</h3>"
    return f'<div class="case">{head}{"".join(lines)}</div>'
