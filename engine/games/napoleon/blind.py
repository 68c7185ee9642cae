"""Blind stand (見切り立ちナポレオン, N-VAR-6) on the family's face-up cards: the hands are
picked up once the adjutant card(s) are named."""

from __future__ import annotations

from ...cards import BIT, MIGHTY, Card
from ...events import AdjutantCalled, Event
from ..family.blind import FaceUpCards
from .state import RESPONSIBILITY_STAND, NapoleonState
from .view import NapoleonView


class BlindStandState(FaceUpCards, NapoleonState):
    """A Napoleon deal under N-VAR-6: a view that hides the unseen rest of each hand."""

    __slots__ = ("blind_cards", "lifted")
    VAR = "N-VAR-6"

    def _call_adjutant(self, card: Card) -> list[Event]:
        events = super()._call_adjutant(card)
        if len(self.adjutant_cards) == self.rules.adjutants_for(self.players):
            # N-VAR-6: everybody looks at his hand before the exchange
            assert isinstance(events[0], AdjutantCalled)
            events.insert(1, self._lift_hands())
        return events

    def known_mask(self, seat: int) -> int:
        """Its face-up card, and the Mighty once N-BID-13 told it that it holds it."""
        mask = BIT[self.blind_cards[seat]]
        told = (self.phase_ == RESPONSIBILITY_STAND and self.seat_ == seat) or (
            self.forced and self.declarer == seat
        )
        if told:
            mask |= BIT[MIGHTY]
        return mask & self.hands[seat]

    def view_for(self, seat: int) -> NapoleonView:
        view = NapoleonView.of(self, seat)
        named, decl = self.adjutant_cards, self.declarer
        only_known = view.only_known or (
            bool(named)
            and decl >= 0
            and all(c == self.blind_cards[decl] for c in named)
            and len(named) == self.rules.adjutants_for(self.players)
        )
        return self._face_up_view(view, self.named_mask, only_known=only_known)
