"""A club night for the venue's tests: eight players, one round seated at two tables, served by a venue; and a
three-player night (tenhou-sanma): six players at two tables of three."""

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


SANMA_PLAYERS = PLAYERS[:6]


def sanma_night(tmp_path: Path) -> tuple[Session, Venue]:
    """A new database with an event of SANMA_PLAYERS under tenhou-sanma, round 1 seated as written: table 1 is Aki
    (East), Ben, Chie; table 2 Dai, Eri, Fumi; and its venue."""
    session = Session.open(str(tmp_path / "club.db"))
    event = session.events.create_event("Sanma Thursday", preset("tenhou-sanma"), list(SANMA_PLAYERS))
    session.events.import_seating(event.id, "1,1,1,2,3\n1,2,4,5,6\n")
    keys = VenueKeys(str(session.database.location), tmp_path / "keys.json")
    return session, Venue(session, event.id, keys)
