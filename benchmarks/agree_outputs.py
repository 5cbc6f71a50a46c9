"""Are ``vtt-py agree`` outputs byte-identical to those of another commit? (a speed change's check)

``python -m benchmarks.agree_outputs [--base REF] [--keep DIR]``

Extracts ``vtt_py`` of commit REF (default ``main``) into a temporary
folder, then runs ``vtt-py agree`` of that code and of this worktree on the
same inputs: the benchmark's folders, the sample corpus, folders perturbed
here to hold every awkward case (stacked labels, nested, overlapping,
touching and zero-length spans, repeated labels across tag and category),
and ../shared's corpora and VTT samples when present. Text, ``--json``,
``--html``, ``--risk``, ``--versus`` and ``--bootstrap`` outputs, stderr
and exit codes must match to the byte. Prints one line per case and exits
1 on the first difference (the two outputs are kept under ``--keep``).
"""

from __future__ import annotations

import argparse
import contextlib
import random
import subprocess
import sys
import tarfile
import tempfile
from collections.abc import Iterator
from io import BytesIO
from pathlib import Path

from benchmarks.bench_agreement import DENSE, SHORT, write_folders
from vtt_py.core import Document, Markup, Tag

REPO = Path(__file__).resolve().parent.parent
SHARED = REPO.parent / "shared"
#: Runs the CLI of the vtt_py found first on the path given as argv[1].
RUNNER = "import sys; sys.path.insert(0, sys.argv[1]); from vtt_py.cli import main; " \
    "sys.exit(main(sys.argv[2:]))"  # fmt: skip
#: Labels the perturbed folders add: the same tag under two categories, so
#: ``--labels tag`` stacks two (tag, category) pairs on one span.
EXTRA_LABELS = [("Name", "Doctor"), ("Date", ""), ("ID", "Patient")]


def _extract(commit: str, into: Path) -> Path:
    """``vtt_py`` (and its ``tagsets``) of a commit, extracted under ``into``."""
    archive = subprocess.run(
        ["git", "archive", "--format=tar", commit, "vtt_py", "tagsets"],
        cwd=REPO,
        check=True,
        capture_output=True,
    ).stdout
    with tarfile.open(fileobj=BytesIO(archive)) as tar:
        tar.extractall(into, filter="data")
    return into


