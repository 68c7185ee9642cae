"""R-VAR-1, R-VAR-2 (two-player Rettler: tableau piles; hands from three piles of 10 and
draws from a stock) and R-VAR-3 (four-pile three-player Rettler): hand-made positions for
each rule sentence, and the presets. Random deals, views, the bot, hints and records are in
``test_rettler_var_two_deals``; the shared deals in ``var_two_support``."""

from __future__ import annotations

import random
from typing import Any

import pytest
from rettler_support import cards
from var_two_support import VARIANTS, c, draw_deal, four_pile_deal, position, settle, tableau_deal

from engine.actions import ChoosePile, Discard, Pass, PlayCard
from engine.cards import BRIDGE, DECK_STRIDE, IS_POINT, card_code, cards_in_two_decks
from engine.errors import IllegalActionError, PresetError
from engine.events import (
    CardDrawn,
    ContractSettled,
    DealEnded,
    Dealt,
    KittyDrawn,
    KittyTaken,
    PileCardTurned,
    PileChosen,
    PilesDealt,
    TableauDealt,
)
from engine.games.rettler.actions import EndAdjutantCall, Lead
from engine.games.rettler.four_pile import FourPileView
from engine.games.rettler.legality import lead_options
from engine.games.rettler.params import (
    BOOK,
    FOUR_PILE_3P,
    PRESETS,
    TWO_PLAYER_1,
    TWO_PLAYER_2,
    load_preset,
    preset_from_dict,
)
from engine.games.rettler.scoring import deal_scores
from engine.games.rettler.state import RettlerState, codes_of
from engine.games.rettler.two_player import DrawState, TableauState, TwoPlayerView
from engine.registry import get_game

# =====================================================================================
# Presets and the validator
# =====================================================================================


def test_presets_change_only_the_variant_fields() -> None:
    base = BOOK.model_dump()
    allowed = {
        "name",
        "title",
        "players",
        "deal_layout",
        "deal_sizes",
        "min_bid",
        "adjutants_allowed",
        "bomb_thresholds",
        "misdeal",
        "readings",
        "decisions",
    }
    for name in VARIANTS:
        rules = load_preset(name)
        assert rules is PRESETS[name]
        changed = {k for k, v in rules.model_dump().items() if base[k] != v}
        assert changed <= allowed, changed
    assert BOOK.deal_layout == "standard"
    assert TWO_PLAYER_1.deal_sizes == {2: (18, 12)} and TWO_PLAYER_1.min_bid == {2: 22}
    assert TWO_PLAYER_2.deal_sizes == {2: (10, 0)} and TWO_PLAYER_2.adjutants_allowed == {2: 0}
    assert FOUR_PILE_3P.deal_sizes == {3: (27, 6)} and FOUR_PILE_3P.min_bid == {3: 23}
    assert FOUR_PILE_3P.adjutants_allowed == {3: 1}
    assert FOUR_PILE_3P.bomb_thresholds == {3: (3, 6)}
    assert get_game("rettler").players_for("two_player_1") == (2,)


@pytest.mark.parametrize(
    ("data", "field"),
    [
        ({"base": "two_player_1", "players": [2, 4]}, "players"),
        ({"base": "two_player_1", "deal_sizes": {"2": [17, 12]}}, "deal_sizes"),
        ({"base": "two_player_1", "adjutants_allowed": {"2": 1}}, "adjutants_allowed"),
        ({"base": "two_player_2", "deal_sizes": {"2": [10, 2]}}, "deal_sizes"),
        ({"base": "two_player_2", "reverse_all_take": True}, "reverse_all_take"),
        ({"base": "four_pile_3p", "deal_sizes": {"3": [26, 6]}}, "deal_sizes"),
        ({"base": "four_pile_3p", "adjutants_allowed": {"3": 2}}, "adjutants_allowed"),
        ({"base": "book", "players": [3]}, "players"),
        ({"base": "book", "deal_layout": "four_pile_three"}, "players"),
    ],
)
def test_impossible_variant_presets_name_the_field(data: dict[str, Any], field: str) -> None:
    with pytest.raises((PresetError, ValueError), match=field):
        preset_from_dict(data)


# =====================================================================================
# R-VAR-1: the tableau
# =====================================================================================


