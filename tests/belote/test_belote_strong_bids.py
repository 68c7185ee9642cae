"""The strong Belote player's calls chosen by search (issue 23 point 3, ``search_bids``):
worlds that agree with the view and the calls so far, no leak of the hidden cards, and
calls that follow the hand's real worth."""

from __future__ import annotations

import random

from engine.actions import Pass
from engine.ai.search import Budget
from engine.cards import BIT, make_card
from engine.games.belote.actions import BeloteBid
from engine.games.belote.deck import ACE, JACK, NINE, TEN
from engine.games.belote.params import OPTION_BIDS, STANDARD
from engine.games.belote.search import BeloteSearch, strong_bot
from engine.games.belote.search_bids import bid_playout, bid_worlds, rule_call
from engine.games.belote.state import BIDDING, BeloteState
from engine.games.belote.strategy import BeloteBot, hand_value

SEVEN, EIGHT = 7, 8


def auction(seed: int, passes: int) -> BeloteState:
    """A 4-player deal whose auction has had ``passes`` passes (rule-based bidders) and
    whose next seat still has a choice."""
    rng = random.Random(seed)
    for _ in range(500):
        state = BeloteState.deal(STANDARD, 4, rng, dealer=rng.randrange(4))
        bot = BeloteBot(0)
        while state.phase_ == BIDDING and len(state.bids) < passes:
            action = bot.choose(state.view_for(state.seat_))
            if action != Pass():
                break
            state.apply(action)
        if state.phase_ == BIDDING and len(state.bids) == passes:
            return state
    raise AssertionError("no such auction")


def test_the_worlds_agree_with_the_view_and_the_passes() -> None:
    bot = BeloteBot(0)
    for seed, passes in ((1, 0), (2, 3), (3, 5), (4, 7)):
        state = auction(seed, passes)
        view = state.view_for(state.seat_)
        assert view.candidate is not None
        worlds = bid_worlds(view, 20, random.Random(seed), bot)
        assert len(worlds) == 20
        for world in worlds:
            assert world.view_for(view.seat) == view  # the same view, the same calls
            assert world.candidate == view.candidate
            turned = "SHDC"[view.candidate // 13]
            for i, (seat, action) in enumerate(view.bids):
                if seat == view.seat:
                    continue
                assert action == Pass()
                # the rule-based bidder would have passed too: its hand (with the
                # candidate) rates below a bid for each suit it could name (B-BID-1/2)
                hand = world.hands[seat] | BIT[view.candidate]
                codes = [turned] if i < 4 else [c for c in "SHDC" if c != turned]
                assert all(hand_value(hand, c) < bot.threshold[4] for c in codes)
        # the hidden hands differ from world to world
        assert len({tuple(w.hands) for w in worlds}) > 1


def test_scrambled_hidden_cards_do_not_change_the_call() -> None:
    """The leak test of the auction: another deal with the same view (the other hands and
    the undealt cards dealt again) gives the same call and the same estimates."""
    for seed in range(4):
        state = auction(20 + seed, seed)
        seat = state.seat_
        view = state.view_for(seat)
        other = state.copy()
        hidden = [c for s in range(4) if s != seat for c in _cards(state.hands[s])]
        hidden += other.stock
        random.Random(seed).shuffle(hidden)
        for s in range(4):
            if s != seat:
                other.hands[s] = sum(BIT[c] for c in hidden[:5])
                hidden = hidden[5:]
        other.stock = hidden
        assert other.hands != state.hands
        assert other.view_for(seat) == view
        mine = strong_bot(5).search(view)
        theirs = strong_bot(5).search(other.view_for(seat))
        assert mine.searched
        assert mine.chosen == theirs.chosen
        assert mine.estimates == theirs.estimates


def _cards(mask: int) -> list[int]:
    return [c for c in range(52) if mask & BIT[c]]


def _hand_for(seat_cards: list[int], candidate: int) -> BeloteState:
    """A deal where the eldest (seat 1, dealer 0) holds ``seat_cards`` and ``candidate``
    is turned: the rest dealt from seed 0."""
    rest = [c for c in range(52) if c % 13 + 2 >= SEVEN and c not in seat_cards]
    rest.remove(candidate)
    random.Random(0).shuffle(rest)
    hands = {1: seat_cards, 2: rest[0:5], 3: rest[5:10], 0: rest[10:15]}
    order = [1, 2, 3, 0]
    pack = [c for s in order for c in hands[s][:3]] + [c for s in order for c in hands[s][3:]]
    pack += [candidate, *rest[15:]]
    return BeloteState(STANDARD, 4, pack, dealer=0, packets="3_then_2")


def test_the_search_takes_a_strong_hand_and_passes_a_hopeless_one() -> None:
    hearts, spades, clubs = 1, 0, 3
    # the candidate is the heart jack: the ace, ten and nine of trump and the spade ace
    strong = _hand_for(
        [
            make_card(hearts, NINE),
            make_card(hearts, ACE),
            make_card(hearts, TEN),
            make_card(spades, ACE),
            make_card(clubs, ACE),
        ],
        make_card(hearts, JACK),
    )
    # no trump, no ace, no ten
    weak = _hand_for(
        [
            make_card(spades, SEVEN),
            make_card(spades, EIGHT),
            make_card(clubs, SEVEN),
            make_card(clubs, EIGHT),
            make_card(2, SEVEN),
        ],
        make_card(hearts, SEVEN),
    )
    game = BeloteSearch(bids=True)
    budget = Budget(worlds=24, rollouts=48, min_worlds=24, margin=0.0)
    bot = strong_bot(1, bid_budget=budget)
    take = BeloteBid("H")
    for state, best in ((strong, take), (weak, Pass())):
        view = state.view_for(state.seat_)
        assert game.searchable(view)
        result = bot.search(view)
        assert result.searched
        assert result.estimates[0].action == best
    # a throw-in is worth nothing to either side (B-BID-4)
    last = auction(9, 7)
    world = last.copy()
    world.apply(Pass())
    assert world.result is not None
    assert bid_playout(world, last.seat_, BeloteBot(0)).value == 0.0


def test_the_simulated_calls_are_the_rule_based_bidders() -> None:
    """``rule_call`` (read off the bidding machine) is ``BeloteBot``'s call, with and
    without the option bids (B-OPT-2: a partner's bid stands)."""
    seen = 0
    for rules in (STANDARD, OPTION_BIDS):
        rng = random.Random(7)
        for d in range(150):
            state = BeloteState.deal(rules, 4, rng, dealer=d % 4)
            bot = BeloteBot(d)
            while state.phase_ == BIDDING:
                expected = bot.choose(state.view_for(state.seat_))
                assert rule_call(state, bot) == expected
                seen += expected != Pass()
                state.apply(expected)
    assert seen > 50
