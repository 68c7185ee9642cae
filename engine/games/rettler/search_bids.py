"""The strong Rettler player's bids, adjutant call and discards chosen by search (issue 23
point 3).

Each candidate is valued over the same sampled worlds, as the card play is
(``engine.ai.search``), but in game points: the deal's score of this seat (R-SCORE-9), so a
pass, a bid, a call and a discard compare in the same units.

* **Which decisions** (``bid_searchable``): the auction (R-BID-6), the adjutant call
  (R-ADJ-1) and each discard of the kitty exchange (R-KIT-1) of the standard deal (4–8
  players, the conditions of ``RettlerSearch.searchable``). Not the second auction after
  nobody held the Mighty (R-BID-7 step 3: both ♠A lie in the kitty, which the worlds do not
  model), nor rule sets with the reverse auction (R-VAR-9) or Urako (R-VAR-6): those stay
  rule-based.
* **Candidates** (``exchange_candidates`` and ``auction_candidates``; the rule-based choice
  is always one): at a bid, the pass (or the close of one's own standing bid) and the
  cheapest legal bid of one trump kind (the rule-based bid's, else one's own standing
  bid's, else the hand's best), if the hand comes within ``_BID_SLACK`` point cards of it;
  at the call, the first three callable codes of the rule-based order (R-AI-15) and the end
  of the call; at a discard, the lowest plain card of the shortest suits that the
  rule-based exchange keeps (R-KIT-2: a discarded point card goes to the coalition).
* **Worlds** (``bid_worlds``): the unseen cards (the other hands and, before the exchange,
  the kitty) dealt again from the view (R-INFO-1), each earlier call of another seat read as
  the rule-based bidder's (``RettlerBot``, which ``normal`` and ``strong`` share): a seat
  that passed holds a hand that bidder would have passed with at that turn, a seat that bid
  one that reaches its bid (R-AI-8: the estimate plus the bidder's margin). A hand is dealt
  again until it fits (at most ``_HAND_TRIES`` times, then kept as it is); the seats whose
  calls say most first. Measured with ``bench/rettler_bid_inference.py`` (6 players, 100
  deals, seed 91, at every call against every other seat that had called): a seat that bid
  holds a Mighty copy 0.59 times on average really, 0.57 in these worlds, 0.40 in worlds
  dealt blind; its best estimate is 26.1 point cards, 25.9 read, 24.6 blind. A seat that
  only passed: 0.10 Mighty really, 0.13 read, 0.24 blind; estimate 22.7, 22.9 read, 23.6
  blind. 83 % of the bidders' world hands fit all their calls (30 % blind), every passer's.
* **Playout** (``deal_playout``): the rest of the auction by the rule-based bidder for every
  seat (this one's later calls included; ``rule_bid`` is ``RettlerBot._auction`` on the hand
  alone, the tests check it against the bot), the call and the discards by the rule-based
  player (R-AI-15, R-KIT-2), the card play by the search's fast playout
  (``search.informed_playout``), and the deal scored as ``round_play.finish`` does
  (R-END-3, R-SCORE-9). Nobody bidding scores as the engine does (R-BID-7, D-03).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import cast

from ...actions import Action, Bid, CallAdjutant, Close, Discard, Pass
from ...ai.search import Outcome
from ...cards import BRIDGE, DECK_STRIDE, IS_POINT, JOKER, MIGHTY, RANK_OF, SUIT_OF
from ...core import OVER
from .actions import EndAdjutantCall, TwoAdjutantBid
from .auction import RettlerAuction, bid_ladder
from .params import TOTAL_POINTS, RettlerRules
from .scoring import deal_scores
from .state import ADJUTANT_CALL, AUCTION, DISCARD, PLAY, RettlerState, codes_of
from .strategy import (
    _MARGIN,
    RettlerBot,
    _call_order,
    controls,
    estimate_points,
)
from .two_player import TwoPlayerView
from .view import RettlerView

__all__ = [
    "auction_candidates",
    "bid_searchable",
    "bid_worlds",
    "deal_playout",
    "exchange_candidates",
    "rule_bid",
]

#: how many times a seat's hand is dealt again to fit its calls before it is kept as it is
_HAND_TRIES = 40
#: a bid is a candidate when the hand's estimate comes within this many point cards of it
#: (beyond the rule-based bidder's own margin)
_BID_SLACK = 3.0
_KINDS = ("S", "H", "D", "C", "red", "black")
_PHASES = (AUCTION, ADJUTANT_CALL, DISCARD)


def bid_searchable(view: RettlerView) -> bool:
    """A bid, call or discard of the standard deal with a real choice (module docstring)."""
    rules = view.rules
    if not (
        view.phase in _PHASES
        and view.current_seat == view.seat
        and len(view.legal) > 1
        and type(view) is RettlerView
        and not isinstance(view, TwoPlayerView)
        and view.variant is None
        and not view.hand_unseen
        and rules.deal_layout == "standard"
        and not (rules.blind_stand or rules.team_cards or rules.dream_cards)
        and not rules.call_by_deck
        and not rules.reverse_all_take
        and "urako" not in rules.trump_priority
    ):
        return False
    if view.phase == AUCTION:
        return not _second_auction(view)
    contract = view.contract
    return contract is not None and not contract.reverse and not _second_auction(view)


def _second_auction(view: RettlerView) -> bool:
    """The auction held again after nobody bid and nobody held the Mighty (R-BID-7 step 3):
    its first round of calls were all passes (in the first auction that ends the deal)."""
    calls = [a for _, a in view.bids]
    return len(calls) >= view.players and all(isinstance(a, Pass) for a in calls[: view.players])


# --- the rule-based bidder on a hand alone ---------------------------------------------------


class _Hand:
    """The parts of a ``RettlerView`` the rule-based bidder's estimate reads (R-AI-8): a hand
    given as code masks, so that the worlds can ask it for thousands of hands cheaply."""

    __slots__ = ("hi", "lo", "players", "rules")

    def __init__(self, lo: int, hi: int, players: int, rules: RettlerRules) -> None:
        self.lo, self.hi, self.players, self.rules = lo, hi, players, rules

    def held(self, code: int) -> int:
        return (self.lo >> code & 1) + (self.hi >> code & 1)


@dataclass(frozen=True, slots=True)
class Turn:
    """One call of the auction as the bidder faces it: the legal calls, the standing bid,
    and whether every other seat passed in the calls just before (``_all_others_passed``)."""

    legal: tuple[Action, ...]
    standing: tuple[int, Action] | None
    seat: int
    others_passed: bool


class Estimates:
    """A hand's estimate per trump kind and adjutant number (``estimate_points``) and its
    controls (``controls``), computed once per hand."""

    __slots__ = ("est", "hand", "mighty")

    def __init__(self, lo: int, hi: int, players: int, rules: RettlerRules) -> None:
        self.hand = _Hand(lo, hi, players, rules)
        view = cast(RettlerView, self.hand)
        two = rules.two_adjutant_bids(players)
        adjs = (1, 2) if two else (rules.adjutants_allowed[players],)
        self.est = {(k, a): estimate_points(view, k, a) for k in _KINDS for a in adjs}
        self.mighty = self.hand.held(MIGHTY)

    def best_kind(self) -> str:
        """The kind with the most controls (the Mighty holder's forced bid, R-BID-7)."""
        view = cast(RettlerView, self.hand)
        return max(_KINDS, key=lambda k: controls(view, k))


def _others_passed(calls: Sequence[Action], players: int) -> bool:
    """``strategy._all_others_passed`` on the calls so far."""
    return len(calls) % players == players - 1 and all(
        isinstance(a, Pass) for a in calls[-(players - 1) :]
    )


_CHEAPEST: dict[int, tuple[tuple[Action, ...], dict[tuple[str, bool], Bid]]] = {}


def _cheapest(legal: tuple[Action, ...]) -> dict[tuple[str, bool], Bid]:
    """The first (cheapest: the ladder ascends, R-BID-5) legal bid of each trump kind, one-
    and two-adjutant apart; kept by the identity of ``legal`` (the auction hands out the
    ladder's own tuples), so the worlds' thousands of calls look each auction step up once."""
    entry = _CHEAPEST.get(id(legal))
    if entry is not None and entry[0] is legal:
        return entry[1]
    first: dict[tuple[str, bool], Bid] = {}
    for a in legal:
        if isinstance(a, Bid):
            first.setdefault((a.trump, isinstance(a, TwoAdjutantBid)), a)
    if len(_CHEAPEST) > 512:
        _CHEAPEST.clear()
    _CHEAPEST[id(legal)] = (legal, first)
    return first


def rule_bid(est: Estimates, turn: Turn, rules: RettlerRules, players: int) -> Action:
    """``RettlerBot._auction`` for a hand of the standard deal (R-AI-8/9, R-BID-7): the bid
    whose count the estimate exceeds most, the close of one's own bid, the Mighty holder's
    bid when everybody else passed, else a pass."""
    legal = turn.legal
    passing = next((a for a in legal if isinstance(a, Pass | Close)), legal[0])
    two = rules.two_adjutant_bids(players)
    adjs = (1, 2) if two else (rules.adjutants_allowed[players],)
    best: tuple[float, Bid] | None = None
    first = _cheapest(legal)
    for kind in _KINDS:
        for adj in adjs:
            e = est.est[kind, adj]
            a = first.get((kind, adj == 2 and two))
            if a is not None and a.count <= e - _MARGIN:
                spare = e - a.count
                if best is None or spare > best[0]:
                    best = (spare, a)
    own = turn.standing is not None and turn.standing[0] == turn.seat
    if own and isinstance(passing, Close):
        return passing
    if (
        best is None
        and est.mighty
        and turn.standing is None
        and (turn.others_passed or not rules.adjutants_allowed[players])
    ):
        bids = [a for a in legal if isinstance(a, Bid) and not isinstance(a, TwoAdjutantBid)]
        if bids:
            kind = est.best_kind()
            return min((a for a in bids if a.trump == kind), key=lambda a: a.count, default=bids[0])
    return passing if best is None else best[1]


def _reaches(est: Estimates, bid: Bid, rules: RettlerRules, players: int) -> bool:
    """Whether the hand's estimate reaches ``bid`` within the bidder's margin (R-AI-8)."""
    adj = 2 if isinstance(bid, TwoAdjutantBid) else rules.adjutants_allowed[players]
    if rules.two_adjutant_bids(players) and not isinstance(bid, TwoAdjutantBid):
        adj = 1
    return bid.count <= est.est[bid.trump, adj] - _MARGIN


def fits(est: Estimates, calls: Sequence[tuple[Turn, Action]], rules: RettlerRules) -> bool:
    """Whether a seat holding the hand of ``est`` could have made these calls as the rule-based
    bidder: each pass one it would make, each bid one it makes or its estimate reaches."""
    players = est.hand.players
    for turn, action in calls:
        if isinstance(action, Bid):
            if (
                not _reaches(est, action, rules, players)
                and rule_bid(est, turn, rules, players) != action
            ):
                return False
        elif not isinstance(rule_bid(est, turn, rules, players), Pass | Close):
            return False
    return True


def auction_turns(view: RettlerView) -> list[list[tuple[Turn, Action]]]:
    """Per seat, its calls so far with the turn it made each at (the auction replayed,
    R-BID-6)."""
    players = view.players
    auction = RettlerAuction(bid_ladder(view.rules, players), players, view.opening_seat)
    out: list[list[tuple[Turn, Action]]] = [[] for _ in range(players)]
    calls: list[Action] = []
    for seat, action in view.bids:
        turn = Turn(auction.legal(), auction.standing_bid, seat, _others_passed(calls, players))
        out[seat].append((turn, action))
        calls.append(action)
        auction.apply(action)
    return out


# --- candidates ------------------------------------------------------------------------------


def auction_candidates(view: RettlerView, rule: Action) -> list[Action]:
    """The pass (or close) and the cheapest legal bid of one trump kind, if the hand comes
    within reach of it: the kind of the rule-based bid ``rule``, else of one's own standing
    bid (a raise, R-BID-6), else the hand's best by its estimate (R-AI-8), the one a pass's
    hint names — so the kind advised at a seat's successive calls does not wander."""
    legal = view.legal
    passing = next((a for a in legal if isinstance(a, Pass | Close)), legal[0])
    est = Estimates(view.hand_lo, view.hand_hi, view.players, view.rules)
    adj = 1 if view.rules.two_adjutant_bids(view.players) else None
    adj = adj or view.rules.adjutants_allowed[view.players]
    standing = view.standing_bid
    if isinstance(rule, Bid):
        kind = rule.trump
    elif standing is not None and standing[0] == view.seat and isinstance(standing[1], Bid):
        kind = standing[1].trump  # a raise of one's own bid keeps its trump
    else:
        kind = max(_KINDS, key=lambda k: est.est[k, adj])
    out: list[Action] = [passing]
    cheapest = next(
        (
            a
            for a in legal
            if isinstance(a, Bid) and not isinstance(a, TwoAdjutantBid) and a.trump == kind
        ),
        None,
    )
    worth = est.est.get((kind, adj))  # None: a kind the estimates do not rate (R-AI-8)
    if (
        cheapest is not None
        and worth is not None
        and cheapest.count <= worth - _MARGIN + _BID_SLACK
    ):
        out.append(cheapest)
    return out


def exchange_candidates(view: RettlerView, bot: RettlerBot) -> list[Action]:
    """At the call: the first callable codes of the rule-based order and the end of the
    call (R-AI-15, R-ADJ-3). At a discard: the lowest plain card of each suit that the
    rule-based exchange keeps, the shortest suits first (R-KIT-2: no point card, which
    would go to the coalition; a card the rule-based player discards later anyway would
    only change the order, which is worth nothing)."""
    assert view.contract is not None
    kind = view.contract.trump
    legal = view.legal
    out: list[Action] = []
    if view.phase == ADJUTANT_CALL:
        callable_codes = {a.card for a in legal if isinstance(a, CallAdjutant) and a.deck is None}
        for code in _call_order(kind):
            if code in callable_codes and code not in view.called and view.held(code) < 2:
                out.append(CallAdjutant(code))
                if len(out) == 3:
                    break
        out += [a for a in legal if isinstance(a, EndAdjutantCall)]
        return out
    length = [0, 0, 0, 0]
    for c in range(52):
        length[SUIT_OF[c]] += view.held(c)
    later = {a.card % DECK_STRIDE for a, _ in bot.discard_set(view) if isinstance(a, Discard)}
    lowest: dict[int, int] = {}
    for a in legal:
        if not isinstance(a, Discard):
            continue
        c = a.card % DECK_STRIDE
        if c in (MIGHTY, JOKER, BRIDGE) or c in view.called or IS_POINT[c] or RANK_OF[c] == 11:
            continue
        if c in later and view.held(c) == 1:
            continue
        suit = SUIT_OF[c]
        if suit not in lowest or RANK_OF[c] < RANK_OF[lowest[suit]]:
            lowest[suit] = c
    for suit in sorted(lowest, key=lambda s: (length[s], s))[:3]:
        out.append(Discard(lowest[suit]))
    return out


# --- worlds ----------------------------------------------------------------------------------


def _codes(hand: Sequence[int]) -> list[int]:
    return [c % DECK_STRIDE for c in hand]


def bid_worlds(view: RettlerView, count: int, rng: random.Random) -> list[RettlerState]:
    """``count`` deals at this decision consistent with the view and the auction so far
    (module docstring), each a ``RettlerState`` with the same calls, call and discards made."""
    rules = view.rules
    players = view.players
    me = view.seat
    hand_size, kitty_size = rules.deal_sizes[players]
    kitty_known: list[int] | None = None
    mine = _codes(view.hand)
    if view.phase == DISCARD:  # the Rettler: his hand before the kitty (R-KIT-1)
        assert view.kitty is not None
        kitty_known = _codes(view.kitty)
        mine = mine + _codes(view.discards)
        for c in kitty_known:
            mine.remove(c)
    unknown = [c for c in range(DECK_STRIDE) for _ in range(2)]
    for c in mine + (kitty_known or []):
        unknown.remove(c)
    turns = auction_turns(view)
    others = sorted((s for s in range(players) if s != me), key=lambda s: (-len(turns[s]), s))
    worlds: list[RettlerState] = []
    for _ in range(count):
        pool = unknown[:]
        rng.shuffle(pool)
        hands: list[list[int]] = [[] for _ in range(players)]
        hands[me] = mine
        for seat in others:
            for _try in range(_HAND_TRIES):
                lo = hi = 0
                for c in pool[:hand_size]:
                    b = 1 << c
                    if lo & b:
                        hi |= b
                    lo |= b
                if not turns[seat] or fits(Estimates(lo, hi, players, rules), turns[seat], rules):
                    break
                rng.shuffle(pool)
            hands[seat] = pool[:hand_size]
            del pool[:hand_size]
        kitty = kitty_known if kitty_known is not None else pool[:kitty_size]
        worlds.append(_replayed(view, hands, kitty))
    return worlds


def _replayed(view: RettlerView, hands: list[list[int]], kitty: list[int]) -> RettlerState:
    """The world's deal with the view's public history applied: the calls of the auction,
    the adjutant call, and (the Rettler's own view) his discards."""
    state = RettlerState(
        view.rules, hands, kitty, dealer=view.dealer, opening_seat=view.opening_seat, auction=False
    )
    state._start_auction()
    for _seat, action in view.bids:
        state.apply(action)
    if view.phase == AUCTION:
        return state
    contract = view.contract
    assert contract is not None
    if state.phase_ == AUCTION:  # a deal set up at its contract (``from_contract``)
        state._settle(contract.declarer, contract.count, contract.trump, contract.adjutants)
    for code, deck in zip(view.called, view.call_decks, strict=True):
        state.apply(CallAdjutant(code, deck))
    if view.phase == DISCARD:
        state.apply(EndAdjutantCall())
        for c in view.discards:
            state.apply(Discard(c % DECK_STRIDE))
    return state


# --- playout ---------------------------------------------------------------------------------


def _state_turn(state: RettlerState) -> Turn:
    auction = state.auction
    assert auction is not None
    calls = [a for _, a in state.bids]
    return Turn(
        auction.legal(), auction.standing_bid, state.seat_, _others_passed(calls, state.players)
    )


def deal_playout(
    state: RettlerState,
    seat: int,
    rng: random.Random,
    bot: RettlerBot,
    estimates: Callable[[int], Estimates],
    play: Callable[[RettlerState, int, random.Random], Outcome],
) -> Outcome:
    """The deal from this decision to its end (module docstring); ``state`` is changed. The
    value is ``seat``'s score of the deal (R-SCORE-9). ``estimates`` gives a seat's hand
    estimates (by instance mask, kept by the caller); ``play`` is the card play's playout."""
    rules = state.rules
    players = state.players
    while state.phase_ == AUCTION:
        est = estimates(state.hands[state.seat_])
        state.apply(rule_bid(est, _state_turn(state), rules, players))
    if state.phase_ == OVER:  # nobody bid (R-BID-7, D-03), or a redeal
        result = state.result
        return Outcome(float(result.scores[seat]) if result is not None else 0.0, False)
    while state.phase_ == ADJUTANT_CALL:
        state.apply(bot.explain(state.view_for(state.seat_))[0])
    if state.phase_ == DISCARD:
        for action, _ in bot.discard_set(state.view_for(state.declarer)):
            state.apply(action)
    assert state.phase_ == PLAY
    play(state, seat, rng)
    declarer = state.declarer
    side_seats = {declarer, *state.adjutants}
    side = sum(state.points_by_seat[s] for s in side_seats)
    coalition = TOTAL_POINTS - side  # the discarded point cards are the coalition's (R-KIT-2)
    count = state.count
    all_take = coalition == 0 and count < TOTAL_POINTS  # R-END-3
    made = side >= count and not all_take
    scores = deal_scores(
        rules,
        players,
        declarer,
        state.adjutants,
        made,
        count,
        state.adjutants_bid,
        side,
        all_take=all_take,
    )
    return Outcome(float(scores[seat]), False)


def hand_estimates(rules: RettlerRules, players: int) -> Callable[[int], Estimates]:
    """A cache of ``Estimates`` by instance mask (one search's worlds meet the same hands
    under every candidate)."""
    cache: dict[int, Estimates] = {}

    def get(hand: int) -> Estimates:
        est = cache.get(hand)
        if est is None:
            lo, hi = codes_of(hand)
            est = cache[hand] = Estimates(lo, hi, players, rules)
        return est

    return get