def test_layout_is_ten_piles_of_three_face_up_down_up_and_hands_of_18() -> None:
    state = tableau_deal()
    assert state.hand_size == 48  # every card a seat holds or will hold is played
    assert len(state.kitty) == 12
    for seat in range(2):
        assert len(state.piles[seat]) == 10 and all(len(p) == 3 for p in state.piles[seat])
        assert state.held(seat).bit_count() == 18
        assert state.tops[seat].bit_count() == 10
        for pile in state.piles[seat]:
            assert state.face_down >> pile[1] & 1
            assert not state.face_down >> pile[0] & 1 and not state.face_down >> pile[2] & 1
    everything = [x for h in state.initial_hands for x in cards_in_two_decks(h)]
    everything += list(state.kitty) + [x for s in state.piles for p in s for x in p]
    assert sorted(everything) == list(range(2 * DECK_STRIDE))


def test_opening_events_show_hands_privately_and_no_face_down_card() -> None:
    state = tableau_deal()
    dealt, tableau = state.opening_events()
    assert isinstance(dealt, Dealt) and isinstance(tableau, TableauDealt)
    mine = dealt.for_seat(0)
    assert isinstance(mine, Dealt) and mine.hands[1] is None
    shown = {x for seat in tableau.piles for p in seat for x in p if x is not None}
    assert not any(state.face_down >> x & 1 for x in shown)
    assert all(p[1] is None for seat in tableau.piles for p in seat)


def test_the_rettler_takes_the_kitty_without_an_adjutant_call() -> None:
    state = tableau_deal()
    events = settle(state, state.opening_seat)
    settled = next(e for e in events if isinstance(e, ContractSettled))
    assert settled.adjutants == 0
    assert any(isinstance(e, KittyTaken) for e in events)
    assert state.phase == "discard"
    assert not any(isinstance(a, EndAdjutantCall) for a in state.legal_actions())


def test_tableau_cards_may_not_be_exchanged_with_the_kitty() -> None:
    state = tableau_deal(2)
    declarer = state.opening_seat
    settle(state, declarer)
    held = codes_of(state.held(declarer))[0]
    top = next(
        x % DECK_STRIDE
        for x in cards_in_two_decks(state.tops[declarer])
        if not held >> (x % DECK_STRIDE) & 1
    )
    assert Discard(top) not in state.legal_actions()
    rule, reason = state.explain_illegal(Discard(top)) or ("", "")
    assert rule == "R-VAR-1" and "tableau" in str(reason)
    with pytest.raises(IllegalActionError):
        state.apply(Discard(top))
    for action in state.legal_actions():
        assert held >> action.card & 1  # type: ignore[attr-defined]


def test_pile_tops_are_playable_and_the_cards_below_are_not() -> None:
    state = position([[["H2", "D5", "H9"]], [["C2", "C4", "C3"]]], ["S7", "S9"], leader=0)
    leads = {a.cards for a in state.legal_actions() if isinstance(a, Lead)}
    assert (c("H9"),) in leads and (c("S7"),) in leads
    assert (c("H2"),) not in leads  # face up, but covered
    rule, reason = state.explain_illegal(Lead((c("H2"),), None, False)) or ("", "")
    assert rule == "R-VAR-1" and "covered" in str(reason)


def test_a_matching_card_lower_in_a_pile_does_not_oblige_to_follow() -> None:
    state = position([[["C5", "C6", "C7"]], [["H2", "D5", "S4"]]], ["H9", "S7"], leader=0)
    state.apply(Lead((c("H9"),), None, False))
    # seat 1 holds ♡2 at the bottom of a pile: no heart is playable, any card may follow
    legal = {a.card for a in state.legal_actions() if isinstance(a, PlayCard)}
    assert legal == {c("S4"), c("S7")}


def test_playing_a_top_turns_up_the_face_down_card_below() -> None:
    state = position([[["C5", "C6", "C7"]], [["H2", "D5", "S4"]]], ["H9", "S3"], leader=1)
    events = state.apply(Lead((c("S4"),), None, False))
    turned = [e for e in events if isinstance(e, PileCardTurned)]
    assert turned == [PileCardTurned(1, 0, c("D5"))]
    assert not state.face_down >> c("D5") & 1
    view = state.view_for(0)
    assert isinstance(view, TwoPlayerView)
    assert view.tableaus[1][0] == (c("H2"), c("D5"))
    assert c("D5") in view.tops[1]


def test_a_card_in_hand_and_on_a_pile_top_is_played_from_the_pile() -> None:
    state = position(
        [[["C5", "C6"], ["C7", "S4"], ["C8", "S5"]], [["D2", "D3", "D4"], ["D6", "D7"]]],
        ["S4 H3 H4 H5", "H6 H7 H8 H9 H10"],
        leader=0,
    )
    state.apply(Lead((c("S4"),), None, False))
    assert len(state.piles[0][1]) == 1
    assert codes_of(state.held(0))[0] >> c("S4") & 1  # the hand copy stays


