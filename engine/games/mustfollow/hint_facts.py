"""The facts a must-follow card-play hint states (``engine.facts``), and their check against
the whole deal (issue 21).

From the seat's view only (M-HINT-4):

* what is winning the trick and by which rule — a spade trumps any other suit, else the
  highest card of the led suit wins (M-PLAY-2) — whether the hinted card would take the
  lead, and which cards the seat has not seen could still beat it. Suits are public (the
  backs, M-VIS-1), so only cards of a suit that a player still to play may show count:
  the led suit if that player holds it, else any suit it holds (M-PLAY-1);
* the goal: how many more tricks a hand must take, where the trick counts leave it one
  target only (M-GOAL-1 with MD-4; M-2P-9, M-1P-2) or where that seat announced its count
  (M-TALK-4): "the dummy must take exactly 1 more trick, and 2 tricks are left".

``fact_holds`` checks a fact with every hand known (the fact-truth test).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import permutations
from typing import Any

from ...actions import Action, PlayCard
from ...cards import Card, cards_in
from ...facts import Fact, NoBeaterOut, TakesLead, WinningNow, card_fact_holds, card_facts
from ...terms import SUITS
from ...text import Text, said, said_n
from .rules import TARGETS, TRICKS_PER_ROUND, deck_mask, trick_winner, winner_reason
from .state import MustFollowState
from .talk import ROLE
from .view import MustFollowView

#: the goal's rule by table size: trick counts in any order (3-4), per round (2, 1)
GOAL_RULE = {1: "M-1P-2", 2: "M-2P-9", 3: "M-GOAL-1", 4: "M-GOAL-1"}
#: a count a seat announced (ROLE) and holds to
ANNOUNCED_RULE = "M-TALK-4"


@dataclass(frozen=True, slots=True)
class TricksToGo:
    """Hand ``hand`` must take exactly ``need`` more tricks to reach ``target``, with ``left``
    tricks still to play this round (the one in progress included). ``rule``: the goal's
    rule where the trick counts leave that hand this target only, ``M-TALK-4`` where the
    seat announced it. ``seat`` is the seat the hint speaks to ("you")."""

    hand: int
    seat: int
    players: int
    target: int
    need: int
    left: int
    rule: str
    #: the tricks left are said once: not again by a second goal fact of the same hint
    says_left: bool = True

    def words(self) -> Text:
        you = self.hand == self.seat
        if self.need == 0:
            need: Text = (
                said("You must take no more tricks")
                if you
                else said(
                    "{who} must take no more tricks", who=who(self.hand, self.seat, self.players)
                )
            )
        elif you:
            need = said_n(
                "You must take exactly {n} more trick",
                "You must take exactly {n} more tricks",
                self.need,
                n=self.need,
            )
        else:
            need = said_n(
                "{who} must take exactly {n} more trick",
                "{who} must take exactly {n} more tricks",
                self.need,
                who=who(self.hand, self.seat, self.players),
                n=self.need,
            )
        if not self.says_left:
            return said("{need} ({rule}).", need=need, rule=self.rule)
        left = said_n("{n} trick is left", "{n} tricks are left", self.left, n=self.left)
        return said("{need}, and {left} ({rule}).", need=need, left=left, rule=self.rule)


@dataclass(frozen=True, slots=True)
class TrickGoesTo:
    """The hinted card is the trick's last: hand ``hand`` takes it and then has ``tricks``.
    ``fulfils``: exactly the count its goal needs (fixed by the counts or announced, as
    ``TricksToGo``); else one more than any count still open to it: the goal is ruined."""

    hand: int
    seat: int
    players: int
    tricks: int
    fulfils: bool
    rule: str

    def words(self) -> Text:
        you = self.hand == self.seat
        n = self.tricks
        if self.fulfils and you:
            return said_n(
                "You take this trick: that makes exactly the {n} trick you need ({rule}).",
                "You take this trick: that makes exactly the {n} tricks you need ({rule}).",
                n,
                n=n,
                rule=self.rule,
            )
        if self.fulfils:
            return said_n(
                "{who} takes this trick: that makes exactly the {n} trick needed ({rule}).",
                "{who} takes this trick: that makes exactly the {n} tricks needed ({rule}).",
                n,
                who=who(self.hand, self.seat, self.players),
                n=n,
                rule=self.rule,
            )
        if you:
            return said(
                "You take this trick: that makes {n} tricks, more than the goal lets you "
                "have ({rule}).",
                n=n,
                rule=self.rule,
            )
        return said(
            "{who} takes this trick: that makes {n} tricks, more than the goal allows ({rule}).",
            who=who(self.hand, self.seat, self.players),
            n=n,
            rule=self.rule,
        )


def who(hand: int, seat: int, players: int) -> Text:
    """Another hand as the seat ``seat`` calls it: the dummy, the partner, or a seat by
    where it plays from the seat (the table gives the names; a fact has only seats)."""
    if players == 1:
        return said("The dummy")
    if players == 2:
        return said("Your partner")
    after = (hand - seat) % players
    if after == 1:
        return said("The player after you")
    if after == players - 1:
        return said("The player before you")
    return said("The player opposite you")


def _how(cards: Sequence[Card]) -> tuple[Text, str]:
    reason, rule = winner_reason(cards)
    if reason == "trump":
        return said("by trumping: {spades} are always trump", spades=SUITS[0]), rule
    return said("as the highest card of the led suit"), rule


# --- the goal -------------------------------------------------------------------------------
def announced_roles(messages: Iterable[Any], round_no: int) -> dict[int, int]:
    """The latest ROLE of each seat this round; a count claimed by two seats belongs to the
    later claim (MD-6, as the partners read it: ``planning``)."""
    latest: dict[int, tuple[int, int]] = {}
    for i, entry in enumerate(messages):
        message = entry.message
        if entry.round == round_no and message.template == ROLE and message.value is not None:
            latest[entry.seat] = (i, message.value)
    out: dict[int, int] = {}
    for seat, (_, value) in sorted(latest.items(), key=lambda kv: -kv[1][0]):
        if value not in out.values():
            out[seat] = value
    return out


def targets_open(
    players: int, round_no: int, round1_taken: Sequence[int], taken: Sequence[int]
) -> list[set[int]]:
    """For each hand, the trick counts it may still end the round with (the counts of the
    other hands taken into account)."""
    if players >= 3:
        options = set(permutations(TARGETS[players]))
    elif round_no == 2:
        options = {tuple(TRICKS_PER_ROUND - t for t in round1_taken)}
    else:
        options = {(8, 4), (4, 8)}
    fits = [p for p in options if all(t <= q for t, q in zip(taken, p, strict=True))]
    return [{p[h] for p in fits} for h in range(len(taken))]


def goal_facts(
    hands: Sequence[int],
    seat: int,
    players: int,
    round_no: int,
    round1_taken: Sequence[int],
    taken: Sequence[int],
    messages: Iterable[Any],
) -> list[TricksToGo]:
    """The goal facts of ``hands`` (those worth saying, in that order)."""
    left = TRICKS_PER_ROUND - sum(taken)
    open_ = targets_open(players, round_no, round1_taken, taken)
    roles = announced_roles(messages, round_no) if players >= 3 else {}
    out: list[TricksToGo] = []
    for hand in hands:
        role = roles.get(hand)
        if len(open_[hand]) == 1:
            target, rule = next(iter(open_[hand])), GOAL_RULE[players]
        elif role is not None and role in open_[hand]:
            target, rule = role, ANNOUNCED_RULE
        else:
            continue
        need = target - taken[hand]
        out.append(TricksToGo(hand, seat, players, target, need, left, rule, not out))
    return out


# --- the cards ------------------------------------------------------------------------------
def _later_hands(
    trick: Sequence[tuple[int, Card]], hand: int, hands_n: int, step: int
) -> list[int]:
    first = trick[0][0] if trick else hand
    return [(first + i * step) % hands_n for i in range(len(trick) + 1, hands_n)]


def _step(view_or_state: MustFollowView | MustFollowState, hands_n: int) -> int:
    return 1 if view_or_state.rules.direction == "clockwise" else hands_n - 1


def _could_show(counts: Sequence[int], led: int) -> set[int]:
    """The suits a player holding ``counts`` may play to a trick led in ``led`` (M-PLAY-1)."""
    if counts[led]:
        return {led}
    return {s for s in range(4) if counts[s]}


def play_facts(view: MustFollowView, action: Action) -> list[Fact | TricksToGo | TrickGoesTo]:
    """The deciding facts of playing ``action`` in ``view`` (empty outside card play): what
    is winning the trick, whether the card takes it, what could still beat it; the goal of
    the hand that plays, then of the other hands that decide."""
    if view.phase != "play" or view.to_play is None:
        return []
    hand = view.to_play
    trick = list(view.trick)
    others = _goal_hands(view, hand, trick)
    goals = goal_facts(
        others,
        view.seat,
        view.players,
        view.round,
        view.round1_taken,
        view.taken,
        view.messages,
    )
    if not isinstance(action, PlayCard):
        return list(goals)  # a face-down dummy card: its rank is not known yet (MD-10)
    card = action.card
    step = _step(view, view.hands_n)
    led = (trick[0][1] if trick else card) // 13
    later = _later_hands(trick, hand, view.hands_n, step)
    suits: set[int] = set()
    for h in later:
        suits |= _could_show(view.suit_counts[h], led)
    pool = view.unseen_mask
    if view.players == 1:  # the player knows its own hand and the dummy's face-up cards
        pool = view.hand_mask if 0 in later else 0
        if 1 in later:
            pool |= view.dummy_up_mask | view.unseen_mask
    unseen = [c for c in cards_in(pool) if c // 13 in suits]
    cards = card_facts(trick_winner, _how, trick, card, unseen, view.hands_n)
    own = [g for g in goals if g.hand == hand]
    rest = [g for g in goals if g.hand != hand]
    head = [f for f in cards if isinstance(f, WinningNow)]
    tail = [f for f in cards if f not in head]
    fate = trick_goes_to(
        trick,
        hand,
        card,
        view.seat,
        view.players,
        view.round,
        view.round1_taken,
        view.taken,
        view.messages,
    )
    if fate is None:
        return [*head, *own, *tail, *rest]
    # the last card: who takes the trick says more than "would take the lead" or "no
    # card still out can beat it"
    tail = [f for f in tail if not isinstance(f, NoBeaterOut | TakesLead)]
    return [*head, fate, *own, *tail, *rest]


def trick_goes_to(
    trick: Sequence[tuple[int, Card]],
    hand: int,
    card: Card,
    seat: int,
    players: int,
    round_no: int,
    round1_taken: Sequence[int],
    taken: Sequence[int],
    messages: Iterable[Any],
) -> TrickGoesTo | None:
    """The trick's fate when ``card`` is its last card, where it fulfils or ruins a goal."""
    hands_n = len(taken)
    if len(trick) + 1 != hands_n:
        return None
    plays = [*trick, (hand, card)]
    winner = plays[trick_winner([c for _, c in plays])][0]
    after = taken[winner] + 1
    open_ = targets_open(players, round_no, round1_taken, taken)[winner]
    if not open_ or after > max(open_):
        return TrickGoesTo(winner, seat, players, after, False, GOAL_RULE[players])
    for goal in goal_facts([winner], seat, players, round_no, round1_taken, taken, messages):
        if goal.target == after:
            return TrickGoesTo(winner, seat, players, after, True, goal.rule)
    return None


