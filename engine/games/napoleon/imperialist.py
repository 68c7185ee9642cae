"""Imperialist Napoleon (帝国主義ナポレオン, N-VAR-5): every player for himself.

No auction, no Napoleon, no adjutant, no coalition. The first leader is fixed before the deal
(the first game: by lot, drawn with the deal's rng; later games: the winner of the previous
game). Before looking at his hand he names the trump kind — any kind of the preset except
``chigaku_nt`` — and then leads trick 1. **DECISION:** the kitty stays face down and unused.
The cards are played as in ``book`` for the chosen kind (first- and last-trick rules
included); the player with most point cards wins. A tie is broken by the tied players'
counts in the previous game; in the first game (or when those are equal too) it is a shared
win (**DECISION**). **DECISION:** no point scoring: ``DealResult.scores`` is 1 for each
winner and 0 for everybody else, so a score sheet's totals count the games won.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from ...actions import Action, NameTrump
from ...cards import IS_POINT, Card, cards_in, deal_cards, napoleon_deck
from ...core import OVER, DealResult
from ...errors import IllegalActionError
from ...events import DealEnded, Event
from ...registry import DealSetup
from ..family.imperialist import (
    SHARED_WIN,
    SOLE_WIN,
    TRUMP_CHOICE,
    ImperialSetup,
    UnseenTrump,
    chooser_of,
    next_imperial_setup,
    winners_of,
)
from ..family.tricks import DealRules
from .params import NapoleonRules
from .state import NapoleonState
from .view import Imperial, NapoleonView


class ImperialistState(UnseenTrump, NapoleonState):
    """A deal of Imperialist Napoleon (``rules.imperialism``). Phases: ``trump_choice``
    (the first leader, hand unseen), ``play``, ``over``."""

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
        """Shuffle and deal with ``rng``; a first game (a plain ``DealSetup``) then draws
        the first leader by lot with the same ``rng`` (N-VAR-5)."""
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

    def copy(self) -> ImperialistState:
        other = super().copy()
        assert isinstance(other, ImperialistState)
        for name in ImperialistState.__slots__:  # immutable values: shared
            setattr(other, name, getattr(self, name))
        return other

    @property
    def kitty_on_table(self) -> bool:
        return True  # N-VAR-5 DECISION: the kitty lies face down, unused, the whole deal

    # --- what the family's trump choice leaves to Napoleon ----------------------------
    def _variant_rule(self) -> str:
        return "N-VAR-5"

    def _trump_named(self, kind: str) -> None:
        self.deal_rules = DealRules.for_contract(self.rules, kind, self.hand_size)

    def _cards_of(self, mask: int) -> list[Card]:
        return cards_in(mask)

    def legal_actions(self) -> Sequence[Action]:
        if self.phase_ == TRUMP_CHOICE:
            return self.trump_actions
        return super().legal_actions()

    def explain_illegal(self, action: Action) -> tuple[str, str] | None:
        if self._about_trump(action):
            return self._trump_problem(action)
        return super().explain_illegal(action)

    def apply(self, action: Action) -> list[Event]:
        if self.phase_ != TRUMP_CHOICE:
            return super().apply(action)
        problem = self.explain_illegal(action)
        if problem is not None:
            raise IllegalActionError(*problem)
        assert isinstance(action, NameTrump)
        return self._name_trump(action.trump)

    def view_for(self, seat: int) -> NapoleonView:
        view = NapoleonView.of(self, seat)
        info = Imperial(self.chooser, self.by_lot, self.trump, self.previous_counts)
        if self.phase_ == TRUMP_CHOICE and seat == self.chooser:
            return replace(view, hand=(), hand_mask=0, hand_unseen=True, imperial=info)
        return replace(view, imperial=info)

    # --- the result ----------------------------------------------------------------------
    def side_totals(self) -> tuple[int, int]:
        """No sides (N-VAR-5): the most any one seat took, and the rest."""
        best = max(self.points_by_seat)
        return best, sum(self.points_by_seat) - best

    def finish(self) -> Event:
        winners, tie, scores, outcome = self.imperial_winners()
        detail: dict[str, Any] = {
            "imperialism": True,
            "rule_id": "N-VAR-5",
            "leader": self.chooser,
            "by_lot": self.by_lot,
            "contract": {"trump": self.trump},
            "point_cards": list(self.points_by_seat),
            "winners": list(winners),
            "tie_break": tie,
            "previous_counts": None if self.previous_counts is None else list(self.previous_counts),
            "kitty_points": sum(IS_POINT[c] for c in self.kitty),  # unused (DECISION)
            "tricks_played": len(self.completed),
        }
        self._result = DealResult(outcome, scores, detail)
        self.phase_ = OVER
        return DealEnded(self._result, self._revealed())

    def describe_contract(self) -> str:
        if not self.trump:
            return "no trump yet"
        return f"every man for himself, {self.rules.trump_label(self.trump)}"


__all__ = [
    "SHARED_WIN",
    "SOLE_WIN",
    "TRUMP_CHOICE",
    "ImperialSetup",
    "ImperialistState",
    "next_imperial_setup",
    "winners_of",
]
