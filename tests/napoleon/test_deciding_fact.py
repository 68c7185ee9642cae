"""The deciding fact is named (issue 21, point 3): whenever the card winning a Napoleon trick
wins by a special rule, both the hint's fact and the trick note say which rule, in words and
with its ID — the Mighty, Yoromeki, the bowers, a led joker, a forced joker's lack of power,
the same-two, a trump over the led suit and the first and last tricks' exceptions.

Each test lays one trick of the `book` preset (5 players, 10 tricks) and reads the words a
player would see: the hint's "… is winning the trick …" and the note after the trick.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards import JOKER, NO_SUIT, parse_card
from engine.events import TrickWon
from engine.facts import WinningNow, card_facts
from engine.games.family.tricks import DealRules
from engine.games.napoleon.explain import explain_trick
from engine.games.napoleon.hint_facts import how_wins, powerless_joker
from engine.games.napoleon.params import PRESETS
from engine.text import Text, in_language

BOOK = PRESETS["book"]


def _trick(trump: str, codes: str, k: int = 5, named: int = NO_SUIT) -> tuple[str, str, str]:
    """(hint words of the card winning the trick, its rule, the trick note) for ``codes``
    (``"SA H2 ..."``, seats 0, 1, …) in trick ``k`` of a ``trump`` contract."""
    dr = DealRules.for_contract(BOOK, trump, 10)
    cards = [JOKER if c == "JK" else parse_card(c) for c in codes.split()]
    out = dr.trick_winner(cards, k, named)
    how, rule = how_wins(dr, k, named, cards)
    fact = WinningNow(out.position, cards[out.position], how, rule)
    notes = dr.notes_by_trick[k] if len(cards) == 5 else ()
    event = TrickWon(
        trick=k,
        winner=out.position,
        plays=tuple(enumerate(cards)),
        reason=out.reason,
        rule_id=out.rule_id,
        point_cards=(),
        notes=notes,
    )
    return str(fact.words()), rule, explain_trick(event, dr)


def _trick_text(trump: str, codes: str, k: int) -> WinningNow | str:
    dr = DealRules.for_contract(BOOK, trump, 10)
    cards = [parse_card(c) for c in codes.split()]
    out = dr.trick_winner(cards, k, NO_SUIT)
    how, rule = how_wins(dr, k, NO_SUIT, cards)
    return WinningNow(out.position, cards[out.position], how, rule).words()


def test_the_mighty_is_named_the_strongest_card() -> None:
    words, rule, note = _trick("H", "H5 SA HJ H9 H2")
    assert "♠A is winning the trick as the Mighty (♠A), the strongest card (N-TRICK-5)" in words
    assert rule == "N-TRICK-5" and "the Mighty" in note and "N-TRICK-5" in note


def test_yoromeki_is_named_when_the_heart_queen_catches_the_mighty() -> None:
    words, rule, note = _trick("S", "S5 SA HQ S9 S2")
    assert "♡Q is winning the trick by Yoromeki" in words and rule == "N-TRICK-6"
    assert "Yoromeki" in note and "N-TRICK-6" in note


def test_the_left_bower_is_named_as_the_jack_of_the_trump_partner_suit() -> None:
    # the example: Clara's ♢J is winning as the left bower under hearts
    words, rule, note = _trick("H", "H5 DJ HA H9 H2")
    assert "♢J is winning the trick as the left bower" in words and rule == "N-TRICK-4"
    assert "♢J wins as the left bower" in note and "N-TRICK-4" in note


def test_the_right_bower_is_named_as_the_jack_of_trumps() -> None:
    words, rule, note = _trick("H", "H5 DJ HJ H9 H2")
    assert "♡J is winning the trick as the right bower" in words and rule == "N-TRICK-4"
    assert "right bower" in note


def test_a_trump_over_the_led_suit_is_named() -> None:
    words, rule, note = _trick("H", "CA CK H3 C9 C2")
    assert "♡3 is winning the trick as a trump, which beats every card of the led suit" in words
    assert rule == "N-TRICK-3"
    assert "♡3 wins as a trump: a trump beats every card of the led suit" in note
    assert "N-TRICK-3" in note


def test_the_same_two_is_named_when_every_card_followed_suit() -> None:
    words, rule, note = _trick("S", "CA CK C2 C9 C5")
    assert "♣2 is winning the trick by same-two" in words and rule == "N-TRICK-11"
    assert "same-two" in note and "N-TRICK-11" in note


def test_a_joker_called_out_by_the_spade_three_is_named_powerless() -> None:
    dr = DealRules.for_contract(BOOK, "H", 10)
    trick = [(0, parse_card("S3")), (1, JOKER), (2, parse_card("SQ"))]
    joker = powerless_joker(dr, 5, trick)
    assert joker is not None and joker.called and joker.rule == "N-TRICK-10"
    assert "called the joker out" in joker.words()
    words, _rule, note = _trick("H", "S3 JK SQ S9 S5")
    assert "♠Q is winning" in words
    assert "called the joker out" in note and "N-TRICK-10" in note


def test_a_led_joker_is_named() -> None:
    words, rule, note = _trick("H", "JK HA HK H9 H5", named=1)
    assert "JK is winning the trick as a led joker" in words and rule == "N-TRICK-8"
    assert "led joker" in note


def test_the_first_trick_names_the_trump_that_has_no_power_there() -> None:
    # N-TRICK-15 (book): in trick 1 only the Mighty keeps its power, a trump does not win
    words, rule, note = _trick("H", "CK C9 H3 C5 C2", k=1)
    assert rule == "N-TRICK-15"
    assert "♣K is winning the trick as the highest card of the led suit" in words
    assert "in the first trick ♡3 has no power (N-TRICK-15)" in words
    assert "♡3" in note and "N-TRICK-15" in note
    for lang in ("ja", "fr"):  # said in the player's language too, with the card named
        said_there = in_language(_trick_text("H", "CK C9 H3 C5 C2", 1), lang)
        assert "♡3" in said_there and said_there != str(_trick_text("H", "CK C9 H3 C5 C2", 1))


def test_the_last_trick_names_the_power_it_switches_off() -> None:
    # N-TRICK-16 (book): in the last trick trumps, bowers and same-two have no power
    words, rule, note = _trick("S", "CA CK C2 C9 C5", k=10)
    assert rule == "N-TRICK-16"
    assert "♣A is winning" in words and "in the last trick ♣2 has no power" in words
    assert "N-TRICK-16" in note


def test_the_way_a_card_wins_is_said_once() -> None:
    # the card winning now and the card that would take the lead win by one rule: the hint
    # says it once ("… in the first trick ♣2 has no power", then "by the same rule")
    dr = DealRules.for_contract(BOOK, "S", 10)

    def winner(cards: Sequence[int]) -> int:
        return dr.trick_winner(cards, 1, NO_SUIT).position

    def how(cards: Sequence[int]) -> tuple[Text, str]:
        return how_wins(dr, 1, NO_SUIT, cards)

    trick = [(0, parse_card("CQ")), (1, parse_card("C2")), (2, parse_card("C4"))]
    facts = card_facts(winner, how, trick, parse_card("CA"), [], 4)
    words = " ".join(str(f.words()) for f in facts)
    assert words.count("in the first trick ♣2 has no power") == 1, words
    assert "♣A would take the lead by the same rule (N-TRICK-15)." in words
    assert "同じルール" in " ".join(in_language(f.words(), "ja") for f in facts)


def test_a_two_led_alone_is_said_to_win_by_same_two_only_if_every_card_follows() -> None:
    rules = DealRules.for_contract(BOOK, "D", 10)
    how, rule = how_wins(rules, 4, NO_SUIT, [parse_card("S2")])
    assert rule == "N-TRICK-11"
    assert in_language(how, "en") == "as the led 2, if every card follows its suit (same-two)"
    both, _ = how_wins(rules, 4, NO_SUIT, [parse_card("S2"), parse_card("S9")])
    assert in_language(both, "en") == "by same-two: every card in it is of the led suit"
