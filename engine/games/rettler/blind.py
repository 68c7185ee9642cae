"""Blind stand Rettler (見切り立ち, R-VAR-5 = N-VAR-6, [B 6.1.6]) on the family's face-up
cards (``family/blind.py``): the hands are picked up when the Rettler ends the call. R-ADJ-3
is judged from his face-up card only (``call_basis``), so with one adjutant only its code may
be called (book fn5 p51), and a refused call tells nothing of the unseen hand."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace

from ...cards import DECK_STRIDE, Card, cards_in_two_decks, deal_cards, two_decks
from ...events import Event
from ..family.blind import FaceUpCards, check_face_up, face_up_draw
from .params import RettlerRules
from .state import RettlerState, codes_of
from .view import RettlerView


class BlindRettlerState(FaceUpCards, RettlerState):
    """A Rettler deal under R-VAR-5: a view that hides the unseen rest of each hand."""

    __slots__ = ("blind_cards", "lifted")

    def __init__(
        self,
        rules: RettlerRules,
        hands: Sequence[Sequence[Card]],
        kitty: Sequence[Card],
        blind_cards: Sequence[Card],
        *,
        dealer: int = 0,
        opening_seat: int | None = None,
        check: bool = True,
        auction: bool = True,
    ) -> None:
        check_face_up(rules, blind_cards, len(hands), "R-VAR-5")
        self.lifted = False
        self.blind_cards = ()
        super().__init__(
            rules,
            hands,
            kitty,
            dealer=dealer,
            opening_seat=opening_seat,
            check=check,
            auction=auction,
        )
        # a code given for a face-up card is the copy the seat holds (the first of two)
        shown = []
        for seat, card in enumerate(blind_cards):
            hand = self.hands[seat]
            code = card % DECK_STRIDE
            if hand >> card & 1:
                shown.append(card)
            elif hand >> code & 1:
                shown.append(code)
            elif hand >> code + DECK_STRIDE & 1:
                shown.append(code + DECK_STRIDE)
            else:
                raise ValueError(f"blind_cards[{seat}]: the card is not in seat {seat}'s hand")
        self.blind_cards = tuple(shown)

    @classmethod
    def deal_blind(
        cls,
        rules: RettlerRules,
        players: int,
        rng: random.Random,
        *,
        dealer: int = 0,
        opening_seat: int | None = None,
    ) -> BlindRettlerState:
        hands, kitty = deal_cards(two_decks(), players, rules.hand_size(players), rng)
        shown = face_up_draw(hands, rng)
        return cls(
            rules, hands, kitty, shown, dealer=dealer, opening_seat=opening_seat, check=False
        )

    def call_basis(self) -> int:
        """R-VAR-5: R-ADJ-3 counts only the Rettler's face-up card as his."""
        if self.lifted:
            return self.hands[self.declarer]
        return 1 << self.blind_cards[self.declarer]

    def _end_call(self) -> list[Event]:
        # everybody looks at his hand before the kitty is taken
        lifted = self._lift_hands()
        return [lifted, *super()._end_call()]

    def known_mask(self, seat: int) -> int:
        return 1 << self.blind_cards[seat]

    def view_for(self, seat: int) -> RettlerView:
        view = RettlerView.of(self, seat)
        declarer = self.declarer
        # a called code lying face up shows its holder to everybody (N-INFO-3 by analogy)
        called = self.called_mask
        shown = {s for s, c in enumerate(self.blind_cards) if called >> c & 1 and s != declarer}
        known = tuple(sorted(set(view.known_adjutants) | shown))
        if self.lifted or self.phase_ == "over":
            return replace(view, blind_cards=self.blind_cards, known_adjutants=known)
        mask = self.known_mask(seat)
        lo, hi = codes_of(mask)
        return replace(
            view,
            hand=tuple(cards_in_two_decks(mask)),
            hand_lo=lo,
            hand_hi=hi,
            blind_cards=self.blind_cards,
            hand_unseen=True,
            # R-ADJ-5: only the holder knows he is an adjutant, and he has not looked yet
            is_adjutant=bool(mask & called) and seat != declarer,
            known_adjutants=known,
        )
