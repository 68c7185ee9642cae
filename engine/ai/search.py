"""The ``strong`` level: perfect-information Monte Carlo search with inference (issue 12).

Why PIMC and not ISMCTS: the rule-based players are sound and cheap, so the search only
has to find the decisions where they go wrong. PIMC samples ``worlds`` — whole deals
consistent with the seat's view and with what the bids, calls and plays so far reveal
(each game's ``SearchGame.worlds``) — plays every candidate out in each world with a fast
informed rollout policy, and compares the candidates on the same worlds (common random
numbers: candidate A and B meet the same layouts and the same rollout seed, so most of
the noise cancels). Sampled worlds let the search "know" hidden hands inside each world
(strategy fusion); the damage is bounded by keeping the rule-based choice unless the
search finds another candidate better by a clear ``margin`` (measured:
+0.28 without the margin, +1.24 point cards per deal with it, same worlds). Where a few
worlds can swing a deal's whole score (Belote's capot and failed contracts), the margin is
also asked in standard errors of the difference, world by world (``Budget.confidence``).

The search costs a fixed number of rollouts, never the clock, so a duel or a test plays
the same with the same seed on any machine. ``abandon()`` (the table calls it when the
deal it thinks about is left) stops the search at the next rollout; the rule-based
choice is returned then.

A bot at this level only ever sees its seat's view, like every bot: the worlds are drawn
from the view alone (``tests/<game>/test_*_strong.py`` check that scrambling the hidden
cards of the real deal does not change its choice).
"""

from __future__ import annotations

import random
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any, Generic, Protocol, TypeVar

from ..actions import Action
from ..core import GameState, View
from . import progress
from .base import RuleBot

_V = TypeVar("_V", bound=View)
_V_contra = TypeVar("_V_contra", bound=View, contravariant=True)


def weighted_pick(
    options: Sequence[tuple[int, float]], total: float, rand: Callable[[], float]
) -> int:
    """The seat of one of ``options`` (seat, weight > 0; ``total`` their sum), drawn in
    proportion to the weights: where a world sampler deals an unseen card."""
    x = rand() * total
    for seat, weight in options:
        x -= weight
        if x < 0.0:
            return seat
    return options[-1][0]  # rounding left x at 0: the last one


_W = TypeVar("_W")


def drawn_by_play(
    worlds: Sequence[_W],
    misses: Callable[[_W], int | None],
    count: int,
    miss: float,
    rng: random.Random,
) -> list[_W]:
    """``count`` of ``worlds`` drawn by how well each fits the play so far (issue 23 point
    3b): weight ``miss`` to the power of the world's ``misses`` (the other seats' cards its
    rollout policy would not have played), none where it cannot be (``misses`` None; if
    none can, the first ``count`` as dealt). Systematic resampling: each world about as
    often as its share of the weight."""
    weights = [0.0 if (m := misses(w)) is None else miss**m for w in worlds]
    return resampled(worlds, weights, count, rng)


def resampled(
    worlds: Sequence[_W], weights: Sequence[float], count: int, rng: random.Random
) -> list[_W]:
    """``count`` of ``worlds`` drawn by ``weights`` by systematic resampling: each world
    about as often as its share of the weight (if no world has weight, the first
    ``count`` as dealt)."""
    total = sum(weights)
    if total <= 0.0:
        return list(worlds[:count])
    step = total / count
    at = rng.random() * step
    out: list[_W] = []
    acc = 0.0
    for world, w in zip(worlds, weights, strict=True):
        acc += w
        while at < acc and len(out) < count:
            out.append(world)
            at += step
    while len(out) < count:  # the sum's rounding at the very end
        out.append(worlds[-1])
    return out


@dataclass(frozen=True, slots=True)
class Outcome:
    """One rollout's end, from the searching seat's side: ``value`` in the game's units
    (point cards for Napoleon and Rettler, card points for Belote, 1/0 for the co-op
    game), and whether that side took the trick in progress (for hints)."""

    value: float
    took_trick: bool


