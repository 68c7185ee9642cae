"""Rettler's facts for the ``easy`` player (``engine.ai.easy``): its top cards, how a
beginner ranks the rest, and its slips in the auction, the adjutant call and the discard
(R-AI notes: what the rule-based player does instead).

Slips in card play are single cards only: pairs, bombs, point requests and joker leads keep
the rule-based choice (a beginner at this table plays them as the rules say, R-PAIR, R-BOMB,
R-PR, R-JOKER)."""

from __future__ import annotations

from ...actions import Action, CallAdjutant, Discard, PlayCard
from ...ai.easy import CardSense, EasyBot, Slip, count_bid_slips
from ...cards import (
    BRIDGE,
    DECK_STRIDE,
    IS_POINT,
    JOKER,
    MIGHTY,
    NO_SUIT,
    RANK_OF,
    SUIT_LETTERS,
    SUIT_OF,
    Card,
    card_label,
    kind_suits,
    make_card,
)
from ...text import said
from .actions import Lead
from .strategy import RettlerBot
from .view import RettlerView

__all__ = ["RettlerSense", "easy_bot"]

SPADE_THREE = make_card(0, 3)  # the joker call (R-JOKER-3)
YOROMEKI = make_card(1, 12)


def _trump_suits(view: RettlerView) -> tuple[int, ...]:
    """The printed trump suits of the contract (R-TRUMP), none for the NT family."""
    return kind_suits(view.contract.trump) if view.contract is not None else ()


class RettlerSense(CardSense):
    """Rettler's cards as a beginner sees them (codes, either deck)."""

    def card_of(self, view: RettlerView, action: Action) -> Card | None:
        if isinstance(action, Lead):
            plain = (
                len(action.cards) == 1
                and not action.point_request
                and action.named_suit is None
                and action.trump is None
            )
            return action.cards[0] % DECK_STRIDE if plain else None
        if isinstance(action, PlayCard) and not view.partial:
            rc = view.round
            if rc is None or rc.size != 1 or rc.point_request or rc.joker_like or rc.joker_call:
                return None  # R-PR, R-JOKER: obligations a slip must not touch
            return action.card % DECK_STRIDE
        return None

    def trick_cards(self, view: RettlerView) -> list[Card]:
        return [c % DECK_STRIDE for _, cards in view.round_plays for c in cards]

    def leading(self, view: RettlerView) -> bool:
        return view.round is None

    def suit(self, view: RettlerView, card: Card) -> int:
        return SUIT_OF[card]

    def _trump(self, view: RettlerView, card: Card) -> bool:
        if view.round is not None:
            return SUIT_OF[card] in view.round.trump_suits
        return SUIT_OF[card] in _trump_suits(view)

    def strength(self, view: RettlerView, card: Card) -> float:
        return RANK_OF[card] + (20.0 if self._trump(view, card) else 0.0)

    def contests(self, view: RettlerView, card: Card) -> bool:
        led = view.round.led_suit if view.round is not None else NO_SUIT
        return led == NO_SUIT or SUIT_OF[card] == led or self._trump(view, card)

    def premium(self, view: RettlerView, card: Card) -> bool:
        """The Mighty, jokers, bridge, jacks (bowers, bombs), the Yoromeki, the joker call
        and every card held twice (pairs, littles: R-PAIR, R-LITTLE)."""
        if card in (MIGHTY, JOKER, BRIDGE, YOROMEKI, SPADE_THREE) or RANK_OF[card] == 11:
            return True
        return view.held(card) == 2

    def other_slips(self, view: RettlerView, action: Action) -> list[Slip]:
        if view.phase == "auction" and not view.hand_unseen:
            return count_bid_slips(view, action, _high_share(view), _longest(view))
        if view.phase == "adjutant_call" and isinstance(action, CallAdjutant):
            return _call_slips(view, action)
        if view.phase == "discard" and isinstance(action, Discard):
            return _discard_slips(view, action)
        return []


def _codes(view: RettlerView) -> list[Card]:
    return [c % DECK_STRIDE for c in view.hand]


def _high_share(view: RettlerView) -> float:
    """The share of the hand a beginner counts as strength: A, K, Q, J, jokers, bridge."""
    codes = _codes(view)
    if not codes:
        return 0.0
    return sum(c >= 52 or RANK_OF[c] >= 11 for c in codes) / len(codes)


def _longest(view: RettlerView) -> str:
    codes = _codes(view)
    counts = [sum(SUIT_OF[c] == s for c in codes) for s in range(4)]
    return SUIT_LETTERS[counts.index(max(counts))]


def _call_slips(view: RettlerView, action: CallAdjutant) -> list[Slip]:
    """R-AI-15: a beginner calls a side ace (or king) rather than the Mighty or a bower."""
    if action.deck is not None:
        return []
    trumps = _trump_suits(view)
    for rank in (14, 13):
        options = [
            a
            for a in view.legal
            if isinstance(a, CallAdjutant)
            and a.deck is None
            and a.card < 52
            and a.card not in (action.card, MIGHTY)
            and a.card not in view.called
            and RANK_OF[a.card] == rank
            and SUIT_OF[a.card] not in trumps
            and not view.held(a.card)
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


def _discard_slips(view: RettlerView, action: Discard) -> list[Slip]:
    """A beginner puts a side point card away (R-KIT-2) that the rules would keep."""
    trumps = _trump_suits(view)
    sense = RettlerSense()
    options = [
        a
        for a in view.legal
        if isinstance(a, Discard)
        and a.card != action.card
        and a.card % DECK_STRIDE < 52
        and IS_POINT[a.card % DECK_STRIDE]
        and SUIT_OF[a.card % DECK_STRIDE] not in trumps
        and not sense.premium(view, a.card % DECK_STRIDE)
        and a.card % DECK_STRIDE not in view.called
    ]
    if not options:
        return []
    chosen = min(options, key=lambda a: RANK_OF[a.card % DECK_STRIDE])
    return [
        Slip(
            chosen,
            said(
                "beginner's discard: {card}, a point card put away",
                card=card_label(chosen.card % DECK_STRIDE),
            ),
            "discard",
        )
    ]


def easy_bot(seed: int | None = None) -> EasyBot:
    """The ``easy`` Rettler player."""
    return EasyBot(RettlerBot(seed), RettlerSense(), seed)
