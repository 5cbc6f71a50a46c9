"""``vtt-py agree REF CAND``: agreement of CAND with REF, or evaluation of a system against gold."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from vtt_py.cli.common import add_force_option, existing_path, print_warnings
from vtt_py.errors import UsageError, VttError
from vtt_py.formats.output import OutputGuard


def _count(value: str) -> int:
    """An argparse type: a whole number >= 0."""
    try:
        number = int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{value!r} is not a whole number") from None
    if number < 0:
        raise argparse.ArgumentTypeError("must be 0 or more")
    return number


def register(sub: argparse._SubParsersAction) -> None:
    """Add the ``agree`` command."""
    parser = sub.add_parser(
        "agree",
        help="agreement between two annotation sets (or a system against gold)",
        description="Compare CAND with REF (two files, or two folders whose documents are "
        "matched by file name): entity strict/relaxed, binary, token and HIPAA scores, the "
        "PhysioNet overlap score (and runStat.pl's exact count), MEDDOCAN's merged spans, "
        "Cohen's kappa over tokens, Krippendorff's alpha_U, a confusion matrix and every "
        "disagreement. REF is the reference (gold, or annotator A). With --risk, the privacy "
        "risk of each piece of REF's PHI that CAND leaves uncovered; with --versus B, CAND "
        "and B compared with each other against REF.",
    )
    parser.add_argument("reference", type=existing_path, metavar="REF")
    parser.add_argument("candidate", type=existing_path, metavar="CAND")
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    parser.add_argument(
        "--html", type=Path, metavar="FILE", help="also write an HTML report"
    )
    parser.add_argument(
        "--ignore-category",
        action="store_true",
        help="compare tags only (Name instead of Name|Patient)",
    )
    parser.add_argument(
        "--labels",
        choices=("tag|category", "tag", "type"),
        default="tag|category",
        help="what a span's label is: the full Name|Category (default), the tag only "
        "(as --ignore-category), or the finest type, i.e. the category when there is "
        "one, else the tag (compares brat FECHAS with i2b2 XML DATE|FECHAS)",
    )
    parser.add_argument(
        "--risk",
        action="store_true",
        help="report the privacy risk of each piece of REF's PHI that CAND leaves uncovered "
        "(people bearing a revealed name, values a partly revealed ID could take, what a "
        "date reveals), highest first; the revealed text is not shown",
    )
    parser.add_argument(
        "--show-text",
        action="store_true",
        help="with --risk: show the revealed text (it is PHI: keep that report private)",
    )
    parser.add_argument(
        "--versus",
        type=existing_path,
        metavar="B",
        help="compare CAND (system A) and B, both against REF: each measure for both, the "
        "difference, its interval (with --bootstrap) and a Wilcoxon signed-rank test",
    )
    parser.add_argument(
        "--group",
        metavar="PATTERN",
        help="group documents by the first group (or match) of this regular expression on "
        "their names, e.g. '^(\\d+)-' for PhysioNet's PATIENT-NOTE: the bootstrap draws and "
        "the paired test compare groups (patients), not documents",
    )
    parser.add_argument(
        "--bootstrap",
        type=_count,
        default=0,
        metavar="N",
        help="95%% confidence intervals from N resamples of the documents (or groups)",
    )
    parser.add_argument(
        "--interval",
        choices=("bca", "percentile"),
        default="bca",
        help="bootstrap interval: bias-corrected and accelerated (default) or percentile",
    )
    parser.add_argument(
        "--seed", type=int, default=0, help="random seed of --bootstrap (default 0)"
    )
    parser.add_argument(
        "--tagset",
        metavar="T",
        help="tag set that says which labels are HIPAA identifiers (shipped name or tags file)",
    )
    parser.add_argument(
        "--ref-format", metavar="FMT", help="format of REF (default: inferred)"
    )
    parser.add_argument(
        "--cand-format", metavar="FMT", help="format of CAND (default: inferred)"
    )
    parser.add_argument(
        "--versus-format", metavar="FMT", help="format of B (default: inferred)"
    )
    add_force_option(parser)
    parser.set_defaults(run=run)


def _check(args: argparse.Namespace) -> None:
    if args.html is not None and args.html.is_dir():
        raise UsageError(f"{args.html}: is a folder; --html needs a file name")
    if args.risk and args.versus is not None:
        raise UsageError("--risk and --versus: ask for one report at a time")
    if args.show_text and not args.risk:
        raise UsageError("--show-text goes with --risk")
    if args.risk and args.bootstrap:
        raise UsageError(
            "--bootstrap goes with the agreement report or --versus, not --risk"
        )
    if args.group is not None and not (args.bootstrap or args.versus is not None):
        raise UsageError(
            "--group groups documents for --bootstrap and --versus; add one"
        )


def run(args: argparse.Namespace) -> int:
    """Compare, print the table or JSON, write the HTML report if asked."""
    _check(args)
    # The agreement package is imported here so `vtt-py --help` stays fast.
    from vtt_py.agreement.resample import Resampling
    from vtt_py.formats.tagsets import load_tagset

    tagset = load_tagset(args.tagset) if args.tagset else None
    resampling = Resampling(args.bootstrap, args.seed, args.interval, args.group)
    inputs = [args.reference, args.candidate]
    if args.versus is not None:
        inputs.append(args.versus)
    # The report is staged, never written over an input or, without --force,
    # over any file, and moves into place only when the whole comparison ran.
    with OutputGuard(inputs=inputs, force=args.force) as guard:
        html = (
            None
            if args.html is None
            # --show-text puts the revealed PHI into the page: owner-only.
            else guard.stage(args.html, file=True, private=args.show_text)
        )
        compare = _versus if args.versus is not None else _agree
        report, render, page = compare(args, tagset, resampling)
        if html is not None and page is not None:
            from vtt_py.formats.atomic import atomic_write_text

            atomic_write_text(html, page())
    if args.html is not None:
        print(f"HTML report written to {args.html}", file=sys.stderr)
    _print(args.json, report, render)
    return 0


#: A comparison's report, its text renderer and its HTML page (None without --html).
_Outcome = tuple[Mapping[str, Any], Callable[[Any], str], Callable[[], str] | None]


def _agree(args: argparse.Namespace, tagset: Any, resampling: Any) -> _Outcome:
    from vtt_py.agreement import compare_paths, render_html, render_text
    from vtt_py.agreement.engine import ScoreOptions
    from vtt_py.agreement.html_cases import CaseCollector
    from vtt_py.agreement.risk_report import render_risk_html, render_risk_text

    cases = CaseCollector() if args.html is not None and not args.risk else None
    options = ScoreOptions(
        keep_disagreements=(args.json or cases is not None) and not args.risk,
        keep_stats=args.bootstrap > 0,
        keep_alpha_documents=args.bootstrap > 0,
        lazy_rows=True,
        # Only the JSON and HTML reports show each document's own figures.
        per_document=args.json or args.html is not None,
        observers=[cases] if cases is not None else [],
        risk=args.risk,
        show_text=args.show_text,
    )
    report, paired = compare_paths(
        args.reference,
        args.candidate,
        label_mode="tag" if args.ignore_category else args.labels,
        tagset=tagset,
        reference_format=args.ref_format,
        candidate_format=args.cand_format,
        options=options,
        resampling=resampling,
    )
    print_warnings(paired.warnings)
    _warn_unmatched(report, paired.text_differs)
    _require_documents(report, bool(paired.pairs), paired.text_differs)
    if args.risk:
        risk = {k: report[k] for k in ("reference", "candidate", "documents", "risk")}
        page = None if args.html is None else (lambda: render_risk_html(risk))
        return risk, render_risk_text, page
    if cases is None:
        return report, render_text, None
    return report, render_text, lambda: render_html(report, cases)


def _versus(args: argparse.Namespace, tagset: Any, resampling: Any) -> _Outcome:
    from vtt_py.agreement.corpus import compare_versus
    from vtt_py.agreement.versus_report import render_versus_html, render_versus_text

    report, warnings = compare_versus(
        args.reference,
        args.candidate,
        args.versus,
        resampling,
        label_mode="tag" if args.ignore_category else args.labels,
        tagset=tagset,
        formats=(args.ref_format, args.cand_format, args.versus_format),
    )
    print_warnings(warnings)
    if not report["documents"]:
        raise VttError(
            "no document of REF has a comparable counterpart in both CAND and B "
            "(same name, same text)"
        )
    page = None if args.html is None else (lambda: render_versus_html(report))
    return report, render_versus_text, page


def _reasons(reasons: Mapping[str, int]) -> str:
    return "; ".join(f"{reason}: {n}" for reason, n in reasons.items())


def _require_documents(
    report: Mapping[str, Any], paired: bool, reasons: Mapping[str, int]
) -> None:
    """Comparing nothing is an error: say why nothing could be compared."""
    if report["documents"]:
        return
    if not paired:
        raise VttError(
            "no document of REF has a counterpart with the same name in CAND"
        )
    why = _reasons(reasons)
    raise VttError(
        f"none of the {len(report['text_differs'])} documents paired by name could be "
        f"compared: their texts differ ({why})"
    )


def _print(
    as_json: bool, report: Mapping[str, Any], render: Callable[[Any], str]
) -> None:
    if as_json:
        from vtt_py.agreement.jsonout import write_json

        write_json(report, sys.stdout)
    else:
        sys.stdout.write(render(report))


def _warn_unmatched(report: Mapping[str, Any], reasons: Mapping[str, int]) -> None:
    unmatched = report["unmatched"]
    for side in ("reference", "candidate"):
        names = unmatched[side]
        if names:
            print_warnings([f"{len(names)} documents only in the {side}, not compared"])
    differs = report["text_differs"]
    if differs:
        why = _reasons(reasons)
        print_warnings(
            [f"{len(differs)} documents whose texts differ, not compared ({why})"]
        )
