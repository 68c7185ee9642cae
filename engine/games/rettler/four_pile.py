"""Four-pile three-player Rettler (4配り3レットラー, R-VAR-3) on the family's deal: four
piles of 27, 6 drawn for the kitty; all-take over the point cards in play (D-30)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from ...cards import DECK_STRIDE, IS_POINT, cards_in_two_decks
from ...events import Event
from ..family.four_pile import LAYOUT, FourPileDeal, FourPileFields
from .params import TOTAL_POINTS
from .state import LAYOUT_STATES, RettlerState
from .view import RettlerView

PILE_SIZE = 27


@dataclass(frozen=True, slots=True)
class FourPileView(FourPileFields, RettlerView):
    pass


class FourPileState(FourPileDeal, RettlerState):
    """R-VAR-3: ``piles`` (4 x 27 instance ids) and ``draw`` (6 positions of 0-26)."""

    __slots__ = ("draw", "middle_cards", "pile_owners", "piles", "unused_mask")
    RULE_ID = "R-VAR-3"
    VIEW = FourPileView
    PILE_SIZE = PILE_SIZE
    TOTAL_POINTS = TOTAL_POINTS
    NO_HANDS_YET: ClassVar[dict[str, Any]] = {"auction": False}

    def _end_call(self) -> list[Event]:
        return self._with_kitty_drawn(super()._end_call())

    def points_out_of_play(self) -> int:
        return sum(IS_POINT[c % DECK_STRIDE] for c in cards_in_two_decks(self.unused_mask))


LAYOUT_STATES[LAYOUT] = FourPileState
