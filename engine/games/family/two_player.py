"""The two-player deals, written once (N-VAR-1/2, R-VAR-1/2): ``TableauDeal`` (``hands[seat]``
holds the pile tops too, so the game's own trick rules judge them) and ``DrawDeal``. No
adjutant. Cards are instance ids (``id % DECK_STRIDE``: the code)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, fields, replace
from typing import TYPE_CHECKING, Any, ClassVar, Self, cast

from ...actions import Action, ChoosePile
from ...cards import DECK_STRIDE, IS_POINT, Card, card_code, card_label
from ...core import OVER, View
from ...events import CardDrawn, Dealt, Event, PileCardTurned, TableauDealt
from ...text import said
from .phase import GameMethods, Groups, PileChoice, mask_of_ids

TABLEAU = "two_player_tableau"
DRAW = "two_player_draw"
CHOOSE_PILE = "choose_pile"
DRAW_PILES = 3
#: N-VAR-1, R-VAR-1: bottom face up, middle face down, top face up
PILE_DEPTH = 3

Piles = tuple[tuple[Card, ...], ...]
Tableaus = Sequence[Groups]


class TwoPlayerDeal(GameMethods):
    """What both ways of dealing to two players share; a game sets the constants."""

    __slots__ = ()

    #: the rule IDs of the tableau and of the stock variant
    VAR: ClassVar[tuple[str, str]]
    TABLEAU_PILES: ClassVar[int]
    STATES: ClassVar[tuple[type[TableauDeal], type[DrawDeal]]]

    if TYPE_CHECKING:  # the game (or the layout's class) provides these

        @classmethod
        def dealt(cls, rules: Any, order: list[Card], **seats: Any) -> Self: ...

        def dealt_event(self) -> Dealt: ...

        def _start_play(self) -> list[Event]: ...

        def layout_data(self) -> dict[str, Any]: ...

        def layout_view(self, over: bool) -> tuple[list[int], dict[str, Any]]: ...

    @classmethod
    def deal(cls, rules: Any, players: int, rng: random.Random, **seats: Any) -> Self:
        if players != 2:
            raise ValueError(f"{cls.VAR[0]} and {cls.VAR[1]} are for 2 players, not {players}")
        order = cls.deck_for(rules)
        rng.shuffle(order)
        return cls.dealt(rules, order, **seats)

    @classmethod
    def tricks_of(cls, rules: Any) -> int:
        """Every card a player holds or will hold is played (N-VAR-1/2: 24, R-VAR-1: 48, -2: 49)."""
        hand: int = rules.deal_sizes[2][0]
        if rules.deal_layout == TABLEAU:
            return hand + cls.TABLEAU_PILES * PILE_DEPTH
        return hand + (len(cls.deck_for(rules)) - DRAW_PILES * hand) // 2

    @classmethod
    def from_layout(
        cls,
        rules: Any,
        hands: Groups,
        kitty: Sequence[Card],
        layout: dict[str, Any],
        contract: dict[str, Any] | None = None,
        **seats: Any,
    ) -> Self:
        """A deal from ``layout``'s ``piles`` (and ``stock``); with a ``contract`` it starts with
        the declarer's exchange. A ``ValueError`` names the field."""
        from ...deal_log import cards_field

        tableau, draw = cls.STATES
        raw = layout.get("piles")
        if not isinstance(raw, list):
            raise ValueError("deal.piles: expected a list of piles")
        if rules.deal_layout != TABLEAU:
            if contract is not None:
                raise ValueError(
                    "deal.contract: a two_player_draw deal starts with the pile choice"
                )
            if any(hands) or kitty:
                raise ValueError("deal.hands: under two_player_draw the hands come from the piles")
            piles = [cards_field(p, f"deal.piles[{i}]") for i, p in enumerate(raw)]
            stock = cards_field(layout.get("stock"), "deal.stock")
            return cast(Self, draw(rules, piles, stock, **seats))
        if len(raw) != 2 or not all(isinstance(seat, list) for seat in raw):
            raise ValueError(f"deal.piles: one list of piles per player ({cls.VAR[0]})")
        tableaus = [
            [cards_field(p, f"deal.piles[{s}][{i}]") for i, p in enumerate(seat)]
            for s, seat in enumerate(raw)
        ]
        if contract is None:
            state = tableau(rules, hands, kitty, tableaus, **seats)
        else:
            terms = {k: contract[k] for k in ("declarer", "count", "trump")}
            state = tableau.from_tableau_contract(
                rules, hands, kitty, tableaus, **terms, reverse=contract.get("reverse", False)
            )
        return cast(Self, state)

    def _after_contract(self) -> list[Event]:
        """No adjutant is called: what follows the contract."""
        return self._start_play()


