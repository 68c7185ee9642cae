"""The play bar (issue 25: look25): the decision area's place while the cards are played.

The place under the status line keeps one height for the whole game (the game's largest
panel: ``GameUi.decision_box_height``), so that the table never rescales when a panel opens
or closes. During card play no panel is up and that place was empty cloth; a good card
program puts it to use, as BBO's and Trickster's tables do. Here it shows, while no panel is
up and a deal is in its card play:

* the tools of card play, the window's own actions (the menus' entries, so their state,
  words and shortcuts are theirs: Show a hint, Last trick, Claim the rest, Undo);
* the last trick as words (who played what, who took it), the suits solid and coloured;
* the keys that play a card and reach the tools.

It decides nothing and knows no game: the actions are the menus', the trick is the one the
table showed last (``TrickDisplay.last``). Its buttons take no keyboard focus (their keys
are the actions' shortcuts), so the window's Tab ring and the hand's arrows are unchanged.
"""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from napoleon_gui import i18n
from napoleon_gui.i18n import N_, card_text, register, tr
from napoleon_gui.widgets import deck_look
from napoleon_gui.widgets.plain import SuitLabel, plain_label, plain_tooltip
from napoleon_gui.widgets.words import who_said

if TYPE_CHECKING:
    from napoleon_gui.app import MainWindow
    from napoleon_gui.table.last_trick import LastTrick

register(
    {
        "play_bar_title": N_("Card play"),
        "play_bar_no_trick": N_("Last trick: none yet in this deal."),
        "play_bar_last": N_("Last trick, taken by {name}: {cards}"),
        "play_bar_caption": N_("Last trick, taken by {name}:"),
        "play_bar_keys": N_("Keys: {keys}"),
        "play_bar_key_cards": N_("← → choose a card, Enter plays it"),
        "play_bar_key_hint": N_("H hint"),
        "play_bar_key_last": N_("L last trick"),
        "play_bar_key_claim": N_("Ctrl+K claim the rest"),
        "play_bar_key_undo": N_("Ctrl+Z undo"),
        "play_bar_key_rules": N_("F1 rules"),
    }
)

#: the trick's card pictures: no wider than this, and none narrower than that (words then)
MAX_CARD_W, MIN_CARD_W = 52, 28
#: the bar's height but its pictures: the buttons' row, the names, the keys, the margins
CARD_ROOM_LESS = 90
#: the least width a seat's name under its cards may wrap in
MIN_NAME_W = 64
#: the caption's width beside the pictures (who took the trick); Qt's widest widget
CAPTION_W, WIDEST = 170, 16777215

#: the window's actions the bar offers, in this order (``window_menus.build_menus``)
TOOLS = ("act_hint_now", "act_last_trick", "act_claim", "act_undo")


