"""The de-identifier: rules plus an optional CRF, merged into marked suggestions."""

from __future__ import annotations

import bisect
import functools
import itertools
from collections.abc import Callable
from dataclasses import dataclass, field

from vtt_py.core.document import Document
from vtt_py.core.markup import Markup, split_label
from vtt_py.core.suggestions import suggestion_note
from vtt_py.deid import kinds
from vtt_py.deid.analysis import Analysis, analyse
from vtt_py.deid.crf import CrfModel
from vtt_py.deid.guards import apply_guards
from vtt_py.deid.kinds import Finding
from vtt_py.deid.lexicon import name_share
from vtt_py.deid.merge import (
    CANDIDATE_SOURCE,
    Suggestion,
    entity_of,
    entity_tokens,
    extend_names,
    join_adjacent,
    reconcile,
    rules_win,
    split_across_rules,
    widen_rules,
)
from vtt_py.deid.region_names import off_regions
from vtt_py.deid.roles import consistent_roles
from vtt_py.deid.rules import resolve
from vtt_py.deid.rules_agencies import find_agencies
from vtt_py.deid.rules_ages import find_ages
from vtt_py.deid.rules_brands import find_brands
from vtt_py.deid.rules_care_roles import care_roles
from vtt_py.deid.rules_dates import find_dates
from vtt_py.deid.rules_facilities import facility_findings
from vtt_py.deid.rules_families import find_family_plurals
from vtt_py.deid.rules_hl7 import find_hl7_fields
from vtt_py.deid.rules_hospitals import find_listed_hospitals, joined_hospitals
from vtt_py.deid.rules_ids import find_contacts, find_identifiers
from vtt_py.deid.rules_initials import find_initials
from vtt_py.deid.rules_introduced import find_introduced_patients
from vtt_py.deid.rules_lexicon import (
    confirm_pairs,
    coordinated_names,
    lexicon_findings,
    named_places,
    with_cued_names,
)
from vtt_py.deid.rules_lower_city_states import lower_city_states
from vtt_py.deid.rules_name_fields import (
    find_clergy_names,
    find_field_names,
    find_labelled_names,
    find_newborn_names,
    find_provider_fields,
    find_said_names,
)
from vtt_py.deid.rules_names import names_in
from vtt_py.deid.rules_org_heads import find_org_heads
from vtt_py.deid.rules_place_cues import places_in, region_kind, with_article
from vtt_py.deid.rules_places import find_addresses, find_institutions
from vtt_py.deid.rules_regions import find_regions
from vtt_py.deid.rules_roads import find_roads
from vtt_py.deid.rules_schools import find_schools
from vtt_py.deid.rules_setting_lists import find_setting_lists
from vtt_py.deid.rules_titled_months import find_titled_months
from vtt_py.deid.rules_towns import towns_of_facilities
from vtt_py.deid.site_lists import SOURCE as SITE_SOURCE
from vtt_py.deid.site_lists import SiteLists, apply_site_lists
from vtt_py.deid.tagmap import DEFAULT_TAGSET, convert_label, to_kind, to_label

#: Lines longer than this (characters) are left to the rules (see :func:`crf_segments`).
MAX_CRF_LINE = 20_000
#: Tokens the CRF reads as one sequence at most; a longer text is cut at line
#: starts (see :func:`crf_segments`). Far above any note (a long discharge
#: summary has a few thousand), so notes are read whole as before.
MAX_CRF_TOKENS = 20_000
#: Automaton classes of tokens the recall threshold never turns into PHI
#: (function and cue words, degrees: "son", "wife", "LICSW" name nobody themselves).
_NEVER_LIFTED = frozenset("xvko&.,'-/qcs")
#: See :attr:`Deidentifier.threshold`.
DEFAULT_THRESHOLD = 0.95
#: The threshold of "find more PHI" (the app's Suggestions menu): on the
#: tuning proxy (development-train CV, held-out notes re-surrogated) 0.5
#: to 0.7 points more recall for about 2.6 times the false marks of
#: :data:`DEFAULT_THRESHOLD` (vtt_py/deid/README.md, "Choosing the threshold").
HIGH_RECALL_THRESHOLD = 0.98
#: See :attr:`Deidentifier.candidate_score`.
DEFAULT_CANDIDATE_SCORE = 0.1

