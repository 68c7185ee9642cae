"""Napoleon scoring: napoleon.md §13 (N-SCORE), N-END-5 and the vectors N-TV-SC-1..6 (§17.8)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.games.napoleon.params import BOOK, FUKASHI, IGOSHOKAI, NapoleonRules
from engine.games.napoleon.scoring import (
    deal_scores,
    loss_multiplier,
    outcome_decided,
    score_fixed,
    win_multiplier,
)

LITERAL = BOOK.model_copy(update={"score_table_literal": True})
BOOK_NO_ALL_TAKE = BOOK.model_copy(update={"all_take": False})

# --- the book's tables, transcribed row by row from napoleon.md §13 -------------------------
# (contract counts, points taken, only: Napoleon, only: each coalition,
#  Napoleon, adjutant, each coalition)
Row = tuple[str, str, int, int, int, int, int]

TABLE_C1: list[Row] = [  # 3 players
    ("16,17", "0-3", -960, +480, -720, -240, +960),
    ("16,17", "4-7", -240, +120, -180, -60, +240),
    ("16,17", "8-11", -120, +60, -90, -30, +120),
    ("16,17", "12+", -60, +30, -45, -15, +60),
    ("16,17", "win", +120, -60, +80, +40, -120),
    ("18,19", "0-3", -960, +480, -720, -240, +960),
    ("18,19", "4-8", -240, +120, -180, -60, +240),
    ("18,19", "9-12", -120, +60, -90, -30, +120),
    ("18,19", "13+", -60, +30, -45, -15, +60),
    ("18,19", "win", +240, -120, +160, +80, -240),
    ("20", "0-4", -960, +480, -720, -240, +960),
    ("20", "5-9", -240, +120, -180, -60, +240),
    ("20", "10-14", -120, +60, -90, -30, +120),
    ("20", "15-19", -60, +30, -45, -15, +60),
    ("20", "win", +960, -480, +640, +320, -960),
]

TABLE_C2: list[Row] = [  # 4 players
    ("14,15", "0-2", -960, +320, -720, -240, +480),
    ("14,15", "3-6", -240, +80, -180, -60, +120),
    ("14,15", "7-10", -120, +40, -90, -30, +60),
    ("14,15", "11+", -60, +20, -45, -15, +30),
    ("14,15", "win", +60, -20, +40, +20, -30),
    ("16,17", "0-3", -960, +320, -720, -240, +480),
    ("16,17", "4-7", -240, +80, -180, -60, +120),
    ("16,17", "8-11", -120, +40, -90, -30, +60),
    ("16,17", "12+", -60, +20, -45, -15, +30),
    ("16,17", "win", +120, -40, +80, +40, -60),
    ("18,19", "0-3", -960, +320, -720, -240, +480),
    ("18,19", "4-8", -240, +80, -180, -60, +120),
    ("18,19", "9-12", -120, +40, -90, -30, +60),
    ("18,19", "13+", -60, +20, -45, -15, +30),
    ("18,19", "win", +240, -80, +160, +80, -120),
    ("20", "0-4", -960, +320, -720, -240, +480),
    ("20", "5-9", -240, +80, -180, -60, +120),
    ("20", "10-14", -120, +40, -90, -30, +60),
    ("20", "15-19", -60, +20, -45, -15, +30),
    ("20", "win", +960, -320, +640, +320, -480),
]

TABLE_C3: list[Row] = [  # 5 players
    ("12,13", "0-2", -960, +240, -720, -240, +320),
    ("12,13", "3-5", -240, +60, -180, -60, +80),
    ("12,13", "6-8", -120, +30, -90, -30, +40),
    ("12,13", "9+", -60, +15, -45, -15, +20),
    ("12,13", "win", +60, -15, +40, +20, -20),
    ("14,15", "0-2", -960, +240, -720, -240, +320),
    ("14,15", "3-6", -240, +60, -180, -60, +80),
    ("14,15", "7-10", -120, +30, -90, -30, +40),
    ("14,15", "11+", -60, +15, -45, -15, +20),
    ("14,15", "win", +60, -15, +40, +20, -20),
    ("16,17", "0-3", -960, +240, -720, -240, +320),
    ("16,17", "4-7", -240, +60, -180, -60, +80),
    ("16,17", "8-11", -120, +30, -90, -30, +40),
    ("16,17", "12+", -60, +15, -45, -15, +20),
    ("16,17", "win", +120, -30, +80, +40, -40),
    ("18,19", "0-3", -960, +240, -720, -240, +320),
    ("18,19", "4-8", -240, +60, -180, -60, +80),
    ("18,19", "9-13", -120, +30, -90, -30, +40),
    ("18,19", "14+", -60, +15, -45, -15, +20),
    ("18,19", "win", +240, -60, +160, +80, -80),
    ("20", "0-4", -960, +240, -720, -240, +320),
    ("20", "5-9", -240, +60, -180, -60, +80),
    ("20", "10-14", -120, +30, -90, -30, +40),
    ("20", "15-19", -60, +15, -45, -15, +20),
    ("20", "win", +960, -240, +640, +320, -320),
]

TABLES: dict[int, list[Row]] = {3: TABLE_C1, 4: TABLE_C2, 5: TABLE_C3}

# N-SCORE-11: cells whose printed row disagrees with the rule -> the row the rule puts them in.
DISAGREE: dict[tuple[int, str, int], str] = {
    (4, "14,15", 3): "0-2",  # item 1 (C.2)
    (5, "14,15", 3): "0-2",  # item 1 (C.3)
    (3, "18,19", 4): "0-3",  # item 2 (C.1)
    (4, "18,19", 4): "0-3",  # item 2 (C.2)
    (5, "18,19", 4): "0-3",  # item 2 (C.3)
    (3, "18,19", 13): "9-12",  # item 3 (C.1)
    (4, "18,19", 13): "9-12",  # item 3 (C.2)
}


def _taken_range(label: str, count: int) -> range:
    if label == "win":
        return range(count, 21)
    if label.endswith("+"):
        return range(int(label[:-1]), count)  # up to one short of the contract
    lo, hi = label.split("-")
    return range(int(lo), int(hi) + 1)


def _table_cells() -> Iterator[tuple[int, str, str, int, int]]:
    for players, rows in TABLES.items():
        for counts, label, *_ in rows:
            for count in map(int, counts.split(",")):
                for taken in _taken_range(label, count):
                    yield players, counts, label, count, taken


def _amounts(players: int, counts: str, label: str) -> tuple[int, int, int, int, int]:
    for row in TABLES[players]:
        if row[0] == counts and row[1] == label:
            return row[2], row[3], row[4], row[5], row[6]
    raise AssertionError(f"no row {counts} {label}")


def _seat_vector(
    players: int, declarer: int, adjutants: list[int], napoleon: int, adjutant: int, coalition: int
) -> tuple[int, ...]:
    return tuple(
        napoleon if s == declarer else adjutant if s in adjutants else coalition
        for s in range(players)
    )


def _check_cell(
    rules: NapoleonRules, players: int, count: int, taken: int, amounts: tuple[int, ...]
) -> None:
    only_nap, only_coal, nap, adj, coal = amounts
    made = taken >= count
    declarer = (count + taken) % players  # vary the seats across cells
    adjutant = (declarer + 1 + taken % (players - 1)) % players
    assert deal_scores(rules, players, declarer, [], made, count, taken) == _seat_vector(
        players, declarer, [], only_nap, 0, only_coal
    )
    assert deal_scores(rules, players, declarer, [adjutant], made, count, taken) == _seat_vector(
        players, declarer, [adjutant], nap, adj, coal
    )


CELLS = list(_table_cells())


@pytest.mark.parametrize(
    ("players", "counts", "label", "count", "taken"),
    CELLS,
    ids=[f"{p}p-{c}-{lab}-b{b}-t{t}" for p, c, lab, b, t in CELLS],
)
def test_book_table_cell(players: int, counts: str, label: str, count: int, taken: int) -> None:
    """Tables C.1-C.3: every cell; the rule by default, the print with N-OPT-13."""
    printed = _amounts(players, counts, label)
    rule_label = DISAGREE.get((players, counts, taken), label)
    _check_cell(BOOK, players, count, taken, _amounts(players, counts, rule_label))
    _check_cell(LITERAL, players, count, taken, printed)
    if label != "win":
        unit = -printed[0] // 60
        assert loss_multiplier(count, taken, players=players, literal_table=True) == unit


def test_table_transcription_is_consistent() -> None:
    """Every printed amount is the rule's split of 60 x its row multiplier (N-SCORE-2..5)."""
    for players, rows in TABLES.items():
        for _counts, label, only_nap, only_coal, nap, adj, coal in rows:
            total = abs(only_nap)
            assert total in (60, 120, 240, 960)
            assert only_coal * (players - 1) == -only_nap
            assert coal * (players - 2) == -(nap + adj)
            assert nap + adj == only_nap
            assert nap == (2 if label == "win" else 3) * adj


