"""Hand results in plain English words, for the terminal and the exported files (the window has its own,
translated)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from tablekeeper.rules.results import AbortiveDraw, Chombo, ExhaustiveDraw, HandResult, Ron, Tsumo, Win


def _names(seats: Iterable[int], players: Sequence[str]) -> str:
    return ", ".join(players[s] for s in sorted(seats))


def win_value(win: Win) -> str:
    """'3 han 40 fu', '5 han', 'yakuman', '2x yakuman'."""
    if win.yakuman:
        return "yakuman" if win.yakuman == 1 else f"{win.yakuman}x yakuman"
    return f"{win.han} han" if win.fu is None else f"{win.han} han {win.fu} fu"


def _win(win: Win, players: Sequence[str]) -> str:
    liable = f", {players[win.pao]} liable" if win.pao is not None else ""
    return f"{players[win.winner]} ({win_value(win)}{liable})"


def result_line(result: HandResult, players: Sequence[str]) -> str:
    """One hand in words: 'Aki (3 han 40 fu) ron on Ben; riichi Chie'."""
    match result:
        case Ron():
            text = f"{', '.join(_win(w, players) for w in result.wins)} ron on {players[result.discarder]}"
        case Tsumo():
            text = f"{_win(result.win, players)} tsumo"
        case ExhaustiveDraw():
            text = f"Draw, tenpai {_names(result.tenpai, players)}" if result.tenpai else "Draw, all noten"
            if result.nagashi:
                text += f"; nagashi mangan {_names(result.nagashi, players)}"
        case AbortiveDraw():
            text = f"Abortive draw ({result.kind.value.replace('_', ' ')})"
        case Chombo():
            text = f"Chombo by {players[result.offender]}"
    if result.riichi:
        text += f"; riichi {_names(result.riichi, players)}"
    return text
