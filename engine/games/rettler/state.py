"""One deal of Rettler as a state machine (rettler.md §2-§18).

Phases in order: ``misdeal_offer`` (only when a hand qualifies, R-DEAL-3), ``auction`` (and
``reverse_auction``, R-VAR-9), ``adjutant_call``, ``discard``, ``play``, ``over``.

Cards: a hand is a 108-bit mask of instance ids (``engine.cards``: the copies of code ``c``
are ``c`` and ``c + 54``), so events can name the very card played; the rules only look at
codes. Actions name codes (``PlayCard(c)``); an instance id is accepted too and then plays
that copy. The unit of play is a *round* of 1, 2 or ``m`` cards per player (R-PLAY-2): the
leader's ``Lead`` fixes it, followers play their cards one ``PlayCard`` at a time, and the
trick counter ``k`` advances by the round size.

This module holds the deal, the misdeal offer, the auction, the adjutant call and the kitty;
the play of the rounds and the end of the deal are its base class ``round_play.RoundPlay``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Self

from ...actions import (
    Action,
    Bid,
    CallAdjutant,
    DeclareMisdeal,
    Discard,
    KeepHand,
    PlayCard,
    ReverseBid,
)
from ...cards import (
    BIT,
    CODE_MASK,
    DECK_STRIDE,
    IS_POINT,
    JOKER,
    MIGHTY,
    NO_SUIT,
    POINT_MASK,
    SUITS,
    Card,
    MaskExpander,
    cards_in_two_decks,
    deal_cards,
    make_card,
    place_copies,
    two_decks,
)
from ...contract import MISDEAL_OFFER
from ...core import OVER, DealResult
from ...errors import IllegalActionError
from ...events import (
    AdjutantCalled,
    BidMade,
    ContractSettled,
    DealEnded,
    Dealt,
    Discarded,
    Event,
    KittyTaken,
    MisdealDeclared,
)
from ..family.rules import URAKO
from . import refusals as _refusals
from . import urako
from . import view as _view
from .actions import EndAdjutantCall, Lead, TwoAdjutantBid
from .auction import RettlerAuction, bid_ladder, reverse_ladder
from .events import AuctionRestarted
from .legality import LeadOption, follow_mask, is_legal_lead, lead_options
from .params import RettlerRules
from .round_play import CompletedRound, RoundPlay
from .rounds import RoundContext, RoundRules
from .scoring import (
    nobody_bid_scores,
)

if TYPE_CHECKING:
    from .view import RettlerView

AUCTION = "auction"
REVERSE_AUCTION = "reverse_auction"
ADJUTANT_CALL = "adjutant_call"
DISCARD = "discard"
PLAY = "play"

PLAY_ACTIONS = MaskExpander([PlayCard(c) for c in range(DECK_STRIDE)])
DISCARD_ACTIONS = MaskExpander([Discard(c) for c in range(DECK_STRIDE)])
CALL_ACTIONS = MaskExpander([CallAdjutant(c) for c in range(DECK_STRIDE)])
#: R-VAR-13: a call of one copy, per deck (0: instance ``c``, 1: instance ``c + 54``)
DECK_CALL_ACTIONS = tuple(
    MaskExpander([CallAdjutant(c, deck) for c in range(DECK_STRIDE)]) for deck in (0, 1)
)
END_CALL = EndAdjutantCall()
DECLARE = DeclareMisdeal()
KEEP = KeepHand()
#: R-DEAL-3: a bust hand holds none of 2, 4, 10, J, Q, K, A and the joker.
BUST_BREAKERS = POINT_MASK | BIT[JOKER] | sum(BIT[make_card(s, r)] for s in SUITS for r in (2, 4))


def codes_of(hand: int) -> tuple[int, int]:
    """(``lo``, ``hi``) code masks of an instance mask: codes held at least once / twice."""
    low = hand & CODE_MASK
    high = hand >> DECK_STRIDE
    if high > CODE_MASK:  # a dream card (R-VAR-10): a code may be held three times
        dream = high >> DECK_STRIDE
        high &= CODE_MASK
        return low | high | dream, (low & high) | (low & dream) | (high & dream)
    return low | high, low & high


#: The state classes of the variant layouts (R-VAR-1..3), by ``deal_layout``; each variant
#: module registers itself (``two_player``, ``four_pile``).
LAYOUT_STATES: dict[str, type[RettlerState]] = {}


class RettlerState(RoundPlay):
    """A Rettler deal. Create it with ``deal()`` (seeded) or directly from explicit hands
    (lists of instance ids, or of codes with a second occurrence meaning the other copy)."""

    game: ClassVar[str] = "rettler"
    cards_of = staticmethod(cards_in_two_decks)
    NO_MISDEAL: ClassVar[object] = False  # a variant's deal set up at the contract

    __slots__ = (
        "_legal",
        "_legal_mask",
        "_result",
        "adjutants",
        "adjutants_bid",
        "auction",
        "auction_round",
        "bids",
        "call_decks",
        "call_used",
        "called",
        "completed",
        "count",
        "ctx",
        "dealer",
        "declarer",
        "discards",
        "early_stop",
        "entitled",
        "hand_size",
        "hands",
        "initial_hands",
        "k",
        "kitty",
        "kitty_size",
        "leader",
        "misdeal_queue",
        "opening_seat",
        "partial",
        "phase_",
        "played",
        "players",
        "point_cards_won",
        "points_by_seat",
        "revealed",
        "reverse",
        "round_codes",
        "round_plays",
        "round_rules",
        "rules",
        "seat_",
        "thresholds",
        "trump",
    )

    #: instance id -> counts as a point card (R-COMP-3); a dream card (ids 108..160) counts
    #: unless the dream version's option (b) voids it (R-VAR-10, ``DreamState``)
    point_instance: tuple[bool, ...] = IS_POINT * 3

    def __init__(
        self,
        rules: RettlerRules,
        hands: Sequence[Sequence[Card]],
        kitty: Sequence[Card],
        *,
        dealer: int = 0,
        opening_seat: int | None = None,
        check: bool = True,
        auction: bool = True,
    ) -> None:
        players = len(hands)
        if players not in rules.players:
            raise ValueError(
                f"the {rules.name} rules are for {rules.players} players, not {players} (R-COMP-5)"
            )
        self.rules = rules
        self.players = players
        self.hand_size = rules.hand_size(players)
        self.kitty_size = rules.kitty_size(players)
        self.thresholds = rules.bomb_thresholds[players]
        if check:
            hands, kitty = _instances(rules, players, hands, kitty)
        self.hands = [_mask(h) for h in hands]
        self.initial_hands = tuple(self.hands)
        self.kitty = tuple(kitty)
        self.dealer = dealer
        self.opening_seat = (dealer + 1) % players if opening_seat is None else opening_seat
        self.bids: list[tuple[int, Action]] = []
        self.auction: RettlerAuction | None = None
        self.auction_round = 1
        self.declarer = -1
        self.count = 0
        self.trump = ""
        self.adjutants_bid = 0
        self.reverse = False
        self.called: list[Card] = []
        #: per entry of ``called``: the deck of the one copy named (R-VAR-13), else None
        self.call_decks: list[int | None] = []
        self.call_used = 0
        self.adjutants: tuple[int, ...] = ()
        self.discards: list[Card] = []
        self.round_rules: RoundRules | None = None
        self.k = 0
        self.leader = -1
        self.ctx: RoundContext | None = None
        self.round_plays: list[tuple[int, tuple[Card, ...]]] = []
        self.round_codes: list[tuple[int, ...]] = []
        self.partial: list[Card] = []
        self.entitled = -1
        self.completed: list[CompletedRound] = []
        self.points_by_seat = [0] * players
        self.played = [0] * DECK_STRIDE  # copies of each code played so far (public)
        self.point_cards_won: list[list[Card]] = [[] for _ in range(players)]
        self.revealed: set[tuple[int, int]] = set()
        self.early_stop = False
        self._result: DealResult | None = None
        self._legal: list[Action] | None = None
        self._legal_mask = -1  # the legal codes of a follow, discard or call, once computed
        self.misdeal_queue: list[int] = []
        self.phase_ = AUCTION
        self.seat_ = self.opening_seat
        if not auction:  # from_contract: the auction is already over
            return
        self._begin()

    def _begin(self) -> list[Event]:
        """The first phase once the hands are known: the misdeal offers (R-DEAL-3), then the
        auction. (The four-pile deal of R-VAR-3 first lets the players choose piles.)"""
        if self.rules.misdeal:
            order = [(self.opening_seat + i) % self.players for i in range(self.players)]
            self.misdeal_queue = [
                s for s in order if not codes_of(self.hands[s])[0] & BUST_BREAKERS
            ]
        return self._offer_misdeal()

    # --- construction helpers --------------------------------------------------------
    @staticmethod
    def deck_for(rules: RettlerRules) -> list[Card]:
        """The cards of a deal: both decks, as instance ids."""
        return two_decks()

    @classmethod
    def deal(
        cls,
        rules: RettlerRules,
        players: int,
        rng: random.Random,
        *,
        dealer: int = 0,
        opening_seat: int | None = None,
    ) -> RettlerState:
        """Shuffle two decks and deal (R-DEAL-1) with ``rng``; a variant layout (R-VAR-1..3)
        is dealt by its own state class."""
        variant = LAYOUT_STATES.get(rules.deal_layout)
        if variant is not None and not issubclass(cls, variant):
            return variant.deal(rules, players, rng, dealer=dealer, opening_seat=opening_seat)
        hands, kitty = deal_cards(cls.deck_for(rules), players, rules.hand_size(players), rng)
        return cls(rules, hands, kitty, dealer=dealer, opening_seat=opening_seat, check=False)

    @classmethod
    def from_contract(
        cls,
        rules: RettlerRules,
        hands: Sequence[Sequence[Card]],
        kitty: Sequence[Card],
        *,
        declarer: int,
        count: int,
        trump: str,
        adjutants: int | None = None,
        reverse: bool = False,
        **extra: Any,
    ) -> Self:
        """A deal whose auction is over (record replay, tests): it starts at the adjutant
        call. ``adjutants`` is the number allowed (five players: 1 or 2); ``extra`` goes to
        a variant's constructor (R-VAR-8 ``team_order``, R-VAR-10 ``dream_hands``)."""
        state = cls(rules, hands, kitty, opening_seat=declarer, auction=False, **extra)
        allowed = rules.adjutants_allowed[state.players] if adjutants is None else adjutants
        state._settle(declarer, count, trump, allowed, reverse=reverse)
        return state

    def _contract_made(self, declarer: int, count: int, trump: str, reverse: bool = False) -> None:
        """The contract of a variant's deal set up at the adjutant call: no auction."""
        self.bids = []
        self.auction = None
        self._settle(declarer, count, trump, self.rules.adjutants_allowed[self.players])

    @classmethod
    def at_lead(
        cls,
        rules: RettlerRules,
        trump: str,
        hands: Sequence[Sequence[Card]],
        *,
        leader: int = 0,
        declarer: int = 0,
        count: int | None = None,
    ) -> RettlerState:
        """A play position late in a deal (endgame studies such as R-TV-ALL-1..7): every
        seat holds exactly ``hands`` (codes; a repeated code is the second copy), the rounds
        before are not recorded, and ``leader`` leads the round from trick ``N - len + 1``
        so that the shown cards are the last of the deal. ``declarer`` is the Rettler
        (bid ``count``, default the table's minimum) without adjutants; nobody holds a
        pending point request."""
        players = len(hands)
        size = len(hands[0])
        if any(len(h) != size for h in hands):
            raise ValueError("every seat must hold the same number of cards")
        codes = [[c % DECK_STRIDE for c in h] for h in hands]  # the first copy goes first
        placed = place_copies(codes, two_decks(), "R-COMP-1")[0]
        state = cls(rules, placed, (), opening_seat=declarer, check=False, auction=False)
        if not 1 <= size <= state.hand_size:
            raise ValueError(f"a hand holds 1 to {state.hand_size} cards here")
        allowed = rules.adjutants_allowed[players]
        state._settle(declarer, rules.min_bid[players] if count is None else count, trump, allowed)
        state.phase_ = PLAY
        state.k = state.hand_size - size + 1
        state.leader = state.seat_ = leader
        return state

    def dealt_event(self) -> Dealt:
        """The ``Dealt`` event that opens this deal (for the table's deal animation)."""
        return Dealt(
            self.dealer,
            tuple(tuple(cards_in_two_decks(h)) for h in self.initial_hands),
            self.kitty_size,
        )

    def copy(self) -> RettlerState:
        cls = type(self)
        other = object.__new__(cls)
        for name in cls._all_slots:
            setattr(other, name, getattr(self, name))
        for name in (
            "hands",
            "bids",
            "called",
            "call_decks",
            "discards",
            "round_plays",
            "round_codes",
            "partial",
            "completed",
            "points_by_seat",
            "misdeal_queue",
            "played",
        ):
            setattr(other, name, getattr(self, name)[:])
        other.point_cards_won = [w[:] for w in self.point_cards_won]
        other.revealed = set(self.revealed)
        if self.auction is not None:
            other.auction = self.auction.copy()
        return other

    # --- protocol (phase, current_seat, result and tricks: ContractState) --------------
    def hand(self, seat: int) -> list[Card]:
        """Seat ``seat``'s cards as instance ids."""
        return cards_in_two_decks(self.hands[seat])

    def legal_actions(self) -> list[Action]:
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        return list(legal)

    def _compute_legal(self) -> list[Action]:
        phase = self.phase_
        if phase == PLAY:
            if self.ctx is None:
                return list(self._leads(*codes_of(self.hands[self.seat_])))
            return PLAY_ACTIONS.expand(self._mask_now())
        if phase in (AUCTION, REVERSE_AUCTION):
            assert self.auction is not None
            return list(self.auction.legal())
        if phase == ADJUTANT_CALL:
            calls = CALL_ACTIONS.expand(self._mask_now())
            if self.rules.call_by_deck:  # R-VAR-13
                deck_mask = self._deck_callable_mask()
                calls += DECK_CALL_ACTIONS[0].expand(deck_mask & CODE_MASK)
                calls += DECK_CALL_ACTIONS[1].expand(deck_mask >> DECK_STRIDE)
            return [*calls, END_CALL]
        if phase == DISCARD:
            return DISCARD_ACTIONS.expand(self._mask_now())
        if phase == MISDEAL_OFFER:
            return [DECLARE, KEEP]
        return []

    def _mask_now(self) -> int:
        """The legal codes of the current follow, discard or adjutant call (memoised)."""
        mask = self._legal_mask
        if mask < 0:
            phase = self.phase_
            if phase == PLAY:
                assert self.ctx is not None
                lo, hi = codes_of(self.hands[self.seat_])
                mask = follow_mask(self.ctx, lo, hi, self.partial_codes())
            elif phase == DISCARD:
                mask = self._discard_mask()
            else:
                mask = self._callable_mask()
            self._legal_mask = mask
        return mask

    def _is_legal(self, action: Action) -> bool:
        """Whether ``action`` is among ``legal_actions()`` (without building the list)."""
        phase = self.phase_
        kind = type(action)
        if phase == PLAY and self.ctx is not None:
            # ``kind is`` instead of isinstance: this is the search's hot path
            return (
                kind is PlayCard
                and action.named_suit is None  # type: ignore[attr-defined]
                and bool(self._mask_now() >> action.card % DECK_STRIDE & 1)  # type: ignore[attr-defined]
            )
        if phase == DISCARD:
            if kind is not Discard:
                return False
            card = action.card  # type: ignore[attr-defined]
            return bool(self._mask_now() >> card % DECK_STRIDE & 1)
        if phase == ADJUTANT_CALL:
            if kind is CallAdjutant and action.deck is not None:  # type: ignore[attr-defined]
                deck = action.deck  # type: ignore[attr-defined]
                instance = action.card % DECK_STRIDE + DECK_STRIDE * deck  # type: ignore[attr-defined]
                return (
                    self.rules.call_by_deck
                    and deck in (0, 1)
                    and bool(self._deck_callable_mask() >> instance & 1)
                )
            return kind is EndAdjutantCall or (
                kind is CallAdjutant and bool(self._mask_now() >> action.card % DECK_STRIDE & 1)  # type: ignore[attr-defined]
            )
        if phase == PLAY and kind is Lead and self._legal is None and self.trump != URAKO:
            return self._is_legal_lead(action)  # type: ignore[arg-type]
        if phase in (AUCTION, REVERSE_AUCTION):
            assert self.auction is not None
            return self.auction.check(action) is None
        legal = self._legal if self._legal is not None else self._compute_legal()
        return _normalise(action) in legal

    def _is_legal_lead(self, action: Lead) -> bool:
        """Whether ``action`` is among ``_leads`` (outside Urako), without listing them."""
        assert self.round_rules is not None
        cards = action.cards
        if type(cards) is not tuple or action.trump is not None:
            return False
        named = NO_SUIT if action.named_suit is None else action.named_suit
        if named == NO_SUIT and action.named_suit is not None:
            return False  # the leads name no suit as None
        lo, hi = codes_of(self.hands[self.seat_])
        if any(c >= DECK_STRIDE for c in cards):  # as ``_normalise``: a second copy's id
            cards = tuple(c % DECK_STRIDE for c in cards)
        option = LeadOption(cards, named, action.point_request)
        left = self.hand_size - self.k + 1
        entitled = self.entitled == self.seat_
        return is_legal_lead(
            self.round_rules, self.k, lo, hi, left, self.thresholds, entitled, option
        )

    def _leads(self, lo: int, hi: int) -> list[Lead]:
        assert self.round_rules is not None
        if self.trump == URAKO:  # R-VAR-6: a trump kind is declared with every lead
            return urako.lead_actions(self, lo, hi)
        entitled = self.entitled == self.seat_
        options = lead_options(
            self.round_rules, self.k, lo, hi, self.hand_size - self.k + 1, self.thresholds, entitled
        )
        return [
            Lead(o.cards, None if o.named_suit == NO_SUIT else o.named_suit, o.point_request)
            for o in options
        ]

    def explain_illegal(self, action: Action) -> tuple[str, str] | None:
        if self.phase_ != OVER and self._is_legal(action):
            return None
        return _refusals.why_illegal(self, action)

    def apply(self, action: Action) -> list[Event]:
        if self.phase_ != OVER and self._is_legal(action):
            return self._dispatch(action)
        rule_id, reason = self.explain_illegal(action) or ("R-FOUL-1", "not allowed now")
        raise IllegalActionError(rule_id, reason)

    def view_for(self, seat: int) -> RettlerView:
        return _view.RettlerView.of(self, seat)

    # --- phases ----------------------------------------------------------------------
    def _dispatch(self, action: Action) -> list[Event]:
        """Take a legal ``action`` (not checked again here)."""
        self._legal = None
        self._legal_mask = -1
        phase = self.phase_
        if phase == PLAY:
            if isinstance(action, Lead):
                return self._lead(action)
            assert isinstance(action, PlayCard)
            return self._follow(action.card)
        if phase in (AUCTION, REVERSE_AUCTION):
            return self._auction_call(action)
        if phase == ADJUTANT_CALL:
            if isinstance(action, EndAdjutantCall):
                return self._end_call()
            assert isinstance(action, CallAdjutant)
            return self._call(action.card % DECK_STRIDE, action.deck)
        if phase == DISCARD:
            assert isinstance(action, Discard)
            return self._discard(action.card)
        if phase == MISDEAL_OFFER:
            return self._misdeal_answer(action)
        raise AssertionError(phase)

    def _misdeal_declared(self, seat: int) -> MisdealDeclared:
        return MisdealDeclared(seat, "R-DEAL-3")

    def _start_auction(self, reverse: bool = False) -> list[Event]:
        ladder = reverse_ladder(self.rules) if reverse else bid_ladder(self.rules, self.players)
        self.auction = RettlerAuction(ladder, self.players, self.opening_seat)
        self.phase_ = REVERSE_AUCTION if reverse else AUCTION
        self.seat_ = self.auction.turn
        return []

    def _auction_call(self, action: Action) -> list[Event]:
        auction = self.auction
        assert auction is not None
        seat = self.seat_
        self.bids.append((seat, action))
        events: list[Event] = [BidMade(seat, action)]
        auction.apply(action)
        if not auction.done:
            self.seat_ = auction.turn
            return events
        if auction.nobody:
            return events + self._nobody_bid()
        winner, bid = auction.winner
        if isinstance(bid, ReverseBid):
            allowed = self.rules.adjutants_allowed[self.players]
            return events + self._settle(winner, 0, bid.trump, allowed, reverse=True)
        assert isinstance(bid, Bid)
        allowed = (
            2 if isinstance(bid, TwoAdjutantBid) else self.rules.adjutants_allowed[self.players]
        )
        return events + self._settle(winner, bid.count, bid.trump, allowed)

    def _nobody_bid(self) -> list[Event]:
        """R-BID-7: the reverse auction (if on), then the Mighty holders lose (D-03), or one
        more auction when nobody holds the Mighty, then a redeal (D-04)."""
        if self.phase_ == AUCTION and self.rules.reverse_all_take:
            return self._start_auction(reverse=True)
        if self.auction_round == 2:
            return [self._end_without_play("redeal", "R-BID-7")]
        holders = [s for s in range(self.players) if codes_of(self.hands[s])[0] & BIT[MIGHTY]]
        if holders:
            scores = nobody_bid_scores(self.rules, self.players, holders)
            self.phase_ = OVER
            self._result = DealResult(
                "mighty_holders_lose",
                tuple(scores),
                {"rule_id": "R-BID-7", "mighty_holders": holders},
            )
            return [DealEnded(self._result, self._revealed())]
        self.auction_round = 2
        return [AuctionRestarted("R-BID-7"), *self._start_auction()]

    def _settle(
        self, declarer: int, count: int, trump: str, allowed: int, *, reverse: bool = False
    ) -> list[Event]:
        self.declarer = declarer
        self.count = count
        self.trump = trump
        self.adjutants_bid = 1 if trump == URAKO else allowed  # R-VAR-6: one adjutant
        self.reverse = reverse
        self.round_rules = RoundRules.for_contract(self.rules, trump, self.hand_size)
        self.phase_ = ADJUTANT_CALL
        self.seat_ = declarer
        return [ContractSettled(declarer, count, trump, allowed, False, reverse)]

    # --- adjutant call and kitty (R-ADJ, R-KIT) ----------------------------------------
    def call_basis(self) -> int:
        """The instances R-ADJ-3 counts as the Rettler's: his hand at the moment of calling
        (R-VAR-5 overrides it with what he can see)."""
        return self.hands[self.declarer]

    def _callable_mask(self) -> int:
        """R-ADJ-3: codes whose call keeps the most possible adjutants within the limit."""
        lo, hi = codes_of(self.call_basis())
        left = min(self.players - 1, self.adjutants_bid) - self.call_used
        mask = CODE_MASK
        if left < 2:
            mask &= hi if left <= 0 else lo  # outside copies: 2 - held
        named = self.called_mask
        return mask & ~((named | named >> DECK_STRIDE) & CODE_MASK)

    def _deck_callable_mask(self) -> int:
        """R-VAR-13: the instances whose call by deck keeps R-ADJ-3 (each named copy counts
        1 unless the Rettler holds it); neither an instance already named nor a copy of a
        code named as a whole."""
        basis = self.call_basis()
        left = min(self.players - 1, self.adjutants_bid) - self.call_used
        mask = (1 << 2 * DECK_STRIDE) - 1 if left >= 1 else basis
        return mask & ~self.called_mask

    def _call(self, code: Card, deck: int | None = None) -> list[Event]:
        basis = self.call_basis()
        self.called.append(code)
        self.call_decks.append(deck)
        if deck is None:
            self.call_used += 2 - (basis >> code & 1) - (basis >> code + DECK_STRIDE & 1)
        else:
            instance = code + DECK_STRIDE * deck
            self.call_used += 1 - (basis >> instance & 1)
        return [AdjutantCalled(self.declarer, code, deck)]

    def _end_call(self) -> list[Event]:
        self.hands[self.declarer] |= _mask(self.kitty)  # R-KIT-1
        self.phase_ = DISCARD
        return [KittyTaken(self.declarer, self.kitty)]

    def _discard_mask(self) -> int:
        lo, _ = codes_of(self.hands[self.declarer])
        if self.reverse:  # R-KIT-3
            still = self.kitty_size - len(self.discards)
            others = self.hands[self.declarer] & ~(POINT_MASK | POINT_MASK << DECK_STRIDE)
            if others.bit_count() >= still:
                return codes_of(others)[0]
        return lo

    def _discard(self, card: Card) -> list[Event]:
        instance = self._take(self.declarer, card)
        self.discards.append(instance)
        face_up = IS_POINT[instance % DECK_STRIDE]  # R-KIT-2
        events: list[Event] = [Discarded(self.declarer, instance, face_up)]
        if len(self.discards) == self.kitty_size:
            events.extend(self._start_play())
        return events

    def _start_play(self) -> list[Event]:
        """R-ADJ-2: every other player holding a called code is an adjutant."""
        called = self.called_mask
        self.adjutants = tuple(
            s for s in range(self.players) if s != self.declarer and self.hands[s] & called
        )
        self.phase_ = PLAY
        self.k = 1
        self.leader = self.seat_ = self.declarer  # R-PLAY-1
        return []