class SearchGame(Protocol[_V_contra]):
    """What a game gives the search player (``engine/games/<game>/search.py``)."""

    def searchable(self, view: _V_contra) -> bool:
        """Whether this decision is searched (card play with a real choice); the others
        are the rule-based player's."""
        ...

    def candidates(self, view: _V_contra) -> Sequence[Action]:
        """The legal actions worth comparing, equivalent ones merged (two cards touching in
        rank in one suit, the twin of a two-deck card): instances from ``view.legal``."""
        ...

    def worlds(self, view: _V_contra, count: int, rng: random.Random) -> list[GameState]:
        """Up to ``count`` whole states consistent with ``view`` and its inferences, each
        at this very decision (the seat of ``view`` to act)."""
        ...

    def playout(self, state: GameState, seat: int, rng: random.Random) -> Outcome:
        """Play ``state`` (after a candidate was applied; it may be changed in place) to the
        end of the deal with the rollout policy; the outcome for ``seat``'s side."""
        ...


@dataclass(frozen=True, slots=True)
class Budget:
    """How much a decision may search: ``worlds`` layouts per candidate, at most
    ``rollouts`` playouts in all (fewer worlds when there are many candidates, never fewer
    than ``min_worlds``), and the ``margin`` by which another candidate must beat the
    rule-based choice (in the game's units, on the mean over the worlds); ``exact_tricks``
    below."""

    worlds: int = 8
    rollouts: int = 48
    min_worlds: int = 4
    margin: float = 0.5
    # issue 23: another candidate must also beat the rule-based choice by ``confidence``
    # standard errors of the difference, paired world by world (0: the margin alone). Some
    # deals swing by a whole contract from one world to the next (a capot, a set), so a
    # fixed margin alone lets a few worlds overrule a sound card.
    confidence: float = 0.0
    # issue 23 (exact endgames): each world's last ``exact_tricks`` tricks valued by the
    # exact solver (``engine.ai.endgame``; Rettler: from a round's start with at most that
    # many cards a hand, ``engine.ai.endgame_rounds``) instead of the rollout, where the
    # game can; 0: rollouts to the end
    exact_tricks: int = 0

    def worlds_for(self, candidates: int) -> int:
        return max(self.min_worlds, min(self.worlds, self.rollouts // max(candidates, 1)))


@dataclass(frozen=True, slots=True)
class Estimate:
    """One candidate over the sampled worlds: its mean ``value`` for the seat's side, and
    in how many of ``worlds`` the side took the trick in progress."""

    action: Action
    value: float
    took_trick: int
    worlds: int
    #: the value in each world, in the order searched (the same worlds for every candidate)
    per_world: tuple[float, ...] = ()


@dataclass(frozen=True, slots=True)
class SearchResult:
    """What the search found for a view: the rule-based ``baseline`` and its reason, the
    ``chosen`` action, and every candidate's estimate (best first); ``estimates`` is empty
    when the decision was not searched (or the search was abandoned)."""

    baseline: Action
    reason: str
    chosen: Action
    estimates: tuple[Estimate, ...]

    @property
    def searched(self) -> bool:
        return bool(self.estimates)

    def estimate_of(self, action: Action) -> Estimate | None:
        for e in self.estimates:
            if e.action == action:
                return e
        return None


class SearchBot(Generic[_V]):
    """The ``strong`` player of one game: the game's rule-based player, overruled by PIMC
    search where the search finds a clearly better card (module docstring)."""

    name = "strong"

    def __init__(
        self,
        game: SearchGame[_V],
        rule_bot: RuleBot[_V],
        seed: int | None = None,
        budget: Budget | None = None,
    ) -> None:
        self.game = game
        self.rule_bot = rule_bot
        self.budget = budget or Budget()
        self.rng = random.Random(seed)
        self._generation = 0
        self._lock = threading.Lock()

    def abandon(self) -> None:
        """Stop every search under way (the deal it was asked about is gone); the rule-based
        choice is returned at the next rollout."""
        with self._lock:
            self._generation += 1

    def budget_for(self, view: _V) -> Budget:
        """The budget of this decision: ``budget`` (a game may search some decisions, such
        as Belote's bids, with a budget of their own)."""
        return self.budget

    def choose(self, view: _V) -> Action:
        return self.search(view).chosen

    def explain(self, view: _V) -> tuple[Action, str]:
        result = self.search(view)
        return result.chosen, result.reason

    def __getattr__(self, name: str) -> Any:
        # the rule-based player's other services (``discard_set``, ``talk`` …)
        if name.startswith("__") or name in ("rule_bot", "game"):
            raise AttributeError(name)
        return getattr(self.rule_bot, name)

    def search(self, view: _V) -> SearchResult:
        baseline, reason = self.rule_bot.explain(view)
        if not self.game.searchable(view):
            return SearchResult(baseline, reason, baseline, ())
        candidates = list(self.game.candidates(view))
        if len(candidates) < 2:
            return SearchResult(baseline, reason, baseline, ())
        if baseline not in candidates:
            # the rule-based card is equivalent to a listed one: compare it, not its twin
            candidates.append(baseline)
        estimates = self.estimate(view, candidates)
        if not estimates:  # abandoned
            return SearchResult(baseline, reason, baseline, ())
        best = estimates[0]
        base = next(e for e in estimates if e.action == baseline)
        budget = self.budget_for(view)
        clear = best.value - base.value >= budget.margin
        if clear and budget.confidence > 0.0:
            clear = _confident(best, base, budget.confidence)
        chosen = best.action if clear else baseline
        return SearchResult(baseline, reason, chosen, tuple(estimates))

    def estimate(self, view: _V, candidates: Sequence[Action]) -> list[Estimate]:
        """Every candidate's estimate over the same sampled worlds, best first; [] when the
        search was abandoned."""
        generation = self._generation
        count = self.budget_for(view).worlds_for(len(candidates))
        worlds = self.game.worlds(view, count, self.rng)
        if not worlds:
            return []
        values: list[list[float]] = [[] for _ in candidates]
        took = [0] * len(candidates)
        seat = view.seat
        for done, world in enumerate(worlds):
            progress.report(done, len(worlds))  # the table's "thinking…" bar (issue 23.6)
            seed = self.rng.getrandbits(32)
            for i, action in enumerate(candidates):
                if self._generation != generation:
                    return []
                state = world.copy()
                state.apply(action)
                outcome = self.game.playout(state, seat, random.Random(seed))
                values[i].append(outcome.value)
                took[i] += outcome.took_trick
        n = len(worlds)
        estimates = [
            Estimate(a, sum(values[i]) / n, took[i], n, tuple(values[i]))
            for i, a in enumerate(candidates)
        ]
        # stable: among equal values the earlier candidate (the game's order) stays first
        estimates.sort(key=lambda e: -e.value)
        return estimates


def _confident(best: Estimate, base: Estimate, z: float) -> bool:
    """Whether ``best`` beats ``base`` by ``z`` standard errors of the mean difference,
    world by world (both valued on the same worlds; without them, yes)."""
    n = len(best.per_world)
    if n < 2 or len(base.per_world) != n:
        return True
    diffs = [b - a for b, a in zip(best.per_world, base.per_world, strict=True)]
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean * mean * n >= z * z * var and mean > 0.0


# --- the expert level (issue 23 point 6, expert23) ------------------------------------------
#: the ``expert`` level searches this many times the ``strong`` level's worlds and rollouts
EXPERT_FACTOR = 4


def expert_budget(budget: Budget, factor: int = EXPERT_FACTOR) -> Budget:
    """``budget`` with ``factor`` times the worlds and rollouts (counts, never time, so an
    expert plays the same on any machine); every decision then searches ``factor`` times
    the worlds the strong player would. The margin stays: more worlds make the means less
    noisy, not the rule-based card less trustworthy."""
    return replace(
        budget,
        worlds=budget.worlds * factor,
        rollouts=budget.rollouts * factor,
        min_worlds=budget.min_worlds * factor,
    )
