"""Every label a person reads about the game, written once for the window, the command line and the exports.

A win's value ("3 han 40 fu", "Mangan", "Double yakuman"), a hand's result in words, the payments of a
hand ("Mangan: 2,000 / 4,000"), a settlement's transfers, abortive draws, reasons and the names of the
changes that can be undone. Pure: words go through :func:`tablekeeper.words.tr` and numbers through
:func:`tablekeeper.words.number`, English and "12,000" until the window installs Qt's own.

pyside6-lupdate collects the ``tr("...")`` calls of this file (context ""): a string is literal in its
``tr`` call and formatted afterwards, so that a translation can order its words its own way.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Sequence
from datetime import timedelta
from typing import TYPE_CHECKING

from tablekeeper.errors import TablekeeperError
from tablekeeper.events.clock import ClockState
from tablekeeper.journal import Action, ActionKind
from tablekeeper.rules.called_yaku import CalledYaku
from tablekeeper.rules.errors import InvalidHanFu
from tablekeeper.rules.game import GameState, paid_winners, round_words, settled_result
from tablekeeper.rules.points import HandPoints, Limit, Payments, hand_points, yakuman_points
from tablekeeper.rules.results import AbortiveDraw, AbortKind, Chombo, ExhaustiveDraw, HandResult, Ron, Tsumo, Win
from tablekeeper.rules.ruleset import FULL_TABLE, AbsentShare, ChomboPenalty, RuleSet
from tablekeeper.rules.settlement import Reason, Transfer
from tablekeeper.snapshots import Change, LaterHand
from tablekeeper.words import number, tr

# The hand calculator is imported where a hand's tiles are valued (the scoring dialog's): the first paint waits for it
# nowhere else (tests/ui/test_start_imports.py).
if TYPE_CHECKING:
    from tablekeeper.rules.hand import HandValue
    from tablekeeper.rules.hand.calculator import YakuValue


# --- a refusal ------------------------------------------------------------------------------------------------


def refusal(error: TablekeeperError, names: Sequence[str] | None = None) -> str:
    """A refusal worded for the edge that shows it, in the language spoken in this context (the window's, the
    command line's English, a phone's request's own): its template translated once and filled with its facts, the
    seats it speaks of called by ``names`` (one per seat), else by the players' names it carries, else "Seat 1" to
    "Seat 4". Every edge words a refusal here, so that the sentence is made in one place only."""
    return error.sentence(names)


# --- what a hand is worth ------------------------------------------------------------------------------------


def han(count: int) -> str:
    """'5 han'."""
    return tr("{han} han").format(han=count)


def han_fu(han_count: int, fu: int | None) -> str:
    """'3 han 40 fu'; '5 han' when the fu are not given (a limit hand)."""
    if fu is None:
        return han(han_count)
    return tr("{han} han {fu} fu").format(han=han_count, fu=fu)


def yakuman_name(count: int) -> str:
    """'Yakuman', 'Double yakuman', 'Triple yakuman', then '4x yakuman'."""
    if count == 1:
        return tr("Yakuman")
    if count == 2:
        return tr("Double yakuman")
    if count == 3:
        return tr("Triple yakuman")
    return tr("{count}x yakuman").format(count=count)


def limit_name(limit: Limit) -> str:
    """The name of a limit hand: 'Mangan', 'Haneman', 'Baiman', 'Sanbaiman', 'Counted yakuman', 'Yakuman'."""

    if limit is Limit.YAKUMAN:
        return yakuman_name(1)
    names = {
        Limit.MANGAN: tr("Mangan"),
        Limit.HANEMAN: tr("Haneman"),
        Limit.BAIMAN: tr("Baiman"),
        Limit.SANBAIMAN: tr("Sanbaiman"),
        Limit.COUNTED_YAKUMAN: tr("Counted yakuman"),
    }
    return names[limit]


def win_value(win: Win) -> str:
    """A win as it was entered: '3 han 40 fu', '5 han', 'Yakuman', 'Double yakuman'."""
    if win.yakuman:
        return yakuman_name(win.yakuman)
    assert win.han is not None  # a Win has han or yakuman
    return han_fu(win.han, win.fu)


def win_worth(win: Win, rules: RuleSet, *, tsumo: bool) -> str:
    """A win as the rules count it, limits by their names: '3 han 40 fu', 'Mangan' (5 han, or 4 han 40 fu, or
    3 han 70 fu), 'Haneman', 'Counted yakuman', 'Double yakuman'. Where the limits start is the rules' (kiriage
    mangan, counted yakuman, aotenjou): :func:`tablekeeper.rules.points.hand_points` says it."""

    try:
        if win.yakuman:
            return points_value(yakuman_points(win.yakuman, rules, fu=win.fu))
        assert win.han is not None  # a Win has han or yakuman
        return points_value(hand_points(win.han, win.fu, rules, tsumo=tsumo))
    except InvalidHanFu:
        return win_value(win)  # a value these rules refuse (said elsewhere) is still written as it was entered


def points_value(points: HandPoints) -> str:
    """A hand as the rules count it: '3 han 40 fu', 'Mangan', 'Counted yakuman', 'Double yakuman'."""

    if points.limit is Limit.YAKUMAN:
        return yakuman_name(points.yakuman)
    if points.limit is not None:
        return limit_name(points.limit)
    assert points.han is not None  # only a yakuman has no han
    return han_fu(points.han, points.fu)


def yaku_name(yaku: YakuValue) -> str:
    """A yaku as the player's language names it: the romaji with its English gloss ('Yakuhai: white dragon'), or
    in French the romaji with seed 003's French name ("Tan'yao — Tout Ordinaire")."""
    return _yaku_names().get(yaku.key, yaku.name)


