"""The facts a Belote card-play hint states are true of the whole deal (issue 21, point 1),
and the winning card names Belote's orders (B-CARD-2 trump order, B-CARD-3 plain order).

Every card play of self-played deals, over every preset at three and four players, is asked
for the facts of the card the player chose; each is checked with every hand known, and "it
wins the trick" is borne out by the trick as really played.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from engine.actions import PlayCard
from engine.ai import make_bot
from engine.events import TrickWon
from engine.facts import NoBeaterOut, WinningNow
from engine.games.belote import PRESETS, new_deal
from engine.games.belote.hint_facts import fact_holds, play_facts
from engine.registry import get_game
from engine.text import in_language

CASES = [(name, n) for name, preset in PRESETS.items() for n in preset.players]


@pytest.mark.parametrize(("preset", "players"), CASES)
def test_every_fact_stated_about_a_play_is_true(preset: str, players: int) -> None:
    spec = get_game("belote")
    kinds: Counter[str] = Counter()
    for deal in range(5):
        rng = random.Random(7 * deal + players)
        state = new_deal(PRESETS[preset], players, rng, spec.first_setup(players, rng))
        bots = [make_bot("belote", "normal", seed=deal + s) for s in range(players)]
        sure: tuple[int, int] | None = None
        while not state.is_over:
            seat = state.current_seat
            assert seat is not None
            view = state.view_for(seat)
            action = bots[seat].choose(view)
            if isinstance(action, PlayCard):
                for fact in play_facts(view, action):
                    kinds[type(fact).__name__] += 1
                    assert fact_holds(fact, state, seat, action), (preset, fact, state.trick)
                    if isinstance(fact, NoBeaterOut):
                        sure = (len(state.completed) + 1, seat)
            for event in state.apply(action):
                if isinstance(event, TrickWon) and sure is not None and sure[0] == event.trick:
                    assert event.winner == sure[1], (preset, event)
                    sure = None
    assert kinds["WinningNow"] and kinds["NoBeaterOut"], kinds


def test_a_winning_trump_names_the_trump_order() -> None:
    spec = get_game("belote")
    seen = 0
    for deal in range(6):
        rng = random.Random(deal)
        state = new_deal(PRESETS["standard"], 4, rng, spec.first_setup(4, rng))
        bots = [make_bot("belote", "normal", seed=deal + s) for s in range(4)]
        while not state.is_over:
            seat = state.current_seat
            assert seat is not None
            view = state.view_for(seat)
            action = bots[seat].choose(view)
            if isinstance(action, PlayCard) and view.contract is not None:
                for fact in play_facts(view, action):
                    if isinstance(fact, WinningNow) and fact.card // 13 == view.contract.trump:
                        # the order itself, or the fact it decides: a trump J or 9 beats a
                        # card above it in plain order (B-CARD-2), a trump beats the led suit
                        words = fact.words()
                        assert (
                            "trump order J 9 A 10 K Q 8 7" in words
                            or "J 9 A 10 K Q 8 7); a trump beats the led suit" in words
                            or "which beats every card of the led suit" in words
                            or "(B-CARD-2)" in words
                        ), words
                        assert in_language(fact.words(), "fr") != str(fact.words())
                        seen += 1
            state.apply(action)
    assert seen
