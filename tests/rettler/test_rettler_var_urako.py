"""Urako in Rettler form (浦高, R-VAR-6, book 6.1.7): each round's leader declares that
round's trump kind (Napoleon's N-VAR-7 kinds, incl. swim_club_nt, film_club_nt and
railway_club_nt); any count may be bid; Urako ranks above black, but an Urako 40 below
clubs; one adjutant only; a point request only after a double Mighty or a double joker
(under railway_club_nt not after a double ♠A); no bomb.
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from rettler_support import cards

from engine.actions import Bid, CallAdjutant, Close, Pass, PlayCard
from engine.deal_log import log_from_record, to_record
from engine.errors import IllegalActionError
from engine.events import TrickTrumpDeclared
from engine.games.napoleon.params import URAKO_TRICK_KINDS
from engine.games.rettler import new_deal
from engine.games.rettler.actions import Lead, TwoAdjutantBid, action_from_json
from engine.games.rettler.auction import bid_ladder
from engine.games.rettler.events import RoundLed, RoundWon
from engine.games.rettler.params import BOOK, URAKO_PRESET, load_preset
from engine.games.rettler.rounds import RoundRules, resolve
from engine.games.rettler.state import RettlerState
from engine.games.rettler.strategy import RettlerBot
from engine.match import Match
from engine.record import Node, replay_node
from engine.registry import DealSetup

URAKO = URAKO_PRESET


def _at_lead(hands: list[str], leader: int = 0, count: int = 25) -> RettlerState:
    return RettlerState.at_lead(
        URAKO, "urako", [cards(h) for h in hands], leader=leader, declarer=0, count=count
    )


def _ranks(players: int = 4) -> list[str]:
    return [a.label() for a in bid_ladder(URAKO, players).calls]


# --- the preset and the auction -----------------------------------------------------------


def test_preset_is_book_plus_the_urako_kind():
    assert load_preset("urako") is URAKO
    book = BOOK.model_dump()
    differ = {k for k, v in URAKO.model_dump().items() if book[k] != v} - {"name", "title"}
    assert differ == {"trump_priority"}
    assert URAKO.trump_priority == (*BOOK.trump_priority, "urako")
    assert "urako" not in BOOK.trump_priority


def test_any_count_may_be_bid():
    ladder = _ranks()
    assert [f"urako {c}" in ladder for c in range(25, 41)] == [True] * 16


def test_urako_ranks_above_black_except_at_40_below_clubs():
    ladder = _ranks()
    assert ladder.index("urako 25") == ladder.index("black 25") + 1
    assert ladder.index("urako 25") < ladder.index("C 26")
    assert ladder.index("urako 40") == ladder.index("C 40") - 1
    assert ladder.index("urako 40") > ladder.index("urako 39")


def test_an_urako_bid_overcalls_black_at_the_same_count():
    state = RettlerState.deal(URAKO, 4, random.Random(1), opening_seat=0)
    state.phase_ = "auction"
    state._start_auction()
    state.apply(Bid(25, "black"))
    assert Bid(25, "urako") in state.legal_actions()
    state.apply(Bid(25, "urako"))
    assert Bid(25, "black") not in state.legal_actions()


def test_one_adjutant_only():
    five = bid_ladder(URAKO, 5).calls
    assert not any(isinstance(a, TwoAdjutantBid) and a.trump == "urako" for a in five)
    state = RettlerState.from_contract(
        URAKO, *_deal(6), declarer=0, count=25, trump="urako", adjutants=2
    )
    assert state.adjutants_bid == 1
    calls = [a for a in state.legal_actions() if isinstance(a, CallAdjutant)]
    assert len(calls) < 54  # R-ADJ-3 with one adjutant: only codes the Rettler holds


def _deal(players: int) -> tuple[list[list[int]], list[int]]:
    state = RettlerState.deal(URAKO, players, random.Random(players), opening_seat=0)
    return [state.hand(s) for s in range(players)], list(state.kitty)


# --- declaring the round's kind ---------------------------------------------------------------


def test_every_lead_declares_one_of_the_twelve_kinds():
    state = _at_lead(["S5 H9", "S9 H3", "C5 D5", "C6 D6"])
    leads = state.legal_actions()
    assert {a.trump for a in leads} == set(URAKO_TRICK_KINDS)
    assert len(URAKO_TRICK_KINDS) == 12
    assert {"swim_club_nt", "film_club_nt", "railway_club_nt"} <= set(URAKO_TRICK_KINDS)
    rule, _ = state.explain_illegal(Lead(tuple(cards("S5")))) or ("", "")
    assert rule == "R-VAR-6"
    rule, _ = state.explain_illegal(Lead(tuple(cards("S5")), None, False, "urako")) or ("", "")
    assert rule == "R-VAR-6"
    with pytest.raises(IllegalActionError):
        state.apply(Lead(tuple(cards("S5"))))


def test_the_declaration_is_an_event_before_the_lead_and_binds_the_round():
    """Declared hearts: a club lead is trumped by the ♡3 of a player void in clubs."""
    state = _at_lead(["C5 S7", "C9 S8", "H3 S9", "CK S10"])
    events = state.apply(Lead(tuple(cards("C5")), None, False, "H"))
    assert events[0] == TrickTrumpDeclared(0, state.k, "H")
    assert isinstance(events[1], RoundLed)
    assert state.view_for(1).round.kind == "H"  # type: ignore[union-attr]
    state.apply(PlayCard(cards("C9")[0]))
    state.apply(PlayCard(cards("H3")[0]))
    out = state.apply(PlayCard(cards("CK")[0]))
    won = next(e for e in out if isinstance(e, RoundWon))
    assert won.winner == 2 and won.reason == "trump"
    assert state.completed[-1].trump == "H"
    # the next round's leader declares again; nothing is declared between rounds
    assert state.round_rules is not None and state.round_rules.kind == "urako"


def test_the_same_cards_under_another_declared_kind():
    state = _at_lead(["C5 S7", "C9 S8", "H3 S9", "CK S10"])
    state.apply(Lead(tuple(cards("C5")), None, False, "C"))
    for c in ("C9", "H3", "CK"):
        out = state.apply(PlayCard(cards(c)[0]))
    won = next(e for e in out if isinstance(e, RoundWon))
    assert won.winner == 3


def test_swim_club_nt_queens_are_bowers():
    state = _at_lead(["H5 S7", "HA S8", "HQ S9", "H9 S10"])
    state.apply(Lead(tuple(cards("H5")), None, False, "swim_club_nt"))
    for c in ("HA", "HQ", "H9"):
        out = state.apply(PlayCard(cards(c)[0]))
    won = next(e for e in out if isinstance(e, RoundWon))
    assert won.winner == 2 and won.reason == "right_bower"


def test_railway_club_nt_the_spade_ace_is_just_a_spade_and_same_two_works():
    state = _at_lead(["S5 H7", "SA H8", "S2 H9", "S9 H10"])
    state.apply(Lead(tuple(cards("S5")), None, False, "railway_club_nt"))
    for c in ("SA", "S2", "S9"):
        out = state.apply(PlayCard(cards(c)[0]))
    won = next(e for e in out if isinstance(e, RoundWon))
    assert won.winner == 2 and won.reason == "same_two"
    mighty = _at_lead(["S5 H7", "SA H8", "S2 H9", "S9 H10"])
    mighty.apply(Lead(tuple(cards("S5")), None, False, "nt"))
    for c in ("SA", "S2", "S9"):
        out = mighty.apply(PlayCard(cards(c)[0]))
    assert next(e for e in out if isinstance(e, RoundWon)).reason == "mighty"


def test_no_atomic_bomb():
    state = _at_lead(
        [
            "SJ SJ HJ HJ DJ CJ C5",
            "S2 S3 S4 S5 S6 S7 S8",
            "H2 H3 H4 H5 H6 H7 H8",
            "D2 D3 D4 D5 D6 D7 D8",
        ]
    )
    assert not any(a.is_bomb for a in state.legal_actions())
    bomb = Lead(tuple(cards("SJ SJ HJ HJ DJ CJ")), None, False, "S")
    rule, _ = state.explain_illegal(bomb) or ("", "")
    assert rule == "R-VAR-6"
    book = RettlerState.at_lead(BOOK, "S", [cards(h) for h in state_hands()], leader=0)
    assert any(a.is_bomb for a in book.legal_actions())


def state_hands() -> list[str]:
    return [
        "SJ SJ HJ HJ DJ CJ C5",
        "S2 S3 S4 S5 S6 S7 S8",
        "H2 H3 H4 H5 H6 H7 H8",
        "D2 D3 D4 D5 D6 D7 D8",
    ]


# --- point requests ---------------------------------------------------------------------------


def _play_round(state: RettlerState, lead: Lead, follows: list[str]) -> RoundWon:
    out = state.apply(lead)
    for text in follows:
        for c in cards(text):
            out = state.apply(PlayCard(c))
    return next(e for e in out if isinstance(e, RoundWon))


def test_a_double_bower_wins_but_grants_no_point_request():
    state = _at_lead(["SJ SJ C5", "S2 S3 C6", "S4 S5 C7", "S6 S7 C8"])
    won = _play_round(
        state, Lead(tuple(cards("SJ SJ")), None, False, "S"), ["S2 S3", "S4 S5", "S6 S7"]
    )
    assert won.winner == 0 and won.grants_point_request  # a little under the book ...
    assert state.entitled == -1  # ... but not under Urako
    assert not any(a.point_request for a in state.legal_actions())
    rule, _ = state.explain_illegal(Lead(tuple(cards("C5")), None, True, "S")) or ("", "")
    assert rule == "R-VAR-6"


def test_a_double_mighty_grants_a_point_request():
    state = _at_lead(["SA SA C5", "S2 S3 C6", "S4 S5 C7", "S6 S7 C8"])
    won = _play_round(
        state, Lead(tuple(cards("SA SA")), None, False, "H"), ["S2 S3", "S4 S5", "S6 S7"]
    )
    assert won.reason == "double_mighty" and state.entitled == 0
    assert any(a.point_request for a in state.legal_actions())


def test_a_double_joker_grants_a_point_request():
    state = _at_lead(["JK JK C5", "S2 S3 C6", "S4 S5 C7", "S6 S7 C8"])
    state.k = 2  # not the first round (no joker lead to trick 1 under S H D C)
    won = _play_round(
        state, Lead(tuple(cards("JK JK")), None, False, "S"), ["S2 S3", "S4 S5", "S6 S7"]
    )
    assert won.reason == "double_joker_lead" and state.entitled == 0


def test_railway_a_double_spade_ace_is_an_ace_pair_without_request():
    state = _at_lead(["SA SA C5", "S3 S4 C6", "S5 S6 C7", "S7 S8 C8"])
    won = _play_round(
        state,
        Lead(tuple(cards("SA SA")), None, False, "railway_club_nt"),
        ["S3 S4", "S5 S6", "S7 S8"],
    )
    assert won.winner == 0 and won.reason != "double_mighty"
    assert state.entitled == -1


# --- actions, records, bot and properties --------------------------------------------------


def test_the_lead_action_carries_the_kind():
    lead = Lead(tuple(cards("S5")), None, False, "swim_club_nt")
    assert lead.to_json() == {"kind": "lead", "cards": ["S5"], "trump": "swim_club_nt"}
    assert action_from_json(lead.to_json()) == lead
    assert "trump" not in Lead(tuple(cards("S5"))).to_json()


def test_the_bot_declares_a_kind_and_cites_the_variant():
    state = _at_lead(["HJ HA H10 H9 C5", "S2 S3 C6 C7 C8", "S4 S5 D2 D3 D4", "S6 S7 D5 D6 D7"])
    action, reason = RettlerBot(0).explain(state.view_for(0))
    assert isinstance(action, Lead) and action.trump == "H" and "R-VAR-6" in reason


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.sampled_from([4, 5, 6, 8]))
def test_random_deals_always_have_a_move_and_score_zero_sum(seed: int, players: int):
    state = new_deal(URAKO, players, random.Random(seed), DealSetup(0, 1))
    rng = random.Random(seed)
    while state.current_seat is not None:
        legal = state.legal_actions()
        assert legal
        if state.phase == "auction" and state.declarer < 0 and not state.bids:
            action = next((a for a in legal if isinstance(a, Bid) and a.trump == "urako"), legal[0])
        else:
            action = legal[rng.randrange(len(legal))]
        state.apply(action)
        if state.phase == "play" and state.ctx is None:
            played = sum(len(c) for r in state.completed for _, c in r.plays)
            held = sum(h.bit_count() for h in state.hands)
            assert held + len(state.discards) + played == 108
    assert state.result is not None and sum(state.result.scores) == 0


def test_a_bot_played_urako_deal_is_written_and_replayed():
    match = Match.create("rettler", "urako", 4, 11)
    bots = [RettlerBot(s) for s in range(4)]
    seen = 0
    for _ in range(30):
        if seen >= 2:
            break
        state = match.new_deal()
        actions = []
        while state.current_seat is not None:
            action = bots[state.current_seat].choose(state.view_for(state.current_seat))
            actions.append(action)
            state.apply(action)
        match.record(state, actions)
        log = match.logs[-1]
        assert log is not None
        record = json.loads(json.dumps(to_record(log, list("ABCD"), "test")))
        report = replay_node(Node(record))
        assert report.ok, report.errors
        again = log_from_record(Node(record)).final_state()
        assert again.result is not None and again.result.scores == state.result.scores
        if state.trump == "urako":
            seen += 1
            assert all("trump" in t for t in record["tricks"])
    assert seen


def test_the_rettler_of_an_urako_contract_closes_and_calls():
    state = RettlerState.deal(URAKO, 4, random.Random(2), opening_seat=0)
    while state.phase != "auction":
        state.apply(state.legal_actions()[0])
    state.apply(Bid(25, "urako"))
    while state.phase == "auction":
        state.apply(Close() if Close() in state.legal_actions() else Pass())
    assert state.trump == "urako" and state.adjutants_bid == 1 and state.phase == "adjutant_call"


# --- first and last rounds under the NT-family kinds (R-VAR-6, N-VAR-7) ---------------------


@pytest.mark.parametrize(
    ("kind", "edges"),
    [
        ("S", True),
        ("H", True),
        ("D", True),
        ("C", True),
        ("red", True),
        ("black", True),
        ("nt", False),
        ("chigaku_nt", False),
        ("swim_club_nt", False),
        ("film_club_nt", False),
        ("railway_club_nt", False),
    ],
)
def test_only_the_suit_and_colour_kinds_have_first_and_last_round_rules(kind: str, edges: bool):
    # N-VAR-7: the three club kinds count as the NT family, whose first and last tricks
    # follow no special rule (N-TRICK-15/16 exempt the NT family in the book)
    assert RoundRules.for_contract(URAKO, kind, 21).has_edges is edges


def test_railway_club_nt_round_one_the_same_two_wins():
    # R-VAR-6 / N-VAR-7: like chigaku_nt, the same-two works, in the first round too
    plays = [cards(c) for c in ("H7", "HQ", "H2", "H10", "H9")]
    ctx = RoundRules.for_contract(URAKO, "railway_club_nt", 21).context(1, 1, plays[0][0])
    out = resolve(ctx, plays)
    assert out.position == 2 and out.reason == "same_two"
    last = RoundRules.for_contract(URAKO, "railway_club_nt", 21).context(21, 1, plays[0][0])
    assert resolve(last, plays).position == 2


def test_railway_club_nt_the_joker_may_lead_the_first_round():
    # five players hold 21 cards each, so that the lead opens round 1 of 21
    ranks = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
    pool = [f"{suit}{rank}" for suit in "CD" for rank in ranks] * 2  # two copies of each
    hands = [cards("JK " + " ".join(pool[0:20]))]
    for i, suit in enumerate("SSHH"):
        hands.append(cards(" ".join(pool[20 + 8 * i : 28 + 8 * i] + [suit + r for r in ranks])))
    state = RettlerState.at_lead(URAKO, "urako", hands, leader=0, declarer=0, count=25)
    leads = {a.trump for a in state.legal_actions() if isinstance(a, Lead) and a.cards == (52,)}
    assert "railway_club_nt" in leads  # the NT family has no first-round rule (N-VAR-7)
    assert "S" not in leads  # a suit kind's first round still bars the joker lead (R-PLAY-3)
