"""``python -m engine duel`` with the strong Napoleon or Rettler player's budget changed
(issue 23).

    PYTHONPATH=. .venv/bin/python bench/strong_duel.py --exact-tricks 2 [--sides] -- \\
        --game napoleon --preset book --players 5 --a strong --b normal --fixed-contract \\
        --deals 500 --seed N --procs 1
    PYTHONPATH=. .venv/bin/python bench/strong_duel.py --game rettler --exact-tricks 2 -- \\
        --game rettler --players 6 --a strong --b normal --fixed-contract --deals 300 \\
        --seed 2330 --procs 1 --json

The duel's own arguments follow ``--``; the level ``strong`` (and ``expert``, four times
its budget) of ``--game`` (napoleon unless said; give the duel's ``--game`` too) then plays
with its default budget but for ``--exact-tricks`` (each sampled deal's last tricks valued
by the exact solver, ``Budget.exact_tricks``; Rettler: from the first round's start with
at most that many cards a hand), so a duel with ``--exact-tricks 0`` is ``strong`` without
the solver and the same seed deals the same cards: the runs compare on the same deals.

``--expert-exact K`` (head to head): the level ``expert`` becomes the *strong* player
with ``exact_tricks`` K (its own name stays ``expert``), so ``--a strong --b expert``
with ``--exact-tricks 0 --expert-exact 2`` plays the strong player without and with the
solver on the same deals, each deal in both seatings (the duel's duplicate copies).

``--factor F``: the strong player's card-play worlds, rollouts and least worlds times F
(the expert level is built from the changed budget too).

``--confidence Z``: the strong player's card play overrules the rule-based card only by
Z standard errors too (``Budget.confidence``).

``--from-deal N``: the deals numbered below N are not played (skipped), so a second process
can play the later deals of a long run.

``--sides`` (fixed contracts, ``--procs 1``): each deal is also played a third time with
B in every seat, and A's gain is split by side: as the declarer's side (its point cards
minus B's declarer side's with B against it) and as the coalition (the declarer's side's
point cards with B in every seat minus those with A in the coalition); the two add up to
the duel's A minus B.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine import duel as duel_module
from engine.ai.search import Budget
from engine.cli import main as engine_main
from engine.games.napoleon import search
from engine.games.rettler import search as rettler_search
from engine.games.rettler.strategy import RettlerBot
from engine.registry import get_game

#: per deal: the declarer's side's point cards with A, with B (A in the coalition) and
#: with B in every seat
_SIDES: list[tuple[int, int, int]] = []


def _declarer_side(result: Any) -> int:
    return int(result.detail["side_totals"]["declarer_side"])


def _record_sides() -> None:
    play_copies = duel_module.Duel.play_copies

    def with_all_b(self: duel_module.Duel, key: str) -> duel_module.PlayedDeal | None:
        played = play_copies(self, key)
        if played is None:
            return None
        plan = self.copies(key)
        assert plan is not None
        _splits, prefix = plan
        state = self.deal(key)
        for action in prefix:
            state.apply(action)
        self.play(state, self.bots(key, frozenset()))
        # B's times in this extra copy are counted with B's: B is the rule-based player
        a_side, b_side = (_declarer_side(r) for r in played.results)
        _SIDES.append((a_side, b_side, _declarer_side(state.result)))
        return played

    duel_module.Duel.play_copies = with_all_b  # type: ignore[method-assign]


def _mean(values: list[int]) -> str:
    if len(values) < 2:
        return "n/a"
    err = statistics.stdev(values) / math.sqrt(len(values))
    return f"{statistics.mean(values):+.2f} ± {err:.2f}"


def _expert_as_strong(game: str, exact: int) -> None:
    """The level ``expert`` of ``game`` becomes its strong player with ``exact_tricks``
    ``exact`` (named ``expert``): a head-to-head of two strong players."""
    bots = get_game(game).bots
    assert isinstance(bots, dict)

    def player(seed: int | None) -> Any:
        if game == "napoleon":
            budget = replace(search._BUDGET, exact_tricks=exact)
            bot: Any = search.NapoleonSearchBot(seed, budget, budget)
        else:
            budget = replace(rettler_search.BUDGET, exact_tricks=exact)
            bot = rettler_search.RettlerSearchBot(
                rettler_search.RettlerSearch(),
                RettlerBot(seed),
                seed,
                budget,
            )
        bot.name = "expert"
        return bot

    bots["expert"] = player


def _from_deal(first: int) -> None:
    """Deals numbered below ``first`` are not played (counted as skipped): a second
    process plays the later deals of a run (``--from-deal 300 -- ... --deals 200``)."""
    play_copies = duel_module.Duel.play_copies

    def from_first(self: duel_module.Duel, key: str) -> duel_module.PlayedDeal | None:
        return None if int(key) < first else play_copies(self, key)

    duel_module.Duel.play_copies = from_first  # type: ignore[method-assign]


def _scale(game: str, factor: float) -> None:
    """The strong player's card-play worlds, rollouts and least worlds times ``factor``."""

    def scaled(budget: Budget) -> Budget:
        return replace(
            budget,
            worlds=round(budget.worlds * factor),
            rollouts=round(budget.rollouts * factor),
            min_worlds=round(budget.min_worlds * factor),
        )

    if game == "napoleon":
        search._BUDGET = scaled(search._BUDGET)
    else:
        rettler_search.BUDGET = scaled(rettler_search.BUDGET)
    print(
        f"strong's card play: {search._BUDGET if game == 'napoleon' else rettler_search.BUDGET}",
        file=sys.stderr,
    )


