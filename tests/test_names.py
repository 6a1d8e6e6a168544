"""Names and titles with control characters are refused when they are typed: a terminal would obey them."""

from __future__ import annotations

from pathlib import Path

import pytest

from tablekeeper.service import InvalidPlayers, Session, SessionError

# ESC ] 0 ; ... BEL retitles a terminal; ESC [ 2 J clears it; U+009B is the one-byte CSI; U+202E (RLO) makes
# what follows read backwards; U+2028 breaks the line in the middle of a table.
CONTROLS = ["\x1b]0;pwned\x07", "\x1b[2J", "\x00", "\x7f", "\x9b31m", "\u202e", "\u2066"]
UNSAFE = [*CONTROLS, "\u2028"]


@pytest.fixture
def service(tmp_path: Path):
    with Session.open(str(tmp_path / "club.db")) as opened:
        yield opened


def test_a_name_with_a_control_character_is_refused(service: Session) -> None:
    for unsafe in CONTROLS:
        with pytest.raises(
            InvalidPlayers,
            match=r"A player's name cannot hold the (control character|text direction control) U\+[0-9A-F]{4}\.$",
        ):
            service.table.create_game(["Aki", f"Ben{unsafe}Ito", "Chie", "Dai"])
    with pytest.raises(InvalidPlayers) as refused:
        service.table.create_game(["Aki", "Ben\udcffIto", "Chie", "Dai"])  # a byte of a Latin-1 name typed in a shell
    assert str(refused.value) == "A player's name cannot hold U+DCFF, which stands for a byte that is not UTF-8 text."
    assert service.library.list_games() == []
    assert service.library.player_names() == []
    # What writes names stays allowed: the zero-width non-joiner of Persian spelling, the joiner of emoji
    # sequences, the marks of mixed scripts; a tab or a line break typed in a name is a space, as before.
    game = service.table.create_game(["می\u200cخواهم", "👩\u200d👩\u200d👧", "Aki\u200f", "Dai\tTa\u2028Naka\n"])
    assert game.players == ("می\u200cخواهم", "👩\u200d👩\u200d👧", "Aki\u200f", "Dai Ta Naka")


@pytest.mark.parametrize("what", ["title", "venue"])
@pytest.mark.parametrize("unsafe", UNSAFE)
def test_a_title_or_venue_with_a_control_character_is_refused(service: Session, unsafe: str, what: str) -> None:
    with pytest.raises(
        SessionError,
        match=f"A game's {what} cannot hold the (control character|text direction control|line break) U\\+",
    ):
        service.table.create_game(["Aki", "Ben", "Chie", "Dai"], **{what: f"Monday{unsafe}night"})
    assert service.library.list_games() == []


def test_a_right_to_left_name_put_inside_a_line_is_marked_and_no_other_is() -> None:
    import unicodedata

    from tablekeeper.bidi import name_in_line, names_in_line
    from tablekeeper.reports.sheets import SeasonFilter, filter_words
    from tablekeeper.text import first_unsafe

    lrm, rlm = "\u200e", "\u200f"  # LEFT-TO-RIGHT MARK, RIGHT-TO-LEFT MARK
    dana = "\u05d3\u05e0\u05d4"  # Dana, in Hebrew (bidi class R): unmarked, "Player: " would read after her name
    salma = "\u0633\u0644\u0645\u0649"  # Salma, in Arabic (AL)
    assert [unicodedata.bidirectional(ch) for ch in dana + salma[0]] == ["R", "R", "R", "AL"]
    # Each starts right to left: its own direction (RLM) inside, the line's (LRM) outside.
    assert name_in_line(dana) == lrm + rlm + dana + rlm + lrm
    assert name_in_line(salma) == lrm + rlm + salma + rlm + lrm
    # A name that starts left to right and holds a Hebrew part: the line's direction is its own, LRM alone.
    assert name_in_line("Ben \u05d1\u05df") == lrm + "Ben \u05d1\u05df" + lrm
    # Latin, kanji, an accent, digits, an empty name: nothing needs protection, each stays as it is.
    for name in ("Aki", "Am\u00e9lie", "\u5c71\u7530", "Player 3", "", "=Fumi"):
        assert name_in_line(name) == name
    assert names_in_line(["Aki", dana]) == ["Aki", lrm + rlm + dana + rlm + lrm]
    assert filter_words(SeasonFilter(player=dana)) == "Player: " + name_in_line(dana)
    assert first_unsafe(name_in_line(dana)) is None  # the marks are no bidi control: a name may hold them