def _goal_hands(view: MustFollowView, hand: int, trick: Sequence[tuple[int, Card]]) -> list[int]:
    """Whose goal decides: the hand that plays; with a partner or the dummy, the other hand;
    at 3-4 players, the hand winning the trick so far."""
    if view.hands_n == 2:
        return [hand, 1 - hand]
    out = [hand]
    if trick:
        winning = trick[trick_winner([c for _, c in trick])][0]
        if winning != hand:
            out.append(winning)
    return out


def fact_holds(fact: Any, state: MustFollowState, seat: int, action: Action) -> bool:
    """Whether ``fact``, stated to ``seat`` about playing ``action`` now, is true of the
    whole deal (every hand known)."""
    if isinstance(fact, TricksToGo):
        r1 = state.round_results[0][0] if state.round_no > 1 else ()
        open_ = targets_open(state.players, state.round_no, r1, state.taken)[fact.hand]
        left = TRICKS_PER_ROUND - sum(state.taken)
        if fact.rule == ANNOUNCED_RULE:
            roles = announced_roles(state.messages, state.round_no)
            decided = roles.get(fact.hand) == fact.target and fact.target in open_
        else:
            decided = open_ == {fact.target}
        return (
            decided
            and fact.need == fact.target - state.taken[fact.hand]
            and fact.left == left
            and fact.seat == seat
        )
    if not isinstance(action, PlayCard):
        return False
    r1 = state.round_results[0][0] if state.round_no > 1 else ()
    if isinstance(fact, TrickGoesTo):
        found = trick_goes_to(
            state.trick,
            state.to_play,
            action.card,
            seat,
            state.players,
            state.round_no,
            r1,
            state.taken,
            state.messages,
        )
        return found == fact
    hand = state.to_play
    trick = list(state.trick)
    later = _later_hands(trick, hand, state.hands_n, state.step)
    led = (trick[0][1] if trick else action.card) // 13
    held_later = []  # what the later hands may play to this trick (M-PLAY-1)
    for h in later:
        cards = cards_in(state.hands[h])
        follow = [c for c in cards if c // 13 == led]
        held_later += follow or cards
    played = {c for _, _, c in state.plays} | {c for _, c in trick}
    # the puzzle's player may be told of its own cards that could beat the dummy's
    own = set() if state.players == 1 else set(cards_in(state.hands[seat]))
    unplayed = set(cards_in(deck_mask(state.players))) - played - own
    holds = card_fact_holds(
        fact, trick_winner, trick, action.card, held_later, len(later), unplayed
    )
    return bool(holds)


__all__ = ["TrickGoesTo", "TricksToGo", "announced_roles", "fact_holds", "goal_facts", "play_facts"]
