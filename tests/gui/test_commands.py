"""Every undoable command on a bare QUndoStack, and the Qt models under qtmodeltester."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QUndoStack

from vtt_py.core.document import Document
from vtt_py.core.markup import Markup
from vtt_py.core.tagset import Tag, TagSet
from vtt_py.gui.commands import (
    AddMarkupCommand,
    DeleteMarkupsCommand,
    EditMarkupCommand,
    JoinMarkupsCommand,
    RemoveMarkupCommand,
    ReplaceContentCommand,
    RetagMarkupCommand,
    TagAllCommand,
)
from vtt_py.gui.models.document_model import RESET_THRESHOLD, DocumentModel
from vtt_py.gui.models.tagset_model import TagSetModel

pytestmark = pytest.mark.gui

TEXT = "Pt John Smith seen 01/01/2012.\nCall 555-1234 or\nfax 555-9876.\n"


def make_model() -> DocumentModel:
    tagset = TagSet()
    for name, category in (("Name", "Patient"), ("Date", ""), ("Comm", "")):
        tagset.add(Tag(name, category))
    doc = Document(
        TEXT, tagset, [Markup(3, 7, "Name", "Patient"), Markup(19, 29, "Date")]
    )
    return DocumentModel(doc)


def markups(model: DocumentModel) -> list[Markup]:
    return list(model.document.markups)


def check_undo_redo(model: DocumentModel, command, after: list[Markup]) -> None:
    before = markups(model)
    stack = QUndoStack()
    stack.push(command)
    assert markups(model) == after
    stack.undo()
    assert markups(model) == before
    stack.redo()
    assert markups(model) == after


def test_commands_add_markup_replacing_overlaps():
    model = make_model()
    old = markups(model)
    new = Markup(3, 13, "Name", "Patient")
    check_undo_redo(model, AddMarkupCommand(model, new, [old[0]]), [new, old[1]])


def test_commands_add_emits_row_insert_and_span(qtbot):
    model = make_model()
    new = Markup(36, 44, "Comm")
    with qtbot.waitSignals([model.rowsInserted, model.spansChanged]):
        QUndoStack().push(AddMarkupCommand(model, new))
    assert model.row_of(new) == 2


def test_commands_remove_markup():
    model = make_model()
    first, second = markups(model)
    check_undo_redo(model, RemoveMarkupCommand(model, first), [second])


def test_commands_retag_and_edit():
    model = make_model()
    first, second = markups(model)
    retagged = first.with_(tag="Comm", category="")
    check_undo_redo(
        model, RetagMarkupCommand(model, first, retagged), [retagged, second]
    )
    model = make_model()
    edited = first.with_(end=13, annotation="full name")
    check_undo_redo(model, EditMarkupCommand(model, first, edited), [edited, second])


def test_commands_join_keeps_first_tag_and_both_comments():
    model = make_model()
    first, second = markups(model)
    joined = Markup(3, 29, "Name", "Patient")
    check_undo_redo(model, JoinMarkupsCommand(model, first, second, joined), [joined])


def test_commands_tag_all_and_delete_many_are_one_step():
    model = make_model()
    hits = [Markup(36, 44, "Comm"), Markup(52, 60, "Comm")]
    stack = QUndoStack()
    stack.push(TagAllCommand(model, "Comm", hits))
    assert stack.count() == 1 and len(model.document) == 4
    stack.push(DeleteMarkupsCommand(model, hits, "Comm"))
    assert stack.count() == 2 and len(model.document) == 2
    stack.undo()
    stack.undo()
    assert len(model.document) == 2 and model.document.markups[0].start == 3


def test_commands_bulk_change_above_threshold_resets_model(qtbot):
    tagset = TagSet()
    tagset.add(Tag("Comm"))
    model = DocumentModel(Document("ab " * (RESET_THRESHOLD + 10) + "\n", tagset))
    many = [Markup(3 * i, 3 * i + 2, "Comm") for i in range(RESET_THRESHOLD + 10)]
    stack = QUndoStack()
    with qtbot.waitSignal(model.modelReset):
        stack.push(TagAllCommand(model, "Comm", many))
    assert list(model.document.markups) == many
    stack.undo()
    assert len(model.document) == 0


def test_commands_refused_change_leaves_document_intact():
    model = make_model()
    before = markups(model)
    with pytest.raises(ValueError):
        model.apply_changes([], [Markup(0, 2, "Nope")])
    with pytest.raises(ValueError):
        model.apply_changes([before[0]], [before[1]])  # duplicate of an existing one
    assert markups(model) == before


def test_commands_replace_content_swaps_tagset_and_markups(qtbot):
    model = make_model()
    renamed = TagSet(
        [model.document.tagset.reserved, Tag("Person", "Patient"), Tag("Date")]
    )
    new_markups = [Markup(3, 7, "Person", "Patient"), Markup(19, 29, "Date")]
    old_tags = list(model.document.tagset.tags)
    stack = QUndoStack()
    with qtbot.waitSignal(model.tagsetChanged):
        stack.push(
            ReplaceContentCommand(model, "rename", tagset=renamed, markups=new_markups)
        )
    assert "Person|Patient" in model.document.tagset
    assert markups(model) == new_markups
    stack.undo()
    assert model.document.tagset.tags == old_tags
    assert markups(model)[0].tag == "Name"


def test_commands_focus_follows_redo_and_undo(qtbot):
    model = make_model()
    first = markups(model)[0]
    retagged = first.with_(tag="Comm", category="")
    stack = QUndoStack()
    with qtbot.waitSignal(model.focusRequested) as blocker:
        stack.push(RetagMarkupCommand(model, first, retagged))
    assert blocker.args == [retagged]
    with qtbot.waitSignal(model.focusRequested) as blocker:
        stack.undo()
    assert blocker.args == [first]


def test_models_pass_qtmodeltester(qtmodeltester):
    model = make_model()
    qtmodeltester.check(model)
    tags = TagSetModel(model.document.tagset.copy())
    qtmodeltester.check(tags)
    tags.insert_tag(Tag("Extra"))
    tags.move_tag(0, 2)
    tags.sort_tags()
    tags.remove_tag(0)
    qtmodeltester.check(tags)


def test_models_document_list_passes_qtmodeltester(qtmodeltester, corpus_copy):
    from vtt_py.gui.corpus_state import Corpus
    from vtt_py.gui.models.document_list import DocumentListModel

    model = DocumentListModel()
    model.set_corpus(Corpus(corpus_copy))
    qtmodeltester.check(model)
    assert model.rowCount() == 6
