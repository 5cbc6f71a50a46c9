"""Which labels are HIPAA identifiers: from the documents' tag set, or a shipped one that fits."""

from __future__ import annotations

import functools
from collections.abc import Iterable
from dataclasses import dataclass, field

from vtt_py.core.tagset import TagSet
from vtt_py.formats.tagsets import available_tagsets, load_tagset


@dataclass
class HipaaRule:
    """Decides whether a ``(tag, category)`` is a HIPAA identifier.

    ``source`` names the tag set the list came from (``None``: no tag set
    marks any of the labels, so the HIPAA subsets are empty).
    """

    tagset: TagSet | None
    source: str | None
    _listed: frozenset[str] = field(default=frozenset(), repr=False)

    def __post_init__(self) -> None:
        if self.tagset is not None:
            self._listed = frozenset(self.tagset.hipaa_labels)

    @property
    def listed(self) -> frozenset[str]:
        """The labels the rule's tag set lists as HIPAA identifiers."""
        return self._listed

    def __call__(self, tag: str, category: str) -> bool:
        """Whether spans with this tag and category count in the HIPAA subset.

        Same rule as ``TagSet.is_hipaa`` (a bare tag name covers all its
        categories), with the list parsed once.
        """
        listed = self._listed
        return tag in listed or (bool(category) and f"{tag}|{category}" in listed)


@functools.lru_cache(maxsize=1)
def _shipped() -> tuple[tuple[str, TagSet], ...]:
    return tuple((name, load_tagset(name)) for name in available_tagsets())


def _coverage(tagset: TagSet, labels: set[tuple[str, str]]) -> tuple[int, int]:
    """How many labels the tag set defines exactly, and how many by tag name."""
    names = set(tagset.names())
    exact = sum(1 for tag, cat in labels if tagset.find(tag, cat) is not None)
    return exact, sum(1 for tag, _ in labels if tag in names)


def hipaa_rule(
    document_tagsets: Iterable[TagSet],
    labels: set[tuple[str, str]],
    override: TagSet | None = None,
) -> HipaaRule:
    """Pick the HIPAA label list for a comparison.

    Args:
        document_tagsets: the documents' own tag sets (reference first).
        labels: every ``(tag, category)`` used on either side.
        override: a tag set the user chose; it wins when given.

    Returns:
        The rule: the override; else the first document tag set whose
        ``hipaa`` property marks one of the labels in use; else the shipped
        tag set defining the most of the labels (exact ``tag|category``
        matches first, then tag names; ties go to the first name in order);
        else an empty rule.
    """
    if override is not None:
        return HipaaRule(override, override.name or "given tag set")
    seen: set[str] = set()
    for tagset in document_tagsets:
        listed = tagset.properties.get("hipaa", "")
        if not listed or listed in seen:
            continue
        seen.add(listed)
        rule = HipaaRule(tagset, tagset.name or "document tag set")
        if any(rule(tag, cat) for tag, cat in labels):
            return rule
    best: tuple[tuple[int, int], str, TagSet] | None = None
    for name, tagset in _shipped():
        score = _coverage(tagset, labels)
        if score[1] and (best is None or score > best[0]):
            best = (score, name, tagset)
    if best is None:
        return HipaaRule(None, None)
    return HipaaRule(best[2], best[1])


class HipaaTracker:
    """The rule :func:`hipaa_rule` would pick for the document pairs seen so far.

    A corpus read note by note learns its labels and tag sets as it goes, so
    the rule can change (early, as labels appear). Each pair is scored with
    the rule current when it was read; :meth:`rules` lists every rule handed
    out so the caller can rescore the few pairs a later change concerns.
    """

    def __init__(self, override: TagSet | None = None) -> None:
        self.override = override
        self.labels: set[tuple[str, str]] = set()
        #: Each distinct ``hipaa`` list: where it is first seen (side, name) and its tag set.
        self.firsts: dict[str, tuple[tuple[int, str], TagSet]] = {}
        self.rules: list[HipaaRule] = []
        self._current = -1

    def observe(
        self, name: str, tagsets: tuple[TagSet, TagSet], labels: set[tuple[str, str]]
    ) -> int:
        """Record one comparable pair; return the index (in :attr:`rules`) of its rule.

        Args:
            name: the document's name (tag sets count in name order, the
                reference side's first, as :func:`hipaa_rule` takes them).
            tagsets: the reference and candidate documents' tag sets.
            labels: every ``(tag, category)`` the two documents use.
        """
        changed = self._current < 0
        if self.override is None:
            if not labels <= self.labels:
                self.labels |= labels
                changed = True
            for side, tagset in enumerate(tagsets):
                listed = tagset.properties.get("hipaa", "")
                known = self.firsts.get(listed) if listed else None
                if listed and (known is None or (side, name) < known[0]):
                    self.firsts[listed] = ((side, name), tagset)
                    changed = True
        if changed:
            self._current = self._index(self.current())
        return self._current

    def current(self) -> HipaaRule:
        """The rule for everything seen so far."""
        ordered = sorted(self.firsts.values(), key=lambda first: first[0])
        return hipaa_rule([tagset for _, tagset in ordered], self.labels, self.override)

    def _index(self, rule: HipaaRule) -> int:
        for i, known in enumerate(self.rules):
            if known.source == rule.source and known.listed == rule.listed:
                return i
        self.rules.append(rule)
        return len(self.rules) - 1
