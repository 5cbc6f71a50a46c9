"""``vtt-py train GOLD... -o MODEL``: train the de-identifier's CRF on gold VTT files."""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from vtt_py.cli.common import add_force_option, collect_files, progress_bar
from vtt_py.core.document import Document
from vtt_py.errors import UsageError
from vtt_py.formats.output import OutputGuard


def register(sub: argparse._SubParsersAction) -> None:
    """Add the ``train`` command."""
    parser = sub.add_parser(
        "train",
        help="train the de-identifier's CRF on gold .vtt files",
        description="Train the CRF of the built-in de-identifier on gold .vtt files "
        "or folders and write a model file for `vtt-py annotate --model`. Before "
        "training on everything, a k-fold cross-validation (documents named "
        "<group>-<n> are folded by group) reports precision/recall/F1 per label. "
        "PRIVACY: the model holds words of the gold notes (its word features), so a "
        "model trained on real PHI is itself PHI: keep it where the notes may be, "
        "and do not share it.",
    )
    parser.add_argument("gold", nargs="+", type=Path, metavar="GOLD")
    parser.add_argument(
        "-o",
        "--output",
        required=True,
        type=Path,
        metavar="MODEL",
        help="the model file to write (it contains gold words: PHI if the gold is)",
    )
    parser.add_argument(
        "--tagset",
        metavar="T",
        help="express the gold labels in this shipped tag set (default: keep them)",
    )
    parser.add_argument(
        "--folds",
        type=int,
        default=5,
        metavar="K",
        help="cross-validation folds (0: none)",
    )
    add_force_option(parser)
    parser.set_defaults(run=run)


def _read_gold(paths: list[Path]) -> list[tuple[str, Document]]:
    from vtt_py.formats.vtt_read import read_vtt

    files = collect_files(paths, (".vtt",))
    if not files:
        raise UsageError("no .vtt file among the gold inputs")
    docs = []
    for file in files:
        name = next(
            (
                file.relative_to(p).with_suffix("").as_posix()
                for p in paths
                if p.is_dir() and p in file.parents
            ),
            file.stem,
        )
        docs.append((name, read_vtt(file)))
    return docs


#: Progress bar titles of the training stages.
_STAGES = {"features": ("reading", "doc"), "iterations": ("training", "it")}


def _progress_bars() -> tuple[
    Callable[[str, int, int], None] | None, Callable[[], None]
]:
    """A training progress callback drawing one bar per stage, and a closer.

    Bars only on a terminal: logs and pipes stay clean.
    """
    if not sys.stderr.isatty():
        return None, lambda: None
    bars: dict[str, Any] = {}

    def progress(stage: str, done: int, total: int) -> None:
        if stage not in bars:
            close()
            desc, unit = _STAGES.get(stage, (stage, "it"))
            bars[stage] = progress_bar(total or None, desc, unit, leave=False)
        if (bar := bars[stage]) is not None:
            bar.update(done - bar.n)

    def close() -> None:
        for bar in bars.values():
            if bar is not None:
                bar.close()

    return progress, close


def run(args: argparse.Namespace) -> int:
    """Read the gold files, cross-validate, train on all of them, write the model."""
    from vtt_py.deid.crf import save_model
    from vtt_py.deid.evaluate import cross_validate, format_report
    from vtt_py.deid.tagmap import known_tagsets, mapping_name
    from vtt_py.deid.training import train_documents
    from vtt_py.formats.tagsets import load_tagset

    if args.folds < 0 or args.folds == 1:
        raise UsageError("--folds must be 0 (no cross-validation) or at least 2")
    target = None
    if args.tagset is not None:
        target = mapping_name(load_tagset(args.tagset))
        if target not in known_tagsets():
            raise UsageError(f"no label mapping for tag set {args.tagset!r}")
    with OutputGuard(inputs=args.gold, force=args.force) as guard:
        model_file = guard.stage(args.output, file=True)
        docs = _read_gold(args.gold)
        tagset = target or mapping_name(docs[0][1].tagset)
        folds = min(args.folds, len(docs))
        if folds >= 2:
            print(
                f"{folds}-fold cross-validation on {len(docs)} documents...",
                file=sys.stderr,
            )
            scores = cross_validate(docs, folds=folds, tagset=tagset, target=target)
            print(format_report(scores))
        start = time.perf_counter()
        progress, close_bars = _progress_bars()
        try:
            model = train_documents(
                [d for _, d in docs], tagset=tagset, target=target, progress=progress
            )
        finally:
            close_bars()
        save_model(model, model_file)
    summary = model.meta["training"]
    print(
        f"trained on {summary['documents']} documents ({summary['tokens']} tokens) in "
        f"{time.perf_counter() - start:.1f} s; labels: {', '.join(model.labels) or 'none'}; "
        f"model written to {args.output}",
        file=sys.stderr,
    )
    return 0
