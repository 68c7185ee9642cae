""" "Still winnable?" answers within 2 s processor time in every position (M-HINT-2, issue 23
point 5): its first answer searches at most ``FIRST_BUDGET`` nodes and, where that is not
enough, says "not yet known" (a search with the rules' budget may still know). Asserted on
nodes, never on time: the speed is measured by ``bench/winnable_times.py --first``."""

from __future__ import annotations

import threading
from collections.abc import Callable

import pytest

from engine.games.mustfollow import solver
from engine.games.mustfollow.params import load_preset
from engine.games.mustfollow.solver import EXACT, Analysis, Cancel, analyse, first_analysis
from engine.games.mustfollow.state import MustFollowState
from engine.games.mustfollow.strategy import MustFollowBot
from engine.games.mustfollow.view import MustFollowView


def puzzle_view(number: int, trick: int, nth: int = 0) -> MustFollowView:
    """Puzzle ``number`` played by the ``normal`` AI: the ``nth`` card to play (0: the
    lead) of round-1 trick ``trick``."""
    rules = load_preset("first_edition").model_copy(update={"turn_up": "choose"})
    state = MustFollowState.numbered(rules, 1, number)
    bot = MustFollowBot(number)
    while True:
        view = state.view_for(0)
        if view.phase == "play" and view.trick_number == trick and len(view.trick) == nth:
            assert isinstance(view, MustFollowView)
            return view
        state.apply(bot.choose(view))


@pytest.fixture(scope="module")
def hard() -> MustFollowView:
    """Puzzle 1 at round 1's sixth trick: the exact chance (``BagSolver``) needs more than
    the rules' 2,000,000 nodes (``bench/winnable_times.py --verbose``)."""
    return puzzle_view(1, 6)


def on_a_worker_thread(work: Callable[[], Analysis]) -> Analysis:
    """``work()`` on a thread of its own, as the table runs it (``puzzle.analysis_task``).
    On the test's deep main-thread stack the exact 1-player search took 3.5 times its
    processor time (0.8 s against 2.9 s here; Python 3.11's frame stack, it seems)."""
    answers: list[Analysis] = []
    worker = threading.Thread(target=lambda: answers.append(work()))
    worker.start()
    worker.join()
    return answers[0]


def test_the_first_answer_of_a_hard_position_is_not_yet_known_within_its_nodes(
    hard: MustFollowView,
) -> None:
    found = on_a_worker_thread(lambda: first_analysis(hard))
    assert found.status == "unknown" and found.preliminary
    assert 0 < found.nodes <= solver.FIRST_BUDGET[1]
    assert all(m.value is None for m in found.moves) and found.best is None
    assert found.status_text("en") == "Not yet known: still looking…"
    assert found.status_text("ja") != found.status_text("en")
    assert found.status_text("fr") != found.status_text("en")


def test_with_three_players_the_first_answer_keeps_to_its_budget_too() -> None:
    """An early co-op position: the whole search needs seconds (15 s at most here)."""
    state = MustFollowState.numbered(load_preset("first_edition"), 3, 1)
    view = state.view_for(state.current_seat or 0)
    found = on_a_worker_thread(lambda: first_analysis(view))
    assert found.status == "unknown" and found.preliminary
    assert 0 < found.nodes <= solver.FIRST_BUDGET[3]
    assert found.status_text() == "Not yet known: still looking…"


def test_not_yet_known_first_then_the_exact_answer(monkeypatch: pytest.MonkeyPatch) -> None:
    view = puzzle_view(1, 8, 1)  # the exact chance needs about 34,000 nodes here
    monkeypatch.setitem(solver.FIRST_BUDGET, 1, 5_000)
    first = first_analysis(view, budget=200_000)
    assert first.status == "unknown" and first.preliminary and first.nodes <= 5_000
    exact = analyse(view, budget=200_000)
    assert exact.status != "unknown" and exact.kind == EXACT and not exact.preliminary
    assert 5_000 < exact.nodes <= 200_000
    assert "still looking" not in exact.status_text()


def test_where_the_first_budget_suffices_its_answer_is_the_whole_search_s() -> None:
    view = puzzle_view(1, 2)  # an estimate over imagined deals, about 60,000 nodes
    first = first_analysis(view)
    assert first.status != "unknown" and not first.preliminary
    assert first == analyse(view)


def test_a_small_whole_budget_makes_the_first_answer_the_last() -> None:
    """With a budget no larger than the first one, "unknown" is the answer, not a wait."""
    found = first_analysis(puzzle_view(1, 8, 1), budget=1000)
    assert found.status == "unknown" and not found.preliminary
    assert "still looking" not in found.status_text()


def test_a_cancelled_analysis_stops_at_once(hard: MustFollowView) -> None:
    cancel = Cancel()
    cancel()
    found = analyse(hard, cancel=cancel)
    assert found.status == "unknown" and found.nodes <= 1
    # from another thread, while it searches (the rules' budget: seconds if not stopped)
    cancel = Cancel()
    answers: list[Analysis] = []
    worker = threading.Thread(target=lambda: answers.append(analyse(hard, cancel=cancel)))
    worker.start()
    cancel()
    worker.join(30)
    assert answers and answers[0].status == "unknown"
    assert answers[0].nodes < hard.rules.node_budget
