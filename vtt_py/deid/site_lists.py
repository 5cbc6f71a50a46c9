"""A site's own lists: its names that are PHI and its words that are not (deid.pl's local lists).

No public list knows a hospital's wards, its staff, the towns around it or
the abbreviations its notes use for its neighbours; deid.pl asks whoever runs
it on new notes to supply such lists, and Presidio has deny and allow lists.
A site lists file gives vtt_py the same knowledge, in sections named by the
kind of PHI::

    # Our hospital
    [HOSPITAL]
    Quillmoor General
    QGH
    [WARD]
    Ellery 7
    [NAME_PROVIDER]
    Ada Quillmoor
    [NOT PHI]
    Foley

A listed phrase is PHI wherever its words stand on one line, in any case
(``qgh``, ``Quillmoor  General``); it wins over the de-identifier's
suggestions inside it. A suggestion whose words are a ``NOT PHI`` entry is
dropped. The lists act when notes are annotated, never in training: a model
stays the same whatever lists a user gives.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from vtt_py.core.tokens import word_tokens
from vtt_py.deid.analysis import Analysis
from vtt_py.deid.kinds import ALL_KINDS, Finding
from vtt_py.deid.merge import Suggestion
from vtt_py.errors import ParseError, Problem, ProblemLog
from vtt_py.formats.atomic import atomic_write_text
from vtt_py.formats.textio import read_text_file
from vtt_py.lexicons.hospitals import lengths_by_first

RULE = "site-list"
#: The source of a listed phrase's suggestion: ``suggested by site-list``.
SOURCE = "site-list"
#: The section of words that are never PHI.
NOT_PHI = "NOT PHI"
_SECTION = re.compile(r"\[\s*([^\]]*?)\s*\]")
#: Words of an entry: a site list of 100,000 staff names is not unusual; a
#: phrase longer than this is no name.
MAX_WORDS = 12

Key = tuple[str, ...]


def phrase_key(phrase: str) -> Key:
    """An entry's or a text's words in lower case, as the matcher compares them."""
    return tuple(t.text.lower() for t in word_tokens(phrase))


@dataclass(frozen=True)
class SiteLists:
    """A site's PHI phrases (words -> kind) and its phrases that are no PHI.

    Attributes:
        phi: each listed phrase's lower-case words and its kind.
        not_phi: the words of each ``NOT PHI`` phrase.
        lengths: for each first word, the lengths of the phrases it starts,
            longest first.
    """

    phi: dict[Key, str] = field(default_factory=dict)
    not_phi: frozenset[Key] = frozenset()
    lengths: dict[str, tuple[int, ...]] = field(default_factory=dict)

    def __len__(self) -> int:
        return len(self.phi) + len(self.not_phi)

    def findings(self, analysis: Analysis) -> list[Finding]:
        """Listed phrases in a text, the longest where several start at one word."""
        words, line_of = analysis.words, analysis.line_of
        lengths = self.lengths
        found: list[Finding] = []
        after = 0  # listed phrases do not overlap: the first, longest, wins
        for i in [i for i, w in enumerate(words) if w.lower() in lengths]:
            if i < after:
                continue
            for n in lengths[words[i].lower()]:
                last = i + n - 1
                if last >= len(words) or line_of[last] != line_of[i]:
                    continue
                key = tuple(w.lower() for w in words[i : last + 1])
                if key in self.phi:
                    found.append(
                        Finding(
                            analysis.starts[i], analysis.ends[last], self.phi[key], RULE
                        )
                    )
                    after = last + 1
                    break
        return found

    def no_phi(self, text: str) -> bool:
        """Whether a suggested text is listed as no PHI."""
        return bool(self.not_phi) and phrase_key(text) in self.not_phi


#: A new site lists file: the format explained, the sections a site fills first.
TEMPLATE = f"""\
# Site lists for vtt_py's pre-annotation: your site's own names.
# One phrase per line, under a section naming its kind; a line starting
# with # is a comment. A phrase is found wherever its words stand on one
# line, in any case. Phrases under [{NOT_PHI}] are never suggested.
# Kinds: {", ".join(ALL_KINDS)}.
# This file will hold PHI of your site: keep it where the notes are kept.

[HOSPITAL]

[WARD]

[NAME_PROVIDER]

[CITY]

