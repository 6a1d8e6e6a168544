"""A game reviewed read-only, hand by hand: the table as it stood before each hand, then what the hand did, beside
the game's score chart with that hand's stretch shaded.

Left and Right step through the hands, Home and End go to the first and the last; nothing can be changed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QPushButton, QSplitter, QVBoxLayout, QWidget

from tablekeeper.present import called_yaku_lines, result_text, round_name, transfer_text
from tablekeeper.ui.controller import centre_content, seat_contents
from tablekeeper.ui.i18n import number
from tablekeeper.ui.score_chart import ScoreChart
from tablekeeper.ui.table_view import TableView

if TYPE_CHECKING:
    from tablekeeper.service import GameSnapshot


class ReviewDialog(QDialog):
    """The hands of ``game`` one at a time, from the first."""

    def __init__(self, game: GameSnapshot, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.index = 0
        title = game.summary.title or self.tr("Game {game}").format(game=game.id)
        self.setWindowTitle(self.tr("Review: {title}").format(title=title))
        layout = QVBoxLayout(self)
        self.hand_label = QLabel(self)
        self.hand_label.setObjectName("hand")
        layout.addWidget(self.hand_label)
        split = QSplitter(Qt.Orientation.Horizontal, self)
        self.table = TableView(split)
        self.table.setMinimumSize(560, 360)
        self.chart = ScoreChart(split)
        self.chart.setMinimumSize(280, 200)
        self.chart.set_game(game)
        split.addWidget(self.table)
        split.addWidget(self.chart)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        split.setChildrenCollapsible(False)
        layout.addWidget(split, 1)
        self.result_label = QLabel(self)
        self.result_label.setObjectName("result")
        self.result_label.setWordWrap(True)
        layout.addWidget(self.result_label)
        self.payments_label = QLabel(self)
        self.payments_label.setObjectName("payments")
        self.payments_label.setWordWrap(True)
        layout.addWidget(self.payments_label)
        row = QHBoxLayout()
        self.previous_button = QPushButton(self.tr("← Previous hand"), self)
        self.next_button = QPushButton(self.tr("Next hand →"), self)
        close = QPushButton(self.tr("Close"), self)
        self.previous_button.clicked.connect(lambda: self.step(-1))
        self.next_button.clicked.connect(lambda: self.step(1))
        close.clicked.connect(self.reject)
        row.addWidget(self.previous_button)
        row.addWidget(self.next_button)
        row.addStretch(1)
        row.addWidget(close)
        layout.addLayout(row)
        # Nothing here takes the focus (the riichi buttons are hidden: nothing can be declared in a review), so that
        # the arrow keys reach the dialog instead of moving the focus between buttons.
        for panel in self.table.panels:
            panel.riichi_button.hide()
        for button in (self.previous_button, self.next_button, close):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.go(0)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        moves = {
            Qt.Key.Key_Left: lambda: self.step(-1),
            Qt.Key.Key_Right: lambda: self.step(1),
            Qt.Key.Key_Home: lambda: self.go(0),
            Qt.Key.Key_End: lambda: self.go(len(self.game.hands) - 1),
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
        """Show the hand at ``index`` (from 0), kept within the game's hands."""
        hands = self.game.hands
        self.index = max(0, min(index, len(hands) - 1))
        self.previous_button.setEnabled(self.index > 0)
        self.next_button.setEnabled(self.index < len(hands) - 1)
        if not hands:
            self.hand_label.setText(self.tr("This game has no hand yet."))
            self.table.show_table(seat_contents(self.game.state, self.game.players, self.game.rules), None)
            self.result_label.clear()
            self.payments_label.clear()
            return
        self.chart.set_mark(self.index)
        hand = hands[self.index]
        names = self.game.players
        self.hand_label.setText(
            self.tr("Hand {number} of {count}: {name}").format(
                number=hand.number, count=len(hands), name=round_name(hand.before.round % 4, hand.before.hand_number)
            )
        )
        # The table before the hand: its riichi sticks are part of the hand, not yet on the table.
        self.table.show_table(seat_contents(hand.before, names, self.game.rules), centre_content(hand.before))
        said = [result_text(hand.result, names, self.game.rules), *called_yaku_lines(hand.result, names)]
        self.result_label.setText("\n".join(said))  # the yaku called, when the hand was valued so, a line below
        lines = [transfer_text(transfer, names) for transfer in hand.settlement]
        signed = [number(delta, signed=True) for delta in hand.deltas]
        lines.append("   ".join(f"{name} {delta}" for name, delta in zip(names, signed, strict=True)))
        self.payments_label.setText("\n".join(lines))
