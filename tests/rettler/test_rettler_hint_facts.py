"""The facts a Rettler card-play hint states (issue 21): for hand-built rounds, one per special
rule, the hint names what is winning the round and by which rule (same-two and its return,
Yoromeki, trump over the led suit, pair strength, littles, right + left, a bomb and its
return, a led joker), whether the play takes the lead, which cards could still beat it, and
what the side still needs; every fact holds with every hand known (``fact_holds``), and a
false one does not."""

from __future__ import annotations

from typing import Any

import pytest
from rettler_support import cards, position

from engine.actions import PlayCard
from engine.cards import parse_card
from engine.games.rettler.actions import Lead
from engine.games.rettler.hint_facts import (
    RoundBeatersOut,
    RoundNoBeaterOut,
    RoundTakesLead,
    RoundWinningNow,
    SideNeeds,
    fact_holds,
    play_facts,
)
from engine.games.rettler.params import URAKO_PRESET
from engine.text import in_language


def _at(
    trump: str,
    k: int,
    hands: list[str],
    lead: str,
    follows: list[str],
    named: int | None = None,
    rules: Any = None,
    declare: str | None = None,
    leader: int = 0,
) -> Any:
    """The state after ``lead`` and the cards of ``follows`` (one string per card played)."""
    state = position(trump, k, hands, rules=rules, leader=leader)
    state.apply(Lead(tuple(cards(lead)), named, trump=declare))
    for card in follows:
        state.apply(PlayCard(parse_card(card)))
    return state


def _facts(state: Any, card: str) -> list[Any]:
    """The facts of playing ``card`` now, each checked against the whole deal."""
    seat = state.current_seat
    action = PlayCard(parse_card(card))
    facts = play_facts(state.view_for(seat), action)
    for fact in facts:
        assert fact_holds(fact, state, seat, action), fact
        for lang in ("en", "ja", "fr"):
            assert in_language(fact.words(), lang).strip()
    return facts


def _one(facts: list[Any], kind: type) -> Any:
    found = [f for f in facts if isinstance(f, kind)]
    assert len(found) == 1, facts
    return found[0]


def test_a_2_takes_the_lead_by_same_two_while_every_card_is_of_the_led_suit() -> None:
    state = _at("D", 5, ["C5 D3", "C9 D4", "C2 D5", "C8 D6"], "C5", ["C9"])
    facts = _facts(state, "C2")
    now = _one(facts, RoundWinningNow)
    assert (now.seat, now.cards, now.reason, now.rule) == (
        1,
        (parse_card("C9"),),
        "led_suit",
        "N-TRICK-1",
    )
    lead = _one(facts, RoundTakesLead)
    assert (lead.reason, lead.rule) == ("same_two", "R-SAME-2")
    assert "same-two" in str(lead.words())
    # any card of another suit from the last player breaks it: too many to list
    assert not [f for f in facts if isinstance(f, (RoundBeatersOut, RoundNoBeaterOut))]


def test_the_last_player_returns_the_same_two_with_the_second_copy() -> None:
    state = _at("D", 5, ["C2 D3", "C9 D4", "C5 D5", "C2 D6"], "C2", ["C9", "C5"])
    facts = _facts(state, "C2")
    now = _one(facts, RoundWinningNow)
    assert (now.seat, now.reason, now.rule) == (0, "same_two", "R-SAME-2")
    lead = _one(facts, RoundTakesLead)
    assert (lead.reason, lead.rule) == ("same_two_return", "R-SAME-5")
    assert "last player's second copy" in str(lead.words())
    assert _one(facts, RoundNoBeaterOut).cards == (parse_card("C2"),)


def test_the_second_copy_of_the_2_from_a_middle_player_does_not_return_it() -> None:
    """R-SAME-5: only the round's last player returns the same-two; before him the first
    copy is the one winning, and the hint says only that."""
    state = _at("D", 5, ["C2 D3", "C2 D4", "C5 D5", "C8 D6"], "C2", [])
    facts = _facts(state, "C2")
    assert _one(facts, RoundWinningNow).seat == 0
    assert not [f for f in facts if isinstance(f, RoundTakesLead)]
    state.apply(PlayCard(parse_card("C2")))
    now = _one(_facts(state, "C5"), RoundWinningNow)
    assert (now.seat, now.reason, now.rule) == (0, "same_two", "R-SAME-2")


