"""Belote's facts for the ``easy`` player (``engine.ai.easy``): its top cards (the trump
jack and nine, B-TRICK-1), the card order of the contract, and a beginner's bidding slips
(B-BID: taking on a raw count of high cards, or passing a hand worth a bid)."""

from __future__ import annotations

from ...actions import Action, Pass, PlayCard
from ...ai.easy import CardSense, EasyBot, Slip
from ...cards import SUIT_LETTERS, Card, make_card
from ...text import said
from .actions import BeloteBid
from .deck import ACE, JACK, NINE
from .play import SA, TA, TrickRules
from .strategy import BeloteBot
from .view import BeloteView

__all__ = ["BeloteSense", "easy_bot"]


class BeloteSense(CardSense):
    """Belote's cards as a beginner sees them: the contract's real card order (B-TRICK-1)."""

    def __init__(self) -> None:
        self._rules: dict[tuple[object, int, bool], TrickRules] = {}

    def _tr(self, view: BeloteView) -> TrickRules:
        assert view.contract is not None
        key = (view.contract, view.players, view.rules.forced_undertrump)
        tr = self._rules.get(key)
        if tr is None:
            tr = self._rules[key] = TrickRules(view.contract, view.players, key[2])
        return tr

    def card_of(self, view: BeloteView, action: Action) -> Card | None:
        if view.phase != "play" or not isinstance(action, PlayCard):
            return None
        return action.card

    def leading(self, view: BeloteView) -> bool:
        return not view.trick

    def suit(self, view: BeloteView, card: Card) -> int:
        return card // 13

    def strength(self, view: BeloteView, card: Card) -> float:
        return float(self._tr(view).order[card])

    def contests(self, view: BeloteView, card: Card) -> bool:
        led = view.trick[0][1] // 13 if view.trick else card // 13
        return card // 13 in (led, self._tr(view).trump)

    def premium(self, view: BeloteView, card: Card) -> bool:
        """The trump jack and nine (every jack and nine at tout atout, the aces at sans
        atout): the cards that win the tricks (B-TRICK-1)."""
        assert view.contract is not None
        bid = view.contract.bid
        if bid == SA:
            return card % 13 == make_card(0, ACE)
        if bid == TA:
            return card % 13 in (make_card(0, JACK), make_card(0, NINE))
        trump = SUIT_LETTERS.index(bid)
        return card in (make_card(trump, JACK), make_card(trump, NINE))

    def other_slips(self, view: BeloteView, action: Action) -> list[Slip]:
        if view.phase != "bidding":
            return []
        if isinstance(action, BeloteBid):
            passing = next((a for a in view.legal if isinstance(a, Pass)), None)
            if passing is None:
                return []
            return [Slip(passing, said("beginner's pass: not sure the hand is worth a bid"), "bid")]
        if isinstance(action, Pass) and _high_share(view) >= 0.6:
            counts = [sum(c // 13 == s for c in view.hand) for s in range(4)]
            bids = [a for a in view.legal if isinstance(a, BeloteBid) and a.trump in SUIT_LETTERS]
            if bids:
                bid = max(bids, key=lambda a: counts[SUIT_LETTERS.index(a.trump)])
                return [Slip(bid, said("beginner's bid: the hand has many high cards"), "bid")]
        return []


def _high_share(view: BeloteView) -> float:
    """The share of the hand a beginner counts as strength: A, K, Q and J."""
    if not view.hand:
        return 0.0
    return sum(c % 13 >= make_card(0, JACK) for c in view.hand) / len(view.hand)


def easy_bot(seed: int | None = None) -> EasyBot:
    """The ``easy`` Belote player."""
    return EasyBot(BeloteBot(seed), BeloteSense(), seed)
