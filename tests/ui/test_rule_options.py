"""The rule options editor: every option of every preset is shown and read back unchanged."""

from __future__ import annotations

import dataclasses
from enum import StrEnum

import pytest

from tablekeeper.rules.ruleset import PRESET_NAMES, RuleSet, preset
from tablekeeper.ui.rule_options import RuleOptionsEditor, choice_labels, option_labels


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_each_preset_reads_back_unchanged(qtbot, name: str) -> None:
    editor = RuleOptionsEditor(preset(name))
    qtbot.addWidget(editor)
    assert editor.rules() == preset(name)


def test_every_option_and_every_choice_has_a_label() -> None:
    fields = [f for f in dataclasses.fields(RuleSet) if f.name != "name"]
    assert {f.name for f in fields} == set(option_labels())
    defaults = RuleSet()
    choices = {
        m.value
        for f in fields
        if isinstance(getattr(defaults, f.name), StrEnum)
        for m in type(getattr(defaults, f.name))
    }
    assert choices <= set(choice_labels())


def test_an_edited_option_is_kept(qtbot) -> None:
    editor = RuleOptionsEditor(preset("club"))
    qtbot.addWidget(editor)
    editor._inputs["kiriage_mangan"].setChecked(True)
    editor._inputs["extension_target"].setValue(30_000)
    assert editor.rules() == dataclasses.replace(preset("club"), kiriage_mangan=True, extension_target=30_000)


def test_the_multiple_ron_options_offer_only_their_own_choices(qtbot) -> None:
    from tablekeeper.rules.ruleset import RuleSet
    from tablekeeper.ui.rule_options import RuleOptionsEditor

    editor = RuleOptionsEditor(RuleSet())
    qtbot.addWidget(editor)
    honba, deposits = editor._inputs["multiple_ron_honba"], editor._inputs["multiple_ron_deposits"]
    assert [honba.itemText(i) for i in range(honba.count())] == ["each winner", "the nearest winner"]
    assert [deposits.itemText(i) for i in range(deposits.count())] == [
        "own stick back, the rest to the nearest",
        "the nearest winner",
    ]
