"""Four-pile three-player Napoleon (4配り3ナポレオン, N-VAR-3, [B 6.1.3]).

Hand-made deals for each rule sentence (piles chosen in playing order, face down; the kitty
made of the middle card and 4 cards of the unused pile; nine cards out of play; minimum 13;
all-take over the point cards in play; an adjutant card among the unused cards makes an
only), hypothesis properties over random deals, views, events, bots, hints and records.
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.actions import Bid, CallAdjutant, ChoosePile, Close, Discard, Pass
from engine.ai import make_bot
from engine.cards import BIT, JOKER, POINT_MASK, mask_of, napoleon_deck, parse_card
from engine.deal_log import DealLog, log_from_record, log_of, to_record
from engine.errors import IllegalActionError
from engine.events import KittyDrawn, KittyTaken, PileChosen, PilesDealt, TrickWon
from engine.games.napoleon import PRESETS, NapoleonState, deal_data, from_deal_data
from engine.games.napoleon.formula import formula
from engine.games.napoleon.four_pile import FourPileState, FourPileView
from engine.games.napoleon.params import BOOK, FOUR_PILE_3P, load_preset, preset_from_dict
from engine.hints import explain_trick, suggest
from engine.presets import PresetError
from engine.record import Node, replay_node
from engine.registry import DealSetup, get_game

RULES = FOUR_PILE_3P
FULL_DECK = mask_of(napoleon_deck())


def cards(text: str) -> list[int]:
    return [parse_card(c) for c in text.split()]


SPADES = "SA SK SQ SJ S10 S9 S8 S7 S6 S5 S4 S3 S2"
HEARTS_AND_DQ = "HA HK HJ H10 H9 H8 H7 H6 H5 H4 H3 H2 DQ"
CLUBS_AND_DK = "CA CK CQ C10 C9 C8 C7 C6 C5 C4 C3 C2 DK"
#: the unused pile: drawn positions 0-3 first, then the 9 cards that stay out of play
UNUSED_NO_POINT_DRAWN = "D2 D3 D4 D5 CJ HQ D6 D7 D8 D9 D10 DJ DA"
UNUSED_ACE_DRAWN = "DA D2 D3 D4 CJ HQ D5 D6 D7 D8 D9 D10 DJ"


def spade_deal(unused: str = UNUSED_NO_POINT_DRAWN, opening: int = 0) -> FourPileState:
    """Pile 0: all spades; piles 1, 2: the other suits; pile 3 (unused): ``unused``; the
    joker in the middle."""
    piles = [cards(SPADES), cards(HEARTS_AND_DQ), cards(CLUBS_AND_DK), cards(unused)]
    return FourPileState(RULES, piles, (0, 1, 2, 3), middle=[JOKER], dealer=2, opening_seat=opening)


def choose_in_order(state: FourPileState, piles: list[int]) -> None:
    for p in piles:
        state.apply(ChoosePile(p))


def settle_spades_13(state: FourPileState, call: str = "CJ") -> None:
    """Seat 0 bids ♠13, the others pass, seat 0 closes and names ``call``."""
    choose_in_order(state, [0, 1, 2])
    state.apply(Bid(13, "S"))
    state.apply(Pass())
    state.apply(Pass())
    state.apply(Close())
    state.apply(CallAdjutant(parse_card(call)))


def play_first_legal(state: NapoleonState) -> None:
    while state.current_seat is not None:
        state.apply(state.legal_actions()[0])


# --- the preset ---------------------------------------------------------------------------


def test_preset_is_the_book_for_three_players_with_four_piles() -> None:
    rules = load_preset("four_pile_3p")
    assert rules is PRESETS["four_pile_3p"] is FOUR_PILE_3P
    assert rules.players == (3,)
    assert rules.hand_size(3) == 13 and rules.kitty_size(3) == 5
    assert rules.cards_out_of_play() == 9
    assert rules.min_bid[3] == 13  # DECISION of N-VAR-3
    changed = {
        name for name in type(rules).model_fields if getattr(rules, name) != getattr(BOOK, name)
    }
    assert changed == {
        "name",
        "title",
        "players",
        "deal_sizes",
        "min_bid",
        "adjutant_cards",
        "deal_layout",
    }
    assert get_game("napoleon").players_for("four_pile_3p") == (3,)


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"players": [3, 4]}, "players"),
        ({"deal_sizes": {"3": [16, 5]}}, "deal_sizes"),
        ({"no_joker": True}, "no_joker"),
        ({"imperialism": True}, "imperialism"),
        ({"blind_stand": True}, "blind_stand"),
    ],
)
def test_impossible_combinations_are_refused_naming_the_field(change, field) -> None:
    with pytest.raises((PresetError, ValueError)) as info:
        preset_from_dict({"base": "four_pile_3p", **change})
    assert field in str(info.value)
    assert "N-VAR-3" in str(info.value)


def test_a_custom_preset_may_switch_the_four_pile_deal_on() -> None:
    rules = preset_from_dict(
        {
            "base": "book",
            "name": "mine",
            "players": [3],
            "deal_sizes": {"3": [13, 5]},
            "min_bid": {"3": 14},
            "deal_layout": "four_pile_three",
        }
    )
    state = NapoleonState.deal(rules, 3, random.Random(1))
    assert isinstance(state, FourPileState) and state.phase == "pile_choice"


# --- the deal and the pile choice ---------------------------------------------------------


def test_the_deal_lays_four_face_down_piles_of_13_and_one_middle_card() -> None:
    state = NapoleonState.deal(RULES, 3, random.Random(5), dealer=1, opening_seat=2)
    assert isinstance(state, FourPileState)
    assert [len(p) for p in state.piles] == [13, 13, 13, 13]
    assert mask_of([c for p in state.piles for c in p] + [state.middle_cards[0]]) == FULL_DECK
    assert all(h == 0 for h in state.hands)  # nobody holds a card before choosing
    assert state.opening_events() == [PilesDealt(1, 4, 13)]
    assert len(set(state.draw)) == 4 and all(0 <= i < 13 for i in state.draw)


def test_piles_are_chosen_in_playing_order_from_the_opening_bidder() -> None:
    state = spade_deal(opening=1)
    assert state.phase == "pile_choice" and state.current_seat == 1
    assert state.legal_actions() == [ChoosePile(p) for p in range(4)]
    state.apply(ChoosePile(2))
    assert state.current_seat == 2
    assert ChoosePile(2) not in state.legal_actions()
    state.apply(ChoosePile(0))
    assert state.current_seat == 0
    state.apply(ChoosePile(3))
    # the fourth pile (1) stays face down; the auction opens with the opening bidder
    assert state.phase == "auction" and state.current_seat == 1
    assert state.pile_owners == [2, -1, 1, 0]
    assert state.hands[1] == mask_of(cards(CLUBS_AND_DK))
    assert state.hands[0] == mask_of(cards(UNUSED_NO_POINT_DRAWN))


def test_a_taken_pile_or_another_action_is_refused_citing_n_var_3() -> None:
    state = spade_deal()
    state.apply(ChoosePile(1))
    before = state.copy()
    for action, words in (
        (ChoosePile(1), "pile 2 has been taken"),
        (ChoosePile(7), "there is no pile 8"),
        (Bid(13, "S"), "take one of the face-down piles"),
    ):
        rule, reason = state.explain_illegal(action) or ("", "")
        assert rule == "N-VAR-3" and words in reason
        with pytest.raises(IllegalActionError):
            state.apply(action)
    assert state.pile_owners == before.pile_owners and state.hands == before.hands
    choose_in_order(state, [0, 2])
    rule, reason = state.explain_illegal(ChoosePile(3)) or ("", "")
    assert rule == "N-VAR-3" and "chosen" in reason


def test_the_chooser_sees_his_own_pile_only_after_taking_it() -> None:
    state = spade_deal()
    first = state.view_for(0)
    assert isinstance(first, FourPileView)
    assert first.hand == () and first.pile_owners == (-1, -1, -1, -1)
    events = state.apply(ChoosePile(0))
    assert events == [PileChosen(0, 0, tuple(sorted(cards(SPADES))))]
    assert events[0].for_seat(1) == PileChosen(0, 0, None)
    assert state.view_for(0).hand == tuple(sorted(cards(SPADES)))
    seat1 = state.view_for(1)
    assert seat1.hand == () and seat1.pile_owners == (0, -1, -1, -1)
    assert seat1.hand_sizes == (13, 0, 0)


def test_the_minimum_count_is_13() -> None:
    state = spade_deal()
    choose_in_order(state, [0, 1, 2])
    bids = [a for a in state.legal_actions() if isinstance(a, Bid)]
    assert min(b.count for b in bids) == 13
    rule, _ = state.explain_illegal(Bid(12, "S")) or ("", "")
    assert rule.startswith("N-BID")


# --- the kitty: the middle card and 4 random cards of the unused pile -------------------------


@pytest.mark.parametrize("unused", [0, 1, 2, 3])
def test_the_kitty_is_the_middle_card_and_the_drawn_cards_of_whichever_pile_is_left(
    unused: int,
) -> None:
    state = NapoleonState.deal(RULES, 3, random.Random(11), opening_seat=0)
    assert isinstance(state, FourPileState)
    choose_in_order(state, [p for p in range(4) if p != unused])
    left = state.piles[unused]
    assert state.kitty == (state.middle_cards[0], *(left[i] for i in state.draw))
    assert state.out_of_play() == mask_of(left) & ~mask_of(state.kitty)
    assert state.out_of_play().bit_count() == 9


def test_the_napoleon_draws_the_kitty_after_the_call_and_discards_five() -> None:
    state = spade_deal()
    choose_in_order(state, [0, 1, 2])
    for a in (Bid(13, "S"), Pass(), Pass(), Close()):
        state.apply(a)
    assert state.view_for(0).kitty is None  # not drawn yet
    events = state.apply(CallAdjutant(parse_card("HA")))
    kinds = [e.kind for e in events]
    assert kinds == ["adjutant_called", "kitty_drawn", "kitty_taken"]
    drawn = events[1]
    assert drawn == KittyDrawn(0, 3, 4, tuple(cards("D2 D3 D4 D5")))
    assert drawn.for_seat(1) == KittyDrawn(0, 3, 4, None)
    taken = events[2]
    assert isinstance(taken, KittyTaken) and taken.cards == (JOKER, *cards("D2 D3 D4 D5"))
    assert state.view_for(0).kitty == (JOKER, *cards("D2 D3 D4 D5"))
    assert state.view_for(1).kitty is None and state.view_for(2).kitty is None
    assert len(state.view_for(0).hand) == 18
    assert state.phase == "discard"
    for c in cards("D2 D3 D4 D5"):
        state.apply(Discard(c))
    assert state.phase == "discard"
    state.apply(Discard(JOKER))
    assert state.phase == "play" and len(state.view_for(0).hand) == 13


def test_nine_cards_stay_unknown_to_every_seat_until_the_end() -> None:
    state = spade_deal()
    settle_spades_13(state, "HA")
    unused = cards("CJ HQ D6 D7 D8 D9 D10 DJ DA")
    assert state.out_of_play() == mask_of(unused)
    for c in [*cards("D2 D3 D4 D5"), JOKER]:
        state.apply(Discard(c))
    while state.current_seat is not None:
        for seat in range(3):
            view = state.view_for(seat)
            seen = set(view.hand) | set(view.kitty or ()) | set(view.discards)
            seen |= {c for _, c in view.trick} | {c for t in view.completed for _, c in t.plays}
            assert not seen & set(unused)
            assert view.unused_count == 9 and view.end_unused is None
        state.apply(state.legal_actions()[0])
    assert state.view_for(1).end_unused == tuple(sorted(unused))
    assert state.result is not None
    ended = state.result.detail
    assert ended["point_cards_in_play"] == 15 and ended["unused_point_cards"] == 5


# --- the adjutant among the unknown nine: an only -----------------------------------------------


def test_an_adjutant_card_among_the_unused_cards_gives_an_only_nobody_knows_of() -> None:
    state = spade_deal()
    settle_spades_13(state, "CJ")  # ♣J lies among the nine unused cards
    for c in [*cards("D2 D3 D4 D5"), JOKER]:
        state.apply(Discard(c))
    assert state.adjutants == ()
    napoleon = state.view_for(0)
    assert not napoleon.only_known  # he cannot tell it from an opponent holding ♣J
    assert not any(state.view_for(s).is_adjutant for s in (1, 2))
    play_first_legal(state)
    assert state.result is not None and state.result.detail["only"] is True


def test_the_same_call_with_the_card_in_an_opponents_hand_makes_him_adjutant() -> None:
    state = spade_deal()
    settle_spades_13(state, "HA")
    for c in [*cards("D2 D3 D4 D5"), JOKER]:
        state.apply(Discard(c))
    assert state.adjutants == (1,)
    assert state.view_for(1).is_adjutant


# --- all-take over the point cards in play --------------------------------------------------


def test_taking_every_point_card_in_play_is_all_take_and_loses() -> None:
    state = spade_deal(UNUSED_NO_POINT_DRAWN)
    settle_spades_13(state, "CJ")
    for c in [*cards("D2 D3 D4 D5"), JOKER]:
        state.apply(Discard(c))
    play_first_legal(state)  # the Napoleon's spades win all 13 tricks
    result = state.result
    assert result is not None
    assert result.detail["side_totals"] == {"declarer_side": 15, "coalition": 0}
    assert result.detail["point_cards_in_play"] == 15  # ♣J ♡Q ♢10 ♢J ♢A unused
    assert result.detail["all_take"] is True
    assert result.outcome == "coalition_wins"
    assert result.scores == (-240, 120, 120)  # N-SCORE-4, only: the Napoleon alone pays
    explained = formula(result, RULES, 3, ["A", "B", "C"])
    assert "every point card in play (15)" in explained.headline
    assert any("Point cards in play: 15 of 20" in line.text for line in explained.lines)


def test_trick_explanations_work_in_the_variant() -> None:
    state = spade_deal()
    settle_spades_13(state, "CJ")
    for c in [*cards("D2 D3 D4 D5"), JOKER]:
        state.apply(Discard(c))
    won = []
    while state.current_seat is not None:
        won += [e for e in state.apply(state.legal_actions()[0]) if isinstance(e, TrickWon)]
    assert len(won) == 13 and all(e.winner == 0 for e in won)
    text = explain_trick("napoleon", won[5], state.view_for(1))
    assert "N-TRICK" in text


def test_a_discarded_point_card_counts_for_the_coalition_so_no_all_take() -> None:
    state = spade_deal(UNUSED_ACE_DRAWN)
    settle_spades_13(state, "CJ")
    events = state.apply(Discard(parse_card("DA")))
    assert events[0].face_up  # N-KIT-3
    for c in [*cards("D2 D3 D4"), JOKER]:
        state.apply(Discard(c))
    play_first_legal(state)
    result = state.result
    assert result is not None
    assert result.detail["side_totals"] == {"declarer_side": 15, "coalition": 1}
    assert result.detail["point_cards_in_play"] == 16
    assert result.detail["all_take"] is False
    assert result.outcome == "declarer_side_wins"
    assert result.scores == (60, -30, -30)  # N-SCORE-2 ×1, only


# --- nobody bids ------------------------------------------------------------------------------


def _everybody_passes(state: FourPileState) -> list:
    events = []
    while state.phase == "auction":
        events += state.apply(Pass())
    return events


def test_nobody_bids_and_the_mighty_is_unused_redeals() -> None:
    piles = [
        cards(HEARTS_AND_DQ),
        cards(CLUBS_AND_DK),
        cards("S2 S3 S4 S5 S6 S7 S8 S9 S10 SJ SQ SK D2"),
        cards("SA D3 D4 D5 D6 D7 D8 D9 D10 DJ DA CJ HQ"),
    ]
    state = FourPileState(RULES, piles, (0, 1, 2, 3), middle=[JOKER])
    choose_in_order(state, [0, 1, 2])
    _everybody_passes(state)
    assert state.phase == "over" and state.result is not None
    assert state.result.outcome == "redeal"
    assert state.result.detail["rule_id"] == "N-VAR-3"


def test_nobody_bids_and_a_player_holds_the_mighty_stands_responsible() -> None:
    state = spade_deal()
    choose_in_order(state, [0, 1, 2])
    _everybody_passes(state)
    assert state.phase == "responsibility_stand" and state.current_seat == 0
    assert min(a.count for a in state.legal_actions() if isinstance(a, Bid)) == 13


# --- bots and hints -----------------------------------------------------------------------------


def test_the_bot_takes_the_first_free_pile_and_says_why() -> None:
    state = spade_deal()
    state.apply(ChoosePile(0))
    hint = suggest("napoleon", state.view_for(1))
    assert hint.action == ChoosePile(1)
    assert "N-VAR-3" in hint.text and "face down" in hint.text


@pytest.mark.parametrize("level", ["normal", "random"])
def test_bots_play_whole_deals(level: str) -> None:
    bots = [make_bot("napoleon", level, s) for s in range(3)]
    for seed in range(15):
        state = NapoleonState.deal(RULES, 3, random.Random(seed))
        while state.current_seat is not None:
            seat = state.current_seat
            state.apply(bots[seat].choose(state.view_for(seat)))
        assert state.result is not None and sum(state.result.scores) == 0


def test_thirteen_spades_bid_spades_from_the_13_cards_alone() -> None:
    state = spade_deal()
    choose_in_order(state, [0, 1, 2])
    action, why = make_bot("napoleon", "normal", 0).explain(state.view_for(0))
    assert isinstance(action, Bid) and action.trump in ("S", "black")
    assert "N-AI-10" in why


def test_the_napoleon_bot_gives_the_coalition_a_point_card_against_all_take() -> None:
    state = spade_deal("D10 D2 D3 D4 CJ HQ D5 D6 D7 D8 D9 DJ DA")
    settle_spades_13(state, "CJ")
    action, why = make_bot("napoleon", "normal", 0).explain(state.view_for(0))
    assert action == Discard(parse_card("D10"))
    assert "N-VAR-3" in why and "all-take" in why


# --- copies, deal data and records -------------------------------------------------------------


def test_a_copy_is_independent_during_the_pile_choice() -> None:
    state = spade_deal()
    state.apply(ChoosePile(0))
    other = state.copy()
    assert isinstance(other, FourPileState)
    other.apply(ChoosePile(1))
    assert state.pile_owners == [0, -1, -1, -1] and state.current_seat == 1
    assert other.pile_owners == [0, 1, -1, -1]
    assert state.hands[1] == 0


def _bot_deal(seed: int) -> tuple[NapoleonState, list]:
    state = NapoleonState.deal(RULES, 3, random.Random(seed), dealer=seed % 3)
    start = state.copy()
    bots = [make_bot("napoleon", "normal", s) for s in range(3)]
    actions = []
    while state.current_seat is not None:
        seat = state.current_seat
        action = bots[seat].choose(state.view_for(seat))
        actions.append(action)
        state.apply(action)
    return start, actions


def test_deal_data_rebuilds_the_same_deal() -> None:
    start, actions = _bot_deal(3)
    data = deal_data(start)
    assert set(data) == {"dealer", "opening_seat", "piles", "middle", "draw"}
    again = from_deal_data(RULES, 3, json.loads(json.dumps(data)))
    assert isinstance(again, FourPileState)
    assert again.piles == start.piles and again.draw == start.draw
    for a in actions:
        again.apply(a)
    assert again.result is not None
    with pytest.raises(ValueError, match=r"deal\.middle"):
        from_deal_data(RULES, 3, {**data, "middle": "XX"})


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5, 6])
def test_a_record_of_the_variant_replays_and_reads_back(seed: int) -> None:
    start, actions = _bot_deal(seed)
    log = log_of(start, actions, "four_pile_3p")
    again = DealLog.from_json(json.loads(json.dumps(log.to_json())))
    end = again.final_state()
    record = json.loads(json.dumps(to_record(log, ["A", "B", "C"], "test")))
    assert record["bidding"][0][1] == {"kind": "choose_pile", "pile": 0}
    assert len(record["piles"]) == 4 and len(record["draw"]) == 4
    report = replay_node(Node(record))
    assert report.ok, report.errors
    back = log_from_record(Node(record))
    assert back.final_state().result == end.result


def test_a_record_whose_hands_are_not_the_chosen_piles_is_refused() -> None:
    start, actions = _bot_deal(2)
    record = to_record(log_of(start, actions, "four_pile_3p"), ["A", "B", "C"], "test")
    record["piles"][0], record["piles"][3] = record["piles"][3], record["piles"][0]
    report = replay_node(Node(json.loads(json.dumps(record))))
    assert not report.ok
    assert "N-VAR-3" in str(report.errors[0])


def test_a_record_set_up_at_the_contract_replays() -> None:
    state = NapoleonState.from_contract(
        RULES,
        [cards(SPADES), cards(HEARTS_AND_DQ), cards(CLUBS_AND_DK)],
        [JOKER, *cards("D2 D3 D4 D5")],
        declarer=0,
        count=13,
        trump="S",
    )
    assert isinstance(state, FourPileState) and state.phase == "adjutant_call"
    assert state.out_of_play() == mask_of(cards("CJ HQ D6 D7 D8 D9 D10 DJ DA"))
    start = state.copy()
    actions = [CallAdjutant(parse_card("CJ"))] + [Discard(c) for c in cards("D2 D3 D4 D5")]
    actions.append(Discard(JOKER))
    for a in actions:
        state.apply(a)
    while state.current_seat is not None:
        a = state.legal_actions()[0]
        actions.append(a)
        state.apply(a)
    record = json.loads(
        json.dumps(to_record(log_of(start, actions, "four_pile_3p"), ["A", "B", "C"], "t"))
    )
    assert "bidding" not in record
    report = replay_node(Node(record))
    assert report.ok, report.errors
    assert state.result is not None and state.result.scores == (-240, 120, 120)


# --- properties over random deals ---------------------------------------------------------------


def _where(state: FourPileState) -> list[int]:
    """Every place a card can be, as masks (each card must be in exactly one)."""
    places = list(state.hands)
    if state.phase == "pile_choice":
        places += [mask_of(p) for i, p in enumerate(state.piles) if state.pile_owners[i] < 0]
        places.append(BIT[state.middle_cards[0]])
        return places
    taken = state.phase not in ("misdeal_offer", "auction", "responsibility_stand", "adjutant_call")
    if not taken or state.declarer < 0:
        places.append(mask_of(state.kitty))
    places.append(mask_of(state.discards))
    places.append(mask_of(state.trick))
    places.append(mask_of(c for t in state.completed for _, c in t.plays))
    places.append(state.out_of_play())
    return places


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**9), st.integers(0, 2), st.booleans())
def test_random_deals_conserve_cards_and_score_as_the_variant_says(
    seed: int, dealer: int, bots: bool
) -> None:
    spec = get_game("napoleon")
    state = spec.new_deal(RULES, 3, random.Random(seed), DealSetup(dealer, (dealer + 1) % 3))
    assert isinstance(state, FourPileState)
    rng = random.Random(seed + 1)
    players = [make_bot("napoleon", "normal" if bots else "random", s) for s in range(3)]
    while True:
        places = _where(state)
        assert sum(p.bit_count() for p in places) == 53
        union = 0
        for p in places:
            assert not union & p
            union |= p
        assert union == FULL_DECK
        if state.current_seat is None:
            break
        legal = state.legal_actions()
        assert legal  # a legal move exists until the deal is over
        seat = state.current_seat
        view = state.view_for(seat)
        action = players[seat].choose(view) if rng.random() < 0.5 else rng.choice(legal)
        state.apply(action)
    result = state.result
    assert result is not None and sum(result.scores) == 0
    if not result.counts:
        return
    d = result.detail
    side, coalition = d["side_totals"]["declarer_side"], d["side_totals"]["coalition"]
    in_play = 20 - (state.out_of_play() & POINT_MASK).bit_count()
    assert d["point_cards_in_play"] == in_play == side + coalition
    count = d["contract"]["count"]
    all_take = coalition == 0 and count < 20
    assert d["all_take"] is all_take
    assert (result.outcome == "declarer_side_wins") is (side >= count and not all_take)
    if all_take:
        assert -sum(s for s in result.scores if s < 0) == 240  # N-SCORE-4
