"""The output guard's cost: converting a corpus through it versus writing the files directly.

``convert`` now stages every file and moves it into place, checks names, and
records what it read. Both sides read the same 2,000 small VTT notes (500
with ``--quick``) and write i2b2 XML, once into a new folder and once into
an existing one with the files already there (``--force``: every file is
checked and replaced). Baseline: the format's writer called on the same
documents with no guard.
"""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

from benchmarks.harness import Measurement, best_of


def _corpus(folder: Path, count: int) -> None:
    from vtt_py.core import Document, Markup
    from vtt_py.formats.tagsets import load_tagset
    from vtt_py.formats.vtt import dumps_vtt

    text = "Mary Hansen seen 3/4/2020 in Boston.\n" * 20
    doc = Document(text, load_tagset())
    doc.add(Markup(0, 11, "Name", "Patient"))
    data = dumps_vtt(doc)
    folder.mkdir()
    for i in range(count):
        (folder / f"n{i}.vtt").write_text(data)


def run(quick: bool) -> list[Measurement]:
    """Time guarded and unguarded conversions of the same corpus."""
    from vtt_py.formats.output import OutputGuard
    from vtt_py.formats.registry import FormatContext, get_format

    count = 500 if quick else 2000
    vtt, i2b2 = get_format("vtt"), get_format("i2b2")
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        src = root / "src"
        _corpus(src, count)

        def direct() -> None:
            shutil.rmtree(root / "plain", ignore_errors=True)
            ctx = FormatContext()
            i2b2.write(vtt.read(src, ctx), root / "plain", ctx)

        def guarded(dst: Path, *, fresh: bool) -> None:
            if fresh:
                shutil.rmtree(dst, ignore_errors=True)
            ctx = FormatContext()
            with OutputGuard(inputs=[src], force=True) as guard:
                target = guard.stage(dst)
                i2b2.write(guard.documents(vtt.read(src, ctx), i2b2), target, ctx)

        repeat = 2 if quick else 3
        baseline = best_of(direct, repeat)
        new = best_of(lambda: guarded(root / "new", fresh=True), repeat)
        guarded(root / "again", fresh=True)
        again = best_of(lambda: guarded(root / "again", fresh=False), repeat)
    notes = {"documents": count}
    return [
        Measurement(
            "convert to a new folder, guarded",
            new,
            "s",
            "unguarded",
            baseline,
            notes=notes,
        ),
        Measurement(
            "convert over existing files (--force)",
            again,
            "s",
            "unguarded",
            baseline,
            notes=notes,
        ),
    ]
