"""The open auction of the Napoleon family (napoleon.md §5.2, rettler.md R-BID-…).

``OpenAuction`` is the turn-based open auction of N-BID-10 (book), N-BID-11 (igoshokai) and
the reverse all-take auction of N-BID-16: the same turn procedure over a different
``Ladder``. Rettler's auction (``engine/games/rettler/auction.py``) is this one with its ties.
"""

from __future__ import annotations

from ...actions import Action, Bid, Close, Pass, ReverseBid
from ...text import said

PASS = Pass()
CLOSE = Close()


class Ladder:
    """An ordered tuple of calls and the index of each (shared, immutable)."""

    __slots__ = ("calls", "close_or_higher", "index_of", "pass_or_higher")

    def __init__(self, calls: tuple[Action, ...]) -> None:
        self.calls = calls
        self.index_of = {a: i for i, a in enumerate(calls)}
        # legal calls above each standing bid (index -1 = nothing standing), built once
        self.pass_or_higher = tuple((PASS, *calls[i + 1 :]) for i in range(-1, len(calls)))
        self.close_or_higher = tuple((CLOSE, *calls[i + 1 :]) for i in range(-1, len(calls)))


class OpenAuction:
    """N-BID-10: turns in playing order; pass or overbid; a player whose own bid is standing
    (everybody else passed in a row) closes or raises; ``n`` passes with no bid: nobody."""

    __slots__ = (
        "done",
        "index_of",
        "ladder",
        "legal_sets",
        "nobody",
        "passes",
        "players",
        "standing",
        "standing_seat",
        "turn",
    )

    def __init__(self, ladder: Ladder, players: int, opening_seat: int) -> None:
        self.ladder = ladder.calls
        self.index_of = ladder.index_of
        self.legal_sets = (ladder.pass_or_higher, ladder.close_or_higher)
        self.players = players
        self.turn = opening_seat
        self.standing = -1  # index into the ladder of the standing bid
        self.standing_seat = -1
        self.passes = 0
        self.done = False
        self.nobody = False

    def copy(self) -> OpenAuction:
        other = object.__new__(OpenAuction)
        for name in OpenAuction.__slots__:
            setattr(other, name, getattr(self, name))
        return other

    def legal(self) -> tuple[Action, ...]:
        own = self.standing >= 0 and self.standing_seat == self.turn
        return self.legal_sets[own][self.standing + 1]

    def check(self, action: Action) -> tuple[str, str] | None:
        own = self.standing >= 0 and self.standing_seat == self.turn
        if isinstance(action, Close):
            if own:
                return None
            return "N-BID-10", said(
                "only the player whose own bid is standing may close the auction"
            )
        if isinstance(action, Pass):
            if own:
                return "N-BID-10", said("your bid is standing: close the auction or raise it")
            return None
        index = self.index_of.get(action, -1)
        if index < 0:
            if isinstance(action, Bid | ReverseBid):
                return "N-BID-6", said(
                    "{bid} is not a bid allowed by these rules", bid=action.label()
                )
            return "N-BID-10", said("{call} is not a call in the auction", call=action.label())
        if index <= self.standing:
            return "N-BID-5", said("{bid} is not higher than the standing bid", bid=action.label())
        return None

    def apply(self, action: Action) -> None:
        n = self.players
        if isinstance(action, Close):
            self.done = True
            return
        if isinstance(action, Pass):
            self.passes += 1
            if self.standing < 0 and self.passes >= n:
                self.done = self.nobody = True
                return
        else:
            self.standing = self.index_of[action]
            self.standing_seat = self.turn
            self.passes = 0
        self.turn = (self.turn + 1) % n

    @property
    def winner(self) -> tuple[int, Action]:
        return self.standing_seat, self.ladder[self.standing]

    @property
    def standing_bid(self) -> tuple[int, Action] | None:
        return (self.standing_seat, self.ladder[self.standing]) if self.standing >= 0 else None


__all__ = ["CLOSE", "PASS", "Ladder", "OpenAuction"]
