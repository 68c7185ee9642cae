"""Perfect-information search for the 3- and 4-player game (M-SOLVE-4, M-SOLVE-6).

The same OR search as ``duo`` for n hands: a trick is searched card by card in playing
order, positions are remembered at trick boundaries (a transposition table of lost positions
keyed on hands, leader and trick counts), equivalent cards are tried once, and two sound
tests cut lost positions: count feasibility (the counts so far, sorted, must stay under the
targets, sorted) and suit feasibility (Hall: some one-to-one assignment of the needed suits
to the seats in which every seat still holds its suit). Used on positions a few tricks from
the end (AI sampling, hints) and, with a budget, on whole deals.
"""

from __future__ import annotations

from itertools import permutations

from ...cards import SUIT_MASK
from .duo import SearchBudgetExceeded, reps
from .rules import TARGETS, trick_winner

Play = tuple[int, int]


class MultiSolver:
    """Winnability of 3-/4-player positions toward ``basic_win`` (M-GOAL-3)."""

    def __init__(
        self, players: int, center: int | None, step: int = 1, budget: int | None = None
    ) -> None:
        self.n = players
        self.step = step % players
        self.targets = TARGETS[players]
        suits = [s for s in range(4) if center is None or s != center // 13]
        #: assignments of the needed suits to seats (as a bit per seat: suit held)
        self.assignments = [tuple(1 << s for s in perm) for perm in permutations(suits)]
        self.budget = budget
        self.nodes = 0
        self.lost: set[tuple[tuple[int, ...], int, tuple[int, ...]]] = set()
        self.won: dict[tuple[tuple[int, ...], int, tuple[int, ...]], tuple[Play, ...]] = {}

    # --- tests -------------------------------------------------------------------------------
    def counts_feasible(self, taken: tuple[int, ...]) -> bool:
        return all(c <= t for c, t in zip(sorted(taken, reverse=True), self.targets, strict=True))

    def suits_feasible(self, hands: tuple[int, ...]) -> bool:
        held = [
            (h & SUIT_MASK[0] and 1)
            | (h & SUIT_MASK[1] and 2)
            | (h & SUIT_MASK[2] and 4)
            | (h & SUIT_MASK[3] and 8)
            for h in hands
        ]
        return any(all(held[i] & a for i, a in enumerate(assign)) for assign in self.assignments)

    def final_ok(self, hands: tuple[int, ...], taken: tuple[int, ...]) -> bool:
        if tuple(sorted(taken, reverse=True)) != self.targets:
            return False
        suits = {(h.bit_length() - 1) // 13 for h in hands}
        return len(suits) == self.n and any(
            all(hands[i] & SUIT_MASK[(a.bit_length() - 1)] for i, a in enumerate(assign))
            for assign in self.assignments
        )

    # --- search ------------------------------------------------------------------------------
    def winnable(
        self,
        hands: tuple[int, ...],
        leader: int,
        taken: tuple[int, ...],
        trick: tuple[Play, ...] = (),
        forced: int | None = None,
    ) -> bool:
        return self._in_trick(hands, leader, taken, trick, forced, record=None)

    def line(
        self,
        hands: tuple[int, ...],
        leader: int,
        taken: tuple[int, ...],
        trick: tuple[Play, ...] = (),
        forced: int | None = None,
    ) -> list[Play] | None:
        """A winning continuation as (seat, card) plays, or ``None``."""
        first: list[Play] = []
        if not self._in_trick(hands, leader, taken, trick, forced, record=first):
            return None
        plays = list(first)
        hs = list(hands)
        for seat, card in first:
            hs[seat] &= ~(1 << card)
        whole = [*trick, *first]
        winner = whole[trick_winner([c for _, c in whole])][0] if whole else leader
        tk = list(taken)
        if whole:
            tk[winner] += 1
        lead = winner
        while hs[0] & (hs[0] - 1):
            key = (tuple(hs), lead, tuple(tk))
            seq = self.won[key]
            plays.extend(seq)
            for seat, card in seq:
                hs[seat] &= ~(1 << card)
            lead = seq[trick_winner([c for _, c in seq])][0]
            tk[lead] += 1
        return plays

    def _node(self, hands: tuple[int, ...], leader: int, taken: tuple[int, ...]) -> bool:
        self.nodes += 1
        if self.budget is not None and self.nodes > self.budget:
            raise SearchBudgetExceeded
        if not hands[0] & (hands[0] - 1):
            return self.final_ok(hands, taken)
        key = (hands, leader, taken)
        if key in self.lost:
            return False
        if not self.counts_feasible(taken) or not self.suits_feasible(hands):
            self.lost.add(key)
            return False
        seq: list[Play] = []
        if self._in_trick(hands, leader, taken, (), None, record=seq):
            self.won[key] = tuple(seq)
            return True
        self.lost.add(key)
        return False

    def _in_trick(
        self,
        hands: tuple[int, ...],
        leader: int,
        taken: tuple[int, ...],
        trick: tuple[Play, ...],
        forced: int | None,
        record: list[Play] | None,
    ) -> bool:
        """Play out the current trick from ``trick`` (already played) in every way."""
        n = self.n
        if len(trick) == n:
            winner = trick[trick_winner([c for _, c in trick])][0]
            tk = list(taken)
            tk[winner] += 1
            return self._node(hands, winner, tuple(tk))
        if not trick and record is None and forced is None:
            return self._node(hands, leader, taken)
        seat = leader if not trick else (trick[-1][0] + self.step) % n
        hand = hands[seat]
        live = 0
        for h in hands:
            live |= h
        for _, c in trick:
            live |= 1 << c
        if not trick:
            options = [forced] if forced is not None and hand >> forced & 1 else reps(hand, live)
        else:
            follow = hand & SUIT_MASK[trick[0][1] // 13]
            options = reps(follow or hand, live)
        for card in options:
            nh = list(hands)
            nh[seat] = hand & ~(1 << card)
            play = (seat, card)
            if record is not None:
                record.append(play)
            if self._in_trick(
                tuple(nh),
                leader,
                taken,
                (*trick, play),
                None,
                record if record is not None and len(trick) + 1 < n else None,
            ):
                return True
            if record is not None:
                del record[len(record) - 1 :]
        return False