def test_disagreeing_cells_are_exactly_those_of_n_score_11() -> None:
    """The cells where rule and print differ are the seven listed in N-SCORE-11."""
    differing = {
        (p, c, t)
        for p, c, lab, b, t in CELLS
        if lab != "win"
        and loss_multiplier(b, t, players=p) != loss_multiplier(b, t, players=p, literal_table=True)
    }
    assert differing == set(DISAGREE)
    assert len(CELLS) > 400


# --- N-SCORE-2 / N-SCORE-3 ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("count", "mult"),
    [(12, 1), (13, 1), (14, 1), (15, 1), (16, 2), (17, 2), (18, 4), (19, 4), (20, 16)],
)
def test_win_multiplier(count: int, mult: int) -> None:
    assert win_multiplier(count) == mult


@pytest.mark.parametrize(
    ("count", "taken", "mult"),
    [
        # odd counts use the next lower even count (N-SCORE-3 DECISION)
        (15, 11, 1),  # 11 >= 3/4 * 14 (an exact 15 would need 11.25)
        (15, 10, 2),
        (17, 12, 1),  # 12 >= 3/4 * 16, not 3/4 * 17
        (19, 9, 2),  # 9 >= 1/2 * 18, not 1/2 * 19
        (13, 3, 4),  # 3 >= 1/4 * 12, not 1/4 * 13
        (14, 3, 16),  # 3 < 3.5 (N-TV-SC-3)
        (18, 4, 16),
        (18, 13, 2),  # 13 < 13.5 (N-TV-SC-4)
        (18, 14, 1),
        (20, 4, 16),
        (20, 5, 4),
        (20, 19, 1),
    ],
)
def test_loss_multiplier_rule(count: int, taken: int, mult: int) -> None:
    for players in (3, 4, 5, 6):
        assert loss_multiplier(count, taken, players=players) == mult


