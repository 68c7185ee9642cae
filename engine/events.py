"""Typed events the engine emits from ``apply()``.

The table animates these and nothing else. Some events carry private information (a dealt
hand, the kitty the declarer picks up, a face-down discard); ``for_seat(seat)`` returns the
version that seat may see (N-INFO), and the GUI must only ever show that version.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, ClassVar

from .actions import Action
from .cards import SUIT_LETTERS, Card, card_code


def _codes(cards: tuple[Card, ...] | None) -> list[str] | None:
    return None if cards is None else [card_code(c) for c in cards]


@dataclass(slots=True)
class Event:
    kind: ClassVar[str] = "event"

    def for_seat(self, seat: int) -> Event:
        """What ``seat`` may see of this event (public events are returned unchanged)."""
        return self

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind}


@dataclass(slots=True)
class Dealt(Event):
    """Cards were dealt. ``hands[s]`` is ``None`` for hands the viewer may not see."""

    dealer: int
    hands: tuple[tuple[Card, ...] | None, ...]
    kitty_size: int
    kind: ClassVar[str] = "dealt"

    def for_seat(self, seat: int) -> Event:
        hidden = tuple(h if i == seat else None for i, h in enumerate(self.hands))
        return replace(self, hands=hidden)

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "dealer": self.dealer,
            "hands": [_codes(h) for h in self.hands],
            "kitty_size": self.kitty_size,
        }


@dataclass(slots=True)
class TableauDealt(Event):
    """N-VAR-1: each player's tableau as laid out. ``piles[seat][p]`` lists pile ``p`` from
    the bottom card to the playable top; ``None`` is a face-down card (hidden from both
    players, so the event is public as it stands)."""

    piles: tuple[tuple[tuple[Card | None, ...], ...], ...]
    kind: ClassVar[str] = "tableau_dealt"

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "piles": [
                [[None if c is None else card_code(c) for c in pile] for pile in seat_piles]
                for seat_piles in self.piles
            ],
        }


@dataclass(slots=True)
class PileCardTurned(Event):
    """N-VAR-1: playing the top of pile ``pile`` of ``seat``'s tableau uncovered a face-down
    card, which is turned face up and is now that pile's playable top."""

    seat: int
    pile: int
    card: Card
    kind: ClassVar[str] = "pile_card_turned"

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "seat": self.seat,
            "pile": self.pile,
            "card": card_code(self.card),
        }


@dataclass(slots=True)
class PilesDealt(Event):
    """N-VAR-3: the dealer laid ``piles`` face-down piles of ``pile_size`` cards and one card
    face down in the middle; the players choose piles next (``PileChosen``)."""

    dealer: int
    piles: int
    pile_size: int
    kind: ClassVar[str] = "piles_dealt"

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "dealer": self.dealer,
            "piles": self.piles,
            "pile_size": self.pile_size,
        }


@dataclass(slots=True)
class PileChosen(Event):
    """``seat`` took face-down pile ``pile`` (numbered from 0) as his hand; ``cards`` is that
    hand, ``None`` for every other seat (N-VAR-2: three piles; N-VAR-3: four piles)."""

    seat: int
    pile: int
    cards: tuple[Card, ...] | None
    kind: ClassVar[str] = "pile_chosen"

    def for_seat(self, seat: int) -> Event:
        return self if seat == self.seat else replace(self, cards=None)

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "seat": self.seat,
            "pile": self.pile,
            "cards": _codes(self.cards),
        }


@dataclass(slots=True)
class CardDrawn(Event):
    """N-VAR-2: ``seat`` drew the top card of the stock after a trick; ``card`` is ``None``
    for the other player. ``stock_left`` cards remain."""

    seat: int
    card: Card | None
    stock_left: int
    kind: ClassVar[str] = "card_drawn"

    def for_seat(self, seat: int) -> Event:
        return self if seat == self.seat else replace(self, card=None)

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "seat": self.seat,
            "card": None if self.card is None else card_code(self.card),
            "stock_left": self.stock_left,
        }


