"""The strong Napoleon player's bids, adjutant call and discards chosen by search (issue 23
point 3).

The card play's search (``search.NapoleonSearch``) compares candidates over sampled worlds;
this module gives it the decisions before the first card, so the same frame
(``engine.ai.search.SearchBot``: the rule-based choice stands unless another is better by a
clear margin) chooses them too:

* **Candidates.** In the open auction (N-BID-10): staying out (pass, or closing on one's own
  bid) and the cheapest legal bid of each trump kind the hand comes near to covering (the
  rule-based bidder's estimate, ``evaluation``, at most ``_BID_KINDS`` kinds); the
  rule-based call is always among them. At the adjutant call (N-ADJ-1): the strongest cards
  the Napoleon lacks (the Mighty, the bowers, the joker, the top trumps), at most
  ``_CALLS``. At each discard (N-KIT-2): the lowest card of each suit and the lowest point
  card of each plain suit; the Mighty, the joker and the bowers always stay.
* **Worlds** (``contract_worlds``): the cards this seat has not seen are dealt to the other
  hands and the kitty, each hand again until it fits the calls its seat made as the
  rule-based bidder makes them (``_shortfall``: a bid needs a hand whose estimate covers it
  with the bidder's margin; a pass, one that covers no bid then open, or the Mighty kept
  quiet, N-AI-3), at most ``_HAND_TRIES`` times, else the closest hand tried is kept. A
  bidder's hand is drawn first, leaning to trumps and aces (``_leaning``). Measured on
  positions of 40 deals: 98.6 % of the seats that made a call get a hand that would make
  it (``tests/napoleon/test_search_contract.py`` checks the bidders). The deal is then
  played from its start to this very decision: the misdeal offers declined, every bid,
  the call and the discards so far. Only public actions and this seat's own are
  replayed, so a world knows nothing the view does not (the tests: re-dealing the hidden
  cards leaves every estimate the same).
* **Playout** (``contract_playout``): the rest of the auction, the call and the kitty
  exchange by the rule-based player in every seat, then the card play by the search's
  rollout (its last two tricks exact). A bid is valued by the seat's **score** for the deal
  (N-SCORE: a pass and a bid compare in the same unit; a deal nobody bids scores 0); the
  call and the discards by the Napoleon side's point cards and the made bonus, as the card
  play is.

Not searched (the rule-based player's): Fukashi's stand-then-raise auction (N-BID-12),
the reverse auction and its contracts (N-BID-16), the responsibility stand itself
(N-BID-13; the call and discards of the contract it makes are searched), Urako's kinds
(N-VAR-7) and the variant layouts (N-VAR). A hint for these decisions stays the rule of
thumb's (``engine.hints.suggest``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ...actions import Action, Bid, CallAdjutant, Close, Discard, Pass
from ...ai.search import Budget, Outcome, SearchBot, SearchResult, expert_budget
from ...cards import (
    BIT,
    FULL_DECK_MASK,
    IS_POINT,
    JOKER,
    JOKER_BIT,
    MIGHTY,
    PARTNER_SUIT,
    RANK_OF,
    SUIT_LETTERS,
    SUIT_OF,
    Card,
    bit_list,
    kind_suits,
    make_card,
)
from ...contract import MISDEAL_OFFER
from ...core import OVER, GameState
from . import search as card_search
from .bidding import MARGIN, margin_for
from .evaluation import estimate_points
from .params import SUIT_TRUMPS, URAKO
from .scoring import deal_scores
from .search import PLAY_POOL, NapoleonSearch, NapoleonSearchBot, _Rollout
from .state import ADJUTANT_CALL, AUCTION, DISCARD, KEEP, PLAY, NapoleonState
from .strategy import NapoleonBot
from .view import NapoleonView

__all__ = [
    "BID_BUDGET",
    "CALL_BUDGET",
    "ContractSearch",
    "ContractSearchBot",
    "contract_candidates",
    "contract_playout",
    "contract_searchable",
    "contract_worlds",
    "expert_bot",
    "strong_bot",
]

#: the bids' budget: worlds, playouts, and the margin in game points (N-SCORE, book with 5
#: players: a contract made is +40 to the Napoleon, +20 to his adjutant and -20 to each
#: coalition seat; lost, -45, -15 and +20)
BID_BUDGET = Budget(worlds=32, rollouts=128, min_worlds=16, margin=15.0, exact_tricks=2)
#: the call's and the discards' budget (point cards, as the card play)
CALL_BUDGET = Budget(worlds=32, rollouts=160, min_worlds=16, margin=0.5, exact_tricks=2)
#: at most this many trump kinds are bid on besides the rule-based call
_BID_KINDS = 2
#: a kind is bid on when its estimate comes within this many point cards of the bid
_BID_REACH = 3.0
#: at most this many adjutant calls are compared
_CALLS = 4
#: how much likelier a bidder's draw takes a trump-like card and an ace (``_leaning``):
#: ``bench/napoleon_bid_inference.py --deals 150 --seed 5`` (471 bidders) gives the bidder
#: 5.97 cards of his kind, 1.25 aces and an estimate of 13.74 for it, against 5.77, 1.25
#: and 13.69 really held (1 and 1: 5.51, 1.36, 13.50; 4 and 2: 6.95, 1.15, 14.36)
_LEAN_TRUMP = 1.5
_LEAN_ACE = 1.2
#: what ``evaluation.estimates`` takes off once the kitty is public
_SEEN_KITTY = 0.8
#: how many times a seat's hand is dealt again to fit its calls before it is kept
_HAND_TRIES = 60


def contract_searchable(view: NapoleonView) -> bool:
    """A decision before the first card that the search takes (module docstring)."""
    if type(view) is not NapoleonView or view.current_seat != view.seat or len(view.legal) < 2:
        return False
    if view.hand_unseen or view.imperial is not None or view.blind_cards or view.players < 3:
        return False
    if view.rules.auction == "stand_then_raise":  # N-BID-12: the rule-based bidder's
        return False
    if view.phase == AUCTION:
        return True
    contract = view.contract
    if contract is None or contract.reverse or contract.trump == URAKO:
        return False
    return view.phase in (ADJUTANT_CALL, DISCARD) and view.deal_rules is not None


# --- candidates ---------------------------------------------------------------------------
def contract_candidates(view: NapoleonView) -> list[Action]:
    if view.phase == AUCTION:
        return _bid_candidates(view)
    if view.phase == ADJUTANT_CALL:
        return _call_candidates(view)
    return _discard_candidates(view)


def _bid_candidates(view: NapoleonView) -> list[Action]:
    out: list[Action] = []
    out.extend([a for a in view.legal if isinstance(a, Pass | Close)][:1])
    cheapest: dict[str, Bid] = {}
    for a in view.legal:
        if isinstance(a, Bid) and a.trump not in cheapest:
            cheapest[a.trump] = a
    near = []
    for kind, bid in cheapest.items():
        if kind == URAKO:  # N-VAR-7: the rule-based bidder's business
            continue
        est = estimate_points(view.hand_mask, kind, view.rules, view.players)
        if est + _BID_REACH >= bid.count:
            near.append((est - bid.count, bid))
    near.sort(key=lambda x: -x[0])
    out.extend(b for _, b in near[:_BID_KINDS])
    return out


def _call_candidates(view: NapoleonView) -> list[Action]:
    contract = view.contract
    assert contract is not None
    legal = {a.card: a for a in view.legal if isinstance(a, CallAdjutant)}
    order: list[Card] = [MIGHTY]
    if contract.trump in SUIT_TRUMPS:
        t = SUIT_LETTERS.index(contract.trump)
        order += [make_card(t, 11), make_card(PARTNER_SUIT[t], 11), JOKER]
        order += [make_card(t, r) for r in (14, 13, 12, 10)]
    else:
        order.append(JOKER)
    out: list[Action] = []
    for c in order:
        if c in legal and not view.hand_mask >> c & 1 and legal[c] not in out:
            out.append(legal[c])
    return out[:_CALLS]


def _discard_candidates(view: NapoleonView) -> list[Action]:
    dr = view.deal_rules
    assert dr is not None
    keep = JOKER_BIT | BIT[MIGHTY]
    for pair in dr.bowers_fixed:
        for c in pair:
            keep |= BIT[c]
    legal = sorted(
        (a.card for a in view.legal if isinstance(a, Discard) and not keep >> a.card & 1),
        key=lambda c: RANK_OF[c],
    )
    trumps = dr.trump_suit_mask
    lowest: dict[tuple[int, bool], Card] = {}
    for c in legal:
        key = (SUIT_OF[c], bool(IS_POINT[c]) and not trumps >> c & 1)
        lowest.setdefault(key, c)
    return [Discard(c) for c in sorted(lowest.values())]


# --- worlds -------------------------------------------------------------------------------
#: a call read: the cheapest count open per kind, the call, whether a bid stood, and the
#: public kitty the bidder counted in (N-BID-13 step 3; 0 in the first round)
_Record = tuple[dict[str, int], Action, bool, int]


def _records(view: NapoleonView, template: NapoleonState) -> list[list[_Record]]:
    """Per seat, each auction call it made with what was open then (read off the auction
    machine of ``template``, a world at the auction's start: the calls do not depend on the
    hands)."""
    out: list[list[_Record]] = [[] for _ in range(view.players)]
    state = template.copy()
    for seat, action in view.bids:
        if state.phase_ != AUCTION or state.seat_ != seat:
            break  # a reverse or second auction: its calls are not read
        cheapest: dict[str, int] = {}
        for a in state.legal_actions():
            if isinstance(a, Bid) and a.trump not in cheapest:
                cheapest[a.trump] = a.count
        standing = state.auction is not None and state.auction.standing_bid is not None
        kitty = _mask(list(state.kitty)) if state.kitty_public else 0
        if seat != view.seat and cheapest:
            out[seat].append((cheapest, action, standing, kitty))
        state.apply(action)
    return out


def _shortfall(hand: int, records: list[_Record], view: NapoleonView, margin: float) -> float:
    """How far the rule-based bidder holding ``hand`` is from the calls it made, in point
    cards (0: it would have made them all): ``bidding.auction`` bids the cheapest bid of
    the kind whose estimate covers it best, and passes when none is covered (or holds the
    Mighty quietly, N-AI-3)."""
    short = 0.0
    for cheapest, action, standing, kitty in records:
        # ``evaluation.estimates``: a public kitty counts in, less what hoping for an unseen
        # one was worth
        less = margin + (_SEEN_KITTY if kitty else 0.0)
        spare = {
            k: estimate_points(hand | kitty, k, view.rules, view.players) - less - n
            for k, n in cheapest.items()
        }
        best = max(spare.values())
        if isinstance(action, Bid):
            mine = spare.get(action.trump, -20.0)
            short += max(0.0, -mine) + max(0.0, best - 1.0 - mine)
        elif isinstance(action, Pass) and best >= 0.0:
            quiet = standing and hand >> MIGHTY & 1 and best < 2.0  # N-AI-3
            short += 0.0 if quiet else best + 0.01
    return short


def _original_hand(view: NapoleonView) -> tuple[int, int]:
    """This seat's hand as dealt and the kitty cards it has seen, as masks (a public kitty,
    N-BID-13 step 3, or the one the Napoleon took, N-KIT-1; the hand and the discards hold
    the latter's cards)."""
    kitty = _mask(list(view.kitty)) if view.kitty is not None else 0
    if view.phase != DISCARD:
        return view.hand_mask, kitty
    held = view.hand_mask
    for c in view.discards:
        held |= BIT[c]
    return held & ~kitty, kitty


