"""The deciding fact is named in Belote (issue 21, point 3): when a trump J or 9 beats a card
that ranks above it in plain order, the hint and the trick note say it is the trump order
(B-CARD-2; every suit under tout atout, B-CARD-5); when a trump beats the led suit, they say
that (B-TRICK-1).
"""

from __future__ import annotations

from engine.cards import parse_card
from engine.events import TrickWon
from engine.facts import WinningNow
from engine.games.belote.explain import explain_trick
from engine.games.belote.hint_facts import how_wins
from engine.games.belote.play import Contract, TrickRules
from engine.text import in_language


def _trick(bid: str, codes: str) -> tuple[str, str, str]:
    """(hint words of the card winning ``codes``, its rule, the trick note) under ``bid``."""
    contract = Contract(0, bid)
    tr = TrickRules(contract, 4, False)
    cards = [parse_card(c) for c in codes.split()]
    pos, reason, rule = tr.win_reason(cards)
    how, how_rule = how_wins(tr, cards)
    words = WinningNow(pos, cards[pos], how, how_rule).words()
    event = TrickWon(
        trick=3,
        winner=pos,
        plays=tuple(enumerate(cards)),
        reason=reason,
        rule_id=rule,
        point_cards=(),
    )
    return str(words), how_rule, str(explain_trick(event, contract))


def test_the_trump_nine_beats_the_trump_ace_by_the_trump_order() -> None:
    # the example: "♣9 beats ♣A: in trumps the 9 is second only to the J"
    words, rule, note = _trick("C", "CA C9 C7 C8")
    assert "♣9 is winning the trick as the 9 of trumps, which beats ♣A" in words
    assert "second only to the J (B-CARD-2)" in words and rule == "B-CARD-2"
    assert "♣9 wins as the 9 of trumps, which beats ♣A" in note
    assert "B-TRICK-1" in note and "B-CARD-2" in note
    ja = in_language(_words("C", "CA C9 C7 C8"), "ja")
    assert "♣9" in ja and "♣A" in ja and ja != words


def test_the_trump_jack_beats_the_trump_ace_and_ten() -> None:
    words, rule, _note = _trick("H", "HA H10 HJ H8")
    assert "♡J is winning the trick as the J of trumps, which beats ♡A" in words
    assert rule == "B-CARD-2"


def test_a_trump_over_the_led_suit_is_named() -> None:
    words, rule, note = _trick("S", "HA H10 S7 H8")
    assert "♠7 is winning the trick as a trump, which beats every card of the led suit" in words
    assert rule == "B-TRICK-1"
    assert "♠7 wins as a trump" in note


def test_without_a_special_order_the_plain_order_is_named() -> None:
    words, rule, _note = _trick("S", "HA H10 HK H8")
    assert "♡A is winning the trick as the highest card of the led suit" in words
    assert rule == "B-TRICK-1"


def test_tout_atout_names_the_nine_over_the_ace_of_the_led_suit() -> None:
    words, rule, note = _trick("ta", "DA D9 D7 S9")
    assert "♢9 is winning the trick as the 9, which beats ♢A: in tout atout" in words
    assert rule == "B-CARD-5" and "B-CARD-5" in note


def test_sans_atout_keeps_the_plain_order() -> None:
    words, _rule, _note = _trick("sa", "DA D9 D7 S9")
    assert "♢A is winning the trick as the highest card of the led suit: sans atout" in words


def _words(bid: str, codes: str) -> WinningNow | str:
    tr = TrickRules(Contract(0, bid), 4, False)
    cards = [parse_card(c) for c in codes.split()]
    pos = tr.winner(cards)
    how, rule = how_wins(tr, cards)
    return WinningNow(pos, cards[pos], how, rule).words()
