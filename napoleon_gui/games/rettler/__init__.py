"""Rettler on the table: the auction, the misdeal offer, the multi-card adjutant call and the
kitty exchange as decision panels (``panels.py``); on the table the selection of a pair or
bomb to lead (click cards to select them, then "Lead the selected cards" in the lead panel,
Enter, or a double-click on a selected card), single cards by double-click; the options of
one selection (named suit, point request) as a panel of their own; the Rettler result,
score sheet and rules viewer.

Leads are the engine's ``Lead`` actions of ``view.legal``; a selection that is none of them
is still submitted, so the engine refuses it with its reason and rule ID. The package uses
only ``TableHost`` of the window.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QWidget

from engine.actions import Action, PlayCard
from engine.cards import DECK_STRIDE
from engine.events import TrickWon
from engine.games.rettler.actions import Lead
from engine.games.rettler.view import RettlerView
from engine.match import Match, ScoreRow
from napoleon_gui.controllers.game_ui import GameUi, PresetNote, RulesWindow, TableHost
from napoleon_gui.games.rettler import projection as _projection  # noqa: F401  (registers the table projection)
from napoleon_gui.widgets.decision import DecisionPanel
from napoleon_gui.widgets.words import cards_count

if TYPE_CHECKING:
    from pydantic import BaseModel

    from napoleon_gui.games.rettler.panels import RettlerLeadPanel


class RettlerUi(GameUi[RettlerView]):
    name = "rettler"
    #: issue 25: glyph25, the place of the largest panel under the table:
    #: the adjutant call in French at 1024 px: 203 px; a little more keeps the 3-against-3
    #: table of 1024x700 as it was laid out (a taller table put its info panel on a hand)
    decision_box_height = 228

    def __init__(self) -> None:
        #: the human's selected cards for a lead (instance ids)
        self.selection: list[int] = []
        self.host: TableHost | None = None
        #: the lead panel while the human is to lead
        self.lead_panel: RettlerLeadPanel | None = None

    # --- decisions --------------------------------------------------------------------
    def decision_panel(
        self, host: TableHost, phase: str, view: RettlerView
    ) -> DecisionPanel | None:
        from napoleon_gui.games.rettler import panels, variant_panels

        if phase in ("auction", "reverse_auction"):
            bid = panels.RettlerBidPanel(view, host.controller.names())
            variant_panels.note_bid_panel(bid, view)  # R-VAR-5, R-VAR-6
            return bid
        if phase == "misdeal_offer":
            return panels.RettlerMisdealPanel(view)
        if phase == "adjutant_call":
            if view.rules.call_by_deck or view.hand_unseen:  # R-VAR-13, R-VAR-5
                return variant_panels.RettlerDeckAdjutantPanel(view)
            return panels.RettlerAdjutantPanel(view)
        if phase == "discard":
            return panels.RettlerKittyPanel(view)
        if phase in ("choose_pile", "pile_choice"):  # R-VAR-2, R-VAR-3
            from napoleon_gui.i18n import tr
            from napoleon_gui.widgets.pile_panel import PilePanel

            four = bool(getattr(view, "pile_owners", ()))
            help_text = tr("ret_pile_help_four" if four else "ret_pile_help_draw")
            return PilePanel(view, host.controller.names(), help_text)
        if phase == "trump_choice":  # R-VAR-4/7/11: named before looking at the hand
            from napoleon_gui.games.rettler.team_table import trump_choice_panel

            return trump_choice_panel(view)
        return None

    def choice_panel(
        self, host: TableHost, view: RettlerView, options: list[Action]
    ) -> DecisionPanel | None:
        from napoleon_gui.games.rettler.panels import RettlerLeadChoicePanel

        panel = RettlerLeadChoicePanel(options, view.entitled == view.seat)
        panel.back.connect(self._show_lead_panel)
        return panel

    def result_extras(self, host: TableHost, match: Match, row: ScoreRow) -> QWidget | None:
        """The sides of a team, team-card or sanction deal; table C.4 with the row a broken
        contract's multiplier was read from."""
        from PySide6.QtWidgets import QVBoxLayout

        from napoleon_gui.games.rettler.score import c4_part
        from napoleon_gui.games.rettler.team_table import result_part

        # R-VAR-4/7/8/11: who was on which side
        parts = [p for p in (result_part(row.detail, host.controller.names()), c4_part(row)) if p]
        if len(parts) < 2:
            return parts[0] if parts else None
        box = QWidget()
        column = QVBoxLayout(box)
        column.setContentsMargins(0, 0, 0, 0)
        for part in parts:
            column.addWidget(part)
        return box

    def sheet_text(self, kind: str, value: Any, params: Any, players: int) -> str | None:
        """Contracts and cards in Rettler's words (two-adjutant bids of R-BID-3, the
        Bridge)."""
        from engine.cards import parse_card
        from napoleon_gui.games.rettler.texts import bid_text, cards_text
        from napoleon_gui.i18n import tr, trump_name

        if kind == "cards":
            return cards_text([parse_card(c) for c in value])
        if kind != "contract":
            return None
        trump = str(value.get("trump", ""))
        if value.get("reverse"):
            return tr("ret_reverse", trump=trump_name(trump))
        two = int(value.get("adjutants", 1)) == 2 and params.two_adjutant_bids(players)
        return bid_text(int(value.get("count", 0)), trump, two)

    def trick_text(
        self, event: TrickWon, view: RettlerView, name: Callable[[int], str]
    ) -> str | None:
        """An Urako round's explanation names the kind its leader declared (R-VAR-6)."""
        if not isinstance(view, RettlerView) or not view.completed or not view.completed[-1].trump:
            return None
        from engine.hints import explain_trick
        from napoleon_gui.games.rettler.variant_table import trick_text
        from napoleon_gui.i18n import language

        return trick_text(explain_trick("rettler", event, view, language()), view)

    def preset_note(self, preset: str, params: BaseModel) -> PresetNote:
        """The variants of chapter 6 (R-VAR) are listed after the book's rules, each with
        its rule."""
        from engine.games.rettler.params import RettlerRules
        from napoleon_gui.games.rettler.variants import preset_note

        if not isinstance(params, RettlerRules):
            return PresetNote()
        return preset_note(preset, params)

    def rules_viewer(self, parent: QWidget, rules: BaseModel) -> RulesWindow:
        from napoleon_gui.games.rettler.rules_viewer import RettlerRulesViewer

        return RettlerRulesViewer(rules, parent)

    # --- issue 25 (polish25): the side panel during the auction -------------------------
    def phase_note(self, view: RettlerView, name: Callable[[int], str]) -> str:
        """The auction (R-BID-4): what a bid means, the highest bid and what beats it; then
        who calls the adjutants and exchanges with the kitty (look25b)."""
        from engine.games.rettler.auction import bid_ladder
        from engine.games.rettler.state import AUCTION
        from napoleon_gui.games.auction_note import auction_note
        from napoleon_gui.games.rettler.texts import action_text

        if view.phase != AUCTION:
            from napoleon_gui.games.rettler.phase_note import exchange_note

            return exchange_note(view, name)
        standing = view.standing_bid[1] if view.standing_bid is not None else None
        ladder = bid_ladder(view.rules, view.players)
        return auction_note("rettler", ladder, standing, action_text)

    def action_text(self, action: Action, params: BaseModel | None) -> str:
        from napoleon_gui.games.rettler.texts import action_text

        return action_text(action)

    def hint_cards(self, actions: tuple[Action, ...]) -> list[int]:
        """A hinted lead marks every card of it (a pair, a bomb), besides the default's
        played and discarded cards."""
        leads = [c for a in actions if isinstance(a, Lead) for c in a.cards]
        return leads + super().hint_cards(actions)

    # --- the table: selection and leads ------------------------------------------------
    def attach(self, host: TableHost) -> None:
        self.detach(host)
        self.host = host
        self.selection = []
        host.controller.legal_cards.connect(self._on_legal)
        # after the window's own slot, which clears the decision area for a card play
        host.controller.decision_needed.connect(self._on_decision)

    def detach(self, host: TableHost) -> None:
        old = self.host
        if old is None:
            return
        with contextlib.suppress(RuntimeError, TypeError):
            old.controller.legal_cards.disconnect(self._on_legal)
        with contextlib.suppress(RuntimeError, TypeError):
            old.controller.decision_needed.disconnect(self._on_decision)
        self._take_down(old)
        self.host = None
        self.selection = []

    def _take_down(self, host: TableHost) -> None:
        """Remove the lead or follow panel (the card was played or the turn is over)."""
        from napoleon_gui.games.rettler.panels import (
            RettlerFollowPanel,
            RettlerLeadChoicePanel,
            RettlerLeadPanel,
        )

        with contextlib.suppress(RuntimeError):
            panel = host.decisions.panel()
            if isinstance(
                panel, RettlerLeadPanel | RettlerFollowPanel | RettlerLeadChoicePanel
            ) or (panel is not None and panel.objectName() == "rettler_urako_panel"):
                host.decisions.clear()
        self.lead_panel = None

    def _view(self) -> RettlerView | None:
        host = self.host
        if host is None or host.controller.state is None:
            return None
        c = host.controller
        state = c.state
        assert state is not None
        if state.phase != "play" or state.current_seat != c.config.human_seat:
            return None
        view = c.view()
        return view if isinstance(view, RettlerView) else None

    @staticmethod
    def _leading(view: RettlerView) -> bool:
        return any(isinstance(a, Lead) for a in view.legal)

    def _on_legal(self, cards: object) -> None:
        """The controller asks for a card (or no longer does): mark the hand's legal copies
        (instance ids); a new turn starts with nothing selected."""
        host = self.host
        if host is None:
            return
        view = self._view() if cards is not None else None
        self.selection = []
        host.scene.set_selected([])
        if view is None:
            self._take_down(host)
            return
        if self._leading(view):
            codes = {c % DECK_STRIDE for a in view.legal if isinstance(a, Lead) for c in a.cards}
        else:
            codes = {a.card % DECK_STRIDE for a in view.legal if isinstance(a, PlayCard)}
        # R-VAR-1: the tops of the human's piles are played like hand cards
        tops = getattr(view, "tops", ())
        playable = [*view.hand, *(tops[view.seat] if tops else ())]
        host.scene.set_legal([c for c in playable if c % DECK_STRIDE in codes])

    def _on_decision(self, phase: str, _view: RettlerView) -> None:
        """A card play is due: the lead panel when leading, a note when following a pair
        or bomb round (the window has just emptied the decision area)."""
        if phase != "play" or self.host is None:
            return
        view = self._view()
        if view is None:
            return
        if self._leading(view):
            self._show_lead_panel()
            return
        size = view.round.size if view.round is not None else 1
        if size > 1:
            from napoleon_gui.games.rettler.panels import RettlerFollowPanel
            from napoleon_gui.i18n import tr

            self.host.show_decision(
                RettlerFollowPanel(
                    tr("ret_follow_help", cards=cards_count(size), done=len(view.partial))
                )
            )

    def _show_lead_panel(self) -> None:
        from napoleon_gui.games.rettler.panels import RettlerLeadPanel
        from napoleon_gui.i18n import tr

        host = self.host
        if host is None or self._view() is None:
            return
        panel = RettlerLeadPanel(tr("ret_lead_help"))
        panel.set_selection(self.selection)
        panel.lead_requested.connect(self.lead)
        self.lead_panel = panel
        host.show_decision(panel)

    def _show_options(self, options: list[Action]) -> None:
        """The options of one lead (a named suit, a point request) in their own panel."""
        host = self.host
        view = self._view()
        if host is None or view is None:
            return
        panel = self.choice_panel(host, view, options)
        if panel is not None:
            host.show_decision(panel)

    def card_clicked(self, host: TableHost, card: int) -> bool:
        view = self._view()
        if view is None or not self._leading(view):
            return False
        if card in self.selection:
            self.selection.remove(card)
        else:
            self.selection.append(card)
        host.scene.set_selected(self.selection)
        panel = self.lead_panel
        if panel is not None and host.decisions.panel() is panel:
            self.lead_panel = panel
            panel.set_selection(self.selection)
        else:
            self._show_lead_panel()  # e.g. back from the options of another selection
        if host.scene.focused_card() is None:  # a mouse click: Enter now leads the selection
            host.decisions.setFocus()
        return True

    def card_activated(self, host: TableHost, card: int) -> bool:
        view = self._view()
        if view is None:
            return False
        if not self._leading(view):
            host.controller.submit(PlayCard(card))  # that very copy (instance id)
            return True
        # Enter leads exactly the selection shown, wherever the ring is (issue 25); a
        # double click on another card leads that card
        keyboard = host.scene.hand_input.keyboard and bool(self.selection)
        cards = list(self.selection) if card in self.selection or keyboard else [card]
        self.lead(cards)
        return True

    def lead(self, cards: list[int]) -> str | None:
        """Lead ``cards`` (instance ids): the engine's option for them; the options panel
        when there are several (named suit, point request); the engine's refusal (with its
        rule ID, the lead panel staying up) when there is none."""
        host = self.host
        view = self._view()
        if host is None or view is None:
            return None
        codes = sorted(c % DECK_STRIDE for c in cards)
        mine = tuple(sorted(cards, key=lambda c: (c % DECK_STRIDE, c)))
        options: list[Action] = [
            Lead(mine, a.named_suit, a.point_request, a.trump)
            for a in view.legal
            if isinstance(a, Lead) and sorted(a.cards) == codes
        ]
        from napoleon_gui.games.rettler import variant_panels

        if variant_panels.declares_kind(options):  # R-VAR-6: the round's trump kind first
            urako = variant_panels.RettlerUrakoPanel([a for a in options if isinstance(a, Lead)])
            urako.back.connect(self._show_lead_panel)
            urako.options_needed.connect(self._show_options)
            host.show_decision(urako)
            return None
        if len(options) > 1:
            panel = self.choice_panel(host, view, options)
            if panel is not None:
                host.show_decision(panel)
            return None
        action = options[0] if options else Lead(mine)
        refusal: str | None = host.controller.submit(action)
        if not refusal:
            self.selection = []
        return refusal


UI = RettlerUi()