#: The first two steps of :meth:`Deidentifier.stages`: the rules' own findings.
STRONG_STEP, WEAK_STEP = "strong findings", "weak findings"

#: Told the name of each step of :meth:`Deidentifier.stages` and what it holds.
_Record = Callable[[str, list[Suggestion]], None]

_TEXT_RULES = (
    find_dates,
    find_ages,
    find_contacts,
    find_identifiers,
    find_addresses,
    find_institutions,
    find_initials,
    find_hl7_fields,
    find_labelled_names,
    find_said_names,
    find_field_names,
    find_provider_fields,
    find_newborn_names,
    find_clergy_names,
    find_agencies,
    find_titled_months,
    find_introduced_patients,
    find_family_plurals,
    find_regions,
    find_roads,
)


def rule_findings(analysis: Analysis) -> list[Finding]:
    """Every rule finding (strong and weak, overlapping) of an analysed text."""
    found: list[Finding] = []
    for rule in _TEXT_RULES:
        found.extend(rule(analysis.text))
    names = names_in(analysis)
    found.extend(names)
    found.extend(places_in(analysis))
    found.extend(lower_city_states(analysis))
    listed = confirm_pairs(analysis, lexicon_findings(analysis), names)
    found.extend(
        with_cued_names(analysis, coordinated_names(analysis, listed, names), names)
    )
    found.extend(facility_findings(analysis))
    found.extend(find_listed_hospitals(analysis))
    found.extend(find_schools(analysis))
    found.extend(find_org_heads(analysis))
    found.extend(find_setting_lists(analysis))
    found.extend(find_brands(analysis))
    found = joined_hospitals(analysis.text, found)
    return care_roles(analysis, towns_of_facilities(analysis.text, found))


def crf_segments(analysis: Analysis) -> list[tuple[int, int]]:
    """Token ranges the CRF reads: everything but lines longer than :data:`MAX_CRF_LINE`.

    A line that long is no prose (a dump, a table flattened into one line);
    the CRF's cost on it would be prohibitive, so the rules alone cover it.
    A range of more than :data:`MAX_CRF_TOKENS` tokens is cut at line starts:
    crfsuite holds a sequence's whole lattice in memory (about 2.5 kB a token:
    725 MB for 1 MB of text dense with PHI), so a long file is read in pieces.
    """
    short = len(analysis.text) <= MAX_CRF_LINE  # then no line can be too long
    if short and len(analysis.words) <= MAX_CRF_TOKENS:
        return [(0, len(analysis.words))]
    return [piece for lo, hi in _prose(analysis) for piece in _cut(analysis, lo, hi)]


def _cut(analysis: Analysis, lo: int, hi: int) -> list[tuple[int, int]]:
    """``lo``..``hi`` cut at the first line start after each :data:`MAX_CRF_TOKENS` tokens."""
    pieces = []
    line_of = analysis.line_of
    while hi - lo > MAX_CRF_TOKENS:
        cut = lo + MAX_CRF_TOKENS
        while cut < hi and line_of[cut] == line_of[cut - 1]:
            cut += 1
        if cut >= hi:
            break
        pieces.append((lo, cut))
        lo = cut
    pieces.append((lo, hi))
    return pieces


def _prose(analysis: Analysis) -> list[tuple[int, int]]:
    """Token ranges outside lines longer than :data:`MAX_CRF_LINE`."""
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


