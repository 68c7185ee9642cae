"""The decisions Rettler's chapter-6 variants change: the auction and the adjutant call of a
blind stand say the hand is unseen (R-VAR-5); the auction of Urako says what Urako is and the
leader of an Urako round declares its trump kind (R-VAR-6); the adjutant call by deck names
the deck of the called card (R-VAR-13).

Every button stands for engine actions of ``view.legal`` (or the options of one lead);
nothing here decides what is allowed.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QBoxLayout,
    QButtonGroup,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from engine.actions import Action, CallAdjutant
from engine.cards import DECK_STRIDE, Card
from engine.games.napoleon.params import URAKO, URAKO_TRICK_KINDS
from engine.games.rettler.actions import Lead
from engine.games.rettler.view import RettlerView
from napoleon_gui.games.rettler import panel_hints
from napoleon_gui.games.rettler.panels import RettlerAdjutantPanel, RettlerBidPanel
from napoleon_gui.games.rettler.texts import cards_text, rcard
from napoleon_gui.games.rettler.variant_table import called_words, deck_name
from napoleon_gui.i18n import N_, names_list, register, tr, trump_name
from napoleon_gui.widgets.buttons import panel_button, text_width
from napoleon_gui.widgets.cards import RED, wrapped_label
from napoleon_gui.widgets.decision import DecisionPanel
from napoleon_gui.widgets.deck_look import kind_colour, solid_suits, suit_button_style
from napoleon_gui.widgets.plain import plain_label

register(
    {
        "ret_dlg_blind_bid": N_(
            "Blind stand: you bid without looking at your hand; your face-up card is "
            "{card} (R-VAR-5)."
        ),
        "ret_dlg_blind_call": N_(
            "You call without looking at your hand: only your face-up card counts as yours "
            "(R-VAR-5)."
        ),
        "ret_dlg_urako_bid": N_(
            "Urako: the leader of every round declares that round's trump kind; it ranks "
            "above black, at 40 below clubs (R-VAR-6)."
        ),
        "ret_dlg_urako_title": N_("Rettler — Urako: this round's trump"),
        "ret_dlg_urako_help": N_(
            "Declare the trump kind of this round, led with {cards} (R-VAR-6). Enter = "
            "{kind}; Escape = other cards."
        ),
        "ret_dlg_deck": N_("Deck of the card:"),
        "ret_dlg_deck_help": N_(
            "Call by deck (R-VAR-13): pick the deck, then the card; only the copy with those "
            "backs makes an adjutant."
        ),
    }
)

KIND_W, KIND_H = 130, 28


def note_bid_panel(panel: RettlerBidPanel, view: RettlerView) -> None:
    """R-VAR-5: the face-up card the bid is made on; R-VAR-6: what Urako is."""
    text = panel.help_label.text()
    if view.hand_unseen and view.seat < len(view.blind_cards):
        text = tr("ret_dlg_blind_bid", card=rcard(view.blind_cards[view.seat])) + " " + text
    urako = panel.trump_buttons.get(URAKO)
    if urako is not None:
        text += " " + tr("ret_dlg_urako_bid")
        # R-VAR-6: Urako ranks above black (but at 40): the right end of the row, highest
        root = panel.layout()
        others = [b for k, b in panel.trump_buttons.items() if k != URAKO]
        if root is not None and others:
            found = _layout_of(root, urako)
            if found is not None:
                found.removeWidget(urako)
                found.insertWidget(found.indexOf(others[-1]) + 1, urako)
    panel.help_label.setText(text)


def _layout_of(layout: QLayout, widget: QWidget) -> QBoxLayout | None:
    """The box layout (``layout`` or one nested in it) that holds ``widget``."""
    if isinstance(layout, QBoxLayout) and layout.indexOf(widget) >= 0:
        return layout
    for i in range(layout.count()):
        item = layout.itemAt(i)
        child = item.layout() if item is not None else None
        if child is not None:
            found = _layout_of(child, widget)
            if found is not None:
                return found
    return None


class RettlerDeckAdjutantPanel(RettlerAdjutantPanel):
    """The adjutant call by deck (R-VAR-13; also any call under R-VAR-5): a row of deck
    buttons (red backs, blue backs, either deck) for the cards clicked next; each card
    button is enabled when the engine allows calling it in the deck shown.

    Widgets for tests: ``deck_buttons`` (0, 1, None -> button) besides the base panel's."""

    def __init__(self, view: RettlerView, parent: QWidget | None = None) -> None:
        self.calls: set[tuple[Card, int | None]] = {
            (a.card % DECK_STRIDE, a.deck) for a in view.legal if isinstance(a, CallAdjutant)
        }
        self.deck: int | None = None
        self.decks: dict[Card, int | None] = {}
        self.deck_buttons: dict[int | None, QPushButton] = {}
        super().__init__(view, parent)
        layout = self.layout()
        assert isinstance(layout, QVBoxLayout)
        help_label = self.findChild(QLabel, "help_label")
        assert help_label is not None
        self.help_label: QLabel = help_label
        if view.hand_unseen:  # R-VAR-5
            help_label.setText(help_label.text() + " " + tr("ret_dlg_blind_call"))
        offered = {deck for _code, deck in self.calls}
        if not offered - {None}:
            return
        help_label.setText(help_label.text() + " " + tr("ret_dlg_deck_help"))
        row = QHBoxLayout()
        row.setSpacing(3)
        row.addWidget(plain_label(tr("ret_dlg_deck")))
        group = QButtonGroup(self)
        decks: list[int | None] = [d for d in (0, 1, None) if d in offered]
        texts = [deck_name(d) for d in decks]
        width = text_width(self, texts, 24)
        for deck, text in zip(decks, texts, strict=True):
            name = {0: "red", 1: "blue"}.get(deck, "either") if deck is not None else "either"
            button = panel_button(text, f"deck_{name}", width, 26)
            button.setCheckable(True)
            if deck == 0:
                button.setStyleSheet(f"QPushButton {{ color: {RED}; }}")
            elif deck == 1:
                button.setStyleSheet("QPushButton { color: #1f4fae; }")
            group.addButton(button)
            button.clicked.connect(lambda _=False, d=deck: self.set_deck(d))
            self.deck_buttons[deck] = button
            row.addWidget(button)
        row.addStretch(1)
        layout.insertLayout(1, row)
        self.set_deck(decks[0])

    def set_deck(self, deck: int | None) -> None:
        """The deck of the cards clicked next (and of those selected now, where allowed)."""
        self.deck = deck
        if deck in self.deck_buttons:
            self.deck_buttons[deck].setChecked(True)
        for code, button in self.card_buttons.items():
            if code in self.callable:
                button.setEnabled((code, deck) in self.calls or button.isChecked())
        for code in self.order:
            if (code, deck) in self.calls:
                self.decks[code] = deck
        self._update()

    def _toggled(self, card: Card, on: bool) -> None:
        if on and self.deck_buttons:
            self.decks[card] = self.deck
        super()._toggled(card, on)

    def _update(self) -> None:
        super()._update()
        if not self.deck_buttons or not self.order:
            return
        words = names_list(called_words(c, self.decks.get(c)) for c in self.order)
        self.selected_label.setText(tr("ret_dlg_adj_selected", cards=words))

    def chosen_actions(self) -> list[Action]:
        if not self.deck_buttons:
            return super().chosen_actions()
        calls: list[Action] = [CallAdjutant(c, self.decks.get(c)) for c in self.selected()]
        return [*calls, self.end]


