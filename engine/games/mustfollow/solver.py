"""Analysis of must-follow positions: winnability, success chances and move advice.

* ``analyse(view)`` — what one seat can know (M-SOLVE-7..9, M-HINT-1..4): the status line
  (lost / possible ≈ x % / unknown) and the value of each legal move. 1 player: ``p_opt``,
  exact within the node budget (``puzzle.BagSolver``), else ``p_clair`` estimated from
  sampled deals (MD-13). 2-4 players: ``p_clair`` over consistent deals (exhaustive when they
  are few, else sampled). Only the view is used, so nothing hidden leaks (M-HINT-4).
* ``first_analysis(view)`` — the same within ``FIRST_BUDGET`` nodes, so that "Still
  winnable?" answers within 2 s processor time in every position (issue 23 point 5): where
  that is not enough it says "not yet known" (``Analysis.preliminary``) and the table keeps
  looking with the rules' budget off the UI thread. ``Cancel`` stops an analysis under way.
* ``solve_game(state)`` / ``deal_is_winnable(deal)`` — perfect information, for the command
  line, post-mortems, tests and the winnable-deals filter (M-SOLVE-4/5).

Objectives (MD-13): in round 1 of a 1-/2-player game the round-1 sub-goal ``round_ok``; in
round 2 the exact round goal; with 3-4 players the whole goal.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from typing import Any, TypeVar

from ...actions import Action, PlayCard
from ...cards import SUIT_MASK, SUIT_SYMBOLS, card_code, cards_in
from ...terms import SUITS_SINGULAR, suit_name
from ...text import Text, in_language, said
from .deal import Deal
from .duo import ROUND_OK, DuoGoal, DuoSolver, SearchBudgetExceeded, round_goal, solve_two_rounds
from .moves import PlayFaceDown
from .multi import MultiSolver
from .puzzle import BagPosition, BagSolver
from .rules import TARGETS, leftover_pair, other_pair, suit_counts, trick_winner
from .state import MustFollowState, first_lead_card
from .view import MustFollowView
from .worlds import all_worlds, sample_worlds, world_count

EXACT = "exact"
CLAIRVOYANT = "clairvoyant"
#: 1 player, round 1: before this trick the exact p_opt never fitted 2e6 nodes in the
#: measured deals (it needs the unseen stock cards as chance events too), so the hint goes
#: straight to the clairvoyant estimate instead of spending ~10 s to learn that (MD-13).
EXACT_FROM_TRICK = 6
#: issue 23 point 5: the first answer to "Still winnable?" (M-HINT-2) searches at most this
#: many nodes, by player count, so that it comes within 2 s processor time in every
#: position; a count, never the clock, so the answer is the same on every machine. The
#: searches' nodes cost 2.2 to 3.7 µs (1 player, exact ``BagSolver``), about 3.3 µs (1-2
#: players, ``DuoSolver`` on each imagined deal) and 6.5 to 19 µs (3-4 players,
#: ``MultiSolver``) on the 2-core machine of issue 23, so the budgets aim at about 1 s there
#: and leave room for a slower machine: the slowest first answer measured took 1.12 s (1
#: player, 10 deals), 0.52 s (3 players) and 0.94 s (4 players) (``bench/winnable_times.py
#: --first``; figures there and in engine/ai/README.md).
FIRST_BUDGET = {1: 300_000, 2: 300_000, 3: 150_000, 4: 150_000}
#: 3-4 players: the first answer also tries at most this many cards inside tricks (the
#: ``MultiSolver``'s steps, what its time grows with; 3.3 to 6.8 µs each here), the bound
#: that binds first there
FIRST_STEPS = {3: 150_000, 4: 150_000}


@dataclass(frozen=True)
class MoveValue:
    """A legal action with its success chance (``None``: unknown) and a short note: why the
    move is legal (M-HINT-1) or, for a hopeless move, why (M-HINT-3)."""

    action: Action
    value: float | None
    note: str = ""


@dataclass(frozen=True)
class Analysis:
    """M-HINT-2 status plus M-HINT-3 move values, from one seat's information."""

    status: str  # "lost" | "possible" | "unknown"
    value: float | None
    kind: str  # EXACT (p_opt, or perfect information) | CLAIRVOYANT (p_clair, upper bound)
    objective: str  # "round_ok" | "round_goal" | "game"
    moves: tuple[MoveValue, ...] = ()
    deals: int = 0  # consistent deals examined (0 for exact 1-player values)
    exhaustive: bool = False  # every consistent deal examined
    nodes: int = 0
    #: why the goal is out of reach (status "lost"), from what the seat knows (M-HINT-3)
    why: Text | None = None
    #: a first answer (``first_analysis``) whose small budget ran out: "not yet known", and
    #: a search with the rules' larger budget may still answer (issue 23 point 5)
    preliminary: bool = False

    @property
    def best(self) -> MoveValue | None:
        known = [m for m in self.moves if m.value is not None]
        return max(known, key=lambda m: m.value or 0.0) if known else None

    def status_line(self) -> Text:
        """ "Still winnable?" answered in words (M-HINT-2): yes with the chance, no with the
        reason, or not known yet. An estimate over the ways the hidden cards may lie is said
        as such, never as an upper bound or a solver's name."""
        goal = objective_text(self.objective)
        if self.status == "lost":
            why = self.why if self.why is not None else said("no way to reach the goal from here")
            return said(
                "No: whatever you play, {goal} can no longer be reached: {why}.", goal=goal, why=why
            )
        if self.preliminary:
            return said("Not yet known: still looking…")
        if self.status == "unknown" or self.value is None:
            return said("Unknown: too many possibilities to work out yet.")
        pct = round(100 * self.value)
        if self.kind == EXACT:
            return said(
                "Yes: with the best play from here, {goal} is reached {pct} % of the time.",
                pct=pct,
                goal=goal,
            )
        if pct >= 100:
            return said(
                "Yes: however the hidden cards lie, the right play still reaches {goal}.",
                goal=goal,
            )
        return said(
            "Yes, if the hidden cards lie well: {goal} can still be reached in about {pct} % "
            "of the ways they may lie.",
            pct=pct,
            goal=goal,
        )

    def status_text(self, lang: str = "en") -> str:
        """The status line (M-HINT-2) in ``lang``."""
        return in_language(self.status_line(), lang)


