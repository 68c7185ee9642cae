"""What one whist seat may know: its hand, the turned trump card (public, W-DEAL-1), the
trick on the table and the tricks taken so far."""

from __future__ import annotations

from dataclasses import dataclass

from engine.actions import Action
from engine.cards import Card
from engine.core import DealResult, View
from engine.events import TrickWon

from .params import WhistRules


@dataclass(frozen=True, slots=True)
class WhistView(View):
    seat: int
    players: int
    phase: str
    current_seat: int | None
    legal: tuple[Action, ...]
    rules: WhistRules
    dealer: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    trump: int
    trump_card: Card
    #: the dealer has played the turned card (until then everybody knows he holds it)
    trump_card_out: bool
    trick: tuple[tuple[int, Card], ...]
    completed: tuple[TrickWon, ...]
    #: tricks taken by seats 0 and 2, and by seats 1 and 3 (W-SEAT-1)
    tricks_by_side: tuple[int, int]
    result: DealResult | None

    def side_of(self, seat: int) -> int:
        return seat % 2

    def partner(self, seat: int) -> int:
        return (seat + 2) % 4
