"""Napoleon's auction procedures (napoleon.md §5.2).

``OpenAuction`` (``engine/games/family/auction.py``, shared with Rettler) is the turn-based
open auction of N-BID-10 (book), N-BID-11 (igoshokai) and the reverse all-take auction of
N-BID-16, over the ladders built here.
``StandThenRaise`` is the Fukashi procedure of N-BID-12. Both are small mutable objects
that the deal state owns and copies; they answer ``legal()``, take ``apply()`` and report
``done`` with the winning seat and bid, or ``nobody`` when nobody bid.
"""

from __future__ import annotations

from ...actions import Action, Bid, ReverseBid
from ...terms import trump_name
from ...text import said
from ..family.auction import PASS, Ladder
from .params import URAKO, NapoleonRules

_LADDERS: dict[tuple[int, int, bool], tuple[NapoleonRules, Ladder]] = {}


def bid_ladder(rules: NapoleonRules, players: int) -> Ladder:
    """N-BID-7: every legal bid in increasing order (count, then trump priority)."""
    key = (id(rules), players, False)
    hit = _LADDERS.get(key)
    if hit is None or hit[0] is not rules:
        kinds_low_to_high = tuple(reversed(rules.trump_priority))
        calls = tuple(
            Bid(count, kind)
            for count in range(rules.min_bid[players], rules.max_bid + 1)
            for kind in kinds_low_to_high
            if kind != URAKO or count == 20  # N-VAR-7: Urako only at 20, below clubs
        )
        hit = _LADDERS[key] = (rules, Ladder(calls))
    return hit[1]


def reverse_ladder(rules: NapoleonRules) -> Ladder:
    """N-BID-16: reverse bids in increasing order — the reversed priority, clubs highest."""
    key = (id(rules), 0, True)
    hit = _LADDERS.get(key)
    if hit is None or hit[0] is not rules:
        # N-VAR-7: Urako is a bid at 20, never a reverse all-take kind (DECISION)
        kinds = tuple(k for k in rules.trump_priority if k != URAKO)
        hit = _LADDERS[key] = (rules, Ladder(tuple(ReverseBid(k) for k in kinds)))
    return hit[1]


class StandThenRaise:
    """N-BID-12 (fukashi): one declaration round with distinct suits, then the declarers
    raise in ascending suit order (clubs first), cyclically, until one is left."""

    __slots__ = (
        "declared",
        "done",
        "dropped",
        "high",
        "max_count",
        "min_count",
        "nobody",
        "order",
        "players",
        "priority",
        "raising",
        "standing",
        "turn",
        "turns_taken",
    )

    def __init__(self, rules: NapoleonRules, players: int, opening_seat: int) -> None:
        self.players = players
        self.min_count = rules.min_bid[players]
        self.max_count = rules.max_bid
        self.priority = {k: i for i, k in enumerate(reversed(rules.trump_priority))}
        self.turn = opening_seat
        self.turns_taken = 0
        self.declared: dict[int, str] = {}  # seat -> suit
        self.standing: dict[int, int] = {}  # seat -> count
        self.dropped: set[int] = set()
        self.raising = False
        self.order: list[int] = []
        self.high = -1
        self.done = False
        self.nobody = False

    def copy(self) -> StandThenRaise:
        other = object.__new__(StandThenRaise)
        for name in StandThenRaise.__slots__:
            setattr(other, name, getattr(self, name))
        other.declared = dict(self.declared)
        other.standing = dict(self.standing)
        other.dropped = set(self.dropped)
        other.order = list(self.order)
        return other

    def _key(self, seat: int) -> tuple[int, int]:
        return (self.standing[seat], self.priority[self.declared[seat]])

    def legal(self) -> tuple[Action, ...]:
        if not self.raising:
            taken = set(self.declared.values())
            kinds = sorted(self.priority, key=self.priority.__getitem__)
            return (PASS, *[Bid(self.min_count, k) for k in kinds if k not in taken])
        seat = self.turn
        suit = self.declared[seat]
        high_key = self._key(self.high)
        counts = [
            c
            for c in range(self.standing[seat] + 1, self.max_count + 1)
            if (c, self.priority[suit]) > high_key
        ]
        return (PASS, *[Bid(c, suit) for c in counts])

    def check(self, action: Action) -> tuple[str, str] | None:
        if action in self.legal():
            return None
        if isinstance(action, Bid) and not self.raising:
            if action.trump in self.declared.values():
                return "N-BID-12", said(
                    "{trump} was already declared by another player", trump=trump_name(action.trump)
                )
            return "N-BID-12", said("declare a suit at {count}, or pass", count=self.min_count)
        if isinstance(action, Bid):
            own = self.declared[self.turn]
            return "N-BID-12", said(
                "raise your own suit ({trump}) above the highest standing bid, or drop out",
                trump=trump_name(own),
            )
        return "N-BID-12", said("{call} is not a call of this auction", call=action.label())

    def apply(self, action: Action) -> list[int]:
        """Apply and return the seats that dropped out automatically (no higher count)."""
        if not self.raising:
            if isinstance(action, Bid):
                self.declared[self.turn] = action.trump
                self.standing[self.turn] = action.count
            self.turns_taken += 1
            self.turn = (self.turn + 1) % self.players
            if self.turns_taken == self.players:
                return self._start_raising()
            return []
        seat = self.turn
        if isinstance(action, Bid):
            self.standing[seat] = action.count
            self.high = seat
        else:
            self.dropped.add(seat)
        return self._advance(self.order.index(seat))

    def _start_raising(self) -> list[int]:
        if not self.declared:
            self.done = self.nobody = True
            return []
        self.order = sorted(self.declared, key=lambda s: self.priority[self.declared[s]])
        self.high = max(self.declared, key=self._key)
        if len(self.declared) == 1:
            self.done = True
            return []
        self.raising = True
        return self._advance(-1)

    def _advance(self, position: int) -> list[int]:
        auto_dropped: list[int] = []
        while True:
            active = [s for s in self.order if s not in self.dropped]
            if len(active) == 1:
                self.high = active[0]
                self.done = True
                return auto_dropped
            position = (position + 1) % len(self.order)
            seat = self.order[position]
            if seat in self.dropped or seat == self.high:
                continue
            self.turn = seat
            if len(self.legal()) == 1:  # no count can beat the highest bid: drop out
                self.dropped.add(seat)
                auto_dropped.append(seat)
                continue
            return auto_dropped

    @property
    def winner(self) -> tuple[int, Action]:
        seat = self.high
        return seat, Bid(self.standing[seat], self.declared[seat])

    @property
    def standing_bid(self) -> tuple[int, Action] | None:
        if self.high < 0:
            return None
        return self.winner
