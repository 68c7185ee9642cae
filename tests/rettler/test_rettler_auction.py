"""Bidding (R-BID), the adjutant call with its "too many adjutants" foul (R-ADJ), the kitty
(R-KIT) and the nobody-bids rules (R-BID-7): rettler.md §20.5 and the decisions D-03/D-04."""

from __future__ import annotations

import random

import pytest
from rettler_support import cards, make_deal, state_at_call

from engine.actions import Bid, CallAdjutant, Close, Discard, Pass
from engine.cards import MIGHTY
from engine.errors import IllegalActionError
from engine.events import ContractSettled, DealEnded
from engine.games.rettler.actions import EndAdjutantCall, TwoAdjutantBid
from engine.games.rettler.events import AuctionRestarted
from engine.games.rettler.params import BOOK
from engine.games.rettler.state import RettlerState


def _auction(players: int, seed: int = 1) -> RettlerState:
    hands, kitty = make_deal(players, {}, seed=seed)
    return RettlerState(BOOK.model_copy(update={"misdeal": False}), hands, kitty, opening_seat=0)


def test_five_players_convert_two_adjutant_counts():
    """R-TV-BID-1 [B 3.3.2]: one adjutant 23 is higher than two adjutants 31 (e = 22)."""
    state = _auction(5)
    state.apply(Bid(23, "S"))
    assert TwoAdjutantBid(31, "black") not in state.legal_actions()
    assert TwoAdjutantBid(32, "C") in state.legal_actions()  # e = 24
    other = _auction(5)
    other.apply(TwoAdjutantBid(31, "black"))
    assert Bid(23, "S") in other.legal_actions()
    assert Bid(22, "S") not in other.legal_actions()


def test_equal_converted_bids_are_no_overcall():
    """R-TV-BID-2, R-BID-4: (22, ♣, 1) then (31, ♣, 2) is equal; (31, ♠, 2) overcalls."""
    state = _auction(5)
    state.apply(Bid(22, "C"))
    with pytest.raises(IllegalActionError) as info:
        state.apply(TwoAdjutantBid(31, "C"))
    assert info.value.rule_id == "R-BID-4"
    state.apply(TwoAdjutantBid(31, "S"))
    assert state.auction is not None and state.auction.standing_bid == (1, TwoAdjutantBid(31, "S"))


def test_two_adjutant_bids_start_at_thirty_and_only_for_five():
    state = _auction(5)
    assert TwoAdjutantBid(29, "C") not in state.legal_actions()
    assert not any(isinstance(a, TwoAdjutantBid) for a in _auction(6).legal_actions())


def test_six_player_minimum_and_priority():
    """R-TV-BID-3: (25, black) then (26, ♣) overcalls; 24 is below the minimum."""
    state = _auction(6)
    state.apply(Bid(25, "black"))
    assert Bid(26, "C") in state.legal_actions()
    assert Bid(25, "red") not in state.legal_actions()
    with pytest.raises(IllegalActionError) as info:
        state.apply(Bid(24, "black"))
    assert info.value.rule_id in ("R-BID-2", "N-BID-5")


@pytest.mark.parametrize(("players", "minimum"), [(4, 25), (5, 20), (6, 25), (7, 23), (8, 20)])
def test_minimum_counts_and_the_maximum_of_forty(players, minimum):
    """R-BID-2 (table 3.2, U-01)."""
    bids = [
        a
        for a in _auction(players).legal_actions()
        if isinstance(a, Bid) and not isinstance(a, TwoAdjutantBid)
    ]
    assert min(b.count for b in bids) == minimum and max(b.count for b in bids) == 40


def test_the_winner_settles_the_contract_with_the_adjutants_bid():
    state = _auction(5)
    state.apply(TwoAdjutantBid(30, "H"))
    events = []
    for _ in range(4):
        events += state.apply(Pass())
    events += state.apply(Close())
    settled = next(e for e in events if isinstance(e, ContractSettled))
    assert (settled.declarer, settled.count, settled.trump, settled.adjutants) == (0, 30, "H", 2)
    assert state.phase == "adjutant_call"


# --- the adjutant call (R-ADJ-1..4) ----------------------------------------------------------


def test_calling_mighty_and_right_bower_with_one_mighty_is_a_foul():
    """R-TV-ADJ-1 [B 3.3.5]: one ♠A, no right bower (hearts: ♡J): 1 + 2 = 3 > 2."""
    state = state_at_call(6, {0: "SA", 1: "SA HJ", 2: "HJ"}, trump="H")
    state.apply(CallAdjutant(MIGHTY))
    with pytest.raises(IllegalActionError) as info:
        state.apply(CallAdjutant(cards("HJ")[0]))
    assert info.value.rule_id == "R-ADJ-3" and "adjutant" in str(info.value)


def test_game2_call_of_three_codes_gives_one_adjutant():
    """R-TV-ADJ-2 [B 3.4.2 fn20]: holds ♠A, ♠4, ♢4 ♢4; calls ♠A ♠4 ♢4: 1 + 1 + 0 = 2; C
    holds the other ♠A and ♠4 and is the only adjutant."""
    state = state_at_call(6, {0: "SA S4 D4 D4", 2: "SA S4"}, trump="igo_nt", count=30)
    for code in cards("SA S4 D4"):
        state.apply(CallAdjutant(code))
    state.apply(EndAdjutantCall())
    for c in state.hand(0)[:6]:
        state.apply(Discard(c))
    assert state.adjutants == (2,)


