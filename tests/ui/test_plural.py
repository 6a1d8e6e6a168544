"""A count said in the singular or the plural as the player's language says it: English "1 round", "0 rounds";
French "0 manche", "1 manche", "2 manches"."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QLocale

from tablekeeper import words
from tablekeeper.ui import i18n


@pytest.fixture
def language() -> Iterator[None]:
    before = QLocale()
    yield
    QLocale.setDefault(before)
    words.install()


@pytest.mark.usefixtures("language")
@pytest.mark.parametrize(
    ("locale", "singular"),
    [(QLocale.Language.English, {1, -1}), (QLocale.Language.French, {0, 1, -1})],
)
def test_each_language_says_its_own_counts_in_the_singular(locale: QLocale.Language, singular: set[int]) -> None:
    QLocale.setDefault(QLocale(locale))
    i18n.speak_the_players_language()
    for count in (-2, -1, 0, 1, 2, 1_000):
        said = words.plural(count, "{count} round", "{count} rounds").format(count=count)
        assert said == (f"{count} round" if count in singular else f"{count} rounds")


def test_the_command_line_speaks_english() -> None:
    assert [words.plural(n, "one", "many") for n in (0, 1, 2)] == ["many", "one", "many"]
