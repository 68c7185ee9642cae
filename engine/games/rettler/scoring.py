"""Rettler scoring (R-SCORE, the book's Appendix C.2 proposal) and the decided outcome
(R-END-5). Pure integer arithmetic; the deal state calls it with what it counted.

``deal_scores`` is the reference implementation R-SCORE-9: the coalition shares ``T``
equally; the Rettler side splits it 2:1(:1) when it wins, 3:1(:1) when it loses and 1:1(:1)
after an all-take, by the *actual* number of adjutants (R-SCORE-4); eight players without
an adjutant use 63 instead of 60 (R-SCORE-7). ``T = 60 x`` a multiplier from table C.4
(R-SCORE-3, R-SCORE-5; D-24 and the options of R-OPT-3).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from .params import TOTAL_POINTS, RettlerRules

LossMode = Literal["table", "table_corrected", "exact"]

#: Table C.4 (R-SCORE-10): the least points taken for x1, x2 and x4 per count band.
C4 = {"..29": (19, 13, 7), "30..34": (23, 15, 8), "35..39": (27, 17, 9), "40": (30, 20, 10)}


def win_multiplier(e: int) -> int:
    """R-SCORE-3: the multiplier of a made contract of converted count ``e``."""
    return 16 if e == 40 else 4 if e >= 35 else 2 if e >= 30 else 1


def count_band(e: int) -> str:
    return "40" if e == 40 else "35..39" if e >= 35 else "30..34" if e >= 30 else "..29"


def loss_multiplier(e: int, taken: int, mode: LossMode = "table") -> int:
    """R-SCORE-5: the multiplier of a broken contract of converted count ``e`` after the
    Rettler side took ``taken`` point cards (D-24: table C.4 as printed by default)."""
    if mode == "exact":
        return 1 if 4 * taken >= 3 * e else 2 if 2 * taken >= e else 4 if 4 * taken >= e else 16
    band = count_band(e)
    x1, x2, x4 = C4[band]
    if mode == "table_corrected" and band == "35..39":
        x2 = 18  # R-SCORE-12 disagreement 1
    return 1 if taken >= x1 else 2 if taken >= x2 else 4 if taken >= x4 else 16


@dataclass(frozen=True, slots=True)
class ScoreBreakdown:
    """How ``deal_scores`` / ``nobody_bid_scores`` reached their figures, for the deal
    result's formula: ``base`` = the unit x the multiplier (or the fixed total), ``total`` =
    ``T`` after R-SCORE-7's 63 for an eight-player stand alone; ``payers`` / ``receivers``
    the seats on each side of ``T`` with their weights (the coalition / others share
    equally)."""

    scores: tuple[int, ...]
    converted: int | None
    multiplier: int | None
    base: int
    total: int
    total_rule: str
    side: tuple[int, ...]
    weights: tuple[int, ...]
    others: tuple[int, ...]
    sign: int


def deal_scores(
    rules: RettlerRules,
    players: int,
    declarer: int,
    adjutants: Sequence[int],
    made: bool,
    count: int,
    adjutants_bid: int,
    taken: int,
    *,
    all_take: bool = False,
    reverse: bool = False,
) -> list[int]:
    """R-SCORE-9 ``rettler_scores``: every seat's change (zero-sum, all divisions exact)."""
    return list(
        score_breakdown(
            rules,
            players,
            declarer,
            adjutants,
            made,
            count,
            adjutants_bid,
            taken,
            all_take=all_take,
            reverse=reverse,
        ).scores
    )


def score_breakdown(
    rules: RettlerRules,
    players: int,
    declarer: int,
    adjutants: Sequence[int],
    made: bool,
    count: int,
    adjutants_bid: int,
    taken: int,
    *,
    all_take: bool = False,
    reverse: bool = False,
) -> ScoreBreakdown:
    """``deal_scores`` with the figures it used (arguments as there)."""
    e = rules.converted_count(players, count, adjutants_bid)
    multiplier: int | None = None
    if reverse:  # R-SCORE-8 (D-28)
        total, sign, rule = rules.unit, (1 if made else -1), "R-SCORE-8"
    elif made:
        multiplier = win_multiplier(e)
        total, sign, rule = rules.unit * multiplier, 1, "R-SCORE-3"
    elif all_take:  # R-SCORE-6
        total, sign, rule = rules.all_take_total, -1, "R-SCORE-6"
    else:
        multiplier = loss_multiplier(e, taken, rules.loss_multiplier_mode)
        total, sign, rule = rules.unit * multiplier, -1, "R-SCORE-5"
    base = total
    coalition = [s for s in range(players) if s != declarer and s not in adjutants]
    if not adjutants and len(coalition) == 7:  # R-SCORE-7
        total = total * rules.eight_alone_unit // rules.unit
    if sign > 0:
        weights = [2] + [1] * len(adjutants)  # 2:1, 2:1:1
    elif all_take:
        weights = [1] + [1] * len(adjutants)  # 1:1, 1:1:1 (D-25)
    else:
        weights = [3] + [1] * len(adjutants)  # 3:1, 3:1:1
    scores = [0] * players
    for seat, w in zip([declarer, *adjutants], weights, strict=True):
        scores[seat] = sign * total * w // sum(weights)
    for seat in coalition:
        scores[seat] = -sign * total // len(coalition)
    return ScoreBreakdown(
        tuple(scores),
        e,
        multiplier,
        base,
        total,
        rule,
        (declarer, *adjutants),
        tuple(weights),
        tuple(coalition),
        sign,
    )


def nobody_bid_scores(rules: RettlerRules, players: int, holders: Sequence[int]) -> list[int]:
    """D-03 (R-BID-7 item 2): the Mighty holders pay ``no_bid_total`` (eight players and one
    holder: 63, as R-SCORE-7), shared equally, to the others, shared equally."""
    return list(nobody_bid_breakdown(rules, players, holders).scores)


def nobody_bid_breakdown(
    rules: RettlerRules, players: int, holders: Sequence[int]
) -> ScoreBreakdown:
    """``nobody_bid_scores`` with the figures it used."""
    total = rules.no_bid_total
    others = [s for s in range(players) if s not in holders]
    if len(others) == 7:
        total = total * rules.eight_alone_unit // rules.unit
    scores = [0] * players
    for s in holders:
        scores[s] = -total // len(holders)
    for s in others:
        scores[s] = total // len(others)
    return ScoreBreakdown(
        tuple(scores),
        None,
        None,
        rules.no_bid_total,
        total,
        "R-BID-7",
        tuple(holders),
        (1,) * len(holders),
        tuple(others),
        -1,
    )


def outcome_decided(
    count: int, side: int, coalition: int, *, reverse: bool = False
) -> Literal["make", "break"] | None:
    """R-END-5: ``make``/``break`` once no remaining card can change the outcome."""
    remaining = TOTAL_POINTS - side - coalition
    if reverse:  # R-END-4
        if side > 0:
            return "break"
        return "make" if remaining == 0 else None
    if side >= count and (coalition >= 1 or count == TOTAL_POINTS):
        return "make"
    if side + remaining < count or (count < TOTAL_POINTS and remaining == 0 and coalition == 0):
        return "break"
    return None


__all__ = [
    "C4",
    "ScoreBreakdown",
    "deal_scores",
    "loss_multiplier",
    "nobody_bid_breakdown",
    "nobody_bid_scores",
    "outcome_decided",
    "score_breakdown",
    "win_multiplier",
]
