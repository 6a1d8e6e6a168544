"""Whose names the club's site and the venue's pages publish, and how: names are personal data. In full, or as
initials (``--names initials``): "Aki Tanaka" is "A. T.", two players of the same initials told apart by a number
("A. T. 2"), and every text that would carry a full name as a word (a game's title, its venue, a hand's result)
carries the initials instead. A player marked not to be published (`tablekeeper player NAME --not-published`) is
"Player N" everywhere, whatever the choice."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

FULL = "full"
INITIALS = "initials"
CHOICES = (FULL, INITIALS)


def initials(name: str) -> str:
    """'Aki Tanaka' -> 'A. T.'; 'ikeda-san' -> 'I. S.' (a hyphen parts words too); a name of no letter (a number, a
    face drawn in symbols) says nothing of anyone and stays as it is."""
    words = [word for word in re.split(r"[\s\-_.]+", name) if word]
    letters = [next((ch for ch in word if ch.isalpha()), "") for word in words]
    shown = " ".join(f"{letter.upper()}." for letter in letters if letter)
    return shown or name


class Published:
    """The name each player is published under, and any text of the site with the names in it published so."""

    def __init__(self, names: Iterable[str], choice: str = FULL, hidden: Mapping[str, str] | None = None) -> None:
        """``hidden``: the players not to be published, each with what they are named instead ("Player 12")."""
        self.choice = choice
        self._shown: dict[str, str] = {}
        taken: dict[str, int] = {}
        hidden = hidden or {}
        for name in sorted(set(names) | set(hidden)):
            if name in hidden:
                self._shown[name] = hidden[name]
                continue
            if choice == FULL:
                self._shown[name] = name
                continue
            short = initials(name)
            taken[short] = taken.get(short, 0) + 1
            self._shown[name] = short if taken[short] == 1 else f"{short} {taken[short]}"
        # Longest first: "Aki Tanaka" is replaced before "Aki" could cut it in two; a name only where it stands as a
        # word of its own, never inside another (a player named "61" in a Tenhou game's id "0061-0000").
        replaced = self._shown if choice != FULL else hidden
        order = sorted(replaced, key=len, reverse=True)
        names = "|".join(re.escape(name) for name in order)
        self._pattern = re.compile(rf"(?<!\w)(?:{names})(?!\w)") if order else None

    def name(self, name: str) -> str:
        """The name ``name`` is published under."""
        return self._shown.get(name, initials(name) if self.choice == INITIALS else name)

    def text(self, text: str) -> str:
        """``text`` (a title, a venue) with every player's name in it as it is published."""
        if self._pattern is None:
            return text
        return self._pattern.sub(lambda match: self._shown[match.group(0)], text)
