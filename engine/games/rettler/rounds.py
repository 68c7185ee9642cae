"""Resolving a Rettler round: the round context and the one resolver of R-RANK-1.

A *round* is a single card, a pair or a bomb from every player (R-PLAY-2). ``RoundRules``
binds a rule set to one contract (trump kind, tricks ``N``); ``RoundRules.context`` derives
the ``RoundContext`` of R-RANK-1 from the round's first trick number, size and lead, and
``resolve`` gives the winner, the reason code of R-RANK-4 and whether a point request
follows (R-LITTLE-1). The same function resolves single, pair, point-request, joker, bridge,
joker-call and bomb rounds under all nine trump kinds.

Cards here are *codes* 0..53 (``engine.cards``: the two copies of a card are one code). The
trump suits and bowers of a round come from the family's ``DealRules`` (the book's rules,
``engine/games/family/tricks.py``), which
Rettler inherits (R-TRUMP-1); a unit's strength is one int, ``tier * 100 + value``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from ...cards import (
    BRIDGE,
    JOKER,
    MIGHTY,
    NO_SUIT,
    RANK_OF,
    SPADES,
    SUIT_MASK,
    SUIT_OF,
    YOROMEKI,
    YOROMEKI_GAESHI,
    make_card,
)
from ..family.rules import BOOK as NAPOLEON_BOOK
from ..family.tricks import DealRules
from .params import RettlerRules

YOROMEKI_GAESHI_GAESHI = make_card(1, 14)  # ♡A (R-YORO-1, Rettler only)
SPADE_KING = make_card(SPADES, 13)
SPADE_THREE = make_card(SPADES, 3)

# Strength tiers of R-RANK-1 (only the order matters); a strength is tier * 100 + value.
T_DOUBLE_MIGHTY = 100
T_DOUBLE_JOKER = 95
T_DOUBLE_RIGHT = 90
T_DOUBLE_LEFT = 89
T_MIGHTY = 86
T_JOKER = 85
T_PR_FLOOR = 85
T_RIGHT_LEFT = 84
T_TRUMP_ACE_PAIR = 80
T_LED_ACE_PAIR = 79
T_RIGHT = 75
T_LEFT = 74
T_TRUMP_HIGH = 60
T_LED_FACE_PAIR = 55
T_TRUMP_LOW = 50
T_LED = 40
T_NONE = 0

S_MIGHTY = T_MIGHTY * 100
S_DOUBLE_MIGHTY = T_DOUBLE_MIGHTY * 100
S_PR_FLOOR = T_PR_FLOOR * 100

SINGLE, PAIR, RIGHT_LEFT = 0, 1, 2  # unit kinds (R-PAIR-3)

#: R-RANK-4: reason code -> rule ID (pair units winning by value cite R-PAIR-4 instead).
REASON_RULES = {
    "double_mighty": "R-PAIR-8",
    "double_yoromeki": "R-YORO-2",
    "double_yoromeki_gaeshi": "R-YORO-2",
    "double_yoromeki_gaeshi_gaeshi": "R-YORO-2",
    "pair_same_two": "R-SAME-4",
    "same_two": "R-SAME-2",
    "same_two_return": "R-SAME-5",
    "double_joker_lead": "R-JOKER-2",
    "double_right_bower": "R-LITTLE-1",
    "double_left_bower": "R-LITTLE-1",
    "mighty": "N-TRICK-5",
    "yoromeki": "R-YORO-1",
    "yoromeki_gaeshi": "R-YORO-1",
    "yoromeki_gaeshi_gaeshi": "R-YORO-1",
    "joker_lead": "N-TRICK-8",
    "bridge_lead": "R-BRIDGE-1",
    "point_request_lead": "R-PR-6",
    "right_left_pair": "R-PAIR-6",
    "trump_ace_pair": "R-PAIR-5",
    "led_ace_pair": "R-PAIR-5",
    "right_bower": "N-TRICK-4",
    "left_bower": "N-TRICK-4",
    "trump": "N-TRICK-3",
    "led_face_pair": "R-PAIR-5",
    "led_suit": "N-TRICK-1",
    "atomic_bomb": "R-BOMB-7",
    "bomb_return": "R-BOMB-7",
}
_TIER_REASON = {
    T_DOUBLE_RIGHT: "double_right_bower",
    T_DOUBLE_LEFT: "double_left_bower",
    T_RIGHT_LEFT: "right_left_pair",
    T_TRUMP_ACE_PAIR: "trump_ace_pair",
    T_LED_ACE_PAIR: "led_ace_pair",
    T_RIGHT: "right_bower",
    T_LEFT: "left_bower",
    T_TRUMP_HIGH: "trump",
    T_TRUMP_LOW: "trump",
    T_LED_FACE_PAIR: "led_face_pair",
    T_LED: "led_suit",
}
_CHAIN = (
    (YOROMEKI, "yoromeki"),
    (YOROMEKI_GAESHI, "yoromeki_gaeshi"),
    (YOROMEKI_GAESHI_GAESHI, "yoromeki_gaeshi_gaeshi"),
)


class RoundContext:
    """R-RANK-1 ``RoundContext`` after ``derive()``, with the strength tables of the round
    (immutable, shared between rounds with the same key)."""

    __slots__ = (
        "bomb",
        "edge",
        "eff",
        "first",
        "joker_call",
        "joker_like",
        "kind",
        "last",
        "lead_pair",
        "lead_single",
        "led_suit",
        "left",
        "mighty",
        "named_suit",
        "obligation_mask",
        "obligation_trumps",
        "pair_strength",
        "plain_follow",
        "point_request",
        "right",
        "same_two_possible",
        "single_strength",
        "size",
        "tricks",
        "trump_suits",
    )

    def __init__(
        self,
        rr: RoundRules,
        k: int,
        size: int,
        lead0: int,
        named_suit: int,
        point_request: bool,
        bomb: bool,
    ) -> None:
        self.kind = kind = rr.kind
        self.tricks = rr.tricks
        self.size = size
        self.named_suit = named_suit
        self.point_request = point_request
        self.bomb = bomb
        self.first = k == 1
        self.last = k + size - 1 == rr.tricks
        self.edge = rr.has_edges and (self.first or self.last)  # R-PLAY-3, D-08
        self.joker_like = (lead0 == JOKER and not (self.edge and self.first)) or (
            lead0 == BRIDGE and self.last
        )  # R-JOKER-1/2, R-BRIDGE-1
        self.joker_call = lead0 == SPADE_THREE and not self.edge and not point_request
        special = self.joker_like or bomb
        self.led_suit = NO_SUIT if special else SUIT_OF[lead0]
        self.eff = eff = named_suit if special else self.led_suit
        dr = rr.napoleon
        #: ♠A is the Mighty (not under Urako's railway_club_nt, R-VAR-6 / N-VAR-7)
        self.mighty = kind != "railway_club_nt"
        if kind in ("chigaku_nt", "railway_club_nt"):  # R-RANK-1 note: the led (named) suit
            # is the trick's trump
            trumps: tuple[int, ...] = () if eff == NO_SUIT else (eff,)
        else:
            trumps = dr.trump_suits(eff)
        self.obligation_trumps = frozenset(trumps)  # printed suits (D-23)
        self.obligation_mask = 0
        for s in trumps:
            self.obligation_mask |= SUIT_MASK[s]
        right, left = dr.bower_cards(eff)
        if self.edge:  # trumps and bowers are plain cards (N-TRICK-13, R-PLAY-3)
            trumps, right, left = (), (), ()
        self.trump_suits = frozenset(trumps)
        self.right = frozenset(right)
        self.left = frozenset(left)
        self.same_two_possible = (
            not self.edge
            and not self.joker_like
            and not bomb
            and not point_request
            and self.led_suit != NO_SUIT
        )
        self.single_strength = tuple(self._strength(c, False) for c in range(54))
        self.pair_strength = tuple(self._strength(c, True) for c in range(54))
        self.lead_single = tuple(self._lead(c, False) for c in range(54))
        self.lead_pair = tuple(self._lead(c, True) for c in range(54))
        #: a single round's follow mask is "the led suit if held" (N-PLAY-3), else 0
        self.plain_follow = (
            SUIT_MASK[self.led_suit]
            if size == 1 and not self.joker_like and not self.joker_call and not point_request
            else 0
        )

    def _strength(self, c: int, pair: bool) -> int:
        """``unit_strength`` of R-RANK-1 for a follower's single card or pair of ``c``."""
        if c == MIGHTY and self.mighty:
            return S_DOUBLE_MIGHTY if pair else S_MIGHTY
        if c in (JOKER, BRIDGE):
            return T_NONE  # powerless unless led as a joker (see lead_strength)
        if c in self.right:
            return (T_DOUBLE_RIGHT if pair else T_RIGHT) * 100
        if c in self.left:
            return (T_DOUBLE_LEFT if pair else T_LEFT) * 100
        suit, rank = SUIT_OF[c], RANK_OF[c]
        if pair:
            ace = 28 if rank == 14 else 27 if c == SPADE_KING else 0  # R-PAIR-4, D-17
            value = 2 * rank
            if suit in self.trump_suits:
                if ace:
                    return T_TRUMP_ACE_PAIR * 100 + ace
                return (T_TRUMP_HIGH if value >= 11 else T_TRUMP_LOW) * 100 + value
            if suit == self.led_suit:
                if ace:
                    return T_LED_ACE_PAIR * 100 + ace
                if rank in (11, 12, 13):
                    return T_LED_FACE_PAIR * 100 + value
                return T_LED * 100 + value
            return T_NONE
        if suit in self.trump_suits:
            return (T_TRUMP_HIGH if rank >= 11 else T_TRUMP_LOW) * 100 + rank
        if suit == self.led_suit:
            return T_LED * 100 + rank
        return T_NONE

    def _lead(self, c: int, pair: bool) -> int:
        """The lead unit's strength: a led joker (bridge) and the point-request floor."""
        if self.joker_like and c in (JOKER, BRIDGE):
            s = (T_DOUBLE_JOKER if pair else T_JOKER) * 100
        else:
            s = self._strength(c, pair)
        if self.point_request and s < S_PR_FLOOR:
            return S_PR_FLOOR  # R-PR-6
        return s

    def lead_strength(self, cards: Sequence[int]) -> int:
        """``unit_strength`` of the lead unit (one card or a pair)."""
        return (self.lead_single if len(cards) == 1 else self.lead_pair)[cards[0]]

    def is_right_left(self, a: int, b: int) -> bool:
        """R-PAIR-6 (D-16: under red/black one of each colour jack)."""
        right, left = self.right, self.left
        return (
            (a in right and b in left)
            or (b in right and a in left)
            or (self.kind in ("red", "black") and a != b and a in right and b in right)
        )