def test_yoromeki_the_heart_queen_catches_the_winning_mighty() -> None:
    state = _at("D", 5, ["S5 C3", "SA C4", "HQ C5", "S9 C6"], "S5", ["SA"])
    facts = _facts(state, "HQ")
    now = _one(facts, RoundWinningNow)
    assert (now.reason, now.rule) == ("mighty", "N-TRICK-5")
    lead = _one(facts, RoundTakesLead)
    assert (lead.reason, lead.rule) == ("yoromeki", "R-YORO-1")
    # the one card that could still take it: the ♡K, by Yoromeki-gaeshi
    beaters = _one(facts, RoundBeatersOut)
    assert beaters.beaters == (parse_card("HK"),)
    assert "could still beat" in str(beaters.words())


def test_a_trump_takes_a_round_led_in_another_suit() -> None:
    state = _at("D", 5, ["C9 S3", "C10 S4", "D3 S5", "C8 S6"], "C9", ["C10"])
    lead = _one(_facts(state, "D3"), RoundTakesLead)
    assert (lead.reason, lead.rule) == ("trump_over_led", "N-TRICK-3")
    assert "a trump beats every card of the led suit" in str(lead.words())


def test_a_pair_is_as_strong_as_the_sum_of_its_ranks() -> None:
    hands = ["S5 S5 C2", "S9 S3 C3", "S8 S4 C4", "S7 S6 C5"]
    state = _at("H", 5, hands, "S5 S5", ["S9"])
    facts = _facts(state, "S3")
    now = _one(facts, RoundWinningNow)
    assert (now.reason, now.rule) == ("led_pair", "R-PAIR-4")
    assert "(10)" in str(now.words())  # ♠5♠5 counts 10, above the ♠9
    assert not [f for f in facts if isinstance(f, RoundTakesLead)]


def test_a_double_left_bower_is_a_little_and_says_so_only_once_both_cards_are_down() -> None:
    hands = ["S4 S4 C2", "S9 S3 C3", "HJ HJ C4", "SA S8 C5"]
    state = _at("D", 5, hands, "S4 S4", ["S9", "S3"])
    first = _facts(state, "HJ")  # half a unit: only what is winning now
    assert [type(f) for f in first] == [RoundWinningNow]
    state.apply(PlayCard(parse_card("HJ")))
    lead = _one(_facts(state, "HJ"), RoundTakesLead)
    assert (lead.reason, lead.rule) == ("double_left_bower", "R-LITTLE-1")
    assert "a little that beats a single Mighty" in str(lead.words())


def test_a_double_mighty_is_named_as_the_little_it_is() -> None:
    hands = ["S4 S4 C2", "SA SA C3", "C9 C8 C4", "H5 H6 C5"]
    state = _at("D", 5, hands, "S4 S4", ["SA", "SA"])
    now = _one(_facts(state, "C9"), RoundWinningNow)
    assert (now.seat, now.reason, now.rule) == (1, "double_mighty", "R-PAIR-8")


def test_right_and_left_bower_together_rank_just_below_the_mighty() -> None:
    hands = ["C4 C4 C2", "DJ HJ S3", "C9 C8 C5", "H5 H6 S6"]
    state = _at("D", 5, hands, "C4 C4", ["DJ"])
    lead = _one(_facts(state, "HJ"), RoundTakesLead)
    assert (lead.reason, lead.rule) == ("right_left_pair", "R-PAIR-6")


def test_a_pair_of_2s_wins_by_pair_same_two() -> None:
    hands = ["C2 C2 S3", "C9 C8 S4", "C7 H6 S5", "C5 H5 S6"]
    state = _at("D", 5, hands, "C2 C2", [])
    now = _one(_facts(state, "C9"), RoundWinningNow)
    assert (now.reason, now.rule) == ("pair_same_two", "R-SAME-4")


BOMB_HANDS = [
    "SJ SJ HJ DJ CJ CJ S2 H2 D2",
    "S2 H2 H4 D4 C2 C4 SA S5 S6",
    "H9 H8 H7 H6 H5 H3 S7 S8 S9",
    "D9 D8 D7 D6 D5 D3 C5 C6 C7",
]