def contract_worlds(view: NapoleonView, count: int, rng: random.Random) -> list[NapoleonState]:
    """``count`` deals consistent with the view and the auction (module docstring), each a
    ``NapoleonState`` at this decision."""
    rules, n, me = view.rules, view.players, view.seat
    mine, kitty_known = _original_hand(view)
    every = FULL_DECK_MASK if rules.no_joker else FULL_DECK_MASK | JOKER_BIT
    unknown = bit_list(every & ~mine & ~kitty_known)
    size = rules.hand_size(n)
    kitty_left = rules.kitty_size(n) - kitty_known.bit_count()
    margin = margin_for(view, MARGIN)
    records: list[list[_Record]] | None = None
    leans: list[dict[Card, float]] = []
    others = [s for s in range(n) if s != me]
    worlds: list[NapoleonState] = []
    for _ in range(count):
        pool = unknown[:]
        rng.shuffle(pool)
        if records is None:  # the auction's calls, read once on a first (any) deal
            records = _records(view, _start(view, _split(pool, others, mine, kitty_known, size)))
            # the bidders first (their hands are the rarest), then the most telling seats
            leans = [_leaning(r) for r in records]  # once a decision, not per world
            others.sort(key=lambda s: (-len(leans[s]), -len(records[s])))
        hands = [0] * n
        hands[me] = mine
        for seat in others:
            lean = leans[seat]
            kept, least = 0, float("inf")  # the closest hand tried, if none fits
            for _try in range(_HAND_TRIES):
                if lean:  # a bidder's hand is drawn leaning to what a bid stands on
                    _lean(pool, lean, rng)
                hand = _mask(pool[:size])
                short = _shortfall(hand, records[seat], view, margin) if records[seat] else 0.0
                if short < least:
                    kept, least = hand, short
                    if not short:
                        break
                rng.shuffle(pool)
            hands[seat] = kept
            pool = [c for c in pool if not kept >> c & 1]
        kitty = kitty_known
        for c in pool[:kitty_left]:
            kitty |= BIT[c]
        world = _start(view, (hands, kitty))
        _replay(view, world)
        worlds.append(world)
    return worlds


