"""A Rettler deal as the table sees it: leads and follows as actions, the events with
reason codes and rule IDs, point requests and their waiver, bridges, pair follows card by
card, refusals that name the rule, views that keep secrets (R-INFO), the end of the deal."""

from __future__ import annotations

import random

import pytest
from rettler_support import cards, make_deal, position, state_at_play

from engine.actions import Discard, PlayCard
from engine.cards import BRIDGE, DECK_STRIDE, IS_POINT
from engine.errors import IllegalActionError
from engine.events import CardPlayed, DealEnded
from engine.games.rettler.actions import EndAdjutantCall, Lead
from engine.games.rettler.events import RoundLed, RoundWon
from engine.games.rettler.params import BOOK
from engine.games.rettler.state import RettlerState


def _follow(state: RettlerState, *plays: str) -> list:
    events = []
    for play in plays:
        for c in cards(play):
            events += state.apply(PlayCard(c))
    return events


def test_a_pair_round_counts_two_tricks_and_names_its_reason():
    """R-PLAY-2: the trick counter advances by the round size; RoundWon carries R-RANK-4."""
    state = position("D", 5, ["D2 D2 C3", "D10 D8 S4", "D9 D4 S5", "D5 S9 S6"])
    state.apply(Lead(tuple(cards("D2 D2"))))
    events = _follow(state, "D10 D8", "D9 D4", "D5 S9")
    won = next(e for e in events if isinstance(e, RoundWon))
    assert (won.winner, won.reason, won.rule_id, won.tricks) == (
        0,
        "pair_same_two",
        "R-SAME-4",
        (5, 6),
    )
    assert all(e.trick == 5 for e in events if isinstance(e, CardPlayed))
    assert state.k == 7 and state.current_seat == 0


def test_followers_play_pairs_one_card_at_a_time_and_must_follow_suit():
    """R-PAIR-2: with one card of the led suit, that card and any other."""
    state = position("D", 5, ["C5 C5 D2", "C9 H3 S2", "C8 C7 C6", "H4 H5 H6"])
    state.apply(Lead(tuple(cards("C5 C5"))))
    assert {a.card for a in state.legal_actions()} == set(cards("C9 H3 S2"))
    state.apply(PlayCard(cards("H3")[0]))
    assert {a.card for a in state.legal_actions()} == set(cards("C9"))  # the club must go
    with pytest.raises(IllegalActionError) as info:
        state.apply(PlayCard(cards("S2")[0]))
    assert info.value.rule_id == "R-PAIR-2"
    state.apply(PlayCard(cards("C9")[0]))
    assert state.current_seat == 2


def _little_then_request(rules=None) -> RettlerState:
    state = position(
        "D", 5, ["DJ DJ H6 H7", "S6 S5 HA H2", "D9 D4 C10 H3", "C8 C8 HK H4"], rules=rules
    )
    state.apply(Lead(tuple(cards("DJ DJ"))))
    won = next(e for e in _follow(state, "S6 S5", "D9 D4", "C8 C8") if isinstance(e, RoundWon))
    assert won.grants_point_request and (won.reason, won.rule_id) == (
        "double_right_bower",
        "R-LITTLE-1",
    )
    return state


def test_winning_with_a_little_entitles_a_point_request_that_may_be_waived():
    """R-LITTLE-1, R-PR-1/2: the winner of a double right bower leads a point request; the
    lead may waive it, and the waiver is public (RoundLed.waived)."""
    state = _little_then_request()
    assert state.entitled == 0 and state.view_for(2).entitled == 0
    leads = [a for a in state.legal_actions() if isinstance(a, Lead)]
    assert Lead(tuple(cards("H6")), None, True) in leads
    assert Lead(tuple(cards("H6")), None, False) in leads
    led = state.apply(Lead(tuple(cards("H7")), None, False))[0]
    assert isinstance(led, RoundLed) and led.waived and not led.point_request
    assert state.entitled == -1


def test_the_point_request_obliges_and_wins():
    """R-PR-3, R-PR-6 (as R-TV-PR-6): point cards of the led suit, then other point cards;
    the lead wins unless a Mighty comes."""
    state = _little_then_request()
    state.apply(Lead(tuple(cards("H6")), None, True))
    assert {a.card for a in state.legal_actions()} == set(cards("HA"))
    with pytest.raises(IllegalActionError) as info:
        state.apply(PlayCard(cards("H2")[0]))
    assert info.value.rule_id == "R-PR-3"
    _follow(state, "HA")
    assert {a.card for a in state.legal_actions()} == set(cards("C10"))  # a point card
    events = _follow(state, "C10", "HK")
    won = next(e for e in events if isinstance(e, RoundWon))
    assert (won.winner, won.reason, won.rule_id) == (0, "point_request_lead", "R-PR-6")
    assert len(won.point_cards) == 3


