"""One deal of Napoleon as a state machine (napoleon.md §3-§13).

Phases in order: ``misdeal_offer`` (only when a hand qualifies, N-MIS), ``auction`` (or the
``responsibility_stand`` / ``reverse_auction`` paths of N-BID-13/16), ``adjutant_call``,
``discard``, ``play``, ``over``. Hands are int bitmasks; the state copies cheaply.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, ClassVar

from ...actions import (
    Action,
    Bid,
    CallAdjutant,
    DeclareMisdeal,
    Discard,
    KeepHand,
    Pass,
    PlayCard,
    ReverseBid,
)
from ...cards import (
    BIT,
    IS_POINT,
    JOKER,
    JOKER_BIT,
    MIGHTY,
    POINT_MASK,
    SUITS,
    Card,
    MaskExpander,
    card_code,
    card_label,
    cards_in,
    deal_cards,
    make_card,
    mask_of,
    napoleon_deck,
)
from ...contract import MISDEAL_OFFER, ContractState
from ...core import OVER, DealResult
from ...errors import IllegalActionError
from ...events import (
    AdjutantCalled,
    AdjutantRevealed,
    BidMade,
    CardPlayed,
    ContractSettled,
    DealEnded,
    Dealt,
    Discarded,
    Event,
    KittyRevealed,
    KittyTaken,
    MisdealDeclared,
    TrickWon,
)
from ...text import said
from ..family.auction import OpenAuction
from ..family.tricks import DealRules
from . import urako
from .auction import StandThenRaise, bid_ladder, reverse_ladder
from .params import URAKO, NapoleonRules
from .scoring import deal_scores, score_fixed
from .view import CompletedTrick, Contract, NapoleonView

AUCTION = "auction"
REVERSE_AUCTION = "reverse_auction"
RESPONSIBILITY_STAND = "responsibility_stand"
ADJUTANT_CALL = "adjutant_call"
DISCARD = "discard"
PLAY = "play"

# Pre-built actions: the hot path hands these out instead of building new objects.
PLAY_ACTIONS = MaskExpander([PlayCard(c) for c in range(54)])
JOKER_NAMING: tuple[PlayCard, ...] = tuple(PlayCard(JOKER, s) for s in SUITS)
DISCARD_ACTIONS = MaskExpander([Discard(c) for c in range(54)])
CALL_ACTIONS = MaskExpander([CallAdjutant(c) for c in range(54)])
DECLARE = DeclareMisdeal()
KEEP = KeepHand()

#: N-MIS-1: a bust hand holds none of 2, 4, 10, J, Q, K, A and the joker.
BUST_BREAKERS = POINT_MASK | JOKER_BIT | mask_of(make_card(s, r) for s in SUITS for r in (2, 4))
CLUB_TEN = make_card(3, 10)


#: The state classes of the variant layouts (N-VAR), by ``deal_layout``; each variant
#: module registers its class here on import.
LAYOUT_STATES: dict[str, type[NapoleonState]] = {}


class NapoleonState(ContractState):
    """A Napoleon deal. Create it with ``deal()`` (seeded) or directly from explicit hands."""

    game: ClassVar[str] = "napoleon"
    cards_of = staticmethod(cards_in)
    NO_MISDEAL: ClassVar[object] = "none"  # a variant's deal set up at the contract

    __slots__ = (
        "_legal_mask",
        "_result",
        "adjutant_cards",
        "adjutants",
        "auction",
        "auction_round",
        "bids",
        "completed",
        "count",
        "deal_rules",
        "dealer",
        "declared_trump",
        "declarer",
        "discard_face_up",
        "discards",
        "early_stop",
        "forced",
        "hand_size",
        "hands",
        "initial_hands",
        "k",
        "kitty",
        "kitty_public",
        "kitty_size",
        "leader",
        "misdeal_queue",
        "named_mask",
        "named_suit",
        "opening_seat",
        "phase_",
        "players",
        "point_cards_won",
        "points_by_seat",
        "revealed",
        "reverse",
        "rules",
        "seat_",
        "traitors",
        "trick",
        "trick_seats",
        "trump",
    )

    def __init__(
        self,
        rules: NapoleonRules,
        hands: Sequence[Sequence[Card]],
        kitty: Sequence[Card],
        *,
        dealer: int = 0,
        opening_seat: int | None = None,
        check: bool = True,
    ) -> None:
        players = len(hands)
        if players not in rules.players:
            raise ValueError(
                f"the {rules.name} rules are for {rules.players} players, not {players} (N-COMP-6)"
            )
        self.rules = rules
        self.players = players
        self.hand_size = rules.hand_size(players)
        self.kitty_size = rules.kitty_size(players)
        if check:
            self._check_deal(hands, kitty)
        self.dealer = dealer

        self.opening_seat = (dealer + 1) % players if opening_seat is None else opening_seat
        self.hands = [mask_of(h) for h in hands]
        self.initial_hands = tuple(self.hands)
        self.kitty = tuple(kitty)
        self.kitty_public = False
        self.bids: list[tuple[int, Action]] = []
        self.auction: OpenAuction | StandThenRaise | None = None
        self.auction_round = 1
        self.declarer = -1
        self.count = 0
        self.trump = ""
        self.reverse = False
        self.forced = False
        self.adjutant_cards: list[Card] = []
        self.named_mask = 0
        self.adjutants: tuple[int, ...] = ()
        self.traitors: tuple[int, ...] = ()
        self.discards: list[Card] = []
        self.discard_face_up = 0
        self.deal_rules: DealRules | None = None
        self.k = 0
        self.leader = -1
        self.trick: list[Card] = []
        self.trick_seats: list[int] = []
        self.named_suit = -1
        self.declared_trump = ""  # N-VAR-7: the kind an Urako leader declared for this trick
        self.completed: list[CompletedTrick] = []
        self.points_by_seat = [0] * players
        self.point_cards_won = [0] * players  # bitmask per seat
        self.revealed: list[Card] = []
        self.early_stop = False
        self._result: DealResult | None = None
        self._legal_mask = -1  # legal plays of the current position, once computed
        self.misdeal_queue: list[int] = []
        self._begin()

    def _begin(self) -> list[Event]:
        """The first phase once the hands are known: the misdeal offers (N-MIS-3), then the
        auction. (The four-pile deal of N-VAR-3 first lets the players choose piles.)"""
        rules, players = self.rules, self.players
        if rules.misdeal != "none":
            breakers = BUST_BREAKERS if rules.misdeal == "bust_hand" else POINT_MASK
            order = [(self.opening_seat + i) % players for i in range(players)]
            self.misdeal_queue = [s for s in order if not self.hands[s] & breakers]
        return self._offer_misdeal()

    def _check_deal(self, hands: Sequence[Sequence[Card]], kitty: Sequence[Card]) -> None:
        if any(len(h) != self.hand_size for h in hands) or len(kitty) != self.kitty_size:
            raise ValueError(
                f"{self.players} players hold {self.hand_size} cards each and the "
                f"kitty {self.kitty_size} (N-DEAL-2)"
            )
        all_cards = [c for h in hands for c in h] + list(kitty)
        if len(set(all_cards)) != len(all_cards) or set(all_cards) != set(
            napoleon_deck(not self.rules.no_joker)
        ):
            raise ValueError("the hands and the kitty must hold every card exactly once (N-COMP-1)")

    # --- construction helpers --------------------------------------------------------
    @staticmethod
    def deck_for(rules: NapoleonRules) -> list[Card]:
        """The cards of a deal: 53, or 52 without the joker."""
        return napoleon_deck(not rules.no_joker)

    @classmethod
    def deal(
        cls,
        rules: NapoleonRules,
        players: int,
        rng: random.Random,
        *,
        dealer: int = 0,
        opening_seat: int | None = None,
    ) -> NapoleonState:
        """Shuffle and deal (N-DEAL-1/2) with ``rng``; a variant layout (N-VAR) is dealt by
        its own state class."""
        if rules.deal_layout == "four_pile_three":
            from . import four_pile  # noqa: F401  (N-VAR-3 registers its state on import)
        variant = LAYOUT_STATES.get(rules.deal_layout)
        if variant is not None and not issubclass(cls, variant):
            return variant.deal(rules, players, rng, dealer=dealer, opening_seat=opening_seat)

        if cls is NapoleonState and (rules.blind_stand or rules.imperialism):
            # N-VAR-5/6 deal as book, then add what they change (face-up cards, the leader)
            from ...registry import DealSetup
            from .blind import BlindStandState
            from .imperialist import ImperialistState

            if rules.imperialism:
                opening = (dealer + 1) % players if opening_seat is None else opening_seat
                setup = DealSetup(dealer, opening)
                return ImperialistState.deal_unseen(rules, players, rng, setup)
            return BlindStandState.deal_blind(
                rules, players, rng, dealer=dealer, opening_seat=opening_seat
            )
        hands, kitty = deal_cards(cls.deck_for(rules), players, rules.hand_size(players), rng)
        return cls(rules, hands, kitty, dealer=dealer, opening_seat=opening_seat, check=False)

    @classmethod
    def from_contract(
        cls,
        rules: NapoleonRules,
        hands: Sequence[Sequence[Card]],
        kitty: Sequence[Card],
        *,
        declarer: int,
        count: int,
        trump: str,
        reverse: bool = False,
    ) -> NapoleonState:
        """A deal whose auction is already over (record replay, tests, puzzles): it starts
        at the adjutant call."""
        if trump == URAKO and (count != 20 or reverse):
            raise ValueError("urako is a contract at 20 only, never reverse (N-VAR-7)")
        if rules.deal_layout == "four_pile_three" and cls is NapoleonState:
            from .four_pile import FourPileState  # N-VAR-3

            return FourPileState.from_hands(
                rules, hands, kitty, declarer=declarer, count=count, trump=trump, reverse=reverse
            )
        state = cls.__new__(cls)
        cls.__init__(
            state, rules.model_copy(update={"misdeal": "none"}), hands, kitty, opening_seat=declarer
        )
        state.rules = rules
        state._contract_made(declarer, count, trump, reverse)
        return state

    def _contract_made(self, declarer: int, count: int, trump: str, reverse: bool = False) -> None:
        """The contract of a deal set up at the contract (record replay, tests, puzzles)."""
        self._settle(declarer, count, trump, reverse=reverse, forced=False)

    def dealt_event(self) -> Dealt:
        """The ``Dealt`` event that opens this deal (for the table's deal animation)."""
        return Dealt(
            self.dealer, tuple(tuple(cards_in(h)) for h in self.initial_hands), self.kitty_size
        )

    def copy(self) -> NapoleonState:
        # type(self): a variant's subclass (N-VAR) copies its own mutable fields after this
        other = object.__new__(type(self))
        for name in self._all_slots:
            setattr(other, name, getattr(self, name))
        other.hands = self.hands[:]
        other.bids = self.bids[:]
        other.adjutant_cards = self.adjutant_cards[:]
        other.discards = self.discards[:]
        other.trick = self.trick[:]
        other.trick_seats = self.trick_seats[:]
        other.completed = self.completed[:]
        other.points_by_seat = self.points_by_seat[:]
        other.point_cards_won = self.point_cards_won[:]
        other.revealed = self.revealed[:]
        other.misdeal_queue = self.misdeal_queue[:]
        if self.auction is not None:
            other.auction = self.auction.copy()
        return other

    # --- protocol (phase, current_seat, result and tricks: ContractState) --------------
    def hand(self, seat: int) -> list[Card]:
        return cards_in(self.hands[seat])

    def legal_actions(self) -> Sequence[Action]:
        phase = self.phase_
        if phase == PLAY:
            if not self.trick and self.trump == URAKO:
                return urako.lead_actions(self)  # N-VAR-7: every (card, kind) pair
            assert self.deal_rules is not None
            mask = self._legal_mask
            if mask < 0:
                mask = self._legal_mask = self.deal_rules.legal_mask(
                    self.hands[self.seat_], self.trick, self.k, self.named_suit
                )
            if (
                not self.trick
                and mask & JOKER_BIT
                and self.deal_rules.joker_lead_needs_suit(self.k)
            ):
                return PLAY_ACTIONS.expand(mask & ~JOKER_BIT) + list(JOKER_NAMING)
            return PLAY_ACTIONS.expand(mask)
        if phase in (AUCTION, REVERSE_AUCTION):
            assert self.auction is not None
            return self.auction.legal()
        if phase == DISCARD:
            return DISCARD_ACTIONS.expand(self._discard_mask())
        if phase == ADJUTANT_CALL:
            return CALL_ACTIONS.expand(self._callable_mask())
        if phase == RESPONSIBILITY_STAND:
            low = self.rules.min_bid[self.players]
            kinds = reversed(self.rules.trump_priority)
            return [Bid(low, k) for k in kinds if k != URAKO or low == 20]  # N-VAR-7
        if phase == MISDEAL_OFFER:
            return [DECLARE, KEEP]
        return []

    def explain_illegal(self, action: Action) -> tuple[str, str] | None:
        phase = self.phase_
        if phase == OVER:
            return "N-END-2", said("the deal is over")
        if phase == PLAY:
            if not isinstance(action, PlayCard):
                return "N-PLAY-1", said("it is time to play a card")
            if self.trump == URAKO and not self.trick:
                return urako.explain_lead(self, action)
            if action.trump is not None:
                if self.trump == URAKO:
                    return "N-VAR-7", said("only the leader declares the trick's trump kind")
                return "N-VAR-7", said("a trump kind is declared with the lead only in Urako")
            assert self.deal_rules is not None
            dr = self.deal_rules
            hand = self.hands[self.seat_]
            mask = dr.legal_mask(hand, self.trick, self.k, self.named_suit)
            if not mask & BIT[action.card]:
                return dr.why_illegal(hand, self.trick, self.k, self.named_suit, action.card)
            needs_name = (
                not self.trick and action.card == JOKER and dr.joker_lead_needs_suit(self.k)
            )
            if needs_name and action.named_suit is None:
                return "N-PLAY-4", said("leading the joker here, you must name a suit")
            if not needs_name and action.named_suit is not None:
                return "N-PLAY-4", said("no suit is named with this card")
            return None
        if phase in (AUCTION, REVERSE_AUCTION):
            assert self.auction is not None
            if phase == REVERSE_AUCTION and isinstance(action, Bid):
                return "N-BID-16", said("only reverse all-take bids are possible now")
            return self.auction.check(action)
        if phase == DISCARD:
            if not isinstance(action, Discard):
                return "N-KIT-2", said("discard one card at a time")
            if not self.hands[self.declarer] & BIT[action.card]:
                label = card_label(action.card)
                return "N-FOUL-1", said("{card} is not in your hand", card=label)
            if not self._discard_mask() & BIT[action.card]:
                rule = "N-KIT-5" if self.reverse else "N-KIT-3"
                return rule, said("point cards may not be discarded while you have other cards")
            return None
        if phase == ADJUTANT_CALL:
            if not isinstance(action, CallAdjutant):
                return "N-ADJ-1", said("name the adjutant card")
            if action.card in self.adjutant_cards:
                return "N-ADJ-1", said("name two different cards")
            if not self._callable_mask() & BIT[action.card]:
                label = card_label(action.card)
                return "N-ADJ-2", said("{card} cannot be named", card=label)
            return None
        if phase == RESPONSIBILITY_STAND:
            if action in self.legal_actions():
                return None
            least = self.rules.min_bid[self.players]
            return "N-BID-13", said(
                "nobody bid: the Mighty holder must bid {count} with a trump of his choice",
                count=least,
            )
        if phase == MISDEAL_OFFER:
            if isinstance(action, DeclareMisdeal | KeepHand):
                return None
            return "N-MIS-3", said("first declare the bust hand or keep it")
        return "N-END-2", said("no action is possible")

    def apply(self, action: Action) -> list[Event]:
        phase = self.phase_
        if (
            phase == PLAY
            and type(action) is PlayCard
            and action.trump is None
            and (self.trick or self.trump != URAKO)  # an Urako lead declares a kind (N-VAR-7)
        ):
            assert self.deal_rules is not None
            card = action.card
            mask = self._legal_mask
            if mask < 0:
                mask = self.deal_rules.legal_mask(
                    self.hands[self.seat_], self.trick, self.k, self.named_suit
                )
            if mask & BIT[card]:
                needs_name = (
                    card == JOKER
                    and not self.trick
                    and self.deal_rules.joker_lead_needs_suit(self.k)
                )
                if needs_name == (action.named_suit is not None):
                    return self._play(card, action.named_suit)
        else:
            problem = self.explain_illegal(action)
            if problem is None:
                return self._dispatch(action)
        rule_id, reason = self.explain_illegal(action) or ("N-FOUL-1", "not allowed now")
        raise IllegalActionError(rule_id, reason)

    def view_for(self, seat: int) -> NapoleonView:
        return NapoleonView.of(self, seat)

    # --- phases ----------------------------------------------------------------------
    def _dispatch(self, action: Action) -> list[Event]:
        phase = self.phase_
        if phase == PLAY:
            assert isinstance(action, PlayCard)
            events: list[Event] = []
            if action.trump is not None:  # N-VAR-7
                events.append(urako.declare(self, action.trump))
            return events + self._play(action.card, action.named_suit)
        if phase in (AUCTION, REVERSE_AUCTION):
            return self._auction_call(action)
        if phase == DISCARD:
            assert isinstance(action, Discard)
            return self._discard(action.card)
        if phase == ADJUTANT_CALL:
            assert isinstance(action, CallAdjutant)
            return self._call_adjutant(action.card)
        if phase == RESPONSIBILITY_STAND:
            assert isinstance(action, Bid)
            seat = self.seat_
            self.bids.append((seat, action))
            return [
                BidMade(seat, action),
                *self._settle(seat, action.count, action.trump, forced=True),
            ]
        if phase == MISDEAL_OFFER:
            return self._misdeal_answer(action)
        raise AssertionError(phase)

    def _misdeal_declared(self, seat: int) -> MisdealDeclared:
        rule = "N-MIS-1" if self.rules.misdeal == "bust_hand" else "N-MIS-2"
        shown = tuple(cards_in(self.hands[seat])) if self.rules.misdeal_shows_hand else None
        return MisdealDeclared(seat, rule, shown)

    def _start_auction(self) -> list[Event]:
        rules = self.rules
        if rules.auction == "stand_then_raise":
            self.auction = StandThenRaise(rules, self.players, self.opening_seat)
        else:
            self.auction = OpenAuction(
                bid_ladder(rules, self.players), self.players, self.opening_seat
            )
        self.phase_ = AUCTION
        self.seat_ = self.auction.turn
        return []

    def _auction_call(self, action: Action) -> list[Event]:
        auction = self.auction
        assert auction is not None
        seat = self.seat_
        self.bids.append((seat, action))
        events: list[Event] = [BidMade(seat, action)]
        dropped = auction.apply(action)
        if dropped:
            events.extend(BidMade(s, Pass()) for s in dropped)
            self.bids.extend((s, Pass()) for s in dropped)
        if not auction.done:
            self.seat_ = auction.turn
            return events
        if not auction.nobody:
            winner, bid = auction.winner
            if isinstance(bid, ReverseBid):
                return events + self._settle(winner, 0, bid.trump, reverse=True)
            assert isinstance(bid, Bid)
            return events + self._settle(winner, bid.count, bid.trump)
        return events + self._nobody_bid()

    def _nobody_bid(self) -> list[Event]:
        """N-BID-13/14/15: what happens when an auction ends without a bid."""
        rules = self.rules
        # N-BID-16 (N-OPT-11, N-VAR-8): the reverse auction comes first on every preset
        if self.phase_ == AUCTION and self.auction_round == 1 and rules.reverse_all_take:
            self.phase_ = REVERSE_AUCTION
            self.auction = OpenAuction(reverse_ladder(rules), self.players, self.opening_seat)
            self.seat_ = self.auction.turn
            return []
        if rules.no_bid == "annul":  # N-BID-15
            return [self._end_without_play("annulled", "N-BID-15")]
        if self.auction_round == 2:  # N-BID-13 step 4
            return [self._end_without_play("redeal", "N-BID-13")]
        if (holder := self._mighty_owner()) >= 0:  # step 2: responsibility stand
            self.phase_ = RESPONSIBILITY_STAND
            self.seat_ = holder
            return []
        return self._mighty_unheld()

    def _mighty_owner(self) -> int:
        """The seat that sees the Mighty among its own cards, else -1 (N-BID-13 step 2)."""
        return next((s for s in range(self.players) if self.hands[s] & BIT[MIGHTY]), -1)

    def _mighty_unheld(self) -> list[Event]:
        """N-BID-13 step 3: the Mighty is in the kitty: turn it up and bid once more."""
        self.kitty_public = True
        self.auction_round = 2
        return [KittyRevealed(self.kitty), *self._start_auction()]

    def _settle(
        self, declarer: int, count: int, trump: str, *, reverse: bool = False, forced: bool = False
    ) -> list[Event]:
        self.declarer = declarer
        self.count = count
        self.trump = trump
        self.reverse = reverse
        self.forced = forced
        self.deal_rules = DealRules.for_contract(self.rules, trump, self.hand_size)
        self.phase_ = ADJUTANT_CALL
        self.seat_ = declarer
        if trump == URAKO:  # N-VAR-7: no adjutant may be called; straight to the kitty
            return [
                ContractSettled(declarer, count, trump, 0, forced, reverse),
                *self._take_kitty(),
            ]
        return [
            ContractSettled(
                declarer, count, trump, self.rules.adjutants_for(self.players), forced, reverse
            )
        ]

    def _callable_mask(self) -> int:
        mask = (1 << 52) - 1 | (0 if self.rules.no_joker else JOKER_BIT)
        if not self.rules.allow_own_adjutant_card:
            mask &= ~self.hands[self.declarer]
        for c in self.adjutant_cards:
            mask &= ~BIT[c]
        return mask

    def _call_adjutant(self, card: Card) -> list[Event]:
        self.adjutant_cards.append(card)
        self.named_mask |= BIT[card]
        events: list[Event] = [AdjutantCalled(self.declarer, card)]
        if len(self.adjutant_cards) < self.rules.adjutants_for(self.players):
            return events
        return events + self._take_kitty()

    def _take_kitty(self) -> list[Event]:
        # N-KIT-1: the declarer takes the kitty
        self.hands[self.declarer] |= mask_of(self.kitty)
        self.phase_ = DISCARD
        return [KittyTaken(self.declarer, self.kitty, self.kitty_public)]

    def _discard_mask(self) -> int:
        hand = self.hands[self.declarer]
        if self.rules.discard_ban == "point_cards" or self.reverse:  # N-KIT-3, N-KIT-5
            others = hand & ~POINT_MASK
            still = self.kitty_size - len(self.discards)
            if others.bit_count() >= still:
                return others
        return hand

    def _discard(self, card: Card) -> list[Event]:
        self.hands[self.declarer] &= ~BIT[card]
        self.discards.append(card)
        face_up = bool(POINT_MASK & BIT[card])
        if self.rules.discard_face_up == "point_and_trump_cards":
            assert self.deal_rules is not None
            face_up = face_up or bool(self.deal_rules.trump_suit_mask & BIT[card])
        if face_up:
            self.discard_face_up |= BIT[card]
        events: list[Event] = [Discarded(self.declarer, card, face_up)]
        if len(self.discards) == self.kitty_size:
            events.extend(self._start_play())
        return events

    def _start_play(self) -> list[Event]:
        declarer = self.declarer
        adjutants: list[int] = []
        traitors: list[int] = []
        for card in self.adjutant_cards:
            holder = next((s for s in range(self.players) if self.hands[s] & BIT[card]), -1)
            if holder < 0 or holder == declarer or holder in adjutants or holder in traitors:
                continue  # N-ADJ-5: only (kitty, own hand, discards); one player, one role
            holds_ten = card == CLUB_TEN or self.hands[holder] & BIT[CLUB_TEN]
            if self.rules.club10_traitor and holds_ten:
                traitors.append(holder)  # N-OPT-7
            else:
                adjutants.append(holder)
        self.adjutants = tuple(adjutants)
        self.traitors = tuple(traitors)
        self.phase_ = PLAY
        self.k = 1
        self.leader = declarer  # N-PLAY-1
        self.seat_ = declarer
        events: list[Event] = []
        for card in self.adjutant_cards:  # N-INFO-3: a named card among face-up discards
            if self.discard_face_up & BIT[card]:
                self.revealed.append(card)
                events.append(AdjutantRevealed(declarer, card, True))
        return events

    def _play(self, card: Card, named_suit: int | None) -> list[Event]:
        seat = self.seat_
        self._legal_mask = -1
        self.hands[seat] &= ~BIT[card]
        if not self.trick and named_suit is not None:
            self.named_suit = named_suit
        self.trick.append(card)
        self.trick_seats.append(seat)
        events: list[Event] = [CardPlayed(seat, card, self.k, named_suit)]
        if self.named_mask & BIT[card] and card not in self.revealed:
            self.revealed.append(card)
            events.append(AdjutantRevealed(seat, card, seat == self.declarer))
        if len(self.trick) < self.players:
            self.seat_ = (seat + 1) % self.players
            return events
        events.append(self._finish_trick())
        if self.k > self.hand_size or self.early_stop:
            events.append(self.finish())
        return events

    def _finish_trick(self) -> Event:
        assert self.deal_rules is not None
        dr = self.deal_rules
        cards = self.trick
        outcome = dr.trick_winner(cards, self.k, self.named_suit)
        winner = self.trick_seats[outcome.position]
        points = 0
        for c in cards:
            if IS_POINT[c]:
                points |= BIT[c]
        if points:
            self.point_cards_won[winner] |= points
            self.points_by_seat[winner] += points.bit_count()
            point_cards: tuple[Card, ...] = tuple(cards_in(points))
        else:
            point_cards = ()
        plays = tuple(zip(self.trick_seats, cards, strict=True))
        declared = self.declared_trump
        self.completed.append(
            CompletedTrick(
                self.k,
                self.trick_seats[0],
                plays,
                winner,
                self.named_suit,
                outcome.reason,
                declared,
            )
        )
        event = TrickWon(
            self.k,
            winner,
            plays,
            outcome.reason,
            outcome.rule_id,
            point_cards,
            dr.notes_by_trick[self.k],
            declared,
        )
        if declared:  # N-VAR-7: the next leader declares anew
            urako.end_trick(self)
        self.trick = []
        self.trick_seats = []
        self.named_suit = -1
        self.leader = self.seat_ = winner
        if self.k < self.hand_size and self._decided_early():
            self.early_stop = True  # N-END-6
        self.k += 1
        return event

    def _decided_early(self, totals: tuple[int, int] | None = None) -> bool:
        """N-END-6 with the point cards so far, or with ``totals`` (side, coalition)."""
        if not self.rules.stop_when_decided:
            return False
        side, coalition = totals or self.side_totals()
        remaining = 20 - side - coalition - self.points_out_of_play()
        return score_fixed(
            self.rules,
            self.count,
            side,
            coalition,
            remaining,
            reverse=self.reverse,
            players=self.players,
        )

    # --- results ---------------------------------------------------------------------
    def out_of_play(self) -> int:
        """The cards (a mask) that never come into play and that no seat sees before the
        end: the nine left of the unused pile in the four-pile deal (N-VAR-3)."""
        return 0

    def points_out_of_play(self) -> int:
        return (self.out_of_play() & POINT_MASK).bit_count()

    def discarded_points(self) -> int:
        return (mask_of(self.discards) & POINT_MASK).bit_count()

    def _revealed(self) -> dict[str, Any]:
        return {**super()._revealed(), "traitors": list(self.traitors)}

    def finish(self) -> Event:
        """End the deal and score it (called after the last trick or an early stop)."""
        side, coalition = self.side_totals()
        count = self.count
        if self.reverse:  # N-END-4
            made, all_take = side == 0, False
        else:
            all_take = self.rules.all_take and coalition == 0 and count < 20  # N-END-3
            made = side >= count and not all_take
        scores = deal_scores(
            self.rules,
            self.players,
            self.declarer,
            self.adjutants,
            made,
            count,
            side,
            all_take=all_take,
            reverse=self.reverse,
        )
        detail = {
            "declarer": self.declarer,
            "contract": Contract(
                self.declarer, count, self.trump, self.reverse, self.forced
            ).to_json(),
            "adjutant_cards": [card_code(c) for c in self.adjutant_cards],
            "adjutants": list(self.adjutants),
            "traitors": list(self.traitors),
            "only": not self.adjutants,
            "point_cards": list(self.points_by_seat),
            "side_totals": {"declarer_side": side, "coalition": coalition},
            "discarded_points": self.discarded_points(),
            "all_take": all_take,
            "tricks_played": len(self.completed),
            "early_stop": self.early_stop,
        }
        outcome = "declarer_side_wins" if made else "coalition_wins"
        self._result = DealResult(outcome, tuple(scores), detail)
        self.phase_ = OVER
        return DealEnded(self._result, self._revealed())

    # --- misc ------------------------------------------------------------------------
    def describe_contract(self) -> str:
        if self.declarer < 0:
            return "no contract yet"
        label = self.rules.trump_label(self.trump)
        if self.reverse:
            return f"reverse all-take {label}"
        return f"{label} {self.count}"