def _leaning(records: list[_Record]) -> dict[Card, float]:
    """The draw's weights for a seat that bid (its last bid's kind): its trumps, the
    Mighty, the joker and the jacks ``_LEAN_TRUMP`` times, the aces ``_LEAN_ACE`` times as
    likely as another card; {} for a seat that never bid. The weights only propose hands;
    ``_shortfall`` decides which one is kept."""
    bids = [a for _, a, _, _ in records if isinstance(a, Bid)]
    if not bids:
        return {}
    suits = kind_suits(bids[-1].trump)
    lean: dict[Card, float] = {MIGHTY: _LEAN_TRUMP, JOKER: _LEAN_TRUMP}
    for s in range(4):
        lean[make_card(s, 11)] = _LEAN_TRUMP
        lean[make_card(s, 14)] = _LEAN_ACE
        if s in suits:
            for r in range(2, 15):
                lean[make_card(s, r)] = _LEAN_TRUMP
    return lean


def _lean(pool: list[Card], lean: dict[Card, float], rng: random.Random) -> None:
    """Order ``pool`` as drawn one by one without replacement by the weights ``lean`` (1
    for the others): the larger ``random() ** (1 / weight)`` first."""
    keyed = sorted(pool, key=lambda c: -(rng.random() ** (1.0 / lean.get(c, 1.0))))
    pool[:] = keyed


