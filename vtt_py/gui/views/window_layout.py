"""The main window's widgets: text pane and find bar, side panels, menus and status bar."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import (
    QDockWidget,
    QLabel,
    QMenu,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from vtt_py.formats.tagsets import available_tagsets
from vtt_py.gui import settings, theme
from vtt_py.gui.actions import MENUS, SEP, ActionId
from vtt_py.gui.views.find_bar import FindBar
from vtt_py.gui.views.panels import CorpusPanel, MarkupTablePanel, TagPanel
from vtt_py.gui.views.text_view import DocumentTextView
from vtt_py.gui.views.view_options import ViewOptionsWindow

if TYPE_CHECKING:
    from vtt_py.gui.adjudication import AdjudicationController
    from vtt_py.gui.background import BackgroundWork
    from vtt_py.gui.corpus import CorpusController
    from vtt_py.gui.files import FileController
    from vtt_py.gui.models.tagset_model import TagSetModel
    from vtt_py.gui.tagging import TaggingController
    from vtt_py.gui.tagsets import TagSetController

A = ActionId


class WindowLayout(ViewOptionsWindow):
    """The base of :class:`MainWindow` that builds its widgets (split out to keep it small).

    The main window creates the controllers these widgets connect to.
    """

    tag_model: TagSetModel
    tagging: TaggingController
    files: FileController
    corpus: CorpusController
    tagsets: TagSetController
    background: BackgroundWork
    adjudication: AdjudicationController
    qactions: dict[ActionId, QAction]

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
        self.qactions[A.FIND_MORE_PHI].setChecked(settings.FIND_MORE_PHI.get())

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