class TableauDeal(TwoPlayerDeal):
    """N-VAR-1, R-VAR-1: a hand and a tableau of piles each, and a kitty."""

    __slots__ = ()

    piles: list[Piles]
    initial_piles: tuple[Piles, ...]
    face_down: int
    tops: list[int]

    def __init__(
        self,
        rules: Any,
        hands: Groups,
        kitty: Sequence[Card],
        piles: Tableaus,
        check: bool = True,
        **seats: Any,
    ) -> None:
        rule = self.VAR[0]
        self._check_layout(rules, TABLEAU, rule)
        n = self.TABLEAU_PILES
        if check:
            hand, kitty_size = rules.deal_sizes[2]
            if len(hands) != 2 or any(len(h) != hand for h in hands) or len(kitty) != kitty_size:
                raise ValueError(
                    f"2 players hold {hand} cards each and the kitty {kitty_size} ({rule})"
                )
            if [[len(p) for p in seat] for seat in piles] != [[PILE_DEPTH] * n] * 2:
                raise ValueError(
                    f"each player's tableau is {n} piles of {PILE_DEPTH} cards ({rule})"
                )
            placed = self.place(rules, [*hands, kitty, *(p for seat in piles for p in seat)])
            hands, kitty, piles = placed[:2], placed[2], [placed[3 : 3 + n], placed[3 + n :]]
        self.piles = [tuple(tuple(p) for p in seat) for seat in piles]
        self.initial_piles = tuple(self.piles)
        self.tops = [mask_of_ids([p[-1] for p in seat if p]) for seat in self.piles]
        # face up / face down / face up
        self.face_down = mask_of_ids([c for seat in self.piles for p in seat for c in p[1:-1]])
        playable = [self.cards_of(mask_of_ids(h) | self.tops[s]) for s, h in enumerate(hands)]
        self._new_deal()
        super().__init__(rules, playable, kitty, check=False, **seats)
        self.hand_size = self.tricks_of(rules)
        # the hands as dealt, without the pile tops (deal data, records, the Dealt event)
        self.initial_hands = tuple(mask_of_ids(h) for h in hands)

    @classmethod
    def dealt(cls, rules: Any, order: list[Card], **seats: Any) -> Self:
        """[B 6.1.1]: the tableaus first, then the hands; the rest is the kitty."""
        n = 2 * cls.TABLEAU_PILES * PILE_DEPTH
        piles = [order[p : p + PILE_DEPTH] for p in range(0, n, PILE_DEPTH)]
        hand = rules.hand_size(2)
        hands = [order[n : n + hand], order[n + hand : n + 2 * hand]]
        tableaus = [piles[: cls.TABLEAU_PILES], piles[cls.TABLEAU_PILES :]]
        kitty = order[n + 2 * hand :]
        return cls(rules, hands, kitty, tableaus, check=False, **seats)

    @classmethod
    def from_tableau_contract(
        cls, rules: Any, hands: Groups, kitty: Sequence[Card], piles: Tableaus, **contract: Any
    ) -> Self:
        """A deal at the declarer's exchange (``contract``: declarer, count, trump, reverse)."""
        no_misdeal = rules.model_copy(update={"misdeal": cls.NO_MISDEAL})
        state = cls(no_misdeal, hands, kitty, piles, opening_seat=contract["declarer"])
        state.rules = rules
        state._contract_made(**contract)
        return state

    def _new_deal(self) -> None:
        """The game's own tableau state, before its deal starts."""

    def copy(self) -> Self:
        other = super().copy()
        other.piles = self.piles[:]  # the piles themselves are tuples
        other.tops = self.tops[:]
        return other

    # --- what a seat holds ------------------------------------------------------------
    def held(self, seat: int) -> int:
        """The hand proper (without the pile tops), an instance mask."""
        return self.hands[seat] & ~self.tops[seat]

    def visible_piles(self, seat: int, reveal: bool = False) -> tuple[tuple[Card | None, ...], ...]:
        """``seat``'s piles as both players see them: ``None`` for a face-down card."""
        down = 0 if reveal else self.face_down
        return tuple(tuple(None if down >> c & 1 else c for c in p) for p in self.piles[seat])

    def layout_view(self, over: bool) -> tuple[list[int], dict[str, Any]]:
        return [self.held(s) for s in range(2)], {
            "layout": TABLEAU,
            "tableaus": tuple(self.visible_piles(s, reveal=over) for s in range(2)),
            "tops": tuple(tuple(self.cards_of(t)) for t in self.tops),
        }

    def opening_events(self) -> list[Event]:
        return [self.dealt_event(), TableauDealt(tuple(self.visible_piles(s) for s in range(2)))]

    def _on_tableau(self, seat: int, code: Card) -> bool:
        """A face-up copy of ``code`` lies in ``seat``'s piles."""
        up = [c % DECK_STRIDE for p in self.piles[seat] for c in p if not self.face_down >> c & 1]
        return code in up

    def _covered(self, code: Card) -> tuple[str, str]:
        """Why a card lying in a pile under another cannot be played (N-VAR-1, R-VAR-1)."""
        return self.VAR[0], said(
            "{card} is covered in a pile: only the top card of a pile may be played",
            card=card_label(code),
        )

    # --- play -------------------------------------------------------------------------
    def _lift(self, seat: int, card: Card) -> tuple[Card, Event | None]:
        """Take the top ``card`` off its pile: the card below (-1: none), and its turning."""
        piles = self.piles[seat]
        p = next(i for i, pile in enumerate(piles) if pile and pile[-1] == card)
        rest = piles[p][:-1]
        self.piles[seat] = (*piles[:p], rest, *piles[p + 1 :])
        self.tops[seat] &= ~(1 << card)
        if not rest:
            return -1, None
        new_top = rest[-1]
        if self.face_down >> new_top & 1:
            self.face_down &= ~(1 << new_top)
            return new_top, PileCardTurned(seat, p, new_top)
        return new_top, None

    def _revealed(self) -> dict[str, Any]:
        out = super()._revealed()
        out["piles"] = [[[card_code(c) for c in p] for p in self.piles[s]] for s in range(2)]
        return out

    def layout_data(self) -> dict[str, Any]:
        """The tableaus as dealt, bottom card first."""
        return {"piles": [[[card_code(c) for c in p] for p in seat] for seat in self.initial_piles]}


