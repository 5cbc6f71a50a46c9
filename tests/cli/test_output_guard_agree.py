"""Issue 13's output guard for every file ``vtt-py agree`` writes: the HTML report of the
agreement table, of ``--risk`` and of ``--versus`` (issue 17)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.cli.helpers import gold_document, snapshot, staging_left, vtt_corpus
from vtt_py.cli import main
from vtt_py.core import Markup
from vtt_py.formats.vtt import write_vtt

#: The report's own options, after ``agree REF CAND``.
REPORTS = {
    "agreement": [],
    "risk": ["--risk"],
    "versus": ["--versus", "{b}"],
}


def _corpora(root: Path) -> tuple[Path, Path, Path]:
    """Gold, a system that misses the city, and a second system that misses the name."""
    gold = vtt_corpus(root / "gold")
    system_a, system_b = root / "a", root / "b"
    for folder, missed in ((system_a, "City"), (system_b, "Name")):
        folder.mkdir()
        for name in ("1-1", "1-2"):
            doc = gold_document()
            for markup in [m for m in doc.markups if m.tag == missed]:
                doc.remove(markup)
            write_vtt(doc, folder / f"{name}.vtt")
    return gold, system_a, system_b


def _argv(root: Path, report: str, html: Path, *extra: str) -> list[str]:
    gold, system_a, system_b = _corpora(root)
    options = [o.format(b=system_b) for o in REPORTS[report]]
    return ["agree", str(gold), str(system_a), *options, "--html", str(html), *extra]


@pytest.mark.parametrize("report", sorted(REPORTS))
def test_agree_html_report_is_written_once_and_never_over_a_users_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], report: str
) -> None:
    page = tmp_path / "report.html"
    argv = _argv(tmp_path, report, page)
    assert main(argv) == 0
    assert f"HTML report written to {page}" in capsys.readouterr().err
    assert (
        page.read_text(encoding="utf-8").lstrip().lower().startswith("<!doctype html")
    )
    page.write_text("the user's page\n")  # now a file this run did not write
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert "report.html: already exists" in err and "--force" in err
    assert "HTML report written" not in err
    assert page.read_text() == "the user's page\n"
    assert main([*argv, "--force"]) == 0
    assert page.read_text(encoding="utf-8") != "the user's page\n"
    assert not staging_left(tmp_path)


@pytest.mark.parametrize(
    ("report", "over"),
    [(r, o) for r in sorted(REPORTS) for o in ("gold", "a")] + [("versus", "b")],
)
def test_agree_html_report_never_replaces_an_input(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], report: str, over: str
) -> None:
    page = tmp_path / over / "1-1.vtt"
    argv = _argv(tmp_path, report, page)
    before = {name: snapshot(tmp_path / name) for name in ("gold", "a", "b")}
    assert main(argv) == 2
    assert "1-1.vtt: already exists" in capsys.readouterr().err
    assert main([*argv, "--force"]) == 2  # not even when the user insists
    assert "1-1.vtt: is an input of this command" in capsys.readouterr().err
    assert {name: snapshot(tmp_path / name) for name in before} == before
    assert not staging_left(tmp_path)


@pytest.mark.parametrize("report", sorted(REPORTS))
def test_agree_html_report_is_not_written_when_nothing_compares(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], report: str
) -> None:
    page = tmp_path / "out" / "report.html"
    argv = _argv(tmp_path, report, page)
    for name in ("1-1", "1-2"):  # the system's notes now have another text
        changed = gold_document("Someone else entirely.\n")
        changed.add(Markup(0, 7, "Name", "Patient"))
        write_vtt(changed, tmp_path / "a" / f"{name}.vtt")
    assert main(argv) == 1
    assert "HTML report written" not in capsys.readouterr().err
    assert not page.exists() and not (tmp_path / "out").exists()
    assert not staging_left(tmp_path)


def test_agree_risk_page_showing_the_text_is_owner_only(tmp_path: Path) -> None:
    os.umask(0o022)
    shown, hidden = tmp_path / "shown.html", tmp_path / "hidden.html"
    assert main(_argv(tmp_path / "1", "risk", shown, "--show-text")) == 0
    assert main(_argv(tmp_path / "2", "risk", hidden)) == 0
    assert shown.stat().st_mode & 0o777 == 0o600  # it holds the PHI the system missed
    assert "Boston" in shown.read_text(encoding="utf-8")
    assert "Boston" not in hidden.read_text(encoding="utf-8")
    assert hidden.stat().st_mode & 0o777 == 0o644
