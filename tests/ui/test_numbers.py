"""Points are written as the player's language writes numbers."""

from __future__ import annotations

from PySide6.QtCore import QLocale

from tablekeeper.ui.i18n import decimal, number


def test_points_in_english_and_when_no_language_is_set(qapp) -> None:
    saved = QLocale()
    try:
        for locale in (QLocale.c(), QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)):
            QLocale.setDefault(locale)
            assert number(36_300) == "36,300"
            assert number(-14_500, signed=True) == "-14,500"
            assert number(5_200, signed=True) == "+5,200"
            assert number(0, signed=True) == "0"
            assert number(0, signed=True, zero="±0") == "±0"
            assert decimal("+6.5") == "+6.5"
    finally:
        QLocale.setDefault(saved)


def test_points_in_french(qapp) -> None:
    saved = QLocale()
    try:
        QLocale.setDefault(QLocale(QLocale.Language.French, QLocale.Country.France))
        assert number(36_300) == "36\u202f300"  # a narrow no-break space groups the thousands
        assert number(-14_500, signed=True) == "-14\u202f500"
        assert decimal("+6.5") == "+6,5"
    finally:
        QLocale.setDefault(saved)
