"""The kitty exchange (N-KIT-1..5): choose exactly ``kitty_size`` cards to discard.

The GUI does not know which discards are allowed. The engine hands out one ``Discard`` at a
time, and which ones are legal can depend on how many have been discarded already (the
Fukashi ban on point cards "unless unavoidable", N-KIT-3, or N-KIT-5). To stay rule-free the
dialog asks the engine: it replays the exchange on a stand-in deal built from the declarer's
own view (his hand, the kitty, the contract — the other hands are irrelevant to a discard) and
offers only cards whose ``Discard`` the engine lists as legal after the cards already chosen.
Whether a discard goes face up is taken from the engine's ``Discarded`` event. If the
stand-in cannot be built, the dialog falls back to the legal actions of the view itself.

The result is the list of ``Discard`` actions in an order the engine accepts one by one.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from engine.actions import CallAdjutant, Discard
from engine.cards import BIT, IS_POINT, POINT_MASK, Card, napoleon_deck, sort_key
from engine.events import Discarded
from engine.games.napoleon.state import NapoleonState
from engine.games.napoleon.view import NapoleonView
from napoleon_gui.games.napoleon.texts import contract_text
from napoleon_gui.i18n import card_text, tr
from napoleon_gui.widgets.decision import DecisionPanel
from napoleon_gui.widgets.cards import CardImageButton, wrapped_label


class DiscardOracle:
    """The engine's answer to "which discard is legal after these?" for one declarer view."""

    def __init__(self, view: NapoleonView) -> None:
        if view.contract is None or view.kitty is None or not view.is_declarer:
            raise ValueError("the kitty exchange needs the declarer's view with the kitty")
        rules, players, seat = view.rules, view.players, view.seat
        kitty = list(view.kitty)
        already = list(view.discards)
        own = (set(view.hand) | set(already)) - set(kitty)
        rest = [c for c in napoleon_deck(not rules.no_joker) if c not in own and c not in kitty]
        size = rules.hand_size(players)
        hands: list[list[Card]] = []
        for s in range(players):
            if s == seat:
                hands.append(sorted(own))
            else:
                hands.append(rest[:size])
                rest = rest[size:]
        contract = view.contract
        state = NapoleonState.from_contract(rules, hands, kitty, declarer=seat,
                                            count=contract.count, trump=contract.trump,
                                            reverse=contract.reverse)
        for card in view.adjutant_cards:
            state.apply(CallAdjutant(card))
        for card in already:
            state.apply(Discard(card))
        if set(state.legal_actions()) != set(view.legal):
            raise ValueError("the stand-in deal does not match the view")
        self.base_count = len(already)
        self.still = rules.kitty_size(players) - len(already)
        self._states: dict[frozenset[Card], NapoleonState | None] = {frozenset(): state}
        self._order: dict[frozenset[Card], tuple[Card, ...]] = {frozenset(): ()}
        self.face_up: dict[Card, bool] = {}

    def _state(self, chosen: frozenset[Card]) -> NapoleonState | None:
        if chosen in self._states:
            return self._states[chosen]
        result: NapoleonState | None = None
        for card in sorted(chosen, key=sort_key):
            before = chosen - {card}
            prev = self._state(before)
            if prev is None or Discard(card) not in prev.legal_actions():
                continue
            nxt = prev.copy()
            for event in nxt.apply(Discard(card)):
                if isinstance(event, Discarded) and event.card is not None:
                    self.face_up[event.card] = event.face_up
            result = nxt
            self._order[chosen] = (*self._order[before], card)
            break
        self._states[chosen] = result
        return result

    def reachable(self, chosen: frozenset[Card]) -> bool:
        return self._state(chosen) is not None

    def legal_after(self, chosen: frozenset[Card]) -> frozenset[Card]:
        """Cards that may be discarded next once ``chosen`` are gone (empty when ``chosen``
        cannot be discarded together, or when the exchange is complete)."""
        if len(chosen) >= self.still:
            return frozenset()
        state = self._state(chosen)
        if state is None or state.phase != "discard":
            return frozenset()
        return frozenset(a.card for a in state.legal_actions() if isinstance(a, Discard))

    def order(self, chosen: frozenset[Card]) -> tuple[Card, ...]:
        self._state(chosen)
        return self._order.get(chosen, tuple(sorted(chosen, key=sort_key)))

    def is_face_up(self, card: Card, chosen: frozenset[Card]) -> bool | None:
        if card not in self.face_up:
            self._state(chosen)
        return self.face_up.get(card)


