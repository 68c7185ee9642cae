"""Blind stand Rettler (見切り立ち, rettler.md R-VAR-5 = N-VAR-6 for Rettler, book 6.1.6).

Right after the deal every seat turns one card of its hand face up for everybody (a random
card, drawn with the deal's rng: N-VAR-6 DECISION). The auction, the trump and the adjutant
call happen while each seat knows only the face-up cards; once the Rettler ends the call
everybody picks up his hand (``HandsLifted``) and the deal goes on as in ``book``: the kitty,
the discards, the play.

R-VAR-5: the adjutant limit R-ADJ-3 is judged from the cards the bidder can see — only his
face-up card (``call_basis``): a code counts ``2`` unless it is the face-up card's (then
``1``), so with one adjutant allowed only the face-up card's code may be called ("calling
within the limit is difficult", book fn5 p51). A foul call is refused as usual, citing
R-VAR-5. The engine never judges from the unseen rest of the hand, so refusing a call tells
the bidder nothing about it.

Only what a seat may know changes: the state is ``RettlerState`` with the family's face-up
cards (``engine/games/family/blind.py``) and a view that hides the unseen rest of each hand.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace

from ...cards import DECK_STRIDE, Card, cards_in_two_decks, deal_cards, two_decks
from ...events import Event
from ..family.blind import FaceUpCards, check_face_up_count, face_up_draw
from .params import RettlerRules
from .state import RettlerState, codes_of
from .view import RettlerView


class BlindRettlerState(FaceUpCards, RettlerState):
    """A Rettler deal under R-VAR-5 (``rules.blind_stand``)."""

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
        if not rules.blind_stand:
            raise ValueError("blind_stand: these rules are not a blind stand (R-VAR-5)")
        check_face_up_count(blind_cards, len(hands), "R-VAR-5")
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
        # seat -> the instance id of its face-up card; a code given for it is the copy the
        # seat holds (the first one if it holds both)
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
        """Shuffle and deal (R-DEAL-1), then draw each seat's face-up card at random, seat 0
        first (N-VAR-6 DECISION), with the same ``rng``."""
        hands, kitty = deal_cards(two_decks(), players, rules.hand_size(players), rng)
        shown = face_up_draw(hands, rng)
        return cls(
            rules, hands, kitty, shown, dealer=dealer, opening_seat=opening_seat, check=False
        )

    # --- R-VAR-5: the limit from the visible card; the hands lifted after the call -------
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
        """What ``seat`` knows of its own hand before picking it up: its face-up card."""
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


__all__ = ["BlindRettlerState"]