class RoundOutcome(NamedTuple):
    """The winner of a round: ``position`` indexes the plays (0 = the leader)."""

    position: int
    reason: str
    rule_id: str
    #: the winning unit's cards (the deciding card of a Yoromeki chain; empty for a bomb)
    unit: tuple[int, ...]
    #: R-LITTLE-1: the winner leads the next round as a point request
    grants_point_request: bool


def _outcome(
    position: int, reason: str, unit: tuple[int, ...] = (), grants: bool = False, rule: str = ""
) -> RoundOutcome:
    key = (position, reason, unit, grants, rule)
    hit = _OUTCOMES.get(key)
    if hit is None:
        hit = _OUTCOMES[key] = _make_outcome(position, reason, unit, grants, rule)
    return hit


_OUTCOMES: dict[tuple[int, str, tuple[int, ...], bool, str], RoundOutcome] = {}


def _make_outcome(
    position: int, reason: str, unit: tuple[int, ...], grants: bool, rule: str
) -> RoundOutcome:
    if not rule:
        rule = REASON_RULES[reason]
        if len(unit) == 2 and unit[0] == unit[1] and reason in ("trump", "led_suit"):
            rule = "R-PAIR-4"  # a pair wins by the sum of its ranks
    return RoundOutcome(position, reason, rule, unit, grants)


