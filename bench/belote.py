"""Belote benchmarks (a benchmark, never a timed test):

    .venv/bin/python bench/belote.py speed [--deals 3000] [--runs 5] [--players 4]
    .venv/bin/python bench/belote.py winrate [--games 1000] [--players 4] [--preset standard]

``speed``: random full deals per second through the public API (``legal_actions``/``apply``,
events and all: deal, bidding, completion deal, announcements, 8 tricks, scoring), reported
as the median of the runs.

``winrate``: whole games to 1000 (3000 with the option bids) through ``engine.match.Match``:
the rule-based bot against the random bot. With 4 players the bot partnership alternates
between N-S and E-W from game to game; with 3 players one bot plays two random players, in
a seat that rotates. Prints the bot's share of games won with a 95 % Wilson interval.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.ai import make_bot
from engine.games.belote.bench import api_deals
from engine.match import Match
from engine.selfplay import play_deal
from engine.timing import median_row


def speed(args: argparse.Namespace) -> None:
    api_deals(300, args.seed, args.players, args.preset)  # warm-up
    runs = [
        api_deals(args.deals, args.seed + i, args.players, args.preset) for i in range(args.runs)
    ]
    print(
        median_row(f"random {args.players}-player {args.preset} full deals/s (public API):", runs)
    )


def _wilson(wins: float, n: int) -> tuple[float, float]:
    p, z = wins / n, 1.96
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def winrate(args: argparse.Namespace) -> None:
    n = args.players
    wins = draws = deals = 0
    start = time.perf_counter()
    for g in range(args.games):
        bot_seats = {g % 2, g % 2 + 2} if n == 4 else {g % 3}
        bots = [
            make_bot("belote", "normal" if s in bot_seats else "random", 1000 * g + s)
            for s in range(n)
        ]
        match = Match.create("belote", args.preset, n, seed=args.seed * 1_000_003 + g)
        while (over := match.game_over) is None:
            state = match.new_deal()
            play_deal(state, bots)
            match.record(state)
            deals += 1
        if over.draw:
            draws += 1
        elif bot_seats & set(over.winners):
            wins += 1
    seconds = time.perf_counter() - start
    low, high = _wilson(wins, args.games)
    print(
        f"belote / {args.preset} / {n} players: rule-based bot vs random, {args.games} games "
        f"({deals} deals, {seconds:.0f} s)"
    )
    print(
        f"bot won {wins}, lost {args.games - wins - draws}, drew {draws}: win rate "
        f"{100 * wins / args.games:.1f} % (95 % CI {100 * low:.1f}-{100 * high:.1f} %)"
    )


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("what", choices=("speed", "winrate"))
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--preset", default="standard")
    parser.add_argument("--deals", type=int, default=3000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    speed(args) if args.what == "speed" else winrate(args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