def _configure(argv: list[str]) -> argparse.Namespace:
    """Parse this bench's arguments and change the levels and the duel accordingly."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=("napoleon", "rettler"), default="napoleon")
    parser.add_argument("--exact-tricks", type=int, default=None)
    parser.add_argument("--expert-exact", type=int, default=None)
    parser.add_argument("--sides", action="store_true")
    parser.add_argument("--factor", type=float, default=None)
    parser.add_argument("--confidence", type=float, default=None)
    parser.add_argument("--from-deal", type=int, default=0)
    parser.add_argument("duel", nargs=argparse.REMAINDER)
    args = parser.parse_args(argv)
    if args.factor is not None:
        _scale(args.game, args.factor)
    if args.confidence is not None:
        if args.game == "napoleon":
            search._BUDGET = replace(search._BUDGET, confidence=args.confidence)
        else:
            rettler_search.BUDGET = replace(rettler_search.BUDGET, confidence=args.confidence)
    if args.game == "napoleon":
        if args.exact_tricks is not None:
            search._BUDGET = replace(search._BUDGET, exact_tricks=args.exact_tricks)
        if args.expert_exact is not None:
            _expert_as_strong("napoleon", args.expert_exact)
    else:
        if args.exact_tricks is not None:
            rettler_search.BUDGET = replace(rettler_search.BUDGET, exact_tricks=args.exact_tricks)
        if args.expert_exact is not None:
            _expert_as_strong("rettler", args.expert_exact)
    if args.from_deal:
        _from_deal(args.from_deal)
    return args


def main() -> int:
    args = _configure(sys.argv[1:])
    if args.sides:
        if "--procs" not in args.duel or args.duel[args.duel.index("--procs") + 1] != "1":
            raise SystemExit("--sides counts in this process: give the duel --procs 1")
        _record_sides()
    code = engine_main(["duel", *(a for a in args.duel if a != "--")])
    if args.sides:
        declarer = [a - base for a, _b, base in _SIDES]
        coalition = [base - b for _a, b, base in _SIDES]
        print(
            f"A's gain in point cards per deal, {len(_SIDES)} deals: as the declarer's side "
            f"{_mean(declarer)}, as the coalition {_mean(coalition)}"
        )
    return code


if __name__ == "__main__":
    sys.exit(main())
elif __name__ == "__mp_main__":
    # a worker of ``--procs N`` (spawned) imports this file again as its main module: the
    # same levels there, else it would play today's strong player
    _configure(sys.argv[1:])
