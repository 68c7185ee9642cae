"""Actions and events of the must-follow game that the shared modules do not have.

Cards are played with the shared ``PlayCard``. The 1-player dummy's face-down cards are
chosen by their place on the table, never by rank (M-1P-4, MD-10): ``TurnUp(slot)`` at the
start of a round (M-1P-3) and ``PlayFaceDown(slot)`` in play. The events add what the table
needs to show rounds, the dummy and table talk; all of them are public.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from ...actions import Action
from ...cards import Card, card_code
from ...events import Event


@dataclass(frozen=True, slots=True)
class TurnUp(Action):
    """M-1P-3: turn the dummy's face-down card at place ``slot`` face up."""

    slot: int
    kind: ClassVar[str] = "turn_up"

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "slot": self.slot}

    def label(self) -> str:
        return f"turn up the dummy's card at place {self.slot + 1}"


@dataclass(frozen=True, slots=True)
class PlayFaceDown(Action):
    """M-1P-4: play the dummy's face-down card at place ``slot``; it is turned as it is
    played (MD-10: the actual card at that place)."""

    slot: int
    kind: ClassVar[str] = "play_face_down"

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "slot": self.slot}

    def label(self) -> str:
        return f"play the dummy's face-down card at place {self.slot + 1}"


def _codes(cards: tuple[Card, ...]) -> list[str]:
    return [card_code(c) for c in cards]


@dataclass(slots=True)
class RoundStarted(Event):
    """A round begins (M-SETUP-2, M-2P-6, M-1P-5). ``suit_counts[h]`` is hand ``h``'s suit
    counts (public, M-VIS-1); ``dummy_suits[slot]`` the suit of each dummy place (1 player);
    ``leftovers`` the round-1 last cards lying face up in round 2; ``redeals`` how often the
    deal was redealt for equal suit counts (M-2P-3)."""

    round: int
    leader: int
    suit_counts: tuple[tuple[int, int, int, int], ...]
    center: Card | None
    leftovers: tuple[Card, ...]
    redeals: int
    dummy_suits: tuple[int, ...] = ()
    kind: ClassVar[str] = "round_started"

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "round": self.round,
            "leader": self.leader,
            "suit_counts": [list(c) for c in self.suit_counts],
            "center": None if self.center is None else card_code(self.center),
            "leftovers": _codes(self.leftovers),
            "redeals": self.redeals,
            "dummy_suits": list(self.dummy_suits),
        }


@dataclass(slots=True)
class DummyCardTurned(Event):
    """A dummy card at ``slot`` was turned face up: at the start of a round (M-1P-3) or as it
    was played (M-1P-4, ``played`` true)."""

    slot: int
    card: Card
    played: bool = False
    kind: ClassVar[str] = "dummy_card_turned"

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "slot": self.slot,
            "card": card_code(self.card),
            "played": self.played,
        }


@dataclass(slots=True)
class RoundEnded(Event):
    """A round's 12 tricks are done (M-PLAY-4). ``ok`` is M-2P-9's per-round condition for
    1-2 players, the whole goal M-GOAL-1 for 3-4 players."""

    round: int
    taken: tuple[int, ...]
    leftovers: tuple[Card, ...]
    ok: bool
    rule_id: str
    kind: ClassVar[str] = "round_ended"

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "round": self.round,
            "taken": list(self.taken),
            "leftovers": _codes(self.leftovers),
            "ok": self.ok,
            "rule_id": self.rule_id,
        }


@dataclass(slots=True)
class MessageSent(Event):
    """Table talk (M-TALK-3): ``seat`` sent ``message`` (a ``talk.Message``)."""

    seat: int
    message: Any
    kind: ClassVar[str] = "message_sent"

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "seat": self.seat, "message": self.message.to_json()}