[{NOT_PHI}]
"""


def write_template(path: Path) -> None:
    """Create a new site lists file holding :data:`TEMPLATE`, readable by its owner only.

    Raises:
        FileExistsError: ``path`` exists (a file vtt_py did not write is never replaced).
    """
    if path.exists():
        raise FileExistsError(f"{path} exists already: choose it, or another name")
    atomic_write_text(path, TEMPLATE, private=True)


def read_site_lists(paths: Iterable[Path]) -> SiteLists:
    """Read and merge site lists files (a phrase in two PHI sections takes the later kind).

    Raises:
        ParseError: a file cannot be read, a line stands outside any section,
            a section is no kind, or a phrase is listed both as PHI and not
            (the error names the file and line, never the phrase).
    """
    phi: dict[Key, str] = {}
    seen: dict[Key, tuple[str, int, bool]] = {}  # where each phrase was first listed
    for path in paths:
        _read_one(path, phi, seen)
    not_phi = frozenset(key for key, (_, _, listed) in seen.items() if not listed)
    return SiteLists(phi, not_phi, lengths_by_first(phi))


def _read_one(
    path: Path, phi: dict[Key, str], seen: dict[Key, tuple[str, int, bool]]
) -> None:
    """Add one file's entries to ``phi`` (PHI phrases) and ``seen`` (every phrase)."""
    text = read_text_file(path, ProblemLog(str(path)))
    section: str | None = None
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if (match := _SECTION.fullmatch(line)) is not None:
            section = _section(match.group(1), path, number)
            continue
        problem = _entry_problem(line, section)
        key = phrase_key(line)
        listed = section != NOT_PHI
        first = seen.setdefault(key, (str(path), number, listed))
        if not problem and first[2] != listed:
            problem = f"listed as PHI and as {NOT_PHI}: also at {first[0]}:{first[1]}"
        if problem:
            raise ParseError(Problem(str(path), number, problem))
        if listed:
            assert section is not None
            phi[key] = section


def _section(name: str, path: Path, number: int) -> str:
    """A section's kind (any case), or :data:`NOT_PHI`."""
    upper = " ".join(name.upper().replace("_", " ").split())
    if upper == NOT_PHI:
        return NOT_PHI
    kind = upper.replace(" ", "_")
    if kind not in ALL_KINDS:
        raise ParseError(
            Problem(
                str(path),
                number,
                f"[{name}] is no kind of PHI; use one of "
                f"{', '.join(ALL_KINDS)} or [{NOT_PHI}]",
            )
        )
    return kind


def _entry_problem(line: str, section: str | None) -> str:
    """What is wrong with an entry line (empty when nothing)."""
    if section is None:
        return "an entry before any section: start the file with a section such as [HOSPITAL]"
    words = phrase_key(line)
    if not any(word.isalnum() for word in words):
        return "an entry with no word or number"
    if len(words) > MAX_WORDS:
        return f"an entry of more than {MAX_WORDS} words"
    return ""


def apply_site_lists(
    text: str,
    analysis: Analysis,
    suggestions: Sequence[Suggestion],
    lists: SiteLists,
    make: Callable[[Finding], Suggestion | None],
) -> list[Suggestion]:
    """Suggestions with the site's lists applied; no mark is lost.

    A suggestion listed as no PHI is dropped. A listed phrase is added with
    its kind; a suggestion holding the whole phrase and more stays as it is
    (it marks the phrase already), any other it overlaps is taken into the phrase
    (listed ``Quillmoor General`` and suggested ``General Hospital`` make
    ``Quillmoor General Hospital``).

    Args:
        text: the document text.
        analysis: its analysis.
        suggestions: sorted, non-overlapping suggestions.
        lists: the site's lists.
        make: a listed phrase's finding as a suggestion (None: its kind is
            not in the output tag set).

    Returns:
        Sorted, non-overlapping suggestions.
    """
    kept = [s for s in suggestions if not lists.no_phi(text[s.start : s.end])]
    listed = [s for f in lists.findings(analysis) if (s := make(f)) is not None]
    if not listed:
        return kept
    result: list[Suggestion] = []
    i = 0
    for phrase in listed:  # both sorted: one sweep
        while i < len(kept) and kept[i].end <= phrase.start:
            result.append(kept[i])
            i += 1
        over = []
        while i < len(kept) and kept[i].start < phrase.end:
            over.append(kept[i])
            i += 1
        if any(_holds(s, phrase) for s in over):
            result += over
        else:
            start = min(s.start for s in [phrase, *over])
            result.append(
                phrase._replace(start=start, end=max(s.end for s in [phrase, *over]))
            )
    return _joined([*result, *kept[i:]])


def _holds(s: Suggestion, phrase: Suggestion) -> bool:
    """Whether a suggestion marks a listed phrase and more (the same span: the list's)."""
    return s.start <= phrase.start and phrase.end <= s.end and s[:2] != phrase[:2]


def _joined(suggestions: list[Suggestion]) -> list[Suggestion]:
    """Sorted suggestions with any that overlap the one before it taken into that one."""
    result: list[Suggestion] = []
    for s in suggestions:
        if result and s.start < result[-1].end:
            result[-1] = result[-1]._replace(end=max(result[-1].end, s.end))
        else:
            result.append(s)
    return result
