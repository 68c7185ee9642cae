"""How well the strong Napoleon player's worlds match the hands the auction was bid on
(issue 23 point 3: inference from the auction, measured against the rule-based bidder).

    PYTHONPATH=. .venv/bin/python bench/napoleon_inference.py [--deals 150] [--seed 3]
        [--weights 3,1.6 8,0.8]

Deals: Napoleon 5 players ``book``, auction, call and discard by the ``normal`` player
(the fixed contracts of ``engine duel``). At the first card each seat plays with a choice,
24 worlds are drawn from its view (``NapoleonSearch.worlds``) and compared with the real
deal, card counts per hand:

* the Napoleon's trump-like cards (the trump suit, the Mighty, the jacks, the joker) and
  his aces outside them, seen by a coalition seat that is not the adjutant: what the
  worlds lean on (``_DECLARER_TRUMP_WEIGHT``, ``_DECLARER_ACE_WEIGHT``);
* every other seat's: a seat that bid a suit and lost the auction (its bid suit, the
  trumps, the aces) and a seat that never bid (the trumps, the aces).

Each pair of ``--weights`` (trump weight, ace weight) is measured on the same deals and
the same worlds' random numbers; a calibrated sampler puts as many of those cards in a
hand, on average, as the rule-based bidder really holds.

``--play [MISS ...]`` (issue 23 point 3b, inference from the play): at the first choice of
each coalition seat from trick ``--from`` on, 48 worlds drawn with ``--pool`` times as many
dealt and weighed by the play (``search_inference``, each weight ``MISS``) against 48
dealt as before; the share of the other hands' cards placed in the hand that really
holds them.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.actions import Bid
from engine.ai import make_bot
from engine.cards import BIT, RANK_OF, SUIT_MASK
from engine.duel import Duel
from engine.games.napoleon import NapoleonState, search

_SUIT = {"S": 0, "H": 1, "D": 2, "C": 3}
_ACES = sum(BIT[c] for c in range(52) if RANK_OF[c] == 14)


def measure(deals: int, seed: int) -> dict[str, tuple[list[int], list[float]]]:
    """Per row name: the real counts and the worlds' mean counts, one pair per seat seen."""
    duel = Duel("napoleon", "book", 5, "normal", "normal", seed, fixed_contract=True)
    rows: dict[str, tuple[list[int], list[float]]] = {}

    def add(name: str, real: int, worlds: list[int]) -> None:
        got = rows.setdefault(name, ([], []))
        got[0].append(real.bit_count())
        got[1].append(statistics.mean(w.bit_count() for w in worlds))

    finder = search.NapoleonSearch()
    for i in range(deals):
        key = str(i)
        state = duel.at_play(key)
        if state is None:
            continue
        assert isinstance(state, NapoleonState)
        declarer = state.declarer
        bots = [make_bot("napoleon", "normal", s) for s in range(5)]
        seen: set[int] = set()
        while (seat := state.current_seat) is not None:
            view = state.view_for(seat)
            if seat not in seen and finder.searchable(view):
                seen.add(seat)
                dr = view.deal_rules
                assert dr is not None
                worlds = finder.worlds(view, 24, random.Random(i * 7 + seat))
                gone = view.played_mask | view.hand_mask
                trumps = search._trumpish(dr) & ~gone
                aces = _ACES & ~search._trumpish(dr) & ~gone
                if seat != declarer and not view.is_adjutant:
                    for name, mask in (("Napoleon: trumps", trumps), ("Napoleon: aces", aces)):
                        add(
                            name,
                            state.hands[declarer] & mask,
                            [w.hands[declarer] & mask for w in worlds],
                        )
                bid_suit = {
                    j: _SUIT[b.trump]
                    for j, b in view.bids
                    if isinstance(b, Bid) and b.trump in _SUIT
                }
                for j in range(5):
                    if j in (seat, declarer):
                        continue
                    who = "outbid bidder" if j in bid_suit else "never bid"
                    masks = [("trumps", trumps), ("aces", aces)]
                    if j in bid_suit:
                        masks.append(("its bid suit", SUIT_MASK[bid_suit[j]] & ~gone))
                    for what, mask in masks:
                        add(
                            f"{who}: {what}",
                            state.hands[j] & mask,
                            [w.hands[j] & mask for w in worlds],
                        )
            state.apply(bots[seat].choose(view))
    return rows


def placed_right(
    deals: int, seed: int, first: int, pool: int, misses: list[float]
) -> dict[float, list[float]]:
    """Per ``MISS`` (1.0: no weighting), the share of hidden cards placed right, one per
    coalition seat's first choice from trick ``first`` on."""
    duel = Duel("napoleon", "book", 5, "normal", "normal", seed, fixed_contract=True)
    out: dict[float, list[float]] = {m: [] for m in [1.0, *misses]}
    for i in range(deals):
        state = duel.at_play(str(i))
        if state is None:
            continue
        assert isinstance(state, NapoleonState)
        bots = [make_bot("napoleon", "normal", s) for s in range(5)]
        seen: set[int] = set()
        while (seat := state.current_seat) is not None:
            view = state.view_for(seat)
            finder = search.NapoleonSearch()
            if (
                state.k >= first
                and seat not in seen
                and seat != state.declarer
                and not view.is_adjutant
                and finder.searchable(view)
            ):
                seen.add(seat)
                hidden = sum(state.hands[j].bit_count() for j in range(5) if j != seat)
                for miss in out:
                    finder.miss = miss
                    finder.play_pool = 1 if miss == 1.0 else pool
                    worlds = finder.worlds(view, 48, random.Random(i * 7 + seat))
                    right = sum(
                        (w.hands[j] & state.hands[j]).bit_count()
                        for w in worlds
                        for j in range(5)
                        if j != seat
                    )
                    out[miss].append(right / hidden / len(worlds))
            state.apply(bots[seat].choose(view))
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=150)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--weights", nargs="*", default=[])
    parser.add_argument("--play", nargs="*", type=float, default=None)
    parser.add_argument("--from", dest="first", type=int, default=6)
    parser.add_argument("--pool", type=int, default=3)
    args = parser.parse_args()
    if args.play is not None:
        shares = placed_right(args.deals, args.seed, args.first, args.pool, args.play)
        for miss, got in shares.items():
            err = statistics.stdev(got) / len(got) ** 0.5
            what = "dealt as before" if miss == 1.0 else f"drawn by the play, MISS {miss}"
            mean = statistics.mean(got)
            print(f"  {what:34} seats {len(got):4}  placed right {mean:.3f} ± {err:.3f}")
        return 0
    settings = [tuple(float(x) for x in w.split(",")) for w in args.weights] or [
        (search._DECLARER_TRUMP_WEIGHT, search._DECLARER_ACE_WEIGHT)
    ]
    for trump_weight, ace_weight in settings:
        search._DECLARER_TRUMP_WEIGHT, search._DECLARER_ACE_WEIGHT = trump_weight, ace_weight
        print(f"weights: trumps {trump_weight}, aces {ace_weight}")
        for name, (real, worlds) in sorted(measure(args.deals, args.seed).items()):
            err = statistics.stdev(real) / len(real) ** 0.5
            print(
                f"  {name:28} seats {len(real):5}  real {statistics.mean(real):.2f} ± {err:.2f}"
                f"  worlds {statistics.mean(worlds):.2f}"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
