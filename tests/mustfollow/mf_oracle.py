"""A literal, slow reading of M-SOLVE-2 for tests: every legal continuation of a position,
played out card by card, with nothing pruned. The solvers must agree with it."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from fractions import Fraction

from engine.cards import parse_card

SPADES = 0


def mask(codes: str) -> int:
    return sum(1 << parse_card(c) for c in codes.split())


@dataclass(frozen=True)
class End:
    taken: tuple[int, ...]
    last: tuple[int, ...]  # last card of each hand
    plays: tuple[tuple[int, int], ...]
    last_winner: int


def winner(trick: list[tuple[int, int]]) -> int:
    led = trick[0][1] // 13
    spades = [pc for pc in trick if pc[1] // 13 == SPADES]
    pool = spades or [pc for pc in trick if pc[1] // 13 == led]
    return max(pool, key=lambda pc: pc[1])[0]


def legal(hand: int, trick: list[tuple[int, int]]) -> list[int]:
    cards = [c for c in range(52) if hand >> c & 1]
    if not trick:
        return cards
    led = trick[0][1] // 13
    follow = [c for c in cards if c // 13 == led]
    return follow or cards


def continuations(
    hands: tuple[int, ...],
    leader: int,
    taken: tuple[int, ...],
    trick: tuple[tuple[int, int], ...] = (),
    last_winner: int = -1,
    plays: tuple[tuple[int, int], ...] = (),
) -> Iterator[End]:
    n = len(hands)
    if not trick and all(h.bit_count() == 1 for h in hands):
        yield End(taken, tuple(h.bit_length() - 1 for h in hands), plays, last_winner)
        return
    seat = leader if not trick else (trick[-1][0] + 1) % n
    for card in legal(hands[seat], list(trick)):
        nh = list(hands)
        nh[seat] &= ~(1 << card)
        nt = (*trick, (seat, card))
        if len(nt) == n:
            w = winner(list(nt))
            tk = list(taken)
            tk[w] += 1
            yield from continuations(tuple(nh), w, tuple(tk), (), w, (*plays, (seat, card)))
        else:
            yield from continuations(
                tuple(nh), leader, taken, nt, last_winner, (*plays, (seat, card))
            )


def bag_value(
    player: int,
    up: int,
    bag: tuple[int, ...],
    pool: int,
    leader: int,
    t0: int,
    accept,
    trick: tuple[tuple[int, int], ...] = (),
) -> Fraction:
    """M-SOLVE-9's V() literally: max over the player's choices for both hands, the mean over
    the unseen cards of a suit for a face-down dummy card."""
    if not trick and player.bit_count() == 1:
        s1 = (up.bit_length() - 1) // 13 if up else next(s for s in range(4) if bag[s])
        return Fraction(int(accept(t0, (player.bit_length() - 1) // 13, s1, leader)))
    to_move = leader if not trick else 1 - trick[0][0]

    def after(hand_p: int, hand_up: int, b: tuple[int, ...], pl: int, card: int) -> Fraction:
        nt = (*trick, (to_move, card))
        if len(nt) < 2:
            return bag_value(hand_p, hand_up, b, pl, leader, t0, accept, nt)
        w = winner(list(nt))
        return bag_value(hand_p, hand_up, b, pl, w, t0 + (w == 0), accept, ())

    values: list[Fraction] = []
    if to_move == 0:
        for c in legal(player, list(trick)):
            values.append(after(player & ~(1 << c), up, bag, pool, c))
    else:
        led = trick[0][1] // 13 if trick else None
        must = led is not None and (bool(up >> (13 * led) & 0x1FFF) or bag[led] > 0)
        for c in range(52):
            if up >> c & 1 and (not must or c // 13 == led):
                values.append(after(player, up & ~(1 << c), bag, pool, c))
        for s in range(4):
            if bag[s] and (not must or s == led):
                cards = [c for c in range(13 * s, 13 * s + 13) if pool >> c & 1]
                nb = tuple(x - (i == s) for i, x in enumerate(bag))
                total = sum(
                    (after(player, up, nb, pool & ~(1 << r), r) for r in cards), Fraction(0)
                )
                values.append(total / len(cards))
    return max(values)
