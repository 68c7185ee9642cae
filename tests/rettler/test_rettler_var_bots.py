"""The normal bot in Rettler's chapter-6 variants bids where a sensible player would
(R-VAR-2 stock version, R-VAR-5 blind stand)."""

from __future__ import annotations

from rettler_support import cards
from test_rettler_var_two import fill

from engine.actions import Bid, ChoosePile, Pass
from engine.ai import make_bot
from engine.cards import MIGHTY
from engine.games.rettler.params import TWO_PLAYER_2
from engine.games.rettler.state import codes_of
from engine.games.rettler.two_player import DrawState

#: R-VAR-2 piles: a hand with both hearts bowers and the ♡A, a weak hand, the unused pile;
#: neither hand holds a Mighty (both lie in the stock), so silence redeals (D-04)
HEARTS_HAND = "HJ DJ HA H10 H9 H5 C3 D4 S5 C7"
WEAK_HAND = "S2 S3 H2 H3 D2 D3 C2 C4 C5 C6"
UNUSED = "S4 S6 H4 H6 D5 D6 C8 C9 C10 S7"


def stock_deal(piles: list[str]) -> DrawState:
    groups = fill([cards(p) for p in piles] + [[]], [10, 10, 10, 78])
    state = DrawState(TWO_PLAYER_2, groups[:3], groups[3], dealer=0)
    state.apply(ChoosePile(0))  # seat 1 takes the first pile
    state.apply(ChoosePile(1))  # seat 0 the second
    return state


def test_stock_version_bots_play_a_deal_instead_of_redealing_it() -> None:
    """R-VAR-2: ten cards are a fifth of what a player plays; the bot counts the draws to
    come and, once nobody holds a Mighty (second auction, D-04), bids 22 with both bowers
    rather than let the deal be redealt. The old bot passed twice: a redeal."""
    state = stock_deal([HEARTS_HAND, WEAK_HAND, UNUSED])
    assert not any(codes_of(h)[0] >> MIGHTY & 1 for h in state.hands)
    bots = [make_bot("rettler", "normal", s) for s in range(2)]
    bids: list[tuple[int, object]] = []
    while state.phase == "auction":
        seat = state.current_seat
        assert seat is not None
        action = bots[seat].choose(state.view_for(seat))
        bids.append((seat, action))
        state.apply(action)
    assert state.phase == "play", f"redealt after {bids}"
    # both passed once (no Mighty anywhere), then the bowers' holder bids at the minimum
    assert [type(a) for _, a in bids[:2]] == [Pass, Pass]
    assert bids[2] == (1, Bid(22, "red"))


def test_stock_version_mighty_holder_bids_even_when_speaking_first() -> None:
    """R-BID-7 / D-03: with no adjutant to be called (R-VAR-2) a Mighty holder who stays
    quiet simply loses when the other passes; the bot bids instead."""
    state = stock_deal(["SA H2 H3 D2 D3 C2 C4 C5 C6 D7", WEAK_HAND.replace("S2", "S8"), UNUSED])
    seat = state.current_seat
    assert seat is not None
    holder = next(s for s in range(2) if codes_of(state.hands[s])[0] >> MIGHTY & 1)
    if seat != holder:  # the other speaks first and passes
        state.apply(Pass())
    action = make_bot("rettler", "normal", 0).choose(state.view_for(holder))
    assert isinstance(action, Bid)
