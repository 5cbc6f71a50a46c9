"""MainWindow: the text pane, side panels, menus and status bar; features live in controllers."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QActionGroup, QGuiApplication, QUndoGroup
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDockWidget,
    QLabel,
    QMenu,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from vtt_py.formats.tagsets import available_tagsets
from vtt_py.gui import settings, theme
from vtt_py.gui.actions import MENUS, SEP, ActionId, build_actions, pane_key_handlers
from vtt_py.gui.adjudication import AdjudicationController
from vtt_py.gui.adjudication_setup import AdjudicationSetup
from vtt_py.gui.agreement import AgreementController
from vtt_py.gui.background import BackgroundWork
from vtt_py.gui.compare import CompareController
from vtt_py.gui.corpus import CorpusController
from vtt_py.gui.corpus_state import STATE_NAMES, Corpus
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
from vtt_py.gui.views.find_bar import FindBar
from vtt_py.gui.views.panels import CorpusPanel, MarkupTablePanel, TagPanel
from vtt_py.gui.views.text_styles import DisplayFilter, StyleBook, tag_caption
from vtt_py.gui.views.text_view import DocumentTextView
from vtt_py.gui.views.view_options import ViewOptionsWindow

A = ActionId


class MainWindow(ViewOptionsWindow):
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

    def _build_central(self) -> None:
        self.view = DocumentTextView()
        self.view.setLineWrapMode(
            QPlainTextEdit.LineWrapMode.WidgetWidth
            if settings.LINE_WRAP.get()
            else QPlainTextEdit.LineWrapMode.NoWrap
        )
        self.find_bar = FindBar()
        self.find_bar.setStyleSheet(theme.FIND_BAR_STYLE)
        self.find_bar.hide()
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.view)
        layout.addWidget(self.find_bar)
        self.setCentralWidget(central)

    def _dock(self, name: str, title: str, widget: QWidget, area) -> QDockWidget:
        dock = QDockWidget(self.tr(title), self)
        dock.setObjectName(name)
        dock.setWidget(widget)
        dock.setStyleSheet(theme.DOCK_STYLE)
        dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetClosable
            | QDockWidget.DockWidgetFeature.DockWidgetFloatable
        )
        self.addDockWidget(area, dock)
        return dock

    def _build_docks(self) -> None:
        left, right = (
            Qt.DockWidgetArea.LeftDockWidgetArea,
            Qt.DockWidgetArea.RightDockWidgetArea,
        )
        self.corpus_panel = CorpusPanel(self.corpus.model)
        self.tag_panel = TagPanel(self.tag_model)
        self.markup_panel = MarkupTablePanel()
        self.corpus_dock = self._dock(
            "DocumentsDock", "&Documents", self.corpus_panel, left
        )
        self.tag_dock = self._dock("TagsDock", "&Tags", self.tag_panel, right)
        self.markup_dock = self._dock(
            "MarkupsDock", "&Markups", self.markup_panel, right
        )
        self.adjudication_dock = self._dock(
            "AdjudicationDock", "A&djudication", self.adjudication.panel, right
        )
        self.tabifyDockWidget(self.markup_dock, self.adjudication_dock)
        self.markup_dock.raise_()
        self.resizeDocks(
            [self.corpus_dock, self.tag_dock], [270, 380], Qt.Orientation.Horizontal
        )
        self.resizeDocks(
            [self.tag_dock, self.markup_dock], [300, 320], Qt.Orientation.Vertical
        )
        self.corpus_panel.documentActivated.connect(self.corpus.activate)
        self.corpus.model.corpusChanged.connect(self._corpus_columns_changed)
        self.tag_panel.tagActivated.connect(self.tagging.apply_label)
        self.markup_panel.markupActivated.connect(
            lambda m: self.tagging.set_selected(m, show=True) if m is not None else None
        )

    def _build_menus(self) -> None:
        bar = self.menuBar()
        for title, entries in MENUS:
            menu = bar.addMenu(self.tr(title))
            menu.setObjectName("menu_" + title.replace("&", "").lower())
            for entry in entries:
                if entry is SEP:
                    menu.addSeparator()
                elif isinstance(entry, ActionId):
                    menu.addAction(self.qactions[entry])
                else:
                    self._submenu(menu, entry)
        self.qactions[A.LINE_WRAP].setChecked(settings.LINE_WRAP.get())
        self.qactions[A.OVERLAP_MODE].setChecked(self.tagging.overlap)
        self.qactions[A.SNAP_TO_WORDS].setChecked(self.tagging.snap)
        self.qactions[A.STATUS_BAR].setChecked(settings.STATUS_BAR.get())

    def _submenu(self, menu: QMenu, name: str) -> None:
        if name == "@recent":
            self.recent_menu = menu.addMenu(self.tr("Open &Recent"))
            self.recent_menu.setObjectName("menu_recent")
            self.recent_menu.aboutToShow.connect(self._fill_recent)
        elif name == "@tagsets":
            sub = menu.addMenu(self.tr("Use &Shipped Tag Set"))
            for tagset_name in available_tagsets():
                action = sub.addAction(tagset_name)
                action.triggered.connect(
                    lambda _=False, n=tagset_name: self.tagsets.switch_shipped(n)
                )
        elif name == "@theme":
            sub = menu.addMenu(self.tr("&Theme"))
            group = QActionGroup(self)
            for action_id in (A.THEME_SYSTEM, A.THEME_LIGHT, A.THEME_DARK):
                group.addAction(self.qactions[action_id])
                sub.addAction(self.qactions[action_id])
            current = {theme.LIGHT: A.THEME_LIGHT, theme.DARK: A.THEME_DARK}
            self.qactions[current.get(settings.THEME.get(), A.THEME_SYSTEM)].setChecked(
                True
            )
        elif name == "@panels":
            for dock in (
                self.corpus_dock,
                self.tag_dock,
                self.markup_dock,
                self.adjudication_dock,
            ):
                menu.addAction(dock.toggleViewAction())

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        for entry in settings.RECENT_FILES.get():
            action = self.recent_menu.addAction(entry)
            action.triggered.connect(
                lambda _=False, p=entry: self.files.open_path(Path(p))
            )
        if self.recent_menu.isEmpty():
            self.recent_menu.addAction(self.tr("(none)")).setEnabled(False)

    def _build_status(self) -> None:
        status = self.statusBar()
        status.addPermanentWidget(self.background.widget)
        self.status_labels: dict[str, QLabel] = {}
        for name in ("Caret", "Selection", "Markup", "Overlap", "Corpus", "State"):
            label = QLabel()
            label.setObjectName("Status" + name)
            status.addPermanentWidget(label)
            self.status_labels[name] = label
        status.setVisible(settings.STATUS_BAR.get())

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

    # ------------------------------------------------------------ state display

    def update_actions(self) -> None:
        """Enable every action from the current state (the only place that does)."""
        s = self.session
        has_doc = s is not None
        has_markup = self.tagging.selected is not None
        in_corpus = self.corpus.corpus is not None
        enabled = {
            A.SAVE: s is not None and (s.modified or s.path is None),
            A.SAVE_AS: has_doc,
            A.RELOAD: s is not None and s.source is not None,
            A.CLOSE_DOCUMENT: has_doc,
            A.UNDO: self.undo_group.canUndo(),
            A.REDO: self.undo_group.canRedo(),
            A.DELETE_MARKUP: has_markup,
            A.JOIN_MARKUP: has_markup,
            A.EDIT_MARKUP: has_markup,
            A.NEXT_DOCUMENT: in_corpus,
            A.PREVIOUS_DOCUMENT: in_corpus,
            A.MARK_NEW: in_corpus and has_doc,
            A.MARK_IN_PROGRESS: in_corpus and has_doc,
            A.MARK_DONE: in_corpus and has_doc,
        }
        for action_id in (
            A.FIND,
            A.FIND_NEXT,
            A.FIND_PREVIOUS,
            A.TAG_PALETTE,
            A.NEXT_MARKUP,
            A.PREVIOUS_MARKUP,
            A.FIRST_MARKUP,
            A.LAST_MARKUP,
            A.NEXT_SHOWN,
            A.PREVIOUS_SHOWN,
            A.FIRST_SHOWN,
            A.LAST_SHOWN,
            A.DELETE_ALL_OF_TAG,
            A.DELETE_ALL_MARKUPS,
            A.REPORT,
            A.EDIT_TAGSET,
            A.DISPLAY_FILTER,
            A.QUICK_KEYS,
            A.IMPORT_TAGS,
            A.EXPORT_TAGS,
            A.QUICK_LOAD_TAGS,
            A.COMPARE,
            A.DOCUMENT_INFO,
            A.PRINT,
            A.EXPORT_PDF,
        ):
            enabled[action_id] = has_doc
        enabled.update(self.adjudication.enabled_actions())
        enabled.update(self.review.enabled_actions())
        enabled.update(self.pre_annotation.enabled_actions())
        enabled.update(self.training.enabled_actions())
        for action_id, on in enabled.items():
            self.qactions[action_id].setEnabled(bool(on))
        undo_text = self.undo_group.undoText()
        redo_text = self.undo_group.redoText()
        self.qactions[A.UNDO].setText(
            self.tr("&Undo %s") % undo_text if undo_text else self.tr("&Undo")
        )
        self.qactions[A.REDO].setText(
            self.tr("&Redo %s") % redo_text if redo_text else self.tr("&Redo")
        )
        self._update_title()

    def _update_title(self) -> None:
        s = self.session
        parts = [f"{s.display_name}[*]"] if s else []
        if s is not None and s.read_only:
            parts[0] += self.tr(" (read-only)")
        # the corpus's name only over its own notes: a note from elsewhere
        # must not look like part of it (an annotator's file while adjudicating)
        if self.corpus.corpus is not None and (
            s is None or self.corpus.current_entry() is not None
        ):
            parts.append(self.corpus.corpus.root.name)
        parts.append("vtt-py")
        self.setWindowTitle(" — ".join(parts))
        self.setWindowModified(bool(s and s.modified))

    def update_status(self) -> None:
        """Caret, selection, selected markup, overlap mode, corpus and document state."""
        s, labels = self.session, self.status_labels
        if s is None:
            for label in labels.values():
                label.clear()
            labels["State"].setText(self.tr("No document"))
            return
        caret = self.view.caret()
        block = self.view.textCursor().block()
        labels["Caret"].setText(
            self.tr("Offset %d · Ln %d, Col %d")
            % (
                caret,
                block.blockNumber() + 1,
                caret - self.view.to_char(block.position()) + 1,
            )
        )
        span = self.view.selection_span()
        labels["Selection"].setText(
            self.tr("%d selected") % (span[1] - span[0]) if span else ""
        )
        m = self.tagging.selected
        labels["Markup"].setText(
            f"{tag_caption(m.label)} [{m.start}, {m.end})" if m is not None else ""
        )
        labels["Overlap"].setText(
            self.tr("Overlap on") if self.tagging.overlap else self.tr("Overlap off")
        )
        entry = self.corpus.current_entry()
        labels["Corpus"].setText(
            self.tr("Corpus: %s") % STATE_NAMES.get(entry.state, entry.state)
            if entry
            else ""
        )
        state = (
            self.tr("Read-only")
            if s.read_only
            else self.tr("Modified")
            if s.modified
            else self.tr("Saved")
        )
        labels["State"].setText(self.tr("%s · %d markups") % (state, len(s.document)))

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

    def _corpus_columns_changed(self) -> None:
        if settings.WINDOW_STATE.get().isEmpty():  # the user never sized the docks
            self._size_corpus_dock()

    def _size_corpus_dock(self) -> None:
        """Show the corpus list's columns whole, up to two fifths of the window."""
        wanted = min(self.width() * 2 // 5, self.corpus_panel.wanted_width())
        self.resizeDocks(
            [self.corpus_dock, self.tag_dock],
            [max(330, wanted), 400],
            Qt.Orientation.Horizontal,
        )

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
