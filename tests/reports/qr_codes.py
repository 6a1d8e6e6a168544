"""The QR codes of a PDF as a phone's camera reads them: each page drawn by pdftoppm, its codes read by zbarimg (both
from Debian's packages, which `.ci/setup --test` installs)."""

from __future__ import annotations

import subprocess
from pathlib import Path


def read_codes(path: Path, folder: Path) -> list[list[str]]:
    """The QR codes of each page of the PDF at ``path``, as zbarimg reads them from the page drawn at 150 dpi."""
    prefix = folder / path.stem
    subprocess.run(["pdftoppm", "-r", "150", "-png", str(path), str(prefix)], check=True)
    pages = sorted(folder.glob(f"{path.stem}-*.png"))
    assert pages
    codes = []
    for page in pages:
        # zbarimg exits 4 when a page has no code: that page reads as none, and the test says which it expected.
        read = subprocess.run(
            ["zbarimg", "--quiet", "--raw", "-Sdisable", "-Sqrcode.enable", str(page)], capture_output=True, text=True
        )
        assert read.returncode in (0, 4), read.stderr
        codes.append(sorted(read.stdout.split()))
    return codes
