"""One Napoleon deal from the deal to the score: misdeal (§4 N-MIS), adjutant call (§6 N-ADJ),
kitty exchange (§7 N-KIT), leading (N-PLAY-1), the adjutant's reveal (N-INFO-3) and the end
of the deal (§10 N-END: all-take N-END-3, early stop N-END-6)."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from engine.actions import (
    Action,
    Bid,
    CallAdjutant,
    DeclareMisdeal,
    Discard,
    KeepHand,
    Pass,
    PlayCard,
)
from engine.cards import IS_POINT, JOKER, MIGHTY, deal_cards, napoleon_deck, parse_card
from engine.errors import IllegalActionError
from engine.events import (
    AdjutantCalled,
    AdjutantRevealed,
    CardPlayed,
    DealEnded,
    Discarded,
    Event,
    KittyTaken,
    MisdealDeclared,
    TrickWon,
)
from engine.games.napoleon.params import BOOK, FUKASHI, IGOSHOKAI, NapoleonRules
from engine.games.napoleon.state import NapoleonState

RECORDS = Path(__file__).resolve().parents[1] / "data" / "records"
#: N-MIS-1: a bust hand holds only 3, 5, 6, 7, 8 and 9s
BUST_CARDS = [f"{suit}{rank}" for suit in "SH" for rank in "356789"]


# --- helpers ---------------------------------------------------------------------------
def cards(codes: str) -> list[int]:
    return [parse_card(c) for c in codes.split()]


def layout(
    rules: NapoleonRules, players: int, where: dict[str, object] | None = None
) -> tuple[list[list[int]], list[int]]:
    """A deal with the cards of ``where`` placed (seat number or ``"kitty"``); the rest is
    spread round-robin (every such hand holds high and low cards: no misdeal hands)."""
    hand_size, kitty_size = rules.deal_sizes[players]
    hands: list[list[int]] = [[] for _ in range(players)]
    kitty: list[int] = []
    for code, spot in (where or {}).items():
        if spot == "kitty":
            kitty.append(parse_card(code))
        else:
            assert isinstance(spot, int)
            hands[spot].append(parse_card(code))
    placed = {c for h in hands for c in h} | set(kitty)
    rest = [c for c in napoleon_deck() if c not in placed]
    while len(kitty) < kitty_size:
        kitty.append(rest.pop(len(rest) // 2))
    seat = 0
    for card in rest:
        while len(hands[seat]) >= hand_size:
            seat = (seat + 1) % players
        hands[seat].append(card)
        seat = (seat + 1) % players
    return hands, kitty


def place(seat_or_kitty: object, codes: str) -> dict[str, object]:
    return {c: seat_or_kitty for c in codes.split()}


def legal(state: NapoleonState) -> list[Action]:
    return list(state.legal_actions())


def illegal_rule(state: NapoleonState, action: Action) -> str:
    with pytest.raises(IllegalActionError) as info:
        state.apply(action)
    return info.value.rule_id


def first_legal(state: NapoleonState) -> Action:
    return state.legal_actions()[0]


def play_out(
    state: NapoleonState, choose: Callable[[NapoleonState], Action] = first_legal
) -> list[Event]:
    events: list[Event] = []
    guard = 0
    while state.current_seat is not None:
        events += state.apply(choose(state))
        guard += 1
        assert guard < 500
    return events


def load_game(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((RECORDS / name).read_text(encoding="utf-8"))
    return data


def game_state(
    record: dict[str, Any], rules: NapoleonRules = BOOK, count: int | None = None
) -> NapoleonState:
    seats = record["seats"]
    hands = [[parse_card(c) for c in record["hands"][s]] for s in seats]
    kitty = [parse_card(c) for c in record["kitty"]]
    contract = record["contract"]
    return NapoleonState.from_contract(
        rules,
        hands,
        kitty,
        declarer=seats.index(contract["declarer"]),
        count=contract["bid"] if count is None else count,
        trump=contract["trump"],
    )


def run_record(state: NapoleonState, record: dict[str, Any]) -> list[Event]:
    """Apply the record's adjutant call, exchange and plays; returns every event."""
    events: list[Event] = []
    for code in record["contract"]["adjutant_cards"]:
        events += state.apply(CallAdjutant(parse_card(code)))
    for code in record["exchange"]["discard"]:
        events += state.apply(Discard(parse_card(code)))
    for trick in record["tricks"]:
        for _, played in trick["plays"]:
            events += state.apply(PlayCard(parse_card(played[0])))
    return events


