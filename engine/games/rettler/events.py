"""Rettler's own events (the shared ones of ``engine.events`` are used as they are).

* ``RoundLed``: a lead — one card, a pair or a bomb — with the named suit and whether it is
  a point request (or a waived one, R-PR-2); followers' cards come as ``CardPlayed``.
* ``RoundWon``: a ``TrickWon`` for a whole round of 1, 2 or ``m`` tricks: the reason code and
  rule ID of R-RANK-4, the plays per seat, and whether the winner may make a point request.
* ``AuctionRestarted``: nobody bid and nobody holds the Mighty; one more auction (R-BID-7).

Cards in events are instance ids (0..107; ``engine.cards``) so the table can move the very
card that was played.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from ...cards import SUIT_LETTERS, Card, card_code
from ...events import Event, TrickWon


@dataclass(slots=True)
class RoundLed(Event):
    seat: int
    cards: tuple[Card, ...]
    #: the trick numbers this round covers (R-PLAY-2): one, two (a pair) or m (a bomb)
    tricks: tuple[int, ...]
    named_suit: int | None = None
    point_request: bool = False
    #: the leader was entitled to a point request and led without it (R-PR-2, public)
    waived: bool = False
    bomb: bool = False
    kind: ClassVar[str] = "round_led"

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "seat": self.seat,
            "cards": [card_code(c) for c in self.cards],
            "tricks": list(self.tricks),
            "named_suit": None if self.named_suit is None else SUIT_LETTERS[self.named_suit],
            "point_request": self.point_request,
            "waived": self.waived,
            "bomb": self.bomb,
        }


@dataclass(slots=True)
class RoundWon(TrickWon):
    """``trick`` is the round's first trick number, ``plays`` every card in playing order;
    ``units`` the same cards grouped per seat."""

    tricks: tuple[int, ...] = ()
    units: tuple[tuple[int, tuple[Card, ...]], ...] = ()
    #: the winning cards (a Yoromeki chain: its deciding card; a bomb round: empty)
    winning_cards: tuple[Card, ...] = ()
    #: R-LITTLE-1: the winner won with a little and may lead a point request next
    grants_point_request: bool = False
    kind: ClassVar[str] = "round_won"

    def to_json(self) -> dict[str, Any]:
        data = TrickWon.to_json(self)
        data.update(
            {
                "kind": self.kind,
                "tricks": list(self.tricks),
                "units": [[s, [card_code(c) for c in cards]] for s, cards in self.units],
                "winning_cards": [card_code(c) for c in self.winning_cards],
                "grants_point_request": self.grants_point_request,
            }
        )
        return data


@dataclass(slots=True)
class AuctionRestarted(Event):
    """R-BID-7 item 3 (D-04): nobody bid and both Mighties lie in the kitty."""

    rule_id: str
    kind: ClassVar[str] = "auction_restarted"

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "rule_id": self.rule_id}


__all__ = ["AuctionRestarted", "RoundLed", "RoundWon"]
