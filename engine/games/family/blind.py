"""The blind stand, written once (N-VAR-6; R-VAR-5 with Rettler's call limit, [B 6.1.6]):
each seat shows one random card of its hand (drawn with the deal's rng: DECISION), the
auction and the call are made seeing only those, then everybody picks up his hand."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Self

from ...cards import DECK_STRIDE, JOKER, MIGHTY, RANK_OF, SUIT_LETTERS, SUIT_OF, Card
from ...events import BlindCardShown, Dealt, Event, HandsLifted
from .phase import GameMethods


def face_up_draw(hands: Sequence[Sequence[Card]], rng: random.Random) -> list[Card]:
    """Seat 0 first."""
    return [h[rng.randrange(len(h))] for h in hands]


def check_face_up(rules: Any, blind_cards: Sequence[Card], seats: int, rule: str) -> None:
    if not rules.blind_stand:
        raise ValueError(f"blind_stand: these rules are not a blind stand ({rule})")
    if len(blind_cards) != seats:
        raise ValueError(f"blind_cards: one face-up card per seat, {seats} seats ({rule})")


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

    blind_cards: tuple[Card, ...]
    lifted: bool
    dealer: int
    kitty_size: int
    initial_hands: tuple[int, ...]

    def copy(self) -> Self:
        other = super().copy()
        other.blind_cards = self.blind_cards  # a tuple: shared
        other.lifted = self.lifted
        return other

    def dealt_event(self) -> Dealt:
        return Dealt(self.dealer, tuple((c,) for c in self.blind_cards), self.kitty_size)

    def opening_events(self) -> list[Event]:
        events: list[Event] = [self.dealt_event()]
        for i in range(1, self.players + 1):
            seat = (self.dealer + i) % self.players
            events.append(BlindCardShown(seat, self.blind_cards[seat]))
        return events

    def _lift_hands(self) -> HandsLifted:
        self.lifted = True  # "then play as usual"
        return HandsLifted(tuple(tuple(self.cards_of(h)) for h in self.initial_hands))
