"""How well the strong Belote player's card-play worlds match the hands really held
(issue 23 point 3b: reading the calls), 4 players, the ``standard`` preset.

    PYTHONPATH=. .venv/bin/python bench/belote_inference.py [--deals 150] [--seed 7]
        [--tricks 1] [--worlds 24]

Deals bid and played by the ``normal`` player. At each seat's first card of tricks 1 to
``--tricks``, the worlds of ``BeloteSearch.worlds`` are drawn from its view twice on the same
random numbers, dealt as before (``read_calls`` False) and drawn by the calls
(``search_inference``), and compared with the real deal:

* the taker's trump jack and nine, and his trumps, seen by the three other seats;
* the trump jack and nine of a seat other than the taker (and the viewer);
* the share of the hidden cards put in the hand that really holds them;
* the processor time of dealing the worlds (median, per decision).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.ai import make_bot
from engine.cards import BIT, make_card
from engine.games.belote import BeloteState, search
from engine.games.belote.deck import JACK, NINE, SUIT_CARDS
from engine.games.belote.params import PRESETS
from engine.games.belote.search import BeloteSearch
from engine.games.belote.state import PLAY


def _row(rows: dict[str, list[float]], name: str, value: float) -> None:
    rows.setdefault(name, []).append(value)


def measure(deals: int, seed: int, tricks: int, count: int) -> dict[str, list[float]]:
    rules = PRESETS["standard"]
    rows: dict[str, list[float]] = {}
    finders = {"before": BeloteSearch(read_calls=False), "calls": BeloteSearch()}
    for i in range(deals):
        rng = random.Random(seed * 100_003 + i)
        state = BeloteState.deal(rules, 4, rng, dealer=i % 4)
        bots = [make_bot("belote", "normal", 10 * i + s) for s in range(4)]
        seen: set[tuple[int, int]] = set()
        while (seat := state.current_seat) is not None:
            view = state.view_for(seat)
            key = (seat, view.trick_number)
            if (
                view.phase == PLAY
                and view.trick_number <= tricks
                and key not in seen
                and view.contract is not None
                and view.contract.mode == "suit"
            ):
                seen.add(key)
                taker = view.contract.taker
                trump = view.contract.trump
                top = BIT[make_card(trump, JACK)] | BIT[make_card(trump, NINE)]
                hidden = [s for s in range(4) if s != seat]
                for name, finder in finders.items():
                    t0 = time.process_time()
                    dealt = finder.worlds(view, count, random.Random(i * 31 + seat))
                    worlds = [w for w in dealt if isinstance(w, BeloteState)]
                    _row(rows, f"{name}: ms", 1000 * (time.process_time() - t0))
                    right = total = 0
                    for w in worlds:
                        for s in hidden:
                            right += (w.hands[s] & state.hands[s]).bit_count()
                            total += state.hands[s].bit_count()
                    _row(rows, f"{name}: placed right %", 100 * right / max(total, 1))
                    if taker != seat:
                        jn = statistics.mean((w.hands[taker] & top).bit_count() for w in worlds)
                        tr = statistics.mean(
                            (w.hands[taker] & SUIT_CARDS[trump]).bit_count() for w in worlds
                        )
                        _row(rows, f"{name}: taker J+9", jn)
                        _row(rows, f"{name}: taker trumps", tr)
                    for s in hidden:
                        if s != taker:
                            jn = statistics.mean((w.hands[s] & top).bit_count() for w in worlds)
                            _row(rows, f"{name}: other J+9", jn)
                if taker != seat:
                    _row(rows, "real: taker J+9", (state.hands[taker] & top).bit_count())
                    _row(
                        rows,
                        "real: taker trumps",
                        (state.hands[taker] & SUIT_CARDS[trump]).bit_count(),
                    )
                for s in hidden:
                    if s != taker:
                        _row(rows, "real: other J+9", (state.hands[s] & top).bit_count())
            state.apply(bots[seat].choose(view))
    return rows


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--deals", type=int, default=150)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--tricks", type=int, default=1)
    ap.add_argument("--worlds", type=int, default=24)
    ap.add_argument(
        "--taker-weight", type=float, default=None, help="search.TAKER_TRUMP_WEIGHT to try"
    )
    args = ap.parse_args()
    if args.taker_weight is not None:
        search.TAKER_TRUMP_WEIGHT = args.taker_weight
    rows = measure(args.deals, args.seed, args.tricks, args.worlds)
    for name in sorted(rows):
        vals = rows[name]
        se = statistics.stdev(vals) / len(vals) ** 0.5 if len(vals) > 1 else 0.0
        mid = statistics.median(vals) if name.endswith("ms") else statistics.mean(vals)
        label = "median" if name.endswith("ms") else "mean"
        print(f"{name:28s} n={len(vals):5d} {label} {mid:7.3f} ± {se:.3f}")


if __name__ == "__main__":
    main()
