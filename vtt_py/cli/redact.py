"""``vtt-py redact SRC -o OUT``: text with each PHI span replaced by its tag label."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from vtt_py.cli.common import add_force_option, existing_path, print_warnings
from vtt_py.errors import UsageError
from vtt_py.export.corpus_io import property_tagset, read_corpus, write_texts
from vtt_py.export.phi import PhiRule, parse_which
from vtt_py.export.redact import RedactionStats, redact_document
from vtt_py.formats.output import OutputGuard
from vtt_py.formats.registry import FormatContext, NamedDocument


def register(sub: argparse._SubParsersAction) -> None:
    """Add the ``redact`` command."""
    parser = sub.add_parser(
        "redact",
        help="replace PHI spans by their tag label, e.g. [Date]",
        description="Write each document's text with every PHI span replaced by its tag "
        "label ([Name], [Date]); overlapping PHI with different tags becomes [PHI]. "
        "SRC is a .vtt file or a folder (other formats are detected or named with "
        "--from). OUT is a folder of .txt files, or one .txt file for one document.",
    )
    parser.add_argument("src", type=existing_path, metavar="SRC")
    parser.add_argument("-o", "--output", type=Path, required=True, metavar="OUT")
    parser.add_argument(
        "--phi",
        default="hipaa",
        metavar="WHICH",
        help="which labels are removed: 'hipaa' (default, the tag set's HIPAA identifiers), "
        "'phi' (every PHI label of the tag set) or a comma-separated list of labels "
        "(Name,Date|Patient). Labels the tag set does not know count as PHI.",
    )
    parser.add_argument(
        "--limited",
        action="store_true",
        help="limited data set: keep dates, ages, city, state and ZIP code (still PHI: "
        "sharing it needs a data use agreement)",
    )
    parser.add_argument(
        "--tagset",
        metavar="T",
        help="tag set whose hipaa/phi lists apply (default: the shipped one that knows "
        "the corpus labels best)",
    )
    parser.add_argument(
        "--vtt",
        action="store_true",
        help="also write NAME.vtt with markups on the replacement labels",
    )
    parser.add_argument(
        "--from", dest="src_format", metavar="FMT", help="format of SRC"
    )
    add_force_option(parser)
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Redact every document and write the texts."""
    try:
        which = parse_which(args.phi)
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    ctx = FormatContext()
    with OutputGuard(inputs=[args.src], force=args.force) as guard:
        target = guard.stage(args.output)
        docs = read_corpus(args.src, args.src_format, ctx)
        tagset = property_tagset(docs, args.tagset)
        rule = PhiRule(tagset, which, limited=args.limited)
        total = RedactionStats()
        redacted: list[NamedDocument] = []
        for name, doc in guard.documents(docs):
            out, stats = redact_document(doc, rule.is_phi)
            total.add(stats)
            redacted.append((name, out))
        count = write_texts(redacted, target, ctx, with_vtt=args.vtt)
    if rule.unknown:
        ctx.warn(
            f"labels unknown to tag set {tagset.name or '(unnamed)'} redacted as PHI: "
            + ", ".join(sorted(rule.unknown))
        )
    if total.stretched:
        ctx.warn(
            "non-PHI markups partly inside a redaction moved to its edges",
            total.stretched,
        )
    if total.notes_dropped:
        ctx.warn(
            "comments on redacted markups dropped (they may quote PHI)",
            total.notes_dropped,
        )
    print_warnings(ctx.warning_lines())
    kind = "limited data set, " if args.limited else ""
    print(
        f"{count} documents redacted: {total.redactions} spans replaced "
        f"({total.mixed} as [PHI]); {kind}PHI = {args.phi} of tag set {tagset.name}",
        file=sys.stderr,
    )
    return 0
