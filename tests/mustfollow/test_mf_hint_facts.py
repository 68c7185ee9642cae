"""The facts a co-op or puzzle hint states (issue 21): what wins the trick and by which
rule (M-PLAY-2), what could still beat the card, how many tricks a hand must still take
(M-GOAL-1 with MD-4, M-1P-2, M-TALK-4); each checked against the whole deal, and the hint
worded as a teacher says it: the choice, the facts, the best alternative's cost in chance of
success, the strategy note — never "I", never how the deals were imagined."""

from __future__ import annotations

import re

import pytest
from test_mf_ai import tv4_view

from engine.actions import PlayCard
from engine.ai import make_bot
from engine.cards import parse_card
from engine.facts import WinningNow
from engine.games.mustfollow.hint_facts import (
    TrickGoesTo,
    TricksToGo,
    fact_holds,
    goal_facts,
    play_facts,
    targets_open,
)
from engine.games.mustfollow.params import FIRST_EDITION
from engine.games.mustfollow.state import MustFollowState
from engine.games.mustfollow.talk import ROLE, Message
from engine.hints import hint_player, suggest
from engine.text import in_language

C = parse_card


def test_the_puzzle_hint_on_tv4_says_who_must_take_the_two_tricks() -> None:
    facts = play_facts(tv4_view(), PlayCard(C("HJ")))
    goals = {(f.hand, f.need, f.left) for f in facts if isinstance(f, TricksToGo)}
    assert goals == {(0, 1, 2), (1, 1, 2)}  # 7-3 taken, 8-4 to reach (M-1P-2, M-2P-9)
    words = [str(f.words()) for f in facts]
    assert "You must take exactly 1 more trick, and 2 tricks are left (M-1P-2)." in words
    assert "The dummy must take exactly 1 more trick (M-1P-2)." in words  # "left" said once
    # the dummy may trump ♡J with a face-down spade: only the unseen spades could beat it
    assert "Only ♠3, ♠Q and ♠K, not played yet, could still beat ♡J." in words


def test_a_trick_count_is_said_only_where_the_counts_fix_it() -> None:
    assert targets_open(4, 1, (), (0, 0, 0, 0)) == [{6, 4, 2, 0}] * 4  # MD-4: anyone
    assert targets_open(4, 1, (), (5, 4, 1, 0))[0] == {6}  # only 6 is left above 5
    # two seats have a trick each, so neither can be the one to take none
    assert targets_open(3, 1, (), (1, 1, 0)) == [{8, 4}, {8, 4}, {0}]
    assert targets_open(1, 2, (8, 4), (0, 0)) == [{4}, {8}]  # round 2 swaps (M-2P-9)


def _coop_state(players: int, number: int, plays: int) -> MustFollowState:
    state = MustFollowState.numbered(FIRST_EDITION, players, number)
    bots = [make_bot("mustfollow", "random", seed=number + i) for i in range(players)]
    for _ in range(plays):
        seat = state.current_seat
        assert seat is not None
        state.apply(bots[seat].choose(state.view_for(seat)))
    return state


def _trumped(players: int) -> MustFollowState:
    """A position where a spade was played on another suit led, another card still to come."""
    for number in range(1, 40):
        state = _coop_state(players, number, 0)
        bots = [make_bot("mustfollow", "random", seed=number + i) for i in range(players)]
        while state.current_seat is not None:
            cards = [c for _, c in state.trick]
            if len(cards) >= 2 and cards[0] >= 13 and any(c < 13 for c in cards):
                return state
            seat = state.current_seat
            state.apply(bots[seat].choose(state.view_for(seat)))
    raise AssertionError("no trumped trick in 40 deals")