def _mask(cards: list[Card]) -> int:
    m = 0
    for c in cards:
        m |= BIT[c]
    return m


def _split(
    pool: list[Card], others: list[int], mine: int, kitty: int, size: int
) -> tuple[list[int], int]:
    hands = [0] * (len(others) + 1)
    me = next(s for s in range(len(hands)) if s not in others)
    hands[me] = mine
    at = 0
    for seat in others:
        for c in pool[at : at + size]:
            hands[seat] |= BIT[c]
        at += size
    for c in pool[at:]:
        kitty |= BIT[c]
    return hands, kitty


def _start(view: NapoleonView, deal: tuple[list[int], int]) -> NapoleonState:
    """The deal at the start of the auction (the misdeal offers declined, N-MIS-3)."""
    hands, kitty = deal
    state = NapoleonState(
        view.rules,
        [bit_list(h) for h in hands],
        bit_list(kitty),
        dealer=view.dealer,
        opening_seat=view.opening_seat,
        check=False,
    )
    while state.phase_ == MISDEAL_OFFER:
        state.apply(KEEP)
    return state


def _replay(view: NapoleonView, state: NapoleonState) -> None:
    """Every call of the view's deal so far: the bids, the named cards, the discards."""
    for _seat, action in view.bids:
        state.apply(action)
    for c in view.adjutant_cards:
        state.apply(CallAdjutant(c))
    for c in view.discards:
        state.apply(Discard(c))
    assert state.phase_ == view.phase and state.seat_ == view.seat, "replayed to this call"


# --- playout ------------------------------------------------------------------------------
class _ScoreRollout(_Rollout):
    """The search's rollout valued by the seat's score for the deal (N-SCORE)."""

    __slots__ = ()

    def _value(self, side: int, coalition: int, took: bool) -> Outcome:
        state = self.state
        all_take = state.rules.all_take and coalition == 0 and state.count < 20  # N-END-3
        made = side >= state.count and not all_take
        scores = deal_scores(
            state.rules,
            state.players,
            state.declarer,
            state.adjutants,
            made,
            state.count,
            side,
            all_take=all_take,
        )
        return Outcome(float(scores[self.me]), took)