class DrawDeal(TwoPlayerDeal, PileChoice):
    """N-VAR-2, R-VAR-2: three face-down piles, hands taken from them, draws from the stock."""

    __slots__ = ()
    EXTRA_PHASE = CHOOSE_PILE
    PILES = DRAW_PILES

    stock: tuple[Card, ...]
    stock_next: int

    def __init__(
        self,
        rules: Any,
        piles: Groups,
        stock: Sequence[Card],
        check: bool = True,
        **seats: Any,
    ) -> None:
        self._check_layout(rules, DRAW, self.VAR[1])
        if check:
            size = rules.hand_size(2)
            if len(piles) != DRAW_PILES or any(len(p) != size for p in piles):
                raise ValueError(f"{DRAW_PILES} piles of {size} cards are dealt ({self.VAR[1]})")
            *piles, stock = self.place(rules, [*piles, stock])
        self.piles = tuple(tuple(p) for p in piles)
        self.stock = tuple(stock)
        self.stock_next = 0
        self.pile_owners = [-1] * DRAW_PILES
        super().__init__(rules, [[], []], [], check=False, **seats)
        self.hand_size = self.tricks_of(rules)

    @classmethod
    def dealt(cls, rules: Any, order: list[Card], **seats: Any) -> Self:
        size = rules.hand_size(2)
        piles = [order[p * size : (p + 1) * size] for p in range(DRAW_PILES)]
        stock = order[DRAW_PILES * size :]
        return cls(rules, piles, stock, check=False, **seats)

    @property
    def stock_left(self) -> int:
        return len(self.stock) - self.stock_next

    @property
    def chosen(self) -> tuple[int, ...]:
        """Per seat, the pile it took (-1: not yet)."""
        owners = self.pile_owners
        return tuple(owners.index(s) if s in owners else -1 for s in range(2))

    def dealt_event(self) -> Dealt:
        return Dealt(self.dealer, ((), ()), 0)

    def layout_view(self, over: bool) -> tuple[list[int], dict[str, Any]]:
        fields = {"piles_taken": self.chosen, "stock_left": self.stock_left}
        return list(self.hands), {"layout": DRAW, **fields}

    def opening_events(self) -> list[Event]:
        return [self.dealt_event()]

    # --- the pile choice (DECISION: the player after the dealer first) ------------------
    def _offer_misdeal(self) -> list[Event]:
        if self.unused_pile < 0:
            self.phase_ = CHOOSE_PILE
            nxt = (self.dealer + 1) % 2
            self.seat_ = nxt if nxt not in self.pile_owners else self.dealer
            return []
        return super()._offer_misdeal()

    def _extra_problem(self, action: Action) -> tuple[str, str] | None:
        rule = self.VAR[1]
        if self.phase_ != CHOOSE_PILE:
            return rule, said("the piles have been chosen")
        if not isinstance(action, ChoosePile):
            return rule, said("first take one of the three piles as your hand")
        if not 0 <= action.pile < DRAW_PILES:
            return rule, said("there are three piles: take pile 1, 2 or 3")
        if self.pile_owners[action.pile] >= 0:
            return rule, said("the other player has already taken that pile")
        return None

    # --- play: the winner draws first, then the loser -------------------------------------
    def _draw(self, winner: int, each: int) -> list[Event]:
        events: list[Event] = []
        for seat in (winner, 1 - winner):
            for _ in range(each):
                c = self.stock[self.stock_next]
                self.stock_next += 1
                self.hands[seat] |= 1 << c
                events.append(CardDrawn(seat, c, len(self.stock) - self.stock_next))
        return events

    def finish(self) -> Event:
        event = super().finish()
        if self._result is not None:
            unused = self.piles[self.unused_pile] if self.unused_pile >= 0 else ()
            self._result.detail["unused_points"] = sum(IS_POINT[c % DECK_STRIDE] for c in unused)
        return event

    def _revealed(self) -> dict[str, Any]:
        out = super()._revealed()
        out["piles"] = [[card_code(c) for c in p] for p in self.piles]
        out["stock"] = [card_code(c) for c in self.stock[self.stock_next :]]
        return out

    def layout_data(self) -> dict[str, Any]:
        return {
            "piles": [[card_code(c) for c in p] for p in self.piles],
            "stock": [card_code(c) for c in self.stock],
        }


