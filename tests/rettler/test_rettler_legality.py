"""rettler.md §20.3/§20.2/§20.4: who may play what — following in all five regimes of
R-PLAY-10 (ordinary, joker lead, joker call, point request, bomb), bridge cards, leads, and
the book's game-3 atomic bomb answered card by card through the deal state."""

from __future__ import annotations

import random
from dataclasses import replace
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from rettler_support import SUIT_INDEX, cards, codes, context

from engine.actions import CallAdjutant, Discard, PlayCard
from engine.cards import BRIDGE, DECK_STRIDE, NO_SUIT, cards_in
from engine.errors import IllegalActionError
from engine.games.rettler.actions import EndAdjutantCall, Lead
from engine.games.rettler.legality import (
    bomb_suits,
    follow_mask,
    is_legal_follow,
    lead_options,
    legal_follow_sets,
)
from engine.games.rettler.params import BOOK
from engine.games.rettler.rounds import RoundRules
from engine.games.rettler.state import PLAY, RettlerState, codes_of
from engine.match import Match
from engine.registry import get_game

# (ID, trump, led cards, follower's hand, every legal play) — R-TV-L-1..13
FOLLOWS = [
    ("L-1", "D", "C5 C5", "C9 C4 H3 S2", ["C4 C9"]),
    ("L-2", "D", "C5 C5", "C9 H3 S2", ["S2 C9", "H3 C9"]),
    ("L-3", "D", "C5 C5", "H3 S2 BR", ["S2 H3", "S2 BR", "H3 BR"]),
    ("L-4", "D", "C5 C5", "C9 H3 BR", ["H3 C9", "C9 BR"]),
    ("L-5", "D", "C5", "C9 BR", ["C9"]),
    ("L-6", "D", "DA DA", "DQ DJ HJ", ["DJ DQ"]),
    ("L-7", "H", "S3", "JK BR S9", ["JK", "BR"]),
    ("L-8", "H", "S3 S3", "JK BR S9 H5", ["S9 JK", "JK BR"]),
    ("L-9", "H", "S3 S3", "JK BR BR S9 H5", ["S9 JK", "JK BR", "BR BR"]),
    ("L-10", "H", "S3 S3", "JK JK BR S9", ["JK JK"]),
    ("L-11", "H", "S3 S3", "JK H5 D4", ["H5 JK", "D4 JK"]),
    ("L-12", "D", "JK JK", "D3 BR H5 SA", ["SA D3", "D3 BR"]),
    ("L-13", "D", "JK JK", "H5 SA CK C3", ["SA CK"]),
]


@pytest.mark.parametrize(
    ("vid", "trump", "lead", "hand", "expected"), FOLLOWS, ids=[f[0] for f in FOLLOWS]
)
def test_legal_follows(vid, trump, lead, hand, expected):
    ctx = context(trump, 5, 17, cards(lead))
    got = [codes(s) for s in legal_follow_sets(ctx, cards(hand))]
    assert sorted(got) == sorted(expected), vid


def test_six_jack_bomb_answer_of_the_book():
    """R-TV-L-14 [B 3.4.3]: E keeps ♣A only by replacing a club with a bridge card."""
    ctx = context("nt", 1, 17, cards("SJ HJ DJ DJ CJ CJ"), named="C", bomb=True)
    hand = cards("SQ S7 S2 HA H8 DA DK D10 D8 D7 CA C10 C7 C7 C6 C6 BR")
    got = [codes(s) for s in legal_follow_sets(ctx, hand)]
    assert len(got) == 5
    assert all(set(s.split()) <= {"CA", "C10", "C7", "C6", "BR"} for s in got)
    assert "C6 C6 C7 C7 C10 CA" in got and "C6 C6 C7 C7 C10 BR" in got


@pytest.mark.parametrize(
    ("hands", "lead", "pair", "expected"),
    [
        # R-TV-PR-1 [B 4.2.2], hearts trump, pair point request ♢6♢6 (U-13: three alternatives)
        ("SA SK S9 S6 DA DJ D10 D8 D4 D4 CJ C6 C6", "D6 D6", True, ["D10 DJ", "D10 DA", "DJ DA"]),
        ("SA SK S9 DA D9 D9 D8 D6 D4 D4 CJ C6 C6", "D6 D6", True, ["SK DA", "SA DA", "DA CJ"]),
        ("SK SQ S9 S6 DA DJ DJ D8 D4 D4 CJ C6 C6", "D6 D6", True, ["DJ DJ", "DJ DA"]),
        # R-TV-PR-2: the same hands against a single point request ♢6
        ("SA SK S9 S6 DA DJ D10 D8 D4 D4 CJ C6 C6", "D6", False, ["D10", "DJ", "DA"]),
        ("SA SK S9 DA D9 D9 D8 D6 D4 D4 CJ C6 C6", "D6", False, ["DA"]),
        ("SK SQ S9 S6 DA DJ DJ D8 D4 D4 CJ C6 C6", "D6", False, ["DJ", "DA"]),
    ],
)
def test_point_request_obligations(hands, lead, pair, expected):
    ctx = context("H", 5, 17, cards(lead), point_request=True)
    got = [codes(s) for s in legal_follow_sets(ctx, cards(hands))]
    assert sorted(got) == sorted(expected)


