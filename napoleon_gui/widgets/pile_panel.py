"""Taking a face-down pile as one's hand: the decision of the deals that hand out piles,
Napoleon's N-VAR-2 and N-VAR-3 and Rettler's R-VAR-2 and R-VAR-3 (one panel for both games;
each game gives its own help line).

Every button is built from the engine's legal ``ChoosePile`` actions (``view.legal``); the
piles taken come from the view (``pile_owners`` or ``piles_taken``). Nothing here decides
what is allowed.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from engine.actions import Action, ChoosePile
from napoleon_gui.i18n import N_, register, tr
from napoleon_gui.widgets.cards import wrapped_label
from napoleon_gui.widgets.decision import DecisionPanel
from napoleon_gui.widgets.words import seat_name

if TYPE_CHECKING:
    from engine.core import View

register(
    {
        "dlg_pile_title": N_("Take a pile"),
        "dlg_pile_button": N_("Pile {n}"),
        "dlg_pile_taken": N_("{name} took pile {n}."),
        "dlg_pile_enter": N_("Enter takes pile {n}: face down, the piles are all alike."),
    }
)

#: pile buttons: fixed, so that nothing moves under the pointer
PILE_W, PILE_H = 110, 34


def note_label(label: QLabel) -> QLabel:
    """A secondary line of a panel (what was taken, what Enter does)."""
    label.setStyleSheet("color: #3b3b3b;")
    return label


def pile_owners(view: View) -> dict[int, int]:
    """pile -> the seat that took it (four-pile deals: ``pile_owners``; two-player stock
    deals: ``piles_taken``, the pile of each seat)."""
    owners = getattr(view, "pile_owners", ())
    if owners:
        return {pile: seat for pile, seat in enumerate(owners) if seat >= 0}
    taken = getattr(view, "piles_taken", ())
    return {pile: seat for seat, pile in enumerate(taken) if pile >= 0}


def pile_count(view: View) -> int:
    """How many piles the deal laid out: the view's owners, else every pile named by a
    legal choice or already taken."""
    owners = getattr(view, "pile_owners", ())
    if owners:
        return len(owners)
    piles = [a.pile for a in view.legal if isinstance(a, ChoosePile)]
    return max([*piles, *pile_owners(view)], default=-1) + 1


class PilePanel(DecisionPanel):
    """Take one of the face-down piles as one's hand. One button per pile, enabled when the
    engine lists its ``ChoosePile``; a pile already taken is disabled and says by whom.
    Enter takes the first free pile (face down, they are all alike: the panel says so).

    Widgets: ``pile_buttons`` (pile number from 0 -> button), ``help_label``,
    ``taken_label``."""

    def __init__(
        self,
        view: View,
        names: Sequence[str] = (),
        help_text: str = "",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("pile_panel")
        self.setWindowTitle(tr("dlg_pile_title"))
        self.legal: dict[int, ChoosePile] = {
            a.pile: a for a in view.legal if isinstance(a, ChoosePile)
        }
        owners = pile_owners(view)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.help_label = wrapped_label(help_text, "help_label")
        layout.addWidget(self.help_label)
        row = QHBoxLayout()
        self.pile_buttons: dict[int, QPushButton] = {}
        for pile in range(pile_count(view)):
            button = QPushButton(tr("dlg_pile_button", n=pile + 1))
            button.setObjectName(f"pile_{pile + 1}")
            button.setFixedSize(PILE_W, PILE_H)
            button.setAutoDefault(False)
            action = self.legal.get(pile)
            button.setEnabled(action is not None)
            if pile in owners:
                button.setToolTip(
                    tr("dlg_pile_taken", name=seat_name(names, owners[pile]), n=pile + 1)
                )
            if action is not None:
                button.clicked.connect(lambda _=False, a=action: self.choose(a))
            row.addWidget(button)
            self.pile_buttons[pile] = button
        row.addStretch(1)
        layout.addLayout(row)
        notes = [
            tr("dlg_pile_taken", name=seat_name(names, seat), n=pile + 1)
            for pile, seat in sorted(owners.items())
        ]
        safe = self.safe_choice()
        if safe is not None:
            notes.append(tr("dlg_pile_enter", n=safe.pile + 1))
        self.taken_label = note_label(wrapped_label(" ".join(notes), "taken_label"))
        layout.addWidget(self.taken_label)

    def hint_widgets(self) -> dict[Action, QWidget]:
        return {action: self.pile_buttons[pile] for pile, action in self.legal.items()}

    def safe_choice(self) -> ChoosePile | None:
        """The first free pile (the piles lie face down: none is better than another)."""
        return self.legal[min(self.legal)] if self.legal else None