def contract_playout(
    state: NapoleonState, seat: int, rng: random.Random, bot: NapoleonBot, by_score: bool
) -> Outcome:
    """The deal from this call to its end (module docstring); ``state`` is changed."""
    while state.phase_ not in (PLAY, OVER):
        state.apply(bot.explain(state.view_for(state.seat_))[0])
    if state.phase_ == PLAY and (state.reverse or state.trump == URAKO):
        # a contract the rollout does not play (N-BID-16, N-VAR-7): the rule-based player
        while state.phase_ == PLAY:
            state.apply(bot.explain(state.view_for(state.seat_))[0])
    if state.phase_ == OVER:  # annulled or redealt (N-BID-13/15): 0
        result = state.result
        if result is None or not by_score:
            return Outcome(0.0, False)
        return Outcome(float(result.scores[seat]), False)
    rollout = (_ScoreRollout if by_score else _Rollout)(state, seat, rng, BID_BUDGET.exact_tricks)
    return rollout.run()


class ContractSearch(NapoleonSearch):
    """``NapoleonSearch`` that searches the bids, the call and the discards too (module
    docstring); ``bidder`` plays every seat's calls in the playouts."""

    def __init__(self, exact_tricks: int = 0, play_pool: int = 1) -> None:
        super().__init__(exact_tricks, play_pool)
        self.bidder = NapoleonBot(0)
        #: the playouts value the seat's score (a bid searched by ``ContractSearchBot``);
        #: else the side's point cards, as the card play and the coach count
        self.by_score = False

    def budget_of(self, view: NapoleonView) -> Budget | None:
        if view.phase == PLAY or not contract_searchable(view):
            return None
        return BID_BUDGET if view.phase == AUCTION else CALL_BUDGET

    def searchable(self, view: NapoleonView) -> bool:
        return contract_searchable(view) or super().searchable(view)

    def candidates(self, view: NapoleonView) -> Sequence[Action]:
        if view.phase == PLAY:
            return super().candidates(view)
        return contract_candidates(view)

    def worlds(self, view: NapoleonView, count: int, rng: random.Random) -> list[GameState]:
        if view.phase == PLAY:
            return super().worlds(view, count, rng)
        return list(contract_worlds(view, count, rng))

    def playout(self, state: GameState, seat: int, rng: random.Random) -> Outcome:
        assert isinstance(state, NapoleonState)
        if state.phase_ == PLAY:  # (a bid never leads straight to the play)
            return super().playout(state, seat, rng)
        return contract_playout(state, seat, rng, self.bidder, self.by_score)


class ContractSearchBot(NapoleonSearchBot):
    """The strong player whose bids are valued by the score they bring (``by_score`` for
    the decision under way only: a caller such as the coach plays out other positions
    with the same search afterwards, in point cards)."""

    def search(self, view: NapoleonView) -> SearchResult:
        game = self.game
        assert isinstance(game, ContractSearch)
        game.by_score = view.phase == AUCTION
        try:
            return super().search(view)
        finally:
            game.by_score = False


def strong_bot(seed: int | None = None, contracts: bool = True) -> SearchBot[NapoleonView]:
    """The ``strong`` level: the rule-based player overruled by search (engine.ai.search),
    the bids, the call and the discards too unless ``contracts`` is False."""
    budget = card_search._BUDGET  # read here: a bench may change it (bench/strong_duel.py)
    if not contracts:
        return NapoleonSearchBot(seed, budget, budget)
    return ContractSearchBot(seed, budget, budget, ContractSearch(play_pool=PLAY_POOL))


def expert_bot(seed: int | None = None, contracts: bool = True) -> SearchBot[NapoleonView]:
    """The ``expert`` level (issue 23 point 6): the strong player with four times its worlds
    and rollouts (``engine.ai.search.expert_budget``) in the card play."""
    budget = expert_budget(card_search._BUDGET)
    bot = (
        ContractSearchBot(seed, budget, budget, ContractSearch(play_pool=PLAY_POOL))
        if contracts
        else NapoleonSearchBot(seed, budget, budget)
    )
    bot.name = "expert"
    return bot
