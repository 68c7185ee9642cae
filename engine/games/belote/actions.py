"""Belote's own actions. ``Pass`` and ``PlayCard`` come from ``engine.actions``; Belote adds:

* ``BeloteBid``: take the candidate's suit (round 1), name another suit (round 2), or the
  option bids ``sa``/``ta`` (B-BID, B-OPT);
* ``AnnounceMeld``: announce the class of one's best meld (B-ANN-1; ``Pass`` stays silent);
* ``SayBelote``: play the first of the trump K and Q saying "belote" (B-BEL-1, BD-11). A
  ``PlayCard`` of that card is also legal: the player then forgoes the belote;
* ``ChoosePackets``: the dealer's choice of 3-then-2 or 2-then-3 (B-VAR-3).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from ...actions import Action, PlayCard, action_from_json
from ...cards import SUIT_LETTERS, SUIT_SYMBOLS, card_code, card_label, parse_card

BID_CODES = ("S", "H", "D", "C", "sa", "ta")
BID_LABELS = {"sa": "sans atout", "ta": "tout atout"}
PACKETS = ("3_then_2", "2_then_3")


@dataclass(frozen=True, slots=True)
class BeloteBid(Action):
    """A bid: a suit letter or ``sa``/``ta`` (no count: the first bid settles, B-BID-3)."""

    trump: str
    kind: ClassVar[str] = "belote_bid"

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "trump": self.trump}

    def label(self) -> str:
        if self.trump in SUIT_LETTERS:
            return f"trump {SUIT_SYMBOLS[SUIT_LETTERS.index(self.trump)]}"
        return BID_LABELS[self.trump]


@dataclass(frozen=True, slots=True)
class AnnounceMeld(Action):
    """Announce one's best meld class: ``tierce``, ``cinquante``, ``cent`` or ``carre_J`` ...
    The engine accepts only the truthful class (B-ANN-7)."""

    what: str
    kind: ClassVar[str] = "announce_meld"

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "what": self.what}

    def label(self) -> str:
        return f"announce {self.what.replace('_', ' of ')}"


@dataclass(frozen=True, slots=True)
class SayBelote(PlayCard):
    """Play ``card`` (the first of the K and Q of a trump suit) and say "belote"."""

    kind: ClassVar[str] = "play_belote"

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "card": card_code(self.card)}

    def label(self) -> str:
        return f"{card_label(self.card)} (belote)"


@dataclass(frozen=True, slots=True)
class ChoosePackets(Action):
    order: str
    kind: ClassVar[str] = "choose_packets"

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "order": self.order}

    def label(self) -> str:
        return self.order.replace("_then_", " then ")


def belote_action_from_json(data: dict[str, Any]) -> Action:
    """Inverse of ``to_json`` for Belote's actions and the shared ones it uses."""
    kind = data.get("kind")
    if kind == BeloteBid.kind:
        return BeloteBid(str(data["trump"]))
    if kind == AnnounceMeld.kind:
        return AnnounceMeld(str(data["what"]))
    if kind == SayBelote.kind:
        return SayBelote(parse_card(data["card"]))
    if kind == ChoosePackets.kind:
        return ChoosePackets(str(data["order"]))
    return action_from_json(data)
