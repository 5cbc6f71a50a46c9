"""Every question the app asks the user, in one place (tests swap in scripted answers)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox, QWidget

from vtt_py.gui.lockfile import LockInfo
from vtt_py.gui.recovery import RecoveryEntry

Button = QMessageBox.StandardButton
VTT_FILTER = "VTT and text files (*.vtt *.txt);;VTT files (*.vtt);;All files (*)"
TAGS_FILTER = "Tags files (*.tags *.data);;All files (*)"
#: Import also reads a MAE task definition as a tag set.
IMPORT_TAGS_FILTER = "Tag sets (*.tags *.data *.dtd);;MAE task (*.dtd);;All files (*)"
PDF_FILTER = "PDF files (*.pdf)"


class Prompts:
    """Modal questions and file choosers, parented to the main window."""

    def __init__(self, parent: QWidget) -> None:
        self.parent = parent

    def _ask(self, title: str, text: str, buttons, default) -> Button:
        box = QMessageBox(QMessageBox.Icon.Question, title, text, buttons, self.parent)
        box.setDefaultButton(default)
        return Button(box.exec())

    def save_changes(self, name: str) -> str:
        """``save``, ``discard`` or ``cancel`` for a document with unsaved edits."""
        answer = self._ask(
            "Unsaved changes",
            f"Save the changes to {name}?",
            Button.Save | Button.Discard | Button.Cancel,
            Button.Save,
        )
        return {Button.Save: "save", Button.Discard: "discard"}.get(answer, "cancel")

    def reload_changed(self, name: str, modified: bool) -> bool:
        """Whether to reload a document another program changed on disk."""
        lose = " Your unsaved edits would be lost." if modified else ""
        text = f"{name} was changed on disk by another program. Reload it?{lose}"
        return (
            self._ask("File changed", text, Button.Yes | Button.No, Button.No)
            == Button.Yes
        )

    def overwrite_changed(self, name: str) -> bool:
        """Whether to save over a file that changed on disk since it was opened."""
        text = f"{name} changed on disk since you opened it. Overwrite it with your version?"
        return (
            self._ask("File changed", text, Button.Yes | Button.Cancel, Button.Cancel)
            == Button.Yes
        )

    def lock_held(self, name: str, info: LockInfo) -> str:
        """``read_only``, ``take_over`` or ``cancel`` when another window holds a lock."""
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            "Document in use",
            f"{name} is open in another window: {info.describe()}.",
            Button.NoButton,
            self.parent,
        )
        read_only = box.addButton("Open read-only", QMessageBox.ButtonRole.AcceptRole)
        take = box.addButton("Take over", QMessageBox.ButtonRole.DestructiveRole)
        box.addButton(Button.Cancel)
        box.setDefaultButton(read_only)
        box.exec()
        clicked = box.clickedButton()
        return (
            "read_only"
            if clicked is read_only
            else "take_over"
            if clicked is take
            else "cancel"
        )

    def recover(self, entry: RecoveryEntry) -> str:
        """``restore``, ``discard`` or ``later`` for a copy left by a crash."""
        answer = self._ask(
            "Recover unsaved work",
            f"vtt-py found {entry.describe()} that was never saved. Restore it?",
            Button.Yes | Button.Discard | Button.Ignore,
            Button.Yes,
        )
        return {Button.Yes: "restore", Button.Discard: "discard"}.get(answer, "later")

    def confirm_hit(
        self, number: int, total: int, label: str, replaces: str = ""
    ) -> str:
        """``yes``, ``no``, ``all`` or ``cancel`` for tagging one find hit.

        ``replaces`` names the markups the new one would replace.
        """
        also = f"\n\nThis replaces {replaces}." if replaces else ""
        answer = self._ask(
            "Tag hit",
            f"Tag hit {number} of {total} as {label}?{also}",
            Button.Yes | Button.No | Button.YesToAll | Button.Cancel,
            Button.Yes,
        )
        return {Button.Yes: "yes", Button.No: "no", Button.YesToAll: "all"}.get(
            answer, "cancel"
        )

    def confirm(self, title: str, text: str) -> bool:
        """A yes/no question."""
        return self._ask(title, text, Button.Yes | Button.No, Button.No) == Button.Yes

    def error(self, title: str, text: str) -> None:
        """Report a failure."""
        QMessageBox.warning(self.parent, title, text)

    def info(self, title: str, text: str) -> None:
        """Tell something."""
        QMessageBox.information(self.parent, title, text)

    def choose(self, title: str, label: str, items: list[str]) -> str | None:
        """Pick one of several strings."""
        item, ok = QInputDialog.getItem(self.parent, title, label, items, 0, False)
        return item if ok and item else None

    def open_file(self, folder: str) -> Path | None:
        """A document to open."""
        name, _ = QFileDialog.getOpenFileName(
            self.parent, "Open document", folder, VTT_FILTER
        )
        return Path(name) if name else None

    def site_lists_file(self, folder: str) -> Path | None:
        """A site lists file (:mod:`vtt_py.deid.site_lists`) for pre-annotation."""
        name, _ = QFileDialog.getOpenFileName(
            self.parent, "Site lists", folder, "Text files (*.txt);;All files (*)"
        )
        return Path(name) if name else None

    def new_site_lists_file(self, folder: str) -> Path | None:
        """Where to create a new site lists file."""
        name, _ = QFileDialog.getSaveFileName(
            self.parent,
            "New site lists",
            str(Path(folder) / "site-lists.txt"),
            "Text files (*.txt)",
            options=QFileDialog.Option.DontConfirmOverwrite,
        )
        return Path(name) if name else None

    def open_folder(self, folder: str) -> Path | None:
        """A corpus folder to open."""
        name = QFileDialog.getExistingDirectory(
            self.parent, "Open corpus folder", folder
        )
        return Path(name) if name else None

    def save_file(self, suggested: Path) -> Path | None:
        """Where to save a document as VTT."""
        name, _ = QFileDialog.getSaveFileName(
            self.parent, "Save as VTT", str(suggested), "VTT files (*.vtt)"
        )
        return Path(name) if name else None

    def compare_file(self, folder: str) -> Path | None:
        """Another version of the document to compare with."""
        name, _ = QFileDialog.getOpenFileName(
            self.parent, "Compare to", folder, VTT_FILTER
        )
        return Path(name) if name else None

    def pdf_file(self, suggested: Path) -> Path | None:
        """Where to export a PDF."""
        name, _ = QFileDialog.getSaveFileName(
            self.parent, "Export PDF", str(suggested), PDF_FILTER
        )
        return Path(name) if name else None

    def tags_file(self, folder: str, *, save: bool) -> Path | None:
        """A tags file to import or export."""
        if save:
            name, _ = QFileDialog.getSaveFileName(
                self.parent, "Export tags", folder, TAGS_FILTER
            )
        else:
            name, _ = QFileDialog.getOpenFileName(
                self.parent, "Import tags", folder, IMPORT_TAGS_FILTER
            )
        return Path(name) if name else None