def test_point_request_without_point_cards_frees_the_follower():
    """[B fn12 p22]: with no point card at all anything may be played — even a card of
    another suit while holding the led suit."""
    ctx = context("H", 5, 17, cards("D6"), point_request=True)
    assert sorted(codes(s) for s in legal_follow_sets(ctx, cards("D5 S3 C4"))) == ["C4", "D5", "S3"]


def test_spade_three_as_a_point_request_is_no_joker_call():
    """R-PR-5: nobody has to play the joker; a point card is due instead."""
    ctx = context("H", 5, 17, cards("S3"), point_request=True)
    assert [codes(s) for s in legal_follow_sets(ctx, cards("JK S9 SK"))] == ["SK"]


# --- leads ----------------------------------------------------------------------------------


def _leads(trump: str, k: int, hand: str, *, entitled: bool = False, players: int = 6):
    rr = RoundRules.for_contract(BOOK, trump, 17)
    lo = hi = 0
    for c in cards(hand):
        if lo >> c & 1:
            hi |= 1 << c
        lo |= 1 << c
    left = 17 - k + 1
    return lead_options(rr, k, lo, hi, left, BOOK.bomb_thresholds[players], entitled)


def test_bridge_cards_lead_only_to_the_last_round():
    """R-TV-L-15/16, R-BRIDGE-1."""
    assert [codes(o.cards) for o in _leads("C", 16, "BR BR")] == ["BR BR"]
    assert [codes(o.cards) for o in _leads("C", 16, "BR C4")] == ["C4"]
    assert [codes(o.cards) for o in _leads("C", 17, "BR")] == ["BR"]


def test_no_joker_lead_to_the_first_round_under_suit_trumps():
    """R-TV-L-17 (D-09); under nt the leader names a suit (R-JOKER-1)."""
    first = {codes(o.cards) for o in _leads("S", 1, "JK JK C4 H5")}
    assert first == {"C4", "H5"}
    under_nt = _leads("nt", 1, "JK JK C4 H5")
    assert {
        (codes(o.cards), o.named_suit)
        for o in under_nt
        if o.cards[0] != 3 * 13 + 2 and o.cards[0] != 13 + 3
    } == {("JK", s) for s in range(4)} | {("JK JK", s) for s in range(4)}


def test_point_request_right_may_be_used_or_waived():
    """R-PR-2 (D-19): every lead comes with and without the request; a bomb never carries
    one (D-22)."""
    options = _leads("H", 5, "H5 C7 C7", entitled=True)
    assert {(codes(o.cards), o.point_request) for o in options} == {
        ("H5", True),
        ("H5", False),
        ("C7", True),
        ("C7", False),
        ("C7 C7", True),
        ("C7 C7", False),
    }


@pytest.mark.parametrize(
    ("players", "trump", "jacks", "k", "named"),
    [
        # R-TV-BOMB-1: 6 players, hearts
        (6, "H", "HJ HJ DJ SJ CJ", 5, [NO_SUIT]),
        (6, "H", "HJ DJ SJ SJ CJ", 5, []),  # two bowers only
        (6, "H", "HJ HJ DJ DJ", 5, []),  # four jacks
        (6, "H", "HJ HJ DJ SJ CJ", 1, []),  # not in the first round (D-21)
        (6, "H", "HJ HJ DJ SJ CJ", 13, []),  # tricks 13-17: holds the last trick
        # R-TV-BOMB-2
        (4, "H", "HJ HJ DJ SJ CJ", 5, []),  # 4 players need six jacks
        (4, "H", "HJ HJ DJ SJ CJ CJ", 5, [NO_SUIT]),
        (6, "black", "SJ SJ CJ HJ DJ", 5, [NO_SUIT]),
        (6, "nt", "SJ SJ CJ DJ HJ", 5, [0, 3]),  # only spades or clubs may be named
        (6, "nt", "SJ HJ DJ DJ CJ CJ", 1, [0, 1, 2, 3]),  # game 3: any suit, no edge rounds
        (6, "igo_nt", "S4 S4 C4 D4 H4", 5, [0, 3]),
        (6, "chigaku_nt", "SJ SJ CJ DJ HJ", 5, []),
    ],
)
def test_what_is_an_atomic_bomb(players, trump, jacks, k, named):
    rr = RoundRules.for_contract(BOOK, trump, 17)
    assert list(bomb_suits(rr, k, cards(jacks), BOOK.bomb_thresholds[players])) == named


