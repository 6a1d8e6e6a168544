"""Every label of the site's pages, in the language the site is written in: here, where pyside6-lupdate collects
them (the templates hold none of their own)."""

from __future__ import annotations

from tablekeeper.words import tr


def page_words() -> dict[str, str]:
    """The labels of the site's pages, by name."""
    return {
        "site": tr("The club's season"),
        "ranking": tr("Ranking"),
        "players": tr("Players"),
        "player": tr("Player"),
        "games": tr("Games"),
        "game": tr("Game"),
        "events": tr("Events"),
        "event": tr("Event"),
        "place": tr("Place"),
        "points": tr("Points"),
        "bonus": tr("Uma and oka"),
        "penalty": tr("Penalty"),
        "penalties": tr("Penalties"),
        "score": tr("+/- score"),
        "total": tr("Total"),
        "average": tr("Average"),
        "average_place": tr("Average place"),
        "wins": tr("Wins"),
        "win_rate": tr("Win rate"),
        "deal_ins": tr("Deal-ins"),
        "deal_in_rate": tr("Deal-in rate"),
        "riichi": tr("Riichi"),
        "riichi_rate": tr("Riichi rate"),
        "average_win": tr("Average win"),
        "tsumo_share": tr("Tsumo share"),
        "hands": tr("Hands"),
        "hand": tr("Hand"),
        "honba": tr("Honba"),
        "result": tr("Result"),
        "date": tr("Date"),
        "rules": tr("Rules"),
        "venue": tr("Venue"),
        "figures": tr("Figures"),
        "places": tr("Places"),
        "standings": tr("Final standings"),
        "event_standings": tr("Standings"),
        "provisional": tr("Provisional: a table is still playing"),
        "rounds": tr("Rounds"),
        "round": tr("Round {round}"),
        "table": tr("Table"),
        "seats": tr("Players by wind"),
        "not_played": tr("Not played yet"),
        "on_paper": tr("Kept on paper"),
        "no_game": tr("No finished game."),
        "whose": tr(
            "The results of the club's players, published by the club. Names are personal data: ask the club to "
            "publish yours under your initials, or not at all."
        ),
        "made": tr("Made by tablekeeper on {date}."),
        "selection": tr("Games from {since} to {until}."),
        "rating": tr("Rating"),
        "back": tr("Back to the ranking"),
    }
