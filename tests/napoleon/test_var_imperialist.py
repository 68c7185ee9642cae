"""Imperialist Napoleon (帝国主義ナポレオン, N-VAR-5): every player for himself.

Each rule sentence has a hand-made position; hypothesis properties play random deals (cards
conserved, a legal move until the end, 1 point per winner); records round-trip.
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.actions import Bid, NameTrump, PlayCard
from engine.cards import IS_POINT, Card, make_card, mask_of, napoleon_deck
from engine.core import DealResult
from engine.deal_log import log_from_record, to_record
from engine.errors import IllegalActionError, PresetError
from engine.events import HandsLifted, TrickWon, TrumpNamed
from engine.games.family.imperialist import ImperialSetup, winners_of
from engine.games.napoleon import new_deal, next_setup
from engine.games.napoleon.imperialist import ImperialistState
from engine.games.napoleon.params import BOOK, IMPERIALIST, load_preset, preset_from_dict
from engine.games.napoleon.strategy import NapoleonBot
from engine.match import Match
from engine.record import Node, replay_node
from engine.registry import DealSetup
from engine.score_formula import score_formula

DECK = napoleon_deck()
ALL = mask_of(DECK)
HA, S5, H9 = make_card(1, 14), make_card(0, 5), make_card(1, 9)


def _three(leader: int = 0, previous: list[int] | None = None) -> ImperialistState:
    """Three players: seat 0 holds ♡A, seat 1 no hearts but ♠5, seat 2 ♡9."""
    hearts = [make_card(1, r) for r in range(2, 15)]
    rest = [c for c in DECK if c not in hearts and c != S5]
    random.Random(5).shuffle(rest)  # 39 cards
    h0 = [*hearts[:6], HA, *rest[:9]]  # ♡2-♡7, ♡A
    h1 = [S5, *rest[9:24]]  # no hearts
    h2 = [*hearts[7:12], *rest[24:35]]  # ♡9-♡K
    kitty = [hearts[6], *rest[35:]]  # ♡8
    return ImperialistState(
        IMPERIALIST, [h0, h1, h2], kitty, leader=leader, previous_counts=previous
    )


# --- preset and checks ---------------------------------------------------------------------


def test_preset_is_book_with_imperialism_only():
    assert load_preset("imperialist") is IMPERIALIST
    differ = {k for k, v in IMPERIALIST.model_dump().items() if BOOK.model_dump()[k] != v} - {
        "name",
        "title",
    }
    assert differ == {"imperialism", "misdeal"}
    assert IMPERIALIST.players == (3, 4, 5, 6)
    assert not IMPERIALIST.zero_sum and BOOK.zero_sum


@pytest.mark.parametrize(
    ("data", "field"),
    [
        ({"base": "book", "imperialism": True}, "misdeal"),
        ({"base": "imperialist", "trump_priority": ["chigaku_nt"]}, "trump_priority"),
        ({"base": "imperialist", "reverse_all_take": True}, "reverse_all_take"),
        ({"base": "imperialist", "stop_when_decided": True}, "stop_when_decided"),
    ],
)
def test_impossible_combinations_are_refused_naming_the_field(data, field):
    with pytest.raises(PresetError) as info:
        preset_from_dict(data)
    assert info.value.field == field and "N-VAR-5" in str(info.value)


# --- sentence 1: the first leader is chosen beforehand ------------------------------------


def test_the_first_leader_is_drawn_by_lot_and_names_trump():
    leaders = set()
    for seed in range(30):
        state = new_deal(IMPERIALIST, 4, random.Random(seed), DealSetup(0, 1))
        assert isinstance(state, ImperialistState) and state.by_lot
        assert state.phase == "trump_choice" and state.current_seat == state.chooser
        leaders.add(state.chooser)
    assert leaders == {0, 1, 2, 3}


# --- sentence 2: trump chosen before looking, chigaku NT not allowed ------------------------


def test_the_chooser_sees_no_hand_while_choosing_the_others_do():
    state = _three(leader=1)
    view = state.view_for(1)
    assert view.hand == () and view.hand_mask == 0 and view.hand_unseen
    assert view.hand_sizes == (16, 16, 16)
    assert state.dealt_event().for_seat(1).hands[1] == ()
    assert len(state.view_for(0).hand) == 16 and not state.view_for(0).hand_unseen
    assert view.imperial is not None and view.imperial.chooser == 1 and view.imperial.trump == ""


def test_every_kind_but_chigaku_nt_may_be_named():
    state = _three()
    kinds = [a.trump for a in state.legal_actions() if isinstance(a, NameTrump)]
    assert kinds == [k for k in BOOK.trump_priority if k != "chigaku_nt"]
    rule, reason = state.explain_illegal(NameTrump("chigaku_nt")) or ("", "")
    assert rule == "N-VAR-5" and "Earth-science club no-trump" in reason
    with pytest.raises(IllegalActionError) as info:
        state.apply(Bid(16, "S"))
    assert info.value.rule_id == "N-VAR-5"
    assert state.phase == "trump_choice"


def test_naming_trump_shows_the_chooser_his_hand_and_he_leads():
    state = _three(leader=2)
    events = state.apply(NameTrump("S"))
    assert isinstance(events[0], TrumpNamed) and events[0].trump == "S"
    lifted = events[1]
    assert isinstance(lifted, HandsLifted)
    assert lifted.for_seat(2).hands[2] is not None and lifted.for_seat(0).hands[2] is None
    assert state.phase == "play" and state.current_seat == 2 and state.k == 1
    assert len(state.view_for(2).hand) == 16
    assert state.view_for(0).imperial.trump == "S"


# --- no auction, no Napoleon, no adjutant: the kitty stays unused -------------------------


def test_nobody_is_napoleon_and_the_kitty_stays_face_down_unused():
    state = _three()
    state.apply(NameTrump("nt"))
    rng = random.Random(1)
    while state.current_seat is not None:
        for seat in range(3):
            view = state.view_for(seat)
            assert view.contract is None and view.kitty is None and view.kitty_on_table
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    for c in state.kitty:
        assert all(c not in t.plays for t in state.completed)
    assert state.result is not None
    assert state.result.detail["kitty_points"] == sum(IS_POINT[c] for c in state.kitty)
    assert sum(state.points_by_seat) + state.result.detail["kitty_points"] == 20


# --- first/last trick rules as book for the chosen kind -----------------------------------


def test_trick_one_trumps_have_no_power_as_in_book():
    state = _three(leader=0)
    state.apply(NameTrump("S"))
    state.apply(PlayCard(HA))
    state.apply(PlayCard(S5))  # seat 1 is void in hearts and trumps with ♠5
    won = next(e for e in state.apply(PlayCard(H9)) if isinstance(e, TrickWon))
    assert won.winner == 0  # N-TRICK-15: trumps are powerless in trick 1


# --- sentence 3: most point cards wins; ties -----------------------------------------------


@pytest.mark.parametrize(
    ("counts", "previous", "winners", "how"),
    [
        ((8, 5, 7), None, (0,), "none"),
        ((7, 7, 6), None, (0, 1), "shared"),  # first game: a shared win (DECISION)
        ((7, 7, 6), (3, 9, 8), (1,), "previous_counts"),  # the previous game decides
        ((7, 7, 6), (5, 5, 10), (0, 1), "shared"),  # equal then too: still shared
        ((6, 6, 6, 2), (4, 8, 8, 0), (1, 2), "shared"),
    ],
)
def test_winners_and_ties(counts, previous, winners, how):
    assert winners_of(counts, previous) == (winners, how)


def test_scores_are_one_per_winner_and_the_formula_says_so():
    state = _three(previous=[0, 0, 0])
    state.apply(NameTrump("H"))
    rng = random.Random(4)
    while state.current_seat is not None:
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    result = state.result
    assert result is not None
    top = max(state.points_by_seat)
    assert result.scores == tuple(int(n == top) for n in state.points_by_seat)
    found = score_formula("napoleon", result, IMPERIALIST, 3, ["Ann", "Bob", "Cy"])
    assert found is not None and found.changes == result.scores
    assert "N-VAR-5" in found.headline


def test_the_winner_leads_and_names_trump_in_the_next_game():
    result = DealResult(
        "imperial_win",
        (0, 0, 1, 0),
        {"imperialism": True, "leader": 0, "winners": [2], "point_cards": [3, 4, 9, 4]},
    )
    setup = next_setup(IMPERIALIST, 4, DealSetup(3, 0), result)
    assert isinstance(setup, ImperialSetup)
    assert setup.opening_seat == 2 and setup.previous_counts == (3, 4, 9, 4)
    state = new_deal(IMPERIALIST, 4, random.Random(0), setup)
    assert isinstance(state, ImperialistState)
    assert state.chooser == 2 and not state.by_lot and state.previous_counts == (3, 4, 9, 4)
    shared = DealResult(
        "imperial_shared_win",
        (1, 0, 0, 1),
        {"imperialism": True, "leader": 2, "winners": [0, 3], "point_cards": [6, 2, 6, 6]},
    )
    # DECISION: after a shared win, the first winner in playing order from the last leader
    assert next_setup(IMPERIALIST, 4, DealSetup(3, 2), shared).opening_seat == 3


def test_a_match_passes_the_lead_to_the_winner():
    match = Match.create("napoleon", "imperialist", 4, 8)
    bots = [NapoleonBot(s) for s in range(4)]
    previous: DealResult | None = None
    for _ in range(4):
        state = match.new_deal()
        assert isinstance(state, ImperialistState)
        if previous is not None:
            assert state.chooser in previous.detail["winners"] and not state.by_lot
            assert list(state.previous_counts or ()) == previous.detail["point_cards"]
        while state.current_seat is not None:
            state.apply(bots[state.current_seat].choose(state.view_for(state.current_seat)))
        row = match.record(state)
        previous = row.result
    assert sum(match.totals) >= 4  # every game has at least one winner


# --- bot -------------------------------------------------------------------------------------


def test_the_bot_names_no_trump_without_looking():
    state = _three()
    action, reason = NapoleonBot(0).explain(state.view_for(0))
    assert action == NameTrump("nt") and "N-VAR-5" in reason


def _plays_point_into_a_lost_trick(state: ImperialistState, card: Card) -> bool:
    """``card`` is a point card played to a trick someone else is winning, and it does not
    take the lead: a gift to another player."""
    if not state.trick or not IS_POINT[card]:
        return False
    assert state.deal_rules is not None
    cards = [*state.trick, card]
    return state.deal_rules.trick_winner(cards, state.k, state.named_suit).position != len(
        state.trick
    )


def test_the_bot_plays_for_himself_and_rarely_feeds_others():
    gifts = chances = 0
    for seed in range(12):
        state = new_deal(IMPERIALIST, 5, random.Random(seed), DealSetup(0, 1))
        bots = [NapoleonBot(s) for s in range(5)]
        while state.current_seat is not None:
            seat = state.current_seat
            action = bots[seat].choose(state.view_for(seat))
            if isinstance(action, PlayCard) and state.trick:
                cheap = [
                    a
                    for a in state.legal_actions()
                    if isinstance(a, PlayCard) and not IS_POINT[a.card]
                ]
                if cheap:
                    chances += 1
                    gifts += _plays_point_into_a_lost_trick(state, action.card)
            state.apply(action)
    assert chances > 100
    assert gifts / chances < 0.05


# --- properties ------------------------------------------------------------------------------


def _placed(state: ImperialistState) -> int:
    masks = [*state.hands, mask_of(state.kitty), mask_of(state.trick)]
    masks += [mask_of(c for _, c in t.plays) for t in state.completed]
    total = 0
    for m in masks:
        assert not total & m, "a card is in two places"
        total |= m
    return total


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.sampled_from([3, 4, 5, 6]))
def test_random_deals_conserve_cards_and_score_the_winners(seed: int, players: int):
    state = new_deal(IMPERIALIST, players, random.Random(seed), DealSetup(0, 1))
    assert isinstance(state, ImperialistState)
    rng = random.Random(seed)
    while state.current_seat is not None:
        assert _placed(state) == ALL
        legal = state.legal_actions()
        assert legal
        state.apply(legal[rng.randrange(len(legal))])
    assert _placed(state) == ALL
    result = state.result
    assert result is not None
    top = max(state.points_by_seat)
    assert result.scores == tuple(int(n == top) for n in state.points_by_seat)
    assert len(state.completed) == IMPERIALIST.hand_size(players)


# --- records ---------------------------------------------------------------------------------


def _played_log(seed: int):
    match = Match.create("napoleon", "imperialist", 4, seed)
    bots = [NapoleonBot(s) for s in range(4)]
    for _ in range(2):  # the second deal has previous counts
        state = match.new_deal()
        actions = []
        while state.current_seat is not None:
            action = bots[state.current_seat].choose(state.view_for(state.current_seat))
            actions.append(action)
            state.apply(action)
        match.record(state, actions)
    log = match.logs[-1]
    assert log is not None
    return log, state


def test_a_deal_is_written_and_replayed():
    log, state = _played_log(3)
    record = json.loads(json.dumps(to_record(log, list("ABCD"), "test")))
    assert "contract" not in record and "bidding" not in record
    assert record["imperialism"]["previous_counts"] is not None
    report = replay_node(Node(record))
    assert report.ok, report.errors
    again = log_from_record(Node(record)).final_state()
    assert again.result is not None and again.result.scores == state.result.scores


def test_a_record_with_wrong_winners_or_chigaku_nt_is_refused():
    log, _ = _played_log(5)
    record = to_record(log, list("ABCD"), "test")
    wrong = json.loads(json.dumps(record))
    loser = next(n for n in "ABCD" if n not in wrong["result"]["winners"])
    wrong["result"]["winners"] = [loser]
    report = replay_node(Node(wrong))
    assert not report.ok and report.errors[0].rule_id == "N-VAR-5"
    chigaku = json.loads(json.dumps(record))
    chigaku["imperialism"]["trump"] = "chigaku_nt"
    report = replay_node(Node(chigaku))
    assert not report.ok and report.errors[0].rule_id == "N-VAR-5"
