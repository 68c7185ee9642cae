"""The misdeal offer (N-MIS-1 bust hand / N-MIS-2 no point card): declare or keep the hand."""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from engine.actions import Action, DeclareMisdeal, KeepHand
from engine.games.napoleon.view import NapoleonView
from napoleon_gui.games.napoleon.texts import cards_text
from napoleon_gui.i18n import tr
from napoleon_gui.widgets.decision import DecisionPanel
from napoleon_gui.widgets.cards import wrapped_label


class MisdealDialog(DecisionPanel):
    """Emits ``chosen`` with ``DeclareMisdeal`` or ``KeepHand`` (the instances of
    ``view.legal``). Widgets: ``declare_button``, ``keep_button``, ``help_label``."""

    def __init__(self, view: NapoleonView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("misdeal_dialog")
        self.view = view
        self.setWindowTitle(tr("dlg_mis_title"))
        layout = QVBoxLayout(self)
        rules = view.rules
        # which rule applies is a preset field (N-MIS-1 bust hand, N-MIS-2 no point card)
        key = "dlg_mis_nopoint_help" if rules.misdeal == "no_point_card" else "dlg_mis_bust_help"
        text = tr(key)
        if rules.misdeal_shows_hand:
            text += " " + tr("dlg_mis_shown")
        self.help_label = wrapped_label(text, "help_label")
        layout.addWidget(self.help_label)
        layout.addWidget(wrapped_label(tr("dlg_your_hand", cards=cards_text(view.hand)),
                                       "hand_label"))
        row = QHBoxLayout()
        row.addStretch(1)
        self.declare_button = QPushButton(tr("dlg_mis_declare"))
        self.declare_button.setObjectName("declare_button")
        self.keep_button = QPushButton(tr("dlg_mis_keep"))
        self.keep_button.setObjectName("keep_button")
        for button, kind in ((self.declare_button, DeclareMisdeal), (self.keep_button, KeepHand)):
            legal = next((a for a in view.legal if isinstance(a, kind)), None)
            button.setEnabled(legal is not None)
            if legal is not None:
                button.clicked.connect(lambda _=False, a=legal: self._pick(a))
            row.addWidget(button)
        layout.addLayout(row)
        self.keep_button.setDefault(True)

    def _pick(self, action: Action) -> None:
        self.choose(action)
