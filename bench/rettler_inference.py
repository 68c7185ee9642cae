"""How well the strong Rettler player's worlds match the hands the auction was bid on
(issue 23 point 3: inference from the auction, measured against the rule-based bidder).

    PYTHONPATH=. .venv/bin/python bench/rettler_inference.py [--deals 30] [--seed 81]
        [--players 6] [--weights 1,1 4.5,2]

Deals: Rettler ``book``, auction, call and exchange by the ``normal`` player (the fixed
contracts of ``engine duel``), played by ``normal``. At the first searched card of each
coalition seat that is not a known adjutant, 24 worlds are drawn from its view
(``search_worlds.deal_worlds``) and compared with the real deal: the Rettler's trump-like
cards (the trump suit, the Mighty, the jacks, the joker; both copies count) and his aces
outside them, and the trump-like cards of every other hidden seat. Each pair of
``--weights`` (trump weight, ace weight: ``DECLARER_TRUMP_WEIGHT``, ``DECLARER_ACE_WEIGHT``)
is measured on the same deals and the same worlds' random numbers; a calibrated sampler
puts as many of those cards in a hand, on average, as the rule-based bidder really holds.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.ai import make_bot
from engine.cards import BIT, CODE_MASK, DECK_STRIDE, JOKER, MIGHTY, RANK_OF
from engine.duel import Duel
from engine.games.rettler import search_worlds
from engine.games.rettler.search import RettlerSearch
from engine.games.rettler.state import RettlerState

_ACES = sum(BIT[c] for c in range(52) if RANK_OF[c] == 14)


def _count(hand: int, mask: int) -> int:
    """Cards of ``mask`` in ``hand``, both copies of a code counted."""
    return (hand & CODE_MASK & mask).bit_count() + (hand >> DECK_STRIDE & mask).bit_count()


def measure(deals: int, seed: int, players: int) -> dict[str, tuple[list[int], list[float]]]:
    """Per row: the real counts and the worlds' mean counts, one pair per seat and hand."""
    duel = Duel("rettler", "book", players, "normal", "normal", seed, fixed_contract=True)
    finder = RettlerSearch()
    rows: dict[str, tuple[list[int], list[float]]] = {}

    def add(name: str, real: int, worlds: list[int]) -> None:
        got = rows.setdefault(name, ([], []))
        got[0].append(real)
        got[1].append(statistics.mean(worlds))

    for i in range(deals):
        state = duel.at_play(str(i))
        if state is None:
            continue
        assert isinstance(state, RettlerState)
        bots = [make_bot("rettler", "normal", s) for s in range(players)]
        seen: set[int] = set()
        while (seat := state.current_seat) is not None:
            view = state.view_for(seat)
            if state.phase == "play" and seat not in seen and finder.searchable(view):
                seen.add(seat)
                declarer = state.declarer
                if seat != declarer and not view.is_adjutant:
                    rr = state.round_rules
                    assert rr is not None
                    right, left = rr.napoleon.bowers_fixed
                    trumps = rr.napoleon.trump_suit_mask | BIT[MIGHTY] | BIT[JOKER]
                    for c in (*right, *left):
                        trumps |= BIT[c]
                    worlds = search_worlds.deal_worlds(view, 24, random.Random(i * 7 + seat))
                    for name, mask in (
                        ("Rettler: trumps", trumps),
                        ("Rettler: aces", _ACES & ~trumps),
                    ):
                        add(
                            name,
                            _count(state.hands[declarer], mask),
                            [_count(w.hands[declarer], mask) for w in worlds],
                        )
                    for j in range(players):
                        if j not in (seat, declarer):
                            add(
                                "another seat: trumps",
                                _count(state.hands[j], trumps),
                                [_count(w.hands[j], trumps) for w in worlds],
                            )
            state.apply(bots[seat].choose(view))
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=30)
    parser.add_argument("--seed", type=int, default=81)
    parser.add_argument("--players", type=int, default=6)
    parser.add_argument("--weights", nargs="*", default=[])
    args = parser.parse_args()
    settings = [tuple(float(x) for x in w.split(",")) for w in args.weights] or [
        (search_worlds.DECLARER_TRUMP_WEIGHT, search_worlds.DECLARER_ACE_WEIGHT)
    ]
    for trump_weight, ace_weight in settings:
        search_worlds.DECLARER_TRUMP_WEIGHT = trump_weight
        search_worlds.DECLARER_ACE_WEIGHT = ace_weight
        print(f"weights: trumps {trump_weight}, aces {ace_weight}")
        for name, (real, worlds) in sorted(measure(args.deals, args.seed, args.players).items()):
            err = statistics.stdev(real) / len(real) ** 0.5
            print(
                f"  {name:22} seats {len(real):5}  real {statistics.mean(real):.2f} ± {err:.2f}"
                f"  worlds {statistics.mean(worlds):.2f}"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
