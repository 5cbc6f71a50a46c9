"""A site's own lists: listed phrases are PHI in any case, ``NOT PHI`` phrases never are."""

from __future__ import annotations

from pathlib import Path

import pytest

from vtt_py.deid.analysis import analyse
from vtt_py.deid.crf import CrfModel
from vtt_py.deid.merge import Suggestion
from vtt_py.deid.pipeline import Deidentifier
from vtt_py.deid.site_lists import (
    SOURCE,
    TEMPLATE,
    SiteLists,
    apply_site_lists,
    phrase_key,
    read_site_lists,
    write_template,
)
from vtt_py.errors import ParseError

# Invented names: none is a real place or person.
LISTS = """\
# Quillmoor's own names
[HOSPITAL]
Quillmoor General
QGH

[ward]
Ellery 7
[Name provider]
Ada Quillmoor
[NOT PHI]
Foley
"""


def write(folder: Path, text: str, name: str = "site.txt") -> Path:
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


@pytest.fixture
def lists(tmp_path: Path) -> SiteLists:
    return read_site_lists([write(tmp_path, LISTS)])


def spans(text: str, suggestions: list[Suggestion]) -> list[tuple[str, str, str]]:
    return [(text[s.start : s.end], s.label, s.source) for s in suggestions]


def test_sections_name_kinds_in_any_case_and_spelling(lists: SiteLists) -> None:
    assert lists.phi == {
        ("quillmoor", "general"): "HOSPITAL",
        ("qgh",): "HOSPITAL",
        ("ellery", "7"): "WARD",
        ("ada", "quillmoor"): "NAME_PROVIDER",
    }
    assert lists.not_phi == {("foley",)}
    assert len(lists) == 5


def test_files_are_merged(tmp_path: Path) -> None:
    first = write(tmp_path, "[WARD]\nEllery 7\n", "a.txt")
    second = write(tmp_path, "\ufeff[CITY]\nNorth Quillby\n", "b.txt")  # a BOM is fine
    merged = read_site_lists([first, second])
    assert merged.phi == {("ellery", "7"): "WARD", ("north", "quillby"): "CITY"}


@pytest.mark.parametrize(
    ("text", "line", "words"),
    [
        ("Foley\n", 1, "before any section"),
        ("[HOSPITAL]\nQGH\n[DOCTOR]\nAda\n", 3, "no kind of PHI"),
        ("[HOSPITAL]\n...\n", 2, "no word or number"),
        ("[HOSPITAL]\n" + "a " * 13 + "\n", 2, "more than 12 words"),
        ("[HOSPITAL]\nQGH\n\xff\n", 3, "invalid UTF-8"),
    ],
)
def test_bad_lines_are_named_by_file_and_line(
    tmp_path: Path, text: str, line: int, words: str
) -> None:
    path = tmp_path / "site.txt"
    path.write_bytes(
        text.encode("utf-8", "surrogateescape").replace(b"\xc3\xbf", b"\xff")
    )
    with pytest.raises(ParseError) as caught:
        read_site_lists([path])
    assert caught.value.path == str(path) and caught.value.line == line
    assert words in str(caught.value)


def test_a_phrase_listed_both_ways_is_refused_without_quoting_it(
    tmp_path: Path,
) -> None:
    first = write(tmp_path, "[HOSPITAL]\nQuillmoor General\n", "a.txt")
    second = write(tmp_path, "# ours\n[NOT PHI]\nFoley\nquillmoor  general\n", "b.txt")
    with pytest.raises(ParseError) as caught:
        read_site_lists([first, second])
    assert str(caught.value) == (
        f"{second}:4: listed as PHI and as NOT PHI: also at {first}:2"
    )  # no listed phrase in a message


def test_a_phrase_in_two_kinds_takes_the_later(tmp_path: Path) -> None:
    path = write(
        tmp_path, "[NAME_PATIENT]\nAda Quillmoor\n[NAME_PROVIDER]\nAda Quillmoor\n"
    )
    assert read_site_lists([path]).phi == {("ada", "quillmoor"): "NAME_PROVIDER"}


def test_a_missing_file_is_named(tmp_path: Path) -> None:
    with pytest.raises(ParseError, match="cannot read"):
        read_site_lists([tmp_path / "none.txt"])