def test_point_request_is_automatic_when_the_toggle_is_off():
    """R-OPT-5 off: an entitled leader's every lead is a point request."""
    state = _little_then_request(BOOK.model_copy(update={"point_request_waivable": False}))
    assert all(a.point_request for a in state.legal_actions() if isinstance(a, Lead))
    assert state.explain_illegal(Lead(tuple(cards("H6"))))[0] == "R-PR-2"


def test_a_bridge_may_not_be_led_before_the_last_trick():
    state = state_at_play(4, {0: "BR C4"}, trump="S")
    with pytest.raises(IllegalActionError) as info:
        state.apply(Lead((BRIDGE,)))
    assert info.value.rule_id == "R-BRIDGE-1"


def test_a_joker_may_not_be_led_to_the_first_round():
    state = state_at_play(4, {0: "JK C4"}, trump="S")
    assert state.explain_illegal(Lead(tuple(cards("JK"))))[0] == "R-PLAY-4"


def test_a_joker_call_forces_the_joker_or_a_bridge():
    """R-JOKER-3, R-BRIDGE-2 item 4: the joker holder plays it or vetoes with a bridge."""
    state = position("H", 5, ["S3 C2 C3", "JK BR S9", "S5 D2 D3", "S8 D4 D5"])
    state.apply(Lead(tuple(cards("S3"))))
    assert {a.card for a in state.legal_actions()} == set(cards("JK BR"))
    with pytest.raises(IllegalActionError) as info:
        state.apply(PlayCard(cards("S9")[0]))
    assert info.value.rule_id == "R-JOKER-3"
    events = _follow(state, "BR", "S5", "S8")
    won = next(e for e in events if isinstance(e, RoundWon))
    assert (won.winner, won.reason) == (3, "led_suit")


def test_no_joker_call_in_the_last_trick():
    """R-PLAY-3: the ♠3 lead has no power in an edge round: ordinary following."""
    state = position("H", 17, ["S3", "S9", "JK", "S8"])
    state.apply(Lead(tuple(cards("S3"))))
    assert {a.card for a in state.legal_actions()} == set(cards("S9"))


def test_the_last_trick_bridge_acts_as_a_led_joker():
    """R-BRIDGE-1 (D-11): a bridge led to the last trick wins like a joker lead."""
    state = position("C", 17, ["BR", "C5", "S9", "HA"])
    assert [a.cards for a in state.legal_actions()] == [(BRIDGE,)]
    state.apply(Lead((BRIDGE,)))
    events = _follow(state, "C5", "S9", "HA")
    won = next(e for e in events if isinstance(e, RoundWon))
    assert (won.winner, won.reason, won.rule_id) == (0, "bridge_lead", "R-BRIDGE-1")
    assert isinstance(events[-1], DealEnded)


def test_events_name_the_very_copy_played():
    """R-COMP-2: both copies are one code for the rules; events carry instance ids."""
    state = state_at_play(4, {0: "C5 C5"}, trump="D")
    led = state.apply(Lead(tuple(cards("C5 C5"))))[0]
    assert sorted(led.cards) == [cards("C5")[0], cards("C5")[0] + DECK_STRIDE]


def test_views_keep_hands_kitty_and_adjutants_secret():
    hands, kitty = make_deal(6, {2: "SA"}, seed=5)
    state = RettlerState.from_contract(BOOK, hands, kitty, declarer=0, count=25, trump="S")
    from engine.actions import CallAdjutant
    from engine.cards import MIGHTY

    state.apply(CallAdjutant(MIGHTY))
    state.apply(EndAdjutantCall())
    assert state.view_for(0).kitty is not None and state.view_for(1).kitty is None
    for c in state.hand(0)[:6]:
        state.apply(Discard(c))
    assert state.view_for(2).is_adjutant and not state.view_for(1).is_adjutant
    assert state.view_for(1).known_adjutants == ()
    face_up = tuple(c for c in state.discards if IS_POINT[c % DECK_STRIDE])
    assert state.view_for(1).discards == face_up  # R-KIT-2: only point discards are public
    assert state.view_for(0).discards == tuple(state.discards)


def test_copies_are_independent():
    state = state_at_play(4, {0: "C5 C5"}, trump="D")
    twin = state.copy()
    twin.apply(Lead(tuple(cards("C5 C5"))))
    assert state.ctx is None and twin.ctx is not None and state.hands != twin.hands


