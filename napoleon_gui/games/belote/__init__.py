"""Belote's parts of the window: the decision panels (two-round bidding, melds, the dealer's
packets, the belote prompt), the Belote result and score sheet, and the Belote rules viewer."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QWidget

from engine.actions import Action
from engine.games.belote.view import BeloteView
from engine.match import Match, ScoreRow
from napoleon_gui.controllers.game_ui import GameUi, RulesWindow, RuleToggle, TableHost
from napoleon_gui.games.belote import projection as _projection  # noqa: F401  (registers it)
from napoleon_gui.widgets.decision import DecisionPanel

if TYPE_CHECKING:
    from collections.abc import Callable

    from pydantic import BaseModel


class BeloteUi(GameUi[BeloteView]):
    name = "belote"
    #: issue 25: glyph25, the place of the largest panel under the table:
    #: the option bids in Japanese (B-OPT): 141 px
    decision_box_height = 150

    def decision_panel(self, host: TableHost, phase: str, view: BeloteView) -> DecisionPanel | None:
        """The bidding (B-BID, B-OPT), the meld announcement (B-ANN-1) and the dealer's
        packets (B-VAR-3), in the decision area."""
        from napoleon_gui.games.belote import panels

        if phase == "bidding":
            return panels.BeloteBiddingPanel(view, host.controller.names())
        if phase == "announce":
            return panels.meld_panel(view, host.controller.names())
        if phase == "packets":
            return panels.packets_panel(view)
        return None

    def choice_panel(
        self, host: TableHost, view: BeloteView, options: list[Action]
    ) -> DecisionPanel | None:
        """Say "belote" with the first of the trump K and Q? (B-BEL-1, BD-11)"""
        from napoleon_gui.games.belote.panels import BelotePromptPanel

        return BelotePromptPanel(view, options)

    def rule_toggles(self) -> tuple[RuleToggle, ...]:
        """New game offers counter-clockwise play on any preset (B-VAR-1; issue 25:
        table25): the engine then deals, bids and plays the other way round."""
        from napoleon_gui.i18n import tr

        return (
            RuleToggle(
                field="direction",
                label=tr("bel_ng_ccw"),
                description=tr("bel_ng_ccw_desc"),
                rule_id="B-VAR-1",
                title_part=tr("bel_ng_ccw_title"),
                values=("clockwise", "counterclockwise"),
            ),
        )

    def phase_note(self, view: BeloteView, name: Callable[[int], str]) -> str:
        """The side panel during the bidding: how the round works (issue 25: table25)."""
        from napoleon_gui.games.belote.texts import bidding_note

        return bidding_note(view)

    def result_extras(self, host: TableHost, match: Match, row: ScoreRow) -> QWidget | None:
        """The game's target and, once reached, who won it (B-END-1)."""
        from napoleon_gui.games.belote.score import target_part

        return target_part(match, host.controller.names())

    def sheet_text(self, kind: str, value: Any, params: BaseModel, players: int) -> str | None:
        """A contract as Belote players say it: a trump suit, Sans atout, Tout atout."""
        if kind != "contract":
            return None
        from napoleon_gui.games.belote.texts import suit_of_bid

        return suit_of_bid(str(value.get("bid", "")))

    def rules_viewer(self, parent: QWidget, rules: BaseModel) -> RulesWindow:
        from napoleon_gui.games.belote.rules_viewer import BeloteRulesViewer

        return BeloteRulesViewer(rules, parent)

    def action_text(self, action: Action, params: BaseModel | None) -> str:
        from napoleon_gui.games.belote.texts import action_text

        return action_text(action)

    def hint_prefix(self, view: BeloteView, lang: str) -> str:
        """Which cards are legal and why (B-INFO-2), where every held card is; a rule that
        narrows them is named by the hint itself (``engine.hints``)."""
        from engine.games.belote.explain import legal_hint, play_obligation
        from engine.text import in_language

        if play_obligation(view) is not None:
            return ""
        hint = legal_hint(view)
        return in_language(hint, lang) if hint is not None else ""


UI = BeloteUi()
