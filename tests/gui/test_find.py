"""Find and tag all: hits, tag all as one undo step, one by one, delete all."""

from __future__ import annotations

import pytest
import regex
from PySide6.QtCore import Qt

from vtt_py.core.markup import Markup
from vtt_py.gui.finding import TagPlan, find_hits, plan_tagging

pytestmark = pytest.mark.gui


def open_find(window, query: str, label: str, *, regex: bool = False):
    window.finder.show_bar()
    bar = window.find_bar
    bar.regex.setChecked(regex)
    bar.text.setText(query)
    bar.tag.setCurrentIndex(bar.tag.findData(label))
    return bar


def test_find_hits_text_regex_case_words():
    text = "Brandt met brandt; Brandtson.\n"
    assert find_hits(text, "brandt", regex=False, case=False, words=False) == [
        (0, 6),
        (11, 17),
        (19, 25),
    ]
    assert find_hits(text, "brandt", regex=False, case=True, words=True) == [(11, 17)]
    assert find_hits(text, r"B\w+", regex=True, case=True, words=False) == [
        (0, 6),
        (19, 28),
    ]
    assert (
        find_hits(text, "x*", regex=True, case=True, words=False) == []
    )  # empty matches
    with pytest.raises(regex.error):
        find_hits(text, "(", regex=True, case=True, words=False)


def test_find_hits_a_runaway_pattern_stops_instead_of_freezing_the_app():
    # Nested repeats take exponential time; the find runs as the user types.
    with pytest.raises(TimeoutError):
        find_hits("a" * 5000 + "!", r"(\w+\s?)+$", regex=True, case=True, words=False)


def test_find_bar_says_a_slow_pattern_is_too_slow(make_main_window, tmp_path, qtbot):
    long_note = tmp_path / "long.txt"
    long_note.write_text("a" * 5000 + "!\n", encoding="utf-8")
    window = make_main_window(long_note)
    window.finder.show_bar()
    bar = window.find_bar
    bar.regex.setChecked(True)
    bar.text.setText(r"(\w+\s?)+$")
    window.finder.refresh()
    assert window.finder.hits == []
    assert "too slow" in bar.count.text()


def test_find_tag_all_is_one_undo_step(make_main_window, note, qtbot):
    window = make_main_window(note)
    window.tagging.set_overlap(True)  # the hits lie inside full-name markups
    doc = window.session.document
    bar = open_find(window, "Brandt", "Comm")
    hits = window.finder.hits
    assert len(hits) == 3 and "3 hits" in bar.count.text()
    before = list(doc.markups)
    qtbot.mouseClick(bar.tag_all, Qt.MouseButton.LeftButton)
    for start, end in hits:
        assert Markup(start, end, "Comm") in doc
    # only the markup on a hit's own span is retagged; the full names stay
    assert [m for m in before if m not in doc] == [Markup(140, 146, "Name", "Patient")]
    assert window.session.stack.count() == 1
    window.session.stack.undo()
    assert list(doc.markups) == before


def test_find_tag_all_never_shrinks_a_longer_markup(make_main_window, note, qtbot):
    """Issue 16: Tag All of a surname cut "Walter H. Brandt" down to "Brandt"."""
    window = make_main_window(note)
    assert not window.tagging.overlap  # the default
    doc = window.session.document
    before = list(doc.markups)
    bar = open_find(window, "Brandt", "Comm")
    qtbot.mouseClick(bar.tag_all, Qt.MouseButton.LeftButton)
    # 37-43 lies inside "Walter H. Brandt", 250-256 inside "Hope Brandt": both
    # skipped; 140-146 is a Name markup of its own span and is retagged.
    assert Markup(140, 146, "Comm") in doc
    assert [m for m in before if m not in doc] == [Markup(140, 146, "Name", "Patient")]
    assert Markup(27, 43, "Name", "Patient") in doc
    assert Markup(245, 256, "Name", "Patient") in doc
    message = window.statusBar().currentMessage()
    assert "Tagged 1 hit as Comm" in message and "replacing 1 markup" in message
    assert "skipped 2 hits" in message


