"""WebAnno TSV 3.x: multi-token and stacked labels, UTF-16 offsets, layers, bad rows."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.formats.interop_samples import DATE, JOHN, NER, PHI
from vtt_py.errors import ParseError, UsageError
from vtt_py.formats.registry import (
    FormatContext,
    NamedDocument,
    detect_format,
    get_format,
)
from vtt_py.formats.webanno_tsv import unescape

# Written from INCEpTION's "WebAnno TSV 3.3 File format" page: header, two blank
# lines, #Text= sentences (the second on two lines), UTF-16 token offsets (the
# emoji takes two units), a multi-token label with an id, a stacked label, a
# label without value (*), a relation layer, and an escaped '|' in a value.
TSV = (
    "#FORMAT=WebAnno TSV 3.3\n"
    f"#T_SP={NER}|identifier|value\n"
    f"#T_SP={PHI}|kind\n"
    "#T_RL=webanno.custom.Link|role|BT_webanno.custom.PHI\n"
    "\n\n"
    "#Text=Mr John Smith 😊 seen on 2020-01-01 at Fairview .\n"
    "1-1\t0-2\tMr\t_\t_\t_\t_\t_\n"
    "1-2\t3-7\tJohn\t*[1]\tPER[1]\tNAME\\|PATIENT[2]\t_\t_\n"
    "1-3\t8-13\tSmith\t*[1]\tPER[1]\tNAME\\|PATIENT[2]\t_\t_\n"
    "1-4\t14-16\t😊\t_\t_\t_\t_\t_\n"
    "1-5\t17-21\tseen\t_\t_\t_\t_\t_\n"
    "1-6\t22-24\ton\t_\t_\t_\t_\t_\n"
    "1-7\t25-35\t2020-01-01\t_\t_\tDATE\\|DATE|*\tsame\t1-2[2_0]\n"
    "1-8\t36-38\tat\t_\t_\t_\t_\t_\n"
    "1-9\t39-47\tFairview\t_\t_\t_\t_\t_\n"
    "1-10\t48-49\t.\t_\t_\t_\t_\t_\n"
    "\n"
    "#Text=Dr\n"
    "#Text=Lee .\n"
    "2-1\t50-52\tDr\t_\t_\t_\t_\t_\n"
    "2-2\t53-56\tLee\t_\t_\tNAME\\|DOCTOR\t_\t_\n"
    "2-3\t57-58\t.\t_\t_\t_\t_\t_\n"
)
TEXT = "Mr John Smith 😊 seen on 2020-01-01 at Fairview . Dr\nLee ."


def _read(path: Path, **options: str) -> tuple[list[NamedDocument], FormatContext]:
    ctx = FormatContext(options=dict(options))
    return list(get_format("webanno-tsv").read(path, ctx)), ctx


@pytest.fixture
def tsv(tmp_path: Path) -> Path:
    path = tmp_path / "note1.tsv"
    path.write_text(TSV, encoding="utf-8")
    return path


def test_custom_layer_with_multi_token_stacked_and_empty_labels(tsv: Path) -> None:
    assert detect_format(tsv).name == "webanno-tsv"
    docs, ctx = _read(tsv, uima_type=PHI)
    name, doc = docs[0]
    assert name == "note1"
    assert doc.text == TEXT
    assert [(m.start, m.end, m.label, doc.text_of(m)) for m in doc.markups] == [
        (*JOHN[:2], "NAME|PATIENT", JOHN[2]),
        (*DATE[:2], "DATE|DATE", DATE[2]),
        (*DATE[:2], "PHI", DATE[2]),  # '*': no value, the type's name
        (52, 55, "NAME|DOCTOR", "Lee"),
    ]
    assert (
        ctx.warnings[
            "text between sentences is not in WebAnno TSV: gaps filled with spaces"
        ]
        == 1
    )
    assert ctx.warnings["WebAnno TSV chain, relation and slot cells not kept"] == 2
    assert (
        ctx.warnings[
            f"annotations of type {NER} not converted (choose the layer with --uima-type)"
        ]
        == 1
    )


def test_named_entity_feature_is_chosen_by_name(tsv: Path) -> None:
    docs, _ = _read(tsv, uima_type=NER)
    assert [(m.start, m.end, m.label) for m in docs[0][1].markups] == [
        (*JOHN[:2], "PER")
    ]


def test_two_layers_without_options_are_listed(tsv: Path) -> None:
    with pytest.raises(UsageError, match="several WebAnno TSV annotation layers"):
        _read(tsv)


def test_unescape() -> None:
    assert unescape(r"a\|b\_c\\d\->e\[1\]\t") == "a|b_c\\d->e[1]\t"


@pytest.mark.parametrize(
    ("old", "new", "line", "message"),
    [
        (
            "#FORMAT=WebAnno TSV 3.3",
            "#FORMAT=WebAnno TSV 2",
            1,
            "not a WebAnno TSV 3 file",
        ),
        ("1-5\t17-21\tseen", "1-5\t17-21\tsaw", 12, "does not match the sentence text"),
        (
            "1-5\t17-21\tseen\t_\t_\t_\t_\t_",
            "1-5\t17-21\tseen\t_",
            12,
            "token row has 4 columns, 8 expected",
        ),
        ("1-4\t14-16", "1-4\t15-16", 11, "inside a character"),
    ],
)
def test_bad_files_give_path_and_line(
    tmp_path: Path, old: str, new: str, line: int, message: str
) -> None:
    path = tmp_path / "bad.tsv"
    path.write_text(TSV.replace(old, new), encoding="utf-8")
    with pytest.raises(ParseError) as err:
        _read(path, uima_type=PHI)
    assert str(err.value).startswith(f"{path}:{line}: ")
    assert message in str(err.value)


def test_tsv_is_read_only(tmp_path: Path) -> None:
    with pytest.raises(UsageError, match="read only"):
        get_format("webanno-tsv").write([], tmp_path / "x.tsv", FormatContext())
