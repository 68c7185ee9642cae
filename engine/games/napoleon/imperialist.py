"""Imperialist Napoleon (帝国主義ナポレオン, N-VAR-5) on the family's trump named unseen.
DECISIONS: the kitty stays unused; scores are 1 per winner, so totals count games won."""

from __future__ import annotations

from collections.abc import Sequence

from ...cards import IS_POINT
from ...events import Event
from ..family.imperialist import UnseenTrump
from ..family.tricks import DealRules
from .params import NapoleonRules
from .state import NapoleonState
from .view import Imperial, NapoleonView


class ImperialistState(UnseenTrump, NapoleonState):
    """Phases: ``trump_choice`` (the leader, hand unseen), ``play``, ``over``."""

    __slots__ = ("by_lot", "chooser", "previous_counts", "trump_actions")

    @staticmethod
    def unseen_trumps(rules: NapoleonRules) -> Sequence[str]:
        if not rules.imperialism:
            raise ValueError("imperialism: these rules are not Imperialist Napoleon (N-VAR-5)")
        return rules.imperial_trumps()

    @property
    def kitty_on_table(self) -> bool:
        return True  # N-VAR-5 DECISION: the kitty lies face down, unused, the whole deal

    rule_id = "N-VAR-5"

    def _trump_named(self, kind: str) -> None:
        self.deal_rules = DealRules.for_contract(self.rules, kind, self.hand_size)

    def view_for(self, seat: int) -> NapoleonView:
        info = Imperial(self.chooser, self.by_lot, self.trump, self.previous_counts)
        return self._unseen_view(NapoleonView.of(self, seat), imperial=info)

    def finish(self) -> Event:
        outcome, scores, imperial = self._imperial_result(sum(IS_POINT[c] for c in self.kitty))
        detail = {**self._unseen_detail(), **imperial, "tricks_played": len(self.completed)}
        return self._ended(outcome, scores, detail)
