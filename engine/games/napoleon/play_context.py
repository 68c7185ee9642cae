"""What the Napoleon bot knows in card play (napoleon.md §18: N-AI-20, N-AI-22).

* ``PlayContext``: one play decision's knowledge -- unseen cards, the voids each seat has
  shown, who is probably on which side, and the chances that a card survives the players
  still to play (from the engine's trick winner, never re-implemented here).
* ``beater_mask``: cached trick-winner tables (``DealRules.trick_winner``): the cards that
  beat the current winner of a trick.
* ``seat_voids`` (N-AI-20) and ``adjutant_evidence`` (N-AI-22): what the tricks so far say;
  the strong player's search (``search``) samples its worlds from them too.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...cards import (
    BIT,
    FULL_DECK_MASK,
    IS_POINT,
    JOKER,
    JOKER_BIT,
    JOKER_CALL_CARD,
    MIGHTY,
    POINT_MASK,
    RANK_OF,
    SUITS,
    Card,
    make_card,
)
from ..family.tricks import DealRules
from .four_pile import FourPileView
from .view import NapoleonView

__all__ = ["EvidenceCache", "PlayContext", "adjutant_evidence", "beater_mask", "seat_voids"]

#: per declarer, trick number and plays: the N-AI-22 likelihood ratios of a trick
#: (``adjutant_evidence``)
EvidenceCache = dict[tuple[int, int, tuple[tuple[int, Card], ...]], tuple[float, ...]]

# Tuning constants (set by A/B self-play, see the tests' docstring)
_LR_OVERTAKE = 0.45  # likelihood ratio "adjutant" for a player who beat the Napoleon's card
_LR_FEED = 2.2  # ... and for one who fed a point card to the Napoleon's winning trick
_LIABILITY = 0.15  # share of a losing point card held for later that ends with the opponents
_FEED_RATE = 1.3  # how eagerly partners feed: expected points = min(1, rate * density)
_RUFF_FLOOR = 0.25  # a trump kept for later is worth at least this share of a trick
_TWOS = sum(BIT[make_card(s, 2)] for s in SUITS)
_TWO_CARDS = frozenset(make_card(s, 2) for s in SUITS)


# =====================================================================================
# Trick-winner tables (all answers come from the engine's DealRules.trick_winner)
# =====================================================================================

_BEATERS: dict[tuple[DealRules, int, int, int, int], int] = {}


def _trick_class(dr: DealRules, k: int) -> int:
    """A representative trick number with the same feature switches as ``k``."""
    if k == 1 or k == dr.tricks:
        return k
    return 2


def beater_mask(dr: DealRules, k: int, named: int, lead: Card, top: Card) -> int:
    """Cards ``u`` that win the trick ``[lead, top, u]`` (``[lead, u]`` when ``top`` is the
    lead) in trick ``k``: the cards a later player could beat the current winner with."""
    kk = _trick_class(dr, k)
    nkey = named if lead == JOKER else -1
    key = (dr, kk, nkey, lead, top)
    hit = _BEATERS.get(key)
    if hit is None:
        base = [lead] if top == lead else [lead, top]
        pos = len(base)
        mask = 0
        winner = dr.trick_winner
        for u in range(53):
            if u in (lead, top):
                continue
            base.append(u)
            if winner(base, kk, nkey).position == pos:
                mask |= BIT[u]
            base.pop()
        if len(_BEATERS) > 400_000:
            _BEATERS.clear()
        _BEATERS[key] = hit = mask
    return hit


def _p_none(pool: int, hand: int, count: int) -> float:
    """Chance that ``hand`` cards drawn from ``pool`` contain none of ``count`` given cards."""
    if count <= 0 or hand <= 0:
        return 1.0
    if count > pool - hand:
        return 0.0
    p = 1.0
    for i in range(count):
        p *= (pool - hand - i) / (pool - i)
    return p


class PlayContext:
    """What the bot knows in one play decision: unseen cards, voids, side guesses."""

    __slots__ = (
        "bonus",
        "declarer",
        "density",
        "dr",
        "f",
        "fv_cache",
        "hand",
        "hsize",
        "k",
        "me",
        "n",
        "ntricks",
        "pool",
        "possible",
        "ppt",
        "rel",
        "sign",
        "unseen",
        "view",
        "voids",
    )

    def __init__(
        self,
        view: NapoleonView,
        cache: EvidenceCache | None = None,
    ) -> None:
        dr = view.deal_rules
        contract = view.contract
        assert dr is not None and contract is not None
        self.view = view
        self.dr = dr
        self.n = n = view.players
        self.me = me = view.seat
        self.k = view.trick_number
        self.ntricks = view.tricks
        f = dr.feature_by_trick[self.k]
        assert f is not None
        self.f = f
        self.hand = view.hand_mask
        self.declarer = contract.declarer
        self.sign = -1.0 if contract.reverse else 1.0
        every = FULL_DECK_MASK if dr.rules.no_joker else FULL_DECK_MASK | JOKER_BIT
        seen = self.hand | view.played_mask
        for c in view.discards:
            seen |= BIT[c]
        self.unseen = unseen = every & ~seen
        self.voids = voids = seat_voids(view, dr)
        kitty_pub = 0
        if view.kitty is not None and me != contract.declarer:
            for c in view.kitty:
                kitty_pub |= BIT[c]
        self.hsize = hs = view.hand_sizes
        possible = [0] * n
        pool = [1] * n
        for j in range(n):
            if j == me:
                continue
            p = unseen & ~voids[j]
            if kitty_pub and j != contract.declarer:
                p &= ~kitty_pub
            possible[j] = p
            pool[j] = max(p.bit_count(), hs[j], 1)
        self.possible = possible
        self.pool = pool
        in_hands = sum(hs[j] for j in range(n) if j != me)
        unseen_points: float = (unseen & POINT_MASK).bit_count()
        if isinstance(view, FourPileView) and in_hands:
            # N-VAR-3: part of the unseen point cards lie among the cards out of play
            unseen_points = unseen_points * in_hands / (in_hands + view.unused_count)
        self.density = unseen_points / in_hands if in_hands else 0.0
        mine = (self.hand & POINT_MASK).bit_count()
        left = self.ntricks - self.k + 1
        self.ppt = (unseen_points + mine) / left if left > 0 else 0.0
        lr = adjutant_evidence(view, dr, cache) if cache is not None and view.completed else None
        self.rel = _relations(view, possible, pool, unseen, lr)
        self.fv_cache: dict[Card, float] = {}
        #: a small extra value per card for playing it now (N-VAR-1: a pile top that
        #: uncovers a face-down card)
        self.bonus: dict[Card, float] = {}

    # --- probabilities ----------------------------------------------------------------
    def led_mask(self, lead: Card, named: int, k: int) -> int:
        """Cards that count as following the lead (for void and beat estimates)."""
        dr = self.dr
        if lead == JOKER:
            f = dr.feature_by_trick[k]
            assert f is not None
            if f.joker_lead_power and not dr.is_nt:
                return dr.trump_suit_mask
            return dr.suit_mask[named] if named >= 0 else 0
        return dr.suit_mask[dr.suit_of[lead]]

    def p_beat(self, j: int, beaters: int, led: int) -> float:
        """Chance that seat ``j`` holds and can play one of ``beaters``."""
        poss = self.possible[j]
        same = (beaters & led & poss).bit_count()
        off = (beaters & ~led & poss).bit_count()
        if not same and not off:
            return 0.0
        pool, h = self.pool[j], self.hsize[j]
        none_same = _p_none(pool, h, same)
        if off:
            void = self.p_void(j, led)
            has_off = 1.0 - _p_none(pool, h, off)
            return 1.0 - none_same * (1.0 - void * has_off)
        return 1.0 - none_same

    def p_void(self, j: int, led: int) -> float:
        """Chance that seat ``j`` holds no card of ``led`` (1 when known void)."""
        return _p_none(self.pool[j], self.hsize[j], (led & self.possible[j]).bit_count())

    def survival(
        self, beaters: int, led: int, seats: Sequence[int], side: float, two_top: bool
    ) -> tuple[float, list[float]]:
        """Chance that the current top card (held by a seat of side ``side``) survives the
        players ``seats`` still to play, and each one's chance to beat it. Same-two needs
        every card of the trick in the led suit (N-TRICK-11): a 2 on top loses, and a 2
        among the beaters fails, when somebody cannot follow."""
        rel = self.rel
        twos = beaters & _TWOS & led
        plain = beaters & ~twos
        follow: list[float] = []
        if twos or two_top:
            follow = [1.0 - self.p_void(j, led) for j in seats]
        psurv = 1.0
        beats: list[float] = []
        for i, j in enumerate(seats):
            pb = self.p_beat(j, plain, led) if plain else 0.0
            if twos & self.possible[j]:
                others = 1.0
                for i2, f in enumerate(follow):
                    if i2 != i:
                        others *= f
                has_two = 1.0 - _p_none(
                    self.pool[j], self.hsize[j], (twos & self.possible[j]).bit_count()
                )
                pb = 1.0 - (1.0 - pb) * (1.0 - has_two * others)
            pb *= (1.0 - side * rel[j]) / 2.0  # only the other side wants to beat it
            beats.append(pb)
            psurv *= 1.0 - pb
        if two_top:
            for f in follow:
                psurv *= f
        return psurv, beats

    def enemy(self, j: int) -> float:
        """Probability that seat ``j`` is on the other side."""
        return (1.0 - self.rel[j]) / 2.0

    def feed(self, j: int, same_side: float) -> float:
        """Expected point cards seat ``j`` adds to a trick won by a side it belongs to with
        probability ``same_side``."""
        d = self.density
        return same_side * min(1.0, _FEED_RATE * d) + (1.0 - same_side) * 0.35 * d

    def p_lead(self, card: Card, named: int, k: int) -> float:
        """Chance that ``card`` led to trick ``k`` is not beaten by an opponent."""
        dr = self.dr
        b = beater_mask(dr, k, named, card, card)
        f = dr.feature_by_trick[k]
        assert f is not None
        two_top = f.same_two and card in _TWO_CARDS
        if not b and not two_top:
            return 1.0
        led = self.led_mask(card, named, k)
        others = [j for j in range(self.n) if j != self.me]
        return self.survival(b, led, others, 1.0, two_top)[0]

    def joker_suit(self, k: int) -> int:
        """The suit to name with a joker lead in trick ``k``: the longest/strongest suit
        (NT family), or for a powerless forced lead the suit the others are most likely void
        in (then the joker, the lowest card of that suit, may still win)."""
        dr = self.dr
        f = dr.feature_by_trick[k]
        assert f is not None
        hand = self.hand
        if f.joker_lead_power:
            return max(
                SUITS,
                key=lambda s: (
                    (hand & dr.suit_mask[s]).bit_count(),
                    sum(RANK_OF[c] for c in range(13 * s, 13 * s + 13) if hand >> c & 1),
                ),
            )
        return min(
            SUITS,
            key=lambda s: (
                (self.unseen & dr.suit_mask[s]).bit_count(),
                -(hand & dr.suit_mask[s]).bit_count(),
            ),
        )

    def future_value(self, card: Card) -> float:
        """What keeping ``card`` is worth for later tricks (expected side points)."""
        hit = self.fv_cache.get(card)
        if hit is not None:
            return hit
        k2 = self.k + 1
        if k2 > self.ntricks:
            self.fv_cache[card] = 0.0
            return 0.0
        dr = self.dr
        m = 1.0 if IS_POINT[card] else 0.0
        if card == JOKER:
            f2 = dr.feature_by_trick[k2]
            assert f2 is not None
            if not f2.joker_lead_allowed and k2 == self.ntricks:
                self.fv_cache[card] = 0.0
                return 0.0
            named = self.joker_suit(k2) if dr.joker_lead_needs_suit(k2) else -1
            p = self.p_lead(card, named, k2)
        else:
            p = self.p_lead(card, -1, k2)
        v = p * (self.ppt + m) - (1.0 - p) * m * _LIABILITY
        if dr.trump_suit_mask and (BIT[card] & dr.trump_suit_mask or card == dr.left_bower_card):
            v = max(v, _RUFF_FLOOR * self.ppt)  # a trump can still ruff later
        self.fv_cache[card] = v
        return v

    def trumpish(self) -> int:
        """Cards with trump power in a middle trick (trump suit, left bower, Mighty)."""
        dr = self.dr
        mask = dr.trump_suit_mask
        if dr.left_bower_card is not None:
            mask |= BIT[dr.left_bower_card]
        return mask


def _trick_dr(dr: DealRules, kind: str) -> DealRules:
    """The rules of an Urako trick declared ``kind`` (N-VAR-7)."""
    return DealRules.for_contract(dr.rules, kind, dr.tricks)


def seat_voids(view: NapoleonView, dr: DealRules) -> list[int]:
    """Per seat, the suits (as card masks) it has shown to be void in (N-AI-20)."""
    voids = [0] * view.players
    rules = dr.rules

    def scan(plays: Sequence[tuple[int, Card]], k: int, named: int, dr: DealRules) -> None:
        lead = plays[0][1]
        f = dr.feature_by_trick[k]
        assert f is not None
        if lead == JOKER:
            if f.joker_lead_power:
                req = dr.suit_mask[named] if dr.is_nt and named >= 0 else dr.trump_suit_mask
                if not req:
                    return
                for seat, c in plays[1:]:
                    if c == JOKER or (c == MIGHTY and rules.mighty_free):
                        continue
                    if not BIT[c] & req:
                        voids[seat] |= req
                return
            led = named
        else:
            led = dr.suit_of[lead]
        if led < 0:
            return
        mask = dr.suit_mask[led]
        call = lead == JOKER_CALL_CARD and f.joker_call
        loose_joker = call or rules.joker_follow_anytime or rules.joker_free
        for seat, c in plays[1:]:
            if c == JOKER:
                if not loose_joker:
                    voids[seat] |= mask
                continue
            if c == MIGHTY and rules.mighty_free:
                continue
            if not BIT[c] & mask:
                voids[seat] |= mask

    for t in view.completed:
        # N-VAR-7: an Urako trick was played under the kind its leader declared
        scan(
            t.plays,
            t.number,
            t.named_suit,
            _trick_dr(dr, t.declared_trump) if t.declared_trump else dr,
        )
    if view.trick:
        scan(view.trick, view.trick_number, view.named_suit, dr)
    return voids


def adjutant_evidence(
    view: NapoleonView,
    dr: DealRules,
    cache: EvidenceCache,
) -> list[float]:
    """N-AI-22 inference from the tricks so far: per seat, a likelihood ratio for "holds
    the adjutant card". Feeding a point card to a trick the Napoleon is winning marks a
    probable adjutant; beating the Napoleon's winning card marks the coalition."""
    contract = view.contract
    assert contract is not None
    n, decl = view.players, contract.declarer
    lr = [1.0] * n
    for t in view.completed:
        key = (decl, t.number, t.plays)
        hit = cache.get(key)
        if hit is None:
            tdr = _trick_dr(dr, t.declared_trump) if t.declared_trump else dr  # N-VAR-7
            hit = _trick_evidence(tdr, t.plays, t.number, t.named_suit, decl, n)
            cache[key] = hit
        for j in range(n):
            lr[j] *= hit[j]
    return lr


