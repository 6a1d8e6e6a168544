"""Every label of the venue's pages and of their script, in the request's language: written here, where
pyside6-lupdate collects them (the templates and the script hold none of their own)."""

from __future__ import annotations

from tablekeeper import present
from tablekeeper.rules.points import Limit
from tablekeeper.rules.results import AbortKind
from tablekeeper.words import tr


def page_words() -> dict[str, str]:
    """The labels of the pages and of the table page's script, by name."""
    limits = {f"limit_{limit.name.lower()}": present.limit_name(limit) for limit in Limit}
    aborts = {f"abort_{kind.value}": present.abort_name(kind) for kind in AbortKind}
    return (
        limits
        | aborts
        | {
            "scan": tr("Scan the code on your table with this phone's camera: it opens your table's page."),
            "table_title": tr("Round {round}, table {table}"),
            "paper": tr("The result of this table is kept on paper."),
            "seats": tr("Seats"),
            "riichi": tr("Riichi"),
            "final": tr("Final standings"),
            "hands": tr("Hands"),
            "phones": tr("Phones at the tables"),
            "table": tr("Table"),
            "players": tr("Players"),
            "heard": tr("Last heard"),
            "not_connected": tr("Not connected"),
            "seconds_ago": tr("{seconds} s ago"),
            "new_code": tr("New code"),
            "ron": tr("Ron"),
            "tsumo": tr("Tsumo"),
            "draw": tr("Draw"),
            "abort": tr("Abortive draw"),
            "chombo": tr("Chombo"),
            "undo": tr("Undo"),
            "cancel": tr("Cancel"),
            "confirm": tr("Confirm"),
            "who_won": tr("Who won?"),
            "who_dealt_in": tr("Who dealt in?"),
            "who_tenpai": tr("Who is tenpai?"),
            "who_chombo": tr("Who made the chombo?"),
            "which_abort": tr("Which abortive draw?"),
            "han": tr("han"),
            "fu": tr("fu"),
            "liable": tr("Liable (pao)"),
            "nagashi": tr("Nagashi mangan"),
            "nobody": tr("Nobody"),
            "waiting_one": tr("1 change is waiting to be sent; it will be sent as soon as the network is back."),
            "waiting_many": tr(
                "{count} changes are waiting to be sent; they will be sent as soon as the network is back."
            ),
            "offline": tr("No network: what you confirm is kept on this phone and sent when it is back."),
            "sent": tr("Stored."),
            "standings": tr("Standings"),
            "provisional": tr("Provisional: a table is still playing"),
            "place": tr("Place"),
            "player": tr("Player"),
            "games": tr("Games"),
            "total": tr("Total"),
            "rounds": tr("Rounds"),
            "now": tr("being played"),
            "paper_kept": tr("Kept on paper"),
            "your_games": tr("Your games of the event"),
            "season": tr("This season"),
            "figures": tr("Figures"),
            "points": tr("Points"),
            "score": tr("+/- score"),
            "date": tr("Date"),
            "back_to_page": tr("Back to your page"),
            "no_game_yet": tr("No game played yet."),
            "public_players": tr("Players' pages"),
            "make_public": tr("List them on the event's page"),
            "make_private": tr("Each for its own player's code only"),
            "event_page": tr("The event's page"),
            "read_only": tr("Follows the event as it is played; nothing can be changed from this page."),
        }
    )