def bust_hand_state(rules: NapoleonRules, opening_seat: int = 0) -> NapoleonState:
    """Seat 1 holds only 3, 5, 6, 7, 8 and 9s (4 players in book, 5 in the other presets)."""
    players = 4 if rules is BOOK else 5
    bust = BUST_CARDS[: rules.hand_size(players)]
    hands, kitty = layout(rules, players, place(1, " ".join(bust)))
    return NapoleonState(
        rules, hands, kitty, dealer=(opening_seat - 1) % players, opening_seat=opening_seat
    )


# --- §4 misdeal ----------------------------------------------------------------------------
def test_book_bust_hand_is_offered_a_misdeal_and_declaring_it_redeals() -> None:
    state = bust_hand_state(BOOK, opening_seat=0)
    assert state.phase == "misdeal_offer"
    assert state.current_seat == 1
    assert legal(state) == [DeclareMisdeal(), KeepHand()]
    # nobody bids before the bust hand is declared or kept
    assert illegal_rule(state, Bid(14, "S")) == "N-MIS-3"
    assert illegal_rule(state, Pass()) == "N-MIS-3"
    events = state.apply(DeclareMisdeal())
    declared = [e for e in events if isinstance(e, MisdealDeclared)]
    assert len(declared) == 1
    assert declared[0].seat == 1
    assert declared[0].rule_id == "N-MIS-1"
    assert declared[0].shown is None  # the book does not show the hand
    assert any(isinstance(e, DealEnded) for e in events)
    assert state.phase == "over"
    assert state.result is not None
    assert state.result.outcome == "redeal"
    assert state.result.scores == (0, 0, 0, 0)
    assert not state.result.counts


def test_keeping_a_bust_hand_starts_the_auction_at_the_opening_seat() -> None:
    state = bust_hand_state(BOOK, opening_seat=3)
    assert state.phase == "misdeal_offer"
    assert state.current_seat == 1
    assert state.apply(KeepHand()) == []
    assert state.phase == "auction"
    assert state.current_seat == 3


def test_two_bust_hands_are_asked_in_bidding_order() -> None:
    low = [f"{suit}{rank}" for suit in "SHDC" for rank in "356789"]
    where = place(1, " ".join(low[:12])) | place(3, " ".join(low[12:]))
    hands, kitty = layout(BOOK, 4, where)
    state = NapoleonState(BOOK, hands, kitty, dealer=1, opening_seat=2)
    assert state.phase == "misdeal_offer"
    assert state.current_seat == 3  # seat 3 bids before seat 1
    state.apply(KeepHand())
    assert state.phase == "misdeal_offer"
    assert state.current_seat == 1
    events = state.apply(DeclareMisdeal())
    assert [e.seat for e in events if isinstance(e, MisdealDeclared)] == [1]
    assert state.result is not None and state.result.outcome == "redeal"


@pytest.mark.parametrize("extra", ["S2", "S4", "S10", "JK"])
def test_a_hand_with_a_2_4_point_card_or_joker_is_no_bust_hand(extra: str) -> None:
    hand = "S3 S5 S6 S7 S8 S9 H3 H5 H6 H7 H8 " + extra
    hands, kitty = layout(BOOK, 4, place(1, hand))
    state = NapoleonState(BOOK, hands, kitty, dealer=3, opening_seat=0)
    assert state.phase == "auction"
    assert state.current_seat == 0


def test_fukashi_inherits_the_bust_hand_misdeal() -> None:
    state = bust_hand_state(FUKASHI)
    assert state.phase == "misdeal_offer"
    assert state.current_seat == 1
    state.apply(DeclareMisdeal())
    assert state.result is not None and not state.result.counts


