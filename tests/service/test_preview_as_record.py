"""A preview is what recording would do: a hand Record refuses is refused by the preview with the same sentence,
and a hand Record takes is previewed with the payments Record then stores (issue 31).

Figures worked out by hand from the points table (club rules: 25,000 each, 1,000 a riichi stick). Aki, Ben, Chie
and Dai sit at seats 0 to 3; Aki deals first.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tablekeeper.errors import TablekeeperError
from tablekeeper.rules.called_yaku import CalledYaku
from tablekeeper.rules.results import HandResult, Ron, Tsumo, Win
from tablekeeper.service import Session
from tests.rules.test_winning_tiles import TANYAO

PLAYERS = ["Aki", "Ben", "Chie", "Dai"]
AKI, BEN, CHIE, DAI = range(4)
PINFU = CalledYaku(("riichi", "pinfu"), dora=1)  # riichi 1 + pinfu 1 + dora 1: 3 han, 30 fu by ron

REFUSED = [
    # Riichi among the yaku called by a winner who did not declare it.
    pytest.param(Ron(CHIE, (Win(BEN, 3, 30, yaku=PINFU),)), "riichi is among the yaku called", id="riichi called"),
    # TANYAO is valued with riichi (riichi, tanyao, two dora: 4 han): Ben did not declare it.
    pytest.param(
        Ron(CHIE, (Win(BEN, 4, 40, tiles=TANYAO),)), "valued from its tiles with riichi", id="riichi of the tiles"
    ),
    # The yaku called are worth 3 han, the hand is recorded at 4.
    pytest.param(
        Ron(CHIE, (Win(BEN, 4, 30, yaku=PINFU),), frozenset({BEN})),
        "worth 3 han, but the hand is recorded at 4 han",
        id="another han",
    ),
    # Pinfu fixes the fu at 30.
    pytest.param(
        Ron(CHIE, (Win(BEN, 3, 40, yaku=PINFU),), frozenset({BEN})),
        "fix the fu at 30, but the hand is recorded with 40 fu",
        id="another fu",
    ),
    # Seven pairs and all triplets cannot be one hand.
    pytest.param(
        Ron(CHIE, (Win(BEN, 2, 30, yaku=CalledYaku(("chiitoitsu", "toitoi"))),)),
        "Chiitoitsu is seven pairs",
        id="yaku that cannot go together",
    ),
    # A yakuman recorded for 3 han of yaku.
    pytest.param(
        Ron(CHIE, (Win(BEN, None, None, 1, yaku=PINFU),), frozenset({BEN})),
        "worth 3 han, but the hand is recorded at 1 yakuman",
        id="a yakuman",
    ),
]


@pytest.fixture
def service(database_url: str) -> Iterator[Session]:
    with Session.open(database_url) as opened:
        yield opened


def refusal(call) -> TablekeeperError:
    with pytest.raises(TablekeeperError) as caught:
        call()
    return caught.value


@pytest.mark.parametrize(("result", "words"), REFUSED)
def test_a_hand_record_refuses_is_refused_by_the_preview_with_record_s_sentence(
    service: Session, result: HandResult, words: str
) -> None:
    game = service.table.create_game(PLAYERS)
    previewed = refusal(lambda: service.table.preview(game.id, result))
    recorded = refusal(lambda: service.table.record(game.id, result))
    assert type(previewed) is type(recorded)
    assert previewed.message == recorded.message
    assert words in recorded.message
    shown = service.table.game(game.id)
    assert shown.hands == ()
    assert shown.revision == game.revision


@pytest.mark.parametrize(
    ("result", "deltas"),
    [
        # Ben rons Chie, 3 han 30 fu, not the dealer: 30 x 2^5 = 960, x 4 = 3,840 -> 3,900.
        (Ron(CHIE, (Win(BEN, 3, 30),)), (0, 3_900, -3_900, 0)),
        # The same hand called by its yaku, Ben in riichi: his stick comes back to him, 3,900 net.
        (Ron(CHIE, (Win(BEN, 3, 30, yaku=PINFU),), frozenset({BEN})), (0, 3_900, -3_900, 0)),
        # Aki, the dealer, tsumo 2 han 30 fu: 30 x 2^4 = 480, x 2 = 960 -> 1,000 from each.
        (Tsumo(Win(AKI, 2, 30)), (3_000, -1_000, -1_000, -1_000)),
        # Dai rons Aki (the dealer), 1 han 30 fu: 30 x 2^3 = 240, x 4 = 960 -> 1,000.
        (Ron(AKI, (Win(DAI, 1, 30),)), (-1_000, 0, 0, 1_000)),
    ],
)
def test_the_preview_s_payments_are_those_record_stores(
    service: Session, result: HandResult, deltas: tuple[int, ...]
) -> None:
    game = service.table.create_game(PLAYERS)
    preview = service.table.preview(game.id, result)
    assert service.table.game(game.id).hands == ()  # a preview stores nothing
    assert preview.deltas == deltas
    service.table.record(game.id, result)
    stored = service.table.game(game.id)
    assert [hand.deltas for hand in stored.hands] == [deltas]
    assert preview.settlement == stored.hands[0].settlement
    assert preview.after == stored.hands[0].after


def test_the_preview_counts_a_stick_on_the_table_as_record_does(service: Session) -> None:
    game = service.table.create_game(PLAYERS)
    service.table.declare_riichi(game.id, DAI)
    # Ben rons Chie, 3 han 30 fu: 3,900, and Dai's stick on the table: 1,000 more to Ben, off Dai's points.
    result = Ron(CHIE, (Win(BEN, 3, 30),))
    preview = service.table.preview(game.id, result)
    assert preview.deltas == (0, 4_900, -3_900, -1_000)
    service.table.record(game.id, result)
    assert service.table.game(game.id).hands[0].deltas == preview.deltas
