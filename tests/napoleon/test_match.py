"""A Napoleon match: dealer and opening-seat rotation (N-DEAL-3, N-BID-10/11, N-MIS-4), the
running score (N-SCORE-15) and the CSV score sheet."""

from __future__ import annotations

import csv
import io

import pytest

from engine.actions import KeepHand, Pass
from engine.ai import make_bot
from engine.ai.base import Bot
from engine.cards import MIGHTY
from engine.core import GameState
from engine.errors import PresetError
from engine.games.napoleon.state import NapoleonState
from engine.match import Match, ScoreRow


def bots(players: int, seed: int) -> list[Bot]:
    return [make_bot("napoleon", "random", seed * 10 + i) for i in range(players)]


def play(state: GameState, players: list[Bot]) -> None:
    guard = 0
    while (seat := state.current_seat) is not None:
        state.apply(players[seat].choose(state.view_for(seat)))
        guard += 1
        assert guard < 1000


def pass_out(state: GameState) -> None:
    """Keep any misdeal hand, then pass whenever passing is possible."""
    while state.current_seat is not None:
        legal = list(state.legal_actions())
        if KeepHand() in legal:
            state.apply(KeepHand())
        elif Pass() in legal:
            state.apply(Pass())
        else:
            return


def check_rotation(match: Match, row: ScoreRow, players: int) -> None:
    before = row.setup
    after = match.setup
    result = row.result
    if not result.counts:  # N-MIS-4 / N-BID-11: dealer and opener stay
        assert after == before
        return
    assert after.dealer == (before.dealer + 1) % players  # N-DEAL-3
    declarer = result.detail["declarer"]
    if match.params.opening_bidder == "previous_adjutant":  # N-BID-11
        adjutants = result.detail["adjutants"]
        assert after.opening_seat == (adjutants[0] if adjutants else declarer)
    else:  # N-BID-10: the seat after the previous Napoleon
        assert after.opening_seat == (declarer + 1) % players


def test_first_deal_opener_is_the_seat_after_the_dealer() -> None:
    dealers = set()
    for seed in range(12):
        match = Match.create("napoleon", "book", 4, seed=seed)
        assert match.setup.opening_seat == (match.setup.dealer + 1) % 4
        state = match.new_deal()
        assert isinstance(state, NapoleonState)
        assert state.dealer == match.setup.dealer
        assert state.opening_seat == match.setup.opening_seat
        dealers.add(match.setup.dealer)
    assert len(dealers) > 1  # the first dealer is chosen at random


def test_same_seed_same_match() -> None:
    a = Match.create("napoleon", "book", 4, seed=99)
    b = Match.create("napoleon", "book", 4, seed=99)
    assert a.setup == b.setup
    sa, sb = a.new_deal(), b.new_deal()
    assert [sa.hand(s) for s in range(4)] == [sb.hand(s) for s in range(4)]  # type: ignore[attr-defined]


def test_book_dealer_moves_and_the_seat_after_the_napoleon_opens() -> None:
    match = Match.create("napoleon", "book", 4, seed=5)
    players = bots(4, 5)
    for _ in range(15):
        setup = match.setup
        state = match.new_deal()
        assert isinstance(state, NapoleonState)
        assert (state.dealer, state.opening_seat) == (setup.dealer, setup.opening_seat)
        if state.phase == "auction":
            assert state.current_seat == setup.opening_seat
        play(state, players)
        row = match.record(state)
        assert row.setup == setup
        check_rotation(match, row, 4)
    assert sum(r.result.counts for r in match.rows) >= 10


def test_book_redeal_keeps_dealer_and_opening_seat() -> None:
    match = Match.create("napoleon", "book", 4, seed=3)
    players = bots(4, 3)
    redeals = 0
    for _ in range(80):
        setup = match.setup
        state = match.new_deal()
        if state.phase == "auction" and MIGHTY in state.kitty:  # type: ignore[attr-defined]
            pass_out(state)  # nobody bids -> kitty turned up
            pass_out(state)  # nobody bids again -> redeal
            assert state.result is not None and state.result.outcome == "redeal"
            row = match.record(state)
            assert row.result.scores == (0, 0, 0, 0)
            assert match.setup == setup
            redeals += 1
            if redeals == 2:
                break
        else:
            play(state, players)
            check_rotation(match, match.record(state), 4)
    assert redeals == 2
    # a redeal is on the sheet but changes no total
    redeal_rows = [r for r in match.rows if r.result.outcome == "redeal"]
    for row in redeal_rows:
        i = match.rows.index(row)
        previous = match.rows[i - 1].totals if i else (0, 0, 0, 0)
        assert row.totals == previous