def test_of_two_pile_tops_with_the_card_the_leftmost_is_played() -> None:
    state = position(
        [[["C5", "C6"], ["C7", "S4"], ["C8", "S4"]], [["D2", "D3", "D4"], ["D6", "D7"]]],
        ["H3 H4 H5 H6", "H7 H8 H9 H10 HJ"],
        leader=0,
    )
    state.apply(Lead((c("S4"),), None, False))
    assert len(state.piles[0][1]) == 1 and len(state.piles[0][2]) == 2


def test_a_pair_follower_plays_the_card_he_uncovers_only_after_his_part() -> None:
    state = position(
        [[["C5", "C6", "C7"]], [["S8", "H9", "C4"]]], ["H5 H5 H6", "C2 C3 D2"], leader=0
    )
    state.apply(Lead((c("H5"), c("H5")), None, False))
    state.apply(PlayCard(c("C4")))  # uncovers ♡9, which must not join this pair follow
    legal = {a.card for a in state.legal_actions() if isinstance(a, PlayCard)}
    assert c("H9") not in legal and legal == {c("C2"), c("C3"), c("D2")}
    rule, reason = state.explain_illegal(PlayCard(c("H9"))) or ("", "")
    assert rule == "R-VAR-1" and "next round" in str(reason)
    state.apply(PlayCard(c("C2")))
    assert state.ctx is None
    assert codes_of(state.hands[1])[0] >> c("H9") & 1  # playable from now on


def test_a_seat_short_of_cards_plays_the_card_it_uncovers_at_once() -> None:
    state = position([[], [["C8", "H9", "C4"]]], ["H5 H5 H6", ""], leader=0)
    state.apply(Lead((c("H5"), c("H5")), None, False))
    assert [a.card for a in state.legal_actions()] == [c("C4")]  # type: ignore[attr-defined]
    state.apply(PlayCard(c("C4")))
    assert [a.card for a in state.legal_actions()] == [c("H9")]  # type: ignore[attr-defined]
    state.apply(PlayCard(c("H9")))
    assert state.ctx is None and state.phase == "play"


@pytest.mark.parametrize("declarer", [0, 1])
def test_a_leader_who_can_play_only_a_bridge_card_loses(declarer: int) -> None:
    # seat 1 wins the round with ♠9 and uncovers the bridge card: hand empty, the only
    # playable card a bridge, which may not be led with two cards left (R-BRIDGE-1)
    state = position(
        [[["D2", "D3"]], [["C3", "BR", "S9"]]], ["S5", ""], leader=0, declarer=declarer
    )
    state.apply(Lead((c("S5"),), None, False))
    events = state.apply(PlayCard(c("S9")))
    ended = [e for e in events if isinstance(e, DealEnded)]
    assert len(ended) == 1 and state.phase == "over"
    result = state.result
    assert result is not None and result.detail["bridge_lock"] == 1
    assert result.detail["rule_id"] == "R-VAR-1"
    made = declarer == 0
    assert result.outcome == ("declarer_side_wins" if made else "coalition_wins")
    side = state.side_totals()[0]
    expected = deal_scores(TWO_PLAYER_1, 2, declarer, (), made, 22, 0, side)
    assert list(result.scores) == expected and sum(result.scores) == 0
    assert (result.scores[1] < 0) and result.scores[0] > 0
    formula = get_game("rettler").score_formula(result, TWO_PLAYER_1, 2, ["A", "B"])  # type: ignore[misc]
    assert "R-VAR-1" in str(formula.headline) and "B loses" in str(formula.headline)


def test_a_single_bridge_card_left_for_the_last_trick_may_be_led() -> None:
    state = position([[["D2"]], [["C3", "S9"]]], ["S5", ""], leader=0)
    state.apply(Lead((c("S5"),), None, False))
    state.apply(PlayCard(c("S9")))
    assert state.phase == "play"  # ♣3 is playable; no bridge lock
    state2 = position([[["D2"]], [["BR"]]], ["", ""], leader=1)
    leads = state2.legal_actions()
    assert leads and all(isinstance(a, Lead) and a.cards == (BRIDGE,) for a in leads)


# =====================================================================================
# R-VAR-2: hands from three piles, draws from the stock
# =====================================================================================


