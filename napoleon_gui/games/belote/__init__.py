"""Belote's dialogs: two-round bidding, melds, the 3-player packets, the belote prompt, the
Belote result and score sheet, and the Belote rules viewer."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QWidget

from engine.actions import Action
from napoleon_gui.controllers.game_ui import GameUi
from napoleon_gui.games.belote import projection as _projection  # noqa: F401  (registers it)


class BeloteUi(GameUi):
    name = "belote"

    def decision_dialog(self, parent: QWidget, phase: str, view: Any,
                        names: list[str]) -> Any | None:
        from napoleon_gui.games.belote import panels as belote

        if phase == "bidding":
            return belote.BeloteBiddingDialog(view, names, parent)
        if phase == "announce":
            return belote.meld_dialog(view, names, parent)
        if phase == "packets":
            return belote.packets_dialog(view, parent)
        return None

    def choice_dialog(self, parent: QWidget, view: Any, options: list[Action]) -> Any:
        """Say "belote" with the first of the trump K and Q? (B-BEL-1, BD-11)"""
        from napoleon_gui.games.belote.panels import belote_prompt

        return belote_prompt(view, options, parent)

    def result_dialog(self, parent: QWidget, match: Any, row: Any, names: list[str]) -> Any:
        from napoleon_gui.games.belote.score import BeloteResultDialog

        return BeloteResultDialog(match, row, names, parent)

    def score_sheet(self, parent: QWidget, match: Any, names: list[str]) -> Any:
        from napoleon_gui.games.belote.score import BeloteScoreSheet

        return BeloteScoreSheet(match, names, parent)

    def rules_viewer(self, parent: QWidget, rules: Any) -> Any:
        from napoleon_gui.games.belote.rules_viewer import BeloteRulesViewer

        return BeloteRulesViewer(rules, parent)

    def action_text(self, action: Action, params: Any) -> str:
        from napoleon_gui.games.belote.texts import action_text

        return action_text(action)

    def hint_prefix(self, view: Any, lang: str) -> str:
        """Which cards are legal and why (B-INFO-2)."""
        from engine.games.belote.explain import legal_hint

        return legal_hint(view, lang) or ""


UI = BeloteUi()
