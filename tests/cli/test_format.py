"""Terminal text: Japanese player names take two columns a character, so tables stay aligned."""

from tablekeeper.cli.format import display_width, pad


def test_kanji_and_kana_take_two_columns():
    assert display_width("Aki") == 3
    assert display_width("初代") == 4
    assert display_width("タケオ") == 6


def test_pad_to_terminal_columns():
    assert pad("初代", 6) == "初代  "
    assert pad("初代", 6, right=True) == "  初代"
    assert pad("Aki", 6, right=True) == "   Aki"
    assert pad("はっとりへいじ", 4) == "はっとりへいじ"  # never cut
