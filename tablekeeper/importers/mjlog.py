"""Opening a Tenhou mjlog file: XML, gzip-compressed (as Tenhou serves it) or plain."""

from __future__ import annotations

import gzip
import xml.etree.ElementTree as ET
from pathlib import Path

from tablekeeper.errors import TablekeeperError

GZIP_MAGIC = b"\x1f\x8b"


class UnreadableRecord(TablekeeperError):
    """A file that is not a game record tablekeeper can read."""


def parse_mjlog(data: bytes, name: str = "the file") -> ET.Element:
    """The root ``<mjloggm>`` element of an mjlog, from its bytes (gzipped or not)."""
    if data.startswith(GZIP_MAGIC):
        try:
            data = gzip.decompress(data)
        except (OSError, EOFError):
            raise UnreadableRecord(f"{name} is a damaged gzip file.") from None
    try:
        root = ET.fromstring(data)
    except ET.ParseError:
        raise UnreadableRecord(f"{name} is not a Tenhou mjlog (its XML cannot be read).") from None
    if root.tag != "mjloggm":
        raise UnreadableRecord(f"{name} is XML but not a Tenhou mjlog (no <mjloggm> element).")
    return root


def read_mjlog(path: Path) -> ET.Element:
    """The root ``<mjloggm>`` element of the mjlog file at ``path``."""
    try:
        data = Path(path).read_bytes()
    except OSError as error:
        raise UnreadableRecord(f"{path} cannot be read: {error.strerror}.") from None
    return parse_mjlog(data, str(path))