def objective_text(objective: str) -> Text:
    """The objective of ``Analysis.objective`` as a player calls it (MD-13)."""
    if objective == "round_ok":
        return said(
            "the round-1 goal (8 and 4 tricks, last cards {hearts} and {diamonds} or "
            "{spades} and {clubs})",
            spades=suit_name(0),
            hearts=suit_name(1),
            diamonds=suit_name(2),
            clubs=suit_name(3),
        )
    if objective == "round_goal":
        return said("the round-2 goal")
    return said("the goal")


# --- goals ------------------------------------------------------------------------------------
def duo_goal(view: MustFollowView) -> tuple[DuoGoal, str]:
    """The two-hand objective of the current round (MD-13)."""
    if view.round == 1:
        return ROUND_OK, "round_ok"
    pair = other_pair(leftover_pair(view.leftovers))
    return round_goal(12 - view.round1_taken[0], pair), "round_goal"


# --- move notes (M-HINT-1, M-HINT-3) -------------------------------------------------------
def legal_note(view: MustFollowView) -> Text:
    if not view.trick and view.forced is not None:
        return said("forced first lead (M-LEAD-1)")
    if not view.trick:
        return said("any card may be led (M-PLAY-3)")
    hand_to_play = view.to_play if view.to_play is not None else view.seat
    counts = view.suit_counts[hand_to_play]
    if counts[view.trick[0][1] // 13]:
        return said("you must follow suit (M-PLAY-1)")
    return said("void in the led suit: any card, no duty to trump (M-PLAY-1)")


def dead_note(
    counts: list[tuple[int, int, int, int]],
    taken: list[int],
    players: int,
    pairs: frozenset[tuple[int, int]] | None,
    tricks: frozenset[int] | None,
    center_suit: int | None,
) -> Text:
    """Why a position is hopeless, naming the pruning rule that fired (M-HINT-3)."""
    if players <= 2 and counts[0] == counts[1]:
        return said("both hands would have identical suit counts (M-2P-4)")
    left = 12 - sum(taken) if players >= 3 else sum(counts[0]) - 1
    if players >= 3:
        if any(c > t for c, t in zip(sorted(taken, reverse=True), TARGETS[players], strict=True)):
            return said("someone would end with too many tricks ({rule})", rule="M-GOAL-1")
    elif tricks is not None and not any(taken[0] <= t <= taken[0] + left for t in tricks):
        return said("someone would end with too many tricks ({rule})", rule="M-2P-9")
    needed = [s for s in range(4) if s != center_suit]
    if pairs is not None:
        if not any(counts[0][p] and counts[1][q] for p, q in pairs):
            return _pairs_gone(pairs)
    else:
        for s in needed:
            if not any(c[s] for c in counts):
                return said(
                    "no one could keep a {symbol} {suit} (M-GOAL-1)",
                    symbol=SUIT_SYMBOLS[s],
                    suit=SUITS_SINGULAR[s],
                )
    return said("no way to reach the goal from here")


def _pairs_gone(pairs: frozenset[tuple[int, int]]) -> Text:
    """M-2P-9 out of reach, in suit symbols and plain words ("the last cards could no longer
    be ♡ hearts and ♢ diamonds"), never a solver's name for the goal (issue 12)."""
    suits = sorted({tuple(sorted(p)) for p in pairs})
    names = [(suit_name(a), suit_name(b)) for a, b in suits]
    if len(names) == 1:
        return said(
            "the last cards could no longer be {a} and {b} (M-2P-9)", a=names[0][0], b=names[0][1]
        )
    return said(
        "the last cards could no longer be {a} and {b}, or {c} and {d} (M-2P-9)",
        a=names[0][0],
        b=names[0][1],
        c=names[1][0],
        d=names[1][1],
    )


# --- 1 player ---------------------------------------------------------------------------------
def bag_position(view: MustFollowView) -> BagPosition:
    bag = [0, 0, 0, 0]
    for _, suit, card in view.dummy_places:
        if card is None:
            bag[suit] += 1
    lead = view.trick[0][1] if view.trick else None
    leader = view.trick[0][0] if view.trick else view.leader
    return BagPosition(
        view.hand_mask,
        view.dummy_up_mask,
        (bag[0], bag[1], bag[2], bag[3]),
        view.unseen_mask,
        leader,
        view.taken[0],
        lead,
        view.forced,
    )


def _action_key(view: MustFollowView, action: Action) -> tuple[str, int]:
    if isinstance(action, PlayFaceDown):
        return ("down", next(s for i, s, _ in view.dummy_places if i == action.slot))
    assert isinstance(action, PlayCard)
    return ("card", action.card)


_Solver = TypeVar("_Solver", bound=BagSolver | DuoSolver | MultiSolver)


class Cancel:
    """Stops an analysis under way, from any thread (the position it was asked for is gone):
    the search it is running meets its node budget at its next node, and so does every
    search it would start after, so ``analyse`` soon ends with status "unknown"."""

    def __init__(self) -> None:
        self.cancelled = False
        self._solver: BagSolver | DuoSolver | MultiSolver | None = None

    def watch(self, solver: BagSolver | DuoSolver | MultiSolver | None) -> None:
        """``solver`` is the search now running (the analysis's thread)."""
        self._solver = solver
        if self.cancelled and solver is not None:
            solver.stop()

    def __call__(self) -> None:
        self.cancelled = True
        solver = self._solver
        if solver is not None:
            solver.stop()


def _watch(cancel: Cancel | None, solver: _Solver) -> _Solver:
    if cancel is not None:
        cancel.watch(solver)
    return solver


def analyse(
    view: MustFollowView,
    *,
    budget: int | None = None,
    samples: int | None = None,
    seed: int = 0,
    strict: bool = False,
    steps: int | None = None,
    cancel: Cancel | None = None,
) -> Analysis:
    """Status and move values for ``view``'s seat (defaults from ``view.rules``, MD-13).

    ``strict``: ``budget`` bounds every node searched (each imagined deal otherwise gets at
    least 1000, and an exact 1-player search out of budget hands over to an estimate with a
    budget of its own), and a search out of budget makes the answer "unknown"; with 3-4
    players ``steps`` then bounds the cards tried inside tricks too, over all deals."""
    budget = view.rules.node_budget if budget is None else budget
    samples = view.rules.clairvoyant_samples if samples is None else samples
    if view.phase != "play" or view.to_play is None:
        return Analysis("unknown", None, EXACT, "game")
    if view.players == 1:
        found = _analyse_puzzle(view, budget, samples, seed, strict, cancel)
    else:
        found = _analyse_worlds(view, budget, samples, seed, strict, cancel, steps)
    if found.status == "lost" and found.why is None:
        found = replace(found, why=lost_reason(view))
    return found


def first_budget(view: MustFollowView, budget: int | None = None) -> int:
    """The nodes of the first answer to "Still winnable?" (``FIRST_BUDGET``), never more
    than ``budget`` (default: the rules' node budget, MD-13)."""
    full = view.rules.node_budget if budget is None else budget
    return min(full, FIRST_BUDGET[view.players])


def first_analysis(
    view: MustFollowView,
    *,
    budget: int | None = None,
    samples: int | None = None,
    seed: int = 0,
    cancel: Cancel | None = None,
) -> Analysis:
    """The first answer to "Still winnable?" and the hint (M-HINT-2, issue 23 point 5):
    ``analyse`` within ``first_budget`` nodes, which takes under 2 s processor time in every
    position. Where that answers, it is ``analyse(view, budget=budget)``'s answer (no search
    ran out of nodes); where it does not, the answer is "not yet known" (``preliminary``)
    and ``analyse(view, budget=budget)`` may still know."""
    first = first_budget(view, budget)
    found = analyse(
        view,
        budget=first,
        samples=samples,
        seed=seed,
        strict=True,
        steps=FIRST_STEPS.get(view.players),
        cancel=cancel,
    )
    full = view.rules.node_budget if budget is None else budget
    if found.status == "unknown" and view.phase == "play" and first < full:
        return replace(found, preliminary=True)
    return found


def lost_reason(view: MustFollowView) -> Text:
    """Why the goal is out of reach, as far as public counts show it (M-HINT-3), else that
    no way of playing the cards still unseen can reach it."""
    counts = list(view.suit_counts)
    if view.players <= 2:
        goal, _ = duo_goal(view)
        note = dead_note(counts, list(view.taken), 2, goal.pairs, goal.tricks, None)
    else:
        center = None if view.center is None else view.center // 13
        note = dead_note(counts, list(view.taken), view.players, None, None, center)
    if note.msgid == "no way to reach the goal from here":
        return said("however the hidden cards lie, no way of playing them reaches it")
    return note


def _unknown(
    view: MustFollowView,
    kind: str,
    objective: str,
    actions: Any,
    nodes: int,
    deals: int = 0,
    exhaustive: bool = False,
) -> Analysis:
    """Out of budget: "unknown", each move's value too."""
    moves = tuple(MoveValue(a, None, legal_note(view)) for a in actions)
    return Analysis("unknown", None, kind, objective, moves, deals, exhaustive, nodes)


def _analyse_puzzle(
    view: MustFollowView,
    budget: int,
    samples: int,
    seed: int,
    strict: bool = False,
    cancel: Cancel | None = None,
) -> Analysis:
    goal, objective = duo_goal(view)
    if view.round == 1 and view.trick_number < EXACT_FROM_TRICK:
        return _puzzle_clairvoyant(view, goal, objective, budget, samples, seed, strict, cancel)
    pos = bag_position(view)
    solver = _watch(cancel, BagSolver(goal, budget))
    try:
        values = dict(solver.move_values(pos))
    except SearchBudgetExceeded:  # MD-13: fall back to a clairvoyant estimate
        if strict:  # (the refused node at the budget is not counted)
            return _unknown(view, EXACT, objective, view.legal, min(solver.nodes, budget))
        return _puzzle_clairvoyant(view, goal, objective, budget, samples, seed, False, cancel)
    moves = _notes(view, {a: values[_action_key(view, a)] for a in view.legal}, goal)
    value = max((m.value for m in moves if m.value is not None), default=0.0)
    status = "lost" if value == 0.0 else "possible"
    return Analysis(status, value, EXACT, objective, moves, 0, True, solver.nodes)


def _puzzle_clairvoyant(
    view: MustFollowView,
    goal: DuoGoal,
    objective: str,
    budget: int,
    samples: int,
    seed: int,
    strict: bool = False,
    cancel: Cancel | None = None,
) -> Analysis:
    worlds, exhaustive = _worlds(view, samples, seed)
    keys = {_action_key(view, a) for a in view.legal}
    wins = dict.fromkeys(keys, 0.0)
    winnable = 0
    nodes = 0
    pos = bag_position(view)
    for world in worlds:
        left = budget - nodes if strict else max(1000, budget - nodes)
        solver = _watch(cancel, DuoSolver(goal, left))
        try:
            winnable += _duo_now(solver, world, pos.leader, pos.t0, pos.lead, pos.forced)
            for key in keys:
                wins[key] += _duo_after_puzzle_move(solver, world, view, pos, key)
        except SearchBudgetExceeded:
            if strict:
                return _unknown(view, CLAIRVOYANT, objective, view.legal, budget)
            n = nodes + solver.nodes
            return _unknown(view, CLAIRVOYANT, objective, view.legal, n, len(worlds), exhaustive)
        nodes += solver.nodes
    n = len(worlds)
    values = {a: wins[_action_key(view, a)] / n for a in view.legal}
    moves = _notes(view, values, goal)
    value = winnable / n
    status = "lost" if value == 0.0 and exhaustive else "possible"
    return Analysis(status, value, CLAIRVOYANT, objective, moves, n, exhaustive, nodes)


def _duo_now(
    solver: DuoSolver,
    world: tuple[int, ...],
    leader: int,
    t0: int,
    lead: int | None,
    forced: int | None,
) -> bool:
    return solver.winnable(world[0], world[1], leader, t0, lead, forced)


def _duo_after_puzzle_move(
    solver: DuoSolver,
    world: tuple[int, ...],
    view: MustFollowView,
    pos: BagPosition,
    key: tuple[str, int],
) -> float:
    """The clairvoyant value of a 1-player move in one deal; a face-down dummy card is
    averaged over the face-down cards of that suit in this deal (MD-10)."""
    kind, value = key
    if kind == "card":
        cards = [value]
    else:
        down = world[1] & ~pos.dummy_up & SUIT_MASK[value]
        cards = cards_in(down)
    total = 0.0
    for card in cards:
        total += _duo_play(solver, world, view.to_play or 0, card, pos.leader, pos.t0, pos.lead)
    return total / len(cards)


def _duo_play(
    solver: DuoSolver,
    world: tuple[int, ...],
    hand: int,
    card: int,
    leader: int,
    t0: int,
    lead: int | None,
) -> bool:
    hands = list(world)
    hands[hand] &= ~(1 << card)
    if lead is None:  # ``hand`` leads ``card``
        return solver.winnable(hands[0], hands[1], hand, t0, lead=card)
    w, nt = solver._settle(leader, t0, lead, card)
    return solver.winnable(hands[0], hands[1], w, nt)


# --- 2-4 players ------------------------------------------------------------------------------
def _worlds(view: MustFollowView, samples: int, seed: int) -> tuple[list[tuple[int, ...]], bool]:
    exact = all_worlds(view, samples)
    if exact is not None:
        return exact, True
    return sample_worlds(view, samples, random.Random(seed)), False


def _analyse_worlds(
    view: MustFollowView,
    budget: int,
    samples: int,
    seed: int,
    strict: bool = False,
    cancel: Cancel | None = None,
    steps: int | None = None,
) -> Analysis:
    players = view.players
    if players == 2:
        goal, objective = duo_goal(view)
    else:
        goal, objective = ROUND_OK, "game"
    public_dead = _public_dead(view, goal if players == 2 else None)
    my_turn = view.current_seat == view.seat
    if public_dead is not None:
        moves = tuple(MoveValue(a, 0.0, public_dead) for a in view.legal) if my_turn else ()
        return Analysis("lost", 0.0, EXACT, objective, moves, 0, True, 0)
    worlds, exhaustive = _worlds(view, samples, seed)
    kind = EXACT if exhaustive and world_count(view) == 1 else CLAIRVOYANT
    wins = dict.fromkeys(view.legal, 0) if my_turn else {}
    winnable = 0
    nodes = 0
    tried = 0  # steps, 3-4 players
    for world in worlds:
        left = budget - nodes if strict else max(1000, budget - nodes)
        step_left = None if steps is None or not strict else steps - tried
        search = _WorldSearch(view, world, goal, left, step_left)
        if cancel is not None:
            cancel.watch(search.duo if search.duo is not None else search.multi)
        try:
            winnable += search.now()
            for action in wins:
                assert isinstance(action, PlayCard)
                wins[action] += search.after(action.card)
        except SearchBudgetExceeded:
            if strict:
                return _unknown(view, kind, objective, wins, min(nodes + search.nodes, budget))
            n = nodes + search.nodes
            return _unknown(view, kind, objective, wins, n, len(worlds), exhaustive)
        nodes += search.nodes
        tried += search.steps
    n = len(worlds)
    moves = _notes(view, {a: w / n for a, w in wins.items()}, goal if players == 2 else None)
    value = winnable / n
    status = "lost" if value == 0.0 and exhaustive else "possible"
    return Analysis(status, value, kind, objective, moves, n, exhaustive, nodes)


class _WorldSearch:
    """Perfect-information questions about one consistent deal of a view."""

    def __init__(
        self,
        view: MustFollowView,
        world: tuple[int, ...],
        goal: DuoGoal,
        budget: int,
        step_budget: int | None = None,
    ) -> None:
        self.view = view
        self.world = world
        self.trick = tuple(view.trick)
        self.leader = view.trick[0][0] if view.trick else view.leader
        if view.players == 2:
            self.duo: DuoSolver | None = DuoSolver(goal, budget)
            self.multi: MultiSolver | None = None
        else:
            step = 1 if view.rules.direction == "clockwise" else view.players - 1
            self.duo = None
            self.multi = MultiSolver(view.players, view.center, step, budget, step_budget)

    @property
    def nodes(self) -> int:
        return (self.duo or self.multi).nodes  # type: ignore[union-attr]

    @property
    def steps(self) -> int:
        """Cards tried (3-4 players) or positions searched (2 players): the search's work."""
        return self.duo.nodes if self.duo is not None else self.multi.steps  # type: ignore[union-attr]

    def now(self) -> bool:
        v = self.view
        if self.duo is not None:
            lead = self.trick[0][1] if self.trick else None
            return self.duo.winnable(
                self.world[0], self.world[1], self.leader, v.taken[0], lead, v.forced
            )
        assert self.multi is not None
        return self.multi.winnable(self.world, self.leader, v.taken, self.trick, v.forced)

    def after(self, card: int) -> bool:
        v = self.view
        hand = v.to_play if v.to_play is not None else v.seat
        if self.duo is not None:
            lead = self.trick[0][1] if self.trick else None
            return _duo_play(self.duo, self.world, hand, card, self.leader, v.taken[0], lead)
        assert self.multi is not None
        hands = list(self.world)
        hands[hand] &= ~(1 << card)
        return self.multi.winnable(tuple(hands), self.leader, v.taken, (*self.trick, (hand, card)))

    def after_within(self, card: int, steps: int) -> bool:
        """``after(card)`` proven within ``steps`` more cards tried (3-4 players); a search
        that needs more counts as not winning. The solver's tables stay sound (a position is
        remembered only once decided), so the next card's search reuses them. The whole
        search's own bounds still raise ``SearchBudgetExceeded``."""
        multi = self.multi
        assert multi is not None
        limit = multi.step_limit
        multi.step_limit = min(limit, multi.steps + steps)
        try:
            return self.after(card)
        except SearchBudgetExceeded:
            if multi.step_limit == limit or multi.nodes > multi._limit:
                raise
            return False
        finally:
            multi.step_limit = limit


def _public_dead(view: MustFollowView, goal: DuoGoal | None) -> Text | None:
    """A proof of loss from public information only (suit counts and trick counts)."""
    if view.trick:
        return None
    counts = list(view.suit_counts)
    taken = list(view.taken)
    if goal is not None:
        if DuoSolver(goal).relaxed(counts[0], counts[1], view.leader, taken[0]):
            return None
        return dead_note(counts, taken, 2, goal.pairs, goal.tricks, None)
    probe = MultiSolver(view.players, view.center)
    if probe.counts_feasible(tuple(taken)) and _suits_possible(view):
        return None
    return dead_note(
        counts, taken, view.players, None, None, None if view.center is None else view.center // 13
    )


def _suits_possible(view: MustFollowView) -> bool:
    fake = tuple(sum(SUIT_MASK[s] for s in range(4) if c[s]) for c in view.suit_counts)
    return MultiSolver(view.players, view.center).suits_feasible(fake)


def _notes(
    view: MustFollowView, values: dict[Action, float], goal: DuoGoal | None
) -> tuple[MoveValue, ...]:
    note = legal_note(view)
    return tuple(MoveValue(a, v, note) for a, v in values.items())


# --- perfect information (post-mortem, command line, deal filter) ----------------------------
@dataclass
class PerfectAnswer:
    win: bool | None  # None: out of budget
    lines: list[list[tuple[int, int]]] = field(default_factory=list)
    nodes: int = 0


def solve_deal(the_deal: Deal, budget: int | None = None) -> PerfectAnswer:
    """M-SOLVE-4/5 for a whole deal with every card known (round-2 hands included)."""
    players = the_deal.players
    try:
        if players <= 2:
            r1, r2 = the_deal.hands
            leader = next(h for h in (0, 1) if r1[h] >> first_lead_card(players, None) & 1)
            ans = solve_two_rounds(
                (r1[0], r1[1]),
                (r2[0], r2[1]),
                leader,
                forced=first_lead_card(players, None),
                budget=budget,
            )
            lines = [ans.round1, ans.round2] if ans.win else []
            return PerfectAnswer(ans.win, lines, ans.nodes)
        hands = the_deal.hands[0]
        forced = first_lead_card(players, the_deal.center)
        leader = next(h for h in range(players) if hands[h] >> forced & 1)
        solver = MultiSolver(players, the_deal.center, budget=budget)
        line = solver.line(hands, leader, (0,) * players, (), forced)
        return PerfectAnswer(line is not None, [line] if line else [], solver.nodes)
    except SearchBudgetExceeded:
        return PerfectAnswer(None, [], budget or 0)


def deal_is_winnable(the_deal: Deal, budget: int | None = None) -> bool:
    """True only when perfect-information winnability is proven within ``budget``."""
    return solve_deal(the_deal, budget).win is True


def solve_json(state: MustFollowState, budget: int | None = None) -> dict[str, Any]:
    """The command line's answer: the deal, whether it is winnable with perfect information
    and a winning line (M-SOLVE-4/5)."""
    d = state.game_deal
    answer = solve_deal(d, budget)
    names = seat_names(state.players)
    rounds = []
    for r, hands in enumerate(d.hands):
        entry: dict[str, Any] = {
            "round": r + 1,
            "hands": {
                names[h]: " ".join(card_code(c) for c in cards_in(hands[h]))
                for h in range(len(hands))
            },
        }
        if r < len(answer.lines):
            entry["tricks"] = _trick_lines(answer.lines[r], names, len(hands))
        rounds.append(entry)
    return {
        "game": "mustfollow",
        "players": state.players,
        "dealer": names[d.dealer],
        "center": None if d.center is None else card_code(d.center),
        "redeals": list(d.redeals),
        "winnable": answer.win,
        "status": {True: "winnable", False: "not winnable", None: "unknown"}[answer.win],
        "nodes": answer.nodes,
        "rounds": rounds,
    }


def _trick_lines(line: list[tuple[int, int]], names: tuple[str, ...], n: int) -> list[str]:
    """``"1: player C2, dummy C7 -> dummy"`` for each trick of a line."""
    out = []
    for k in range(0, len(line), n):
        trick = line[k : k + n]
        winner = trick[trick_winner([c for _, c in trick])][0]
        plays = ", ".join(f"{names[h]} {card_code(c)}" for h, c in trick)
        out.append(f"{k // n + 1}: {plays} -> {names[winner]}")
    return out


def seat_names(players: int) -> tuple[str, ...]:
    return {1: ("player", "dummy"), 2: ("P1", "P2"), 3: ("A", "B", "C"), 4: ("N", "E", "S", "W")}[
        players
    ]


__all__ = [
    "CLAIRVOYANT",
    "EXACT",
    "FIRST_BUDGET",
    "FIRST_STEPS",
    "Analysis",
    "Cancel",
    "MoveValue",
    "PerfectAnswer",
    "analyse",
    "bag_position",
    "deal_is_winnable",
    "duo_goal",
    "first_analysis",
    "first_budget",
    "solve_deal",
    "solve_json",
    "suit_counts",
]