def test_a_call_of_four_codes_within_the_limit():
    """R-TV-ADJ-3 [B 4.2.3 fn8]: one ♠A, both ♠J, both ♡J, one ♣J: 1 + 0 + 0 + 1 = 2."""
    state = state_at_call(6, {0: "SA SJ SJ HJ HJ CJ"}, trump="S")
    for code in cards("SA SJ HJ CJ"):
        state.apply(CallAdjutant(code))
    assert [
        a for a in state.legal_actions() if isinstance(a, CallAdjutant) and a.card in cards("SJ HJ")
    ] == []  # already named


def test_four_players_call_the_mighty_only_with_one_copy_in_hand():
    """R-TV-ADJ-4: one adjutant allowed; ♠A outside twice is a foul."""
    none = state_at_call(4, {1: "SA", 2: "SA"}, count=25)
    assert CallAdjutant(MIGHTY) not in none.legal_actions()
    assert none.explain_illegal(CallAdjutant(MIGHTY))[0] == "R-ADJ-3"
    one = state_at_call(4, {0: "SA", 2: "SA"}, count=25)
    assert CallAdjutant(MIGHTY) in one.legal_actions()


def test_both_called_copies_with_one_player_make_a_two_stand():
    """R-TV-ADJ-6 [B 3.4.4]: calls ♣J, F holds both: one adjutant."""
    state = state_at_call(6, {5: "CJ CJ"}, trump="S", count=33)
    state.apply(CallAdjutant(cards("CJ")[0]))
    state.apply(EndAdjutantCall())
    for c in state.hand(0)[:6]:
        state.apply(Discard(c))
    assert state.adjutants == (5,)


def test_a_called_copy_in_the_kitty_makes_one_adjutant_fewer():
    """R-ADJ-4 [B 3.3.2]: one ♠A in the kitty, the other with seat 3: a two-person stand;
    both in the kitty: a one-person stand."""
    two = state_at_call(6, {3: "SA"}, kitty="SA")
    two.apply(CallAdjutant(MIGHTY))
    two.apply(EndAdjutantCall())
    for c in two.hand(0)[:6]:
        two.apply(Discard(c))
    assert two.adjutants == (3,)
    alone = state_at_call(6, {}, kitty="SA SA")
    alone.apply(CallAdjutant(MIGHTY))
    alone.apply(EndAdjutantCall())
    for c in alone.hand(0)[:6]:
        alone.apply(Discard(c))
    assert alone.adjutants == ()


def test_decoys_and_an_empty_call_are_allowed():
    """D-05: codes held twice may always be named (no adjutant); naming nothing is fine."""
    state = state_at_call(6, {0: "C9 C9", 1: "SA HJ", 2: "SA HJ"}, count=25)
    assert EndAdjutantCall() in state.legal_actions()
    state.apply(CallAdjutant(MIGHTY))  # both copies outside: the limit of two is reached
    assert CallAdjutant(cards("HJ")[0]) not in state.legal_actions()
    state.apply(CallAdjutant(cards("C9")[0]))  # a decoy: both copies are the Rettler's
    state.apply(EndAdjutantCall())
    assert state.phase == "discard"


def test_point_card_discards_count_for_the_coalition():
    """R-KIT-2: a discarded point card is face up and the coalition's."""
    state = state_at_call(6, {0: "HA C2"}, count=25)
    state.apply(EndAdjutantCall())
    events = state.apply(Discard(cards("HA")[0])) + state.apply(Discard(cards("C2")[0]))
    assert [e.face_up for e in events[:2]] == [True, False]
    assert state.side_totals() == (0, 1)


# --- nobody bids (R-BID-7) -------------------------------------------------------------------


def _all_pass(state: RettlerState) -> list:
    events = []
    while state.phase in ("auction", "reverse_auction"):
        events += state.apply(Pass())
    return events


def test_nobody_bids_the_mighty_holders_lose():
    """R-BID-7 item 2 (D-03): two holders pay 30 each."""
    hands, kitty = make_deal(6, {1: "SA", 4: "SA"})
    state = RettlerState(BOOK.model_copy(update={"misdeal": False}), hands, kitty)
    events = _all_pass(state)
    assert isinstance(events[-1], DealEnded) and state.result is not None
    assert state.result.outcome == "mighty_holders_lose" and state.result.counts
    assert list(state.result.scores) == [15, -30, 15, 15, -30, 15]


def test_nobody_holds_the_mighty_one_more_auction_then_redeal():
    """R-BID-7 item 3 (D-04): announce, one more auction (the kitty stays hidden), then a
    redeal."""
    hands, kitty = make_deal(6, {}, kitty="SA SA")
    state = RettlerState(BOOK.model_copy(update={"misdeal": False}), hands, kitty)
    events = []
    for _ in range(6):
        events += state.apply(Pass())
    assert any(isinstance(e, AuctionRestarted) for e in events)
    assert state.phase == "auction" and state.view_for(1).kitty is None
    _all_pass(state)
    assert state.result is not None and state.result.outcome == "redeal"
    assert not state.result.counts


def test_reverse_all_take_auction_when_nobody_bids():
    """R-OPT-1, R-VAR-9: with the toggle a reverse auction follows; clubs rank highest."""
    rules = BOOK.model_copy(update={"misdeal": False, "reverse_all_take": True})
    hands, kitty = make_deal(6, {1: "SA"})
    state = RettlerState(rules, hands, kitty)
    for _ in range(6):
        state.apply(Pass())
    assert state.phase == "reverse_auction"
    legal = state.legal_actions()
    assert [a.trump for a in legal[1:3]] == ["black", "red"] and legal[-1].trump == "C"


def test_random_auctions_end_in_a_contract_or_a_defined_outcome():
    for seed in range(30):
        rng = random.Random(seed)
        state = _auction(5 + seed % 4, seed)
        while state.phase in ("auction", "reverse_auction"):
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        assert state.phase in ("adjutant_call", "over", "auction")
