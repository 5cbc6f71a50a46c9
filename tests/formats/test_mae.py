"""MAE: a task DTD as a tag set, MAE 2 XML (spans="s~e") written and read back."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.formats.interop_samples import DATE, JOHN, TEXT
from vtt_py.core import Document
from vtt_py.core.markup import Markup
from vtt_py.errors import ParseError
from vtt_py.formats.mae_dtd import read_mae_dtd
from vtt_py.formats.registry import FormatContext, detect_format, get_format
from vtt_py.formats.tagsets import load_tagset

# Written from MAE's wiki page "Defining an Annotation Task": task name entity,
# extent tags (#PCDATA) with an id prefix, an enumerated TYPE, a free-text
# attribute, a link tag (EMPTY) with IDREF arguments, and a comment.
DTD = """<!ENTITY name "PHI_v1">
<!-- extent tags -->
<!ELEMENT NAME ( #PCDATA ) >
<!ATTLIST NAME id ID prefix="N" #REQUIRED >
<!ATTLIST NAME TYPE ( PATIENT | DOCTOR ) #REQUIRED >
<!ATTLIST NAME comment CDATA #IMPLIED >
<!ELEMENT DATE ( #PCDATA ) >
<!ATTLIST DATE id ID prefix="D" #REQUIRED >
<!ATTLIST DATE certainty ( high | low ) #IMPLIED "high" >
<!ATTLIST DATE normalized CDATA #IMPLIED >
<!ELEMENT SAME_AS EMPTY >
<!ATTLIST SAME_AS fromID IDREF prefix="N" #REQUIRED >
<!ATTLIST SAME_AS toID IDREF prefix="N" #REQUIRED >
"""


@pytest.fixture
def dtd(tmp_path: Path) -> Path:
    path = tmp_path / "phi.dtd"
    path.write_text(DTD, encoding="utf-8")
    return path


def test_dtd_becomes_a_tag_set_with_counted_losses(dtd: Path) -> None:
    ctx = FormatContext()
    tagset = load_tagset(dtd, ctx.warn)
    # TYPE is #REQUIRED: no bare NAME; certainty is optional: a bare DATE too.
    assert tagset.labels()[1:] == [
        "NAME|PATIENT",
        "NAME|DOCTOR",
        "DATE",
        "DATE|high",
        "DATE|low",
    ]
    assert tagset.properties["name"] == "PHI_v1"
    assert tagset.properties["mae.prefixes"] == "NAME=N, DATE=D"
    assert (
        ctx.warnings["MAE link tags (EMPTY elements) not kept: VTT has no links"] == 1
    )
    assert (
        ctx.warnings["MAE attributes other than the category not kept in the tag set"]
        == 1
    )


def test_dtd_without_extent_tags_or_with_a_stray_attlist(tmp_path: Path) -> None:
    path = tmp_path / "bad.dtd"
    path.write_text('<!ENTITY name "T">\n<!ELEMENT L EMPTY >\n')
    with pytest.raises(ParseError, match="no extent tag"):
        read_mae_dtd(path)
    path.write_text("<!ELEMENT A ( #PCDATA ) >\n\n<!ATTLIST B x CDATA #IMPLIED >\n")
    with pytest.raises(
        ParseError, match=r"bad.dtd:3: ATTLIST for an element not declared"
    ):
        read_mae_dtd(path)


def test_mae2_xml_written_with_task_root_prefixes_and_utf16_spans(
    dtd: Path, tmp_path: Path
) -> None:
    ctx = FormatContext()
    ctx.tagset = load_tagset(dtd, ctx.warn)
    doc = Document(TEXT, ctx.tagset.copy())
    doc.add(Markup(*JOHN[:2], "NAME", "PATIENT", "seen"))
    doc.add(Markup(*DATE[:2], "DATE", "low"))
    out = tmp_path / "note1.xml"
    assert get_format("mae").write([("note1", doc)], out, ctx) == 1
    xml = out.read_text(encoding="utf-8")
    assert xml.splitlines()[1] == "<PHI_v1>"
    assert (
        '<NAME id="N0" spans="3~13" text="John Smith" TYPE="PATIENT" comment="seen"/>'
        in xml
    )
    assert (
        '<DATE id="D1" spans="25~35" text="2020-01-01" certainty="low" comment=""/>'
        in xml
    )
    assert detect_format(out).name == "mae"
    back_ctx = FormatContext(tagset=ctx.tagset)
    back = list(get_format("mae").read(out, back_ctx))
    assert list(back[0][1].markups) == list(doc.markups)
    assert back[0][1].text == TEXT
