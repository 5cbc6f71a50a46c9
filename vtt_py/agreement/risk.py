"""The privacy risk of every piece of gold PHI a candidate leaves uncovered (seed 003).

A reference (gold) span is *revealed* where no candidate span, of any
label, covers its characters: a de-identifier that tags a date as an ID
still hides it. Names are rated token by token (each is looked up in the
census on its own); identifiers, dates and places span by span. Items are
sorted by risk: high first, then the fewest people or values.
"""

from __future__ import annotations

import bisect
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from vtt_py.agreement.hipaa import HipaaRule
from vtt_py.agreement.risk_estimates import (
    AFFIX,
    CENSUS,
    CLASSES,
    HIGH_BELOW,
    LOW_FROM,
    Estimate,
    age_estimate,
    date_estimate,
    identifier_estimate,
    initial_estimate,
    is_affix,
    name_estimate,
    name_roles,
    zip_estimate,
)
from vtt_py.agreement.risk_kinds import date_part, kind_of
from vtt_py.agreement.spans import I2B2_TOKEN, Span, span_label
from vtt_py.core.document import Document
from vtt_py.core.markup import Markup
from vtt_py.lexicons.name_counts import FEMALES_1990, MALES_1990, POPULATION_1990

LEVELS = ("high", "moderate", "low")
#: Sorting: high risk first, then the fewest people or values, then where.
_RANK = {level: i for i, level in enumerate(LEVELS)}


class Cover:
    """The characters a candidate's spans cover (any label), as merged intervals."""

    def __init__(self, doc: Document) -> None:
        merged: list[list[int]] = []
        for m in sorted(doc.markups, key=lambda m: (m.start, m.end)):
            if merged and m.start <= merged[-1][1]:
                merged[-1][1] = max(merged[-1][1], m.end)
            elif m.end > m.start:
                merged.append([m.start, m.end])
        self.starts = [s for s, _ in merged]
        self.ends = [e for _, e in merged]

    def hidden(self, start: int, end: int) -> list[bool]:
        """For each character of ``[start, end)``: is it covered?"""
        mask = [False] * (end - start)
        i = max(0, bisect.bisect_right(self.starts, start) - 1)
        while i < len(self.starts) and self.starts[i] < end:
            lo, hi = max(start, self.starts[i]), min(end, self.ends[i])
            for pos in range(lo, hi):
                mask[pos - start] = True
            i += 1
        return mask


@dataclass
class RiskItem:
    """One revealed piece of gold PHI and its estimate."""

    doc: str
    start: int
    end: int
    label: str
    pair: tuple[str, str]
    kind: str
    estimate: Estimate
    text: str


def _tokens(text: str, start: int, end: int) -> list[tuple[int, int]]:
    return [(m.start(), m.end()) for m in I2B2_TOKEN.finditer(text, start, end)]


class RiskCollector:
    """Collects revealed PHI while pairs are compared (a pair observer).

    Args:
        label_mode: how labels are named in the items (as in the report).
    """

    def __init__(self, label_mode: str = "tag|category") -> None:
        self.label_mode = label_mode
        self.items: list[RiskItem] = []
        self.gold_tokens = 0
        self.revealed_tokens = 0
        self.documents = 0

    def observe(
        self,
        pair: tuple[str, Document, Document],
        spans: tuple[Sequence[Span], Sequence[Span]],
        disagreements: Sequence[dict[str, object]],
    ) -> None:
        """Rate what the candidate leaves uncovered in one pair."""
        name, reference, candidate = pair
        self.documents += 1
        cover = Cover(candidate)
        text = reference.text
        seen = set()
        for m in reference.markups:
            key = (m.start, m.end, m.tag, m.category)
            kind = kind_of(m.tag, m.category)
            if key in seen or kind == "none" or m.end <= m.start:
                continue
            seen.add(key)
            hidden = cover.hidden(m.start, m.end)
            tokens = _tokens(text, m.start, m.end)
            self.gold_tokens += len(tokens)
            shown = [
                (s, e) for s, e in tokens if not all(hidden[s - m.start : e - m.start])
            ]
            self.revealed_tokens += len(shown)
            if not shown:
                continue
            label = span_label(m.tag, m.category, self.label_mode)
            for start, end, estimate in _estimates(kind, m, text, tokens, hidden):
                where = (name, start, end)
                self.items.append(
                    RiskItem(
                        *where,
                        label,
                        (m.tag, m.category),
                        kind,
                        estimate,
                        text[start:end],
                    )
                )

    def report(self, rule: HipaaRule, *, show_text: bool = False) -> dict[str, Any]:
        """The risk report: basis, summary and every item, sorted by risk.

        Args:
            rule: which labels are HIPAA identifiers; items of other labels
                (a provider's name, say) are rated low, and say why.
            show_text: include each item's revealed text (PHI: off by default).
        """
        entries = [_entry(item, rule, show_text) for item in self.items]
        entries.sort(key=_risk_order)
        return {
            "basis": {
                "names": f"{CENSUS} name shares (first names by sex, last names) times its "
                f"population ({POPULATION_1990:,}; {MALES_1990:,} men, {FEMALES_1990:,} women)",
                "misspelt_names": "census names within two edits (Levenshtein)",
                # None: no tag set lists the labels, so every label counts as HIPAA.
                "hipaa_tagset": rule.source,
                "levels": {
                    "high": f"fewer than {HIGH_BELOW:,} people or values, a fully revealed "
                    "identifier, a street address or a full date",
                    "moderate": f"fewer than {LOW_FROM:,}, or a stated class",
                    "low": f"{LOW_FROM:,} or more, or a stated class",
                },
            },
            "summary": _summary(self, entries),
            "items": entries,
        }


