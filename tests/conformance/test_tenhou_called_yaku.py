"""Every win of the real Tenhou games, valued from the yaku its log lists, as a player calls them at the table.

For each win, the yaku of Tenhou's ``yaku`` / ``yakuman`` (FORMAT.md §7) are ticked, with the dora, red fives
and ura dora it counts, in an open or a closed hand as the log's calls say; the fu are asked (the log's) unless
the yaku fix them. The han, the fu the yaku fix, the limit and what the hand pays must be Tenhou's.
"""

from __future__ import annotations

import dataclasses

import pytest
from tenhou_data import mjlog_files

from conformance.test_tenhou_hand_values import AKA, DORA, LIMIT_CODES, TENHOU_YAKU, URA, _ints, wins
from tablekeeper.rules.called_yaku import CalledYaku
from tablekeeper.rules.hand.called import called_value, fixed_fu, rule_set_yaku
from tablekeeper.rules.ruleset import preset

pytestmark = pytest.mark.conformance

WINS_IN_CORPUS = 794


def test_every_tenhou_win_called_by_its_yaku_pays_as_recorded() -> None:
    tenhou = preset("tenhou")
    rules_by_red = {True: tenhou, False: dataclasses.replace(tenhou, red_fives=False)}
    offered = {y.key for y in rule_set_yaku(tenhou)}
    seen = compared = fixed = 0
    failures = []
    for path in mjlog_files():
        for label, hand, red_fives, a in wins(path):
            seen += 1
            pairs = list(zip(_ints(a.get("yaku"))[0::2], _ints(a.get("yaku"))[1::2], strict=True))
            yakuman = _ints(a.get("yakuman"))
            keys = [TENHOU_YAKU[i] for i, _ in pairs if i not in (DORA, URA, AKA)] + [TENHOU_YAKU[i] for i in yakuman]
            if not set(keys) <= offered:
                continue
            compared += 1
            counts = dict(pairs)
            called = CalledYaku(
                tuple(keys),
                closed=all(not meld.kind.is_open for meld in hand.melds),
                dora=counts.get(DORA, 0),
                aka=counts.get(AKA, 0),
                ura=counts.get(URA, 0),
            )
            log_fu, points, limit = _ints(a["ten"])
            dealer = hand.dealer
            asked = fixed_fu(called, tsumo=hand.tsumo)
            try:
                value = called_value(
                    called, rules_by_red[red_fives], tsumo=hand.tsumo, dealer=dealer, fu=asked or log_fu
                )
            except Exception as error:  # every failure is reported with its hand
                failures.append(f"{label}: {keys}: {error}")
                continue
            problems = []
            paid = value.payments.total if hand.tsumo else value.payments.discarder
            if paid != points:
                problems.append(f"pays {paid} != {points}")
            if LIMIT_CODES[value.points.limit] != limit:
                problems.append(f"limit {value.points.limit} != code {limit}")
            if yakuman:
                if value.han.yakuman != len(yakuman):
                    problems.append(f"{value.han.yakuman} yakuman != {len(yakuman)}")
            elif value.han.han != sum(h for _, h in pairs):
                problems.append(f"{value.han.han} han != {sum(h for _, h in pairs)}")
            if asked is not None and not yakuman:
                fixed += 1
                if asked != log_fu:
                    problems.append(f"fixed fu {asked} != {log_fu}")
            if problems:
                failures.append(f"{label}: {keys}: {'; '.join(problems)}")
    assert seen == WINS_IN_CORPUS
    # Tenhou has no renhou: every yaku of its logs is in the checklist of its rules.
    assert compared == WINS_IN_CORPUS
    assert fixed > 100  # pinfu and seven pairs are common: their fixed fu are compared, not only asked
    assert not failures, f"{len(failures)} of {compared} wins differ:\n" + "\n".join(failures[:15])
