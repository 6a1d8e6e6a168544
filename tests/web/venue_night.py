"""A club night for the venue's tests: eight players, one round seated at two tables, served by a venue."""

from __future__ import annotations

from pathlib import Path

from tablekeeper.rules.ruleset import preset
from tablekeeper.service import Session
from tablekeeper.web.keys import VenueKeys
from tablekeeper.web.venue import Venue

PLAYERS = ("Aki", "Ben", "Chie", "Dai", "Eri", "Fumi", "Gen", "Hana")


def club_night(tmp_path: Path, *, rounds: int = 1) -> tuple[Session, Venue]:
    """A new database with an event of PLAYERS under the club's rules, ``rounds`` seated (seed 7), and its venue."""
    session = Session.open(str(tmp_path / "club.db"))
    event = session.events.create_event("Thursday", preset("club"), list(PLAYERS))
    session.events.seat_rounds(event.id, rounds, seed=7)
    keys = VenueKeys(str(session.database.location), tmp_path / "keys.json")
    return session, Venue(session, event.id, keys)
