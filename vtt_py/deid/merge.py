"""Hybrid merge (seed 004 §3.3.4): rules win on overlap, then document-level reconciliation."""

from __future__ import annotations

import itertools
import operator
import re
from collections import Counter, defaultdict
from collections.abc import Iterator
from typing import NamedTuple

from vtt_py.deid.lexicon import NOT_NAMES, name_likelihood_ratio, zipf

#: Labels whose adjacent pieces ("John" "Smith") are joined into one suggestion.
JOINABLE_GAP = re.compile(r"[ \t]{1,3}|[-']|\. ?")
MAX_PROPAGATED = 100
#: A CRF suggestion is copied to other occurrences from this marginal up.
PROPAGATE_SCORE = 0.8
#: A rule's span grows to a CRF suggestion around it from this marginal up.
WIDEN_SCORE = 0.95
#: A CRF place gives an overlapping place rule its label from this marginal up.
RELABEL_SCORE = 0.5
_WORDLIKE = re.compile(r"[^\W\d_]{2,}(?:[ '-][^\W\d_]{1,})*")
#: Source of a weak rule finding the CRF gave enough probability.
CANDIDATE_SOURCE = "rules+crf"


class Suggestion(NamedTuple):
    """A proposed markup: span, label in the output tag set, source and score."""

    start: int
    end: int
    label: str
    source: str  # "rules", "crf" or CANDIDATE_SOURCE
    score: float | None = None
    family: str = ""  # NAME, PLACE...: pieces of one family may be joined


def bio_entities(
    starts: list[int], ends: list[int], labels: list[str], probs: list[float]
) -> list[tuple[int, int, str, float]]:
    """Entities from BIO or IO labels: ``(start, end, label, mean marginal)``.

    Args:
        starts: each token's start.
        ends: each token's end.
        labels: ``B-X``/``I-X``/``O`` per token (IO: ``I-X``/``O``).
        probs: the marginal probability of each token's label.

    Returns:
        One entity per ``B-`` and per ``I-`` run not continuing the token before.
    """
    return [
        entity_of(starts, ends, probs, first, last, label)
        for first, last, label in entity_tokens(labels)
    ]


def entity_of(
    starts: list[int],
    ends: list[int],
    probs: list[float],
    first: int,
    last: int,
    label: str,
) -> tuple[int, int, str, float]:
    """The entity of tokens ``first`` to ``last`` (excluded): span, label, mean marginal."""
    return starts[first], ends[last - 1], label, sum(probs[first:last]) / (last - first)


def entity_tokens(labels: list[str]) -> list[tuple[int, int, str]]:
    """The entities of BIO or IO labels as token ranges: ``(first, end, label)``.

    An ``I-X`` token continues the entity of the token before if it is of
    ``X``; any other label but ``O`` starts one. Labels are read run by run
    of equal labels, the runs' ends found in C: a roster has more PHI
    tokens than entities.
    """
    found: list[tuple[int, int, str]] = []
    # The entity being read: first token, end, label (none: first < 0).
    first, end, name = -1, -1, ""
    for a, b in itertools.pairwise(_runs(labels)):
        if labels[a] == "O":
            continue
        prefix, _, label = labels[a].partition("-")
        if prefix == "I" and a == end and label == name:
            end = b
            continue
        if first >= 0:
            found.append((first, end, name))
        if prefix != "I":  # each token of a run of B- labels starts an entity
            found += [(i, i + 1, label) for i in range(a, b - 1)]
            a = b - 1
        first, end, name = a, b, label
    if first >= 0:
        found.append((first, end, name))
    return found


def _runs(labels: list[str]) -> list[int]:
    """Where each run of equal labels starts, and the end (none if no labels)."""
    if not labels:
        return []
    changes = map(operator.ne, labels[1:], labels)
    return [0, *itertools.compress(range(1, len(labels)), changes), len(labels)]


def join_adjacent(text: str, suggestions: list[Suggestion]) -> list[Suggestion]:
    """Join same-label pieces of one name or place (``John`` + ``Smith``).

    Only pieces of a joinable family separated by spaces, a hyphen, an
    apostrophe or an initial's period on the same line are joined; not two
    whole names of several words each (``John Smith Mary Jones`` is two people).
    """
    result: list[Suggestion] = []
    for s in sorted(suggestions):
        if result:
            last = result[-1]
            if (
                s.family
                and s.family == last.family
                and s.label == last.label
                and 0 <= s.start - last.end <= 3
                and _joinable(text, last, s)
            ):
                score = _mean(last.score, s.score)
                result[-1] = last._replace(end=s.end, score=score)
                continue
        result.append(s)
    return result


