"""Imperialist Napoleon (帝国主義ナポレオン, N-VAR-5): every player for himself. The first
leader is drawn by lot, later the previous winner; he names the trump kind unseen (never
``chigaku_nt``) and leads. DECISIONS: the kitty stays face down, unused; a tie the previous
counts do not break is a shared win; scores are 1 per winner, so totals count games won."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace

from ...cards import IS_POINT, Card, deal_cards, napoleon_deck
from ...events import Event
from ...registry import DealSetup
from ..family.imperialist import (
    TRUMP_CHOICE,
    UnseenTrump,
    chooser_of,
)
from ..family.tricks import DealRules
from .params import NapoleonRules
from .state import NapoleonState
from .view import Imperial, NapoleonView


class ImperialistState(UnseenTrump, NapoleonState):
    """Phases: ``trump_choice`` (the leader, hand unseen), ``play``, ``over``."""

    __slots__ = ("by_lot", "chooser", "previous_counts", "trump_actions")

    def __init__(
        self,
        rules: NapoleonRules,
        hands: Sequence[Sequence[Card]],
        kitty: Sequence[Card],
        *,
        leader: int,
        by_lot: bool = True,
        previous_counts: Sequence[int] | None = None,
        dealer: int = 0,
        check: bool = True,
    ) -> None:
        if not rules.imperialism:
            raise ValueError("imperialism: these rules are not Imperialist Napoleon (N-VAR-5)")
        self._choose_unseen(len(hands), leader, by_lot, previous_counts, rules.imperial_trumps())
        # the base class opens the "auction" (``_start_auction``): here the trump choice
        super().__init__(rules, hands, kitty, dealer=dealer, opening_seat=leader, check=check)

    @classmethod
    def deal_imperial(
        cls, rules: NapoleonRules, players: int, rng: random.Random, setup: DealSetup
    ) -> ImperialistState:
        hands, kitty = deal_cards(
            napoleon_deck(not rules.no_joker), players, rules.hand_size(players), rng
        )
        leader, by_lot, previous = chooser_of(setup, players, rng)
        return cls(
            rules,
            hands,
            kitty,
            leader=leader,
            by_lot=by_lot,
            previous_counts=previous,
            dealer=setup.dealer,
            check=False,
        )

    @property
    def kitty_on_table(self) -> bool:
        return True  # N-VAR-5 DECISION: the kitty lies face down, unused, the whole deal

    def _variant_rule(self) -> str:
        return "N-VAR-5"

    def _trump_named(self, kind: str) -> None:
        self.deal_rules = DealRules.for_contract(self.rules, kind, self.hand_size)

    def view_for(self, seat: int) -> NapoleonView:
        view = NapoleonView.of(self, seat)
        info = Imperial(self.chooser, self.by_lot, self.trump, self.previous_counts)
        if self.phase_ == TRUMP_CHOICE and seat == self.chooser:
            return replace(view, hand=(), hand_mask=0, hand_unseen=True, imperial=info)
        return replace(view, imperial=info)

    def side_totals(self) -> tuple[int, int]:
        """No sides (N-VAR-5): the most any one seat took, and the rest."""
        best = max(self.points_by_seat)
        return best, sum(self.points_by_seat) - best

    def finish(self) -> Event:
        outcome, scores, imperial = self._imperial_result(sum(IS_POINT[c] for c in self.kitty))
        detail = {**self._unseen_detail(), **imperial, "tricks_played": len(self.completed)}
        return self._ended(outcome, scores, detail)

    def describe_contract(self) -> str:
        if not self.trump:
            return "no trump yet"
        return f"every man for himself, {self.rules.trump_label(self.trump)}"