def test_igoshokai_previous_adjutant_opens_and_annulled_deal_keeps_the_opener() -> None:
    match = Match.create("napoleon", "igoshokai", 5, seed=8)
    players = bots(5, 8)
    seen_adjutant = seen_only = False
    for number in range(25):
        setup = match.setup
        state = match.new_deal()
        if number % 6 == 2:
            pass_out(state)  # nobody bids: annulled (N-BID-15)
            assert state.result is not None
            assert state.result.outcome in ("annulled", "redeal")
        else:
            play(state, players)
        row = match.record(state)
        check_rotation(match, row, 5)
        if not row.result.counts:
            assert match.setup == setup
        elif row.result.detail["adjutants"]:
            seen_adjutant = True
        else:  # only: the previous Napoleon opens
            seen_only = True
    assert seen_adjutant and seen_only
    assert any(r.result.outcome == "annulled" for r in match.rows)


def test_totals_are_running_sums_and_zero_sum() -> None:
    match = Match.create("napoleon", "fukashi", 5, seed=21)
    players = bots(5, 21)
    running = [0] * 5
    for _ in range(12):
        state = match.new_deal()
        play(state, players)
        row = match.record(state)
        running = [t + s for t, s in zip(running, row.result.scores, strict=True)]
        assert list(row.totals) == running
        assert sum(row.result.scores) == 0
        assert sum(row.totals) == 0
        if not row.result.counts:
            assert row.result.scores == (0,) * 5
    assert match.totals == tuple(running)
    assert [r.number for r in match.rows] == list(range(1, 13))
    assert any(s != 0 for s in match.totals)


def test_csv_has_one_row_per_deal_with_each_players_change() -> None:
    match = Match.create("napoleon", "book", 4, seed=2)
    players = bots(4, 2)
    for _ in range(6):
        state = match.new_deal()
        play(state, players)
        match.record(state)
    names = ["Ann", "Bob", "Cy", "Di"]
    rows = list(csv.reader(io.StringIO(match.to_csv(names))))
    header, body = rows[0], rows[1:]
    assert len(body) == len(match.rows) == 6
    change_cols = [header.index(f"{n} change") for n in names]
    total_cols = [header.index(f"{n} total") for n in names]
    for line, row in zip(body, match.rows, strict=True):
        assert int(line[header.index("deal")]) == row.number
        assert line[header.index("outcome")] == row.result.outcome
        assert [int(line[c]) for c in change_cols] == list(row.result.scores)
        assert [int(line[c]) for c in total_cols] == list(row.totals)
        detail = row.result.detail
        if row.result.counts:
            assert line[header.index("declarer")] == names[detail["declarer"]]
            contract = detail["contract"]
            assert line[header.index("contract")] == f"{contract['trump']} {contract['count']}"
            sides = detail["side_totals"]
            assert int(line[header.index("declarer side points")]) == sides["declarer_side"]
            assert int(line[header.index("coalition points")]) == sides["coalition"]
            assert line[header.index("adjutants")] == " ".join(
                names[a] for a in detail["adjutants"]
            )


def test_csv_default_seat_names() -> None:
    match = Match.create("napoleon", "book", 3, seed=4)
    state = match.new_deal()
    play(state, bots(3, 4))
    match.record(state)
    header = next(csv.reader(io.StringIO(match.to_csv())))
    assert "seat 1 change" in header and "seat 3 total" in header


def test_recording_an_unfinished_deal_is_refused() -> None:
    match = Match.create("napoleon", "book", 4, seed=1)
    state = match.new_deal()
    with pytest.raises(ValueError):
        match.record(state)
    assert match.rows == []


def test_player_count_must_fit_the_preset() -> None:
    with pytest.raises(ValueError):
        Match.create("napoleon", "fukashi", 4, seed=1)
    with pytest.raises(PresetError):
        Match.create("napoleon", "no-such-preset", 4, seed=1)
