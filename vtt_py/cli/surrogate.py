"""``vtt-py surrogate SRC -o OUT [--seed N]``: a shareable corpus with realistic surrogate PHI."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from vtt_py.cli.common import add_force_option, existing_path, print_warnings
from vtt_py.errors import UsageError
from vtt_py.export.corpus_io import property_tagset, read_corpus
from vtt_py.export.phi import ALL_PHI, PhiRule, parse_which
from vtt_py.export.surrogate import (
    SCOPES,
    MappingEntry,
    SurrogateOptions,
    surrogate_corpus,
)
from vtt_py.export.surrogate_plan import DEFAULT_PATIENT_PATTERN
from vtt_py.formats.atomic import atomic_open
from vtt_py.formats.output import OutputGuard
from vtt_py.formats.registry import FormatContext, get_format
from vtt_py.formats.user_patterns import user_pattern


def register(sub: argparse._SubParsersAction) -> None:
    """Add the ``surrogate`` command."""
    parser = sub.add_parser(
        "surrogate",
        help="replace PHI by realistic surrogates (a new, shareable gold corpus)",
        description="Replace every PHI span by a realistic surrogate of the same kind and "
        "shape (gender-matched Census names, dates shifted per patient in their own "
        "format, identifiers and phone numbers with new digits, new e-mails and URLs, "
        "address parts drawn separately) and write a new corpus whose markups point at "
        "the surrogates. No surrogate reuses an original PHI string.",
    )
    parser.add_argument("src", type=existing_path, metavar="SRC")
    parser.add_argument("-o", "--output", type=Path, required=True, metavar="OUT")
    parser.add_argument(
        "--seed", type=int, metavar="N", help="make the output reproducible"
    )
    parser.add_argument(
        "--mapping",
        type=Path,
        metavar="FILE",
        help="also write every original -> surrogate pair and each patient's date shift "
        "(JSON lines) to FILE. THIS FILE HOLDS THE ORIGINAL PHI: it is for the data owner "
        "only and must not be shared with the corpus.",
    )
    parser.add_argument(
        "--phi",
        default=ALL_PHI,
        metavar="WHICH",
        help="which labels are replaced: 'phi' (default, every PHI label of the tag set), "
        "'hipaa', or a comma-separated list of labels",
    )
    parser.add_argument(
        "--scope",
        choices=SCOPES,
        default="document",
        help="names, identifiers and places map the same way within a document "
        "(default), a patient, or the whole corpus",
    )
    parser.add_argument(
        "--patient-pattern",
        default=DEFAULT_PATIENT_PATTERN,
        metavar="REGEX",
        help="regular expression on document names whose first group names the patient "
        f"(dates shift per patient; default {DEFAULT_PATIENT_PATTERN!r}, PhysioNet's "
        "<patient>-<note>)",
    )
    parser.add_argument(
        "--day-first", action="store_true", help="read dates like 03/04 as day/month"
    )
    parser.add_argument(
        "--tagset", metavar="T", help="tag set whose hipaa/phi lists apply"
    )
    parser.add_argument(
        "--from", dest="src_format", metavar="FMT", help="format of SRC"
    )
    parser.add_argument(
        "--to",
        dest="dst_format",
        default="vtt",
        metavar="FMT",
        help="output format (vtt)",
    )
    add_force_option(parser)
    parser.set_defaults(run=run)


def _check_args(args: argparse.Namespace) -> None:
    user_pattern(args.patient_pattern, "--patient-pattern")
    if args.mapping is not None:
        out = args.output.resolve()
        target = args.mapping.resolve()
        if target == out or out in target.parents:
            raise UsageError(
                "the mapping holds PHI: write it outside the output folder"
            )


def write_mapping(
    path: Path, shifts: dict[str, int], mapping: list[MappingEntry]
) -> None:
    """The data owner's mapping file: one JSON object per line, owner-only (it holds PHI)."""
    with atomic_open(path, private=True) as out:
        for patient, days in shifts.items():
            out.write(json.dumps({"patient": patient, "date_shift_days": days}) + "\n")
        for entry in mapping:
            out.write(json.dumps(entry.as_dict(), ensure_ascii=False) + "\n")


def run(args: argparse.Namespace) -> int:
    """Read SRC, make surrogates, write OUT (and the mapping)."""
    _check_args(args)
    try:
        which = parse_which(args.phi)
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    out_format = get_format(args.dst_format)
    ctx = FormatContext()
    with OutputGuard(inputs=[args.src], force=args.force) as guard:
        target = guard.stage(args.output)
        mapping_file = (
            None
            if args.mapping is None
            else guard.stage(args.mapping, file=True, private=True)
        )
        docs = list(
            guard.documents(read_corpus(args.src, args.src_format, ctx), out_format)
        )
        tagset = property_tagset(docs, args.tagset)
        rule = PhiRule(tagset, which)
        options = SurrogateOptions(
            seed=args.seed,
            scope=args.scope,
            patient_pattern=args.patient_pattern,
            day_first=args.day_first,
        )
        new_docs, mapping, shifts = surrogate_corpus(docs, rule.is_phi, options, ctx)
        count = out_format.write(new_docs, target, ctx)
        if mapping_file is not None:
            write_mapping(mapping_file, shifts, mapping)
    if rule.unknown:
        ctx.warn(
            "labels unknown to the tag set replaced as PHI: "
            + ", ".join(sorted(rule.unknown))
        )
    print_warnings(ctx.warning_lines())
    print(
        f"{count} documents written with {len(mapping)} surrogates "
        f"({len(shifts)} patients; PHI = {args.phi} of tag set {tagset.name})",
        file=sys.stderr,
    )
    return 0
