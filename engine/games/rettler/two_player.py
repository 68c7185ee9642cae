"""Two-player Rettler (R-VAR-1/2) on the family's deals, with both decks; decisions E-03 (an
uncovered card is playable from the next round), E-04 (a leader left with bridge cards only
loses) and E-05 (a short stock is shared)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Self

from ...actions import Action, Discard, PlayCard
from ...cards import BRIDGE, DECK_STRIDE, MIGHTY, Card, card_label
from ...core import OVER, DealResult
from ...events import DealEnded, Event
from ...text import said
from ..family.two_player import DRAW, TABLEAU, DrawDeal, TableauDeal, TwoPlayerDeal, TwoPlayerFields
from .actions import Lead
from .events import RoundLed
from .params import TABLEAU_PILES
from .scoring import deal_scores, loss_multiplier, win_multiplier
from .state import DISCARD, LAYOUT_STATES, PLAY, RettlerState, codes_of
from .view import RettlerView

BRIDGE_CODE_BIT = 1 << BRIDGE


class TwoPlayerState(TwoPlayerDeal, RettlerState):
    """No adjutant (R-VAR-1/2)."""

    __slots__ = ()

    VAR = ("R-VAR-1", "R-VAR-2")
    TABLEAU_PILES = TABLEAU_PILES

    def view_for(self, seat: int) -> TwoPlayerView:
        return TwoPlayerView.of_two(self, seat)

    def _nobody_bid(self) -> list[Event]:
        """R-BID-7 for two: both hold a Mighty, nobody is left to be paid: redeal (E-06)."""
        mighty = 1 << MIGHTY
        if self.auction_round == 1 and all(codes_of(h)[0] & mighty for h in self.hands):
            return [self._end_without_play("redeal", "R-BID-7")]
        return super()._nobody_bid()

    def _settle(
        self, declarer: int, count: int, trump: str, allowed: int, *, reverse: bool = False
    ) -> list[Event]:
        events = super()._settle(declarer, count, trump, 0, reverse=reverse)
        return events + self._after_contract()


class TableauState(TableauDeal, TwoPlayerState):
    """R-VAR-1: hands of 18, tableaus of ten piles of three, a kitty of 12."""

    __slots__ = ("face_down", "initial_piles", "locked", "pending", "piles", "tops", "turned")

    def _new_deal(self) -> None:
        self.pending: list[int] = [0, 0]  # uncovered cards not yet playable (E-03)
        self.turned: list[Event] = []
        self.locked = -1  # the seat that lost by R-VAR-1's bridge rule

    def copy(self) -> Self:
        other = super().copy()
        other.pending = self.pending[:]
        other.turned = []
        return other

    # --- the Rettler's exchange (R-VAR-1: hand cards only) ----------------------------
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
        """E-03: a code on one of the seat's pile tops is played from the first such pile
        from the left (records name codes only); taking a top uncovers the card below."""
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
            new_top, turned = self._lift(seat, taken)
            if new_top >= 0:
                self.pending[seat] |= 1 << new_top
            if turned is not None:
                self.turned.append(turned)
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
            # [B 6.1.1]: a leader who can play only bridge cards, which may not be led now
            # (R-BRIDGE-1), loses (R-VAR-1, E-04)
            lo, hi = codes_of(self.hands[self.seat_])
            if lo == BRIDGE_CODE_BIT and not self._leads(lo, hi):
                self.locked = self.seat_
                events.append(self.finish())
        return events

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
            code, decl = action.card % DECK_STRIDE, self.declarer
            if not codes_of(self.held(decl))[0] >> code & 1 and self._on_tableau(decl, code):
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
                    return self._covered(code)
        return super().explain_illegal(action)


class DrawState(DrawDeal, TwoPlayerState):
    """R-VAR-2: three face-down piles of 10, hands taken from them, draws from the stock."""

    __slots__ = ("pile_owners", "piles", "stock", "stock_next")

    def _piles_chosen(self) -> list[Event]:
        self.misdeal_queue = []  # no misdeal offer (R-DEAL-3) on hands chosen from piles
        return self._offer_misdeal()

    def _follow(self, card: Card) -> list[Event]:
        events = super()._follow(card)
        if self.ctx is None and self.phase_ == PLAY and self.stock_left:
            # R-VAR-2: as many as each played; E-05: a short stock is shared
            each = min(self.completed[-1].size, self.stock_left // 2)
            events += self._draw(self.leader, each)
        return events


LAYOUT_STATES[TABLEAU] = TableauState
LAYOUT_STATES[DRAW] = DrawState
TwoPlayerState.STATES = (TableauState, DrawState)
state_from_layout = TwoPlayerState.from_layout


# --- the view ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TwoPlayerView(TwoPlayerFields, RettlerView):
    def for_bot(self) -> RettlerView:
        """The view the rule-based player reads: in play the hand holds the pile tops; in the
        auction every face-up card of its own tableau (R-VAR-1)."""
        return RettlerView(**self.bot_values(RettlerView))
