"""Napoleon on the table: the auction, misdeal offers, the adjutant call, the kitty exchange,
the joker leader's suit and the variants' decisions (a pile, the trump before looking, an
Urako trick's kind) as decision panels; the deal result, the score sheet and the rules
viewer."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QWidget

from engine.actions import Action, PlayCard
from engine.games.napoleon.view import NapoleonView

from ...controllers.game_ui import GameUi, PresetNote, RulesWindow, RuleToggle, TableHost
from ...widgets.decision import DecisionPanel
from . import projection as _projection  # noqa: F401  (registers the table projection)

if TYPE_CHECKING:
    from collections.abc import Callable

    from pydantic import BaseModel


class NapoleonUi(GameUi[NapoleonView]):
    name = "napoleon"
    #: issue 25: glyph25, the place of the largest panel under the table:
    #: the bid grid of nine trump kinds (N-BID-7) in Japanese: 222 px
    decision_box_height = 230

    def decision_panel(
        self, host: TableHost, phase: str, view: NapoleonView
    ) -> DecisionPanel | None:
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
        if phase in ("choose_pile", "pile_choice"):  # N-VAR-2, N-VAR-3
            from .variant_panels import pile_panel

            return pile_panel(view, names)
        if phase == "trump_choice":  # N-VAR-5
            from engine.hints import suggest

            from .variant_panels import trump_choice_panel

            hint = suggest("napoleon", view).action
            return trump_choice_panel(view, suggested=getattr(hint, "trump", ""))
        return None

    def choice_panel(
        self, host: TableHost, view: NapoleonView, options: list[Action]
    ) -> DecisionPanel | None:
        """One card, several plays: an Urako leader declares the trick's trump kind
        (N-VAR-7, and names a suit for a joker), the joker leader names a suit (N-PLAY-4)."""
        if any(isinstance(a, PlayCard) and a.trump is not None for a in options):
            from .variant_panels import UrakoLeadPanel

            return UrakoLeadPanel(options, view)
        from .joker_suit import JokerSuitPanel

        return JokerSuitPanel(options, view=view)

    def sheet_text(self, kind: str, value: Any, params: BaseModel, players: int) -> str | None:
        """A contract as the preset calls it (its trump labels, N-BID-2)."""
        if kind != "contract":
            return None
        from engine.games.napoleon.params import BOOK, NapoleonRules

        from .texts import contract_text

        return contract_text(value, params if isinstance(params, NapoleonRules) else BOOK)

    def preset_note(self, preset: str, params: BaseModel) -> PresetNote:
        """The variants of chapter 6 are listed after the rule sets, each with its rule."""
        from engine.games.napoleon.params import NapoleonRules

        from .variants import preset_note

        if not isinstance(params, NapoleonRules):
            return PresetNote()
        return preset_note(preset, params)

    def rule_toggles(self) -> tuple[RuleToggle, ...]:
        from .variants import rule_toggles

        return rule_toggles()

    def rules_viewer(self, parent: QWidget, rules: BaseModel) -> RulesWindow:
        from .rules_viewer import RulesViewer

        return RulesViewer(rules, parent)

    def rule_text(self, rule_id: str) -> tuple[str, str] | None:
        from engine.games.napoleon.params import PRESETS

        from .rule_texts import rule_text

        found = rule_text(rule_id, PRESETS["book"])
        return None if found is None else (found.title, found.body)

    # --- issue 25 (polish25): the side panel during the auction -------------------------
    def phase_note(self, view: NapoleonView, name: Callable[[int], str]) -> str:
        """The open auction (N-BID-10): what a bid means, the highest bid and what beats it."""
        from engine.games.napoleon.auction import bid_ladder
        from engine.games.napoleon.state import AUCTION

        from ..auction_note import auction_note
        from .texts import call_text

        if view.phase != AUCTION or view.rules.auction != "open":
            return ""
        standing = view.standing_bid[1] if view.standing_bid is not None else None
        ladder = bid_ladder(view.rules, view.players)
        return auction_note("napoleon", ladder, standing, lambda a: call_text(a, view.rules))

    def action_text(self, action: Action, params: Any) -> str:
        from .texts import call_text

        return call_text(action, params) if params is not None else action.label()


UI = NapoleonUi()