def _yaku_names() -> dict[str, str]:
    # Literal for pyside6-lupdate; each English text is the calculator's name (tests/test_present.py checks).
    return {
        "riichi": tr("Riichi", "yaku"),  # the yaku; "Riichi" alone is a count of sticks (statistics)
        "double_riichi": tr("Double riichi"),
        "ippatsu": tr("Ippatsu"),
        "menzen_tsumo": tr("Menzen tsumo"),
        "haitei": tr("Haitei raoyue"),
        "houtei": tr("Houtei raoyui"),
        "rinshan": tr("Rinshan kaihou"),
        "chankan": tr("Chankan"),
        # Tenhou is also the site and its rule set, and Renhou a rule option: the yaku are said apart.
        "renhou": tr("Renhou", "yaku"),
        "pinfu": tr("Pinfu"),
        "iipeikou": tr("Iipeikou"),
        "ryanpeikou": tr("Ryanpeikou"),
        "ittsuu": tr("Ittsuu"),
        "sanshoku_doujun": tr("Sanshoku doujun"),
        "tanyao": tr("Tanyao"),
        "yakuhai_haku": tr("Yakuhai: white dragon"),
        "yakuhai_hatsu": tr("Yakuhai: green dragon"),
        "yakuhai_chun": tr("Yakuhai: red dragon"),
        "yakuhai_seat_wind": tr("Yakuhai: seat wind"),
        "yakuhai_round_wind": tr("Yakuhai: round wind"),
        "shousangen": tr("Shousangen"),
        "chanta": tr("Chanta"),
        "junchan": tr("Junchan"),
        "honroutou": tr("Honroutou"),
        "chiitoitsu": tr("Chiitoitsu"),
        "toitoi": tr("Toitoi"),
        "sanankou": tr("Sanankou"),
        "sanshoku_doukou": tr("Sanshoku doukou"),
        "sankantsu": tr("Sankantsu"),
        "honitsu": tr("Honitsu"),
        "chinitsu": tr("Chinitsu"),
        "kokushi": tr("Kokushi musou"),
        "kokushi_13": tr("Kokushi musou, 13-sided wait"),
        "suuankou": tr("Suuankou"),
        "suuankou_tanki": tr("Suuankou, single wait"),
        "daisangen": tr("Daisangen"),
        "shousuushii": tr("Shousuushii"),
        "daisuushii": tr("Daisuushii"),
        "tsuuiisou": tr("Tsuuiisou"),
        "chinroutou": tr("Chinroutou"),
        "ryuuiisou": tr("Ryuuiisou"),
        "chuuren": tr("Chuuren poutou"),
        "chuuren_9": tr("Chuuren poutou, 9-sided wait"),
        "suukantsu": tr("Suukantsu"),
        "tenhou": tr("Tenhou", "yaku"),
        "chiihou": tr("Chiihou"),
        "renhou_yakuman": tr("Renhou", "yaku"),
    }


def fu_line_text(label: str) -> str:
    """A fu line of the calculator (stored in English: 'Closed ron', 'Concealed triplet of East') in the player's
    language; a line it does not know stays as it is."""
    fixed = {
        "Base": tr("Base"),
        "Base (pinfu tsumo)": tr("Base (pinfu tsumo)"),
        "Closed ron": tr("Closed ron"),
        "Tsumo": tr("Tsumo"),
        "Edge wait": tr("Edge wait"),
        "Closed wait": tr("Closed wait"),
        "Pair wait": tr("Pair wait"),
        "Open hand without fu (open pinfu)": tr("Open hand without fu (open pinfu)"),
        "Seven pairs": tr("Seven pairs"),
    }
    if label in fixed:
        return fixed[label]
    match = next((found for found in (each.fullmatch(label) for each in _FU_PATTERNS) if found), None)
    if match is None or match["shape"] not in _FU_SHAPES:
        return label
    tile = _tile_text(match["tile"])
    shapes: dict[str, str] = {
        "Concealed triplet": tr("Concealed triplet of {tile}"),
        "Open triplet": tr("Open triplet of {tile}"),
        "Concealed kan": tr("Concealed kan of {tile}"),
        "Open kan": tr("Open kan of {tile}"),
        "Pair of dragons": tr("Pair of dragons ({tile})"),
        "Pair of the seat and round wind": tr("Pair of the seat and round wind ({tile})"),
        "Pair of the seat wind": tr("Pair of the seat wind ({tile})"),
        "Pair of the round wind": tr("Pair of the round wind ({tile})"),
    }
    return shapes[match["shape"]].format(tile=tile)


