"""Blind stand Rettler (見切り立ち, R-VAR-5) on the family's face-up cards: the hands are
picked up when the Rettler ends the call."""

from __future__ import annotations

from ...events import Event
from ..family.blind import FaceUpCards
from .state import RettlerState
from .view import RettlerView


class BlindRettlerState(FaceUpCards, RettlerState):
    """A Rettler deal under R-VAR-5: a view that hides the unseen rest of each hand."""

    __slots__ = ("blind_cards", "lifted")
    VAR = "R-VAR-5"

    def call_basis(self) -> int:
        """R-VAR-5: R-ADJ-3 counts only the Rettler's face-up card as his (book fn5 p51), so a
        refused call tells nothing of the unseen hand."""
        if self.lifted:
            return self.hands[self.declarer]
        return 1 << self.blind_cards[self.declarer]

    def _end_call(self) -> list[Event]:
        # everybody looks at his hand before the kitty is taken
        lifted = self._lift_hands()
        return [lifted, *super()._end_call()]

    def view_for(self, seat: int) -> RettlerView:
        return self._face_up_view(RettlerView.of(self, seat), self.called_mask)
