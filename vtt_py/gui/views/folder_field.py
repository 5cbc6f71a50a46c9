"""A folder chooser row: an editable list of suggested folders and a Browse button."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QPushButton,
    QWidget,
)

from vtt_py.gui.views.common import named


def document_folders(root: Path) -> list[Path]:
    """``root`` and its sub-folders that hold documents (hidden ones skipped)."""
    found = []
    for folder in [root, *sorted(p for p in root.iterdir() if p.is_dir())]:
        if folder.name.startswith(".") and folder != root:
            continue
        if any(folder.glob("*.vtt")) or any(folder.glob("*.txt")):
            found.append(folder)
    return found


class FolderField(QWidget):
    """Pick a folder: type a path, choose a suggestion, or browse."""

    changed = Signal()

    def __init__(self, name: str, suggestions: list[Path], value: Path | None) -> None:
        super().__init__()
        self.combo = named(QComboBox(), name)
        self.combo.setEditable(True)
        self.combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.combo.setMinimumContentsLength(40)
        for path in suggestions:
            self.combo.addItem(str(path))
        self.combo.setEditText(str(value) if value is not None else "")
        browse = named(QPushButton(self.tr("Browse…")), name + "Browse")
        browse.clicked.connect(self._browse)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.combo, 1)
        layout.addWidget(browse)
        self.combo.editTextChanged.connect(lambda _: self.changed.emit())

    def path(self) -> Path | None:
        """The folder typed or chosen (None when empty)."""
        text = self.combo.currentText().strip()
        return Path(text).expanduser() if text else None

    def set_path(self, path: Path) -> None:
        """Show a path."""
        self.combo.setEditText(str(path))

    def _browse(self) -> None:
        start = self.path()
        name = QFileDialog.getExistingDirectory(
            self, self.tr("Choose a folder"), str(start or "")
        )
        if name:
            self.set_path(Path(name))