def _tile_text(label: str) -> str:
    honours = {
        "East": tr("East"),
        "South": tr("South"),
        "West": tr("West"),
        "North": tr("North"),
        "White dragon": tr("White dragon"),
        "Green dragon": tr("Green dragon"),
        "Red dragon": tr("Red dragon"),
    }
    return honours.get(label, label)


_FU_SHAPES = frozenset(
    {
        "Concealed triplet",
        "Open triplet",
        "Concealed kan",
        "Open kan",
        "Pair of dragons",
        "Pair of the seat and round wind",
        "Pair of the seat wind",
        "Pair of the round wind",
    }
)
_FU_PATTERNS = (
    re.compile(r"(?P<shape>(?:Concealed|Open) (?:triplet|kan)) of (?P<tile>.+)"),
    re.compile(r"(?P<shape>Pair of [^(]+) \((?P<tile>.+)\)"),
)


def fu_rounded(fu: int) -> str:
    """The last fu line: the total rounded up to ten."""
    return tr("Rounded up: {fu} fu").format(fu=fu)


def yaku_value(yaku: YakuValue) -> str:
    """What one yaku adds: '2 han', 'Yakuman', 'Double yakuman'."""
    return yakuman_name(yaku.yakuman) if yaku.yakuman else han(yaku.han)


def dora_rows(value: HandValue) -> list[tuple[str, str]]:
    """The dora a hand counts, one (name, han) row for each kind it has: ('Dora', '2 han')..."""
    kinds = (
        (tr("Dora"), value.dora),
        (tr("Ura dora"), value.ura_dora),
        (tr("Red fives"), value.aka_dora),
        (tr("Kita"), value.kita),  # the Norths set aside, listed apart as Mahjong Soul lists its nukidora
    )
    return [(name, han(count)) for name, count in kinds if count]


# --- what a hand pays ---------------------------------------------------------------------------------------


def payments_text(paid: Payments) -> str:
    """'5,200' (a ron), '2,000 / 4,000' (each non-dealer / the dealer), '6,000 all' (a dealer's tsumo)."""
    if paid.discarder is not None:
        return number(paid.discarder)
    if paid.dealer is None:
        return tr("{amount} all").format(amount=number(paid.non_dealer or 0))
    return tr("{non_dealer} / {dealer}").format(non_dealer=number(paid.non_dealer or 0), dealer=number(paid.dealer))


def hand_payments(points: HandPoints, paid: Payments, *, honba: int = 0) -> str:
    """'3 han 40 fu: 5,200', 'Mangan: 2,000 / 4,000', 'Haneman: 6,000 all'; 'Mangan: 8,300 with 1 honba' when
    ``paid`` includes the ``honba`` counters."""
    if honba:
        return tr("{value}: {payments} with {count} honba").format(
            value=points_value(points), payments=payments_text(paid), count=honba
        )
    return tr("{value}: {payments}").format(value=points_value(points), payments=payments_text(paid))


# --- where a hand is played --------------------------------------------------------------------------------


def wind_name(wind: int) -> str:
    """East, South, West, North."""
    names = (tr("East"), tr("South"), tr("West"), tr("North"))
    return names[wind]


def round_name(round_wind: int, hand: int) -> str:
    """'East 1', 'South 3'."""

    return round_words(round_wind, hand)


def deal_name(state: GameState) -> str:
    """Where a hand starting from ``state`` is played: 'East 1', 'South 3'."""
    return round_name(state.round % 4, state.hand_number)


def wind_initial(wind: int) -> str:
    """E, S, W, N: a round on a chart's axis (in French E, S, O, N)."""
    initials = (tr("E"), tr("S"), tr("W"), tr("N"))
    return initials[wind]