def test_an_atomic_bomb_that_nobody_can_return_cannot_be_beaten() -> None:
    state = position("nt", 5, BOMB_HANDS)
    view = state.view_for(0)
    lead = Lead(tuple(cards("SJ SJ HJ DJ CJ CJ")), 3)
    facts = play_facts(view, lead)
    # eight 2s in two decks, three in the bomber's own hand: nobody holds six
    assert [type(f) for f in facts] == [RoundNoBeaterOut]
    assert fact_holds(facts[0], state, 0, lead)


def test_a_returned_bomb_is_named_with_its_rule() -> None:
    hands = [
        "SJ SJ HJ DJ CJ CJ C5",
        "S2 H2 H2 D2 C2 C2 SA",
        "H9 H8 H7 H6 H5 H4 H3",
        "D9 D8 D7 D6 D5 D4 D3",
    ]
    state = _at("nt", 5, hands, "SJ SJ HJ DJ CJ CJ", ["S2", "H2", "H2", "D2", "C2"], named=3)
    facts = _facts(state, "C2")
    now = _one(facts, RoundWinningNow)
    assert (now.reason, now.rule, len(now.cards)) == ("atomic_bomb", "R-BOMB-7", 6)
    lead = _one(facts, RoundTakesLead)
    assert (lead.reason, lead.rule) == ("bomb_return", "R-BOMB-7")


def test_a_led_joker_is_beaten_only_by_the_mighty() -> None:
    state = _at("D", 5, ["JK C3", "C9 C4", "SA C5", "D9 C6"], "JK", ["C9"])
    now = _one(_facts(state, "SA"), RoundWinningNow)
    assert (now.reason, now.rule) == ("joker_lead", "N-TRICK-8")
    lead = _one(_facts(state, "SA"), RoundTakesLead)
    assert (lead.reason, lead.rule) == ("mighty", "N-TRICK-5")


def test_the_side_s_need_is_said_when_the_round_decides_the_contract() -> None:
    """Seat 0 is the Rettler without adjutants (both sides are known to every seat) and has
    24 of the 25 point cards he bid: the ♣A in this round would make the contract."""
    state = _at("D", 5, ["CA D3", "C5 D4", "C9 D5", "C8 D6"], "C5", ["C9", "C8"], leader=1)
    state.points_by_seat[0] = 24
    facts = _facts(state, "CA")
    need = _one(facts, SideNeeds)
    assert need.declarer_side and need.need == 1
    assert "1 more point card to make the contract" in str(need.words())
    # without a point card in the round, the need decides nothing and is not said
    state = _at("D", 5, ["C7 D3", "C5 D4", "C9 D5", "C8 D6"], "C5", ["C9", "C8"], leader=1)
    state.points_by_seat[0] = 24
    assert not [f for f in _facts(state, "C7") if isinstance(f, SideNeeds)]


def test_the_kind_an_urako_leader_declared_is_named() -> None:
    state = _at(
        "urako",
        5,
        ["C9 S3", "C10 S4", "D3 S5", "C8 S6"],
        "C9",
        ["C10"],
        rules=URAKO_PRESET,
        declare="D",
    )
    lead = _one(_facts(state, "D3"), RoundTakesLead)
    assert lead.declared == "D" and "R-VAR-6" in str(lead.words())


@pytest.mark.parametrize("wrong", ["seat", "beaters"])
def test_a_false_fact_does_not_hold(wrong: str) -> None:
    """The check has teeth: a winner or a list of beaters that the deal contradicts fails."""
    state = _at("D", 5, ["S5 C3", "SA C4", "HQ C5", "HK C6"], "S5", ["SA"])
    action = PlayCard(parse_card("HQ"))
    facts = play_facts(state.view_for(2), action)
    now = _one(facts, RoundWinningNow)
    beaters = _one(facts, RoundBeatersOut)
    if wrong == "seat":
        assert not fact_holds(RoundWinningNow(3, now.cards, now.reason, now.rule), state, 2, action)
    else:  # seat 3 really holds the ♡K: "only ♡A" would be false
        assert not fact_holds(RoundBeatersOut(beaters.cards, (parse_card("HA"),)), state, 2, action)


