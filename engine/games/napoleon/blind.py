"""Blind stand (見切り立ちナポレオン, N-VAR-6) on the family's face-up cards
(``family/blind.py``): the hands are picked up once the adjutant card(s) are named. Calling a
card one holds unknowingly is an intentional only (N-ADJ-2, N-ADJ-5), so the preset allows
it; it has no misdeal (a bust hand cannot be declared unseen)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace

from ...cards import BIT, MIGHTY, Card, cards_in, deal_cards, napoleon_deck
from ...events import AdjutantCalled, Event
from ..family.blind import FaceUpCards, check_face_up, face_up_draw
from .params import NapoleonRules
from .state import RESPONSIBILITY_STAND, NapoleonState
from .view import NapoleonView


class BlindStandState(FaceUpCards, NapoleonState):
    """A Napoleon deal under N-VAR-6: a view that hides the unseen rest of each hand."""

    __slots__ = ("blind_cards", "lifted")

    def __init__(
        self,
        rules: NapoleonRules,
        hands: Sequence[Sequence[Card]],
        kitty: Sequence[Card],
        blind_cards: Sequence[Card],
        *,
        dealer: int = 0,
        opening_seat: int | None = None,
        check: bool = True,
    ) -> None:
        check_face_up(rules, blind_cards, len(hands), "N-VAR-6")
        for seat, (card, hand) in enumerate(zip(blind_cards, hands, strict=True)):
            if card not in hand:
                raise ValueError(f"blind_cards[{seat}]: the card is not in seat {seat}'s hand")
        self.blind_cards = tuple(blind_cards)
        self.lifted = False
        super().__init__(rules, hands, kitty, dealer=dealer, opening_seat=opening_seat, check=check)

    @classmethod
    def deal_blind(
        cls,
        rules: NapoleonRules,
        players: int,
        rng: random.Random,
        *,
        dealer: int = 0,
        opening_seat: int | None = None,
    ) -> BlindStandState:
        hands, kitty = deal_cards(
            napoleon_deck(not rules.no_joker), players, rules.hand_size(players), rng
        )
        shown = face_up_draw(hands, rng)
        return cls(
            rules, hands, kitty, shown, dealer=dealer, opening_seat=opening_seat, check=False
        )

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
        named = self.adjutant_cards
        decl = self.declarer
        # a named card lying face up shows its holder to everybody (N-INFO-3 by analogy)
        shown_adjutants = {s for s, c in enumerate(self.blind_cards) if c in named and s != decl}
        known = tuple(sorted(set(view.known_adjutants) | shown_adjutants))
        only_known = view.only_known or (
            bool(named)
            and decl >= 0
            and all(c == self.blind_cards[decl] for c in named)
            and len(named) == self.rules.adjutants_for(self.players)
        )
        if self.lifted or self.phase_ == "over":
            return replace(
                view, blind_cards=self.blind_cards, known_adjutants=known, only_known=only_known
            )
        mask = self.known_mask(seat)
        return replace(
            view,
            hand=tuple(cards_in(mask)),
            hand_mask=mask,
            blind_cards=self.blind_cards,
            hand_unseen=True,
            # N-ADJ-4: only the holder knows he is the adjutant, and he has not looked yet
            is_adjutant=any(mask & BIT[c] for c in named) and seat != decl,
            known_adjutants=known,
            only_known=only_known,
        )
