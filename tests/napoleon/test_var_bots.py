"""The normal bot in Napoleon's chapter-6 variants bids where a sensible player would
(N-VAR-2 stock version, N-VAR-6 blind stand)."""

from __future__ import annotations

from engine.actions import Bid, ChoosePile, Pass
from engine.ai import make_bot
from engine.cards import Card, napoleon_deck, parse_card
from engine.games.napoleon.params import TWO_PLAYER_2
from engine.games.napoleon.two_player import DrawState


def cs(codes: str) -> list[Card]:
    return [parse_card(x) for x in codes.split()]


# --- N-VAR-2 stock version -----------------------------------------------------------------


def stock_deal(first: str, second: str) -> DrawState:
    """Seat 0 (after the dealer) takes the pile ``first``, seat 1 the pile ``second``; the
    third pile and the stock hold the rest, the Mighty among them unless a pile names it."""
    piles = [cs(first), cs(second)]
    rest = [c for c in napoleon_deck() if c not in piles[0] + piles[1]]
    state = DrawState(TWO_PLAYER_2, [*piles, rest[:5]], rest[5:], dealer=1)
    state.apply(ChoosePile(0))
    state.apply(ChoosePile(1))
    return state


def run_auction(state: DrawState) -> list[tuple[int, object]]:
    bots = [make_bot("napoleon", "normal", s) for s in range(2)]
    calls: list[tuple[int, object]] = []
    while state.phase == "auction":
        seat = state.current_seat
        assert seat is not None
        action = bots[seat].choose(state.view_for(seat))
        calls.append((seat, action))
        state.apply(action)
    return calls


def test_stock_version_last_word_bids_instead_of_letting_the_deal_be_redealt() -> None:
    """N-VAR-2 / N-BID-13: after the other passes, a pass by a seat without the Mighty
    redeals. Five cards tell little with 19 draws to come: the bot bids its best suit at the
    minimum, and the hint says why. The old bot passed too: a redeal."""
    state = stock_deal("S2 S3 D2 C2 C3", "HK H5 D3 C4 C9")
    calls = run_auction(state)
    assert state.phase != "auction" and state.result is None, f"redealt after {calls}"
    assert calls[0] == (0, Pass())
    assert calls[1] == (1, Bid(11, "H"))
    contract = state.view_for(0).contract
    assert contract is not None and (contract.declarer, contract.trump) == (1, "H")


def test_stock_version_hint_names_the_redeal() -> None:
    state = stock_deal("S2 S3 D2 C2 C3", "HK H5 D3 C4 C9")
    state.apply(Pass())
    action, why = make_bot("napoleon", "normal", 1).explain(state.view_for(1))
    assert action == Bid(11, "H")
    assert "redeal" in str(why) and "N-VAR-2" in str(why)


def test_stock_version_mighty_holder_outbids_instead_of_waiting_to_be_called() -> None:
    """N-AI-3 (stay quiet with the Mighty to be called as adjutant) has no place in a game
    of two: nobody calls an adjutant (N-VAR-2). Holding the Mighty and the right bower of
    hearts, the bot takes the contract from the other's bid; the old bot passed."""
    state = stock_deal("DA DK DQ D10 D9", "SA HJ HA H10 H7")
    calls = run_auction(state)
    assert calls[0] == (0, Bid(11, "D"))
    assert calls[1][0] == 1 and isinstance(calls[1][1], Bid)
