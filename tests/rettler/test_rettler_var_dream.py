"""Dream version (夢バージョン, R-VAR-10): extra cards from a third deck after the contract.

Hand-made positions for each rule sentence (extra cards after the contract, used like ordinary
cards, never three identical together, options (a)/(b) for points and adjutants, D-30 pairs
and "first played wins"); hypothesis properties play random deals (cards conserved, a legal
move until the end, zero-sum scores); records and logs replay.
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from rettler_support import cards, make_deal

from engine.actions import CallAdjutant, Discard, PlayCard
from engine.ai import make_bot
from engine.cards import (
    BRIDGE,
    DECK_STRIDE,
    DREAM_OFFSET,
    IS_POINT,
    card_code,
    cards_in_two_decks,
    dream_deck,
)
from engine.deal_log import DealLog, log_from_record, to_record
from engine.errors import IllegalActionError, PresetError
from engine.games.rettler import new_deal
from engine.games.rettler.actions import EndAdjutantCall, Lead
from engine.games.rettler.dream import DreamState
from engine.games.rettler.events import DreamCardsDealt
from engine.games.rettler.params import BOOK, DREAM, load_preset, preset_from_dict
from engine.games.rettler.rounds import RoundRules, resolve_singles
from engine.games.rettler.state import codes_of
from engine.match import Match
from engine.record import Node, replay_node
from engine.registry import DealSetup, get_game

SA, H10, CJ, JK = cards("SA H10 CJ JK")


def _rules(**update):
    return DREAM.model_copy(update=update)


def _at_call(players=6, fixed=None, dream=None, rules=DREAM, seed=0, trump="H", count=25):
    hands, kitty = make_deal(players, fixed or {}, seed=seed)
    if dream is None:
        pool = list(range(DECK_STRIDE - 1))  # no bridge card
        random.Random(seed).shuffle(pool)
        dream = [pool[i * rules.dream_cards : (i + 1) * rules.dream_cards] for i in range(players)]
    return DreamState.from_contract(
        rules, hands, kitty, declarer=0, count=count, trump=trump, dream_hands=dream
    )


def _to_play(state, calls=()):
    for c in calls:
        state.apply(CallAdjutant(c))
    state.apply(EndAdjutantCall())
    for c in state.kitty:
        state.apply(Discard(c))
    return state


# --- the preset and its fields ---------------------------------------------------------------


def test_the_preset_is_book_with_one_dream_card_and_options_b_b():
    assert load_preset("dream") is DREAM
    changed = {k for k, v in DREAM.model_dump().items() if v != BOOK.model_dump()[k]}
    assert changed == {"name", "title", "dream_cards"}
    assert DREAM.dream_cards == 1 and not DREAM.dream_points and not DREAM.dream_adjutant
    assert not BOOK.dream_cards and not BOOK.team_cards


@pytest.mark.parametrize(
    ("update", "field"),
    [
        ({"dream_cards": 3}, "dream_cards"),
        ({"dream_cards": 0, "dream_points": True}, "dream_points"),
        ({"dream_cards": 0, "dream_adjutant": True}, "dream_adjutant"),
        ({"team_cards": True, "dream_adjutant": True}, "dream_adjutant"),
        ({"dream_points": True, "stop_when_decided": True}, "stop_when_decided"),
    ],
)
def test_the_validator_names_the_field(update, field):
    with pytest.raises(PresetError, match=field):
        preset_from_dict({"base": "dream", **update})


# --- the dream deal -------------------------------------------------------------------------


def test_dream_cards_come_after_the_contract_with_their_own_ids():
    state = new_deal(DREAM, 6, random.Random(3), DealSetup(0, 1))
    assert isinstance(state, DreamState)
    assert all(max(cards_in_two_decks(h)) < DREAM_OFFSET for h in state.hands)
    events = []
    bots = [make_bot("rettler", "normal", s) for s in range(6)]
    while state.phase in ("auction", "misdeal_offer"):
        events += state.apply(bots[state.current_seat].choose(state.view_for(state.current_seat)))
    if state.declarer < 0:
        pytest.skip("nobody bid in this deal")
    dealt = [e for e in events if isinstance(e, DreamCardsDealt)]
    assert len(dealt) == 1 and dealt[0].count == 1
    for seat in range(6):
        mine = [c for c in state.hand(seat) if c >= DREAM_OFFSET]
        assert mine == list(state.dream_hands[seat]) and len(mine) == 1
        seen = dealt[0].for_seat(seat)
        assert isinstance(seen, DreamCardsDealt)
        assert [h is not None for h in seen.hands] == [s == seat for s in range(6)]
    # every player gets the same number of extra cards: one trick more (R-VAR-10)
    assert state.hand_size == 18
    assert state.view_for(1).tricks == 18


def test_the_third_deck_has_no_bridge_card():
    deck = dream_deck()
    assert len(deck) == 53 and BRIDGE + DREAM_OFFSET not in deck and JK + DREAM_OFFSET in deck
    with pytest.raises(ValueError, match="dream_hands"):
        _at_call(dream=[[BRIDGE], [1], [2], [3], [4], [5]])


def test_two_dream_cards_each_make_two_more_tricks():
    state = _at_call(rules=_rules(dream_cards=2))
    assert state.hand_size == 19
    assert all(h.bit_count() == 19 for h in state.hands[1:])


def test_a_dream_card_pairs_with_an_identical_ordinary_card():
    # seat 1 holds one ordinary joker, its dream card is the other joker copy
    dream = [[1], [JK], [2], [3], [4], [5]]
    state = _at_call(fixed={1: "JK"}, dream=dream)
    _, hi = codes_of(state.hands[1])
    assert hi >> JK & 1  # held twice: one ordinary, one dream (D-30)
    assert state.view_for(1).held(JK) == 2


def test_three_identical_cards_are_held_but_never_played_together():
    # seat 0 leads a six-jack bomb; seat 1 holds both club jacks and the dream club jack, his
    # only point cards: the bomb asks for point cards (R-BOMB-6), the third jack may not go
    dream = [[1], [CJ], [2], [3], [4], [5]]
    state = _at_call(
        fixed={
            0: "SJ SJ HJ HJ DJ DJ",
            1: "CJ CJ C2 C3 C4 C5 C6 C7 C8 C9 D2 D3 D4 D5 D6 D7 D8",
        },
        dream=dream,
        trump="nt",
        rules=_rules(bomb_on_edge_rounds=True),
    )
    _to_play(state)
    assert state.phase == "play" and state.current_seat == 0
    lead = Lead(tuple(cards("SJ SJ HJ HJ DJ DJ")), 1)
    assert lead in state.legal_actions()
    state.apply(lead)
    seat1 = state.hands[1]
    assert seat1 >> (CJ + DREAM_OFFSET) & 1
    state.apply(PlayCard(CJ))
    state.apply(PlayCard(CJ))
    assert PlayCard(CJ) not in state.legal_actions()
    why = state.explain_illegal(PlayCard(CJ))
    assert why is not None and why[0] == "R-VAR-10"
    with pytest.raises(IllegalActionError):
        state.apply(PlayCard(CJ))


def test_an_ordinary_copy_is_played_before_the_dream_copy():
    dream = [[SA], [1], [2], [3], [4], [5]]
    state = _at_call(fixed={0: "SA"}, dream=dream, trump="S")
    _to_play(state)
    state.apply(Lead((SA,), None))
    assert state.hands[0] >> (SA + DREAM_OFFSET) & 1  # the dream ♠A is still held


def _lead_point_round(rules, dream_card: int):
    """Seat 0 leads its dream point card as a single; everybody follows; returns the state."""
    dream = [[dream_card], [1], [2], [3], [4], [5]]
    state = _at_call(dream=dream, rules=rules, trump="S")
    _to_play(state)
    state.hands[0] &= ~(1 << dream_card) & ~(1 << dream_card + DECK_STRIDE)  # white box
    state._legal = None
    state.apply(Lead((dream_card + DREAM_OFFSET,), None))
    while state.ctx is not None:
        state.apply(state.legal_actions()[0])
    return state


def test_option_b_dream_point_cards_count_for_nobody():
    state = _lead_point_round(DREAM, H10)
    won = state.completed[-1].winner
    assert H10 + DREAM_OFFSET not in state.point_cards_won[won]
    ordinary = sum(IS_POINT[c % DECK_STRIDE] for _, p in state.completed[-1].plays for c in p)
    assert state.points_by_seat[won] == ordinary - 1


def test_option_a_dream_point_cards_count():
    state = _lead_point_round(_rules(dream_points=True), H10)
    won = state.completed[-1].winner
    assert H10 + DREAM_OFFSET in state.point_cards_won[won]


@pytest.mark.parametrize("makes", [False, True])
def test_a_dream_copy_of_a_called_card_makes_an_adjutant_only_under_option_a(makes):
    # nobody holds an ordinary ♡K but seat 0 (both copies); seat 2 holds the dream ♡K
    hk = cards("HK")[0]
    dream = [[1], [2], [hk], [3], [4], [5]]
    state = _at_call(fixed={0: "HK HK"}, dream=dream, rules=_rules(dream_adjutant=makes))
    assert CallAdjutant(hk) in state.legal_actions()  # R-ADJ-3 counts ordinary copies
    _to_play(state, [hk])
    assert (2 in state.adjutants) is makes
    assert state.view_for(2).is_adjutant is makes


@pytest.mark.parametrize("makes", [False, True])
def test_the_adjutant_limit_counts_the_dream_copy_only_under_option_a(makes):
    # four players, one adjutant: seat 0 and seat 1 hold an ordinary ♡K, seat 2 the dream ♡K
    hk = cards("HK")[0]
    dream = [[1], [2], [hk], [3]]
    state = _at_call(4, fixed={0: "HK", 1: "HK"}, dream=dream, rules=_rules(dream_adjutant=makes))
    callable_ = CallAdjutant(hk) in state.legal_actions()
    assert callable_ is not makes  # (a): the other ordinary and the dream copy could be out
    if makes:
        why = state.explain_illegal(CallAdjutant(hk))
        assert why is not None and why[0] == "R-ADJ-3"
    else:
        _to_play(state, [hk])
        assert state.adjutants == (1,)  # (b): the dream ♡K makes nobody an adjutant


# --- properties -----------------------------------------------------------------------------


@settings(max_examples=40, deadline=None)
@given(
    seed=st.integers(0, 10**6),
    players=st.sampled_from([4, 5, 6, 7, 8]),
    extra=st.sampled_from([1, 2]),
    points=st.booleans(),
    adjutant=st.booleans(),
)
def test_random_deals_conserve_cards_and_end_with_zero_sum_scores(
    seed, players, extra, points, adjutant
):
    rules = _rules(dream_cards=extra, dream_points=points, dream_adjutant=adjutant)
    rng = random.Random(seed)
    state = new_deal(rules, players, rng, DealSetup(0, 1))
    bots = [
        make_bot("rettler", "random" if seed % 2 else "normal", seed + s) for s in range(players)
    ]
    played: list[int] = []
    while state.current_seat is not None:
        legal = state.legal_actions()
        assert legal, "a legal move exists until the end"
        events = state.apply(bots[state.current_seat].choose(state.view_for(state.current_seat)))
        for e in events:
            if type(e).__name__ in ("CardPlayed",):
                played.append(e.card)  # type: ignore[attr-defined]
            elif type(e).__name__ == "RoundLed":
                played.extend(e.cards)  # type: ignore[attr-defined]
    assert state.result is not None
    assert sum(state.result.scores) == 0
    if state.declarer < 0:
        return
    held = [c for s in range(players) for c in state.hand(s)]
    everything = sorted(played + held + list(state.discards))
    dealt = sorted(
        [c for h in state.initial_hands for c in cards_in_two_decks(h)]
        + list(state.kitty)
        + [c for h in state.dream_hands for c in h]
    )
    assert everything == dealt
    assert len(set(everything)) == len(everything)
    side, coalition = state.side_totals()
    in_play = 40 + (
        sum(IS_POINT[c % DECK_STRIDE] for h in state.dream_hands for c in h) if points else 0
    )
    assert side + coalition == in_play
    assert len(state.adjutants) <= state.adjutants_bid  # R-ADJ-3 holds under both options
    if not adjutant:
        called = set(state.called)
        for s in state.adjutants:
            ordinary = {c % DECK_STRIDE for c in cards_in_two_decks(state.initial_hands[s])}
            assert ordinary & called


# --- records ---------------------------------------------------------------------------------


@pytest.mark.parametrize("preset", ["dream", "dream2a"])
def test_a_bot_played_deal_is_written_and_replayed(preset):
    rules = DREAM if preset == "dream" else _rules(name="x", dream_cards=2, dream_points=True)
    match = Match(get_game("rettler"), rules, 6, 5)
    bots = [make_bot("rettler", "normal", s) for s in range(6)]
    done = 0
    for _ in range(4):
        state = match.new_deal()
        actions = []
        while state.current_seat is not None:
            action = bots[state.current_seat].choose(state.view_for(state.current_seat))
            actions.append(action)
            state.apply(action)
        match.record(state, actions)
        log = match.logs[-1]
        assert log is not None
        assert DealLog.from_json(json.loads(json.dumps(log.to_json()))).actions == actions
        if state.declarer < 0:
            continue
        record = json.loads(json.dumps(to_record(log, list("ABCDEF"), "test")))
        assert set(record["dream_cards"]) == set("ABCDEF")
        report = replay_node(Node(record))
        assert report.ok, report.errors
        again = log_from_record(Node(record)).final_state()
        assert again.result is not None and again.result.scores == state.result.scores
        done += 1
    assert done


def test_deal_data_keeps_the_dream_cards():
    state = new_deal(DREAM, 5, random.Random(8), DealSetup(1, 2))
    from engine.games.rettler import deal_data, from_deal_data

    data = json.loads(json.dumps(deal_data(state)))
    assert len(data["dream_cards"]) == 5
    again = from_deal_data(DREAM, 5, data)
    assert isinstance(again, DreamState)
    assert again.dream_hands == state.dream_hands
    assert [card_code(c) for c in again.dream_hands[0]] == data["dream_cards"][0]


def test_copy_keeps_the_dream_cards_and_is_independent():
    state = _to_play(_at_call())
    other = state.copy()
    assert isinstance(other, DreamState)
    assert other.dream_hands == state.dream_hands and other.dreamt
    assert other.point_instance is state.point_instance
    bots = [make_bot("rettler", "normal", s) for s in range(6)]
    while other.current_seat is not None:
        other.apply(bots[other.current_seat].choose(other.view_for(other.current_seat)))
    assert state.phase == "play" and state.completed == []


def test_three_copies_of_the_two_the_first_wins_not_the_last():
    # R-SAME-5's return needs exactly two copies; among identical cards the first played
    # wins (R-VAR-10, D-30): ♣J ♣3 ♣2 ♣2 ♣2 under nt goes to the first ♣2
    rr = RoundRules.for_contract(DREAM, "nt", 12)
    plays = cards("CJ C3 C2 C2 C2")
    out = resolve_singles(rr.context(5, 1, plays[0]), plays)
    assert (out.position, out.reason) == (2, "same_two")
    two_copies = cards("CJ C3 C2 C5 C2")
    out = resolve_singles(rr.context(5, 1, two_copies[0]), two_copies)
    assert (out.position, out.reason) == (4, "same_two_return")  # R-SAME-5 still holds
