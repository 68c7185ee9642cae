"""The strong Napoleon player's rollouts and exact endgames per CPU-second (issue 23).

    PYTHONPATH=. .venv/bin/python bench/strong_search.py [--deals 12] [--exact 0 2 3]

Positions: Napoleon 5-player ``book`` deals played by the ``normal`` player (auction, call
and discard included); every card play with a choice, the searching seat to act.

* Rollouts: the same worlds (24 a position) and candidates played out by the rollout
  policy before issue 23 (``_ListingRollout``: each later opponent's cards listed one by
  one) and by today's (strength levels), side by side; both must play the same cards.
* Decisions: the strong player's whole decision (worlds, rollouts, the exact solver for
  the last ``--exact`` tricks of each world) on the same positions: processor time per
  decision (median, 95th percentile), rollouts and solved worlds per CPU-second.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.actions import PlayCard
from engine.cards import BIT, IS_POINT, JOKER, RANK_OF, Card
from engine.games.napoleon import PRESETS, NapoleonState
from engine.games.napoleon.playout import strength
from engine.games.napoleon.search import _BUDGET, NapoleonSearch, NapoleonSearchBot, _bits
from engine.games.napoleon.search import _Rollout as Rollout
from engine.games.napoleon.strategy import NapoleonBot


class _ListingRollout(Rollout):
    """The policy as it was before issue 23: the same choices, each card listed."""

    __slots__ = ()

    def follow(
        self, seat: int, legal: int, cards: list[Card], seats: list[int], k: int, named: int
    ) -> Card:
        dr = self.dr
        lead = cards[0]
        if lead == JOKER:
            return self.follow_exact(seat, legal, cards, seats, k, named)
        table_of = strength(dr, k, dr.suit_of[lead])
        pos = 0
        top = -1
        for i, c in enumerate(cards):
            if table_of[c] > top:
                pos, top = i, table_of[c]
        n = self.n
        later = [(seat + i) % n for i in range(1, n - len(cards))]
        suit = dr.suit_mask[dr.suit_of[lead]]
        threat = -1
        for j in later:
            if self.rel(seat, j) > 0:
                continue
            h = self.hands[j]
            for c in _bits(h & suit or h):
                if table_of[c] > threat:
                    threat = table_of[c]
        r = self.rel(seat, seats[pos])
        table = sum(1 for c in cards if IS_POINT[c])
        if r > 0 and top > threat:
            return self.feed(legal)
        bar = max(top, threat)
        sure = [c for c in _bits(legal) if table_of[c] > bar]
        if sure:
            best = min(sure, key=self.cost)
            if table or IS_POINT[best] or self.cost(best)[0] < 2 or r < 0:
                return best
        return self.dump(legal)

    def dump(self, legal: int) -> Card:
        best, best_key = -1, (9, 99)
        for c in _bits(legal):
            key = (
                (2 if IS_POINT[c] else 0) + (3 if BIT[c] & self.trumpish else 0),
                RANK_OF[c] if c < 52 else 20,
            )
            if key < best_key:
                best, best_key = c, key
        return best


def positions(deals: int) -> list[NapoleonState]:
    out: list[NapoleonState] = []
    for seed in range(1, deals + 1):
        state = NapoleonState.deal(PRESETS["book"], 5, random.Random(f"strong-bench/{seed}"))
        bots = [NapoleonBot(seed * 10 + s) for s in range(5)]
        while (seat := state.current_seat) is not None:
            view = state.view_for(seat)
            if state.phase == "play" and len(view.legal) > 1:
                out.append(state.copy())
            state.apply(bots[seat].choose(view))
    return out


def rollouts(states: list[NapoleonState]) -> None:
    game = NapoleonSearch()
    starts: list[tuple[NapoleonState, int, int]] = []
    for number, state in enumerate(states):
        seat = state.current_seat
        assert seat is not None
        view = state.view_for(seat)
        for w, world in enumerate(game.worlds(view, 24, random.Random(number))):
            for action in game.candidates(view):
                played = world.copy()
                assert isinstance(played, NapoleonState) and isinstance(action, PlayCard)
                played.apply(action)
                starts.append((played, seat, w))
    kinds = (("before (cards listed)", _ListingRollout), ("now (strength levels)", Rollout))
    rates: dict[str, list[float]] = {label: [] for label, _ in kinds}
    sums: dict[str, float] = {}
    for _ in range(3):  # alternated, so a change of load on the machine touches both
        for label, kind in kinds:
            copies = [s.copy() for s, _, _ in starts]
            began = time.process_time()
            values = [
                kind(c, seat, random.Random(w)).run().value
                for c, (_, seat, w) in zip(copies, starts, strict=True)
            ]
            rates[label].append(len(values) / (time.process_time() - began))
            sums[label] = sum(values)
    for label, _ in kinds:
        print(
            f"rollouts, {label}: {len(starts)} a run, median of 3 runs "
            f"{statistics.median(rates[label]):,.0f} per CPU-second "
            f"(runs {', '.join(f'{r:,.0f}' for r in rates[label])}), "
            f"sum of values {sums[label]:.1f}",
            flush=True,
        )


def decisions(states: list[NapoleonState], exact: int) -> None:
    budget = replace(_BUDGET, exact_tricks=exact)
    bot = NapoleonSearchBot(7, budget, budget)
    game = bot.game
    assert isinstance(game, NapoleonSearch)
    times: list[float] = []
    played = 0
    solved_before = game.solved
    for state in states:
        seat = state.current_seat
        assert seat is not None
        view = state.view_for(seat)
        began = time.process_time()
        result = bot.search(view)
        times.append(time.process_time() - began)
        played += sum(e.worlds for e in result.estimates)
    spent = sum(times)
    ordered = sorted(times)
    p95 = ordered[max(math.ceil(0.95 * len(ordered)) - 1, 0)]
    solved = game.solved - solved_before
    print(
        f"decisions, last {exact} tricks exact: {len(times)}, "
        f"median {1000 * statistics.median(times):.1f} ms, p95 {1000 * p95:.1f} ms, "
        f"{played / spent:,.0f} worlds valued per CPU-second of which "
        f"{solved / spent:,.0f} solved exactly",
        flush=True,
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=12)
    parser.add_argument("--exact", type=int, nargs="*", default=[0, 2, 3])
    parser.add_argument("--no-rollouts", action="store_true")
    args = parser.parse_args()
    states = positions(args.deals)
    print(f"{len(states)} positions", flush=True)
    if not args.no_rollouts:
        rollouts(states)
    for k in args.exact:
        decisions(states, k)
    return 0


if __name__ == "__main__":
    sys.exit(main())
