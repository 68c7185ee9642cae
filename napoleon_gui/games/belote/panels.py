"""Belote's decision dialogs: the two-round bidding (B-BID-1/2, option bids B-OPT), the meld
announcement before one's first card (B-ANN-1) and the dealer's packet order (B-VAR-3).

Every button stands for an engine action and is enabled exactly when the action is in
``view.legal``; nothing here knows which bid or meld is allowed.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from engine.actions import Action, Pass, PlayCard
from engine.cards import SUIT_LETTERS, cards_in
from engine.games.belote.actions import AnnounceMeld, BeloteBid, SayBelote
from engine.games.belote.view import BeloteView
from napoleon_gui.games.belote.texts import action_text, meld_text, suit_of_bid
from napoleon_gui.widgets.words import cards_text, seat_name
from napoleon_gui.i18n import card_text, register, tr
from napoleon_gui.widgets.decision import DecisionPanel
from napoleon_gui.widgets.cards import RED, card_pixmap, wrapped_label

register({
    "bel_dlg_bid_title": {"en": "Belote — bidding", "ja": "ブロット — ビッド"},
    "bel_dlg_turn": {"en": "{name}, your call", "ja": "{name}さんの番です"},
    "bel_dlg_round1": {
        "en": "Round 1: take the candidate's suit {suit} as trump, or pass (B-BID-1).",
        "ja": "1巡目: 候補カードのスート {suit} を切り札にして取るか、パスします (B-BID-1)。"},
    "bel_dlg_round2": {
        "en": "Round 2: name another suit than {suit} as trump, or pass (B-BID-2).",
        "ja": "2巡目: {suit} 以外のスートを切り札に指定するか、パスします (B-BID-2)。"},
    "bel_dlg_options": {
        "en": "Option bids: sans atout / tout atout (B-OPT).",
        "ja": "オプション・ビッド: サン・アトゥ / トゥ・アトゥ (B-OPT)。"},
    "bel_dlg_candidate": {"en": "Candidate {card}", "ja": "切り札候補 {card}"},
    "bel_dlg_hand": {"en": "Your hand: {cards}", "ja": "手札: {cards}"},
    "bel_dlg_history": {"en": "Bids", "ja": "ビッド"},
    "bel_dlg_history_empty": {"en": "(no bid yet)", "ja": "(まだありません)"},
    "bel_dlg_history_line": {"en": "{name}: {call}", "ja": "{name}: {call}"},
    "bel_dlg_meld_title": {"en": "Belote — declarations", "ja": "ブロット — 手役の宣言"},
    "bel_dlg_meld_help": {
        "en": "Before your first card you may announce your best meld, or stay silent "
              "(B-ANN-1). Only the side with the strongest meld scores its melds.",
        "ja": "最初のカードを出す前に、最も強い手役を宣言するか黙ります (B-ANN-1)。"
              "最強の手役を持つ側だけが手役を得点します。"},
    "bel_dlg_your_melds": {"en": "Your melds:", "ja": "あなたの手役:"},
    "bel_dlg_meld_line": {"en": "{meld}: {cards} ({value})", "ja": "{meld}: {cards} ({value}点)"},
    "bel_dlg_announced": {"en": "Announced so far: {calls}", "ja": "これまでの宣言: {calls}"},
    "bel_dlg_announce": {"en": "Announce {meld}", "ja": "{meld}を宣言"},
    "bel_dlg_silent": {"en": "Stay silent", "ja": "宣言しない"},
    "bel_dlg_say_title": {"en": "Belote — say belote?", "ja": "ブロット — 宣言しますか?"},
    "bel_dlg_say_help": {
        "en": "You hold the K and Q of trump: say \"belote\" with the first of them to score "
              "20 (B-BEL-1, B-BEL-2); \"rebelote\" follows with the second.",
        "ja": "切り札のKとQを持っています。1枚目を出すときに「ブロット」と言うと20点です "
              "(B-BEL-1, B-BEL-2)。2枚目で「ルブロット」と続きます。"},
    "bel_dlg_no_belote": {"en": "play {card} without belote",
                          "ja": "{card}をブロットなしで出す"},
    "bel_dlg_packets_title": {"en": "Belote — the deal", "ja": "ブロット — 配り方"},
    "bel_dlg_packets_help": {
        "en": "You deal: choose the packets of the first deal (B-VAR-3).",
        "ja": "あなたが親です。最初の配り方を選んでください (B-VAR-3)。"},
})

_SUIT_RED = ("H", "D")


class BeloteBiddingDialog(DecisionPanel):
    """Widgets for tests: ``bid_buttons`` (``BeloteBid`` -> button: the four suits and, when
    the preset has them, ``sa``/``ta``), ``pass_button``, ``history_list``, ``help_label``,
    ``candidate_label``. ``enabled_actions()`` lists the calls on offer."""

    def __init__(self, view: BeloteView, names: Sequence[str],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("belote_bidding_dialog")
        self.setWindowTitle(tr("bel_dlg_bid_title"))
        self.view = view
        self.names = list(names)
        self.legal: tuple[Action, ...] = tuple(view.legal)
        self.bid_buttons: dict[Action, QPushButton] = {}
        candidate_suit = SUIT_LETTERS[view.candidate // 13] if view.candidate is not None \
            else ""

        layout = QHBoxLayout(self)
        main = QVBoxLayout()
        layout.addLayout(main, 3)
        turn = wrapped_label(tr("bel_dlg_turn", name=seat_name(self.names, view.seat)),
                             "turn_label")
        font = turn.font()
        font.setBold(True)
        turn.setFont(font)
        main.addWidget(turn)
        key = "bel_dlg_round1" if view.bid_round <= 1 else "bel_dlg_round2"
        help_text = tr(key, suit=suit_of_bid(candidate_suit))
        if view.rules.option_bids != "none":
            help_text += "\n" + tr("bel_dlg_options")
        self.help_label = wrapped_label(help_text, "help_label")
        main.addWidget(self.help_label)

        top = QHBoxLayout()
        self.candidate_label = QLabel()
        self.candidate_label.setObjectName("candidate_label")
        if view.candidate is not None:
            pixmap = card_pixmap(view.candidate, 72)
            if pixmap is not None:
                self.candidate_label.setPixmap(pixmap)
            else:
                self.candidate_label.setText(card_text(view.candidate))
            self.candidate_label.setToolTip(tr("bel_dlg_candidate",
                                               card=card_text(view.candidate)))
        top.addWidget(self.candidate_label)
        caption = wrapped_label(
            tr("bel_dlg_candidate", card=card_text(view.candidate))
            if view.candidate is not None else "", "candidate_caption")
        top.addWidget(caption, 1)
        main.addLayout(top)
        main.addWidget(wrapped_label(tr("bel_dlg_hand", cards=cards_text(view.hand)),
                                     "hand_label"))

        row = QHBoxLayout()
        codes = list(SUIT_LETTERS)
        if view.rules.option_bids != "none":
            codes += ["sa", "ta"]
        for code in codes:
            action = BeloteBid(code)
            legal = action in self.legal
            text = suit_of_bid(code)
            if view.bid_round <= 1 and code == candidate_suit:
                text = tr("bel_take_suit", trump=text)
            button = QPushButton(text)
            button.setObjectName(f"bid_{code}")
            colour = RED if code in _SUIT_RED else "#111111"
            button.setStyleSheet(f"QPushButton {{ color: {colour}; font-size: 11pt; "
                                 "padding: 4px 8px; } QPushButton:disabled { color: #b8b8b8; }")
            button.setEnabled(legal)
            if legal:
                button.clicked.connect(lambda _=False, a=action: self.choose(a))
            row.addWidget(button)
            self.bid_buttons[action] = button
        main.addLayout(row)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.pass_button = QPushButton(tr("bel_pass"))
        self.pass_button.setObjectName("pass_button")
        self.pass_button.setEnabled(Pass() in self.legal)
        self.pass_button.clicked.connect(lambda _=False: self.choose(Pass()))
        buttons.addWidget(self.pass_button)
        main.addLayout(buttons)

        history = QGroupBox(tr("bel_dlg_history"))
        history_layout = QVBoxLayout(history)
        self.history_list = QListWidget()
        self.history_list.setObjectName("history_list")
        self.history_list.setMinimumWidth(170)
        self.history_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        for seat, call in view.bids:
            self.history_list.addItem(tr("bel_dlg_history_line", name=seat_name(self.names, seat),
                                         call=action_text(call)))
        if not view.bids:
            self.history_list.addItem(tr("bel_dlg_history_empty"))
        history_layout.addWidget(self.history_list)
        layout.addWidget(history, 1)

    def enabled_actions(self) -> set[Action]:
        out = {a for a, b in self.bid_buttons.items() if b.isEnabled()}
        if self.pass_button.isEnabled():
            out.add(Pass())
        return out


class BeloteActionDialog(DecisionPanel):
    """One button per legal action (the meld announcement, the packet order).

    Widgets for tests: ``action_buttons`` (action -> button)."""

    def __init__(self, view: BeloteView, title: str, help_text: str,
                 details: Sequence[str] = (), parent: QWidget | None = None,
                 actions: Sequence[Action] | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.view = view
        layout = QVBoxLayout(self)
        layout.addWidget(wrapped_label(help_text, "help_label"))
        for line in details:
            layout.addWidget(wrapped_label(line))
        layout.addWidget(wrapped_label(tr("bel_dlg_hand", cards=cards_text(view.hand)),
                                       "hand_label"))
        row = QHBoxLayout()
        row.addStretch(1)
        self.action_buttons: dict[Action, QPushButton] = {}
        for action in view.legal if actions is None else actions:
            button = QPushButton(self.button_text(action))
            if not self.action_buttons:
                button.setDefault(True)
            button.clicked.connect(lambda _=False, a=action: self.choose(a))
            row.addWidget(button)
            self.action_buttons[action] = button
        layout.addLayout(row)

    @staticmethod
    def button_text(action: Action) -> str:
        if isinstance(action, AnnounceMeld):
            return tr("bel_dlg_announce", meld=meld_text(action.what))
        if isinstance(action, Pass):
            return tr("bel_dlg_silent")
        if isinstance(action, PlayCard) and not isinstance(action, SayBelote):
            return tr("bel_dlg_no_belote", card=card_text(action.card))
        return action_text(action)


def meld_dialog(view: BeloteView, names: Sequence[str],
                parent: QWidget | None = None) -> BeloteActionDialog:
    """B-ANN-1: announce the best meld's class or stay silent."""
    details = [tr("bel_dlg_your_melds")]
    for meld in view.my_melds:
        details.append(tr("bel_dlg_meld_line", meld=meld_text(meld.what),
                          cards=cards_text(cards_in(meld.cards)), value=meld.value))
    calls = [f"{seat_name(list(names), s)}: {meld_text(w) if w else tr('bel_say_silent')}"
             for s, w in view.announcements]
    if calls:
        details.append(tr("bel_dlg_announced", calls=", ".join(calls)))
    dialog = BeloteActionDialog(view, tr("bel_dlg_meld_title"), tr("bel_dlg_meld_help"),
                                details, parent)
    dialog.setObjectName("belote_meld_dialog")
    return dialog


def packets_dialog(view: BeloteView, parent: QWidget | None = None) -> BeloteActionDialog:
    dialog = BeloteActionDialog(view, tr("bel_dlg_packets_title"), tr("bel_dlg_packets_help"),
                                (), parent)
    dialog.setObjectName("belote_packets_dialog")
    return dialog


def belote_prompt(view: BeloteView, options: Sequence[Action],
                  parent: QWidget | None = None) -> BeloteActionDialog:
    """BD-11: playing the first of the trump K and Q, say "belote" (the default) or not."""
    dialog = BeloteActionDialog(view, tr("bel_dlg_say_title"), tr("bel_dlg_say_help"), (),
                                parent, options)
    dialog.setObjectName("belote_say_dialog")
    return dialog
