"""The facts a Napoleon card-play hint states (``engine.facts``), and their check against
the whole deal.

From the seat's view only: which card is winning the trick in progress and by which rule
(N-TRICK-1..17), whether the hinted card would take the lead, and which cards the seat has
not seen yet could still beat it — or that none can. A joker played as a follow is named
as powerless (N-TRICK-9, N-TRICK-10 after the ♠3 call). ``fact_holds`` checks a fact
against the state with every hand known (the fact-truth test).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ...actions import Action, PlayCard
from ...cards import BIT, JOKER, JOKER_CALL_CARD, NO_SUIT, Card, card_label, napoleon_deck
from ...facts import (
    Fact,
    PowerlessJoker,
    TakesLead,
    WinningNow,
    card_fact_holds,
    card_facts,
)
from ...text import Text, said
from ..family.tricks import DealRules, TrickOutcome
from .state import NapoleonState
from .two_player import TwoPlayerView
from .view import NapoleonView

#: how a card wins, by the refined reason code (``_how_key``)
HOW: dict[str, Text] = {
    "mighty": said("as the Mighty (♠A), the strongest card"),
    "yoromeki": said("by Yoromeki: ♡Q catches the Mighty"),
    "yoromeki_gaeshi": said("by Yoromeki-gaeshi: the Mighty, ♡Q and ♡K are all in it"),
    "joker_lead": said("as a led joker, beaten only by the Mighty"),
    "joker_lead_all": said("as a led joker, which beats every card"),
    "same_two": said("by same-two: every card in it is of the led suit"),
    # a 2 led alone: it wins only if every card follows its suit (N-TRICK-11)
    "same_two_led": said("as the led 2, if every card follows its suit (same-two)"),
    "right_bower": said("as the right bower, the jack of the trump suit"),
    "right_bower_nt": said("as the right bower, the jack of the led suit"),
    "right_four": said("as the right four, the 4 of the led suit"),
    "left_bower": said("as the left bower, the jack of the trump's partner suit"),
    "left_bower_nt": said("as the left bower, the jack of the led suit's partner"),
    "left_four": said("as the left four, the 4 of the led suit's partner"),
    "right_queen": said("as the right bower of swimming club no-trump, the led suit's queen"),
    "left_queen": said(
        "as the left bower of swimming club no-trump, the queen of the led suit's partner"
    ),
    "right_eight": said("as the right bower of 8 mm film club no-trump, the led suit's 8"),
    "left_eight": said(
        "as the left bower of 8 mm film club no-trump, the 8 of the led suit's partner"
    ),
    "trump": said("as the highest trump"),
    "trump_over": said("as a trump, which beats every card of the led suit"),
    "trumps_over": said("as the highest trump, and a trump beats every card of the led suit"),
    "trump_tie": said("as the better of two equal trumps"),
    "trump_nt": said("as the highest card of the led suit, which is trump in this trick"),
    "led_suit": said("as the highest card of the led suit"),
    "joker_free": said("as a followed joker, which ranks just above the right bower"),
    "diamond_queen": said("as ♢Q, which beats the right bower"),
}


def _how_key(outcome: TrickOutcome, dr: DealRules) -> str:
    """The reason code refined by the contract, as ``explain._key`` refines a won trick."""
    reason, trump = outcome.reason, dr.trump
    if reason == "joker_lead" and dr.rules.joker_lead_beats_mighty:
        return "joker_lead_all"
    if reason in ("right_bower", "left_bower"):
        side = reason.split("_")[0]
        special = {"igo_nt": "four", "swim_club_nt": "queen", "film_club_nt": "eight"}
        if trump in special:
            return f"{side}_{special[trump]}"
        if trump == "nt":
            return f"{reason}_nt"
    if reason == "trump":
        if dr.is_nt:
            return "trump_nt"
        if outcome.rule_id == "N-TRICK-14":
            return "trump_tie"
    return reason if reason in HOW else "led_suit"


def how_wins(dr: DealRules, k: int, named: int, cards: Sequence[Card]) -> tuple[Text, str]:
    """How the card winning ``cards`` (trick ``k``, ``named`` the joker leader's suit) wins,
    and the rule: the special rule by name (N-TRICK-3..14), and in a first or last trick
    that switched a power off, the card that power would have made win (N-TRICK-15/16)."""
    out = dr.trick_winner(cards, k, named)
    key = _how_key(out, dr)
    if key == "trump":
        led = named if cards[0] == JOKER else dr.suit_of[cards[0]]
        if led != NO_SUIT and led not in dr.trump_suits(led):  # N-TRICK-3: over the led suit
            trumps = [c for c in cards if c != JOKER and dr.suit_of[c] in dr.trump_suits(led)]
            key = "trump_over" if len(trumps) == 1 else "trumps_over"
    if key == "same_two" and len(cards) == 1:
        key = "same_two_led"
    how, rule = HOW[key], out.rule_id
    if dr.notes_by_trick[k] and dr.tricks > 2 and len(cards) > 1:
        middle = dr.trick_winner(cards, 2, named)
        if middle.position != out.position:  # the power that would win is off here
            rule = dr.notes_by_trick[k][0]
            other = card_label(cards[middle.position])
            if k == 1:
                how = said("{how}: in the first trick {other} has no power", how=how, other=other)
            else:
                how = said("{how}: in the last trick {other} has no power", how=how, other=other)
    return how, rule


def _unseen(view: NapoleonView) -> list[Card]:
    """The cards of the deck this seat has not seen played and does not hold or know to be
    out of play (the discards and kitty it may see)."""
    known = view.hand_mask | view.played_mask
    for c in (*view.discards, *(view.kitty or ())):
        known |= BIT[c]
    if isinstance(view, TwoPlayerView) and view.tableaus:  # N-VAR-1: its own piles too
        for pile in view.tableaus[view.seat]:
            for seen in pile:
                if seen is not None:
                    known |= BIT[seen]
    return [c for c in napoleon_deck(not view.rules.no_joker) if not known & BIT[c]]


def _named_after(view: NapoleonView, action: PlayCard) -> int:
    if view.trick:
        return view.named_suit
    return action.named_suit if action.named_suit is not None else NO_SUIT


def powerless_joker(
    dr: DealRules, k: int, trick: Sequence[tuple[int, Card]]
) -> PowerlessJoker | None:
    """A joker followed (not led) to ``trick``, where a followed joker has no power."""
    if dr.rules.joker_free or not trick:
        return None
    for i, (seat, card) in enumerate(trick):
        if card == JOKER and i > 0:
            f = dr.feature_by_trick[k]
            called = trick[0][1] == JOKER_CALL_CARD and f is not None and f.joker_call
            return PowerlessJoker(seat, called, "N-TRICK-10" if called else "N-TRICK-9")
    return None


def play_facts(view: NapoleonView, action: Action) -> list[Fact]:
    """The deciding facts of playing ``action`` in ``view`` (empty outside card play)."""
    dr = view.deal_rules
    if view.phase != "play" or dr is None or not isinstance(action, PlayCard):
        return []
    k = view.trick_number
    if dr.feature_by_trick[k] is None:
        return []
    named = _named_after(view, action)
    winner, how = _judge(dr, k, named)
    facts = card_facts(winner, how, view.trick, action.card, _unseen(view), view.players)
    joker = powerless_joker(dr, k, view.trick)
    if joker is not None and facts and isinstance(facts[0], WinningNow):
        facts.insert(1, joker)  # why the joker lying there does not win (N-TRICK-9/10)
    return facts


def _judge(
    dr: DealRules, k: int, named: int
) -> tuple[Callable[[Sequence[Card]], int], Callable[[Sequence[Card]], tuple[Text, str]]]:
    """The trick's winner and the words of how it wins, for ``engine.facts``."""

    def winner(cards: Sequence[Card]) -> int:
        return dr.trick_winner(cards, k, named).position

    def how(cards: Sequence[Card]) -> tuple[Text, str]:
        return how_wins(dr, k, named, cards)

    return winner, how


def fact_holds(fact: Fact, state: NapoleonState, seat: int, action: PlayCard) -> bool:
    """Whether ``fact``, stated to ``seat`` about playing ``action`` now, is true of the
    whole deal (every hand known)."""
    dr = state.deal_rules
    assert dr is not None
    k = state.k
    trick = list(zip(state.trick_seats, state.trick, strict=True))
    cards = [c for _, c in trick]
    named = (
        state.named_suit
        if trick
        else (action.named_suit if action.named_suit is not None else NO_SUIT)
    )
    after = [*cards, action.card]
    later = (
        [(state.trick_seats[0] + i) % state.players for i in range(len(after), state.players)]
        if trick
        else [(seat + i) % state.players for i in range(1, state.players)]
    )
    held_later = [c for s in later for c in state.hand(s)]
    winner, how = _judge(dr, k, named)
    played = {c for t in state.completed for _, c in t.plays} | set(cards)
    unplayed = set(napoleon_deck(not state.rules.no_joker)) - played - set(state.hand(seat))
    if isinstance(fact, PowerlessJoker):
        joker = powerless_joker(dr, k, trick)
        return joker == fact and winner(after) != cards.index(JOKER)
    if isinstance(fact, WinningNow):  # the rule too, judged with the trick's own named suit
        now = dr.trick_winner(cards, k, state.named_suit)
        rule = how_wins(dr, k, state.named_suit, cards)[1]
        return trick[now.position] == (fact.seat, fact.card) and rule == fact.rule
    if isinstance(fact, TakesLead) and how(after)[1] != fact.rule:
        return False
    holds = card_fact_holds(fact, winner, trick, action.card, held_later, len(later), unplayed)
    return bool(holds)