def test_literal_boundaries_per_player_count() -> None:
    """N-SCORE-11 item 3: C.1/C.2 (and six players) print 13 as x1 for 18/19; C.3 as x2."""
    for players in (3, 4, 6):
        assert loss_multiplier(18, 13, players=players, literal_table=True) == 1
        assert loss_multiplier(19, 13, players=players, literal_table=True) == 1
        assert loss_multiplier(18, 4, players=players, literal_table=True) == 4
    assert loss_multiplier(18, 13, players=5, literal_table=True) == 2
    assert loss_multiplier(18, 4, players=5, literal_table=True) == 4
    # 14/15, taken 3: x4 in print (C.2, C.3; six players as four)
    for players in (4, 5, 6):
        assert loss_multiplier(14, 3, players=players, literal_table=True) == 4
    # rows nobody prints fall back to the rule
    assert loss_multiplier(12, 2, players=4, literal_table=True) == 16
    assert loss_multiplier(12, 3, players=4, literal_table=True) == 4


def test_bad_arguments() -> None:
    with pytest.raises(ValueError):
        win_multiplier(21)
    with pytest.raises(ValueError):
        loss_multiplier(16, 21, players=4)
    with pytest.raises(ValueError):
        deal_scores(BOOK, 4, 4, [], True, 16, 16)  # declarer seat out of range
    with pytest.raises(ValueError):
        deal_scores(BOOK, 4, 0, [5], True, 16, 16)  # adjutant seat out of range
    with pytest.raises(ValueError):
        deal_scores(BOOK, 3, 0, [1, 2], True, 16, 16)  # nobody left in the coalition
    with pytest.raises(ValueError):
        outcome_decided(BOOK, 16, 10, 10, 5)  # more than 20 points


# --- N-SCORE-12: rows the book does not print ---------------------------------------------


