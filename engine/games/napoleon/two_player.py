"""Two-player Napoleon (N-VAR-1/2) on the family's deals: its deck, its N-BID-13 for two and
its exchange of hand cards only."""

from __future__ import annotations

from dataclasses import dataclass

from ...actions import Action, Discard, PlayCard
from ...cards import BIT, MIGHTY, POINT_MASK, Card, card_label
from ...events import Event
from ...text import said
from ..family.phase import mask_of_ids
from ..family.two_player import (
    CHOOSE_PILE,
    DRAW,
    TABLEAU,
    DrawDeal,
    TableauDeal,
    TwoPlayerDeal,
    TwoPlayerFields,
)
from .params import TABLEAU_PILES, NapoleonRules
from .state import DISCARD, LAYOUT_STATES, PLAY, NapoleonState
from .view import NapoleonView


def dealt_hand_size(rules: NapoleonRules, players: int) -> int:
    """The hand each seat holds as dealt: none yet under N-VAR-2."""
    return 0 if rules.deal_layout == DRAW else rules.hand_size(players)


class TwoPlayerState(TwoPlayerDeal, NapoleonState):
    """No adjutant, 24 tricks, N-BID-13 by owner."""

    __slots__ = ()

    VAR = ("N-VAR-1", "N-VAR-2")
    TABLEAU_PILES = TABLEAU_PILES

    def view_for(self, seat: int) -> TwoPlayerView:
        return TwoPlayerView.of_two(self, seat)

    def _mighty_unheld(self) -> list[Event]:
        """N-BID-13 for two (DECISION): in the kitty it is turned up (step 3); unseen by both
        (in a pile or the stock): redeal."""
        if MIGHTY in self.kitty:
            return super()._mighty_unheld()
        return [self._end_without_play("redeal", "N-BID-13")]

    def _settle(
        self, declarer: int, count: int, trump: str, *, reverse: bool = False, forced: bool = False
    ) -> list[Event]:
        events = super()._settle(declarer, count, trump, reverse=reverse, forced=forced)
        return events + self._after_contract()


class TableauState(TableauDeal, TwoPlayerState):
    """N-VAR-1: hands of nine, tableaus of five piles of three, a kitty of five."""

    __slots__ = ("face_down", "initial_piles", "piles", "tops")

    def _mighty_owner(self) -> int:
        owners = [s for s in range(2) if self.hands[s] & BIT[MIGHTY] or self._on_tableau(s, MIGHTY)]
        return owners[0] if owners else -1

    # --- the Napoleon's exchange (N-VAR-1: hand cards only) ----------------------------
    def _after_contract(self) -> list[Event]:
        events = self._take_kitty()  # N-KIT-1
        return events if self.kitty_size else events + self._start_play()

    def _discard_mask(self) -> int:
        hand = self.held(self.declarer)
        if self.rules.discard_ban == "point_cards" or self.reverse:  # N-KIT-3, N-KIT-5
            others = hand & ~POINT_MASK
            if others.bit_count() >= self.kitty_size - len(self.discards):
                return others
        return hand

    def explain_illegal(self, action: Action) -> tuple[str, str] | None:
        phase, decl = self.phase_, self.declarer
        if isinstance(action, Discard) and phase == DISCARD and self._on_tableau(decl, action.card):
            return "N-VAR-1", said(
                "{card} lies on your tableau: the Napoleon exchanges only hand cards with the "
                "kitty",
                card=card_label(action.card),
            )
        if phase == PLAY and isinstance(action, PlayCard):
            seat = self.seat_
            card = action.card
            if not self.hands[seat] & BIT[card] and self._on_tableau(seat, card):
                return self._covered(card)
        return super().explain_illegal(action)

    # --- play -------------------------------------------------------------------------
    def _play(self, card: Card, named_suit: int | None) -> list[Event]:
        seat = self.seat_
        turned: Event | None = None
        if self.tops[seat] & BIT[card]:
            new_top, turned = self._lift(seat, card)
            if new_top >= 0:
                self.tops[seat] |= BIT[new_top]
                self.hands[seat] |= BIT[new_top]  # playable from now on (N-VAR-1)
        events = super()._play(card, named_suit)
        if turned is not None:
            events.insert(1, turned)
        return events


class DrawState(DrawDeal, TwoPlayerState):
    """N-VAR-2: three face-down piles of five, hands taken from them, draws from the stock."""

    __slots__ = ("pile_owners", "piles", "stock", "stock_next")

    def _about_extra(self, action: Action) -> bool:
        return self.phase_ == CHOOSE_PILE  # a pile named later is refused by the play's rules

    def _shown(self, cards: tuple[Card, ...]) -> tuple[Card, ...]:
        return cards

    def _play(self, card: Card, named_suit: int | None) -> list[Event]:
        events = super()._play(card, named_suit)
        if not self.trick and self.phase_ == PLAY and self.stock_next < len(self.stock):
            events += self._draw(self.leader, 1)
        return events


LAYOUT_STATES[TABLEAU] = TableauState
LAYOUT_STATES[DRAW] = DrawState


TwoPlayerState.STATES = (TableauState, DrawState)
state_from_layout = TwoPlayerState.from_layout


# --- the view ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TwoPlayerView(TwoPlayerFields, NapoleonView):
    @classmethod
    def of_two(cls, state: TwoPlayerDeal, seat: int, **changes: object) -> TwoPlayerView:
        if state.rules.deal_layout == DRAW:
            changes |= {"tableaus": ((), ()), "tops": ((), ())}  # N-VAR-2: none, per seat
        # N-VAR-1/2: no adjutant, and everybody knows it
        declarer = state.declarer
        known = {"only_known": declarer >= 0, "is_adjutant": False}
        return super(TwoPlayerView, cls).of_two(state, seat, **known, **changes)

    def for_bot(self) -> tuple[NapoleonView, dict[Card, float]]:
        """The view the rule-based player reads, and a bonus per card: in play the face-up
        cards below the tops count as seen, and a top over a face-down card is worth a little
        more (it uncovers one, N-VAR-1)."""
        values = self.bot_values(NapoleonView, sizes_always=True)
        if self.layout != TABLEAU:
            return NapoleonView(**values), {}
        below = mask_of_ids(
            [c for ps in self.tableaus for p in ps for c in p[:-1] if c is not None]
        )
        piles = self.tableaus[self.seat]
        bonus = {p[-1]: 0.2 for p in piles if len(p) >= 2 and p[-2] is None and p[-1] is not None}
        if self.phase == "discard":
            # the exchange: only hand cards go; the deal's remaining hand is nine cards
            values["tricks"] = self.rules.hand_size(2)
        elif self.phase == "play":
            values["played_mask"] = self.played_mask | below
        return NapoleonView(**values), bonus
