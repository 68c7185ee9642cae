"""Whist's parts of the window (modelled on ``napoleon_gui/games/belote``): its table
projection and its ``GameUi``. Whist has no decision panel: every decision is a card,
clicked on the table. Listed in ``NAPOLEON_TABLE_GAMES`` after the engine package
(``tests.fifth_game.whist:tests.fifth_game.whist_gui``), ``napoleon_gui.games`` imports it
and registers ``UI``."""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import QWidget

from engine.events import TrickWon
from napoleon_gui.controllers.game_ui import GameUi, RulesWindow
from napoleon_gui.i18n import N_, engine_text, register
from napoleon_gui.widgets.rule_list import RuleListViewer
from tests.fifth_game.whist.explain import explain_trick
from tests.fifth_game.whist.rules import RULES
from tests.fifth_game.whist_gui import projection as _projection  # noqa: F401  (registers it)

register({"whist_rv_title": N_("Rules — {title}")})


class WhistRulesViewer(RuleListViewer):
    """The rules summarised per rule ID (English only: the catalogues hold no whist text)."""

    object_name = "whist_rules_viewer"
    title_key = "whist_rv_title"
    first_rule = "W-DEAL-1"
    english_only = ("ja", "fr")

    def rule_ids(self) -> list[str]:
        return list(RULES)

    def rule_html(self, rule_id: str) -> str:
        return html.escape(RULES.get(rule_id, rule_id))


class WhistUi(GameUi):
    name = "whist"

    def rules_viewer(self, parent: QWidget, rules: Any) -> RulesWindow:
        return WhistRulesViewer(rules, parent)

    def trick_text(self, event: TrickWon, view: Any, name: Callable[[int], str]) -> str | None:
        """W-TRICK-1 in words: the highest trump, or the highest card of the suit led."""
        return engine_text(explain_trick(event))


UI = WhistUi()
