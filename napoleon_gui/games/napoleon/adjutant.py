"""The adjutant call (N-ADJ-1): pick one card from the legal ``CallAdjutant`` actions.

A 4 × 13 grid (one row per suit) plus the joker; cards the declarer holds himself have a
yellow background, and selecting one explains that calling it means playing alone
(intentional only, N-ADJ-5). With six players the controller shows the panel twice; each
time it handles one call. Enter does nothing: a call is made with the Call button only.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QGridLayout,
    QHBoxLayout,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from engine.actions import Action, CallAdjutant
from engine.cards import BIT, JOKER, SUITS, Card, make_card
from engine.games.napoleon.view import NapoleonView
from napoleon_gui.games.napoleon.texts import contract_text
from napoleon_gui.i18n import card_text, suit_name, tr
from napoleon_gui.widgets.cards import (
    OWN_BACKGROUND,
    CardButton,
    card_button_style,
    wrapped_label,
)
from napoleon_gui.widgets.decision import DecisionPanel
from napoleon_gui.widgets.deck_look import MIN_PT, solid_suits, suit_colour
from napoleon_gui.widgets.plain import plain_label
from napoleon_gui.widgets.words import cards_text

RANKS_HIGH_TO_LOW = tuple(range(14, 1, -1))
#: one card cell (fixed: nothing moves when a card is selected)
CARD_W, CARD_H = 34, 25
CALL_W = 170
_SUIT_SYMBOL = {0: "♠", 1: "♡", 2: "♢", 3: "♣"}


def _compact(card: Card, own: bool) -> str:
    return card_button_style(
        card, background=OWN_BACKGROUND if own else "#ffffff", font_pt=10, padding="0px"
    )


class AdjutantPanel(DecisionPanel):
    """Emits ``chosen`` with the ``CallAdjutant`` action of the selected card.

    Widgets for tests: ``card_buttons`` (card -> button; disabled = not callable),
    ``call_button``, ``own_note`` (visible when a card of your own hand is selected),
    ``selected_label``. ``select(card)`` selects as a click would.
    """

    def __init__(self, view: NapoleonView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("adjutant_panel")
        self.view = view
        self.calls: dict[Card, CallAdjutant] = {
            a.card: a for a in view.legal if isinstance(a, CallAdjutant)
        }
        self.card_buttons: dict[Card, CardButton] = {}
        self._selected: Card | None = None
        self.setWindowTitle(tr("dlg_adj_title"))

        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(10)

        self.group = QButtonGroup(self)
        self.group.setExclusive(True)
        grid_box = QWidget()
        grid_box.setObjectName("card_grid")
        grid = QGridLayout(grid_box)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(2)
        grid.setVerticalSpacing(2)
        for row, suit in enumerate(SUITS):
            label = plain_label(solid_suits(_SUIT_SYMBOL.get(suit, suit_name(suit))))
            label.setToolTip(solid_suits(suit_name(suit)))
            label.setStyleSheet(f"color: {suit_colour(suit)}; font-size: 12pt;")
            grid.addWidget(label, row, 0)
            for col, rank in enumerate(RANKS_HIGH_TO_LOW, start=1):
                self._add_card(grid, make_card(suit, rank), row, col)
        if not view.rules.no_joker:
            self._add_card(grid, JOKER, len(SUITS), 1, span=2)  # the button says "Joker"
            legend = wrapped_label(tr("dlg_adj_legend"), "legend_label")
            legend.setStyleSheet("color: #6b5a00;")
            grid.addWidget(legend, len(SUITS), 3, 1, len(RANKS_HIGH_TO_LOW) - 2)
        grid_box.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        left = QVBoxLayout()
        left.addWidget(grid_box)
        left.addStretch(1)
        layout.addLayout(left)

        side = QVBoxLayout()
        side.setSpacing(3)
        if view.contract is not None:
            side.addWidget(
                wrapped_label(
                    tr("dlg_adj_contract", contract=contract_text(view.contract, view.rules)),
                    "contract_label",
                )
            )
        total = view.rules.adjutants_for(view.players)
        if total > 1:
            side.addWidget(
                wrapped_label(
                    tr(
                        "dlg_adj_two",
                        players=view.players,
                        total=total,
                        n=len(view.adjutant_cards) + 1,
                    ),
                    "count_label",
                )
            )
        if view.adjutant_cards:
            side.addWidget(
                wrapped_label(
                    tr("dlg_adj_named", cards=cards_text(view.adjutant_cards)), "named_label"
                )
            )
        help_text = tr("dlg_adj_help")
        if view.hand_unseen:  # N-VAR-6: called without looking at one's own hand
            help_text += " " + tr("dlg_adj_blind")
        self.help_label = wrapped_label(help_text, "help_label")
        font = self.help_label.font()
        font.setPointSizeF(max(MIN_PT, font.pointSizeF() - 1))
        self.help_label.setFont(font)
        side.addWidget(self.help_label)
        self.selected_label = wrapped_label(tr("dlg_adj_nothing"), "selected_label")
        side.addWidget(self.selected_label)
        self.own_note = wrapped_label("", "own_note")
        self.own_note.setFont(font)
        self.own_note.setStyleSheet(
            "background: #fff6d0; border: 1px solid #d9b300; padding: 3px; color: #4a3b00;"
        )
        self.own_note.setVisible(False)
        side.addWidget(self.own_note)
        side.addStretch(1)
        self.call_button = QPushButton(tr("dlg_adj_call_plain"))
        self.call_button.setObjectName("call_button")
        self.call_button.setEnabled(False)
        self.call_button.setAutoDefault(False)
        self.call_button.setFixedSize(CALL_W, 30)
        self.call_button.clicked.connect(self._call)
        side.addWidget(self.call_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addLayout(side, 1)

    def _add_card(self, grid: QGridLayout, card: Card, row: int, col: int, span: int = 1) -> None:
        own = bool(self.view.hand_mask & BIT[card])
        button = CardButton(card, own=own)
        button.setStyleSheet(_compact(card, own))
        button.setMinimumSize(0, 0)
        button.setFixedSize(CARD_W * span + 2 * (span - 1), CARD_H)
        button.setAutoDefault(False)
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        callable_ = card in self.calls
        button.setEnabled(callable_)
        if not callable_:
            button.setToolTip(solid_suits(tr("dlg_adj_not_callable", card=card_text(card))))
        elif own:
            button.setToolTip(solid_suits(tr("dlg_adj_mine", card=card_text(card))))
        button.toggled.connect(lambda on, c=card: self._toggled(c, on))
        self.group.addButton(button)
        grid.addWidget(button, row, col, 1, span, Qt.AlignmentFlag.AlignLeft)
        self.card_buttons[card] = button

    # --- selection --------------------------------------------------------------------------
    def _toggled(self, card: Card, on: bool) -> None:
        if on:
            self._selected = card
        elif self._selected == card:
            self._selected = None
        self._update()

    def select(self, card: Card) -> None:
        """Select ``card`` as if clicked (ignored when it cannot be named)."""
        button = self.card_buttons.get(card)
        if button is not None and button.isEnabled():
            button.setChecked(True)

    def selected(self) -> Card | None:
        return self._selected

    def is_own(self, card: Card) -> bool:
        return bool(self.view.hand_mask & BIT[card])

    def _update(self) -> None:
        card = self._selected
        if card is None:
            self.selected_label.setText(tr("dlg_adj_nothing"))
            self.call_button.setText(tr("dlg_adj_call_plain"))
            self.call_button.setEnabled(False)
            self.own_note.setVisible(False)
            self.help_label.setVisible(True)
            return
        self.selected_label.setText(tr("dlg_adj_selected", card=card_text(card)))
        self.call_button.setText(solid_suits(tr("dlg_adj_call", card=card_text(card))))
        self.call_button.setEnabled(card in self.calls)
        own = self.is_own(card)
        self.own_note.setText(tr("dlg_adj_own_note", card=card_text(card)) if own else "")
        self.own_note.setVisible(own)
        self.help_label.setVisible(not own)  # the note takes its place: the panel keeps size

    def hint_widgets(self) -> dict[Action, QWidget]:
        """The hinted call marks its card's button (never selecting it)."""
        return {
            action: self.card_buttons[card]
            for card, action in self.calls.items()
            if card in self.card_buttons
        }

    def safe_choice(self) -> Action | None:
        """Enter calls exactly the card selected (issue 25, as Rettler's call does);
        nothing when none is selected."""
        if self._selected is not None and self._selected in self.calls:
            return self.calls[self._selected]
        return None

    def _call(self) -> None:
        if self._selected is not None and self._selected in self.calls:
            self.choose(self.calls[self._selected])
