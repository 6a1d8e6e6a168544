"""Sentences the window shows about hands: a result in a few words, the payments of a settlement."""

from __future__ import annotations

from collections.abc import Sequence

from tablekeeper.rules.results import AbortiveDraw, AbortKind, Chombo, ExhaustiveDraw, HandResult, Ron, Tsumo, Win
from tablekeeper.rules.settlement import Reason, Transfer
from tablekeeper.ui.i18n import number, tr


def abort_name(kind: AbortKind) -> str:
    """The name of a kind of abortive draw."""
    names = {
        AbortKind.NINE_TERMINALS: tr("Nine terminals (kyuushu kyuuhai)"),
        AbortKind.FOUR_WINDS: tr("Four winds (suufon renda)"),
        AbortKind.FOUR_RIICHI: tr("Four riichi (suucha riichi)"),
        AbortKind.FOUR_KANS: tr("Four kans (suukaikan)"),
        AbortKind.TRIPLE_RON: tr("Triple ron (sanchahou)"),
    }
    return names[kind]


def reason_name(reason: Reason) -> str:
    """Why points moved, in a word or two."""
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


def win_value(win: Win) -> str:
    """'3 han 40 fu', '5 han', 'Yakuman', 'Yakuman x2'."""
    if win.yakuman == 1:
        return tr("Yakuman")
    if win.yakuman > 1:
        return tr("Yakuman x{count}").format(count=win.yakuman)
    if win.fu is None:
        return tr("{han} han").format(han=win.han)
    return tr("{han} han {fu} fu").format(han=win.han, fu=win.fu)


def result_text(result: HandResult, names: Sequence[str]) -> str:
    """A hand in a few words: 'Ron: Alice (3 han 40 fu) from Bob', 'Draw: tenpai Alice, Carol'."""
    match result:
        case Ron():
            winners = ", ".join(f"{names[w.winner]} ({win_value(w)})" for w in result.wins)
            return tr("Ron: {winners} from {discarder}").format(winners=winners, discarder=names[result.discarder])
        case Tsumo():
            return tr("Tsumo: {winner} ({value})").format(winner=names[result.win.winner], value=win_value(result.win))
        case ExhaustiveDraw():
            if not result.tenpai:
                return tr("Draw: all noten")
            tenpai = ", ".join(names[s] for s in sorted(result.tenpai))
            return tr("Draw: tenpai {players}").format(players=tenpai)
        case AbortiveDraw():
            return tr("Abortive draw: {kind}").format(kind=abort_name(result.kind))
        case Chombo():
            return tr("Chombo: {player}").format(player=names[result.offender])


def transfer_text(transfer: Transfer, names: Sequence[str]) -> str:
    """'Bob pays Alice 5,200 (hand)'; the table stands for the riichi sticks."""
    payer = tr("the table") if transfer.payer is None else names[transfer.payer]
    payee = tr("the table") if transfer.payee is None else names[transfer.payee]
    return tr("{payer} pays {payee} {amount} ({reason})").format(
        payer=payer, payee=payee, amount=number(transfer.amount), reason=reason_name(transfer.reason)
    )


def signed(points: int) -> str:
    """'+5,200', '-1,000', '0'."""
    return number(points, signed=True)
