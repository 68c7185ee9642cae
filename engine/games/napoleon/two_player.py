"""Two-player Napoleon (napoleon.md §16 N-VAR-1 and N-VAR-2; seed [B 6.1.1], [B 6.1.2]).

Both variants are ``NapoleonState`` subclasses: the auction, the trick rules, the scoring and
the records are Napoleon's; what changes is how the cards reach the players.

* ``TableauState`` (N-VAR-1, ``deal_layout`` ``two_player_tableau``): each player has five
  piles of three cards in front of him (bottom face up, middle face down, top face up), a
  hand of nine and a kitty of five. ``hands[seat]`` holds the cards the seat may play — its
  hand plus the tops of its piles — so following suit "with those only" is the ordinary
  N-PLAY-3 test on that mask; ``tops[seat]`` tells the pile tops apart from the hand. Playing
  a top makes the card below it the new top, turned face up if it lay face down
  (``PileCardTurned``). The Napoleon takes the kitty and discards hand cards only.
* ``DrawState`` (N-VAR-2, ``two_player_draw``): three face-down piles of five; the player
  after the dealer takes one as his hand, then the other player one of the two left; the
  third stays face down, unused; the other 38 cards are the stock. After every trick the
  winner, then the loser, draws one card (``CardDrawn``) until the stock is empty.

There is no adjutant (the seed's footnote: "naturally there is no adjutant"): the contract
goes straight to the kitty (N-VAR-1) or to the play (N-VAR-2). Both deals last 24 tricks.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, fields
from typing import Any

from ...actions import Action, ChoosePile, Discard, PlayCard
from ...cards import (
    BIT,
    MIGHTY,
    POINT_MASK,
    Card,
    card_code,
    card_label,
    cards_in,
    mask_of,
    napoleon_deck,
)
from ...events import (
    CardDrawn,
    Dealt,
    Event,
    KittyTaken,
    PileCardTurned,
    PileChosen,
    TableauDealt,
)
from ...text import said
from .params import PILE_DEPTH, TABLEAU_PILES, NapoleonRules
from .state import (
    AUCTION,
    BUST_BREAKERS,
    DISCARD,
    LAYOUT_STATES,
    PLAY,
    RESPONSIBILITY_STAND,
    NapoleonState,
)
from .view import NapoleonView

TABLEAU = "two_player_tableau"
DRAW = "two_player_draw"
#: N-VAR-2: the phase in which the players take their piles (before the auction).
CHOOSE_PILE = "choose_pile"
#: N-VAR-2: three piles are dealt; two become hands, one stays unused.
DRAW_PILES = 3
CHOOSE_ACTIONS = tuple(ChoosePile(p) for p in range(DRAW_PILES))

Piles = tuple[tuple[Card, ...], ...]


def tricks_of(rules: NapoleonRules) -> int:
    """Tricks in a two-player deal: every card a player holds or will hold is played."""
    hand, _kitty = rules.deal_sizes[2]
    if rules.deal_layout == TABLEAU:
        return hand + TABLEAU_PILES * PILE_DEPTH  # N-VAR-1: 9 + 15 = 24
    return hand + (53 - 3 * hand) // 2  # N-VAR-2: 5 + 38 / 2 = 24


def dealt_hand_size(rules: NapoleonRules, players: int) -> int:
    """The hand each seat holds as dealt (records' ``hands``): none yet under N-VAR-2."""
    return 0 if rules.deal_layout == DRAW else rules.hand_size(players)


class TwoPlayerState(NapoleonState):
    """What both two-player variants share: no adjutant, 24 tricks, N-BID-13 by owner."""

    __slots__ = ()

    def view_for(self, seat: int) -> TwoPlayerView:
        return TwoPlayerView.of_two(self, seat)

    def layout_data(self) -> dict[str, Any]:
        """The layout as dealt, for ``deal_data`` and records."""
        raise NotImplementedError

    def _mighty_owner(self) -> int:
        """The seat that owns the Mighty where its owner can see it, else -1."""
        return next((s for s in range(2) if self.hands[s] & BIT[MIGHTY]), -1)

    def _nobody_bid(self) -> list[Event]:
        """N-BID-13 for two players (DECISION): the seat that sees the Mighty among its own
        cards must stand; if it lies in the kitty, the kitty is turned up (step 3); if nobody
        can see it (face down in a pile, in the stock or in the unused pile), redeal."""
        rules = self.rules
        first_reverse = (
            self.phase_ == AUCTION and self.auction_round == 1 and rules.reverse_all_take
        )
        if rules.no_bid == "annul" or first_reverse or self.auction_round == 2:
            return super()._nobody_bid()
        holder = self._mighty_owner()
        if holder >= 0:
            self.phase_ = RESPONSIBILITY_STAND
            self.seat_ = holder
            return []
        if MIGHTY in self.kitty:
            return super()._nobody_bid()
        return [self._end_without_play("redeal", "N-BID-13")]

    def _settle(
        self, declarer: int, count: int, trump: str, *, reverse: bool = False, forced: bool = False
    ) -> list[Event]:
        events = super()._settle(declarer, count, trump, reverse=reverse, forced=forced)
        return events + self._after_contract()

    def _after_contract(self) -> list[Event]:
        """N-VAR-1/2: no adjutant is called; what follows the contract."""
        return self._start_play()


class TableauState(TwoPlayerState):
    """N-VAR-1: hands of nine, tableaus of five piles of three, a kitty of five."""

    __slots__ = ("face_down", "initial_piles", "piles", "tops")

    def __init__(
        self,
        rules: NapoleonRules,
        hands: Sequence[Sequence[Card]],
        kitty: Sequence[Card],
        piles: Sequence[Sequence[Sequence[Card]]],
        *,
        dealer: int = 0,
        opening_seat: int | None = None,
        check: bool = True,
    ) -> None:
        if check:
            _check_tableau(rules, hands, kitty, piles)
        self.piles: list[Piles] = [tuple(tuple(p) for p in seat) for seat in piles]
        self.initial_piles = tuple(self.piles)
        self.face_down = 0
        self.tops: list[int] = []
        for seat_piles in self.piles:
            tops = 0
            for pile in seat_piles:
                if pile:
                    tops |= BIT[pile[-1]]
                for c in pile[1:-1]:  # face up / face down / face up (DECISION N-VAR-1)
                    self.face_down |= BIT[c]
            self.tops.append(tops)
        playable = [cards_in(mask_of(h) | self.tops[s]) for s, h in enumerate(hands)]
        super().__init__(
            rules, playable, kitty, dealer=dealer, opening_seat=opening_seat, check=False
        )
        self.hand_size = tricks_of(rules)
        # the hands as dealt, without the pile tops (deal data, records, the Dealt event)
        self.initial_hands = tuple(mask_of(h) for h in hands)

    @classmethod
    def deal(
        cls,
        rules: NapoleonRules,
        players: int,
        rng: random.Random,
        *,
        dealer: int = 0,
        opening_seat: int | None = None,
    ) -> TableauState:
        """[B 6.1.1]: lay out the tableaus first, then nine cards each; the rest is the kitty."""
        order = napoleon_deck(True)
        rng.shuffle(order)
        per_seat = TABLEAU_PILES * PILE_DEPTH
        piles = [
            [
                order[s * per_seat + p * PILE_DEPTH : s * per_seat + (p + 1) * PILE_DEPTH]
                for p in range(TABLEAU_PILES)
            ]
            for s in range(2)
        ]
        hand = rules.hand_size(2)
        rest = order[2 * per_seat :]
        hands = [rest[:hand], rest[hand : 2 * hand]]
        return cls(
            rules,
            hands,
            rest[2 * hand :],
            piles,
            dealer=dealer,
            opening_seat=opening_seat,
            check=False,
        )

    @classmethod
    def from_tableau_contract(
        cls,
        rules: NapoleonRules,
        hands: Sequence[Sequence[Card]],
        kitty: Sequence[Card],
        piles: Sequence[Sequence[Sequence[Card]]],
        *,
        declarer: int,
        count: int,
        trump: str,
        reverse: bool = False,
    ) -> TableauState:
        """A deal whose auction is over (records without bidding, tests): it starts with the
        Napoleon's exchange."""
        state = cls(
            rules.model_copy(update={"misdeal": "none"}),
            hands,
            kitty,
            piles,
            opening_seat=declarer,
        )
        state.rules = rules
        state._settle(declarer, count, trump, reverse=reverse, forced=False)
        return state

    def copy(self) -> TableauState:
        other = super().copy()
        assert isinstance(other, TableauState)
        other.face_down = self.face_down
        other.initial_piles = self.initial_piles
        other.piles = self.piles[:]  # the piles themselves are tuples
        other.tops = self.tops[:]
        return other

    # --- what a seat holds ------------------------------------------------------------
    def held(self, seat: int) -> int:
        """The hand proper (without the pile tops)."""
        return self.hands[seat] & ~self.tops[seat]

    def visible_piles(self, seat: int, reveal: bool = False) -> tuple[tuple[Card | None, ...], ...]:
        """``seat``'s piles as both players see them: ``None`` for a face-down card."""
        down = 0 if reveal else self.face_down
        return tuple(tuple(None if down & BIT[c] else c for c in p) for p in self.piles[seat])

    def _mighty_owner(self) -> int:
        for s in range(2):
            if self.hands[s] & BIT[MIGHTY]:
                return s
            for pile in self.piles[s]:
                if MIGHTY in pile and not self.face_down & BIT[MIGHTY]:
                    return s
        return -1

    def dealt_event(self) -> Dealt:
        return Dealt(
            self.dealer,
            tuple(tuple(cards_in(h)) for h in self.initial_hands),
            self.kitty_size,
        )

    def opening_events(self) -> list[Event]:
        """What the table shows when the deal starts: the hands, then the tableaus."""
        return [
            self.dealt_event(),
            TableauDealt(tuple(self.visible_piles(s) for s in range(2))),
        ]

    # --- the Napoleon's exchange (N-VAR-1: hand cards only) ----------------------------
    def _after_contract(self) -> list[Event]:
        declarer = self.declarer
        self.hands[declarer] |= mask_of(self.kitty)  # N-KIT-1
        events: list[Event] = [KittyTaken(declarer, self.kitty, self.kitty_public)]
        self.phase_ = DISCARD
        if not self.kitty_size:
            events.extend(self._start_play())
        return events

    def _discard_mask(self) -> int:
        tops = self.tops[self.declarer]
        hand = self.hands[self.declarer] & ~tops
        if self.rules.discard_ban == "point_cards" or self.reverse:  # N-KIT-3, N-KIT-5
            others = hand & ~POINT_MASK
            if others.bit_count() >= self.kitty_size - len(self.discards):
                return others
        return hand

    def explain_illegal(self, action: Action) -> tuple[str, str] | None:
        phase = self.phase_
        if (
            isinstance(action, Discard)
            and phase == DISCARD
            and self._on_tableau(self.declarer, action.card)
        ):
            return "N-VAR-1", said(
                "{card} lies on your tableau: the Napoleon exchanges only hand cards with the "
                "kitty",
                card=card_label(action.card),
            )
        if phase == PLAY and isinstance(action, PlayCard):
            seat = self.seat_
            card = action.card
            if not self.hands[seat] & BIT[card] and self._on_tableau(seat, card):
                return "N-VAR-1", said(
                    "{card} is covered in a pile: only the top card of a pile may be played",
                    card=card_label(card),
                )
        return super().explain_illegal(action)

    def _on_tableau(self, seat: int, card: Card) -> bool:
        """``card`` lies face up in ``seat``'s piles (face-down cards are never named: the
        player does not know them)."""
        if card < 0 or card > 52 or self.face_down & BIT[card]:
            return False
        return any(card in pile for pile in self.piles[seat])

    # --- play -------------------------------------------------------------------------
    def _play(self, card: Card, named_suit: int | None) -> list[Event]:
        seat = self.seat_
        turned: Event | None = None
        if self.tops[seat] & BIT[card]:
            piles = self.piles[seat]
            p = next(i for i, pile in enumerate(piles) if pile and pile[-1] == card)
            rest = piles[p][:-1]
            self.piles[seat] = (*piles[:p], rest, *piles[p + 1 :])
            self.tops[seat] &= ~BIT[card]
            if rest:
                new_top = rest[-1]
                self.tops[seat] |= BIT[new_top]
                self.hands[seat] |= BIT[new_top]  # playable from now on (N-VAR-1)
                if self.face_down & BIT[new_top]:
                    self.face_down &= ~BIT[new_top]
                    turned = PileCardTurned(seat, p, new_top)
        events = super()._play(card, named_suit)
        if turned is not None:
            events.insert(1, turned)
        return events

    def _revealed(self) -> dict[str, Any]:
        out = super()._revealed()
        out["piles"] = [[[card_code(c) for c in p] for p in self.piles[s]] for s in range(2)]
        return out

    def layout_data(self) -> dict[str, Any]:
        """The tableaus as dealt, for ``deal_data`` and records (bottom card first)."""
        return {"piles": [[[card_code(c) for c in p] for p in seat] for seat in self.initial_piles]}


class DrawState(TwoPlayerState):
    """N-VAR-2: three face-down piles of five, hands taken from them, draws from the stock."""

    __slots__ = ("chosen", "draw_piles", "stock", "stock_next")

    def __init__(
        self,
        rules: NapoleonRules,
        piles: Sequence[Sequence[Card]],
        stock: Sequence[Card],
        *,
        dealer: int = 0,
        opening_seat: int | None = None,
        check: bool = True,
    ) -> None:
        if check:
            _check_draw(rules, piles, stock)
        self.draw_piles: Piles = tuple(tuple(p) for p in piles)
        self.stock = tuple(stock)
        self.stock_next = 0
        self.chosen = [-1, -1]
        super().__init__(rules, [[], []], [], dealer=dealer, opening_seat=opening_seat, check=False)
        self.hand_size = tricks_of(rules)

    @classmethod
    def deal(
        cls,
        rules: NapoleonRules,
        players: int,
        rng: random.Random,
        *,
        dealer: int = 0,
        opening_seat: int | None = None,
    ) -> DrawState:
        """[B 6.1.2]: three piles of five; the undealt cards are the stock."""
        order = napoleon_deck(True)
        rng.shuffle(order)
        size = rules.hand_size(2)
        piles = [order[p * size : (p + 1) * size] for p in range(DRAW_PILES)]
        return cls(
            rules,
            piles,
            order[DRAW_PILES * size :],
            dealer=dealer,
            opening_seat=opening_seat,
            check=False,
        )

    def copy(self) -> DrawState:
        other = super().copy()
        assert isinstance(other, DrawState)
        other.chosen = self.chosen[:]
        other.draw_piles = self.draw_piles
        other.stock = self.stock
        other.stock_next = self.stock_next
        return other

    @property
    def stock_left(self) -> int:
        return len(self.stock) - self.stock_next

    @property
    def unused_pile(self) -> int:
        """The pile nobody took (-1 while the choice is going on)."""
        if -1 in self.chosen:
            return -1
        return next(p for p in range(DRAW_PILES) if p not in self.chosen)

    def unused_points(self) -> int:
        """Point cards in the unused pile: out of play (N-VAR-2)."""
        p = self.unused_pile
        return 0 if p < 0 else (mask_of(self.draw_piles[p]) & POINT_MASK).bit_count()

    def dealt_event(self) -> Dealt:
        return Dealt(self.dealer, ((), ()), 0)

    def opening_events(self) -> list[Event]:
        return [self.dealt_event()]

    # --- the pile choice (N-VAR-2, DECISION: the player after the dealer first) ---------
    def _offer_misdeal(self) -> list[Event]:
        if -1 in self.chosen:
            self.phase_ = CHOOSE_PILE
            self.seat_ = (
                (self.dealer + 1) % 2 if self.chosen[(self.dealer + 1) % 2] < 0 else (self.dealer)
            )
            return []
        return super()._offer_misdeal()

    def legal_actions(self) -> Sequence[Action]:
        if self.phase_ == CHOOSE_PILE:
            return [CHOOSE_ACTIONS[p] for p in range(DRAW_PILES) if p not in self.chosen]
        return super().legal_actions()

    def explain_illegal(self, action: Action) -> tuple[str, str] | None:
        if self.phase_ == CHOOSE_PILE:
            if not isinstance(action, ChoosePile):
                return "N-VAR-2", said("first take one of the three piles as your hand")
            if not 0 <= action.pile < DRAW_PILES:
                return "N-VAR-2", said("there are three piles: take pile 1, 2 or 3")
            if action.pile in self.chosen:
                return "N-VAR-2", said("the other player has already taken that pile")
            return None
        return super().explain_illegal(action)

    def _dispatch(self, action: Action) -> list[Event]:
        if self.phase_ == CHOOSE_PILE:
            assert isinstance(action, ChoosePile)
            return self._choose(action.pile)
        return super()._dispatch(action)

    def _choose(self, pile: int) -> list[Event]:
        seat = self.seat_
        self.chosen[seat] = pile
        cards = self.draw_piles[pile]
        self.hands[seat] = mask_of(cards)
        events: list[Event] = [PileChosen(seat, pile, cards)]
        if -1 in self.chosen:
            self.seat_ = 1 - seat
            return events
        if self.rules.misdeal != "none":  # N-MIS-1/2 on the hands of five, if switched on
            breakers = BUST_BREAKERS if self.rules.misdeal == "bust_hand" else POINT_MASK
            order = [(self.opening_seat + i) % 2 for i in range(2)]
            self.misdeal_queue = [s for s in order if not self.hands[s] & breakers]
        else:
            self.misdeal_queue = []
        return events + self._offer_misdeal()

    # --- play: draws after every trick ---------------------------------------------------
    def _play(self, card: Card, named_suit: int | None) -> list[Event]:
        events = super()._play(card, named_suit)
        if not self.trick and self.phase_ == PLAY and self.stock_next < len(self.stock):
            winner = self.leader  # N-VAR-2: the winner draws first, then the loser
            for seat in (winner, 1 - winner):
                c = self.stock[self.stock_next]
                self.stock_next += 1
                self.hands[seat] |= BIT[c]
                events.append(CardDrawn(seat, c, len(self.stock) - self.stock_next))
        return events

    def finish(self) -> Event:
        event = super().finish()
        if self._result is not None:
            self._result.detail["unused_points"] = self.unused_points()
        return event

    def _revealed(self) -> dict[str, Any]:
        out = super()._revealed()
        out["piles"] = [[card_code(c) for c in p] for p in self.draw_piles]
        out["stock"] = [card_code(c) for c in self.stock[self.stock_next :]]
        return out

    def layout_data(self) -> dict[str, Any]:
        return {
            "piles": [[card_code(c) for c in p] for p in self.draw_piles],
            "stock": [card_code(c) for c in self.stock],
        }


LAYOUT_STATES[TABLEAU] = TableauState
LAYOUT_STATES[DRAW] = DrawState


# --- checks and construction from data ------------------------------------------------


def _check_all_cards(cards: list[Card]) -> None:
    if len(set(cards)) != len(cards) or set(cards) != set(napoleon_deck(True)):
        raise ValueError("the deal must hold every card exactly once (N-COMP-1)")


def _check_tableau(
    rules: NapoleonRules,
    hands: Sequence[Sequence[Card]],
    kitty: Sequence[Card],
    piles: Sequence[Sequence[Sequence[Card]]],
) -> None:
    hand, kitty_size = rules.deal_sizes[2]
    if len(hands) != 2 or any(len(h) != hand for h in hands) or len(kitty) != kitty_size:
        raise ValueError(f"2 players hold {hand} cards each and the kitty {kitty_size} (N-VAR-1)")
    if len(piles) != 2 or any(
        len(seat) != TABLEAU_PILES or any(len(p) != PILE_DEPTH for p in seat) for seat in piles
    ):
        raise ValueError(
            f"each player's tableau is {TABLEAU_PILES} piles of {PILE_DEPTH} cards (N-VAR-1)"
        )
    cards = [c for h in hands for c in h] + list(kitty)
    cards += [c for seat in piles for p in seat for c in p]
    _check_all_cards(cards)


def _check_draw(
    rules: NapoleonRules, piles: Sequence[Sequence[Card]], stock: Sequence[Card]
) -> None:
    size = rules.hand_size(2)
    if len(piles) != DRAW_PILES or any(len(p) != size for p in piles):
        raise ValueError(f"{DRAW_PILES} piles of {size} cards are dealt (N-VAR-2)")
    _check_all_cards([c for p in piles for c in p] + list(stock))


def _cards(value: Any, where: str) -> list[Card]:
    from ...deal_log import cards_field

    return cards_field(value, where)


def state_from_layout(
    rules: NapoleonRules,
    hands: Sequence[Sequence[Card]],
    kitty: Sequence[Card],
    layout: dict[str, Any],
    *,
    dealer: int,
    opening_seat: int,
    contract: dict[str, Any] | None = None,
) -> NapoleonState:
    """A two-player deal from explicit data (``deal_data``, records): ``layout`` holds
    ``piles`` (and ``stock`` for N-VAR-2) as card codes; a ``ValueError`` names the field."""
    raw = layout.get("piles")
    if not isinstance(raw, list):
        raise ValueError("deal.piles: expected a list of piles")
    if rules.deal_layout == TABLEAU:
        if len(raw) != 2 or not all(isinstance(seat, list) for seat in raw):
            raise ValueError("deal.piles: one list of piles per player (N-VAR-1)")
        piles = [
            [_cards(p, f"deal.piles[{s}][{i}]") for i, p in enumerate(seat)]
            for s, seat in enumerate(raw)
        ]
        if contract is not None:
            return TableauState.from_tableau_contract(
                rules,
                hands,
                kitty,
                piles,
                declarer=contract["declarer"],
                count=contract["count"],
                trump=contract["trump"],
                reverse=contract["reverse"],
            )
        return TableauState(rules, hands, kitty, piles, dealer=dealer, opening_seat=opening_seat)
    if contract is not None:
        raise ValueError("deal.contract: a two_player_draw deal starts with the pile choice")
    if any(hands) or kitty:
        raise ValueError("deal.hands: under two_player_draw the hands come from the piles")
    draw_piles = [_cards(p, f"deal.piles[{i}]") for i, p in enumerate(raw)]
    stock = _cards(layout.get("stock"), "deal.stock")
    return DrawState(rules, draw_piles, stock, dealer=dealer, opening_seat=opening_seat)


# --- the view ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TwoPlayerView(NapoleonView):
    """A ``NapoleonView`` of a two-player deal. ``hand`` is the hand proper; the pile tops
    a seat may also play are in ``tableaus`` / ``tops``."""

    layout: str = ""
    #: N-VAR-1: per seat, per pile from bottom to top; ``None`` is a face-down card
    tableaus: tuple[tuple[tuple[Card | None, ...], ...], ...] = ()
    #: N-VAR-1: per seat, the playable top cards of its piles
    tops: tuple[tuple[Card, ...], ...] = ()
    #: N-VAR-2: the pile each seat took (-1: not yet), and the cards left in the stock
    piles_taken: tuple[int, ...] = ()
    stock_left: int = 0

    @classmethod
    def of_two(cls, state: TwoPlayerState, seat: int) -> TwoPlayerView:
        base = NapoleonView.of(state, seat)
        values = {f.name: getattr(base, f.name) for f in fields(NapoleonView)}
        over = state.result is not None
        if isinstance(state, TableauState):
            held = [state.held(s) for s in range(2)]
            tableaus = tuple(state.visible_piles(s, reveal=over) for s in range(2))
            tops = tuple(tuple(cards_in(state.tops[s])) for s in range(2))
            piles_taken: tuple[int, ...] = ()
            stock_left = 0
            layout = TABLEAU
        else:
            assert isinstance(state, DrawState)
            held = list(state.hands)
            tableaus = ((), ())
            tops = ((), ())
            piles_taken = tuple(state.chosen)
            stock_left = state.stock_left
            layout = DRAW
        declarer = state.declarer
        took = declarer >= 0 and state.phase_ in (DISCARD, PLAY, "over")
        kitty = state.kitty if state.kitty_public or (seat == declarer and took) else None
        values.update(
            hand=tuple(cards_in(held[seat])),
            hand_mask=held[seat],
            hand_sizes=tuple(h.bit_count() for h in held),
            kitty=kitty,
            # N-VAR-1/2: no adjutant, and everybody knows it
            only_known=declarer >= 0,
            is_adjutant=False,
        )
        return cls(
            **values,
            layout=layout,
            tableaus=tableaus,
            tops=tops,
            piles_taken=piles_taken,
            stock_left=stock_left,
        )

    def for_bot(self) -> tuple[NapoleonView, dict[Card, float]]:
        """This view as the rule-based player reads a Napoleon view, and a small bonus per
        card. Play: the cards it may play are its hand plus its pile tops; the face-up pile
        cards below the tops are counted as seen (out of reach for now); a pile top that
        covers a face-down card is worth a little more to play (it uncovers a new card,
        N-VAR-1). Bidding sees the hand and every face-up card of its own tableau."""
        me = self.seat
        values = {f.name: getattr(self, f.name) for f in fields(NapoleonView)}
        bonus: dict[Card, float] = {}
        if self.layout != TABLEAU:
            return NapoleonView(**values), bonus
        tops = [mask_of(t) for t in self.tops]
        below = 0
        mine_visible = 0
        for s, piles in enumerate(self.tableaus):
            for pile in piles:
                for i, c in enumerate(pile):
                    if c is None:
                        continue
                    if s == me:
                        mine_visible |= BIT[c]
                    if i < len(pile) - 1:
                        below |= BIT[c]
                if s == me and len(pile) >= 2 and pile[-2] is None and pile[-1] is not None:
                    bonus[pile[-1]] = 0.2
        if self.phase == "play":
            cards = self.hand_mask | tops[me]
            values.update(
                hand=tuple(cards_in(cards)),
                hand_mask=cards,
                hand_sizes=tuple(self.hand_sizes[s] + len(self.tops[s]) for s in range(2)),
                played_mask=self.played_mask | below,
            )
        elif self.phase != "discard":
            cards = self.hand_mask | mine_visible
            values.update(hand=tuple(cards_in(cards)), hand_mask=cards)
        else:
            # the exchange: only hand cards go; the deal's remaining hand is nine cards
            values.update(tricks=self.rules.hand_size(2))
        return NapoleonView(**values), bonus


__all__ = [
    "CHOOSE_PILE",
    "DRAW",
    "TABLEAU",
    "DrawState",
    "TableauState",
    "TwoPlayerState",
    "TwoPlayerView",
    "dealt_hand_size",
    "state_from_layout",
    "tricks_of",
]
