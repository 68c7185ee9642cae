"""Issue 23 (rsolve23): Rettler's exact endgames, ``GameSpec.round_endgame``.

A world of the strong player's search (every card known) as the round-level solver
``engine.ai.endgame_rounds`` takes it. A seat's moves are what the engine allows it, from
the engine's own functions: every lead of ``legality.lead_options`` (singles, pairs
R-PAIR-1, atomic bombs R-BOMB-3, the suit a joker, bridge or bomb lead names R-PLAY-4, a
point request where the leader has the right R-PR-1/2) and every card of a follow by
``legality.follow_mask``, one card at a time as the engine takes them (R-PLAY-11,
R-PAIR-2); each round is resolved by ``rounds.resolve`` (same-two R-SAME, the Yoromeki
chain R-YORO, the edge rounds R-PLAY-3, the joker call R-JOKER-3, littles R-LITTLE-1) and a
decided deal stops by ``scoring.outcome_decided`` where the rules say so (R-OPT-4). The
moves are played on a light record of the position (``_Position``) instead of a copy of
the whole state, with the state's own bookkeeping of ``round_play.RoundPlay`` (the next
trick number, the round's winner leads and may lead a point request): a quarter of the
time of a move, measured (``engine/ai/README.md``).
``tests/engine/test_endgame_rounds.py`` checks it against minimax over the state itself.

Judged: the deals the strong player searches (``search.RettlerSearch.searchable``): the
plain game of 4 to 8 players (the adjutant call by deck too, R-VAR-13: the side is fixed
once the play starts), not a reverse all-take contract (R-END-4: the side wants no
point card, another value), not Urako (R-VAR-6: a trump declared with every lead) nor a
chapter-6 variant (their own sides, layouts and point cards).
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING

from ...actions import Action, PlayCard
from ...cards import DECK_STRIDE, IS_POINT, NO_SUIT, cards_in
from ...core import GameState
from ..family.rules import URAKO
from .actions import Lead
from .legality import LeadOption, follow_mask, lead_options
from .rounds import RoundContext, resolve
from .scoring import outcome_decided
from .state import PLAY, RettlerState, codes_of

if TYPE_CHECKING:
    from ...ai.endgame_rounds import RoundEndgame

#: the engine's follow actions by code (one action for both copies, R-COMP-2)
_FOLLOWS = tuple(PlayCard(c) for c in range(DECK_STRIDE))


def _rank(code: int) -> int:
    """Higher ranks first (the shared numbering: 13 codes a suit, 2 to ace, then the
    joker and the bridge)."""
    return -(code % 13 if code < 52 else 13)


def _lead_order(option: LeadOption) -> tuple[int, int]:
    # a pair or a bomb before a single of its rank
    return _rank(option.cards[0]), -len(option.cards)


class _Position:
    """One position of the search: each seat's codes held once or more (``lo``) and
    twice (``hi``), the seat to act (None: the deal is over), the trick number, who may
    lead a point request, the side's and the others' point cards so far, and the round
    under way (its context, its leader, the seats' cards put in, in playing order, and the
    cards of the seat playing now)."""

    __slots__ = (
        "ctx",
        "entitled",
        "given",
        "hi",
        "k",
        "leader",
        "lo",
        "partial",
        "plays",
        "seat",
        "taken",
    )

    def __init__(
        self,
        lo: tuple[int, ...],
        hi: tuple[int, ...],
        seat: int | None,
        k: int,
        entitled: int,
        taken: int,
        given: int,
        ctx: RoundContext | None,
        leader: int,
        plays: tuple[tuple[int, ...], ...],
        partial: tuple[int, ...],
    ) -> None:
        self.lo, self.hi, self.seat, self.k, self.entitled = lo, hi, seat, k, entitled
        self.taken, self.given, self.ctx, self.leader = taken, given, ctx, leader
        self.plays, self.partial = plays, partial


class _Rettler:
    """The moves of one solve (``RoundEndgame``'s callables), with the deal's fixed facts."""

    def __init__(self, state: RettlerState, side: frozenset[int]) -> None:
        assert state.round_rules is not None
        self.rr = state.round_rules
        self.players = state.players
        self.hand_size = state.hand_size
        self.thresholds = state.thresholds
        self.count = state.count
        self.stops = state.rules.stop_when_decided
        self.ours = tuple(s in side for s in range(state.players))
        self.points = sum(1 << c for c in range(DECK_STRIDE) if IS_POINT[c])
        self.total = 0  # the point cards won so far and still to be won (``position``)
        self.rounds: dict[tuple[RoundContext, tuple[tuple[int, ...], ...]], tuple[int, bool]] = {}
        self.leads: dict[tuple[int, int, int, bool], list[Action]] = {}
        self.follows: dict[tuple[RoundContext, int, int, tuple[int, ...]], list[Action]] = {}

    def position(self, state: RettlerState) -> _Position:
        pairs = [codes_of(hand) for hand in state.hands]
        lo = tuple(p[0] for p in pairs)
        hi = tuple(p[1] for p in pairs)
        taken, given = state.side_totals()
        ctx = state.ctx
        leader = state.round_plays[0][0] if ctx is not None else state.seat_
        plays = tuple(state.round_codes) if ctx is not None else ()
        partial = tuple(state.partial_codes())
        seat = state.current_seat
        root = _Position(
            lo, hi, seat, state.k, state.entitled, taken, given, ctx, leader, plays, partial
        )
        left = 0
        for low, high in zip(lo, hi, strict=True):
            left += (low & self.points).bit_count() + (high & self.points).bit_count()
        for unit in (*plays, partial):
            left += sum(IS_POINT[c] for c in unit)
        self.total = taken + given + left
        return root

    # --- the hooks -----------------------------------------------------------------------
    def seat(self, p: _Position) -> int | None:
        return p.seat

    def moves(self, p: _Position) -> list[Action]:
        seat = p.seat
        assert seat is not None
        lo, hi = p.lo[seat], p.hi[seat]
        ctx = p.ctx
        if ctx is None:
            entitled = p.entitled == seat
            key = (p.k, lo, hi, entitled)
            leads = self.leads.get(key)
            if leads is None:
                left = self.hand_size - p.k + 1
                options = lead_options(self.rr, p.k, lo, hi, left, self.thresholds, entitled)
                options.sort(key=_lead_order)
                leads = self.leads[key] = [
                    Lead(
                        o.cards, None if o.named_suit == NO_SUIT else o.named_suit, o.point_request
                    )
                    for o in options
                ]
            return list(leads)
        fkey = (ctx, lo, hi, p.partial)
        follows = self.follows.get(fkey)
        if follows is None:
            codes = sorted(cards_in(follow_mask(ctx, lo, hi, p.partial)), key=_rank)
            follows = self.follows[fkey] = [_FOLLOWS[c] for c in codes]
        return list(follows)

    def play(self, p: _Position, action: Action) -> tuple[_Position, int, int]:
        seat = p.seat
        assert seat is not None
        players = self.players
        if type(action) is Lead:  # as ``RoundPlay._lead``
            cards = tuple(c % DECK_STRIDE for c in action.cards)
            named = NO_SUIT if action.named_suit is None else action.named_suit
            ctx = self.rr.context(
                p.k, len(cards), cards[0], named, action.point_request, len(cards) > 2
            )
            lo, hi = _take(p.lo, p.hi, seat, cards)
            after = _Position(
                lo, hi, (seat + 1) % players, p.k, -1, p.taken, p.given, ctx, seat, (cards,), ()
            )
            return after, 0, -1
        assert isinstance(action, PlayCard) and p.ctx is not None
        ctx = p.ctx  # as ``RoundPlay._follow``
        code = action.card % DECK_STRIDE
        lo, hi = _take(p.lo, p.hi, seat, (code,))
        partial = (*p.partial, code)
        if len(partial) < ctx.size:
            after = _Position(
                lo, hi, seat, p.k, p.entitled, p.taken, p.given, ctx, p.leader, p.plays, partial
            )
            return after, 0, -1
        plays = (*p.plays, partial)
        if len(plays) < players:
            after = _Position(
                lo,
                hi,
                (seat + 1) % players,
                p.k,
                p.entitled,
                p.taken,
                p.given,
                ctx,
                p.leader,
                plays,
                (),
            )
            return after, 0, -1
        # the round is complete: as ``RoundPlay._finish_round``
        judged = self.rounds.get((ctx, plays))
        if judged is None:
            outcome = resolve(ctx, plays)
            judged = self.rounds[ctx, plays] = (outcome.position, outcome.grants_point_request)
        position, grants = judged
        winner = (p.leader + position) % players
        points = sum(IS_POINT[c] for unit in plays for c in unit)
        gain = points if self.ours[winner] else 0
        taken, given = p.taken + gain, p.given + points - gain
        k = p.k + ctx.size
        entitled = winner if grants else -1  # R-LITTLE-1/2
        over = k > self.hand_size or (
            self.stops and outcome_decided(self.count, taken, given) is not None
        )
        after = _Position(
            lo, hi, None if over else winner, k, entitled, taken, given, None, winner, (), ()
        )
        return after, gain, winner

    def key(self, p: _Position) -> Hashable | None:
        """At a round's start: the cards left by code (the two copies of a code are alike
        in the plain game, R-COMP-2), who leads, who may lead a point request
        (R-LITTLE-1), and the side's total where a decided deal stops (R-OPT-4). The trick
        number follows from the cards left."""
        if p.ctx is not None:
            return None
        return (p.seat, p.entitled, p.taken if self.stops else 0, p.lo, p.hi)

    def closes(self, p: _Position) -> bool:
        ctx = p.ctx
        return (
            ctx is not None and len(p.plays) == self.players - 1 and len(p.partial) == ctx.size - 1
        )

    def most(self, p: _Position) -> int:
        # every point card is won by one side, discarded (the others', R-KIT-2) or to come
        return self.total - p.taken - p.given


def _take(
    lo: tuple[int, ...], hi: tuple[int, ...], seat: int, codes: tuple[int, ...]
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The hands after ``seat`` plays one copy of each of ``codes``."""
    low, high = lo[seat], hi[seat]
    for c in codes:
        bit = 1 << c
        if high & bit:
            high ^= bit
        else:
            low ^= bit
    return (*lo[:seat], low, *lo[seat + 1 :]), (*hi[:seat], high, *hi[seat + 1 :])


def round_endgame(state: GameState) -> RoundEndgame[_Position] | None:
    """``GameSpec.round_endgame``: ``state`` in the card play (at a round's start or
    inside one) as the solver takes it; None outside the deals judged (module
    docstring)."""
    from ...ai.endgame_rounds import RoundEndgame

    if type(state) is not RettlerState or state.phase_ != PLAY or state.current_seat is None:
        return None
    rules = state.rules
    if (
        state.reverse
        or state.trump == URAKO
        or rules.variant
        or rules.deal_layout != "standard"
        or rules.blind_stand
        or rules.team_cards
        or rules.dream_cards
        or state.round_rules is None
        or any(
            point != IS_POINT[i % DECK_STRIDE]
            for i, point in enumerate(state.point_instance[: 2 * DECK_STRIDE])
        )
    ):
        return None  # (the last: both copies of a code count alike, as the positions assume)
    side = frozenset({state.declarer, *state.adjutants})
    moves = _Rettler(state, side)
    return RoundEndgame(
        state,
        moves.position(state),
        side,
        moves.seat,
        moves.moves,
        moves.play,
        moves.key,
        moves.closes,
        moves.most,
        max(h.bit_count() for h in state.hands),
    )


__all__ = ["round_endgame"]