def test_igoshokai_no_point_card_hand_is_shown_when_the_deal_is_annulled() -> None:
    hand = "S2 S4 S5 S6 S7 H2 H3 D4 C8 JK"  # 2s, 4s and the joker, but no point card
    hands, kitty = layout(IGOSHOKAI, 5, place(2, hand))
    state = NapoleonState(IGOSHOKAI, hands, kitty, dealer=4, opening_seat=0)
    assert state.phase == "misdeal_offer"
    assert state.current_seat == 2
    events = state.apply(DeclareMisdeal())
    declared = [e for e in events if isinstance(e, MisdealDeclared)]
    assert len(declared) == 1
    assert declared[0].rule_id == "N-MIS-2"
    assert declared[0].shown is not None
    assert sorted(declared[0].shown) == sorted(cards(hand))
    assert declared[0].for_seat(0) == declared[0]  # shown to everybody
    assert state.result is not None
    assert not state.result.counts
    assert state.result.scores == (0,) * 5


def test_book_hand_without_point_cards_but_with_a_two_is_not_a_misdeal() -> None:
    hands, kitty = layout(BOOK, 4, place(2, "S2 S4 S5 S6 S7 H2 H3 D4 C8 C9 D9 H9"))
    state = NapoleonState(BOOK, hands, kitty, dealer=0, opening_seat=1)
    assert state.phase == "auction"


# --- §6 adjutant call ----------------------------------------------------------------------
def contract_state(
    rules: NapoleonRules = BOOK,
    players: int = 4,
    where: dict[str, object] | None = None,
    declarer: int = 0,
    count: int = 14,
    trump: str = "S",
) -> NapoleonState:
    hands, kitty = layout(rules, players, where)
    return NapoleonState.from_contract(
        rules, hands, kitty, declarer=declarer, count=count, trump=trump
    )


def test_adjutant_call_follows_the_contract_and_any_card_may_be_named() -> None:
    state = contract_state(where=place(0, "SA") | place("kitty", "HA"))
    assert state.phase == "adjutant_call"
    assert state.current_seat == 0
    named = {a.card for a in legal(state)}  # type: ignore[attr-defined]
    assert named == set(napoleon_deck())  # all 53, own cards and the joker included
    assert illegal_rule(state, Pass()) == "N-ADJ-1"


def test_named_card_in_kitty_means_the_napoleon_plays_only() -> None:
    state = contract_state(where=place("kitty", "SA"), declarer=1)
    events = state.apply(CallAdjutant(MIGHTY))
    assert AdjutantCalled(1, MIGHTY) in events
    assert MIGHTY in state.hand(1)  # it came with the kitty
    play_out(state)
    result = state.result
    assert result is not None
    assert result.detail["only"] is True
    assert result.detail["adjutants"] == []
    assert result.detail["adjutant_cards"] == ["SA"]
    scores = result.scores
    # the Napoleon alone takes or pays the whole amount; the three others share it
    assert scores[1] == -3 * scores[0] == -3 * scores[2] == -3 * scores[3]
    assert sum(scores) == 0


def test_naming_an_own_card_is_an_intentional_only() -> None:
    state = contract_state(where=place(0, "SA HA"))
    state.apply(CallAdjutant(parse_card("HA")))
    events = play_out(state)
    result = state.result
    assert result is not None
    assert result.detail["only"] is True
    assert result.detail["adjutants"] == []
    revealed = [e for e in events if isinstance(e, AdjutantRevealed)]
    assert len(revealed) == 1
    assert (revealed[0].seat, revealed[0].card, revealed[0].only) == (0, parse_card("HA"), True)


def test_own_card_cannot_be_named_when_the_rules_forbid_it() -> None:
    rules = BOOK.model_copy(update={"allow_own_adjutant_card": False})
    state = contract_state(rules=rules, where=place(0, "SA"))
    assert CallAdjutant(MIGHTY) not in legal(state)
    assert illegal_rule(state, CallAdjutant(MIGHTY)) == "N-ADJ-2"
    state.apply(CallAdjutant(parse_card("HA")))  # not his own: fine


