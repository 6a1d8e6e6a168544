"""The charts of :mod:`tablekeeper.chart` drawn as SVG images: the painter of the site and of the venue's pages,
beside the window's and the sheet's (QPainter). Plain text written here (no Qt: the site is written by the command
line without a screen); the text's widths are estimated from its length, as a browser's sans-serif sets it at the
size given."""

from __future__ import annotations

import math
import unicodedata
from html import escape

from tablekeeper.chart import COLOURS, BarChart, LineChart

WIDTH = 640
HEIGHT = 300
FONT_PX = 12
CHAR_PX = 7.0
"""The width of a character at FONT_PX in a sans-serif, on average, with room to spare."""
GRID = "#d8d8d8"
AXIS = "#404040"
MOST_DOTS = 60
"""Above this many points a line is drawn without its dots, which would merge into a blur."""


def _open(title: str, description: str) -> list[str]:
    return [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" width="{WIDTH}" height="{HEIGHT}" '
        f'role="img" font-family="sans-serif" font-size="{FONT_PX}">',
        f"<title>{escape(title)}</title>",
        f"<desc>{escape(description)}</desc>",
        f'<rect width="{WIDTH}" height="{HEIGHT}" fill="white"/>',
    ]


def _text(x: float, y: float, text: str, anchor: str = "start") -> str:
    return f'<text x="{x:.1f}" y="{y:.1f}" text-anchor="{anchor}" fill="{AXIS}">{escape(text)}</text>'


def _rule(left: float, right: float, y: float, colour: str, width: float = 1.0) -> str:
    return (
        f'<line x1="{left:.1f}" y1="{y:.1f}" x2="{right:.1f}" y2="{y:.1f}" stroke="{colour}" stroke-width="{width}"/>'
    )


def _width(text: str) -> float:
    """The width ``text`` takes, estimated: a kanji or a kana (wide in East Asian text) as two Latin letters."""
    return sum(2 * CHAR_PX if unicodedata.east_asian_width(ch) in "WF" else CHAR_PX for ch in text)


def _every(labels: tuple[str, ...], room: float) -> int:
    """Write one label every so many, so that none overlaps the next in ``room`` pixels a point."""
    widest = max((_width(label) for label in labels), default=CHAR_PX) + FONT_PX
    return max(1, math.ceil(widest / room)) if room > 0 else len(labels)


def line_chart_svg(chart: LineChart) -> str:
    """``chart`` as an SVG image: a legend of its lines (when more than one), the value axis with its round ticks
    and a zero line, a line (and its dots) for each, the axis's points named beneath, one every few when crowded."""
    out = _open(chart.title, chart.description())
    legend = len(chart.lines) > 1
    top = (FONT_PX * 2.5 if legend else FONT_PX) + FONT_PX / 2
    if legend:
        x = float(FONT_PX)
        for line in chart.lines:
            colour = COLOURS[line.colour % len(COLOURS)]
            out.append(
                f'<rect x="{x:.1f}" y="{FONT_PX * 0.5:.1f}" width="{FONT_PX}" height="{FONT_PX}" fill="{colour}"/>'
            )
            out.append(_text(x + FONT_PX * 1.4, FONT_PX * 1.4, line.name))
            x += FONT_PX * 3 + _width(line.name)
    tick_labels = [chart.shown(t) for t in chart.ticks]
    left = max(_width(t) for t in tick_labels) + FONT_PX
    last = chart.labels[-1] if chart.labels else ""
    right = WIDTH - max(FONT_PX, _width(last) / 2 + 2)
    bottom = HEIGHT - FONT_PX * 2.5
    low, high = chart.ticks[0], chart.ticks[-1]
    span = (high - low) or 1.0
    count = len(chart.labels)

    def y(value: float) -> float:
        return bottom - (value - low) / span * (bottom - top)

    def x_of(index: int) -> float:
        return (left + right) / 2 if count == 1 else left + index * (right - left) / (count - 1)

    for tick, label in zip(chart.ticks, tick_labels, strict=True):
        colour, width = (AXIS, 1.5) if tick == 0 else (GRID, 1.0)
        out.append(_rule(left, right, y(tick), colour, width))
        out.append(_text(left - FONT_PX / 2, y(tick) + FONT_PX / 3, label, "end"))
    every = _every(chart.labels, (right - left) / max(1, count - 1))
    for index in range(0, count, every):
        out.append(_text(x_of(index), bottom + FONT_PX * 1.6, chart.labels[index], "middle"))
    for line in chart.lines:
        colour = COLOURS[line.colour % len(COLOURS)]
        corners = [(x_of(i), y(v)) for i, v in enumerate(line.values) if v is not None]
        points = " ".join(f"{cx:.1f},{cy:.1f}" for cx, cy in corners)
        out.append(
            f'<polyline points="{points}" fill="none" stroke="{colour}" stroke-width="2" stroke-linejoin="round"/>'
        )
        if len(corners) <= MOST_DOTS:
            out.extend(f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="2.5" fill="{colour}"/>' for cx, cy in corners)
    out.append("</svg>")
    return "\n".join(out) + "\n"


def bar_chart_svg(chart: BarChart) -> str:
    """``chart`` as an SVG image: a bar a label, its count written above it, round ticks of the count axis."""
    out = _open(chart.title, chart.description())
    tick_labels = [f"{t:.0f}" for t in chart.ticks]
    left = max(_width(t) for t in tick_labels) + FONT_PX
    top, bottom, right = FONT_PX * 2.0, HEIGHT - FONT_PX * 2.5, WIDTH - FONT_PX
    high = chart.ticks[-1] or 1.0

    def y(value: float) -> float:
        return bottom - value / high * (bottom - top)

    for tick, label in zip(chart.ticks, tick_labels, strict=True):
        colour = AXIS if tick == 0 else GRID
        out.append(_rule(left, right, y(tick), colour))
        out.append(_text(left - FONT_PX / 2, y(tick) + FONT_PX / 3, label, "end"))
    slot = (right - left) / max(1, len(chart.values))
    for index, (label, value) in enumerate(zip(chart.labels, chart.values, strict=True)):
        centre = left + slot * (index + 0.5)
        colour = COLOURS[index % len(COLOURS)]
        out.append(
            f'<rect x="{centre - slot * 0.3:.1f}" y="{y(value):.1f}" width="{slot * 0.6:.1f}" '
            f'height="{bottom - y(value):.1f}" fill="{colour}"/>'
        )
        out.append(_text(centre, y(value) - FONT_PX / 3, str(value), "middle"))
        out.append(_text(centre, bottom + FONT_PX * 1.6, label, "middle"))
    out.append("</svg>")
    return "\n".join(out) + "\n"
