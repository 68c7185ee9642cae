"""Napoleon on the table: the auction, misdeal offers, the adjutant call, the kitty exchange
and the joker leader's suit as decision panels; the deal result, the score sheet and the
rules viewer."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QWidget

from engine.actions import Action

from ...controllers.game_ui import GameUi, TableHost
from ...widgets.decision import DecisionPanel
from . import projection as _projection  # noqa: F401  (registers the table projection)


class NapoleonUi(GameUi):
    name = "napoleon"

    def decision_panel(self, host: TableHost, phase: str, view: Any) -> DecisionPanel | None:
        names = host.controller.names()
        if phase in ("auction", "reverse_auction", "responsibility_stand"):
            from .bidding import BiddingPanel

            return BiddingPanel(view, names)
        if phase == "misdeal_offer":
            from .misdeal import MisdealPanel

            return MisdealPanel(view)
        if phase == "adjutant_call":
            from .adjutant import AdjutantPanel

            return AdjutantPanel(view)
        if phase == "discard":
            from .kitty import KittyPanel

            return KittyPanel(view)
        return None

    def choice_panel(
        self, host: TableHost, view: Any, options: list[Action]
    ) -> DecisionPanel | None:
        """One card, several plays: the joker leader names a suit (N-PLAY-4)."""
        from .joker_suit import JokerSuitPanel

        return JokerSuitPanel(options, view=view)

    def sheet_text(self, kind: str, value: Any, params: Any, players: int) -> str | None:
        """A contract as the preset calls it (its trump labels, N-BID-2)."""
        if kind != "contract":
            return None
        from engine.games.napoleon.params import BOOK, NapoleonRules

        from .texts import contract_text

        return contract_text(value, params if isinstance(params, NapoleonRules) else BOOK)

    def rules_viewer(self, parent: QWidget, rules: Any) -> Any:
        from .rules_viewer import RulesViewer

        return RulesViewer(rules, parent)

    def action_text(self, action: Action, params: Any) -> str:
        from .texts import call_text

        return call_text(action, params) if params is not None else action.label()


UI = NapoleonUi()
