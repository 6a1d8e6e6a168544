"""What a game's sheet says, row by row: its standings and its hands, each hand's result in words with what it
changed and the running total, as the printed sheet (:mod:`tablekeeper.reports.sheets`) and the site's game pages
(:mod:`tablekeeper.site`) show them. Pure: the words of the language spoken, no painter."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from tablekeeper.bidi import names_in_line
from tablekeeper.present import called_yaku_lines, deal_repeats, deal_text, place_name, result_text
from tablekeeper.rules.standings import format_score
from tablekeeper.snapshots import GameSnapshot
from tablekeeper.words import decimal, number


@dataclass(frozen=True, slots=True)
class StandingRow:
    """A player's line of the standings: place, name, points, uma and oka, penalty ('' when none), +/- score."""

    place: str
    seat: int
    name: str
    points: str
    bonus: str
    penalty: str
    score: str


@dataclass(frozen=True, slots=True)
class HandRow:
    """A hand's line: its number, its deal ('East 1'), its honba, what happened (a sentence, then any yaku called),
    and for each seat what the hand changed and the points after it."""

    number: int
    deal: str
    honba: int
    result: tuple[str, ...]
    changes: tuple[str, ...]
    totals: tuple[str, ...]


def score_text(value: Fraction) -> str:
    """A +/- score as the sheets write it ('+6.5', '+6,5' in French)."""
    return decimal(format_score(value))


def rate_text(value: Fraction | None) -> str:
    """A rate as the sheets and the pages write it ('28.0 %', '28,0 %' in French; '–' with nothing to divide)."""
    return "–" if value is None else decimal(f"{float(value) * 100:.1f}") + " %"


def figure_text(value: Fraction | None, digits: int = 2) -> str:
    """A mean as the sheets and the pages write it ('2.06', '2,06' in French; '–' with nothing to divide)."""
    return "–" if value is None else decimal(f"{float(value):.{digits}f}")


def standing_rows(view: GameSnapshot) -> list[StandingRow]:
    """The game's standings, first to last (final once the game is over, else so far)."""
    return [
        StandingRow(
            place_name(s.place),
            s.seat,
            view.players[s.seat],
            number(s.points),
            score_text(s.bonus),
            score_text(s.penalty_change) if s.penalty else "",
            score_text(s.score),
        )
        for s in view.standings
    ]


def hand_rows(view: GameSnapshot) -> list[HandRow]:
    """Every hand of the game, in order, as a paper score sheet keeps it."""
    names = names_in_line(view.players)  # inside the results' sentences
    return [
        HandRow(
            h.number,
            deal_text(h.before, repeat),
            h.before.honba,
            (result_text(h.result, names, view.rules), *called_yaku_lines(h.result, names)),
            tuple(number(delta, signed=True) for delta in h.deltas),  # a column for each player, three or four
            tuple(number(points) for points in h.after.scores),
        )
        for h, repeat in zip(view.hands, deal_repeats(h.before for h in view.hands), strict=True)
    ]
