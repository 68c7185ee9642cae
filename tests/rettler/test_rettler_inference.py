"""Inference in Rettler (issue 23 points 3 and 3b): the strong player's worlds lean the
Rettler's hand to what his winning bid says, and are drawn by how well each fits the
follows the other seats have made."""

from __future__ import annotations

import random
import statistics
from collections.abc import Iterator
from functools import cache

from engine.ai import make_bot
from engine.cards import CODE_MASK, DECK_STRIDE, JOKER, MIGHTY, RANK_OF, SUIT_MASK
from engine.duel import Duel
from engine.games.rettler import search as rettler_search
from engine.games.rettler.search_inference import policy_misses
from engine.games.rettler.search_worlds import deal_worlds
from engine.games.rettler.state import RettlerState

PLAYERS = 6


def _searched_choices(seed: int, deals: int) -> Iterator[tuple[int, RettlerState]]:
    """Every searched choice (the deal's number, the state; not to be changed) of
    fixed-contract deals (the ``normal`` auction) played by the rule-based player."""
    duel = Duel("rettler", "book", PLAYERS, "normal", "normal", seed, fixed_contract=True)
    finder = rettler_search.RettlerSearch()
    for deal in range(deals):
        state = duel.at_play(str(deal))
        if state is None:
            continue
        assert isinstance(state, RettlerState)
        bots = [make_bot("rettler", "normal", deal * 10 + s) for s in range(PLAYERS)]
        while (seat := state.current_seat) is not None:
            view = state.view_for(seat)
            if state.phase == "play" and finder.searchable(view):
                yield deal, state
            state.apply(bots[seat].choose(view))


@cache
def _positions() -> tuple[RettlerState, ...]:
    """Searched choices from the tenth trick on, one per deal."""
    out: dict[int, RettlerState] = {}
    for deal, state in _searched_choices(4100, 40):
        if deal not in out and state.k >= 10:
            out[deal] = state.copy()
            if len(out) == 20:
                break
    return tuple(out.values())


def _codes(hand: int) -> int:
    """The codes a hand holds at least once (a code's second copy sits DECK_STRIDE up)."""
    return (hand | hand >> DECK_STRIDE) & CODE_MASK


def _take(hand: int, code: int) -> int:
    return hand ^ (1 << code if hand >> code & 1 else 1 << code + DECK_STRIDE)


def _add(hand: int, code: int) -> int:
    return hand | (1 << code + DECK_STRIDE if hand >> code & 1 else 1 << code)


def test_the_real_deal_always_fits_the_play() -> None:
    """The cards really held never rule a world out, and the rule-based player's follows
    are nearly all the ones the policy predicts for the real hands."""
    for state in _positions():
        seat = state.current_seat
        assert seat is not None
        assert policy_misses(state, seat) is not None


def test_a_world_the_play_rules_out_gets_no_weight() -> None:
    """A world where a seat that did not follow the led suit still holds a plain card of
    it (N-PLAY-3) cannot be: no weight, never drawn."""
    checked = 0
    for state in _positions():
        me = state.current_seat
        assert me is not None
        rr = state.round_rules
        assert rr is not None
        for done in state.completed:
            if done.size != 1 or done.bomb or done.point_request:
                continue
            lead = done.plays[0][1][0]
            if lead >= 52:
                continue
            ctx = rr.context(done.first_trick, 1, lead, done.named_suit, done.point_request)
            if ctx.joker_like or ctx.joker_call:
                continue
            suit = SUIT_MASK[ctx.led_suit]
            plain = sum(1 << c for c in range(52) if suit >> c & 1 and 3 <= RANK_OF[c] <= 9)
            for seat, cards in done.plays[1:]:
                if seat == me or suit >> cards[0] & 1:
                    continue
                holder = next(
                    (
                        h
                        for h in range(PLAYERS)
                        if h not in (seat, me) and _codes(state.hands[h]) & plain
                    ),
                    None,
                )
                back = _codes(state.hands[seat]) & ~plain
                if holder is None or not back:
                    continue
                # swap: the holder's plain card of the led suit for one of the seat's cards
                code = (_codes(state.hands[holder]) & plain).bit_length() - 1
                other = back.bit_length() - 1
                world = state.copy()
                world.hands[holder] = _add(_take(world.hands[holder], code), other)
                world.hands[seat] = _add(_take(world.hands[seat], other), code)
                assert policy_misses(world, me) is None
                checked += 1
                break
            else:
                continue
            break
    assert checked >= 5


def test_worlds_drawn_by_the_play_place_more_cards_right() -> None:
    """From the tenth trick on, worlds drawn by the play put more of the hidden cards in the
    hands that really hold them than worlds dealt from the voids alone (measured over these
    positions: 26.7 % right without, 28.6 % with)."""
    plain: list[float] = []
    by_play: list[float] = []
    for i, state in enumerate(_positions()):
        seat = state.current_seat
        assert seat is not None
        view = state.view_for(seat)
        hidden = sum(state.hands[j].bit_count() for j in range(PLAYERS) if j != seat)
        for pool, out in ((1, plain), (4, by_play)):
            for draw in range(2):
                worlds = rettler_search.RettlerSearch(play_pool=pool).worlds(
                    view, 16, random.Random(i * 10 + draw)
                )
                assert len(worlds) == 16
                right = 0
                for w in worlds:
                    assert isinstance(w, RettlerState)
                    for j in range(PLAYERS):
                        if j != seat:
                            real, guess = state.hands[j], w.hands[j]
                            a, b = real & CODE_MASK, real >> DECK_STRIDE
                            x, y = guess & CODE_MASK, guess >> DECK_STRIDE
                            right += ((a | b) & (x | y)).bit_count() + (a & b & x & y).bit_count()
                out.append(right / hidden / len(worlds))
    assert statistics.mean(by_play) > statistics.mean(plain) + 0.01, (
        statistics.mean(plain),
        statistics.mean(by_play),
    )


def test_the_coalition_reads_the_rettlers_trumps_from_his_bid() -> None:
    """A coalition seat's worlds, at its first searched card, give the Rettler about as
    many trump-like cards as the rule-based bidder really holds (dealt as any card, the
    worlds gave him about 3.4 fewer)."""
    real: list[int] = []
    sampled: list[float] = []
    asked: set[tuple[int, int]] = set()
    for deal, state in _searched_choices(4200, 12):
        seat = state.current_seat
        assert seat is not None
        view = state.view_for(seat)
        declarer = state.declarer
        if (deal, seat) in asked or seat == declarer or view.is_adjutant:
            continue
        asked.add((deal, seat))
        rr = state.round_rules
        assert rr is not None
        right, left = rr.napoleon.bowers_fixed
        trumps = rr.napoleon.trump_suit_mask | 1 << MIGHTY | 1 << JOKER
        for c in (*right, *left):
            trumps |= 1 << c
        worlds = deal_worlds(view, 24, random.Random(deal))
        real.append(_count(state.hands[declarer], trumps))
        sampled.append(statistics.mean(_count(w.hands[declarer], trumps) for w in worlds))
    assert len(real) >= 30
    assert abs(statistics.mean(sampled) - statistics.mean(real)) < 1.0, (
        statistics.mean(real),
        statistics.mean(sampled),
    )


def _count(hand: int, mask: int) -> int:
    """The cards of ``mask`` in ``hand``, both copies of a code counted."""
    return (hand & CODE_MASK & mask).bit_count() + (hand >> DECK_STRIDE & mask).bit_count()
