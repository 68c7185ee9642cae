"""Blind stand Rettler (見切り立ち, R-VAR-5 = N-VAR-6, [B 6.1.6]) on the family's face-up
cards (``family/blind.py``): the hands are picked up when the Rettler ends the call. R-ADJ-3
is judged from his face-up card only (``call_basis``), so with one adjutant only its code may
be called (book fn5 p51), and a refused call tells nothing of the unseen hand."""

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
        """R-VAR-5: R-ADJ-3 counts only the Rettler's face-up card as his."""
        if self.lifted:
            return self.hands[self.declarer]
        return 1 << self.blind_cards[self.declarer]

    def _end_call(self) -> list[Event]:
        # everybody looks at his hand before the kitty is taken
        lifted = self._lift_hands()
        return [lifted, *super()._end_call()]

    def view_for(self, seat: int) -> RettlerView:
        return self._face_up_view(RettlerView.of(self, seat), self.called_mask)