# --- the book's game 3, first round (R-TV-BOMB-3, R-TV-ADJ-5) --------------------------------
GAME3 = {
    "A": "SQ SJ S6 HJ H9 DJ DJ D9 D5 CA CQ CQ CJ CJ C5 C2 BR",
    "B": "SA S5 S5 S4 S3 HQ H10 H5 DA D10 D7 D6 D4 D4 C8 C4 JK",
    "C": "SK SJ S10 S9 S8 S4 HA H4 H4 H3 D9 D3 D3 CK C10 C3 C3",
    "D": "SA S9 S8 S2 HK HQ H9 H8 H5 H2 H2 DK DQ D5 D2 C8 C2",
    "E": "SQ S7 S2 HA H8 DA DK D10 D8 D7 CA C10 C7 C7 C6 C6 BR",
    "F": "SK S10 S7 S6 S3 HK HJ H7 H7 H6 DQ D8 D6 CK C5 C4 JK",
}
ANSWERS = {
    "B": "SA C8 C4 HQ H10 D10",
    "C": "CK C10 C3 C3 S10 HA",
    "D": "SA C8 C2 HK HQ DQ",
    "E": "C10 C7 C7 C6 C6 BR",
    "F": "CK C5 C4 S10 HK DQ",
}


def _game3() -> RettlerState:
    state = RettlerState.from_contract(
        BOOK,
        [cards(GAME3[s]) for s in "ABCDEF"],
        cards("H10 H6 H3 D2 C9 C9"),
        declarer=0,
        count=40,
        trump="nt",
    )
    for jack in cards("SJ HJ DJ CJ"):  # "adjutant: the jacks"
        state.apply(CallAdjutant(jack))
    state.apply(EndAdjutantCall())
    for card in cards("S6 H9 H6 H3 D9 D5"):
        state.apply(Discard(card))
    return state


def test_game3_bomb_is_answered_as_the_book_plays_it():
    state = _game3()
    assert state.adjutants == (2, 5)  # C holds ♠J, F holds ♡J (R-TV-ADJ-5)
    state.apply(Lead(tuple(cards("SJ HJ DJ DJ CJ CJ")), SUIT_INDEX["C"]))
    events = []
    for seat in "BCDEF":
        for card in cards(ANSWERS[seat]):
            events += state.apply(PlayCard(card))
    won = events[-1]
    assert (won.winner, won.reason, won.rule_id) == (0, "atomic_bomb", "R-BOMB-7")
    assert won.tricks == (1, 2, 3, 4, 5, 6) and not won.grants_point_request
    assert state.k == 7 and state.current_seat == 0 and state.entitled == -1


def test_game3_bomb_refuses_a_missing_mighty():
    """B must include his ♠A (R-BOMB-6): six other cards cannot be completed legally."""
    state = _game3()
    state.apply(Lead(tuple(cards("SJ HJ DJ DJ CJ CJ")), SUIT_INDEX["C"]))
    with pytest.raises(IllegalActionError) as info:
        for card in cards("C8 C4 HQ H10 D10 DA"):
            state.apply(PlayCard(card))
    assert info.value.rule_id == "R-BOMB-6" and "Mighty" in str(info.value)


def test_game3_bomb_refuses_a_non_trump_while_a_club_stays():
    ctx = context("nt", 1, 17, cards("SJ HJ DJ DJ CJ CJ"), named="C", bomb=True)
    assert not is_legal_follow(ctx, cards(GAME3["E"]), cards("C10 C7 C7 C6 C6 SQ"))
    assert is_legal_follow(ctx, cards(GAME3["E"]), cards("C10 C7 C7 C6 C6 BR"))


def test_bomb_return_wins_without_the_mighty():
    """R-TV-BOMB-4: against five jacks D returns with five 2s and keeps his ♠A."""
    ctx = context("nt", 5, 17, cards("SJ HJ DJ CJ CJ"), named="C", bomb=True)
    hand = cards("SA S2 H2 H2 D2 C2 C8 HK")
    assert is_legal_follow(ctx, hand, cards("S2 H2 H2 D2 C2"))
    assert not is_legal_follow(ctx, hand, cards("S2 H2 H2 D2 C8"))