def family_labels(model: CrfModel, family: str) -> frozenset[str]:
    """The model's labels whose kind belongs to ``family`` (NAME, DATE, PLACE...)."""
    found = set()
    for label in model.labels:
        kind = to_kind(label, model.tagset)
        if kind is not None and kinds.family(kind) == family:
            found.add(label)
    return frozenset(found)


@functools.cache
def role_labels(
    tagset: str,
) -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
    """A tag set's labels of cued roles, of persons' names, and of clinicians.

    A role is "cued" only where the set tells it from a patient's name
    (NLM Scrubber's ``Name|Patient`` is the patient's and the relatives').
    """
    generic = to_label(kinds.NAME, tagset)
    patient = to_label(kinds.NAME_PATIENT, tagset)
    provider = to_label(kinds.NAME_PROVIDER, tagset)
    cued = {to_label(kinds.NAME_RELATIVE, tagset), provider}
    roles = frozenset(r for r in cued if r and r not in (generic, patient))
    people = frozenset(x for x in (generic, patient, *roles) if x)
    return roles, people, frozenset(r for r in roles if r == provider)


def _liftable(classes: list[str], lo: int, hi: int) -> list[bool]:
    """Which tokens from ``lo`` to ``hi`` the recall threshold may turn into PHI."""
    return [c not in _NEVER_LIFTED for c in classes[lo:hi]]


#: What a token's marginals summed may exceed its PHI mass by (rounding).
_MASS_MARGIN = 1e-6
#: Place names whose region kind is remembered before the memory starts again.
_MAX_REGIONS = 65536


#: Tokens no name or place holds: a bracket opens or closes an aside.
_BRACKETS = frozenset("()[]{}")


def _named_tokens(
    analysis: Analysis, entities: list[tuple[int, int, str]], lo: int
) -> list[tuple[int, int, str]]:
    """The CRF's entities without those made only of cue words ("SON MARK": not "SON").

    A relative's or provider's cue word stands next to names so often that
    the CRF sometimes takes it in; on its own it names nobody.

    Args:
        analysis: the analysed document.
        entities: ``(first, end, label)`` token ranges from token ``lo`` on
            (:func:`~vtt_py.deid.merge.entity_tokens`).
        lo: the first token of the CRF's segment.
    """
    classes = analysis.classes
    # (Counted in C: some token is no cue word where not all are "c".)
    return [
        (first, end, label)
        for first, end, label in entities
        if classes[lo + first : lo + end].count("c") != end - first
    ]


def _first_names_only(text: str, findings: list[Finding]) -> set[tuple[int, int]]:
    """Spans of listed names mostly given as first names that no rule finds a place.

    Hospitals are named after family names (``to Spaulding``), seldom after
    first names; so a first name the CRF reads as a place is a person.
    """
    listed = {(f.start, f.end) for f in findings if f.rule == "name-listed"}
    if not listed:
        return listed
    # (Kinds tested in a set, not through ``kinds.family``: a roster has tens
    # of thousands of findings.)
    places = {(f.start, f.end) for f in findings if f.kind in _PLACE_KINDS}
    return {(a, b) for a, b in listed - places if _first_name(text[a:b])}


#: The kinds of places.
_PLACE_KINDS = kinds.of_family("PLACE")


def _first_name(word: str) -> bool:
    """Whether the census gives ``word`` as a first name more than twice as often as a surname."""
    first, last = name_share(word)
    return first > 2 * last


def _last_token(ends: list[int], first: int, end: int) -> int:
    """The first token ending at or after ``end`` (or the last token), ``first`` or later.

    That is ``min(bisect_left(ends, end), len(ends) - 1)``, walked to from
    ``first``: a finding holds a token or two, and a bisection over a long
    document's tokens costs more. (Not walked where a token before ``first``
    ends at or after ``end``, an empty finding's.)
    """
    last = len(ends) - 1
    if first and ends[first - 1] >= end:
        return min(bisect.bisect_left(ends, end), last)
    k = first
    while k < last and ends[k] < end:
        k += 1
    return k


