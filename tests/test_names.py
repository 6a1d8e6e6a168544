"""Names and titles with control characters are refused when they are typed: a terminal would obey them."""

from __future__ import annotations

from pathlib import Path

import pytest

from tablekeeper.service import InvalidPlayers, SessionError, TableSession

# ESC ] 0 ; ... BEL retitles a terminal; ESC [ 2 J clears it; U+009B is the one-byte CSI; U+202E (RLO) makes
# what follows read backwards; U+2028 breaks the line in the middle of a table.
CONTROLS = ["\x1b]0;pwned\x07", "\x1b[2J", "\x00", "\x7f", "\x9b31m", "\u202e", "\u2066"]
UNSAFE = [*CONTROLS, "\u2028"]


@pytest.fixture
def service(tmp_path: Path):
    with TableSession.open(str(tmp_path / "club.db")) as opened:
        yield opened


def test_a_name_with_a_control_character_is_refused(service: TableSession) -> None:
    for unsafe in CONTROLS:
        with pytest.raises(
            InvalidPlayers,
            match=r"A player's name cannot hold the (control character|text direction control) U\+[0-9A-F]{4}\.$",
        ):
            service.create_game(["Aki", f"Ben{unsafe}Ito", "Chie", "Dai"])
    with pytest.raises(InvalidPlayers) as refused:
        service.create_game(["Aki", "Ben\udcffIto", "Chie", "Dai"])  # a byte of a Latin-1 name typed in a shell
    assert str(refused.value) == "A player's name cannot hold U+DCFF, which stands for a byte that is not UTF-8 text."
    assert service.list_games() == []
    assert service.player_names() == []
    # What writes names stays allowed: the zero-width non-joiner of Persian spelling, the joiner of emoji
    # sequences, the marks of mixed scripts; a tab or a line break typed in a name is a space, as before.
    game = service.create_game(["می\u200cخواهم", "👩\u200d👩\u200d👧", "Aki\u200f", "Dai\tTa\u2028Naka\n"])
    assert game.players == ("می\u200cخواهم", "👩\u200d👩\u200d👧", "Aki\u200f", "Dai Ta Naka")


@pytest.mark.parametrize("what", ["title", "venue"])
@pytest.mark.parametrize("unsafe", UNSAFE)
def test_a_title_or_venue_with_a_control_character_is_refused(service: TableSession, unsafe: str, what: str) -> None:
    with pytest.raises(
        SessionError,
        match=f"A game's {what} cannot hold the (control character|text direction control|line break) U\\+",
    ):
        service.create_game(["Aki", "Ben", "Chie", "Dai"], **{what: f"Monday{unsafe}night"})
    assert service.list_games() == []


def test_a_name_put_inside_a_line_is_isolated_in_its_own_direction() -> None:
    from tablekeeper.reports.sheets import SeasonFilter, filter_words
    from tablekeeper.text import first_unsafe, isolated

    dana = "\u05d3\u05e0\u05d4"  # Dana, in Hebrew: not isolated, "Player: " would read after her name
    assert isolated(dana) == "\u2068" + dana + "\u2069"  # first strong isolate ... pop directional isolate
    assert filter_words(SeasonFilter(player=dana)) == "Player: \u2068" + dana + "\u2069"
    assert first_unsafe(dana) is None and first_unsafe(isolated(dana)) == "\u2068"  # never stored so: shown so
