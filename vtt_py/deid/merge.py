"""Hybrid merge (seed 004 §3.3.4): rules win on overlap, then document-level reconciliation."""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from typing import NamedTuple

from vtt_py.deid.lexicon import NOT_NAMES, name_likelihood_ratio, zipf

#: Labels whose adjacent pieces ("John" "Smith") are joined into one suggestion.
JOINABLE_GAP = re.compile(r"[ \t]{1,3}|[-']|\. ?")
MAX_PROPAGATED = 100
#: A CRF suggestion is copied to other occurrences from this marginal up.
PROPAGATE_SCORE = 0.8
_WORDLIKE = re.compile(r"[^\W\d_]{2,}(?:[ '-][^\W\d_]{1,})*")


class Suggestion(NamedTuple):
    """A proposed markup: span, label in the output tag set, source and score."""

    start: int
    end: int
    label: str
    source: str  # "rules" or "crf"
    score: float | None = None
    family: str = ""  # NAME, PLACE...: pieces of one family may be joined


def bio_entities(
    starts: list[int], ends: list[int], labels: list[str], probs: list[float]
) -> list[tuple[int, int, str, float]]:
    """Entities from BIO labels: ``(start, end, label, mean marginal)``.

    Args:
        starts: each token's start.
        ends: each token's end.
        labels: ``B-X``/``I-X``/``O`` per token.
        probs: the marginal probability of each token's label.

    Returns:
        One entity per B (or stray I) run.
    """
    entities: list[tuple[int, int, str, float]] = []
    current: list[int] = []
    current_label = ""
    previous = -2
    # Most tokens are "O": visit only the others.
    for i in [i for i, label in enumerate(labels) if label != "O"]:
        prefix, _, name = labels[i].partition("-")
        if prefix == "I" and i == previous + 1 and name == current_label:
            current.append(i)
        else:
            if current:
                entities.append(_entity(starts, ends, probs, current, current_label))
            current, current_label = [i], name
        previous = i
    if current:
        entities.append(_entity(starts, ends, probs, current, current_label))
    return entities


def _entity(
    starts: list[int], ends: list[int], probs: list[float], run: list[int], label: str
) -> tuple[int, int, str, float]:
    score = sum(probs[i] for i in run) / len(run)
    return starts[run[0]], ends[run[-1]], label, score


def join_adjacent(text: str, suggestions: list[Suggestion]) -> list[Suggestion]:
    """Join same-label pieces of one name or place (``John`` + ``Smith``).

    Only pieces of a joinable family separated by spaces, a hyphen, an
    apostrophe or an initial's period on the same line are joined.
    """
    result: list[Suggestion] = []
    for s in sorted(suggestions):
        if result:
            last = result[-1]
            gap = text[last.end : s.start]
            if (
                s.family
                and s.family == last.family
                and s.label == last.label
                and 0 <= s.start - last.end <= 3
                and (gap == "" or JOINABLE_GAP.fullmatch(gap))
            ):
                score = _mean(last.score, s.score)
                result[-1] = last._replace(end=s.end, score=score)
                continue
        result.append(s)
    return result


#: A word right after a suggested name joins it from this name-vs-word ratio up
#: ("lorrie" + "morales": 299; "brown" 61 and "white" 9 are in NOT_NAMES anyway).
SURNAME_RATIO = 50.0
_NEXT_WORD = re.compile(r" ([^\W\d_]{2,})\b")
#: An initial right before a name: "s. roberto", "J. Smith".
_INITIAL_BEFORE = re.compile(r"(?<![^\W\d_])[^\W\d_]\. $")


def _same_case(a: str, b: str) -> bool:
    """Whether two words are written alike (both lower, both upper, or both Title)."""
    return (
        (a.islower() and b.islower())
        or (a.isupper() and b.isupper())
        or (a.istitle() and b.istitle())
    )


def extend_names(text: str, suggestions: list[Suggestion]) -> list[Suggestion]:
    """Grow suggested names over an initial before them and a surname after them.

    The CRF often finds the first name of a lower-case "lorrie morales" or
    the name after an initial ("s. roberto") but not the other piece; a
    missed piece of a name is still PHI in the output.

    Args:
        text: the document text.
        suggestions: non-overlapping, sorted suggestions.

    Returns:
        The suggestions with name spans extended where they can be.
    """
    result: list[Suggestion] = []
    for i, s in enumerate(suggestions):
        if s.family == "NAME":
            floor = result[-1].end if result else 0
            ceiling = (
                suggestions[i + 1].start if i + 1 < len(suggestions) else len(text)
            )
            s = _grow(text, s, floor, ceiling)
        result.append(s)
    return result


