"""The table's page at the sizes of the phones a club's players have, upright and sideways, in English and in French:
nothing wider than the screen (no sideways scrolling, no zoom needed), every control a finger can hit (44 CSS pixels
each way at least, Apple's and the WCAG's target size), and text large enough to read at arm's length (16 px for
the page's text, 12 px for the least of it), as the page is first shown and with a ron's form open."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, ViewportSize

from tablekeeper.web.venue import Venue
from tests.web.browser import served
from tests.web.venue_night import club_night

SIZES = {
    "360x640": (360, 640),
    "390x844": (390, 844),
    "430x932": (430, 932),
    "sideways 844x390": (844, 390),
    "sideways 640x360": (640, 360),
}
LOCALES = {"en": "en-GB", "fr": "fr-FR"}
TARGET_PX = 44
SMALLEST_TEXT_PX = 12
BODY_TEXT_PX = 16
DAI, ERI = 1, 2


@pytest.fixture(scope="module")
def table_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    session, venue = club_night(Path(tmp_path_factory.mktemp("sizes")))
    with served(venue) as base:
        yield _url(base, venue)
    session.close()


def _url(base: str, venue: Venue) -> str:
    with venue.lock:
        table = next(t for t in venue.tables() if t.table == 1)
        return f"{base}/t/{venue.key_of(venue.table_opens(table))}"


SMALL_TARGETS = """(least) => [...document.querySelectorAll('button, a[href], input, select, [role=button]')]
  .filter(e => e.offsetParent !== null)
  .map(e => ({what: (e.dataset.kind || e.id || e.className || e.tagName) + ' ' + e.textContent.trim().slice(0, 20),
              box: e.getBoundingClientRect()}))
  .filter(t => t.box.width < least || t.box.height < least)
  .map(t => t.what + ' ' + Math.round(t.box.width) + 'x' + Math.round(t.box.height))"""

TEXT_SIZES = """() => {
  const sizes = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode, element = node.parentElement;
    if (!node.textContent.trim() || element.offsetParent === null) continue;
    sizes.push([parseFloat(getComputedStyle(element).fontSize), node.textContent.trim().slice(0, 30)]);
  }
  return sizes;
}"""


LOW_CONTRAST = """(least) => {
  const rgb = text => text.match(/[\\d.]+/g).map(Number);
  const light = ([r, g, b]) => {
    const channel = c => { c /= 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const background = element => {
    for (let e = element; e; e = e.parentElement) {
      const colour = rgb(getComputedStyle(e).backgroundColor);
      if (colour.length < 4 || colour[3] > 0) return colour;
    }
    return [255, 255, 255];
  };
  const low = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode, element = node.parentElement;
    if (!node.textContent.trim() || element.offsetParent === null) continue;
    const style = getComputedStyle(element);
    if (style.visibility === "hidden") continue;
    const a = light(rgb(style.color)), b = light(background(element));
    const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    if (ratio < least) low.push(node.textContent.trim().slice(0, 30) + " " + ratio.toFixed(2));
  }
  return low;
}"""
CONTRAST = 4.5
"""WCAG's least contrast for text (level AA): what stays readable on a phone's screen in a bright room."""


def _phone(browser: Browser, size: tuple[int, int], language: str) -> Page:
    context = browser.new_context(
        viewport=ViewportSize(width=size[0], height=size[1]),
        is_mobile=True,
        has_touch=True,
        locale=LOCALES[language],
        extra_http_headers={"Accept-Language": LOCALES[language]},
    )
    return context.new_page()


def _checked(page: Page, width: int) -> None:
    assert page.evaluate("() => document.documentElement.scrollWidth") <= width
    assert page.evaluate(SMALL_TARGETS, TARGET_PX) == []
    assert page.evaluate(SMALL_TARGETS, 4 * TARGET_PX) != []  # the check sees the page's controls
    sizes = page.evaluate(TEXT_SIZES)
    assert sizes
    assert page.evaluate(LOW_CONTRAST, CONTRAST) == []
    assert page.evaluate(LOW_CONTRAST, 30) != []  # the check sees the page's text
    too_small = [text for size, text in sizes if size < SMALLEST_TEXT_PX]
    assert too_small == []
    # Most of what is read (by characters) is at the body's size or larger.
    body = sum(len(text) for size, text in sizes if size >= BODY_TEXT_PX)
    assert body >= 0.5 * sum(len(text) for _, text in sizes)


@pytest.mark.parametrize("language", list(LOCALES))
@pytest.mark.parametrize("size", list(SIZES))
def test_the_table_page_fits_the_phone_and_every_control_takes_a_finger(
    browser: Browser, table_url: str, size: str, language: str
) -> None:
    width, height = SIZES[size]
    page = _phone(browser, (width, height), language)
    try:
        page.goto(f"{table_url}?lang={language}")
        page.wait_for_selector("#actions button[data-kind=ron]")
        _checked(page, width)
        page.tap("button[data-kind=ron]")
        page.tap(f"#entry .choice >> nth=0 >> button[data-seat='{DAI}']")
        page.tap(f"#entry .choice >> nth=1 >> button[data-seat='{ERI}']")
        page.wait_for_selector(f".value[data-winner='{DAI}'] button[data-han='3']")
        _checked(page, width)
    finally:
        page.context.close()