def test_the_holder_of_the_named_card_is_the_adjutant() -> None:
    state = contract_state(where=place(2, "SA"))
    state.apply(CallAdjutant(MIGHTY))
    play_out(state)
    result = state.result
    assert result is not None
    assert result.detail["adjutants"] == [2]
    assert result.detail["only"] is False
    s = result.scores
    assert s[1] == s[3] and sum(s) == 0
    assert (s[0] > 0) == (s[2] > 0) != (s[1] > 0)


def test_six_players_name_two_different_cards() -> None:
    state = contract_state(players=6, where=place(2, "SA") | place(4, "HJ"), count=14)
    events = state.apply(CallAdjutant(MIGHTY))
    assert not any(isinstance(e, KittyTaken) for e in events)
    assert state.phase == "adjutant_call"
    assert state.current_seat == 0
    assert CallAdjutant(MIGHTY) not in legal(state)
    assert illegal_rule(state, CallAdjutant(MIGHTY)) == "N-ADJ-1"
    events = state.apply(CallAdjutant(parse_card("HJ")))
    assert any(isinstance(e, KittyTaken) for e in events)
    assert state.phase == "discard"
    play_out(state)
    result = state.result
    assert result is not None
    assert result.detail["adjutants"] == [2, 4]
    assert result.detail["adjutant_cards"] == ["SA", "HJ"]
    s = result.scores
    assert sum(s) == 0
    assert s[2] == s[4]
    assert s[1] == s[3] == s[5]
    # N-SCORE-7: 2:1:1 on a win, 3:1:1 on a loss
    assert s[0] == (2 if result.outcome == "declarer_side_wins" else 3) * s[2]


def test_six_players_both_named_cards_with_one_player_make_one_adjutant() -> None:
    state = contract_state(players=6, where=place(3, "SA HJ"))
    state.apply(CallAdjutant(MIGHTY))
    state.apply(CallAdjutant(parse_card("HJ")))
    play_out(state)
    assert state.result is not None
    assert state.result.detail["adjutants"] == [3]


def test_igoshokai_only_scores_four_against_one_each() -> None:
    state = contract_state(IGOSHOKAI, 5, place(0, "SA HA"), count=12, trump="S")
    state.apply(CallAdjutant(parse_card("HA")))  # intentional only
    play_out(state)
    result = state.result
    assert result is not None
    assert result.detail["only"] is True
    sign = 1 if result.outcome == "declarer_side_wins" else -1
    assert result.scores == (4 * sign, -sign, -sign, -sign, -sign)  # N-SCORE-13


def test_igoshokai_with_adjutant_scores_two_one_and_minus_one() -> None:
    state = contract_state(IGOSHOKAI, 5, place(3, "SA"), count=12, trump="S")
    state.apply(CallAdjutant(MIGHTY))
    play_out(state)
    result = state.result
    assert result is not None
    assert result.detail["adjutants"] == [3]
    sign = 1 if result.outcome == "declarer_side_wins" else -1
    assert result.scores == (2 * sign, -sign, -sign, sign, -sign)


# --- §7 kitty exchange ---------------------------------------------------------------------
def test_declarer_takes_the_kitty_and_discards_as_many_cards() -> None:
    state = contract_state(where=place(2, "SA"), declarer=1)
    before = set(state.hand(1))
    kitty = list(state.kitty)
    events = state.apply(CallAdjutant(MIGHTY))
    taken = [e for e in events if isinstance(e, KittyTaken)]
    assert len(taken) == 1
    assert taken[0].seat == 1
    assert sorted(taken[0].cards or ()) == sorted(kitty)
    assert state.phase == "discard"
    assert state.current_seat == 1
    assert set(state.hand(1)) == before | set(kitty)
    assert len(state.hand(1)) == 17
    # book: any card of the whole hand may be discarded
    assert {a.card for a in legal(state)} == before | set(kitty)  # type: ignore[attr-defined]
    assert illegal_rule(state, Discard(MIGHTY)) == "N-FOUL-1"  # not his card
    assert illegal_rule(state, PlayCard(state.hand(1)[0])) == "N-KIT-2"
    for card in sorted(before)[:4]:
        state.apply(Discard(card))
        assert state.phase == "discard"
    state.apply(Discard(kitty[0]))
    assert state.phase == "play"
    assert len(state.hand(1)) == 12
    assert all(len(state.hand(s)) == 12 for s in range(4))


