"""Rettler's own actions (the shared ones of ``engine.actions`` are used as they are:
``Pass``, ``Bid``, ``Close``, ``ReverseBid``, ``DeclareMisdeal``, ``KeepHand``,
``CallAdjutant``, ``Discard``, ``PlayCard``).

* ``TwoAdjutantBid``: five players only, a bid for two adjutants (R-BID-3); a plain ``Bid``
  is a bid with the table's number of adjutants (five players: one).
* ``EndAdjutantCall``: the Rettler has named every code he wants (R-ADJ-1, any number).
* ``Lead``: a whole lead — one card, an identical pair or an atomic bomb — with the suit a
  NT-family joker/bridge/bomb lead names and whether the lead is a point request (R-PLAY-4,
  R-PR-2). Followers play their cards one ``PlayCard`` at a time.

Cards in these actions are codes 0..53 (``engine.cards``); both copies of a card are one code.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from ...actions import Action, Bid
from ...actions import action_from_json as shared_action_from_json
from ...cards import SUIT_LETTERS, SUIT_SYMBOLS, Card, card_code, card_label, parse_card


@dataclass(frozen=True, slots=True)
class TwoAdjutantBid(Bid):
    """R-BID-3 (five players): ``count`` point cards with two adjutants, from 30; it ranks
    as the one-adjutant count ``2 * count - 40``."""

    kind: ClassVar[str] = "bid_two_adjutants"

    def label(self) -> str:
        return f"{self.trump} {self.count} (2 adjutants)"


@dataclass(frozen=True, slots=True)
class EndAdjutantCall(Action):
    """R-ADJ-1: stop naming adjutant codes (naming none at all is allowed, D-05)."""

    kind: ClassVar[str] = "end_adjutant_call"

    def label(self) -> str:
        return "end of the adjutant call"


@dataclass(frozen=True, slots=True)
class Lead(Action):
    """Lead a round: ``cards`` is one card, two identical cards (R-PAIR-1) or the jacks of
    an atomic bomb (R-BOMB-3), as codes. ``named_suit`` is the suit a joker, bridge or bomb
    lead names under the NT family; ``point_request`` marks a point-request lead (R-PR-1) —
    a leader entitled to one who leads without it has waived it (R-PR-2)."""

    cards: tuple[Card, ...]
    named_suit: int | None = None
    point_request: bool = False
    #: R-VAR-6 (Urako): the trump kind the leader declares for this round, else ``None``
    trump: str | None = None
    kind: ClassVar[str] = "lead"

    @property
    def is_pair(self) -> bool:
        return len(self.cards) == 2

    @property
    def is_bomb(self) -> bool:
        return len(self.cards) > 2

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind, "cards": [card_code(c) for c in self.cards]}
        if self.named_suit is not None:
            data["named_suit"] = SUIT_LETTERS[self.named_suit]
        if self.point_request:
            data["point_request"] = True
        if self.trump is not None:
            data["trump"] = self.trump
        return data

    def label(self) -> str:
        text = "".join(card_label(c) for c in self.cards)
        if self.is_bomb:
            text = f"atomic bomb {text}"
        if self.named_suit is not None:
            text += f" naming {SUIT_SYMBOLS[self.named_suit]}"
        if self.point_request:
            text += " (point request)"
        if self.trump is not None:
            text += f" declaring {self.trump}"
        return text


def action_from_json(data: dict[str, Any]) -> Action:
    """``engine.actions.action_from_json`` plus Rettler's actions."""
    kind = data.get("kind")
    if kind == TwoAdjutantBid.kind:
        return TwoAdjutantBid(int(data["count"]), str(data["trump"]))
    if kind == EndAdjutantCall.kind:
        return EndAdjutantCall()
    if kind == Lead.kind:
        named = data.get("named_suit")
        return Lead(
            tuple(parse_card(c) for c in data["cards"]),
            None if named is None else SUIT_LETTERS.index(named),
            bool(data.get("point_request", False)),
            None if data.get("trump") is None else str(data["trump"]),
        )
    return shared_action_from_json(data)


__all__ = ["EndAdjutantCall", "Lead", "TwoAdjutantBid", "action_from_json"]