@pytest.mark.parametrize(
    ("players", "adjutants", "napoleon", "adjutant", "coalition"),
    [
        (3, [1], -120, -120, +240),
        (3, [], -240, 0, +120),
        (4, [1], -120, -120, +120),
        (4, [], -240, 0, +80),
        (5, [1], -120, -120, +80),
        (5, [], -240, 0, +60),
        (6, [1], -120, -120, +60),
        (6, [], -240, 0, +48),
        (6, [1, 2], -80, -80, +80),
    ],
)
def test_all_take_rows(
    players: int, adjutants: list[int], napoleon: int, adjutant: int, coalition: int
) -> None:
    expected = _seat_vector(players, 0, adjutants, napoleon, adjutant, coalition)
    for count in range(BOOK.min_bid[players], 20):
        assert deal_scores(BOOK, players, 0, adjutants, False, count, 20, all_take=True) == expected


@pytest.mark.parametrize(
    ("made", "adjutants", "napoleon", "adjutant", "coalition"),
    [
        (True, [1, 2], +30, +15, -20),
        (True, [1], +40, +20, -15),
        (True, [], +60, 0, -12),
        (False, [1, 2], -36, -12, +20),
        (False, [1], -45, -15, +15),
        (False, [], -60, 0, +12),
    ],
)
@pytest.mark.parametrize(
    ("unit", "win_count", "loss_count", "loss_taken"),
    [(1, 14, 14, 11), (2, 16, 14, 7), (4, 18, 16, 4), (16, 20, 18, 2)],
)
def test_six_players(
    made: bool,
    adjutants: list[int],
    napoleon: int,
    adjutant: int,
    coalition: int,
    unit: int,
    win_count: int,
    loss_count: int,
    loss_taken: int,
) -> None:
    count, taken = (win_count, 20) if made else (loss_count, loss_taken)
    declarer = 3
    adjs = [(declarer + a) % 6 for a in adjutants]
    expected = _seat_vector(6, declarer, adjs, napoleon * unit, adjutant * unit, coalition * unit)
    assert deal_scores(BOOK_NO_ALL_TAKE, 6, declarer, adjs, made, count, taken) == expected


def test_six_players_literal_uses_four_player_boundaries() -> None:
    # contract 18, taken 13: rule x2, printed C.2 x1; taken 4: rule x16, printed x4
    assert deal_scores(BOOK, 6, 0, [1, 2], False, 18, 13) == (-72, -24, -24, 40, 40, 40)
    assert deal_scores(LITERAL, 6, 0, [1, 2], False, 18, 13) == (-36, -12, -12, 20, 20, 20)
    assert deal_scores(BOOK, 6, 0, [1], False, 18, 4) == (-720, -240, 240, 240, 240, 240)
    assert deal_scores(LITERAL, 6, 0, [1], False, 18, 4) == (-180, -60, 60, 60, 60, 60)


# --- §17.8 vectors N-TV-SC-1..6 ------------------------------------------------------------


def test_tv_sc_1() -> None:
    """book, 4 players, hearts 16, made [B C.1.1 example]."""
    assert deal_scores(BOOK, 4, 0, [2], True, 16, 16) == (80, -60, 40, -60)
    assert deal_scores(BOOK, 4, 0, [], True, 16, 17) == (120, -40, -40, -40)


def test_tv_sc_2() -> None:
    """book, 5 players, NT 15, side took 7, broken [B C.1.2 example]."""
    assert deal_scores(BOOK, 5, 1, [4], False, 15, 7) == (40, -90, 40, 40, -30)
    assert deal_scores(BOOK, 5, 1, [], False, 15, 7) == (30, -120, 30, 30, 30)


def test_tv_sc_3() -> None:
    """book, 4 players, contract 14, side took 3: rule x16, printed x4 (N-SCORE-11)."""
    assert deal_scores(BOOK, 4, 0, [1], False, 14, 3) == (-720, -240, 480, 480)
    assert deal_scores(LITERAL, 4, 0, [1], False, 14, 3) == (-180, -60, 120, 120)


def test_tv_sc_4() -> None:
    """book, 4 players, contract 18, side took 13: rule x2, printed C.2 x1."""
    assert deal_scores(BOOK, 4, 0, [1], False, 18, 13) == (-90, -30, 60, 60)
    assert deal_scores(LITERAL, 4, 0, [1], False, 18, 13) == (-45, -15, 30, 30)


def test_tv_sc_5() -> None:
    """book, game 2: A (seat 0) spades 16, adjutant D (seat 3), lost by all-take."""
    assert deal_scores(BOOK, 4, 0, [3], False, 16, 20, all_take=True) == (-120, 120, 120, -120)


