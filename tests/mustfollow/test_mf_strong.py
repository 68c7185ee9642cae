"""The ``strong`` must-follow player (issue 12): it is built by ``make_bot``, keeps the
``normal`` AI's table talk and explanations, plays legal cards, and decides from its seat's
view alone (M-HINT-4): hidden cards shuffled differently give the same card."""

from __future__ import annotations

import dataclasses
import random

import pytest

from engine.actions import Action
from engine.ai import make_bot
from engine.cards import SUIT_MASK, cards_in
from engine.games.mustfollow.deal import Deal
from engine.games.mustfollow.params import FIRST_EDITION
from engine.games.mustfollow.search import StrongMustFollowBot, strong_bot
from engine.games.mustfollow.state import MustFollowState
from engine.games.mustfollow.strategy import MustFollowBot
from engine.games.mustfollow.view import MustFollowView

#: a silent table: the replay on a reshuffled deal must not depend on what the AIs said
SILENT = FIRST_EDITION.model_copy(update={"table_talk": "silent"})


def test_make_bot_builds_the_strong_player_with_the_normal_players_interfaces() -> None:
    bot = make_bot("mustfollow", "strong", 3)
    assert isinstance(bot, StrongMustFollowBot)
    assert bot.name == "strong"
    state = MustFollowState.numbered(FIRST_EDITION, 4, 2)
    seat = state.current_seat
    assert seat is not None
    view = state.view_for(seat)
    # the GUI asks for the AI's table talk and for the reason of its card (hint mode)
    assert bot.talk(view, state.message_menu(seat)) == MustFollowBot(3).talk(
        view, state.message_menu(seat)
    )
    action, reason = bot.explain(view)
    assert action in view.legal and reason


def hidden_cards(state: MustFollowState, view: MustFollowView) -> int:
    """Every card of the deal the seat has not seen: not in its hand, not played, not face
    up (the 1-player dummy's turned cards, the 3-player center card)."""
    seen = view.hand_mask | view.dummy_up_mask
    for _, _, card in view.plays:
        seen |= 1 << card
    if view.center is not None:
        seen |= 1 << view.center
    everything = 0
    for hands in state.game_deal.hands:
        for hand in hands:
            everything |= hand
    for _, _, card in state.plays:  # cards played are in the round-1 deal as well
        everything |= 1 << card
    return everything & ~seen


def reshuffled(the_deal: Deal, hidden: int, rng: random.Random) -> Deal:
    """The same deal with the ``hidden`` cards of each suit shuffled among their places
    (every hand keeps its suit counts, which everyone sees, M-VIS-5)."""
    swap: dict[int, int] = {}
    for suit in range(4):
        cards = cards_in(hidden & SUIT_MASK[suit])
        moved = cards[:]
        rng.shuffle(moved)
        swap.update(zip(cards, moved, strict=True))

    def mapped(mask: int) -> int:
        out = 0
        for card in cards_in(mask):
            out |= 1 << swap.get(card, card)
        return out

    return dataclasses.replace(
        the_deal,
        hands=tuple(tuple(mapped(h) for h in hands) for hands in the_deal.hands),
        layouts=tuple(tuple(swap.get(c, c) for c in places) for places in the_deal.layouts),
    )


def replayed(the_deal: Deal, actions: list[Action]) -> MustFollowState:
    state = MustFollowState(SILENT, the_deal)
    for action in actions:
        state.apply(action)
    return state


@pytest.mark.parametrize(
    ("players", "number", "cards"),
    [
        pytest.param(1, 3, 16, marks=pytest.mark.slow),
        (2, 5, 14),
        (3, 7, 22),
        pytest.param(4, 9, 29, marks=pytest.mark.slow),
    ],
)
def test_scrambled_hidden_cards_do_not_change_the_strong_choice(
    players: int, number: int, cards: int
) -> None:
    """Play ``cards`` cards with the ``normal`` AIs, then deal the cards the seat to play has
    not seen differently: its view is the same, and so is the strong player's card."""
    state = MustFollowState(SILENT, MustFollowState.numbered(SILENT, players, number).game_deal)
    bots = [MustFollowBot(i) for i in range(players)]
    actions: list[Action] = []
    while len(state.plays) < cards or len(state.view_for(state.current_seat or 0).legal) < 2:
        seat = state.current_seat
        assert seat is not None
        action = bots[seat].choose(state.view_for(seat))
        state.apply(action)
        actions.append(action)
    seat = state.current_seat
    assert seat is not None
    view = state.view_for(seat)
    hidden = hidden_cards(state, view)
    other = replayed(reshuffled(state.game_deal, hidden, random.Random(number)), actions)
    assert other.game_deal != state.game_deal  # some hidden card really moved
    assert other.view_for(seat) == view
    action, reason = strong_bot(11).explain(view)
    assert "M-SOLVE" in reason  # the card was searched, not played by the plan
    assert strong_bot(11).choose(other.view_for(seat)) == action


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3])
def test_a_strong_table_plays_whole_deals_legally(players: int) -> None:
    state = MustFollowState.numbered(FIRST_EDITION, players, 4)
    bots = [strong_bot(i) for i in range(players)]
    while (seat := state.current_seat) is not None:
        for talker, bot in enumerate(bots):
            for message in bot.talk(state.view_for(talker), state.message_menu(talker)):
                state.say(talker, message)
        view = state.view_for(seat)
        action = bots[seat].choose(view)
        assert action in view.legal
        state.apply(action)
    assert state.result is not None
