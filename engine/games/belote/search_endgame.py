"""The exact endgame solver of the strong Belote player (``search``): alpha-beta on the card
points a side takes from a position with every hand known, 4 players (B-CARD-5, the last
trick's 10, B-SCORE-2), the legal cards of B-PLAY-3..9 and the trick's winner of B-TRICK-1.
A suit contract has its own faster search (``_solve_suit``); ``sa`` and ``ta`` use the
engine's ``TrickRules`` card by card (``_solve``)."""

from __future__ import annotations

from typing import ClassVar

from ...cards import BIT, Card
from ...cards import bit_list as _bits
from .deck import DECK, SUIT_CARDS
from .play import SUIT_MODE, TrickRules

__all__ = ["solve"]


_ABOVE_OF: dict[TrickRules, tuple[int, ...]] = {}


def _above_table(tr: TrickRules) -> tuple[int, ...]:
    """Per card, the cards of its suit above it in this contract's order."""
    table = _ABOVE_OF.get(tr)
    if table is None:
        out = [0] * 52
        for c in DECK:
            out[c] = sum(BIT[u] for u in DECK if u // 13 == c // 13 and tr.order[u] > tr.order[c])
        table = _ABOVE_OF[tr] = tuple(out)
    return table


def _solve(
    tr: TrickRules,
    hands: list[int],
    trick: list[Card],
    seats: list[int],
    turn: int,
    mine: int,
    step: int,
    alpha: int,
    beta: int,
) -> int:
    """Alpha-beta on the card points ``mine``'s side (4 players) takes from here to the end,
    the last trick's 10 included (B-CARD-5, B-SCORE-2)."""
    legal, _ = tr.legal(hands[turn], trick, seats, turn)
    cards = _bits(legal)
    if len(cards) > 1:
        order, points = tr.order, tr.points
        cards.sort(key=lambda c: -order[c])
        # cards touching in the order with equal points play alike: try one of them
        above = _above_table(tr)
        live = hands[0] | hands[1] | hands[2] | hands[3]
        for c in trick:
            live |= BIT[c]
        kept = [cards[0]]
        for c in cards[1:]:
            p = kept[-1]
            if (
                p // 13 == c // 13
                and points[p] == points[c]
                and not live & above[c] & ~above[p] & ~BIT[p]
            ):
                continue
            kept.append(c)
        cards = kept
    maximize = turn % 2 == mine
    best = -1 if maximize else 999
    hand = hands[turn]
    for c in cards:
        hands[turn] = hand & ~BIT[c]
        trick.append(c)
        seats.append(turn)
        if len(trick) == 4:
            winner = seats[tr.winner(trick)]
            gain = tr.trick_points(trick)
            done = not any(hands)
            if done:
                gain += 10
            got = gain if winner % 2 == mine else 0
            if done:
                value = got
            else:
                value = got + _solve(tr, hands, [], [], winner, mine, step, alpha - got, beta - got)
        else:
            value = _solve(tr, hands, trick, seats, (turn + step) % 4, mine, step, alpha, beta)
        trick.pop()
        seats.pop()
        hands[turn] = hand
        if maximize:
            if value > best:
                best = value
                alpha = max(alpha, best)
        elif value < best:
            best = value
            beta = min(beta, best)
        if alpha >= beta:
            break
    return best


def solve(
    tr: TrickRules,
    hands: list[int],
    trick: list[Card],
    seats: list[int],
    turn: int,
    mine: int,
    step: int,
) -> int:
    """The card points (and the last 10) ``mine``'s side takes from here to the end with
    perfect play by all four hands; ``hands`` is left as it was."""
    if tr.mode != SUIT_MODE:
        return _solve(tr, hands, trick, seats, turn, mine, step, -1, 999)
    tables = _SuitTables.of(tr, step)
    if not trick:
        return _solve_suit(tables, hands, turn, 0, -1, -1, -1, 0, 0, mine, -1, 999)
    pos = tr.winner(trick)
    mask = 0
    for c in trick:
        mask |= BIT[c]
    return _solve_suit(
        tables,
        hands,
        turn,
        len(trick),
        trick[0] // 13,
        trick[pos],
        seats[pos],
        tr.trick_points(trick),
        mask,
        mine,
        -1,
        999,
    )


class _SuitTables:
    """What the suit-contract solver looks up, per contract and direction of play."""

    __slots__ = ("above", "forced", "order", "points", "step", "trump", "trumps")
    _cache: ClassVar[dict[tuple[TrickRules, int], _SuitTables]] = {}

    def __init__(self, tr: TrickRules, step: int) -> None:
        self.order, self.points, self.above = tr.order, tr.points, _above_table(tr)
        self.trump, self.trumps = tr.trump, SUIT_CARDS[tr.trump]
        self.forced, self.step = tr.forced_undertrump, step

    @classmethod
    def of(cls, tr: TrickRules, step: int) -> _SuitTables:
        tables = cls._cache.get((tr, step))
        if tables is None:
            tables = cls._cache[(tr, step)] = cls(tr, step)
        return tables


def _solve_suit(
    t: _SuitTables,
    hands: list[int],
    turn: int,
    n: int,
    led: int,
    win: Card,
    wseat: int,
    pts: int,
    tmask: int,
    mine: int,
    alpha: int,
    beta: int,
) -> int:
    """``solve`` for a suit contract with 4 players: the legal cards of B-PLAY-3..7 (and
    B-VAR-9) and the trick's winner (B-TRICK-1) kept up to date card by card. ``win`` is
    the card winning the trick so far (its seat ``wseat``), ``pts`` the trick's points."""
    hand = hands[turn]
    trumps = hand & t.trumps
    if n == 0:
        legal = hand
    else:
        trump = t.trump
        follow = hand & SUIT_CARDS[led]
        over = trumps & t.above[win] if win // 13 == trump else trumps
        if led == trump:
            legal = (over or trumps) if trumps else hand
        elif follow:
            legal = follow
        elif not trumps:
            legal = hand
        elif wseat == (turn + 2) % 4:  # B-PLAY-6
            if win // 13 != trump:
                legal = hand
            elif over:
                legal = (hand & ~trumps) | over
            else:
                legal = trumps if t.forced else hand
        else:
            legal = over or trumps
    order, points, above = t.order, t.points, t.above
    cards = _bits(legal)
    if len(cards) > 1:
        cards.sort(key=lambda c: -order[c])
        live = hands[0] | hands[1] | hands[2] | hands[3] | tmask
        kept = [cards[0]]
        for c in cards[1:]:
            p = kept[-1]
            if (
                p // 13 == c // 13
                and points[p] == points[c]
                and not live & above[c] & ~above[p] & ~BIT[p]
            ):
                continue  # touching in the order with equal points: plays alike
            kept.append(c)
        cards = kept
    maximize = turn % 2 == mine
    best = -1 if maximize else 999
    trump = t.trump
    for c in cards:
        hands[turn] = hand & ~BIT[c]
        if n == 0 or (order[c] > order[win] and (c // 13 == win // 13 or c // 13 == trump)):
            w, ws = c, turn  # B-TRICK-1
        else:
            w, ws = win, wseat
        gain = pts + points[c]
        if n == 3:
            done = not (hands[0] | hands[1] | hands[2] | hands[3])
            if done:
                gain += 10
            got = gain if ws % 2 == mine else 0
            if done:
                value = got
            else:
                value = got + _solve_suit(
                    t, hands, ws, 0, -1, -1, -1, 0, 0, mine, alpha - got, beta - got
                )
        else:
            value = _solve_suit(
                t,
                hands,
                (turn + t.step) % 4,
                n + 1,
                c // 13 if n == 0 else led,
                w,
                ws,
                gain,
                tmask | BIT[c],
                mine,
                alpha,
                beta,
            )
        hands[turn] = hand
        if maximize:
            if value > best:
                best = value
                alpha = max(alpha, best)
        elif value < best:
            best = value
            beta = min(beta, best)
        if alpha >= beta:
            break
    return best