@dataclass(slots=True)
class KittyDrawn(Event):
    """N-VAR-3: the Napoleon ``seat`` drew ``count`` random cards of the unused pile ``pile``
    to the middle card, making the kitty he takes next (``KittyTaken``); ``cards`` are the
    drawn cards, ``None`` for every other seat."""

    seat: int
    pile: int
    count: int
    cards: tuple[Card, ...] | None
    kind: ClassVar[str] = "kitty_drawn"

    def for_seat(self, seat: int) -> Event:
        return self if seat == self.seat else replace(self, cards=None)

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "seat": self.seat,
            "pile": self.pile,
            "count": self.count,
            "cards": _codes(self.cards),
        }


@dataclass(slots=True)
class MisdealDeclared(Event):
    """N-MIS-1/2: ``seat`` declared a bust hand; the deal is cancelled. ``shown`` is the hand
    when the preset makes it public (igoshokai)."""

    seat: int
    rule_id: str
    shown: tuple[Card, ...] | None = None
    kind: ClassVar[str] = "misdeal_declared"

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "seat": self.seat,
            "rule_id": self.rule_id,
            "shown": _codes(self.shown),
        }


@dataclass(slots=True)
class BidMade(Event):
    """A call in an auction: a bid, a pass, a close or a reverse bid (N-BID)."""

    seat: int
    call: Action
    kind: ClassVar[str] = "bid_made"

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "seat": self.seat, "call": self.call.to_json()}


@dataclass(slots=True)
class KittyRevealed(Event):
    """N-BID-13 step 3: nobody bid and the Mighty is in the kitty, so it is turned up."""

    cards: tuple[Card, ...]
    kind: ClassVar[str] = "kitty_revealed"

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "cards": _codes(self.cards)}


@dataclass(slots=True)
class ContractSettled(Event):
    """The auction is over: ``declarer`` is the Napoleon with ``count`` and ``trump``.
    ``forced`` marks a responsibility stand (N-BID-13), ``reverse`` a reverse all-take."""

    declarer: int
    count: int
    trump: str
    adjutants: int
    forced: bool = False
    reverse: bool = False
    kind: ClassVar[str] = "contract_settled"

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "declarer": self.declarer,
            "count": self.count,
            "trump": self.trump,
            "adjutants": self.adjutants,
            "forced": self.forced,
            "reverse": self.reverse,
        }


@dataclass(slots=True)
class AdjutantCalled(Event):
    declarer: int
    card: Card
    #: R-VAR-13: the deck (0 red, 1 blue backs) of the one copy called, else ``None``
    deck: int | None = None
    kind: ClassVar[str] = "adjutant_called"

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "kind": self.kind,
            "declarer": self.declarer,
            "card": card_code(self.card),
        }
        if self.deck is not None:
            data["deck"] = ("red", "blue")[self.deck]
        return data


@dataclass(slots=True)
class KittyTaken(Event):
    """The declarer picked up the kitty; ``cards`` is ``None`` for those who may not see it."""

    seat: int
    cards: tuple[Card, ...] | None
    #: the kitty was turned up before (N-BID-13 step 3), so everybody knows its cards
    public: bool = False
    kind: ClassVar[str] = "kitty_taken"

    def for_seat(self, seat: int) -> Event:
        return self if seat == self.seat or self.public else replace(self, cards=None)

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "seat": self.seat, "cards": _codes(self.cards)}


@dataclass(slots=True)
class Discarded(Event):
    """One discard; face-down discards show ``card=None`` to everybody but the declarer."""

    seat: int
    card: Card | None
    face_up: bool
    kind: ClassVar[str] = "discarded"

    def for_seat(self, seat: int) -> Event:
        return self if (self.face_up or seat == self.seat) else replace(self, card=None)

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "seat": self.seat,
            "card": None if self.card is None else card_code(self.card),
            "face_up": self.face_up,
        }


