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
from ...cards import BIT, Card, card_label, cards_in
from ...facts import BelotePair, Fact, card_fact_holds, card_facts
from ...text import Text, said
from .actions import SayBelote
from .deck import DECK, JACK, KING, NINE, PLAIN_ORDER, QUEEN
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


#: a trump J or 9 that beats a card ranking above it in plain order (B-CARD-2; every suit
#: under tout atout, B-CARD-5): the deciding fact is the trump order itself
ORDER: dict[int, Text] = {
    JACK: said("as the J of trumps, which beats {other}: in trumps the J is the highest card"),
    NINE: said("as the 9 of trumps, which beats {other}: in trumps the 9 is second only to the J"),
}
ORDER_TA: dict[int, Text] = {
    JACK: said("as the J, which beats {other}: in tout atout the J is the highest of each suit"),
    NINE: said(
        "as the 9, which beats {other}: in tout atout the 9 is second only to the J in each suit"
    ),
}


def how_wins(tr: TrickRules, cards: Sequence[Card]) -> tuple[Text, str]:
    """How the card winning ``cards`` wins, and the rule: by the trump order where it beats
    a card that ranks above it in plain order (B-CARD-2, B-CARD-5), as a trump over the led
    suit (B-TRICK-1), else as the highest trump or card of the led suit."""
    pos, reason, rule = tr.win_reason(cards)
    best = cards[pos]
    ordered = reason == "trump" or tr.mode == TA
    if ordered and best % 13 + 2 in ORDER:
        below = [
            c
            for c in cards
            if c // 13 == best // 13 and c != best and PLAIN_ORDER[c] > PLAIN_ORDER[best]
        ]
        if below:
            other = card_label(max(below, key=lambda c: PLAIN_ORDER[c]))
            words = (ORDER_TA if tr.mode == TA else ORDER)[best % 13 + 2]
            return Text(words.msgid, {"other": other}, context=words.context), (
                "B-CARD-5" if tr.mode == TA else "B-CARD-2"
            )
    if reason == "trump" and cards[0] // 13 != tr.trump:
        trumps = sum(1 for c in cards if c // 13 == tr.trump)
        return (OVER if trumps == 1 else OVER_HIGHEST), rule
    if reason == "led_suit" and tr.mode in (SA, TA):
        reason = f"led_suit_{tr.mode}"
    return HOW[reason], rule


OVER = said("as a trump, which beats every card of the led suit")
OVER_HIGHEST = said("as the highest trump (J 9 A 10 K Q 8 7); a trump beats the led suit")


def _judge(
    tr: TrickRules,
) -> tuple[Callable[[Sequence[Card]], int], Callable[[Sequence[Card]], tuple[Text, str]]]:
    def how(cards: Sequence[Card]) -> tuple[Text, str]:
        return how_wins(tr, cards)

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
    facts = card_facts(winner, how, view.trick, action.card, unseen, view.players)
    pair = belote_pair(view, action)
    if pair is not None:  # the choice says belote: right after what is winning now
        facts.insert(1 if view.trick else 0, pair)
    return facts


def belote_pair(view: BeloteView, action: PlayCard) -> BelotePair | None:
    """The belote or rebelote ``action`` says (B-BEL-1/2), from the seat's view."""
    card = action.card
    rank = card % 13 + 2
    if rank not in (KING, QUEEN) or view.contract is None:
        return None
    other = card + (-1 if rank == KING else 1)
    if isinstance(action, SayBelote):
        return BelotePair(card, other, False, "B-BEL-1")
    said_pair = (view.seat, card // 13, "belote") in view.belotes
    if said_pair and other not in view.hand:
        return BelotePair(card, other, True, "B-BEL-2")
    return None


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
    if isinstance(fact, BelotePair):  # the pair is the seat's, and the engine scores it so
        return fact == belote_pair(state.view_for(seat), action) and (
            fact.rebelote or fact.other in cards_in(state.hands[seat])
        )
    holds = card_fact_holds(fact, winner, trick, action.card, held_later, len(later), unplayed)
    return bool(holds)