def test_a_spade_on_another_suit_is_named_as_trumping_and_a_wrong_fact_fails() -> None:
    state = _trumped(4)
    seat = state.current_seat
    assert seat is not None
    view = state.view_for(seat)
    action = next(a for a in view.legal if isinstance(a, PlayCard))
    facts = play_facts(view, action)
    winning = next(f for f in facts if isinstance(f, WinningNow))
    assert winning.card < 13 and winning.rule == "M-PLAY-2"
    assert "by trumping: spades are always trump" in str(winning.words())
    assert all(fact_holds(f, state, seat, action) for f in facts)
    other = next(c for _, c in state.trick if c != winning.card)
    wrong = WinningNow(seat, other, winning.how, winning.rule)
    assert not fact_holds(wrong, state, seat, action)


def test_an_announced_count_is_the_seats_goal_and_a_wrong_need_fails() -> None:
    state = _coop_state(4, 7, 8)
    player_after = (state.to_play + 1) % 4
    state.say(player_after, Message(ROLE, 4))  # it aims at 4 tricks (M-TALK-3)
    seat = state.to_play
    view = state.view_for(seat)
    action = next(a for a in view.legal if isinstance(a, PlayCard))
    found = goal_facts([player_after], seat, 4, 1, (), view.taken, view.messages)
    assert found, "4 tricks is still open for that seat after two tricks"
    fact = found[0]
    assert fact.rule == "M-TALK-4" and fact.target == 4
    assert str(fact.words()).startswith("The player after you must take")
    assert fact_holds(fact, state, seat, action)
    wrong = TricksToGo(fact.hand, seat, 4, 4, fact.need + 1, fact.left, fact.rule)
    assert not fact_holds(wrong, state, seat, action)


@pytest.mark.slow
def test_coop_hints_speak_of_the_choice_and_the_team_not_of_me_or_imagined_deals() -> None:
    helper = hint_player("mustfollow")
    seen_cost = False
    for number in range(1, 7):
        if seen_cost:
            break
        state = MustFollowState.numbered(FIRST_EDITION, 3, number)
        bots = [make_bot("mustfollow", "normal", seed=i) for i in range(3)]
        while state.current_seat is not None:
            seat = state.current_seat
            view = state.view_for(seat)
            if seat == 0 and state.k >= 5:
                hint = suggest("mustfollow", view, helper)
                text = str(hint.text)
                assert text.startswith(("Lead ", "Play ")), text
                assert not re.search(r"\bI\b|\bmy\b|imagined|our plan", text), text
                seen_cost |= "chance of success" in text or "about as well" in text
                for lang in ("ja", "fr"):
                    assert in_language(hint.text, lang) != text
            state.apply(bots[seat].choose(view))
    assert seen_cost  # the best alternative is compared in the team's chance of success


def test_the_last_card_says_whose_goal_the_trick_meets_or_ruins() -> None:
    """M-GOAL-1: a fourth card that hands a seat one trick more than any count still open
    to it ruins the goal; the hint says so, and a changed count is caught."""
    seen: set[bool] = set()
    for number in range(1, 30):
        state = MustFollowState.numbered(FIRST_EDITION, 4, number)
        bots = [make_bot("mustfollow", "random", seed=number + i) for i in range(4)]
        while state.current_seat is not None and len(seen) < 2:
            seat = state.current_seat
            view = state.view_for(seat)
            if len(state.trick) == 3:
                for action in view.legal:
                    for fact in play_facts(view, action):
                        if not isinstance(fact, TrickGoesTo):
                            continue
                        seen.add(fact.fulfils)
                        assert fact_holds(fact, state, seat, action)
                        wrong = TrickGoesTo(
                            fact.hand, seat, 4, fact.tricks + 1, fact.fulfils, fact.rule
                        )
                        assert not fact_holds(wrong, state, seat, action)
                        words = str(fact.words())
                        assert "takes this trick" in words or "take this trick" in words
                        if not fact.fulfils:
                            assert "more than the goal" in words
            state.apply(bots[seat].choose(view))
    assert False in seen  # a ruined goal was met in random play (a fulfilled one may not be)
