"""Corpus › Agreement: the Privacy risk tab lists A's PHI that B leaves uncovered, text hidden."""

from __future__ import annotations

import pytest

from tests.gui.conftest import SAMPLE
from vtt_py.agreement import compare_paths
from vtt_py.gui.views.agreement_view import AgreementWindow

pytestmark = pytest.mark.gui
GOLD, A = SAMPLE / "gold", SAMPLE / "annotator_a"


@pytest.fixture(scope="module")
def report() -> dict:
    found, _ = compare_paths(GOLD, A, risk=True, show_text=True)
    return found


def test_risk_tab_lists_items_highest_first_without_text(qtbot, report) -> None:
    view = AgreementWindow(report, names=("gold", "annotator_a"))
    qtbot.addWidget(view)
    panel = view.risk_panel
    assert panel is not None
    assert view.tabs.tabText(view.tabs.indexOf(panel)).startswith("Privacy risk")
    items = report["risk"]["items"]
    assert panel.table.rowCount() == len(items)
    assert panel.table.item(0, 1).text() == "high"
    assert panel.table.columnCount() == 9  # no revealed text until asked
    cells = {panel.table.item(r, c).text() for r in range(5) for c in range(9)}
    assert items[0]["text"] not in cells
    assert panel.table.horizontalHeaderItem(5).text() == "HIPAA"
    hipaa = {panel.table.item(r, 5).text() for r in range(panel.table.rowCount())}
    assert hipaa == {"yes", "no"}  # a provider's name is revealed but not HIPAA
    panel.show_text.setChecked(True)
    assert panel.table.columnCount() == 10
    assert panel.table.item(0, 8).text() == items[0]["text"]  # before the basis
    assert panel.table.item(0, 9).text() == items[0]["basis"]
    panel.level.setCurrentIndex(panel.level.findData("low"))
    assert {panel.table.item(r, 1).text() for r in range(panel.table.rowCount())} == {
        "low"
    }


def test_double_clicking_a_risk_item_asks_to_open_the_note(qtbot, report) -> None:
    view = AgreementWindow(report, names=("gold", "annotator_a"))
    qtbot.addWidget(view)
    with qtbot.waitSignal(view.disagreementActivated) as signal:
        view.risk_panel.table.cellDoubleClicked.emit(0, 2)
    opened = signal.args[0]
    first = report["risk"]["items"][0]
    assert (opened["doc"], opened["start"], opened["end"]) == (
        first["doc"],
        first["start"],
        first["end"],
    )
    assert opened["side"] == "reference"


def test_no_risk_tab_without_a_risk_analysis(qtbot) -> None:
    plain, _ = compare_paths(GOLD, A)
    view = AgreementWindow(plain, names=("gold", "annotator_a"))
    qtbot.addWidget(view)
    assert view.risk_panel is None