class PlayBar(QFrame):
    """The tools of card play and the last trick, in the decision area's place."""

    title: QLabel
    last_label: SuitLabel
    trick_box: QWidget
    trick_row: QHBoxLayout
    keys_label: QLabel
    _middle: QHBoxLayout

    def __init__(self, window: MainWindow) -> None:
        super().__init__()
        self.window_ = window
        self.setObjectName("play_bar")
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.buttons: dict[str, QPushButton] = {}
        #: what the trick's pictures show now: (the trick, card width, deck look, language)
        self._shown: tuple[object, ...] = ()
        self._built = False  # its widgets are made when card play first comes (start-up)
        self.setVisible(False)
        # a new deck's colours at once (Settings), as the table's own cards
        self.destroyed.connect(deck_look.on_look_changed(self._recolour))

    def _recolour(self) -> None:
        with contextlib.suppress(RuntimeError):  # the window is being torn down
            self.refresh()

    def _build(self) -> None:
        self._built = True
        self.setStyleSheet(
            "#play_bar { background: #f4f1e6; border-top: 2px solid #2b6a3e; }"
            "#play_bar_keys { color: #4a4a4a; }"
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 6)
        layout.setSpacing(3)
        top = QHBoxLayout()
        top.setSpacing(4)
        self.title = plain_label()
        self.title.setObjectName("play_bar_title")
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        top.addWidget(self.title)
        top.addSpacing(8)
        for key in TOOLS:
            button = QPushButton()
            button.setObjectName(f"play_bar_{key}")
            button.setAutoDefault(False)
            # the keys are the actions' shortcuts: the Tab ring and the arrows stay as they are
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(lambda _=False, k=key: self._trigger(k))
            top.addWidget(button)
            self.buttons[key] = button
        top.addStretch(1)
        layout.addLayout(top)
        middle = QHBoxLayout()
        middle.setSpacing(10)
        self._middle = middle
        self.last_label = SuitLabel()  # names as written; the suits solid and coloured
        self.last_label.setObjectName("play_bar_last")
        self.last_label.setWordWrap(True)
        self.last_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        middle.addWidget(self.last_label)
        #: the last trick's cards as the table draws them, each seat's name under its cards
        self.trick_box = QWidget()
        self.trick_box.setObjectName("play_bar_trick")
        self.trick_row = QHBoxLayout(self.trick_box)
        self.trick_row.setContentsMargins(0, 0, 0, 0)
        self.trick_row.setSpacing(10)
        middle.addWidget(self.trick_box, 0, Qt.AlignmentFlag.AlignTop)
        middle.addStretch(1)
        layout.addLayout(middle)
        self.keys_label = plain_label()
        self.keys_label.setObjectName("play_bar_keys")
        self.keys_label.setWordWrap(True)
        layout.addWidget(self.keys_label)

    def bind(self) -> None:
        """The menus were built (again, in a new language): each button follows its action
        (its words, whether it is enabled, its tooltip)."""
        for key in self.buttons:
            action = self.window_._actions.get(key)
            if action is not None:
                action.changed.connect(lambda k=key: self._follow(k))
                self._follow(key)
        self.refresh()

    def _action(self, key: str) -> QAction | None:
        return self.window_._actions.get(key)

    def _follow(self, key: str) -> None:
        action, button = self._action(key), self.buttons[key]
        if action is None:
            return
        button.setText(action.text())
        button.setEnabled(action.isEnabled())
        button.setToolTip(action.toolTip())

    def _trigger(self, key: str) -> None:
        action = self._action(key)
        if action is not None and action.isEnabled():
            action.trigger()

    def refresh(self) -> None:
        """Shown while a deal is in its card play and no panel is up; its texts anew."""
        w = self.window_
        c = w.controller
        state = c.state
        # a deal under review has the table (and the bottom bar's room)
        review = getattr(w, "review", None)
        playing = (
            state is not None
            and state.result is None
            and getattr(state, "phase", "") == "play"
            and w.decisions.panel() is None
            and (review is None or not review.is_open)
        )
        if playing and not self._built:
            self._build()
            self.bind()  # (which shows it)
            return
        if playing:
            last = w.scene.trick_display.last
            self.title.setText(tr("play_bar_title"))
            width = self.card_width(last)
            words = self.last_text(last)
            # room for the cards' pictures: the trick's own words are their tool tip
            pictures = bool(width and last)
            self.last_label.setText(self.caption(last) if last and pictures else words)
            # beside the pictures the caption keeps a column of its own; alone, the width
            self.last_label.setMinimumWidth(CAPTION_W if pictures else 0)
            self.last_label.setMaximumWidth(CAPTION_W if pictures else WIDEST)
            self._middle.setStretchFactor(self.last_label, 0 if pictures else 1)
            self.trick_box.setToolTip(plain_tooltip(words))  # names shown as written
            self._show_cards(last, width)
            self.keys_label.setText(self.keys_text())
        if playing != self.isVisible():
            self.setVisible(playing)

    def card_width(self, last: LastTrick | None) -> int:
        """The width of the trick's card pictures: as high as the place the game keeps
        allows (its height less the bar's lines), as wide as the bar (beside the caption);
        0: no room for pictures (the co-op game's low place), the trick in words."""
        high = (self.window_.decision_scroll.height() - CARD_ROOM_LESS) * 5 // 7
        width = min(MAX_CARD_W, high)
        if last is not None and last.units:
            cards = sum(len(cards) for _seat, cards in last.units)
            gaps = (cards - len(last.units)) * 2 + (len(last.units) - 1) * 10
            room = self.window_.decision_scroll.viewport().width() - 16 - CAPTION_W - 10
            width = min(width, (room - gaps) // cards)
        return width if width >= MIN_CARD_W else 0

    def caption(self, last: LastTrick) -> str:
        """Above the trick's pictures: who took it."""
        name = self.window_.scene.seat_name(last.winner)
        return tr("play_bar_caption", name=name)

    def _show_cards(self, last: LastTrick | None, width: int) -> None:
        """The trick's cards, each seat's unit over its name (the winner's name in bold)."""
        look = deck_look.look()
        shown = (last, width, look, i18n.language())
        if shown == self._shown:
            return
        self._shown = shown
        while self.trick_row.count():
            item = self.trick_row.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.trick_box.setVisible(bool(last and width))
        if last is None or not width:
            return
        scene = self.window_.scene
        dpr = self.devicePixelRatioF()
        for seat, cards in last.units:
            unit = QWidget()
            column = QVBoxLayout(unit)
            column.setContentsMargins(0, 0, 0, 0)
            column.setSpacing(1)
            faces = QHBoxLayout()
            faces.setSpacing(2)
            for card in cards:
                face = plain_label()
                face.setPixmap(scene.renderer.pixmap(card, width, dpr))
                face.setAccessibleName(card_text(card))
                faces.addWidget(face)
            column.addLayout(faces)
            name = plain_label(scene.seat_name(seat))
            name.setAlignment(Qt.AlignmentFlag.AlignHCenter)
            # a long name wraps under its cards rather than pushing the trick off the bar
            name.setWordWrap(True)
            name.setMaximumWidth(max(len(cards) * (width + 2) + 8, MIN_NAME_W))
            if seat == last.winner:  # who took it
                font = name.font()
                font.setBold(True)
                name.setFont(font)
            column.addWidget(name)
            self.trick_row.addWidget(unit)

    def keys_text(self) -> str:
        """The keys of card play and of the tools; the claim's only in a game that takes
        claims (``GameSpec.claims``: the co-op game has none)."""
        match = self.window_.controller.match
        claims = match is not None and bool(getattr(match.game, "claims", False))
        keys = ["cards", "hint", "last", *(["claim"] if claims else []), "undo", "rules"]
        return tr("play_bar_keys", keys=" · ".join(tr(f"play_bar_key_{k}") for k in keys))

    def last_text(self, last: LastTrick | None) -> str:
        """The last trick in words: each seat's cards in playing order, and who took it."""
        if last is None:
            return tr("play_bar_no_trick")
        scene = self.window_.scene
        plays = " · ".join(
            who_said(scene.seat_name(seat), " ".join(card_text(card) for card in cards))
            for seat, cards in last.units
        )
        return tr("play_bar_last", name=scene.seat_name(last.winner), cards=plays)
