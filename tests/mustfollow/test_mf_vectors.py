"""mustfollow.md §6 test vectors M-TV-1..4, each checked three ways: the literal oracle
(every legal continuation), the solvers, and (M-TV-1) the score formula."""

from __future__ import annotations

from fractions import Fraction

import pytest
from mf_oracle import bag_value, continuations, mask

from engine.cards import parse_card
from engine.games.mustfollow.duo import ROUND_OK, DuoSolver
from engine.games.mustfollow.multi import MultiSolver
from engine.games.mustfollow.puzzle import BagPosition, BagSolver
from engine.games.mustfollow.rules import basic_score, basic_win, round_ok

C = parse_card

# --- M-TV-1: 4 players, 2 tricks left, exactly one winning line ---------------------------
TV1 = (mask("CJ D7 S7"), mask("D5 DQ H2"), mask("C6 S5 SA"), mask("C8 D6 H10"))
TV1_TAKEN = (5, 4, 1, 0)


def test_tv1_has_232_continuations_and_exactly_one_wins():
    ends = list(continuations(TV1, 0, TV1_TAKEN))
    assert len(ends) == 232
    wins = [e for e in ends if basic_win(e.taken, e.last, None)]
    assert len(wins) == 1
    (win,) = wins
    assert win.plays == (
        (0, C("D7")),
        (1, C("D5")),
        (2, C("C6")),
        (3, C("D6")),
        (0, C("S7")),
        (1, C("H2")),
        (2, C("SA")),
        (3, C("C8")),
    )
    assert win.taken == (6, 4, 2, 0)
    assert win.last == (C("CJ"), C("DQ"), C("S5"), C("H10"))
    # M-SCORE-1: N (6 tricks) keeps J, W (0 tricks) keeps 10: 11 - 10 + 12
    assert basic_score(win.taken, win.last) == 13


def test_tv1_solver_finds_the_one_line():
    solver = MultiSolver(4, None)
    line = solver.line(TV1, 0, TV1_TAKEN)
    assert line == [
        (0, C("D7")),
        (1, C("D5")),
        (2, C("C6")),
        (3, C("D6")),
        (0, C("S7")),
        (1, C("H2")),
        (2, C("SA")),
        (3, C("C8")),
    ]


@pytest.mark.parametrize("lead", ["CJ", "S7"])
def test_tv1_other_leads_lose(lead):
    """Proof cases 1 and 2: leading CJ or S7 loses whatever follows."""
    hands = list(TV1)
    hands[0] &= ~(1 << C(lead))
    assert not MultiSolver(4, None).winnable(tuple(hands), 0, TV1_TAKEN, ((0, C(lead)),))


# --- M-TV-2: 3 players, 2 tricks left, not winnable although simple checks pass ---------------
TV2 = (mask("D6 DA H10"), mask("D8 H7 SJ"), mask("C9 D9 H6"))
TV2_TAKEN = (7, 3, 0)
CENTER = C("H9")


def test_tv2_counts_and_suits_each_reachable_but_never_both():
    ends = list(continuations(TV2, 0, TV2_TAKEN))
    assert len(ends) == 12
    counts = [e for e in ends if sorted(e.taken) == [0, 4, 8]]
    suits = [e for e in ends if len({c // 13 for c in e.last} | {CENTER // 13}) == 4]
    assert (len(counts), len(suits)) == (2, 4)
    assert not any(basic_win(e.taken, e.last, CENTER) for e in ends)


def test_tv2_solver_says_not_winnable_though_simple_checks_pass():
    solver = MultiSolver(3, CENTER)
    assert solver.counts_feasible(TV2_TAKEN) and solver.suits_feasible(TV2)
    assert not solver.winnable(TV2, 0, TV2_TAKEN)


# --- M-TV-3: 2 players, round 1, two winning lines that differ for round 2 ----------------------
TV3 = (mask("CQ H4 HK"), mask("C3 D7 H7"))


def test_tv3_two_of_eight_continuations_win_with_different_last_winners():
    ends = list(continuations(TV3, 0, (7, 3)))
    assert len(ends) == 8
    wins = [e for e in ends if round_ok(e.taken, e.last)]
    assert len(wins) == 2
    for e in wins:
        assert e.taken == (8, 4)
        assert e.last == (C("HK"), C("D7"))
    # line A: D wins the last trick (D leads round 2); line B: P does
    assert sorted(e.last_winner for e in wins) == [0, 1]
    line_a = next(e for e in wins if e.last_winner == 1)
    assert line_a.plays == ((0, C("CQ")), (1, C("C3")), (0, C("H4")), (1, C("H7")))


def test_tv3_solver_agrees_and_round_two_needs_the_other_pair():
    solver = DuoSolver(ROUND_OK)
    assert solver.winnable(TV3[0], TV3[1], 0, 7)
    hands = (TV3[0] & ~(1 << C("HK")), TV3[1])  # leading HK wins both tricks: lost
    assert not solver.winnable(hands[0], hands[1], 0, 7, lead=C("HK"))


# --- M-TV-4: 1 player, hidden dummy ranks: p_opt 2/3 but p_clair 1 --------------------------------
TV4 = BagPosition(
    player=mask("C6 HJ S6"),
    dummy_up=mask("C3"),
    bag=(2, 0, 0, 0),
    pool=mask("S3 SQ SK"),
    leader=0,
    t0=7,
)


def test_tv4_exact_values_of_the_first_move():
    values = dict(BagSolver(ROUND_OK).move_values(TV4))
    assert values == {
        ("card", C("HJ")): pytest.approx(2 / 3),
        ("card", C("C6")): 0.0,
        ("card", C("S6")): 0.0,
    }


def test_tv4_oracle_gives_two_thirds():
    value = bag_value(TV4.player, TV4.dummy_up, TV4.bag, TV4.pool, 0, 7, ROUND_OK.accept)
    assert value == Fraction(2, 3)


def test_tv4_clairvoyant_value_is_one():
    """Every consistent deal (2 of the 3 unseen spades in the dummy) is winnable when the
    player knows which face-down card is which: p_clair = 1 > p_opt (strategy fusion)."""
    spades = [C("S3"), C("SQ"), C("SK")]
    for out in spades:
        dummy = TV4.dummy_up | sum(1 << s for s in spades if s != out)
        assert DuoSolver(ROUND_OK).winnable(TV4.player, dummy, 0, 7)