def _tricky(doc: Document, rng: random.Random) -> Document:
    """A candidate holding every awkward case the measures must agree on."""
    text = doc.text
    out = Document(text, doc.tagset.copy())
    for name, cat in EXTRA_LABELS:
        if out.tagset.find(name, cat) is None:
            out.tagset.add(Tag(name, cat, background=(200, 200, 255)))
    labels = [(t.name, t.category) for t in out.tagset]
    n = len(text)
    found: list[Markup] = []
    for m in doc.markups:
        roll = rng.random()
        tag, cat = rng.choice(labels)
        if roll < 0.4:
            found.append(m)
        elif roll < 0.5:
            found += [m, m.with_(tag=tag, category=cat)]  # stacked on the same offsets
        elif roll < 0.6:
            found.append(m.with_(start=max(0, m.start - rng.randint(1, 4))))
        elif roll < 0.7:
            found.append(m.with_(end=min(n, m.end + rng.randint(1, 3))))
        elif roll < 0.75:
            found.append(Markup(m.end, min(n, m.end + 4), tag, cat))  # touching
        elif roll < 0.8:
            found += [m, Markup(m.start, m.start, tag, cat)]  # zero-length
        elif roll < 0.85:
            mid = (m.start + m.end) // 2
            found += [m.with_(end=mid), m.with_(start=mid)]  # split
        elif roll < 0.9:
            found.append(m.with_(start=max(0, m.start - 30), end=min(n, m.end + 30)))
        # else: dropped
    for _ in range(max(2, len(doc.markups) // 5)):
        start = rng.randrange(0, max(1, n - 12))
        tag, cat = rng.choice(labels)
        found.append(Markup(start, start + rng.randint(0, 11), tag, cat))
    for markup in found:
        with contextlib.suppress(ValueError):  # an exact duplicate
            out.add(markup)
    return out


def _perturbed_folder(source: Path, into: Path, seed: int) -> Path:
    """``source``'s documents as VTT files, and a tricky candidate of each, in two folders."""
    from vtt_py.agreement.corpus import read_documents
    from vtt_py.formats.vtt import write_vtt

    ref, cand = into / "ref", into / "cand"
    ref.mkdir(parents=True)
    cand.mkdir()
    rng = random.Random(seed)
    docs, _ = read_documents(source)
    for name, doc in docs:
        stem = Path(name).stem
        write_vtt(doc, ref / f"{stem}.vtt")
        write_vtt(_tricky(doc, rng), cand / f"{stem}.vtt")
    return into


def _data(root: Path) -> Iterator[tuple[str, list[str]]]:
    """(case name, ``vtt-py`` arguments) of every case, its inputs written under ``root``."""
    dense = write_folders(300, root / "dense", DENSE)
    short = write_folders(300, root / "short", SHORT)
    sample = REPO / "sample_corpus"
    tricky = _perturbed_folder(sample / "gold", root / "tricky", 7)
    third = _perturbed_folder(dense[0], root / "dense-tricky", 9) / "cand"
    gold, a, b = (str(sample / s) for s in ("gold", "annotator_a", "annotator_b"))
    pairs: dict[str, tuple[str, ...]] = {
        "dense": (str(dense[0]), str(dense[1])),
        "short": (str(short[0]), str(short[1])),
        "sample-a": (gold, a),
        "sample-b": (gold, b),
        "sample-ab": (a, b),
        "sample-self": (gold, gold),
        "tricky": (str(tricky / "ref"), str(tricky / "cand")),
        "tricky-rev": (str(tricky / "cand"), str(tricky / "ref")),
    }
    meddocan = SHARED / "corpora" / "meddocan-sample"
    if meddocan.is_dir():
        pairs["meddocan"] = (str(meddocan / "brat"), str(meddocan / "xml"))
        more = _perturbed_folder(meddocan / "brat", root / "meddocan", 11)
        pairs["meddocan-tricky"] = (str(more / "ref"), str(more / "cand"))
    nedap = SHARED / "corpora" / "nedap-dummy-brat" / "data"
    if nedap.is_dir():
        more = _perturbed_folder(nedap, root / "nedap", 13)
        pairs["nedap-tricky"] = (str(more / "ref"), str(more / "cand"))
    physionet = SHARED / "corpora" / "physionet-deid-train"
    if physionet.is_dir():
        text, phi, deid = (str(physionet / f) for f in ("id.text", "id.phi", "id.deid"))
        pairs |= {"physionet-phi": (text, phi), "physionet-deid": (text, deid),
                  "physionet-deid-phi": (deid, phi)}  # fmt: skip
    samples = SHARED / "vtt-samples" / "java-nlp-framework"
    if samples.is_dir():
        tests = samples / "Tests"
        pairs["vtt-diff-markups"] = (str(samples / "test.vtt"),
                                     str(tests / "test.diffMarkups.vtt"))  # fmt: skip
        pairs["vtt-org"] = (str(samples / "test.vtt.org"), str(samples / "test.vtt"),
                            "--ref-format", "vtt")  # fmt: skip
        pairs["vtt-diff-tags"] = (
            str(tests / "test.vtt"),
            str(tests / "test.diffTags.vtt"),
        )
    red = SHARED / "vtt-samples" / "RED" / "test-snippets.vtt"
    if red.is_file():
        pairs["red-self"] = (str(red), str(red))
    for name, inputs in pairs.items():
        given = list(inputs)
        yield f"{name} text", given
        yield f"{name} json+html", [*given, "--json", "--html", "{html}"]
        yield f"{name} risk", [*given, "--risk", "--html", "{html}"]
        yield f"{name} risk json", [*given, "--risk", "--json", "--show-text"]
        for mode in ("tag", "type"):
            yield f"{name} {mode}", [*given, "--json", "--labels", mode]
        yield f"{name} bootstrap", [*given, "--json", "--bootstrap", "60"]
    versus = [
        ("sample", gold, a, b, r"^(\d)"),
        ("dense", *(str(p) for p in dense), str(third), r"(\d)$"),
        ("tricky", str(tricky / "ref"), str(tricky / "cand"), a, r"^(\d)"),
    ]
    if physionet.is_dir():
        versus.append(("physionet", text, phi, deid, r"^(\d+)-"))
    for name, ref, first, second, group in versus:
        yield f"versus {name}", [ref, first, "--versus", second]
        yield f"versus {name} json", [ref, first, "--versus", second, "--json",
                                      "--bootstrap", "60", "--group", group]  # fmt: skip
    yield "versus percentile", [gold, a, "--versus", b, "--bootstrap", "60",
                                "--interval", "percentile", "--json"]  # fmt: skip


def _run(code: Path, args: list[str], html: Path) -> tuple[bytes, ...]:
    """Exit code, stdout, stderr and the HTML page of ``vtt-py agree ARGS`` with ``code``."""
    html.unlink(missing_ok=True)
    argv = ["agree", *(str(html) if a == "{html}" else a for a in args)]
    done = subprocess.run(
        [sys.executable, "-c", RUNNER, str(code), *argv],
        capture_output=True,
        cwd=html.parent,
    )
    page = html.read_bytes() if html.exists() else b""
    return str(done.returncode).encode(), done.stdout, done.stderr, page


def main(argv: list[str] | None = None) -> int:
    """Compare every case's outputs; 0 when all are identical."""
    parser = argparse.ArgumentParser(prog="python -m benchmarks.agree_outputs")
    parser.add_argument("--base", default="main", help="commit to compare with")
    parser.add_argument("--keep", type=Path, help="write differing outputs here")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="agree_outputs_") as tmp:
        root = Path(tmp)
        base = _extract(args.base, root / "base")
        html = root / "out" / "report.html"
        html.parent.mkdir()
        cases = 0
        for name, case in _data(root / "data"):
            before, after = _run(base, case, html), _run(REPO, case, html)
            if before != after:
                print(f"DIFFERS  {name}: agree {' '.join(case)}")
                if args.keep is not None:
                    _keep(args.keep, name, before, after)
                return 1
            cases += 1
            rc = before[0].decode()
            print(
                f"same     {name} (exit {rc}, {len(before[1]) + len(before[3])} bytes)"
            )
        print(f"{cases} cases: outputs identical to {args.base}'s")
    return 0


def _keep(
    folder: Path, name: str, before: tuple[bytes, ...], after: tuple[bytes, ...]
) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    stem = name.replace(" ", "_")
    for side, outputs in (("base", before), ("new", after)):
        for part, data in zip(("rc", "out", "err", "html"), outputs, strict=True):
            (folder / f"{stem}.{side}.{part}").write_bytes(data)


if __name__ == "__main__":
    sys.exit(main())
