"""Opening a Tenhou mjlog file: XML, gzip-compressed (as Tenhou serves it) or plain."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

from tablekeeper.importers.reading import GZIP_MAGIC, UnreadableRecord, gunzip_limited, read_limited
from tablekeeper.words import tr

__all__ = ["GZIP_MAGIC", "UnreadableRecord", "parse_mjlog", "read_mjlog"]


def parse_mjlog(data: bytes, name: str = "the file") -> ET.Element:
    """The root ``<mjloggm>`` element of an mjlog, from its bytes (gzipped or not)."""
    if data.startswith(GZIP_MAGIC):
        data = gunzip_limited(data, name)
    if b"<!DOCTYPE" in data or b"<!ENTITY" in data:
        # No mjlog declares a document type; entities are how an XML file multiplies itself in memory.
        raise UnreadableRecord(
            tr("{file} is not a Tenhou mjlog (it declares a document type, which no mjlog does).").format(file=name)
        )
    try:
        root = ET.fromstring(data)
    except ET.ParseError:
        raise UnreadableRecord(tr("{file} is not a Tenhou mjlog (its XML cannot be read).").format(file=name)) from None
    if root.tag != "mjloggm":
        raise UnreadableRecord(tr("{file} is XML but not a Tenhou mjlog (no <mjloggm> element).").format(file=name))
    return root


def read_mjlog(path: Path) -> ET.Element:
    """The root ``<mjloggm>`` element of the mjlog file at ``path``."""
    return parse_mjlog(read_limited(path), str(path))