def test_book_point_discards_are_face_up_and_count_for_the_coalition() -> None:
    state = contract_state(where=place(0, "SK HQ S3 H3") | place("kitty", "D10 D2"))
    state.apply(CallAdjutant(MIGHTY))
    faces = {}
    for code in ("SK", "HQ", "D10", "S3", "H3"):
        events = state.apply(Discard(parse_card(code)))
        discarded = [e for e in events if isinstance(e, Discarded)]
        assert len(discarded) == 1 and discarded[0].seat == 0
        faces[code] = discarded[0].face_up
    assert faces == {"SK": True, "HQ": True, "D10": True, "S3": False, "H3": False}
    assert state.phase == "play"
    assert state.side_totals() == (0, 3)
    play_out(state)
    result = state.result
    assert result is not None
    assert result.detail["discarded_points"] == 3
    sides = result.detail["side_totals"]
    assert sides["declarer_side"] + sides["coalition"] == 20
    won_by_coalition = sum(result.detail["point_cards"]) - sides["declarer_side"]
    assert sides["coalition"] == won_by_coalition + 3


def test_igoshokai_trump_suit_discards_are_face_up() -> None:
    state = contract_state(
        IGOSHOKAI, 5, place(0, "H3 C3 D10 S4") | place("kitty", "H5"), count=12, trump="H"
    )
    state.apply(CallAdjutant(MIGHTY))
    faces = {}
    for code in ("H3", "C3", "D10"):
        events = state.apply(Discard(parse_card(code)))
        faces[code] = next(e for e in events if isinstance(e, Discarded)).face_up
    assert faces == {"H3": True, "C3": False, "D10": True}
    assert state.side_totals() == (0, 1)  # only the point card counts


def test_igoshokai_nt_has_no_trump_suit_to_show() -> None:
    state = contract_state(IGOSHOKAI, 5, place(0, "H3 C3 D10"), count=12, trump="chigaku_nt")
    state.apply(CallAdjutant(MIGHTY))
    faces = {}
    for code in ("H3", "C3", "D10"):
        events = state.apply(Discard(parse_card(code)))
        faces[code] = next(e for e in events if isinstance(e, Discarded)).face_up
    assert faces == {"H3": False, "C3": False, "D10": True}


def test_fukashi_point_cards_may_not_be_discarded() -> None:
    state = contract_state(FUKASHI, 5, place(0, "SK HQ D10 S3"), count=13, trump="S")
    state.apply(CallAdjutant(MIGHTY))
    hand = state.hand(0)
    offered = {a.card for a in legal(state)}  # type: ignore[attr-defined]
    assert offered == {c for c in hand if not IS_POINT[c]}
    assert illegal_rule(state, Discard(parse_card("SK"))) == "N-KIT-3"
    state.apply(Discard(parse_card("S3")))


def test_fukashi_point_discards_allowed_only_when_unavoidable() -> None:
    # 10 point cards in hand + 3 in the kitty minus one low card: 12 point cards of 13
    hand = "SK SQ SJ S10 HA HK HQ HJ H10 S2"
    state = contract_state(
        FUKASHI, 5, place(0, hand) | place("kitty", "DA DK DQ"), count=13, trump="S"
    )
    state.apply(CallAdjutant(MIGHTY))
    assert len(legal(state)) == 13  # one non-point card for three discards: anything goes
    state.apply(Discard(parse_card("S2")))
    events = state.apply(Discard(parse_card("DA")))
    assert [e.face_up for e in events if isinstance(e, Discarded)] == [True]
    state.apply(Discard(parse_card("DK")))
    assert state.phase == "play"
    assert state.side_totals() == (0, 2)


