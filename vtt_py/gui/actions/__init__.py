"""Every menu command: an ActionId, its text, shortcuts and handler, and the menus.

The main window builds all actions in one loop (``build_actions``) and keeps
them in a ``dict[ActionId, QAction]``; enabling happens in its one
``update_actions()``. Each menu's commands and layout live in a module of
their own (``file_menu`` to ``help_menu``); this one puts them together in
menu bar order, which is also the order Help › Keys lists them in.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial, reduce

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QKeySequence

from vtt_py.gui.actions import (
    adjudicate_menu,
    corpus_menu,
    edit_menu,
    file_menu,
    help_menu,
    markups_menu,
    suggestions_menu,
    tags_menu,
    view_menu,
)
from vtt_py.gui.actions.spec import SEP, ActionId, ActionSpec, Menu

__all__ = [
    "MENUS",
    "SEP",
    "SPECS",
    "SPEC_BY_ID",
    "ActionId",
    "ActionSpec",
    "build_actions",
    "pane_key_handlers",
    "shortcut_text",
    "tr",
]

#: The menus, left to right on the menu bar.
_MENU_MODULES = (
    file_menu,
    edit_menu,
    markups_menu,
    tags_menu,
    view_menu,
    corpus_menu,
    adjudicate_menu,
    suggestions_menu,
    help_menu,
)
SPECS: tuple[ActionSpec, ...] = tuple(
    spec for module in _MENU_MODULES for spec in module.SPECS
)
SPEC_BY_ID = {spec.id: spec for spec in SPECS}
MENUS: tuple[Menu, ...] = tuple(module.MENU for module in _MENU_MODULES)


def tr(text: str) -> str:
    """Translate an action text (the context is the registry)."""
    return QCoreApplication.translate("actions", text)


def resolve(owner: object, dotted: str) -> Callable:
    """``"files.save"`` -> ``owner.files.save``."""
    target = reduce(getattr, dotted.split("."), owner)
    assert callable(target), dotted
    return target


def build_actions(owner: QObject) -> dict[ActionId, QAction]:
    """Create every action, parented to and dispatching to ``owner``."""
    actions = {}
    for spec in SPECS:
        action = QAction(tr(spec.text), owner)
        action.setObjectName(f"action_{spec.id.value}")
        if spec.shortcuts:
            action.setShortcuts([QKeySequence(s) for s in spec.shortcuts])
        hint = " ".join(spec.pane_keys)
        tip = tr(spec.tip) if spec.tip else action.text().replace("&", "").rstrip("…")
        action.setStatusTip(tip)
        action.setToolTip(tip + (f"  (key {hint})" if hint else ""))
        action.setCheckable(spec.checkable)
        handler = resolve(owner, spec.handler)
        if spec.checkable:
            action.toggled.connect(handler)
        else:
            action.triggered.connect(lambda _=False, h=handler: h())
        actions[spec.id] = action
    return actions


def _pane_key(
    candidates: list[tuple[ActionSpec, QAction]], mode_on: Callable[[str], bool]
) -> None:
    """Trigger the first enabled candidate; a mode that is on keeps its keys."""
    for spec, action in candidates:
        if action.isEnabled():
            action.trigger()
            return
        if spec.mode and mode_on(spec.mode):
            return  # e.g. "x" while adjudicating never falls back to Quit


def pane_key_handlers(
    actions: dict[ActionId, QAction], mode_on: Callable[[str], bool]
) -> dict[str, Callable[[], None]]:
    """What each VTT key typed in the text pane does.

    A key shared by a VTT command and a mode's command (``a``, ``p``, ``t``,
    ``x``: Save As, Print, Compare, Quit; and adjudication's Take A, Previous
    Disagreement, Take Both, Take Neither) belongs to the mode while the mode
    is on, even where its command does not apply (no disagreement left), so
    an adjudicator's stray ``x`` never quits; otherwise it is VTT's. Mode
    commands come later in SPECS, so they are tried first.
    """
    bound: dict[str, list[tuple[ActionSpec, QAction]]] = {}
    for spec in SPECS:
        for key in spec.pane_keys:
            bound.setdefault(key, []).append((spec, actions[spec.id]))
    return {
        key: partial(_pane_key, found[::-1], mode_on) for key, found in bound.items()
    }


def shortcut_text(spec: ActionSpec) -> str:
    """The shortcuts of an action as the Keys dialog shows them."""
    keys = [
        QKeySequence(s).toString(QKeySequence.SequenceFormat.NativeText)
        for s in spec.shortcuts
    ]
    return ", ".join(k for k in keys if k)
