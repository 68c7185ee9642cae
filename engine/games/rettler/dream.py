"""Dream version (夢バージョン, R-VAR-10): extra cards from a third deck after the contract.

Until the contract the deal is ``book`` Rettler. Then a third deck with a different back is
shuffled and every player gets ``rules.dream_cards`` (1 or 2) extra cards, used like ordinary
cards, so the deal has ``N + dream_cards`` tricks. Three identical cards may never be played
together (a bomb follower who already played two copies of a code may not add the third).
D-30: a dream card pairs with an identical ordinary card; among identical cards the first
played wins (R-RANK-2 as it is). Options fixed before the deal: ``dream_points`` (a) dream
point cards count / (b) not; ``dream_adjutant`` (a) a dream copy of a called card makes its
holder an adjutant / (b) not (the authors prefer b/b).

Card identity: a dream card is the instance ``code + 108`` (``engine.cards.DREAM_OFFSET``), so
a hand stays one bitmask and every code-based rule (pairs, rank, following) applies as it is.

DECISIONs where the book is silent (rettler.md R-VAR-10):

* the third deck is a one-deck game's deck (N-COMP-1): 52 cards and a joker, no bridge card
  (R-COMP-1 counts the bridge cards as rules cards besides the decks, and a third one could
  leave a leader holding only bridge cards that R-BRIDGE-1 forbids him to lead); it is
  shuffled with the deal's rng right after the deal, and its cards are given when the
  contract is settled, before the adjutant call;
* R-ADJ-3 (a call that could make too many adjutants is a foul) counts the copies that can
  make an adjutant: the two ordinary ones under option (b), all three under option (a), where
  the dream copy counts as outside unless the Rettler holds it (he cannot know whether it was
  dealt), so the number of adjutants never exceeds the contract's;
* an action names a code; while a seat holds an ordinary copy of it, that copy is played, the
  dream copy only after it (records and logs name codes, so this replays exactly).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace

from ...actions import Action, PlayCard
from ...cards import (
    BRIDGE,
    CODE_MASK,
    DECK_STRIDE,
    DREAM_OFFSET,
    IS_POINT,
    Card,
    card_code,
    card_label,
    deal_cards,
    dream_deck,
    iter_bits,
    two_decks,
)
from ...core import DealResult
from ...events import AdjutantCalled, DealEnded, Event
from ...text import said
from .events import DreamCardsDealt
from .legality import follow_mask
from .params import RettlerRules
from .state import PLAY, RettlerState, codes_of
from .view import RettlerView

#: option (b): a dream card is no point card for anybody (R-VAR-10)
_VOID_DREAM = IS_POINT * 2 + (False,) * DECK_STRIDE
_WITH_DREAM = IS_POINT * 3
_THREE_COPIES = 1 | 1 << DECK_STRIDE | 1 << DREAM_OFFSET


def ordinary_codes(hand: int) -> int:
    """The codes of ``hand`` held as an ordinary (first- or second-deck) copy."""
    return (hand | hand >> DECK_STRIDE) & CODE_MASK


class DreamState(RettlerState):
    """A Rettler deal under R-VAR-10 (``rules.dream_cards`` > 0)."""

    __slots__ = ("dream_hands", "dreamt", "point_instance")

    def __init__(
        self,
        rules: RettlerRules,
        hands: Sequence[Sequence[Card]],
        kitty: Sequence[Card],
        *,
        dream_hands: Sequence[Sequence[Card]] | None = None,
        dealer: int = 0,
        opening_seat: int | None = None,
        check: bool = True,
        auction: bool = True,
    ) -> None:
        if not rules.dream_cards:
            raise ValueError("dream_cards: these rules are not the dream version (R-VAR-10)")
        players = len(hands)
        if dream_hands is None:  # a position without dream cards (tests, endgame studies)
            dream_hands = [()] * players
        elif len(dream_hands) != players or any(len(h) != rules.dream_cards for h in dream_hands):
            raise ValueError(
                f"dream_hands: {rules.dream_cards} dream card(s) for each of {players} seats "
                "(R-VAR-10)"
            )
        placed = [tuple(c % DECK_STRIDE + DREAM_OFFSET for c in h) for h in dream_hands]
        flat = [c for h in placed for c in h]
        if len(set(flat)) != len(flat) or BRIDGE + DREAM_OFFSET in flat:
            raise ValueError(
                "dream_hands: the third deck holds 52 cards and a joker, each once (R-VAR-10)"
            )
        #: seat -> its dream cards (instance ids 108..160), given after the contract
        self.dream_hands: tuple[tuple[Card, ...], ...] = tuple(placed)
        #: the dream cards have been given (the contract is settled)
        self.dreamt = False
        self.point_instance = _WITH_DREAM if rules.dream_points else _VOID_DREAM
        super().__init__(
            rules,
            hands,
            kitty,
            dealer=dealer,
            opening_seat=opening_seat,
            check=check,
            auction=auction,
        )

    @classmethod
    def deal_dream(
        cls,
        rules: RettlerRules,
        players: int,
        rng: random.Random,
        *,
        dealer: int = 0,
        opening_seat: int | None = None,
    ) -> DreamState:
        """Deal two decks (R-DEAL-1), then shuffle the third deck with the same ``rng`` and
        set aside each seat's dream cards (R-VAR-10 DECISION: drawn now, given later)."""
        hands, kitty = deal_cards(two_decks(), players, rules.hand_size(players), rng)
        dream, _ = deal_cards(dream_deck(), players, rules.dream_cards, rng)
        return cls(
            rules,
            hands,
            kitty,
            dream_hands=dream,
            dealer=dealer,
            opening_seat=opening_seat,
            check=False,
        )

    # --- the dream deal ------------------------------------------------------------------
    def _settle(
        self, declarer: int, count: int, trump: str, allowed: int, *, reverse: bool = False
    ) -> list[Event]:
        # the extra cards are played like the others: N + dream_cards tricks (R-VAR-10)
        if self.dream_hands[0]:
            self.hand_size += len(self.dream_hands[0])
        events = super()._settle(declarer, count, trump, allowed, reverse=reverse)
        for seat, cards in enumerate(self.dream_hands):
            for c in cards:
                self.hands[seat] |= 1 << c
        self.dreamt = True
        events.append(DreamCardsDealt(self.dream_hands, self.rules.dream_cards))
        return events

    # --- the adjutant call (R-ADJ-3) -----------------------------------------------------------
    def _copies_held(self) -> tuple[int, int, int]:
        """Code masks of the Rettler's copies that count for R-ADJ-3: the two ordinary decks,
        and under option (a) the dream deck (else 0)."""
        hand = self.hands[self.declarer]
        dream = hand >> DREAM_OFFSET if self.rules.dream_adjutant else 0
        return hand & CODE_MASK, hand >> DECK_STRIDE & CODE_MASK, dream

    def _callable_mask(self) -> int:
        """R-ADJ-3 with the copies that can make an adjutant: two under option (b); three
        under option (a), the dream copy counted as outside unless the Rettler holds it."""
        a, b, d = self._copies_held()
        left = min(self.players - 1, self.adjutants_bid) - self.call_used
        copies = 3 if self.rules.dream_adjutant else 2
        # a code may be called when at most ``left`` copies are outside: held >= copies - left
        need = copies - left
        if need <= 0:
            mask = CODE_MASK
        elif need == 1:
            mask = a | b | d
        elif need == 2:
            mask = (a & b) | (a & d) | (b & d)
        else:
            mask = a & b & d if copies == 3 else 0
        for c in self.called:
            mask &= ~(1 << c)
        return mask

    def _call(self, code: Card, deck: int | None = None) -> list[Event]:
        # a call by deck (R-VAR-13) is refused with dream cards by the rules' validator
        a, b, d = self._copies_held()
        held = (a >> code & 1) + (b >> code & 1) + (d >> code & 1)
        self.called.append(code)
        self.call_decks.append(None)
        self.call_used += (3 if self.rules.dream_adjutant else 2) - held
        return [AdjutantCalled(self.declarer, code)]

    def _start_play(self) -> list[Event]:
        events = super()._start_play()
        called = 0
        for c in self.called:
            called |= 1 << c
        # option (b): only an ordinary copy makes an adjutant; (a): the dream copy too
        dream = self.rules.dream_adjutant
        self.adjutants = tuple(
            s
            for s in range(self.players)
            if s != self.declarer
            and (ordinary_codes(self.hands[s]) | (self.hands[s] >> DREAM_OFFSET if dream else 0))
            & called
        )
        return events

    def _reveal(self, seat: int, instances: Sequence[Card], events: list[Event]) -> None:
        if not self.rules.dream_adjutant:  # option (b): a dream copy reveals nothing
            instances = [i for i in instances if i < DREAM_OFFSET]
        super()._reveal(seat, instances, events)

    # --- three identical cards (R-VAR-10) ----------------------------------------------------
    def _twice_in_partial(self) -> int:
        seen = twice = 0
        for c in self.partial:
            b = 1 << c % DECK_STRIDE
            twice |= seen & b
            seen |= b
        return twice

    def _mask_now(self) -> int:
        if (
            self._legal_mask < 0
            and self.phase_ == PLAY
            and self.ctx is not None
            and len(self.partial) >= 2
        ):
            twice = self._twice_in_partial()
            if twice:
                hand = self.hands[self.seat_]
                for c in iter_bits(twice):
                    hand &= ~(_THREE_COPIES << c)
                lo, hi = codes_of(hand)
                mask = follow_mask(self.ctx, lo, hi, self.partial_codes()) & ~twice
                if mask:  # else the third copy is all that can complete the play
                    self._legal_mask = mask
                    return mask
        return super()._mask_now()

    def explain_illegal(self, action: Action) -> tuple[str, str] | None:
        why = super().explain_illegal(action)
        if (
            why is not None
            and isinstance(action, PlayCard)
            and self.phase_ == PLAY
            and self._twice_in_partial() >> action.card % DECK_STRIDE & 1
            and codes_of(self.hands[self.seat_])[0] >> action.card % DECK_STRIDE & 1
        ):
            return "R-VAR-10", said(
                "three identical cards may never be played together: {card}",
                card=card_label(action.card),
            )
        return why

    # --- what the seats see ----------------------------------------------------------------
    def view_for(self, seat: int) -> RettlerView:
        view = super().view_for(seat)
        if seat == self.declarer or not self.called:
            return view
        called = 0
        for c in self.called:
            called |= 1 << c
        mine = ordinary_codes(self.hands[seat]) | ordinary_codes(self.initial_hands[seat])
        if self.rules.dream_adjutant:  # option (a): the dream copy of a called card counts
            for c in self.dream_hands[seat]:
                mine |= 1 << (c % DECK_STRIDE)
        return replace(view, is_adjutant=bool(mine & called))

    def finish(self) -> Event:
        event = super().finish()
        result = self._result
        assert isinstance(event, DealEnded) and isinstance(result, DealResult)
        result.detail["dream_cards"] = [[card_code(c) for c in h] for h in self.dream_hands]
        result.detail["dream_points"] = self.rules.dream_points
        event.revealed["dream_cards"] = result.detail["dream_cards"]
        return event


__all__ = ["DreamState", "ordinary_codes"]
