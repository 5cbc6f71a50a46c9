"""``python -m tools.mimic_corpus --out DIR [--synthetic N]``: MIMIC-shaped test CSVs.

Without ``--synthetic``: ``NOTEEVENTS.csv`` (MIMIC-III), ``discharge.csv``
(MIMIC-IV-Note) and ``key.jsonl`` from the sample corpus gold. With
``--synthetic N``: ``synthetic.csv``, N invented MIMIC-III notes (for the
scale benchmark; a million notes is about 2 GB: keep it out of the repository).
"""

from __future__ import annotations

import argparse
from pathlib import Path

from tools.mimic_corpus.from_gold import write_gold_csvs
from tools.mimic_corpus.synthetic import write_synthetic_csv


def main(argv: list[str] | None = None) -> int:
    """Write the CSVs and say where."""
    parser = argparse.ArgumentParser(
        prog="python -m tools.mimic_corpus", description=__doc__
    )
    parser.add_argument("--out", type=Path, required=True, metavar="DIR")
    parser.add_argument("--synthetic", type=int, metavar="N")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    if args.synthetic is not None:
        size = write_synthetic_csv(
            args.out / "synthetic.csv", args.synthetic, seed=args.seed
        )
        print(
            f"{args.synthetic} notes, {size / 1e6:.1f} MB: {args.out / 'synthetic.csv'}"
        )
        return 0
    for name, path in write_gold_csvs(args.out).items():
        print(f"{name}: {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
