"""Two-player Rettler (rettler.md §22 R-VAR-1 and R-VAR-2; seed [B 6.1.1], [B 6.1.2]).

Napoleon's two-player games (napoleon.md N-VAR-1/2, ``engine/games/napoleon/two_player.py``)
played with Rettler's cards and rounds. Both are ``RettlerState`` subclasses: the auction, the
rounds, the scoring and the records are Rettler's; what changes is how the cards reach the
players. There is no adjutant ("naturally there is no adjutant", [B 6.1.2] footnote): the
contract goes straight to the kitty (R-VAR-1) or to the play (R-VAR-2).

* ``TableauState`` (R-VAR-1, ``deal_layout`` ``two_player_tableau``; D-30, reading U-16): each
  player has ten piles of three cards in front of him (bottom face up, middle face down, top
  face up), a hand of 18 and the kitty holds 12. ``hands[seat]`` holds every card the seat
  may play — its hand plus the tops of its piles — so leading and following "with those
  only" are the ordinary Rettler rules on that mask; ``tops[seat]`` tells the tops apart.
  Playing a top uncovers the card below (``PileCardTurned`` when it lay face down); that
  card becomes playable once the seat has played its part of the round (a pair or bomb
  follower plays his cards together), or at once if the seat has no other card left
  (decision E-03). The Rettler exchanges hand cards only. [B 6.1.1]'s extra rule: a player
  who has the lead and can play nothing but bridge cards, which may not be led (R-BRIDGE-1),
  loses: the deal ends and his side's contract counts as broken (the Rettler) or made (the
  other player) — decision E-04. The deal lasts 48 tricks.
* ``DrawState`` (R-VAR-2, ``two_player_draw``): three face-down piles of 10; the player after
  the dealer takes one as his hand, then the other player one of the two left; the third
  stays face down, unused; the other 78 cards are the stock. After every round the winner,
  then the loser, draws as many cards as he played (one per trick, D-30: a pair round two)
  until the stock is empty (``CardDrawn``; when it holds fewer than both need, each draws
  half of what is left — decision E-05). The deal lasts 49 tricks.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, fields
from typing import Any

from ...actions import Action, ChoosePile, Discard, PlayCard
from ...cards import (
    BRIDGE,
    DECK_STRIDE,
    IS_POINT,
    MIGHTY,
    POINT_MASK,
    Card,
    card_code,
    card_label,
    cards_in_two_decks,
    two_decks,
)
from ...core import OVER, DealResult
from ...events import CardDrawn, DealEnded, Dealt, Event, PileCardTurned, PileChosen, TableauDealt
from ...text import said
from .actions import Lead
from .events import RoundLed
from .params import DRAW_PILES, PILE_DEPTH, TABLEAU_PILES, RettlerRules
from .scoring import deal_scores, loss_multiplier, win_multiplier
from .state import DISCARD, LAYOUT_STATES, PLAY, RettlerState, codes_of
from .view import RettlerView

TABLEAU = "two_player_tableau"
DRAW = "two_player_draw"
#: R-VAR-2: the phase in which the players take their piles (before the auction)
CHOOSE_PILE = "choose_pile"
CHOOSE_ACTIONS = tuple(ChoosePile(p) for p in range(DRAW_PILES))
POINT_INSTANCES = POINT_MASK | POINT_MASK << DECK_STRIDE
BRIDGE_CODE_BIT = 1 << BRIDGE

Piles = tuple[tuple[Card, ...], ...]


def tricks_of(rules: RettlerRules) -> int:
    """Tricks in a two-player deal: every card a player holds or will hold is played."""
    hand, _kitty = rules.deal_sizes[2]
    if rules.deal_layout == TABLEAU:
        return hand + TABLEAU_PILES * PILE_DEPTH  # R-VAR-1: 18 + 30 = 48
    return hand + (2 * DECK_STRIDE - DRAW_PILES * hand) // 2  # R-VAR-2: 10 + 78 / 2 = 49


def _mask(cards: Sequence[Card]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def place(groups: Sequence[Sequence[Card]]) -> list[list[Card]]:
    """Instance ids for groups of cards given as codes or instance ids (a code's second
    occurrence is the other copy); ``ValueError`` unless the groups hold all 108 cards."""
    seen: set[Card] = set()
    out = []
    for group in groups:
        row = []
        for card in group:
            code = card % DECK_STRIDE
            for instance in (card, code, code + DECK_STRIDE):
                if instance not in seen:
                    seen.add(instance)
                    row.append(instance)
                    break
            else:
                raise ValueError(f"{card_code(code)} appears more than twice (R-COMP-1)")
        out.append(row)
    if len(seen) != 2 * DECK_STRIDE:
        raise ValueError("the deal must hold all 108 cards exactly once (R-COMP-1)")
    return out


class TwoPlayerState(RettlerState):
    """What both two-player variants share: no adjutant (R-VAR-1/2)."""

    __slots__ = ()

    def layout_data(self) -> dict[str, Any]:
        """The layout as dealt, for ``deal_data`` and records."""
        raise NotImplementedError

    def view_for(self, seat: int) -> TwoPlayerView:
        return TwoPlayerView.of_two(self, seat)

    def _nobody_bid(self) -> list[Event]:
        """R-BID-7 for two players: when both hold a Mighty nobody is left to be paid, so
        the deal is redealt (decision E-06); otherwise as four or more players."""
        mighty = 1 << MIGHTY
        if self.auction_round == 1 and all(codes_of(h)[0] & mighty for h in self.hands):
            return [self._end_without_play("redeal", "R-BID-7")]
        return super()._nobody_bid()

    def _settle(
        self, declarer: int, count: int, trump: str, allowed: int, *, reverse: bool = False
    ) -> list[Event]:
        events = super()._settle(declarer, count, trump, 0, reverse=reverse)
        return events + self._after_contract()

    def _after_contract(self) -> list[Event]:
        """No adjutant is called (R-VAR-1/2): what follows the contract."""
        return self._start_play()


class TableauState(TwoPlayerState):
    """R-VAR-1: hands of 18, tableaus of ten piles of three, a kitty of 12."""

    __slots__ = ("face_down", "initial_piles", "locked", "pending", "piles", "tops", "turned")

    def __init__(
        self,
        rules: RettlerRules,
        hands: Sequence[Sequence[Card]],
        kitty: Sequence[Card],
        piles: Sequence[Sequence[Sequence[Card]]],
        *,
        dealer: int = 0,
        opening_seat: int | None = None,
        check: bool = True,
    ) -> None:
        if rules.deal_layout != TABLEAU:
            raise ValueError(f"deal_layout: the {rules.name} rules do not use {TABLEAU} (R-VAR-1)")
        if check:
            hands, kitty, piles = _check_tableau(rules, hands, kitty, piles)
        self.piles: list[Piles] = [tuple(tuple(p) for p in seat) for seat in piles]
        self.initial_piles = tuple(self.piles)
        self.face_down = 0
        self.tops: list[int] = []
        for seat_piles in self.piles:
            tops = 0
            for pile in seat_piles:
                if pile:
                    tops |= 1 << pile[-1]
                for c in pile[1:-1]:  # face up / face down / face up (D-30)
                    self.face_down |= 1 << c
            self.tops.append(tops)
        self.pending: list[int] = [0, 0]  # uncovered cards not yet playable (E-03)
        self.turned: list[Event] = []
        self.locked = -1  # the seat that lost by R-VAR-1's bridge rule
        playable = [cards_in_two_decks(_mask(h) | self.tops[s]) for s, h in enumerate(hands)]
        super().__init__(
            rules, playable, kitty, dealer=dealer, opening_seat=opening_seat, check=False
        )
        self.hand_size = tricks_of(rules)
        # the hands as dealt, without the pile tops (deal data, records, the Dealt event)
        self.initial_hands = tuple(_mask(h) for h in hands)

    @classmethod
    def deal(
        cls,
        rules: RettlerRules,
        players: int,
        rng: random.Random,
        *,
        dealer: int = 0,
        opening_seat: int | None = None,
    ) -> TableauState:
        """[B 6.1.1]: lay out the tableaus first, then 18 cards each; the rest is the kitty."""
        if players != 2:
            raise ValueError(f"two-player Rettler (R-VAR-1) is for 2 players, not {players}")
        order = two_decks()
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
        rules: RettlerRules,
        hands: Sequence[Sequence[Card]],
        kitty: Sequence[Card],
        piles: Sequence[Sequence[Sequence[Card]]],
        *,
        declarer: int,
        count: int,
        trump: str,
    ) -> TableauState:
        """A deal whose auction is over (records without bidding, tests): it starts with the
        Rettler's exchange."""
        state = cls(rules.model_copy(update={"misdeal": False}), hands, kitty, piles)
        state.rules = rules
        state.opening_seat = declarer
        state.bids = []
        state.auction = None
        state._settle(declarer, count, trump, 0)
        return state

    def copy(self) -> TableauState:
        other = super().copy()
        assert isinstance(other, TableauState)
        for name in TableauState.__slots__:
            setattr(other, name, getattr(self, name))
        other.piles = self.piles[:]  # the piles themselves are tuples
        other.tops = self.tops[:]
        other.pending = self.pending[:]
        other.turned = []
        return other

    # --- what a seat holds ------------------------------------------------------------
    def held(self, seat: int) -> int:
        """The hand proper (without the pile tops), an instance mask."""
        return self.hands[seat] & ~self.tops[seat]

    def visible_piles(self, seat: int, reveal: bool = False) -> tuple[tuple[Card | None, ...], ...]:
        """``seat``'s piles as both players see them: ``None`` for a face-down card."""
        down = 0 if reveal else self.face_down
        return tuple(tuple(None if down >> c & 1 else c for c in p) for p in self.piles[seat])

    def dealt_event(self) -> Dealt:
        return Dealt(
            self.dealer,
            tuple(tuple(cards_in_two_decks(h)) for h in self.initial_hands),
            self.kitty_size,
        )

    def opening_events(self) -> list[Event]:
        """What the table shows when the deal starts: the hands, then the tableaus."""
        return [
            self.dealt_event(),
            TableauDealt(tuple(self.visible_piles(s) for s in range(2))),
        ]

    # --- the Rettler's exchange (R-VAR-1: hand cards only) ------------------------------
    def _after_contract(self) -> list[Event]:
        return self._end_call()  # R-KIT-1: the kitty, then the discard

    def _discard_mask(self) -> int:
        return codes_of(self.held(self.declarer))[0]

    def _discard(self, card: Card) -> list[Event]:
        hand = self.held(self.declarer)
        if not hand >> card & 1:  # the hand copy of the code, never a pile top
            code = card % DECK_STRIDE
            card = code if hand >> code & 1 else code + DECK_STRIDE
        return super()._discard(card)

    # --- play -------------------------------------------------------------------------
    def _take(self, seat: int, card: Card) -> Card:
        """E-03: a card whose code lies on one of the seat's pile tops is played from the
        pile, the first such pile from the left (whichever copy an instance id names: the
        copies are identical, and records name codes only); taking a top uncovers the card
        below."""
        code = card % DECK_STRIDE
        tops = self.tops[seat]
        if self.phase_ == PLAY and tops & (1 << code | 1 << (code + DECK_STRIDE)):
            card = next(
                p[-1]
                for p in self.piles[seat]
                if p and p[-1] % DECK_STRIDE == code and tops >> p[-1] & 1
            )
        taken = super()._take(seat, card)
        if tops >> taken & 1:
            piles = self.piles[seat]
            p = next(i for i, pile in enumerate(piles) if pile and pile[-1] == taken)
            rest = piles[p][:-1]
            self.piles[seat] = (*piles[:p], rest, *piles[p + 1 :])
            self.tops[seat] = tops & ~(1 << taken)
            if rest:
                new_top = rest[-1]
                self.pending[seat] |= 1 << new_top
                if self.face_down >> new_top & 1:
                    self.face_down &= ~(1 << new_top)
                    self.turned.append(PileCardTurned(seat, p, new_top))
        return taken

    def _flush(self, seat: int) -> None:
        """The uncovered cards of ``seat`` become playable pile tops (E-03)."""
        pending = self.pending[seat]
        if pending:
            self.pending[seat] = 0
            self.tops[seat] |= pending
            self.hands[seat] |= pending
            self._legal = None
            self._legal_mask = -1

    def _mask_now(self) -> int:
        if self.phase_ == PLAY and self.ctx is not None and self._legal_mask < 0:
            seat = self.seat_
            short = self.hands[seat].bit_count() + len(self.partial) < self.ctx.size
            if short:  # every playable card must go: no choice to judge (E-03)
                self._legal_mask = codes_of(self.hands[seat])[0]
        return super()._mask_now()

    def _lead(self, action: Lead) -> list[Event]:
        seat = self.seat_
        events = super()._lead(action)
        at = next(i for i, e in enumerate(events) if isinstance(e, RoundLed)) + 1
        events[at:at] = self.turned
        self.turned = []
        self._flush(seat)
        return events

    def _follow(self, card: Card) -> list[Event]:
        seat = self.seat_
        events = super()._follow(card)
        events[1:1] = self.turned
        self.turned = []
        if not self.partial or not self.hands[seat]:
            self._flush(seat)
        if self.phase_ == PLAY and self.ctx is None and self.locked < 0:
            lock = self._bridge_lock()
            if lock is not None:
                events.append(lock)
        return events

    def _bridge_lock(self) -> Event | None:
        """[B 6.1.1]: a leader whose playable cards are all bridge cards, none of which may
        be led now (R-BRIDGE-1), loses (R-VAR-1, E-04)."""
        seat = self.seat_
        lo, hi = codes_of(self.hands[seat])
        if lo != BRIDGE_CODE_BIT or self._leads(lo, hi):
            return None
        self.locked = seat
        return self.finish()

    def finish(self) -> Event:
        event = super().finish()
        seat = self.locked
        if seat < 0:
            return event
        result = self._result
        assert result is not None
        made = seat != self.declarer
        side, _coalition = self.side_totals()
        scores = deal_scores(self.rules, 2, self.declarer, (), made, self.count, 0, side)
        detail = {
            **result.detail,
            "all_take": False,
            "bridge_lock": seat,
            "rule_id": "R-VAR-1",
            "multiplier": win_multiplier(self.count)
            if made
            else loss_multiplier(self.count, side, self.rules.loss_multiplier_mode),
        }
        self._result = DealResult(
            "declarer_side_wins" if made else "coalition_wins", tuple(scores), detail
        )
        return DealEnded(self._result, self._revealed())

    def explain_illegal(self, action: Action) -> tuple[str, str] | None:
        if self.phase_ == OVER or self._is_legal(action):
            return super().explain_illegal(action)
        if isinstance(action, Discard) and self.phase_ == DISCARD:
            code = action.card % DECK_STRIDE
            if not codes_of(self.held(self.declarer))[0] >> code & 1 and self._on_tableau(
                self.declarer, code
            ):
                return "R-VAR-1", said(
                    "{card} lies on your tableau: the Rettler exchanges only hand cards with "
                    "the kitty",
                    card=card_label(code),
                )
        if self.phase_ == PLAY and isinstance(action, PlayCard | Lead):
            seat = self.seat_
            cards = action.cards if isinstance(action, Lead) else (action.card,)
            for card in cards:
                code = card % DECK_STRIDE
                if codes_of(self.hands[seat])[0] >> code & 1:
                    continue
                if codes_of(self.pending[seat])[0] >> code & 1:
                    return "R-VAR-1", said(
                        "{card} was uncovered during this round: it may be played from the "
                        "next round on",
                        card=card_label(code),
                    )
                if self._on_tableau(seat, code):
                    return "R-VAR-1", said(
                        "{card} is covered in a pile: only the top card of a pile may be played",
                        card=card_label(code),
                    )
        return super().explain_illegal(action)

    def _on_tableau(self, seat: int, code: Card) -> bool:
        """A face-up copy of ``code`` lies in ``seat``'s piles (face-down cards are never
        named: the player does not know them)."""
        for pile in self.piles[seat]:
            for c in pile:
                if c % DECK_STRIDE == code and not self.face_down >> c & 1:
                    return True
        return False

    def _revealed(self) -> dict[str, Any]:
        out = super()._revealed()
        out["piles"] = [[[card_code(c) for c in p] for p in self.piles[s]] for s in range(2)]
        return out

    def layout_data(self) -> dict[str, Any]:
        """The tableaus as dealt, for ``deal_data`` and records (bottom card first)."""
        return {"piles": [[[card_code(c) for c in p] for p in seat] for seat in self.initial_piles]}


