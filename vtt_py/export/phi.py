"""Which markups count as PHI: the HIPAA list, all PHI, given labels, or a limited data set.

The lists come from a tag set's ``hipaa`` and ``phi`` properties (a bare
tag name covers all its categories). VTT files carry no such properties, so
the tag set is named by the user or guessed from the labels in the corpus.
A label the tag set does not know at all counts as PHI: hiding too much is
a nuisance, showing a name is a breach.

A limited data set (45 CFR 164.514(e); seed 003, "Limited Data Set") may keep
dates, ages, town or city, state and ZIP code; ``limited=True`` keeps the
labels the tag set's ``limited`` property lists, or, for a tag set without
one, the labels whose tag or category names one of those.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field

from vtt_py.core.document import Document
from vtt_py.core.markup import label_of, split_label
from vtt_py.core.tagset import TagSet
from vtt_py.formats.tagsets import DEFAULT_TAGSET, available_tagsets, load_tagset

HIPAA = "hipaa"
ALL_PHI = "phi"

#: Tag or category names (lower case, letters and digits only) a limited data set keeps.
LIMITED_KEEP = frozenset(
    {
        "date", "dates", "fechas", "edadsujetoasistencia", "month", "day", "year",
        "dateyear", "weekday", "holiday", "time", "age", "ages", "agepii", "agenpii", "agefract",
        "city", "town", "state", "zip", "zipcode", "postalcode",
    }
)  # fmt: skip
_NOT_ALNUM = re.compile(r"[^a-z0-9]")


def _norm(name: str) -> str:
    return _NOT_ALNUM.sub("", name.lower())


def limited_keeps(tag: str, category: str) -> bool:
    """Whether a limited data set may keep this label (dates, ages, city, state, ZIP)."""
    return _norm(tag) in LIMITED_KEEP or _norm(category) in LIMITED_KEEP


@dataclass
class PhiRule:
    """Decides, label by label, whether a markup is PHI to remove.

    Attributes:
        tagset: where the ``hipaa``/``phi`` lists come from.
        which: ``"hipaa"``, ``"phi"`` or explicit labels (``Name``, ``Name|Patient``).
        limited: keep what a limited data set may keep.
        unknown: labels the tag set did not know, counted (they were PHI).
    """

    tagset: TagSet
    which: str | tuple[str, ...] = HIPAA
    limited: bool = False
    unknown: set[str] = field(default_factory=set)

    def __post_init__(self) -> None:
        if isinstance(self.which, tuple):
            self._listed = set(self.which)
        elif self.which in (HIPAA, ALL_PHI):
            raw = self.tagset.properties.get(self.which, "")
            self._listed = {item.strip() for item in raw.split(",") if item.strip()}
        else:
            raise ValueError(f"unknown PHI selection {self.which!r}")
        # A tag set without the list (a user's tags file) knows no label as
        # safe: everything counts as PHI.
        self._known = set(self.tagset.names()) if self._listed else set()
        raw_limited = self.tagset.properties.get("limited", "")
        self._limited = {
            item.strip() for item in raw_limited.split(",") if item.strip()
        }
        self._cache: dict[tuple[str, str], bool] = {}

    def is_phi(self, tag: str, category: str = "") -> bool:
        """Whether markups with this label are removed."""
        key = (tag, category)
        found = self._cache.get(key)
        if found is None:
            found = self._decide(tag, category)
            self._cache[key] = found
        return found

    def _keeps_limited(self, tag: str, category: str) -> bool:
        if self._limited:
            return label_of(tag, category) in self._limited or tag in self._limited
        return limited_keeps(tag, category)

    def _decide(self, tag: str, category: str) -> bool:
        if self.limited and self._keeps_limited(tag, category):
            return False
        if label_of(tag, category) in self._listed or tag in self._listed:
            return True
        if isinstance(self.which, tuple) or tag in self._known:
            return False
        self.unknown.add(label_of(tag, category))
        return True


def parse_which(value: str) -> str | tuple[str, ...]:
    """``hipaa``, ``phi``/``all``, or a comma-separated list of labels."""
    if value in (HIPAA, ALL_PHI):
        return value
    if value == "all":
        return ALL_PHI
    labels = tuple(item.strip() for item in value.split(",") if item.strip())
    if not labels:
        raise ValueError("empty list of PHI labels")
    return labels


def guess_tagset(labels: Iterable[str]) -> TagSet:
    """The shipped tag set that knows the most of these labels (the default on a tie).

    Args:
        labels: ``Name|Category`` labels seen in a corpus.
    """
    wanted = set(labels)
    best, best_score = load_tagset(DEFAULT_TAGSET), -1
    for name in [DEFAULT_TAGSET, *available_tagsets()]:
        tagset = load_tagset(name)
        names = set(tagset.names())
        # An exact label counts double: NAME|PATIENT is i2b2's, not CCHMC's NAME.
        score = sum(
            2 if label in tagset else 1 if split_label(label)[0] in names else 0
            for label in wanted
        )
        if score > best_score:
            best, best_score = tagset, score
    return best


def corpus_labels(docs: Iterable[Document]) -> set[str]:
    """Every label used in some documents."""
    found: set[str] = set()
    for doc in docs:
        found.update(doc.label_counts())
    return found
