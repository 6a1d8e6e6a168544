"""The JSON of exported files is laid out as ``json.dumps(value, ensure_ascii=False, indent=2)`` lays it out, to the
character, whatever the values: the file's layout did not change when the export stopped calling json.dumps."""

from __future__ import annotations

import json
import math
from enum import IntEnum, StrEnum
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tablekeeper.rules.results import ExhaustiveDraw, Ron, Win, to_dict
from tablekeeper.service.formats import ResultTexts
from tablekeeper.service.json_layout import Written, json_text

SCALARS = (
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats()  # NaN and the infinities too: json.dumps writes NaN, Infinity and -Infinity
    | st.text()  # quotes, backslashes, control characters, any letter of any script
)
VALUES = st.recursive(
    SCALARS,
    lambda inner: (
        st.lists(inner, max_size=5)
        | st.lists(inner, max_size=5).map(tuple)
        | st.dictionaries(st.text(max_size=8), inner, max_size=5)
    ),
    max_leaves=40,
)


@given(VALUES)
def test_any_value_is_laid_out_as_json_dumps_lays_it_out(value: Any) -> None:
    assert json_text(value) == json.dumps(value, ensure_ascii=False, indent=2)


@given(st.dictionaries(st.integers() | st.booleans() | st.none() | st.floats(), st.integers(), max_size=5))
def test_keys_that_are_not_text_are_written_as_json_dumps_writes_them(value: dict[Any, int]) -> None:
    assert json_text(value) == json.dumps(value, ensure_ascii=False, indent=2)


class Kind(StrEnum):
    RON = "ron"


class Seat(IntEnum):
    EAST = 0


def test_enums_are_written_as_their_values() -> None:
    value = {"kind": Kind.RON, "seat": Seat.EAST, Kind.RON: [Seat.EAST, Kind.RON]}
    assert json_text(value) == '{\n  "kind": "ron",\n  "seat": 0,\n  "ron": [\n    0,\n    "ron"\n  ]\n}'


@given(VALUES, VALUES)
def test_a_part_written_already_is_put_in_place_as_if_written_there(part: Any, around: Any) -> None:
    whole = {"before": around, "part": [part, {"again": part}]}
    written = Written(json_text(part))
    assert json_text({"before": around, "part": [written, {"again": written}]}) == json_text(whole)


def test_what_json_cannot_hold_is_refused_as_json_dumps_refuses_it() -> None:
    with pytest.raises(TypeError, match="set is not JSON serializable"):
        json_text({"seats": {1, 2}})
    with pytest.raises(TypeError, match="keys must be"):
        json_text({(1, 2): "a pair"})
    assert json_text(math.inf) == "Infinity"


def test_a_result_written_once_is_put_in_place_as_json_dumps_writes_it() -> None:
    texts = ResultTexts()
    ron = Ron(1, (Win(0, 3, 40), Win(2, 1, 30, pao=3)), frozenset({2, 0}))
    draw = ExhaustiveDraw(tenpai=frozenset({1}))
    for result in (ron, draw, ron, Ron(1, (Win(0, 3, 40), Win(2, 1, 30, pao=3)), frozenset({0, 2})), draw):
        game = {"hands": [{"number": 1, "result": texts(result)}, {"number": 2, "result": texts(result)}]}
        same = {"hands": [{"number": 1, "result": to_dict(result)}, {"number": 2, "result": to_dict(result)}]}
        assert json_text(game) == json.dumps(same, ensure_ascii=False, indent=2)
    # The second ron is another object: written again, not mistaken for the first by its identity.
    assert texts(draw) is texts(draw) and texts(ron) == texts(
        Ron(1, (Win(0, 3, 40), Win(2, 1, 30, pao=3)), frozenset({0, 2}))
    )
