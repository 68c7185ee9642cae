"""The facts a Belote card-play hint states (``engine.facts``), and their check against the
whole deal.

From the seat's view only: which card is winning the trick and why — the highest trump in
trump order (B-CARD-2: J 9 A 10 K Q 8 7), or the highest card of the led suit in plain order
(B-CARD-3: A 10 K Q J 9 8 7), all four suits in trump order under tout atout — whether the
hinted card would take the lead, and which cards the seat has not seen could still beat it
(or that none can). ``fact_holds`` checks a fact with every hand known (the fact-truth test).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ...actions import Action, PlayCard
from ...cards import BIT, Card, cards_in
from ...facts import Fact, card_fact_holds, card_facts
from ...text import Text, said
from .deck import DECK
from .play import SA, TA, TrickRules
from .state import BeloteState
from .view import BeloteView

#: how a card wins, by the contract's mode and whether it is a trump
HOW: dict[str, Text] = {
    "trump": said("as the highest trump, in trump order J 9 A 10 K Q 8 7"),
    "led_suit": said("as the highest card of the led suit, in the order A 10 K Q J 9 8 7"),
    "led_suit_sa": said("as the highest card of the led suit: sans atout has no trumps"),
    "led_suit_ta": said("as the highest card of the led suit, in trump order J 9 A 10 K Q 8 7"),
}


def _judge(
    tr: TrickRules,
) -> tuple[Callable[[Sequence[Card]], int], Callable[[Sequence[Card]], tuple[Text, str]]]:
    def how(cards: Sequence[Card]) -> tuple[Text, str]:
        _pos, reason, rule = tr.win_reason(cards)
        if reason == "led_suit" and tr.mode in (SA, TA):
            reason = f"led_suit_{tr.mode}"
        return HOW[reason], rule

    return tr.winner, how


def _rules(view_or_state: BeloteView | BeloteState) -> TrickRules | None:
    contract = view_or_state.contract
    if contract is None:
        return None
    return TrickRules(contract, view_or_state.players, view_or_state.rules.forced_undertrump)


def play_facts(view: BeloteView, action: Action) -> list[Fact]:
    """The deciding facts of playing ``action`` in ``view`` (empty outside card play)."""
    tr = _rules(view)
    if view.phase != "play" or tr is None or not isinstance(action, PlayCard):
        return []
    known = 0
    for c in view.hand:
        known |= BIT[c]
    for trick in view.completed:
        for _, c in trick.plays:
            known |= BIT[c]
    for _, c in view.trick:
        known |= BIT[c]
    unseen = [c for c in DECK if not known & BIT[c]]
    winner, how = _judge(tr)
    return card_facts(winner, how, view.trick, action.card, unseen, view.players)


def fact_holds(fact: Fact, state: BeloteState, seat: int, action: PlayCard) -> bool:
    """Whether ``fact``, stated to ``seat`` about playing ``action`` now, is true of the
    whole deal (every hand known)."""
    tr = _rules(state)
    assert tr is not None
    winner, _how = _judge(tr)
    trick = list(zip(state.trick_seats, state.trick, strict=True))
    cards = [c for _, c in trick]
    after = [*cards, action.card]
    step, n = state.rules.step, state.players
    first = trick[0][0] if trick else seat
    later = [(first + i * step) % n for i in range(len(after), n)]
    held_later = [c for s in later for c in cards_in(state.hands[s])]
    played = {c for t in state.completed for _, c in t.plays} | set(cards)
    unplayed = set(DECK) - played - set(cards_in(state.hands[seat]))
    holds = card_fact_holds(fact, winner, trick, action.card, held_later, len(later), unplayed)
    return bool(holds)
