"""The deal as players meet it: bidding rounds and the throw-in (B-BID), option bids
(B-OPT), the completion deal (B-DEAL-5, B-3P-2), announcements (B-ANN), belote (B-BEL), what
each seat may see (B-INFO-1) and the seed's variations (B-VAR)."""

from __future__ import annotations

import random

import pytest
from belote_support import (
    EX1_CARDS,
    E,
    N,
    S,
    W,
    advance,
    announce,
    bid,
    cards,
    deal,
    ex1,
    mask,
    play,
)

from engine.actions import Pass, PlayCard
from engine.ai import make_bot
from engine.cards import card_code, parse_card
from engine.core import DealResult
from engine.errors import IllegalActionError
from engine.events import Dealt
from engine.games.belote import BeloteSetup, new_deal, next_setup
from engine.games.belote.actions import AnnounceMeld, BeloteBid, ChoosePackets, SayBelote
from engine.games.belote.deck import DECK, NATURAL_RANK, draw_for_dealer
from engine.games.belote.events import BeloteSaid, BottomCardTurned, MeldCall, MeldsResolved
from engine.games.belote.params import STANDARD
from engine.games.belote.state import BeloteState
from engine.match import Match
from engine.registry import DealSetup
from engine.selfplay import play_deal

FIRST = {N: "SA SK D10 C7 H7", E: "DA CA S8 S7 C10", S: "H9 HA CK CQ D7", W: "SJ S10 DQ DJ C9"}
OPTIONS = STANDARD.model_copy(update={"option_bids": "sa_ta"})
SA_ONLY = STANDARD.model_copy(update={"option_bids": "sa_only"})


def _codes(actions) -> list[str]:
    return [a.trump if isinstance(a, BeloteBid) else a.kind for a in actions]


# --- bidding -------------------------------------------------------------------------------
def test_round_one_takes_the_candidate_suit_round_two_names_another() -> None:
    state = deal(FIRST, "HJ")
    assert _codes(state.legal_actions()) == ["pass", "H"]
    with pytest.raises(IllegalActionError) as info:
        bid(state, "S")
    assert info.value.rule_id == "B-BID-1"
    for _ in range(4):
        bid(state, None)
    assert state.view_for(N).bid_round == 2
    assert _codes(state.legal_actions()) == ["pass", "S", "D", "C"]
    with pytest.raises(IllegalActionError) as info:
        bid(state, "H")
    assert info.value.rule_id == "B-BID-2"
    bid(state, None)
    bid(state, "C")  # E names clubs: the first bid ends the bidding (B-BID-2)
    assert state.contract is not None and (state.contract.taker, state.contract.bid) == (E, "C")
    assert state.phase in ("play", "announce") and state.current_seat == N


def test_everyone_passes_twice_throws_the_hand_in_and_the_deal_passes_left() -> None:
    state = deal(FIRST, "HJ", dealer=W)
    for _ in range(8):
        bid(state, None)
    result = state.result
    assert state.is_over and result is not None
    assert result.outcome == "redeal" and not result.counts  # B-BID-4: nothing scored
    assert result.scores == (0, 0, 0, 0) and result.detail["rule_id"] == "B-BID-4"
    setup = next_setup(STANDARD, 4, DealSetup(W, N), result)
    assert (setup.dealer, setup.opening_seat) == (N, E)  # B-SEAT-3
    with pytest.raises(IllegalActionError) as info:
        state.apply(Pass())
    assert info.value.rule_id == "B-BID-4"


def test_option_bids_overcall_a_suit_bid_and_sans_atout() -> None:
    state = deal(FIRST, "HJ", rules=OPTIONS)
    assert _codes(state.legal_actions()) == ["pass", "H", "sa", "ta"]
    bid(state, "H")  # N takes hearts; E, S, W each get one chance at SA or TA (B-OPT-2)
    assert state.current_seat == E
    assert _codes(state.legal_actions()) == ["pass", "sa", "ta"]
    with pytest.raises(IllegalActionError) as info:
        bid(state, "S")
    assert info.value.rule_id == "B-BID-3"
    bid(state, "sa")  # E overcalls with SA; now S, W, N may bid TA (B-OPT-3)
    assert state.current_seat == S
    assert _codes(state.legal_actions()) == ["pass", "ta"]
    bid(state, None)
    bid(state, "ta")  # W: TA ends the bidding at once
    assert state.contract is not None
    assert (state.contract.taker, state.contract.mode) == (W, "ta")
    # BD-4: an option-bid taker takes the candidate like any taker
    assert parse_card("HJ") in state.view_for(W).hand
    assert all(len(state.view_for(s).hand) == 8 for s in range(4))


def test_sans_atout_only_comes_after_a_suit_bid() -> None:
    state = deal(FIRST, "HJ", rules=SA_ONLY)
    assert _codes(state.legal_actions()) == ["pass", "H"]
    with pytest.raises(IllegalActionError) as info:
        bid(state, "sa")
    assert info.value.rule_id == "B-VAR-7"
    bid(state, "H")
    assert _codes(state.legal_actions()) == ["pass", "sa"]
    with pytest.raises(IllegalActionError) as info:
        bid(state, "ta")
    assert info.value.rule_id == "B-VAR-7"
    for _ in range(3):
        bid(state, None)
    assert state.contract is not None and state.contract.bid == "H"