# --- N-PLAY-1: who leads -------------------------------------------------------------------
def test_napoleon_leads_trick_one_and_each_trick_winner_leads_the_next() -> None:
    state = contract_state(where=place(2, "SA"), declarer=3)
    state.apply(CallAdjutant(MIGHTY))
    for card in state.hand(3)[:5]:
        state.apply(Discard(card))
    assert state.phase == "play"
    assert state.current_seat == 3
    leader = 3  # the Napoleon leads trick 1
    tricks = 0
    while state.current_seat is not None:
        events = state.apply(first_legal(state))
        for event in events:
            if isinstance(event, TrickWon):
                tricks += 1
                assert event.trick == tricks
                assert event.plays[0][0] == leader
                assert [s for s, _ in event.plays] == [(leader + i) % 4 for i in range(4)]
                leader = event.winner
                if state.current_seat is not None:
                    assert state.current_seat == event.winner
                    assert state.view_for(0).trick_number == event.trick + 1
    assert tricks == 12


def test_playing_out_of_turn_order_is_impossible() -> None:
    state = contract_state(where=place(2, "SA"), declarer=0)
    state.apply(CallAdjutant(MIGHTY))
    for card in state.hand(0)[:5]:
        state.apply(Discard(card))
    other = state.hand(1)[0]
    rule = illegal_rule(state, PlayCard(other))
    assert rule.startswith("N-")


# --- N-INFO-3: the adjutant is revealed when the named card is played -------------------
def test_adjutant_revealed_event_when_the_named_card_is_played() -> None:
    record = load_game("napoleon_game1.json")
    state = game_state(record)
    events = run_record(state, record)
    revealed = [e for e in events if isinstance(e, AdjutantRevealed)]
    assert revealed == [AdjutantRevealed(2, MIGHTY, False)]
    # it follows the card being played in trick 11
    i = events.index(revealed[0])
    played = events[i - 1]
    assert isinstance(played, CardPlayed)
    assert (played.seat, played.card, played.trick) == (2, MIGHTY, 11)


def test_named_card_discarded_face_up_reveals_an_only_at_the_start_of_play() -> None:
    state = contract_state(where=place("kitty", "HA"))
    state.apply(CallAdjutant(parse_card("HA")))
    events: list[Event] = []
    events += state.apply(Discard(parse_card("HA")))
    for card in [c for c in state.hand(0) if not IS_POINT[c]][:4]:
        events += state.apply(Discard(card))
    assert state.phase == "play"
    assert AdjutantRevealed(0, parse_card("HA"), True) in events


# --- §10 end of the deal -------------------------------------------------------------------
def test_book_game_one_is_made_and_scored_40_20_minus_30() -> None:
    record = load_game("napoleon_game1.json")
    state = game_state(record)
    events = run_record(state, record)
    ended = events[-1]
    assert isinstance(ended, DealEnded)
    # N-END-7: the adjutant and the face-down discards are revealed at the end
    assert ended.revealed["adjutants"] == [2]
    assert ended.revealed["discards"] == record["exchange"]["discard"]
    assert sorted(ended.revealed["kitty"]) == sorted(record["kitty"])
    result = state.result
    assert result is not None
    assert result.outcome == "declarer_side_wins"
    assert result.detail["point_cards"] == [9, 2, 6, 1]
    assert result.detail["side_totals"] == {"declarer_side": 15, "coalition": 5}
    assert result.scores == (40, -30, 20, -30)
    assert result.detail["tricks_played"] == 12


def test_book_all_take_loses_game_two() -> None:
    record = load_game("napoleon_game2.json")
    state = game_state(record)
    run_record(state, record)
    result = state.result
    assert result is not None
    assert result.detail["side_totals"] == {"declarer_side": 20, "coalition": 0}
    assert result.detail["all_take"] is True
    assert result.outcome == "coalition_wins"
    assert result.scores == (-120, 120, 120, -120)  # N-SCORE-4/5: 240 split 1:1


def test_all_twenty_with_a_contract_of_twenty_wins() -> None:
    record = load_game("napoleon_game2.json")
    state = game_state(record, count=20)
    run_record(state, record)
    result = state.result
    assert result is not None
    assert result.detail["all_take"] is False
    assert result.outcome == "declarer_side_wins"
    assert result.scores == (640, -480, -480, 320)  # x16 = 960, split 2:1


