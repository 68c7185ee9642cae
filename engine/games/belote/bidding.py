"""Belote bidding as a small state machine: two rounds (B-BID-1/2), the throw-in (B-BID-4)
and the option-bid overcalls (B-OPT-2/3), exactly as the pseudo-code of B-BID-5."""

from __future__ import annotations

from ...actions import Action, Pass
from ...cards import SUIT_LETTERS
from ...text import Text, said
from .actions import BeloteBid
from .params import BeloteRules

PASS = Pass()
BIDS = {code: BeloteBid(code) for code in ("S", "H", "D", "C", "sa", "ta")}


class Bidding:
    """Whose turn it is and which calls are open. ``done`` once settled; ``result`` is
    ``(taker, bid code)``, or ``None`` after a throw-in."""

    __slots__ = (
        "bid",
        "bidder",
        "candidate_suit",
        "done",
        "options",
        "order",
        "pos",
        "queue",
        "result",
        "round",
        "sa_after_suit",
    )

    def __init__(self, rules: BeloteRules, order: list[int], candidate_suit: int) -> None:
        self.order = order  # seats from the eldest, dealer last
        self.candidate_suit = candidate_suit
        self.options = rules.option_bids
        self.sa_after_suit = rules.sa_only_after_suit_bid
        self.round = 1
        self.pos = 0
        self.queue: list[int] = []  # seats still to answer an overcall chance (B-OPT-2/3)
        self.bidder = -1
        self.bid = ""
        self.done = False
        self.result: tuple[int, str] | None = None

    def copy(self) -> Bidding:
        other = object.__new__(Bidding)
        for name in Bidding.__slots__:
            setattr(other, name, getattr(self, name))
        other.queue = self.queue[:]
        return other

    @property
    def turn(self) -> int:
        return self.queue[0] if self.queue else self.order[self.pos]

    @property
    def overcalling(self) -> bool:
        return self.bidder >= 0

    def _opening_codes(self) -> list[str]:
        cand = SUIT_LETTERS[self.candidate_suit]
        codes = [cand] if self.round == 1 else [s for s in SUIT_LETTERS if s != cand]
        if self.options == "sa_ta":
            codes += ["sa", "ta"]
        elif self.options == "sa_only" and not self.sa_after_suit:
            codes.append("sa")
        return codes

    def _stronger(self, bid: str) -> list[str]:
        """B-OPT-2/3: suit < SA < TA; TA ends the bidding at once."""
        if self.options == "sa_ta":
            return {"sa": ["ta"], "ta": []}.get(bid, ["sa", "ta"])
        if self.options == "sa_only":
            return [] if bid in ("sa", "ta") else ["sa"]
        return []

    def legal(self) -> list[Action]:
        if self.done:
            return []
        codes = self._stronger(self.bid) if self.overcalling else self._opening_codes()
        return [PASS] + [BIDS[c] for c in codes]

    def check(self, action: Action) -> tuple[str, Text] | None:
        """``None`` if ``action`` is a legal call now, else (rule ID, reason)."""
        if action in self.legal():
            return None
        if not isinstance(action, BeloteBid):
            return "B-BID-1", said("bid a trump or pass")
        code = action.trump
        if code in ("sa", "ta"):
            if self.options == "none":
                return "B-VAR-7", said("sans atout and tout atout bids are not in these rules")
            if code == "ta" and self.options == "sa_only":
                return "B-VAR-7", said("only sans atout is allowed, not tout atout")
            if not self.overcalling:
                return "B-VAR-7", said("sans atout may only be bid after a suit bid")
            return "B-OPT-3", said("only a stronger bid can overcall (suit < SA < TA)")
        if self.overcalling:
            return "B-BID-3", said("a suit bid cannot be overbid; only SA or TA may overcall")
        if self.round == 1:
            return "B-BID-1", said("in round 1 only the candidate's suit can be taken")
        return "B-BID-2", said("in round 2 name a suit other than the candidate's")

    def apply(self, action: Action) -> None:
        """Apply a call already checked with ``check``."""
        seat = self.turn
        if isinstance(action, BeloteBid):
            self.bidder, self.bid = seat, action.trump
            if self._stronger(action.trump):
                n = len(self.order)
                i = self.order.index(seat)
                self.queue = [self.order[(i + j) % n] for j in range(1, n)]
            else:
                self._settle()
            return
        if self.overcalling:
            self.queue.pop(0)
            if not self.queue:
                self._settle()
            return
        self.pos += 1
        if self.pos == len(self.order):
            if self.round == 1:
                self.round, self.pos = 2, 0
            else:
                self.done = True  # B-BID-4: throw-in

    def _settle(self) -> None:
        self.queue = []
        self.done = True
        self.result = (self.bidder, self.bid)
