"""belote.md B-EX-2 .. B-EX-11: the contract test, failure, capot, option-bid multipliers,
the 3-player game and the end of the game, as the score sheet shows them."""

from __future__ import annotations

import pytest

from engine.games.belote import match_end
from engine.games.belote.params import STANDARD, BeloteRules
from engine.games.belote.scoring import Tally, score_deal

VAR4 = STANDARD.model_copy(update={"melds_in_test": False})
KEEP = STANDARD.model_copy(update={"belote_kept_by_failing_side": True})
CAPOT250 = STANDARD.model_copy(update={"capot_value": 250})
NS, EW = 0, 1


def _score(
    sides: list[Tally], declarer: int, mode: str = "suit", rules: BeloteRules = STANDARD
) -> tuple[bool, tuple[int, ...]]:
    result = score_deal(sides, declarer, mode, rules)
    return result.made, result.scores


def test_ex2_melds_decide_the_test() -> None:
    sides = [Tally(92, belote=20), Tally(70, melds=50)]
    assert _score(sides, EW) == (True, (112, 120))
    # B-VAR-4: melds left out of the test: 70 vs 92 fails; N-S take 162 + 50 + 20
    assert _score(sides, EW, rules=VAR4) == (False, (232, 0))


def test_ex3_a_tie_fails() -> None:
    assert _score([Tally(81), Tally(81)], NS) == (False, (0, 162))


def test_ex4_failure_with_the_declarers_belote() -> None:
    sides = [Tally(71, belote=20), Tally(91, melds=20)]
    assert _score(sides, NS) == (False, (0, 202))  # BD-13 default
    assert _score(sides, NS, rules=KEEP) == (False, (20, 182))


def test_ex5_declarers_capot() -> None:
    sides = [Tally(252, melds=150, capot=True), Tally(0, belote=20)]
    assert _score(sides, NS) == (True, (402, 20))
    sides250 = [Tally(250, melds=150, capot=True), Tally(0, belote=20)]
    assert _score(sides250, NS, rules=CAPOT250) == (True, (400, 20))


def test_ex6_defenders_capot_the_declarers() -> None:
    # BD-15: the defenders score 252 + both sides' melds, including the declarers' carré
    sides = [Tally(252, capot=True), Tally(0, melds=100)]
    assert _score(sides, EW) == (False, (352, 0))


def test_ex7_sans_atout_doubles() -> None:
    assert _score([Tally(84, melds=20), Tally(46)], NS, "sa") == (True, (208, 92))


def test_ex8_tout_atout_triples() -> None:
    sides = [Tally(98, melds=50, belote=20), Tally(160, belote=20)]
    assert _score(sides, EW, "ta") == (True, (504, 540))


def test_ex9_sans_atout_fails() -> None:
    assert _score([Tally(70), Tally(60)], EW, "sa") == (False, (260, 0))


def test_ex10_three_players() -> None:
    assert _score([Tally(68), Tally(40, melds=20), Tally(35)], 0) == (True, (68, 60, 35))
    # B-EX-10b: a tie for first place fails; BD-17: the opponents keep their own totals
    assert _score([Tally(55), Tally(55), Tally(30)], 0) == (False, (0, 55, 30))


def test_capot_loses_the_capot_sides_melds_but_not_its_belote() -> None:
    # B-SCORE-5 / BD-14: E-W held the strongest meld but were capot: nobody scores it
    sides = [Tally(252, capot=True), Tally(0, melds=50, belote=20)]
    assert _score(sides, NS) == (True, (252, 20))


@pytest.mark.parametrize(
    ("totals", "over"),
    [
        ((940, 930, 940, 930), None),
        ((1103, 1009, 1103, 1009), ((0, 2), False)),  # B-EX-11: N-S win
        ((1050, 1050, 1050, 1050), ((0, 1, 2, 3), True)),  # both on 1050: a draw
        ((999, 1000, 999, 1000), ((1, 3), False)),
    ],
)
def test_ex11_end_of_game(totals, over) -> None:
    got = match_end(STANDARD, 4, totals)
    if over is None:
        assert got is None
    else:
        assert got is not None
        assert (got.winners, got.draw, got.rule_id) == (*over, "B-END-1")


def test_option_bids_play_to_3000_and_three_players_can_draw() -> None:
    rules = STANDARD.model_copy(update={"option_bids": "sa_ta"})
    assert rules.target == 3000  # B-OPT-6, BD-5
    assert match_end(rules, 4, (2990, 1500, 2990, 1500)) is None
    sa_only = STANDARD.model_copy(update={"option_bids": "sa_only"})
    assert sa_only.target == 3000
    got = match_end(STANDARD, 3, (1020, 1020, 400))  # BD-18
    assert got is not None and got.draw and got.winners == (0, 1)