class RettlerUrakoPanel(DecisionPanel):
    """R-VAR-6: the leader of an Urako round declares its trump kind with the lead. One
    button per kind the engine allows for the selected cards (``Lead.trump`` of the
    options); a kind with several options (a named suit, a point request) goes on to the
    options panel (``options_needed``). Enter declares the first kind offered (the panel
    says which); Escape goes back to choosing cards (``back``).

    Widgets for tests: ``kind_buttons`` (kind -> button), ``help_label``."""

    back = Signal()
    options_needed = Signal(list)

    def __init__(self, options: Sequence[Lead], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rettler_urako_panel")
        self.setWindowTitle(tr("ret_dlg_urako_title"))
        self.by_kind: dict[str, list[Lead]] = {}
        for action in options:
            if action.trump is not None:
                self.by_kind.setdefault(action.trump, []).append(action)
        order = {k: i for i, k in enumerate(URAKO_TRICK_KINDS)}
        self.kinds = sorted(self.by_kind, key=lambda k: order.get(k, len(order)))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(3)
        cards = cards_text(list(options[0].cards)) if options else ""
        first = trump_name(self.kinds[0]) if self.kinds else "—"
        self.help_label = wrapped_label(
            tr("ret_dlg_urako_help", cards=cards, kind=first), "help_label"
        )
        layout.addWidget(self.help_label)
        self.kind_buttons: dict[str, QPushButton] = {}
        names = [solid_suits(trump_name(k)) for k in self.kinds]
        width = max(KIND_W, text_width(self, names or ["—"], 20))
        per_row = 4  # three rows of the twelve kinds fit 1024 px (R-VAR-6)
        rows = [QHBoxLayout() for _ in range((len(self.kinds) + per_row - 1) // per_row)]
        for i, (kind, name) in enumerate(zip(self.kinds, names, strict=True)):
            button = panel_button(name, f"kind_{kind}", width, KIND_H)
            button.setStyleSheet(suit_button_style(kind_colour(kind)))
            button.clicked.connect(lambda _=False, k=kind: self.declare(k))
            self.kind_buttons[kind] = button
            rows[i // per_row].addWidget(button)
        for row in rows:
            row.setSpacing(3)
            row.addStretch(1)
            layout.addLayout(row)

    def hint_widgets(self) -> dict[Action, QWidget]:
        """A hinted Urako lead of these cards frames its kind's button (compared as card
        codes: the options are the copies selected on the table)."""
        return {
            panel_hints.lead_codes(a): self.kind_buttons[k]
            for k, plays in self.by_kind.items()
            for a in plays
        }

    def mark_hint(self, actions: tuple[Action, ...]) -> None:
        super().mark_hint(tuple(panel_hints.lead_codes(a) for a in actions))

    def declare(self, kind: str) -> None:
        options = self.by_kind.get(kind, [])
        if len(options) == 1:
            self.choose(options[0])
        elif options:
            self.options_needed.emit(list(options))

    def safe_choice(self) -> Action | None:
        """Enter declares the first kind offered (the help line names it)."""
        if self.kinds:
            self.declare(self.kinds[0])
        return None

    def escape(self) -> None:
        self.back.emit()


def declares_kind(options: Sequence[Action]) -> bool:
    """The lead's options declare a trump kind (R-VAR-6)."""
    return any(isinstance(a, Lead) and a.trump is not None for a in options)


__all__ = [
    "URAKO",
    "RettlerDeckAdjutantPanel",
    "RettlerUrakoPanel",
    "declares_kind",
    "note_bid_panel",
]
