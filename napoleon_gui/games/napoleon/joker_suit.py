"""Naming a suit for a joker lead (N-PLAY-4 NT family, N-PLAY-6 powerless forced lead).

Built from the legal ``PlayCard(JOKER, named_suit=s)`` variants: one button per suit offered.
Enter does nothing: no suit is safer than another.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from engine.actions import Action, PlayCard
from engine.cards import JOKER, SUIT_LETTERS
from engine.games.napoleon.view import NapoleonView
from napoleon_gui.i18n import suit_name, tr
from napoleon_gui.widgets.cards import wrapped_label
from napoleon_gui.widgets.decision import DecisionPanel
from napoleon_gui.widgets.deck_look import solid_suits, suit_button_style, suit_colour

SUIT_W, SUIT_H = 110, 34


class JokerSuitPanel(DecisionPanel):
    """Emits ``chosen`` with the ``PlayCard(JOKER, named_suit)`` of the clicked suit.

    ``options`` are the legal actions (others than joker namings are ignored); ``view``
    (optional) lets the panel say when the joker has no power in this trick.
    Widgets: ``suit_buttons`` (suit -> button).
    """

    def __init__(
        self,
        options: Sequence[Action],
        parent: QWidget | None = None,
        *,
        view: NapoleonView | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("joker_suit_panel")
        self.options: dict[int, PlayCard] = {
            a.named_suit: a
            for a in options
            if isinstance(a, PlayCard) and a.card == JOKER and a.named_suit is not None
        }
        self.setWindowTitle(tr("dlg_jk_title"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(wrapped_label(tr("dlg_jk_help"), "help_label"))
        if view is not None and view.deal_rules is not None and view.trick_number >= 1:
            features = view.deal_rules.feature_by_trick
            if view.trick_number < len(features):
                feature = features[view.trick_number]
                if feature is not None and not feature.joker_lead_power:
                    layout.addWidget(wrapped_label(tr("dlg_jk_powerless"), "powerless_label"))
        row = QHBoxLayout()
        self.suit_buttons: dict[int, QPushButton] = {}
        for suit in sorted(self.options):
            button = QPushButton(solid_suits(suit_name(suit)))
            button.setObjectName(f"suit_{SUIT_LETTERS[suit]}")
            button.setStyleSheet(suit_button_style(suit_colour(suit), "font-size: 12pt;"))
            button.setFixedSize(SUIT_W, SUIT_H)
            button.setAutoDefault(False)
            button.clicked.connect(lambda _=False, s=suit: self.choose(self.options[s]))
            row.addWidget(button)
            self.suit_buttons[suit] = button
        row.addStretch(1)
        layout.addLayout(row)

    def hint_widgets(self) -> dict[Action, QWidget]:
        """A hinted joker lead frames the button of the suit it names (issue 21)."""
        return {self.options[s]: button for s, button in self.suit_buttons.items()}
