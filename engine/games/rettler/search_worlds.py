"""The worlds of the strong Rettler player (``search.py``'s module docstring, "Worlds"): the
unseen copies of every code dealt to the other seats by their hand sizes, the face-down
discards (never point cards, R-KIT-2) to the kitty for every seat but the Rettler, the
voids a follow showed kept (N-PLAY-3, R-PR-3, R-JOKER-1, R-JOKER-3), and each world built
as a ``RettlerState`` at this very decision."""

from __future__ import annotations

import random
from collections.abc import Sequence

from ...cards import BIT, BRIDGE, DECK_STRIDE, IS_POINT, JOKER, MIGHTY, RANK_OF, SUIT_MASK
from .legality import JOKER_BIT, regime
from .rounds import RoundContext
from .state import PLAY, RettlerState
from .view import RettlerView

__all__ = ["deal_worlds"]

#: how much likelier a trump-like card (the trump suit, the Mighty, the jacks, the joker)
#: and an ace outside them is in the Rettler's hand, seen from another seat: calibrated so
#: that a coalition seat's worlds give him as many as the rule-based bidder really holds
#: at its first card (``bench/rettler_inference.py``, 6 players, seeds 81 and 82, 201
#: seats: 11.5 trump-like cards and 0.81 aces; dealt as any card the worlds gave him 7.8
#: and 0.50 (8.1 with the discards' weight below); with these weights 11.5 and 0.75; 4 and
#: 8 players likewise)
DECLARER_TRUMP_WEIGHT = 4.5
DECLARER_ACE_WEIGHT = 2.0
#: and how unlikely a trump-like card is among his face-down discards
KITTY_TRUMP_WEIGHT = 0.15
_EVEN = (1.0, 1.0)


def _voids(view: RettlerView) -> list[int]:
    """Per seat, the codes it cannot hold: what a follow showed it lacked then (single
    rounds: N-PLAY-3, R-PR-3, R-JOKER-1, R-JOKER-3)."""
    void = [0] * view.players
    rounds: list[tuple[RoundContext, Sequence[tuple[int, tuple[int, ...]]]]] = []
    rr = view.round_rules
    assert rr is not None
    for done in view.completed:
        if done.size == 1 and not done.bomb:
            lead = done.plays[0][1][0]
            ctx = rr.context(done.first_trick, 1, lead, done.named_suit, done.point_request)
            rounds.append((ctx, done.plays))
    if view.round is not None and view.round.size == 1:
        rounds.append((view.round, view.round_plays))
    for ctx, plays in rounds:
        for seat, codes in plays[1:]:
            c = codes[0]
            if ctx.point_request or ctx.joker_like:
                if c == BRIDGE:
                    continue
                classes = regime(ctx, False).classes
                first, second = classes[0], classes[1]
                if not first >> c & 1:
                    void[seat] |= first
                    if not second >> c & 1:
                        void[seat] |= second
                continue
            if ctx.joker_call and c not in (JOKER, BRIDGE):
                void[seat] |= JOKER_BIT
            if not SUIT_MASK[ctx.led_suit] >> c & 1:
                void[seat] |= SUIT_MASK[ctx.led_suit]
    return void


def deal_worlds(view: RettlerView, count: int, rng: random.Random) -> list[RettlerState]:
    """``count`` states at this decision consistent with ``view`` (module docstring)."""
    assert view.contract is not None and view.round_rules is not None
    me = view.seat
    declarer = view.contract.declarer
    unseen = [2 - view.played_counts[c] - view.held(c) for c in range(DECK_STRIDE)]
    for c in view.discards:
        unseen[c % DECK_STRIDE] -= 1
    pool = [c for c in range(DECK_STRIDE) for _ in range(max(0, unseen[c]))]
    hidden_discards = 0 if me == declarer else view.discard_count - len(view.discards)
    void = _voids(view)
    revealed = {(s, c) for done in view.completed for s, cards in done.plays for c in cards}
    revealed |= {(s, c) for s, cards in view.round_plays for c in cards}
    called = 0
    for c in view.called:
        called |= BIT[c]
    shown = {s for s, c in revealed if called >> c & 1 and s != declarer}
    lean = _auction_lean(view) if me != declarer else {}
    worlds = []
    for _ in range(count):
        hands = _deal(view, pool, hidden_discards, void, rng, lean)
        worlds.append(_world(view, hands, called, shown))
    return worlds


