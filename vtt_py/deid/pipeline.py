"""The de-identifier: rules plus an optional CRF, merged into marked suggestions."""

from __future__ import annotations

from dataclasses import dataclass

from vtt_py.core.document import Document
from vtt_py.core.markup import Markup, split_label
from vtt_py.core.suggestions import suggestion_note
from vtt_py.deid import kinds
from vtt_py.deid.analysis import Analysis, analyse
from vtt_py.deid.crf import CrfModel
from vtt_py.deid.kinds import Finding
from vtt_py.deid.merge import (
    Suggestion,
    bio_entities,
    extend_names,
    join_adjacent,
    reconcile,
    rules_win,
)
from vtt_py.deid.rules import resolve
from vtt_py.deid.rules_ages import find_ages
from vtt_py.deid.rules_dates import find_dates
from vtt_py.deid.rules_ids import find_contacts, find_identifiers
from vtt_py.deid.rules_names import names_in
from vtt_py.deid.rules_places import find_addresses, find_institutions, places_in
from vtt_py.deid.tagmap import DEFAULT_TAGSET, convert_label, to_kind, to_label

#: Lines longer than this (characters) are left to the rules (see :func:`crf_segments`).
MAX_CRF_LINE = 20_000
#: Automaton classes of tokens the recall threshold never turns into PHI.
_NEVER_LIFTED = frozenset("xvko&.,'-/q")
#: See :attr:`Deidentifier.threshold`.
DEFAULT_THRESHOLD = 0.95

_TEXT_RULES = (
    find_dates,
    find_ages,
    find_contacts,
    find_identifiers,
    find_addresses,
    find_institutions,
)


def rule_findings(analysis: Analysis) -> list[Finding]:
    """Every rule finding (strong and weak, overlapping) of an analysed text."""
    found: list[Finding] = []
    for rule in _TEXT_RULES:
        found.extend(rule(analysis.text))
    found.extend(names_in(analysis))
    found.extend(places_in(analysis))
    return found


def crf_segments(analysis: Analysis) -> list[tuple[int, int]]:
    """Token ranges the CRF reads: everything but lines longer than :data:`MAX_CRF_LINE`.

    A line that long is no prose (a dump, a table flattened into one line);
    the CRF's cost on it would be prohibitive, so the rules alone cover it.
    """
    lengths = [len(line) for line in analysis.text.split("\n")]
    if max(lengths, default=0) <= MAX_CRF_LINE:
        return [(0, len(analysis.words))]
    segments: list[tuple[int, int]] = []
    lo = None
    for i, line in enumerate(analysis.line_of):
        if lengths[line] > MAX_CRF_LINE:
            if lo is not None:
                segments.append((lo, i))
                lo = None
        elif lo is None:
            lo = i
    if lo is not None:
        segments.append((lo, len(analysis.words)))
    return segments


@dataclass
class Deidentifier:
    """Rules plus an optional CRF model, producing suggestions in one tag set.

    Attributes:
        model: the CRF, or None for rules only (weak rule findings are then
            suggested too, since no CRF is there to confirm them).
        tagset: name of the output tag set's mapping (see
            :func:`vtt_py.deid.tagmap.mapping_name`).
        threshold: a token is suggested when its CRF probability of being
            non-PHI falls below this, even off the best path (recall first:
            a missed name is a privacy breach, an extra mark one key press).
    """

    model: CrfModel | None = None
    tagset: str = DEFAULT_TAGSET
    threshold: float = DEFAULT_THRESHOLD

    def suggest(self, text: str) -> list[Suggestion]:
        """Suggestions for a text, non-overlapping and sorted.

        Args:
            text: the document text.

        Returns:
            Suggestions with labels of the output tag set.
        """
        analysis = analyse(text)
        findings = rule_findings(analysis)
        chosen = resolve([f for f in findings if f.strong or self.model is None])
        rules = [s for f in chosen if (s := self._from_rule(f)) is not None]
        crf = self._crf(analysis, findings) if self.model is not None else []
        merged = rules_win(join_adjacent(text, rules), join_adjacent(text, crf))
        return reconcile(text, extend_names(text, merged))

    def _from_rule(self, finding: Finding) -> Suggestion | None:
        label = to_label(finding.kind, self.tagset)
        if label is None:
            return None
        family = kinds.family(finding.kind)
        return Suggestion(finding.start, finding.end, label, "rules", None, family)

    def _crf(self, analysis: Analysis, findings: list[Finding]) -> list[Suggestion]:
        assert self.model is not None
        source_set = self.model.tagset
        known = self.model.known_features()
        result = []
        for lo, hi in crf_segments(analysis):
            xseq = known.sequence(analysis, findings, lo, hi)
            # Function words, cue words and punctuation are never lifted to PHI.
            liftable = [c not in _NEVER_LIFTED for c in analysis.classes[lo:hi]]
            labels, probs = self.model.tag(xseq, self.threshold, liftable)
            starts, ends = analysis.starts[lo:hi], analysis.ends[lo:hi]
            for start, end, label, score in bio_entities(starts, ends, labels, probs):
                target = convert_label(label, source_set, self.tagset)
                if target is None:
                    continue
                kind = to_kind(label, source_set)
                family = kinds.family(kind) if kind else ""
                result.append(Suggestion(start, end, target, "crf", score, family))
        return result

    def annotate(self, doc: Document) -> Document:
        """A copy of ``doc`` with suggestions added beside its existing markups.

        Suggestions overlapping an existing markup (human work or an earlier
        suggestion) are left out. Labels missing from the document's tag set
        are added to it with an automatic style.

        Args:
            doc: the document (not modified).

        Returns:
            The annotated copy.
        """
        out = doc.copy()
        for s in self.suggest(doc.text):
            if s.start >= s.end or out.overlapping(s.start, s.end):
                continue
            name, category = split_label(s.label)
            out.tagset.ensure(name, category)
            note = (
                suggestion_note("crf", s.score)
                if s.source == "crf"
                else suggestion_note("rules")
            )
            out.add(Markup(s.start, s.end, name, category, note))
        return out
