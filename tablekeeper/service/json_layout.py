"""JSON laid out as ``json.dumps(value, ensure_ascii=False, indent=2)`` lays it out, written several times faster.

The standard library writes an indented document in pure Python, a call and a generator for every value: most of
the time of a many-game file went there. The text here is the same, character for character (a test compares them
on any values), built by a few string operations a value; and a part already written (:class:`Written`, a club's
rule set, the same in every game of the file) is put in place, not written again.
"""

from __future__ import annotations

import math
from json.encoder import encode_basestring  # the C quoting of a string that ensure_ascii=False uses
from typing import Any

_KEYS: dict[str, str] = {}
"""Each key quoted and followed by ": ": an object's keys are the same few words in every game of a file."""


class Written(str):
    """A value already laid out (by :func:`json_text`, at no indentation): put in place as it is, indented where it
    is put. A dict of the same shape is laid out the same: this is the faster way to write it many times."""

    __slots__ = ()


def json_text(value: Any) -> str:
    """``json.dumps(value, ensure_ascii=False, indent=2)``: objects with text keys, lists and tuples, text, whole
    numbers, floats, true, false and null (a :class:`Written` part as it was written)."""
    out: list[str] = []
    _write(value, "", out)
    return "".join(out)


def _write(value: Any, indent: str, out: list[str]) -> None:
    kind = type(value)
    if kind is dict:
        _object(value, indent, out)
    elif kind is list or kind is tuple:
        _array(value, indent, out)
    elif kind is str:
        out.append(encode_basestring(value))
    elif kind is int:
        out.append(int.__repr__(value))
    elif value is None:
        out.append("null")
    elif value is True:
        out.append("true")
    elif value is False:
        out.append("false")
    elif kind is Written:
        out.append(value.replace("\n", "\n" + indent))  # a string in JSON holds no line break of its own
    elif isinstance(value, float):
        out.append(_float(value))
    elif isinstance(value, str):  # a StrEnum: its text, as json.dumps writes it
        out.append(encode_basestring(value))
    elif isinstance(value, int):  # an IntEnum: its number
        out.append(int.__repr__(value))
    elif isinstance(value, dict):
        _object(value, indent, out)
    elif isinstance(value, list | tuple):
        _array(value, indent, out)
    else:
        raise TypeError(f"Object of type {kind.__name__} is not JSON serializable")


def _object(value: dict[Any, Any], indent: str, out: list[str]) -> None:
    if not value:
        out.append("{}")
        return
    inner = indent + "  "
    separator = "{\n" + inner
    between = ",\n" + inner
    for key, item in value.items():
        quoted = _KEYS.get(key)  # only text equals a text key (a StrEnum its text, written the same)
        if quoted is None:
            quoted = _key(key)
        kind = type(item)
        # Whole numbers, text and null, most of a game's values, written with their key in one piece; objects and
        # lists without the detour through _write (a game has a few dozen of them).
        if kind is int:  # a plain int (not a bool, nor an IntEnum) formats as its repr
            out.append(f"{separator}{quoted}{item}")
        elif kind is str:
            out.append(separator + quoted + encode_basestring(item))
        elif item is None:
            out.append(separator + quoted + "null")
        elif kind is dict:
            out.append(separator + quoted)
            _object(item, inner, out)
        elif kind is list:
            out.append(separator + quoted)
            _array(item, inner, out)
        elif kind is Written:  # a part written before (a hand's result in a file of many games)
            out.append(separator + quoted + item.replace("\n", "\n" + inner))
        elif kind is float:  # a score
            out.append(separator + quoted + _float(item))
        else:
            out.append(separator + quoted)
            _write(item, inner, out)
        separator = between
    out.append("\n" + indent + "}")


def _array(value: list[Any] | tuple[Any, ...], indent: str, out: list[str]) -> None:
    if not value:
        out.append("[]")
        return
    inner = indent + "  "
    between = ",\n" + inner
    for item in value:
        if type(item) is not int:
            break
    else:  # plain whole numbers only (seats, deltas): one join
        out.append(f"[\n{inner}{between.join(map(str, value))}\n{indent}]")
        return
    separator = "[\n" + inner
    for item in value:
        out.append(separator)
        if type(item) is dict:
            _object(item, inner, out)
        else:
            _write(item, inner, out)
        separator = between
    out.append("\n" + indent + "]")


def _key(key: Any) -> str:
    """A key quoted as json.dumps quotes it (numbers, true, false and null turned into text first)."""
    if isinstance(key, str):
        text = str.__str__(key)
    elif key is True or key is False or key is None:
        text = {True: "true", False: "false", None: "null"}[key]
    elif isinstance(key, float):
        text = _float(key)
    elif isinstance(key, int):
        text = int.__repr__(key)
    else:
        raise TypeError(f"keys must be str, int, float, bool or None, not {type(key).__name__}")
    quoted = encode_basestring(text) + ": "
    if type(key) is str and len(_KEYS) < 256:  # a file's keys are a few dozen words; other keys are not kept
        _KEYS[key] = quoted
    return quoted


def _float(value: float) -> str:
    if math.isfinite(value):
        return float.__repr__(value)
    return "NaN" if math.isnan(value) else ("Infinity" if value > 0 else "-Infinity")
