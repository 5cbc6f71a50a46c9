"""``python -m tools.sample_corpus [--out DIR] [--seed S]``: regenerate the sample corpus."""

from __future__ import annotations

import argparse
from pathlib import Path

from tools.sample_corpus.build import DEFAULT_SEED, build_corpus, write_corpus
from tools.sample_corpus.scoring import Figures

REPO = Path(__file__).resolve().parents[2]


def report(figures: Figures) -> str:
    """The figures as printed lines."""
    lines = [
        f"notes: {figures.notes}",
        f"gold PHI spans: {figures.phi_spans} ({figures.phi_per_note:.1f} per note), "
        f"npii spans: {figures.npii_spans}",
        f"labels used: {len(figures.labels)}",
    ]
    for name, score in (
        ("A vs B", figures.a_b),
        ("A vs gold", figures.a_gold),
        ("B vs gold", figures.b_gold),
    ):
        lines.append(
            f"strict F1 {name}: {score.f1:.3f} (P {score.precision:.3f}, "
            f"R {score.recall:.3f}; tp {score.tp}, fp {score.fp}, "
            f"fn {score.fn})"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Generate the corpus and its README, print the figures."""
    parser = argparse.ArgumentParser(
        prog="python -m tools.sample_corpus", description=__doc__
    )
    parser.add_argument(
        "--out",
        type=Path,
        default=REPO / "sample_corpus",
        help="output folder (default: the repository's sample_corpus)",
    )
    parser.add_argument("--seed", default=DEFAULT_SEED, help="random seed (a string)")
    args = parser.parse_args(argv)
    corpus = build_corpus(args.seed)
    write_corpus(corpus, args.out)
    print(report(corpus.figures))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
