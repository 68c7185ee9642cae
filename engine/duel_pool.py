"""A duel's deals played in several processes at once (issue 23 point 7).

A deal's cards and its bots' seeds depend on the run's seed and the deal's number only
(``Duel.deal``, ``seat_seed``), never on the process that plays it or on the order in which
deals finish. So the workers play deals ``0, 1, 2, ...`` in any order and the parent merges
their results *in deal order*, exactly as one process would count them: the same deals are
counted, skipped or left over, and every figure but the measured times is the same as with
one process (``tests/engine/test_duel_pool.py`` checks it deal by deal).

The workers are started with ``spawn`` (a fresh interpreter, nothing inherited but the
arguments): the worker functions are top-level and their arguments plain data, so the same
code runs on every platform. Each worker builds its own ``Duel`` once. Workers ignore Ctrl+C;
the parent, interrupted, cancels the deals not started, ends the workers and keeps what was
merged, as a one-process duel does.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
import threading
from collections.abc import Callable, Iterator
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from contextlib import contextmanager
from dataclasses import dataclass, field
from fractions import Fraction
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .duel import Duel, PlayedDeal
    from .progress import Progress

#: deals handed to each worker ahead of the merge: enough to keep it busy while the
#: parent waits for an earlier deal, few enough that an interrupt wastes little
AHEAD = 3


def usable_cores() -> int:
    """The processors this process may run on (a task set or a container's share), the
    default of ``duel --procs``."""
    affinity = getattr(os, "sched_getaffinity", None)
    if affinity is not None:
        return max(len(affinity(0)), 1)
    return max(os.cpu_count() or 1, 1)


@dataclass(frozen=True)
class DuelArgs:
    """What a worker needs to build the duel's ``Duel``: plain, picklable values."""

    game: str
    preset: str
    players: int
    a: str
    b: str
    seed: int
    fixed_contract: bool
    keep_deals: bool


@dataclass
class Unit:
    """One deal (or one whole game, both copies) played by a worker, for the merge."""

    number: int
    played: PlayedDeal | None = None
    score: Fraction | None = None  # a whole game: A's share of it
    a_times: list[float] = field(default_factory=list)
    b_times: list[float] = field(default_factory=list)
    declared: tuple[int, int, int, int] = (0, 0, 0, 0)  # A declared, made; B declared, made


_worker: Duel | None = None


def _start_worker(args: DuelArgs) -> None:
    # Ctrl+C reaches the whole process group: the parent alone decides what it stops
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    from .duel import Duel

    global _worker
    _worker = Duel(
        args.game,
        args.preset,
        args.players,
        args.a,
        args.b,
        args.seed,
        args.fixed_contract,
        args.keep_deals,
    )


def _take(duel: Duel, unit: Unit) -> Unit:
    """Move the worker's times and declarer counts since the last unit into ``unit``."""
    a, b = duel.result.a, duel.result.b
    unit.a_times, unit.b_times = a.times[:], b.times[:]
    unit.declared = (a.declared, a.made, b.declared, b.made)
    a.times.clear()
    b.times.clear()
    a.declared = a.made = b.declared = b.made = 0
    return unit


def play_deal_unit(number: int, key: str) -> Unit:
    """In a worker: every copy of deal ``key`` (``Duel.play_copies``)."""
    assert _worker is not None
    return _take(_worker, Unit(number, played=_worker.play_copies(key)))


def play_game_unit(number: int) -> Unit:
    """In a worker: whole game ``number`` twice, partnerships swapped (``Duel.run_games``)."""
    assert _worker is not None
    first = _worker.play_game(number, frozenset({0, 2}))
    second = _worker.play_game(number, frozenset({1, 3}))
    return _take(_worker, Unit(number, score=(first + second) / 2))


class Pool:
    """The workers of one duel; ``results`` hands back units in number order."""

    def __init__(self, duel: Duel, procs: int) -> None:
        self.duel = duel
        self.procs = procs
        args = DuelArgs(
            duel.spec.name,
            duel.result.preset,
            duel.players,
            duel.result.a.level,
            duel.result.b.level,
            duel.seed,
            duel.mode == "fixed",
            duel.keep_deals,
        )
        self.executor = ProcessPoolExecutor(
            procs,
            mp_context=multiprocessing.get_context("spawn"),
            initializer=_start_worker,
            initargs=(args,),
        )

    def merge(self, unit: Unit) -> None:
        """Count a unit's times and (whole games) declarer counts in the parent's result."""
        a, b = self.duel.result.a, self.duel.result.b
        a.times += unit.a_times
        b.times += unit.b_times
        if unit.score is not None:  # a deal's declarers are counted by ``score_deal``
            a.declared += unit.declared[0]
            a.made += unit.declared[1]
            b.declared += unit.declared[2]
            b.made += unit.declared[3]

    def units(self, submit: Callable[[int], Future[Unit]], limit: int | None) -> _Ordered:
        self.ordered = _Ordered(self, submit, limit)
        return self.ordered

    ordered: _Ordered | None = None

    def close(self, interrupted: bool) -> None:
        """Stop the workers: at once after an interrupt or while they still play deals
        handed out ahead and no longer needed (their results would be thrown away)."""
        busy = self.ordered is not None and any(not f.done() for f in self.ordered.pending.values())
        if interrupted or busy:
            processes = list(getattr(self.executor, "_processes", {}).values())
            self.executor.shutdown(wait=False, cancel_futures=True)
            for process in processes:
                if process.is_alive():
                    process.terminate()
            for process in processes:
                process.join()
        self.executor.shutdown(wait=True, cancel_futures=True)


class _Ordered:
    """Units ``0, 1, 2, ...``: each submitted ahead (``AHEAD`` per worker), yielded in
    number order; ``limit`` None: as many as the caller takes."""

    def __init__(self, pool: Pool, submit: Callable[[int], Future[Unit]], limit: int | None):
        self.pool = pool
        self.submit = submit
        self.limit = limit
        self.next_submit = 0
        self.next_yield = 0
        self.pending: dict[int, Future[Unit]] = {}

    def _fill(self) -> None:
        while len(self.pending) < AHEAD * self.pool.procs and (
            self.limit is None or self.next_submit < self.limit
        ):
            self.pending[self.next_submit] = self.submit(self.next_submit)
            self.next_submit += 1

    def __iter__(self) -> _Ordered:
        return self

    def __next__(self) -> Unit:
        if self.limit is not None and self.next_yield >= self.limit:
            raise StopIteration
        if self.next_submit == 0:
            with _quiet_ctrl_c():  # the workers start now: they are born ignoring it
                self._fill()
        self._fill()
        future = self.pending[self.next_yield]
        while not future.done():
            wait(list(self.pending.values()), timeout=0.5, return_when=FIRST_COMPLETED)
        del self.pending[self.next_yield]
        self.next_yield += 1
        return future.result()  # a worker's crash is the duel's: shown in full


@contextmanager
def _quiet_ctrl_c() -> Iterator[None]:
    """Ctrl+C ignored while the workers are started: a process started then keeps ignoring
    it from its first instruction (Python installs its own handler only where the signal
    was not ignored), so an early Ctrl+C prints no worker's traceback. The parent's own
    handler is back at once."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = signal.getsignal(signal.SIGINT)
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)


def run_deals(duel: Duel, deals: int, progress: Progress, procs: int) -> None:
    """``Duel.run`` with ``procs`` workers: the same deals counted, in the same order."""
    pool = Pool(duel, procs)
    interrupted = True
    try:
        coop = duel.mode == "coop"

        def submit(number: int) -> Future[Unit]:
            key = str(duel.seed + number) if coop else str(number)
            return pool.executor.submit(play_deal_unit, number, key)

        for unit in pool.units(submit, None):
            with progress.tally(0 if unit.played is None else 1):
                pool.merge(unit)
                if unit.played is not None:
                    duel.result.diffs.append(duel.score_deal(unit.played))
                else:
                    duel.result.skipped += 1
            if len(duel.result.diffs) >= deals:
                break
            if duel.result.skipped > 10 * deals + 100:  # a rule set with no contracts
                break
        interrupted = False
    finally:
        pool.close(interrupted)


def run_games(duel: Duel, games: int, progress: Progress, procs: int) -> None:
    """``Duel.run_games`` with ``procs`` workers, merged in game order."""
    pool = Pool(duel, procs)
    interrupted = True
    try:

        def submit(number: int) -> Future[Unit]:
            return pool.executor.submit(play_game_unit, number)

        for unit in pool.units(submit, games):
            assert unit.score is not None
            with progress.tally():
                pool.merge(unit)
                duel.result.diffs.append(unit.score)
        interrupted = False
    finally:
        pool.close(interrupted)
