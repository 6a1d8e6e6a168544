"""Screenshots of `tablekeeper site` as a player reads it: a season of 300 club games (the Tenhou set copied with a
club's 60 names, as tests/bench/bench_site.py makes it), its site written, opened in Debian's Chromium.

    .venv/bin/python tools/site_screenshots.py OUTDIR

writes the ranking, a player's page and a game's page at 390x844 (a phone) and 1366x768 (a laptop).
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "bench"))

import bench_site  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

from tests.web.browser import CHROMIUM  # noqa: E402

SIZES = ((390, 844), (1366, 768))
PAGES = {"ranking": "index.html", "player": "players/1.html", "game": "games/300.html"}


def main(outdir: Path) -> None:
    outdir.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        database = bench_site.season(Path(folder), 300)
        site = Path(folder) / "site"
        subprocess.run(
            [sys.executable, "-m", "tablekeeper", "site", "--database-url", str(database), "-o", str(site)],
            check=True,
            cwd=ROOT,
        )
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            try:
                for width, height in SIZES:
                    page = browser.new_page(viewport={"width": width, "height": height})
                    for name, path in PAGES.items():
                        page.goto((site / path).as_uri())
                        shot = outdir / f"site-{name}-{width}x{height}.png"
                        page.screenshot(path=str(shot))
                        print(shot)
                    page.close()
            finally:
                browser.close()


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: site_screenshots.py OUTDIR")
    main(Path(sys.argv[1]))
