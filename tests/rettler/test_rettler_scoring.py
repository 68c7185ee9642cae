"""rettler.md §18 scoring: table C.4 (loss multipliers) and tables C.5/C.6 (every printed
amount, R-SCORE-11/12), the worked examples R-TV-SC-1..11, the unprinted rows R-SCORE-13,
the D-03 nobody-bids penalty and the outcome rules R-END-2/3/5 in a finished deal."""

from __future__ import annotations

import pytest

from engine.games.rettler.params import BOOK
from engine.games.rettler.scoring import (
    deal_scores,
    loss_multiplier,
    nobody_bid_scores,
    outcome_decided,
    win_multiplier,
)

# Tables C.5 (Rettler side wins) and C.6 (it loses) as printed: players, multiplier, then
# 1R 1C | 2R 2A 2C | 3R 3A 3C ("." = impossible: four players allow one adjutant)
C5 = [
    (4, 1, "+60 -20 +40 +20 -30 . . ."),
    (4, 2, "+120 -40 +80 +40 -60 . . ."),
    (4, 4, "+240 -80 +160 +80 -120 . . ."),
    (4, 16, "+960 -320 +640 +320 -480 . . ."),
    (5, 1, "+60 -15 +40 +20 -20 +30 +15 -30"),
    (5, 2, "+120 -30 +80 +40 -40 +60 +30 -60"),
    (5, 4, "+240 -60 +160 +80 -80 +120 +60 -120"),
    (5, 16, "+960 -240 +640 +320 -320 +480 +240 -480"),
    (6, 1, "+60 -12 +40 +20 -15 +30 +15 -20"),
    (6, 2, "+120 -24 +80 +40 -30 +60 +30 -40"),
    (6, 4, "+240 -48 +160 +80 -60 +120 +60 -80"),
    (6, 16, "+960 -192 +640 +320 -240 +480 +240 -320"),
    (7, 1, "+60 -10 +40 +20 -12 +30 +15 -15"),
    (7, 2, "+120 -20 +80 +40 -24 +60 +30 -30"),
    (7, 4, "+240 -40 +160 +80 -48 +120 +60 -60"),
    (7, 16, "+960 -160 +640 +320 -192 +480 +240 -240"),
    (8, 1, "+63 -9 +40 +20 -10 +30 +15 -12"),
    (8, 2, "+126 -18 +80 +40 -20 +60 +30 -24"),
    (8, 4, "+252 -36 +160 +80 -40 +120 +60 -48"),
    (8, 16, "+1008 -144 +640 +320 -160 +480 +240 -192"),
]
C6 = [
    (4, 1, "-60 +20 -45 -15 +30 . . ."),
    (4, 2, "-120 +40 -90 -30 +60 . . ."),
    (4, 4, "-240 +80 -180 -60 +120 . . ."),
    (4, 16, "-960 +320 -720 -240 +480 . . ."),
    (5, 1, "-60 +15 -45 -15 +20 -36 -12 +30"),
    (5, 2, "-120 +30 -90 -30 +40 -72 -24 +60"),
    (5, 4, "-240 +60 -180 -60 +80 -144 -48 +120"),
    (5, 16, "-960 +240 -720 -240 +320 -576 -192 +480"),
    (6, 1, "-60 +12 -45 -15 +15 -36 -12 +20"),
    (6, 2, "-120 +24 -90 -30 +30 -72 -24 +40"),
    (6, 4, "-240 +48 -180 -60 +60 -144 -48 +80"),
    (6, 16, "-960 +192 -720 -240 +240 -576 -192 +320"),
    (7, 1, "-60 +10 -45 -15 +12 -36 -12 +15"),
    (7, 2, "-120 +20 -90 -30 +24 -72 -24 +30"),
    (7, 4, "-240 +40 -180 -60 +48 -144 -48 +60"),
    (7, 16, "-960 +160 -720 -240 +192 -576 -192 +240"),
    (8, 1, "-63 +9 -45 -15 +10 -36 -12 +12"),
    (8, 2, "-126 +18 -90 -30 +20 -72 -24 +24"),
    (8, 4, "-252 +36 -180 -60 +40 -144 -48 +48"),
    (8, 16, "-1008 +144 -720 -240 +160 -576 -192 +192"),
]

#: a count and, for a loss, the points taken that give each multiplier (table C.4)
WIN_COUNT = {1: 25, 2: 30, 4: 35, 16: 40}
LOSS_TAKEN = {1: 20, 2: 15, 4: 10, 16: 3}  # with a count of 25 (band "up to 29")


