"""The decisions the variants of chapter 6 add (N-VAR): taking a face-down pile (N-VAR-2,
N-VAR-3; the panel is shared with Rettler: ``widgets/pile_panel.py``), naming the trump
before looking (N-VAR-5) and declaring an Urako trick's trump kind with the lead card
(N-VAR-7).

Every button is built from the engine's legal actions (``view.legal`` or the options of one
card); nothing here decides what is allowed.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from engine.actions import Action, PlayCard
from engine.cards import SUIT_LETTERS
from engine.games.napoleon.params import URAKO_TRICK_KINDS, NapoleonRules
from engine.games.napoleon.view import NapoleonView
from napoleon_gui.games.napoleon.texts import trump_text
from napoleon_gui.i18n import card_text, suit_name, tr, trump_name
from napoleon_gui.widgets.cards import wrapped_label
from napoleon_gui.widgets.decision import DecisionPanel
from napoleon_gui.widgets.deck_look import kind_colour, solid_suits, suit_button_style, suit_colour
from napoleon_gui.widgets.pile_panel import PilePanel
from napoleon_gui.widgets.plain import plain_label
from napoleon_gui.widgets.trump_choice_panel import TrumpChoicePanel

#: trump buttons: fixed, so that nothing moves under the pointer
KIND_W, KIND_H = 150, 28
SUIT_W, SUIT_H = 110, 28


__all__ = [
    "PilePanel",
    "TrumpChoicePanel",
    "UrakoLeadPanel",
    "pile_panel",
    "trump_choice_panel",
]


def pile_panel(view: NapoleonView, names: Sequence[str] = ()) -> PilePanel:
    """N-VAR-2 (three piles of five) or N-VAR-3 (four piles of 13): the shared pile panel
    with Napoleon's help line."""
    four = bool(getattr(view, "pile_owners", ()))
    return PilePanel(view, names, tr("dlg_pile_help_four" if four else "dlg_pile_help_draw"))


def kind_text(kind: str, rules: object) -> str:
    """A trump kind as the preset calls it (Napoleon's presets may relabel kinds; other
    games' rules, e.g. Rettler's, use the common names)."""
    if isinstance(rules, NapoleonRules):
        return trump_text(kind, rules)
    return trump_name(kind)


def trump_choice_panel(view: NapoleonView, suggested: str = "") -> TrumpChoicePanel:
    """N-VAR-5: the shared trump panel with the preset's names of the kinds."""
    return TrumpChoicePanel(
        view, suggested=suggested, kind_text=lambda kind: kind_text(kind, view.rules)
    )


class UrakoLeadPanel(DecisionPanel):
    """N-VAR-7: the leader of an Urako trick declares its trump kind with the lead card.
    One button per kind the engine allows for this card (``PlayCard(card, trump=kind)`` of
    the legal actions); a joker lead under an NT-like kind then names a suit in a second
    row (N-PLAY-4). Enter does nothing: no kind is safer than another.

    Widgets: ``kind_buttons`` (kind -> button), ``suit_buttons`` (suit -> button, in the
    suit row, shown once a kind that needs a suit is picked), ``help_label``."""

    def hint_widgets(self) -> dict[Action, QWidget]:
        """A hinted Urako lead frames the button of the kind it declares (issue 21)."""
        return {a: self.kind_buttons[k] for k, plays in self.by_kind.items() for a in plays}

    def __init__(
        self, options: Sequence[Action], view: NapoleonView, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("urako_lead_panel")
        self.setWindowTitle(tr("dlg_urako_title"))
        rules: NapoleonRules = view.rules
        plays = [a for a in options if isinstance(a, PlayCard) and a.trump is not None]
        self.card = plays[0].card if plays else -1
        self.by_kind: dict[str, list[PlayCard]] = {}
        for action in plays:
            assert action.trump is not None
            self.by_kind.setdefault(action.trump, []).append(action)
        order = {k: i for i, k in enumerate(URAKO_TRICK_KINDS)}
        kinds = sorted(self.by_kind, key=lambda k: order.get(k, len(order)))
        self.kind: str = ""
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(3)
        card = card_text(self.card) if self.card >= 0 else ""
        self.help_label = wrapped_label(tr("dlg_urako_help", card=card), "help_label")
        layout.addWidget(self.help_label)
        self.kind_buttons: dict[str, QPushButton] = {}
        rows = [QHBoxLayout(), QHBoxLayout()]
        half = (len(kinds) + 1) // 2
        for index, kind in enumerate(kinds):
            button = QPushButton(solid_suits(trump_text(kind, rules)))
            button.setObjectName(f"kind_{kind}")
            button.setCheckable(True)
            button.setStyleSheet(suit_button_style(kind_colour(kind)))
            button.setMinimumSize(KIND_W, KIND_H)
            button.setAutoDefault(False)
            button.clicked.connect(lambda _=False, k=kind: self.pick(k))
            rows[0 if index < half else 1].addWidget(button)
            self.kind_buttons[kind] = button
        for row in rows:
            row.addStretch(1)
            layout.addLayout(row)
        # the joker's suit: a second step, only for a kind with several plays
        self.suit_box = QWidget()
        self.suit_box.setObjectName("suit_box")
        suit_row = QHBoxLayout(self.suit_box)
        suit_row.setContentsMargins(0, 0, 0, 0)
        suit_row.addWidget(plain_label(tr("dlg_urako_suit")))
        self.suit_buttons: dict[int, QPushButton] = {}
        if any(len(v) > 1 for v in self.by_kind.values()):
            for suit in range(4):
                button = QPushButton(solid_suits(suit_name(suit)))
                button.setObjectName(f"suit_{SUIT_LETTERS[suit]}")
                button.setStyleSheet(suit_button_style(suit_colour(suit)))
                button.setFixedSize(SUIT_W, SUIT_H)
                button.setAutoDefault(False)
                button.clicked.connect(lambda _=False, s=suit: self.name_suit(s))
                suit_row.addWidget(button)
                self.suit_buttons[suit] = button
        suit_row.addStretch(1)
        policy = self.suit_box.sizePolicy()
        policy.setRetainSizeWhenHidden(True)  # the panel keeps its height: nothing moves
        self.suit_box.setSizePolicy(policy)
        self.suit_box.setVisible(False)
        if self.suit_buttons:
            layout.addWidget(self.suit_box)

    def pick(self, kind: str) -> None:
        """A kind was clicked: declare it, or (a joker naming a suit) ask for the suit."""
        for k, button in self.kind_buttons.items():
            button.setChecked(k == kind)
        self.kind = kind
        plays = self.by_kind.get(kind, [])
        if len(plays) == 1:
            self.choose(plays[0])
            return
        suits = {a.named_suit for a in plays}
        for suit, button in self.suit_buttons.items():
            button.setEnabled(suit in suits)
        self.suit_box.setVisible(True)

    def name_suit(self, suit: int) -> None:
        action = next((a for a in self.by_kind.get(self.kind, []) if a.named_suit == suit), None)
        if action is not None:
            self.choose(action)