def deal_repeats(starts: Iterable[GameState]) -> list[int]:
    """For each hand (given by its start, in the order played), how many times its deal has been started so far:
    1, then 2, 3... for a deal played again with the same honba, as after a chombo (which moves neither the deal
    nor the honba). Two hands never read the same name: the second is 'E4 (2)'."""
    seen: dict[tuple[int, int, int], int] = {}
    repeats = []
    for state in starts:
        key = (state.round, state.hand_number, state.honba)
        seen[key] = seen.get(key, 0) + 1
        repeats.append(seen[key])
    return repeats


def _again(name: str, repeat: int) -> str:
    """A deal's name, and which time it is played when it is played again: 'East 4 (2)'."""
    if repeat <= 1:
        return name
    return tr("{deal} ({count})").format(deal=name, count=repeat)


def hand_label(state: GameState, repeat: int = 1) -> str:
    """A hand starting from ``state``, short enough for a chart's axis: 'E1', 'S3', with its honba 'E2-1', and
    played again after a chombo 'E4 (2)' (``repeat``: :func:`deal_repeats`)."""
    name = tr("{wind}{hand}").format(wind=wind_initial(state.round % 4), hand=state.hand_number)
    if state.honba:
        name = tr("{deal}-{honba}").format(deal=name, honba=state.honba)
    return _again(name, repeat)


def hand_deal_text(state: GameState, repeat: int = 1) -> str:
    """A hand in the list of hands: 'East 4-0', with its honba 'East 2-1', played again 'East 4-0 (2)'."""
    name = tr("{round}-{honba}").format(round=deal_name(state), honba=state.honba)
    return _again(name, repeat)


def deal_text(state: GameState, repeat: int = 1) -> str:
    """A hand where its honba is said apart (the sheet's column): 'East 4', played again 'East 4 (2)'."""
    return _again(deal_name(state), repeat)


def game_start_label() -> str:
    """The first point of a chart's axis, before any hand."""
    return tr("Start")


def game_end_label() -> str:
    """The last point of a chart's axis when the game's end moved points that no hand shows."""
    return tr("End")


# --- who stands where, and under which rules ----------------------------------------------------------------


def place_name(place: int) -> str:
    """'1st', '2nd', '3rd', '4th': a player's place (as :mod:`tablekeeper.rules.standings` gives it)."""
    names = (tr("1st"), tr("2nd"), tr("3rd"), tr("4th"))
    return names[place - 1]


def points_after_text(player: str, change: int, points: int) -> str:
    """'Bob +5,200 → 30,200': what a hand changed of a player's points, and the points they have after it (the
    seat shows those: a riichi stick already off them, the change counts it again)."""
    return tr("{player} {change} → {points}").format(
        player=player, change=number(change, signed=True), points=number(points)
    )


def preset_name(identifier: str) -> str:
    """The name players know a preset by ('EMA 2016' for ``ema2016``); a rule set of another name as it is."""
    names = {
        "club": tr("Club (25,000, no uma)"),
        "ema2016": tr("EMA 2016"),
        "wrc2022": tr("WRC 2022"),
        "tenhou": tr("Tenhou"),
        "mleague": tr("M.League"),
        "mahjongsoul": tr("Mahjong Soul"),
        "tenhou-sanma": tr("Tenhou, three players"),
        "mahjongsoul-sanma": tr("Mahjong Soul, three players"),
    }
    return names.get(identifier, identifier)


# --- what happened at the table -----------------------------------------------------------------------------


def abort_name(kind: AbortKind) -> str:
    """The name of a kind of abortive draw: 'Nine terminals (kyuushu kyuuhai)'."""

    names = {
        AbortKind.NINE_TERMINALS: tr("Nine terminals (kyuushu kyuuhai)"),
        AbortKind.FOUR_WINDS: tr("Four winds (suufon renda)"),
        AbortKind.FOUR_RIICHI: tr("Four riichi (suucha riichi)"),
        AbortKind.FOUR_KANS: tr("Four kans (suukaikan)"),
        AbortKind.TRIPLE_RON: tr("Triple ron (sanchahou)"),
    }
    return names[kind]


def pending_riichi_text(seats: Iterable[int], names: Sequence[str]) -> str:
    """'Riichi declared in the hand being played: Ben, Dai (their sticks are on the table)'."""
    return tr("Riichi declared in the hand being played: {players} (their sticks are on the table)").format(
        players=_players(seats, names)
    )


def sticks_on_table_text(deposits: int) -> str:
    """'On the table: 2,000 in riichi sticks, in nobody's points until a hand takes them': said beside standings
    read from the table (the seats' points), whose sum is short of the sticks."""
    return tr("On the table: {points} in riichi sticks, in nobody's points until a hand takes them").format(
        points=number(deposits)
    )


