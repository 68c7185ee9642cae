"""The strong Belote player's card-play worlds read the calls (issue 23 point 3b): a seat
that took held a hand worth taking with, a seat that passed one it would pass with."""

from __future__ import annotations

import random
import statistics

from engine.ai import make_bot
from engine.cards import BIT, make_card
from engine.games.belote.deck import JACK, NINE
from engine.games.belote.params import STANDARD
from engine.games.belote.search import BeloteSearch
from engine.games.belote.search_inference import FLOOR, call_weigher
from engine.games.belote.state import PLAY, BeloteState
from engine.games.belote.strategy import BeloteBot


def first_leads(deals: int, seed: int) -> list[BeloteState]:
    """4-player deals bid by the rule-based player, at the first card of trick 1, in a
    suit contract."""
    out: list[BeloteState] = []
    for i in range(deals):
        rng = random.Random(seed * 1000 + i)
        state = BeloteState.deal(STANDARD, 4, rng, dealer=i % 4)
        bots = [make_bot("belote", "normal", 10 * i + s) for s in range(4)]
        while (seat := state.current_seat) is not None and state.phase != PLAY:
            state.apply(bots[seat].choose(state.view_for(seat)))
        if seat is not None and state.contract is not None and state.contract.mode == "suit":
            out.append(state)
    return out


def _top_trumps(state: BeloteState) -> int:
    assert state.contract is not None
    trump = state.contract.trump
    return BIT[make_card(trump, JACK)] | BIT[make_card(trump, NINE)]


def test_the_takers_trump_jack_and_nine_are_read_from_his_take() -> None:
    real: list[int] = []
    read: list[float] = []
    unread: list[float] = []
    for state in first_leads(60, 3):
        assert state.contract is not None
        taker = state.contract.taker
        top = _top_trumps(state)
        for seat in range(4):
            if seat == taker:
                continue
            view = state.view_for(seat)
            real.append((state.hands[taker] & top).bit_count())
            for out, game in ((read, BeloteSearch()), (unread, BeloteSearch(read_calls=False))):
                worlds = [
                    w
                    for w in game.worlds(view, 24, random.Random(seat))
                    if isinstance(w, BeloteState)
                ]
                assert len(worlds) == 24
                out.append(statistics.mean((w.hands[taker] & top).bit_count() for w in worlds))
    assert len(real) > 100
    held, with_calls, without = (
        statistics.mean(real),
        statistics.mean(read),
        statistics.mean(unread),
    )
    # the rule-based bidder takes on the jack and the nine: about one of the two a hand
    assert abs(with_calls - held) < 0.1 < held - without, (held, with_calls, without)


def test_a_world_giving_the_taker_a_passers_cards_weighs_less() -> None:
    bot = BeloteBot()
    more = 0
    compared = 0
    for state in first_leads(40, 5):
        assert state.contract is not None
        taker = state.contract.taker
        seat, passer = (taker + 1) % 4, (taker + 2) % 4  # the viewer, a seat that passed
        candidate = state.candidate
        assert candidate is not None
        # the taker gets seven of the passer's cards and keeps the candidate (B-DEAL-5);
        # the passer gets the taker's seven others and keeps its own last card
        passers = [c for c in range(52) if state.hands[passer] & BIT[c]]
        swapped = state.hands[:]
        swapped[taker] = sum(BIT[c] for c in passers[:7]) | BIT[candidate]
        swapped[passer] = (state.hands[taker] & ~BIT[candidate]) | BIT[passers[7]]
        view = state.view_for(seat)
        weigh = call_weigher(view, bot, random.Random(1))
        assert weigh is not None
        real = statistics.mean(weigh(state.hands) for _ in range(20))
        other = statistics.mean(weigh(swapped) for _ in range(20))
        assert FLOOR**3 <= other <= 1.0 and FLOOR**3 <= real <= 1.0
        compared += 1
        more += real > other
    assert compared >= 20
    assert more >= 0.8 * compared, (more, compared)


def test_nothing_is_read_with_three_players() -> None:
    # with 3 players the calls stay the rule-based player's and the stock hides six cards
    # (B-3P-2), so the worlds are dealt as before
    for seed in range(20):
        rng = random.Random(seed)
        state = BeloteState.deal(STANDARD, 3, rng, dealer=0)
        bots = [BeloteBot(s) for s in range(3)]
        while (seat := state.current_seat) is not None and state.phase != PLAY:
            state.apply(bots[seat].choose(state.view_for(seat)))
        if seat is not None:
            view = state.view_for(seat)
            assert view.contract is not None and view.bids
            assert call_weigher(view, BeloteBot(), rng) is None
            return
    raise AssertionError("no 3-player deal was taken in 20")
