"""What another window (or computer) did to a game, in words: from the game as a window showed it and the game as
it is stored now. The window says it when it follows the other writers ("Hand 5 recorded at another window"), and
when it refuses a change entered on the game as it was ("… Nothing was stored: here is the table now.").

Both games are snapshots of one game; the last change between them is read from what undo and redo would do now
(a new change or a redo is what undo would take back; an undo is what redo would do again), and from the hands."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tablekeeper.journal import Action, ActionKind
from tablekeeper.words import tr

if TYPE_CHECKING:
    from tablekeeper.snapshots import GameSnapshot


def arrival_text(shown: GameSnapshot, stored: GameSnapshot) -> str:
    """What changed from the game ``shown`` to the game ``stored``, as one sentence; empty when it is the same."""
    if stored.revision == shown.revision:
        return ""
    names = stored.players
    recorded = len(stored.hands) - len(shown.hands)
    if stored.redo is not None and stored.redo != shown.redo:  # the latest change elsewhere was an undo
        return _undone(stored.redo, names)
    action = stored.undo
    if recorded > 1:
        first, last = len(shown.hands) + 1, len(stored.hands)
        sentence = tr("Hands {first} to {last} were recorded at another window.").format(first=first, last=last)
        return sentence + (" " + tr("The game is over.") if stored.finished else "")
    if action is None or action == shown.undo:
        return tr("The game was changed at another window.")
    return _done(action, names, finished=stored.finished and not shown.finished)


def _done(action: Action, names: tuple[str, ...], *, finished: bool) -> str:
    over = " " + tr("The game is over.") if finished and action.kind is not ActionKind.END else ""
    return _said(_sentences(action)[0], action, names) + over


def _undone(action: Action, names: tuple[str, ...]) -> str:
    return _said(_sentences(action)[1], action, names)


def _sentences(action: Action) -> tuple[str, str]:
    """How the change reads once made at another window, and once undone there (whole sentences: another language
    may put the words in another order)."""
    match action.kind:
        case ActionKind.RECORD:
            return tr("Hand {number} was recorded at another window."), tr(
                "Hand {number} was undone at another window."
            )
        case ActionKind.EDIT:
            return (
                tr("Hand {number} was changed at another window."),
                tr("The change of hand {number} was undone at another window."),
            )
        case ActionKind.DELETE:
            return (
                tr("Hand {number} was deleted at another window."),
                tr("Hand {number} was brought back at another window."),
            )
        case ActionKind.END:
            return (
                tr("The game was ended at another window."),
                tr("The game's end was undone at another window: it goes on."),
            )
        case ActionKind.RIICHI if action.declared:
            return (
                tr("{player} declared riichi at another window."),
                tr("{player}'s riichi was undone at another window."),
            )
        case ActionKind.RIICHI:
            return (
                tr("{player}'s riichi was taken back at another window."),
                tr("{player}'s riichi was put back at another window."),
            )
    changed = tr("The game was changed at another window.")
    return changed, changed


def _said(sentence: str, action: Action, names: tuple[str, ...]) -> str:
    player = names[action.seat] if action.seat is not None else ""
    return sentence.format(number=action.number, player=player)


def refused_text(shown: GameSnapshot, stored: GameSnapshot | None, *, dialog: bool = False) -> str:
    """Why a change entered on the game ``shown`` was not stored: what another window did meanwhile (``stored``: the
    game as it is now; None when it could not be read). ``dialog``: said in a hand's dialog opened on ``shown``,
    whose preview and Record are refused from then on."""
    arrived = arrival_text(shown, stored) if stored is not None else ""
    if not arrived:
        arrived = tr("The game was changed at another window.")
    if dialog:
        then = tr(
            "This dialog shows the table as it was: nothing is stored from it; close it and enter the hand again "
            "if you still mean it."
        )
    else:
        then = tr("Nothing was stored: here is the table now; enter your change again if you still mean it.")
    return f"{arrived} {then}"
