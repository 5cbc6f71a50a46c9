"""Find and tag all: hits of a text or pattern, tagged at once or one by one."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import regex as _regex
from PySide6.QtCore import QObject, Qt

from vtt_py.core.document import Document
from vtt_py.core.markup import Markup, split_label
from vtt_py.gui.commands import DeleteMarkupsCommand, TagAllCommand
from vtt_py.gui.models.document_model import Span
from vtt_py.gui.views.common import plural
from vtt_py.gui.views.text_styles import tag_caption

if TYPE_CHECKING:
    from vtt_py.gui.views.main_window import MainWindow


#: The longest a find may take, in seconds: a pattern with nested repeats
#: ("(\\w+\\s?)+$") takes exponential time, and the find runs as the user types.
FIND_TIMEOUT = 1.0


def find_hits(
    text: str, query: str, *, regex: bool, case: bool, words: bool
) -> list[Span]:
    """Spans of every non-empty match, in order.

    Raises:
        regex.error: the pattern is not a valid regular expression.
        TimeoutError: the find took longer than :data:`FIND_TIMEOUT`.
    """
    if not query:
        return []
    pattern = query if regex else _regex.escape(query)
    if words:
        pattern = rf"\b(?:{pattern})\b"
    flags = _regex.V0 if case else _regex.V0 | _regex.IGNORECASE
    found = _regex.finditer(pattern, text, flags, timeout=FIND_TIMEOUT)
    return [m.span() for m in found if m.end() > m.start()]


@dataclass
class TagPlan:
    """What tagging find hits with a label would do."""

    added: list[Markup] = field(default_factory=list)
    replaced: list[Markup] = field(default_factory=list)
    #: Hits left untagged: inside or across a markup they would shrink or cut.
    skipped: list[Span] = field(default_factory=list)


def blocking(doc: Document, hit: Span, *, overlap: bool) -> list[Markup]:
    """Markups a hit may not replace: with Overlap off, those reaching outside it.

    Tagging a hit inside "Ursula Douglas" would otherwise shrink that markup to
    "Douglas" without a word.
    """
    if overlap:
        return []
    start, end = hit
    return [
        m
        for m in doc.overlapping(start, end)
        if (m.start < start or m.end > end) and m.span != hit
    ]


def plan_tagging(
    doc: Document, hits: list[Span], label: str, *, overlap: bool
) -> TagPlan:
    """The markups tagging hits with a label adds, replaces and skips.

    Hits already carrying the label are left alone. With Overlap off a hit
    replaces the markups inside it (and one on its own span), and a hit inside
    or across a longer markup is skipped; with Overlap on, only a markup on the
    same span is replaced.
    """
    name, category = split_label(label)
    plan = TagPlan()
    replaced: dict[Markup, None] = {}
    for start, end in hits:
        same = doc.with_span(start, end)
        if any(m.label == label for m in same):
            continue
        if blocking(doc, (start, end), overlap=overlap):
            plan.skipped.append((start, end))
            continue
        plan.added.append(Markup(start, end, name, category))
        for m in same if overlap else doc.overlapping(start, end):
            replaced[m] = None
    plan.replaced = list(replaced)
    return plan


class FindController(QObject):
    """Runs the find bar: live hits, next/previous, and the bulk actions."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.bar = window.find_bar
        self.hits: list[Span] = []
        self.current = -1
        bar = self.bar
        bar.text.textChanged.connect(self.refresh)
        for box in (bar.case, bar.regex, bar.words):
            box.toggled.connect(self.refresh)
        bar.text.returnPressed.connect(self._return_pressed)
        bar.next.clicked.connect(self.next_hit)
        bar.previous.clicked.connect(self.previous_hit)
        bar.tag_all.clicked.connect(self.tag_all)
        bar.tag_each.clicked.connect(self.tag_one_by_one)
        bar.delete.clicked.connect(self.delete_on_hits)
        bar.closed.connect(self._closed)

    def show_bar(self) -> None:
        """Edit > Find: open the bar with the selected text as the query."""
        view = self.window.view
        span = view.selection_span()
        session = self.window.session
        if span is not None and session is not None:
            selected = session.document.text[span[0] : span[1]]
            if "\n" not in selected and len(selected) < 200:
                self.bar.text.setText(selected)
        self.bar.show()
        self.bar.text.setFocus()
        self.bar.text.selectAll()
        self.refresh()

    def _closed(self) -> None:
        self.hits, self.current = [], -1
        self.window.view.set_hits([])
        self.window.view.setFocus()

    def _return_pressed(self) -> None:
        mods = self.window.app_modifiers()
        self.previous_hit() if mods & Qt.KeyboardModifier.ShiftModifier else self.next_hit()

    def update_labels(self) -> None:
        """The tag set changed: refill the tag chooser."""
        session = self.window.session
        labels = [t.label for t in session.document.tagset.user_tags] if session else []
        self.bar.set_labels(labels)

    def refresh(self) -> None:
        """Recompute the hits of the query."""
        session = self.window.session
        bar = self.bar
        self.current = -1
        if session is None or bar.isHidden():
            self.hits = []
        else:
            try:
                self.hits = find_hits(
                    session.document.text,
                    bar.text.text(),
                    regex=bar.regex.isChecked(),
                    case=bar.case.isChecked(),
                    words=bar.words.isChecked(),
                )
            except _regex.error as exc:
                self._no_hits(self.tr("bad pattern: %s") % exc.msg)
                return
            except TimeoutError:  # nested repeats: (a+)+ takes exponential time
                self._no_hits(self.tr("pattern too slow"))
                return
        bar.set_count(
            plural(len(self.hits), self.tr("hit"), self.tr("hits"))
            if bar.text.text()
            else ""
        )
        self.window.view.set_hits(self.hits)

    def _no_hits(self, reason: str) -> None:
        self.hits = []
        self.bar.set_count(reason, error=True)
        self.window.view.set_hits([])

    def _go(self, index: int) -> None:
        if not self.hits:
            self.window.show_message(self.tr("No hits."))
            return
        self.current = index % len(self.hits)
        start, end = self.hits[self.current]
        view = self.window.view
        view.set_caret(end, anchor=start)  # a quick key now tags this hit
        view.set_hits(self.hits, self.hits[self.current])
        self.bar.set_count(self.tr("%d of %d") % (self.current + 1, len(self.hits)))

    def next_hit(self) -> None:
        """F3: the next hit after the caret."""
        if self.bar.isHidden():
            self.show_bar()
        if self.current >= 0:
            self._go(self.current + 1)
            return
        caret = self.window.view.caret()
        self._go(next((i for i, h in enumerate(self.hits) if h[0] >= caret), 0))

    def previous_hit(self) -> None:
        """Shift+F3: the previous hit."""
        if self.bar.isHidden():
            self.show_bar()
        if self.current >= 0:
            self._go(self.current - 1)
            return
        caret = self.window.view.caret()
        before = [i for i, h in enumerate(self.hits) if h[0] < caret]
        self._go(before[-1] if before else -1)

    # ------------------------------------------------------------ bulk actions

    def _label(self) -> str | None:
        return self.bar.tag.currentData()

    def tag_all(self) -> None:
        """Tag every hit at once, as one undo step."""
        self._tag(self.hits, self._label())

    def _tag(self, hits: list[Span], label: str | None, skipped: int = 0) -> None:
        session = self.window.session
        if session is None or label is None or not hits:
            self.window.show_message(
                self._skipped_text(skipped) or self.tr("Nothing to tag.")
            )
            return
        if session.read_only:
            self.window.show_message(self.tr("This document is open read-only."))
            return
        plan = plan_tagging(
            session.document, hits, label, overlap=self.window.tagging.overlap
        )
        skipped += len(plan.skipped)
        if not plan.added:
            self.window.show_message(
                self._skipped_text(skipped)
                or self.tr("Every hit already has this tag.")
            )
            return
        session.push(TagAllCommand(session.model, label, plan.added, plan.replaced))
        text = self.tr("Tagged %s as %s") % (
            plural(len(plan.added), "hit", "hits"),
            tag_caption(label),
        )
        if plan.replaced:
            text += self.tr(", replacing %s") % plural(
                len(plan.replaced), "markup", "markups"
            )
        if skipped:
            text += "; " + self._skipped_text(skipped)
        self.window.show_message(text)

    def _skipped_text(self, skipped: int) -> str:
        if not skipped:
            return ""
        return self.tr(
            "skipped %s inside or across longer markups (Overlap Mode tags them too)"
        ) % plural(skipped, "hit", "hits")

    def tag_one_by_one(self) -> None:
        """Show each hit and ask; the accepted ones are tagged as one undo step.

        Hits inside or across a longer markup are not offered (with Overlap
        off they would cut it); the question names what a hit replaces.
        """
        session, label = self.window.session, self._label()
        if session is None or label is None:
            return
        doc, overlap = session.document, self.window.tagging.overlap
        plan = plan_tagging(doc, self.hits, label, overlap=overlap)
        todo = [m.span for m in plan.added]
        accepted: list[Span] = []
        for number, hit in enumerate(todo, 1):
            self._go(self.hits.index(hit))
            replaces = ", ".join(
                f"{doc.text_of(m)!r} ({tag_caption(m.label)})"
                for m in (doc.with_span(*hit) if overlap else doc.overlapping(*hit))
            )
            answer = self.window.prompts.confirm_hit(
                number, len(todo), tag_caption(label), replaces
            )
            if answer == "yes":
                accepted.append(hit)
            elif answer == "all":
                accepted.extend(todo[number - 1 :])
                break
            elif answer == "cancel":
                break
        if accepted or plan.skipped:
            self._tag(accepted, label, skipped=len(plan.skipped))

    def delete_on_hits(self) -> None:
        """Delete every markup that covers exactly a hit (all markups "of a text")."""
        session = self.window.session
        if session is None:
            return
        doc = session.document
        doomed = [m for h in self.hits for m in doc.with_span(*h)]
        self._delete(doomed, self.tr("the find hits"))

    def delete_all_of_tag(self) -> None:
        """Markups > Delete All of a Tag."""
        session = self.window.session
        if session is None:
            return
        counts = session.document.label_counts()
        items = [f"{label}  ({n})" for label, n in sorted(counts.items())]
        choice = self.window.prompts.choose(
            self.tr("Delete all of a tag"), self.tr("Delete every markup of:"), items
        )
        if choice is None:
            return
        label = choice.rsplit("  (", 1)[0]
        doomed = [m for m in session.document.markups if m.label == label]
        self._delete(doomed, label)

    def _delete(self, doomed: list[Markup], what: str) -> None:
        session = self.window.session
        if session is None or not doomed:
            self.window.show_message(self.tr("No markups to delete."))
            return
        if session.read_only:
            self.window.show_message(self.tr("This document is open read-only."))
            return
        if not self.window.prompts.confirm(
            self.tr("Delete markups"),
            self.tr("Delete %d markups of %s?") % (len(doomed), what),
        ):
            return
        session.push(DeleteMarkupsCommand(session.model, doomed, what))
