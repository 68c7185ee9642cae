"""The kitty exchange in one step (N-KIT-1..5): choose the cards, press Discard once.

The panel knows no discard rule: ``engine.games.napoleon.kitty_exchange.KittyExchange``
says which cards may still be chosen after the ones already chosen (the Fukashi ban on point
cards "unless unavoidable", N-KIT-3; the reverse all-take ban, N-KIT-5), which discards go
face up (N-KIT-3) and in which order the engine takes the whole exchange. The panel emits
that list of ``Discard`` actions as one decision. Every widget has a fixed size: selecting
a card never moves a button under the pointer.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from engine.actions import Discard
from engine.cards import Card, sort_key
from engine.games.napoleon.kitty_exchange import KittyExchange
from engine.games.napoleon.view import NapoleonView
from napoleon_gui.i18n import card_text, names_list, tr
from napoleon_gui.widgets.cards import KITTY_BORDER, SELECTED, wrapped_label
from napoleon_gui.widgets.decision import DecisionPanel
from napoleon_gui.widgets.deck_look import MIN_PT, card_colour, focus_ring, solid_suits
from napoleon_gui.widgets.words import cards_count

#: one card of the hand (fixed: a caption change never resizes it)
CARD_W, CARD_H = 70, 44  # "face down", "ジョーカー" fit on one line
#: at most this many cards a row (a 21-card hand of three players takes three rows)
PER_ROW = 9
SIDE_W = 290
DISCARD_W = 120


class KittyCardButton(QToolButton):
    """A checkable card of the declarer's hand: the card and a caption (kitty, face up)."""

    def __init__(self, card: Card, from_kitty: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card = card
        self.highlight = from_kitty
        self.setCheckable(True)
        self.setObjectName(f"kitty_card_{card}")
        self.setFixedSize(CARD_W, CARD_H)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        colour = card_colour(card)
        border = f"2px solid {KITTY_BORDER}" if from_kitty else "1px solid #8a8a8a"
        self.setStyleSheet(
            f"QToolButton {{ color: {colour}; background: white; border: {border}; "
            "border-radius: 4px; font-size: 9pt; padding: 0px; }"
            f"QToolButton:checked {{ background: {SELECTED}; color: white; "
            "border: 2px solid #143c8c; }"
            "QToolButton:disabled { color: #b5b5b5; background: #eeeeee; "
            "border: 1px dashed #c8c8c8; }" + focus_ring("QToolButton")
        )
        self.set_caption("")

    def set_caption(self, caption: str) -> None:
        text = solid_suits(card_text(self.card))
        self.setText(f"{text}\n{caption}" if caption else text)


class KittyPanel(DecisionPanel):
    """Emits ``chosen`` once with the list of ``Discard`` actions (exactly as many as the
    exchange still needs, in an order the engine accepts).

    ``selection`` is the list of chosen cards. Widgets for tests: ``card_buttons`` (card ->
    button; disabled = may not be chosen now), ``discard_button`` (enabled only when the
    selection is a whole exchange the engine accepts), ``count_label``, ``chosen_label``,
    ``ban_label`` (only when a discard ban applies).
    """

    def __init__(self, view: NapoleonView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("kitty_panel")
        self.view = view
        self.rules = view.rules
        self.exchange = KittyExchange(view)
        self.kitty_size = self.exchange.still
        self.kitty_cards = frozenset(view.kitty or ())
        self.selection: list[Card] = []
        self.card_buttons: dict[Card, KittyCardButton] = {}
        self.setWindowTitle(tr("dlg_kit_title"))

        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(10)

        hand_box = QWidget()
        hand_box.setObjectName("hand_box")
        grid = QGridLayout(hand_box)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setSpacing(2)
        cards = sorted(view.hand, key=sort_key)
        rows = -(-len(cards) // PER_ROW)
        per_row = -(-len(cards) // rows)
        for index, card in enumerate(cards):
            button = KittyCardButton(card, card in self.kitty_cards)
            button.clicked.connect(lambda _=False, c=card: self.toggle(c))
            grid.addWidget(button, index // per_row, index % per_row)
            self.card_buttons[card] = button
        hand_box.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        hand_column = QVBoxLayout()
        hand_column.setSpacing(3)
        hand_column.addWidget(hand_box)
        reverse = view.contract is not None and view.contract.reverse
        width = hand_box.sizeHint().width()
        self.ban_label: QLabel | None = None
        if self.rules.discard_ban == "point_cards" or reverse:
            self.ban_label = self._fit(
                self._small(
                    wrapped_label(
                        tr("dlg_kit_ban_reverse" if reverse else "dlg_kit_ban"), "ban_label"
                    )
                ),
                width,
            )
            self.ban_label.setStyleSheet("color: #8a1010;")
            hand_column.addWidget(self.ban_label)
        face_key = (
            "dlg_kit_face_points_trumps"
            if self.rules.discard_face_up == "point_and_trump_cards"
            else "dlg_kit_face_points"
        )
        hand_column.addWidget(
            self._fit(self._small(wrapped_label(tr(face_key), "face_label")), width)
        )
        hand_column.addStretch(1)
        layout.addLayout(hand_column)

        side = QVBoxLayout()
        side.setSpacing(3)
        self.help_label = self._fit(
            self._small(
                wrapped_label(tr("dlg_kit_help", cards=cards_count(self.kitty_size)), "help_label")
            ),
            SIDE_W,
        )
        side.addWidget(self.help_label)
        self.count_label = wrapped_label("", "count_label")
        font = self.count_label.font()
        font.setBold(True)
        self.count_label.setFont(font)
        self.discard_button = QPushButton(tr("dlg_kit_discard"))
        self.discard_button.setObjectName("discard_button")
        self.discard_button.setAutoDefault(False)
        self.discard_button.setFixedSize(DISCARD_W, 30)
        self.discard_button.clicked.connect(self._finish)
        confirm = QHBoxLayout()
        confirm.addWidget(self._fixed_lines(self.count_label, 2), 1)
        confirm.addWidget(self.discard_button, 0, Qt.AlignmentFlag.AlignTop)
        side.addLayout(confirm)
        self.chosen_label = self._small(wrapped_label("", "chosen_label"))
        side.addWidget(self._fixed_lines(self.chosen_label, 3))
        self.points_label = self._small(wrapped_label("", "points_label"))
        side.addWidget(self._fixed_lines(self.points_label, 2))
        side.addStretch(1)
        side_box = QWidget()
        side_box.setObjectName("kitty_side")
        side_box.setLayout(side)
        side_box.setFixedWidth(SIDE_W)
        side.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(side_box)
        layout.addStretch(1)
        self._update()

    @staticmethod
    def _small(label: QLabel) -> QLabel:
        font = label.font()
        font.setPointSizeF(max(MIN_PT, font.pointSizeF() - 1))
        label.setFont(font)
        return label

    @staticmethod
    def _fit(label: QLabel, width: int) -> QLabel:
        """A wrapped text under the cards: as wide as they are, exactly as tall as it needs."""
        label.setFixedWidth(width)
        label.setFixedHeight(label.heightForWidth(width))
        return label

    @staticmethod
    def _fixed_lines(label: QLabel, lines: int) -> QLabel:
        """Reserve ``lines`` lines: a longer or shorter text never reflows the panel."""
        label.setFixedHeight(label.fontMetrics().lineSpacing() * lines + 2)
        label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        return label

    # --- legality (asked of the engine) -----------------------------------------------------
    def selectable(self) -> frozenset[Card]:
        """Cards that may be chosen next."""
        return self.exchange.legal_after(frozenset(self.selection))

    def face_up(self, card: Card) -> bool:
        """Whether a discard of ``card`` goes face up (the engine's ``Discarded`` event)."""
        return bool(self.exchange.face_up(card, frozenset(self.selection) - {card}))

    def _side(self, card: Card) -> str:
        return tr("dlg_kit_face_up" if self.face_up(card) else "dlg_kit_face_down")

    # --- interaction ------------------------------------------------------------------------
    def toggle(self, card: Card) -> None:
        """Choose ``card`` (if the engine allows it now) or unchoose it."""
        if card in self.selection:
            self.selection.remove(card)
            # keep a set the engine can discard in some order; drop the latest otherwise
            while self.selection and not self.exchange.reachable(frozenset(self.selection)):
                self.selection.pop()
        elif card in self.selectable():
            self.selection.append(card)
        self._update()

    def show_hint(self, actions: tuple[object, ...]) -> None:
        """The hint's whole discard set becomes the selection (when the engine accepts it as
        the exchange); the player may still change it, and Enter confirms what is selected."""
        cards = [a.card for a in actions if isinstance(a, Discard)]
        order = self.exchange.order(frozenset(cards))
        if len(cards) != self.kitty_size or order is None:
            return
        self.selection = list(order)
        self._update()

    def _update(self) -> None:
        allowed = self.selectable()
        for card, button in self.card_buttons.items():
            is_chosen = card in self.selection
            button.setEnabled(is_chosen or card in allowed)
            button.setChecked(is_chosen)
            button.setToolTip(
                ""
                if button.isEnabled()
                else solid_suits(tr("dlg_kit_not_allowed", card=card_text(card)))
            )
            caption = tr("dlg_kit_from_kitty") if card in self.kitty_cards else ""
            if is_chosen:
                caption = self._side(card)
            button.set_caption(caption)
        n = len(self.selection)
        missing = self.kitty_size - n
        if missing > 0:
            self.count_label.setText(tr("dlg_kit_more", cards=cards_count(missing)))
        else:
            self.count_label.setText(tr("dlg_kit_ready", cards=cards_count(n)))
        if self.selection:
            parts = [
                f"{card_text(c)} ({self._side(c)})" for c in sorted(self.selection, key=sort_key)
            ]
            self.chosen_label.setText(tr("dlg_kit_chosen", cards=names_list(parts)))
        else:
            self.chosen_label.setText(tr("dlg_kit_chosen_none"))
        points = self.exchange.points_to_coalition(frozenset(self.selection))
        self.points_label.setText(tr("dlg_kit_points_note", n=points) if points else "")
        self.discard_button.setEnabled(self.discard_actions() is not None)

    def discard_actions(self) -> list[Discard] | None:
        """The whole exchange in an order the engine accepts, or None when the selection is
        not one (too few cards, or a set the engine refuses)."""
        return self.exchange.accepts(frozenset(self.selection))

    def safe_choice(self) -> list[Discard] | None:
        """Enter confirms exactly the selection shown, and only when it is a whole exchange
        the engine accepts."""
        return self.discard_actions()

    def _finish(self) -> None:
        actions = self.discard_actions()
        if actions is not None:
            self.choose(actions)
