"""Legal leads and follows in Rettler (R-PLAY-4, R-PLAY-10, R-PAIR-1/2, R-BOMB-2..6,
R-BRIDGE, R-PR-3, R-JOKER-1..3).

Hands are code masks: ``lo`` = codes held at least once, ``hi`` = codes held twice (``hi`` is
a subset of ``lo``). R-PLAY-10 judges a follow by how many of its cards fall into a few
classes (led suit / bridge / other; or obligation levels; or joker / bridge / spade / other),
so legality works on class counts. A follower of a multi-card round plays his cards one at a
time (``follow_mask`` gives the cards that can still be completed to a legal play); leads
are whole plays (``lead_options``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import NamedTuple

from ...cards import (
    BIT,
    BRIDGE,
    JOKER,
    MIGHTY,
    NO_SUIT,
    PARTNER_SUIT,
    POINT_MASK,
    SPADES,
    SUIT_MASK,
    SUIT_OF,
    cards_in,
    make_card,
)
from .rounds import RoundContext, RoundRules

JOKER_BIT = BIT[JOKER]
BRIDGE_BIT = BIT[BRIDGE]
MIGHTY_BIT = BIT[MIGHTY]
ALL_CODES = (1 << 54) - 1
TWOS = sum(BIT[make_card(s, 2)] for s in range(4))

ORDINARY, PRIORITY, BOMB, JOKER_CALL = range(4)


class Regime(NamedTuple):
    """How a follower's play is judged: the predicate and the card classes it counts."""

    kind: int
    rule_id: str
    classes: tuple[int, ...]  # code masks, disjoint, covering all 54 codes
    levels: tuple[int, ...]  # PRIORITY/BOMB: obligation level per class (-1: bridge)
    class_of: tuple[int, ...]  # the class of every code

    @classmethod
    def make(
        cls, kind: int, rule_id: str, classes: tuple[int, ...], levels: tuple[int, ...] = ()
    ) -> Regime:
        class_of = tuple(next(i for i, m in enumerate(classes) if m >> c & 1) for c in range(54))
        return cls(kind, rule_id, classes, levels, class_of)


def regime(ctx: RoundContext, holds_joker: bool) -> Regime:
    """R-PLAY-10: the regime of a follower of ``ctx`` (evaluated in the R-PLAY-8 order)."""
    key = (id(ctx), holds_joker)
    hit = _REGIMES.get(key)
    if hit is not None and hit[0] is ctx:
        return hit[1]
    trump = ctx.obligation_mask
    if ctx.bomb:  # R-BOMB-6: Mighty, trumps, point cards, anything (D-06, D-23)
        sa_level = 0 if SPADES in ctx.obligation_trumps else 1
        t = trump & ~MIGHTY_BIT
        p = POINT_MASK & ~trump & ~MIGHTY_BIT
        o = ALL_CODES & ~trump & ~POINT_MASK & ~BRIDGE_BIT
        r = Regime.make(
            BOMB,
            "R-BOMB-6",
            (MIGHTY_BIT, t & ~TWOS, t & TWOS, p, o & ~TWOS, o & TWOS, BRIDGE_BIT),
            (sa_level, 0, 0, 1, 2, 2, -1),
        )
    elif ctx.point_request:  # R-PR-3
        if ctx.led_suit != NO_SUIT:
            req = SUIT_MASK[ctx.led_suit] & POINT_MASK
        else:
            req = trump & POINT_MASK  # R-PR-4: the suit a joker lead requires (D-20)
        r = _priority("R-PR-3", req, POINT_MASK & ~req)
    elif ctx.joker_like:  # N-PLAY-4, R-JOKER-1/2, R-BRIDGE-1 (D-07, D-11)
        r = _priority("R-JOKER-2" if ctx.size > 1 else "R-JOKER-1", trump, POINT_MASK & ~trump)
    elif ctx.joker_call and holds_joker:  # R-JOKER-3 (D-12)
        spades = SUIT_MASK[SPADES]
        r = Regime.make(
            JOKER_CALL,
            "R-JOKER-3",
            (JOKER_BIT, BRIDGE_BIT, spades, ALL_CODES & ~spades & ~JOKER_BIT & ~BRIDGE_BIT),
        )
    else:  # N-PLAY-3, R-PAIR-2, R-BRIDGE-3/4
        led = SUIT_MASK[ctx.led_suit]
        r = Regime.make(
            ORDINARY,
            "R-PAIR-2" if ctx.size > 1 else "N-PLAY-3",
            (led, BRIDGE_BIT, ALL_CODES & ~led & ~BRIDGE_BIT),
        )
    _REGIMES[key] = (ctx, r)
    return r


