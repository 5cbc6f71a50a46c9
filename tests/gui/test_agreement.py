"""Corpus › Agreement: the report computed in the background, shown natively, clickable."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from tests.gui.conftest import SAMPLE
from vtt_py.agreement import compare_paths
from vtt_py.gui.views.agreement_charts import ONLY_A, ONLY_B
from vtt_py.gui.views.agreement_setup import AgreementSetupDialog

pytestmark = pytest.mark.gui
A_FOLDER, B_FOLDER = SAMPLE / "annotator_a", SAMPLE / "annotator_b"


@pytest.fixture(scope="module")
def compared() -> tuple:
    return compare_paths(A_FOLDER, B_FOLDER)


@pytest.fixture
def report(compared) -> dict:
    return compared[0]


@pytest.fixture
def shown(make_main_window, compared, monkeypatch):
    """The report window (comparing once per module: the view never changes it)."""
    monkeypatch.setattr("vtt_py.gui.agreement.compare_paths", lambda *a, **k: compared)
    window = make_main_window()
    window.agreement.compare(A_FOLDER, B_FOLDER)  # synchronous in tests
    view = window.agreement.report_window
    assert view is not None
    return window, view


def test_agreement_view_shows_figures(shown, report) -> None:
    _, view = shown
    strict = report["scores"]["entity_strict"]
    assert view.findChild(object, "CardStrictValue").text() == f"{strict['f1']:.4f}"
    kappa = view.findChild(object, "CardKappaValue").text()
    assert kappa == f"{report['kappa_token']['kappa']:.4f}"
    alpha = view.findChild(object, "CardAlphaValue").text()
    assert alpha == f"{report['alpha_u']['alpha']:.4f}"
    assert view.level_table.rowCount() == 6 + len(report["scores"]["hipaa"])
    assert view.level_table.item(0, 6).text() == f"{strict['f1']:.4f}"
    per_label = report["scores"]["entity_strict"]["per_label"]
    assert view.label_table.rowCount() == len(per_label)
    assert {r[0] for r in view.chart.rows} == set(per_label)
    f1s = [r[1] for r in view.chart.rows if r[1] is not None]
    assert f1s == sorted(f1s)  # worst labels first
    view.label_level.setCurrentIndex(2)  # token level
    assert view.label_table.rowCount() == len(report["scores"]["token"]["per_label"])
    confusion = report["confusion"]
    heat = view.heat_map
    assert heat.rows[-1] == ONLY_B and heat.columns[-1] == ONLY_A
    label, row = next(iter(confusion["matrix"].items()))
    other, n = next(iter(row.items()))
    assert heat.counts[(label, other)] == n
    assert view.disagreements.rowCount() == len(report["disagreements"])
    assert view.tabs.tabText(3) == f"Disagreements ({len(report['disagreements'])})"


def test_agreement_disagreement_filter(shown, report) -> None:
    _, view = shown
    view.kind.setCurrentIndex(view.kind.findData("missing"))
    missing = sum(1 for d in report["disagreements"] if d["kind"] == "missing")
    assert view.proxy.rowCount() == missing
    view.kind.setCurrentIndex(0)
    view.filter.setText("01_discharge_summary")
    assert 0 < view.proxy.rowCount() < len(report["disagreements"])


@pytest.mark.parametrize("side", ["reference", "candidate"])
def test_agreement_clicking_a_disagreement_opens_the_note(shown, side) -> None:
    window, view = shown
    view.filter.setText("type")  # both sides marked a span there
    row = next(
        r
        for r in range(view.proxy.rowCount())
        if view.proxy.index(r, 0).data(Qt.ItemDataRole.UserRole)["side"] == side
    )
    d = view.proxy.index(row, 0).data(Qt.ItemDataRole.UserRole)
    view.activate_row(row)
    folder = A_FOLDER if side == "reference" else B_FOLDER
    assert window.session.source == (folder / f"{d['doc']}.vtt").absolute()
    selected = window.tagging.selected
    assert selected is not None
    assert (selected.start, selected.end, selected.label) == (
        d["start"],
        d["end"],
        d["label"],
    )
    assert window.view.caret() == d["start"]


def test_agreement_setup_offers_the_corpus_annotators(
    make_main_window, corpus_copy: Path
) -> None:
    window = make_main_window(corpus_copy)
    chosen: list[AgreementSetupDialog] = []

    def accept(dialog) -> int:
        chosen.append(dialog)
        return QDialog.DialogCode.Accepted

    window.run_dialog = accept
    window.agreement.show_setup()
    a, b = chosen[0].folders()
    assert (a.name, b.name) == ("annotator_a", "annotator_b")
    view = window.agreement.report_window
    assert view is not None and view.report["documents"] == 2
    assert view.report["disagreements"] == []  # the same notes on both sides


def test_agreement_open_document_from_documents_tab(shown) -> None:
    window, view = shown
    name = view.document_table.item(0, 0).text()
    view.documentActivated.emit(name)
    assert window.session.source == (A_FOLDER / f"{name}.vtt").absolute()


def _adjudication_window(make_main_window, tmp_path: Path):
    """A window adjudicating three sample notes (A/B copies beside it)."""
    from tests.gui.test_adjudication import _sample_corpus
    from vtt_py.formats.adjudication_log import start_adjudication

    root = _sample_corpus(tmp_path / "corpus", 3)
    out = root / "adjudication"
    start_adjudication(root / "annotator_a", root / "annotator_b", out)
    window = make_main_window(out)
    assert window.adjudication.active
    return window, root, out


def _first_disagreement(window, root: Path):
    """Compare A with B; the report window and its first disagreement."""
    window.agreement.compare(root / "annotator_a", root / "annotator_b")
    view = window.agreement.report_window
    return view, view.proxy.index(0, 0).data(Qt.ItemDataRole.UserRole)


def test_agreement_jump_while_adjudicating_opens_the_adjudicated_note(
    make_main_window, tmp_path: Path
) -> None:
    """Issue 16: the jump opened annotator A's file under the adjudication's title."""
    window, root, out = _adjudication_window(make_main_window, tmp_path)
    view, d = _first_disagreement(window, root)
    view.activate_row(0)
    session = window.session
    assert session.source == (out / f"{d['doc']}.vtt").absolute()
    assert not session.read_only
    assert window.view.caret() == d["start"]
    assert window.adjudication.active and window.adjudication.current_group()
    assert "adjudicated" in window.statusBar().currentMessage()


def test_agreement_jump_without_an_adjudicated_copy_is_read_only(
    make_main_window, tmp_path: Path
) -> None:
    window, root, out = _adjudication_window(make_main_window, tmp_path)
    view, d = _first_disagreement(window, root)
    (out / f"{d['doc']}.vtt").unlink()  # no note of that name being adjudicated
    view.activate_row(0)
    session = window.session
    side = "annotator_a" if d.get("side", "reference") == "reference" else "annotator_b"
    assert session.source == (root / side / f"{d['doc']}.vtt").absolute()
    assert session.read_only
    title = window.windowTitle()
    assert "read-only" in title and "adjudication" not in title
    assert "read-only" in window.statusBar().currentMessage()
    before = session.source.read_bytes()
    window.view.set_caret(5, anchor=0)
    window.tagging.quick_key(1)  # refused: nothing changes
    assert not session.modified and session.source.read_bytes() == before


def test_agreement_setup_offers_the_adjudication_annotators(
    make_main_window, tmp_path: Path
) -> None:
    """Issue 16: in an adjudication folder the A/B fields started empty."""
    window, root, _ = _adjudication_window(make_main_window, tmp_path)
    dialogs: list[AgreementSetupDialog] = []
    window.run_dialog = lambda d: dialogs.append(d) or QDialog.DialogCode.Rejected
    window.agreement.show_setup()
    a, b = dialogs[0].folders()
    assert (a, b) == (root / "annotator_a", root / "annotator_b")


def test_agreement_setup_offers_sibling_folders_of_a_flat_corpus(
    make_main_window, corpus_copy: Path
) -> None:
    window = make_main_window(corpus_copy / "gold")
    dialogs: list[AgreementSetupDialog] = []
    window.run_dialog = lambda d: dialogs.append(d) or QDialog.DialogCode.Rejected
    window.agreement.show_setup()
    a, b = dialogs[0].folders()
    assert a is not None and b is not None
    assert {a.name, b.name} <= {"gold", "annotator_a", "annotator_b"} and a != b
