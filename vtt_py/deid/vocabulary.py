"""The CRF's vocabulary: words the gold uses for several patients keep their identity.

A CRF trained on a few hundred notes learns the names in them by heart
(``w=kowalczyk`` carries the weight that context and the name lists should
carry), and a new patient brings names it never saw. Classic NER practice
replaces rare words by one unknown-word symbol; here a word is *known* when
the notes of at least :data:`MIN_GROUPS` patients use it (clinical jargon such
as ``foley`` and ``levo``, the hospital's staff and wards), and every other
word's ``w=`` feature becomes ``w=<oov>``. So the CRF learns what an unseen
word in a name's place looks like, as it will meet one in a new patient's note.

While training, a note's own patient does not count, so that patient's names
are out of vocabulary in training exactly as a new patient's are when tagging.
The known words are stored in the model file (they come from the gold's text,
so the model is as private as the gold).
"""

from __future__ import annotations

from collections import defaultdict

from vtt_py.deid.analysis import analyse

#: Patients whose notes must use a word for it to be known.
MIN_GROUPS = 2
#: Shortest word that can be out of vocabulary (single letters are initials).
MIN_LENGTH = 2


class GroupCounts:
    """For each word, the groups (patients) whose notes use it."""

    def __init__(self) -> None:
        self._groups: dict[str, set[str]] = defaultdict(set)
        self._outside: dict[str, frozenset[str]] = {}

    def add(self, text: str, group: str) -> None:
        """Count the words of one note for its group."""
        for word in set(analyse(text).words):
            if len(word) >= MIN_LENGTH and word.isalpha():
                self._groups[word.lower()].add(group)

    def known_outside(self, group: str) -> frozenset[str]:
        """Words known without counting ``group`` (for training that group's notes)."""
        if group not in self._outside:
            self._outside[group] = frozenset(
                w
                for w, groups in self._groups.items()
                if len(groups) - (group in groups) >= MIN_GROUPS
            )
        return self._outside[group]

    def known(self) -> frozenset[str]:
        """Words known for tagging a new patient's notes."""
        return frozenset(w for w, g in self._groups.items() if len(g) >= MIN_GROUPS)


def out_of_vocabulary(word: str, known: frozenset[str]) -> bool:
    """Whether ``word`` is replaced by ``w=<oov>``."""
    return len(word) >= MIN_LENGTH and word.isalpha() and word.lower() not in known