def test_tv_sc_6() -> None:
    """igoshokai, made, with adjutant / only."""
    assert deal_scores(IGOSHOKAI, 5, 0, [1], True, 13, 15) == (2, 1, -1, -1, -1)
    assert deal_scores(IGOSHOKAI, 5, 0, [], True, 13, 15) == (4, -1, -1, -1, -1)


# --- N-SCORE-13: igoshokai -----------------------------------------------------------------


@pytest.mark.parametrize("declarer", range(5))
@pytest.mark.parametrize("made", [True, False])
@pytest.mark.parametrize("count", range(12, 21))
def test_igoshokai_scores(declarer: int, made: bool, count: int) -> None:
    sign = 1 if made else -1
    for taken in (0, count - 1, count, 20):
        if not 0 <= taken <= 20:
            continue
        for adj_offset in range(1, 5):
            adjutant = (declarer + adj_offset) % 5
            got = deal_scores(IGOSHOKAI, 5, declarer, [adjutant], made, count, taken)
            assert got == _seat_vector(5, declarer, [adjutant], 2 * sign, sign, -sign)
            assert sum(got) == 0
        only = deal_scores(IGOSHOKAI, 5, declarer, [], made, count, taken)
        assert only == _seat_vector(5, declarer, [], 4 * sign, 0, -sign)
        assert sum(only) == 0
        # intentional only is scored like only (N-SCORE-6)
        assert deal_scores(IGOSHOKAI, 5, declarer, [declarer], made, count, taken) == only
        # a foul is an ordinary loss (N-FOUL-2)
        assert deal_scores(IGOSHOKAI, 5, declarer, [], made, count, taken, foul=True) == only


# --- fouls, reverse all-take, presets ------------------------------------------------------


def test_foul_book_is_a_x1_loss_of_the_offender() -> None:
    """N-FOUL-2 DECISION: 60 split as usual, whatever the count and points."""
    for count, taken in ((20, 0), (14, 3), (16, 15), (18, 20)):
        # the Napoleon side offended
        assert deal_scores(BOOK, 4, 0, [1], False, count, taken, foul=True) == (-45, -15, 30, 30)
        assert deal_scores(BOOK, 4, 0, [], False, count, taken, foul=True) == (-60, 20, 20, 20)
        # a coalition player offended
        assert deal_scores(BOOK, 4, 0, [1], True, count, taken, foul=True) == (40, 20, -30, -30)
        got = deal_scores(BOOK, 5, 2, [], True, count, taken, foul=True)
        assert got == (-15, -15, 60, -15, -15)
        # all-take cannot have happened
        got = deal_scores(BOOK, 4, 0, [1], False, count, taken, foul=True, all_take=True)
        assert got == (-45, -15, 30, 30)
    assert deal_scores(FUKASHI, 5, 0, [1], False, 20, 0, foul=True) == (-45, -15, 20, 20, 20)


def test_reverse_all_take_scores_60_both_ways() -> None:
    """N-SCORE-8 DECISION, split as N-SCORE-5; all-take does not apply (N-END-4)."""
    assert deal_scores(BOOK, 4, 1, [3], True, 0, 0, reverse=True) == (-30, 40, -30, 20)
    assert deal_scores(BOOK, 4, 1, [3], False, 0, 1, reverse=True) == (30, -45, 30, -15)
    got = deal_scores(BOOK, 4, 1, [3], False, 0, 20, reverse=True, all_take=True)
    assert got == (30, -45, 30, -15)
    assert deal_scores(BOOK, 4, 1, [], False, 0, 20, reverse=True) == (20, -60, 20, 20)


def test_all_take_flag_ignored_on_a_make() -> None:
    """A 20 contract that takes everything wins (N-END-3): x16."""
    assert deal_scores(BOOK, 4, 0, [1], True, 20, 20, all_take=True) == (640, 320, -480, -480)


def test_fukashi_inherits_book_table_c3() -> None:
    """N-SCORE-14: fukashi uses book scoring (table C.3)."""
    for count in range(13, 21):
        for taken in range(21):
            made = taken >= count
            assert deal_scores(FUKASHI, 5, 0, [3], made, count, taken) == deal_scores(
                BOOK, 5, 0, [3], made, count, taken
            )


