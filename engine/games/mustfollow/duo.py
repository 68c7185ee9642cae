"""Perfect-information search for the two-hand rounds (2 players, 1 player + dummy).

M-SOLVE-4: with every card known, "winnable" is an OR over both hands' moves. The search
works on two bitmask hands at trick boundaries and prunes only positions that cannot be won
(M-SOLVE-6):

* a **suit-count relaxation**, memoised on the two hands' suit counts: the same game with
  ranks forgotten, where a trick won by following suit may go to either hand but a discard
  never wins and a trump on a plain lead always does. It contains count feasibility, suit
  feasibility and the equal-suit-counts rule (M-2P-4), and proves most lost positions at once;
* **equivalent cards**: of two cards of one suit in one hand with no live card between them,
  only one is tried;
* a **transposition table** of lost positions keyed on (hands, leader, tricks taken).

Hands are 0 and 1 (seats 0 and 1; in the 1-player game the player and the dummy). A goal
accepts a finished round by ``(tricks of hand 0, suit of hand 0's last card, suit of hand 1's last
card, winner of the last trick)``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from ...cards import SUIT_MASK
from .rules import PAIRS, suit_counts

Counts = tuple[int, int, int, int]
Accept = Callable[[int, int, int, int], bool]
Play = tuple[int, int]  # (hand, card)


class SearchBudgetExceeded(Exception):
    """The search needed more nodes than its budget (MD-13: the answer is "unknown")."""


@dataclass(frozen=True)
class DuoGoal:
    """A goal for one two-hand round. ``accept(t0, s0, s1, last_winner)`` decides a finished
    round; ``tricks`` and ``pairs`` are supersets of hand 0's accepted trick counts and of the
    accepted (s0, s1) suit pairs, used for pruning."""

    accept: Accept
    tricks: frozenset[int]
    pairs: frozenset[tuple[int, int]]


def _ordered(pairs: Iterable[frozenset[int]]) -> frozenset[tuple[int, int]]:
    out = set()
    for pair in pairs:
        a, b = sorted(pair)
        out |= {(a, b), (b, a)}
    return frozenset(out)


ROUND_OK_PAIRS = _ordered(PAIRS)


def _round_ok(t0: int, s0: int, s1: int, lw: int) -> bool:
    return t0 in (4, 8) and (s0, s1) in ROUND_OK_PAIRS


#: M-2P-9 per round (the round-1 sub-goal of M-SOLVE-3 / MD-13).
ROUND_OK = DuoGoal(_round_ok, frozenset((4, 8)), ROUND_OK_PAIRS)


def round_goal(need0: int, pair: frozenset[int]) -> DuoGoal:
    """M-SOLVE-3 ``round_goal``: hand 0 takes exactly ``need0`` tricks and the last cards are
    ``pair`` (either way round)."""
    pairs = _ordered([pair])

    def accept(t0: int, s0: int, s1: int, lw: int) -> bool:
        return t0 == need0 and (s0, s1) in pairs

    return DuoGoal(accept, frozenset((need0,)), pairs)


_REPS: dict[int, tuple[int, ...]] = {}


def suit_reps(suit: int, hand: int, live: int) -> tuple[int, ...]:
    """``reps`` of a ``hand`` holding cards of ``suit`` only (memoised, no new objects)."""
    shift = 13 * suit
    hp = hand >> shift
    lp = live >> shift & 0x1FFF
    key = suit << 26 | hp << 13 | lp
    found = _REPS.get(key)
    if found is None:
        picked = []
        for i in range(13):
            if hp >> i & 1:
                j = i + 1
                while j < 13 and not lp >> j & 1:
                    j += 1
                if j == 13 or not hp >> j & 1:
                    picked.append(shift + i)
        found = _REPS[key] = tuple(picked)
    return found


def reps(hand: int, live: int) -> list[int]:
    """One card of every run of ``hand``'s cards with no other ``live`` card between them
    (equivalent cards, M-SOLVE-6); the highest card of each run, suits S H D C."""
    out: list[int] = []
    for s in (0, 1, 2, 3):
        part = hand & SUIT_MASK[s]
        if part:
            out += suit_reps(s, part, live)
    return out


class DuoSolver:
    """Perfect-information search of one two-hand round toward ``goal``."""

    def __init__(self, goal: DuoGoal, budget: int | None = None) -> None:
        self.goal = goal
        self.budget = budget
        #: the node count that raises ``SearchBudgetExceeded`` (no budget: never reached)
        self._limit = budget if budget is not None else 1 << 62
        self.nodes = 0
        self.lost: set[tuple[int, int, int, int]] = set()
        self.won: dict[tuple[int, int, int, int], Play] = {}
        self._relax: dict[tuple[Counts, Counts, int, int], bool] = {}

    def stop(self) -> None:
        """Meet the budget at the next node (``solver.Cancel``, from another thread)."""
        self._limit = -1

    # --- the suit-count relaxation -----------------------------------------------------
    def relaxed(self, ca: Counts, cb: Counts, leader: int, t0: int) -> bool:
        """Can the round still be won if ranks did not matter (see the module text)?"""
        key = (ca, cb, leader, t0)
        memo = self._relax.get(key)
        if memo is not None:
            return memo
        n = ca[0] + ca[1] + ca[2] + ca[3]
        goal = self.goal
        if n == 1:
            result = (ca.index(1), cb.index(1)) in goal.pairs and t0 in goal.tricks
        elif ca == cb or not any(t0 <= t <= t0 + n - 1 for t in goal.tricks):
            result = False  # M-2P-4 / count feasibility
        elif not any(ca[p] and cb[q] for p, q in goal.pairs):
            result = False  # suit feasibility
        else:
            result = self._relax_moves(ca, cb, leader, t0)
        self._relax[key] = result
        return result

    def _relax_moves(self, ca: Counts, cb: Counts, leader: int, t0: int) -> bool:
        cl, cf = (ca, cb) if leader == 0 else (cb, ca)
        for x in range(4):
            if not cl[x]:
                continue
            l2 = _minus(cl, x)
            if cf[x]:
                f2 = _minus(cf, x)
                na, nb = (l2, f2) if leader == 0 else (f2, l2)
                if self.relaxed(na, nb, 0, t0 + 1) or self.relaxed(na, nb, 1, t0):
                    return True
                continue
            for y in range(4):
                if not cf[y]:
                    continue
                f2 = _minus(cf, y)
                na, nb = (l2, f2) if leader == 0 else (f2, l2)
                w = 1 - leader if y == 0 and x != 0 else leader  # M-PLAY-2
                if self.relaxed(na, nb, w, t0 + (w == 0)):
                    return True
        return False

    # --- the search ------------------------------------------------------------------------
    def winnable(
        self,
        a: int,
        b: int,
        leader: int,
        t0: int,
        lead: int | None = None,
        forced: int | None = None,
    ) -> bool:
        """Is the position winnable? ``lead`` is a card the leader already played to the
        current trick; ``forced`` the card the leader must lead (M-LEAD-1)."""
        if lead is not None:
            return self._respond(a, b, leader, t0, lead)
        if forced is not None:
            return self._after_lead(a, b, leader, t0, (forced,), (a, b, leader, t0))
        return self._node(a, b, leader, t0)

    def line(
        self,
        a: int,
        b: int,
        leader: int,
        t0: int,
        lead: int | None = None,
        forced: int | None = None,
    ) -> list[Play] | None:
        """A winning continuation as (hand, card) plays in order, or ``None`` if lost."""
        if not self.winnable(a, b, leader, t0, lead, forced):
            return None
        plays: list[Play] = []
        follower = 1 - leader
        hands = [a, b]
        if lead is not None or forced is not None:
            x = lead if lead is not None else forced
            assert x is not None
            if lead is None:
                plays.append((leader, x))
                hands[leader] &= ~(1 << x)
            y = self._first_reply(hands[0], hands[1], leader, t0, x)
            plays.append((follower, y))
            hands[follower] &= ~(1 << y)
            leader, t0 = self._settle(leader, t0, x, y)
        while hands[0] & (hands[0] - 1):
            x, y = self.won[(hands[0], hands[1], leader, t0)]
            plays += [(leader, x), (1 - leader, y)]
            hands[leader] &= ~(1 << x)
            hands[1 - leader] &= ~(1 << y)
            leader, t0 = self._settle(leader, t0, x, y)
        return plays

    def _first_reply(self, a: int, b: int, leader: int, t0: int, x: int) -> int:
        y = self._reply(a, b, leader, t0, x)
        if y is None:
            raise AssertionError("no winning reply although the position is winnable")
        return y

    def _reply(self, a: int, b: int, leader: int, t0: int, x: int) -> int | None:
        """A winning reply to the lead ``x`` (no longer in the leader's hand), or ``None``."""
        follower_hand = b if leader == 0 else a
        live = a | b | 1 << x
        for y in reps(follower_hand & SUIT_MASK[x // 13] or follower_hand, live):
            na, nb = (a, b & ~(1 << y)) if leader == 0 else (a & ~(1 << y), b)
            w, nt = self._settle(leader, t0, x, y)
            if self._node(na, nb, w, nt):
                return y
        return None

    @staticmethod
    def _settle(leader: int, t0: int, x: int, y: int) -> tuple[int, int]:
        follower_wins = y > x if y // 13 == x // 13 else y < 13  # M-PLAY-2
        w = 1 - leader if follower_wins else leader
        return w, t0 + (w == 0)

    def _node(self, a: int, b: int, leader: int, t0: int) -> bool:
        self.nodes += 1
        if self.nodes > self._limit:
            raise SearchBudgetExceeded
        if not a & (a - 1):  # one card each: the round is over (M-PLAY-4)
            return self.goal.accept(
                t0, (a.bit_length() - 1) // 13, (b.bit_length() - 1) // 13, leader
            )
        key = (a, b, leader, t0)
        if key in self.lost:
            return False
        if not self.relaxed(suit_counts(a), suit_counts(b), leader, t0):
            self.lost.add(key)
            return False
        if self._after_lead(a, b, leader, t0, reps(a if leader == 0 else b, a | b), key):
            return True
        self.lost.add(key)
        return False

    def _after_lead(
        self,
        a: int,
        b: int,
        leader: int,
        t0: int,
        leads: Iterable[int],
        key: tuple[int, int, int, int],
    ) -> bool:
        """Can a lead of one of ``leads`` win? ``key`` is the position's table key."""
        live = a | b
        for x in leads:
            bit = 1 << x
            if leader == 0:
                la, fb = a & ~bit, b
                follower_hand = b
            else:
                la, fb = a, b & ~bit
                follower_hand = a
            suit = x // 13
            follow = follower_hand & SUIT_MASK[suit]
            for y in suit_reps(suit, follow, live) if follow else reps(follower_hand, live):
                fw = y > x if y // 13 == suit else y < 13  # M-PLAY-2
                ybit = 1 << y
                w = 1 - leader if fw else leader
                na, nb = (la, fb & ~ybit) if leader == 0 else (la & ~ybit, fb)
                if self._node(na, nb, w, t0 + (w == 0)):
                    self.won[key] = (x, y)
                    return True
        return False

    def _respond(self, a: int, b: int, leader: int, t0: int, x: int) -> bool:
        """The leader (whose hand no longer holds ``x``) led ``x``: can a reply still win?"""
        return self._reply(a, b, leader, t0, x) is not None


def _minus(c: Counts, s: int) -> Counts:
    if s == 0:
        return (c[0] - 1, c[1], c[2], c[3])
    if s == 1:
        return (c[0], c[1] - 1, c[2], c[3])
    if s == 2:
        return (c[0], c[1], c[2] - 1, c[3])
    return (c[0], c[1], c[2], c[3] - 1)


@dataclass
class TwoRoundAnswer:
    """M-SOLVE-5 for a whole 1-/2-player game from a round-1 position."""

    win: bool
    round1: list[Play]
    round2: list[Play]
    nodes: int


def solve_two_rounds(
    round1: tuple[int, int],
    round2: tuple[int, int],
    leader: int,
    t0: int = 0,
    lead: int | None = None,
    forced: int | None = None,
    budget: int | None = None,
) -> TwoRoundAnswer:
    """Is the game winnable with every card known, round-2 hands included (MD-11)? Round 1
    must end ``round_ok`` with an outcome (counts, pair, last winner) from which round 2 is
    winnable toward the swapped counts and the other pair (M-2P-9)."""
    subs: dict[tuple[int, int, int], tuple[DuoSolver, bool]] = {}
    a2, b2 = round2

    def accept(t: int, s0: int, s1: int, lw: int) -> bool:
        if not _round_ok(t, s0, s1, lw):
            return False
        key = (t, min(s0, s1), lw)
        if key not in subs:
            pair2 = frozenset((0, 3)) if {s0, s1} == {1, 2} else frozenset((1, 2))
            sub = DuoSolver(round_goal(12 - t, pair2), budget)
            subs[key] = (sub, sub.winnable(a2, b2, lw, 0))
        return subs[key][1]

    first = DuoSolver(DuoGoal(accept, ROUND_OK.tricks, ROUND_OK.pairs), budget)
    line1 = first.line(round1[0], round1[1], leader, t0, lead, forced)
    nodes = first.nodes + sum(s.nodes for s, _ in subs.values())
    if line1 is None:
        return TwoRoundAnswer(False, [], [], nodes)
    # replay round 1 to find its outcome, then take round 2's line from that sub-search
    hands = list(round1)
    taken0 = t0
    trick: list[Play] = [] if lead is None else [(leader, lead)]
    last_winner = leader
    for hand, card in line1:
        hands[hand] &= ~(1 << card)
        trick.append((hand, card))
        if len(trick) == 2:
            (h1, c1), (_, c2) = trick
            follower_wins = c2 > c1 if c2 // 13 == c1 // 13 else c2 < 13
            last_winner = 1 - h1 if follower_wins else h1
            taken0 += last_winner == 0
            trick = []
    s0, s1 = ((h.bit_length() - 1) // 13 for h in hands)
    sub, _ = subs[(taken0, min(s0, s1), last_winner)]
    line2 = sub.line(a2, b2, last_winner, 0)
    assert line2 is not None
    return TwoRoundAnswer(True, line1, line2, nodes + sub.nodes)
