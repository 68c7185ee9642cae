"""The decisions the variants of chapter 6 add (N-VAR): taking a face-down pile (N-VAR-2,
N-VAR-3), naming the trump before looking (N-VAR-5) and declaring an Urako trick's trump kind
with the lead card (N-VAR-7).

Every button is built from the engine's legal actions (``view.legal`` or the options of one
card); nothing here decides what is allowed.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from engine.actions import Action, ChoosePile, NameTrump, PlayCard
from engine.cards import SUIT_LETTERS
from engine.games.napoleon.params import URAKO_TRICK_KINDS, NapoleonRules
from engine.games.napoleon.two_player import DRAW, DRAW_PILES
from engine.games.napoleon.view import NapoleonView
from napoleon_gui.games.napoleon.texts import trump_text
from napoleon_gui.i18n import card_text, suit_name, tr, trump_name
from napoleon_gui.widgets.cards import RED, wrapped_label
from napoleon_gui.widgets.decision import DecisionPanel
from napoleon_gui.widgets.words import seat_name

#: pile and trump buttons: fixed, so that nothing moves under the pointer
PILE_W, PILE_H = 110, 34
KIND_W, KIND_H = 150, 28
SUIT_W, SUIT_H = 110, 28

_RED_KINDS = ("H", "D", "red")


def _note(label: QLabel) -> QLabel:
    label.setStyleSheet("color: #3b3b3b;")
    return label


def pile_count(view: NapoleonView) -> int:
    """How many piles the deal laid out (the view's own fields, else the legal choices)."""
    owners = getattr(view, "pile_owners", ())
    if owners:
        return len(owners)
    if getattr(view, "layout", "") == DRAW:
        return DRAW_PILES
    piles = [a.pile for a in view.legal if isinstance(a, ChoosePile)]
    return max(piles, default=-1) + 1


def pile_owners(view: NapoleonView) -> dict[int, int]:
    """pile -> the seat that took it (N-VAR-2 ``piles_taken``, N-VAR-3 ``pile_owners``)."""
    owners = getattr(view, "pile_owners", ())
    if owners:
        return {pile: seat for pile, seat in enumerate(owners) if seat >= 0}
    taken = getattr(view, "piles_taken", ())
    return {pile: seat for seat, pile in enumerate(taken) if pile >= 0}


class PilePanel(DecisionPanel):
    """Take one of the face-down piles as one's hand (N-VAR-2: three piles of five; N-VAR-3:
    four of 13). One button per pile, enabled when the engine lists its ``ChoosePile``; a
    pile already taken is disabled and says by whom. Enter takes the first free pile (face
    down, they are all alike: the hint says so too).

    Widgets: ``pile_buttons`` (pile number from 0 -> button), ``help_label``,
    ``taken_label``."""

    def __init__(
        self, view: NapoleonView, names: Sequence[str] = (), parent: QWidget | None = None
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
        four = bool(getattr(view, "pile_owners", ()))
        self.help_label = wrapped_label(
            tr("dlg_pile_help_four" if four else "dlg_pile_help_draw"), "help_label"
        )
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
        self.taken_label = _note(wrapped_label(" ".join(notes), "taken_label"))
        layout.addWidget(self.taken_label)

    def safe_choice(self) -> ChoosePile | None:
        """The first free pile (the piles lie face down: none is better than another)."""
        return self.legal[min(self.legal)] if self.legal else None


def kind_text(kind: str, rules: object) -> str:
    """A trump kind as the preset calls it (Napoleon's presets may relabel kinds; other
    games' rules, e.g. Rettler's, use the common names)."""
    if isinstance(rules, NapoleonRules):
        return trump_text(kind, rules)
    return trump_name(kind)


class TrumpChoicePanel(DecisionPanel):
    """The first leader names the trump kind before looking at his hand: Napoleon's
    Imperialist (N-VAR-5) and Rettler's R-VAR-4/7/11 (one panel for both games). One button
    per legal ``NameTrump`` (the engine leaves out Chigaku NT where it must); Enter names
    the kind the hint suggests (``engine.hints``), which the panel says. ``help_text``
    replaces the Imperialist's help (a game's own words: a team game, a sanction).

    Widgets: ``trump_buttons`` (kind -> button), ``help_label``, ``enter_label``."""

    def __init__(
        self,
        view: Any,
        parent: QWidget | None = None,
        *,
        suggested: str = "",
        help_text: str = "",
    ) -> None:
        super().__init__(parent)
        self.setObjectName("trump_choice_panel")
        self.setWindowTitle(tr("dlg_imp_title"))
        rules = view.rules
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
            button = QPushButton(kind_text(kind, rules))
            button.setObjectName(f"trump_{kind}")
            colour = RED if kind in _RED_KINDS else "#111111"
            button.setStyleSheet(f"QPushButton {{ color: {colour}; }}")
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
                tr("dlg_imp_enter", trump=kind_text(safe.trump, rules)) if safe else "",
                "enter_label",
            )
        )
        layout.addWidget(self.enter_label)

    def safe_choice(self) -> NameTrump | None:
        """The kind the hint suggests (else the first the engine lists)."""
        if self.suggested:
            return self.legal[self.suggested]
        return next(iter(self.legal.values()), None)


class UrakoLeadPanel(DecisionPanel):
    """N-VAR-7: the leader of an Urako trick declares its trump kind with the lead card.
    One button per kind the engine allows for this card (``PlayCard(card, trump=kind)`` of
    the legal actions); a joker lead under an NT-like kind then names a suit in a second
    row (N-PLAY-4). Enter does nothing: no kind is safer than another.

    Widgets: ``kind_buttons`` (kind -> button), ``suit_buttons`` (suit -> button, in the
    suit row, shown once a kind that needs a suit is picked), ``help_label``."""

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
            button = QPushButton(trump_text(kind, rules))
            button.setObjectName(f"kind_{kind}")
            button.setCheckable(True)
            colour = RED if kind in _RED_KINDS else "#111111"
            button.setStyleSheet(f"QPushButton {{ color: {colour}; }}")
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
        suit_row.addWidget(QLabel(tr("dlg_urako_suit")))
        self.suit_buttons: dict[int, QPushButton] = {}
        if any(len(v) > 1 for v in self.by_kind.values()):
            for suit in range(4):
                button = QPushButton(suit_name(suit))
                button.setObjectName(f"suit_{SUIT_LETTERS[suit]}")
                colour = RED if suit in (1, 2) else "#111111"
                button.setStyleSheet(f"QPushButton {{ color: {colour}; }}")
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