def test_the_player_after_the_dealer_chooses_a_pile_first() -> None:
    state = draw_deal(dealer=0)
    assert state.phase == "choose_pile" and state.current_seat == 1
    assert state.legal_actions() == [ChoosePile(0), ChoosePile(1), ChoosePile(2)]
    rule, _ = state.explain_illegal(Pass()) or ("", "")
    assert rule == "R-VAR-2"
    events = state.apply(ChoosePile(1))
    assert isinstance(events[0], PileChosen) and events[0].for_seat(0).cards is None  # type: ignore[attr-defined]
    assert state.current_seat == 0 and ChoosePile(1) not in state.legal_actions()
    rule, reason = state.explain_illegal(ChoosePile(1)) or ("", "")
    assert rule == "R-VAR-2" and "already" in str(reason)
    state.apply(ChoosePile(2))
    assert state.phase == "auction" and state.unused_pile == 0
    assert state.hands[1].bit_count() == state.hands[0].bit_count() == 10


def test_after_every_round_the_winner_then_the_loser_draws_as_many_as_played() -> None:
    state = draw_deal([["H5", "H5", "SA", "SK"], ["C2"], []])
    state.apply(ChoosePile(0))  # seat 1 holds the heart pair
    state.apply(ChoosePile(1))
    settle(state, 1, "S")
    assert state.phase == "play" and state.current_seat == 1
    assert state.hand_size == 49 and state.stock_left == 78
    events = state.apply(Lead((c("H5"), c("H5")), None, False))
    follow = state.legal_actions()
    events = state.apply(follow[0])
    events += state.apply(state.legal_actions()[0])
    drawn = [e for e in events if isinstance(e, CardDrawn)]
    winner = state.leader
    assert [e.seat for e in drawn] == [winner, winner, 1 - winner, 1 - winner]
    assert state.stock_left == 74
    assert drawn[0].for_seat(1 - winner).card is None  # type: ignore[attr-defined]
    assert state.hands[0].bit_count() == state.hands[1].bit_count() == 10


def test_a_short_stock_is_drawn_one_card_at_a_time_winner_first() -> None:
    state = draw_deal([["H5", "H5"], [], []])
    state.apply(ChoosePile(0))
    state.apply(ChoosePile(1))
    settle(state, 1, "S")
    state.stock_next = len(state.stock) - 2  # two cards left for a pair round
    state.apply(Lead((c("H5"), c("H5")), None, False))
    events: list[Any] = []
    while state.ctx is not None:
        events += state.apply(state.legal_actions()[0])
    drawn = [e for e in events if isinstance(e, CardDrawn)]
    # R-VAR-2: fewer cards than both need (2 each): one card at a time, the winner first
    winner = state.leader
    assert [e.seat for e in drawn] == [winner, 1 - winner]
    last_two = state.stock[-2:]
    assert state.hands[winner] >> last_two[0] & 1 and state.hands[1 - winner] >> last_two[1] & 1
    assert state.stock_left == 0
    assert state.hands[0].bit_count() == state.hands[1].bit_count()


def test_no_stock_card_and_no_unused_card_is_ever_seen() -> None:
    state = RettlerState.deal(TWO_PLAYER_2, 2, random.Random(5))
    assert isinstance(state, DrawState)
    rng = random.Random(5)
    while state.current_seat is not None:
        for seat in range(2):
            view = state.view_for(seat)
            assert isinstance(view, TwoPlayerView) and view.stock_left == state.stock_left
            hidden = {x % DECK_STRIDE for x in state.stock[state.stock_next :]}
            if state.unused_pile >= 0:
                hidden |= {x % DECK_STRIDE for x in state.piles[state.unused_pile]}
            mine = codes_of(state.hands[seat])[0]
            shown = {x % DECK_STRIDE for x in view.hand}
            assert {x for x in shown if not mine >> x & 1} == set()
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])


# =====================================================================================
# R-VAR-3: four piles of 27
# =====================================================================================


def test_four_piles_of_27_are_chosen_in_playing_order_from_the_opening_bidder() -> None:
    state = four_pile_deal()
    assert state.opening_events() == [PilesDealt(2, 4, 27)]
    assert state.phase == "pile_choice" and state.current_seat == 0
    order = []
    while state.phase == "pile_choice":
        order.append(state.current_seat)
        state.apply(state.legal_actions()[-1])
    assert order == [0, 1, 2]
    assert state.unused_pile == 0
    assert all(h.bit_count() == 27 for h in state.hands)
    assert len(state.kitty) == 6 and state.unused_mask.bit_count() == 21
    rule, reason = state.explain_illegal(ChoosePile(0)) or ("", "")
    assert rule == "R-VAR-3" and "chosen" in str(reason)


