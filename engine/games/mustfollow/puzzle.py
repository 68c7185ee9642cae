"""The 1-player value with the dummy's face-down cards unknown (M-SOLVE-9, MD-10, MD-13).

``BagSolver`` computes ``p_opt``: the expectimax over the player's choices (for both hands)
and the chance of each face-down dummy card, which is uniform over the unseen cards of its
suit (bag semantics). The information state is the player's hand, the dummy's face-up cards,
the number of face-down dummy cards per suit (``bag``), the unseen cards ``pool`` (face down
in the dummy or, in round 1, in the stock), the leader and the tricks taken.

Search: fail-soft bounds (a chance node stops as soon as it cannot beat the best value found
so far), a max node stops at a certain win (1.0), the suit-count relaxation of ``duo`` (the
suit counts are public, so it applies unchanged), equivalent cards and a transposition
table. A node budget turns an out-of-reach value into ``SearchBudgetExceeded`` ("unknown").
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ...cards import SUIT_MASK, cards_in
from .duo import DuoGoal, DuoSolver, SearchBudgetExceeded, reps
from .rules import suit_counts

Bag = tuple[int, int, int, int]

#: a root move: ("card", card) for a known card of either hand, ("down", suit) for a
#: face-down dummy card of that suit
Move = tuple[str, int]


@dataclass(frozen=True)
class BagPosition:
    """A 1-player information state (M-SOLVE-9). ``lead`` is a card already led to the
    current trick by ``leader`` (0 player, 1 dummy); ``forced`` the card that must be led."""

    player: int
    dummy_up: int
    bag: Bag
    pool: int
    leader: int
    t0: int
    lead: int | None = None
    forced: int | None = None


def _take(bag: Bag, s: int) -> Bag:
    b = list(bag)
    b[s] -= 1
    return (b[0], b[1], b[2], b[3])


class BagSolver:
    """Exact ``p_opt`` of 1-player positions toward ``goal`` within ``budget`` nodes."""

    def __init__(self, goal: DuoGoal, budget: int | None = 2_000_000) -> None:
        self.goal = goal
        self.budget = budget
        self.nodes = 0
        self.tt: dict[tuple[int, int, int, Bag, int, int], tuple[float, bool]] = {}
        self._relax = DuoSolver(goal)

    def stop(self) -> None:
        """Meet the budget at the next node (``solver.Cancel``, from another thread)."""
        self.budget = -1

    # --- public ------------------------------------------------------------------------------
    def value(self, pos: BagPosition) -> float:
        return max((v for _, v in self.move_values(pos)), default=0.0)

    def move_values(self, pos: BagPosition, budget: int | None = None) -> list[tuple[Move, float]]:
        """The exact value of every legal move of the hand to play (raises
        ``SearchBudgetExceeded``). ``budget`` (default: the solver's) counts the nodes of this
        call only; the transposition table is kept between calls, so later positions of the
        same round are cheap."""
        self.nodes = 0
        if budget is not None:
            self.budget = budget
        out: list[tuple[Move, float]] = []
        p, up, bag, pool, t0 = pos.player, pos.dummy_up, pos.bag, pos.pool, pos.t0
        live = p | up | pool
        if pos.lead is not None:
            x = pos.lead
            if pos.leader == 0:  # the dummy answers the player's lead
                for move, card in self._dummy_options(up, bag, x // 13, live, every=True):
                    out.append((move, self._dummy_answer(p, x, card, up, pool, bag, t0, 0.0)))
                return out
            for c in cards_in(_legal(p, x // 13)):  # the player answers the dummy's lead
                out.append(
                    (
                        ("card", c),
                        self._trick_end_player(p & ~(1 << c), c, x, up, pool, bag, t0, 0.0),
                    )
                )
            return out
        if pos.leader == 0:
            cards = [pos.forced] if pos.forced is not None and p >> pos.forced & 1 else cards_in(p)
            for c in cards:
                out.append(
                    (
                        ("card", c),
                        self._after_player_lead(p & ~(1 << c), c, up, pool, bag, t0, 0.0, live),
                    )
                )
            return out
        for c in cards_in(up):
            out.append(
                (
                    ("card", c),
                    self._after_dummy_lead(p, c, up & ~(1 << c), pool, bag, t0, 0.0, live),
                )
            )
        for s in range(4):
            if bag[s]:
                out.append(
                    (("down", s), self._dummy_leads_down(p, up, pool, bag, t0, s, 0.0, live))
                )
        return out

    # --- boundary nodes ----------------------------------------------------------------------
    def _node(
        self, p: int, up: int, pool: int, bag: Bag, leader: int, t0: int, alpha: float
    ) -> float:
        self.nodes += 1
        if self.budget is not None and self.nodes > self.budget:
            raise SearchBudgetExceeded
        if not p & (p - 1):  # M-PLAY-4: one card each
            s1 = (up.bit_length() - 1) // 13 if up else next(s for s in range(4) if bag[s])
            return 1.0 if self.goal.accept(t0, (p.bit_length() - 1) // 13, s1, leader) else 0.0
        key = (p, up, pool, bag, leader, t0)
        hit = self.tt.get(key)
        if hit is not None and (hit[1] or hit[0] <= alpha):
            return hit[0]
        cu = suit_counts(up)
        dummy_counts = (cu[0] + bag[0], cu[1] + bag[1], cu[2] + bag[2], cu[3] + bag[3])
        if not self._relax.relaxed(suit_counts(p), dummy_counts, leader, t0):
            self.tt[key] = (0.0, True)
            return 0.0
        live = p | up | pool
        best = 0.0
        if leader == 0:
            for c in reps(p, live):
                v = self._after_player_lead(
                    p & ~(1 << c), c, up, pool, bag, t0, max(alpha, best), live
                )
                if v > best:
                    best = v
                    if best >= 1.0:
                        break
        else:
            for c in reps(up, live):
                v = self._after_dummy_lead(
                    p, c, up & ~(1 << c), pool, bag, t0, max(alpha, best), live
                )
                if v > best:
                    best = v
                    if best >= 1.0:
                        break
            if best < 1.0:
                for s in range(4):
                    if bag[s]:
                        v = self._dummy_leads_down(p, up, pool, bag, t0, s, max(alpha, best), live)
                        if v > best:
                            best = v
                            if best >= 1.0:
                                break
        self.tt[key] = (best, best > alpha)
        return best

    def _dummy_leads_down(
        self, p: int, up: int, pool: int, bag: Bag, t0: int, s: int, alpha: float, live: int
    ) -> float:
        cards = cards_in(pool & SUIT_MASK[s])
        nbag = _take(bag, s)
        return self._chance(
            cards,
            alpha,
            lambda r, a: self._after_dummy_lead(p, r, up, pool & ~(1 << r), nbag, t0, a, live),
        )

    # --- inside a trick ----------------------------------------------------------------------
    def _after_player_lead(
        self, p: int, x: int, up: int, pool: int, bag: Bag, t0: int, alpha: float, live: int
    ) -> float:
        best = 0.0
        for _, card in self._dummy_options(up, bag, x // 13, live):
            v = self._dummy_answer(p, x, card, up, pool, bag, t0, max(alpha, best))
            if v > best:
                best = v
                if best >= 1.0:
                    break
        return best

    def _dummy_answer(
        self, p: int, x: int, card: int, up: int, pool: int, bag: Bag, t0: int, alpha: float
    ) -> float:
        """The value of the dummy answering ``x`` with ``card`` (a face-up card), or with a
        face-down card of suit ``-1 - card`` (a chance node)."""
        if card >= 0:
            return self._trick_end_dummy(p, x, card, up & ~(1 << card), pool, bag, t0, alpha)
        s = -1 - card
        nbag = _take(bag, s)
        return self._chance(
            cards_in(pool & SUIT_MASK[s]),
            alpha,
            lambda r, a: self._trick_end_dummy(p, x, r, up, pool & ~(1 << r), nbag, t0, a),
        )

    def _after_dummy_lead(
        self, p: int, y: int, up: int, pool: int, bag: Bag, t0: int, alpha: float, live: int
    ) -> float:
        best = 0.0
        for c in reps(_legal(p, y // 13), live | 1 << y):
            v = self._trick_end_player(
                p & ~(1 << c),
                c,
                y,
                up,
                pool,
                bag,
                t0,
                max(alpha, best),
            )
            if v > best:
                best = v
                if best >= 1.0:
                    break
        return best

    def _trick_end_dummy(
        self, p: int, x: int, y: int, up: int, pool: int, bag: Bag, t0: int, alpha: float
    ) -> float:
        """The player led ``x``, the dummy answered ``y``."""
        dummy_wins = y > x if y // 13 == x // 13 else y < 13  # M-PLAY-2
        w = 1 if dummy_wins else 0
        return self._node(p, up, pool, bag, w, t0 + (w == 0), alpha)

    def _trick_end_player(
        self, p: int, x: int, y: int, up: int, pool: int, bag: Bag, t0: int, alpha: float
    ) -> float:
        """The dummy led ``y``, the player answered ``x``."""
        player_wins = x > y if x // 13 == y // 13 else x < 13
        w = 0 if player_wins else 1
        return self._node(p, up, pool, bag, w, t0 + (w == 0), alpha)

    @staticmethod
    def _dummy_options(
        up: int, bag: Bag, led: int, live: int, every: bool = False
    ) -> list[tuple[Move, int]]:
        """The dummy's legal answers to a lead of suit ``led`` (must-follow on its actual
        cards, whose suits are known, M-1P-4): face-up cards, and one option per suit of
        face-down cards (card ``-1 - suit``)."""
        must = bool(up & SUIT_MASK[led]) or bag[led] > 0
        ups = up & SUIT_MASK[led] if must else up
        cards = cards_in(ups) if every else reps(ups, live)
        out: list[tuple[Move, int]] = [(("card", c), c) for c in cards]
        out += [(("down", s), -1 - s) for s in range(4) if bag[s] and (not must or s == led)]
        return out

    @staticmethod
    def _chance(cards: list[int], alpha: float, child: Callable[[int, float], float]) -> float:
        """The mean of ``child(card)`` over equally likely ``cards``, stopping early once the
        mean cannot exceed ``alpha`` (then an upper bound is returned)."""
        k = len(cards)
        total = 0.0
        for i, r in enumerate(cards):
            rest = k - i - 1
            total += child(r, k * alpha - total - rest)
            if (total + rest) / k <= alpha and rest:
                return (total + rest) / k
        return total / k


def _legal(hand: int, led: int) -> int:
    return hand & SUIT_MASK[led] or hand