def _auction_lean(view: RettlerView) -> dict[int, tuple[float, float]]:
    """Code -> how much likelier a copy of it is in the Rettler's hand and among his
    face-down discards than elsewhere: he won the auction on trumps, keeps his aces and
    discards no trumps (issue 23 point 3, calibrated with
    ``bench/rettler_inference.py`` on the rule-based bidder's real hands)."""
    rr = view.round_rules
    assert rr is not None
    dr = rr.napoleon
    right, left = dr.bowers_fixed
    trumpish = dr.trump_suit_mask | BIT[MIGHTY] | BIT[JOKER]
    for c in (*right, *left):
        trumpish |= BIT[c]
    lean: dict[int, tuple[float, float]] = {}
    for c in range(52):
        if trumpish >> c & 1:
            lean[c] = (DECLARER_TRUMP_WEIGHT, KITTY_TRUMP_WEIGHT)
        elif RANK_OF[c] == 14:
            lean[c] = (DECLARER_ACE_WEIGHT, 1.0)
    lean[JOKER] = (DECLARER_TRUMP_WEIGHT, KITTY_TRUMP_WEIGHT)
    return lean


def _deal(
    view: RettlerView,
    pool: list[int],
    hidden_discards: int,
    void: list[int],
    rng: random.Random,
    lean: dict[int, tuple[float, float]],
) -> tuple[list[list[int]], list[int]]:
    """The pool's codes dealt to the other seats (and the hidden discards), voids kept
    when possible (a few tries, then voids are dropped: better a world than none); a code
    goes to the Rettler and to the hidden discards ``lean[code]`` times as readily as
    elsewhere."""
    me = view.seat
    assert view.contract is not None
    declarer = view.contract.declarer
    others = [s for s in range(view.players) if s != me]
    need = {s: view.hand_sizes[s] for s in others}
    kitty = _KITTY
    for attempt in range(20):
        strict = attempt < 19
        cards = pool[:]
        rng.shuffle(cards)
        left = dict(need)
        left[kitty] = hidden_discards
        out: dict[int, list[int]] = {s: [] for s in left}

        # the most constrained cards first, so that a void seat does not block the end
        cards.sort(key=lambda c: len(_places(c, others, left, void, strict)))
        ok = True
        for c in cards:
            seats = _places(c, others, left, void, strict)
            if not seats:
                ok = False
                break
            w, k = lean.get(c, _EVEN)
            total = 0.0
            for s in seats:
                total += left[s] * (w if s == declarer else k if s == kitty else 1.0)
            pick = rng.random() * total
            for s in seats:
                pick -= left[s] * (w if s == declarer else k if s == kitty else 1.0)
                if pick < 0:
                    break
            out[s].append(c)
            left[s] -= 1
        if ok:
            hands = [[] if s == me else out[s] for s in range(view.players)]
            return hands, out[kitty]
    raise AssertionError("no world fits the hand sizes")  # pragma: no cover


_KITTY = -1  # where the hidden discards go in ``_deal``


def _places(
    c: int, others: list[int], left: dict[int, int], void: list[int], strict: bool
) -> list[int]:
    """The seats (and the kitty of hidden discards: no point cards, R-KIT-2) that can
    take one more copy of code ``c``."""
    seats = [s for s in others if left[s] and not (strict and void[s] >> c & 1)]
    if left[_KITTY] and not IS_POINT[c]:
        seats.append(_KITTY)
    return seats


def _world(
    view: RettlerView,
    dealt: tuple[list[list[int]], list[int]],
    called: int,
    shown: set[int],
) -> RettlerState:
    """The state of one sampled world at this decision (the view's public history)."""
    assert view.contract is not None
    hands, hidden = dealt
    contract = view.contract
    state = RettlerState(
        view.rules,
        [[] for _ in range(view.players)],
        (),
        opening_seat=contract.declarer,
        check=False,
        auction=False,
    )
    state._settle(contract.declarer, contract.count, contract.trump, contract.adjutants)
    masks = []
    for s, codes in enumerate(hands):
        if s == view.seat:
            mask = 0
            for c in view.hand:
                mask |= 1 << c
        else:
            mask = 0
            for c in codes:
                mask |= (1 << c + DECK_STRIDE) if mask >> c & 1 else 1 << c
        masks.append(mask)
    state.hands = masks
    state.initial_hands = tuple(masks)
    state.called = list(view.called)
    state.call_decks = list(view.call_decks)
    state.discards = [*view.discards, *hidden]
    state.adjutants = tuple(
        s
        for s in range(view.players)
        if s != contract.declarer
        and (
            s in shown
            or (view.is_adjutant if s == view.seat else bool((masks[s] | masks[s] >> 54) & called))
        )
    )
    state.phase_ = PLAY
    state.k = view.trick_number
    state.ctx = view.round
    state.round_plays = [(s, tuple(cards)) for s, cards in view.round_plays]
    state.round_codes = [tuple(cards) for _, cards in view.round_plays]
    state.partial = list(view.partial)
    state.entitled = view.entitled
    state.completed = list(view.completed)
    state.points_by_seat = list(view.points_by_seat)
    state.played = list(view.played_counts)
    state.revealed = {
        (s, c)
        for done in view.completed
        for s, cards in done.plays
        for c in cards
        if called >> c & 1
    } | {(s, c) for s, cards in view.round_plays for c in cards if called >> c & 1}
    state.leader = view.round_plays[0][0] if view.round_plays else view.seat
    state.seat_ = view.seat
    return state
