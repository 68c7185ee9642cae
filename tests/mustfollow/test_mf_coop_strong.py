"""The strong co-op partner's search and talk (issue 23.5): a card's search in one imagined
deal bounded by a count, and the unasked CAN_BEAT / CANNOT_BEAT about the trick (M-TALK)."""

from __future__ import annotations

import random

import pytest

from engine.games.mustfollow.duo import SearchBudgetExceeded
from engine.games.mustfollow.params import FIRST_EDITION
from engine.games.mustfollow.search import COOP_STRONG, StrongCoopBot
from engine.games.mustfollow.solver import _WorldSearch, duo_goal
from engine.games.mustfollow.state import MustFollowState
from engine.games.mustfollow.strategy import MustFollowBot
from engine.games.mustfollow.talk import CAN_BEAT, CANNOT_BEAT, constraints_by_seat
from engine.games.mustfollow.trick_talk import beat_talk, winning_card
from engine.games.mustfollow.worlds import sample_worlds


def _mid_trick(players: int, number: int) -> tuple[MustFollowState, int]:
    """A deal played by ``normal`` AIs up to a trick in progress where a seat still to play
    may say whether it beats the winning card; that seat."""
    state = MustFollowState.numbered(FIRST_EDITION, players, number)
    bots = [MustFollowBot(i) for i in range(players)]
    while (seat := state.current_seat) is not None:
        for talker in range(players):
            if beat_talk(state.view_for(talker), state.message_menu(talker)):
                return state, talker
        state.apply(bots[seat].choose(state.view_for(seat)))
    raise AssertionError("no trick where a seat could say whether it beats the winning card")


@pytest.mark.parametrize(("players", "number"), [(3, 1), (3, 2), (4, 3), (4, 5)])
def test_a_partner_says_whether_it_beats_the_winning_card_and_the_others_imagine_only_that(
    players: int, number: int
) -> None:
    state, speaker = _mid_trick(players, number)
    view = state.view_for(speaker)
    card = winning_card(view)
    assert card is not None
    assert all(seat != speaker for seat, _ in view.trick)  # still to play to the trick
    said = StrongCoopBot(0).talk(view, state.message_menu(speaker))
    rank_talk = [m for m in said if m.template in (CAN_BEAT, CANNOT_BEAT)]
    assert [m.value for m in rank_talk] == [card]
    message = rank_talk[0]
    higher = sum(1 << c for c in range(card + 1, (card // 13 + 1) * 13))
    assert (message.template == CAN_BEAT) == bool(state.hands[speaker] & higher)  # true
    state.say(speaker, message)  # on the menu: pins no rank for anyone (M-TALK-2)
    # said once: not again while the same card wins the trick
    assert beat_talk(state.view_for(speaker), state.message_menu(speaker)) == []
    # every listener's imagined deals hold it: a hand the speaker ruled out never appears
    suit = card // 13
    for listener in range(players):
        if listener == speaker:
            continue
        lv = state.view_for(listener)
        rule = constraints_by_seat(lv.messages, lv.plays, suit, lv.round)[speaker][-1]
        for world in sample_worlds(lv, 40, random.Random(listener)):
            assert rule.holds(world[speaker])


def test_a_seat_that_played_to_the_trick_says_nothing_about_it() -> None:
    state, _ = _mid_trick(3, 1)
    assert state.trick
    for seat, _ in state.trick:
        view = state.view_for(seat)
        assert beat_talk(view, state.message_menu(seat)) == []


def test_a_card_search_past_its_count_counts_as_not_winning_and_the_deal_goes_on() -> None:
    """``after_within``: a card whose search needs more cards tried than its count is not
    counted as winning; the same deal's tables stay sound for the next card, and with room
    the answer is the unbounded search's."""
    for number in range(1, 30):  # a deal still winnable after 5 tricks of normal play
        state = MustFollowState.numbered(FIRST_EDITION, 3, number)
        bots = [MustFollowBot(i) for i in range(3)]
        while len(state.plays) < 16:
            seat = state.current_seat
            assert seat is not None
            state.apply(bots[seat].choose(state.view_for(seat)))
        seat = state.current_seat
        assert seat is not None
        view = state.view_for(seat)
        world = tuple(state.hands)  # the true deal is one consistent deal
        goal, _ = duo_goal(view)
        cards = [c for c in view.hand if any(getattr(a, "card", None) == c for a in view.legal)]
        free = _WorldSearch(view, world, goal, 10**7)
        truth = {c: free.after(c) for c in cards}
        if any(truth.values()) and len(cards) > 1:
            break
    assert any(truth.values())
    tight = _WorldSearch(view, world, goal, 10**7)
    assert not any(tight.after_within(c, 1) for c in cards)  # one card tried proves nothing
    roomy = _WorldSearch(view, world, goal, 10**7)
    assert {c: roomy.after_within(c, 10**7) for c in cards} == truth
    # the decision's own bound still ends the whole decision
    capped = _WorldSearch(view, world, goal, 10**7, step_budget=1)
    with pytest.raises(SearchBudgetExceeded):
        capped.after_within(cards[0], 10**7)


@pytest.mark.slow
@pytest.mark.parametrize("players", [3, 4])
def test_the_strong_partner_searches_from_the_first_trick_within_its_budget(players: int) -> None:
    """With each card's search bounded (``card_steps``) the strong partner values its cards
    over imagined deals from the first trick on (before, the plan decided there), and its
    decision still tries no more cards than its budget (MD-14: a count, never the clock)."""
    state = MustFollowState.numbered(FIRST_EDITION, players, 6)
    bots = [MustFollowBot(i) for i in range(players)]
    searched = 0
    while (seat := state.current_seat) is not None and len(state.plays) < 2 * players:
        view = state.view_for(seat)
        if len(view.legal) > 1:
            bot = StrongCoopBot(seat, **COOP_STRONG)
            action, reason = bot.explain(view)
            assert action in view.legal
            assert "M-SOLVE-11" in reason  # searched, not played by the plan (M-TALK-4)
            assert 0 < bot.last_steps <= bot.steps_for(players)
            searched += 1
        state.apply(bots[seat].choose(view))
    assert searched >= 2