def test_find_tag_one_by_one_with_confirmation(make_main_window, prompts, note, qtbot):
    window = make_main_window(note)
    window.tagging.set_overlap(True)
    doc = window.session.document
    bar = open_find(window, "Brandt", "Comm")
    prompts.answers["confirm_hit"] = ["no", "yes", "cancel"]
    qtbot.mouseClick(bar.tag_each, Qt.MouseButton.LeftButton)
    tagged = [h for h in window.finder.hits if Markup(*h, "Comm") in doc]
    assert tagged == [window.finder.hits[1]]
    assert window.session.stack.count() == 1


def test_find_one_by_one_skips_hits_inside_markups_and_names_replacements(
    make_main_window, prompts, note, qtbot
):
    window = make_main_window(note)
    doc = window.session.document
    before = list(doc.markups)
    bar = open_find(window, "Brandt", "Comm")
    prompts.answers["confirm_hit"] = "yes"
    qtbot.mouseClick(bar.tag_each, Qt.MouseButton.LeftButton)
    asked = [args for name, args in prompts.asked if name == "confirm_hit"]
    assert len(asked) == 1  # only the hit that is a markup of its own
    number, total, label, replaces = asked[0]
    assert (number, total, label) == (1, 1, "Comm")
    assert "'Brandt' (Name › Patient)" in replaces
    assert Markup(27, 43, "Name", "Patient") in doc
    assert len(doc) == len(before)
    assert "skipped 2 hits" in window.statusBar().currentMessage()


def test_find_regex_error_is_shown(make_main_window, note):
    window = make_main_window(note)
    bar = open_find(window, "([", "Comm", regex=True)
    assert "bad pattern" in bar.count.text() and window.finder.hits == []


def test_find_next_selects_hit_for_quick_key(make_main_window, note, qtbot):
    window = make_main_window(note)
    open_find(window, "Brandt", "Comm")
    window.finder.next_hit()
    first = window.finder.hits[0]
    assert window.view.selection_span() == first
    window.finder.next_hit()
    assert window.view.selection_span() == window.finder.hits[1]
    window.finder.previous_hit()
    assert window.view.selection_span() == first


def test_find_delete_markups_on_hits_and_of_tag(make_main_window, prompts, note):
    window = make_main_window(note)
    doc = window.session.document
    open_find(window, "Brandt", "Comm")
    window.finder.tag_all()
    window.finder.delete_on_hits()
    assert not [
        m for m in doc.markups if m.tag == "Comm" and doc.text_of(m) == "Brandt"
    ]
    assert window.session.stack.count() == 2
    count = doc.label_counts()["Date|Patient"]
    assert count
    prompts.answers["choose"] = f"Date|Patient  ({count})"
    window.finder.delete_all_of_tag()
    assert doc.label_counts()["Date|Patient"] == 0
    window.session.stack.undo()
    assert doc.label_counts()["Date|Patient"] == count


def test_find_plan_respects_overlap_mode(make_main_window, note):
    window = make_main_window(note)
    doc = window.session.document
    name = doc.markups[0]
    hits = [(name.start, name.end + 3)]  # a hit around a markup grows it
    plan = plan_tagging(doc, hits, "Address", overlap=False)
    assert plan.replaced == [name] and not plan.skipped
    plan = plan_tagging(doc, hits, "Address", overlap=True)
    assert plan.replaced == [] and plan.added == [
        Markup(name.start, name.end + 3, "Address")
    ]
    assert plan_tagging(doc, [name.span], name.label, overlap=False) == TagPlan()
    inside = [(name.start + 1, name.end - 1)]
    plan = plan_tagging(doc, inside, "Address", overlap=False)
    assert plan.skipped == inside and not plan.added and not plan.replaced
