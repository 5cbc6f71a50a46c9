"""MainWindow: the text pane, side panels, menus and status bar; features live in controllers."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QGuiApplication, QUndoGroup
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
)

from vtt_py.gui import settings
from vtt_py.gui.actions import ActionId, build_actions, pane_key_handlers
from vtt_py.gui.adjudication import AdjudicationController
from vtt_py.gui.adjudication_setup import AdjudicationSetup
from vtt_py.gui.agreement import AgreementController
from vtt_py.gui.background import BackgroundWork
from vtt_py.gui.compare import CompareController
from vtt_py.gui.corpus import CorpusController
from vtt_py.gui.corpus_state import Corpus
from vtt_py.gui.document_info import DocumentInfoController
from vtt_py.gui.files import FileController
from vtt_py.gui.finding import FindController
from vtt_py.gui.models.tagset_model import TagSetModel
from vtt_py.gui.options import PreferencesController
from vtt_py.gui.pre_annotation import PreAnnotationController
from vtt_py.gui.printing import PrintController
from vtt_py.gui.prompts import Prompts
from vtt_py.gui.recovery import RecoveryStore
from vtt_py.gui.review import ReviewController
from vtt_py.gui.session import DocumentSession
from vtt_py.gui.tagging import TaggingController
from vtt_py.gui.tagsets import TagSetController
from vtt_py.gui.tasks import TaskRunner
from vtt_py.gui.training import TrainingController
from vtt_py.gui.undo_log import UndoLogController
from vtt_py.gui.views.text_styles import DisplayFilter, StyleBook
from vtt_py.gui.views.window_status import WindowStatus

A = ActionId


class MainWindow(WindowStatus):
    """One window, one open document (VTT's model), optionally inside a corpus."""

    def __init__(
        self,
        *,
        tasks: TaskRunner | None = None,
        prompts: Prompts | None = None,
        recovery: RecoveryStore | None = None,
    ) -> None:
        super().__init__()
        self.setObjectName("MainWindow")
        self.setAcceptDrops(True)
        self.tasks = tasks or TaskRunner()
        self.prompts = prompts or Prompts(self)
        self.session: DocumentSession | None = None
        self.undo_group = QUndoGroup(self)
        self.display_filter = DisplayFilter()
        self.zoom = settings.ZOOM.get()
        self.base_size = settings.BASE_FONT_SIZE.get()
        self._docks_sized = False
        self._build_central()
        self.tag_model = TagSetModel(parent=self)
        self.tagging = TaggingController(self)
        self.files = FileController(
            self, recovery or RecoveryStore(settings.recovery_dir())
        )
        self.corpus = CorpusController(self)
        self.finder = FindController(self)
        self.tagsets = TagSetController(self)
        self.background = BackgroundWork(self)
        self.adjudication = AdjudicationController(self)
        self.adjudication_setup = AdjudicationSetup(self)
        self.agreement = AgreementController(self)
        self.review = ReviewController(self)
        self.pre_annotation = PreAnnotationController(self)
        self.training = TrainingController(self)
        self._build_vtt_tools()
        self._build_docks()
        self.qactions = build_actions(self)
        self.adjudication.panel.set_actions(self.qactions)
        self._build_menus()
        self._build_status()
        self._bind_pane_keys()
        self.tagging.bind_view()
        self.adjudication.bind_view()
        self.tagging.selectionChanged.connect(self._markup_selected)
        self.undo_group.canUndoChanged.connect(self.update_actions)
        self.undo_group.canRedoChanged.connect(self.update_actions)
        self.undo_group.undoTextChanged.connect(self.update_actions)
        self.undo_group.redoTextChanged.connect(self.update_actions)
        self.view.caretMoved.connect(lambda _: self.update_status())
        self.view.selectionChanged.connect(self.update_status)
        self.view.zoomRequested.connect(self.zoom_by)
        self.view.escapePressed.connect(self._escape)
        app = QGuiApplication.instance()
        if isinstance(app, QGuiApplication):
            app.applicationStateChanged.connect(self._app_state)
        self._restore_settings()
        self.set_session(None)

    # ------------------------------------------------------------ construction
    def _build_vtt_tools(self) -> None:
        """Print, Compare, Meta Data, Config Setup and Undo Manager Log."""
        self.printing = PrintController(self)
        self.comparing = CompareController(self)
        self.document_info = DocumentInfoController(self)
        self.options = PreferencesController(self)
        self.undo_log = UndoLogController(self)

    def _bind_pane_keys(self) -> None:
        modes = {"adjudication": lambda: self.adjudication.active}
        handlers = pane_key_handlers(self.qactions, lambda mode: modes[mode]())
        self.view.key_bindings.update(handlers)

    def _restore_settings(self) -> None:
        self.resize(1360, 820)
        geometry, state = settings.GEOMETRY.get(), settings.WINDOW_STATE.get()
        if not geometry.isEmpty():
            self.restoreGeometry(geometry)
        if not state.isEmpty():
            self.restoreState(state)

    # ------------------------------------------------------------ session

    def set_session(self, session: DocumentSession | None) -> None:
        """Show a document (its undo stack becomes the active one) or none."""
        self.session = session
        if session is not None:
            self.undo_group.addStack(session.stack)
            self.undo_group.setActiveStack(session.stack)
            session.stack.cleanChanged.connect(self._clean_changed)
            session.stack.indexChanged.connect(self._after_edit)
            session.model.tagsetChanged.connect(self._tagset_changed)
            self.view.set_document(session.model, self.make_book())
            self.view.setFocus()
        else:
            self.undo_group.setActiveStack(None)  # type: ignore[arg-type]  # Qt accepts null
            self.view.set_document(None, None)
        self.markup_panel.set_model(session.model if session else None)
        self.tag_model.reset_tagset(
            session.document.tagset if session else self.tag_model.tagset
        )
        self.tagging.document_changed()
        self.adjudication.document_changed()
        self.review.document_changed()
        if self.adjudication.active:
            self.adjudication_dock.show()
            self.adjudication_dock.raise_()
        self.finder.update_labels()
        self.finder.refresh()
        entry = self.corpus.document_shown()
        self.corpus_panel.show_current(
            self.corpus.model.row_of(entry.path) if entry else -1
        )
        self.refresh_tag_panel()
        self.update_actions()
        self.update_status()

    def make_book(self) -> StyleBook:
        """Formats for the open document's tag set, zoom and display filter."""
        tagset = self.session.document.tagset if self.session else self.tag_model.tagset
        return StyleBook(
            tagset,
            base_size=self.base_size,
            zoom=self.zoom,
            display=self.display_filter,
        )

    def restyle(self) -> None:
        """Styles changed (zoom, display filter, tag set): redraw lazily."""
        if self.session is not None:
            self.view.set_book(self.make_book())

    def _escape(self) -> None:
        """Escape in the text closes the find bar."""
        if not self.find_bar.isHidden():
            self.find_bar.close_bar()

    def _tagset_changed(self) -> None:
        if self.session is None:
            return
        tagset = self.session.document.tagset
        self.tag_model.reset_tagset(tagset)
        self.tagging.follow_tagset(tagset)
        self.finder.update_labels()
        self.restyle()
        self.refresh_tag_panel()

    def refresh_tag_panel(self) -> None:
        self.tag_model.quick_keys = {
            label: k + 1 for k, label in enumerate(self.tagging.quick_keys) if label
        }
        self.tag_model.counts = (
            dict(self.session.model.label_counts()) if self.session else {}
        )
        self.tag_model.refresh()

    def _after_edit(self) -> None:
        self.refresh_tag_panel()
        self.finder.refresh() if not self.find_bar.isHidden() else None
        self.update_actions()
        self.update_status()

    def _clean_changed(self) -> None:
        self.update_actions()
        self.update_status()

    def _markup_selected(self, markup) -> None:
        if (
            self.session is not None
            and markup is not None
            and markup in self.session.document
        ):
            self.markup_panel.show_markup(self.session.model.row_of(markup))
        self.update_actions()
        self.update_status()

    def corpus_opened(self, corpus: Corpus) -> None:
        """A corpus folder is shown: bring its panel forward, wide enough for its names."""
        self.corpus_dock.show()
        self.corpus_dock.raise_()
        self.adjudication.corpus_opened(corpus)
        self.update_status()

    def document_saved(self) -> None:
        """After a save (title, state, counts, adjudication progress)."""
        self.adjudication.document_saved()
        self._after_edit()

    def show_message(self, text: str, *, seconds: int = 5) -> None:
        """A transient message in the status bar."""
        self.statusBar().showMessage(text, seconds * 1000)

    def add_recent(self, path: Path) -> None:
        """Remember a file or folder in File > Open Recent."""
        settings.add_recent(path)

    def run_dialog(self, dialog: QDialog) -> int:
        """Run a modal dialog (tests replace this to drive dialogs without exec)."""
        return dialog.exec()

    @staticmethod
    def app_modifiers():
        """The keyboard modifiers held now."""
        return QApplication.keyboardModifiers()

    # ------------------------------------------------------------ events

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if not self._docks_sized and settings.WINDOW_STATE.get().isEmpty():
            # Dock sizes only take once the window has its real size.
            self._docks_sized = True
            self._size_corpus_dock()

    def dragEnterEvent(self, event) -> None:
        if event.mimeData().hasUrls():
            event.acceptProposedAction()

    def dropEvent(self, event) -> None:
        paths = [
            Path(u.toLocalFile()) for u in event.mimeData().urls() if u.isLocalFile()
        ]
        if paths:
            event.acceptProposedAction()
            QTimer.singleShot(0, lambda: self.files.open_path(paths[0]))

    def _app_state(self, state) -> None:
        if state == Qt.ApplicationState.ApplicationActive:
            self.files.check_disk()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.ActivationChange and self.isActiveWindow():
            QTimer.singleShot(0, self.files.check_disk)
        super().changeEvent(event)

    def closeEvent(self, event) -> None:
        if not self.files.maybe_save():
            event.ignore()
            return
        self.corpus.remember_now()
        self.files.close_session()
        self.files.disk_timer.stop()
        settings.GEOMETRY.set(self.saveGeometry())
        settings.WINDOW_STATE.set(self.saveState())
        self.background.cancel()
        # Before waiting for the threads: one may be blocked on the child.
        self.pre_annotation.service.shutdown(stop_work=True)
        self.tasks.wait()
        event.accept()