def test_intentional_only_and_double_card_holder() -> None:
    """N-SCORE-6: the Napoleon's own seat is no adjutant; one player holding both named cards
    of the six-player game is one adjutant (N-ADJ-5)."""
    assert deal_scores(BOOK, 4, 2, [2], True, 16, 16) == deal_scores(BOOK, 4, 2, [], True, 16, 16)
    assert deal_scores(BOOK, 6, 0, [0, 4], False, 14, 7) == deal_scores(
        BOOK, 6, 0, [4], False, 14, 7
    )
    assert deal_scores(BOOK, 6, 0, [4, 4], True, 14, 14) == deal_scores(
        BOOK, 6, 0, [4], True, 14, 14
    )


# --- zero-sum property (N-SCORE-1, N-SCORE-13) ---------------------------------------------

RULE_SETS = [
    BOOK,
    LITERAL,
    BOOK_NO_ALL_TAKE,
    FUKASHI,
    IGOSHOKAI,
    BOOK.model_copy(update={"scoring": "igoshokai"}),
]


@dataclass(frozen=True)
class Deal:
    rules: NapoleonRules
    players: int
    declarer: int
    adjutants: list[int]
    made: bool
    count: int
    taken: int
    all_take: bool
    reverse: bool
    foul: bool


@st.composite
def deals(draw: st.DrawFn) -> Deal:
    players = draw(st.integers(3, 6))
    declarer = draw(st.integers(0, players - 1))
    others = [s for s in range(players) if s != declarer]
    max_adj = min(BOOK.adjutants_for(players), players - 2)
    adjutants = draw(st.lists(st.sampled_from(others), max_size=max_adj, unique=True))
    if draw(st.booleans()):
        adjutants.append(declarer)  # an adjutant card in the Napoleon's hand
    low = min(p.min_bid.get(players, 20) for p in (BOOK, FUKASHI, IGOSHOKAI))
    reverse = draw(st.booleans())
    return Deal(
        rules=draw(st.sampled_from(RULE_SETS)),
        players=players,
        declarer=declarer,
        adjutants=adjutants,
        made=draw(st.booleans()),
        count=0 if reverse else draw(st.integers(low, 20)),
        taken=draw(st.integers(0, 20)),
        all_take=draw(st.booleans()),
        reverse=reverse,
        foul=draw(st.booleans()),
    )


@pytest.mark.slow  # 1500 Hypothesis examples
@settings(max_examples=1500, deadline=None)
@given(deals())
def test_zero_sum_and_shape(deal: Deal) -> None:
    got = deal_scores(
        deal.rules,
        deal.players,
        deal.declarer,
        deal.adjutants,
        deal.made,
        deal.count,
        deal.taken,
        all_take=deal.all_take,
        reverse=deal.reverse,
        foul=deal.foul,
    )
    assert len(got) == deal.players
    assert sum(got) == 0
    sign = 1 if deal.made else -1
    declarer = deal.declarer
    side = {s for s in deal.adjutants if s != declarer}
    coalition = [s for s in range(deal.players) if s != declarer and s not in side]
    # the winners gain, the losers pay; equal shares inside the coalition and among adjutants
    assert all(got[s] * sign > 0 for s in side)
    assert all(got[s] * sign < 0 for s in coalition)
    assert len({got[s] for s in coalition}) == 1
    assert len({got[s] for s in side}) <= 1
    if deal.rules.scoring == "book":
        assert all(abs(got[declarer]) > abs(got[s]) for s in side) or deal.all_take
        assert all(abs(got[declarer]) >= abs(got[s]) for s in side)
        assert abs(got[declarer]) + sum(abs(got[s]) for s in side) in (60, 120, 240, 960)
    else:
        # N-SCORE-13: the Napoleon 2 (only: 4), everybody else 1. Other player counts (no
        # preset has them): each adjutant and coalition player 1, the Napoleon the balance
        # (0 for three players with an adjutant).
        expected = (2 if side else 4) if deal.players == 5 else len(coalition) - len(side)
        assert got[declarer] == sign * expected
        assert all(abs(got[s]) == 1 for s in range(deal.players) if s != declarer)


# --- N-END-5 and N-SCORE-9 -------------------------------------------------------------------


def _final_outcome(rules: NapoleonRules, count: int, p: int, c: int, reverse: bool) -> str:
    """N-END-2/3/4 applied to a finished deal."""
    if reverse:
        return "make" if p == 0 else "break"
    if rules.all_take and count < 20 and c == 0 and p + c == 20:
        return "break"
    return "make" if p >= count else "break"