def _grow(text: str, s: Suggestion, floor: int, ceiling: int) -> Suggestion:
    start, end = s.start, s.end
    before = _INITIAL_BEFORE.search(text, max(floor, start - 3), start)
    if before is not None:
        start = before.start()
    after = _NEXT_WORD.match(text, end, ceiling)
    if after is not None:
        word, last = after.group(1), text[s.start : s.end].split()[-1]
        if (
            word.lower() not in NOT_NAMES
            and _same_case(word, last)
            and name_likelihood_ratio(word) >= SURNAME_RATIO
        ):
            end = after.end()
    return s._replace(start=start, end=end)


def _mean(a: float | None, b: float | None) -> float | None:
    if a is None or b is None:
        return a if b is None else b
    return (a + b) / 2


def rules_win(rules: list[Suggestion], crf: list[Suggestion]) -> list[Suggestion]:
    """Drop CRF suggestions that overlap a rule suggestion (rules are more precise).

    The rule keeps its span, but takes the label of overlapping CRF
    suggestions of the same family: the CRF learned the gold's conventions
    (a provider's phone is ``Comm``, a patient's ``Comm|Patient``).
    """
    kept_rules = []
    for r in rules:
        same = [
            c
            for c in crf
            if c.start < r.end and r.start < c.end and c.family == r.family
        ]
        if same and r.family:
            r = r._replace(label=Counter(c.label for c in same).most_common(1)[0][0])
        kept_rules.append(r._replace(source="rules"))
    crf_kept = [
        c for c in crf if not any(c.start < r.end and r.start < c.end for r in rules)
    ]
    return sorted(kept_rules + crf_kept)


def _confident(s: Suggestion) -> bool:
    """Whether a suggestion is sure enough to be copied to other occurrences."""
    if s.family not in ("NAME", "PLACE"):
        return False
    return s.source != "crf" or (s.score or 0.0) >= PROPAGATE_SCORE


def reconcile(text: str, suggestions: list[Suggestion]) -> list[Suggestion]:
    """Document-level consistency: one label per string, and every occurrence marked.

    1. Suggestions with the same text (case-insensitive) get their most
       frequent label.
    2. Other occurrences of a suggested word-like string (not a common English
       word) are suggested too, with the same label, source and score.

    Args:
        text: the document text.
        suggestions: non-overlapping suggestions.

    Returns:
        Non-overlapping suggestions, sorted.
    """
    by_text: dict[str, list[Suggestion]] = defaultdict(list)
    for s in suggestions:
        by_text[text[s.start : s.end].casefold()].append(s)
    majority = {
        key: Counter(s.label for s in group).most_common(1)[0][0]
        for key, group in by_text.items()
    }
    result = [
        s._replace(label=majority[text[s.start : s.end].casefold()])
        for s in suggestions
    ]
    taken = bytearray(len(text))
    for s in result:
        taken[s.start : s.end] = b"\x01" * (s.end - s.start)
    folded = text.casefold() if len(text.casefold()) == len(text) else None
    if folded is None:
        return sorted(result)
    # Each rare word of a confident name is looked for on its own too ("Radu"
    # after "Radu Crosson").
    for s in [s for s in result if s.family == "NAME" and _confident(s)]:
        for word in text[s.start : s.end].casefold().split():
            if len(word) > 2 and word not in by_text and _WORDLIKE.fullmatch(word):
                by_text[word].append(s)
                majority[word] = majority[text[s.start : s.end].casefold()]
    # Bounded, so a pathological document costs at most this many text scans.
    candidates = [
        key
        for key, group in by_text.items()
        if _WORDLIKE.fullmatch(key) and zipf(key) < 3.5 and any(map(_confident, group))
    ]
    for key in candidates[:MAX_PROPAGATED]:
        group = by_text[key]
        model = group[0]._replace(label=majority[key])
        for m in re.finditer(rf"(?<![^\W_]){re.escape(key)}(?![^\W_])", folded):
            if taken.find(1, m.start(), m.end()) == -1:
                result.append(model._replace(start=m.start(), end=m.end()))
                taken[m.start() : m.end()] = b"\x01" * (m.end() - m.start())
    return sorted(result)