_REGIMES: dict[tuple[int, bool], tuple[RoundContext, Regime]] = {}


def _priority(rule_id: str, first: int, second: int) -> Regime:
    rest = ALL_CODES & ~first & ~second & ~BRIDGE_BIT
    return Regime.make(PRIORITY, rule_id, (first, second, rest, BRIDGE_BIT), (0, 1, 2, -1))


def _counts(classes: Sequence[int], lo: int, hi: int) -> tuple[int, ...]:
    return tuple((lo & m).bit_count() + (hi & m).bit_count() for m in classes)


def _legal(r: Regime, h: Sequence[int], v: Sequence[int], size: int) -> bool:
    """R-PLAY-10 ``is_legal_follow`` on class counts: ``h`` of the hand before playing,
    ``v`` of the played cards."""
    kind = r.kind
    if kind == ORDINARY:
        must = min(h[0], size)
        return v[0] >= must and v[1] <= size - must
    if kind == JOKER_CALL:  # classes: joker, bridge, spade, other
        if v[1] == size:
            return True  # full refusal with bridges
        need = min(h[0], size)
        if v[0] < need:
            return False
        holds_spade = h[2] > v[2]
        return not holds_spade or (v[0] == need and v[3] == 0)
    levels = r.levels
    judged = v
    if kind == BOMB:  # classes: Mighty, trump, trump 2, point, other, other 2, bridge
        if v[2] + v[5] == size:
            return True  # bomb return (R-BOMB-7)
        if h[0] and not v[0]:
            return False  # one Mighty is compulsory
        if v[0]:  # the compulsory Mighty is judged by nothing else (D-06)
            judged = (v[0] - 1, *v[1:])
    # priority_ok: no card of a strictly better class may stay in hand (bridges aside)
    for x, n in enumerate(judged):
        if n and levels[x] >= 0:
            for y, lev in enumerate(levels):
                if 0 <= lev < levels[x] and h[y] > v[y]:
                    return False
    return True


_FEASIBLE: dict[tuple[tuple[int, ...], tuple[int, ...], int], tuple[tuple[int, ...], ...]] = {}


def _feasible(r: Regime, h: tuple[int, ...], size: int) -> tuple[tuple[int, ...], ...]:
    """Every class-count vector of a legal follow from a hand with counts ``h``."""
    key = ((*r.levels, r.kind), h, size)
    hit = _FEASIBLE.get(key)
    if hit is None:
        out: list[tuple[int, ...]] = []

        def walk(i: int, left: int, acc: list[int]) -> None:
            if i == len(h) - 1:
                if left <= h[i]:
                    v = (*acc, left)
                    if _legal(r, h, v, size):
                        out.append(v)
                return
            for n in range(min(h[i], left) + 1):
                acc.append(n)
                walk(i + 1, left - n, acc)
                acc.pop()

        walk(0, size, [])
        if len(_FEASIBLE) > 50_000:
            _FEASIBLE.clear()
        hit = _FEASIBLE[key] = tuple(out)
    return hit


def follow_mask(ctx: RoundContext, lo: int, hi: int, partial: Sequence[int] = ()) -> int:
    """The codes a follower holding ``lo``/``hi`` may play next, after having played
    ``partial`` (codes, already out of the hand) to this round."""
    if ctx.size == 1:
        return single_follow_mask(ctx, lo)
    r = regime(ctx, bool((lo | _mask(partial)) & JOKER_BIT))
    size = ctx.size
    if r.kind == ORDINARY:  # R-PAIR-2, R-BRIDGE-3/4: the led suit first, bridges in free slots
        led = r.classes[0]
        played = sum(1 for c in partial if led >> c & 1)
        must = min((lo & led).bit_count() + (hi & led).bit_count() + played, size)
        if must - played >= size - len(partial):
            return lo & led
        if partial.count(BRIDGE) + 1 > size - must:
            return lo & ~BRIDGE_BIT
        return lo
    classes = r.classes
    h = list(_counts(classes, lo, hi))
    p = [0] * len(classes)
    for c in partial:
        x = r.class_of[c]
        h[x] += 1
        p[x] += 1
    key = (r, tuple(h), tuple(p), size)
    allowed = _ALLOWED.get(key)
    if allowed is None:
        allowed = 0
        for v in _feasible(r, tuple(h), size):
            if all(v[y] >= p[y] for y in range(len(v))):
                for x, n in enumerate(v):
                    if n > p[x]:
                        allowed |= classes[x]
        if len(_ALLOWED) > 50_000:
            _ALLOWED.clear()
        _ALLOWED[key] = allowed
    return allowed & lo