def chombo_at_end_text(rules: RuleSet) -> str | None:
    """'-20,000 at the end of the game, after uma': what a chombo costs where the rules take it off the final
    score (None where it is paid at once, in the hand's own payments)."""

    if rules.chombo is not ChomboPenalty.END_OF_GAME:
        return None
    return tr("{points} at the end of the game, after uma").format(points=number(-rules.chombo_points, signed=True))


def pending_chombo_text(count: int, rules: RuleSet) -> str:
    """'chombo -20,000 at the end': a seat's chombos waiting for the end of the game ('' for none, or where the
    rules pay a chombo at once)."""

    if not count or rules.chombo is not ChomboPenalty.END_OF_GAME:
        return ""
    points = number(-rules.chombo_points * count, signed=True)
    if count == 1:
        return tr("chombo {points} at the end").format(points=points)
    return tr("{count} chombos: {points} at the end").format(count=count, points=points)


def _players(seats: Iterable[int], names: Sequence[str]) -> str:
    return ", ".join(names[s] for s in sorted(seats))


def _winner(win: Win, names: Sequence[str], rules: RuleSet, *, tsumo: bool) -> str:
    value = win_worth(win, rules, tsumo=tsumo)
    if win.pao is None:
        return tr("{player} ({value})").format(player=names[win.winner], value=value)
    return tr("{player} ({value}, {liable} liable)").format(
        player=names[win.winner], value=value, liable=names[win.pao]
    )


def result_text(result: HandResult, names: Sequence[str], rules: RuleSet) -> str:
    """A hand in words, the same in the window, on the terminal and in the exports:
    'Aki (3 han 40 fu) ron on Ben; riichi Chie', 'Chie (Mangan) tsumo', 'Draw, tenpai Dai',
    'Draw: nagashi mangan Ben'. Limit hands are named as ``rules`` count them."""

    match result:
        case Ron():
            winners = ", ".join(_winner(w, names, rules, tsumo=False) for w in result.wins)
            text = tr("{winners} ron on {discarder}").format(winners=winners, discarder=names[result.discarder])
            if _triple_ron_draw(result, rules):
                text = tr("{result}: a triple ron, an abortive draw under these rules").format(result=text)
        case Tsumo():
            text = tr("{winner} tsumo").format(winner=_winner(result.win, names, rules, tsumo=True))
        case ExhaustiveDraw() if result.nagashi:
            # Nagashi mangan is paid instead of the tenpai payments: "all noten" would say the wrong thing.
            text = tr("Draw: nagashi mangan {players}").format(players=_players(result.nagashi, names))
            if result.tenpai:
                text = tr("{result}; tenpai {players}").format(result=text, players=_players(result.tenpai, names))
        case ExhaustiveDraw():
            if result.tenpai:
                text = tr("Draw, tenpai {players}").format(players=_players(result.tenpai, names))
            else:
                text = tr("Draw, all noten")
        case AbortiveDraw():
            text = tr("Abortive draw: {kind}").format(kind=abort_name(result.kind))
        case Chombo():
            text = tr("Chombo by {player}").format(player=names[result.offender])
    if result.riichi:
        text = tr("{result}; riichi {players}").format(result=text, players=_players(result.riichi, names))
    return text


def called_yaku_text(called: CalledYaku) -> str:
    """The yaku a winner called, in one line: 'Menzen tsumo, Pinfu, dora 1, red fives 1'."""
    from tablekeeper.rules.hand.calculator import YakuValue  # loaded only for a hand valued by yaku
    from tablekeeper.rules.hand.yaku import BY_KEY

    parts = [yaku_name(YakuValue(key, BY_KEY[key].name, 0)) if key in BY_KEY else key for key in called.yaku]
    counts = (
        (called.dora, tr("dora {count}")),
        (called.aka, tr("red fives {count}")),
        (called.ura, tr("ura dora {count}")),
    )
    parts += [said.format(count=count) for count, said in counts if count]
    return ", ".join(parts)


def called_yaku_lines(result: HandResult, names: Sequence[str]) -> list[str]:
    """A line for each win valued by the yaku its winner called: 'Bob called: Menzen tsumo, Pinfu, dora 1'."""

    wins = result.wins if isinstance(result, Ron) else (result.win,) if isinstance(result, Tsumo) else ()
    return [
        tr("{player} called: {yaku}").format(player=names[win.winner], yaku=called_yaku_text(win.yaku))
        for win in wins
        if win.yaku is not None
    ]


# --- where the points went ----------------------------------------------------------------------------------