def _columns(players: int, made: bool, mult: int) -> list[int | None]:
    """1R 1C 2R 2A 2C 3R 3A 3C from deal_scores: seat 0 the Rettler, 1-2 adjutants."""
    count = WIN_COUNT[mult] if made else 25
    taken = 0 if made else LOSS_TAKEN[mult]
    out: list[int | None] = []
    for adjutants in ((), (1,), (1, 2)):
        if players == 4 and len(adjutants) == 2:
            out += [None, None, None]
            continue
        scores = deal_scores(BOOK, players, 0, adjutants, made, count, 1, taken)
        assert sum(scores) == 0
        out += [scores[0], *([scores[1]] if adjutants else []), scores[-1]]
    return out


def _printed(text: str) -> list[int | None]:
    return [None if cell == "." else int(cell) for cell in text.split()]


@pytest.mark.parametrize(("players", "mult", "cells"), C5)
def test_table_c5_cell_by_cell(players, mult, cells):
    assert win_multiplier(WIN_COUNT[mult]) == mult
    assert _columns(players, True, mult) == _printed(cells)


@pytest.mark.parametrize(("players", "mult", "cells"), C6)
def test_table_c6_cell_by_cell(players, mult, cells):
    assert loss_multiplier(25, LOSS_TAKEN[mult]) == mult
    assert _columns(players, False, mult) == _printed(cells)


def test_all_296_printed_amounts_are_checked():
    amounts = sum(len([c for c in _printed(cells) if c is not None]) for _, _, cells in C5 + C6)
    assert amounts == 296


# Table C.4 (R-SCORE-10): count band -> ranges of points taken for x1, x2, x4, x16
C4 = {
    (20, 25, 29): ((19, 99), (13, 18), (7, 12), (0, 6)),
    (30, 32, 34): ((23, 99), (15, 22), (8, 14), (0, 7)),
    (35, 37, 39): ((27, 99), (17, 26), (9, 16), (0, 8)),
    (40,): ((30, 99), (20, 29), (10, 19), (0, 9)),
}


@pytest.mark.parametrize("band", list(C4), ids=lambda b: f"count{b[0]}")
def test_table_c4_cell_by_cell(band):
    ranges = C4[band]
    for count in band:
        for taken in range(count):
            expected = next(
                m for m, (lo, hi) in zip((1, 2, 4, 16), ranges, strict=True) if lo <= taken <= hi
            )
            assert loss_multiplier(count, taken) == expected, (count, taken)


@pytest.mark.parametrize(
    ("count", "mult"), [(20, 1), (29, 1), (30, 2), (34, 2), (35, 4), (39, 4), (40, 16)]
)
def test_win_multiplier_column(count, mult):
    assert win_multiplier(count) == mult


def test_loss_modes_differ_only_where_the_book_says():
    """R-SCORE-12 and R-TV-SC-7: count 36, taken 17: table x2, corrected and exact x4."""
    assert loss_multiplier(36, 17, "table") == 2
    assert loss_multiplier(36, 17, "table_corrected") == 4
    assert loss_multiplier(36, 17, "exact") == 4
    # disagreement 2: count 20, taken 15-18: table x2, the verbal rule x1
    assert [loss_multiplier(20, t) for t in (15, 18)] == [2, 2]
    assert [loss_multiplier(20, t, "exact") for t in (15, 18)] == [1, 1]


def _split(scores: list[int], side: list[int]) -> tuple[list[int], list[int]]:
    return [scores[s] for s in side], sorted(
        {scores[s] for s in range(len(scores)) if s not in side}
    )


def test_worked_example_win_six_players():
    """R-TV-SC-1 [B C.2.1]: 6 players, hearts 36, made: x4."""
    assert _split(deal_scores(BOOK, 6, 0, (1, 2), True, 36, 1, 36), [0, 1, 2]) == (
        [120, 60, 60],
        [-80],
    )
    assert _split(deal_scores(BOOK, 6, 0, (1,), True, 36, 1, 36), [0, 1]) == ([160, 80], [-60])
    assert _split(deal_scores(BOOK, 6, 0, (), True, 36, 1, 36), [0]) == ([240], [-48])


def test_worked_example_loss_seven_players():
    """R-TV-SC-2 [B C.2.2]: 7 players, hearts 28, took 14: x2."""
    assert _split(deal_scores(BOOK, 7, 0, (1, 2), False, 28, 1, 14), [0, 1, 2]) == (
        [-72, -24, -24],
        [30],
    )
    assert _split(deal_scores(BOOK, 7, 0, (1,), False, 28, 1, 14), [0, 1]) == ([-90, -30], [24])
    assert _split(deal_scores(BOOK, 7, 0, (), False, 28, 1, 14), [0]) == ([-120], [20])


