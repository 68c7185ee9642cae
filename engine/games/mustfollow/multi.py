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


#: (players, needed suits) -> {packed held-suit bits: some assignment fits}, shared by solvers
_SUITS_MEMO: dict[tuple[int, tuple[int, ...]], dict[int, bool]] = {}


class MultiSolver:
    """Winnability of 3-/4-player positions toward ``basic_win`` (M-GOAL-3).

    ``budget`` bounds the positions at trick boundaries (``nodes``); ``step_budget`` bounds
    the cards tried inside tricks as well (``steps``), which is what the search's time grows
    with: an AI partner gives every decision a fixed number of steps, so its play does not
    depend on the machine's speed (MD-14)."""

    def __init__(
        self,
        players: int,
        center: int | None,
        step: int = 1,
        budget: int | None = None,
        step_budget: int | None = None,
    ) -> None:
        self.n = players
        self.step = step % players
        self.targets = TARGETS[players]
        suits = tuple(s for s in range(4) if center is None or s != center // 13)
        #: assignments of the needed suits to seats (as a bit per seat: suit held)
        self.assignments = [tuple(1 << s for s in perm) for perm in permutations(suits)]
        self._suits_memo = _SUITS_MEMO.setdefault((players, suits), {})
        self._counts_memo: dict[tuple[int, ...], bool] = {}
        self.budget = budget
        self._limit = budget if budget is not None else 1 << 62
        self.nodes = 0
        self.steps = 0
        self.step_limit = step_budget if step_budget is not None else 1 << 62
        self.lost: set[tuple[tuple[int, ...], int, tuple[int, ...]]] = set()
        self.won: dict[tuple[tuple[int, ...], int, tuple[int, ...]], tuple[Play, ...]] = {}

    def stop(self) -> None:
        """Meet the budget at the next node (``solver.Cancel``, from another thread)."""
        self._limit = -1

    # --- tests -------------------------------------------------------------------------------
    def counts_feasible(self, taken: tuple[int, ...]) -> bool:
        ok = self._counts_memo.get(taken)
        if ok is None:
            ok = self._counts_memo[taken] = all(
                c <= t for c, t in zip(sorted(taken, reverse=True), self.targets, strict=True)
            )
        return ok

    def suits_feasible(self, hands: tuple[int, ...]) -> bool:
        key = 0
        for h in hands:
            key = (
                key << 4
                | (1 if h & 0x1FFF else 0)
                | (2 if h >> 13 & 0x1FFF else 0)
                | (4 if h >> 26 & 0x1FFF else 0)
                | (8 if h >> 39 else 0)
            )
        ok = self._suits_memo.get(key)
        if ok is None:
            held = [key >> 4 * (len(hands) - 1 - i) & 15 for i in range(len(hands))]
            ok = self._suits_memo[key] = any(
                all(held[i] & a for i, a in enumerate(assign)) for assign in self.assignments
            )
        return ok

    def final_ok(self, hands: tuple[int, ...], taken: tuple[int, ...]) -> bool:
        if tuple(sorted(taken, reverse=True)) != self.targets:
            return False
        suits = {(h.bit_length() - 1) // 13 for h in hands}
        return len(suits) == self.n and any(
            all(hands[i] & SUIT_MASK[(a.bit_length() - 1)] for i, a in enumerate(assign))
            for assign in self.assignments
        )

    def _doomed(
        self,
        hands: tuple[int, ...],
        taken: tuple[int, ...],
        trick: tuple[Play, ...],
        seat: int,
        best_seat: int,
        best_card: int,
    ) -> bool:
        """Sound cuts in the middle of a trick (``seat`` just played; ``best_seat`` holds it
        with ``best_card``): the held suits only shrink as the trick goes on, and the trick
        goes to one of the seats that can still take it; if no such winner keeps the counts
        feasible, no card the other seats play can save the position (M-SOLVE-6)."""
        if not self.suits_feasible(hands):
            return True
        lead_suit = (trick[0][1] if trick else best_card) // 13
        winners = [best_seat]
        n = self.n
        other = seat
        for _ in range(n - len(trick) - 1):
            other = (other + self.step) % n
            hand = hands[other]
            follow = hand & SUIT_MASK[lead_suit]
            if follow:
                # must follow: only a higher card of the led suit (spades: a higher spade)
                beats = best_card // 13 == lead_suit and follow >> (best_card + 1) != 0
            else:
                spades = hand & SUIT_MASK[0]
                beats = spades != 0 and (best_card >= 13 or spades >> (best_card + 1) != 0)
            if beats:
                winners.append(other)
        for w in winners:
            if self.counts_feasible((*taken[:w], taken[w] + 1, *taken[w + 1 :])):
                return False
        return True

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
        if self.nodes > self._limit:
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
        live = 0
        for h in hands:
            live |= h
        if self._play(hands, leader, taken, (), -1, 0, None, seq, live):
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
        if len(trick) == self.n:
            winner = trick[trick_winner([c for _, c in trick])][0]
            tk = list(taken)
            tk[winner] += 1
            return self._node(hands, winner, tuple(tk))
        if not trick and record is None and forced is None:
            return self._node(hands, leader, taken)
        live = 0
        for h in hands:
            live |= h
        best_seat, best_card = -1, 0
        for seat, c in trick:
            live |= 1 << c
            if best_seat < 0 or (c > best_card if c // 13 == best_card // 13 else c < 13):
                best_seat, best_card = seat, c
        return self._play(hands, leader, taken, trick, best_seat, best_card, forced, record, live)

    def _play(
        self,
        hands: tuple[int, ...],
        leader: int,
        taken: tuple[int, ...],
        trick: tuple[Play, ...],
        best_seat: int,
        best_card: int,
        forced: int | None,
        record: list[Play] | None,
        live: int,
    ) -> bool:
        """Every card the next seat may play to ``trick`` (``best_seat`` holds the trick with
        ``best_card``, M-PLAY-2; ``live``: the cards in hands and in the trick)."""
        n = self.n
        seat = leader if not trick else (trick[-1][0] + self.step) % n
        hand = hands[seat]
        if not trick:
            options = [forced] if forced is not None and hand >> forced & 1 else reps(hand, live)
        else:
            follow = hand & SUIT_MASK[trick[0][1] // 13]
            options = reps(follow or hand, live)
        last = len(trick) + 1 == n
        for card in options:
            if self.steps >= self.step_limit:
                raise SearchBudgetExceeded
            self.steps += 1
            nh = (*hands[:seat], hand & ~(1 << card), *hands[seat + 1 :])
            play = (seat, card)
            if best_seat < 0 or (card > best_card if card // 13 == best_card // 13 else card < 13):
                seat_now, card_now = seat, card
            else:
                seat_now, card_now = best_seat, best_card
            if not last and self._doomed(nh, taken, trick, seat, seat_now, card_now):
                continue
            if record is not None:
                record.append(play)
            if last:
                tk = (*taken[:seat_now], taken[seat_now] + 1, *taken[seat_now + 1 :])
                ok = self._node(nh, seat_now, tk)
            else:
                ok = self._play(
                    nh,
                    leader,
                    taken,
                    (*trick, play),
                    seat_now,
                    card_now,
                    None,
                    record,
                    live,
                )
            if ok:
                return True
            if record is not None:
                del record[len(record) - 1 :]
        return False
