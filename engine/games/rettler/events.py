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

from dataclasses import dataclass, replace
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


@dataclass(slots=True)
class DreamCardsDealt(Event):
    """R-VAR-10: after the contract every seat gets its extra cards from the third deck (ids
    108..160, drawn with their own back); ``hands[s]`` is ``None`` for the seats the viewer
    may not see (he sees that each got ``count`` cards)."""

    hands: tuple[tuple[Card, ...] | None, ...]
    count: int
    kind: ClassVar[str] = "dream_cards_dealt"

    def for_seat(self, seat: int) -> Event:
        return replace(
            self, hands=tuple(h if i == seat else None for i, h in enumerate(self.hands))
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "count": self.count,
            "hands": [None if h is None else [card_code(c) for c in h] for h in self.hands],
        }


#: R-VAR-8: the two kinds of team card
DECLARER_SIDE = "declarer_side"
COALITION = "coalition"


@dataclass(slots=True)
class TeamCardsDealt(Event):
    """R-VAR-8: the Rettler is known; every seat in ``seats`` gets a face-down team card that
    nobody may look at yet. ``declarer_side`` of them say "Rettler side"."""

    declarer: int
    seats: tuple[int, ...]
    declarer_side: int
    kind: ClassVar[str] = "team_cards_dealt"

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "declarer": self.declarer,
            "seats": list(self.seats),
            "declarer_side": self.declarer_side,
        }


@dataclass(slots=True)
class TeamCardLooked(Event):
    """R-VAR-8: ``seat`` won a round and looked at his team card; ``side`` (``declarer_side``
    or ``coalition``) is ``None`` for every other seat, who only see that he looked."""

    seat: int
    side: str | None
    kind: ClassVar[str] = "team_card_looked"

    def for_seat(self, seat: int) -> Event:
        return self if seat == self.seat else replace(self, side=None)

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "seat": self.seat, "side": self.side}


@dataclass(slots=True)
class TeamCardsTurned(Event):
    """R-VAR-8: after the last round every team card is turned face up; ``sides[s]`` is the
    card of seat ``s`` (``None`` for the Rettler, who has none)."""

    sides: tuple[str | None, ...]
    kind: ClassVar[str] = "team_cards_turned"

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "sides": list(self.sides)}


__all__ = [
    "COALITION",
    "DECLARER_SIDE",
    "AuctionRestarted",
    "DreamCardsDealt",
    "RoundLed",
    "RoundWon",
    "TeamCardLooked",
    "TeamCardsDealt",
    "TeamCardsTurned",
]
