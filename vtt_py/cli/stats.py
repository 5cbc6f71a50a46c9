"""``vtt-py stats PATH...``: markup counts per tag and category (VTT's Reports)."""

from __future__ import annotations

import argparse
from collections import Counter
from pathlib import Path

from vtt_py.cli.common import collect_files, print_json
from vtt_py.core.document import Document
from vtt_py.formats.vtt_format import open_document


def register(sub: argparse._SubParsersAction) -> None:
    """Add the ``stats`` command."""
    parser = sub.add_parser(
        "stats",
        help="markup counts per tag and category",
        description="Markup counts per Name|Category label, per file and in total "
        "(VTT's Markups -> Reports). Folders recurse.",
    )
    parser.add_argument("paths", nargs="+", type=Path, metavar="PATH")
    parser.add_argument(
        "--json", action="store_true", help="print JSON instead of a table"
    )
    parser.set_defaults(run=run)


def document_stats(doc: Document) -> dict[str, object]:
    """Counts for one document, plus the tags defined but unused."""
    counts = doc.label_counts()
    unused = [t.label for t in doc.tagset.user_tags if t.label not in counts]
    return {
        "characters": len(doc.text),
        "markups": len(doc.markups),
        "per_label": dict(sorted(counts.items())),
        "unused_tags": unused,
    }


def _table(title: str, counts: Counter[str], total: int) -> list[str]:
    lines = [title]
    width = max((len(label) for label in counts), default=0)
    for label, n in sorted(counts.items()):
        lines.append(f"  {label:<{width}}  {n:>7}")
    lines.append(f"  Total Markup Number: {total}")
    return lines


def run(args: argparse.Namespace) -> int:
    """Print per-file and total counts."""
    files = collect_files(args.paths, (".vtt",))
    docs = {str(path): open_document(path) for path in files}
    total: Counter[str] = Counter()
    for doc in docs.values():
        total.update(doc.label_counts())
    if args.json:
        print_json(
            {
                "files": {path: document_stats(doc) for path, doc in docs.items()},
                "total": {
                    "files": len(files),
                    "markups": sum(total.values()),
                    "per_label": dict(sorted(total.items())),
                },
            }
        )
        return 0
    for path, doc in docs.items():
        print("\n".join(_table(path, doc.label_counts(), len(doc.markups))))
    if len(files) > 1:
        print("\n".join(_table(f"All {len(files)} files", total, sum(total.values()))))
    return 0
