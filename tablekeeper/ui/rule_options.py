"""An editor for every option of a rule set, built from the fields of RuleSet (a rule set is data)."""

from __future__ import annotations

import dataclasses
from enum import StrEnum
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QHBoxLayout, QLabel, QLineEdit, QSpinBox, QWidget

from tablekeeper.present import place_name, preset_name
from tablekeeper.rules.ruleset import FULL_TABLE, MAX_ROUND_MINUTES, MAX_UMA, PLAYER_COUNTS, RuleSet
from tablekeeper.ui.i18n import number, tr


def option_labels() -> dict[str, str]:
    """The translated label of each rule option."""
    return {
        "start_points": tr("Start points"),
        "return_points": tr("Return points"),
        "oka": tr("Oka"),
        "players": tr("Players"),
        "uma": uma_label(FULL_TABLE),
        "tie_break": tr("Equal points"),
        "final_score_rounding": tr("Final score rounding"),
        "kiriage_mangan": tr("Kiriage mangan"),
        "counted_yakuman": tr("Counted yakuman (13 han)"),
        "multiple_yakuman": tr("Several yakuman add up"),
        "double_yakuman_variants": tr("Double yakuman variants"),
        "aotenjou": tr("Aotenjou (no limits)"),
        "red_fives": tr("Red fives"),
        "open_tanyao": tr("Open tanyao"),
        "double_wind_pair_fu": tr("Fu of a double-wind pair"),
        "renhou": tr("Renhou"),
        "honba_ron": tr("Honba on a ron"),
        "honba_tsumo": tr("Honba on a tsumo (per payer)"),
        "riichi_deposit": tr("Riichi stick"),
        "noten_payment_total": tr("Noten payments (total)"),
        "riichi_needs_deposit": tr("Riichi needs the points of a stick"),
        "absent_share": tr("The absent player's share of a tsumo"),
        "kita": tr("North set aside as dora (kita)"),
        "multiple_ron": tr("Several players ron"),
        "multiple_ron_honba": tr("Honba with several winners"),
        "multiple_ron_deposits": tr("Deposits with several winners"),
        "pao_yaku": tr("Pao yakuman"),
        "pao_ron_honba": tr("Honba of a pao ron paid by"),
        "abortive_draws": tr("Abortive draws"),
        "nagashi_mangan": tr("Nagashi mangan"),
        "rounds": tr("Rounds (1 east only, 2 east-south)"),
        "extension_target": tr("Play on until someone has"),
        "bust_ends_game": tr("Below zero ends the game"),
        "agari_yame": tr("Agari yame"),
        "tenpai_yame": tr("Tenpai yame"),
        "chombo": tr("Chombo penalty"),
        "chombo_points": tr("Chombo penalty at the end (points)"),
        "leftover_deposits": tr("Deposits left at the end"),
        "round_minutes": tr("Time limit of an event's round (minutes)"),
        "time_end": tr("When time is called"),
    }


def choice_labels() -> dict[str, str]:
    """The translated label of each value an option may take (the values of the rule set's enumerations)."""
    return {
        "share": tr("shared places"),
        "seat_order": tr("seat order decides"),
        "exact": tr("exact"),
        "round_to_thousand": tr("rounded to 1,000"),
        "all": tr("all winners are paid"),
        "double_only": tr("double ron paid, triple ron a draw"),
        "head_bump": tr("only the nearest winner"),
        "each": tr("each winner"),
        "own_back_rest_nearest": tr("own stick back, the rest to the nearest"),
        "nearest": tr("the nearest winner"),
        "discarder": tr("the discarder"),
        "liable": tr("the liable player"),
        "reverse_mangan": tr("a mangan paid at once"),
        "end_of_game": tr("points taken at the end"),
        "none": tr("none"),
        "mangan": tr("mangan"),
        "yakuman": tr("yakuman"),
        "to_first": tr("to first place"),
        "lost": tr("lost"),
        "split": tr("split between the payers"),
        "hand_in_play": tr("the hand in play is the last"),
        "one_more_hand": tr("one more hand after the hand in play"),
    }


def uma_label(players: int) -> str:
    """The uma's label, a place for each player: 'Uma (1st, 2nd, 3rd)' at a table of three."""
    return tr("Uma ({places})").format(places=", ".join(place_name(place) for place in range(1, players + 1)))


THREE_PLAYER_OPTIONS = frozenset({"absent_share", "kita"})
"""The options that mean something only at a table of three (shown only there)."""


