"""Four-pile three-player Napoleon (4配り3ナポレオン, N-VAR-3, [B 6.1.3]) on the family's
deal: one deck, and a middle card that joins the 4 drawn cards in the kitty. DECISIONS: a
3-player auction from 13; all-take (N-END-3) over the point cards in play, discards included;
the adjutant card may lie unused, the Napoleon then plays alone without knowing it."""

from __future__ import annotations

from dataclasses import dataclass

from ...cards import Card
from ...events import Event
from ..family.four_pile import LAYOUT, FourPileDeal, FourPileFields
from .state import DISCARD, LAYOUT_STATES, NapoleonState
from .view import NapoleonView

PILE_SIZE = 13


@dataclass(frozen=True, slots=True)
class FourPileView(FourPileFields, NapoleonView):
    pass


class FourPileState(FourPileDeal, NapoleonState):
    """N-VAR-3: ``piles`` (4 x 13), the ``middle`` card, ``draw`` (4 positions of 0-12)."""

    __slots__ = ("draw", "middle_cards", "pile_owners", "piles", "unused_mask")
    RULE_ID = "N-VAR-3"
    VIEW = FourPileView
    PILE_SIZE = PILE_SIZE
    TOTAL_POINTS = 20
    MIDDLE = 1
    CONTRACT_FIELDS = ("declarer", "count", "trump", "reverse")

    def _begin(self) -> list[Event]:
        return super()._begin() if self.unused_pile >= 0 else []  # the pile choice first

    def _mighty_unheld(self) -> list[Event]:
        """N-BID-13 step 3: the Mighty lies in the middle card or the unused pile, there is
        no kitty to turn up yet, so the deal is redealt (DECISION, N-VAR-3)."""
        return [self._end_without_play("redeal", "N-VAR-3")]

    def _call_adjutant(self, card: Card) -> list[Event]:
        events = super()._call_adjutant(card)
        if self.phase_ == DISCARD:  # the last card named: the Napoleon makes the kitty
            return self._with_kitty_drawn(events)
        return events

    def out_of_play(self) -> int:
        return self.unused_mask


LAYOUT_STATES[LAYOUT] = FourPileState  # NapoleonState.deal deals N-VAR-3 here
