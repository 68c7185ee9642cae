"""Alls (オール, R-AI-20): which player can win every remaining round whatever the others do.

An exhaustive AND/OR search over the rest of a deal under the engine's own rules: legal
leads and follows come from ``legality`` (R-PLAY-4, R-PLAY-10) and every round is resolved
by ``rounds.resolve`` (R-RANK-1). A *candidate* has an all when he has a strategy that wins
every remaining round: where he plays, one good choice suffices (OR); where anybody else
plays, every legal choice is tried (AND) — the others act as one team that sees everything.
A round won by anybody else refutes the line at once. A point request the candidate is
entitled to is made or waived as suits him (R-PR-2). Only one seat can have an all.

``lead_alls`` answers the positions of rettler.md §20.6 (R-TV-ALL-1..7): for every distinct
lead of the player to lead, the seat that has an all after it (``None``: nobody).

Positions are round starts keyed by the hands as (``lo``, ``hi``) code masks (``state``),
the leader and a pending point request; results are memoised per candidate.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import product

from ...cards import DECK_STRIDE, NO_SUIT, cards_in
from .actions import Lead
from .legality import LeadOption, follow_mask, lead_options, single_follow_mask
from .rounds import RoundContext, RoundRules, resolve
from .state import PLAY, RettlerState, codes_of

Hand = tuple[int, int]  # (lo, hi): the codes held at least once / twice
Hands = tuple[Hand, ...]
Play = tuple[int, ...]


def _remove(hand: Hand, cards: Sequence[int]) -> Hand:
    lo, hi = hand
    for c in cards:
        bit = 1 << c
        if hi & bit:
            hi &= ~bit
        else:
            lo &= ~bit
    return lo, hi


def _size(hand: Hand) -> int:
    return hand[0].bit_count() + hand[1].bit_count()


class AllSearch:
    """The search for one table position family (rules, trump kind, ``N``, players)."""

    def __init__(self, rr: RoundRules, players: int, thresholds: tuple[int, int]) -> None:
        self.rr = rr
        self.players = players
        self.thresholds = thresholds
        #: every leader's playing order (the leader first)
        self.orders = [[(s + i) % players for i in range(players)] for s in range(players)]
        self._follows: dict[tuple[RoundContext, Hand], tuple[list[Play], list[Hand]]] = {}
        self._memo: dict[tuple[int, Hands, int, int], bool] = {}
        #: (winning position, grants a point request) by context and the plays so far, then
        #: by the plays that finish the round
        self._resolved: dict[
            tuple[RoundContext, tuple[Play, ...]], dict[tuple[Play, ...], tuple[int, bool]]
        ] = {}
        self.nodes = 0

    @classmethod
    def of(cls, state: RettlerState) -> AllSearch:
        assert state.round_rules is not None
        return cls(state.round_rules, state.players, state.thresholds)

    # --- move generation ---------------------------------------------------------------
    def leads(
        self, hands: Hands, seat: int, entitled: int
    ) -> list[tuple[RoundContext, LeadOption]]:
        """The leads of ``seat`` (R-PLAY-4) with the round each starts, strongest first for
        a quicker search."""
        lo, hi = hands[seat]
        k = self.k_of(hands)
        out = [
            (self.context(k, o), o)
            for o in lead_options(
                self.rr, k, lo, hi, _size(hands[seat]), self.thresholds, entitled == seat
            )
        ]
        out.sort(key=_lead_strength, reverse=True)
        return out

    def k_of(self, hands: Hands) -> int:
        return self.rr.tricks - _size(hands[0]) + 1

    def context(self, k: int, o: LeadOption) -> RoundContext:
        return self.rr.context(
            k, len(o.cards), o.cards[0], o.named_suit, o.point_request, len(o.cards) > 2
        )

    def follows(self, ctx: RoundContext, hand: Hand) -> list[Play]:
        """Every legal follow (R-PLAY-10) of ``hand`` as sorted code tuples, strongest
        first."""
        return self._follows_and_hands(ctx, hand)[0]

    def _follows_and_hands(self, ctx: RoundContext, hand: Hand) -> tuple[list[Play], list[Hand]]:
        """``follows`` and, in the same order, the hand left after each."""
        key = (ctx, hand)
        hit = self._follows.get(key)
        if hit is not None:
            return hit
        out: list[Play] = []
        if ctx.size == 1:
            out = [(c,) for c in cards_in(single_follow_mask(ctx, hand[0]))]
        else:

            def walk(chosen: list[int], h: Hand, low: int) -> None:
                if len(chosen) == ctx.size:
                    out.append(tuple(chosen))
                    return
                mask = follow_mask(ctx, h[0], h[1], chosen) >> low << low
                for c in cards_in(mask):
                    chosen.append(c)
                    walk(chosen, _remove(h, (c,)), c)
                    chosen.pop()

            walk([], hand, 0)
        table = ctx.single_strength if ctx.size == 1 else ctx.pair_strength
        out.sort(key=lambda p: -max(table[c] for c in p))
        hit = self._follows[key] = (out, [_remove(hand, p) for p in out])
        return hit

    # --- the AND/OR search ---------------------------------------------------------------
    def wins(self, cand: int, hands: Hands, leader: int, entitled: int) -> bool:
        """Whether ``cand`` wins every round from this round start (``leader`` to lead,
        ``entitled`` the seat owed a point request or -1)."""
        if not hands[0][0]:
            return True
        key = (cand, hands, leader, entitled)
        hit = self._memo.get(key)
        if hit is None:
            self.nodes += 1
            test = any if leader == cand else all
            hit = test(
                self._wins_round(cand, hands, leader, ctx, o.cards)
                for ctx, o in self.leads(hands, leader, entitled)
            )
            self._memo[key] = hit
        return hit

    def wins_lead(self, cand: int, hands: Hands, leader: int, lead: LeadOption) -> bool:
        """Whether ``cand`` wins this round and every later one after ``lead``."""
        ctx = self.context(self.k_of(hands), lead)
        return self._wins_round(cand, hands, leader, ctx, lead.cards)

    def _wins_round(
        self, cand: int, hands: Hands, leader: int, ctx: RoundContext, cards: Play
    ) -> bool:
        start = list(hands)
        start[leader] = _remove(hands[leader], cards)
        return self._play(cand, ctx, self.orders[leader], 1, [cards], start)

    def _play(
        self,
        cand: int,
        ctx: RoundContext,
        order: list[int],
        i: int,
        plays: list[Play],
        hands: list[Hand],
    ) -> bool:
        if order[i - 1] == cand:  # only opponents still to play
            return self._finish(cand, ctx, order, i, plays, hands)
        seat = order[i]
        hand = hands[seat]
        test = any if seat == cand else all
        return test(
            self._try(cand, ctx, order, i, plays, hands, hand, p, after)
            for p, after in zip(*self._follows_and_hands(ctx, hand), strict=True)
        )

    def _try(
        self,
        cand: int,
        ctx: RoundContext,
        order: list[int],
        i: int,
        plays: list[Play],
        hands: list[Hand],
        hand: Hand,
        p: Play,
        after: Hand,
    ) -> bool:
        seat = order[i]
        hands[seat] = after
        plays.append(p)
        try:
            return self._play(cand, ctx, order, i + 1, plays, hands)
        finally:
            plays.pop()
            hands[seat] = hand

    def _finish(
        self,
        cand: int,
        ctx: RoundContext,
        order: list[int],
        i: int,
        plays: Sequence[Play],
        hands: Sequence[Hand],
    ) -> bool:
        """The opponents from play ``i`` on finish the round every possible way: first
        whether any of these ways takes the round from ``cand`` (cheap), then whether
        ``cand`` wins on from every next round start."""
        seats = order[i:]
        both = [self._follows_and_hands(ctx, hands[s]) for s in seats]
        prefix = tuple(plays)
        cache = self._resolved.get((ctx, prefix))
        if cache is None:
            cache = self._resolved[ctx, prefix] = {}
        grants: list[bool] = []
        for rest in product(*(opts for opts, _ in both)):
            res = cache.get(rest)
            if res is None:
                r = resolve(ctx, prefix + rest)
                res = cache[rest] = (r.position, r.grants_point_request)
            if order[res[0]] != cand:
                return False
            grants.append(res[1])
        base = list(hands)
        for left, grant in zip(product(*(afters for _, afters in both)), grants, strict=True):
            for s, h in zip(seats, left, strict=True):
                base[s] = h
            if not self.wins(cand, tuple(base), cand, cand if grant else -1):
                return False
        return True


def _lead_strength(lead: tuple[RoundContext, LeadOption]) -> int:
    ctx, o = lead
    return ctx.lead_strength(o.cards) if len(o.cards) <= 2 else 1 << 20


def _hands(state: RettlerState) -> Hands:
    return tuple(codes_of(h) for h in state.hands)


def _check(state: RettlerState) -> None:
    if state.phase_ != PLAY or state.ctx is not None:
        raise ValueError("an all is judged at the start of a round (a lead)")


def has_all(state: RettlerState, seat: int, search: AllSearch | None = None) -> bool:
    """Whether ``seat`` can win this round (if it is under way, between two players'
    plays) and every later one, whatever the others do (R-AI-20)."""
    if state.phase_ != PLAY or state.partial:
        raise ValueError("an all is judged between two players' plays")
    search = search or AllSearch.of(state)
    hands = _hands(state)
    if state.ctx is None:
        return search.wins(seat, hands, state.seat_, state.entitled)
    order = search.orders[state.leader]
    plays = [tuple(p) for p in state.round_codes]
    if seat in order[: len(plays)]:  # he has played: the others finish the round
        return search._finish(seat, state.ctx, order, len(plays), plays, hands)
    return search._play(seat, state.ctx, order, len(plays), plays, list(hands))


def all_holder(state: RettlerState, search: AllSearch | None = None) -> int | None:
    """The seat that can win every remaining round from this lead position, or ``None``
    (R-AI-20). The player to lead may choose any lead; for him the lead is his own choice,
    for everybody else every lead is tried."""
    _check(state)
    search = search or AllSearch.of(state)
    hands = _hands(state)
    for cand in _candidates(state):
        if search.wins(cand, hands, state.seat_, state.entitled):
            return cand
    return None


def all_after_lead(state: RettlerState, lead: Lead, search: AllSearch | None = None) -> int | None:
    """The seat holding an all once the player to lead has made ``lead`` (``None``:
    nobody)."""
    _check(state)
    search = search or AllSearch.of(state)
    hands = _hands(state)
    cards = tuple(c % DECK_STRIDE for c in lead.cards)
    if Lead(cards, lead.named_suit, lead.point_request) not in state.legal_actions():
        raise ValueError(f"{lead.label()} is not a legal lead here")
    option = LeadOption(
        cards, NO_SUIT if lead.named_suit is None else lead.named_suit, lead.point_request
    )
    for cand in _candidates(state):
        if search.wins_lead(cand, hands, state.seat_, option):
            return cand
    return None


def lead_alls(state: RettlerState) -> dict[Lead, int | None]:
    """For every legal lead of the player to lead (identical copies are one lead: leads
    name codes), the seat holding an all after it (§20.6, R-TV-ALL-1..7)."""
    _check(state)
    search = AllSearch.of(state)
    out: dict[Lead, int | None] = {}
    for action in state.legal_actions():
        assert isinstance(action, Lead)
        out[action] = all_after_lead(state, action, search)
    return out


def _candidates(state: RettlerState) -> list[int]:
    """The player to lead first (he chooses the lead), then the others in seat order."""
    return [(state.seat_ + i) % state.players for i in range(state.players)]


__all__ = ["AllSearch", "all_after_lead", "all_holder", "has_all", "lead_alls"]