class DrawState(TwoPlayerState):
    """R-VAR-2: three face-down piles of 10, hands taken from them, draws from the stock."""

    __slots__ = ("chosen", "draw_piles", "stock", "stock_next")

    def __init__(
        self,
        rules: RettlerRules,
        piles: Sequence[Sequence[Card]],
        stock: Sequence[Card],
        *,
        dealer: int = 0,
        opening_seat: int | None = None,
        check: bool = True,
    ) -> None:
        if rules.deal_layout != DRAW:
            raise ValueError(f"deal_layout: the {rules.name} rules do not use {DRAW} (R-VAR-2)")
        if check:
            piles, stock = _check_draw(rules, piles, stock)
        self.draw_piles: Piles = tuple(tuple(p) for p in piles)
        self.stock = tuple(stock)
        self.stock_next = 0
        self.chosen = [-1, -1]
        super().__init__(
            rules,
            [[], []],
            [],
            dealer=dealer,
            opening_seat=opening_seat,
            check=False,
            auction=False,
        )
        self.hand_size = tricks_of(rules)
        self.phase_ = CHOOSE_PILE  # the player after the dealer first (as N-VAR-2)
        self.seat_ = (dealer + 1) % 2

    @classmethod
    def deal(
        cls,
        rules: RettlerRules,
        players: int,
        rng: random.Random,
        *,
        dealer: int = 0,
        opening_seat: int | None = None,
    ) -> DrawState:
        """[B 6.1.2]: three piles of 10; the undealt cards are the stock."""
        if players != 2:
            raise ValueError(f"two-player Rettler (R-VAR-2) is for 2 players, not {players}")
        order = two_decks()
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
        for name in DrawState.__slots__:
            setattr(other, name, getattr(self, name))
        other.chosen = self.chosen[:]
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
        """Point cards in the unused pile: out of play (R-VAR-2)."""
        p = self.unused_pile
        return 0 if p < 0 else sum(IS_POINT[c % DECK_STRIDE] for c in self.draw_piles[p])

    def dealt_event(self) -> Dealt:
        return Dealt(self.dealer, ((), ()), 0)

    def opening_events(self) -> list[Event]:
        return [self.dealt_event()]

    # --- the pile choice ----------------------------------------------------------------
    def _compute_legal(self) -> list[Action]:
        if self.phase_ == CHOOSE_PILE:
            return [CHOOSE_ACTIONS[p] for p in range(DRAW_PILES) if p not in self.chosen]
        return super()._compute_legal()

    def explain_illegal(self, action: Action) -> tuple[str, str] | None:
        if self.phase_ == CHOOSE_PILE:
            if not isinstance(action, ChoosePile):
                return "R-VAR-2", said("first take one of the three piles as your hand")
            if not 0 <= action.pile < DRAW_PILES:
                return "R-VAR-2", said("there are three piles: take pile 1, 2 or 3")
            if action.pile in self.chosen:
                return "R-VAR-2", said("the other player has already taken that pile")
            return None
        if isinstance(action, ChoosePile) and self.phase_ != OVER:
            return "R-VAR-2", said("the piles have been chosen")
        return super().explain_illegal(action)

    def _dispatch(self, action: Action) -> list[Event]:
        if self.phase_ == CHOOSE_PILE:
            assert isinstance(action, ChoosePile)
            self._legal = None
            return self._choose(action.pile)
        return super()._dispatch(action)

    def _choose(self, pile: int) -> list[Event]:
        seat = self.seat_
        self.chosen[seat] = pile
        cards = self.draw_piles[pile]
        self.hands[seat] = _mask(cards)
        events: list[Event] = [PileChosen(seat, pile, tuple(sorted(cards)))]
        if -1 in self.chosen:
            self.seat_ = 1 - seat
            return events
        self.phase_ = "auction"
        return events + self._offer_misdeal()

    # --- play: draws after every round ------------------------------------------------------
    def _follow(self, card: Card) -> list[Event]:
        events = super()._follow(card)
        if self.ctx is None and self.phase_ == PLAY and self.stock_left:
            winner = self.leader  # R-VAR-2: the winner draws first, then the loser
            need = self.completed[-1].size
            each = min(need, self.stock_left // 2)  # E-05: a short stock is shared
            for seat in (winner, 1 - winner):
                for _ in range(each):
                    c = self.stock[self.stock_next]
                    self.stock_next += 1
                    self.hands[seat] |= 1 << c
                    events.append(CardDrawn(seat, c, self.stock_left))
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


def _check_tableau(
    rules: RettlerRules,
    hands: Sequence[Sequence[Card]],
    kitty: Sequence[Card],
    piles: Sequence[Sequence[Sequence[Card]]],
) -> tuple[list[list[Card]], list[Card], list[list[list[Card]]]]:
    hand, kitty_size = rules.deal_sizes[2]
    if len(hands) != 2 or any(len(h) != hand for h in hands) or len(kitty) != kitty_size:
        raise ValueError(f"2 players hold {hand} cards each and the kitty {kitty_size} (R-VAR-1)")
    if len(piles) != 2 or any(
        len(seat) != TABLEAU_PILES or any(len(p) != PILE_DEPTH for p in seat) for seat in piles
    ):
        raise ValueError(
            f"each player's tableau is {TABLEAU_PILES} piles of {PILE_DEPTH} cards (R-VAR-1)"
        )
    groups = [*hands, kitty, *(p for seat in piles for p in seat)]
    placed = place(groups)
    flat = placed[3:]
    return (
        placed[:2],
        placed[2],
        [flat[:TABLEAU_PILES], flat[TABLEAU_PILES:]],
    )


def _check_draw(
    rules: RettlerRules, piles: Sequence[Sequence[Card]], stock: Sequence[Card]
) -> tuple[list[list[Card]], list[Card]]:
    size = rules.hand_size(2)
    if len(piles) != DRAW_PILES or any(len(p) != size for p in piles):
        raise ValueError(f"{DRAW_PILES} piles of {size} cards are dealt (R-VAR-2)")
    placed = place([*piles, stock])
    return placed[:DRAW_PILES], placed[DRAW_PILES]


def state_from_layout(
    rules: RettlerRules,
    hands: Sequence[Sequence[Card]],
    kitty: Sequence[Card],
    layout: dict[str, Any],
    *,
    dealer: int,
    opening_seat: int,
    contract: dict[str, Any] | None = None,
) -> RettlerState:
    """A two-player deal from explicit data (``deal_data``, records): ``layout`` holds
    ``piles`` (and ``stock`` for R-VAR-2) as card codes; a ``ValueError`` names the field."""
    from ...deal_log import cards_field

    raw = layout.get("piles")
    if not isinstance(raw, list):
        raise ValueError("deal.piles: expected a list of piles")
    if rules.deal_layout == TABLEAU:
        if len(raw) != 2 or not all(isinstance(seat, list) for seat in raw):
            raise ValueError("deal.piles: one list of piles per player (R-VAR-1)")
        piles = [
            [cards_field(p, f"deal.piles[{s}][{i}]") for i, p in enumerate(seat)]
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
            )
        return TableauState(rules, hands, kitty, piles, dealer=dealer, opening_seat=opening_seat)
    if contract is not None:
        raise ValueError("deal.contract: a two_player_draw deal starts with the pile choice")
    if any(hands) or kitty:
        raise ValueError("deal.hands: under two_player_draw the hands come from the piles")
    draw_piles = [cards_field(p, f"deal.piles[{i}]") for i, p in enumerate(raw)]
    stock = cards_field(layout.get("stock"), "deal.stock")
    return DrawState(rules, draw_piles, stock, dealer=dealer, opening_seat=opening_seat)


# --- the view ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TwoPlayerView(RettlerView):
    """A ``RettlerView`` of a two-player deal. ``hand`` (``hand_lo``, ``hand_hi``,
    ``hand_sizes``) is the hand proper; under R-VAR-1 the seat may also play its pile tops,
    ``tops``; ``legal`` holds both. ``for_bot`` gives the view the rule-based player reads."""

    layout: str = ""
    #: R-VAR-1: per seat, per pile from bottom to top (instance ids); ``None`` is face down
    tableaus: tuple[tuple[tuple[Card | None, ...], ...], ...] = ()
    #: R-VAR-1: per seat, the playable top cards of its piles (instance ids)
    tops: tuple[tuple[Card, ...], ...] = ()
    #: R-VAR-2: the pile each seat took (-1: not yet), and the cards left in the stock
    piles_taken: tuple[int, ...] = ()
    stock_left: int = 0

    @classmethod
    def of_two(cls, state: TwoPlayerState, seat: int) -> TwoPlayerView:
        base = RettlerView.of(state, seat)
        values = {f.name: getattr(base, f.name) for f in fields(RettlerView)}
        if isinstance(state, TableauState):
            over = state.phase_ == OVER
            held = [state.held(s) for s in range(2)]
            lo, hi = codes_of(held[seat])
            values.update(
                hand=tuple(cards_in_two_decks(held[seat])),
                hand_lo=lo,
                hand_hi=hi,
                hand_sizes=tuple(h.bit_count() for h in held),
            )
            return cls(
                **values,
                layout=TABLEAU,
                tableaus=tuple(state.visible_piles(s, reveal=over) for s in range(2)),
                tops=tuple(tuple(cards_in_two_decks(state.tops[s])) for s in range(2)),
            )
        assert isinstance(state, DrawState)
        return cls(
            **values,
            layout=DRAW,
            piles_taken=tuple(state.chosen),
            stock_left=state.stock_left,
        )

    def for_bot(self) -> RettlerView:
        """This view as the rule-based player reads a Rettler view: in play the hand holds
        the pile tops too (the cards it may play); in the auction also every face-up card
        of its own tableau (R-VAR-1)."""
        values = {f.name: getattr(self, f.name) for f in fields(RettlerView)}
        if self.layout != TABLEAU:
            return RettlerView(**values)
        me = self.seat
        extra = 0
        sizes = list(self.hand_sizes)
        if self.phase == "play":
            for s in range(2):
                sizes[s] += len(self.tops[s])
            for c in self.tops[me]:
                extra |= 1 << c
        elif self.phase != "discard":
            for pile in self.tableaus[me]:
                for x in pile:
                    if x is not None:
                        extra |= 1 << x
        if extra:
            mask = extra
            for c in self.hand:
                mask |= 1 << c
            lo, hi = codes_of(mask)
            values.update(
                hand=tuple(cards_in_two_decks(mask)),
                hand_lo=lo,
                hand_hi=hi,
                hand_sizes=tuple(sizes),
            )
        return RettlerView(**values)


__all__ = [
    "CHOOSE_PILE",
    "DRAW",
    "TABLEAU",
    "DrawState",
    "TableauState",
    "TwoPlayerState",
    "TwoPlayerView",
    "state_from_layout",
    "tricks_of",
]
