"""belote.md B-EX-1, the complete constructed deal, played through the state machine: deal,
bidding, completion deal, announcements, tie-break and showing, belote-rebelote, every
trick's winner and points, the refusals a player would meet, and the deal score."""

from __future__ import annotations

import pytest
from belote_support import (
    EX1_COMPLETION,
    EX1_FIRST,
    EX1_TRICKS,
    E,
    N,
    S,
    W,
    advance,
    announce,
    bid,
    cards,
    deal,
    play,
)

from engine.cards import card_code, parse_card
from engine.errors import IllegalActionError
from engine.events import TrickWon
from engine.games.belote.events import (
    BeloteSaid,
    CompletionDealt,
    ContractTaken,
    MeldCall,
    MeldsResolved,
)
from engine.games.belote.state import BeloteState
from engine.text import in_language

FINAL = {
    N: "SA SK SQ D10 D9 C7 H8 H7",
    E: "HK HQ DA DK CA C10 S8 S7",
    S: "HJ HA H10 H9 CK CQ CJ D7",
    W: "SJ S10 S9 DQ DJ D8 C9 C8",
}


def _settled() -> tuple[BeloteState, list]:
    state = deal(EX1_FIRST, "HJ", EX1_COMPLETION, dealer=W)
    assert state.eldest == N and state.current_seat == N
    assert state.view_for(N).candidate == parse_card("HJ")
    events = bid(state, None) + bid(state, None) + bid(state, "H")  # N, E pass; S takes
    return state, events


def test_bidding_and_completion_deal() -> None:
    state, events = _settled()
    taken = next(e for e in events if isinstance(e, ContractTaken))
    assert (taken.taker, taken.bid, taken.round) == (S, "H", 1)
    for seat, hand in FINAL.items():
        assert sorted(state.view_for(seat).hand) == sorted(cards(hand))
    completion = next(e for e in events if isinstance(e, CompletionDealt))
    assert completion.candidate == parse_card("HJ")
    mine = completion.for_seat(N)
    assert isinstance(mine, CompletionDealt)
    assert mine.cards[N] == tuple(cards("SQ D9 H8"))
    assert mine.cards[E] is None and mine.cards[S] is None  # B-INFO-1: packets are private


def test_the_whole_deal() -> None:
    state, _ = _settled()
    log = []
    calls = {N: "tierce", S: "tierce", W: "tierce"}
    belote_words = []
    for k, (plays, winner, points) in enumerate(EX1_TRICKS, start=1):
        for code in plays.split():
            seat = state.current_seat
            assert seat is not None
            if state.phase == "announce":  # B-ANN-1: just before the first card
                log += announce(state, calls[seat])
            assert state.phase == "play"
            say = code == "HQ"  # E says "belote" with the first of HK/HQ
            events = play(state, code, belote=say)
            log += events
            belote_words += [(e.seat, e.word) for e in events if isinstance(e, BeloteSaid)]
        won = [e for e in log if isinstance(e, TrickWon)][-1]
        assert (won.trick, won.winner, won.reason, won.rule_id)[:3] == (k, winner, won.reason)
        assert state.completed[-1].points == points
    assert [(e.seat, e.what, e.also) for e in log if isinstance(e, MeldCall)] == [
        (N, "tierce", False),
        (E, None, False),
        (S, "tierce", True),
        (W, "tierce", True),
    ]
    resolved = next(e for e in log if isinstance(e, MeldsResolved))
    assert resolved.winner == N
    assert [(s, card_code(c)) for s, c in resolved.statements] == [(N, "SA")]
    assert resolved.points == 60  # N's tierce and S's two tierces
    shown = {s: sorted(card_code(c) for c in cs) for s, cs in resolved.shown}
    assert shown == {N: ["SK", "SQ"], S: sorted(["CK", "CQ", "CJ", "HJ", "H10", "H9"])}
    assert belote_words == [(E, "belote"), (E, "rebelote")]
    result = state.result
    assert result is not None and state.is_over
    assert result.outcome == "declarer_side_wins"
    assert result.detail["card_points"] == [103, 49]
    assert result.detail["points"] == [103, 59]  # E-W took the last trick: dix de der
    assert result.scores == (163, 79, 163, 79)


@pytest.mark.parametrize(
    ("count", "seat", "reason", "wrong", "rule", "ja"),
    [
        # trick 1: S void in spades, partner N winning with SA: any card (B-PLAY-6)
        (2, S, "PARTNER_WINS_FREE", "SQ", "B-PLAY-10", "♠Qは手札にありません"),
        # trick 3: S void in diamonds, opponent E winning: S must trump (B-PLAY-7)
        (
            11,
            S,
            "MUST_TRUMP",
            "CK",
            "B-PLAY-7",
            "台札のスートがなく相手が勝っているので、切り札を出さなければなりません",
        ),
        # trick 4: trump led, N cannot beat the J but must still play a trump (B-PLAY-3)
        (
            14,
            N,
            "MUST_TRUMP_LOW",
            "D9",
            "B-PLAY-3",
            "切り札がリードされました。勝てなくても切り札を出さなければなりません",
        ),
        # trick 6: W is void in clubs and holds no trump: any card (B-PLAY-5)
        (21, W, "VOID_FREE", "HA", "B-PLAY-10", "♡Aは手札にありません"),
        # trick 8: E must follow clubs (B-PLAY-4)
        (31, E, "FOLLOW", "S7", "B-PLAY-10", "♠7は手札にありません"),
    ],
)
def test_the_refusals_a_player_meets(count, seat, reason, wrong, rule, ja) -> None:
    state, _ = _settled()
    advance(state, count)
    assert state.current_seat == seat
    view = state.view_for(seat)
    assert view.legal_reason == reason
    before = repr(view)
    with pytest.raises(IllegalActionError) as info:
        play(state, wrong)
    assert info.value.rule_id == rule
    assert rule in str(info.value)
    assert in_language(info.value.reason, "ja") == ja
    assert repr(state.view_for(seat)) == before  # a refusal changes nothing


def test_a_card_of_the_wrong_suit_is_refused_with_the_follow_rule() -> None:
    state, _ = _settled()
    advance(state, 1)  # N led SA; E holds S8 S7 and must follow
    with pytest.raises(IllegalActionError) as info:
        play(state, "DA")
    assert info.value.rule_id == "B-PLAY-4"
    assert str(info.value).startswith("you must follow suit: play a card of spades")
