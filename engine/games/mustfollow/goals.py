"""The goal and the dummy's choices as the table shows them, from one seat's view.

The goal panel asks here what to show: the trick counts to reach (M-GOAL-1 with MD-4; M-2P-9,
M-1P-2 per round), the suit pairs or suits the last cards may still have, and which score
formula and range apply (M-SCORE-1, M-SCORE-2 / MU-4, M-2P-10). The round objective is the
solver's (``solver.duo_goal``) and the targets are ``rules.TARGETS``, so nothing is written
down twice. The 1-player table asks what choosing a dummy card means (M-1P-3, M-1P-4).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...actions import Action, PlayCard
from ...cards import Card
from .moves import PlayFaceDown, TurnUp
from .rules import PAIRS, TARGETS, TRICKS_PER_ROUND
from .solver import duo_goal
from .state import DUMMY, TURN_UP, MustFollowState
from .view import MustFollowView


@dataclass(frozen=True)
class PairChance:
    """A pair of suits the two last cards of this round may be (M-2P-9 condition 2).
    ``open``: not ruled out yet by the public suit counts (one hand still holds one suit of
    the pair and the other hand the other)."""

    suits: frozenset[int]
    open: bool


@dataclass(frozen=True)
class SuitHolders:
    """A suit that one of the last cards must have (M-GOAL-1 condition 2) and the hands that
    still hold a card of it (public: the backs show the suits, M-VIS-1)."""

    suit: int
    holders: tuple[int, ...]


@dataclass(frozen=True)
class Goal:
    #: the goal's rule ID: M-GOAL-1 (3-4 players), M-2P-9 (2 players), M-1P-2 (1 player)
    rule: str
    #: the trick counts: a multiset in any order when ``by_hand`` is False (MD-4; the 8 and 4
    #: of a round-1 two-hand game), else hand ``h`` must take ``counts[h]`` (round 2, M-2P-9)
    counts: tuple[int, ...]
    by_hand: bool
    #: 1-2 players: the pairs this round's last cards may form
    pairs: tuple[PairChance, ...]
    #: 3-4 players: the suits the last cards need (the center card's suit is already there)
    suits: tuple[SuitHolders, ...]
    #: M-SCORE-1 or M-2P-10, and the displayed range (M-SCORE-2, MU-4)
    score_rule: str
    score_range: tuple[int, int]


def goal(view: MustFollowView) -> Goal:
    """What the goal panel shows for ``view``."""
    score_range = view.rules.score_range[view.players]
    counts = view.suit_counts
    if view.rounds == 1:
        center = None if view.center is None else view.center // 13
        suits = tuple(
            SuitHolders(s, tuple(h for h in range(view.hands_n) if counts[h][s]))
            for s in range(4)
            if s != center
        )
        return Goal("M-GOAL-1", TARGETS[view.players], False, (), suits, "M-SCORE-1", score_range)
    objective, _name = duo_goal(view)
    tricks = sorted(objective.tricks, reverse=True)
    by_hand = len(tricks) == 1
    goal_counts = (tricks[0], TRICKS_PER_ROUND - tricks[0]) if by_hand else tuple(tricks)
    pairs = tuple(
        PairChance(
            pair,
            any(
                counts[0][a] and counts[1][b]
                for a, b in objective.pairs
                if frozenset((a, b)) == pair
            ),
        )
        for pair in PAIRS
        if any(frozenset(p) == pair for p in objective.pairs)
    )
    rule = "M-1P-2" if view.players == 1 else "M-2P-9"
    return Goal(rule, goal_counts, by_hand, pairs, (), "M-2P-10", score_range)


@dataclass(frozen=True)
class HandGoal:
    """The trick count hand ``hand`` must end the round with (issue 21, 5b): ``rule`` is the
    goal's rule where the trick counts leave it this count only (M-GOAL-1 with MD-4,
    M-2P-9, M-1P-2), M-TALK-4 where that seat announced it."""

    hand: int
    tricks: int
    rule: str


def hand_goals(view: MustFollowView) -> tuple[HandGoal | None, ...]:
    """For each hand, its goal in tricks when known from the table (``None``: still open):
    what the hint's goal facts say (``hint_facts.goal_facts``)."""
    from .hint_facts import goal_facts

    found = goal_facts(
        range(view.hands_n),
        view.seat,
        view.players,
        view.round,
        view.round1_taken,
        view.taken,
        view.messages,
    )
    by_hand = {f.hand: HandGoal(f.hand, f.target, f.rule) for f in found}
    return tuple(by_hand.get(h) for h in range(view.hands_n))


# --- the 1-player dummy on the table (M-1P-3, M-1P-4) -------------------------------------
def dummy_action(view: MustFollowView, index: int) -> Action | None:
    """What choosing the dummy's card at ``index`` of ``view.dummy_places`` means: turning it
    up while the dummy is laid out (M-1P-3), else playing it: a face-up card by its card, a
    face-down one by its place (M-1P-4). ``None`` when there is no such card. Whether the move
    is legal now is ``view.legal`` (the state explains a refusal)."""
    if not 0 <= index < len(view.dummy_places):
        return None
    place, _suit, card = view.dummy_places[index]
    if view.phase == TURN_UP:
        return TurnUp(place)
    return PlayCard(card) if card is not None else PlayFaceDown(place)


def dummy_choosable(view: MustFollowView) -> tuple[bool, ...]:
    """For each of the dummy's places (``view.dummy_places``): may it be chosen now?"""
    legal = set(view.legal)
    return tuple(dummy_action(view, i) in legal for i in range(len(view.dummy_places)))


def play_action(state: MustFollowState, hand: int, card: Card) -> Action:
    """The action that plays ``card`` from ``hand`` (with every card known, e.g. a solver's
    line): the 1-player dummy's face-down cards are played by their place (M-1P-4)."""
    if state.players == 1 and hand == DUMMY and not state.dummy_up >> card & 1:
        return PlayFaceDown(state.layout.index(card))
    return PlayCard(card)


__all__ = [
    "Goal",
    "HandGoal",
    "PairChance",
    "SuitHolders",
    "dummy_action",
    "dummy_choosable",
    "goal",
    "hand_goals",
    "play_action",
]