def settlement_heads(result: HandResult, names: Sequence[str], rules: RuleSet) -> list[str]:
    """What a hand's payments rest on, a line each, said above them: each winner's hand as the rules count it
    and who is liable for it ('Alice: Mangan', 'Carol: Yakuman; Bob is liable (pao)'), a nagashi mangan, why
    a triple ron pays nothing, or what a chombo will cost at the end of the game."""

    if isinstance(result, Ron) and _triple_ron_draw(result, rules):
        return [tr("Under these rules a triple ron is an abortive draw: no one pays.")]
    match result:
        case Ron():
            return _ron_heads(result, names, rules)
        case Tsumo():
            return [_win_head(result.win, names, rules, tsumo=True), *_absent_share_heads(rules)]
        case ExhaustiveDraw() if result.nagashi:
            return [
                tr("Nagashi mangan: {players}, paid as a mangan tsumo instead of the noten payments").format(
                    players=_players(result.nagashi, names)
                ),
                *_absent_share_heads(rules),
            ]
        case Chombo():
            # Under a penalty taken at the end, nothing moves now: the line says what the chombo will cost.
            at_end = chombo_at_end_text(rules)
            if at_end is not None:
                return [
                    tr("{player}: chombo, {penalty}; no points move now").format(
                        player=names[result.offender], penalty=at_end
                    )
                ]
    return []


def _absent_share_heads(rules: RuleSet) -> list[str]:
    """At a table of fewer than four, what becomes of the absent player's share of a tsumo (players who know the
    four-player figures read why the winner gets less, or what the payers add); nothing at a full table."""
    if rules.players >= FULL_TABLE:
        return []
    if rules.absent_share is AbsentShare.SPLIT:
        return [tr("The absent player's share is split between the payers.")]
    return [tr("Tsumo loss: the absent player's share is paid by nobody.")]


def _ron_heads(result: Ron, names: Sequence[str], rules: RuleSet) -> list[str]:
    """Each winner's hand; under the head bump, the winners it leaves unpaid said so, with who takes the hand."""

    paid = paid_winners(result, rules)
    heads = []
    for win in result.wins:
        head = _win_head(win, names, rules, tsumo=False)
        if win.winner not in paid:
            head = tr("{hand} — not paid: {nearest} is nearer the discarder (head bump)").format(
                hand=head, nearest=names[paid[0]]
            )
        heads.append(head)
    return heads


def _triple_ron_draw(result: Ron, rules: RuleSet) -> bool:
    """Whether the rules settle this ron as an abortive draw (a triple ron where only a double ron is paid)."""

    return isinstance(settled_result(result, rules), AbortiveDraw)


def _win_head(win: Win, names: Sequence[str], rules: RuleSet, *, tsumo: bool) -> str:
    value = win_worth(win, rules, tsumo=tsumo)
    if win.pao is None:
        return tr("{player}: {value}").format(player=names[win.winner], value=value)
    return tr("{player}: {value}; {liable} is liable (pao)").format(
        player=names[win.winner], value=value, liable=names[win.pao]
    )


def reason_name(reason: Reason) -> str:
    """Why points moved, in a word or two: 'hand', 'honba', 'noten payment'..."""

    names = {
        Reason.RIICHI: tr("riichi stick"),
        Reason.HAND: tr("hand"),
        Reason.HONBA: tr("honba"),
        Reason.DEPOSIT: tr("deposits"),
        Reason.TENPAI: tr("noten payment"),
        Reason.NAGASHI: tr("nagashi mangan"),
        Reason.CHOMBO: tr("chombo"),
        Reason.PAO: tr("pao"),
    }
    return names[reason]


def transfer_text(transfer: Transfer, names: Sequence[str]) -> str:
    """'Bob pays Alice 5,200 (hand)'; the table stands for the riichi sticks."""
    payer = tr("the table") if transfer.payer is None else names[transfer.payer]
    payee = tr("the table") if transfer.payee is None else names[transfer.payee]
    return tr("{payer} pays {payee} {amount} ({reason})").format(
        payer=payer, payee=payee, amount=number(transfer.amount), reason=reason_name(transfer.reason)
    )


# --- the changes that can be undone -------------------------------------------------------------------------
# Three whole sentences for each change, not "Undo" + a name: another language may put the words in
# another order, or inflect them.


