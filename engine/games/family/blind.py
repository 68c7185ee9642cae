"""The blind stand, written once (N-VAR-6; R-VAR-5 with Rettler's call limit, [B 6.1.6]):
each seat shows one random card of its hand (drawn with the deal's rng: DECISION), the
auction and the call are made seeing only those, then everybody picks up his hand."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from typing import Any, ClassVar, Self

from ...cards import DECK_STRIDE, JOKER, MIGHTY, RANK_OF, SUIT_LETTERS, SUIT_OF, Card, deal_cards
from ...core import OVER
from ...events import BlindCardShown, Dealt, Event, HandsLifted
from .phase import GameMethods, V


def rival_top_shown(blind_cards: Sequence[Card], seat: int, kind: str) -> bool:
    """Another seat shows the Mighty, the joker, or a jack or ace of suit ``kind``: a top
    card of that trump the coalition may hold (a blind bidder's strategy, N-VAR-6, R-VAR-5)."""
    if kind not in SUIT_LETTERS:
        return False
    t = SUIT_LETTERS.index(kind)
    for s, card in enumerate(blind_cards):
        c = card % DECK_STRIDE
        if s != seat and (c in (MIGHTY, JOKER) or (SUIT_OF[c] == t and RANK_OF[c] in (11, 14))):
            return True
    return False


class FaceUpCards(GameMethods):
    """The face-up cards and the hands picked up after the call (the game's slots hold
    ``blind_cards`` and ``lifted``)."""

    __slots__ = ()

    VAR: ClassVar[str]

    blind_cards: tuple[Card, ...]
    lifted: bool

    def __init__(
        self,
        rules: Any,
        hands: Sequence[Sequence[Card]],
        kitty: Sequence[Card],
        blind_cards: Sequence[Card],
        **deal: Any,
    ) -> None:
        if not rules.blind_stand:
            raise ValueError(f"blind_stand: these rules are not a blind stand ({self.VAR})")
        if len(blind_cards) != len(hands):
            raise ValueError(
                f"blind_cards: one face-up card per seat, {len(hands)} seats ({self.VAR})"
            )
        self.lifted = False
        self.blind_cards = ()
        super().__init__(rules, hands, kitty, **deal)
        # a code given for a face-up card is the copy the seat holds (the first of two)
        shown = []
        for seat, card in enumerate(blind_cards):
            hand, code = self.hands[seat], card % DECK_STRIDE
            copy = next((c for c in (card, code, code + DECK_STRIDE) if hand >> c & 1), -1)
            if copy < 0:
                raise ValueError(f"blind_cards[{seat}]: the card is not in seat {seat}'s hand")
            shown.append(copy)
        self.blind_cards = tuple(shown)

    @classmethod
    def deal_blind(cls, rules: Any, players: int, rng: random.Random, **seats: Any) -> Self:
        """As book, then each seat shows one random card of its hand (seat 0 first)."""
        hands, kitty = deal_cards(cls.deck_for(rules), players, rules.hand_size(players), rng)
        shown = [h[rng.randrange(len(h))] for h in hands]
        return cls(rules, hands, kitty, shown, check=False, **seats)

    def dealt_event(self) -> Dealt:
        return Dealt(self.dealer, tuple((c,) for c in self.blind_cards), self.kitty_size)

    def opening_events(self) -> list[Event]:
        order = [(self.dealer + i) % self.players for i in range(1, self.players + 1)]
        return [self.dealt_event(), *(BlindCardShown(s, self.blind_cards[s]) for s in order)]

    def _lift_hands(self) -> HandsLifted:
        self.lifted = True  # "then play as usual"
        return HandsLifted(tuple(tuple(self.cards_of(h)) for h in self.initial_hands))

    def known_mask(self, seat: int) -> int:
        """What ``seat`` knows of its hand before it picks it up: its face-up card."""
        return 1 << self.blind_cards[seat]

    def _face_up_view(self, view: V, called: int, **changes: Any) -> V:
        """``view`` with the face-up cards, and before the hands are picked up only the
        cards the seat knows; ``called``: the mask of the called cards."""
        decl, seat = self.declarer, view.seat
        # a called card lying face up shows its holder to everybody (N-INFO-3 by analogy)
        shown = {s for s, c in enumerate(self.blind_cards) if called >> c & 1 and s != decl}
        changes["known_adjutants"] = tuple(sorted(set(view.known_adjutants) | shown))
        if not self.lifted and self.phase_ != OVER:
            mask = self.known_mask(seat)
            changes |= view.hand_fields(mask)
            changes["hand_unseen"] = True
            # N-ADJ-4, R-ADJ-5: only the holder knows he is an adjutant, and he has not looked
            changes["is_adjutant"] = bool(mask & called) and seat != decl
        return replace(view, blind_cards=self.blind_cards, **changes)
