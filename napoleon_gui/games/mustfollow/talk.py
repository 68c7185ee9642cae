"""Table talk at the must-follow table (M-TALK-1..4, MD-5, MD-6): the human's messages (the
engine's ``message_menu``; rank claims it does not allow are listed too, and choosing one
shows the engine's refusal with its rule ID), the partners' messages from their own views.

Where talk happens: in the side panel (``TalkPanel``, part of ``MustFollowPanel``), not in
the decision area. Talk is never a pending decision: it is optional, open on every seat's
turn (MD-6), and the controller asks nothing of it, while the decision area shows the one
decision the game waits for and is cleared whenever the next one falls due (in the play
phase it is empty: the hand is the input). A message list in the side panel stays in place
through the whole game, next to the talk log it adds to, with no pop-up menu or window that
would grab the mouse and keyboard: the table, the hand and the menus stay usable.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QListView,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from engine.errors import IllegalActionError
from engine.games.mustfollow.table_talk import table_cards
from engine.games.mustfollow.talk import CAN_BEAT, CANNOT_BEAT, Message
from engine.games.mustfollow.view import MustFollowView
from engine.text import in_language
from napoleon_gui.games.mustfollow import texts as _texts  # noqa: F401  (registers the texts)
from napoleon_gui.i18n import language, tr
from napoleon_gui.widgets.deck_look import solid_suits, suit_marks
from napoleon_gui.widgets.links import link_rules
from napoleon_gui.widgets.plain import escape, keyboard_links, plain_tooltip, rich_label
from napoleon_gui.widgets.words import who_said

if TYPE_CHECKING:
    from napoleon_gui.controllers.game import GameController
    from napoleon_gui.games.mustfollow.panel import MustFollowPanel

#: rows of the message list shown without scrolling (the list keeps this height)
LIST_ROWS = 5
#: the latest messages shown in the log (every message is also a bubble at the table)
LOG_LINES = 6


class TalkPanel(QWidget):
    """The co-op talk controls in the side panel: a help line, the message list and the talk
    log under them; the Say button (fixed size) goes in the panel's button row.

    Widgets: ``help``, ``messages`` (one item per message, its ``Message`` in the item's
    user data; not-allowed ones greyed), ``say_button``, ``log``."""

    def __init__(self, owner: MustFollowPanel) -> None:
        super().__init__()
        self.owner = owner
        self.setObjectName("mf_talk_panel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(3)
        self.help = rich_label()
        self.help.setObjectName("mf_say_help")
        self.help.setWordWrap(True)
        self.help.linkActivated.connect(owner.host.open_rule)
        keyboard_links(self.help)  # issue 25: tab25, Tab reaches the rule links
        layout.addWidget(self.help)
        self.messages = QListWidget()
        self.messages.setObjectName("mf_messages")
        self.messages.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.messages.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # a message is read whole: long ones wrap inside the list (issue 25: table25)
        self.messages.setWordWrap(True)
        self.messages.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.messages.setResizeMode(QListView.ResizeMode.Adjust)
        rows = self.messages.fontMetrics().height() + 4
        self.messages.setFixedHeight(rows * LIST_ROWS + 2 * self.messages.frameWidth() + 4)
        # a double click sends; Enter does not (a stray Enter never says anything)
        self.messages.itemDoubleClicked.connect(self._double_clicked)
        layout.addWidget(self.messages)
        # the Say button sits in the panel's top button row (``MustFollowPanel``), where no
        # text above it can push it down
        self.say_button = QPushButton()
        self.say_button.setObjectName("mf_say")
        self.say_button.setAutoDefault(False)
        self.say_button.clicked.connect(self.say_selected)
        #: what the list shows: (message, allowed, text) in order
        self.listed: list[tuple[Message, bool, str]] = []
        self.log = rich_label()
        self.log.setObjectName("mf_talk")
        self.log.setWordWrap(True)
        layout.addWidget(self.log)
        self.retranslate()

    def retranslate(self) -> None:
        from napoleon_gui.games.mustfollow.panel import hold_widest, ignore_width

        for widget in (self.help, self.messages, self.log):
            ignore_width(widget)
        self.help.setText(link_rules(tr(self.help.property("key") or "mf_say_help")))
        hold_widest(self.say_button, "mf_say")

    # --- the list ------------------------------------------------------------------------
    def fill(self) -> None:
        """The engine's allowed messages, then the rank claims it does not allow now
        (choosing one shows the refusal and its rule ID). The selection is kept when its
        message is still listed."""
        owner = self.owner
        state = owner.state()
        view = owner.view()
        first = view is not None and view.players > 1 and human_goes_first(view)
        help_key = "mf_say_first" if first else "mf_say_help"
        if self.help.property("key") != help_key:
            self.help.setProperty("key", help_key)
            self.help.setText(link_rules(tr(help_key)))
        if state is None or view is None or view.players < 2:
            self.messages.clear()
            self.listed = []
            self.say_button.setEnabled(False)
            return
        allowed = state.message_menu(view.seat)
        extra = [
            Message(t, c)
            for c in table_cards(state)
            for t in (CAN_BEAT, CANNOT_BEAT)
            if Message(t, c) not in allowed
        ]
        names = owner.names(view)
        listed = [
            (m, m in allowed, message_text(m, names, m in allowed)) for m in [*allowed, *extra]
        ]
        self.say_button.setEnabled(bool(listed))
        if listed == self.listed:
            return  # nothing changed: the list does not move under the pointer
        self.listed = listed
        selected = self.selected()
        scroll = self.messages.verticalScrollBar().value()
        self.messages.clear()
        for message, ok, text in listed:
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, message)
            item.setToolTip(plain_tooltip(text))
            if not ok:
                item.setForeground(QBrush(QColor("#8a8a8a")))
                font = item.font()
                font.setStrikeOut(True)
                item.setFont(font)
            self.messages.addItem(item)
            if message == selected:
                item.setSelected(True)
                self.messages.setCurrentItem(item)
        self.messages.verticalScrollBar().setValue(scroll)

    def selected(self) -> Message | None:
        items = self.messages.selectedItems()
        if not items:
            return None
        message = items[0].data(Qt.ItemDataRole.UserRole)
        return message if isinstance(message, Message) else None

    def say_selected(self) -> None:
        message = self.selected()
        if message is None:
            self.owner.host.show_refusal(tr("mf_say_pick"))
            return
        self.owner.say(message)

    def _double_clicked(self, item: QListWidgetItem) -> None:
        message = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(message, Message):
            self.owner.say(message)

    # --- the log -------------------------------------------------------------------------
    def show_log(self, view: MustFollowView, names: list[str]) -> None:
        lines = [
            who_said(names[e.seat], in_language(e.message.text(), language()))
            for e in view.messages[-LOG_LINES:]
        ]
        # the names are the players': shown as written (escaped), never read as markup
        title = escape(tr("mf_talk_title"))
        shown = "<br>".join(escape(line) for line in lines) or escape(tr("mf_talk_none"))
        self.log.setText(suit_marks(f"<b>{title}</b><br>{shown}"))  # suits as cards print them


def message_text(message: Message, names: list[str], allowed: bool = True) -> str:
    """A message as the list shows it: addressed ones with the partner's name first."""
    text = solid_suits(in_language(message.text(), language()))
    if message.to is not None:
        text = who_said(names[message.to], text)
    return text if allowed else tr("mf_not_allowed", text=text)