def _final_scores(
    rules: NapoleonRules, players: int, count: int, p: int, c: int, reverse: bool
) -> tuple[int, ...]:
    outcome = _final_outcome(rules, count, p, c, reverse)
    all_take = not reverse and rules.all_take and count < 20 and c == 0
    return deal_scores(
        rules, players, 0, [1], outcome == "make", count, p, all_take=all_take, reverse=reverse
    )


def test_outcome_decided_examples() -> None:
    # make certain: all-take off, or the coalition has a point, or the contract is 20
    assert outcome_decided(BOOK, 16, 16, 1, 3) == "make"
    assert outcome_decided(BOOK, 16, 16, 0, 4) is None  # all-take still possible
    assert outcome_decided(BOOK_NO_ALL_TAKE, 16, 16, 0, 4) == "make"
    assert outcome_decided(IGOSHOKAI, 12, 12, 0, 8) == "make"
    assert outcome_decided(BOOK, 20, 20, 0, 0) == "make"
    # break certain
    assert outcome_decided(BOOK, 16, 10, 5, 5) == "break"
    assert outcome_decided(BOOK, 16, 10, 4, 6) is None
    assert outcome_decided(BOOK, 16, 20, 0, 0) == "break"  # all-take
    assert outcome_decided(BOOK, 20, 19, 1, 0) == "break"
    # reverse contract
    assert outcome_decided(BOOK, 0, 1, 0, 19, reverse=True) == "break"
    assert outcome_decided(BOOK, 0, 0, 19, 1, reverse=True) is None
    assert outcome_decided(BOOK, 0, 0, 20, 0, reverse=True) == "make"


def test_score_fixed_examples() -> None:
    # ordinary break of 16: 4..7 is one x4 row
    assert score_fixed(BOOK, 16, 4, 13, 3)
    assert not score_fixed(BOOK, 16, 4, 12, 4)  # 8 would be x2
    assert score_fixed(IGOSHOKAI, 16, 4, 12, 4)  # igoshokai: decided is enough
    # 18, taken 9..13: x2 by the rule; literal C.1/C.2 prints 13 as x1, C.3 as x2
    assert score_fixed(BOOK, 18, 9, 7, 4)
    assert not score_fixed(LITERAL, 18, 9, 7, 4, players=4)
    assert score_fixed(LITERAL, 18, 9, 7, 4, players=5)
    assert not score_fixed(LITERAL, 18, 9, 7, 4)  # unknown table: must be fixed in every one
    assert score_fixed(BOOK, 16, 17, 1, 2)  # make certain
    assert not score_fixed(BOOK, 16, 17, 0, 3)  # all-take still possible
    assert score_fixed(BOOK, 16, 20, 0, 0)  # all-take certain
    assert score_fixed(BOOK, 0, 1, 0, 19, reverse=True)
    assert not score_fixed(BOOK, 16, 10, 4, 6)  # undecided


@pytest.mark.slow  # 1500 Hypothesis examples
@settings(max_examples=1500, deadline=None)
@given(
    rules=st.sampled_from(RULE_SETS),
    players=st.integers(3, 6),
    count=st.integers(12, 20),
    reverse=st.booleans(),
    split=st.lists(st.integers(0, 20), min_size=2, max_size=2),
)
def test_decided_and_fixed_match_every_completion(
    rules: NapoleonRules, players: int, count: int, reverse: bool, split: list[int]
) -> None:
    """outcome_decided is exact (N-END-5) and score_fixed is exact (N-SCORE-9): a result is
    reported iff every way of sharing the remaining points gives it."""
    p, c = sorted(split)
    c -= p
    r = 20 - p - c
    if reverse:
        count = 0
    finals = [(p + x, c + r - x) for x in range(r + 1)]
    outcomes = {_final_outcome(rules, count, fp, fc, reverse) for fp, fc in finals}
    decided = outcome_decided(rules, count, p, c, r, reverse=reverse)
    if len(outcomes) == 1:
        assert decided == outcomes.pop()
    else:
        assert decided is None
    scores = {_final_scores(rules, players, count, fp, fc, reverse) for fp, fc in finals}
    assert score_fixed(rules, count, p, c, r, reverse=reverse, players=players) == (
        len(scores) == 1
    )
