"""The fast playout path must play exactly the game ``apply`` plays (it is what the AI's
rollouts and the benchmark use)."""

from __future__ import annotations

import random

import pytest

from engine.actions import PlayCard
from engine.cards import JOKER, cards_in
from engine.games.napoleon import PRESETS, NapoleonState
from engine.games.napoleon.playout import pick_bit, random_playout

CASES = [(name, n) for name, rules in PRESETS.items() for n in rules.players]


@pytest.mark.parametrize(("preset", "players"), CASES)
def test_playout_tricks_replay_through_apply_with_the_same_result(preset, players):
    rules = PRESETS[preset]
    for seed in range(40):
        rng = random.Random(seed)
        start = NapoleonState.deal(rules, players, rng)
        rng_actions = random.Random(seed + 1000)
        # reach the play phase through the public API
        while start.phase not in ("play", "over"):
            legal = start.legal_actions()
            start.apply(legal[rng_actions.randrange(len(legal))])
        if start.phase == "over":
            continue
        fast = start.copy()
        result = random_playout(fast, random.Random(seed))
        # every trick the playout produced must be legal and won the same way via apply()
        slow = start.copy()
        for trick in fast.completed:
            for i, (seat, card) in enumerate(trick.plays):
                assert slow.current_seat == seat
                names_suit = (
                    i == 0 and card == JOKER and slow.deal_rules.joker_lead_needs_suit(trick.number)
                )
                named = trick.named_suit if names_suit else None
                slow.apply(PlayCard(card, named))
            assert slow.completed[-1] == trick
        assert slow.phase == "over"
        assert slow.result == result
        # zero-sum, except Imperialist Napoleon's 1 per winner (N-VAR-5)
        winners = 0 if rules.zero_sum else len(result.detail["winners"])
        assert sum(result.scores) == winners


def test_playout_finishes_a_deal_from_its_first_decision():
    state = NapoleonState.deal(PRESETS["book"], 4, random.Random(3))
    result = random_playout(state, random.Random(4))
    assert state.phase == "over" and result is state.result
    if result.counts:
        assert all(h == 0 for h in state.hands)  # book plays every card (N-END-6 off)
        assert len(state.completed) == 12


def test_pick_bit_is_uniform_over_the_set_bits():
    rng = random.Random(7)
    mask = 0b1010_0110_0001
    counts = {c: 0 for c in cards_in(mask)}
    for _ in range(5000):
        counts[pick_bit(mask, rng.random)] += 1
    assert set(counts) == set(cards_in(mask))
    assert min(counts.values()) > 5000 / len(counts) * 0.8
