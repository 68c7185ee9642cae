"""How well the worlds of the strong Rettler player's bids match the hands the auction so far
was bid on (issue 23 point 3: inference from the auction, measured against the rule-based
bidder's real behaviour).

    PYTHONPATH=. .venv/bin/python bench/rettler_bid_inference.py [--deals 200] [--seed 91]
        [--players 6] [--worlds 16]

Deals: Rettler ``book``, every seat the rule-based bidder (``RettlerBot``). At every call of
the auction after the first round's first call, the worlds of ``search_bids.bid_worlds`` are
drawn from the caller's view, and, on the same random numbers, worlds dealt without the
auction's read (every hand kept as first dealt). For every other seat that has called, by
what it said (passes only / at least one bid): its hand's best estimate (``estimate_points``
of its best trump kind, R-AI-8) and its copies of the Mighty, real against the worlds' mean;
and how often a world's hand fits all its calls as the rule-based bidder would make them.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.actions import Bid
from engine.games.rettler import search_bids
from engine.games.rettler.params import BOOK
from engine.games.rettler.search_bids import Estimates, auction_turns, bid_worlds, fits
from engine.games.rettler.state import AUCTION, RettlerState, codes_of
from engine.games.rettler.strategy import RettlerBot


def _best(est: Estimates) -> float:
    return max(est.est.values())


def measure(deals: int, seed: int, players: int, worlds: int) -> dict[str, list[list[float]]]:
    """Per row (what the seat said): [real, inferred worlds' mean, uniform worlds' mean,
    inferred worlds' fit rate, uniform fit rate] of each best estimate, and the same of
    the Mighty copies."""
    rows: dict[str, list[list[float]]] = {}
    bot = RettlerBot(0)
    rng = random.Random(seed)
    for _ in range(deals):
        state = RettlerState.deal(BOOK, players, rng)
        while state.current_seat is not None and state.phase_ in ("misdeal_offer", AUCTION):
            seat = state.current_seat
            view = state.view_for(seat)
            if state.phase_ == AUCTION and view.bids:
                turns = auction_turns(view)
                draw = rng.getrandbits(32)
                inferred = bid_worlds(view, worlds, random.Random(draw))
                saved = search_bids._HAND_TRIES
                search_bids._HAND_TRIES = 1
                try:
                    uniform = bid_worlds(view, worlds, random.Random(draw))
                finally:
                    search_bids._HAND_TRIES = saved
                for other in range(players):
                    if other == seat or not turns[other]:
                        continue
                    said = "bid" if any(isinstance(a, Bid) for _, a in turns[other]) else "passed"

                    def est(hand: int) -> Estimates:
                        lo, hi = codes_of(hand)
                        return Estimates(lo, hi, players, BOOK)

                    real = est(state.hands[other])
                    inf = [est(w.hands[other]) for w in inferred]
                    uni = [est(w.hands[other]) for w in uniform]
                    for name, value in (("best estimate", _best), ("Mighty", _mighty)):
                        row = rows.setdefault(f"{said:6} {name}", [[], [], [], [], []])
                        row[0].append(value(real))
                        row[1].append(statistics.fmean(value(e) for e in inf))
                        row[2].append(statistics.fmean(value(e) for e in uni))
                        row[3].append(statistics.fmean(fits(e, turns[other], BOOK) for e in inf))
                        row[4].append(statistics.fmean(fits(e, turns[other], BOOK) for e in uni))
            state.apply(bot.choose(view))
    return rows


def _mighty(est: Estimates) -> float:
    return float(est.mighty)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--seed", type=int, default=91)
    parser.add_argument("--players", type=int, default=6)
    parser.add_argument("--worlds", type=int, default=16)
    args = parser.parse_args()
    rows = measure(args.deals, args.seed, args.players, args.worlds)
    print(f"{args.players} players, {args.deals} deals, seed {args.seed}, {args.worlds} worlds")
    head = ("row", "n", "real", "read", "uniform", "fit read", "fit unif")
    print(f"{head[0]:24} {head[1]:>5} " + " ".join(f"{h:>8}" for h in head[2:]))
    for name, (real, inf, uni, fit_inf, fit_uni) in sorted(rows.items()):
        print(
            f"{name:24} {len(real):5} {statistics.fmean(real):7.2f} {statistics.fmean(inf):7.2f}"
            f" {statistics.fmean(uni):7.2f} {statistics.fmean(fit_inf):8.2f}"
            f" {statistics.fmean(fit_uni):8.2f}"
        )


if __name__ == "__main__":
    main()
