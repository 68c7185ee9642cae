"""The strong Belote player's bids chosen by search (issue 23 point 3), 4 players.

Each call the seat may make (pass, take the candidate's suit in round 1, name a suit in
round 2, the option bids where B-VAR-7 allows them) is valued over the same sampled worlds,
as the card play is (``engine.ai.search``):

* **Worlds** (``bid_worlds``): the other seats' five cards and the eleven undealt cards in
  their order are dealt again from the view (B-INFO-1): this seat's five cards and the
  candidate are known, and each earlier call is read as the rule-based bidder's
  (``BeloteBot``, which the ``normal`` and ``strong`` players share): a seat that passed
  held a hand that rates below what each call it could make needs, with the candidate
  counted in (B-BID-1/2, B-DEAL-5); a seat that bid held one that reaches it. A hand is
  dealt again until it fits (at most ``_HAND_TRIES`` times, then kept as it is).
* **Playout** (``bid_playout``): the rest of the auction by the rule-based bidder for every
  seat (this one's later calls included), the completion deal (B-DEAL-5), every seat's
  best meld announced and compared (B-ANN, B-CMP), then the card play's playout from the
  first trick (``search._playout``: the rule of thumb, the last tricks solved exactly). A
  throw-in is worth 0 (B-BID-4). The value is the deal's score of the seat's side minus
  the other side's (B-SCORE-4..7).

Only 4 players: with 3 the completion deal and the stock differ (B-3P-2) and the rule-based
bids stay.
"""

from __future__ import annotations

import random

from ...actions import Action
from ...ai.search import Outcome
from ...cards import BIT, Card, cards_in
from ...core import OVER
from .actions import BeloteBid
from .bidding import BIDS, PASS, Bidding
from .deck import DECK_MASK
from .state import BIDDING, PLAY, BeloteState
from .strategy import BeloteBot, hand_value
from .view import BeloteView

__all__ = ["bid_playout", "bid_searchable", "bid_worlds", "calls_by_seat", "fits_calls"]

#: how many times a seat's hand is dealt again to fit its calls before it is kept as it is
_HAND_TRIES = 60
_FIRST = 5  # cards in each hand before the completion deal (B-DEAL-2)


def bid_searchable(view: BeloteView) -> bool:
    """A call of the 4-player auction with a real choice."""
    return (
        view.phase == BIDDING
        and view.players == 4
        and view.candidate is not None
        and view.current_seat == view.seat
        and len(view.legal) > 1
    )


