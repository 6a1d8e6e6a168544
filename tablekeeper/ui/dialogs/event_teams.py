"""The event's teams on its Standings page: the team standings (place, team, total, each round's figure, its
players) and the event's settings (a team's total the sum or the average of its players', the days, a
championship: the EMA's weight counts both; what a round sat out counts), laid out from what the service gives."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tablekeeper.events.ema import MOST_DAYS, Settings
from tablekeeper.events.files import ema_data
from tablekeeper.events.model import SitOutScore
from tablekeeper.ui.dialogs.event_desk_parts import button, score_text, table_view
from tablekeeper.ui.dialogs.sit_out_row import SitOutScoreRow

if TYPE_CHECKING:
    from tablekeeper.service.events import EventStandings
    from tablekeeper.ui.event_control import EventControl


TEAMS_IN_SIGHT = 4
"""The teams the table shows without scrolling, at most."""


class TeamsBox(QWidget):
    """The team standings under the players', and the row of the event's settings."""

    def __init__(self, control: EventControl, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.control = control
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.view, self.model = table_view(self, "teams", frozenset({1, 3}))
        layout.addWidget(self.view, 1)
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("A team's total:"), self))
        self.score = QComboBox(self)
        self.score.setObjectName("team_score")
        self.score.addItem(self.tr("the sum of its players'"), "sum")
        self.score.addItem(self.tr("the average of its players'"), "average")
        row.addWidget(self.score)
        row.addSpacing(16)
        row.addWidget(QLabel(self.tr("Days:"), self))
        self.days = QSpinBox(self)
        self.days.setObjectName("days")
        self.days.setRange(1, MOST_DAYS)
        row.addWidget(self.days)
        self.championship = QCheckBox(self.tr("Champ&ionship"), self)
        self.championship.setObjectName("championship")
        row.addWidget(self.championship)
        row.addWidget(button(self, self.tr("Appl&y the settings"), "apply_settings", self.apply))
        self.weight = QLabel(self)
        self.weight.setObjectName("ema_weight")
        row.addWidget(self.weight, 1)
        layout.addLayout(row)
        self.sit_out = SitOutScoreRow(self)
        layout.addWidget(self.sit_out)

    def show_standings(self, standings: EventStandings) -> None:
        record = standings.event.record
        self.view.setVisible(bool(standings.teams))
        rounds = max((len(t.rounds) for t in standings.teams), default=0)
        headers = [self.tr("Place"), self.tr("Team"), self.tr("Total"), self.tr("Players")]
        headers += [self.tr("R{round}").format(round=each + 1) for each in range(rounds)]
        rows = [
            [str(t.place), t.team, score_text(t.total), ", ".join(t.members), *(score_text(r) for r in t.rounds)]
            for t in standings.teams
        ]
        self.model.set_rows(headers, rows, numeric=frozenset(range(len(headers))) - {1, 3})
        # Four teams in sight without scrolling, on a netbook's 600 lines too (the players' table scrolls instead).
        shown = min(len(rows), TEAMS_IN_SIGHT)
        frame = 2 * self.view.frameWidth() + self.view.horizontalHeader().height()
        self.view.setMinimumHeight(frame + shown * self.view.verticalHeader().defaultSectionSize() if shown else 0)
        self.score.setCurrentIndex(max(0, self.score.findData(record.team_score.value)))
        self.days.setValue(record.days)
        self.championship.setChecked(record.championship)
        self.sit_out.show_value(record.sit_out_score)
        weight = ema_data(record, standings.players)
        self.weight.setText(
            self.tr("EMA weight {weight} ({players} players, {countries} countries)").format(
                weight=f"{weight['weight']:g}", players=weight["players"], countries=weight["countries"]
            )
        )

    def apply(self) -> None:
        self.control.set_settings(
            Settings(
                str(self.score.currentData()),
                self.days.value(),
                self.championship.isChecked(),
                SitOutScore(self.sit_out.value),
            )
        )
