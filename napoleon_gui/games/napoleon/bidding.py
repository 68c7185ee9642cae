"""The bidding panel: one button per call, enabled exactly when the engine lists it as legal.

Covers the open auction (N-BID-10/11), the Fukashi declaration and raise rounds (N-BID-12),
the reverse all-take auction (N-BID-16) and the responsibility stand (N-BID-13). The grid of
bids is trump kind (rows, lowest first, N-BID-7) × count (columns); every cell that is not in
``view.legal`` is disabled. Enter means the safe call: Pass (Drop out), or "Close with my
bid" when the player's own bid stands; never a bid.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QFocusEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from engine.actions import Action, Bid, Close, Pass, ReverseBid
from engine.games.napoleon.params import URAKO
from engine.games.napoleon.view import NapoleonView
from napoleon_gui.games.napoleon.texts import call_text, short_trump, trump_text
from napoleon_gui.i18n import card_text, tr
from napoleon_gui.widgets.buttons import text_width
from napoleon_gui.widgets.cards import wrapped_label
from napoleon_gui.widgets.decision import DecisionPanel
from napoleon_gui.widgets.deck_look import (
    FOCUS_GOLD,
    MIN_PT,
    kind_colour,
    solid_suits,
    suit_button_style,
)
from napoleon_gui.widgets.plain import plain_label
from napoleon_gui.widgets.words import cards_text, seat_name

#: a bid cell: fixed, so that nothing moves under the pointer
CELL_W, CELL_H = 34, 18
#: Pass / Close: fixed width, at least this, wider where a language's longest call needs it
CALL_W = 140
#: the calls' list shows the keyboard's gold ring when Tab brings it there; its edge keeps
#: its width (issue 25: glyph25)
HISTORY_STYLE = (
    "QListWidget { border: 1px solid #a0a0a0; padding: 1px; background: white; }"
    f"QListWidget:focus {{ border: 2px solid {FOCUS_GOLD}; padding: 0px; }}"
)


class CallsList(QListWidget):
    """The calls so far, newest last (issue 25: glyph25): Tab brings the keyboard here on the
    newest call, and the arrows move up from it."""

    def focusInEvent(self, event: QFocusEvent) -> None:
        if self.currentRow() < 0 and self.count():
            self.setCurrentRow(self.count() - 1)
        super().focusInEvent(event)


def _cell_style(kind: str) -> str:
    return suit_button_style(kind_colour(kind), "font-size: 9pt; padding: 0px;", bold=True)


def _small(label: QLabel) -> QLabel:
    font = label.font()
    font.setPointSizeF(max(MIN_PT, font.pointSizeF() - 1))
    label.setFont(font)
    return label


class BiddingPanel(DecisionPanel):
    """Shows the standing bid and the calls so far; emits ``chosen`` with the call
    (``Bid``, ``ReverseBid``, ``Pass`` or ``Close``) taken from ``view.legal``.

    Widgets for tests: ``bid_buttons`` (action -> button), ``pass_button``, ``close_button``,
    ``standing_label``, ``history_list``, ``help_label``.
    """

    def __init__(
        self, view: NapoleonView, names: Sequence[str], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("bidding_panel")
        self.view = view
        self.names = list(names)
        self.rules = view.rules
        self.legal: tuple[Action, ...] = tuple(view.legal)
        self.bid_buttons: dict[Action, QPushButton] = {}
        # the heading says which auction this is: the reverse one after nobody bid (N-BID-16)
        reverse = view.phase == "reverse_auction"
        self.setWindowTitle(tr("dlg_bid_reverse_title" if reverse else "dlg_bid_title"))

        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(10)

        # left: whose call, what stands, what a call means
        info = QVBoxLayout()
        info.setSpacing(2)
        self.turn_label = wrapped_label(
            tr("dlg_bid_turn", name=seat_name(self.names, view.seat)), "turn_label"
        )
        font = self.turn_label.font()
        font.setBold(True)
        self.turn_label.setFont(font)
        info.addWidget(self.turn_label)
        self.standing_label = wrapped_label(self._standing_text(), "standing_label")
        info.addWidget(self.standing_label)
        if view.kitty is not None:
            info.addWidget(
                _small(
                    wrapped_label(
                        tr("dlg_bid_kitty_public", cards=cards_text(view.kitty)), "kitty_label"
                    )
                )
            )
        self.help_label = _small(wrapped_label(self._help_text(), "help_label"))
        self.help_label.setStyleSheet("color: #3b3b3b;")
        info.addWidget(self.help_label)
        info.addStretch(1)
        info_box = QWidget()
        info_box.setObjectName("bid_info")
        info_box.setLayout(info)
        info_box.setMinimumWidth(150)
        info_box.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        layout.addWidget(info_box, 3)

        # middle: the grid of bids
        middle = QVBoxLayout()
        grid = self._build_grid()
        grid.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        middle.addWidget(grid)
        middle.addStretch(1)
        layout.addLayout(middle)

        # right: Pass / Close, then the calls so far; as wide as the longest call of the
        # language in every phase (French "Clôturer sur mon enchère" was cut: glyph25)
        self.call_w = text_width(
            self, [tr("dlg_bid_pass"), tr("dlg_bid_drop"), tr("dlg_bid_close")], 24
        )
        self.call_w = max(CALL_W, self.call_w)
        side = QVBoxLayout()
        side.setSpacing(3)
        pass_key = "dlg_bid_drop" if self._is_raise_phase() else "dlg_bid_pass"
        # parented at once: showing a parentless button would open it as a window
        self.pass_button = QPushButton(tr(pass_key), self)
        self.pass_button.setObjectName("pass_button")
        self.close_button = QPushButton(tr("dlg_bid_close"), self)
        self.close_button.setObjectName("close_button")
        for button, action in ((self.pass_button, Pass()), (self.close_button, Close())):
            legal = self._legal_instance(action)
            button.setEnabled(legal is not None)
            button.setVisible(legal is not None)
            button.setFixedSize(self.call_w, 28)
            button.setAutoDefault(False)
            if legal is not None:
                button.clicked.connect(lambda _=False, a=legal: self.choose(a))
            side.addWidget(button)
        if URAKO in self.rules.trump_priority and view.phase != "reverse_auction":
            # N-VAR-7: Urako is bid at 20 only, a button of its own (not a row of the grid)
            side.addWidget(self._urako_button())
        history_title = _small(plain_label(tr("dlg_bid_history")))
        history_title.setObjectName("history_title")
        side.addWidget(history_title)
        self.history_list = CallsList()
        self.history_list.setObjectName("history_list")
        self.history_list.setFixedWidth(self.call_w)
        self.history_list.setMinimumHeight(60)
        self.history_list.setWordWrap(True)
        # its own size hint (192 px) must not make the panel taller than the grid
        self.history_list.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Ignored)
        # issue 25: glyph25, a Tab stop (never taken by a click: the keyboard stays on the
        # decision): the arrows, Page Up/Down, Home and End scroll the calls; Enter is still
        # the panel's safe call. Read only: no row is ever selected as if it were a choice
        self.history_list.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.history_list.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.history_list.setStyleSheet(HISTORY_STYLE)
        self.history_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        for line in self.history_lines():
            self.history_list.addItem(solid_suits(line))
        if not view.bids:
            self.history_list.addItem(tr("dlg_bid_history_empty"))
        # the newest call stays in sight: the list is laid out (and its range known) only
        # once the panel is shown, so it follows the end of its range (issue 25: table25)
        bar = self.history_list.verticalScrollBar()
        bar.rangeChanged.connect(lambda _low, high: bar.setValue(high))
        self.history_list.scrollToBottom()
        side.addWidget(self.history_list, 1)
        layout.addLayout(side)

    # --- Enter ------------------------------------------------------------------------------
    def safe_choice(self) -> Action | None:
        """Pass (or Drop out); when the player's own bid stands, close with it; never a bid
        (the responsibility stand, N-BID-13, has no safe call: Enter does nothing)."""
        return self._legal_instance(Pass()) or self._legal_instance(Close())

    # --- content ---------------------------------------------------------------------------
    def _legal_instance(self, action: Action) -> Action | None:
        for legal in self.legal:
            if legal == action:
                return legal
        return None

    def _is_raise_phase(self) -> bool:
        """Fukashi's raise round (N-BID-12), as the engine's view says."""
        return self.view.phase == "auction" and self.view.raise_round

    def _own_bid_standing(self) -> bool:
        return any(isinstance(a, Close) for a in self.legal)

    def _help_text(self) -> str:
        text = self._phase_help()
        view = self.view
        if view.hand_unseen and view.seat < len(view.blind_cards):  # N-VAR-6
            text = tr("dlg_bid_blind", card=card_text(view.blind_cards[view.seat])) + " " + text
        if URAKO in self.rules.trump_priority and self.view.phase != "reverse_auction":
            text += " " + tr("dlg_bid_urako_help")  # N-VAR-7: the row of Urako has only 20
        return text

    def _phase_help(self) -> str:
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
        return tr(
            "dlg_bid_standing", bid=call_text(bid, self.rules), name=seat_name(self.names, seat)
        )

    def history_lines(self) -> list[str]:
        return [
            tr(
                "dlg_bid_history_line",
                name=seat_name(self.names, seat),
                call=call_text(action, self.rules),
            )
            for seat, action in self.view.bids
        ]

    def _urako_button(self) -> QPushButton:
        action = Bid(self.rules.max_bid, URAKO)
        legal = self._legal_instance(action)
        button = QPushButton(solid_suits(call_text(action, self.rules)), self)
        button.setObjectName(f"bid_{action.count}_{URAKO}")
        button.setToolTip(tr("dlg_bid_urako_help"))
        button.setFixedSize(self.call_w, 28)
        button.setAutoDefault(False)
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # a click never leaves focus here
        button.setEnabled(legal is not None)
        if legal is not None:
            button.clicked.connect(lambda _=False, a=legal: self.choose(a))
        self.bid_buttons[action] = button
        return button

    def _build_grid(self) -> QWidget:
        box = QWidget()
        box.setObjectName("bid_grid")
        grid = QGridLayout(box)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(2)
        grid.setVerticalSpacing(1)
        rules = self.rules
        if self.view.phase == "reverse_auction":
            kinds = list(rules.trump_priority)  # reverse ladder: black lowest, clubs highest
            counts: list[int | None] = [None]
        else:
            kinds = list(reversed(rules.trump_priority))  # N-BID-7: lowest kind first
            low = rules.min_bid[self.view.players]
            plain = list(range(low, rules.max_bid + 1))
            if self.view.phase == "responsibility_stand":
                plain = sorted({a.count for a in self.legal if isinstance(a, Bid)}) or plain
            counts = list(plain)
        kinds = [k for k in kinds if k != URAKO]  # its own button (``_urako_button``)
        corner = _small(plain_label(tr("dlg_bid_count")))
        corner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        grid.addWidget(corner, 0, 0)
        for col, count in enumerate(counts, start=1):
            header = _small(plain_label(tr("dlg_bid_reverse_row") if count is None else str(count)))
            header.setAlignment(Qt.AlignmentFlag.AlignCenter)
            grid.addWidget(header, 0, col)
        for row, kind in enumerate(kinds, start=1):
            label = plain_label(solid_suits(short_trump(kind, rules)))
            label.setToolTip(solid_suits(trump_text(kind, rules)))
            label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            label.setStyleSheet(f"color: {kind_colour(kind)}; font-weight: bold;")
            grid.addWidget(label, row, 0)
            for col, count in enumerate(counts, start=1):
                action: Action = ReverseBid(kind) if count is None else Bid(count, kind)
                legal = self._legal_instance(action)
                text = short_trump(kind, rules) if count is None else str(count)
                button = QPushButton(solid_suits(text))
                button.setObjectName(f"reverse_{kind}" if count is None else f"bid_{count}_{kind}")
                button.setToolTip(solid_suits(call_text(action, rules)))
                button.setStyleSheet(_cell_style(kind))
                button.setAutoDefault(False)
                button.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # a click never leaves focus here
                if count is None:
                    button.setFixedSize(CELL_W * 3, CELL_H)
                else:
                    button.setFixedSize(CELL_W, CELL_H)
                button.setEnabled(legal is not None)
                if legal is not None:
                    button.clicked.connect(lambda _=False, a=legal: self.choose(a))
                grid.addWidget(button, row, col)
                self.bid_buttons[action] = button
        return box

    def hint_widgets(self) -> dict[Action, QWidget]:
        return {**self.bid_buttons, Pass(): self.pass_button, Close(): self.close_button}

    # --- for tests and callers ---------------------------------------------------------------
    def enabled_actions(self) -> set[Action]:
        """Every call whose button is enabled."""
        out = {a for a, b in self.bid_buttons.items() if b.isEnabled()}
        if self.pass_button.isEnabled():
            out.add(Pass())
        if self.close_button.isEnabled():
            out.add(Close())
        return out
