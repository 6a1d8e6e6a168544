"""Files from outside are read within limits no real game reaches, and their text loses its control characters."""

from __future__ import annotations

import gzip
import tracemalloc
import zlib

import pytest

from tablekeeper.importers import reading
from tablekeeper.importers.mjlog import parse_mjlog
from tablekeeper.importers.reading import UnreadableRecord, clean_text, load_json, read_limited


def _gzip_bomb(unpacked: int) -> bytes:
    """``unpacked`` zero bytes, gzipped: about a thousandth of that on disk."""
    packer = zlib.compressobj(9, zlib.DEFLATED, 31)  # 31: with a gzip header
    chunk = bytes(1024 * 1024)
    parts = [packer.compress(chunk) for _ in range(unpacked // len(chunk))]
    return b"".join(parts) + packer.flush()


def test_a_gzip_bomb_is_refused_without_unpacking_it_whole() -> None:
    bomb = _gzip_bomb(128 * 1024 * 1024)
    assert len(bomb) < 1024 * 1024  # a file of less than 1 MB ...
    tracemalloc.start()
    try:
        with pytest.raises(UnreadableRecord, match="unpacks to more than 16 MB"):
            parse_mjlog(bomb, "bomb.mjlog")
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    # ... that would unpack to 128 MB: memory stays near the 16 MB limit (gzip.decompress took all 128 MB).
    assert peak < 48 * 1024 * 1024


def test_a_small_gzipped_record_still_unpacks() -> None:
    root = parse_mjlog(gzip.compress(b'<mjloggm ver="2.3"><GO type="169"/></mjloggm>'), "small.mjlog")
    assert root[0].get("type") == "169"


def test_a_file_larger_than_the_limit_is_refused(tmp_path, monkeypatch) -> None:
    path = tmp_path / "huge.json"
    path.write_bytes(b" " * 2_000)
    monkeypatch.setattr(reading, "MAX_FILE_BYTES", 1_000)
    with pytest.raises(UnreadableRecord, match="larger than 1,000 bytes"):
        read_limited(path)
    monkeypatch.setattr(reading, "MAX_FILE_BYTES", 2_000)
    assert len(read_limited(path)) == 2_000


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("[" * 100_000 + "]" * 100_000, "nests its JSON deeper"),
        ("[" * 500 + "]" * 500, "nests its JSON deeper"),  # deep enough to parse, far deeper than any game
        ('{"version": ' + "9" * 5_000 + "}", "a number of 5000 characters"),
        ('{"points": 1e999}', "1e999"),
        ('{"points": -Infinity}', "-Infinity"),
        ('{"points": NaN}', "NaN"),
        ("{'single': 'quotes'}", "not a JSON file"),
    ],
)
def test_json_no_game_file_holds_gets_a_sentence(text: str, words: str) -> None:
    with pytest.raises(UnreadableRecord, match=words):
        load_json(text, "odd.json", "a game")


def test_json_of_ordinary_depth_and_numbers_is_read() -> None:
    assert load_json('{"a": [[[1, -2.5, 123456789012]]]}', "x.json", "a game") == {"a": [[[1, -2.5, 123456789012]]]}


def test_names_lose_their_control_characters() -> None:
    # ESC (a terminal escape that clears the screen), BEL, NUL, a C1 CSI, a right-to-left override, a tab.
    assert clean_text("\x1b[2JAki\x07\x00\x9b31m\u202eEvil\tOne \n") == "[2JAki31mEvil One"
    assert clean_text("Émilie 天鳳 ZWJ\u200dkept") == "Émilie 天鳳 ZWJ\u200dkept"