@pytest.mark.parametrize(
    ("vid", "made", "count", "taken", "adjutants", "expected"),
    [
        # R-TV-SC-3..6: the book's four games, 6 players, A = seat 0
        ("SC-3", False, 28, 24, (2, 3), [-36, 20, -12, -12, 20, 20]),
        ("SC-4", True, 30, 34, (2,), [80, -30, 40, -30, -30, -30]),
        ("SC-5", True, 40, 40, (2, 5), [480, -320, 240, -320, -320, 240]),
        ("SC-6", False, 33, 32, (5,), [-45, 15, 15, 15, 15, -15]),
    ],
)
def test_the_book_games(vid, made, count, taken, adjutants, expected):
    assert deal_scores(BOOK, 6, 0, adjutants, made, count, 1, taken) == expected, vid


def test_five_player_two_adjutant_bid_uses_the_converted_count():
    """R-TV-SC-8 (D-26): (35, two adjutants) is e = 30: x2."""
    assert _split(deal_scores(BOOK, 5, 0, (1, 2), True, 35, 2, 35), [0, 1, 2]) == (
        [60, 30, 30],
        [-60],
    )
    # and the loss thresholds: taken 16 is x2 in e = 30's band (15-22); the printed count
    # 35 would give x4 (9-16)
    assert deal_scores(BOOK, 5, 0, (1, 2), False, 35, 2, 16)[:3] == [-72, -24, -24]


def test_eight_players_alone_use_63():
    """R-TV-SC-9, R-SCORE-7."""
    assert deal_scores(BOOK, 8, 0, (), False, 25, 1, 20) == [-63] + [9] * 7


@pytest.mark.parametrize(
    ("players", "adjutants", "rettler", "adjutant", "coalition"),
    [
        # R-SCORE-13 all-take rows (D-25) and R-TV-SC-10
        (4, 1, -120, -120, 120),
        (4, 0, -240, None, 80),
        (5, 2, -80, -80, 120),
        (5, 1, -120, -120, 80),
        (5, 0, -240, None, 60),
        (6, 2, -80, -80, 80),
        (6, 1, -120, -120, 60),
        (6, 0, -240, None, 48),
        (7, 2, -80, -80, 60),
        (7, 1, -120, -120, 48),
        (7, 0, -240, None, 40),
        (8, 2, -80, -80, 48),
        (8, 1, -120, -120, 40),
        (8, 0, -252, None, 36),
    ],
)
def test_all_take_rows(players, adjutants, rettler, adjutant, coalition):
    side = tuple(range(1, adjutants + 1))
    scores = deal_scores(BOOK, players, 0, side, False, 30, 1, 40, all_take=True)
    assert scores[0] == rettler and scores[-1] == coalition and sum(scores) == 0
    if adjutant is not None:
        assert all(scores[s] == adjutant for s in side)


@pytest.mark.parametrize(
    ("players", "holders", "expected"),
    [
        (6, [2], [12, 12, -60, 12, 12, 12]),  # R-TV-SC-11: one player holds both ♠A
        (6, [1, 4], [15, -30, 15, 15, -30, 15]),
        (8, [0], [-63] + [9] * 7),
        (8, [0, 7], [-30] + [10] * 6 + [-30]),
        (4, [3], [20, 20, 20, -60]),
    ],
)
def test_nobody_bids_the_mighty_holders_pay(players, holders, expected):
    """D-03 (R-BID-7 item 2, R-SCORE-13)."""
    assert nobody_bid_scores(BOOK, players, holders) == expected


def test_reverse_all_take_is_scored_x1():
    """R-SCORE-8 (D-28)."""
    assert deal_scores(BOOK, 6, 0, (1,), True, 0, 1, 0, reverse=True)[:2] == [40, 20]
    assert deal_scores(BOOK, 6, 0, (1,), False, 0, 1, 3, reverse=True)[:2] == [-45, -15]


@pytest.mark.parametrize(
    ("count", "side", "coalition", "expected"),
    [
        (33, 5, 8, "break"),  # R-END-5, [B 3.4.4 fn30]: 40 - 5 - 3 discarded = 32 < 33
        (28, 28, 1, "make"),
        (28, 28, 0, None),  # all-take still possible
        (40, 40, 0, "make"),  # a 40 contract ignores all-take (R-END-3)
        (28, 40, 0, "break"),  # all-take (R-END-3)
        (28, 20, 3, None),
    ],
)
def test_decided_outcome(count, side, coalition, expected):
    assert outcome_decided(count, side, coalition) == expected