def test_option_bids_are_refused_without_the_option() -> None:
    state = deal(FIRST, "HJ")
    with pytest.raises(IllegalActionError) as info:
        bid(state, "ta")
    assert info.value.rule_id == "B-VAR-7"


# --- the deal and what each seat sees ------------------------------------------------------
def test_three_players_completion_deal_leaves_the_candidate_and_bottom_card_out() -> None:
    rng = random.Random(4)
    state = BeloteState.deal(STANDARD, 3, rng, dealer=0)
    candidate = state.candidate
    assert candidate is not None and len(state.stock) == 16  # B-3P-2: 15 + 1 used
    events = bid(state, BeloteBid("SHDC"[candidate // 13]).trump)
    bottom = next(e for e in events if isinstance(e, BottomCardTurned)).card
    assert bottom == state.pack[-1]
    hands = [state.view_for(s).hand for s in range(3)]
    assert all(len(h) == 8 for h in hands)
    held = {c for h in hands for c in h}
    assert candidate not in held and bottom not in held  # neither is ever played
    for s in range(3):
        assert state.view_for(s).candidate == candidate
        assert state.view_for(s).bottom_card == bottom


def test_each_seat_sees_only_its_own_cards() -> None:
    state = deal(FIRST, "HJ")
    dealt = state.dealt_event()
    for seat in range(4):
        view = state.view_for(seat)
        assert sorted(view.hand) == sorted(cards(FIRST[seat]))
        mine = dealt.for_seat(seat)
        assert isinstance(mine, Dealt)
        assert [h is None for h in mine.hands] == [s != seat for s in range(4)]
        others = {c for s in range(4) if s != seat for c in cards(FIRST[s])}
        assert not others & set(view.hand)
        assert view.legal == () or seat == state.current_seat
    assert state.view_for(N).hand_sizes == (5, 5, 5, 5)


# --- announcements -------------------------------------------------------------------------
def test_silence_is_allowed_and_a_silent_partners_melds_still_score() -> None:
    state = ex1()
    # S stays silent; N's announced tierce wins; S's two tierces still count (B-ANN-6)
    events = advance(state, 4, calls={N: "tierce", S: None, W: "tierce"})
    calls = [(e.seat, e.what) for e in events if isinstance(e, MeldCall)]
    assert calls == [(N, "tierce"), (E, None), (S, None), (W, "tierce")]
    resolved = next(e for e in events if isinstance(e, MeldsResolved))
    assert resolved.winner == N and resolved.points == 60


def test_an_untrue_announcement_is_refused() -> None:
    state = ex1()
    assert state.phase == "announce" and state.current_seat == N
    assert state.legal_actions() == [AnnounceMeld("tierce"), Pass()]
    with pytest.raises(IllegalActionError) as info:
        announce(state, "cent")
    assert info.value.rule_id == "B-ANN-7"


def test_nobody_announcing_scores_no_melds() -> None:
    state = ex1()
    advance(state, 32, calls={N: None, S: None, W: None})
    result = state.result
    assert result is not None
    assert result.detail["meld_winner"] is None and result.detail["melds"] == [0, 0]
    assert result.scores == (103, 79, 103, 79)  # B-EX-1 without the 60 meld points


def test_melds_before_play() -> None:
    rules = STANDARD.model_copy(update={"meld_timing": "before_play"})
    state = ex1(rules)
    # BD-20: every announcement turn comes before the eldest leads, then showing at once
    assert state.phase == "announce" and state.current_seat == N
    events = announce(state, "tierce") + announce(state, "tierce") + announce(state, "tierce")
    assert state.phase == "play" and state.current_seat == N
    resolved = next(e for e in events if isinstance(e, MeldsResolved))
    shown = {s: sorted(card_code(c) for c in cs) for s, cs in resolved.shown}
    assert shown[N] == ["SA", "SK", "SQ"]  # nothing played yet: every meld card is shown


def test_tournament_rules_have_no_melds_but_keep_belote() -> None:
    rules = STANDARD.model_copy(update={"melds_allowed": "belote_only"})
    state = ex1(rules)
    assert state.phase == "play"
    events = advance(state, 32)
    assert not [e for e in events if isinstance(e, MeldCall | MeldsResolved)]
    result = state.result
    assert result is not None and result.detail["belote"] == [0, 20]


# --- belote (B-BEL) ------------------------------------------------------------------------
def test_belote_is_offered_with_the_first_of_the_pair_and_rebelote_follows() -> None:
    state = ex1()
    advance(state, 15)  # trick 4: S HJ, W C8, N H7; E to play HK or HQ
    assert state.current_seat == E
    legal = state.legal_actions()
    assert SayBelote(parse_card("HK")) in legal and SayBelote(parse_card("HQ")) in legal
    events = play(state, "HK", belote=True)
    assert [(e.seat, e.word) for e in events if isinstance(e, BeloteSaid)] == [(E, "belote")]
    for code in ("H9", "C9", "H8"):  # trick 5 (E plays last)
        play(state, code)
    assert SayBelote(parse_card("HQ")) not in state.legal_actions()
    events = play(state, "HQ")
    assert [(e.seat, e.word) for e in events if isinstance(e, BeloteSaid)] == [(E, "rebelote")]


def test_a_belote_not_said_scores_nothing() -> None:
    state = ex1()
    advance(state, 32, belote=False)
    result = state.result
    assert result is not None and result.detail["belote"] == [0, 0]
    assert result.scores == (163, 59, 163, 59)


def test_king_first_offers_belote_only_with_the_king() -> None:
    rules = STANDARD.model_copy(update={"belote_king_first": True})
    state = ex1(rules)
    advance(state, 15)
    legal = state.legal_actions()
    assert SayBelote(parse_card("HK")) in legal
    assert SayBelote(parse_card("HQ")) not in legal
    with pytest.raises(IllegalActionError) as info:
        state.apply(SayBelote(parse_card("HQ")))
    assert info.value.rule_id == "B-VAR-8"


# --- variations ----------------------------------------------------------------------------
def test_dealer_may_choose_two_then_three() -> None:
    rules = STANDARD.model_copy(update={"first_deal_packets": "dealer_choice"})
    pack = list(DECK)
    state = BeloteState(rules, 4, pack, dealer=W)
    assert state.phase == "packets" and state.current_seat == W
    with pytest.raises(IllegalActionError) as info:
        state.apply(Pass())
    assert info.value.rule_id == "B-VAR-3"
    state.apply(ChoosePackets("2_then_3"))
    # N (the eldest) got the pack's cards 1-2 and 9-11
    assert sorted(state.view_for(N).hand) == sorted(pack[0:2] + pack[8:11])
    assert state.candidate == pack[20] and state.phase == "bidding"


def test_counterclockwise_reverses_every_rotation() -> None:
    rules = STANDARD.model_copy(update={"direction": "counterclockwise"})
    state = BeloteState(rules, 4, list(DECK), dealer=N)
    assert state.eldest == W and state.order == [W, S, E, N]
    assert state.current_seat == W
    bid(state, None)
    assert state.current_seat == S
    setup = next_setup(rules, 4, DealSetup(N, W), DealResult("redeal", (0, 0, 0, 0), {}))
    assert (setup.dealer, setup.opening_seat) == (W, S)


def test_cut_only_gathers_the_tricks_for_the_next_deal() -> None:
    rules = STANDARD.model_copy(update={"shuffle": "cut_only"})
    state = ex1(rules)
    advance(state, 32)
    result = state.result
    assert result is not None
    # BD-19: the eight tricks in the order played, each in playing order
    assert result.detail["next_pack"] == EX1_CARDS
    setup = next_setup(rules, 4, DealSetup(W, N), result)
    assert isinstance(setup, BeloteSetup) and len(setup.pack) == 32
    nxt = new_deal(rules, 4, random.Random(1), setup)
    gathered = list(setup.pack)
    k = gathered.index(nxt.pack[0])
    assert list(nxt.pack) == gathered[k:] + gathered[:k]  # BD-2: cut, not shuffled
    assert 3 <= k <= 29


# --- a whole game --------------------------------------------------------------------------
def test_a_match_plays_to_1000_and_partners_share_the_score() -> None:
    match = Match.create("belote", "standard", 4, seed=3)
    bots = [make_bot("belote", "normal", s) for s in range(4)]
    while match.game_over is None:
        state = match.new_deal()
        play_deal(state, bots)
        match.record(state)
        assert match.totals[0] == match.totals[2] and match.totals[1] == match.totals[3]
    over = match.game_over
    assert max(match.totals) >= 1000
    best = max(match.totals)
    assert set(over.winners) == {s for s in range(4) if match.totals[s] == best}
    assert over.draw == (match.totals[0] == match.totals[1])


def test_illegal_probe_changes_nothing() -> None:
    state = ex1()
    announce(state, "tierce")
    before = repr(state.view_for(N))
    for probe in (PlayCard(0), Pass(), BeloteBid("H"), PlayCard(parse_card("SA"), 1)):
        with pytest.raises(IllegalActionError):
            state.apply(probe)
    assert repr(state.view_for(N)) == before
    assert mask("SA") & state.hands[N]  # N still holds the ace it did not lead


def test_the_lowest_card_of_the_draw_deals() -> None:
    # BD-1 (B-SEAT-2): every seat draws; the lowest in natural order deals; ties draw again
    for seed in range(40):
        dealer, rounds = draw_for_dealer(4, random.Random(seed))
        last = rounds[-1]
        ranks = [NATURAL_RANK[c] for c in last]
        assert ranks.count(min(ranks)) == 1
        for earlier in rounds[:-1]:
            low = min(NATURAL_RANK[c] for c in earlier)
            assert [NATURAL_RANK[c] for c in earlier].count(low) > 1
        assert 0 <= dealer < 4
