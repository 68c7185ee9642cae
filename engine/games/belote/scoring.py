"""Scoring a Belote deal: the contract test, failure, capot and multipliers (B-SCORE-1..8),
and the 3-player version (B-3P-3..5, BD-17). Pure arithmetic on the tallied numbers.

A ``Tally`` is one side (4 players: a partnership; 3 players: one player). ``points`` is card
points plus the last-trick 10 or the capot bonus, all unmultiplied.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .params import BeloteRules
from .play import MULTIPLIER


@dataclass(frozen=True, slots=True)
class Tally:
    points: int  # card points + last trick or capot bonus (B-SCORE-1, -2, -5)
    melds: int = 0  # sequences and carrés; nonzero only for the comparison winner (B-CMP-1)
    belote: int = 0  # 20 per belote announced (B-BEL-2)
    capot: bool = False  # took all 8 tricks (B-SCORE-5)


@dataclass(frozen=True, slots=True)
class DealScore:
    made: bool
    test: tuple[int, ...]  # the test totals compared (B-SCORE-4, B-VAR-4)
    scores: tuple[int, ...]  # per side, multiplied (B-SCORE-7)
    # what the deal result's formula shows (unmultiplied): each side's own total, the
    # declarations it counts after a capot (BD-14), its score before the multiplier, and on
    # a 2-side failure the defenders' award: cards + bonuses, every declaration, belote less
    # what the failing side keeps (B-SCORE-4, BD-13, BD-15)
    totals: tuple[int, ...] = ()
    melds: tuple[int, ...] = ()
    raw: tuple[int, ...] = ()
    multiplier: int = 1
    award: tuple[int, int, int] | None = None


def capot_bonus(rules: BeloteRules) -> int:
    """B-SCORE-5 / B-VAR-10: 100 instead of the last trick's 10, or 88 + 10."""
    return 100 if rules.capot_value == 252 else 98


def score_deal(sides: Sequence[Tally], declarer: int, mode: str, rules: BeloteRules) -> DealScore:
    """B-SCORE-6 for two sides, B-3P-5 with BD-17 for three players."""
    mult = MULTIPLIER[mode]
    capot = next((i for i, t in enumerate(sides) if t.capot), None)
    # B-SCORE-5 / BD-14: a side that was capot loses its sequences and carrés
    melds = [t.melds if capot is None or i == capot else 0 for i, t in enumerate(sides)]
    totals = [t.points + m + t.belote for t, m in zip(sides, melds, strict=True)]
    # B-VAR-4: melds and belote may stay out of the test
    test = tuple(totals) if rules.melds_in_test else tuple(t.points for t in sides)
    made = all(test[declarer] > test[i] for i in range(len(sides)) if i != declarer)
    award: tuple[int, int, int] | None = None
    if made:
        scores = totals
    elif len(sides) == 2:  # B-SCORE-4, BD-13, BD-15
        other = 1 - declarer
        keep = sides[declarer].belote if rules.belote_kept_by_failing_side else 0
        scores = [0, 0]
        scores[declarer] = keep
        award = (
            sum(t.points for t in sides),
            sum(t.melds for t in sides),
            sum(t.belote for t in sides) - keep,
        )
        scores[other] = sum(award)
    else:  # BD-17: the taker scores 0 (or its belote), each opponent its own total
        scores = totals[:]
        scores[declarer] = sides[declarer].belote if rules.belote_kept_by_failing_side else 0
    return DealScore(
        made,
        test,
        tuple(mult * s for s in scores),
        tuple(totals),
        tuple(melds),
        tuple(scores),
        mult,
        award,
    )
