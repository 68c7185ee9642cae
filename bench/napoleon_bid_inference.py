"""What the strong Napoleon player's worlds at a bid make of the calls so far, against the
hands really held (issue 23 point 3: "inference from the auction, measured against the
rule-based bidder's real behaviour").

    PYTHONPATH=. .venv/bin/python bench/napoleon_bid_inference.py --deals 150 --seed 5

Deals of 5-player ``book`` are bid by the rule-based player (``normal``). At every call of
the open auction the strong player would search (``search_contract.contract_searchable``),
16 of its worlds (``contract_worlds``) are compared with the real deal, seat by seat, for
the seats that called before:

* a seat that bid: how many cards of its bid's kind (its trumps, the Mighty, the joker and
  the jacks) and aces it holds, and its hand's estimate for that kind (``evaluation``);
* a seat that only passed: its hand's best estimate over the kinds.

"uniform" deals the same unseen cards with no reading of the calls.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.actions import Bid
from engine.cards import BIT, JOKER, MIGHTY, RANK_OF, kind_suits, make_card
from engine.games.napoleon import search_contract
from engine.games.napoleon.evaluation import estimate_points
from engine.games.napoleon.params import PRESETS
from engine.games.napoleon.state import NapoleonState
from engine.games.napoleon.strategy import NapoleonBot

BOOK = PRESETS["book"]


def _kind_cards(hand: int, kind: str) -> int:
    mask = BIT[MIGHTY] | BIT[JOKER]
    for s in range(4):
        mask |= BIT[make_card(s, 11)]
        if s in kind_suits(kind):
            mask |= sum(BIT[make_card(s, r)] for r in range(2, 15))
    return (hand & mask).bit_count()


def _aces(hand: int) -> int:
    return sum(1 for c in range(52) if hand >> c & 1 and RANK_OF[c] == 14)


def _best(hand: int) -> float:
    return max(estimate_points(hand, k, BOOK, 5) for k in BOOK.trump_priority)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--deals", type=int, default=150)
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--lean", type=float, nargs=2, help="trump and ace weights of a bidder's draw")
    args = ap.parse_args()
    if args.lean:
        search_contract._LEAN_TRUMP, search_contract._LEAN_ACE = args.lean
    rows: dict[str, dict[str, list[float]]] = {}

    def add(what: str, column: str, value: float) -> None:
        rows.setdefault(what, {}).setdefault(column, []).append(value)

    normal = NapoleonBot(1)
    for d in range(args.deals):
        state = NapoleonState.deal(BOOK, 5, random.Random(f"{args.seed}/{d}"))
        while state.phase_ == "auction" or state.phase_ == "misdeal_offer":
            view = state.view_for(state.seat_)
            open_round = state.phase_ == "auction" and not state.kitty_public
            if open_round and search_contract.contract_searchable(view):
                rng = random.Random(d)
                read = search_contract.contract_worlds(view, 16, rng)
                saved = search_contract._HAND_TRIES, search_contract._LEAN_TRUMP
                saved_ace = search_contract._LEAN_ACE
                # the first hand dealt, drawn evenly: no reading
                search_contract._HAND_TRIES = 1
                search_contract._LEAN_TRUMP = search_contract._LEAN_ACE = 1.0
                try:
                    blind = search_contract.contract_worlds(view, 16, rng)
                finally:
                    search_contract._HAND_TRIES, search_contract._LEAN_TRUMP = saved
                    search_contract._LEAN_ACE = saved_ace
                bids = {s: a for s, a in view.bids if isinstance(a, Bid)}
                callers = {s for s, _ in view.bids if s != view.seat}
                for seat in callers:
                    real = state.hands[seat]
                    for column, worlds in (("real", None), ("read", read), ("uniform", blind)):
                        hands = [real] if worlds is None else [w.hands[seat] for w in worlds]
                        for hand in hands:
                            if seat in bids:
                                kind = bids[seat].trump
                                add("bidder: cards of its kind", column, _kind_cards(hand, kind))
                                add("bidder: aces", column, _aces(hand))
                                add(
                                    "bidder: estimate for its kind",
                                    column,
                                    estimate_points(hand, kind, BOOK, 5),
                                )
                            else:
                                add("passed: best estimate", column, _best(hand))
            state.apply(normal.explain(view)[0])
    print(f"{args.deals} deals, seed {args.seed}; mean per seat (n = real positions)")
    print(f"{'':32} {'real':>8} {'read':>8} {'uniform':>8}")
    for what, columns in rows.items():
        n = len(columns["real"])
        means = " ".join(
            f"{statistics.fmean(columns[c]):8.2f}" for c in ("real", "read", "uniform")
        )
        print(f"{what:32} {means}   (n = {n})")


if __name__ == "__main__":
    main()
