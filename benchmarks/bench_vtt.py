"""VTT read, validate and write of a generated 10 MB file with 200,000 markups.

Run: ``python -m benchmarks vtt``. Target (issue 2): under 1 s each for read
and write on one core; the baseline is a bare ``str.splitlines()`` of the
same file, so the ratio says how many splitlines the parse costs.
"""

from __future__ import annotations

from benchmarks.gen import big_document
from benchmarks.harness import Measurement, best_of
from vtt_py.formats.vtt import check_vtt, dumps_vtt, parse_vtt


def run(quick: bool) -> list[Measurement]:
    """Measure read, check and write of the big file."""
    markups = 20_000 if quick else 200_000
    # About 1.2 MB of text plus 200,000 markup lines makes a file of ~10 MB.
    doc = big_document(120 * markups // 20, markups)
    text = dumps_vtt(doc)
    data = text.encode("utf-8")
    mb = len(data) / 1e6
    base = best_of(lambda: text.splitlines())
    read = best_of(lambda: parse_vtt(data))
    write = best_of(lambda: dumps_vtt(doc))
    notes = {"file_MB": round(mb, 1), "markups": markups}
    results = [
        Measurement(
            "read+validate (parse_vtt)",
            read,
            baseline_name="splitlines",
            baseline=base,
            target=1.0,
            notes=notes,
        ),
        Measurement(
            "write (dumps_vtt)",
            write,
            baseline_name="splitlines",
            baseline=base,
            target=1.0,
        ),
    ]
    if not quick:
        import tempfile
        from pathlib import Path

        with tempfile.TemporaryDirectory() as tmp:
            path = Path(tmp) / "big.vtt"
            path.write_bytes(data)
            check = best_of(lambda: check_vtt(path), repeat=1)
        results.append(
            Measurement(
                "check_vtt (every problem, per line)",
                check,
                baseline_name="splitlines",
                baseline=base,
            )
        )
    return results