def calls_by_seat(view: BeloteView) -> list[list[tuple[list[str], str | None]]]:
    """Per seat, its earlier calls: (the bid codes it could make, the code it bid or None
    for a pass), read again from the bidding machine (B-BID-5). A pass forced by the rule
    that a partner's bid stands (B-OPT-2, the rule-based bidder's) tells nothing."""
    assert view.candidate is not None
    calls: list[list[tuple[list[str], str | None]]] = [[] for _ in range(view.players)]
    bidding = Bidding(view.rules, list(view.order), view.candidate // 13)
    for seat, action in view.bids:
        codes = [a.trump for a in bidding.legal() if isinstance(a, BeloteBid)]
        last = bidding.bidder if bidding.overcalling else -1
        partner_stands = last >= 0 and (last + 2) % 4 == seat
        if seat != view.seat and codes and not partner_stands:
            calls[seat].append((codes, action.trump if isinstance(action, BeloteBid) else None))
        bidding.apply(action)
    return calls


def _rule_code(with_candidate: int, codes: list[str], bot: BeloteBot) -> str | None:
    """The rule-based bidder's call among ``codes`` for a hand (the candidate counted in,
    B-DEAL-5): the one whose hand value most exceeds what it needs, if any
    (``BeloteBot._bid``)."""
    best: str | None = None
    margin = 0.0
    for code in codes:
        need = bot.option_threshold if code in ("sa", "ta") else bot.threshold[4]
        value = hand_value(with_candidate, code)
        if value >= need and (best is None or value - need > margin):
            best, margin = code, value - need
    return best


def fits_calls(
    hand: int, calls: list[tuple[list[str], str | None]], candidate: Card, bot: BeloteBot
) -> bool:
    """Whether the rule-based bidder holding ``hand`` would have made these calls."""
    with_candidate = hand | BIT[candidate]
    return all(_rule_code(with_candidate, codes, bot) == chosen for codes, chosen in calls)


def bid_worlds(
    view: BeloteView, count: int, rng: random.Random, bot: BeloteBot
) -> list[BeloteState]:
    """``count`` deals at this call consistent with the view and the calls so far (module
    docstring), each a ``BeloteState`` in the bidding phase with the same calls made."""
    assert view.candidate is not None
    calls = calls_by_seat(view)
    unknown = cards_in(DECK_MASK & ~view.hand_mask & ~BIT[view.candidate])
    order = list(view.order)
    worlds: list[BeloteState] = []
    for _ in range(count):
        pool = unknown[:]
        rng.shuffle(pool)
        hands: dict[int, list[Card]] = {view.seat: list(view.hand)}
        # the seats whose calls say most are dealt first, from the whole pool
        others = sorted((s for s in order if s != view.seat), key=lambda s: -len(calls[s]))
        for seat in others:
            for _try in range(_HAND_TRIES):
                hand = pool[:_FIRST]
                mask = 0
                for c in hand:
                    mask |= BIT[c]
                if fits_calls(mask, calls[seat], view.candidate, bot):
                    break
                rng.shuffle(pool)
            hands[seat] = pool[:_FIRST]
            del pool[:_FIRST]
        rng.shuffle(pool)  # the undealt cards in a fresh order (B-DEAL-5)
        pack = [c for s in order for c in hands[s][:3]]
        pack += [c for s in order for c in hands[s][3:]]
        pack += [view.candidate, *pool]
        state = BeloteState(view.rules, 4, pack, dealer=view.dealer, packets="3_then_2")
        for _seat, action in view.bids:
            state.apply(action)
        worlds.append(state)
    return worlds


def rule_call(state: BeloteState, bot: BeloteBot) -> Action:
    """The rule-based bidder's call for the seat to bid in ``state`` (``BeloteBot._bid``,
    read off the bidding machine instead of a view: the same call, cheaper)."""
    bidding = state.bidding
    assert bidding is not None and state.candidate is not None
    seat = state.seat_
    codes = [a.trump for a in bidding.legal() if isinstance(a, BeloteBid)]
    if bidding.overcalling and bidding.bidder == (seat + 2) % 4:
        return PASS  # B-OPT-2: the partner's bid stands
    code = _rule_code(state.hands[seat] | BIT[state.candidate], codes, bot)
    return PASS if code is None else BIDS[code]


def bid_playout(state: BeloteState, seat: int, bot: BeloteBot) -> Outcome:
    """The deal from this call to its end (module docstring); ``state`` is changed."""
    # the card play's playout (search imports this module)
    from .search import _playout, trick_rules

    while state.phase_ == BIDDING:
        state.apply(rule_call(state, bot))
    if state.phase_ == OVER:  # B-BID-4: a throw-in scores nothing
        return Outcome(0.0, False)
    if state.melds_on and not state.melds_resolved:
        # every seat announces its best meld (BD-10, the rule-based player's) and the
        # comparison after trick 1 is made at once (B-ANN-4, B-CMP)
        state.announced = {s: m for s, m in enumerate(state.best) if m is not None}
        state.announcements = [
            (s, None if (m := state.best[s]) is None else m.what) for s in state.order
        ]
        state.asked = (1 << state.players) - 1
        state._resolve_melds()
    assert state.contract is not None
    # the shared rules of this contract, whose tables the playout keeps
    state.tr = trick_rules(state.contract, 4, state.rules.forced_undertrump)
    state.phase_, state.seat_, state._legal = PLAY, state.eldest, None
    return _playout(state, seat)
