"""The rules a Tenhou game was played under, where its record does not say them for sure: the variant its own
results confirm.

A log of no date (several of MahjongPantheon's), or of a day between two of Tenhou's rule changes, may have been
played under the rules of any era (:func:`~tablekeeper.importers.tenhou_rules.rule_variants`): the one whose replay
gives the log's own figures (every hand's start and changes, the final points and +/- scores) is kept, and the
game's notes say so. A header that says east-only on a log that plays on where an east-only game has ended (an
mjlog's ``<GO>`` copied from another game, as in MahjongPantheon's ``west.xml``) is contradicted by the log's own
hands: the game is kept as the east-south game they are, noted, when that replays to the log's figures. A log no
variant replays is refused with the sentence of its rules by the record (its date and header).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from tablekeeper.errors import Phrase
from tablekeeper.importers.replay_check import RecordDisagrees, check_replay
from tablekeeper.importers.tenhou_game import ImportedGame
from tablekeeper.importers.tenhou_rules import rule_variants, rules_known
from tablekeeper.rules.game import Replay, ReplayError, replay
from tablekeeper.rules.ruleset import FinalScoreRounding, RuleSet
from tablekeeper.words import QT_TR_NOOP


def confirmed_game(game: ImportedGame, names: Sequence[str]) -> tuple[ImportedGame, Replay]:
    """``game`` under the rules its log confirms, with its notes, and its replay; the refusal of its rules by the
    record (a :class:`~tablekeeper.rules.game.ReplayError` or a
    :class:`~tablekeeper.importers.replay_check.RecordDisagrees`) when no variant gives the log's figures."""
    refusal: ReplayError | RecordDisagrees | None = None
    for rules, notes in _candidates(game):
        candidate = dataclasses.replace(game, rules=rules, notes=game.notes + notes)
        try:
            outcome = replay(candidate.results, rules)
            check_replay(candidate, outcome.hands, outcome.state, names)
        except (ReplayError, RecordDisagrees) as error:
            refusal = refusal or error
            continue
        return candidate, outcome
    assert refusal is not None  # there is always the record's own rule set
    raise refusal


def _candidates(game: ImportedGame) -> list[tuple[RuleSet, tuple[Phrase, ...]]]:
    """The rule sets to try, the record's own first, each with what the notes say of it."""
    rules = game.rules
    variants: list[tuple[RuleSet, tuple[Phrase, ...]]] = [(rules, ())]
    if not rules_known(rules, game.date):
        others = [variant for variant in rule_variants(rules) if variant != rules]
        if others:
            variants = [(variant, (_era_note(game, variant),)) for variant in (rules, *others)]
    if rules.rounds == 1:
        # The length last: a header is believed unless the log's own hands play on past its end.
        length = Phrase(
            QT_TR_NOOP(
                "The record's header says east-only, but its hands play on where an east-only game has ended: it is "
                "kept as the east-south game they replay."
            )
        )
        variants += [(dataclasses.replace(v, rounds=2), (*notes, length)) for v, notes in variants]
    return variants


def _era_note(game: ImportedGame, rules: RuleSet) -> Phrase:
    """What the notes say of the era the log's results confirm."""
    exact = rules.final_score_rounding is FinalScoreRounding.EXACT
    if game.date is None:
        template = (
            QT_TR_NOOP(
                "The log carries no date: its +/- scores are written with one decimal, as on Tenhou since 2023, "
                "which its own results confirm."
            )
            if exact
            else QT_TR_NOOP(
                "The log carries no date: its +/- scores are rounded to 1,000 points, as on Tenhou up to 2021, which "
                "its own results confirm."
            )
        )
    else:
        template = (
            QT_TR_NOOP(
                "The log is of a day between two of Tenhou's rule changes: its +/- scores are written with one "
                "decimal, as since 2023, which its own results confirm."
            )
            if exact
            else QT_TR_NOOP(
                "The log is of a day between two of Tenhou's rule changes: its +/- scores are rounded to 1,000 "
                "points, as up to 2021, which its own results confirm."
            )
        )
    return Phrase(template)