@dataclass(slots=True)
class CardPlayed(Event):
    seat: int
    card: Card
    trick: int
    named_suit: int | None = None
    kind: ClassVar[str] = "card_played"

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "seat": self.seat,
            "card": card_code(self.card),
            "trick": self.trick,
            "named_suit": None if self.named_suit is None else SUIT_LETTERS[self.named_suit],
        }


@dataclass(slots=True)
class AdjutantRevealed(Event):
    """N-INFO-3: the named card appeared. ``seat`` holds it; ``only`` is true when that seat
    is the declarer himself (or the card lay among his face-up discards)."""

    seat: int
    card: Card
    only: bool
    kind: ClassVar[str] = "adjutant_revealed"

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "seat": self.seat,
            "card": card_code(self.card),
            "only": self.only,
        }


@dataclass(slots=True)
class TrickWon(Event):
    """A trick is complete. ``reason`` is a reason code of N-TRICK-20 and ``rule_id`` the rule
    that made the card win; ``notes`` lists rules that switched a card's power off."""

    trick: int
    winner: int
    plays: tuple[tuple[int, Card], ...]
    reason: str
    rule_id: str
    point_cards: tuple[Card, ...]
    notes: tuple[str, ...] = ()
    #: Napoleon's Urako (N-VAR-7): the trump kind the leader declared for this trick
    declared_trump: str = ""
    kind: ClassVar[str] = "trick_won"

    def to_json(self) -> dict[str, Any]:
        data = {
            "kind": self.kind,
            "trick": self.trick,
            "winner": self.winner,
            "plays": [[s, card_code(c)] for s, c in self.plays],
            "reason": self.reason,
            "rule_id": self.rule_id,
            "point_cards": _codes(self.point_cards),
            "notes": list(self.notes),
        }
        if self.declared_trump:
            data["declared_trump"] = self.declared_trump
        return data


@dataclass(slots=True)
class TrickTrumpDeclared(Event):
    """Napoleon's Urako (N-VAR-7): the leader of trick ``trick`` declared its trump kind
    ``trump`` together with the lead card (the ``CardPlayed`` that follows)."""

    seat: int
    trick: int
    trump: str
    kind: ClassVar[str] = "trick_trump_declared"

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "seat": self.seat, "trick": self.trick, "trump": self.trump}


@dataclass(slots=True)
class BlindCardShown(Event):
    """N-VAR-6: right after the deal ``seat``'s card ``card`` (chosen at random) is turned
    face up for everybody; the rest of the hand stays unseen until the adjutant call."""

    seat: int
    card: Card
    kind: ClassVar[str] = "blind_card_shown"

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "seat": self.seat, "card": card_code(self.card)}


@dataclass(slots=True)
class HandsLifted(Event):
    """Players pick up and look at hands they had not seen: everybody after the adjutant
    call in a blind stand (N-VAR-6), the trump chooser once he has chosen (N-VAR-5).
    ``hands[s]`` is ``None`` for seats that look at nothing new or that the viewer may not
    see."""

    hands: tuple[tuple[Card, ...] | None, ...]
    kind: ClassVar[str] = "hands_lifted"

    def for_seat(self, seat: int) -> Event:
        hidden = tuple(h if i == seat else None for i, h in enumerate(self.hands))
        return replace(self, hands=hidden)

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "hands": [_codes(h) for h in self.hands]}


@dataclass(slots=True)
class TrumpNamed(Event):
    """N-VAR-5: the first leader named the trump kind before looking at his hand."""

    seat: int
    trump: str
    kind: ClassVar[str] = "trump_named"

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "seat": self.seat, "trump": self.trump}


@dataclass(slots=True)
class DealEnded(Event):
    """The deal is over. ``result`` is the game's result object (its ``to_json`` describes it);
    ``revealed`` holds the cards that become public at the end (N-END-7)."""

    result: Any
    revealed: dict[str, Any] = field(default_factory=dict)
    kind: ClassVar[str] = "deal_ended"

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "result": self.result.to_json(), "revealed": self.revealed}
