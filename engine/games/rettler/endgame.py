"""Issue 23 (rsolve23): Rettler's exact endgames, ``GameSpec.round_endgame``.

A world of the strong player's search (every card known) as the round-level solver
``engine.ai.endgame_rounds`` takes it. The solver's moves are the state's own
``legal_actions()`` played by its own ``apply``: every lead the rules allow (singles, pairs
R-PAIR-1, atomic bombs R-BOMB-3, with the suit a joker, bridge or bomb lead names R-PLAY-4,
and a point request where the leader has the right, R-PR-1/2) and every card of a follow,
one at a time as the engine takes them (R-PLAY-11, R-PAIR-2); the rounds are resolved by
``rounds.resolve`` (same-two R-SAME, the Yoromeki chain R-YORO, the edge rounds R-PLAY-3,
the joker call R-JOKER-3). The value is the declarer's side's point cards (R-END-1), and a
deal stopped once decided (R-OPT-4) stops in the search too, as the state stops it.

Judged: the deals the strong player searches (``search.RettlerSearch.searchable``): the
plain game of 4 to 8 players, not a reverse all-take contract (R-END-4: the side wants no
point card, another value), not Urako (R-VAR-6: a trump declared with every lead) nor a
chapter-6 variant (their own sides and layouts).
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING

from ...actions import Action, PlayCard
from ...cards import DECK_STRIDE
from ...core import GameState
from ..family.rules import URAKO
from .actions import Lead
from .events import RoundWon
from .state import PLAY, RettlerState, codes_of

if TYPE_CHECKING:
    from ...ai.endgame_rounds import RoundEndgame


def _rank_first(action: Action) -> int:
    """Higher ranks first (the shared numbering: 13 codes a suit, 2 to ace, then the
    joker and the bridge); a pair or a bomb before a single of its rank."""
    if type(action) is PlayCard:
        code, size = action.card % DECK_STRIDE, 1
    else:
        assert isinstance(action, Lead)
        code, size = action.cards[0] % DECK_STRIDE, len(action.cards)
    return -(4 * (code % 13 if code < 52 else 13) + size)


def _moves(state: GameState) -> list[Action]:
    return sorted(state.legal_actions(), key=_rank_first)


def _key(state: GameState) -> Hashable | None:
    """At a round's start: the cards left by code (the two copies of a code are alike in
    the plain game, R-COMP-2), who leads, who may lead a point request (R-LITTLE-1), and
    the totals where a decided deal stops (R-OPT-4). The cards played before and the
    trick number follow from the cards left."""
    assert isinstance(state, RettlerState)
    if state.ctx is not None:
        return None
    totals = state.side_totals() if state.rules.stop_when_decided else None
    return (state.seat_, state.entitled, totals, *map(codes_of, state.hands))


def _closes(state: GameState) -> bool:
    assert isinstance(state, RettlerState)
    ctx = state.ctx
    return (
        ctx is not None
        and len(state.round_plays) == state.players - 1
        and len(state.partial) == ctx.size - 1
    )


def round_endgame(state: GameState) -> RoundEndgame | None:
    """``GameSpec.round_endgame``: ``state`` in the card play (at a round's start or
    inside one) as the solver takes it; None outside the deals judged (module
    docstring). Its ``state`` is a copy of ``state``."""
    from ...ai.endgame_rounds import RoundEndgame

    if type(state) is not RettlerState or state.phase_ != PLAY:
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
        or rules.call_by_deck
    ):
        return None
    side = frozenset({state.declarer, *state.adjutants})
    # the solver's own copy, without what the play never reads again: the auction and the
    # adjutant call (the side is fixed at the start of play, R-ADJ-2; the reveals it would
    # announce change no rule, R-INFO-2): a tenth less work for every move copied
    root = state.copy()
    root.auction = None
    root.called = []
    root.call_decks = []
    counted = sum(1 << i for i, point in enumerate(state.point_instance) if point)

    def play(before: GameState, action: Action) -> tuple[GameState, int, int]:
        assert isinstance(before, RettlerState)
        after = before.copy()
        gain, won_by = 0, -1
        # the action is one of ``legal_actions()``: taken without checking it again
        for event in after._dispatch(action):
            if type(event) is RoundWon:
                won_by = event.winner
                if won_by in side:
                    gain = len(event.point_cards)
        return after, gain, won_by

    def most(now: GameState) -> int:
        assert isinstance(now, RettlerState)
        left = 0
        for hand in now.hands:
            left += (hand & counted).bit_count()
        for _seat, cards in now.round_plays:
            left += sum(counted >> c & 1 for c in cards)
        return left + sum(counted >> c & 1 for c in now.partial)

    return RoundEndgame(
        root,
        side,
        _moves,
        play,
        _key,
        _closes,
        most,
        max(h.bit_count() for h in state.hands),
    )


__all__ = ["round_endgame"]