def test_phrases_match_whole_words_on_one_line_in_any_case(lists: SiteLists) -> None:
    text = (
        "to QUILLMOOR   general, then qgh; Ellery 7 and Ellery\n7; qghx; Ada Quillmoor"
    )
    found = [
        (text[f.start : f.end], f.kind, f.strong) for f in lists.findings(analyse(text))
    ]
    assert found == [
        ("QUILLMOOR   general", "HOSPITAL", True),
        ("qgh", "HOSPITAL", True),
        ("Ellery 7", "WARD", True),  # not the one broken over two lines
        ("Ada Quillmoor", "NAME_PROVIDER", True),
    ]


def test_the_longest_phrase_starting_at_a_word_wins(tmp_path: Path) -> None:
    lists = read_site_lists([write(tmp_path, "[WARD]\nEllery\nEllery 7\n")])
    text = "back to Ellery 7 from Ellery"
    assert [text[f.start : f.end] for f in lists.findings(analyse(text))] == [
        "Ellery 7",
        "Ellery",
    ]


def _apply(text: str, lists: SiteLists, suggestions: list[Suggestion]) -> list:
    def make(f):  # the kind as its own label
        return Suggestion(f.start, f.end, f.kind, SOURCE, None, "PLACE")

    return spans(text, apply_site_lists(text, analyse(text), suggestions, lists, make))


def test_listed_phrases_take_over_without_losing_a_mark(lists: SiteLists) -> None:
    text = "at Quillmoor General Hospital; Ellery 7; Foley; QGH ED"
    at = text.index

    def sug(part: str, label: str = "Location") -> Suggestion:
        return Suggestion(at(part), at(part) + len(part), label, "crf", 0.9, "PLACE")

    got = _apply(
        text,
        lists,
        [sug("General Hospital"), sug("Ellery"), sug("Foley"), sug("QGH ED")],
    )
    assert got == [
        # a suggestion overlapping a listed phrase is taken into it
        ("Quillmoor General Hospital", "HOSPITAL", SOURCE),
        # a suggestion inside a listed phrase gives way to it
        ("Ellery 7", "WARD", SOURCE),
        # Foley is no PHI; a suggestion holding a listed phrase and more stays
        ("QGH ED", "Location", "crf"),
    ]


def test_the_de_identifier_uses_the_lists(
    lists: SiteLists, tiny_model: CrfModel
) -> None:
    text = "Pt came from qgh to ELLERY 7. Foley draining. Dr Ada Quillmoor aware.\n"
    without = Deidentifier(tiny_model, "nlm-scrubber").suggest(text)
    with_lists = Deidentifier(tiny_model, "nlm-scrubber", site=lists).suggest(text)
    got = spans(text, with_lists)
    assert ("qgh", "Organization", SOURCE) in got
    assert ("ELLERY 7", "Location", SOURCE) in got
    assert ("Ada Quillmoor", "Name", SOURCE) in got
    assert all(part != "Foley" for part, _, _ in got)
    # every other mark is still there, in the listed phrase that took it in
    for s in without:
        if text[s.start : s.end] != "Foley":
            assert any(w.start <= s.start and s.end <= w.end for w in with_lists)


def test_rules_only_uses_the_lists_too(lists: SiteLists) -> None:
    text = "Back to Ellery 7 from QGH."
    got = spans(text, Deidentifier(None, "physionet", site=lists).suggest(text))
    assert ("Ellery 7", "Location", SOURCE) in got and (
        "QGH",
        "Location",
        SOURCE,
    ) in got


def test_phrase_key_reads_words_as_the_matcher_does() -> None:
    assert phrase_key("  St. Ada's-Quillmoor  ") == (
        "st",
        ".",
        "ada",
        "'",
        "s",
        "-",
        "quillmoor",
    )


def test_the_template_reads_as_empty_lists_and_is_never_written_over(
    tmp_path: Path,
) -> None:
    path = tmp_path / "site-lists.txt"
    write_template(path)
    assert path.read_text(encoding="utf-8") == TEMPLATE
    assert path.stat().st_mode & 0o777 == 0o600
    assert len(read_site_lists([path])) == 0
    with pytest.raises(FileExistsError):
        write_template(path)