class RoundRules:
    """A Rettler rule set bound to one contract: the trump kind and the tricks ``N``."""

    __slots__ = ("_contexts", "has_edges", "kind", "napoleon", "rules", "tricks")

    @classmethod
    def for_contract(cls, rules: RettlerRules, kind: str, tricks: int) -> RoundRules:
        """A shared instance per (rules, kind, tricks)."""
        key = (id(rules), kind, tricks)
        hit = _ROUND_RULES.get(key)
        if hit is None or hit.rules is not rules:
            hit = _ROUND_RULES[key] = cls(rules, kind, tricks)
        return hit

    def __init__(self, rules: RettlerRules, kind: str, tricks: int) -> None:
        self.rules = rules
        self.kind = kind
        self.tricks = tricks
        self.napoleon = DealRules.for_contract(NAPOLEON_BOOK, kind, tricks)
        # R-PLAY-3: the kinds whose first/last trick follow N-TRICK-15/16 (book): those
        # whose first trick differs from the middle ones. Not "differs from ALL_ON": under
        # Urako's railway_club_nt every trick lacks the Mighty, yet, like the whole NT
        # family, its first and last rounds have no special rule (R-VAR-6, N-VAR-7).
        self.has_edges = bool(self.napoleon.notes_by_trick[1])
        self._contexts: dict[tuple[int, int, int, int, bool, bool], RoundContext] = {}

    def context(
        self,
        k: int,
        size: int,
        lead0: int,
        named_suit: int = NO_SUIT,
        point_request: bool = False,
        bomb: bool = False,
    ) -> RoundContext:
        """The context of a round of ``size`` cards each from trick ``k`` on, led by code
        ``lead0`` (the first led card), with the leader's named suit and flags."""
        edge_class = 1 if k == 1 else 2 if k + size - 1 == self.tricks else 0
        lead_key = lead0 if lead0 in (JOKER, BRIDGE, SPADE_THREE) else 100 + SUIT_OF[lead0]
        key = (edge_class, size, lead_key, named_suit, point_request, bomb)
        ctx = self._contexts.get(key)
        if ctx is None:
            ctx = self._contexts[key] = RoundContext(
                self, k, size, lead0, named_suit, point_request, bomb
            )
        return ctx


