"""An exact solver of the last tricks when every card is known (issue 23 point 1).

The strong player's search values each deal of the hidden cards it samples ("a world") by
playing it out; near the end of a deal the cards left are few enough to play out *every*
way instead, as bridge programs do with a double-dummy solve. Given one world, this module
finds the most point cards the declarer's side can be sure to take in the tricks left when
every seat plays its best against it (the value each game's scoring counts in a deal:
Napoleon's point cards, N-END-1), and a line of play that gets it.

It is generic: it knows no game. A game describes the position with
``GameSpec.endgame(state)`` (an ``Endgame``: each seat's cards, who leads, which seats are
the declarer's side, which cards count) and the solver plays it with the game's own trick
rules, the hooks the claims use (``GameSpec.trick_winner`` and ``GameSpec.follow_options``,
``engine.claim_masters``), so the special cards (Mighty, the jacks, same-two, the joker)
and the first and last tricks' rules are the engine's, not re-implemented. Where a hook
cannot judge a trick from the cards alone (a joker lead that names a suit, N-PLAY-4) the
position is not solved (``None``): the caller plays on as before.

The search: alpha-beta over the cards, one seat at a time in playing order, maximising for
the declarer's side and minimising for the others; a transposition table at each trick's
start (the cards left and who leads decide what is still to be won, plus the side's total
where the deal stops once decided, N-END-6) holding bounds and the best lead; moves
ordered by that lead, then the higher ranks first, and the last seat of a trick tries the
cards that win it for its side first. Cards equal in play are tried once: two plain cards
(``Endgame.plain``: no role of their own) of one suit in one hand, both point cards or
neither, with no card between them in another hand or on the table, cannot be told apart
by any trick left. The last trick (every card forced) is judged at once, and up to four
tricks left are searched with one wide window (``WIDE_TRICKS``). Beyond, the value is
closed in on by null-window tests ("does the side take at least g point cards?",
MTD(f)); with the ranks-first order that tried a quarter fewer cards at 5 tricks than one
wide search in the cards' numbering order (median of 15 positions). Trick winners and
follow options are cached per solver. ``NODE_LIMIT`` bounds the work (cards tried); over
it, no answer.

Checked (``tests/engine/test_endgame.py``): on random positions of every Napoleon preset
and table size the hooks judge, the value equals plain minimax over the engine's own states
(every legal action, ``GameState.apply``, no pruning, no table); and the solver's line,
played through the engine, takes exactly the value claimed with every trick won by the seat
the solver said. Figures: ``engine/ai/README.md``.

(The exact check of a claim, ``engine.claim``, is a different search: the claimer cannot
see the others' cards, so it must choose one card for every deal that looks the same to
it; a solver of one known deal cannot answer it, and it stays as it is.)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..core import GameState
from ..registry import spec_of

#: cards tried at most by one solve; over it the solve gives no answer
NODE_LIMIT = 2_000_000
#: up to this many tricks left, one wide search tries fewer cards than the null-window
#: tests (measured: 15 % fewer at 3 and 4 tricks, 7 % more at 5, Napoleon 5p)
WIDE_TRICKS = 4


@dataclass(frozen=True)
class Endgame:
    """A position at the start of a trick, every card known (``GameSpec.endgame``).

    ``state`` is the engine's state the trick hooks judge from; ``hands`` each seat's cards
    as a bit mask (card ``c`` as ``1 << c``), the cards numbered as the hooks number them;
    ``leader`` leads the next trick and the seats then play in turn (``leader + 1``, ...);
    ``side`` the seats whose point cards are counted (the declarer's side); ``points`` the
    cards that count one each; ``taken`` and ``given`` the point cards the side and the
    others hold so far (discards included, N-END-1). ``leads(later, hand)`` the cards of
    ``hand`` the rules allow to lead ``later`` tricks from now; ``stops(taken, given,
    later)`` whether the deal ends once the trick ``later`` tricks from now is won with
    those totals (N-END-6), None where every trick is played."""

    state: GameState
    hands: tuple[int, ...]
    leader: int
    side: frozenset[int]
    points: int
    taken: int
    given: int
    leads: Callable[[int, int], int | None]
    stops: Callable[[int, int, int], bool] | None = None
    #: the cards whose only role is their rank in their suit (the shared numbering of
    #: ``engine.cards``: 13 a suit, 2 to ace) and whether they count in ``points``: two of
    #: them in one hand, of one suit, with no card between them left in another hand or
    #: on the table, play alike, so the solver tries one (0: none are)
    plain: int = 0

    @property
    def tricks_left(self) -> int:
        return self.hands[self.leader].bit_count()


@dataclass(frozen=True)
class Solution:
    """The solved value (point cards the side takes from here) and a line that takes it:
    ``(seat, card)`` for every card played, in order; ``winners`` each trick's winner on
    it; ``nodes`` the cards tried."""

    value: int
    line: tuple[tuple[int, int], ...]
    winners: tuple[int, ...]
    nodes: int


def _rank_first(card: int) -> int:
    return -(card % 13 if card < 52 else 13)


def endgame_of(state: GameState) -> Endgame | None:
    """The game's description of ``state`` for the solver, if it gives one."""
    spec = spec_of(state)
    if spec.endgame is None or spec.trick_winner is None or spec.follow_options is None:
        return None
    return spec.endgame(state)


class Unsolved(Exception):
    """The solve went over its budget, or a hook could not judge a trick."""


def mtdf(low: int, high: int, probe: Callable[[int, int], int]) -> int:
    """The value in ``low..high`` closed in on by null-window probes (MTD(f)): ``probe(g - 1,
    g)`` answers "does the side take at least g?" with a bound on the value."""
    guess = (low + high + 1) // 2
    while low < high:
        value = probe(guess - 1, guess)
        if value >= guess:
            low = value
        else:
            high = value
        guess = value + 1 if value >= guess else value
        guess = min(max(guess, low + 1), high) if low < high else low
    return low


class Solver:
    """Alpha-beta over one known position (module docstring)."""

    def __init__(self, game: Endgame, node_limit: int = NODE_LIMIT, shortcuts: bool = True) -> None:
        spec = spec_of(game.state)
        assert spec.trick_winner is not None and spec.follow_options is not None
        self.game = game
        self.state = game.state
        self.winner_hook = spec.trick_winner
        self.follow_hook = spec.follow_options
        self.players = len(game.hands)
        self.hands = list(game.hands)
        self.side = game.side
        self.points = game.points
        self.node_limit = node_limit
        self.nodes = 0
        self.start_cards = sum(h.bit_count() for h in game.hands)
        self.cards_left = self.start_cards  # kept with ``hands``
        self.ordered: dict[int, tuple[int, ...]] = {}  # a mask's cards, ranks first
        # issue 23: cards equal in play tried once, the last trick judged at once, one wide
        # search up to ``WIDE_TRICKS`` (False: the search as it was, for the benchmark)
        self.shortcuts = shortcuts
        self.plain = game.plain if shortcuts else 0
        self.dealt = 0  # every card in a hand at the position
        for h in game.hands:
            self.dealt |= h
        self.done = 0  # the cards of the tricks completed since
        self.start_points = sum((h & game.points).bit_count() for h in game.hands)
        self.taken = game.taken
        self.table: dict[tuple[object, ...], tuple[int, int, int]] = {}
        self.winners: dict[tuple[int, tuple[int, ...]], int] = {}
        self.follows: dict[tuple[int, int, int], int] = {}
        self.lead_masks: dict[tuple[int, int], int] = {}

    # --- the hooks, cached ---------------------------------------------------------------
    def later(self, in_trick: int) -> int:
        """Tricks completed since the position (the hooks count from it), with
        ``in_trick`` cards of the trick under way played."""
        return (self.start_cards - self.cards_left - in_trick) // self.players

    def winner(self, later: int, cards: tuple[int, ...]) -> int:
        key = (later, cards)
        found = self.winners.get(key)
        if found is None:
            found = self.winner_hook(self.state, later, cards)
            if found is None:
                raise Unsolved
            self.winners[key] = found
        return found

    def follow(self, later: int, lead: int, hand: int) -> int:
        key = (later, lead, hand)
        found = self.follows.get(key)
        if found is None:
            found = self.follow_hook(self.state, later, lead, hand)
            if found is None:
                raise Unsolved
            self.follows[key] = found
        return found

    def lead_options(self, later: int, hand: int) -> int:
        key = (later, hand)
        found = self.lead_masks.get(key)
        if found is None:
            found = self.game.leads(later, hand)
            if found is None:
                raise Unsolved
            self.lead_masks[key] = found
        return found

    def options(self, seat: int, later: int, trick: tuple[int, ...]) -> list[int]:
        """``seat``'s cards that may be played to ``trick``, the likeliest best first."""
        hand = self.hands[seat]
        mask = self.follow(later, trick[0], hand) if trick else self.lead_options(later, hand)
        if mask & self.plain:
            mask = self.one_of_equals(mask, hand)
        found = self.ordered.get(mask)
        if found is None:
            cards = [c for c in range(mask.bit_length()) if mask >> c & 1]
            # the higher ranks first (the shared numbering of ``engine.cards``: 13 cards
            # a suit, 2 to ace, the jokers after); measured better than the history
            # heuristic
            cards.sort(key=_rank_first)
            found = self.ordered[mask] = tuple(cards)
        return list(found)

    def one_of_equals(self, mask: int, hand: int) -> int:
        """``mask`` with one card of each run of plain cards equal in play (``Endgame.plain``;
        the highest kept): neither the trick nor any later one can tell them apart, so
        trying the others cannot change the value."""
        plain = mask & self.plain
        if not plain & (plain - 1):
            return mask
        others = self.dealt & ~self.done & ~hand  # in another hand or on the table
        points = self.points
        above = -1  # the card above in its suit, kept or equal to one kept
        while plain:
            c = plain.bit_length() - 1
            plain ^= 1 << c
            if (
                above // 13 == c // 13
                and not ((1 << above) - (2 << c)) & others
                and (points >> c & 1) == (points >> above & 1)
            ):
                mask &= ~(1 << c)
            above = c
        return mask

    # --- the search ----------------------------------------------------------------------
    def key(self, leader: int) -> tuple[object, ...]:
        if self.game.stops is None:
            return (leader, *self.hands)
        return (leader, self.taken, *self.hands)

    def trick_start(self, leader: int, alpha: int, beta: int) -> int:
        """The side's point cards from here on, exact if strictly between ``alpha`` and
        ``beta``, else a bound on the side beyond it (fail-soft)."""
        if not self.hands[leader]:
            return 0
        if self.shortcuts and self.hands[leader].bit_count() == 1:
            return self.forced(leader)
        left = 0
        for hand in self.hands:
            left |= hand
        most = (left & self.points).bit_count()
        if most <= alpha or most == 0:
            return most
        key = self.key(leader)
        low, high, best = self.table.get(key, (0, most, -1))
        if low >= beta or low == high:
            return low
        if high <= alpha:
            return high
        a, b = max(alpha, low), min(beta, high)
        value = self.play(leader, (), a, b, best)
        if value <= a:
            high = min(high, value)
        elif value >= b:
            low = max(low, value)
        else:
            low = high = value
        self.table[key] = (low, high, self.best_lead)
        return value

    best_lead = -1

    def forced(self, leader: int) -> int:
        """The last trick, every card forced: the side's point cards in it."""
        n = self.players
        cards = tuple(self.hands[(leader + i) % n].bit_length() - 1 for i in range(n))
        won_by = (leader + self.winner(self.later(0), cards)) % n
        if won_by not in self.side:
            return 0
        return sum(self.points >> c & 1 for c in cards)

    def play(self, leader: int, trick: tuple[int, ...], alpha: int, beta: int, first: int) -> int:
        """The value of the trick under way (``trick``, led by ``leader``) and the rest."""
        n = len(trick)
        seat = (leader + n) % self.players
        later = self.later(n)
        cards = self.options(seat, later, trick)
        if n == self.players - 1:
            return self.last(leader, trick, seat, later, cards, alpha, beta)
        if first in cards:
            cards.remove(first)
            cards.insert(0, first)
        ours = seat in self.side
        best = -1 if ours else 1 << 30
        chosen = cards[0]
        hand = self.hands[seat]
        self.cards_left -= 1
        for card in cards:
            self.nodes += 1
            if self.nodes > self.node_limit:
                raise Unsolved
            self.hands[seat] = hand & ~(1 << card)
            value = self.play(leader, (*trick, card), alpha, beta, -1)
            self.hands[seat] = hand
            if ours:
                if value > best:
                    best, chosen = value, card
                    alpha = max(alpha, value)
            elif value < best:
                best, chosen = value, card
                beta = min(beta, value)
            if alpha >= beta:
                break
        self.cards_left += 1
        if n == 0:
            self.best_lead = chosen
        return best

    def last(
        self,
        leader: int,
        trick: tuple[int, ...],
        seat: int,
        later: int,
        cards: list[int],
        alpha: int,
        beta: int,
    ) -> int:
        """The trick's last card: each choice's trick is judged at once, and the choices
        that win it for the seat's side are tried first."""
        ours = seat in self.side
        judged: list[tuple[int, int, int]] = []
        for card in cards:
            full = (*trick, card)
            won_by = (leader + self.winner(later, full)) % self.players
            side_gain = 0
            if won_by in self.side:
                for c in full:
                    side_gain += self.points >> c & 1
            judged.append((card, won_by, side_gain))
        judged.sort(key=lambda j: -j[2] if ours else j[2])
        best = -1 if ours else 1 << 30
        hand = self.hands[seat]
        self.cards_left -= 1
        for card, won_by, side_gain in judged:
            self.nodes += 1
            if self.nodes > self.node_limit:
                raise Unsolved
            self.hands[seat] = hand & ~(1 << card)
            value = side_gain + self.after(won_by, later, side_gain, trick, card, alpha, beta)
            self.hands[seat] = hand
            if ours:
                best = max(best, value)
                alpha = max(alpha, value)
            else:
                best = min(best, value)
                beta = min(beta, value)
            if alpha >= beta:
                break
        self.cards_left += 1
        return best

    def after(
        self,
        won_by: int,
        later: int,
        side_gain: int,
        trick: tuple[int, ...],
        card: int,
        alpha: int,
        beta: int,
    ) -> int:
        """The value of the tricks after one just won by ``won_by``: none if the deal
        stops there (N-END-6)."""
        self.taken += side_gain
        done = self.done
        self.done = done | 1 << card
        for c in trick:
            self.done |= 1 << c
        try:
            stops = self.game.stops
            if stops is not None:
                played = self.start_points - sum((h & self.points).bit_count() for h in self.hands)
                given = self.game.given + played - (self.taken - self.game.taken)
                if stops(self.taken, given, later):
                    return 0
            return self.trick_start(won_by, alpha - side_gain, beta - side_gain)
        finally:
            self.taken -= side_gain
            self.done = done

    # --- answers -------------------------------------------------------------------------
    def value(self) -> int:
        """The exact value of the position (raises ``Unsolved``): null-window tests
        ("does the side take at least g?") that close in on it, each one cut short far
        more often than a search with a wide window (MTD(f)); the table keeps the bounds
        found from one test to the next."""
        low, high = 0, self.start_points
        if self.shortcuts and self.game.tricks_left <= WIDE_TRICKS:
            # a small tree: one wide search costs less than several narrow ones
            return self.trick_start(self.game.leader, -1, high + 1)
        return mtdf(low, high, lambda alpha, beta: self.trick_start(self.game.leader, alpha, beta))

    def solve(self) -> Solution:
        """The value and a line of play that takes it (raises ``Unsolved``)."""
        total = self.value()
        line: list[tuple[int, int]] = []
        winners: list[int] = []
        leader, wanted = self.game.leader, total
        trick: tuple[int, ...] = ()
        while self.hands[leader] or trick:
            n = len(trick)
            seat = (leader + n) % self.players
            later = self.later(n)
            hand = self.hands[seat]
            ours = seat in self.side
            self.cards_left -= 1  # one card of this seat's is played, whichever keeps it
            for card in self.options(seat, later, trick):
                self.hands[seat] = hand & ~(1 << card)
                if n < self.players - 1:
                    # null-window test: does this card keep the value?
                    if ours:
                        keeps = self.play(leader, (*trick, card), wanted - 1, wanted, -1) >= wanted
                    else:
                        keeps = self.play(leader, (*trick, card), wanted, wanted + 1, -1) <= wanted
                    if keeps:
                        trick = (*trick, card)
                        line.append((seat, card))
                        break
                else:
                    full = (*trick, card)
                    won_by = (leader + self.winner(later, full)) % self.players
                    gain = sum(self.points >> c & 1 for c in full)
                    side_gain = gain if won_by in self.side else 0
                    rest = self.after(won_by, later, side_gain, trick, card, -1, 1 << 30)
                    if side_gain + rest == wanted:
                        line.append((seat, card))
                        winners.append(won_by)
                        wanted -= side_gain
                        self.taken += side_gain
                        for c in full:
                            self.done |= 1 << c
                        leader, trick = won_by, ()
                        if self.stopped(later):
                            return Solution(total, tuple(line), tuple(winners), self.nodes)
                        break
                self.hands[seat] = hand
            else:  # pragma: no cover - the value was exact, so some card keeps it
                raise AssertionError("no card keeps the solved value")
        return Solution(total, tuple(line), tuple(winners), self.nodes)

    def stopped(self, later: int) -> bool:
        stops = self.game.stops
        if stops is None:
            return False
        played = self.start_points - sum((h & self.points).bit_count() for h in self.hands)
        given = self.game.given + played - (self.taken - self.game.taken)
        return stops(self.taken, given, later)


def solve(game: Endgame, node_limit: int = NODE_LIMIT) -> Solution | None:
    """The exact value of ``game`` and a line that takes it; None when over budget or a
    trick the hooks cannot judge may come up."""
    try:
        return Solver(game, node_limit).solve()
    except Unsolved:
        return None


def solve_value(game: Endgame, node_limit: int = NODE_LIMIT) -> int | None:
    """The exact value of ``game`` alone (no line); None as for ``solve``."""
    try:
        return Solver(game, node_limit).value()
    except Unsolved:
        return None