def _sentences(action: Action) -> tuple[str, str, str, str, str]:
    """The change's name, how its undo and its redo read (a menu), and how it reads once undone or redone
    (the status bar)."""
    match action.kind:
        case ActionKind.RECORD:
            return (
                tr("Record hand {number}"),
                tr("Undo record hand {number}"),
                tr("Redo record hand {number}"),
                tr("Undone: record hand {number}"),
                tr("Redone: record hand {number}"),
            )
        case ActionKind.EDIT:
            return (
                tr("Edit hand {number}"),
                tr("Undo edit hand {number}"),
                tr("Redo edit hand {number}"),
                tr("Undone: edit hand {number}"),
                tr("Redone: edit hand {number}"),
            )
        case ActionKind.DELETE:
            return (
                tr("Delete hand {number}"),
                tr("Undo delete hand {number}"),
                tr("Redo delete hand {number}"),
                tr("Undone: delete hand {number}"),
                tr("Redone: delete hand {number}"),
            )
        case ActionKind.END:
            return (
                tr("End the game"),
                tr("Undo end the game"),
                tr("Redo end the game"),
                tr("Undone: end the game"),
                tr("Redone: end the game"),
            )
        case ActionKind.RIICHI if action.declared:
            return (
                tr("Riichi by {player}"),
                tr("Undo riichi by {player}"),
                tr("Redo riichi by {player}"),
                tr("Undone: riichi by {player}"),
                tr("Redone: riichi by {player}"),
            )
        case ActionKind.RIICHI:
            return (
                tr("Riichi taken back ({player})"),
                tr("Undo riichi taken back ({player})"),
                tr("Redo riichi taken back ({player})"),
                tr("Undone: riichi taken back ({player})"),
                tr("Redone: riichi taken back ({player})"),
            )
    raise ValueError(f"no name for the change {action.kind!r}")


def _said(sentence: str, action: Action, names: Sequence[str]) -> str:
    player = names[action.seat] if action.seat is not None else ""
    return sentence.format(number=action.number, player=player)


def action_text(action: Action, names: Sequence[str]) -> str:
    """'Record hand 7', 'Edit hand 3', 'Delete hand 5', 'End the game', 'Riichi by Alice',
    'Riichi taken back (Alice)'."""
    return _said(_sentences(action)[0], action, names)


def undo_text(action: Action, names: Sequence[str]) -> str:
    """'Undo record hand 7', 'Undo riichi by Alice'..."""
    return _said(_sentences(action)[1], action, names)


def redo_text(action: Action, names: Sequence[str]) -> str:
    """'Redo record hand 7', 'Redo riichi by Alice'..."""
    return _said(_sentences(action)[2], action, names)


def undone_text(action: Action, names: Sequence[str]) -> str:
    """'Undone: record hand 7', 'Undone: riichi by Alice'..."""
    return _said(_sentences(action)[3], action, names)


def redone_text(action: Action, names: Sequence[str]) -> str:
    """'Redone: record hand 7', 'Redone: riichi by Alice'..."""
    return _said(_sentences(action)[4], action, names)


def numbers_text(numbers: Sequence[int]) -> str:
    """'6', '6 and 7', '6, 7 and 9'."""
    if len(numbers) == 1:
        return str(numbers[0])
    head = ", ".join(str(n) for n in numbers[:-1])
    return tr("{numbers} and {last}").format(numbers=head, last=numbers[-1])


def done_text(action: Action, names: Sequence[str], *, later: Sequence[int] = (), undo_key: str = "Ctrl+Z") -> str:
    """A change just made, as the status bar says it: 'Recorded hand 7', 'Hand 3 changed; hand 4 changes.',
    'Hand 5 deleted (later hands move up one); hands 5, 6 and 8 change. Ctrl+Z brings it back.', 'The game
    was ended. Ctrl+Z takes it back.', 'Riichi by Alice'.

    ``later`` are the later hands the change altered, numbered as they are now (as ``Change.later`` has them);
    ``undo_key`` is the undo shortcut as the system writes it."""
    match action.kind:
        case ActionKind.RECORD:
            return tr("Recorded hand {number}").format(number=action.number)
        case ActionKind.EDIT:
            if not later:
                sentence = tr("Hand {number} changed.")
            elif len(later) == 1:
                sentence = tr("Hand {number} changed; hand {later} changes.")
            else:
                sentence = tr("Hand {number} changed; hands {later} change.")
        case ActionKind.DELETE:
            # Said in the numbers the list shows now, where the hands after N have moved up one: the player reads
            # "hand 11" in the list where the old hand 12 is.
            if not later:
                sentence = tr("Hand {number} deleted. {key} brings it back.")
            elif len(later) == 1:
                sentence = tr(
                    "Hand {number} deleted (later hands move up one); hand {later} changes. {key} brings it back."
                )
            else:
                sentence = tr(
                    "Hand {number} deleted (later hands move up one); hands {later} change. {key} brings it back."
                )
        case ActionKind.END:
            return tr("The game was ended. {key} takes it back.").format(key=undo_key)
        case ActionKind.RIICHI:
            return action_text(action, names)
    later_text = numbers_text(later) if later else ""
    return sentence.format(number=action.number, later=later_text, key=undo_key)


def change_text(change: Change, names: Sequence[str], *, undo_key: str = "Ctrl+Z") -> str:
    """What one change of the session service did, in a line: 'Recorded hand 7', 'Undone: record hand 7',
    'Redone: riichi by Alice', 'Hand 5 deleted (later hands move up one); hands 5, 6 and 8 change. Ctrl+Z
    brings it back.'"""
    if change.undone:
        return undone_text(change.action, names)
    if change.redone:
        return redone_text(change.action, names)
    return done_text(change.action, names, later=change.later, undo_key=undo_key)