def _most_probable(scored: list[Suggestion]) -> list[Suggestion]:
    """Non-overlapping suggestions, the most probable first where they overlap."""
    kept: list[Suggestion] = []
    taken = bytearray(max((s.end for s in scored), default=0))
    for s in sorted(scored, key=lambda s: (-(s.score or 0.0), s.start)):
        if taken.find(1, s.start, s.end) == -1:
            kept.append(s)
            taken[s.start : s.end] = b"\x01" * (s.end - s.start)
    return sorted(kept)


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
        candidate_score: a weak rule finding (an ambiguous shape, a listed
            name without context) is suggested when the CRF gives its tokens
            at least this probability of being PHI: the rule's evidence and
            the CRF's are combined instead of the CRF's alone deciding.
    """

    model: CrfModel | None = None
    tagset: str = DEFAULT_TAGSET
    threshold: float = DEFAULT_THRESHOLD
    candidate_score: float = DEFAULT_CANDIDATE_SCORE
    site: SiteLists | None = None
    _families: dict[str, frozenset[str]] = field(
        default_factory=dict, repr=False, compare=False
    )
    #: ``(kind or label, its tag set or "", output tag set)`` -> ``(output
    #: label, family)``, remembered: asked for every finding and every CRF
    #: entity (tens of thousands in a roster), the same few dozen answers.
    _labels: dict[tuple[str, str, str], tuple[str | None, str]] = field(
        default_factory=dict, repr=False, compare=False
    )
    #: A CRF place's name -> its :func:`region_kind`, remembered: a roster
    #: names the same towns thousands of times.
    _regions: dict[str, str] = field(default_factory=dict, repr=False, compare=False)

    def suggest(self, text: str) -> list[Suggestion]:
        """Suggestions for a text, non-overlapping and sorted.

        Args:
            text: the document text.

        Returns:
            Suggestions with labels of the output tag set.
        """
        return self._suggest(text, None)

    def stages(self, text: str) -> list[tuple[str, list[Suggestion]]]:
        """What :meth:`suggest` holds after each of its steps, in order (the last is its answer).

        For benchmarks that say where the combination of rules and CRF loses
        a PHI the rules found: the first step after which nothing overlaps it.
        """
        seen: list[tuple[str, list[Suggestion]]] = []
        self._suggest(text, lambda step, found: seen.append((step, list(found))))
        return seen

    def _suggest(self, text: str, record: _Record | None) -> list[Suggestion]:
        """:meth:`suggest`, telling ``record`` (if any) what each step holds."""
        analysis = analyse(text)
        findings = rule_findings(analysis)
        if record:
            record(STRONG_STEP, self._from_rules([f for f in findings if f.strong]))
            record(WEAK_STEP, self._from_rules([f for f in findings if not f.strong]))
        if self.model is None:
            # No CRF to confirm them: weak findings are suggested too.
            rules = self._from_rules(resolve(named_places(text, findings, findings)))
            rules = reconcile(text, extend_names(text, join_adjacent(text, rules)))
            rules = self._with_site(analysis, rules)
            if record:
                record("rules only", rules)
            return rules
        sure = [f for f in findings if f.strong]
        strong = self._from_rules(resolve(named_places(text, sure, findings)))
        crf, candidates = self._crf(analysis, findings)
        crf = off_regions(text, findings, crf)
        candidates = off_regions(text, findings, candidates)
        if record:
            record(
                "strong findings resolved, CRF, candidates", strong + crf + candidates
            )
        crf = join_adjacent(text, crf)
        strong = widen_rules(text, join_adjacent(text, strong), crf)
        crf = split_across_rules(text, crf, strong)
        merged = rules_win(strong, crf, candidates, self._kept_labels())
        if record:
            record("rules_win", merged)
        merged = reconcile(text, extend_names(text, merged))
        if record:
            record("extend_names, reconcile", merged)
        merged = apply_guards(text, merged)
        if record:
            record("guards", merged)
        merged = self._with_site(analysis, self._one_role_each(text, strong, merged))
        if record:
            record("roles, site lists", merged)
        return merged

    def _one_role_each(
        self, text: str, rules: list[Suggestion], merged: list[Suggestion]
    ) -> list[Suggestion]:
        """``merged`` with a role a cue gave a name (``wife Ann``) carried to its other mentions."""
        roles, people, providers = role_labels(self.tagset)
        anchors = [s for s in rules if s.label in roles and s.family == "NAME"]
        return consistent_roles(text, merged, anchors, people, providers)

    def _kept_labels(self) -> frozenset[tuple[str, str]]:
        """``(rule label, CRF label)`` pairs where the rule's label stands (:func:`kept_labels`)."""
        return kept_labels(self.tagset)

    def _with_site(
        self, analysis: Analysis, suggestions: list[Suggestion]
    ) -> list[Suggestion]:
        """The suggestions with the site's own lists applied, if it gave any."""
        if self.site is None:
            return suggestions
        make = functools.partial(self._from_rule, source=SITE_SOURCE)
        return apply_site_lists(analysis.text, analysis, suggestions, self.site, make)

    def _from_rules(self, findings: list[Finding]) -> list[Suggestion]:
        return [s for f in findings if (s := self._from_rule(f)) is not None]

    def _from_rule(self, finding: Finding, source: str = "rules") -> Suggestion | None:
        label, family = self._output_label(finding.kind, None)
        if label is None:
            return None
        return Suggestion(finding.start, finding.end, label, source, None, family)

    def _output_label(self, name: str, source: str | None) -> tuple[str | None, str]:
        """A rule's kind or a CRF's label in the output tag set, and its family.

        Args:
            name: an internal kind (``source`` None) or a label of tag set
                ``source`` (the model's).

        Returns:
            ``(output label, or None if the tag set does not mark it; family)``.
        """
        key = (name, source or "", self.tagset)
        found = self._labels.get(key)
        if found is None:
            if source is None:
                kind: str | None = name
                label = to_label(name, self.tagset)
            else:
                kind = to_kind(name, source)
                label = convert_label(name, source, self.tagset)
            found = self._labels[key] = (label, kinds.family(kind) if kind else "")
        return found

    def _crf(
        self, analysis: Analysis, findings: list[Finding]
    ) -> tuple[list[Suggestion], list[Suggestion]]:
        """The CRF's suggestions, and the weak findings it gives enough probability."""
        assert self.model is not None
        known = self.model.tagging_features()
        weak = sorted([f for f in findings if not f.strong])
        result: list[Suggestion] = []
        candidates: list[Suggestion] = []
        marks = known.marks(analysis, findings)
        people = _first_names_only(analysis.text, findings)
        for lo, hi in crf_segments(analysis):
            xseq = known.rows(analysis, findings, lo, hi, marks)
            # Function words, cue words and punctuation are never lifted to PHI
            # (asked only when the path leaves room for lifting at all).
            liftable = functools.partial(_liftable, analysis.classes, lo, hi)
            labels, probs = self.model.tag(
                xseq, self.threshold, liftable, packed=known.packed
            )
            self._unbracket(analysis, lo, labels)
            starts, ends = analysis.starts[lo:hi], analysis.ends[lo:hi]
            entities = _named_tokens(analysis, entity_tokens(labels), lo)
            result += self._from_crf(
                analysis.text, entities, starts, ends, probs, people
            )
            candidates += self._scored(weak, starts, ends, labels)
        return result, candidates

    def _from_crf(
        self,
        text: str,
        entities: list[tuple[int, int, str]],
        starts: list[int],
        ends: list[int],
        probs: list[float],
        people: set[tuple[int, int]],
    ) -> list[Suggestion]:
        """The suggestions of a segment's CRF entities (token ranges), in output labels.

        Must run right after the segment was tagged (see :meth:`_as_person`).
        """
        assert self.model is not None
        tagset = self.model.tagset
        result = []
        for first, last, label in entities:
            target, family = self._output_label(label, tagset)
            if target is None:
                continue
            start, end, _, score = entity_of(starts, ends, probs, first, last, label)
            person = family == "PLACE" and (start, end) in people
            if family == "PLACE" and not person:
                # (The region's label found first: a place is made once, not
                # copied with ``_replace``, thousands of times in a roster.)
                target = self._as_region(with_article(text, start, end), target)
                if target is None:
                    continue
            s = Suggestion(start, end, target, "crf", score, family)
            result.append(self._as_person(s, starts, ends) if person else s)
        return result

    def _as_region(self, name: str, label: str) -> str | None:
        """A CRF place's output label, a state's or a country's if the gazetteer says so.

        The CRF learned places from gold that marks states (i2b2) beside gold
        that does not (PhysioNet): ``son lives in Rhode Island`` came out a
        location. Named as the state it is, it takes the tag set's label for
        a state, none where states are no PHI, as the place rules' do.
        """
        kind = self._regions.get(name)
        if kind is None:
            if len(self._regions) >= _MAX_REGIONS:
                self._regions.clear()
            kind = self._regions[name] = region_kind(name)
        if kind == kinds.LOCATION:
            return label
        return self._output_label(kind, None)[0]

    def _as_person(
        self, s: Suggestion, starts: list[int], ends: list[int]
    ) -> Suggestion:
        """A CRF place that is a listed first name and no place: the CRF's likeliest person.

        After ``to`` the CRF reads places (``Report given to Tamika``,
        ``Handed off to Rosalind``); a word the gazetteer does not hold but
        the census holds as a first name is somebody. Must run right after
        the segment was tagged (the tagger answers for the last sequence).
        """
        assert self.model is not None
        first = bisect.bisect_left(starts, s.start)
        last = bisect.bisect_left(ends, s.end)
        _, best = self.model.phi_probability(
            range(first, last + 1), self._family("NAME")
        )
        label = convert_label(best, self.model.tagset, self.tagset) if best else None
        return s._replace(label=label, family="NAME") if label else s

    def _unbracket(self, analysis: Analysis, lo: int, labels: list[str]) -> None:
        """Brackets out of the CRF's names and places (``VA Boston (West Roxbury``).

        The IO labels run a name or place over a bracket into the words
        inside it; a phone keeps its own (``(617) 555-0123``).
        """
        words = analysis.words[lo : lo + len(labels)]
        # Brackets are few: found in C, their labels looked at here.
        for i in itertools.compress(
            range(len(words)), map(_BRACKETS.__contains__, words)
        ):
            if labels[i] != "O" and self._label_family(labels[i]) in ("NAME", "PLACE"):
                labels[i] = "O"

    def _label_family(self, label: str) -> str:
        """The family (NAME, PLACE...) of a model's ``B-``/``I-`` label ("" if none)."""
        assert self.model is not None
        kind = to_kind(label.partition("-")[2], self.model.tagset)
        return kinds.family(kind) if kind else ""

    def _family(self, family: str) -> frozenset[str]:
        if family not in self._families:
            assert self.model is not None
            self._families[family] = family_labels(self.model, family)
        return self._families[family]

    def _scored(
        self, weak: list[Finding], starts: list[int], ends: list[int], labels: list[str]
    ) -> list[Suggestion]:
        """Weak findings in this segment that the CRF gives enough PHI probability.

        Each finding is scored by the CRF's probability of its own family (a
        word both a listed name and a ward is weighed as each); where scored
        findings overlap, the most probable wins. Must run right after the
        segment was tagged: the tagger answers for the last sequence it tagged.
        """
        assert self.model is not None
        if not starts:
            return []
        lo, hi = starts[0], ends[-1]
        found = []
        # Only the findings of this segment: linear over all segments together.
        for f in itertools.islice(weak, bisect.bisect_left(weak, (lo,)), None):
            if f.start >= hi:
                break
            if f.end > hi:
                continue
            first = max(bisect.bisect_right(starts, f.start) - 1, 0)
            last = _last_token(ends, first, f.end)
            tokens = range(first, last + 1)
            if labels[first : last + 1].count("O") < len(tokens):
                continue  # the CRF's own suggestion stands there
            suggestion = self._from_rule(f)
            family = self._family(kinds.family(f.kind))
            if suggestion is None or not family:
                continue
            # Most weak findings the CRF leaves outside are far from the score:
            # their tokens' whole PHI mass says so, one question per token
            # instead of one per label of the family (less a rounding margin).
            if self.model.phi_mass(tokens) < self.candidate_score - _MASS_MARGIN:
                continue
            score, best = self.model.phi_probability(tokens, family)
            if score >= self.candidate_score:
                # The CRF learned the gold's labels (a relative, not a patient).
                label = convert_label(best, self.model.tagset, self.tagset)
                suggestion = suggestion._replace(label=label or suggestion.label)
                found.append(suggestion._replace(source=CANDIDATE_SOURCE, score=score))
        return _most_probable(found)

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
            note = suggestion_note(s.source, s.score)
            out.add(Markup(s.start, s.end, name, category, note))
        return out


