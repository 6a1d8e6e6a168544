"""The keys of a venue: one a table of the round, one for the organiser; long random values that only this laptop
can make, compared in constant time, never written to a log or shown in an error.

A key is made from a secret kept in the user's data folder (0600, written once) and what it opens: the database,
the event, the round and the table (or the player, or the room's page), and how many times the organiser gave it a
new key (a lost phone). The organiser's choice to make the players' pages public is kept beside.
So a key survives a restart of the server, a revoked key never works again, and nothing about the keys is stored
in the club's database. The secret never leaves this laptop.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import secrets
from dataclasses import dataclass
from pathlib import Path

import platformdirs

from tablekeeper.files import make_private_folder, write_export
from tablekeeper.location import APP_NAME

KEY_LENGTH = 32
"""Characters of a key: 32 of base64url, 192 bits."""


def default_keys_path() -> Path:
    """Where the venue's secret and its revocations are kept: the user's data folder."""
    return platformdirs.user_data_path(APP_NAME, appauthor=False) / "venue-keys.json"


@dataclass(frozen=True, slots=True)
class Opens:
    """What a key opens: a table of a round; a player's own page (``entrant``); the event's page for everyone
    (``room``); with none of them, the organiser's key of the event."""

    event: int
    round: int | None = None
    table: int | None = None
    entrant: int | None = None
    room: bool = False

    @property
    def organiser(self) -> bool:
        return self.table is None and self.entrant is None and not self.room


class VenueKeys:
    """The keys of one database's events: made from the secret, given anew to a table whose phone was lost."""

    def __init__(self, database: str, path: Path | None = None) -> None:
        self._database = database
        self._path = path if path is not None else default_keys_path()
        self._public: frozenset[str] = frozenset()
        self._secret, self._renewed = self._read()

    def _read(self) -> tuple[bytes, dict[str, int]]:
        try:
            data = json.loads(self._path.read_text(encoding="utf-8"))
            secret = base64.urlsafe_b64decode(data["secret"])
            renewed = {str(k): int(v) for k, v in data.get("renewed", {}).items()}
            self._public = frozenset(str(each) for each in data.get("public", []))
            if len(secret) >= 32:
                return secret, renewed
        except (OSError, ValueError, KeyError, TypeError, AttributeError):
            pass  # none yet, or unreadable: a new secret (the keys given before stop working, and say so)
        secret = secrets.token_bytes(32)
        self._public = frozenset()
        self._write(secret, {})
        return secret, {}

    def _write(self, secret: bytes, renewed: dict[str, int]) -> None:
        make_private_folder(self._path.parent)
        data = {"secret": base64.urlsafe_b64encode(secret).decode(), "renewed": renewed, "public": sorted(self._public)}
        write_export(self._path, json.dumps(data))

    def _name(self, opens: Opens) -> str:
        name = f"{self._database}\n{opens.event}\n{opens.round}\n{opens.table}"
        if opens.entrant is not None:
            name += f"\nplayer {opens.entrant}"
        if opens.room:
            name += "\nthe room"
        return name

    def key(self, opens: Opens) -> str:
        """The key that opens ``opens`` now."""
        name = self._name(opens)
        message = f"{name}\n{self._renewed.get(name, 0)}".encode()
        digest = hmac.new(self._secret, message, hashlib.sha256).digest()
        return base64.urlsafe_b64encode(digest).decode()[:KEY_LENGTH]

    def renew(self, opens: Opens) -> str:
        """A new key for ``opens``; the one before it stops working at once, and after a restart too."""
        name = self._name(opens)
        renewed = {**self._renewed, name: self._renewed.get(name, 0) + 1}
        self._write(self._secret, renewed)
        self._renewed = renewed
        return self.key(opens)

    def public(self, event: int) -> bool:
        """Whether the organiser made the players' pages of ``event`` public (listed on the event's page)."""
        return f"{self._database}\n{event}" in self._public

    def make_public(self, event: int, public: bool) -> None:
        """The organiser's choice: the players' pages of ``event`` public, or each for its own player's code only."""
        name = f"{self._database}\n{event}"
        self._public = self._public | {name} if public else self._public - {name}
        self._write(self._secret, self._renewed)

    def find(self, given: str, candidates: list[Opens]) -> Opens | None:
        """Which of ``candidates`` the ``given`` key opens, if any: each compared in constant time, all of them
        always, so that the time taken says nothing of which came close."""
        found = None
        given_bytes = given.encode("utf-8", "surrogateescape")
        for opens in candidates:
            if hmac.compare_digest(self.key(opens).encode(), given_bytes):
                found = opens
        return found
