"""Pre-annotation: the de-identifier's findings added as suggestions, to a note or a corpus.

The work is driven from the thread pool and the de-identifier itself runs
in a child process (deid_jobs), so the window stays responsive. The open
note gets its suggestions through one undoable command; other notes of a
corpus are written to disk (atomically, with ``.vtt`` beside a ``.txt``
note), skipping notes marked Done and notes open in another window.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from vtt_py.core.document import Document
from vtt_py.core.suggestions import is_suggestion
from vtt_py.core.tagset import TagSet
from vtt_py.errors import VttError
from vtt_py.formats.tagsets import load_tagset
from vtt_py.gui import settings
from vtt_py.gui.actions import ActionId
from vtt_py.gui.background import Cancelled, Job
from vtt_py.gui.commands import AddSuggestionsCommand, ReplaceContentCommand
from vtt_py.gui.corpus_state import DONE
from vtt_py.gui.deid_jobs import (
    DeidService,
    annotate_document,
    annotate_file,
    new_site_lists,
    site_lists_summary,
    without_suggestions,
)
from vtt_py.gui.lockfile import FileLock
from vtt_py.gui.tasks import SyncTaskRunner

if TYPE_CHECKING:
    from vtt_py.gui.session import DocumentSession
    from vtt_py.gui.views.main_window import MainWindow

A = ActionId
MODEL_NAME = "deid-crf.model"


def default_tagset() -> TagSet:
    """The tag set plain-text notes open with (the preference, else the default)."""
    try:
        return load_tagset(settings.DEFAULT_TAGSET.get())
    except VttError:
        return load_tagset()


def model_path() -> Path:
    """Where the app keeps the model it trained (used when present)."""
    return settings.models_dir() / MODEL_NAME


def site_lists_path() -> Path | None:
    """The site lists file pre-annotation uses (Suggestions › Site Lists…), if any."""
    chosen = settings.SITE_LISTS.get()
    return Path(chosen) if chosen else None


@dataclass
class CorpusRun:
    """What pre-annotating a corpus did."""

    notes: int = 0  # notes that got suggestions
    suggestions: int = 0
    written: dict[Path, int] = field(default_factory=dict)  # file -> its markups
    moved: dict[Path, Path] = field(default_factory=dict)  # .txt note -> its .vtt
    skipped: list[str] = field(default_factory=list)
    cancelled: bool = False
    open_note: Document | None = None  # the open note, annotated (not written)


def _annotate_file(
    service: DeidService,
    path: Path,
    model: Path,
    tagset: TagSet,
    run: CorpusRun,
    find_more: bool,
    site: Path | None,
) -> None:
    target = path if path.suffix.lower() == ".vtt" else path.with_suffix(".vtt")
    lock = FileLock(target)
    if lock.acquire() is not None:
        run.skipped.append(f"{path.name}: open in another window")
        return
    try:
        written, markups, added = service.call(
            annotate_file, path, model, tagset, find_more, site
        )
    finally:
        lock.release()
    if added:
        run.notes += 1
        run.suggestions += added
        run.written[written] = markups
        if written != path:
            run.moved[path] = written


def pre_annotate_files(
    paths: list[Path],
    *,
    open_note: Document | None,
    model: Path,
    tagset: TagSet,
    service: DeidService,
    job: Job,
    find_more: bool = False,
    site: Path | None = None,
) -> CorpusRun:
    """Add suggestions to notes on disk, and to a copy of the open note (work function).

    Runs on a worker thread; the de-identifier itself runs in ``service``
    (``find_more``: with the CRF's high-recall threshold; ``site``: the site
    lists file).
    """
    run = CorpusRun()
    total = len(paths) + (open_note is not None)
    try:
        for i, path in enumerate(paths):
            job.report(i, total, path.name)
            try:
                _annotate_file(service, path, model, tagset, run, find_more, site)
            except Exception as exc:  # one bad note must not stop the others
                run.skipped.append(f"{path.name}: {exc}")
        if open_note is not None:
            job.report(len(paths), total, "the open note")
            run.open_note = service.call(
                annotate_document, open_note, model, find_more, site
            )
        job.report(total, total)
    except Cancelled:
        run.cancelled = True
    return run


class PreAnnotationController(QObject):
    """Suggestions › Pre-annotate Note / Corpus."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        # Tests run tasks synchronously: the de-identifier then runs in-process too.
        self.service = DeidService(in_process=isinstance(window.tasks, SyncTaskRunner))

    def run_note(self, *, replace: bool = False) -> None:
        """Pre-annotate the open note (``replace``: drop its old suggestions first)."""
        session = self.window.session
        if session is None or session.read_only:
            return
        doc = (
            without_suggestions(session.document)
            if replace
            else session.document.copy()
        )
        model, service = model_path(), self.service
        find_more, site = settings.FIND_MORE_PHI.get(), site_lists_path()

        def work(job: Job) -> Document:
            job.report(0, 1, session.display_name)
            return service.call(annotate_document, doc, model, find_more, site)

        self.window.background.start(
            self.tr("Pre-annotating %s") % session.display_name,
            work,
            partial(self._note_done, session, replace),
        )

    def set_find_more(self, on: bool) -> None:
        """Suggestions › Find More PHI: the next pre-annotations use the high-recall threshold."""
        settings.FIND_MORE_PHI.set(bool(on))
        self.window.show_message(
            self.tr("Pre-annotation finds more PHI, with more false marks")
            if on
            else self.tr("Pre-annotation back to its usual balance")
        )

    def choose_site_lists(self) -> None:
        """Suggestions › Site Lists…: choose or create the site lists file, or stop using one."""
        current = site_lists_path()
        choose, create = self.tr("Choose a File…"), self.tr("Create a New File…")
        stop = self.tr("Stop Using Site Lists")
        answer = self.window.prompts.choose(
            self.tr("Site Lists"),
            self.tr("Pre-annotation uses the site lists in %s.") % current
            if current is not None
            else self.tr("Pre-annotation uses no site lists."),
            [choose, create, stop] if current is not None else [choose, create],
        )
        if answer == stop:
            settings.SITE_LISTS.set("")
            self.window.show_message(self.tr("Pre-annotation uses no site lists"))
            return
        folder = str(current.parent) if current else settings.LAST_FOLDER.get()
        prompts = self.window.prompts
        if answer == choose:
            path, work = prompts.site_lists_file(folder), site_lists_summary
        elif answer == create:
            path, work = prompts.new_site_lists_file(folder), new_site_lists
        else:
            return
        if path is None:
            return
        service = self.service
        self.window.background.start(
            self.tr("Reading site lists")
            if work is site_lists_summary
            else self.tr("Creating site lists"),
            lambda job: service.call(work, path),
            partial(self._site_lists_read, path),
        )

    def _site_lists_read(self, path: Path, counts: tuple[int, int]) -> None:
        """A site lists file read (or created) without error: use it from now on."""
        settings.SITE_LISTS.set(str(path))
        if counts == (0, 0):
            text = self.tr(
                "Pre-annotation uses %s, which lists nothing yet: add your site's "
                "names to it in a text editor (it is read again when it changes)"
            )
            self.window.show_message(text % path)
            return
        self.window.show_message(
            self.tr("Pre-annotation uses %s: %d PHI phrases, %d that are not")
            % (path.name, *counts)
        )

    def _note_done(
        self, session: DocumentSession, replace: bool, annotated: Document
    ) -> None:
        if session is not self.window.session:
            return  # the note was closed meanwhile
        added = self.apply(session, annotated, replace=replace)
        self.window.show_message(self.tr("%d suggestions added") % added)

    def apply(
        self, session: DocumentSession, annotated: Document, *, replace: bool
    ) -> int:
        """Add an annotated copy's suggestions to the open note as one undo step.

        ``replace``: the note's suggestions the copy no longer makes go, those
        it makes again stay as they are (not removed and added back).
        """
        doc = session.document
        if annotated.text != doc.text:
            return 0
        again = {m for m in annotated.markups if is_suggestion(m)}
        removed = (
            [m for m in doc.markups if is_suggestion(m) and m not in again]
            if replace
            else []
        )
        gone = set(removed)
        added = [
            m
            for m in annotated.markups
            if is_suggestion(m)
            and m not in doc
            and not any(x not in gone for x in doc.overlapping(m.start, m.end))
        ]
        if not added and not removed:
            return 0
        if all(m.label in doc.tagset for m in added):
            session.push(AddSuggestionsCommand(session.model, added, replacing=removed))
        else:  # new labels: the tag set grows in the same step
            kept = [m for m in doc.markups if m not in gone]
            session.push(
                ReplaceContentCommand(
                    session.model,
                    self.tr("Add %d suggestions") % len(added),
                    tagset=annotated.tagset,
                    markups=kept + added,
                )
            )
        return len(added)

    def run_corpus(self) -> None:
        """Pre-annotate every note of the corpus not marked Done."""
        corpus = self.window.corpus.corpus
        if corpus is None:
            self.window.show_message(self.tr("Open a corpus folder first."))
            return
        session = self.window.session
        open_path = session.source if session else None
        find_more, site = settings.FIND_MORE_PHI.get(), site_lists_path()
        # The site lists may sit among the notes: they are never a note (as in
        # `vtt-py annotate`, which leaves them out too).
        lists = site.resolve() if site is not None else None
        paths = [
            e.path
            for e in corpus.entries
            if e.state != DONE and e.path != open_path and e.path.resolve() != lists
        ]
        open_entry = self.window.corpus.current_entry()
        open_note = (
            session.document.copy()
            if session is not None
            and not session.read_only
            and open_entry is not None
            and open_entry.state != DONE
            else None
        )
        model = model_path()
        tagset = default_tagset()
        self.window.background.start(
            self.tr("Pre-annotating the corpus"),
            lambda job: pre_annotate_files(
                paths,
                open_note=open_note,
                model=model,
                tagset=tagset,
                service=self.service,
                job=job,
                find_more=find_more,
                site=site,
            ),
            partial(self._corpus_done, session),
        )

    def _corpus_done(self, session: DocumentSession | None, run: CorpusRun) -> None:
        added = 0
        if run.open_note is not None and session is self.window.session and session:
            added = self.apply(session, run.open_note, replace=False)
        corpus = self.window.corpus
        if corpus.corpus is not None:
            for source, target in run.moved.items():  # .txt notes now have a .vtt
                entry = corpus.entry_for(source)
                if entry is not None:
                    corpus.corpus.move(entry, target)
            corpus.model.set_counts(run.written)
        text = self.tr("%d suggestions added to %d notes") % (
            run.suggestions + added,
            run.notes + bool(added),
        )
        if run.cancelled:
            text = self.tr("Cancelled: ") + text
        self.window.show_message(text)
        if run.skipped:
            self.window.prompts.info(self.tr("Notes skipped"), "\n".join(run.skipped))

    def enabled_actions(self) -> dict[ActionId, bool]:
        """Which pre-annotation actions apply now."""
        busy = self.window.background.busy
        session = self.window.session
        return {
            A.PRE_ANNOTATE_NOTE: not busy
            and session is not None
            and not session.read_only,
            A.PRE_ANNOTATE_CORPUS: not busy and self.window.corpus.corpus is not None,
            A.CANCEL_TASK: busy,
        }