def test_without_all_take_taking_everything_makes_the_contract() -> None:
    record = load_game("napoleon_game2.json")
    rules = BOOK.model_copy(update={"all_take": False})
    state = game_state(record, rules=rules)
    run_record(state, record)
    result = state.result
    assert result is not None
    assert result.outcome == "declarer_side_wins"
    assert result.scores == (80, -60, -60, 40)  # spades 16: x2


def loss_multiplier(count: int, taken: int) -> int:
    even = count - count % 2
    if 4 * taken >= 3 * even:
        return 1
    if 2 * taken >= even:
        return 2
    if 4 * taken >= even:
        return 4
    return 16


def score_is_fixed(rules: NapoleonRules, count: int, side: int, coalition: int) -> bool:
    """N-END-5 + N-SCORE-9 for presets without all-take."""
    remaining = 20 - side - coalition
    if side >= count:
        return True
    if side + remaining >= count:
        return False
    if rules.scoring == "igoshokai":
        return True
    return loss_multiplier(count, side) == loss_multiplier(count, side + remaining)


def play_tracking(state: NapoleonState) -> tuple[list[tuple[int, int]], list[Event]]:
    """Play the first legal card everywhere; the side totals after each trick."""
    state.apply(CallAdjutant(MIGHTY))
    while state.phase == "discard":
        state.apply(first_legal(state))
    totals: list[tuple[int, int]] = []
    events: list[Event] = []
    while state.current_seat is not None:
        new = state.apply(first_legal(state))
        events += new
        if any(isinstance(e, TrickWon) for e in new):
            totals.append(state.side_totals())
    return totals, events


@pytest.mark.parametrize("rules", [FUKASHI, IGOSHOKAI], ids=lambda r: r.name)
def test_early_stop_ends_the_deal_as_soon_as_the_score_is_fixed(rules: NapoleonRules) -> None:
    early = 0
    for seed in range(12):
        hands, kitty = deal_cards(napoleon_deck(), 5, 10, random.Random(seed))
        state = NapoleonState.from_contract(rules, hands, kitty, declarer=0, count=13, trump="S")
        totals, events = play_tracking(state)
        result = state.result
        assert result is not None
        played = len(totals)
        assert result.detail["tricks_played"] == played
        fixed_at = next(
            (i + 1 for i, (p, c) in enumerate(totals) if score_is_fixed(rules, 13, p, c)), 10
        )
        assert played == min(fixed_at, 10), (seed, totals)
        assert result.detail["early_stop"] is (played < 10)
        side = totals[-1][0]
        assert result.outcome == ("declarer_side_wins" if side >= 13 else "coalition_wins")
        if played < 10:
            early += 1
            ended = events[-1]
            assert isinstance(ended, DealEnded)
            # N-END-7: the cards still in the hands are revealed
            assert sum(len(h) for h in ended.revealed["hands"]) == 5 * (10 - played)
    assert early >= 2, "no deal stopped early: the test would prove nothing"


def test_book_plays_every_trick_even_when_decided_early() -> None:
    decided_early = 0
    for seed in range(6):
        hands, kitty = deal_cards(napoleon_deck(), 5, 10, random.Random(seed))
        state = NapoleonState.from_contract(BOOK, hands, kitty, declarer=0, count=13, trump="S")
        totals, _ = play_tracking(state)
        assert state.result is not None
        assert len(totals) == 10
        assert state.result.detail["tricks_played"] == 10
        assert state.result.detail["early_stop"] is False
        p, c = totals[6]
        if p >= 13 or p + (20 - p - c) < 13:
            decided_early += 1
    assert decided_early >= 1


def test_deal_over_refuses_every_action() -> None:
    record = load_game("napoleon_game1.json")
    state = game_state(record)
    run_record(state, record)
    assert state.current_seat is None
    assert legal(state) == []
    assert illegal_rule(state, PlayCard(JOKER)) == "N-END-2"
    assert state.view_for(0).result == state.result