# --- what changing a past hand would do ---------------------------------------------------------------------


def _becomes(was: str, now: str) -> str:
    return tr("{was} → {now}").format(was=was, now=now)


def _honba(count: int) -> str:
    return tr("{count} honba").format(count=count)


def later_hand_text(hand: LaterHand, names: Sequence[str]) -> str:
    """One later hand that a change alters, as it would be and what moves in it: 'Hand 3, East 1 → East 2:
    1 honba → 0 honba, deposits 1,000 → 0, Bob +5,500 → +7,700, Carol -5,500 → -7,700'."""

    was, now = hand.was.before, hand.now.before
    where = deal_name(now)
    if deal_name(was) != where:
        where = _becomes(deal_name(was), where)
    head = tr("Hand {number}, {deal}").format(number=hand.number, deal=where)
    changes = []
    if was.honba != now.honba:
        changes.append(_becomes(_honba(was.honba), _honba(now.honba)))
    if was.deposits != now.deposits:
        changes.append(tr("deposits {change}").format(change=_becomes(number(was.deposits), number(now.deposits))))
    for seat, (before, after) in enumerate(zip(hand.was.deltas, hand.now.deltas, strict=True)):
        if before != after:
            change = _becomes(number(before, signed=True), number(after, signed=True))
            changes.append(tr("{player} {change}").format(player=names[seat], change=change))
    if not changes:
        return head
    return tr("{hand}: {changes}").format(hand=head, changes=", ".join(changes))


def later_hands_text(later: Sequence[LaterHand], names: Sequence[str], *, shown: int = 6) -> str:
    """The later hands a change alters, one a line under a heading, the first ``shown`` of them and how many
    more; 'No later hand changes.' when none does."""
    if not later:
        return tr("No later hand changes.")
    lines = [tr("Later hands that change:")]
    lines += [later_hand_text(hand, names) for hand in later[:shown]]
    more = len(later) - shown
    if more == 1:
        lines.append(tr("… and 1 more hand"))
    elif more > 1:
        lines.append(tr("… and {count} more hands").format(count=more))
    return "\n".join(lines)


def scores_text(scores: Sequence[int], current: Sequence[int], names: Sequence[str]) -> str:
    """'Scores after the last hand: Alice 24,000 (-4,000), Bob 34,700 (+5,200), Carol 25,000, ...': each
    player's points, with the change from ``current`` where there is one."""
    parts = []
    for name, points, was in zip(names, scores, current, strict=True):
        if points == was:
            parts.append(tr("{player} {points}").format(player=name, points=number(points)))
        else:
            parts.append(
                tr("{player} {points} ({change})").format(
                    player=name, points=number(points), change=number(points - was, signed=True)
                )
            )
    return tr("Scores after the last hand: {scores}").format(scores=", ".join(parts))


def game_end_text(finished_now: bool, finished_after: bool) -> str:
    """Whether the change would end the game, or let it go on; empty when it would not change that."""
    if finished_after and not finished_now:
        return tr("The game would be over.")
    if finished_now and not finished_after:
        return tr("The game would go on.")
    return ""


# --- a round's clock -----------------------------------------------------------------------------------------


def time_left_text(left: timedelta) -> str:
    """The time left as a clock shows it: '1:05:09', '42:07', '0:09' (seconds rounded up: '0:00' only once time
    is called)."""
    seconds = math.ceil(left.total_seconds())
    hours, rest = divmod(max(0, seconds), 3600)
    minutes, seconds = divmod(rest, 60)
    return f"{hours}:{minutes:02}:{seconds:02}" if hours else f"{minutes}:{seconds:02}"


def clock_status(state: ClockState, left: timedelta) -> str:
    """The round's clock in words: 'Time left 42:07', 'Paused: 42:07 left', 'Time!', 'Not started (1:30:00)'."""

    shown = time_left_text(left)
    if state is ClockState.CALLED:
        return tr("Time!")
    if state is ClockState.PAUSED:
        return tr("Paused: {left} left").format(left=shown)
    if state is ClockState.NOT_STARTED:
        return tr("Clock not started ({left})").format(left=shown)
    return tr("Time left {left}").format(left=shown)


def hands_left_text(hands_left: int) -> str:
    """Once time is called, what a table still plays (the hand in play counted): 'Time: last hand', 'Time: this hand
    and one more', 'Time: the game is over'."""
    if hands_left <= 0:
        return tr("Time: the game is over")
    if hands_left == 1:
        return tr("Time: last hand")
    return tr("Time: this hand and one more")
