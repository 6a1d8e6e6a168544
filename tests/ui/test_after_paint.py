"""Work put off until a window is painted (issue 22): the new game's file, the writer's imports, the list of hands,
the rule options' editor are made once the first picture is on the screen, or when first needed; and the window
looks and behaves as when they were made with it."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QDialogButtonBox, QWidget

from tablekeeper.rules.ruleset import DEFAULT_PRESET, preset
from tablekeeper.ui.after_paint import after_paint
from tablekeeper.ui.controller import GameController
from tablekeeper.ui.dialogs.game import NewGameDialog
from tablekeeper.ui.main_window import MainWindow
from tests.ui.table_driver import click


class PaintLog(QObject):
    """Writes "painted" in ``log`` at each paint of the widget it watches."""

    def __init__(self, watched: QWidget, log: list[str]) -> None:
        super().__init__(watched)
        self.log = log
        watched.installEventFilter(self)

    def eventFilter(self, _watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.log.append("painted")
        return False


def tab_order(qtbot, first: QWidget, count: int) -> list[QWidget]:
    """``first`` and the widgets Tab takes the focus to after it, ``count`` in all, as a player presses Tab."""
    first.window().activateWindow()
    first.setFocus()
    qtbot.waitUntil(first.hasFocus)
    order = [first]
    while len(order) < count:
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        focused = QApplication.focusWidget()
        # A spin box's own line takes the focus for it: it is the spin box that Tab reached.
        parent = focused.parentWidget()
        order.append(parent if isinstance(parent, QAbstractSpinBox) else focused)
    return order


def test_the_work_is_done_once_after_the_window_is_painted(qtbot) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    log: list[str] = []
    PaintLog(window, log)
    after_paint(window, lambda: log.append("done"))
    window.show()
    assert log == []  # shown, not painted yet: nothing done
    qtbot.waitUntil(lambda: "done" in log)
    assert log[0] == "painted"
    window.update()
    qtbot.waitUntil(lambda: log.count("painted") >= 2)
    assert log.count("done") == 1


def test_a_window_never_painted_gets_the_work_done_at_the_deadline(qtbot) -> None:
    window = QWidget()  # never shown: never painted
    qtbot.addWidget(window)
    done: list[bool] = []
    after_paint(window, lambda: done.append(True), deadline=50)
    qtbot.waitUntil(lambda: bool(done))
    assert done == [True]


def test_the_list_of_hands_is_made_once_the_window_is_painted_in_its_place(qtbot) -> None:
    window = MainWindow(GameController())
    qtbot.addWidget(window)
    window.resize(1366, 768)
    assert window.parts._history_view is None  # not part of the window's making
    place = window.parts.history_place
    window.show()
    qtbot.waitUntil(lambda: window.parts._history_view is not None)
    view = window.history_view
    assert view.parent() is place
    qtbot.waitUntil(lambda: view.geometry() == place.contentsRect())
    # As when it was made with the window: Tab goes from the list to the box above it (made last, the list would
    # come after the buttons below it).
    assert tab_order(qtbot, view, 2) == [view, window.parts.totals_box]


def test_the_list_of_hands_is_made_at_its_first_use_before_any_paint(qtbot) -> None:
    window = MainWindow(GameController())  # never shown
    qtbot.addWidget(window)
    view = window.history_view
    assert window.parts._history_view is view and view.parent() is window.parts.history_place
    assert view.model() is window.history


def test_the_rule_options_are_made_when_first_shown_after_their_button(qtbot) -> None:
    dialog = NewGameDialog([])
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog._options is None
    assert dialog.rules() == preset(DEFAULT_PRESET)  # read before it was ever shown: the preset chosen, untouched
    click(qtbot, dialog.options_button)
    options = dialog.options
    assert options.isVisible()
    assert options.preset_label.text() == "Club (25,000, no uma)"  # the default preset, as the form names it
    # Tab goes from the button through every option, in the form's order, then to the dialog's buttons.
    inputs = options.inputs()
    order = tab_order(qtbot, dialog.options_button, len(inputs) + 2)
    assert order[1:-1] == inputs
    assert isinstance(order[-1].parentWidget(), QDialogButtonBox)


def test_the_rule_options_follow_the_preset_chosen_before_they_are_made(qtbot) -> None:
    dialog = NewGameDialog([])
    qtbot.addWidget(dialog)
    dialog.preset.setCurrentIndex(dialog.preset.findData("tenhou"))
    assert dialog._options is None
    assert dialog.rules() == preset("tenhou")
    assert dialog.options.preset_label.text() == "Tenhou"
