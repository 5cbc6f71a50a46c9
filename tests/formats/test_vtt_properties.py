"""Property: any document survives VTT write -> read unchanged, or is refused clearly."""

from __future__ import annotations

import re

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from vtt_py.core import Document, Markup, Tag, TagSet
from vtt_py.errors import WriteError
from vtt_py.formats.vtt import dumps_vtt, parse_vtt
from vtt_py.formats.vtt_columns import fast_columns
from vtt_py.formats.vtt_read import _has_content
from vtt_py.formats.vtt_sections import (
    HEADER_LINE,
    MODE_OF,
    mode_headers,
    without_headers,
)
from vtt_py.formats.vtt_syntax import HEADERS

NAMES = ["Name", "Date", "Age-PII", "Zoë", "名前", "😀tag"]
CATEGORIES = ["", "Patient", "x y"]
# Any Unicode (no surrogates), with the characters VTT treats specially made likely.
TEXT = st.text(
    alphabet=st.one_of(
        st.characters(exclude_categories=["Cs"]),
        st.sampled_from(["\n", "\r", "\t", "|", "#", "😀", "𝔸", " "]),
    ),
    max_size=60,
)
ANNOTATION = st.one_of(
    st.just(""), st.text(max_size=12), st.sampled_from(["a|b", " x", "ok"])
)


@st.composite
def documents(draw: st.DrawFn) -> Document:
    text = draw(TEXT)
    tagset = TagSet()
    labels = draw(
        st.lists(
            st.tuples(st.sampled_from(NAMES), st.sampled_from(CATEGORIES)),
            min_size=1,
            max_size=4,
            unique=True,
        )
    )
    for name, cat in labels:
        tagset.add(Tag(name, cat))
    doc = Document(text, tagset)
    for _ in range(draw(st.integers(0, 6))):
        start = draw(st.integers(0, len(text)))
        end = draw(st.integers(start, len(text)))
        name, cat = draw(st.sampled_from(labels))
        markup = Markup(start, end, name, cat, draw(ANNOTATION))
        if not any(m[:4] == markup[:4] for m in doc.markups):
            doc.add(markup)
    return doc


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(documents())
def test_vtt_property_write_read_is_identity_or_a_clear_refusal(doc: Document) -> None:
    try:
        data = dumps_vtt(doc).encode("utf-8")
    except WriteError as exc:
        assert str(exc)  # refused with a reason
        return
    back = parse_vtt(data)
    assert back.text == doc.text
    assert list(back.markups) == list(doc.markups)
    assert back.tagset.tags == doc.tagset.tags
    assert dumps_vtt(back).encode("utf-8") == data


def test_vtt_padded_width_counts_utf16_units_as_written() -> None:
    # Found by the property above: a tag named with an emoji (two UTF-16
    # units) was read back one column narrower and rewritten differently.
    tagset = TagSet()
    tagset.add(Tag("😀tag", ""))
    doc = Document("x\n", tagset)
    doc.add(Markup(0, 1, "😀tag", ""))
    data = dumps_vtt(doc)
    assert dumps_vtt(parse_vtt(data.encode("utf-8"))) == data


LINES = st.lists(
    st.one_of(
        st.sampled_from(sorted(HEADERS)),
        st.sampled_from(["#<x>", "#<", "", "# <Text Content>", "#<Text Content> "]),
        st.text(alphabet="#<>ab \r", max_size=6),
    ),
    max_size=8,
)


@given(LINES, st.booleans())
def test_header_lines_leave_the_text_as_the_regex_removes_them(
    lines: list[str], last_line_end: bool
) -> None:
    """The reader's scan for header lines in the text equals the full-text regex."""
    body = "\n".join(lines) + ("\n" if last_line_end and lines else "")
    assert without_headers(body) == HEADER_LINE.sub("", body)


@given(LINES)
def test_mode_headers_are_the_lines_equal_to_a_mode_header(lines: list[str]) -> None:
    """The one-pass scan finds exactly the lines that are a mode header, in a row too."""
    full = "".join(line + "\n" for line in lines)
    expected, pos = [], 0
    for line in lines:
        if line in MODE_OF:
            expected.append((pos, pos + len(line) + 1, MODE_OF[line]))
        pos += len(line) + 1
    assert mode_headers(full) == expected


MARKUP_LINES = st.lists(
    st.one_of(
        st.just("    28| 6|Address        |               ||denies"),
        st.text(alphabet="|#a 1\r", max_size=12),
        # Four and six "|" together are as many fields as two plain lines.
        st.sampled_from(["", "#", "a|b|c|d|e", "a|b|c|d|e|f|g", "|||||", "#a|b|c|d"]),
    ),
    max_size=6,
)


@settings(max_examples=300, deadline=None)
@example([], ["a|b|c|d|e", "a|b|c|d|e|f|g"], True)  # 4 and 6 "|": fields line up
@given(
    st.lists(st.sampled_from(["#<x>", "#"]), max_size=2), MARKUP_LINES, st.booleans()
)
def test_markup_fields_split_at_once_are_those_of_each_line(
    header: list[str], lines: list[str], last_line_end: bool
) -> None:
    """The one split of the markup section takes plain sections only, field for field.

    Plain: after its leading ``#`` lines, no comment or empty line and five
    ``|`` a line (what the reader parses column by column; anything else
    goes line by line).
    """
    data = "\n".join(lines) + ("\n" if last_line_end and lines else "")
    body = "".join(line + "\n" for line in header) + data
    rows = body.split("\n")
    if rows[-1] == "":
        rows.pop()
    while rows and rows[0].startswith("#"):
        rows.pop(0)
    if not all(row.count("|") == 5 and row[:1] not in ("", "#") for row in rows):
        assert fast_columns(body) is None
        return
    fields = [row.split("|") for row in rows]
    assert fast_columns(body) == [[f[i] for f in fields] for i in range(6)]


#: A line the Meta Data parser reads or warns about, as the reader once found them.
CONTENT_LINE = re.compile(r"^[^#\n]", re.MULTILINE)


@given(st.lists(st.sampled_from(["", "#", "#<x>", "a", " #", "TAGS_FILE|t|p", "\t"])))
def test_meta_content_check_equals_the_line_regex(lines: list[str]) -> None:
    """Counting comment lines, then looking at first characters, finds what the regex did."""
    body = "".join(line + "\n" for line in lines)
    assert _has_content(body) == bool(CONTENT_LINE.search(body))
