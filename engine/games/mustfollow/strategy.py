"""AI players of the must-follow game: they see only a view (M-HINT-4, MD-2).

* ``PuzzleBot`` (1 player, M-SOLVE-9): plays without peeking at the dummy's face-down cards.
  When the exact value ``p_opt`` fits a small node budget it plays the best move by it;
  otherwise it samples consistent deals (which face-down cards the dummy holds, M-SOLVE-7) and
  values every move in each deal by ``p_opt`` *given that deal's face-down set* (the order of
  the face-down cards stays a chance event, MD-10), falling back to perfect information when
  even that is out of budget. Round 1 aims at the round-1 sub-goal (MD-13).
* ``CoopBot`` (2-4 players, MD-14): perfect-information Monte Carlo over consistent deals
  (table-talk constraints included); ties go to moves that fit the announced plans
  (``ROLE``/``KEEP``, M-TALK-4), then to the lowest card. Early in 3-4 player games, where a
  perfect-information search of every sampled deal is out of budget, it follows its plan:
  take tricks while below its announced count, duck above it, and never give up the last
  card of the suit it keeps. With 3-4 players one card's searches try at most
  ``DECISION_STEPS`` cards in all (a count, not a time: the same card on every machine);
  when no imagined deal fits, the plan decides.

Both have ``explain(view) -> (action, reason)`` for hint mode (``engine.hints.suggest``); the
reason is a ``Text`` (English, shown in any language with ``in_language``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ...actions import Action, PlayCard
from ...ai.base import RuleBot
from ...ai.progress import report
from ...ai.search import SearchResult
from ...cards import card_label
from ...text import said, said_n
from .duo import DuoGoal, DuoSolver, SearchBudgetExceeded
from .moves import TurnUp
from .planning import Plan, plan_for, plan_talk, plan_tiebreak, planned_move
from .puzzle import BagPosition, BagSolver, Move
from .rules import suit_counts
from .solver import _action_key, _duo_after_puzzle_move, _WorldSearch, bag_position, duo_goal
from .view import MustFollowView
from .worlds import all_worlds, sample_worlds

#: 3-4 players: the cards one decision's searches may try, all imagined deals together (about
#: 5 µs of processor time each in CPython): about 60 ms a card at the 95th percentile, so a
#: player never waits (issue 12: ``normal`` ≤ 100 ms p95). 3 players: 40,000 had the success
#: rate of an unbounded search; 4 players: 200,000 (p95 ~0.8 s) wins more deals, which is
#: what the ``strong`` level (``search.STRONG_STEPS``) spends (MD-14)
DECISION_STEPS: dict[int, int] = {3: 35_000, 4: 11_000}


def _pct(value: float) -> int:
    return round(100 * value)


class PuzzleBot:
    """The 1-player puzzle AI (no peeking). It keeps its searches between moves of a round
    (sampled deals that stay consistent with what has been revealed keep their transposition
    tables)."""

    name = "normal"

    def __init__(
        self,
        seed: int | None = None,
        *,
        worlds: int = 6,
        exact_budget: int = 10_000,
        world_budget: int = 600,
        exact_from: int = 8,
    ) -> None:
        # issue 12: these ``normal`` budgets keep a card under ~70 ms of processor time at
        # the 95th percentile; the ``strong`` level (``search.PUZZLE_STRONG``) spends the
        # earlier 10 deals, 200,000 exact and 6,000 per-deal positions (p95 ~0.45 s)
        self.rng = random.Random(seed)
        self.worlds = worlds
        self.exact_budget = exact_budget
        self.world_budget = world_budget
        #: round 1: try the exact value from this trick on (round 2: always)
        self.exact_from = exact_from
        self._plays: tuple[tuple[int, int, int], ...] = ()
        self._round = 0
        self._exact: BagSolver | None = None
        self._samples: list[tuple[int, BagSolver]] = []
        #: the success chance of each move the last decision compared (``None``: not
        #: compared); hint mode words the best alternative's cost from it
        self.last_values: dict[Action, float] | None = None

    def choose(self, view: MustFollowView) -> Action:
        return self.explain(view)[0]

    def explain(self, view: MustFollowView) -> tuple[Action, str]:
        legal = view.legal
        if not legal:
            raise ValueError("no legal action: it is not this seat's turn")
        self.last_values = None
        if isinstance(legal[0], TurnUp):
            return legal[0], said("any card: face-down cards of a suit are alike (M-1P-7)")
        keys: dict[Move, Action] = {}
        for action in legal:
            keys.setdefault(_action_key(view, action), action)
        if len(keys) == 1:
            return legal[0], said("the only possible play (M-PLAY-1)")
        goal, _ = duo_goal(view)
        self._sync(view, goal)
        pos = bag_position(view)
        if view.round == 2 or view.trick_number >= self.exact_from:
            assert self._exact is not None
            try:
                values = dict(self._exact.move_values(pos, self.exact_budget))
                key = _best(values, keys)
                self.last_values = {a: values[k] for k, a in keys.items()}
                pct = _pct(values[key])
                return keys[key], said("exact success chance {pct} % (M-SOLVE-9)", pct=pct)
            except SearchBudgetExceeded:
                pass
        values, n = self._sampled(view, goal, pos, list(keys))
        key = _best(values, keys)
        self.last_values = {a: values[k] for k, a in keys.items()}
        pct = _pct(values[key])
        return keys[key], said_n(
            "success chance ≈ {pct} % over {n} imagined deal (M-SOLVE-8/9)",
            "success chance ≈ {pct} % over {n} imagined deals (M-SOLVE-8/9)",
            n,
            pct=pct,
            n=n,
        )

    def action_values(self, view: MustFollowView) -> dict[Action, float]:
        """Every legal action's chance of success as ``explain`` weighs them (exact where
        the budget allows, else over deals of the face-down cards drawn from this bot's
        random source, M-SOLVE-8/9): what the coach compares (issue 21). Empty when there is
        no choice (one move, or face-down cards that are all alike, MD-10)."""
        legal = view.legal
        if not legal or isinstance(legal[0], TurnUp):
            return {}
        keys: dict[Move, Action] = {}
        for action in legal:
            keys.setdefault(_action_key(view, action), action)
        if len(keys) == 1:
            return {}
        goal, _ = duo_goal(view)
        self._sync(view, goal)
        pos = bag_position(view)
        values: dict[Move, float] | None = None
        if view.round == 2 or view.trick_number >= self.exact_from:
            assert self._exact is not None
            try:
                values = dict(self._exact.move_values(pos, self.exact_budget))
            except SearchBudgetExceeded:
                values = None
        if values is None:
            values, _ = self._sampled(view, goal, pos, list(keys))
        return {a: values[_action_key(view, a)] for a in legal}

    def _sync(self, view: MustFollowView, goal: DuoGoal) -> None:
        """Keep the searches of this round if the view continues the same round."""
        same = (
            view.round == self._round
            and len(view.plays) >= len(self._plays)
            and view.plays[: len(self._plays)] == self._plays
        )
        self._plays = view.plays
        if same and self._exact is not None:
            return
        self._round = view.round
        self._exact = BagSolver(goal, self.exact_budget)
        self._samples = []

    def _sampled(
        self, view: MustFollowView, goal: DuoGoal, pos: BagPosition, keys: list[Move]
    ) -> tuple[dict[Move, float], int]:
        bag = pos.bag
        kept = [
            (down & pos.pool, solver)
            for down, solver in self._samples
            if suit_counts(down & pos.pool) == bag
        ]
        exact = all_worlds(view, self.worlds)
        if exact is not None:
            kept = [(w[1] & ~pos.dummy_up, BagSolver(goal, self.world_budget)) for w in exact]
        else:
            for world in sample_worlds(view, self.worlds - len(kept), self.rng):
                kept.append((world[1] & ~pos.dummy_up, BagSolver(goal, self.world_budget)))
        self._samples = kept
        totals = dict.fromkeys(keys, 0.0)
        for i, (down, solver) in enumerate(kept):
            report(i, len(kept))  # the table's "thinking…" bar (issue 23.6)
            local = BagPosition(
                pos.player, pos.dummy_up, bag, down, pos.leader, pos.t0, pos.lead, pos.forced
            )
            try:
                found = dict(solver.move_values(local, self.world_budget))
                for key in keys:
                    totals[key] += found[key]
            except SearchBudgetExceeded:
                duo = DuoSolver(goal)
                world = (pos.player, pos.dummy_up | down)
                for key in keys:
                    totals[key] += _duo_after_puzzle_move(duo, world, view, pos, key)
        return {k: v / len(kept) for k, v in totals.items()}, len(kept)


def _best(values: dict[Move, float], keys: dict[Move, Action]) -> Move:
    """The move with the highest value; ties: the player's own cards, then face-up dummy
    cards, then face-down ones, lowest card first (a fixed order)."""
    return max(keys, key=lambda k: (round(values[k], 9), k[0] == "card", -k[1]))


class CoopBot:
    """A partner for 2-4 players (PIMC over consistent deals, MD-14)."""

    name = "normal"

    def __init__(
        self,
        seed: int | None = None,
        *,
        worlds: int = 16,
        world_budget: int = 20_000,
        search_from: int = 6,
        decision_steps: int | None = None,
        min_worlds: int = 1,
        card_steps: int | None = None,
    ) -> None:
        self.rng = random.Random(seed)
        self.worlds = worlds
        self.world_budget = world_budget
        #: 3-4 players: search sampled deals only when at most this many tricks are left
        self.search_from = search_from
        #: 3-4 players: cards the searches of one decision may try, all deals together
        #: (``None``: ``DECISION_STEPS`` for the table size)
        self.decision_steps = decision_steps
        #: fewer deals searched to the end than this: play by the plan instead
        self.min_worlds = min_worlds
        #: 3-4 players: the cards one card's search in one imagined deal may try; past it
        #: the card counts as not winning there (``None``: no such bound, the deal is left
        #: out when the decision's budget runs out in it)
        self.card_steps = card_steps
        #: cards tried by the last decision's searches (3-4 players)
        self.last_steps = 0
        #: the share of imagined deals each card kept winnable in the last decision
        #: (``None``: the plan decided); hint mode words the best alternative's cost
        self.last_values: dict[Action, float] | None = None

    def choose(self, view: MustFollowView) -> Action:
        return self.explain(view)[0]

    def talk(self, view: MustFollowView, menu: Sequence[object]) -> list[object]:
        """Messages this AI sends now, chosen from ``menu`` (M-TALK-4)."""
        return list(plan_talk(view, menu))

    def explain(self, view: MustFollowView) -> tuple[Action, str]:
        legal = view.legal
        if not legal:
            raise ValueError("no legal action: it is not this seat's turn")
        self.last_steps = 0
        self.last_values = None
        if len(legal) == 1:
            return legal[0], said("the only possible play (M-PLAY-1)")
        plan = plan_for(view)
        left = 12 - view.trick_number + 1
        if view.players >= 3 and left > self.search_from:
            action, reason = planned_move(view, plan)
            return action, reason
        counted = self._pimc(view)
        if counted is None:
            return planned_move(view, plan)
        wins, n = counted
        self.last_values = {a: w / n for a, w in wins.items()}
        best = max(wins.values())
        tied = [a for a in legal if wins[a] == best]
        action = plan_tiebreak(view, plan, tied)
        assert isinstance(action, PlayCard)
        pct = _pct(best / n)
        return action, said_n(
            "{card} keeps the goal reachable in {pct} % of {n} imagined deal (M-SOLVE-11)",
            "{card} keeps the goal reachable in {pct} % of {n} imagined deals (M-SOLVE-11)",
            n,
            card=card_label(action.card),
            pct=pct,
            n=n,
        )

    def action_values(self, view: MustFollowView) -> dict[Action, float]:
        """Every legal card's share of the imagined deals (drawn from this bot's random
        source, MD-14) in which the goal stays reachable after it: what the coach compares
        (issue 21). Unlike ``explain`` no card is left out early, so each share is the
        card's own; empty when there is one card or no deal fits the budget."""
        legal = view.legal
        cards = [a for a in legal if isinstance(a, PlayCard)]
        if len(cards) < 2:
            return {}
        goal, _ = duo_goal(view)
        worlds = all_worlds(view, self.worlds) or sample_worlds(view, self.worlds, self.rng)
        wins = dict.fromkeys(cards, 0)
        done = 0
        left = self.steps_for(view.players) if view.players >= 3 else None
        for world in worlds:
            search = _WorldSearch(view, world, goal, self.world_budget, left)
            try:
                results = [(a, search.after(a.card)) for a in cards]
            except SearchBudgetExceeded:
                if left is not None:
                    left -= search.steps
                    if left <= 0:
                        break
                continue
            done += 1
            for a, ok in results:
                wins[a] += ok
            if left is not None:
                left -= search.steps
                if left <= 0:
                    break
        if not done:
            return {}
        return {a: wins[a] / done for a in cards}

    def steps_for(self, players: int) -> int:
        """The cards one decision's searches may try at a table of ``players``."""
        if self.decision_steps is not None:
            return self.decision_steps
        return DECISION_STEPS[players]

    def _pimc(self, view: MustFollowView) -> tuple[dict[Action, int], int] | None:
        goal, _ = duo_goal(view)
        worlds = all_worlds(view, self.worlds) or sample_worlds(view, self.worlds, self.rng)
        if view.players >= 3:
            return self._bounded_pimc(view, goal, worlds)
        wins = dict.fromkeys(view.legal, 0)
        done = 0
        for i, world in enumerate(worlds):
            report(i, len(worlds))  # the table's "thinking…" bar (issue 23.6)
            search = _WorldSearch(view, world, goal, self.world_budget)
            try:
                results = {a: search.after(a.card) for a in view.legal if isinstance(a, PlayCard)}
            except SearchBudgetExceeded:
                continue
            done += 1
            for a, ok in results.items():
                wins[a] += ok
        return (wins, done) if done else None

    def _bounded_pimc(
        self, view: MustFollowView, goal: DuoGoal, worlds: list[tuple[int, ...]]
    ) -> tuple[dict[Action, int], int] | None:
        """3-4 players: the imagined deals are searched one after the other, each to the
        end, until ``decision_steps`` cards have been tried in all; the deal the budget runs
        out in and those after it are left out. The deals kept are the first ones drawn, not
        the easy ones (leaving out the deals that are slow to search would leave out the
        lost ones, which take longest, and overrate every card). The budget is a count, not
        a time: the same view gets the same card on every machine (MD-14)."""
        wins = dict.fromkeys(view.legal, 0)
        cards = [a for a in view.legal if isinstance(a, PlayCard)]
        done = 0
        budget = self.steps_for(view.players)
        left = budget
        for i, world in enumerate(worlds):
            # the table's "thinking…" bar (issue 23.6): deals searched, or the share of
            # the step budget spent, whichever is further (the budget may end it early)
            report(max(i * budget, (budget - left) * len(worlds)), budget * len(worlds))
            # a card that cannot reach the best count even winning in every deal left can
            # neither be chosen nor tie: its deals need no search (the choice is unchanged)
            best = max(wins.values())
            alive = [a for a in cards if wins[a] + len(worlds) - i >= best]
            search = _WorldSearch(view, world, goal, self.world_budget, left)
            try:
                if self.card_steps is None:
                    results = [(a, search.after(a.card)) for a in alive]
                else:
                    results = [(a, search.after_within(a.card, self.card_steps)) for a in alive]
            except SearchBudgetExceeded:
                left -= search.steps
                if left <= 0:
                    break
                continue  # past ``world_budget`` positions, as before the step budget
            left -= search.steps
            done += 1
            for a, ok in results:
                wins[a] += ok
        self.last_steps = budget - left
        return (wins, done) if done >= min(self.min_worlds, len(worlds)) else None


class MustFollowBot(RuleBot[MustFollowView]):
    """The ``normal`` AI for any player count: the puzzle AI alone, a co-op partner with
    company (``engine.ai.make_bot`` builds this one)."""

    view_type = MustFollowView

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed)
        self.puzzle = PuzzleBot(seed)
        self.coop = CoopBot(seed)

    def explain(self, view: MustFollowView) -> tuple[Action, str]:
        if not isinstance(view, MustFollowView):
            raise TypeError(f"MustFollowBot needs a MustFollowView, not {type(view).__name__}")
        return (self.puzzle if view.players == 1 else self.coop).explain(view)

    def talk(self, view: MustFollowView, menu: Sequence[object]) -> list[object]:
        return [] if view.players == 1 else self.coop.talk(view, menu)

    def search(self, view: MustFollowView) -> SearchResult:
        """Hint mode (``engine.hints.suggest``): the choice, every card's chance of success
        where the cards were compared, and the strategy note (``hint_notes``)."""
        from .hint_notes import search_result

        action, _reason = self.explain(view)
        player = self.puzzle if view.players == 1 else self.coop
        return search_result(view, action, player.last_values)


__all__ = ["CoopBot", "MustFollowBot", "Plan", "PuzzleBot"]