def _estimates(
    kind: str,
    markup: Markup,
    text: str,
    tokens: list[tuple[int, int]],
    hidden: list[bool],
) -> list[tuple[int, int, Estimate]]:
    """The estimates of one revealed gold span: one per revealed name token, else one."""
    begin, finish = markup.start, markup.end
    if kind == "name":
        return _name_estimates(text, tokens, hidden, begin)
    if kind == "initial":
        return _initials_estimate(text, hidden, begin, finish)
    chars = [(p, text[p]) for p in range(begin, finish) if text[p].isalnum()]
    if kind in ("identifier", "contact"):
        covered = [hidden[p - begin] for p, _ in chars]
        found = identifier_estimate("".join(c for _, c in chars), covered)
    elif kind == "date":
        words = [text[s:e] for s, e in tokens]
        seen = [not all(hidden[s - begin : e - begin]) for s, e in tokens]
        found = date_estimate(words, seen, date_part(markup.tag, markup.category))
    elif kind == "age":
        # Covered characters blanked, separators kept: '2 1/2' is not 212.
        revealed = "".join(
            " " if h else ch for ch, h in zip(text[begin:finish], hidden, strict=True)
        )
        digits_covered = any(c.isdigit() and hidden[p - begin] for p, c in chars)
        found = age_estimate(revealed, digits_covered)
    elif kind == "zip":
        found = zip_estimate(
            sum(c.isdigit() and not hidden[p - begin] for p, c in chars)
        )
    else:
        found = CLASSES.get(kind, CLASSES["other"])
    return [(begin, finish, found)]


def _name_estimates(
    text: str, tokens: list[tuple[int, int]], hidden: list[bool], begin: int
) -> list[tuple[int, int, Estimate]]:
    """One estimate per name token not wholly covered (titles and suffixes rated low)."""
    found = []
    for (s, e), role in zip(tokens, name_roles(text, tokens), strict=True):
        covered = hidden[s - begin : e - begin]
        if all(covered):
            continue
        token = text[s:e]
        found.append(
            (s, e, AFFIX if is_affix(token) else name_estimate(token, covered, role))
        )
    return found


def _initials_estimate(
    text: str, hidden: list[bool], begin: int, finish: int
) -> list[tuple[int, int, Estimate]]:
    """Initials: all revealed are read together (J.S.); else the first revealed letter."""
    letters = [p for p in range(begin, finish) if text[p].isalpha()]
    shown = [text[p] for p in letters if not hidden[p - begin]]
    if not shown:
        return []
    every = "".join(text[p] for p in letters)
    estimate = initial_estimate(every if len(shown) == len(letters) else shown[0])
    return [(begin, finish, estimate)]


def _risk_order(entry: dict[str, Any]) -> tuple[int, bool, int, str, int]:
    count = entry["estimate"]
    return (
        _RANK[entry["level"]],
        count is None,
        count or 0,
        entry["doc"],
        entry["start"],
    )


def _entry(item: RiskItem, rule: HipaaRule, show_text: bool) -> dict[str, Any]:
    estimate = item.estimate
    hipaa = rule.tagset is None or rule(*item.pair)
    level, basis = estimate.level, estimate.basis
    if not hipaa:
        level, basis = "low", basis + "; not a HIPAA identifier in the tag set"
    entry: dict[str, Any] = {
        "doc": item.doc,
        "start": item.start,
        "end": item.end,
        "label": item.label,
        "kind": item.kind,
        "level": level,
        "estimate": estimate.estimate,
        "unit": estimate.unit,
        "basis": basis,
        "hipaa": hipaa,
    }
    if show_text:
        entry["text"] = item.text
    return entry


def _summary(collector: RiskCollector, entries: list[dict[str, Any]]) -> dict[str, Any]:
    levels = Counter(e["level"] for e in entries)
    counted = [e for e in entries if e["unit"] == "people" and e["hipaa"]]
    return {
        "documents": collector.documents,
        "gold_tokens": collector.gold_tokens,
        "revealed_tokens": collector.revealed_tokens,
        "items": len(entries),
        "by_level": {level: levels[level] for level in LEVELS},
        "by_kind": dict(sorted(Counter(e["kind"] for e in entries).items())),
        # Among HIPAA identifiers (a provider's rare name does not identify the patient).
        "fewest_people": min((e["estimate"] for e in counted), default=None),
    }