def say(panel: MustFollowPanel, message: Message) -> str | None:
    """The human sends ``message``; a refusal is shown with its rule ID (and returned)."""
    c = panel.controller
    state = panel.state()
    view = panel.view()
    if state is None or view is None:
        return None
    try:
        events = state.say(view.seat, message)
    except IllegalActionError as exc:
        text = tr("mf_talk_refused", reason=in_language(exc.reason, language()), rule=exc.rule_id)
        panel.host.show_refusal(text)
        return text
    panel.host.show_refusal("")
    for event in events:
        c.queue.push(event, c.view())
    bots_talk(c)
    panel.refresh()
    # issue 25: said; the keyboard goes back to the table (arrows + Enter play a card)
    table = panel.host.main_window().centralWidget()
    if table is not None:
        table.setFocus(Qt.FocusReason.OtherFocusReason)
    return None


def human_goes_first(view: MustFollowView) -> bool:
    """The seat of ``view`` has neither spoken nor played in this round: as at a real
    table, the partners wait for it to say its aim first or to play (M-TALK-4, MD-6;
    issue 25: table25)."""
    return not any(
        e.seat == view.seat and e.round == view.round for e in view.messages
    ) and not any(r == view.round and hand == view.seat for r, hand, _card in view.plays)


def bots_talk(c: GameController) -> bool:
    """The AI partners say what their plans call for (M-TALK-4), from their own view,
    once the human has spoken or played in the round; True when someone spoke."""
    state: Any = c.state
    if state is None or c.config.game != "mustfollow" or state.players < 2:
        return False
    human = c.config.human_seat
    if human is not None and human < state.players and human_goes_first(state.view_for(human)):
        return False
    said = False
    for seat in range(state.players):
        if seat == c.config.human_seat or seat >= len(c.bots):
            continue
        speak = getattr(c.bots[seat], "talk", None)
        menu = state.message_menu(seat)
        if speak is None or not menu:
            continue
        for message in speak(state.view_for(seat), menu):
            try:
                events = state.say(seat, message)
            except IllegalActionError:
                continue
            said = True
            for event in events:
                c.queue.push(event, c.view())
    return said
