"""Run benchmarks: ``python -m benchmarks [NAME...] [--quick]``.

Each ``benchmarks/bench_<name>.py`` defines ``run(quick: bool) -> list[Measurement]``.
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def main(argv: list[str] | None = None) -> int:
    """Run the named benchmarks (all by default) and print one line per measurement."""
    names = sorted(p.stem[len("bench_") :] for p in HERE.glob("bench_*.py"))
    parser = argparse.ArgumentParser(prog="python -m benchmarks")
    parser.add_argument("names", nargs="*", choices=names + [[]], metavar="NAME")
    parser.add_argument(
        "--quick", action="store_true", help="smaller inputs, fewer repeats"
    )
    parser.add_argument("--json", type=Path, help="also write the results to this file")
    args = parser.parse_args(argv)
    results = []
    missed = 0
    for name in args.names or names:
        module = importlib.import_module(f"benchmarks.bench_{name}")
        print(f"== {name}", flush=True)
        for m in module.run(args.quick):
            print("  " + m.line(), flush=True)
            missed += m.meets_target is False
            results.append({"bench": name, **m.__dict__, "ratio": m.ratio})
    if args.json:
        args.json.write_text(json.dumps(results, indent=2, default=str))
    print(f"{len(results)} measurements, {missed} missed their target")
    return 0


if __name__ == "__main__":
    sys.exit(main())
