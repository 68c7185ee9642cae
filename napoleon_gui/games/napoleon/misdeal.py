"""The misdeal offer (N-MIS-1 bust hand / N-MIS-2 no point card): declare or keep the hand."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from engine.actions import Action, DeclareMisdeal, KeepHand
from engine.games.napoleon.view import NapoleonView
from napoleon_gui.i18n import tr
from napoleon_gui.widgets.cards import wrapped_label
from napoleon_gui.widgets.decision import DecisionPanel
from napoleon_gui.widgets.words import cards_text

#: both buttons the same fixed width (the longest text of both languages fits)
BUTTON_W = 190


class MisdealPanel(DecisionPanel):
    """Emits ``chosen`` with ``DeclareMisdeal`` or ``KeepHand`` (the instances of
    ``view.legal``); Enter keeps the hand. Widgets: ``declare_button``, ``keep_button``,
    ``help_label``."""

    def __init__(self, view: NapoleonView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("misdeal_panel")
        self.view = view
        self.setWindowTitle(tr("dlg_mis_title"))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        rules = view.rules
        # which rule applies is a preset field (N-MIS-1 bust hand, N-MIS-2 no point card)
        key = "dlg_mis_nopoint_help" if rules.misdeal == "no_point_card" else "dlg_mis_bust_help"
        text = tr(key)
        if rules.misdeal_shows_hand:
            text += " " + tr("dlg_mis_shown")
        texts = QVBoxLayout()
        self.help_label = wrapped_label(text, "help_label")
        texts.addWidget(self.help_label)
        texts.addWidget(
            wrapped_label(tr("dlg_your_hand", cards=cards_text(view.hand)), "hand_label")
        )
        layout.addLayout(texts, 1)
        buttons = QVBoxLayout()
        self.keep_button = QPushButton(tr("dlg_mis_keep"))
        self.keep_button.setObjectName("keep_button")
        self.declare_button = QPushButton(tr("dlg_mis_declare"))
        self.declare_button.setObjectName("declare_button")
        self.legal: dict[type, Action] = {}
        for button, kind in ((self.keep_button, KeepHand), (self.declare_button, DeclareMisdeal)):
            legal = next((a for a in view.legal if isinstance(a, kind)), None)
            button.setEnabled(legal is not None)
            button.setFixedSize(BUTTON_W, 30)
            button.setAutoDefault(False)
            if legal is not None:
                self.legal[kind] = legal
                button.clicked.connect(lambda _=False, a=legal: self.choose(a))
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        layout.setAlignment(buttons, Qt.AlignmentFlag.AlignTop)

    def safe_choice(self) -> Action | None:
        """Enter keeps the hand (declaring a misdeal is never a keyboard accident)."""
        return self.legal.get(KeepHand)

    def hint_widgets(self) -> dict[Action, QWidget]:
        buttons: dict[type, QWidget] = {
            KeepHand: self.keep_button,
            DeclareMisdeal: self.declare_button,
        }
        return {action: buttons[kind] for kind, action in self.legal.items()}