@pytest.mark.parametrize(
    ("trump", "hands", "lead", "follows", "en", "ja", "rule"),
    [
        (  # a trump over another led suit (N-TRICK-3)
            "D",
            ["C9 S3", "C10 S4", "D3 S5", "C8 S6"],
            "C9",
            ["C10", "D3", "C8"],
            "a trump beats every card of the led suit",
            "切り札は最初に出されたスートのどのカードにも勝つ",
            "N-TRICK-3",
        ),
        (  # same-two in a round of single cards (R-SAME-2)
            "D",
            ["C5 D3", "C9 D4", "C2 D5", "C8 D6"],
            "C5",
            ["C9", "C2", "C8"],
            "wins by same-two",
            "セイム2",
            "R-SAME-2",
        ),
        (  # a pair of 2s (R-SAME-4)
            "D",
            ["C2 C2 S3", "C9 C8 S4", "C7 H6 S5", "C5 H5 S6"],
            "C2 C2",
            ["C9", "C8", "C7", "H6", "C5", "H5"],
            "pair same-two",
            "2枚組のセイム2",
            "R-SAME-4",
        ),
        (  # a double Mighty, a little (R-PAIR-8)
            "D",
            ["S4 S4 C2", "SA SA C3", "C9 C8 C4", "H5 H6 C5"],
            "S4 S4",
            ["SA", "SA", "C9", "C8", "H5", "H6"],
            "double Mighty",
            "ダブルマイティ",
            "R-PAIR-8",
        ),
        (  # right and left bower together (R-PAIR-6)
            "D",
            ["C4 C4 C2", "DJ HJ S3", "C9 C8 C5", "H5 H6 S6"],
            "C4 C4",
            ["DJ", "HJ", "C9", "C8", "H5", "H6"],
            "right + left bower together",
            "正裏",
            "R-PAIR-6",
        ),
    ],
)
def test_the_round_note_names_the_special_rule_that_won_it(
    trump: str, hands: list[str], lead: str, follows: list[str], en: str, ja: str, rule: str
) -> None:
    """Issue 21 point 3: the note after each round says in words which special rule won it,
    with the rule's ID, in every language."""
    from engine.games.rettler.events import RoundWon
    from engine.hints import explain_trick

    state = _at(trump, 5, hands, lead, [])
    events = [e for card in follows for e in state.apply(PlayCard(parse_card(card)))]
    won = next(e for e in events if isinstance(e, RoundWon))
    view = state.view_for(0)
    assert won.rule_id == rule
    english = explain_trick("rettler", won, view, "en")
    assert en in english and english.endswith(rule)
    japanese = explain_trick("rettler", won, view, "ja")
    assert ja in japanese and japanese.endswith(rule)
    french = explain_trick("rettler", won, view, "fr")
    assert french.endswith(rule) and french.split(" — ")[0] != english.split(" — ")[0]


def test_a_pair_lead_is_called_safe_only_when_nothing_still_out_could_take_it() -> None:
    """R-AI-3/4: a pair lead may meet a little or a same-two. Under hearts, ♢A♢A is safe when
    the leader holds both ♠A (no Mighty), both ♡J and ♢J (no double bower, no right + left),
    a ♡A (no trump ace pair) and both ♢2 (no same-two); without the ♡A it is not. A ♢2♢2
    pair same-two is never called safe: a later player without diamonds breaks it
    (R-SAME-4)."""
    rest = [
        "C4 C5 C6 C7 C8 C9 S3 S4 S5 S6 S7",
        "H3 H4 H5 H6 H7 H8 S8 S9 S10 SQ SK",
        "C10 CQ CK H9 H10 HQ HK H2 C2 C2 SJ",
    ]
    for last, lead, safe in (("HA", "DA DA", True), ("C3", "DA DA", False), ("HA", "D2 D2", False)):
        state = position("H", 2, ["DA DA SA SA HJ HJ DJ DJ D2 D2 " + last, *rest])
        action = Lead(tuple(cards(lead)))
        facts = play_facts(state.view_for(0), action)
        assert any(isinstance(f, RoundNoBeaterOut) for f in facts) is safe, (lead, last, facts)
        assert all(fact_holds(f, state, 0, action) for f in facts)