@functools.cache
def kept_labels(tagset: str) -> frozenset[tuple[str, str]]:
    """``(rule label, CRF label)`` pairs where the rule's label stands (see ``rules_win``).

    The CRF's location is whatever place PhysioNet's gold marked, while a
    rule's hospital, ward, town, state or country is known; a street the
    CRF calls a location may be a described place (``the lot off Route
    9``), which the gold labels so. A role read from a cue stands too
    (:func:`_kept_roles`). Worked out once per tag set: every ``suggest`` asks.
    """
    generic = to_label(kinds.LOCATION, tagset)
    known = (
        kinds.HOSPITAL,
        kinds.ORGANIZATION,
        kinds.WARD,
        kinds.CITY,
        kinds.STATE,
        kinds.COUNTRY,
    )
    labels = {to_label(kind, tagset) for kind in known}
    places = (
        frozenset()
        if generic is None
        else frozenset(
            (label, generic) for label in labels if label and label != generic
        )
    )
    return places | _kept_roles(tagset) | _kept_identifiers(tagset)


def _kept_identifiers(tagset: str) -> frozenset[tuple[str, str]]:
    """``(rule label, CRF label)`` pairs of identifiers whose kind the rule read from its cue.

    ``MRN: 00482913``, ``SSN 123-45-6789``: the cue names the number; the
    CRF, trained mostly on gold that marks every number alike, calls it an
    identifier of no kind.
    """
    generic = to_label(kinds.ID, tagset)
    known = {to_label(kind, tagset) for kind in (kinds.MRN, kinds.SSN)}
    return frozenset(
        (label, generic) for label in known if label and generic and label != generic
    )


def _kept_roles(tagset: str) -> frozenset[tuple[str, str]]:
    """``(rule label, CRF label)`` pairs of names whose role the rule read from its cue.

    ``daughter Wanda``, ``Dr. Patel``: the cue says who the person is;
    the CRF's role is a guess from the words around (and moves from one
    training run to the next). A rule's plain name (no cue) takes the CRF's.
    """
    generic = to_label(kinds.NAME, tagset)
    roles = {
        to_label(kind, tagset) for kind in (kinds.NAME_RELATIVE, kinds.NAME_PROVIDER)
    }
    people = roles | {generic, to_label(kinds.NAME_PATIENT, tagset)}
    return frozenset(
        (role, other)
        for role in roles
        for other in people
        if role and other and role != generic and other != role
    )
