"""The blind stand, written once for the family (N-VAR-6; Rettler's R-VAR-5 is the same deal
with Rettler's call limit, [B 6.1.6]).

Right after the deal every seat turns one card of its hand face up for everybody (a random
card, drawn with the deal's rng: N-VAR-6 DECISION). The auction, the trump and the adjutant
call happen while each seat knows only the face-up cards; once the call is over everybody
picks up his hand (``HandsLifted``) and the deal goes on as in ``book``. ``FaceUpCards`` is
that on top of a game's deal state (Napoleon's ``BlindStandState`` and Rettler's
``BlindRettlerState`` inherit from it and from their own state, which lists ``blind_cards``
and ``lifted`` in its slots).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ...cards import Card
from ...contract import ContractState
from ...events import BlindCardShown, Dealt, Event, HandsLifted


def face_up_draw(hands: Sequence[Sequence[Card]], rng: random.Random) -> list[Card]:
    """Each seat's face-up card, drawn at random with the deal's ``rng``, seat 0 first."""
    return [h[rng.randrange(len(h))] for h in hands]


def check_face_up_count(blind_cards: Sequence[Card], seats: int, rule: str) -> None:
    if len(blind_cards) != seats:
        raise ValueError(f"blind_cards: one face-up card per seat, {seats} seats ({rule})")


class FaceUpCards(ContractState):
    """The face-up card of every seat (N-VAR-6, R-VAR-5) and the hands picked up after the
    call."""

    __slots__ = ()

    #: seat -> its face-up card, public from the deal on
    blind_cards: tuple[Card, ...]
    #: everybody has picked up his hand (after the adjutant call)
    lifted: bool
    dealer: int
    kitty_size: int
    initial_hands: tuple[int, ...]

    def _cards_of(self, mask: int) -> list[Card]:
        """The cards of a mask, in the game's order."""
        raise NotImplementedError

    def dealt_event(self) -> Dealt:
        """The deal as each seat sees it: of its own hand only its face-up card."""
        return Dealt(self.dealer, tuple((c,) for c in self.blind_cards), self.kitty_size)

    def opening_events(self) -> list[Event]:
        """The deal, then every seat's card turned up, in playing order after the dealer."""
        events: list[Event] = [self.dealt_event()]
        for i in range(1, self.players + 1):
            seat = (self.dealer + i) % self.players
            events.append(BlindCardShown(seat, self.blind_cards[seat]))
        return events

    def _lift_hands(self) -> HandsLifted:
        """ "Then play as usual": everybody looks at his hand."""
        self.lifted = True
        return HandsLifted(tuple(tuple(self._cards_of(h)) for h in self.initial_hands))


__all__ = ["FaceUpCards", "check_face_up_count", "face_up_draw"]