def test_a_deal_holding_a_card_three_times_is_refused_by_its_rule() -> None:
    """Two decks hold every card twice (R-COMP-1): a hand-made two-player deal with a third
    copy of one card is refused, naming the card and the rule."""
    dealt = tableau_deal()
    hands = [dealt.cards_of(mask) for mask in dealt.initial_hands]
    kitty, piles = list(dealt.kitty), dealt.initial_piles
    TableauState(TWO_PLAYER_1, hands, kitty, piles)  # the deal as it was dealt is fine
    third = hands[1][0] % DECK_STRIDE
    hands[0][0] = third
    with pytest.raises(
        ValueError, match=rf"{card_code(third)} appears more than twice \(R-COMP-1\)"
    ):
        TableauState(TWO_PLAYER_1, hands, kitty, piles)


def test_a_taken_pile_is_refused() -> None:
    state = four_pile_deal()
    state.apply(ChoosePile(2))
    rule, reason = state.explain_illegal(ChoosePile(2)) or ("", "")
    assert rule == "R-VAR-3" and "taken" in str(reason)
    rule, _ = state.explain_illegal(ChoosePile(7)) or ("", "")
    assert rule == "R-VAR-3"


def test_the_rettler_draws_six_of_the_unused_pile_after_one_adjutant_call() -> None:
    state = four_pile_deal()
    while state.phase == "pile_choice":
        state.apply(state.legal_actions()[0])
    settle(state, 1, "S", 23)
    assert state.phase == "adjutant_call" and state.adjutants_bid == 1
    events = state.apply(EndAdjutantCall())
    kinds = [type(e) for e in events]
    assert kinds.index(KittyDrawn) < kinds.index(KittyTaken)
    drawn = next(e for e in events if isinstance(e, KittyDrawn))
    assert drawn.count == 6 and drawn.pile == state.unused_pile
    assert drawn.for_seat(0).cards is None  # type: ignore[attr-defined]
    assert state.hands[1].bit_count() == 33
    for _ in range(6):
        state.apply(state.legal_actions()[0])
    assert state.phase == "play" and state.hand_size == 27


def test_bombs_need_three_bowers_among_six_jacks() -> None:
    state = four_pile_deal()
    assert state.thresholds == (3, 6)
    rr = state.round_rules
    assert rr is None
    from engine.games.rettler.rounds import RoundRules

    rules = RoundRules.for_contract(FOUR_PILE_3P, "S", 27)
    five = cards("SJ SJ CJ HJ HJ")
    six = cards("SJ SJ CJ HJ HJ DJ")

    def bomb_leads(hand: list[int]) -> list[Any]:
        lo = hi = 0
        for x in hand:
            if lo >> x & 1:
                hi |= 1 << x
            lo |= 1 << x
        return [o for o in lead_options(rules, 5, lo, hi, 23, (3, 6), False) if len(o.cards) > 2]

    assert not bomb_leads(five) and bomb_leads(six)


def test_all_take_is_judged_over_the_point_cards_in_play() -> None:
    state = four_pile_deal(4)
    while state.phase == "pile_choice":
        state.apply(state.legal_actions()[0])
    settle(state, 0, "S", 23)
    state.apply(EndAdjutantCall())
    while state.phase == "discard":
        options = [a for a in state.legal_actions() if isinstance(a, Discard)]
        state.apply(min(options, key=lambda a: IS_POINT[a.card % DECK_STRIDE]))
    assert state.discarded_points() == 0
    # the Rettler took every point card in play; fewer than 40 exist here
    in_play = 40 - state.points_out_of_play()
    assert in_play < 40
    state.points_by_seat = [in_play, 0, 0]
    state.finish()
    result = state.result
    assert result is not None
    assert result.detail["all_take"] and result.outcome == "coalition_wins"
    assert result.detail["point_cards_in_play"] == in_play
    expected = deal_scores(FOUR_PILE_3P, 3, 0, (), False, 23, 1, in_play, all_take=True)
    assert list(result.scores) == expected


def test_the_four_pile_view_hides_the_unused_pile() -> None:
    state = four_pile_deal()
    view = state.view_for(0)
    assert isinstance(view, FourPileView) and view.hand == () and view.unused_count == 21
    while state.phase == "pile_choice":
        state.apply(state.legal_actions()[0])
    view = state.view_for(1)
    assert view.end_unused is None and view.pile_owners.count(-1) == 1
    assert view.kitty is None