class KittyDialog(DecisionPanel):
    """Emits ``chosen`` with the list of ``Discard`` actions (exactly the kitty size, in an
    order the engine accepts one by one).

    ``selection`` is the list of chosen cards. Widgets for tests: ``card_buttons`` (card ->
    button; disabled = may not be discarded now), ``discard_button`` (enabled only with
    exactly ``kitty_size`` cards chosen), ``count_label``, ``chosen_label``, ``ban_label``
    (only when a discard ban applies).
    ``toggle(card)`` chooses or unchooses a card as a click would.
    """

    def __init__(self, view: NapoleonView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("kitty_dialog")
        self.view = view
        self.rules = view.rules
        self.kitty_size = self.rules.kitty_size(view.players) - view.discard_count
        self.kitty_cards = frozenset(view.kitty or ())
        self.static_legal = frozenset(a.card for a in view.legal if isinstance(a, Discard))
        try:
            self.oracle: DiscardOracle | None = DiscardOracle(view)
        except Exception:
            self.oracle = None
        self.selection: list[Card] = []
        self.card_buttons: dict[Card, CardImageButton] = {}
        self.setWindowTitle(tr("dlg_kit_title"))

        layout = QVBoxLayout(self)
        if view.contract is not None:
            layout.addWidget(wrapped_label(
                tr("dlg_adj_contract", contract=contract_text(view.contract, self.rules)),
                "contract_label"))
        layout.addWidget(wrapped_label(tr("dlg_kit_help", k=self.kitty_size), "help_label"))
        reverse = view.contract is not None and view.contract.reverse
        self.ban_label = None
        if self.rules.discard_ban == "point_cards" or reverse:
            self.ban_label = wrapped_label(
                tr("dlg_kit_ban_reverse" if reverse else "dlg_kit_ban"), "ban_label")
            self.ban_label.setStyleSheet("color: #8a1010;")
            layout.addWidget(self.ban_label)
        face_key = ("dlg_kit_face_points_trumps"
                    if self.rules.discard_face_up == "point_and_trump_cards"
                    else "dlg_kit_face_points")
        layout.addWidget(wrapped_label(tr(face_key), "face_label"))

        hand_box = QWidget()
        hand_box.setObjectName("hand_box")
        grid = QGridLayout(hand_box)
        grid.setSpacing(2)
        cards = sorted(view.hand, key=sort_key)
        per_row = len(cards) if len(cards) <= 10 else (len(cards) + 1) // 2
        for index, card in enumerate(cards):
            from_kitty = card in self.kitty_cards
            button = CardImageButton(card, tr("dlg_kit_from_kitty") if from_kitty else "",
                                     highlight=from_kitty)
            button.clicked.connect(lambda _=False, c=card: self.toggle(c))
            grid.addWidget(button, index // per_row, index % per_row)
            self.card_buttons[card] = button
        layout.addWidget(hand_box)

        self.count_label = wrapped_label("", "count_label")
        font = self.count_label.font()
        font.setBold(True)
        self.count_label.setFont(font)
        layout.addWidget(self.count_label)
        self.selection_label = wrapped_label("", "chosen_label")
        layout.addWidget(self.selection_label)
        self.points_label = wrapped_label("", "points_label")
        layout.addWidget(self.points_label)

        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.discard_button = QPushButton(tr("dlg_kit_discard"))
        self.discard_button.setObjectName("discard_button")
        self.discard_button.setDefault(True)
        self.discard_button.clicked.connect(self._finish)
        buttons.addWidget(self.discard_button)
        layout.addLayout(buttons)
        self._update()

    # --- legality (asked of the engine) -----------------------------------------------------
    def selectable(self) -> frozenset[Card]:
        """Cards that may be chosen next."""
        if len(self.selection) >= self.kitty_size:
            return frozenset()
        if self.oracle is None:
            return self.static_legal - set(self.selection)
        return self.oracle.legal_after(frozenset(self.selection))

    def face_up(self, card: Card) -> bool:
        """Whether a discard of ``card`` goes face up (from the engine's event if known)."""
        if self.oracle is not None:
            known = self.oracle.is_face_up(card, frozenset(self.selection))
            if known is not None:
                return known
        if POINT_MASK & BIT[card]:
            return True
        deal_rules = self.view.deal_rules
        return (self.rules.discard_face_up == "point_and_trump_cards"
                and deal_rules is not None and bool(deal_rules.trump_suit_mask & BIT[card]))

    def _side(self, card: Card) -> str:
        return tr("dlg_kit_face_up" if self.face_up(card) else "dlg_kit_face_down")

    # --- interaction ------------------------------------------------------------------------
    def toggle(self, card: Card) -> None:
        """Choose ``card`` (if the engine allows it now) or unchoose it."""
        if card in self.selection:
            self.selection.remove(card)
            if self.oracle is not None:
                # keep a set the engine can discard in some order; drop the latest otherwise
                while self.selection and not self.oracle.reachable(frozenset(self.selection)):
                    self.selection.pop()
        elif card in self.selectable():
            self.selection.append(card)
        self._update()

    def _update(self) -> None:
        allowed = self.selectable()
        for card, button in self.card_buttons.items():
            is_chosen = card in self.selection
            button.setEnabled(is_chosen or card in allowed)
            button.setChecked(is_chosen)
            if not button.isEnabled():
                button.setToolTip(tr("dlg_kit_not_allowed", card=card_text(card)))
            else:
                button.setToolTip("")
            caption = tr("dlg_kit_from_kitty") if card in self.kitty_cards else ""
            if is_chosen:
                side = self._side(card)
                caption = f"{caption} · {side}" if caption else side
            button.set_caption(caption)
        n = len(self.selection)
        self.count_label.setText(tr("dlg_kit_count", n=n, k=self.kitty_size))
        if self.selection:
            parts = [f"{card_text(c)} ({self._side(c)})"
                     for c in sorted(self.selection, key=sort_key)]
            self.selection_label.setText(tr("dlg_kit_chosen", cards=", ".join(parts)))
        else:
            self.selection_label.setText(tr("dlg_kit_chosen_none"))
        points = sum(1 for c in self.selection if IS_POINT[c])
        self.points_label.setText(tr("dlg_kit_points_note", n=points) if points else "")
        self.points_label.setVisible(bool(points))
        self.discard_button.setEnabled(n == self.kitty_size)

    def discard_actions(self) -> list[Discard]:
        """The chosen discards in an order the engine accepts."""
        if self.oracle is not None:
            order = self.oracle.order(frozenset(self.selection))
        else:
            order = tuple(self.selection)
        return [Discard(c) for c in order]

    def _finish(self) -> None:
        if len(self.selection) == self.kitty_size:
            self.choose(self.discard_actions())
