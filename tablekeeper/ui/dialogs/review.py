"""A game reviewed read-only, hand by hand: the table as it stood before each hand, then what the hand did, beside
the game's score chart with that hand's stretch shaded.

Left and Right step through the hands, and past the last one to the standings; Home and End go to the first hand and
to the standings; nothing can be changed. The dialog keeps its size from step to step, so that Next stays under the
mouse.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QScrollArea,
    QSplitter,
    QStackedWidget,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tablekeeper.bidi import names_in_line
from tablekeeper.present import called_yaku_lines, deal_repeats, deal_text, result_text, transfer_text
from tablekeeper.ui.controller import centre_content, seat_contents
from tablekeeper.ui.i18n import number
from tablekeeper.ui.models import StandingsModel
from tablekeeper.ui.score_chart import ScoreChart
from tablekeeper.ui.table_view import TableView

if TYPE_CHECKING:
    from tablekeeper.service import GameSnapshot


TEXT_LINES = 6
"""Lines of the hand's result and payments shown at once: a triple ron's scroll, every other hand's fit. The box
keeps this height whatever the hand, so that the buttons below it never move."""


class ReviewDialogParts:
    """What the review shows, made in one place as Qt Designer's ``Ui_`` classes make it: the hand's name, the table
    (or, at the last step, the standings) beside the chart, the hand's result and payments, the buttons."""

    def __init__(self, dialog: QDialog, game: GameSnapshot) -> None:
        layout = QVBoxLayout(dialog)
        self.hand_label = QLabel(dialog)
        self.hand_label.setObjectName("hand")
        layout.addWidget(self.hand_label)
        layout.addWidget(self._notes(dialog, game))
        split = QSplitter(Qt.Orientation.Horizontal, dialog)
        self.pages = QStackedWidget(split)
        self.table = TableView(self.pages)
        self.table.setMinimumSize(560, 360)
        self.pages.addWidget(self.table)
        self.standings = self._standings(game)
        self.pages.addWidget(self.standings)
        self.chart = ScoreChart(split)
        self.chart.setMinimumSize(280, 200)
        self.chart.set_game(game)
        split.addWidget(self.pages)
        split.addWidget(self.chart)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        split.setChildrenCollapsible(False)
        layout.addWidget(split, 1)
        layout.addWidget(self._texts(dialog))
        layout.addLayout(self._buttons(dialog))
        # The cards keep their size whether or not a seat deals or has a stick out in the hand shown.
        for panel in self.table.panels:
            for part in (panel.dealer_label, panel.stick):
                policy = part.sizePolicy()
                policy.setRetainSizeWhenHidden(True)
                part.setSizePolicy(policy)

    def _notes(self, dialog: QDialog, game: GameSnapshot) -> QLabel:
        """What tablekeeper says of the game (an import's notes: the rules its log confirms), at every step; hidden
        for a game without notes."""
        self.notes_label = QLabel(dialog)
        self.notes_label.setObjectName("notes")
        self.notes_label.setWordWrap(True)
        in_line = names_in_line(game.players)
        self.notes_label.setText("\n".join(note.sentence(in_line) for note in game.summary.notes))
        self.notes_label.setVisible(bool(game.summary.notes))
        return self.notes_label

    def _standings(self, game: GameSnapshot) -> QTableView:
        """The standings of the last step, as the standings dialog shows them (its model)."""
        model = StandingsModel(self.pages)
        model.set_game(game)
        standings = QTableView(self.pages)
        standings.setObjectName("standings")
        standings.setModel(model)
        standings.verticalHeader().setVisible(False)
        standings.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        standings.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the arrow keys step through the review
        return standings

    def _texts(self, dialog: QDialog) -> QScrollArea:
        """The result and the payments, in a box of a fixed height (TEXT_LINES) that scrolls a longer text."""
        box = QWidget()
        column = QVBoxLayout(box)
        column.setContentsMargins(0, 0, 0, 0)
        self.result_label = QLabel(box)
        self.result_label.setObjectName("result")
        self.payments_label = QLabel(box)
        self.payments_label.setObjectName("payments")
        for label in (self.result_label, self.payments_label):
            label.setWordWrap(True)
            column.addWidget(label)
        column.addStretch(1)
        area = QScrollArea(dialog)
        area.setFrameShape(QFrame.Shape.NoFrame)
        area.setWidgetResizable(True)
        area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        area.setWidget(box)
        area.setFixedHeight(TEXT_LINES * dialog.fontMetrics().lineSpacing())
        return area

    def _buttons(self, dialog: QDialog) -> QHBoxLayout:
        row = QHBoxLayout()
        self.previous_button = QPushButton(QCoreApplication.translate("ReviewDialog", "← Previous hand"), dialog)
        self.next_button = QPushButton(QCoreApplication.translate("ReviewDialog", "Next hand →"), dialog)
        self.close_button = QPushButton(QCoreApplication.translate("ReviewDialog", "Close"), dialog)
        row.addWidget(self.previous_button)
        row.addWidget(self.next_button)
        row.addStretch(1)
        row.addWidget(self.close_button)
        return row


