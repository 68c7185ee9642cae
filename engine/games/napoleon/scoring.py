"""Napoleon scoring (napoleon.md §13 N-SCORE) and the decided-outcome test (§10 N-END-5).

Everything here is pure integer arithmetic on plain values; the deal state machine calls it
with the numbers it has counted.

* ``book`` scoring (N-SCORE-1..8, tables C.1-C.3, N-SCORE-11/12) is zero-sum: the coalition
  shares a total ``T`` equally, the Napoleon side splits it 2:1 (win), 3:1 (loss) or 1:1
  (all-take), with a third ``1`` for a second adjutant (six players, N-SCORE-7).
* ``igoshokai`` scoring (N-SCORE-13) is +2/-2 for the Napoleon, +1/-1 for everybody else, and
  +4/-4 for an "only" Napoleon.
* ``score_fixed`` (N-SCORE-9) and ``outcome_decided`` (N-END-5) drive the early stop of N-END-6.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from .params import NapoleonRules

Outcome = Literal["make", "break"]

#: Points in the deck (N-END-1): the twenty A, K, Q, J, 10 cards.
TOTAL_POINTS = 20
#: The unit amount of book scoring (N-SCORE-2/3): every total is 60 times a multiplier.
UNIT = 60
#: N-SCORE-4: an all-take costs the Napoleon side 240 whatever the count.
ALL_TAKE_TOTAL = 240

# N-SCORE-11 / N-OPT-13: the points-taken boundaries as printed in the book's tables, keyed by
# the even contract count (``b' = b`` rounded down to even, N-SCORE-3). Each value is the
# smallest ``taken`` of the x4, x2 and x1 rows; below the first is x16. Counts the tables do not
# print (e.g. 12/13 for three or four players, or anything below 12) use the rule.
_PRINTED_C1_C2: dict[int, tuple[int, int, int]] = {
    # Tables C.1 (3 players) and C.2 (4 players) agree wherever both print a row; six players
    # use these boundaries too (N-SCORE-12).
    14: (3, 7, 11),  # C.2 "3-6" row: taken 3 printed x4, the rule says x16 (N-SCORE-11 item 1)
    16: (4, 8, 12),
    18: (4, 9, 13),  # taken 4 printed x4 (rule x16), taken 13 printed x1 (rule x2) (items 2, 3)
    20: (5, 10, 15),
}
_PRINTED_C3: dict[int, tuple[int, int, int]] = {
    # Table C.3 (5 players).
    12: (3, 6, 9),
    14: (3, 7, 11),  # taken 3 printed x4, the rule says x16 (N-SCORE-11 item 1)
    16: (4, 8, 12),
    18: (4, 9, 14),  # taken 4 printed x4, the rule says x16 (N-SCORE-11 item 2)
    20: (5, 10, 15),
}


def _check_count(count: int) -> None:
    if not 0 <= count <= TOTAL_POINTS:
        raise ValueError(f"contract count {count} is outside 0..{TOTAL_POINTS}")


def _check_points(name: str, value: int) -> None:
    if not 0 <= value <= TOTAL_POINTS:
        raise ValueError(f"{name} {value} is outside 0..{TOTAL_POINTS}")


def win_multiplier(count: int) -> int:
    """N-SCORE-2: 12-15 -> x1, 16-17 -> x2, 18-19 -> x4, 20 -> x16 (lower counts, which only
    variants allow, are x1). The points actually taken do not matter."""
    _check_count(count)
    if count == 20:
        return 16
    if count >= 18:
        return 4
    if count >= 16:
        return 2
    return 1


def loss_multiplier(count: int, taken: int, *, players: int, literal_table: bool = False) -> int:
    """N-SCORE-3: the multiplier of a normal break, from the points ``taken`` by the Napoleon
    side against the contract ``count``.

    The count is rounded down to even (DECISION N-SCORE-3) and compared exactly:
    ``t >= 3/4 b'`` -> x1, ``t >= 1/2 b'`` -> x2, ``t >= 1/4 b'`` -> x4, else x16.

    With ``literal_table`` (toggle ``score_table_literal``, N-OPT-13) the row boundaries printed
    in the book are used instead (N-SCORE-11): table C.3 for five players, tables C.1/C.2 for
    every other player count (six players use the four-player boundaries, N-SCORE-12).
    ``players`` matters only for ``literal_table``.
    """
    _check_count(count)
    _check_points("points taken", taken)
    even = count - count % 2
    if literal_table:
        printed = _PRINTED_C3 if players == 5 else _PRINTED_C1_C2
        bounds = printed.get(even)
        if bounds is not None:
            x4_from, x2_from, x1_from = bounds
            if taken >= x1_from:
                return 1
            if taken >= x2_from:
                return 2
            if taken >= x4_from:
                return 4
            return 16
    if 4 * taken >= 3 * even:
        return 1
    if 2 * taken >= even:
        return 2
    if 4 * taken >= even:
        return 4
    return 16


def _side_seats(players: int, declarer: int, adjutants: Sequence[int]) -> list[int]:
    """The adjutant seats that really are adjutants: an adjutant card held by the Napoleon
    himself is intentional only (N-ADJ-5, N-SCORE-6), and one player holding both named cards
    of a six-player game is one adjutant (N-ADJ-5)."""
    if players < 2:
        raise ValueError(f"{players} players: Napoleon needs at least 2 (N-COMP-6, N-VAR-1)")
    if not 0 <= declarer < players:
        raise ValueError(f"declarer seat {declarer} is outside 0..{players - 1}")
    seats: list[int] = []
    for seat in adjutants:
        if not 0 <= seat < players:
            raise ValueError(f"adjutant seat {seat} is outside 0..{players - 1}")
        if seat != declarer and seat not in seats:
            seats.append(seat)
    if len(seats) > 2:
        raise ValueError(f"{len(seats)} adjutants: at most two exist (N-ADJ-1)")
    if len(seats) + 1 >= players:
        raise ValueError("the coalition would be empty (N-ADJ-3)")
    return seats


def _exact(amount: int, parts: int) -> int:
    share, rest = divmod(amount, parts)
    if rest:
        raise ValueError(f"{amount} cannot be shared exactly by {parts} (N-SCORE-1 is zero-sum)")
    return share


@dataclass(frozen=True, slots=True)
class ScoreBreakdown:
    """How ``deal_scores`` reached its figures, for the deal result's formula.

    ``total`` is ``T`` (book scoring; 0 under igoshokai), ``multiplier`` the ``w`` or ``m``
    it was read from (None for a fixed total), ``total_rule`` the rule that set it;
    ``side`` the real adjutant seats, ``weights`` the Napoleon's then each adjutant's
    weight, ``sign`` +1 when the Napoleon side won."""

    scores: tuple[int, ...]
    total: int
    multiplier: int | None
    total_rule: str
    side: tuple[int, ...]
    coalition: tuple[int, ...]
    weights: tuple[int, ...]
    sign: int


def deal_scores(
    rules: NapoleonRules,
    players: int,
    declarer: int,
    adjutants: Sequence[int],
    made: bool,
    count: int,
    taken: int,
    *,
    all_take: bool = False,
    reverse: bool = False,
    foul: bool = False,
) -> tuple[int, ...]:
    """The score change of every seat ``0..players-1`` for one deal (N-SCORE).

    ``declarer`` is the Napoleon's seat; ``adjutants`` the adjutant seats (empty for "only";
    the declarer's own seat is ignored, N-SCORE-6); every other seat is the coalition.
    ``made`` is True when the Napoleon side won (N-END-2/4). ``count`` is the contract count and
    ``taken`` the points of the Napoleon side (N-END-1); only a ``book`` normal break uses
    ``taken``.

    * ``all_take``: the Napoleon side lost by taking all 20 points (N-END-3); book scoring then
      charges 240 split 1:1 (N-SCORE-4/5). Ignored when ``made`` or ``reverse``.
    * ``reverse``: a reverse all-take contract (N-BID-16): book scoring is 60 both ways
      (N-SCORE-8).
    * ``foul``: the deal ended by a foul (N-FOUL-2 DECISION); ``made=False`` means the Napoleon
      side committed it (and lost), ``made=True`` that the coalition did. Book scoring charges
      a x1 (60) loss of the offender's side, split as usual; igoshokai scoring an ordinary loss.

    The result sums to zero.
    """
    return score_breakdown(
        rules,
        players,
        declarer,
        adjutants,
        made,
        count,
        taken,
        all_take=all_take,
        reverse=reverse,
        foul=foul,
    ).scores


def score_breakdown(
    rules: NapoleonRules,
    players: int,
    declarer: int,
    adjutants: Sequence[int],
    made: bool,
    count: int,
    taken: int,
    *,
    all_take: bool = False,
    reverse: bool = False,
    foul: bool = False,
) -> ScoreBreakdown:
    """``deal_scores`` with the figures it used (arguments as there)."""
    _check_count(count)
    _check_points("points taken", taken)
    side = _side_seats(players, declarer, adjutants)
    coalition = [s for s in range(players) if s != declarer and s not in side]
    sign = 1 if made else -1
    delta = [0] * players

    if rules.scoring == "igoshokai":
        # N-SCORE-13: the coalition players and the adjutant score +/-1 each, the Napoleon
        # +/-2, an only Napoleon +/-4. In the five-player game this is "the Napoleon takes what
        # the coalition pays, less one per adjutant", which is how other player counts (no
        # preset uses them) are scored here so that the deal stays zero-sum.
        for seat in coalition:
            delta[seat] = -sign
        for seat in side:
            delta[seat] = sign
        delta[declarer] = sign * (len(coalition) - len(side))
        return ScoreBreakdown(
            tuple(delta), 0, None, "N-SCORE-13", tuple(side), tuple(coalition), (), sign
        )

    # book scoring (N-SCORE-1..8; fukashi inherits it, N-SCORE-14)
    by_all_take = all_take and not made and not reverse and not foul
    multiplier: int | None = None
    if foul or reverse:
        total = UNIT  # N-FOUL-2 DECISION; N-SCORE-8 DECISION
        rule = "N-FOUL-2" if foul else "N-SCORE-8"
    elif made:
        multiplier = win_multiplier(count)
        total, rule = UNIT * multiplier, "N-SCORE-2"
    elif by_all_take:
        total, rule = ALL_TAKE_TOTAL, "N-SCORE-4"
    else:
        multiplier = loss_multiplier(
            count, taken, players=players, literal_table=rules.score_table_literal
        )  # N-SCORE-3, N-SCORE-11
        total, rule = UNIT * multiplier, "N-SCORE-3"
    # N-SCORE-5/7: Napoleon weight 2 (win), 3 (loss) or 1 (all-take); each adjutant 1.
    # With no adjutant the Napoleon alone takes the whole total whatever his weight.
    napoleon_weight = 2 if made else 1 if by_all_take else 3
    weights = [napoleon_weight] + [1] * len(side)
    parts = sum(weights)
    for seat, weight in zip([declarer, *side], weights, strict=True):
        delta[seat] = sign * _exact(total * weight, parts)
    share = _exact(total, len(coalition))
    for seat in coalition:
        delta[seat] = -sign * share
    return ScoreBreakdown(
        tuple(delta), total, multiplier, rule, tuple(side), tuple(coalition), tuple(weights), sign
    )


def outcome_decided(
    rules: NapoleonRules,
    count: int,
    side_points: int,
    coalition_points: int,
    remaining: int,
    *,
    reverse: bool = False,
) -> Outcome | None:
    """N-END-5: ``"make"`` or ``"break"`` once the result can no longer change, else None.

    ``side_points`` (P) are the Napoleon side's points so far, ``coalition_points`` (C) the
    coalition's (discards included, N-END-1), ``remaining`` (R) the points still in hands.
    All-take (N-END-3) applies when ``rules.all_take`` is on and the contract is normal.
    """
    _check_count(count)
    _check_points("Napoleon-side points", side_points)
    _check_points("coalition points", coalition_points)
    _check_points("remaining points", remaining)
    if side_points + coalition_points + remaining > TOTAL_POINTS:
        raise ValueError(
            f"{side_points} + {coalition_points} + {remaining} points exceed {TOTAL_POINTS}"
        )
    if reverse:
        # N-END-4: the Napoleon side must take no point card at all.
        if side_points >= 1:
            return "break"
        if remaining == 0:
            return "make"
        return None
    all_take = rules.all_take
    if side_points >= count and (not all_take or coalition_points >= 1 or count == 20):
        return "make"
    if side_points + remaining < count:
        return "break"
    if all_take and count < 20 and remaining == 0 and coalition_points == 0:
        return "break"  # N-END-3: all-take
    return None


def score_fixed(
    rules: NapoleonRules,
    count: int,
    side_points: int,
    coalition_points: int,
    remaining: int,
    *,
    reverse: bool = False,
    players: int | None = None,
) -> bool:
    """N-SCORE-9: True when the deal's score can no longer change (needed for the early stop of
    N-END-6 together with ``outcome_decided``).

    ``book`` scoring: fixed when make is certain, when break by all-take is certain, or when an
    ordinary break is certain and the loss multiplier is the same for every final count
    ``P .. P + R``. A reverse contract scores 60 either way (N-SCORE-8), so it is fixed once
    decided. ``igoshokai`` scoring: fixed as soon as the outcome is certain.

    ``players`` selects the printed boundaries when ``rules.score_table_literal`` is on
    (N-OPT-13); without it every printed table must agree before the score counts as fixed.
    """
    outcome = outcome_decided(
        rules, count, side_points, coalition_points, remaining, reverse=reverse
    )
    if outcome is None:
        return False
    if rules.scoring == "igoshokai" or reverse or outcome == "make":
        return True
    if side_points + remaining >= count:
        return True  # break decided although the count was reached: all-take (N-END-3)
    # Ordinary break: the multiplier is monotone in the points taken, so comparing the two
    # ends of the reachable range suffices.
    low, high = side_points, side_points + remaining
    if not rules.score_table_literal:
        tables = [(3, False)]
    elif players is not None:
        tables = [(players, True)]
    else:
        tables = [(4, True), (5, True)]
    return all(
        loss_multiplier(count, low, players=n, literal_table=lit)
        == loss_multiplier(count, high, players=n, literal_table=lit)
        for n, lit in tables
    )


__all__ = [
    "ALL_TAKE_TOTAL",
    "TOTAL_POINTS",
    "UNIT",
    "Outcome",
    "ScoreBreakdown",
    "deal_scores",
    "loss_multiplier",
    "outcome_decided",
    "score_breakdown",
    "score_fixed",
    "win_multiplier",
]
