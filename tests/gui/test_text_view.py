"""The text pane: tag styles, Display flag, fonts and sizes, lazy restyling, tooltips."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtGui import QFont, QFontDatabase, QFontInfo, QTextCharFormat

from vtt_py.core.document import Document
from vtt_py.core.markup import Markup
from vtt_py.core.tagset import Tag, TagSet
from vtt_py.gui.commands import AddMarkupCommand
from vtt_py.gui.models.document_model import DocumentModel
from vtt_py.gui.qt_compat import guard_none_refcount, none_refcount_leak
from vtt_py.gui.views.text_overlay import stack_levels
from vtt_py.gui.views.text_styles import (
    DisplayFilter,
    StyleBook,
    fixed_family,
    is_fixed_pitch,
    pick_fixed_family,
    qt_family,
)
from vtt_py.gui.views.text_view import DocumentTextView

pytestmark = pytest.mark.gui
LINES = 400


def make_view(qtbot, tags, markups, text=None):
    tagset = TagSet()
    for tag in tags:
        tagset.add(tag)
    text = text or "".join(f"line {i} John Smith\n" for i in range(LINES))
    model = DocumentModel(Document(text, tagset, markups))
    view = DocumentTextView()
    qtbot.addWidget(view)
    view.resize(500, 300)
    view.set_document(model, StyleBook(tagset))
    view.show()
    qtbot.waitExposed(view)
    view.style_visible()
    return view, model


def formats_of(view, block_number):
    block = view.document().findBlockByNumber(block_number)
    ranges = block.layout().formats()
    return [(r.start, r.length, QTextCharFormat(r.format)) for r in ranges]


def test_text_view_draws_tag_styles(qtbot):
    tag = Tag(
        "Name",
        bold=True,
        italic=True,
        underline=True,
        foreground=(1, 2, 3),
        background=(200, 100, 50),
    )
    view, _ = make_view(qtbot, [tag], [Markup(7, 11, "Name")])
    [(start, length, fmt)] = formats_of(view, 0)
    assert (start, length) == (7, 4)
    assert (
        fmt.fontWeight() == QFont.Weight.Bold
        and fmt.fontItalic()
        and fmt.fontUnderline()
    )
    assert fmt.background().color().getRgb()[:3] == (200, 100, 50)
    assert fmt.foreground().color().getRgb()[:3] == (1, 2, 3)


def test_text_view_display_false_and_filter_draw_plain(qtbot):
    hidden = Tag("Hidden", display=False, background=(0, 0, 0))
    view, model = make_view(
        qtbot, [hidden, Tag("Name")], [Markup(7, 11, "Hidden"), Markup(12, 17, "Name")]
    )
    assert [(s, n) for s, n, _ in formats_of(view, 0)] == [(12, 5)]
    book = StyleBook(model.document.tagset, display=DisplayFilter({"Name"}, set()))
    view.set_book(book)
    view.style_visible()
    assert formats_of(view, 0) == []


def test_text_view_relative_sizes_and_java_fonts(qtbot):
    tags = [
        Tag("Big", font_size="+4"),
        Tag("Abs", font_size="20"),
        Tag("Serif", font_family="Serif"),
    ]
    book = StyleBook(
        TagSet([Tag("Text/Clear", font_size="12")] + tags), base_size=10, zoom=2
    )
    assert book.text_size == 14  # absolute 12 + zoom 2
    assert book.format_for("Big").fontPointSize() == 16  # base 10 + 4 + zoom 2
    assert book.format_for("Abs").fontPointSize() == 22
    assert book.format_for("Serif").fontFamilies() == [qt_family("Serif")[0]]
    # Monospaced -> a family that really is fixed-pitch (whatever Qt's flag says)
    family = QFontInfo(book.base_font()).family()
    assert family == fixed_family()
    if any(is_fixed_pitch(f) for f in QFontDatabase.families()):
        assert is_fixed_pitch(family)


def test_text_view_fixed_family_skips_fonts_qt_calls_fixed_but_are_not():
    # Qt flags Noto Sans Mono as proportional and may flag a proportional font
    # as fixed; the choice goes by measured advances, whatever is installed.
    widths = {"Proportional": False, "Noto Sans Mono": True, "DejaVu Sans Mono": True}
    assert pick_fixed_family(widths, widths.__getitem__) == "Noto Sans Mono"
    assert pick_fixed_family(["", "Proportional"], widths.__getitem__) is None


def test_text_view_styles_lazily_and_restyles_only_edited_blocks(qtbot):
    view, model = make_view(qtbot, [Tag("Name")], [])
    last = view.document().findBlockByNumber(LINES - 1)
    assert last.userState() != view._generation  # never shown: never styled
    first = view.document().findBlockByNumber(0)
    generation = view._generation
    model.insert_markup(Markup(100, 104, "Name"))  # inside block 5 only
    edited = view.document().findBlock(100)
    assert edited.userState() == generation and formats_of(view, edited.blockNumber())
    view.restyle_all()
    assert first.userState() != view._generation
    view.style_visible()
    assert first.userState() == view._generation


def test_text_view_tooltip_lists_every_markup(qtbot):
    view, model = make_view(
        qtbot,
        [Tag("Name", "Patient"), Tag("Person")],
        [Markup(7, 17, "Name", "Patient", "checked"), Markup(7, 11, "Person")],
    )
    html = view.markup_tooltip(model.document.at(8))
    assert "Name › Patient" in html and "Person" in html and "checked" in html


def test_text_view_stacked_markups_get_levels():
    outer, inner, alone = Markup(0, 10, "A"), Markup(2, 5, "B"), Markup(20, 25, "C")
    levels = stack_levels([outer, inner, alone])
    assert levels == {outer: 0, inner: 1}


def test_text_view_astral_text_offsets(qtbot):
    text = "a😀b John\n"
    view, _ = make_view(qtbot, [Tag("Name")], [Markup(4, 8, "Name")], text=text)
    [(start, length, _)] = formats_of(view, 0)
    assert (start, length) == (5, 4)  # one UTF-16 unit more before it
    view.set_caret(8, anchor=4)
    assert view.selection_span() == (4, 8)


def test_text_view_paints_overlay_without_error(make_main_window, note, qtbot):
    window = make_main_window(note)
    window.tagging.set_overlap(True)
    doc = window.session.document
    window.session.push(
        AddMarkupCommand(window.session.model, Markup(27, 50, "Address"))
    )
    window.tagging.set_selected(doc.markups[0])
    window.finder.show_bar()
    window.find_bar.text.setText("Brandt")
    image = window.grab()
    assert not image.isNull()


def test_qt_compat_guard_keeps_singletons_alive():
    guard_none_refcount()
    if sys.version_info < (3, 12) and none_refcount_leak():
        assert sys.getrefcount(None) > 1 << 39


def test_view_zoom_wrap_and_status(make_main_window, note):
    window = make_main_window(note)
    size = window.view.font().pointSize()
    window.zoom_by_one()
    assert window.view.font().pointSize() == size + 1
    window.zoom_reset()
    assert window.view.font().pointSize() == size
    window.set_line_wrap(False)
    assert window.view.lineWrapMode() == window.view.LineWrapMode.NoWrap
    window.view.set_caret(5, anchor=0)
    assert "5 selected" in window.status_labels["Selection"].text()
    assert "Saved" in window.status_labels["State"].text()
    assert "Overlap off" in window.status_labels["Overlap"].text()


def test_text_view_scroll_bar_overview_follows_markups_hits_and_filter(qtbot):
    """Each shown markup (left lane) and find hit (right lane) is a mark at its line."""
    tags = [Tag("Name", background=(200, 0, 0)), Tag("Date")]
    last_line = (LINES - 1) * len("line 0 John Smith\n")  # roughly the last line
    markups = [Markup(7, 11, "Name"), Markup(last_line, last_line + 4, "Date")]
    view, model = make_view(qtbot, tags, markups)
    bar = view.overview
    assert bar.mark_count() == 2
    lanes = sorted((round(f, 2), lane) for f, _, lane in bar._marks)
    assert lanes[0] == (0.0, 0) and lanes[1][0] > 0.9  # top and bottom of the bar
    model.insert_markup(Markup(30, 34, "Name"))
    qtbot.waitUntil(lambda: bar.mark_count() == 3)  # after the edits settle
    view.set_hits([(0, 4), (20, 24)])
    qtbot.waitUntil(lambda: bar.mark_count() == 5)
    assert sum(lane for _, _, lane in bar._marks) == 2  # hits in the right lane
    groove = bar.groove()
    top = bar.grab().toImage().pixelColor(groove.left() + 2, groove.top() + 1)
    assert top.red() > 100 and top.green() < 50  # the Name mark, in its tag's red
    hidden = DisplayFilter({"Name"}, set())  # Name filtered out of the display
    view.set_book(StyleBook(model.document.tagset, display=hidden))
    qtbot.waitUntil(lambda: bar.mark_count() == 3)  # the Date and the two hits


def test_overview_gathers_crowded_marks_per_pixel_row(qtbot):
    """Issue 16: at 15,000 markups the bar was solid noise (the last mark of a row won)."""
    from PySide6.QtGui import QColor

    from vtt_py.gui.views.overview_bar import FAINTEST, pixel_rows

    red, blue = QColor(200, 0, 0), QColor(0, 0, 200)
    height = 300
    marks = []
    # the top third: dense Names with a stray Date in each row; the rest: sparse
    for i in range(15_000):
        fraction = (i % 100 + 0.5) / 300
        marks.append((fraction, red if i % 7 else blue, 0))
    marks += [(0.5, blue, 0), (0.9, blue, 0)]
    rows = {(y, lane): colour for y, lane, colour in pixel_rows(marks, height)}
    dense = rows[(0, 0)]
    assert dense.rgb() == red.rgb()  # the majority, not the last one drawn
    assert dense.alpha() == 255
    sparse = rows[(150, 0)]
    assert sparse.rgb() == blue.rgb() and sparse.alpha() < 120
    assert min(c.alpha() for c in rows.values()) >= FAINTEST
    few = pixel_rows([(0.5, blue, 1)], height)
    assert few == [(150, 1, blue)] and few[0][2].alpha() == 255  # sparse: solid
