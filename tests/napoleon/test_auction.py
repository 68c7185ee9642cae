"""Napoleon bidding: napoleon.md §5 (N-BID-5..16), the reverse all-take contract (N-BID-16,
N-KIT-5, N-END-4, N-SCORE-8) and the bidding vector N-TV-BID-1 (§17.9)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from engine.actions import Action, Bid, CallAdjutant, Close, Discard, Pass, ReverseBid
from engine.cards import IS_POINT, MIGHTY, napoleon_deck, parse_card
from engine.errors import IllegalActionError
from engine.events import BidMade, ContractSettled, DealEnded, Event, KittyRevealed
from engine.games.napoleon.params import BOOK, FUKASHI, IGOSHOKAI, NapoleonRules
from engine.games.napoleon.state import NapoleonState

BOOK_REVERSE = BOOK.model_copy(update={"reverse_all_take": True})
BOOK_KINDS_LOW_TO_HIGH = ["C", "D", "H", "S", "chigaku_nt", "nt", "igo_nt", "red", "black"]


# --- helpers ---------------------------------------------------------------------------
def layout(
    rules: NapoleonRules, players: int, where: dict[str, object] | None = None
) -> tuple[list[list[int]], list[int]]:
    """A deal with the cards of ``where`` placed (seat number or ``"kitty"``); the rest is
    spread round-robin so that every hand holds every rank range (no misdeal hands)."""
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


def new_state(
    rules: NapoleonRules,
    players: int,
    where: dict[str, object] | None = None,
    opening_seat: int = 0,
) -> NapoleonState:
    hands, kitty = layout(rules, players, where)
    state = NapoleonState(
        rules, hands, kitty, dealer=(opening_seat - 1) % players, opening_seat=opening_seat
    )
    assert state.phase == "auction", "test deal must not offer a misdeal"
    return state


def legal(state: NapoleonState) -> list[Action]:
    return list(state.legal_actions())


def call(state: NapoleonState, seat: int, action: Action) -> list[Event]:
    assert state.current_seat == seat, f"expected seat {seat} to act, not {state.current_seat}"
    return state.apply(action)


def rule_of(state: NapoleonState, action: Action) -> str:
    before = (state.phase, state.current_seat, len(state.bids))
    with pytest.raises(IllegalActionError) as info:
        state.apply(action)
    # an illegal call leaves the auction unchanged
    assert (state.phase, state.current_seat, len(state.bids)) == before
    return info.value.rule_id


def settled(events: list[Event]) -> ContractSettled:
    found = [e for e in events if isinstance(e, ContractSettled)]
    assert len(found) == 1, events
    return found[0]


def mighty_holder(state: NapoleonState) -> int:
    return next(s for s in range(state.players) if MIGHTY in state.hand(s))


# --- the ladder (N-BID-6, N-BID-7) -----------------------------------------------------
def test_book_four_players_ladder_is_63_bids_from_c14_to_black20() -> None:
    state = new_state(BOOK, 4)
    actions = legal(state)
    assert actions[0] == Pass()
    bids = actions[1:]
    assert len(bids) == 63
    assert bids[:10] == [Bid(14, k) for k in BOOK_KINDS_LOW_TO_HIGH] + [Bid(15, "C")]
    assert bids[-1] == Bid(20, "black")
    assert all(isinstance(b, Bid) and 14 <= b.count <= 20 for b in bids)


@pytest.mark.parametrize(("players", "minimum"), [(3, 16), (4, 14), (5, 12), (6, 14)])
def test_book_minimum_count_depends_on_player_count(players: int, minimum: int) -> None:
    state = new_state(BOOK, players)
    bids = [a for a in legal(state) if isinstance(a, Bid)]
    assert min(b.count for b in bids) == minimum
    assert Bid(minimum - 1, "black") not in legal(state)
    assert rule_of(state, Bid(minimum - 1, "S")) == "N-BID-6"


def test_bids_above_twenty_and_unknown_trumps_are_refused() -> None:
    state = new_state(BOOK, 4)
    assert rule_of(state, Bid(21, "C")) == "N-BID-6"
    assert rule_of(state, Bid(13, "black")) == "N-BID-6"
    assert rule_of(state, Bid(15, "hearts")) == "N-BID-6"


def test_igoshokai_ladder_has_45_bids_with_nt_above_spades() -> None:
    state = new_state(IGOSHOKAI, 5)
    bids = legal(state)[1:]
    assert len(bids) == 45
    assert bids[:6] == [
        Bid(12, "C"),
        Bid(12, "D"),
        Bid(12, "H"),
        Bid(12, "S"),
        Bid(12, "chigaku_nt"),
        Bid(13, "C"),
    ]
    assert bids[-1] == Bid(20, "chigaku_nt")
    # only suits and NT: no colour or other no-trump kinds
    assert rule_of(state, Bid(12, "red")) == "N-BID-6"
    assert rule_of(state, Bid(12, "nt")) == "N-BID-6"


# --- N-BID-10: the book's open auction ---------------------------------------------------
def test_auction_starts_with_the_opening_seat() -> None:
    state = new_state(BOOK, 4, opening_seat=2)
    assert state.current_seat == 2
    call(state, 2, Pass())
    assert state.current_seat == 3
    call(state, 3, Pass())
    assert state.current_seat == 0


def test_a_pass_is_not_final() -> None:
    state = new_state(BOOK, 4)
    call(state, 0, Pass())
    call(state, 1, Bid(14, "C"))
    call(state, 2, Pass())
    call(state, 3, Pass())
    # seat 0 passed before and may still bid now
    assert Bid(14, "D") in legal(state)
    events = call(state, 0, Bid(14, "D"))
    assert events == [BidMade(0, Bid(14, "D"))]
    assert state.view_for(2).standing_bid == (0, Bid(14, "D"))
    assert state.phase == "auction"
    assert state.current_seat == 1


def test_bid_must_be_higher_than_the_standing_bid() -> None:
    state = new_state(BOOK, 4)
    call(state, 0, Bid(14, "H"))
    assert rule_of(state, Bid(14, "C")) == "N-BID-5"  # same count, lower trump
    assert rule_of(state, Bid(14, "H")) == "N-BID-5"  # equal
    actions = legal(state)
    assert actions[:2] == [Pass(), Bid(14, "S")]
    assert Bid(14, "D") not in actions
    # a higher count beats any trump kind
    call(state, 1, Bid(15, "C"))
    assert state.view_for(0).standing_bid == (1, Bid(15, "C"))
    assert rule_of(state, Bid(14, "black")) == "N-BID-5"


def test_own_standing_bid_after_all_others_passed_offers_only_close_or_raise() -> None:
    state = new_state(BOOK, 4)
    call(state, 0, Bid(14, "D"))
    # another player may not close somebody else's bid
    assert rule_of(state, Close()) == "N-BID-10"
    for seat in (1, 2, 3):
        call(state, seat, Pass())
    assert state.current_seat == 0
    actions = legal(state)
    assert actions[0] == Close()
    assert Pass() not in actions
    assert actions[1] == Bid(14, "H")
    assert all(
        isinstance(a, Bid)
        and (a.count, BOOK_KINDS_LOW_TO_HIGH.index(a.trump))
        > (14, BOOK_KINDS_LOW_TO_HIGH.index("D"))
        for a in actions[1:]
    )
    assert rule_of(state, Pass()) == "N-BID-10"
    # raise the own bid to change trump: the turn passes on as usual
    call(state, 0, Bid(14, "S"))
    assert state.current_seat == 1
    assert state.phase == "auction"
    for seat in (1, 2, 3):
        call(state, seat, Pass())
    events = call(state, 0, Close())
    contract = settled(events)
    assert (contract.declarer, contract.count, contract.trump) == (0, 14, "S")
    assert not contract.forced and not contract.reverse
    assert state.phase == "adjutant_call"
    assert state.current_seat == 0


def test_overbid_player_may_bid_again_and_the_last_bidder_wins() -> None:
    state = new_state(BOOK, 4, opening_seat=1)
    call(state, 1, Bid(14, "C"))
    call(state, 2, Bid(15, "S"))
    call(state, 3, Pass())
    call(state, 0, Pass())
    call(state, 1, Bid(16, "C"))  # outbid, bids again
    call(state, 2, Pass())
    call(state, 3, Pass())
    call(state, 0, Pass())
    contract = settled(call(state, 1, Close()))
    assert (contract.declarer, contract.count, contract.trump) == (1, 16, "C")
    contract_seen = state.view_for(3).contract
    assert contract_seen is not None
    assert contract_seen.declarer == 1


def test_maximum_bid_leaves_only_pass_and_close() -> None:
    state = new_state(BOOK, 4)
    call(state, 0, Bid(20, "black"))
    assert legal(state) == [Pass()]
    assert rule_of(state, Bid(20, "red")) == "N-BID-5"
    call(state, 1, Pass())
    call(state, 2, Pass())
    call(state, 3, Pass())
    assert legal(state) == [Close()]
    contract = settled(call(state, 0, Close()))
    assert (contract.count, contract.trump) == (20, "black")


# --- N-BID-13: nobody bids (book) ------------------------------------------------------
def test_nobody_bids_mighty_holder_must_stand_at_minimum_with_any_kind() -> None:
    state = new_state(BOOK, 4, {"SA": 2}, opening_seat=3)
    for seat in (3, 0, 1, 2):
        call(state, seat, Pass())
    assert state.phase == "responsibility_stand"
    assert state.current_seat == 2
    assert legal(state) == [Bid(14, k) for k in BOOK_KINDS_LOW_TO_HIGH]
    assert rule_of(state, Pass()) == "N-BID-13"
    assert rule_of(state, Bid(15, "S")) == "N-BID-13"
    events = call(state, 2, Bid(14, "nt"))
    contract = settled(events)
    assert (contract.declarer, contract.count, contract.trump) == (2, 14, "nt")
    assert contract.forced
    assert state.phase == "adjutant_call"
    view = state.view_for(0)
    assert view.contract is not None and view.contract.forced


def test_responsibility_stand_uses_the_five_player_minimum() -> None:
    state = new_state(BOOK, 5, {"SA": 4})
    for seat in range(5):
        call(state, seat, Pass())
    assert state.current_seat == 4
    assert {a.count for a in legal(state)} == {12}  # type: ignore[attr-defined]


def test_mighty_in_kitty_turns_the_kitty_up_and_a_second_auction_follows() -> None:
    state = new_state(BOOK, 4, {"SA": "kitty"}, opening_seat=1)
    assert mighty_holder_or_none(state) is None
    for seat in (1, 2, 3):
        assert call(state, seat, Pass()) == [BidMade(seat, Pass())]
        assert state.view_for(0).kitty is None
    events = call(state, 0, Pass())
    revealed = [e for e in events if isinstance(e, KittyRevealed)]
    assert len(revealed) == 1
    assert sorted(revealed[0].cards) == sorted(state.kitty)
    assert MIGHTY in revealed[0].cards
    assert state.phase == "auction"
    assert state.current_seat == 1  # same opening seat
    for seat in range(4):
        assert state.view_for(seat).kitty is not None
        assert sorted(state.view_for(seat).kitty or ()) == sorted(state.kitty)
    # somebody bids in the second auction: a normal contract
    call(state, 1, Pass())
    call(state, 2, Bid(14, "S"))
    for seat in (3, 0, 1):
        call(state, seat, Pass())
    contract = settled(call(state, 2, Close()))
    assert (contract.declarer, contract.count, contract.forced) == (2, 14, False)


def test_mighty_in_kitty_and_nobody_bids_twice_is_a_redeal() -> None:
    state = new_state(BOOK, 4, {"SA": "kitty"})
    for seat in range(4):
        call(state, seat, Pass())
    assert state.phase == "auction"
    events: list[Event] = []
    for seat in range(4):
        events = call(state, seat, Pass())
    assert state.phase == "over"
    assert state.current_seat is None
    assert any(isinstance(e, DealEnded) for e in events)
    assert state.result is not None
    assert state.result.outcome == "redeal"
    assert state.result.scores == (0, 0, 0, 0)
    assert not state.result.counts
    assert not any(isinstance(e, ContractSettled) for e in events)


def mighty_holder_or_none(state: NapoleonState) -> int | None:
    try:
        return mighty_holder(state)
    except StopIteration:
        return None


# --- N-BID-16: reverse all-take ---------------------------------------------------------
def test_reverse_auction_follows_when_nobody_bids_and_clubs_rank_highest() -> None:
    state = new_state(BOOK_REVERSE, 4, {"SA": 3})
    for seat in range(4):
        call(state, seat, Pass())
    assert state.phase == "reverse_auction"
    assert state.current_seat == 0
    actions = legal(state)
    assert actions[0] == Pass()
    assert actions[1:] == [
        ReverseBid(k) for k in ["black", "red", "igo_nt", "nt", "chigaku_nt", "S", "H", "D", "C"]
    ]
    # normal bids are closed now
    assert rule_of(state, Bid(20, "black")) == "N-BID-16"
    call(state, 0, ReverseBid("S"))
    assert rule_of(state, ReverseBid("nt")) == "N-BID-5"  # nt is below S in reverse
    assert rule_of(state, ReverseBid("S")) == "N-BID-5"
    call(state, 1, ReverseBid("D"))
    call(state, 2, Pass())
    call(state, 3, Pass())
    call(state, 0, Pass())
    assert legal(state) == [Close(), ReverseBid("C")]
    contract = settled(call(state, 1, Close()))
    assert contract.reverse
    assert (contract.declarer, contract.trump) == (1, "D")
    assert state.phase == "adjutant_call"


def test_nobody_reverse_bids_falls_back_to_the_responsibility_stand() -> None:
    state = new_state(BOOK_REVERSE, 4, {"SA": 2})
    for seat in range(4):
        call(state, seat, Pass())
    assert state.phase == "reverse_auction"
    for seat in range(4):
        call(state, seat, Pass())
    assert state.phase == "responsibility_stand"
    assert state.current_seat == 2
    contract = settled(call(state, 2, Bid(14, "C")))
    assert contract.forced and not contract.reverse


def test_reverse_bid_is_not_offered_while_normal_bids_are_possible() -> None:
    state = new_state(BOOK_REVERSE, 4)
    assert not any(isinstance(a, ReverseBid) for a in legal(state))
    assert rule_of(state, ReverseBid("C")) in ("N-BID-6", "N-BID-10", "N-BID-16")
    call(state, 0, Bid(14, "C"))
    for seat in (1, 2, 3):
        call(state, seat, Pass())
    settled(call(state, 0, Close()))  # a normal contract, no reverse auction


def reverse_contract_state(rules: NapoleonRules = BOOK_REVERSE) -> NapoleonState:
    state = new_state(rules, 4, {"SA": 3})
    for seat in range(4):
        call(state, seat, Pass())
    call(state, 0, ReverseBid("C"))
    for seat in (1, 2, 3):
        call(state, seat, Pass())
    settled(call(state, 0, Close()))
    return state


def test_reverse_contract_may_not_discard_point_cards_while_avoidable() -> None:
    state = reverse_contract_state()
    call(state, 0, CallAdjutant(MIGHTY))
    assert state.phase == "discard"
    hand = state.hand(0)
    points = [c for c in hand if IS_POINT[c]]
    others = [c for c in hand if not IS_POINT[c]]
    assert points and len(others) >= 5
    actions = legal(state)
    assert sorted(a.card for a in actions) == sorted(others)  # type: ignore[attr-defined]
    assert rule_of(state, Discard(points[0])) == "N-KIT-5"
    for card in others[:5]:
        state.apply(Discard(card))
    assert state.phase == "play"


def test_reverse_contract_unavoidable_point_discards_are_allowed() -> None:
    # declarer 0 holds 11 point cards + 1 low card, the kitty 5 point cards: he must discard
    # 5 cards and holds only one non-point card.
    codes = "SK SQ SJ S10 HA HK HQ HJ H10 DA DK S2"
    where: dict[str, object] = {c: 0 for c in codes.split()}
    where.update({c: "kitty" for c in ["DQ", "DJ", "D10", "CA", "CK"]})
    hands, kitty = layout(BOOK_REVERSE, 4, where)
    state = NapoleonState.from_contract(
        BOOK_REVERSE, hands, kitty, declarer=0, count=0, trump="C", reverse=True
    )
    call(state, 0, CallAdjutant(MIGHTY))
    # fewer non-point cards than discards: any card may go
    assert len(legal(state)) == 17
    state.apply(Discard(parse_card("S2")))
    state.apply(Discard(parse_card("SK")))
    assert legal(state)  # still three to go, all point cards
    for code in ("SQ", "SJ", "S10"):
        state.apply(Discard(parse_card(code)))
    assert state.phase == "play"
    # discarded point cards count for the coalition
    assert state.side_totals() == (0, 4)


def play_out(state: NapoleonState, choose: Callable[[NapoleonState], Action]) -> None:
    guard = 0
    while state.current_seat is not None:
        state.apply(choose(state))
        guard += 1
        assert guard < 500


def first_legal(state: NapoleonState) -> Action:
    return legal(state)[0]


def test_reverse_contract_made_when_the_napoleon_side_takes_no_point_card() -> None:
    """Declarer 0 holds only 3s, 4s and 5s under chigaku_nt and names his own card (intentional
    only); he plays his lowest card, the others their highest: he never wins a point card."""
    declarer_cards = [f"{s}{r}" for s in "SHDC" for r in ("3", "4", "5")]
    where: dict[str, object] = {c: 0 for c in declarer_cards}
    where.update({c: "kitty" for c in ("S6", "H6", "D6", "C6", "S7")})
    hands, kitty = layout(BOOK_REVERSE, 4, where)
    state = NapoleonState.from_contract(
        BOOK_REVERSE, hands, kitty, declarer=0, count=0, trump="chigaku_nt", reverse=True
    )
    call(state, 0, CallAdjutant(parse_card("S3")))  # intentional only
    for code in ("S6", "H6", "D6", "C6", "S7"):
        state.apply(Discard(parse_card(code)))

    rank = {c: (c % 13) for c in range(52)}
    rank[52] = 13

    def policy(st: NapoleonState) -> Action:
        actions = legal(st)
        key = lambda a: rank[a.card]  # noqa: E731
        return min(actions, key=key) if st.current_seat == 0 else max(actions, key=key)

    play_out(state, policy)
    result = state.result
    assert result is not None
    assert result.detail["side_totals"]["declarer_side"] == 0
    assert result.detail["contract"]["reverse"] is True
    assert result.detail["only"] is True
    assert result.detail["all_take"] is False
    assert result.outcome == "declarer_side_wins"
    # N-SCORE-8: 60, the Napoleon alone against three
    assert result.scores == (60, -20, -20, -20)


def test_reverse_contract_broken_by_a_single_point_card_scores_60() -> None:
    """Book game 1's deal as a reverse contract: A (lots of point cards) names ♠A (held by C);
    playing the first legal card everywhere, the Napoleon side takes point cards."""
    g1 = {
        0: "S10 HA HK HQ H4 DA DJ D3 D2 CA CQ C4",
        1: "S6 HJ H6 H5 DK DQ D6 CK CJ C10 C6 C2",
        2: "SA SK S8 S7 S5 H9 H8 H2 D9 D5 C9 JK",
        3: "SQ SJ S9 S3 S2 H10 H3 D7 D4 C7 C5 C3",
    }
    hands = [[parse_card(c) for c in g1[s].split()] for s in range(4)]
    kitty = [parse_card(c) for c in ["S4", "H7", "D10", "D8", "C8"]]
    state = NapoleonState.from_contract(
        BOOK_REVERSE, hands, kitty, declarer=0, count=0, trump="C", reverse=True
    )
    call(state, 0, CallAdjutant(MIGHTY))
    play_out(state, first_legal)
    result = state.result
    assert result is not None
    assert result.detail["adjutants"] == [2]
    side = result.detail["side_totals"]["declarer_side"]
    assert side >= 1
    assert result.outcome == "coalition_wins"
    assert result.detail["all_take"] is False
    # N-SCORE-8: 60 split 3:1 against the two coalition players
    assert result.scores == (-45, 30, -15, 30)


# --- N-BID-12: fukashi stand-then-raise -------------------------------------------------
def test_fukashi_declaration_round_offers_each_suit_once_at_13() -> None:
    state = new_state(FUKASHI, 5)
    assert legal(state) == [Pass(), Bid(13, "C"), Bid(13, "D"), Bid(13, "H"), Bid(13, "S")]
    call(state, 0, Bid(13, "S"))
    assert legal(state) == [Pass(), Bid(13, "C"), Bid(13, "D"), Bid(13, "H")]
    assert rule_of(state, Bid(13, "S")) == "N-BID-12"  # spades already declared
    assert rule_of(state, Bid(14, "H")) == "N-BID-12"  # declarations are at 13
    assert rule_of(state, Close()) == "N-BID-12"


def test_fukashi_single_declarer_gets_contract_13() -> None:
    state = new_state(FUKASHI, 5, opening_seat=2)
    call(state, 2, Pass())
    call(state, 3, Bid(13, "D"))
    call(state, 4, Pass())
    call(state, 0, Pass())
    events = call(state, 1, Pass())
    contract = settled(events)
    assert (contract.declarer, contract.count, contract.trump) == (3, 13, "D")
    assert state.phase == "adjutant_call"
    assert state.current_seat == 3


def test_fukashi_raise_phase_clubs_first_and_automatic_drop() -> None:
    state = new_state(FUKASHI, 5)
    call(state, 0, Bid(13, "H"))
    call(state, 1, Pass())
    call(state, 2, Bid(13, "C"))
    call(state, 3, Bid(13, "S"))
    call(state, 4, Pass())
    # raise phase: spades (seat 3) holds the highest bid; clubs (seat 2) raises first
    assert state.phase == "auction"
    assert state.current_seat == 2
    assert legal(state) == [Pass()] + [Bid(c, "C") for c in range(14, 21)]
    assert rule_of(state, Bid(14, "H")) == "N-BID-12"  # own suit only
    assert rule_of(state, Bid(13, "C")) == "N-BID-12"  # must beat S13
    call(state, 2, Bid(14, "C"))
    # then hearts (seat 0): H14 beats C14
    assert state.current_seat == 0
    assert legal(state)[:2] == [Pass(), Bid(14, "H")]
    call(state, 0, Pass())  # drops out, for good
    # then spades (seat 3)
    assert state.current_seat == 3
    assert legal(state)[:2] == [Pass(), Bid(14, "S")]
    call(state, 3, Bid(14, "S"))
    # hearts dropped: clubs again, must exceed S14
    assert state.current_seat == 2
    assert legal(state) == [Pass()] + [Bid(c, "C") for c in range(15, 21)]
    call(state, 2, Bid(20, "C"))
    assert state.current_seat == 3
    assert legal(state) == [Pass(), Bid(20, "S")]
    events = call(state, 3, Bid(20, "S"))
    # clubs cannot beat S20 at any count: dropped automatically; spades is left alone
    assert BidMade(2, Pass()) in events
    contract = settled(events)
    assert (contract.declarer, contract.count, contract.trump) == (3, 20, "S")
    assert all(seat != 0 for seat, _ in state.bids[state.bids.index((0, Pass())) + 1 :])


def test_fukashi_last_declarer_left_wins_with_his_standing_bid() -> None:
    state = new_state(FUKASHI, 5)
    call(state, 0, Bid(13, "D"))
    call(state, 1, Bid(13, "C"))
    call(state, 2, Pass())
    call(state, 3, Pass())
    call(state, 4, Pass())
    assert state.current_seat == 1  # clubs raises first; D13 is the highest
    call(state, 1, Bid(15, "C"))
    assert state.current_seat == 0
    contract = settled(call(state, 0, Pass()))
    assert (contract.declarer, contract.count, contract.trump) == (1, 15, "C")


def test_fukashi_nobody_declares_mighty_holder_stands_at_13() -> None:
    state = new_state(FUKASHI, 5, {"SA": 1})
    for seat in range(5):
        call(state, seat, Pass())
    assert state.phase == "responsibility_stand"
    assert state.current_seat == 1
    assert legal(state) == [Bid(13, k) for k in "CDHS"]
    contract = settled(call(state, 1, Bid(13, "H")))
    assert contract.forced and contract.count == 13


# --- N-BID-11 / N-BID-15: igoshokai -------------------------------------------------------
def test_igoshokai_bidding_vector_n_tv_bid_1() -> None:
    a, b, c, d, e = range(5)
    state = new_state(IGOSHOKAI, 5, opening_seat=b)
    nt = "chigaku_nt"
    calls: list[tuple[int, Action]] = [
        (b, Pass()),
        (c, Pass()),
        (d, Bid(12, "C")),
        (e, Bid(12, nt)),
        (a, Pass()),
        (b, Bid(13, "D")),
        (c, Pass()),
        (d, Bid(13, "H")),
        (e, Bid(13, nt)),
        (a, Pass()),
        (b, Pass()),
        (c, Bid(14, "C")),
        (d, Pass()),
        (e, Bid(14, nt)),
        (a, Pass()),
        (b, Pass()),
        (c, Pass()),
        (d, Bid(15, "C")),
        (e, Pass()),
        (a, Pass()),
        (b, Pass()),
        (c, Pass()),
    ]
    for seat, action in calls:
        call(state, seat, action)
    # d's own bid is standing after four passes: close or raise only
    assert state.current_seat == d
    assert legal(state)[:2] == [Close(), Bid(15, "D")]
    assert Pass() not in legal(state)
    more: list[tuple[int, Action]] = [
        (d, Bid(15, "H")),
        (e, Pass()),
        (a, Pass()),
        (b, Pass()),
        (c, Pass()),
        (d, Bid(15, "S")),
        (e, Bid(15, nt)),
        (a, Pass()),
        (b, Pass()),
        (c, Pass()),
        (d, Pass()),
    ]
    for seat, action in more:
        call(state, seat, action)
    assert state.current_seat == e
    assert legal(state)[0] == Close()
    contract = settled(call(state, e, Close()))
    assert (contract.declarer, contract.count, contract.trump) == (e, 15, nt)
    assert state.phase == "adjutant_call"
    assert state.current_seat == e
    assert state.describe_contract() == "NT 15"


def test_igoshokai_nobody_bids_annuls_the_deal() -> None:
    state = new_state(IGOSHOKAI, 5, {"SA": 2}, opening_seat=3)
    events: list[Event] = []
    for seat in (3, 4, 0, 1, 2):
        events = call(state, seat, Pass())
    assert state.phase == "over"
    assert state.current_seat is None
    assert any(isinstance(e, DealEnded) for e in events)
    result = state.result
    assert result is not None
    assert result.outcome == "annulled"
    assert result.scores == (0,) * 5
    assert not result.counts
    assert result.detail.get("rule_id") == "N-BID-15"


def test_fukashi_mighty_in_kitty_second_declaration_round_then_redeal() -> None:
    state = new_state(FUKASHI, 5, {"SA": "kitty"}, opening_seat=2)
    events: list[Event] = []
    for seat in (2, 3, 4, 0, 1):
        events = call(state, seat, Pass())
    assert any(isinstance(e, KittyRevealed) for e in events)
    assert state.phase == "auction"
    assert state.current_seat == 2
    # a fresh declaration round at 13 (N-BID-14 inherits N-BID-13 step 3)
    assert legal(state) == [Pass(), Bid(13, "C"), Bid(13, "D"), Bid(13, "H"), Bid(13, "S")]
    for seat in (2, 3, 4, 0, 1):
        events = call(state, seat, Pass())
    assert state.result is not None
    assert state.result.outcome == "redeal"
    assert not state.result.counts


def test_copy_of_an_auction_is_independent() -> None:
    state = new_state(FUKASHI, 5)
    call(state, 0, Bid(13, "H"))
    call(state, 1, Bid(13, "C"))
    twin = state.copy()
    for seat in (2, 3, 4):
        call(twin, seat, Pass())
    call(twin, 1, Bid(16, "C"))
    assert twin.current_seat == 0
    # the original has not moved
    assert state.phase == "auction"
    assert state.current_seat == 2
    assert legal(state) == [Pass(), Bid(13, "D"), Bid(13, "S")]
    assert len(state.bids) == 2
