"""What a round sat out counts, as the organiser sets it (the new-event form, the Standings page's settings):
nothing (unchecked), or the points given, in +/- points as the standings show them."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QDoubleSpinBox, QHBoxLayout, QLabel, QWidget

from tablekeeper.events.model import MAX_POINTS
from tablekeeper.rules.standings import THOUSAND


class SitOutScoreRow(QWidget):
    """A checkbox and its points; :attr:`value` in table points (None: a round sat out counts nothing)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.counts = QCheckBox(self.tr("A round sat out counts"), self)
        self.counts.setObjectName("sit_out_counts")
        row.addWidget(self.counts)
        self.points = QDoubleSpinBox(self)
        self.points.setObjectName("sit_out_score")
        self.points.setDecimals(1)
        self.points.setSingleStep(0.5)
        self.points.setRange(-MAX_POINTS / THOUSAND, MAX_POINTS / THOUSAND)
        self.points.setEnabled(False)
        self.counts.toggled.connect(self.points.setEnabled)
        row.addWidget(self.points)
        row.addWidget(QLabel(self.tr("points (unchecked: nothing)"), self), 1)

    @property
    def value(self) -> int | None:
        return round(self.points.value() * THOUSAND) if self.counts.isChecked() else None

    def show_value(self, value: int | None) -> None:
        self.counts.setChecked(value is not None)
        self.points.setEnabled(value is not None)
        self.points.setValue(0 if value is None else value / THOUSAND)
