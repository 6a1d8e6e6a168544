"""The examples written in the package's docstrings are run as doctests (STYLE.md: mahjong's habit), so that an
example that no longer holds fails here instead of misleading a reader."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import tablekeeper

MODULES = sorted(
    info.name
    for info in pkgutil.walk_packages(tablekeeper.__path__, "tablekeeper.")
    if not info.name.endswith("__main__")  # running it would run the command line
)


@pytest.mark.parametrize("name", MODULES)
def test_the_examples_of_each_module_hold(name: str) -> None:
    module = importlib.import_module(name)
    failed, _ = doctest.testmod(module, optionflags=doctest.ELLIPSIS, verbose=False)
    assert failed == 0, f"{name}: {failed} example(s) failed (run `python -m doctest -v` on it to see them)"


def test_the_examples_are_found() -> None:
    # The examples this test exists for: if they moved out of reach (a module skipped), this says so.
    finder = doctest.DocTestFinder()
    found = {
        test.name
        for name in (
            "tablekeeper.rules.points",
            "tablekeeper.rules.standings",
            "tablekeeper.rules.hand.tiles",
            "tablekeeper.chart",
        )
        for test in finder.find(importlib.import_module(name))
        if test.examples
    }
    assert {
        "tablekeeper.rules.points.round_up_100",
        "tablekeeper.rules.standings.format_score",
        "tablekeeper.rules.hand.tiles.parse_tiles",
        "tablekeeper.chart.axis_ticks",
    } <= found
