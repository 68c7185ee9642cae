"""Rettler's dialogs and input: the auction with one or two adjutants, the multi-card
adjutant call, the kitty exchange, the Rettler result and score sheet, the Rettler rules;
and on the table the selection of a pair or bomb to lead (click to select, "Lead" or a
double-click to lead it), single cards by double-click / Enter.

Leads are the engine's ``Lead`` actions of ``view.legal``; a selection that is none of them
is still submitted, so the engine refuses it with its reason and rule ID.
"""

from __future__ import annotations

import contextlib
from typing import Any

from PySide6.QtWidgets import QLabel, QPushButton, QWidget

from engine.actions import Action, PlayCard
from engine.cards import DECK_STRIDE
from engine.games.rettler.actions import Lead
from napoleon_gui.controllers.game_ui import GameUi
from napoleon_gui.games.rettler import projection as _projection  # noqa: F401  (registers the table projection)


class RettlerUi(GameUi):
    name = "rettler"

    def __init__(self) -> None:
        #: the human's selected cards for a lead (instance ids)
        self.selection: list[int] = []
        #: actions the human already chose that follow one by one (calls, discards)
        self.queued: list[Action] = []
        self.window: Any = None
        self.lead_button: QPushButton | None = None
        self.help_label: QLabel | None = None

    # --- dialogs ---------------------------------------------------------------------
    def decision_dialog(self, parent: QWidget, phase: str, view: Any,
                        names: list[str]) -> Any | None:
        from napoleon_gui.games.rettler import panels as dlg
        from napoleon_gui.i18n import tr

        if self.queued:
            return dlg.QueuedChoice(self.queued.pop(0), parent)
        if phase in ("auction", "reverse_auction"):
            return dlg.RettlerBiddingDialog(view, names, parent)
        if phase == "misdeal_offer":
            return dlg.RettlerActionDialog(view, tr("ret_dlg_mis_title"),
                                           tr("ret_dlg_mis_help"), parent)
        if phase == "adjutant_call":
            return dlg.RettlerAdjutantDialog(view, self._checker(parent), parent)
        if phase == "discard":
            return dlg.RettlerDiscardDialog(view, self._checker(parent), parent)
        return None

    def _checker(self, window: Any) -> Any:
        """Check a list of actions on a copy of the deal; keep all but the first queued."""

        def check(actions: list[Action]) -> str | None:
            state = window.controller.state
            if state is None:
                return None
            trial = state.copy()
            for action in actions:
                problem = trial.explain_illegal(action)
                if problem is not None:
                    from engine.text import in_language
                    from napoleon_gui.i18n import language, tr

                    return tr("refused", reason=in_language(problem[1], language()),
                              rule=problem[0])
                trial.apply(action)
            self.queued = list(actions[1:])
            return None

        return check

    def choice_dialog(self, parent: QWidget, view: Any, options: list[Action]) -> Any:
        from napoleon_gui.games.rettler.panels import LeadChoiceDialog

        return LeadChoiceDialog(options, view.entitled == view.seat, parent)

    def result_dialog(self, parent: QWidget, match: Any, row: Any, names: list[str]) -> Any:
        from napoleon_gui.games.rettler.score import RettlerResultDialog

        return RettlerResultDialog(match, row, names, parent)

    def score_sheet(self, parent: QWidget, match: Any, names: list[str]) -> Any:
        from napoleon_gui.games.rettler.score import RettlerScoreSheet

        return RettlerScoreSheet(match, names, parent)

    def rules_viewer(self, parent: QWidget, rules: Any) -> Any:
        from napoleon_gui.games.rettler.rules_viewer import RettlerRulesViewer

        return RettlerRulesViewer(rules, parent)

    def action_text(self, action: Action, params: Any) -> str:
        from napoleon_gui.games.rettler.texts import action_text

        return action_text(action)

    # --- the table: selection and leads ------------------------------------------------
    def attach(self, window: Any) -> None:
        from napoleon_gui.i18n import tr

        self.detach(window)
        self.window = window
        self.selection = []
        self.queued = []
        panel = window.dock.widget().layout()
        self.help_label = QLabel(tr("ret_lead_help"))
        self.help_label.setObjectName("rettler_help")
        self.help_label.setWordWrap(True)
        self.lead_button = QPushButton(tr("ret_lead_button"))
        self.lead_button.setObjectName("rettler_lead_button")
        self.lead_button.clicked.connect(self.lead_selection)
        panel.insertWidget(0, self.help_label)
        panel.insertWidget(1, self.lead_button)
        self._show_controls(False)
        window.controller.legal_cards.connect(self._on_legal)

    def detach(self, window: Any) -> None:
        if self.window is None:
            return
        with contextlib.suppress(RuntimeError, TypeError):
            self.window.controller.legal_cards.disconnect(self._on_legal)
        for widget in (self.lead_button, self.help_label):
            if widget is not None:
                widget.setParent(None)
                widget.deleteLater()
        self.lead_button = self.help_label = None
        self.window = None
        self.selection = []
        self.queued = []

    def _show_controls(self, leading: bool, text: str = "") -> None:
        if self.help_label is not None:
            self.help_label.setText(text)
            self.help_label.setVisible(bool(text))
        if self.lead_button is not None:
            self.lead_button.setVisible(leading)
            self.lead_button.setEnabled(bool(self.selection))

    def _view(self) -> Any | None:
        window = self.window
        if window is None or window.controller.state is None:
            return None
        c = window.controller
        if c.state.phase != "play" or c.state.current_seat != c.config.human_seat:
            return None
        return c.view()

    def _leading(self, view: Any) -> bool:
        return any(isinstance(a, Lead) for a in view.legal)

    def _on_legal(self, cards: Any) -> None:
        """The controller asks for a card: mark the hand's legal copies (instance ids)."""
        from napoleon_gui.i18n import tr

        view = self._view() if cards is not None else None
        self.selection = []
        if view is None:
            self._show_controls(False)
            if self.window is not None:
                self.window.scene.set_selected([])
            return
        if self._leading(view):
            codes = {c % DECK_STRIDE for a in view.legal if isinstance(a, Lead) for c in a.cards}
            self._show_controls(True, tr("ret_lead_help"))
        else:
            codes = {a.card % DECK_STRIDE for a in view.legal if isinstance(a, PlayCard)}
            size = view.round.size if view.round is not None else 1
            self._show_controls(False, tr("ret_follow_help", n=size, done=len(view.partial))
                                if size > 1 else "")
        scene = self.window.scene
        scene.set_selected([])
        scene.set_legal([c for c in view.hand if c % DECK_STRIDE in codes])

    def card_clicked(self, window: Any, card: int) -> bool:
        view = self._view()
        if view is None or not self._leading(view):
            return False
        if card in self.selection:
            self.selection.remove(card)
        else:
            self.selection.append(card)
        window.scene.set_selected(self.selection)
        self._show_controls(True, self.help_label.text() if self.help_label else "")
        return True

    def card_activated(self, window: Any, card: int) -> bool:
        view = self._view()
        if view is None:
            return False
        if not self._leading(view):
            window.controller.submit(PlayCard(card))  # that very copy (instance id)
            return True
        cards = list(self.selection) if card in self.selection else [card]
        self.lead(cards)
        return True

    def lead_selection(self) -> None:
        if self.selection:
            self.lead(list(self.selection))

    def lead(self, cards: list[int]) -> str | None:
        """Lead ``cards`` (instance ids): the engine's options for them, a choice when
        there are several (named suit, point request), its refusal when there is none."""
        window = self.window
        view = self._view()
        if window is None or view is None:
            return None
        codes = sorted(c % DECK_STRIDE for c in cards)
        options: list[Action] = [a for a in view.legal if isinstance(a, Lead)
                                 and sorted(a.cards) == codes]
        if len(options) > 1:
            dialog = self.choice_dialog(window, view, options)
            window.active_dialog = dialog
            dialog.chosen.connect(lambda a: self._submit_lead(a, cards))
            dialog.open()
            return None
        action = options[0] if options else Lead(tuple(cards))
        return self._submit_lead(action, cards)

    def _submit_lead(self, action: Action, cards: list[int]) -> str | None:
        window = self.window
        if window is None:
            return None
        window.active_dialog = None
        if isinstance(action, Lead):  # the very copies selected (instance ids)
            action = Lead(tuple(sorted(cards, key=lambda c: (c % DECK_STRIDE, c))),
                          action.named_suit, action.point_request)
        refusal: str | None = window.controller.submit(action)
        if refusal:
            window.message_label.setText(_link(refusal))
        else:
            self.selection = []
        return refusal


def _link(text: str) -> str:
    from napoleon_gui.widgets.links import link_rules as _link_rules

    return _link_rules(text)


UI = RettlerUi()