class ReviewDialog(QDialog):
    """The hands of ``game`` one at a time, from the first, then its standings."""

    def __init__(self, game: GameSnapshot, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.index = 0
        title = game.summary.title or self.tr("Game {game}").format(game=game.id)
        self.setWindowTitle(self.tr("Review: {title}").format(title=title))
        self.parts = parts = ReviewDialogParts(self, game)
        self.hand_label, self.pages, self.table, self.standings = (
            parts.hand_label,
            parts.pages,
            parts.table,
            parts.standings,
        )
        self.chart, self.result_label, self.payments_label = parts.chart, parts.result_label, parts.payments_label
        self.previous_button, self.next_button = parts.previous_button, parts.next_button
        self.previous_button.clicked.connect(lambda: self.step(-1))
        self.next_button.clicked.connect(lambda: self.step(1))
        parts.close_button.clicked.connect(self.reject)
        # Nothing here takes the focus (the riichi buttons are hidden: nothing can be declared in a review), so that
        # the arrow keys reach the dialog instead of moving the focus between buttons.
        for panel in self.table.panels:
            panel.riichi_button.hide()
        for button in (self.previous_button, self.next_button, parts.close_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.go(0)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        moves = {
            Qt.Key.Key_Left: lambda: self.step(-1),
            Qt.Key.Key_Right: lambda: self.step(1),
            Qt.Key.Key_Home: lambda: self.go(0),
            Qt.Key.Key_End: lambda: self.go(len(self.game.hands)),
        }
        move = moves.get(Qt.Key(event.key()))
        if move is None or event.modifiers() != Qt.KeyboardModifier.NoModifier:
            super().keyPressEvent(event)
            return
        move()
        event.accept()

    def step(self, move: int) -> None:
        """The hand before (-1) or after (+1) the one shown."""
        self.go(self.index + move)

    def go(self, index: int) -> None:
        """Show the hand at ``index`` (from 0), or past the last hand the standings, kept within those steps."""
        hands = self.game.hands
        last = len(hands)  # the standings, after the hands
        self.index = max(0, min(index, last))
        self.previous_button.setEnabled(self.index > 0)
        self.next_button.setEnabled(self.index < last)
        names = self.game.players
        if self.index == last:
            # A game without hands shows its table as it starts; any other, the standings after its last hand.
            self.pages.setCurrentWidget(self.standings if hands else self.table)
            self.chart.set_mark(None)  # the whole game
            finished = self.game.summary.finished
            heading = self.tr("Final standings") if finished else self.tr("Standings so far")
            self.hand_label.setText(heading if hands else self.tr("This game has no hand yet."))
            self.table.show_table(seat_contents(self.game.state, names, self.game.rules), None)
            self.result_label.clear()
            self.payments_label.clear()
            return
        self.pages.setCurrentWidget(self.table)
        self.chart.set_mark(self.index)
        hand = hands[self.index]
        self.hand_label.setText(
            self.tr("Hand {number} of {count}: {name}").format(
                number=hand.number,
                count=len(hands),
                # As the hands list names it: a deal played again after a chombo is 'East 4 (2)'.
                name=deal_text(hand.before, deal_repeats(h.before for h in hands[: self.index + 1])[-1]),
            )
        )
        # The table before the hand: its riichi sticks are part of the hand, not yet on the table.
        self.table.show_table(seat_contents(hand.before, names, self.game.rules), centre_content(hand.before))
        in_line = names_in_line(names)  # inside the sentences; the seats' panels show each name alone
        said = [result_text(hand.result, in_line, self.game.rules), *called_yaku_lines(hand.result, in_line)]
        self.result_label.setText("\n".join(said))  # the yaku called, when the hand was valued so, a line below
        lines = [transfer_text(transfer, in_line) for transfer in hand.settlement]
        signed = [number(delta, signed=True) for delta in hand.deltas]
        lines.append("   ".join(f"{name} {delta}" for name, delta in zip(in_line, signed, strict=True)))
        self.payments_label.setText("\n".join(lines))
