"""Naming the trump kind before looking at one's hand: the decision of Napoleon's Imperialist
(N-VAR-5) and of Rettler's R-VAR-4, R-VAR-7 and R-VAR-11 (one panel for both games; each game
gives its help line and its names of the kinds).

Every button is built from the engine's legal ``NameTrump`` actions (``view.legal``); nothing
here decides what is allowed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from engine.actions import Action, NameTrump
from napoleon_gui.i18n import N_, register, tr, trump_name
from napoleon_gui.widgets.cards import wrapped_label
from napoleon_gui.widgets.decision import DecisionPanel
from napoleon_gui.widgets.deck_look import kind_colour, solid_suits, suit_button_style
from napoleon_gui.widgets.pile_panel import note_label as _note

if TYPE_CHECKING:
    from engine.core import View

register(
    {
        "dlg_imp_title": N_("Name the trump"),
        "dlg_imp_help": N_(
            "Every player for himself. You lead the first trick, so you name the trump kind "
            "now, before looking at your hand (N-VAR-5)."
        ),
        "dlg_imp_by_lot": N_("You were drawn by lot to lead this first game."),
        "dlg_imp_winner": N_("You won the previous game: you lead and name the trump again."),
        "dlg_imp_enter": N_("Enter names {trump}, the hint's choice."),
    }
)

#: trump buttons: fixed, so that nothing moves under the pointer
KIND_H = 28


class TrumpChoicePanel(DecisionPanel):
    """The first leader names the trump kind before looking at his hand: Napoleon's
    Imperialist (N-VAR-5) and Rettler's R-VAR-4/7/11 (one panel for both games). One button
    per legal ``NameTrump`` (the engine leaves out Chigaku NT where it must); Enter names
    the kind the hint suggests (``engine.hints``), which the panel says. ``help_text``
    replaces the Imperialist's help (a game's own words: a team game, a sanction);
    ``kind_text`` says a kind as the game's rules call it (Napoleon's presets may relabel).

    Widgets: ``trump_buttons`` (kind -> button), ``help_label``, ``enter_label``."""

    def __init__(
        self,
        view: View,
        parent: QWidget | None = None,
        *,
        suggested: str = "",
        help_text: str = "",
        kind_text: Callable[[str], str] = trump_name,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("trump_choice_panel")
        self.setWindowTitle(tr("dlg_imp_title"))
        self.legal: dict[str, NameTrump] = {
            a.trump: a for a in view.legal if isinstance(a, NameTrump)
        }
        self.suggested = suggested if suggested in self.legal else ""
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        if not help_text:
            help_text = tr("dlg_imp_help")
            imperial = getattr(view, "imperial", None)
            if imperial is not None:
                help_text += " " + tr("dlg_imp_by_lot" if imperial.by_lot else "dlg_imp_winner")
        self.help_label = wrapped_label(help_text, "help_label")
        layout.addWidget(self.help_label)
        row = QHBoxLayout()
        row.setSpacing(3)
        self.trump_buttons: dict[str, QPushButton] = {}
        for kind, action in self.legal.items():
            button = QPushButton(solid_suits(kind_text(kind)))
            button.setObjectName(f"trump_{kind}")
            button.setStyleSheet(suit_button_style(kind_colour(kind)))
            button.setMinimumHeight(KIND_H)
            button.setAutoDefault(False)
            button.clicked.connect(lambda _=False, a=action: self.choose(a))
            row.addWidget(button)
            self.trump_buttons[kind] = button
        row.addStretch(1)
        layout.addLayout(row)
        safe = self.safe_choice()
        self.enter_label = _note(
            wrapped_label(
                tr("dlg_imp_enter", trump=kind_text(safe.trump)) if safe else "",
                "enter_label",
            )
        )
        layout.addWidget(self.enter_label)

    def hint_widgets(self) -> dict[Action, QWidget]:
        return {action: self.trump_buttons[kind] for kind, action in self.legal.items()}

    def safe_choice(self) -> NameTrump | None:
        """The kind the hint suggests (else the first the engine lists)."""
        if self.suggested:
            return self.legal[self.suggested]
        return next(iter(self.legal.values()), None)


__all__ = ["TrumpChoicePanel"]
