"""The must-follow decisions shown in the decision area.

The puzzle's dummy turn-up (M-1P-3) is decided on the table itself: the player clicks one of
the dummy's face-down cards of each suit. ``TurnUpPanel`` only says so, and which suits are
still to be turned (from the engine's legal actions, ``goals.dummy_choosable``), for as long as
the decision is the player's: it has no button; the arrows put a ring on one of the cards that
may be turned and Enter turns it (issue 25), and Escape, as everywhere in the decision area,
does not take it away.
"""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QSizePolicy, QWidget

from engine.cards import SUIT_SYMBOLS
from engine.games.mustfollow.goals import dummy_choosable
from engine.games.mustfollow.view import MustFollowView
from napoleon_gui.games.mustfollow import texts as _texts  # noqa: F401  (registers the texts)
from napoleon_gui.i18n import tr
from napoleon_gui.widgets.decision import DecisionPanel
from napoleon_gui.widgets.deck_look import solid_suits
from napoleon_gui.widgets.links import link_rules
from napoleon_gui.widgets.plain import plain_label, rich_label


def suits_to_turn(view: MustFollowView) -> list[int]:
    """The suits of which a dummy card may still be turned up now (the engine's legal
    ``TurnUp`` actions)."""
    choosable = dummy_choosable(view)
    return sorted(
        {
            suit
            for (_place, suit, _card), ok in zip(view.dummy_places, choosable, strict=False)
            if ok
        }
    )


class TurnUpPanel(DecisionPanel):
    """M-1P-3: "click one of the dummy's face-down cards of each suit"; the suits still to
    turn. Widgets: ``help_label``, ``suits_label``."""

    def __init__(self, view: MustFollowView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("mf_turn_up_panel")
        self.setWindowTitle(tr("mf_turn_up_title"))
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.help_label = rich_label(link_rules(tr("mf_turn_up_prompt")))
        self.help_label.setObjectName("help_label")
        self.help_label.setWordWrap(True)
        self.help_label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.suits_label = plain_label()
        self.suits_label.setObjectName("suits_label")
        font = self.suits_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        self.suits_label.setFont(font)
        row.addWidget(self.help_label, 1)
        row.addWidget(self.suits_label)
        self.view = view
        self.update_view(view)

    def update_view(self, view: MustFollowView) -> None:
        """Show the suits still to be turned in ``view``."""
        self.view = view
        symbols = " ".join(SUIT_SYMBOLS[s] for s in suits_to_turn(view))
        self.suits_label.setText(solid_suits(tr("mf_turn_up_left", suits=symbols)))

    def safe_choice(self) -> None:
        return None  # the choice is a card on the table: Enter alone turns nothing up

    def enter_goes_to_hand(self) -> bool:
        return True  # Enter turns up the dummy's card the arrows put the ring on

    def retranslate(self) -> None:
        self.setWindowTitle(tr("mf_turn_up_title"))
        self.help_label.setText(link_rules(tr("mf_turn_up_prompt")))
        self.update_view(self.view)