class RuleOptionsEditor(QWidget):
    """One input per rule option; ``rules()`` reads them back into a RuleSet. The count of players is the preset's,
    shown, not edited (the uma, the seats and the tiles follow it); the uma has a field for each place."""

    def __init__(self, rules: RuleSet, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._base = rules
        self._inputs: dict[str, Any] = {}
        form = QFormLayout(self)
        self._form = form
        self.preset_label = QLabel(self)
        form.addRow(tr("Preset"), self.preset_label)
        self.players_label = QLabel(self)
        self.players_label.setObjectName("rules_players")
        labels = option_labels()
        form.addRow(labels["players"], self.players_label)
        for field in dataclasses.fields(RuleSet):
            if field.name in ("name", "players"):
                continue
            editor = self._editor(field.name, getattr(rules, field.name))
            self._inputs[field.name] = editor
            form.addRow(labels.get(field.name, field.name), editor)
        self.set_rules(rules)

    def _editor(self, name: str, value: Any) -> Any:
        if isinstance(value, bool):
            return QCheckBox(self)
        if isinstance(value, StrEnum):
            combo = CalmComboBox(self)
            labels = choice_labels()
            for member in type(value):
                combo.addItem(labels.get(member.value, member.value), member.value)
            return combo
        if isinstance(value, tuple):  # the uma: a field for each place a table can have, those shown its players'
            box = QWidget(self)
            row = QHBoxLayout(box)
            row.setContentsMargins(0, 0, 0, 0)
            every = []
            for _ in range(max(PLAYER_COUNTS)):
                spin = _spin(box, -MAX_UMA, MAX_UMA, 1_000)
                row.addWidget(spin)
                every.append(spin)
            box.every = every  # type: ignore[attr-defined]
            box.spins = every[: len(value)]  # type: ignore[attr-defined]
            return box
        if isinstance(value, frozenset):
            return QLineEdit(self)
        if name == "round_minutes":
            return _spin(self, 1, MAX_ROUND_MINUTES, 5)
        if name == "extension_target" or isinstance(value, int):
            spin = _spin(self, 0, 1_000_000, 100 if value is None or value >= 100 else 1)
            if name == "extension_target":
                spin.setSpecialValueText(tr("no extension"))
            return spin
        return QLineEdit(self)

    def set_rules(self, rules: RuleSet) -> None:
        """Show the options of ``rules``."""
        self._base = rules
        self.preset_label.setText(preset_name(rules.name))
        self.players_label.setText(number(rules.players))
        uma = self._inputs["uma"]
        uma.spins = uma.every[: rules.players]
        for seat, spin in enumerate(uma.every):
            spin.setVisible(seat < rules.players)
        label = self._form.labelForField(uma)
        if isinstance(label, QLabel):
            label.setText(uma_label(rules.players))
        for name in THREE_PLAYER_OPTIONS:
            self._form.setRowVisible(self._inputs[name], rules.players < FULL_TABLE)
        for name, editor in self._inputs.items():
            value = getattr(rules, name)
            if isinstance(editor, QCheckBox):
                editor.setChecked(bool(value))
            elif isinstance(editor, QComboBox):
                editor.setCurrentIndex(editor.findData(value.value))
            elif isinstance(editor, QLineEdit):
                editor.setText(", ".join(sorted(value)) if isinstance(value, frozenset) else str(value))
            elif isinstance(editor, QSpinBox):
                editor.setValue(0 if value is None else value)
            else:
                for spin, part in zip(editor.spins, value, strict=True):
                    spin.setValue(part)

    def values(self) -> dict[str, Any]:
        """The options as entered, typed as the RuleSet fields."""
        out: dict[str, Any] = {}
        for name, editor in self._inputs.items():
            default = getattr(self._base, name)
            if isinstance(editor, QCheckBox):
                out[name] = editor.isChecked()
            elif isinstance(editor, QComboBox):
                out[name] = type(default)(editor.currentData())
            elif isinstance(editor, QLineEdit):
                out[name] = frozenset(part.strip() for part in editor.text().split(",") if part.strip())
            elif isinstance(editor, QSpinBox):
                out[name] = (editor.value() or None) if name == "extension_target" else editor.value()
            else:
                out[name] = tuple(spin.value() for spin in editor.spins)
        return out

    def rules(self) -> RuleSet:
        """The rule set as edited (raises UnknownRuleSet with a sentence when an option is out of range)."""
        return dataclasses.replace(self._base, **self.values())

    def inputs(self) -> list[QWidget]:
        """What Tab goes through, in the order of the form: the inputs shown (a table of four's hides the options of
        a table of three, and the uma of a fourth place)."""
        return [part for part in self.tab_chain() if not part.isHidden()]

    def tab_chain(self) -> list[QWidget]:
        """Every input in the order of the form, shown or not: the order Tab follows whatever the preset shows."""
        return [part for editor in self._inputs.values() for part in getattr(editor, "every", [editor])]


class CalmSpinBox(QSpinBox):
    """A spin box the mouse wheel changes only once it has the focus: passing over it, the wheel scrolls the page."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # not WheelFocus: a wheel turned over it does not take it

    def wheelEvent(self, event: QWheelEvent) -> None:
        if self.hasFocus():
            super().wheelEvent(event)
        else:
            event.ignore()  # to the scroll area around the options


class CalmComboBox(QComboBox):
    """A list of choices the mouse wheel changes only once it has the focus (as :class:`CalmSpinBox`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def wheelEvent(self, event: QWheelEvent) -> None:
        if self.hasFocus():
            super().wheelEvent(event)
        else:
            event.ignore()


def _spin(parent: QWidget, low: int, high: int, step: int) -> QSpinBox:
    spin = CalmSpinBox(parent)
    spin.setRange(low, high)
    spin.setSingleStep(step)
    spin.setGroupSeparatorShown(True)
    return spin
