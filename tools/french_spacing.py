"""Put French typography's spaces in the French catalogue's translations (never its sources): a non-breaking space
before ":", a narrow non-breaking space before ";", "?" and "!" and inside « guillemets », where a plain space
stood. Run once over the .ts (lupdate keeps them as &#xa0; and &#x202f;), then compile with tools/translations.sh.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

NBSP = "&#xa0;"
NNBSP = "&#x202f;"
# In the .ts's raw text: an entity's own ";" never follows a space, so " ;" is always the punctuation.
_RULES = ((" :", NBSP + ":"), (" ;", NNBSP + ";"), (" ?", NNBSP + "?"), (" !", NNBSP + "!"), ("« ", "«" + NNBSP))
_TRANSLATION = re.compile(r"(<translation[^>]*>)(.*?)(</translation>)", re.DOTALL)


def spaced(text: str) -> str:
    """One translation's raw text with French spaces."""
    for plain, french in _RULES:
        text = text.replace(plain, french)
    return text.replace(" »", NNBSP + "»")


def main(path: str) -> None:
    file = Path(path)
    text = file.read_text(encoding="utf-8")
    file.write_text(_TRANSLATION.sub(lambda m: m.group(1) + spaced(m.group(2)) + m.group(3), text), encoding="utf-8")


if __name__ == "__main__":
    main(sys.argv[1])