def test_all_take_loses_unless_the_count_is_forty():
    """R-END-3: the Rettler side took all 40 point cards."""
    for count, outcome in ((30, "coalition_wins"), (40, "declarer_side_wins")):
        state = state_at_play(6, {}, trump="S", count=count)
        state.points_by_seat = [40, 0, 0, 0, 0, 0]
        state.discards = [c for c in state.discards if not IS_POINT[c % DECK_STRIDE]]
        state.finish()
        assert state.result is not None and state.result.outcome == outcome
        assert state.result.detail["all_take"] == (count < 40)
        if count < 40:
            assert state.result.scores[0] == -240


def test_a_bust_hand_may_ask_for_a_redeal():
    """R-DEAL-3: none of 2, 4, 10, J, Q, K, A or a joker; the bridge cards do not save it
    (50 such cards: R-TV-PROB-1)."""
    from engine.actions import DeclareMisdeal
    from engine.games.rettler.state import BUST_BREAKERS

    bad = [c for c in range(54) if not BUST_BREAKERS >> c & 1]
    assert 2 * len(bad) == 50 and BRIDGE in bad
    hands, kitty = make_deal(6, {2: "S3 S5 S6 S7 S8 S9 H3 H5 H6 H7 H8 H9 D3 D5 D6 BR BR"})
    state = RettlerState(BOOK, hands, kitty, opening_seat=0)
    assert state.phase == "misdeal_offer" and state.current_seat == 2
    state.apply(DeclareMisdeal())
    assert state.result is not None and state.result.outcome == "redeal"


def test_stop_when_decided_ends_the_deal_early():
    """R-OPT-4 (R-END-6): once no card can change the outcome the deal ends and is scored."""
    from engine.games.rettler.playout import random_playout
    from engine.games.rettler.scoring import outcome_decided

    rules = BOOK.model_copy(update={"stop_when_decided": True, "misdeal": False})
    stopped = 0
    for seed in range(40):
        state = RettlerState.deal(rules, 6, random.Random(seed))
        result = random_playout(state, random.Random(seed))
        if result.detail.get("early_stop"):
            stopped += 1
            side, coalition = state.side_totals()
            decided = outcome_decided(state.count, side, coalition)
            assert decided == ("make" if result.outcome == "declarer_side_wins" else "break")
            assert sum(r.size for r in state.completed) < state.hand_size
    assert stopped > 5


def test_bombs_in_edge_rounds_only_with_the_toggle():
    """R-OPT-2 (D-21 c)."""
    from engine.games.rettler.legality import bomb_suits
    from engine.games.rettler.rounds import RoundRules

    jacks = cards("HJ HJ DJ SJ CJ")
    plain = RoundRules.for_contract(BOOK, "H", 17)
    assert bomb_suits(plain, 1, jacks, (3, 5)) == ()
    toggled = BOOK.model_copy(update={"bomb_on_edge_rounds": True})
    assert bomb_suits(RoundRules.for_contract(toggled, "H", 17), 1, jacks, (3, 5)) == (-1,)


@pytest.mark.parametrize(
    ("players", "book", "exact"),
    [
        (4, 1.8e-11, 1.76e-11),
        (5, 5.5e-9, 5.47e-9),
        (6, 3.6e-7, 3.57e-7),
        (7, 2.6e-6, 2.57e-6),
        (8, 1.7e-5, 1.72e-5),
    ],
)
def test_bust_hand_probability_matches_appendix_d(players, book, exact):
    """R-TV-PROB-1 [B D.1, table D.2]: the engine's bust hand gives the book's odds."""
    from math import comb

    from engine.games.rettler.state import BUST_BREAKERS

    bad = 2 * sum(1 for c in range(54) if not BUST_BREAKERS >> c & 1)
    hand = BOOK.hand_size(players)
    p = comb(bad, hand) / comb(108, hand)
    assert p == pytest.approx(exact, rel=5e-3) and p == pytest.approx(book, rel=0.06)


def test_a_reverse_all_take_contract_is_played_and_scored():
    """R-VAR-9, R-KIT-3, R-END-4, R-SCORE-8: no point card may be discarded while others
    are held; the Rettler side wins only without a single point card; x1 either way."""
    rules = BOOK.model_copy(update={"reverse_all_take": True})
    for seed in range(6):
        hands, kitty = make_deal(6, {0: "C2 C3 C4 C5 C6 C7"}, seed=seed)
        state = RettlerState.from_contract(
            rules, hands, kitty, declarer=0, count=0, trump="C", reverse=True
        )
        state.apply(EndAdjutantCall())
        discard_options = {a.card for a in state.legal_actions()}
        assert not any(IS_POINT[c] for c in discard_options)
        rng = random.Random(seed)
        while state.current_seat is not None:
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        side, _ = state.side_totals()
        assert state.result is not None
        assert (state.result.outcome == "declarer_side_wins") == (side == 0)
        assert abs(state.result.scores[0]) == 60  # x1, no adjutant: the Rettler alone
