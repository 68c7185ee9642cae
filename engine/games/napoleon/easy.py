"""Napoleon's facts for the ``easy`` player (``engine.ai.easy``): which cards are its top
cards, how a beginner ranks the rest, and its slips in the auction, the adjutant call and
the discard (N-AI notes: what the rule-based player does instead)."""

from __future__ import annotations

from ...actions import Action, CallAdjutant, Discard
from ...ai.easy import CardSense, EasyBot, Slip, count_bid_slips, plain_card
from ...cards import (
    IS_POINT,
    JOKER,
    MIGHTY,
    NO_SUIT,
    RANK_OF,
    SUIT_LETTERS,
    SUIT_OF,
    YOROMEKI,
    Card,
    card_label,
)
from ...text import said
from .strategy import NapoleonBot
from .view import NapoleonView

__all__ = ["NapoleonSense", "easy_bot"]


class NapoleonSense(CardSense):
    """Napoleon's cards as a beginner sees them."""

    def card_of(self, view: NapoleonView, action: Action) -> Card | None:
        return plain_card(action)

    def leading(self, view: NapoleonView) -> bool:
        return not view.trick

    def _led(self, view: NapoleonView) -> int:
        dr = view.deal_rules
        if dr is None or not view.trick:
            return NO_SUIT
        first = view.trick[0][1]
        return view.named_suit if first == JOKER else dr.suit_of[first]

    def suit(self, view: NapoleonView, card: Card) -> int:
        dr = view.deal_rules
        return dr.suit_of[card] if dr is not None else SUIT_OF[card]

    def _trump(self, view: NapoleonView, card: Card) -> bool:
        dr = view.deal_rules
        return dr is not None and self.suit(view, card) in dr.trump_suits(self._led(view))

    def strength(self, view: NapoleonView, card: Card) -> float:
        return RANK_OF[card] + (20.0 if self._trump(view, card) else 0.0)

    def contests(self, view: NapoleonView, card: Card) -> bool:
        led = self._led(view)
        return led == NO_SUIT or self.suit(view, card) == led or self._trump(view, card)

    def premium(self, view: NapoleonView, card: Card) -> bool:
        """N-TRICK-4..7: the Mighty, the joker, the bowers and the Yoromeki."""
        if card in (MIGHTY, JOKER, YOROMEKI):
            return True
        dr = view.deal_rules
        if dr is None:
            return False
        right, left = dr.bower_cards(self._led(view))
        return card in right or card in left

    def other_slips(self, view: NapoleonView, action: Action) -> list[Slip]:
        if view.phase == "auction" and not view.hand_unseen:
            return count_bid_slips(view, action, _high_share(view), _longest(view))
        if view.phase == "adjutant_call" and isinstance(action, CallAdjutant):
            return _call_slips(view, action)
        if view.phase == "discard" and isinstance(action, Discard):
            return _discard_slips(view, action)
        return []


def _high_share(view: NapoleonView) -> float:
    """The share of the hand that a beginner counts as strength: A, K, Q, J and the joker."""
    hand = view.hand
    if not hand:
        return 0.0
    return sum(c == JOKER or RANK_OF[c] >= 11 for c in hand) / len(hand)


def _longest(view: NapoleonView) -> str:
    counts = [sum(SUIT_OF[c] == s for c in view.hand) for s in range(4)]
    return SUIT_LETTERS[counts.index(max(counts))]


def _trump_suits(view: NapoleonView) -> tuple[int, ...]:
    dr = view.deal_rules
    return dr.trump_suits(NO_SUIT) if dr is not None else ()


def _call_slips(view: NapoleonView, action: CallAdjutant) -> list[Slip]:
    """N-AI: a beginner calls a side ace (or king) rather than the Mighty or a bower."""
    trumps = _trump_suits(view)
    for rank in (14, 13):
        options = [
            a
            for a in view.legal
            if isinstance(a, CallAdjutant)
            and a.card < 52
            and a.card != action.card
            and a.card != MIGHTY
            and RANK_OF[a.card] == rank
            and SUIT_OF[a.card] not in trumps
            and a.card not in view.hand
        ]
        if options:
            call = options[0]
            return [
                Slip(
                    call,
                    said("beginner's call: {card}, a weaker adjutant", card=card_label(call.card)),
                    "call",
                )
            ]
    return []


def _discard_slips(view: NapoleonView, action: Discard) -> list[Slip]:
    """A beginner puts a side point card away (N-KIT-2) that the rules would keep."""
    trumps = _trump_suits(view)
    sense = NapoleonSense()
    options = [
        a
        for a in view.legal
        if isinstance(a, Discard)
        and a.card != action.card
        and a.card < 52
        and IS_POINT[a.card]
        and SUIT_OF[a.card] not in trumps
        and not sense.premium(view, a.card)
        and a.card not in view.adjutant_cards
    ]
    if not options:
        return []
    card = min(options, key=lambda a: RANK_OF[a.card]).card
    return [
        Slip(
            Discard(card),
            said("beginner's discard: {card}, a point card put away", card=card_label(card)),
            "discard",
        )
    ]


def easy_bot(seed: int | None = None) -> EasyBot:
    """The ``easy`` Napoleon player."""
    return EasyBot(NapoleonBot(seed), NapoleonSense(), seed)
