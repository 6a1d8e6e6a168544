"""Tenhou and Renhou, the yaku, are named in French like every other yaku, while Tenhou the site and its rule set,
and the rule option Renhou, keep their own words: the yaku are translated in their own sense ("yaku")."""

from __future__ import annotations

import pytest

from tablekeeper.present import preset_name, yaku_name
from tablekeeper.rules.hand.calculator import YakuValue
from tablekeeper.ui.main_window import MainWindow
from tests.ui.test_language_menu import choose, language  # noqa: F401  (language: the fixture)

# Seed 003 lists the yaku of its terminals/honours and pungs sections only; these three are named as the French
# clubs name them, the pattern of Chiihou's "Main de la Terre" already in the catalogue.
TENHOU = YakuValue("tenhou", "Tenhou", 0, 1)
RENHOU = YakuValue("renhou", "Renhou", 5)
RENHOU_YAKUMAN = YakuValue("renhou_yakuman", "Renhou", 0, 1)


@pytest.mark.usefixtures("language")
def test_tenhou_and_renhou_are_named_in_french(qtbot, window: MainWindow) -> None:
    assert [yaku_name(y) for y in (TENHOU, RENHOU, RENHOU_YAKUMAN)] == ["Tenhou", "Renhou", "Renhou"]
    choose(window, "fr")
    assert yaku_name(TENHOU) == "Tenhou — Main du Ciel"
    assert yaku_name(RENHOU) == "Renhou — Main de l'Homme"
    assert yaku_name(RENHOU_YAKUMAN) == "Renhou — Main de l'Homme"
    assert yaku_name(YakuValue("chiihou", "Chiihou", 0, 1)) == "Chiihou — Main de la Terre"
    assert preset_name("tenhou") == "Tenhou"  # the site's rule set is not the yaku