@dataclass(frozen=True)
class TwoPlayerFields(View):
    """The fields a game's two-player view adds (its first base). ``hand`` is the hand proper;
    ``tableaus``: per seat, per pile from the bottom, ``None`` face down; ``piles_taken``: -1,
    not yet."""

    __slots__ = ()

    layout: str = ""
    tableaus: tuple[tuple[tuple[Card | None, ...], ...], ...] = ()
    tops: tuple[tuple[Card, ...], ...] = ()
    piles_taken: tuple[int, ...] = ()
    stock_left: int = 0

    if TYPE_CHECKING:  # the game's view provides these (it follows in the MRO)

        @property
        def hand_sizes(self) -> tuple[int, ...]: ...

        @property
        def hand(self) -> tuple[Card, ...]: ...

        @classmethod
        def of(cls, state: Any, seat: int, **extra: Any) -> Any: ...

        def hand_fields(self, mask: int) -> dict[str, Any]: ...

    @classmethod
    def of_two(cls, state: TwoPlayerDeal, seat: int, **changes: Any) -> Self:
        """The game's view with the layout's fields; the hand without the pile tops."""
        held, layout = state.layout_view(over=state.phase_ == OVER)
        view = cls.of(state, seat, **layout)
        if layout["layout"] == TABLEAU:
            changes |= view.hand_fields(held[seat])
            changes["hand_sizes"] = tuple(h.bit_count() for h in held)
        return cast(Self, replace(view, **changes))

    def bot_values(self, base: Any, *, sizes_always: bool = False) -> dict[str, Any]:
        """The fields of the game's ``base`` view the rule-based player reads: its hand holds
        in play its pile tops (counted in the hand sizes; ``sizes_always``: even when it has
        none left), in the auction every face-up card of its own tableau (N-VAR-1, R-VAR-1)."""
        values = {f.name: getattr(self, f.name) for f in fields(base)}
        sizes, extra = self.hand_sizes, 0
        tableau = self.layout == TABLEAU and self.phase != "discard"
        if tableau and self.phase == "play":
            sizes = tuple(n + len(t) for n, t in zip(sizes, self.tops, strict=True))
            extra = mask_of_ids(self.tops[self.seat])
        elif tableau:
            extra = mask_of_ids([c for p in self.tableaus[self.seat] for c in p if c is not None])
        if extra or (tableau and sizes_always):
            values |= self.hand_fields(extra | mask_of_ids(self.hand)) | {"hand_sizes": sizes}
        return values
