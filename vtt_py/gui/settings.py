"""Every QSettings key the app uses, declared once with its type and default.

``persist/...`` keys are pure UI state (geometry, recent files); ``prefs/...``
keys are the user's choices. Nothing else in the code calls QSettings.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QByteArray, QSettings, QStandardPaths

T = TypeVar("T")

SCHEMA_VERSION = 1
MAX_RECENT = 10
#: Overrides the per-user recovery folder (tests, portable installs).
RECOVERY_DIR_ENV = "VTT_PY_RECOVERY_DIR"
#: Overrides the per-user folder of trained de-identification models.
MODEL_DIR_ENV = "VTT_PY_MODEL_DIR"


@dataclass(frozen=True)
class Setting(Generic[T]):
    """One key: its type and default. JSON-typed keys hold lists and dicts."""

    key: str
    kind: type
    default: T

    def get(self) -> T:
        """The stored value, or the default when absent or unreadable."""
        store = QSettings()
        if not store.contains(self.key):
            return self.default
        if self.kind is dict or self.kind is list:
            try:
                value = json.loads(str(store.value(self.key, "")))
            except ValueError:
                return self.default
            return value if isinstance(value, self.kind) else self.default  # type: ignore[return-value]
        try:
            return store.value(self.key, self.default, self.kind)  # type: ignore[return-value]
        except (TypeError, ValueError):
            return self.default

    def set(self, value: T) -> None:
        """Store a value."""
        store = QSettings()
        if self.kind is dict or self.kind is list:
            store.setValue(self.key, json.dumps(value))
        else:
            store.setValue(self.key, value)


# UI state
GEOMETRY: Setting[QByteArray] = Setting("persist/geometry", QByteArray, QByteArray())
WINDOW_STATE: Setting[QByteArray] = Setting(
    "persist/window_state", QByteArray, QByteArray()
)
RECENT_FILES: Setting[list[str]] = Setting("persist/recent_files", list, [])
LAST_FOLDER: Setting[str] = Setting("persist/last_folder", str, "")
# user choices
SCHEMA: Setting[int] = Setting("prefs/schema_version", int, SCHEMA_VERSION)
THEME: Setting[str] = Setting("prefs/theme", str, "system")  # system | light | dark
ZOOM: Setting[int] = Setting("prefs/zoom", int, 0)  # points added to every size
BASE_FONT_SIZE: Setting[int] = Setting("prefs/base_font_size", int, 12)
LINE_WRAP: Setting[bool] = Setting("prefs/line_wrap", bool, True)
OVERLAP_MODE: Setting[bool] = Setting("prefs/overlap_mode", bool, False)
SNAP_TO_WORDS: Setting[bool] = Setting("prefs/snap_to_words", bool, False)
#: Suggestions > Find More PHI: pre-annotate with the CRF's high-recall threshold.
FIND_MORE_PHI: Setting[bool] = Setting("prefs/find_more_phi", bool, False)
#: The site lists file every pre-annotation uses (empty: none).
SITE_LISTS: Setting[str] = Setting("prefs/site_lists", str, "")
DEFAULT_TAGSET: Setting[str] = Setting("prefs/default_tagset", str, "nlm-scrubber")
#: Quick keys 1-9 per tag set name: {"nlm-scrubber": ["npii", "Name", ...]}.
QUICK_KEYS: Setting[dict[str, Any]] = Setting("prefs/quick_keys", dict, {})
RECOVERY_SECONDS: Setting[int] = Setting("prefs/recovery_seconds", int, 3)
#: The name written with each adjudication decision ('' = the login name).
ADJUDICATOR: Setting[str] = Setting("prefs/adjudicator", str, "")
#: The name written in FILE_SAVE lines ('' = the login name; VTT's USER_NAME).
USER_NAME: Setting[str] = Setting("prefs/user_name", str, "")
#: Markup lines of new files: "fix_length" (MARKUP_WIDTHS) or "simple" (VTT_FORMAT).
MARKUP_LAYOUT: Setting[str] = Setting("prefs/markup_layout", str, "fix_length")
#: FIX_LENGTH minimum widths: offset, length, tag name, category (VTT's shipped config).
MARKUP_WIDTHS: Setting[list[int]] = Setting("prefs/markup_widths", list, [7, 2, 15, 15])
STATUS_BAR: Setting[bool] = Setting("prefs/status_bar", bool, True)
#: The note last open in each corpus folder: {folder: key}, reopened at the next start.
LAST_DOCUMENTS: Setting[dict[str, Any]] = Setting("persist/last_documents", dict, {})
#: How many corpus folders LAST_DOCUMENTS remembers.
MAX_LAST_DOCUMENTS = 50
#: The last two folders compared in Corpus > Agreement.
AGREEMENT_FOLDERS: Setting[list[str]] = Setting("persist/agreement_folders", list, [])


def add_recent(path: Path) -> list[str]:
    """Put a file or folder first in the recent list and return the list."""
    entry = str(path)
    recent = [p for p in RECENT_FILES.get() if p != entry]
    recent.insert(0, entry)
    del recent[MAX_RECENT:]
    RECENT_FILES.set(recent)
    return recent


def data_dir() -> Path:
    """The per-user folder of the app's own data (models, recovery, sample copy)."""
    base = QStandardPaths.writableLocation(
        QStandardPaths.StandardLocation.AppLocalDataLocation
    )
    return Path(base or Path.home() / ".vtt_py")


def models_dir() -> Path:
    """The per-user folder where models trained in the app are kept."""
    override = os.environ.get(MODEL_DIR_ENV)
    return Path(override) if override else data_dir() / "models"


def recovery_dir() -> Path:
    """The per-user folder for recovery copies (never beside the user's files)."""
    override = os.environ.get(RECOVERY_DIR_ENV)
    return Path(override) if override else data_dir() / "recovery"
