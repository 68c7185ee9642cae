"""The strong Napoleon player's bids, adjutant call and discards chosen by search (issue 23
point 3, ``engine.games.napoleon.search_contract``)."""

from __future__ import annotations

import random

from engine.actions import Bid, CallAdjutant, Discard, Pass
from engine.ai.search import SearchResult
from engine.cards import BIT, MIGHTY, cards_in, make_card
from engine.games.napoleon.bidding import MARGIN
from engine.games.napoleon.evaluation import estimate_points
from engine.games.napoleon.params import PRESETS
from engine.games.napoleon.search_contract import (
    contract_candidates,
    contract_searchable,
    contract_worlds,
    strong_bot,
)
from engine.games.napoleon.state import NapoleonState
from engine.games.napoleon.strategy import NapoleonBot
from engine.games.napoleon.view import NapoleonView
from engine.hints import suggest

BOOK = PRESETS["book"]


def _decisions(deals: int, phase: str, first: int = 0) -> list[NapoleonState]:
    """Positions of ``phase`` where the search takes the decision, from deals played by the
    rule-based player (5 players, book)."""
    normal = NapoleonBot(3)
    out: list[NapoleonState] = []
    for d in range(first, first + deals):
        state = NapoleonState.deal(BOOK, 5, random.Random(d))
        while state.phase_ not in ("play", "over"):
            view = state.view_for(state.seat_)
            if state.phase_ == phase and contract_searchable(view):
                out.append(state.copy())
            state.apply(normal.explain(view)[0])
    return out


def _public(view: NapoleonView) -> tuple[object, ...]:
    return (view.phase, view.seat, view.hand_mask, view.bids, view.adjutant_cards, view.discards)


def test_every_world_is_the_deal_as_the_seat_knows_it_at_this_very_call() -> None:
    checked = 0
    for phase in ("auction", "adjutant_call", "discard"):
        for state in _decisions(4, phase)[:6]:
            view = state.view_for(state.seat_)
            for world in contract_worlds(view, 6, random.Random(1)):
                seen = world.view_for(view.seat)
                # the same hand, calls, named cards and discards: the same decision
                assert _public(seen) == _public(view)
                assert seen.legal == view.legal
                every = 0
                for h in world.hands:
                    assert not every & h, "a card dealt twice"
                    every |= h
                assert (every | sum(BIT[c] for c in world.discards)).bit_count() + len(
                    world.kitty
                ) * (world.phase_ != "discard") == 53
                checked += 1
    assert checked >= 60


def test_a_bidders_worlds_hold_a_hand_that_covers_his_bid() -> None:
    """N-AI-10 read back: a seat that bid holds trumps and top cards worth its count. With
    the unseen cards dealt without reading the calls, 24 % of the worlds cover it."""
    covered = total = 0
    for state in _decisions(40, "auction", first=100):
        view = state.view_for(state.seat_)
        bidders = [(s, a) for s, a in view.bids if isinstance(a, Bid) and s != view.seat]
        if not bidders:
            continue
        seat, bid = bidders[-1]
        for world in contract_worlds(view, 8, random.Random(2)):
            hand = world.initial_hands[seat]
            if world.kitty_public:  # N-BID-13 step 3: the kitty counts in (evaluation)
                hand |= sum(BIT[c] for c in world.kitty)
            worth = estimate_points(hand, bid.trump, BOOK, 5) - 0.8 * world.kitty_public
            covered += worth - MARGIN >= bid.count - 1.0
            total += 1
    assert total >= 80
    assert covered / total >= 0.9


def test_the_searched_bid_does_not_read_the_hidden_cards() -> None:
    """Re-dealing the other hands and the kitty, the view unchanged, leaves every
    estimate of a bid, a call and a discard the same."""
    rng = random.Random(4)
    compared = 0
    for phase in ("auction", "adjutant_call", "discard"):
        for state in _decisions(6, phase, first=20)[:2]:
            seat = state.seat_
            other = state.copy()
            others = [j for j in range(5) if j != seat and j != state.declarer][:2]
            pool = cards_in(other.hands[others[0]] | other.hands[others[1]])
            rng.shuffle(pool)
            size = other.hands[others[0]].bit_count()
            other.hands[others[0]] = sum(BIT[c] for c in pool[:size])
            other.hands[others[1]] = sum(BIT[c] for c in pool[size:])
            if other.view_for(seat) != state.view_for(seat):
                continue
            first = strong_bot(9).search(state.view_for(seat))
            second = strong_bot(9).search(other.view_for(seat))
            assert first.searched
            assert first.estimates == second.estimates
            compared += 1
    assert compared >= 4


def _hand_deal(mine: list[int], seat: int = 0) -> NapoleonState:
    """A deal where ``seat`` holds ``mine`` and the other cards are dealt from a fixed
    shuffle; seat 0 opens the auction."""
    rest = [c for c in range(53) if c not in mine]
    random.Random(8).shuffle(rest)
    hands: list[list[int]] = []
    for s in range(5):
        hands.append(list(mine) if s == seat else [rest.pop() for _ in range(10)])
    return NapoleonState(BOOK, hands, rest, dealer=4, opening_seat=0)


def _search_first_call(state: NapoleonState) -> SearchResult:
    view = state.view_for(0)
    assert view.phase == "auction" and contract_searchable(view)
    return strong_bot(1).search(view)


def test_a_monster_hand_bids_and_a_junk_hand_passes() -> None:
    # ♠ A (the Mighty) K Q 10 9 8 J, ♣J, the joker, ♥A
    monster = [make_card(0, r) for r in (14, 13, 12, 10, 9, 8, 11)] + [make_card(3, 11), 52]
    monster.append(make_card(1, 14))
    assert MIGHTY in monster
    strong = _search_first_call(_hand_deal(monster))
    assert isinstance(strong.estimates[0].action, Bid)
    assert isinstance(strong.chosen, Bid)
    passing = strong.estimate_of(Pass())
    assert passing is not None and strong.estimates[0].value > passing.value
    junk = [make_card(s, r) for s in range(1, 4) for r in (3, 5, 6)] + [make_card(0, 2)]
    weak = _search_first_call(_hand_deal(junk))
    assert weak.chosen == Pass()
    assert not weak.searched  # no bid within reach: nothing to compare


def test_the_call_and_the_discards_are_searched_among_sensible_cards() -> None:
    for state in _decisions(6, "adjutant_call", first=40)[:3]:
        view = state.view_for(state.seat_)
        calls = contract_candidates(view)
        assert 1 <= len(calls) <= 4
        assert all(isinstance(a, CallAdjutant) and not view.hand_mask >> a.card & 1 for a in calls)
        result = strong_bot(2).search(view)
        assert result.searched and result.chosen in view.legal
    for state in _decisions(6, "discard", first=40)[:3]:
        view = state.view_for(state.seat_)
        cards = [a.card for a in contract_candidates(view) if isinstance(a, Discard)]
        assert cards and MIGHTY not in cards and 52 not in cards  # the Mighty, the joker stay
        result = strong_bot(2).search(view)
        assert result.searched and result.chosen in view.legal


def test_a_bid_hint_gives_the_rule_of_thumb_whose_reason_it_states() -> None:
    """Where the strong player's search bids otherwise, the hint still teaches the rule
    of thumb: its choice and its reason agree (N-AI-10)."""
    for state in _decisions(30, "auction", first=60):
        view = state.view_for(state.seat_)
        action, _reason = NapoleonBot(0).explain(view)
        hint = suggest("napoleon", view, strong_bot(0))
        assert hint.action == action
