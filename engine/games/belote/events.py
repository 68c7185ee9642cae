"""Belote's own events (the shared ``Dealt``, ``BidMade``, ``CardPlayed``, ``TrickWon`` and
``DealEnded`` are reused). ``for_seat`` hides what a seat may not see (B-INFO-1)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, ClassVar

from ...cards import SUIT_LETTERS, Card, card_code
from ...events import Event


def _codes(cards: tuple[Card, ...] | None) -> list[str] | None:
    return None if cards is None else [card_code(c) for c in cards]


@dataclass(slots=True)
class PacketsChosen(Event):
    """B-VAR-3: the dealer chose the order of the first deal's packets."""

    dealer: int
    order: str
    kind: ClassVar[str] = "packets_chosen"

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "dealer": self.dealer, "order": self.order}


@dataclass(slots=True)
class CandidateTurned(Event):
    """B-DEAL-3: the trump candidate (切り札候補カード) is turned face up (public)."""

    card: Card
    kind: ClassVar[str] = "candidate_turned"

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "card": card_code(self.card)}


@dataclass(slots=True)
class ContractTaken(Event):
    """The bidding ended: ``taker`` plays ``bid`` (a suit letter, ``sa`` or ``ta``)."""

    taker: int
    bid: str
    round: int
    kind: ClassVar[str] = "contract_taken"

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "taker": self.taker, "bid": self.bid, "round": self.round}


@dataclass(slots=True)
class CompletionDealt(Event):
    """B-DEAL-5 / B-3P-2: the completion deal. ``cards[s]`` is seat ``s``'s packet (``None``
    when hidden from the viewer); in the 4-player game ``candidate`` went to ``taker``."""

    taker: int
    candidate: Card | None
    cards: tuple[tuple[Card, ...] | None, ...]
    kind: ClassVar[str] = "completion_dealt"

    def for_seat(self, seat: int) -> Event:
        return replace(
            self, cards=tuple(c if i == seat else None for i, c in enumerate(self.cards))
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "taker": self.taker,
            "candidate": None if self.candidate is None else card_code(self.candidate),
            "cards": [_codes(c) for c in self.cards],
        }


@dataclass(slots=True)
class BottomCardTurned(Event):
    """B-3P-2: the bottom card of the undealt cards is turned up beside the candidate."""

    card: Card
    kind: ClassVar[str] = "bottom_card_turned"

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "card": card_code(self.card)}


@dataclass(slots=True)
class MeldCall(Event):
    """B-ANN-1..3: ``seat`` announced the class ``what`` (``also`` when repeating an equal
    sequence class), or stayed silent (``what`` is ``None``)."""

    seat: int
    what: str | None
    also: bool = False
    kind: ClassVar[str] = "meld_call"

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "seat": self.seat, "what": self.what, "also": self.also}


@dataclass(slots=True)
class MeldsResolved(Event):
    """B-ANN-4/5: tie-break statements, the owner of the strongest meld (``None``: nobody
    announced), every meld its side declares with the cards shown, and the side's points."""

    winner: int | None
    statements: tuple[tuple[int, Card], ...]
    declared: tuple[tuple[int, tuple[dict[str, Any], ...]], ...]
    shown: tuple[tuple[int, tuple[Card, ...]], ...]
    points: int
    kind: ClassVar[str] = "melds_resolved"

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "winner": self.winner,
            "statements": [[s, card_code(c)] for s, c in self.statements],
            "declared": [[s, list(m)] for s, m in self.declared],
            "shown": [[s, _codes(c)] for s, c in self.shown],
            "points": self.points,
        }


@dataclass(slots=True)
class BeloteSaid(Event):
    """B-BEL-1: ``word`` is ``belote`` (first of the K and Q of ``suit``) or ``rebelote``."""

    seat: int
    suit: int
    word: str
    kind: ClassVar[str] = "belote_said"

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "seat": self.seat,
            "suit": SUIT_LETTERS[self.suit],
            "word": self.word,
        }