# --- the card-by-card follow agrees with the whole-play rule ---------------------------------
TRUMPS = ("S", "H", "D", "C", "red", "black", "nt", "igo_nt", "chigaku_nt")


@settings(max_examples=150, deadline=None)
@given(
    seed=st.integers(0, 10**9),
    trump=st.sampled_from(TRUMPS),
    kind=st.sampled_from(("pair", "joker_pair", "spade3_pair", "request", "bomb")),
)
def test_card_by_card_follow_reaches_exactly_the_legal_plays(seed, trump, kind):
    """``follow_mask`` (one card at a time, what the state offers) leads to exactly the
    plays ``is_legal_follow`` (R-PLAY-10 on the whole play) accepts."""
    rng = random.Random(seed)
    deck = list(range(DECK_STRIDE)) * 2
    rng.shuffle(deck)
    hand = deck[:9]
    lead = {
        "pair": [deck[9]] * 2,
        "joker_pair": [52, 52],
        "spade3_pair": [1, 1],
        "request": [deck[9]] * 2,
        "bomb": cards("SJ HJ DJ CJ CJ"),
    }[kind]
    if lead[0] == BRIDGE:
        lead = [5, 5]
    named = rng.randrange(4) if trump in ("nt", "igo_nt", "chigaku_nt") else NO_SUIT
    rr = RoundRules.for_contract(BOOK, trump, 17)
    ctx = rr.context(
        5,
        len(lead),
        lead[0],
        named if kind in ("joker_pair", "bomb") else -1,
        kind == "request",
        kind == "bomb",
    )
    brute = set()
    for combo in combinations(sorted(hand), ctx.size):
        if is_legal_follow(ctx, hand, combo):
            brute.add(tuple(sorted(combo)))
    assert set(legal_follow_sets(ctx, hand)) == brute
    assert brute, "every follower can always complete a legal play"
    lo = hi = 0
    for c in hand:
        if lo >> c & 1:
            hi |= 1 << c
        lo |= 1 << c
    first = follow_mask(ctx, lo, hi)
    assert first == sum(1 << c for c in {c for play in brute for c in play})


def _lead_candidates(state: RettlerState, legal: list[Lead]) -> list[Lead]:
    """Every lead a player might try: each held card alone or paired, naming no suit, each
    suit or a bad one, with and without a point request; the legal leads again by their
    second copies' ids; each legal bomb naming another suit; a lead declaring a trump kind."""
    seat = state.current_seat
    assert seat is not None
    held = cards_in(codes_of(state.hands[seat])[0])
    out = [
        Lead((c,) * size, named, request)
        for c in held
        for size in (1, 2)
        for named in (None, NO_SUIT, 0, 3)
        for request in (False, True)
    ]
    out += [Lead(tuple(c + DECK_STRIDE for c in lead.cards), lead.named_suit) for lead in legal]
    out += [Lead(lead.cards, (lead.named_suit or 0) + 1) for lead in legal if lead.is_bomb]
    out += [Lead(lead.cards, lead.named_suit, lead.point_request, "black") for lead in legal[:1]]
    return out


@pytest.mark.parametrize("preset", sorted(get_game("rettler").presets))
def test_a_lead_is_accepted_exactly_when_it_is_listed(preset: str) -> None:
    """The rules check a lead without listing every lead (the replay and the bots' hot
    path); what they accept must be exactly the leads offered (R-PLAY-1, R-PAIR-1, R-PR-1/2,
    R-BOMB-3, D-09), in every preset, at every round of two deals of random play."""
    spec = get_game("rettler")
    rules = spec.presets[preset]
    rng = random.Random(preset)
    checked = 0
    for players in spec.players_for(preset)[:2]:
        match = Match(spec, rules, players, 11)
        for _ in range(2):
            state = match.new_deal()
            assert isinstance(state, RettlerState)
            while state.current_seat is not None:
                if state.phase == PLAY and state.ctx is None:
                    legal = [a for a in state.copy().legal_actions() if isinstance(a, Lead)]
                    for lead in _lead_candidates(state, legal):
                        accepted = state._is_legal(lead)  # what ``apply`` asks
                        listed = _listed(lead) in legal
                        assert accepted == listed, (preset, lead, accepted)
                        checked += 1
                actions = state.legal_actions()
                state.apply(actions[int(rng.random() * len(actions))])
    assert checked > 0


def _listed(lead: Lead) -> Lead:
    """The lead as the list names it: a second copy by its code."""
    return replace(lead, cards=tuple(c % DECK_STRIDE for c in lead.cards))
