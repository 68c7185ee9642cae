"""What the declarer-against-coalition games (Napoleon, Rettler) share in their deal state:
``hand_size`` tricks, the two sides' point-card totals, and a deal that may end before any
play (a misdeal, an auction without a bid) with the cards made public."""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Sequence
from typing import Any

from .cards import Card, card_code
from .core import OVER, DealResult, PhaseState
from .events import DealEnded, Event


class ContractState(PhaseState):
    """A ``PhaseState`` with a declarer, his adjutants and the coalition against them. Like
    ``PhaseState`` it adds no ``__slots__``: subclasses declare the attributes below."""

    __slots__ = ()

    hand_size: int
    hands: list[int]
    kitty: tuple[Card, ...]
    discards: list[Card]
    declarer: int
    adjutants: tuple[int, ...]
    points_by_seat: list[int]

    @property
    def tricks(self) -> int:
        return self.hand_size

    @abstractmethod
    def hand(self, seat: int) -> Sequence[Card]:
        """Seat ``seat``'s cards."""

    @abstractmethod
    def discarded_points(self) -> int:
        """How many point cards the declarer discarded (they count for the coalition)."""

    def side_totals(self) -> tuple[int, int]:
        """(declarer side, coalition) point cards so far; discarded point cards count for the
        coalition (N-END-1, N-KIT-4; R-END-1, R-KIT-2)."""
        by_seat = self.points_by_seat
        side = by_seat[self.declarer] + sum(by_seat[a] for a in self.adjutants)
        return side, sum(by_seat) - side + self.discarded_points()

    def _revealed(self) -> dict[str, Any]:
        """The cards that become public at the end of the deal (N-END-7)."""
        return {
            "hands": [[card_code(c) for c in self.hand(s)] for s in range(self.players)],
            "kitty": [card_code(c) for c in self.kitty],
            "discards": [card_code(c) for c in self.discards],
            "adjutants": list(self.adjutants),
        }

    def _end_without_play(self, outcome: str, rule_id: str) -> Event:
        """End the deal unplayed: ``outcome`` (a redeal, say) scores nothing (``rule_id``)."""
        self.phase_ = OVER
        self._result = DealResult(outcome, (0,) * self.players, {"rule_id": rule_id})
        return DealEnded(self._result, self._revealed())
