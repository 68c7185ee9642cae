"""The normal bot in Rettler's chapter-6 variants bids where a sensible player would
(R-VAR-2 stock version, R-VAR-5 blind stand)."""

from __future__ import annotations

import random

from rettler_support import cards
from var_two_support import fill

from engine.actions import Bid, CallAdjutant, ChoosePile, Close, Pass
from engine.ai import make_bot
from engine.cards import MIGHTY, make_card, two_decks
from engine.games.rettler.blind import BlindRettlerState
from engine.games.rettler.params import BLIND_STAND, FOUR_PILE_3P, TWO_PLAYER_2
from engine.games.rettler.state import RettlerState, codes_of
from engine.games.rettler.two_player import DrawState
from engine.games.rettler.view import RettlerView

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


# --- R-VAR-5 blind stand -------------------------------------------------------------------

CK, H5, D6, S9 = cards("CK H5 D6 S9")


def blind_deal(face_up: list[int], seed: int = 3) -> BlindRettlerState:
    """Four players, seat 0 opens; ``face_up[s]`` is the card seat ``s`` shows (R-VAR-5)."""
    rest = [c for c in two_decks() if c not in face_up]
    random.Random(seed).shuffle(rest)
    hands = [[face_up[s], *rest[25 * s : 25 * s + 25]] for s in range(4)]
    return BlindRettlerState(BLIND_STAND, hands, rest[100:], face_up, dealer=3, opening_seat=0)


def test_blind_bot_stands_first_on_a_face_up_king_and_calls_its_twin() -> None:
    """R-VAR-5: an unseen hand is worth about 18 point cards on average with an adjutant, a
    face-up ♣K a little more: close enough to 25 for the book's gamble. The only call within
    the adjutant limit (R-ADJ-3, judged from that one card) is the other ♣K; the old bot
    passed here, and had it stood it would have called nobody and played alone."""
    state = blind_deal([CK, H5, D6, S9])
    bot = make_bot("rettler", "normal", 0)
    action = bot.choose(state.view_for(0))
    assert action == Bid(25, "C")
    state.apply(action)
    while state.phase == "auction":
        state.apply(Close() if Close() in state.legal_actions() else Pass())
    assert state.phase == "adjutant_call" and state.current_seat == 0
    assert bot.choose(state.view_for(0)) == CallAdjutant(CK)


def test_blind_bot_passes_a_low_card_first_but_stands_on_it_last() -> None:
    """R-VAR-5, R-BID-7: a face-up ♡5 is an average hand, not worth opening with; but when
    everybody else has passed, the last seat's pass would end the deal, so it stands."""
    state = blind_deal([H5, D6, S9, make_card(3, 12)])
    bot = make_bot("rettler", "normal", 0)
    assert bot.choose(state.view_for(0)) == Pass()
    for _ in range(3):  # seats 0, 1 and 2 pass
        state.apply(Pass())
    assert bot.choose(state.view_for(3)) == Bid(25, "C")


# --- R-VAR-3 four piles, three players -----------------------------------------------------


def four_pile_auction(seed: int) -> tuple[RettlerState, list[tuple[int, object]]]:
    """A four-pile deal (dealer 2, seat 0 opens); each seat takes the first free pile and
    the normal bots hold the auction."""
    state = RettlerState.deal(FOUR_PILE_3P, 3, random.Random(seed), dealer=2)
    while state.phase == "pile_choice":
        state.apply(state.legal_actions()[0])
    bots = [make_bot("rettler", "normal", s) for s in range(3)]
    calls: list[tuple[int, object]] = []
    while state.phase == "auction":
        seat = state.current_seat
        assert seat is not None
        action = bots[seat].choose(state.view_for(seat))
        calls.append((seat, action))
        state.apply(action)
    return state, calls


def test_four_pile_mighty_holder_bids_instead_of_waiting_for_two_silent_players() -> None:
    """R-VAR-3 with R-AI-9 / R-BID-7: at a table of three only two others may bid and call
    the Mighty; when both pass, the holder loses (D-03). Speaking first with one ♠A and a
    hand a few point cards short of 23, the bot now bids 23 itself and the deal is played;
    the old bot stayed quiet, both others passed and the Mighty holder lost."""
    state, calls = four_pile_auction(34)
    view = state.view_for(0)
    assert view.held(MIGHTY) == 1
    assert calls[0] == (0, Bid(23, "red")), calls
    assert view.contract is not None and view.contract.declarer == 0
    _, why = make_bot("rettler", "normal", 0).explain(four_pile_opening(34))
    assert "R-BID-7" in str(why) and "three" in str(why)


def test_four_pile_holder_of_both_mighties_bids_himself() -> None:
    """R-AI-9: with both ♠A bid yourself. Second to speak after a pass, the old bot passed
    and lost the deal (D-03) when the last seat passed too."""
    state, calls = four_pile_auction(9)
    assert state.view_for(1).held(MIGHTY) == 2
    assert calls[1] == (1, Bid(23, "D")), calls
    assert state.phase != "auction" and state.result is None


def test_four_pile_mighty_holder_with_a_weak_hand_still_stays_quiet() -> None:
    """R-AI-9 still holds for a hand far below the minimum (about 18 point cards for 23)."""
    view = four_pile_opening(41)
    assert view.held(MIGHTY) == 1
    assert isinstance(make_bot("rettler", "normal", 0).choose(view), Pass)


def four_pile_opening(seed: int) -> RettlerView:
    state = RettlerState.deal(FOUR_PILE_3P, 3, random.Random(seed), dealer=2)
    while state.phase == "pile_choice":
        state.apply(state.legal_actions()[0])
    return state.view_for(0)
