"""Rettler's decision dialogs: the auction (R-BID; five players may bid for one or two
adjutants, R-BID-3), the multi-card adjutant call (R-ADJ-1/3), the kitty exchange (R-KIT),
the misdeal offer (R-DEAL-3) and the lead options of one selection (a named suit for a
joker, bridge or bomb lead; a point request or its waiver, R-PR-1/2).

Every button stands for an engine action of ``view.legal``. Choices of several actions
(calls, discards) are checked one by one against the engine on a copy of the deal
(``check``); a foul is refused in the dialog with the engine's reason and rule ID.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from engine.actions import Action, Bid, CallAdjutant, Discard
from engine.cards import DECK_STRIDE, card_code, sort_key
from engine.games.rettler.actions import EndAdjutantCall, Lead, TwoAdjutantBid
from engine.games.rettler.view import RettlerView
from napoleon_gui.widgets.words import seat_name
from napoleon_gui.games.rettler.texts import action_text, cards_text, lead_text, rcard
from napoleon_gui.i18n import register, tr, trump_name
from napoleon_gui.widgets.decision import DecisionPanel
from napoleon_gui.widgets.cards import RED, wrapped_label

#: ``check(actions)``: None when the engine accepts them in order, else the refusal text
Check = Callable[[list[Action]], str | None]

register({
    "ret_dlg_bid_title": {"en": "Rettler — auction", "ja": "レットラー — ビッド"},
    "ret_dlg_turn": {"en": "{name}, your call", "ja": "{name}さんの番です"},
    "ret_dlg_bid_help": {
        "en": "Bid a number of point cards (of 40) and a trump kind; higher counts win, and "
              "at equal count the higher trump kind (R-BID-2, R-BID-4).",
        "ja": "取る点札の枚数(40枚中)と切り札の種類を宣言します。枚数の多い方、同数なら"
              "切り札の種類が上の方が勝ちます (R-BID-2, R-BID-4)。"},
    "ret_dlg_one": {"en": "One adjutant", "ja": "副官1人"},
    "ret_dlg_two": {"en": "Two adjutants (R-BID-3)", "ja": "副官2人 (R-BID-3)"},
    "ret_dlg_history": {"en": "Bids so far: {calls}", "ja": "これまで: {calls}"},
    "ret_dlg_no_bids": {"en": "No bid yet.", "ja": "まだビッドはありません。"},
    "ret_dlg_hand": {"en": "Your hand ({n}): {cards}", "ja": "手札({n}枚): {cards}"},
    "ret_dlg_adj_title": {"en": "Rettler — adjutant call", "ja": "レットラー — 副官の指名"},
    "ret_dlg_adj_help": {
        "en": "Name any number of cards (R-ADJ-1): whoever holds a copy becomes your adjutant. "
              "At most {n} adjutant(s) may result (R-ADJ-3). Select cards, then “Call”.",
        "ja": "何枚でも指名できます (R-ADJ-1)。そのカードを持つ人が副官です。副官は最大"
              "{n}人まで (R-ADJ-3)。カードを選んで「指名」を押してください。"},
    "ret_dlg_called": {"en": "Called: {cards}", "ja": "指名済み: {cards}"},
    "ret_dlg_call": {"en": "Call and take the kitty", "ja": "指名して中を取る"},
    "ret_dlg_adj_none": {"en": "No call: take the kitty", "ja": "指名せずに中を取る"},
    "ret_dlg_disc_title": {"en": "Rettler — kitty exchange", "ja": "レットラー — 中の交換"},
    "ret_dlg_disc_help": {
        "en": "Discard {n} card(s) (R-KIT-1). Discarded point cards lie face up and count "
              "for the coalition (R-KIT-2).",
        "ja": "{n}枚捨ててください (R-KIT-1)。捨てた点札は表向きになり、"
              "連合軍の得点です (R-KIT-2)。"},
    "ret_dlg_disc_count": {"en": "Selected {k} of {n}", "ja": "{n}枚中{k}枚選択"},
    "ret_dlg_discard": {"en": "Discard", "ja": "捨てる"},
    "ret_dlg_kitty": {"en": "From the kitty: {cards}", "ja": "中から: {cards}"},
    "ret_dlg_lead_title": {"en": "Rettler — your lead", "ja": "レットラー — リード"},
    "ret_dlg_lead_help": {
        "en": "Choose how to lead {cards}: a joker, bridge or bomb lead names a suit "
              "(R-JOKER-1, R-BOMB-3); after winning with a little you may make a point "
              "request or waive it (R-PR-1, R-PR-2).",
        "ja": "{cards}のリードの仕方を選びます。ジョーカー・ブリッジ・原爆のリードはスートを"
              "指定します (R-JOKER-1, R-BOMB-3)。リトルで勝った後は点請求するか見送れます "
              "(R-PR-1, R-PR-2)。"},
    "ret_dlg_mis_title": {"en": "Rettler — misdeal?", "ja": "レットラー — 倒れ?"},
    "ret_dlg_mis_help": {"en": "Your hand may be declared a misdeal (R-DEAL-3).",
                         "ja": "この手札は倒れを宣言できます (R-DEAL-3)。"},
})


class QueuedChoice(QObject):
    """Stands in for a dialog when the human already chose this action (the next of a
    multi-card call or discard): ``open()`` emits ``chosen`` on the next turn of the loop."""

    chosen = Signal(object)

    def __init__(self, action: Action, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.action = action

    def open(self) -> None:
        QTimer.singleShot(0, lambda: self.chosen.emit(self.action))


def _hand_label(view: RettlerView) -> QLabel:
    cards = sorted(view.hand, key=sort_key)
    return wrapped_label(tr("ret_dlg_hand", n=len(cards), cards=cards_text(cards)), "hand_label")


class RettlerBiddingDialog(DecisionPanel):
    """Widgets for tests: ``bid_buttons`` (action -> button, every legal bid),
    ``other_buttons`` (pass, close ...), ``tabs`` (five players: one / two adjutants)."""

    def __init__(self, view: RettlerView, names: Sequence[str],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rettler_bidding_dialog")
        self.setWindowTitle(tr("ret_dlg_bid_title"))
        self.view = view
        layout = QVBoxLayout(self)
        layout.addWidget(wrapped_label(tr("ret_dlg_turn", name=seat_name(list(names),
                                                                        view.seat))))
        layout.addWidget(wrapped_label(tr("ret_dlg_bid_help"), "help_label"))
        layout.addWidget(_hand_label(view))
        calls = ", ".join(f"{seat_name(list(names), s)}: {action_text(a)}" for s, a in view.bids)
        layout.addWidget(wrapped_label(tr("ret_dlg_history", calls=calls) if calls
                                       else tr("ret_dlg_no_bids"), "history_label"))
        self.bid_buttons: dict[Action, QPushButton] = {}
        self.other_buttons: dict[Action, QPushButton] = {}
        ones = [a for a in view.legal if isinstance(a, Bid) and not isinstance(a, TwoAdjutantBid)]
        twos = [a for a in view.legal if isinstance(a, TwoAdjutantBid)]
        self.tabs = QTabWidget()
        self.tabs.addTab(self._grid(ones), tr("ret_dlg_one"))
        if twos:
            self.tabs.addTab(self._grid(twos), tr("ret_dlg_two"))
        else:
            self.tabs.tabBar().setVisible(False)
        layout.addWidget(self.tabs, 1)
        row = QHBoxLayout()
        row.addStretch(1)
        for action in view.legal:
            if isinstance(action, Bid):
                continue
            button = QPushButton(action_text(action))
            button.setObjectName(f"call_{action.kind}")
            button.clicked.connect(lambda _=False, a=action: self.choose(a))
            self.other_buttons[action] = button
            row.addWidget(button)
        layout.addLayout(row)
        self.resize(760, 560)

    def _grid(self, bids: Sequence[Action]) -> QWidget:
        trumps = list(reversed(self.view.rules.trump_priority))  # low to high
        counts = sorted({a.count for a in bids if isinstance(a, Bid)})
        inner = QWidget()
        grid = QGridLayout(inner)
        grid.setSpacing(2)
        for c, trump in enumerate(trumps):
            head = QLabel(trump_name(trump))
            head.setWordWrap(True)
            if trump in ("H", "D", "red"):
                head.setStyleSheet(f"color: {RED};")
            grid.addWidget(head, 0, c + 1)
        for r, count in enumerate(counts):
            grid.addWidget(QLabel(str(count)), r + 1, 0)
        for action in bids:
            assert isinstance(action, Bid)
            if action.trump not in trumps:
                continue
            button = QPushButton(str(action.count))
            button.setToolTip(action_text(action))
            button.setObjectName(f"bid_{action.trump}_{action.count}")
            button.clicked.connect(lambda _=False, a=action: self.choose(a))
            grid.addWidget(button, counts.index(action.count) + 1, trumps.index(action.trump) + 1)
            self.bid_buttons[action] = button
        scroll = QScrollArea()
        scroll.setWidget(inner)
        scroll.setWidgetResizable(True)
        return scroll


class RettlerActionDialog(DecisionPanel):
    """One button per legal action (the misdeal offer). Widgets: ``action_buttons``."""

    def __init__(self, view: RettlerView, title: str, help_text: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rettler_action_dialog")
        self.setWindowTitle(title)
        layout = QVBoxLayout(self)
        layout.addWidget(wrapped_label(help_text, "help_label"))
        layout.addWidget(_hand_label(view))
        row = QHBoxLayout()
        row.addStretch(1)
        self.action_buttons: dict[Action, QPushButton] = {}
        for action in view.legal:
            button = QPushButton(action_text(action))
            button.clicked.connect(lambda _=False, a=action: self.choose(a))
            self.action_buttons[action] = button
            row.addWidget(button)
        layout.addLayout(row)


class _CardPicker(DecisionPanel):
    """Checkable card buttons; ``finish`` checks the chosen actions with the engine."""

    def __init__(self, check: Check, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.check = check
        self.card_buttons: dict[int, QPushButton] = {}
        self.refusal_label = wrapped_label("", "refusal_label")
        self.refusal_label.setStyleSheet("color: #a01010;")

    def _card_grid(self, cards: Sequence[int], columns: int = 13) -> QWidget:
        inner = QWidget()
        grid = QGridLayout(inner)
        grid.setSpacing(2)
        for i, card in enumerate(cards):
            button = QPushButton(rcard(card))
            button.setCheckable(True)
            button.setObjectName(f"card_{card_code(card)}_{card // DECK_STRIDE}")
            button.setMinimumWidth(48)
            if card % DECK_STRIDE < 52 and card % DECK_STRIDE // 13 in (1, 2):
                button.setStyleSheet(f"color: {RED};")
            button.toggled.connect(lambda _on=False: self._update())
            grid.addWidget(button, i // columns, i % columns)
            self.card_buttons[card] = button
        return inner

    def selected(self) -> list[int]:
        return [c for c, b in self.card_buttons.items() if b.isChecked()]

    def _update(self) -> None:
        self.refusal_label.clear()

    def finish(self, actions: list[Action]) -> None:
        """Submit the first action; ``check`` queued the others (each comes back as its
        own decision and is answered by a ``QueuedChoice``)."""
        problem = self.check(actions)
        if problem is not None:
            self.refusal_label.setText(problem)
            return
        self.choose(actions[0])


class RettlerAdjutantDialog(_CardPicker):
    """The multi-card adjutant call. Widgets: ``card_buttons`` (code -> button, all 54
    codes), ``call_button``, ``refusal_label``."""

    def __init__(self, view: RettlerView, check: Check, parent: QWidget | None = None) -> None:
        super().__init__(check, parent)
        self.setObjectName("rettler_adjutant_dialog")
        self.setWindowTitle(tr("ret_dlg_adj_title"))
        self.view = view
        layout = QVBoxLayout(self)
        limit = view.contract.adjutants if view.contract is not None else 1
        layout.addWidget(wrapped_label(tr("ret_dlg_adj_help", n=limit), "help_label"))
        layout.addWidget(_hand_label(view))
        if view.called:
            layout.addWidget(wrapped_label(tr("ret_dlg_called", cards=cards_text(view.called))))
        codes = [c for c in sorted(range(54), key=sort_key) if c not in view.called]
        layout.addWidget(self._card_grid(codes))
        layout.addWidget(self.refusal_label)
        row = QHBoxLayout()
        row.addStretch(1)
        self.call_button = QPushButton(tr("ret_dlg_adj_none"))
        self.call_button.setObjectName("call_button")
        self.call_button.setDefault(True)
        self.call_button.clicked.connect(
            lambda: self.finish([*(CallAdjutant(c) for c in self.selected()), EndAdjutantCall()]))
        row.addWidget(self.call_button)
        layout.addLayout(row)

    def _update(self) -> None:
        super()._update()
        self.call_button.setText(tr("ret_dlg_call") if self.selected() else
                                 tr("ret_dlg_adj_none"))


class RettlerDiscardDialog(_CardPicker):
    """The kitty exchange: choose exactly the number of cards to discard. Widgets:
    ``card_buttons`` (instance id -> button), ``discard_button``, ``refusal_label``."""

    def __init__(self, view: RettlerView, check: Check, parent: QWidget | None = None) -> None:
        super().__init__(check, parent)
        self.setObjectName("rettler_discard_dialog")
        self.setWindowTitle(tr("ret_dlg_disc_title"))
        self.need = view.rules.deal_sizes[view.players][1] - view.discard_count
        layout = QVBoxLayout(self)
        layout.addWidget(wrapped_label(tr("ret_dlg_disc_help", n=self.need), "help_label"))
        if view.kitty:
            layout.addWidget(wrapped_label(tr("ret_dlg_kitty", cards=cards_text(view.kitty))))
        cards = sorted(view.hand, key=lambda c: (*sort_key(c), c))
        layout.addWidget(self._card_grid(cards, columns=10))
        self.count_label = QLabel()
        layout.addWidget(self.count_label)
        layout.addWidget(self.refusal_label)
        row = QHBoxLayout()
        row.addStretch(1)
        self.discard_button = QPushButton(tr("ret_dlg_discard"))
        self.discard_button.setObjectName("discard_button")
        self.discard_button.clicked.connect(
            lambda: self.finish([Discard(c) for c in self.selected()]))
        row.addWidget(self.discard_button)
        layout.addLayout(row)
        self._update()

    def _update(self) -> None:
        super()._update()
        k = len(self.selected())
        self.count_label.setText(tr("ret_dlg_disc_count", k=k, n=self.need))
        self.discard_button.setEnabled(k == self.need)


class LeadChoiceDialog(DecisionPanel):
    """The options of one selected lead (named suit, point request). Widgets:
    ``option_buttons`` (Lead -> button)."""

    def __init__(self, options: Sequence[Action], entitled: bool,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rettler_lead_dialog")
        self.setWindowTitle(tr("ret_dlg_lead_title"))
        layout = QVBoxLayout(self)
        first = options[0]
        cards = first.cards if isinstance(first, Lead) else ()
        layout.addWidget(wrapped_label(tr("ret_dlg_lead_help", cards=cards_text(cards)),
                                       "help_label"))
        self.option_buttons: dict[Action, QPushButton] = {}
        for action in options:
            text = lead_text(action, entitled) if isinstance(action, Lead) else \
                action_text(action)
            button = QPushButton(text)
            button.clicked.connect(lambda _=False, a=action: self.choose(a))
            self.option_buttons[action] = button
            layout.addWidget(button)
