"""The bidding dialog: one button per call, enabled exactly when the engine lists it as legal.

Covers the open auction (N-BID-10/11), the Fukashi declaration and raise rounds (N-BID-12),
the reverse all-take auction (N-BID-16) and the responsibility stand (N-BID-13). The grid of
bids is count × trump kind; every cell that is not in ``view.legal`` is disabled.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from engine.actions import Action, Bid, Close, Pass, ReverseBid
from engine.games.napoleon.view import NapoleonView
from napoleon_gui.games.napoleon.texts import (
    call_text,
    cards_text,
    seat_name,
    short_trump,
    trump_text,
)
from napoleon_gui.i18n import tr
from napoleon_gui.widgets.decision import DecisionPanel
from napoleon_gui.widgets.cards import RED, wrapped_label

_RED_KINDS = ("H", "D", "red")


def _cell_style(kind: str) -> str:
    colour = RED if kind in _RED_KINDS else "#111111"
    return (
        f"QPushButton {{ color: {colour}; font-size: 11pt; padding: 3px 6px; }}"
        "QPushButton:disabled { color: #b8b8b8; }"
    )


class BiddingDialog(DecisionPanel):
    """Shows the standing bid and the bidding history; emits ``chosen`` with the call
    (``Bid``, ``ReverseBid``, ``Pass`` or ``Close``) taken from ``view.legal``.

    Widgets for tests: ``bid_buttons`` (action -> button), ``pass_button``, ``close_button``,
    ``standing_label``, ``history_list``, ``help_label``.
    """

    def __init__(self, view: NapoleonView, names: Sequence[str],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("bidding_dialog")
        self.view = view
        self.names = list(names)
        self.rules = view.rules
        self.legal: tuple[Action, ...] = tuple(view.legal)
        self.bid_buttons: dict[Action, QPushButton] = {}
        self.setWindowTitle(tr("dlg_bid_title"))

        layout = QHBoxLayout(self)
        main = QVBoxLayout()
        layout.addLayout(main, 3)

        self.turn_label = wrapped_label(
            tr("dlg_bid_turn", name=seat_name(self.names, view.seat)), "turn_label")
        font = self.turn_label.font()
        font.setBold(True)
        self.turn_label.setFont(font)
        main.addWidget(self.turn_label)
        self.help_label = wrapped_label(self._help_text(), "help_label")
        main.addWidget(self.help_label)
        self.hand_label = wrapped_label(tr("dlg_your_hand", cards=cards_text(view.hand)),
                                        "hand_label")
        main.addWidget(self.hand_label)
        if view.kitty is not None:
            main.addWidget(wrapped_label(
                tr("dlg_bid_kitty_public", cards=cards_text(view.kitty)), "kitty_label"))
        self.standing_label = wrapped_label(self._standing_text(), "standing_label")
        main.addWidget(self.standing_label)

        main.addWidget(self._build_grid())

        buttons = QHBoxLayout()
        buttons.addStretch(1)
        pass_key = "dlg_bid_drop" if self._is_raise_phase() else "dlg_bid_pass"
        self.pass_button = QPushButton(tr(pass_key))
        self.pass_button.setObjectName("pass_button")
        self.close_button = QPushButton(tr("dlg_bid_close"))
        self.close_button.setObjectName("close_button")
        for button, action in ((self.pass_button, Pass()), (self.close_button, Close())):
            legal = self._legal_instance(action)
            button.setEnabled(legal is not None)
            button.setVisible(legal is not None)
            if legal is not None:
                button.clicked.connect(lambda _=False, a=legal: self.choose(a))
            buttons.addWidget(button)
        main.addLayout(buttons)

        history_box = QGroupBox(tr("dlg_bid_history"))
        history_box.setObjectName("history_box")
        history_layout = QVBoxLayout(history_box)
        self.history_list = QListWidget()
        self.history_list.setObjectName("history_list")
        self.history_list.setWordWrap(True)
        self.history_list.setMinimumWidth(190)
        self.history_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        for line in self.history_lines():
            self.history_list.addItem(line)
        if not view.bids:
            self.history_list.addItem(tr("dlg_bid_history_empty"))
        self.history_list.scrollToBottom()
        history_layout.addWidget(self.history_list)
        layout.addWidget(history_box, 1)

    # --- content ---------------------------------------------------------------------------
    def _legal_instance(self, action: Action) -> Action | None:
        for legal in self.legal:
            if legal == action:
                return legal
        return None

    def _is_raise_phase(self) -> bool:
        """Fukashi raise round: the legal bids are raises above the declaration count."""
        if self.rules.auction != "stand_then_raise" or self.view.phase != "auction":
            return False
        low = self.rules.min_bid[self.view.players]
        return any(isinstance(a, Bid) and a.count > low for a in self.legal)

    def _own_bid_standing(self) -> bool:
        return any(isinstance(a, Close) for a in self.legal)

    def _help_text(self) -> str:
        low = self.rules.min_bid[self.view.players]
        phase = self.view.phase
        if phase == "responsibility_stand":
            return tr("dlg_bid_resp_help", min=low)
        if phase == "reverse_auction":
            return tr("dlg_bid_reverse_help")
        if self.rules.auction == "stand_then_raise":
            if self._is_raise_phase():
                return tr("dlg_bid_raise_help")
            return tr("dlg_bid_declare_help", min=low)
        if self._own_bid_standing():
            return tr("dlg_bid_own_help")
        return tr("dlg_bid_open_help")

    def _standing_text(self) -> str:
        standing = self.view.standing_bid
        if standing is None:
            return tr("dlg_bid_no_standing")
        seat, bid = standing
        return tr("dlg_bid_standing", bid=call_text(bid, self.rules),
                  name=seat_name(self.names, seat))

    def history_lines(self) -> list[str]:
        return [tr("dlg_bid_history_line", name=seat_name(self.names, seat),
                   call=call_text(action, self.rules))
                for seat, action in self.view.bids]

    def _build_grid(self) -> QWidget:
        box = QWidget()
        box.setObjectName("bid_grid")
        grid = QGridLayout(box)
        grid.setSpacing(3)
        rules = self.rules
        if self.view.phase == "reverse_auction":
            kinds = list(rules.trump_priority)  # reverse ladder: black lowest, clubs highest
            rows: list[int | None] = [None]
        else:
            kinds = list(reversed(rules.trump_priority))  # N-BID-7: lowest kind first
            low = rules.min_bid[self.view.players]
            counts = list(range(low, rules.max_bid + 1))
            if self.view.phase == "responsibility_stand":
                counts = sorted({a.count for a in self.legal if isinstance(a, Bid)}) or counts
            rows = list(counts)
        corner = QLabel(tr("dlg_bid_count"))
        corner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        grid.addWidget(corner, 0, 0)
        for col, kind in enumerate(kinds, start=1):
            header = QLabel(short_trump(kind, rules))
            header.setToolTip(trump_text(kind, rules))
            header.setAlignment(Qt.AlignmentFlag.AlignCenter)
            if kind in _RED_KINDS:
                header.setStyleSheet(f"color: {RED};")
            grid.addWidget(header, 0, col)
        for row, count in enumerate(rows, start=1):
            row_label = QLabel(tr("dlg_bid_reverse_row") if count is None else str(count))
            row_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            grid.addWidget(row_label, row, 0)
            for col, kind in enumerate(kinds, start=1):
                action: Action = ReverseBid(kind) if count is None else Bid(count, kind)
                legal = self._legal_instance(action)
                short = short_trump(kind, rules)
                text = short if count is None else f"{short}{count}"
                button = QPushButton(text)
                button.setObjectName(
                    f"reverse_{kind}" if count is None else f"bid_{count}_{kind}")
                button.setToolTip(call_text(action, rules))
                button.setStyleSheet(_cell_style(kind))
                button.setEnabled(legal is not None)
                if legal is not None:
                    button.clicked.connect(lambda _=False, a=legal: self.choose(a))
                grid.addWidget(button, row, col)
                self.bid_buttons[action] = button
        return box

    # --- for tests and callers ---------------------------------------------------------------
    def enabled_actions(self) -> set[Action]:
        """Every call whose button is enabled."""
        out = {a for a, b in self.bid_buttons.items() if b.isEnabled()}
        if self.pass_button.isEnabled():
            out.add(Pass())
        if self.close_button.isEnabled():
            out.add(Close())
        return out
