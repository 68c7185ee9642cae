"""Rettler's auction: Napoleon's open auction (N-BID-10) over the Rettler bid ladder
(R-BID-5, D-01).

For five players one- and two-adjutant bids share one auction (R-BID-3): a two-adjutant
count ``c`` ranks as the one-adjutant count ``2c - 40``, and two bids of equal rank are equal
— neither outranks the other (R-BID-4). ``RankedLadder`` adds those ties to Napoleon's
``Ladder``; ``RettlerAuction`` refuses an equal bid with R-BID-4.
"""

from __future__ import annotations

from ...actions import Action, Bid, ReverseBid
from ...text import said
from ..family.auction import CLOSE, PASS, Ladder, OpenAuction
from ..family.rules import URAKO
from .actions import TwoAdjutantBid
from .params import TOTAL_POINTS, RettlerRules


class RankedLadder(Ladder):
    """A ladder whose calls may tie: ``ranks[i]`` orders them, equal ranks are equal bids."""

    __slots__ = ("ranks",)

    def __init__(self, calls: tuple[Action, ...], ranks: tuple[tuple[int, int], ...]) -> None:
        super().__init__(calls)
        self.ranks = ranks
        # the calls strictly above each standing call (index -1: nothing standing)
        above = [
            next((j for j in range(i + 1, len(calls)) if ranks[j] > ranks[i]), len(calls))
            for i in range(len(calls))
        ]
        starts = (0, *above)
        self.pass_or_higher = tuple((PASS, *calls[a:]) for a in starts)
        self.close_or_higher = tuple((CLOSE, *calls[a:]) for a in starts)


class RettlerAuction(OpenAuction):
    """N-BID-10 with R-BID-4's equal bids."""

    __slots__ = ("ranks",)

    def __init__(self, ladder: Ladder, players: int, opening_seat: int) -> None:
        super().__init__(ladder, players, opening_seat)
        self.ranks = ladder.ranks if isinstance(ladder, RankedLadder) else None

    def copy(self) -> RettlerAuction:
        other = object.__new__(RettlerAuction)
        for name in (*OpenAuction.__slots__, "ranks"):
            setattr(other, name, getattr(self, name))
        return other

    def check(self, action: Action) -> tuple[str, str] | None:
        problem = super().check(action)
        if problem is not None:
            if problem[0] == "N-BID-6":
                return "R-BID-2", said(
                    "{bid} is not a bid allowed here (R-BID-2: minimum count, at most 40)",
                    bid=action.label(),
                )
            return problem
        ranks = self.ranks
        index = self.index_of.get(action, -1)
        if (
            ranks is not None
            and self.standing >= 0
            and index >= 0
            and ranks[index] <= ranks[self.standing]
        ):
            return "R-BID-4", said(
                "{bid} ranks equal to the standing bid, so it is no overcall (R-BID-3: 2c - 40)",
                bid=action.label(),
            )
        return None


_LADDERS: dict[tuple[int, int, bool], tuple[RettlerRules, Ladder]] = {}


def bid_ladder(rules: RettlerRules, players: int) -> Ladder:
    """R-BID-5: every legal bid, low to high (key ``(e, trump priority)``)."""
    key = (id(rules), players, False)
    hit = _LADDERS.get(key)
    if hit is None or hit[0] is not rules:
        kinds = tuple(k for k in reversed(rules.trump_priority) if k != URAKO)  # low to high
        entries: list[tuple[tuple[int, int], Action]] = [
            ((count, p), Bid(count, kind))
            for count in range(rules.min_bid[players], rules.max_bid + 1)
            for p, kind in enumerate(kinds)
        ]
        if URAKO in rules.trump_priority:  # R-VAR-6: above black, but an Urako 40 lowest
            entries += [
                ((count, -1 if count == TOTAL_POINTS else len(kinds)), Bid(count, URAKO))
                for count in range(rules.min_bid[players], rules.max_bid + 1)
            ]
            entries.sort(key=lambda e: e[0])
        if rules.two_adjutant_bids(players):
            entries += [
                ((rules.converted_count(players, count, 2), p), TwoAdjutantBid(count, kind))
                for count in range(rules.min_bid_two_adjutants, rules.max_bid + 1)
                for p, kind in enumerate(kinds)  # Urako: one adjutant only (R-VAR-6)
            ]
            entries.sort(key=lambda e: e[0])  # stable: a one-adjutant bid first among equals
            ladder: Ladder = RankedLadder(
                tuple(a for _, a in entries), tuple(r for r, _ in entries)
            )
        else:
            ladder = Ladder(tuple(a for _, a in entries))
        hit = _LADDERS[key] = (rules, ladder)
    return hit[1]


def reverse_ladder(rules: RettlerRules) -> Ladder:
    """R-VAR-9: reverse all-take bids, low to high (the reversed priority: clubs highest)."""
    key = (id(rules), 0, True)
    hit = _LADDERS.get(key)
    if hit is None or hit[0] is not rules:
        calls = tuple(ReverseBid(k) for k in rules.trump_priority if k != URAKO)
        hit = _LADDERS[key] = (rules, Ladder(calls))
    return hit[1]


__all__ = ["RankedLadder", "RettlerAuction", "bid_ladder", "reverse_ladder"]