_ROUND_RULES: dict[tuple[int, str, int], RoundRules] = {}


def resolve(ctx: RoundContext, plays: Sequence[Sequence[int]]) -> RoundOutcome:
    """R-RANK-1 ``resolve_round``: ``plays`` are the players' codes in playing order, the
    lead first; every entry has ``ctx.size`` cards."""
    if ctx.bomb:  # R-BOMB-7
        for i in range(1, len(plays)):
            if all(RANK_OF[c] == 2 for c in plays[i]):
                return _outcome(i, "bomb_return")
        return _outcome(0, "atomic_bomb")
    if ctx.size == 1:
        return resolve_singles(ctx, [p[0] for p in plays])
    return _resolve_units(ctx, plays)


def resolve_singles(ctx: RoundContext, cards: Sequence[int]) -> RoundOutcome:
    """``resolve`` for a round of single cards given as one code per player (every unit is
    a single, R-PAIR-3)."""
    led = ctx.led_suit
    # 1. same-two (R-SAME-2, R-SAME-5); the joker and bridge have no suit (D-13)
    if ctx.same_two_possible:
        two = led * 13
        mighty = ctx.mighty and MIGHTY in cards
        if two in cards and not mighty and all(SUIT_OF[c] == led for c in cards):
            first = cards.index(two)
            last = len(cards) - 1
            # the return needs exactly two copies: with a dream third copy the first played
            # of the identical cards wins (R-SAME-5, R-VAR-10)
            if first != last and cards[last] == two and cards.count(two) == 2:
                return _outcome(last, "same_two_return", (two,))
            return _outcome(first, "same_two", (two,))
    # 2.-3. the strongest card; ties: the led suit, else the first played (R-RANK-2)
    table = ctx.single_strength
    best = ctx.lead_single[cards[0]]
    pos = 0
    for i in range(1, len(cards)):
        c = cards[i]
        s = table[c]
        if s > best or (s == best and SUIT_OF[c] == led and SUIT_OF[cards[pos]] != led):
            best, pos = s, i
    # 4. the Yoromeki chain (R-YORO-1)
    if best == S_MIGHTY:
        return _chain_single(cards, pos)
    return _outcome(pos, _reason(ctx, best, cards[pos], pos), (cards[pos],))


def _chain_single(cards: Sequence[int], pos: int) -> RoundOutcome:
    if YOROMEKI not in cards:
        return _outcome(pos, "mighty", (MIGHTY,))
    reason, unit = "mighty", MIGHTY
    for card, name in _CHAIN:
        if card not in cards:
            break
        pos, reason, unit = cards.index(card), name, card
    return _outcome(pos, reason, (unit,))


def _reason(ctx: RoundContext, strength: int, card: int, position: int) -> str:
    """R-RANK-4 ``reason_code``."""
    tier = strength // 100
    if position == 0 and ctx.point_request and strength == S_PR_FLOOR and not ctx.joker_like:
        return "point_request_lead"
    if tier == T_DOUBLE_JOKER:
        return "bridge_lead" if card == BRIDGE else "double_joker_lead"
    if tier == T_JOKER:
        return "bridge_lead" if card == BRIDGE else "joker_lead"
    return _TIER_REASON.get(tier, "led_suit")


