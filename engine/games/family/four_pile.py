"""The four-pile deal for three players, written once (N-VAR-3; R-VAR-3 with both decks,
[B 6.1.3]): each player takes a face-down pile unseen; after the call the declarer draws
the cards at ``draw`` of the unused pile (chosen with the deal's rng, so a record replays);
the rest of that pile stays out of play, unseen."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Self

from ...actions import Action, ChoosePile
from ...cards import DECK_STRIDE, Card, card_code
from ...core import OVER
from ...deal_log import cards_field, codes, contract_field, field, seat_field
from ...events import Dealt, Event, KittyDrawn, KittyTaken, PilesDealt
from ...text import said
from .phase import CHOOSE_ACTIONS, Groups, PileChoice, mask_of_ids

if TYPE_CHECKING:
    from ...record import Node

LAYOUT = "four_pile_three"
PILE_CHOICE = "pile_choice"
PILES = 4


@dataclass(frozen=True)
class FourPileFields:
    """The fields a game's four-pile view adds (first base of its view): every pile lies
    face down; ``end_unused``: the unused cards once the deal is over."""

    __slots__ = ()

    pile_owners: tuple[int, ...] = ()
    unused_count: int = 0
    end_unused: tuple[Card, ...] | None = None


class FourPileDeal(PileChoice):
    """The pile choice (in playing order from the opening bidder) before the auction."""

    __slots__ = ()

    RULE_ID: ClassVar[str]
    PILE_SIZE: ClassVar[int]
    TOTAL_POINTS: ClassVar[int]
    EXTRA_PHASE = PILE_CHOICE
    PILES = PILES
    #: the contract's fields a deal set up at the contract keeps in its data
    CONTRACT_FIELDS: ClassVar[tuple[str, ...]] = ("declarer", "count", "trump")
    #: cards of the deck that join the kitty undrawn (Napoleon's middle card: 1)
    MIDDLE: ClassVar[int] = 0
    #: the game's base state's own arguments for a deal whose hands come later
    NO_HANDS_YET: ClassVar[dict[str, Any]] = {}
    #: the game's four-pile view (``FourPileFields`` first)
    VIEW: ClassVar[Any]

    draw: tuple[int, ...]
    middle_cards: tuple[Card, ...]
    unused_mask: int

    def __init__(
        self,
        rules: Any,
        piles: Groups,
        draw: Sequence[int],
        *,
        middle: Sequence[Card] = (),
        check: bool = True,
        **seats: Any,
    ) -> None:
        rule = self.RULE_ID
        self._check_layout(rules, LAYOUT, rule)
        if check:
            size, drawn = self.PILE_SIZE, rules.kitty_size(3) - len(middle)
            if len(piles) != PILES or any(len(p) != size for p in piles):
                raise ValueError(f"the four-pile deal has 4 piles of {size} cards ({rule})")
            if len(draw) != drawn or len(set(draw) & set(range(size))) != drawn:
                raise ValueError(
                    f"draw: {drawn} different positions of the unused pile, 0 to {size - 1} "
                    f"({rule})"
                )
            piles = self.place(rules, [*piles, middle])[:PILES]
        self.piles = tuple(tuple(p) for p in piles)
        self.draw = tuple(draw)
        self.middle_cards = tuple(middle)
        self.pile_owners = [-1] * PILES
        self.unused_mask = 0
        # the hands stay empty until the piles are chosen
        super().__init__(rules, [[], [], []], (), check=False, **seats, **self.NO_HANDS_YET)
        self.phase_ = PILE_CHOICE  # DECISION: in playing order from the opening bidder
        self.seat_ = self.opening_seat

    @classmethod
    def deal(cls, rules: Any, players: int, rng: random.Random, **seats: Any) -> Self:
        """Four piles and ``MIDDLE`` cards of the shuffled deck; the positions the declarer
        will draw of the unused pile."""
        if players != 3:
            raise ValueError(f"the four-pile deal ({cls.RULE_ID}) is for 3 players, not {players}")
        deck = cls.deck_for(rules)
        rng.shuffle(deck)
        size = cls.PILE_SIZE
        piles = [deck[i * size : (i + 1) * size] for i in range(PILES)]
        draw = sorted(rng.sample(range(size), rules.kitty_size(3) - cls.MIDDLE))
        rest = deck[PILES * size : PILES * size + cls.MIDDLE]
        return cls(rules, piles=piles, draw=draw, middle=rest, check=False, **seats)

    @classmethod
    def at_contract(
        cls,
        rules: Any,
        piles: Groups,
        draw: Sequence[int],
        contract: dict[str, Any],
        middle: Sequence[Card] = (),
    ) -> Self:
        """A deal at the adjutant call: seat ``s`` took pile ``s``."""
        no_misdeal = rules.model_copy(update={"misdeal": cls.NO_MISDEAL})
        state = cls(
            no_misdeal, piles=piles, draw=draw, middle=middle, opening_seat=contract["declarer"]
        )
        while state.phase_ == PILE_CHOICE:
            state._extra_move(CHOOSE_ACTIONS[state.seat_])
        state.rules = rules
        state._contract_made(**contract)
        return state

    @classmethod
    def from_hands(cls, rules: Any, hands: Groups, kitty: Sequence[Card], **contract: Any) -> Self:
        """A deal at the adjutant call from hands and a kitty (records): seat ``s`` took pile
        ``s``; the unused pile is the kitty (after the middle card) and the cards nobody
        holds."""
        size, pile = rules.kitty_size(3), cls.PILE_SIZE
        if len(hands) != 3 or any(len(h) != pile for h in hands) or len(kitty) != size:
            raise ValueError(
                f"the four-pile deal ({cls.RULE_ID}): 3 hands of {pile} and a {size}-card kitty"
            )
        cards = [*(c for h in hands for c in h), *kitty]
        left = [c % DECK_STRIDE for c in cls.deck_for(rules)]
        for c in cards:
            if c % DECK_STRIDE not in left:
                cls.place(rules, [cards])  # a card too many: the game's own error
            left.remove(c % DECK_STRIDE)
        piles = [*hands, [*kitty[cls.MIDDLE :], *left]]
        middle = kitty[: cls.MIDDLE]
        return cls.at_contract(rules, piles, range(size - cls.MIDDLE), contract, middle)

    @classmethod
    def from_record(cls, root: Node, rules: Any, dealer: int, opening_seat: int) -> Self:
        """A record's deal, its piles chosen in its ``bidding`` (docs/records.md)."""
        piles = root.get("piles")
        middle = [root.get("middle").as_card()] if cls.MIDDLE else []
        draw = [n.as_int() for n in root.get("draw").as_list()]
        cards = [p.as_cards() for p in piles.as_list()]
        try:
            return cls(rules, cards, draw, middle=middle, dealer=dealer, opening_seat=opening_seat)
        except ValueError as exc:
            raise piles.fail(str(exc)) from None

    def dealt_event(self) -> Dealt:
        return Dealt(self.dealer, tuple(() for _ in range(self.players)), self.kitty_size)

    def opening_events(self) -> list[Event]:
        return [PilesDealt(self.dealer, PILES, self.PILE_SIZE)]

    @property
    def unused_count(self) -> int:
        """Cards that never come into play and that nobody sees before the end."""
        return self.PILE_SIZE - len(self.draw)

    # --- the pile choice --------------------------------------------------------------
    def _extra_problem(self, action: Action) -> tuple[str, str] | None:
        rule = self.RULE_ID
        if self.phase_ != PILE_CHOICE:
            return rule, said("the piles have been chosen")
        if not isinstance(action, ChoosePile):
            return rule, said("first take one of the face-down piles as your hand")
        if not 0 <= action.pile < PILES:
            return rule, said(
                "there is no pile {pile}; the piles are 1 to {piles}",
                pile=action.pile + 1,
                piles=PILES,
            )
        if self.pile_owners[action.pile] >= 0:
            return rule, said(
                "pile {pile} has been taken; choose a free pile", pile=action.pile + 1
            )
        return None

    def _set_aside(self, unused: tuple[Card, ...]) -> None:
        """The kitty-to-be is fixed by ``draw``; the rest of the unused pile stays out of play."""
        self.kitty = (*self.middle_cards, *(unused[i] for i in self.draw))
        self.initial_hands = tuple(self.hands)
        self.unused_mask = mask_of_ids(unused) & ~mask_of_ids(self.kitty)

    # --- the rest of the deal ---------------------------------------------------------
    def _with_kitty_drawn(self, events: list[Event]) -> list[Event]:
        """The declarer draws from the unused pile just before he takes the kitty."""
        at = next(i for i, e in enumerate(events) if isinstance(e, KittyTaken))
        drawn = self.kitty[len(self.middle_cards) :]  # the middle card is not drawn
        events.insert(at, KittyDrawn(self.declarer, self.unused_pile, len(drawn), drawn))
        return events

    def _revealed(self) -> dict[str, Any]:
        return {**super()._revealed(), "unused": codes(self.cards_of(self.unused_mask))}

    def finish(self) -> Event:
        """All-take is judged over the point cards in play: the result says how many."""
        event = super().finish()
        assert self._result is not None
        unused = self.points_out_of_play()
        self._result.detail["point_cards_in_play"] = self.TOTAL_POINTS - unused
        self._result.detail["unused_point_cards"] = unused
        return event

    def view_for(self, seat: int) -> Any:
        end_unused = tuple(self.cards_of(self.unused_mask)) if self.phase_ == OVER else None
        owners, unused = tuple(self.pile_owners), self.unused_count
        return self.VIEW.of(
            self, seat, pile_owners=owners, unused_count=unused, end_unused=end_unused
        )

    # --- deal data --------------------------------------------------------------------
    def layout_data(self) -> dict[str, Any]:
        middle = {"middle": card_code(self.middle_cards[0])} if self.middle_cards else {}
        return {
            "dealer": self.dealer,
            "opening_seat": self.opening_seat,
            "piles": [codes(p) for p in self.piles],
            **middle,
            "draw": list(self.draw),
        }

    def record_fields(self) -> dict[str, Any]:
        """A record's ``piles``, ``middle`` (Napoleon) and ``draw`` (docs/records.md)."""
        data = self.layout_data()
        return {k: data[k] for k in ("piles", "middle", "draw") if k in data}

    def check_record_deal(
        self, root: Node, seats: Sequence[str], hands: list[list[Card]], kitty: list[Card]
    ) -> None:
        """A record's ``hands`` and ``kitty`` are the chosen piles and the drawn cards."""
        rule = self.RULE_ID
        if self.phase_ == PILE_CHOICE:
            stop = f"the bidding stops before every pile is chosen ({rule})"
            raise root.get("bidding").fail(stop)

        def of(cards: Sequence[Card]) -> list[Card]:
            return sorted(c % DECK_STRIDE for c in cards)

        for seat, name in enumerate(seats):
            if of(hands[seat]) != of(self.cards_of(self.initial_hands[seat])):
                pile = self.pile_owners.index(seat) + 1
                fail = f"{name} took pile {pile}, which holds other cards ({rule})"
                raise root.get("hands").get(name).fail(fail)
        if of(kitty) != of(self.kitty):
            middle = "the middle card and " if self.MIDDLE else ""
            raise root.get("kitty").fail(
                f"the kitty is {middle}the drawn cards of the unused pile ({rule}): "
                + " ".join(codes(self.kitty))
            )

    def deal_data(self) -> dict[str, Any]:
        """The deal as laid out; a deal set up at the contract keeps its contract too."""
        data = self.layout_data()
        if not self.bids and self.declarer >= 0:
            data["contract"] = {k: getattr(self, k) for k in self.CONTRACT_FIELDS}
        return data

    @classmethod
    def from_deal_data(cls, rules: Any, players: int, data: dict[str, Any]) -> Self:
        """The inverse of ``deal_data``. Bad data raises ``ValueError`` naming the field."""
        rule = cls.RULE_ID
        if players != 3:
            raise ValueError(
                f"players: the four-pile deal ({rule}) is for 3 players, not {players}"
            )
        raw = field(data, "piles", list)
        piles = [cards_field(p, f"deal.piles[{i}]") for i, p in enumerate(raw)]
        middle = cards_field([field(data, "middle", str)], "deal.middle") if cls.MIDDLE else []
        draw = [int(i) for i in field(data, "draw", list) if isinstance(i, int)]
        dealer = seat_field(data, "dealer", players)
        opening = seat_field(data, "opening_seat", players)
        try:
            state = cls(
                rules, piles=piles, draw=draw, middle=middle, dealer=dealer, opening_seat=opening
            )
        except ValueError as exc:
            raise ValueError(f"deal: {exc}") from None
        c = contract_field(data, players, rules.trump_priority, rules.name)
        if c is None:
            return state
        contract = {k: c[k] for k in ("declarer", "count", "trump", "reverse")}
        return cls.at_contract(rules, state.piles, draw, contract, state.middle_cards)
