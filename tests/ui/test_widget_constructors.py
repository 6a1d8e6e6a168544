"""A widget's constructor reads in one look: it makes its parts, connects them to what they do and loads its state.

The widgets, layouts, menus and actions themselves are made by a class of parts beside the widget, as Qt Designer's
``Ui_`` classes make them (``MainWindowParts``, ``HandEntryParts``...).
"""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

from PySide6.QtWidgets import QWidget

UI = Path(__file__).resolve().parents[2] / "tablekeeper" / "ui"
LONGEST = 60
"""Lines of a constructor, its signature and docstring included, that still read in one look: the other widgets'
take 53 at most; the window's took 138 while it made its own menus and buttons."""


def widget_constructors() -> dict[str, int]:
    """The length in lines of the ``__init__`` of every QWidget subclass of tablekeeper.ui, by class."""
    lengths: dict[str, int] = {}
    for path in sorted(UI.rglob("*.py")):
        name = ".".join(path.relative_to(UI.parents[1]).with_suffix("").parts).removesuffix(".__init__")
        module = importlib.import_module(name)
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if not isinstance(node, ast.ClassDef) or not issubclass(getattr(module, node.name), QWidget):
                continue
            for function in node.body:
                if isinstance(function, ast.FunctionDef) and function.name == "__init__":
                    assert function.end_lineno is not None
                    lengths[f"{name}.{node.name}"] = function.end_lineno - function.lineno + 1
    return lengths


def test_every_widget_constructor_reads_in_one_look() -> None:
    lengths = widget_constructors()
    # The scan finds the widgets (a broken one would pass on nothing), those that were long among them.
    assert {
        "tablekeeper.ui.main_window.MainWindow",
        "tablekeeper.ui.dialogs.scoring.HandEntry",
        "tablekeeper.ui.dialogs.statistics.StatisticsDialog",
        "tablekeeper.ui.dialogs.browser.GamesBrowser",
    } <= set(lengths)
    assert {name: lines for name, lines in lengths.items() if lines > LONGEST} == {}