def _resolve_units(ctx: RoundContext, plays: Sequence[Sequence[int]]) -> RoundOutcome:
    """``resolve`` for pair rounds: units of R-PAIR-3, then R-RANK-1 steps 1-4."""
    units: list[tuple[int, int, tuple[int, ...], int]] = []  # (strength, order, cards, kind)
    single, pair = ctx.single_strength, ctx.pair_strength
    for i, cards in enumerate(plays):
        a, b = cards
        if i == 0:
            units.append((ctx.lead_strength(cards), 0, (a, b), PAIR if a == b else SINGLE))
        elif a == b:
            units.append((pair[a], i, (a, b), PAIR))
        elif ctx.is_right_left(a, b):
            units.append((T_RIGHT_LEFT * 100, i, (a, b), RIGHT_LEFT))
        else:
            units.append((single[a], i, (a,), SINGLE))
            units.append((single[b], i, (b,), SINGLE))
    led = ctx.led_suit
    right, left = ctx.right, ctx.left

    # 1. same-two (R-SAME-3/4/5), not once a joker call was answered (D-13)
    if ctx.same_two_possible and not (
        ctx.joker_call and any(c in (JOKER, BRIDGE) for p in plays for c in p)
    ):
        two = led * 13
        all_same = all(SUIT_OF[c] == led for p in plays for c in p)
        each_one = all(any(SUIT_OF[c] == led for c in p) for p in plays)
        dbl_mighty = sgl_mighty = dbl_bower = False
        p2: list[int] = []
        s2: list[int] = []
        for _, order, cards, kind in units:
            c = cards[0]
            if kind == PAIR:
                dbl_mighty |= c == MIGHTY and ctx.mighty
                dbl_bower |= c in right or c in left
                if c == two:
                    p2.append(order)
            elif kind == SINGLE:
                sgl_mighty |= c == MIGHTY and ctx.mighty
                if c == two:
                    s2.append(order)
        strict = sgl_mighty or dbl_bower
        if p2 and not dbl_mighty and (all_same if strict else each_one):
            return _outcome(p2[0], "pair_same_two", (two, two))
        if s2 and all_same and not (strict or dbl_mighty):
            if len(s2) == 2 and s2[1] == len(plays) - 1:
                return _outcome(s2[1], "same_two_return", (two,))
            return _outcome(s2[0], "same_two", (two,), rule="R-SAME-3")

    # 2.-3. the strongest unit; ties: a led-suit unit, else the first played (R-RANK-2)
    best = max(u[0] for u in units)
    cands = [u for u in units if u[0] == best]
    if led != NO_SUIT and len(cands) > 1:
        led_units = [u for u in cands if all(SUIT_OF[c] == led for c in u[2])]
        if led_units and len(led_units) < len(cands):
            cands = led_units
    w = min(cands, key=lambda u: u[1])
    strength, order, cards, kind = w

    # 4. the Yoromeki chain (R-YORO-1, R-YORO-2)
    if strength == S_MIGHTY and kind == SINGLE:
        flat = [c for p in plays for c in p]
        owner = [i for i, p in enumerate(plays) for _ in p]
        reason, pos, unit = "mighty", order, MIGHTY
        for card, name in _CHAIN:
            if card not in flat:
                break
            pos, reason, unit = owner[flat.index(card)], name, card
        return _outcome(pos, reason, (unit,))
    if strength == S_DOUBLE_MIGHTY:
        reason, pos, unit = "double_mighty", order, MIGHTY
        for card, name in _CHAIN:
            holders = [u[1] for u in units if u[3] == PAIR and u[2][0] == card]
            if not holders:
                break
            pos, reason, unit = holders[0], "double_" + name, card
        return _outcome(pos, reason, (unit, unit), reason == "double_mighty")
    c = cards[0]
    grants = kind == PAIR and (
        c in right or c in left or (order == 0 and ctx.joker_like and c in (JOKER, BRIDGE))
    )
    return _outcome(order, _reason(ctx, strength, c, order), cards, grants)


__all__ = ["REASON_RULES", "RoundContext", "RoundOutcome", "RoundRules", "resolve"]