_ALLOWED: dict[tuple[Regime, tuple[int, ...], tuple[int, ...], int], int] = {}


def single_follow_mask(ctx: RoundContext, lo: int) -> int:
    """``follow_mask`` for a single round (the hot path)."""
    if ctx.point_request or ctx.joker_like:
        r = regime(ctx, False)
        first, second = r.classes[0], r.classes[1]
        return (lo & first or lo & second or lo & ~BRIDGE_BIT or lo) | (lo & BRIDGE_BIT)
    if ctx.joker_call and lo & JOKER_BIT:
        return lo & (JOKER_BIT | BRIDGE_BIT)
    return lo & SUIT_MASK[ctx.led_suit] or lo


def _mask(cards: Iterable[int]) -> int:
    m = 0
    for c in cards:
        m |= BIT[c]
    return m


def is_legal_follow(ctx: RoundContext, hand: Sequence[int], play: Sequence[int]) -> bool:
    """R-PLAY-10 ``is_legal_follow`` for a whole play: ``hand`` (codes, with repeats) before
    playing ``play``."""
    if len(play) != ctx.size:
        return False
    left = list(hand)
    for c in play:
        if c not in left:
            return False
        left.remove(c)
    r = regime(ctx, JOKER in hand)
    h = [0] * len(r.classes)
    v = [0] * len(r.classes)
    for c in hand:
        h[r.class_of[c]] += 1
    for c in play:
        v[r.class_of[c]] += 1
    return _legal(r, h, v, ctx.size)


def legal_follow_sets(
    ctx: RoundContext, hand: Sequence[int], partial: Sequence[int] = ()
) -> list[tuple[int, ...]]:
    """Every legal follow (sorted code tuples, no repeats) from ``hand`` (codes with repeats,
    what is left after ``partial``) that completes ``partial``, built card by card from
    ``follow_mask``."""
    out: list[tuple[int, ...]] = []
    counts = [0] * 54
    for c in hand:
        counts[c] += 1

    def walk(chosen: list[int], low: int) -> None:
        if len(chosen) == ctx.size:
            out.append(tuple(sorted(chosen)))
            return
        lo = hi = 0
        for c in range(54):
            if counts[c]:
                lo |= 1 << c
                if counts[c] == 2:
                    hi |= 1 << c
        mask = follow_mask(ctx, lo, hi, chosen) >> low << low
        while mask:
            c = (mask & -mask).bit_length() - 1
            mask &= mask - 1
            counts[c] -= 1
            chosen.append(c)
            walk(chosen, c)
            chosen.pop()
            counts[c] += 1

    walk(list(partial), 0)
    return sorted(set(out))


# --- leads (R-PLAY-4, R-PAIR-1, R-BOMB-2..5, R-BRIDGE-1) -----------------------------------


class LeadOption(NamedTuple):
    cards: tuple[int, ...]
    named_suit: int  # NO_SUIT unless the lead names one (NT family, R-JOKER-1, R-BOMB-5)
    point_request: bool


def names_suit(rr: RoundRules, lead0: int, bomb: bool) -> bool:
    """R-PLAY-4: under the NT family a joker, a bridge led as a joker and a bomb name a
    suit."""
    return rr.napoleon.is_nt and (bomb or lead0 in (JOKER, BRIDGE))


def bomb_suits(
    rr: RoundRules, k: int, cards: Sequence[int], thresholds: tuple[int, int]
) -> tuple[int, ...]:
    """The suits a bomb of ``cards`` led to trick ``k`` may name (R-BOMB-2/3/5, D-21), or
    ``(NO_SUIT,)`` when it needs no name; empty when ``cards`` is no bomb."""
    bowers_needed, jacks_needed = thresholds
    kind = rr.kind
    rank = 4 if kind == "igo_nt" else 11
    m = len(cards)
    if (
        kind == "chigaku_nt"
        or m < jacks_needed
        or any(SUIT_OF[c] == NO_SUIT or c % 13 != rank - 2 for c in cards)
    ):
        return ()
    if rr.has_edges and (k == 1 or k + m - 1 == rr.tricks) and not rr.rules.bomb_on_edge_rounds:
        return ()
    suits = [SUIT_OF[c] for c in cards]
    if rr.napoleon.is_nt:
        return tuple(
            s for s in range(4) if sum(x in (s, PARTNER_SUIT[s]) for x in suits) >= bowers_needed
        )
    if kind in ("red", "black"):
        colour = {1, 2} if kind == "red" else {0, 3}
    else:
        t = "SHDC".index(kind)
        colour = {t, PARTNER_SUIT[t]}
    return (NO_SUIT,) if sum(x in colour for x in suits) >= bowers_needed else ()