def _trick_evidence(
    dr: DealRules, plays: Sequence[tuple[int, Card]], k: int, named: int, decl: int, n: int
) -> tuple[float, ...]:
    lr = [1.0] * n
    cards = [plays[0][1]]
    winner = 0
    for i in range(1, len(plays)):
        seat, c = plays[i]
        cards.append(c)
        new = dr.trick_winner(cards, k, named).position
        if seat != decl and plays[winner][0] == decl:
            if new == i:
                lr[seat] *= _LR_OVERTAKE  # overtook the Napoleon
            elif IS_POINT[c]:
                lr[seat] *= _LR_FEED  # fed the Napoleon a point card
        winner = new
    return tuple(lr)


def _relations(
    view: NapoleonView,
    possible: list[int],
    pool: list[int],
    unseen: int,
    lr: Sequence[float] | None = None,
) -> list[float]:
    """Per seat: +1 surely my side, -1 surely the other side, in between a guess (N-AI-22).

    The adjutant is whoever holds a named card; a seat void in the named card's suit cannot
    hold it. Without other evidence the chance is spread over the possible holders.
    """
    contract = view.contract
    assert contract is not None
    n, me, decl = view.players, view.seat, contract.declarer
    napoleon_side = me == decl or view.is_adjutant
    rel = [0.0] * n
    rel[me] = 1.0
    known = set(view.known_adjutants)
    p_side = [0.0] * n  # probability of being on the Napoleon side
    p_side[decl] = 1.0
    for j in known:
        p_side[j] = 1.0
    if not view.only_known:
        hidden = max(0, unseen.bit_count() - sum(view.hand_sizes[j] for j in range(n) if j != me))
        total_unseen = max(unseen.bit_count(), 1)
        for c in view.adjutant_cards:
            if not unseen >> c & 1:
                continue  # played, mine, or visibly discarded: gives no unknown adjutant
            weights = [0.0] * n
            # the declarer knows the kitty, so only cards out of play stay hidden (N-VAR-3)
            tot = hidden / total_unseen if me != decl or hidden else 0.0
            for j in range(n):
                if j == me or j in known or not possible[j] >> c & 1:
                    continue
                w = view.hand_sizes[j] / pool[j] * (lr[j] if lr is not None else 1.0)
                weights[j] = w
                tot += w
            if tot <= 0.0:
                continue
            for j in range(n):
                if weights[j] and j != decl:
                    p_side[j] = 1.0 - (1.0 - p_side[j]) * (1.0 - weights[j] / tot)
    for j in range(n):
        if j == me:
            continue
        rel[j] = 2.0 * p_side[j] - 1.0 if napoleon_side else 1.0 - 2.0 * p_side[j]
    return rel
