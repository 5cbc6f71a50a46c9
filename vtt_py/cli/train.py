"""``vtt-py train GOLD... -o MODEL``: train the de-identifier's CRF on gold VTT files."""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from vtt_py.cli.common import add_force_option, existing_path, progress_bar
from vtt_py.core.document import Document
from vtt_py.errors import UsageError
from vtt_py.formats.output import OutputGuard


def register(sub: argparse._SubParsersAction) -> None:
    """Add the ``train`` command."""
    parser = sub.add_parser(
        "train",
        help="train the de-identifier's CRF on gold .vtt files",
        description="Train the CRF of the built-in de-identifier on gold corpora "
        "(.vtt files or folders, or any format `convert` reads) and write a model "
        "file for `vtt-py annotate --model`. Before training on everything, a "
        "k-fold cross-validation (documents named <group>-<n> are folded by group) "
        "reports precision/recall/F1 per label. PRIVACY: the model holds words of "
        "the gold notes (its word features), so a model trained on real PHI is "
        "itself PHI: keep it where the notes may be, and do not share it.",
    )
    parser.add_argument("gold", nargs="+", type=existing_path, metavar="GOLD")
    parser.add_argument(
        "-o",
        "--output",
        required=True,
        type=Path,
        metavar="MODEL",
        help="the model file to write (it contains gold words: PHI if the gold is)",
    )
    parser.add_argument(
        "--from",
        dest="fmt",
        metavar="F",
        help="format of the gold inputs (default: from each path)",
    )
    parser.add_argument(
        "--tagset",
        metavar="T",
        help="express the gold labels in this shipped tag set; 'kinds' trains on "
        "vtt_py's own PHI kinds, so that the model annotates in every tag set and "
        "gold corpora in different tag sets can be mixed (default: keep the labels)",
    )
    parser.add_argument(
        "--augment",
        type=int,
        default=DEFAULT_AUGMENT,
        metavar="K",
        help="also train on K copies of the gold whose PHI is replaced by realistic "
        "surrogates, about half of them re-cased (a note in capitals in lower "
        "case, any other note in capitals), so that the CRF learns contexts "
        "rather than the gold's names and cases "
        f"(default: {DEFAULT_AUGMENT}; 0: the gold only)",
    )
    parser.add_argument(
        "--seed", type=int, default=0, help="seed of the surrogate copies (default: 0)"
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


#: Surrogate copies of the gold trained on by default (see ``--augment``):
#: ``vtt_py.synth.augment.DEFAULT_COPIES``, not imported here because the
#: surrogate engine is slow to load and every command registers this parser.
DEFAULT_AUGMENT = 2


def _read_gold(paths: list[Path], fmt: str | None) -> list[tuple[str, Document]]:
    """Every gold document, named ``<k>:<name>`` when several inputs are given.

    The source prefix keeps patients of different corpora apart (fold groups
    and the model's vocabulary are per patient).
    """
    from vtt_py.formats.registry import FormatContext, detect_format, get_format

    docs = []
    for k, path in enumerate(paths):
        reader = get_format(fmt) if fmt else detect_format(path)
        for name, doc in reader.read(path, FormatContext()):
            docs.append((f"{k}:{name}" if len(paths) > 1 else name, doc))
    if not docs:
        raise UsageError("no gold document among the inputs")
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


def _target(name: str | None) -> str | None:
    from vtt_py.deid.tagmap import KINDS, known_tagsets, mapping_name
    from vtt_py.formats.tagsets import load_tagset

    if name is None or name == KINDS:
        return name
    target = mapping_name(load_tagset(name))
    if target not in known_tagsets():
        raise UsageError(f"no label mapping for tag set {name!r}")
    return target


def _expand(copies: int, seed: int) -> Callable[..., list[tuple[str, Document]]] | None:
    """Surrogate copies of a training set, half re-cased (None for ``--augment 0``)."""
    if copies == 0:
        return None
    from vtt_py.synth.augment import training_copies

    def expand(docs: list[tuple[str, Document]]) -> list[tuple[str, Document]]:
        return list(training_copies(docs, copies, seed=seed))

    return expand


def run(args: argparse.Namespace) -> int:
    """Read the gold files, cross-validate, train on all of them, write the model."""
    from vtt_py.deid.crf import save_model
    from vtt_py.deid.evaluate import cross_validate, format_report, train_named
    from vtt_py.deid.tagmap import mapping_name

    if args.folds < 0 or args.folds == 1:
        raise UsageError("--folds must be 0 (no cross-validation) or at least 2")
    if args.augment < 0:
        raise UsageError("--augment must be 0 or more")
    target = _target(args.tagset)
    expand = _expand(args.augment, args.seed)
    with OutputGuard(inputs=args.gold, force=args.force) as guard:
        # Owner-only: a model holds words of the gold notes (save_model says why).
        model_file = guard.stage(args.output, file=True, private=True)
        docs = _read_gold(args.gold, args.fmt)
        tagset = target or mapping_name(docs[0][1].tagset)
        folds = min(args.folds, len(docs))
        if folds >= 2:
            print(
                f"{folds}-fold cross-validation on {len(docs)} documents...",
                file=sys.stderr,
            )
            scores = cross_validate(
                docs, folds=folds, tagset=tagset, target=target, expand=expand
            )
            print(format_report(scores))
        start = time.perf_counter()
        progress, close_bars = _progress_bars()
        try:
            model = train_named(
                docs, tagset=tagset, target=target, expand=expand, progress=progress
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