def lead_options(
    rr: RoundRules,
    k: int,
    lo: int,
    hi: int,
    hand_size: int,
    thresholds: tuple[int, int],
    entitled: bool,
) -> list[LeadOption]:
    """Every legal lead of a hand ``lo``/``hi`` to the round starting at trick ``k``;
    ``entitled``: the leader may make a point request (R-PR-1, R-PR-2, D-19, D-22)."""
    singles, pairs = _leadable(rr, k, lo, hi, hand_size)
    requests = _requests(rr, entitled)
    out: list[LeadOption] = []
    for mask, size in ((singles, 1), (pairs, 2)):
        for c in cards_in(mask):
            cards = (c,) * size
            named = range(4) if names_suit(rr, c, False) else (NO_SUIT,)
            out.extend(LeadOption(cards, s, pr) for pr in requests for s in named)
    out.extend(LeadOption(cards, s, False) for cards, s in bombs(rr, k, lo, hi, thresholds))
    return out


def is_legal_lead(
    rr: RoundRules,
    k: int,
    lo: int,
    hi: int,
    hand_size: int,
    thresholds: tuple[int, int],
    entitled: bool,
    lead: LeadOption,
) -> bool:
    """Whether ``lead`` is among ``lead_options(...)``, without building them: checking a
    lead is done once per round by every replay and every search step."""
    cards, named_suit, point_request = lead
    if point_request not in _requests(rr, entitled):
        return False
    size = len(cards)
    if size in (1, 2) and cards[0] == cards[-1]:
        c = cards[0]
        mask = _leadable(rr, k, lo, hi, hand_size)[size - 1]
        if c >= 0 and mask >> c & 1:
            if names_suit(rr, c, False):
                if 0 <= named_suit < 4:
                    return True
            elif named_suit == NO_SUIT:
                return True
    # a bomb (R-BOMB-3) may also be two identical jacks: checked as lead_options lists it
    return not point_request and (cards, named_suit) in bombs(rr, k, lo, hi, thresholds)


def _leadable(rr: RoundRules, k: int, lo: int, hi: int, hand_size: int) -> tuple[int, int]:
    """The codes the hand may lead alone and as a pair (R-PAIR-1): the bridge not while
    other cards are left, the joker not to the first trick when the edges forbid it (D-09)."""
    first_banned = rr.has_edges and k == 1  # D-09
    singles = lo & ~(0 if hand_size == 1 else BRIDGE_BIT) & ~(JOKER_BIT if first_banned else 0)
    pairs = hi & ~(0 if hand_size == 2 else BRIDGE_BIT) & ~(JOKER_BIT if first_banned else 0)
    return singles, pairs


def _requests(rr: RoundRules, entitled: bool) -> tuple[bool, ...]:
    """The point-request flags a lead may carry (R-PR-1, R-PR-2)."""
    if not entitled:
        return (False,)
    return (True, False) if rr.rules.point_request_waivable else (True,)


def bombs(
    rr: RoundRules, k: int, lo: int, hi: int, thresholds: tuple[int, int]
) -> list[tuple[tuple[int, ...], int]]:
    """Every bomb (cards, named suit) the hand can lead to trick ``k`` (R-BOMB-3)."""
    rank = 4 if rr.kind == "igo_nt" else 11
    held = [((lo >> make_card(s, rank)) & 1) + ((hi >> make_card(s, rank)) & 1) for s in range(4)]
    if sum(held) < thresholds[1] or rr.kind == "chigaku_nt":
        return []
    out: list[tuple[tuple[int, ...], int]] = []
    for a in range(held[0] + 1):
        for b in range(held[1] + 1):
            for c in range(held[2] + 1):
                for d in range(held[3] + 1):
                    cards = tuple(
                        make_card(s, rank) for s, n in enumerate((a, b, c, d)) for _ in range(n)
                    )
                    out.extend((cards, s) for s in bomb_suits(rr, k, cards, thresholds))
    return out


__all__ = [
    "ORDINARY",
    "LeadOption",
    "Regime",
    "bomb_suits",
    "bombs",
    "follow_mask",
    "is_legal_follow",
    "is_legal_lead",
    "lead_options",
    "legal_follow_sets",
    "names_suit",
    "regime",
    "single_follow_mask",
]
