"""Urako (浦高, napoleon.md N-VAR-7) and reverse all-take on every preset (N-VAR-8).

* the ``urako`` preset: the book plus the kind ``urako``, bid only at 20, below clubs, and
  without an adjutant;
* every trick's leader declares its trump kind with the lead card (``PlayCard.trump``): the
  legal leads, the refusals, the events, the view and the three club no-trumps;
* first/last-trick rules follow the declared kind; explanations name it;
* the bot and hints, records, and hypothesis properties over random deals;
* N-VAR-8: the reverse all-take toggle on book, fukashi, igoshokai and urako.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.__main__ import main
from engine.actions import Action, Bid, Close, Discard, KeepHand, Pass, PlayCard, ReverseBid
from engine.ai import make_bot
from engine.cards import IS_POINT, JOKER, MIGHTY, POINT_MASK, Card, napoleon_deck, parse_card
from engine.deal_log import log_from_record
from engine.errors import IllegalActionError, PresetError
from engine.events import ContractSettled, KittyTaken, TrickTrumpDeclared, TrickWon
from engine.games.family.tricks import DealRules
from engine.games.napoleon.auction import bid_ladder, reverse_ladder
from engine.games.napoleon.explain import explain_trick
from engine.games.napoleon.params import (
    BOOK,
    PRESETS,
    URAKO_PRESET,
    URAKO_TRICK_KINDS,
    NapoleonRules,
    load_preset,
    preset_from_dict,
)
from engine.games.napoleon.playout import random_playout
from engine.games.napoleon.scoring import deal_scores
from engine.games.napoleon.state import NapoleonState
from engine.hints import explain_trick as hint_explain
from engine.hints import suggest
from engine.record import Node, load_record, replay_file, replay_node

RECORD = Path(__file__).resolve().parents[1] / "data" / "records" / "napoleon_urako1.json"


# --- helpers ---------------------------------------------------------------------------------


def cards(text: str) -> list[Card]:
    return [parse_card(c) for c in text.split()]


def urako_deal(fixed: dict[int, str], seed: int = 0, declarer: int = 0) -> NapoleonState:
    """An Urako 20 contract of ``declarer`` (5 players) with the given cards in the given
    seats, the rest shuffled with ``seed``; the declarer discards the kitty cards again."""
    hands = [cards(fixed.get(s, "")) for s in range(5)]
    used = {c for h in hands for c in h}
    rest = [c for c in napoleon_deck(True) if c not in used]
    random.Random(seed).shuffle(rest)
    for h in hands:
        while len(h) < 10:
            h.append(rest.pop())
    state = NapoleonState.from_contract(
        URAKO_PRESET, hands, rest, declarer=declarer, count=20, trump="urako"
    )
    assert state.phase == "discard"
    for c in rest:
        state.apply(Discard(c))
    assert state.phase == "play"
    return state


def lead(state: NapoleonState, card: str, kind: str, named: int | None = None) -> list[object]:
    return list(state.apply(PlayCard(parse_card(card), named, kind)))


def follow(state: NapoleonState, *codes: str) -> list[object]:
    events: list[object] = []
    for code in codes:
        events += state.apply(PlayCard(parse_card(code)))
    return events


def winner_of(kind: str, plays: str, k: int = 5, named: int = -1) -> tuple[Card, str, str]:
    """(winning card, reason, rule) of a trick of 10 under ``kind`` in the urako preset."""
    dr = DealRules.for_contract(URAKO_PRESET, kind, 10)
    trick = cards(plays)
    out = dr.trick_winner(trick, k, named)
    return trick[out.position], out.reason, out.rule_id


def through_misdeal(state: NapoleonState) -> None:
    while state.phase == "misdeal_offer":
        state.apply(KeepHand())


# --- the preset (N-VAR-7 DECISION) -----------------------------------------------------------


def test_urako_preset_is_the_book_with_urako_below_clubs() -> None:
    rules = load_preset("urako")
    assert rules is PRESETS["urako"] is URAKO_PRESET
    assert rules.trump_priority == (*BOOK.trump_priority, "urako")
    changed = {f for f in NapoleonRules.model_fields if getattr(rules, f) != getattr(BOOK, f)}
    assert changed == {"name", "title", "trump_priority"}


def test_a_custom_preset_may_allow_urako_but_not_where_it_cannot_be_bid() -> None:
    custom = preset_from_dict({"base": "book", "trump_priority": ["S", "H", "D", "C", "urako"]})
    assert Bid(20, "urako") in bid_ladder(custom, 4).calls
    with pytest.raises(PresetError, match=r"trump_priority.*N-VAR-7"):
        preset_from_dict({"base": "urako", "max_bid": 19})
    with pytest.raises(PresetError, match="imperialism"):
        preset_from_dict({"base": "urako", "imperialism": True})
    with pytest.raises(PresetError, match="trump_priority"):
        preset_from_dict({"base": "book", "trump_priority": ["S", "swim_club_nt"]})


def test_urako_is_bid_only_at_20_and_any_other_kind_at_20_beats_it() -> None:
    ladder = bid_ladder(URAKO_PRESET, 5)
    assert [b for b in ladder.calls if isinstance(b, Bid) and b.trump == "urako"] == [
        Bid(20, "urako")
    ]
    index = ladder.index_of
    assert index[Bid(19, "black")] < index[Bid(20, "urako")] < index[Bid(20, "C")]
    state = NapoleonState.deal(URAKO_PRESET, 5, random.Random(3))
    through_misdeal(state)
    first = state.current_seat
    assert Bid(19, "urako") not in state.legal_actions()
    problem = state.explain_illegal(Bid(19, "urako"))
    assert problem is not None and problem[0] == "N-BID-6"
    state.apply(Bid(20, "urako"))
    assert Bid(20, "C") in state.legal_actions()  # clubs at 20 beats Urako
    state.apply(Bid(20, "C"))
    problem = state.explain_illegal(Bid(20, "urako"))
    assert problem is not None and problem[0] == "N-BID-5"
    assert state.current_seat != first


def test_urako_is_no_reverse_kind_and_no_responsibility_stand() -> None:
    rev = preset_from_dict({"base": "urako", "reverse_all_take": True})
    assert ReverseBid("urako") not in reverse_ladder(rev).calls
    assert ReverseBid("C") in reverse_ladder(rev).calls
    state = NapoleonState.deal(URAKO_PRESET, 5, random.Random(8))
    through_misdeal(state)
    while state.phase == "auction":
        state.apply(Pass())
    if state.phase == "responsibility_stand":  # the Mighty holder bids the minimum (N-BID-13)
        kinds = {a.trump for a in state.legal_actions() if isinstance(a, Bid)}
        assert "urako" not in kinds and "C" in kinds


# --- no adjutant (N-VAR-7) -------------------------------------------------------------------


def test_an_urako_contract_calls_no_adjutant_and_everybody_knows_it() -> None:
    state = NapoleonState.deal(URAKO_PRESET, 5, random.Random(11))
    through_misdeal(state)
    napoleon = state.current_seat
    assert napoleon is not None
    events: list[object] = list(state.apply(Bid(20, "urako")))
    for _ in range(4):
        events += state.apply(Pass())
    events += state.apply(Close())
    settled = [e for e in events if isinstance(e, ContractSettled)]
    assert len(settled) == 1 and settled[0].adjutants == 0
    assert any(isinstance(e, KittyTaken) for e in events)
    assert state.phase == "discard" and state.current_seat == napoleon
    assert state.explain_illegal(PlayCard(MIGHTY)) is not None
    view = state.view_for(napoleon)
    assert view.kitty == tuple(state.kitty) and len(view.hand) == 13
    for seat in range(5):
        other = state.view_for(seat)
        assert other.only_known  # no adjutant can exist
        if seat != napoleon:
            assert other.kitty is None and len(other.hand) == 10
    random_playout(state, random.Random(1))
    assert state.result is not None
    assert state.result.detail["adjutants"] == [] and state.result.detail["only"]
    assert state.result.detail["adjutant_cards"] == []


def test_urako_contracts_are_at_20_only() -> None:
    hands, kitty = _five_hands()
    with pytest.raises(ValueError, match="N-VAR-7"):
        NapoleonState.from_contract(URAKO_PRESET, hands, kitty, declarer=0, count=19, trump="urako")


# --- declaring the trick's kind with the lead ------------------------------------------------


def test_every_lead_is_a_card_with_a_declared_kind() -> None:
    state = urako_deal({0: "JK SA S3 H4 H9 D7 DQ C2 C8 CA"})
    legal = state.legal_actions()
    assert all(isinstance(a, PlayCard) and a.trump in URAKO_TRICK_KINDS for a in legal)
    assert {a.trump for a in legal if isinstance(a, PlayCard)} == set(URAKO_TRICK_KINDS)
    # 9 ordinary cards under 12 kinds; in the book's trick 1 the joker may be led only under
    # an NT-like kind (N-PLAY-6 vs the NT family), naming each of the 4 suits
    assert len(legal) == 9 * 12 + 6 * 4
    assert PlayCard(JOKER, 2, "swim_club_nt") in legal
    assert PlayCard(JOKER, None, "S") not in legal
    problem = state.explain_illegal(PlayCard(JOKER, None, "S"))
    assert problem is not None and problem[0] == "N-PLAY-6"


def test_a_lead_without_a_kind_or_with_a_wrong_kind_is_refused() -> None:
    state = urako_deal({0: "SA S3 H4 H9 D7 DQ C2 C8 CA HK"})
    for action in (PlayCard(MIGHTY), PlayCard(MIGHTY, None, "urako")):
        problem = state.explain_illegal(action)
        assert problem is not None and problem[0] == "N-VAR-7"
        with pytest.raises(IllegalActionError) as info:
            state.apply(action)
        assert info.value.rule_id == "N-VAR-7"
    problem = state.explain_illegal(PlayCard(parse_card("D3"), None, "nt"))
    assert problem is not None and problem[0] == "N-FOUL-1"
    lead(state, "S3", "chigaku_nt")
    follower = state.hands[1]
    card = (follower & -follower).bit_length() - 1
    problem = state.explain_illegal(PlayCard(card, None, "S"))
    assert problem is not None and problem[0] == "N-VAR-7"  # only the leader declares


def test_no_other_preset_takes_a_declared_kind() -> None:
    hands, kitty = _five_hands()
    state = NapoleonState.from_contract(BOOK, hands, kitty, declarer=0, count=13, trump="S")
    problem = state.explain_illegal(PlayCard(state.hand(0)[0], None, "S"))
    assert problem is not None and problem[0] == "N-ADJ-1"  # still the adjutant call
    random_playout(state, random.Random(0))
    assert all(t.declared_trump == "" for t in state.completed)


def _five_hands() -> tuple[list[list[Card]], list[Card]]:
    deck = napoleon_deck(True)
    return [deck[i * 10 : i * 10 + 10] for i in range(5)], deck[50:]


def test_the_declared_kind_is_announced_shown_and_recorded() -> None:
    state = urako_deal({0: "CQ C5 H2 H3 H5 D2 D3 D5 S4 S5", 1: "CK", 2: "SQ", 3: "C3", 4: "C4"})
    events = lead(state, "C5", "swim_club_nt")
    assert isinstance(events[0], TrickTrumpDeclared)
    assert (events[0].seat, events[0].trick, events[0].trump) == (0, 1, "swim_club_nt")
    assert events[0].to_json()["kind"] == "trick_trump_declared"
    view = state.view_for(3)
    assert view.declared_trump == "swim_club_nt"
    assert view.deal_rules is not None and view.deal_rules.trump == "swim_club_nt"
    # seat 2 holds clubs? then it must follow; the test only needs a full trick
    rest = []
    for seat in (1, 2, 3, 4):
        legal = state.legal_actions()
        assert all(isinstance(a, PlayCard) and a.trump is None for a in legal)
        want = {1: "CK", 2: "SQ", 3: "C3", 4: "C4"}[seat]
        choice = PlayCard(parse_card(want))
        if choice not in legal:
            choice = legal[0]  # type: ignore[assignment]
        rest += state.apply(choice)
    won = [e for e in rest if isinstance(e, TrickWon)]
    assert won and won[0].declared_trump == "swim_club_nt"
    assert won[0].to_json()["declared_trump"] == "swim_club_nt"
    assert state.completed[0].declared_trump == "swim_club_nt"
    after = state.view_for(1)
    assert after.declared_trump == "" and after.completed[0].declared_trump == "swim_club_nt"
    assert after.deal_rules is not None and after.deal_rules.trump == "urako"


# --- the three club no-trumps and the first/last-trick rules ---------------------------------


def test_swimming_club_no_trump_makes_the_queens_bowers() -> None:
    assert winner_of("swim_club_nt", "C5 CK SQ CQ C3") == (
        parse_card("CQ"),
        "right_bower",
        "N-VAR-7",
    )
    assert winner_of("swim_club_nt", "C5 CK SQ C3 C4") == (
        parse_card("SQ"),
        "left_bower",
        "N-VAR-7",
    )
    assert winner_of("nt", "C5 CK SQ CQ C3")[0] == parse_card("CK")  # jacks, not queens, in nt
    assert winner_of("swim_club_nt", "C5 CK CJ C3 C4")[0] == parse_card("CK")  # ♣J is plain


def test_film_club_no_trump_makes_the_eights_bowers() -> None:
    assert winner_of("film_club_nt", "H5 HA H8 D8 H3") == (
        parse_card("H8"),
        "right_bower",
        "N-VAR-7",
    )
    assert winner_of("film_club_nt", "H5 HA D8 H3 H4") == (
        parse_card("D8"),
        "left_bower",
        "N-VAR-7",
    )
    assert winner_of("film_club_nt", "H5 HA S8 H3 H4")[0] == parse_card("HA")  # ♠8 is no bower


def test_railway_club_no_trump_has_no_mighty_but_same_two_and_the_joker() -> None:
    # ♠A played by a void player is a plain spade: the ♡K wins (chigaku_nt: the Mighty)
    assert winner_of("railway_club_nt", "H5 HK SA H3 H4") == (
        parse_card("HK"),
        "led_suit",
        "N-VAR-7",
    )
    assert winner_of("chigaku_nt", "H5 HK SA H3 H4")[1] == "mighty"
    # all spades with the ♠2: same-two beats the ♠A, which is merely the highest spade
    assert winner_of("railway_club_nt", "S5 SA S2 S7 S9")[:2] == (parse_card("S2"), "same_two")
    assert winner_of("chigaku_nt", "S5 SA S2 S7 S9")[1] == "mighty"
    # no Mighty, hence no Yoromeki: the ♡A wins a heart trick with ♠A and ♡Q in it
    assert winner_of("railway_club_nt", "H5 HA SA HQ H4")[0] == parse_card("HA")
    # the joker keeps its power; the ♠A can no longer beat a joker lead
    assert winner_of("railway_club_nt", "JK HA SA H3 H4", named=1)[1] == "joker_lead"
    assert winner_of("chigaku_nt", "JK HA SA H3 H4", named=1)[1] == "mighty"


def test_first_and_last_trick_rules_follow_the_declared_kind() -> None:
    # book: under a suit kind trumps have no power in trick 1 (N-TRICK-15) and the last
    # trick (N-TRICK-16); the NT family and the three club kinds have no exception
    assert winner_of("S", "HA S5 H3 H4 H2", k=1)[0] == parse_card("HA")
    assert winner_of("S", "HA S5 H3 H4 H6", k=5)[0] == parse_card("S5")
    assert winner_of("S", "HA S5 H3 H4 H6", k=10)[0] == parse_card("HA")
    for kind in ("swim_club_nt", "film_club_nt"):
        bower = "HQ" if kind == "swim_club_nt" else "H8"
        for k in (1, 10):
            assert winner_of(kind, f"H5 HA {bower} H3 H4", k=k)[0] == parse_card(bower)
    assert winner_of("railway_club_nt", "S5 SA S2 S7 S9", k=1)[1] == "same_two"


def test_the_explanation_names_the_declared_kind() -> None:
    state = urako_deal({0: "C5 H2 H3 H5 D2 D3 D5 S4 S5 S6", 1: "CK", 2: "C3", 3: "CQ", 4: "C4"})
    lead(state, "C5", "swim_club_nt")
    events = follow(state, "CK", "C3", "CQ", "C4")
    won = next(e for e in events if isinstance(e, TrickWon))
    assert won.winner == 3 and won.reason == "right_bower" and won.rule_id == "N-VAR-7"
    view = state.view_for(2)
    text = hint_explain("napoleon", won, view)
    assert text.startswith("swimming club no-trump declared: ♣Q wins as the right bower")
    assert "queen of the led suit" in text and "N-VAR-7" in text
    assert explain_trick(won, DealRules.for_contract(URAKO_PRESET, "nt", 10)) == text


# --- the bot and hints -----------------------------------------------------------------------


def test_the_bot_declares_a_kind_that_makes_its_lead_strong() -> None:
    # no Mighty, joker or ace: the ♡8 with the ♢8 beside it is a near-sure winner only as the
    # right bower of 8 mm film club no-trump
    state = urako_deal({0: "H8 D8 H2 H3 D2 D3 C2 C3 C4 S4"})
    bot = make_bot("napoleon", "normal", seed=0)
    action = bot.choose(state.view_for(0))
    assert isinstance(action, PlayCard)
    assert action in state.legal_actions()
    assert (action.trump, action.card) in (
        ("film_club_nt", parse_card("H8")),
        ("film_club_nt", parse_card("D8")),
    )
    hint = suggest("napoleon", state.view_for(0))
    assert hint.action == action and "N-VAR-7" in hint.text and "8 mm film club" in hint.text


def test_the_bot_never_declares_railway_for_the_mighty() -> None:
    for seed in range(6):
        state = urako_deal({0: "SA SK H4 H9 D7 DQ C2 C8 CA HK"}, seed=seed)
        action = make_bot("napoleon", "normal", seed=0).choose(state.view_for(0))
        assert isinstance(action, PlayCard) and action.trump in URAKO_TRICK_KINDS
        if action.card == MIGHTY:
            assert action.trump != "railway_club_nt"


@pytest.mark.parametrize("seed", range(4))
def test_bots_play_urako_deals_to_the_end(seed: int) -> None:
    state = urako_deal({}, seed=seed, declarer=seed % 5)
    bots = [make_bot("napoleon", "normal", seed=s) for s in range(5)]
    while state.phase != "over":
        seat = state.current_seat
        assert seat is not None
        view = state.view_for(seat)
        action = bots[seat].choose(view)
        assert action in view.legal
        state.apply(action)
    assert len(state.completed) == 10
    assert all(t.declared_trump in URAKO_TRICK_KINDS for t in state.completed)


# --- records ---------------------------------------------------------------------------------


def test_the_urako_record_replays() -> None:
    report = replay_file(RECORD)
    assert report.ok, report.errors
    assert any("[film_club_nt]" in line for line in report.lines)
    log = log_from_record(load_record(RECORD))
    final = log.final_state()
    assert isinstance(final, NapoleonState)
    data = json.loads(RECORD.read_text(encoding="utf-8"))
    assert [t.declared_trump for t in final.completed] == [t["trump"] for t in data["tricks"]]
    assert final.result is not None
    assert final.result.scores == tuple(data["result"]["scores"][s] for s in data["seats"])


def test_a_record_with_another_declared_kind_fails() -> None:
    data = json.loads(RECORD.read_text(encoding="utf-8"))
    assert data["tricks"][9]["trump"] == "film_club_nt"  # ♣8 wins as the right bower
    data["tricks"][9]["trump"] = "nt"  # then the ♣A would win
    report = replay_node(Node(data, "$"))
    assert not report.ok
    del data["tricks"][9]["trump"]
    report = replay_node(Node(data, "$"))
    assert not report.ok and report.errors[0].rule_id == "N-VAR-7"


# --- properties over random deals ------------------------------------------------------------


def _every_card_once(state: NapoleonState) -> None:
    """Every card is in exactly one place: a hand, the kitty (before it is taken), the
    discards, the trick in progress or a completed trick."""
    places: list[Card] = []
    for h in state.hands:
        places += [c for c in range(54) if h >> c & 1]
    if state.phase not in ("discard", "play", "over") or state.declarer < 0:
        places += list(state.kitty)  # not taken yet
    places += state.discards
    places += state.trick
    for t in state.completed:
        places += [c for _, c in t.plays]
    assert sorted(places) == sorted(napoleon_deck(True))


@settings(max_examples=30, deadline=None, database=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_random_urako_deals_conserve_cards_and_score_as_an_only_at_20(seed: int) -> None:
    rng = random.Random(seed)
    declarer = rng.randrange(5)
    state = urako_deal({}, seed=seed, declarer=declarer)
    while state.phase != "over":
        _every_card_once(state)
        legal = state.legal_actions()
        assert legal, "a legal move exists until the deal is over"
        action: Action = rng.choice(list(legal))
        if not state.trick:
            assert isinstance(action, PlayCard) and action.trump in URAKO_TRICK_KINDS
        state.apply(action)
    _every_card_once(state)
    result = state.result
    assert result is not None and sum(result.scores) == 0
    side, coalition = state.side_totals()
    assert side + coalition == 20
    made = result.outcome == "declarer_side_wins"
    assert made == (side == 20)  # a contract of 20 (N-VAR-7)
    assert result.scores == deal_scores(URAKO_PRESET, 5, declarer, (), made, 20, side)
    others = [s for i, s in enumerate(result.scores) if i != declarer]
    assert len(set(others)) == 1 and result.scores[declarer] == -4 * others[0]
    if made:
        assert result.scores[declarer] == 60 * 16  # a 20 contract scores x16 (N-SCORE-2)


@settings(max_examples=20, deadline=None, database=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_random_urako_preset_deals_with_the_auction(seed: int) -> None:
    rng = random.Random(seed)
    state = NapoleonState.deal(URAKO_PRESET, 5, rng)
    while state.phase != "over":
        _every_card_once(state)
        legal = state.legal_actions()
        assert legal
        urako_bids = [a for a in legal if isinstance(a, Bid) and a.trump == "urako"]
        assert all(b.count == 20 for b in urako_bids)
        if state.phase == "auction" and urako_bids and rng.random() < 0.3:
            state.apply(urako_bids[0])
        else:
            state.apply(rng.choice(list(legal)))
    if state.trump == "urako":
        assert state.adjutant_cards == [] and state.count == 20
        assert all(t.declared_trump for t in state.completed)
    else:
        assert all(not t.declared_trump for t in state.completed)


# --- N-VAR-8: reverse all-take on every preset -----------------------------------------------


def _reverse_rules(base: str) -> NapoleonRules:
    return preset_from_dict({"base": base, "reverse_all_take": True})


@pytest.mark.parametrize("base", ["book", "fukashi", "igoshokai", "urako"])
def test_reverse_all_take_works_on_every_preset(base: str) -> None:
    rules = _reverse_rules(base)
    played = 0
    for seed in range(40):
        rng = random.Random(seed)
        state = NapoleonState.deal(rules, 5, rng)
        through_misdeal(state)
        while state.phase == "auction":
            state.apply(Pass())  # nobody bids (N-BID-13 step 1 / N-BID-15 comes after)
        if state.phase == "over":
            continue  # a redeal after a misdeal declaration
        assert state.phase == "reverse_auction"
        legal = state.legal_actions()
        kinds = [a.trump for a in legal if isinstance(a, ReverseBid)]
        assert kinds == [k for k in rules.trump_priority if k != "urako"]
        problem = state.explain_illegal(Bid(rules.min_bid[5], rules.trump_priority[-1]))
        assert problem is not None and problem[0] == "N-BID-16"
        state.apply(ReverseBid(kinds[rng.randrange(len(kinds))]))
        while state.phase == "reverse_auction":
            state.apply(
                rng.choice(
                    [a for a in state.legal_actions() if not isinstance(a, Close)]
                    or state.legal_actions()
                )
            )
        assert state.reverse and state.count == 0
        while state.phase == "adjutant_call":
            state.apply(rng.choice(list(state.legal_actions())))
        hand = state.hands[state.declarer]
        points = hand & POINT_MASK
        if points and (hand & ~POINT_MASK).bit_count() >= state.kitty_size:
            card = (points & -points).bit_length() - 1
            problem = state.explain_illegal(Discard(card))
            assert problem is not None and problem[0] == "N-KIT-5"
        result = random_playout(state, rng)
        played += 1
        assert not any(IS_POINT[c] for c in state.discards) or (
            (hand & ~POINT_MASK).bit_count() < state.kitty_size
        )
        side, _ = state.side_totals()
        assert (result.outcome == "declarer_side_wins") == (side == 0)  # N-END-4
        assert sum(result.scores) == 0
        if rules.scoring == "book":
            assert sum(abs(s) for s in result.scores) == 120  # 60 both ways (N-SCORE-8)
    assert played >= 30


def test_igoshokai_annuls_only_after_the_reverse_auction() -> None:
    rules = _reverse_rules("igoshokai")
    state = NapoleonState.deal(rules, 5, random.Random(2))
    through_misdeal(state)
    while state.phase in ("auction", "reverse_auction"):
        state.apply(Pass())
    assert state.result is not None and state.result.outcome == "annulled"


def test_selfplay_with_a_reverse_all_take_preset_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "rev.json"
    path.write_text(json.dumps({"base": "fukashi", "reverse_all_take": True}), encoding="utf-8")
    assert load_preset(path).reverse_all_take
    argv = ["selfplay", "--preset", str(path), "--players", "5", "--bots", "random"]
    code = main([*argv, "--deals", "5"])
    out = capsys.readouterr().out
    assert code == 0
    assert "5 players: 5 deals played" in out