def _joinable(text: str, a: Suggestion, b: Suggestion) -> bool:
    """Whether the gap between two close pieces of one family may join them."""
    gap = text[a.end : b.start]
    return (gap == "" or bool(JOINABLE_GAP.fullmatch(gap))) and not _two_names(
        text, a, b, gap
    )


def _two_names(text: str, a: Suggestion, b: Suggestion, gap: str) -> bool:
    """Whether two names a space apart are each a whole name of several words."""
    return (
        a.family == "NAME"
        and gap.isspace()
        and " " in text[a.start : a.end].strip()
        and " " in text[b.start : b.end].strip()
    )


#: A word right after a suggested name joins it from this name-vs-word ratio up
#: ("dorinda" + "kowalczyk": 299; "brown" 61 and "white" 9 are in NOT_NAMES anyway).
SURNAME_RATIO = 50.0
_NEXT_WORD = re.compile(r" ([^\W\d_]{2,})\b")
#: An initial right before a name: "s. bertrand", "J. Smith", and a capital
#: without its period before a capitalised name ("P QUILLMOOR ORDERED"; not "A", "I"
#: or "X", which are words or "times").
_INITIAL_BEFORE = re.compile(r"(?<![^\W\d_])[^\W\d_]\. $|(?<![\w.])[B-HJ-WYZ] $")


def _same_case(a: str, b: str) -> bool:
    """Whether two words are written alike (both lower, both upper, or both Title)."""
    return (
        (a.islower() and b.islower())
        or (a.isupper() and b.isupper())
        or (a.istitle() and b.istitle())
    )


