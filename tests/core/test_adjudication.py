"""Adjudication model: agreements accepted, disagreements grouped and decided."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from vtt_py.core import Document, Markup, Tag, TagSet
from vtt_py.core.adjudication import (
    Choice,
    apply,
    decision_record,
    group_at,
    groups,
    merge_for_adjudication,
    next_group,
    pending_count,
    pending_side,
    regroup,
    resolve,
    resolve_edit,
)
from vtt_py.errors import UsageError
from vtt_py.formats import atomic
from vtt_py.formats.adjudication_log import (
    append_decision,
    effective_decisions,
    find_root,
    read_decisions,
    start_adjudication,
)
from vtt_py.formats.vtt import write_vtt

TEXT = "Dr. Ann Lee saw John Smith in Millbrook on 3/4/2020.\n"


def _doc(*spans: tuple[str, str, str]) -> Document:
    tagset = TagSet()
    for label in ["Name", "Name|Patient", "City", "Organization", "Date|Patient"]:
        name, _, cat = label.partition("|")
        tagset.add(Tag(name, cat))
    doc = Document(TEXT, tagset)
    for text, tag, cat in spans:
        start = TEXT.index(text)
        doc.add(Markup(start, start + len(text), tag, cat))
    return doc


@pytest.fixture
def merged() -> Document:
    a = _doc(
        ("Ann Lee", "Name", ""),
        ("John Smith", "Name", "Patient"),
        ("Millbrook", "City", ""),
        ("3/4/2020", "Date", "Patient"),
    )
    b = _doc(
        ("Dr. Ann Lee", "Name", ""),
        ("John Smith", "Name", "Patient"),
        ("Millbrook", "Organization", ""),
    )
    return merge_for_adjudication(a, b)


def test_adjudication_accepts_agreements_and_marks_the_rest(merged: Document) -> None:
    accepted = [m for m in merged.markups if pending_side(m) is None]
    assert [merged.text_of(m) for m in accepted] == ["John Smith"]
    assert pending_count(merged) == 3
    kinds = [g.kind for g in groups(merged)]
    assert kinds == ["boundary", "type", "only A"]


def test_adjudication_take_a_b_both_neither(merged: Document) -> None:
    first, second, third = groups(merged)
    apply(merged, *resolve(first, Choice.B))
    apply(merged, *resolve(second, Choice.BOTH))
    apply(merged, *resolve(third, Choice.NEITHER))
    assert pending_count(merged) == 0
    labels = [(merged.text_of(m), m.label, m.annotation) for m in merged.markups]
    assert labels == [
        ("Dr. Ann Lee", "Name", ""),
        ("John Smith", "Name|Patient", ""),
        ("Millbrook", "City", ""),
        ("Millbrook", "Organization", ""),
    ]


def test_adjudication_group_at_finds_the_group_under_the_caret(
    merged: Document,
) -> None:
    group = group_at(merged, TEXT.index("Lee"))
    assert group is not None and {pending_side(m) for m in group.markups} == {"A", "B"}
    assert group_at(merged, TEXT.index("saw")) is None


def test_adjudication_refuses_different_texts() -> None:
    other = Document("something else\n", TagSet())
    with pytest.raises(ValueError):
        merge_for_adjudication(_doc(), other)


def test_adjudication_edit_replaces_group_with_written_markup(merged: Document) -> None:
    first = groups(merged)[0]
    written = Markup(first.start + 4, first.end, "Name", "", "pending A; checked")
    removed, added = resolve_edit(first, [written])
    assert removed == list(first.markups)
    assert added == [written.with_(annotation="checked")]
    with pytest.raises(ValueError):
        resolve(first, Choice.EDIT)


def test_adjudication_next_group_wraps_both_ways(merged: Document) -> None:
    found = groups(merged)
    assert next_group(found, found[0].start) == found[0]
    assert next_group(found, found[0].start + 1) == found[1]
    assert next_group(found, found[-1].start + 1) == found[0]  # wraps
    assert next_group(found, found[0].start, forward=False) == found[-1]
    assert next_group(found, found[1].start, forward=False) == found[0]
    assert next_group([], 0) is None


def test_adjudication_decision_record_holds_offsets_and_labels_only(
    merged: Document,
) -> None:
    group = groups(merged)[1]  # Millbrook: City (A) / Organization (B)
    removed, added = resolve(group, Choice.A)
    record = decision_record(group, Choice.A, added, document="x.vtt", user="ann")
    assert record == {
        "document": "x.vtt",
        "user": "ann",
        "choice": "A",
        "kind": "type",
        "start": group.start,
        "end": group.end,
        "a": [[group.start, group.end, "City"]],
        "b": [[group.start, group.end, "Organization"]],
        "result": [[group.start, group.end, "City"]],
    }
    assert "Millbrook" not in json.dumps(record)


def test_adjudication_log_effective_decisions_follow_undo_and_redo(
    tmp_path: Path,
) -> None:
    append_decision(tmp_path, {"action": "decide", "id": "1", "choice": "A"})
    append_decision(tmp_path, {"action": "decide", "id": "2", "choice": "B"})
    append_decision(tmp_path, {"action": "undo", "id": "2"})
    append_decision(tmp_path, {"action": "decide", "id": "3", "choice": "both"})
    append_decision(tmp_path, {"action": "undo", "id": "3"})
    append_decision(tmp_path, {"action": "redo", "id": "3"})
    append_decision(tmp_path, {"action": "save", "pending": 0})
    chosen = [r["choice"] for r in effective_decisions(read_decisions(tmp_path))]
    assert chosen == ["A", "both"]


def _write_pair(root: Path) -> tuple[Path, Path]:
    a, b = root / "a", root / "b"
    a.mkdir()
    b.mkdir()
    write_vtt(_doc(("Ann Lee", "Name", "")), a / "n.vtt")
    write_vtt(_doc(("Dr. Ann Lee", "Name", "")), b / "n.vtt")
    return a, b


def test_adjudication_start_writes_files_and_never_overwrites_work(
    tmp_path: Path,
) -> None:
    a, b = _write_pair(tmp_path)
    out = tmp_path / "out"
    report = start_adjudication(a, b, out)
    assert report.written == [("n.vtt", 1)] and report.total == 1
    assert find_root(out / "n.vtt") == out
    with pytest.raises(UsageError, match="already holds an adjudication"):
        start_adjudication(a, b, out)
    assert find_root(tmp_path / "elsewhere.vtt") is None
    gold = tmp_path / "gold"
    gold.mkdir()
    (gold / "n.vtt").write_text("keep me")
    with pytest.raises(UsageError, match="already exists"):
        start_adjudication(a, b, gold)  # a gold folder chosen by mistake
    assert (gold / "n.vtt").read_text() == "keep me"


@pytest.mark.parametrize("syncfs_works", [True, False])
def test_adjudication_start_flushes_its_own_file_system_only(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, syncfs_works: bool
) -> None:
    """One syncfs of the staged folder, never a sync of every disk; if it
    fails, each file is fsynced (and would raise its own error)."""
    a, b = _write_pair(tmp_path)
    synced: list[int] = []
    fsynced: list[int] = []
    monkeypatch.setattr(
        atomic,
        "_syncfs",
        lambda: lambda fd: synced.append(fd) or (0 if syncfs_works else -1),
    )
    monkeypatch.setattr(os, "fsync", lambda fd: fsynced.append(os.fstat(fd).st_ino))
    monkeypatch.setattr(os, "sync", lambda: pytest.fail("os.sync flushes every disk"))
    report = start_adjudication(a, b, tmp_path / "out")
    assert report.written == [("n.vtt", 1)]
    assert len(synced) == 1
    written = (tmp_path / "out" / "n.vtt").stat().st_ino
    assert (written in fsynced) is not syncfs_works


#: (start, length, side); side "-" is an accepted (not pending) markup.
_SPANS = st.tuples(st.integers(0, 40), st.integers(1, 8), st.sampled_from("AB-"))


def _note(side: str, rest: str) -> str:
    return f"pending {side}; {rest}" if side != "-" else rest


@given(
    before=st.lists(_SPANS, max_size=14),
    added=st.lists(_SPANS, max_size=4),
    removed=st.lists(st.integers(0, 13), max_size=4),
)
def test_adjudication_regroup_matches_a_full_regrouping(before, added, removed) -> None:
    text = "x" * 60
    tagset = TagSet()
    tagset.add(Tag("Name", ""))
    doc = Document(text, tagset)
    for start, length, side in before:
        markup = Markup(start, start + length, "Name", "", _note(side, str(start)))
        if not doc.with_span(*markup.span):
            doc.add(markup)
    found = groups(doc)
    gone = {doc.markups[i] for i in removed if i < len(doc)}
    spans = [m.span for m in gone]
    for m in gone:
        doc.remove(m)
    for start, length, side in added:
        markup = Markup(start, start + length, "Name", "", _note(side, "new"))
        if not doc.with_span(*markup.span):
            doc.add(markup)
            spans.append(markup.span)
    if spans:
        found = regroup(doc, found, min(s for s, _ in spans), max(e for _, e in spans))
    assert found == groups(doc)
