"""A club night's venue served to a TestClient, and what the venue's tests compare its answers with."""

from __future__ import annotations

import re
import uuid
import xml.etree.ElementTree as ET
from functools import cache
from pathlib import Path
from typing import Any

from starlette.testclient import TestClient

from tablekeeper.service import Session
from tablekeeper.web.app import create_app
from tablekeeper.web.venue import Venue
from tests.web.venue_night import PLAYERS

TRANSLATIONS = Path(__file__).resolve().parents[2] / "resources" / "translations" / "tablekeeper_fr.ts"


class Night:
    """A club night served to a TestClient: the session, its venue, the client and the temporary folder."""

    def __init__(self, session: Session, venue: Venue, tmp_path: Path) -> None:
        self.session = session
        self.venue = venue
        self.tmp_path = tmp_path
        self.client = TestClient(create_app(venue), raise_server_exceptions=False)

    def table_key(self, index: int) -> str:
        return self.venue.key_of(self.venue.table_opens(self.venue.tables()[index]))

    def organiser_key(self) -> str:
        return self.venue.key_of(self.venue.organiser())

    def state(self, key: str) -> dict[str, Any]:
        answer = self.client.get(f"/t/{key}/state")
        assert answer.status_code == 200, answer.text
        return answer.json()

    def change(self, key: str, kind: str, revision: int, **fields: Any) -> Any:
        body = {"kind": kind, "entry": str(uuid.uuid4()), "revision": revision, **fields}
        return self.client.post(f"/t/{key}/change", json=body)


def mentions_event(text: str) -> list[str]:
    """The event's title and players' names found as words in ``text``."""
    return [name for name in ("Thursday", *PLAYERS) if re.search(rf"\b{re.escape(name)}\b", text)]


@cache
def french(source: str) -> str:
    """The French of ``source`` in the catalogue's context the venue reads (the empty one), from the .ts file."""
    root = ET.parse(TRANSLATIONS).getroot()
    for context in root.iter("context"):
        if (context.findtext("name") or "") != "":
            continue
        for message in context.iter("message"):
            if message.findtext("source") == source:
                translation = message.find("translation")
                assert translation is not None and translation.text, source
                return translation.text
    raise AssertionError(f"no French for {source!r} in {TRANSLATIONS}")


def ron(discarder: int, winner: int, han: int = 3, fu: int = 30) -> dict[str, Any]:
    win = {"winner": winner, "han": han, "fu": fu, "yakuman": 0, "pao": None}
    return {"kind": "ron", "discarder": discarder, "wins": [win], "riichi": []}
