"""The Tags menu: edit, load and save the tag set, display filter and quick keys."""

from __future__ import annotations

from vtt_py.gui.actions.spec import SEP, A, ActionSpec, Menu

SPECS: tuple[ActionSpec, ...] = (
    ActionSpec(A.EDIT_TAGSET, "&Edit Tag Set…", "tagsets.edit", ("Ctrl+Shift+T",)),
    ActionSpec(A.DISPLAY_FILTER, "&Display Filter…", "tagsets.display_filter"),
    ActionSpec(A.QUICK_KEYS, "&Quick Keys…", "tagsets.quick_keys"),
    ActionSpec(A.IMPORT_TAGS, "&Import Tags File…", "tagsets.import_file"),
    ActionSpec(A.EXPORT_TAGS, "E&xport Tags File…", "tagsets.export_file"),
    ActionSpec(
        A.QUICK_LOAD_TAGS,
        "Quick &Load Default Tags",
        "document_info.quick_load_tags",
        tip="Load the document's default tags file (File › Document Info)",
        pane_keys=("q",),
    ),
)
MENU: Menu = (
    "Ta&gs",
    (
        A.EDIT_TAGSET,
        "@tagsets",
        A.IMPORT_TAGS,
        A.EXPORT_TAGS,
        A.QUICK_LOAD_TAGS,
        SEP,
        A.DISPLAY_FILTER,
        A.QUICK_KEYS,
    ),
)