def _mask(cards: Sequence[Card]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def _normalise(action: Action) -> Action:
    """Actions name codes; an instance id (second copy) stands for its code."""
    if isinstance(action, PlayCard) and action.card >= DECK_STRIDE:
        return PlayCard(action.card % DECK_STRIDE)
    if isinstance(action, Discard) and action.card >= DECK_STRIDE:
        return Discard(action.card % DECK_STRIDE)
    if isinstance(action, CallAdjutant) and action.card >= DECK_STRIDE:
        return CallAdjutant(action.card % DECK_STRIDE, action.deck)
    if isinstance(action, Lead) and any(c >= DECK_STRIDE for c in action.cards):
        return Lead(
            tuple(c % DECK_STRIDE for c in action.cards),
            action.named_suit,
            action.point_request,
            action.trump,
        )
    return action


def _instances(
    rules: RettlerRules, players: int, hands: Sequence[Sequence[Card]], kitty: Sequence[Card]
) -> tuple[list[list[Card]], list[Card]]:
    """Check a deal (R-COMP-1, R-DEAL-1) and give each card its own instance id."""
    hand_size, kitty_size = rules.deal_sizes[players]
    if any(len(h) != hand_size for h in hands) or len(kitty) != kitty_size:
        raise ValueError(
            f"{players} players hold {hand_size} cards each and the kitty {kitty_size} (R-DEAL-1)"
        )
    *hands_placed, kitty_placed = place_copies([*hands, kitty], two_decks(), "R-COMP-1")[0]
    return hands_placed, kitty_placed


__all__ = ["CompletedRound", "RettlerState", "codes_of"]
