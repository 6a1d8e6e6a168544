"""One presenter for every label: the window, the command line and the exports read a hand the same way, and
the window speaks the player's language (words and numbers) while the files stay English."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale

from tablekeeper import cli
from tablekeeper.journal import Action, ActionKind
from tablekeeper.present import hand_payments, transfer_text, undo_text
from tablekeeper.rules.points import hand_points, payments
from tablekeeper.rules.results import Ron, Tsumo, Win
from tablekeeper.rules.ruleset import preset
from tablekeeper.rules.settlement import Reason, Transfer
from tablekeeper.service.formats import export_csv
from tablekeeper.ui.i18n import install_translator
from tablekeeper.ui.main_window import MainWindow
from tablekeeper.ui.models import HistoryModel
from tests.ui.table_driver import NAMES

ALICE, BOB, CAROL, DAVE = range(4)
NNBSP = "\u202f"  # QLocale's French thousands separator, a narrow no-break space


def history_row(window: MainWindow, row: int) -> list[str]:
    return [window.history.index(row, c).data() for c in range(window.history.columnCount())]


def csv_results(text: str) -> list[str]:
    rows = list(csv.reader(io.StringIO(text)))
    hands = rows[rows.index(["hand", "name", "honba", "result", *(f"delta {p}" for p in NAMES)]) + 1 :]
    return [row[3] for row in hands]


def test_a_double_yakuman_tsumo_reads_the_same_in_the_window_the_cli_and_the_csv(
    window: MainWindow, session, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = session.table.create_game(NAMES, preset("club"))  # several yakuman add up
    view = session.table.record(game.id, Tsumo(Win(BOB, yakuman=2))).game
    expected = "Bob (Double yakuman) tsumo"

    window.controller.reopen_latest()
    # A non-dealer's double yakuman tsumo: 16,000 base; the dealer pays 32,000, the others 16,000 each.
    assert history_row(window, 0)[HistoryModel.RESULT :] == [expected, "-32,000", "+64,000", "-16,000", "-16,000"]

    assert csv_results(export_csv(view)) == [expected]

    assert cli.main(["show", str(game.id), "--database-url", f"sqlite:///{tmp_path / 'games.db'}"]) == 0
    hand_line = next(line for line in capsys.readouterr().out.splitlines() if line.lstrip().startswith("1 "))
    assert hand_line.endswith("  " + expected)
    assert hand_line[: -len(expected)].split()[-4:] == ["-32,000", "+64,000", "-16,000", "-16,000"]


@pytest.fixture
def french():
    """The French catalogue and French numbers, as on a player's French system."""
    saved = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.French, QLocale.Country.France))
    translators = install_translator(QCoreApplication.instance(), QLocale(QLocale.Language.French))
    assert translators
    yield
    for translator in translators:
        QCoreApplication.removeTranslator(translator)
    QLocale.setDefault(saved)


def test_the_window_shows_french_labels_and_numbers_and_exports_english(window: MainWindow, session, french) -> None:
    game = session.table.create_game(NAMES, preset("club"))
    session.table.record(game.id, Ron(CAROL, (Win(BOB, 3, 40),), frozenset({BOB})))  # 5,200, Bob's stick back
    view = session.table.record(game.id, Tsumo(Win(BOB, 5))).game  # Bob deals now: 4,000 from each

    window.controller.reopen_latest()
    assert history_row(window, 0)[HistoryModel.RESULT :] == [
        "Bob (3 han 40 fu) ron sur Carol\u202f; riichi Bob",
        "0",
        f"+5{NNBSP}200",
        f"-5{NNBSP}200",
        "0",
    ]
    assert history_row(window, 1)[HistoryModel.RESULT :] == [
        "Bob (Mangan) tsumo",
        f"-4{NNBSP}000",
        f"+12{NNBSP}000",
        f"-4{NNBSP}000",
        f"-4{NNBSP}000",
    ]
    # Every label of the presenter speaks French once the window is open...
    mangan = hand_points(5, None, view.rules, tsumo=True)
    paid = payments(mangan, view.rules, dealer=True, tsumo=True)
    assert hand_payments(mangan, paid) == f"Mangan\u00a0: 4{NNBSP}000 chacun"
    assert transfer_text(Transfer(CAROL, BOB, 12_000, Reason.HAND), NAMES) == f"Carol paie 12{NNBSP}000 à Bob (main)"
    assert undo_text(Action(ActionKind.RECORD, number=7), NAMES) == "Défaire l'enregistrement de la main 7"
    # ...while a file written from the window stays English.
    assert csv_results(export_csv(view)) == [
        "Bob (3 han 40 fu) ron on Carol; riichi Bob",
        "Bob (Mangan) tsumo",
    ]
