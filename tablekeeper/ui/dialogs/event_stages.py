"""The stages of an event on its rounds page: each cut made (its round, how many went through, their scores
carried over or reset) and the cut to make next (the top N, carried or reset). The cut itself, its checks and its
refusals are the service's (:meth:`tablekeeper.service.events.Events.cut`); this only lays them out."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QPushButton, QSpinBox, QWidget

from tablekeeper.events.changes import MAX_PLAYERS
from tablekeeper.events.model import StageScores

if TYPE_CHECKING:
    from tablekeeper.service.events import EventView
    from tablekeeper.ui.event_control import EventControl


class StagesRow(QWidget):
    """The event's stages in a line, and the cut: the top N, scores carried or reset, Cut."""

    def __init__(self, control: EventControl, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.control = control
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.stages = QLabel(self)
        self.stages.setObjectName("stages")
        self.stages.setWordWrap(True)
        layout.addWidget(self.stages, 1)
        layout.addWidget(QLabel(self.tr("Cut to the top"), self))
        self.top = QSpinBox(self)
        self.top.setObjectName("cut_top")
        layout.addWidget(self.top)
        self.scores = QComboBox(self)
        self.scores.setObjectName("cut_scores")
        self.scores.addItem(self.tr("scores carried over"), StageScores.CARRY.value)
        self.scores.addItem(self.tr("scores reset"), StageScores.RESET.value)
        layout.addWidget(self.scores)
        self.cut = QPushButton(self.tr("&Cut"), self)
        self.cut.setObjectName("cut")
        self.cut.clicked.connect(lambda _checked=False: self.control.cut(self.top.value(), self.scores.currentData()))
        layout.addWidget(self.cut)

    def show_event(self, view: EventView) -> None:
        record = view.record
        seats = view.rules.players
        self.top.setRange(seats, MAX_PLAYERS - MAX_PLAYERS % seats)
        self.top.setSingleStep(seats)
        first_end = record.stages[0].first_round - 1 if record.stages else len(record.rounds)
        parts = [self.tr("Stage 1: rounds 1 to {last}").format(last=first_end) if first_end else self.tr("Stage 1")]
        for stage in record.stages:
            scores = self.tr("carried") if stage.scores is StageScores.CARRY else self.tr("reset")
            parts.append(
                self.tr("Stage {stage}: the top {top} from round {round}, scores {scores}").format(
                    stage=stage.number, top=len(stage.qualified), round=stage.first_round, scores=scores
                )
            )
        self.stages.setText(" · ".join(parts))
