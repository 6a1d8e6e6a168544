"""The site written: the season read, its pages made in the language asked, the folder replaced whole once the new
one is complete (:func:`tablekeeper.files.write_folder`, the one writer)."""

from __future__ import annotations

from pathlib import Path

from tablekeeper import words
from tablekeeper.files import write_folder
from tablekeeper.publishing import FULL, Published
from tablekeeper.reports.languages import words_of
from tablekeeper.service import GameFilter, Session
from tablekeeper.site.pages import Pages
from tablekeeper.site.season import Season, read_season
from tablekeeper.words import tr


def write_site(
    session: Session, folder: Path, chosen: GameFilter, *, names: str = FULL, language: str = "en"
) -> tuple[Season, int]:
    """The season of the games ``chosen`` as a website in ``folder``, its names published as ``names`` asks, in
    ``language`` ("en" or "fr"); the season written and the number of files."""
    season = read_season(session, chosen)
    everyone = [*season.figures(), *(n for g in season.summaries for n in g.players)]
    everyone += [s.name for e in season.events for s in e.players]
    with words.speaking(words_of(language)):  # each page made in the language asked as it is written
        numbers = season.numbers()
        hidden = {name: tr("Player {number}").format(number=numbers.get(name, 0)) for name in season.unpublished}
        published = Published(everyone, names, hidden)
        return season, write_folder(folder, Pages(season, published, language).files())