def extend_names(text: str, suggestions: list[Suggestion]) -> list[Suggestion]:
    """Grow suggested names over an initial before them and a surname after them.

    The CRF often finds the first name of a lower-case "dorinda kowalczyk" or
    the name after an initial ("s. bertrand") but not the other piece; a
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
    if before is not None and (before.group()[1] == "." or text[start].isupper()):
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
    if (start, end) == (s.start, s.end):
        return s  # (most names: a copy per name costs more than the rest here)
    return s._replace(start=start, end=end)


def _mean(a: float | None, b: float | None) -> float | None:
    if a is None or b is None:
        return a if b is None else b
    return (a + b) / 2


_END = operator.attrgetter("end")


def _overlapping(
    outer: list[Suggestion], inner: list[Suggestion]
) -> Iterator[list[Suggestion]]:
    """For each of ``outer`` in turn, the ``inner`` suggestions overlapping it.

    Both lists are sorted and hold no two overlapping suggestions, so one
    forward pass over each suffices (linear, whatever their lengths). Each
    list is made as it is asked for: tens of thousands of them alive at once
    (a text dense with PHI) made the garbage collector walk the whole heap.
    """
    j, n = 0, len(inner)
    for o in outer:
        while j < n and inner[j].end <= o.start:
            j += 1
        k = j
        while k < n and inner[k].start < o.end:
            k += 1
        yield inner[j:k]


def _claim(taken: bytearray, group: list[Suggestion]) -> list[Suggestion]:
    """Those of ``group`` that overlap nothing taken yet, each taken in turn."""
    claimed = []
    for s in group:
        start, end = s.start, s.end
        if taken.find(1, start, end) == -1:
            claimed.append(s)
            taken[start:end] = b"\x01" * (end - start)
    return claimed


def widen_rules(
    text: str, rules: list[Suggestion], crf: list[Suggestion]
) -> list[Suggestion]:
    """Rules grown to the sure CRF suggestion of their family that holds them.

    A rule sees a name's part (``Briarwood`` after ``lives at``) where the CRF
    sees the whole (``Briarwood Nursing and Rehabilitation Center``); the
    rule's span would win and leave the annotator to extend it. Where a CRF
    suggestion of :data:`WIDEN_SCORE` or more, on one line, holds every rule
    it overlaps, and they are of its family, they become one rule with its
    span. Measured on held-out development-train notes and sample summaries:
    at that score on one line the CRF's span was the gold's 5 times in 5;
    below it or across lines the rule's was, 11 times in 15.

    Args:
        text: the document text.
        rules: strong rule suggestions (sorted, non-overlapping).
        crf: the CRF's suggestions (sorted, non-overlapping).

    Returns:
        The rules, sorted and non-overlapping; linear in the inputs.
    """
    rules, crf = sorted(rules), sorted(crf)
    grown: dict[Suggestion, Suggestion] = {}
    for c, inside in zip(crf, _overlapping(crf, rules), strict=True):
        if inside and _holds(text, c, inside):
            for r in inside:
                grown[r] = r._replace(start=c.start, end=c.end)
    if grown:  # (on most notes the CRF holds no rule it would grow)
        rules = [grown.get(r, r) for r in rules]
    result: list[Suggestion] = rules[:1]
    for r in rules[1:]:
        last = result[-1]
        if last.start != r.start or last.end != r.end:
            result.append(r)
    return result


def _holds(text: str, c: Suggestion, inside: list[Suggestion]) -> bool:
    """Whether CRF suggestion ``c`` may take the span of the rules ``inside`` it."""
    return (
        (c.score or 0.0) >= WIDEN_SCORE
        and "\n" not in text[c.start : c.end]
        and all(
            r.family == c.family and c.start <= r.start and r.end <= c.end
            for r in inside
        )
        and any((r.start, r.end) != (c.start, c.end) for r in inside)
        and not any(
            _two_names(text, a, b, text[a.end : b.start])
            for a, b in itertools.pairwise(inside)
        )
    )


#: A line's piece of a suggestion with a word or a number in it (trimmed of
#: the spaces around it when taken; a bracket alone on a line is no piece).
_LINE_PIECE = re.compile(r"[^\n]*\w[^\n]*")


def split_across_rules(
    text: str, crf: list[Suggestion], rules: list[Suggestion]
) -> list[Suggestion]:
    """CRF suggestions that cross a line and overlap a rule, cut into their lines.

    A rule's span wins over the CRF's it overlaps, and across lines the
    rule's span is the better one (see :func:`widen_rules`); but the CRF's
    words on the other line are then lost with it: ``Girlfriend Kayla`` /
    ``Mercado (contact ...)``, the surname wrapped onto the next line. Cut
    at the line break, the piece the rule does not touch stands on its own.

    Args:
        text: the document text.
        crf: the CRF's suggestions (sorted, non-overlapping).
        rules: strong rule suggestions (sorted, non-overlapping).

    Returns:
        The CRF's suggestions, sorted and non-overlapping; linear in the inputs.
    """
    crf = sorted(crf)
    result: list[Suggestion] = []
    for c, inside in zip(crf, _overlapping(crf, sorted(rules)), strict=True):
        if not inside:
            result.append(c)
        elif "\n" in text[c.start : c.end]:
            for m in _LINE_PIECE.finditer(text, c.start, c.end):
                start = m.start() + len(m[0]) - len(m[0].lstrip())
                end = m.end() - len(m[0]) + len(m[0].rstrip())
                result.append(c._replace(start=start, end=end))
        else:
            result += _cut_at_joined_rule(text, c, inside)
    return result


#: A joiner between two names, then spaces, ending a piece before a rule:
#: ``carney from `` (``carney from quincy medical``).
_JOINED_TAIL = re.compile(
    r"[ \t]*(?:,|/|&|\b(?:from|to|and|or|vs\.?|via))[ \t]*\Z", re.I
)
#: Characters before a rule searched for that joiner: the search stays short
#: whatever the suggestion's length.
_JOINER_REACH = 12
#: The same, starting a piece after a rule: `` or Youville``.
_JOINED_HEAD = re.compile(
    r"[ \t]*(?:,|/|&|\b(?:from|to|and|or|vs\.?|via)\b)[ \t]*", re.I
)


def _cut_at_joined_rule(
    text: str, c: Suggestion, inside: list[Suggestion]
) -> list[Suggestion]:
    """A CRF suggestion on one line cut where a joiner parts its words from a rule's.

    ``transferred to carney from quincy medical``: the CRF reads ``carney
    from quincy`` as one place, the rule ``quincy medical``; the rule's span
    wins and ``carney`` went with the CRF's. Cut at ``from`` (``to``,
    ``and``, ``or``, ``vs``, ``via``, a comma, a slash), the piece no rule
    touches stands on its own. Without a joiner the CRF suggestion is kept
    whole, as before (``Dr. John Smith`` over a rule's ``John Smith``).
    """
    if len(inside) == 1 and inside[0].start <= c.start and c.end <= inside[0].end:
        return [c]  # inside its rule, as most are: nothing of its own to cut
    pieces = []
    start = c.start
    for r in inside:
        if r.start > start:
            tail = _JOINED_TAIL.search(
                text, max(start, r.start - _JOINER_REACH), r.start
            )
            if tail is None:
                return [c]
            pieces.append((start, tail.start()))
        pieces.append((max(start, r.start), min(c.end, r.end)))
        start = min(c.end, r.end)
    if start < c.end:
        head = _JOINED_HEAD.match(text, start, c.end)
        if head is None or head.end() == start:
            return [c]
        pieces.append((head.end(), c.end))
    return [c._replace(start=a, end=b) for a, b in pieces if b > a]


def rules_win(
    rules: list[Suggestion],
    crf: list[Suggestion],
    candidates: list[Suggestion] | None = None,
    kept: frozenset[tuple[str, str]] = frozenset(),
) -> list[Suggestion]:
    """Rules, then the CRF where no rule is, then scored candidates where neither is.

    A rule keeps its span, but takes the label of overlapping CRF suggestions
    of the same family: the CRF learned the gold's conventions (a provider's
    phone is ``Comm``, a patient's ``Comm|Patient``). Not where ``kept``
    says the rule knows better: the CRF learned "a location" from gold that
    marks every place so, while the rule knows a listed hospital or a town.
    Candidates are weak rule findings the CRF gave some probability (see
    :meth:`vtt_py.deid.pipeline.Deidentifier.suggest`).

    Args:
        rules: strong rule suggestions (sorted, non-overlapping).
        crf: the CRF's suggestions (sorted, non-overlapping).
        candidates: scored weak findings (sorted, non-overlapping).
        kept: ``(rule label, CRF label)`` pairs where the rule keeps its own.

    Returns:
        Non-overlapping suggestions, sorted; linear in the inputs and the text.
    """
    rules, crf = sorted(rules), sorted(crf)
    known = {rule_label for rule_label, _ in kept}
    kept_rules = []
    for r, same in zip(rules, _overlapping(rules, crf), strict=True):
        # (One CRF suggestion of the rule's own label changes nothing: most.)
        if r.family and same and (len(same) > 1 or same[0].label != r.label):
            r = _crf_labelled(r, same, kept, r.label in known)
        kept_rules.append(r if r.source == "rules" else r._replace(source="rules"))
    candidates = sorted(candidates or [])
    groups = (kept_rules, crf, candidates)
    ends = map(_END, itertools.chain(*groups))
    taken = bytearray(max(ends, default=0))
    return sorted(itertools.chain.from_iterable(_claim(taken, g) for g in groups))


def _crf_labelled(
    rule: Suggestion,
    crf: list[Suggestion],
    kept: frozenset[tuple[str, str]],
    known: bool,
) -> Suggestion:
    """``rule`` with the label the overlapping CRF suggestions give it, if they do."""
    labels = [
        c.label
        for c in crf
        if c.family == rule.family
        and (rule.label, c.label) not in kept
        and _names_it(c, rule, known)
    ]
    if not labels:
        return rule
    return _labelled(rule, labels[0] if len(labels) == 1 else _most_common(labels))


def _labelled(s: Suggestion, label: str) -> Suggestion:
    """``s`` with ``label`` (itself when it has it: most do)."""
    return s if s.label == label else s._replace(label=label)


def _most_common(labels: list[str]) -> str:
    """The most frequent label (the first met among equally frequent ones)."""
    if labels.count(labels[0]) == len(labels):  # (most strings have one label)
        return labels[0]
    return Counter(labels).most_common(1)[0][0]


def _majority(group: list[Suggestion]) -> str:
    """The most frequent label of a string's suggestions; of equally frequent, the surest's.

    A rule's finding is surer than the CRF's, a higher score than a lower:
    ``Dr. Whipple`` keeps the rule's clinician where the CRF called ``for
    Whipple`` a place as often.
    """
    labels = [s.label for s in group]
    if labels.count(labels[0]) == len(labels):  # (most strings have one label)
        return labels[0]
    counts = Counter(labels)
    top = max(counts.values())
    return max((s for s in group if counts[s.label] == top), key=_sureness).label


def _sureness(s: Suggestion) -> tuple[bool, float]:
    """How sure a suggestion is: a rule's over the CRF's, then by score."""
    return s.source != "crf", 1.0 if s.score is None else s.score


def _names_it(crf: Suggestion, rule: Suggestion, known: bool) -> bool:
    """Whether a CRF suggestion overlapping a rule's may give the rule its label.

    A place is named by its last word, its head (``Cataldo Ambulance`` is a
    company, though the CRF saw a town in ``Cataldo``): a CRF place short of
    the rule's end labels only a part. Nor does a place the CRF itself
    doubts relabel a place the rule knows the kind of (``known``: a lifted
    ``Hospital`` it calls a ward, in ``Carney Hospital``). A person's role,
    or a phone's owner, the CRF may tell from any part, even when unsure,
    unless the rule read the role from its cue (``kept`` says so then).
    """
    if rule.family != "PLACE":
        return True
    sure = not known or (crf.score or 0.0) >= RELABEL_SCORE
    return crf.end >= rule.end and sure


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
    keys = [text[s.start : s.end].casefold() for s in suggestions]
    by_text: dict[str, list[Suggestion]] = defaultdict(list)
    for key, s in zip(keys, suggestions, strict=True):
        by_text[key].append(s)
    majority = {key: _majority(group) for key, group in by_text.items()}
    result = [
        _labelled(s, majority[key]) for s, key in zip(suggestions, keys, strict=True)
    ]
    taken = bytearray(len(text))
    for s in result:
        taken[s.start : s.end] = b"\x01" * (s.end - s.start)
    folded = text.casefold()  # (folded once: a roster is megabytes)
    if len(folded) != len(text):
        return sorted(result)
    # Each rare word of a confident name is looked for on its own too ("Dorinda"
    # after "Dorinda Okonkwo"), also where the CRF barely marked it alone: the
    # full name vouches for it ("Kartvn Thiqozeau" ... "Kartvn wishes").
    vouched: dict[str, Suggestion] = {}
    for s, key in zip(result, keys, strict=True):
        if s.family != "NAME" or not _confident(s):
            continue
        for word in key.split():
            if len(word) > 2 and _WORDLIKE.fullmatch(word):
                if not any(map(_confident, by_text[word])):
                    majority[word] = majority[key]
                    vouched[word] = s
                by_text[word].append(s)
    if vouched:
        # The word's own weak marks take the name's label too: one label per string.
        result = [
            _as_vouched(s, key, vouched, majority)
            for s, key in zip(result, keys, strict=True)
        ]
    # Bounded, so a pathological document adds at most this many keys.
    candidates = [
        key
        for key, group in by_text.items()
        if _WORDLIKE.fullmatch(key) and zipf(key) < 3.5 and any(map(_confident, group))
    ][:MAX_PROPAGATED]
    # Each key's copies are made of its first confident suggestion (once).
    models: dict[str, Suggestion] = {}
    for key, start, end in _occurrences(folded, candidates):
        if taken.find(1, start, end) == -1:
            if key not in models:
                model = next(filter(_confident, by_text[key]))
                models[key] = model._replace(label=majority[key])
            result.append(models[key]._replace(start=start, end=end))
            taken[start:end] = b"\x01" * (end - start)
    return sorted(result)


def _as_vouched(
    s: Suggestion, key: str, vouched: dict[str, Suggestion], majority: dict[str, str]
) -> Suggestion:
    """``s`` (its text ``key``) with the label of the name vouching for its word, if any."""
    if key not in vouched:
        return s
    return s._replace(label=majority[key], family=vouched[key].family)


_ALNUM_RUN = re.compile(r"[^\W_]+")


def _occurrences(folded: str, keys: list[str]) -> list[tuple[str, int, int]]:
    """Where each key occurs in ``folded`` as whole words: ``(key, start, end)``, in text order.

    Each key's first word is looked for with ``str.find`` (in C) and kept
    where it is a whole word; the keys starting with it are tried there.
    """
    by_first: dict[str, list[str]] = defaultdict(list)
    for key in keys:
        first = _ALNUM_RUN.match(key)
        if first is not None:
            by_first[first.group()].append(key)
    found = []
    for word, group in by_first.items():
        start = folded.find(word)
        while start != -1:
            if _whole_word(folded, start, start + len(word)):
                for rank, key in enumerate(group):
                    end = start + len(key)
                    # (A key of one word is the whole word just found: most are.)
                    if key == word or (
                        folded.startswith(key, start) and _word_ends(folded, end)
                    ):
                        found.append((start, rank, key, end))
            start = folded.find(word, start + 1)
    return [(key, start, end) for start, _, key, end in sorted(found)]


def _word_ends(text: str, end: int) -> bool:
    """Whether no letter follows ``end``: a digit may ("Quillmoor3", the ward "Quillmoor 3")."""
    return end == len(text) or not text[end].isalpha()


def _whole_word(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` is a whole word: no letter or digit before, no letter after."""
    # (``str.isalnum`` is what ``[^\W_]`` matches, without a pattern's call.)
    return (start == 0 or not text[start - 1].isalnum()) and _word_ends(text, end)
