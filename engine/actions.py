"""Typed actions shared by the trick-taking games.

Actions are immutable and hashable. The engines hand out pre-built instances from
``legal_actions()`` (the hot path builds no new objects); constructing an equal action anew
is just as valid for ``apply()``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from .cards import JOKER, SUIT_LETTERS, Card, card_code, card_label, parse_card


@dataclass(frozen=True, slots=True)
class Action:
    kind: ClassVar[str] = "action"

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind}

    def label(self) -> str:
        return self.kind


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Decline to bid on one's turn (N-BID-10: not final), or drop out (N-BID-12)."""

    kind: ClassVar[str] = "pass"

    def label(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class Bid(Action):
    """A bid of ``count`` point cards with trump kind ``trump`` (codes of docs/records.md)."""

    count: int
    trump: str
    kind: ClassVar[str] = "bid"

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "count": self.count, "trump": self.trump}

    def label(self) -> str:
        return f"{self.trump} {self.count}"


@dataclass(frozen=True, slots=True)
class ReverseBid(Action):
    """A reverse all-take bid with a trump kind and no count (N-BID-16)."""

    trump: str
    kind: ClassVar[str] = "reverse_bid"

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "trump": self.trump}

    def label(self) -> str:
        return f"reverse all-take {self.trump}"


@dataclass(frozen=True, slots=True)
class Close(Action):
    """Close the auction with one's own standing bid (N-BID-10 step 2)."""

    kind: ClassVar[str] = "close"

    def label(self) -> str:
        return "close"


@dataclass(frozen=True, slots=True)
class DeclareMisdeal(Action):
    """Show a bust hand and ask for a redeal (N-MIS-1, N-MIS-2)."""

    kind: ClassVar[str] = "declare_misdeal"


@dataclass(frozen=True, slots=True)
class KeepHand(Action):
    """Keep a hand that would allow a misdeal declaration."""

    kind: ClassVar[str] = "keep_hand"


@dataclass(frozen=True, slots=True)
class CallAdjutant(Action):
    """Name a card: whoever holds it is the adjutant (N-ADJ-1). ``deck`` names one copy of a
    two-deck game's card, 0 (red backs) or 1 (blue backs), for Rettler's call by deck
    (R-VAR-13); ``None`` names the card whichever deck it comes from."""

    card: Card
    deck: int | None = None
    kind: ClassVar[str] = "call_adjutant"

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind, "card": card_code(self.card)}
        if self.deck is not None:
            data["deck"] = DECK_NAMES[self.deck]
        return data

    def label(self) -> str:
        if self.deck is not None:
            return f"adjutant {card_label(self.card)} of the {DECK_NAMES[self.deck]} deck"
        return f"adjutant {card_label(self.card)}"


#: R-VAR-13: the two decks of different backs, instance ids ``c`` and ``c + 54``
DECK_NAMES = ("red", "blue")


@dataclass(frozen=True, slots=True)
class Discard(Action):
    """Put one card away after taking the kitty (N-KIT-2)."""

    card: Card
    kind: ClassVar[str] = "discard"

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "card": card_code(self.card)}

    def label(self) -> str:
        return f"discard {card_label(self.card)}"


@dataclass(frozen=True, slots=True)
class PlayCard(Action):
    """Play a card to the trick. ``named_suit`` is the suit a joker leader names where the
    rules need one (N-PLAY-4 NT family, N-PLAY-6 forced lead); otherwise ``None``.
    ``trump`` is the trick's trump kind an Urako leader declares with the lead card
    (N-VAR-7); ``None`` in every other play."""

    card: Card
    named_suit: int | None = None
    trump: str | None = None
    kind: ClassVar[str] = "play"

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind, "card": card_code(self.card)}
        if self.named_suit is not None:
            data["named_suit"] = SUIT_LETTERS[self.named_suit]
        if self.trump is not None:
            data["trump"] = self.trump
        return data

    def label(self) -> str:
        if self.card == JOKER and self.named_suit is not None:
            text = f"JK naming {SUIT_LETTERS[self.named_suit]}"
        else:
            text = card_label(self.card)
        return text if self.trump is None else f"{text} declaring {self.trump}"


@dataclass(frozen=True, slots=True)
class NameTrump(Action):
    """N-VAR-5: the first leader of Imperialist Napoleon names the trump kind, unseen hand."""

    trump: str
    kind: ClassVar[str] = "name_trump"

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "trump": self.trump}

    def label(self) -> str:
        return f"trump {self.trump}"


@dataclass(frozen=True, slots=True)
class ChoosePile(Action):
    """Take one of the face-down piles of the deal as one's hand, numbered from 0 in the
    order dealt (N-VAR-2: three piles of five; N-VAR-3: four piles of 13)."""

    pile: int
    kind: ClassVar[str] = "choose_pile"

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "pile": self.pile}

    def label(self) -> str:
        return f"pile {self.pile + 1}"


_SIMPLE: dict[str, Action] = {
    "pass": Pass(),
    "close": Close(),
    "declare_misdeal": DeclareMisdeal(),
    "keep_hand": KeepHand(),
}


def action_from_json(data: dict[str, Any]) -> Action:
    """Inverse of ``Action.to_json`` (used by saves and records)."""
    kind = data.get("kind")
    if kind in _SIMPLE:
        return _SIMPLE[kind]
    if kind == "bid":
        return Bid(int(data["count"]), str(data["trump"]))
    if kind == "reverse_bid":
        return ReverseBid(str(data["trump"]))
    if kind == "name_trump":
        return NameTrump(str(data["trump"]))
    if kind == "call_adjutant":
        deck = data.get("deck")
        return CallAdjutant(
            parse_card(data["card"]), None if deck is None else DECK_NAMES.index(deck)
        )
    if kind == "discard":
        return Discard(parse_card(data["card"]))
    if kind == "choose_pile":
        return ChoosePile(int(data["pile"]))
    if kind == "play":
        named = data.get("named_suit")
        trump = data.get("trump")
        return PlayCard(
            parse_card(data["card"]),
            None if named is None else SUIT_LETTERS.index(named),
            None if trump is None else str(trump),
        )
    raise ValueError(f"unknown action kind {kind!r}")
