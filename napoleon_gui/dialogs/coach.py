"""Review with coach (issue 21): the coach goes over one seat's decisions of a finished deal.

The analysis is the engine's (``engine.coach.review_deal``); it runs off the UI thread
(``controllers.bots.CoachTask``) while a progress bar shows how far it is, and closing the
window stops it. Then the window shows the summary, every decision (mistakes marked by a
sign and a word, not by colour alone), the coach's words with rule IDs as links, and the
position as the player saw it: the seat's hand and the trick so far. "Try again from here"
asks the main window to replay the deal from that decision as practice (``try_again``).

Nothing here judges a decision: the words, the costs and the marks are the engine's.
"""

from __future__ import annotations

import dataclasses
import html
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, QThreadPool, Signal
from PySide6.QtGui import QBrush, QCloseEvent, QColor, QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from engine.cards import Card
from engine.text import in_language
from napoleon_gui import i18n
from napoleon_gui.controllers.bots import CoachTask
from napoleon_gui.controllers.review import game_title
from napoleon_gui.i18n import N_, Np_, card_text, register, tr
from napoleon_gui.widgets.cards import card_pixmap
from napoleon_gui.widgets.links import link_rules
from napoleon_gui.widgets.plain import plain_label, rich_label
from napoleon_gui.widgets.words import follow_language, seat_name

if TYPE_CHECKING:
    from engine.coach import Review, Reviewed
    from engine.core import GameState
    from engine.deal_log import DealLog

register(
    {
        "coach_title": N_("Coach — {game}"),
        "coach_seat": N_("Decisions of:"),
        "coach_working": N_("The coach is going over each decision ({name})…"),
        "coach_failed": N_("The coach could not go over this deal."),
        "coach_nothing": N_("No decision to make in this deal for {name}."),
        "coach_mistake": Np_("coach", "mistake"),
        "coach_good": Np_("coach", "good"),
        "coach_hand": N_("The hand at that moment:"),
        "coach_trick": N_("On the table:"),
        "coach_trick_empty": N_("On the table: nothing yet, you lead."),
        "coach_trick_none": N_("On the table: nothing yet."),
        "coach_not_trick": N_("Not a card play: no trick under way."),
        "coach_try": N_("Try again from here"),
        "coach_close": Np_("coach", "Close"),
        "coach_keys": N_("↑ ↓ choose a decision, Enter tries again from it, Esc closes."),
    }
)

MISTAKE, GOOD = "#b01c1c", "#1b7a2e"
#: the sign before a decision in the list: a mistake is never marked by colour alone
MISTAKE_SIGN, GOOD_SIGN = "✗", "✓"
CARD_WIDTH = 40


class CoachWindow(QDialog):
    """The coach's review of ``log`` for ``seat``. ``try_again(log, decision index, seat)``
    asks for the deal replayed from a decision as practice.

    Widgets for tests: ``seat_box`` (shown when ``choose_seat``), ``progress``,
    ``summary_label``, ``decision_list``, ``words_label``, ``hand_row``, ``trick_label``,
    ``try_button``, ``close_button``; ``review`` is the engine's ``Review`` once done."""

    try_again = Signal(object, int, int)
    #: the analysis is over (shown or failed); for tests and the screenshots
    analysed = Signal()

    def __init__(
        self,
        log: DealLog,
        names: Sequence[str],
        seat: int,
        *,
        choose_seat: bool = False,
        open_rule: Callable[[str], None] | None = None,
        parent: QWidget | None = None,
        seed: int = 0,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("coach_window")
        self.setModal(False)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.log = log
        self.names = list(names)
        self.seat = seat if 0 <= seat < log.players else 0
        self.seed = seed
        self._open_rule = open_rule
        self.review: Review | None = None
        self._task: CoachTask | None = None
        self._serial = 0
        self._states: list[GameState] | None = None
        self.setWindowTitle(tr("coach_title", game=game_title(log.game)))

        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.seat_box = QComboBox()
        self.seat_box.setObjectName("coach_seat")
        for s in range(log.players):
            self.seat_box.addItem(seat_name(self.names, s), s)
        self.seat_box.setCurrentIndex(self.seat)
        self.seat_box.currentIndexChanged.connect(self._seat_chosen)
        self.seat_label = plain_label(tr("coach_seat"))
        self.seat_label.setBuddy(self.seat_box)
        for widget in (self.seat_label, self.seat_box):
            widget.setVisible(choose_seat)
            top.addWidget(widget)
        self.working_label = plain_label()
        self.working_label.setObjectName("coach_working")
        top.addWidget(self.working_label, 1)
        layout.addLayout(top)
        self.progress = QProgressBar()
        self.progress.setObjectName("coach_progress")
        self.progress.setRange(0, 0)  # busy until the engine says how many decisions
        layout.addWidget(self.progress)

        self.summary_label = self._rich("summary_label")
        font = self.summary_label.font()
        font.setBold(True)
        self.summary_label.setFont(font)
        layout.addWidget(self.summary_label)

        # the list and the coach's words side by side; under them, across the window,
        # the position as the player saw it (a hand of many cards needs the width)
        split = QSplitter(Qt.Orientation.Horizontal)
        self.decision_list = QListWidget()
        self.decision_list.setObjectName("coach_decisions")
        self.decision_list.currentRowChanged.connect(self._show_decision)
        self.decision_list.itemActivated.connect(lambda _item: self._try_again())
        split.addWidget(self.decision_list)
        self.words_label = self._rich("coach_words")
        self.words_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.words_label.setContentsMargins(6, 4, 6, 4)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(self.words_label)
        split.addWidget(scroll)
        split.setStretchFactor(0, 2)
        split.setStretchFactor(1, 3)
        split.setSizes([340, 520])
        layout.addWidget(split, 1)

        position = QHBoxLayout()
        hand_column = QVBoxLayout()
        self.hand_title = plain_label()
        self.hand_title.setObjectName("coach_hand_title")
        hand_column.addWidget(self.hand_title)
        self.hand_row = QHBoxLayout()
        hand_column.addLayout(self.hand_row)
        hand_column.addStretch(1)
        position.addLayout(hand_column, 3)
        trick_column = QVBoxLayout()
        self.trick_label = plain_label()
        self.trick_label.setObjectName("coach_trick")
        self.trick_label.setWordWrap(True)
        trick_column.addWidget(self.trick_label)
        self.trick_row = QHBoxLayout()
        self.trick_row.setSpacing(8)
        trick_column.addLayout(self.trick_row)
        trick_column.addStretch(1)
        position.addLayout(trick_column, 2)
        holder = QWidget()
        holder.setObjectName("coach_position")
        holder.setLayout(position)
        # the same height for every decision: the window never jumps
        holder.setFixedHeight(CARD_WIDTH * 7 // 5 + 4 * self.fontMetrics().lineSpacing() + 16)
        layout.addWidget(holder)

        self.keys_label = plain_label(tr("coach_keys"))
        self.keys_label.setObjectName("coach_keys")
        self.keys_label.setStyleSheet("color: #555;")
        layout.addWidget(self.keys_label)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.try_button = QPushButton(tr("coach_try"))
        self.try_button.setObjectName("coach_try")
        self.try_button.setDefault(True)  # Enter: practice from the decision shown
        self.try_button.setEnabled(False)
        self.try_button.clicked.connect(self._try_again)
        buttons.addWidget(self.try_button)
        self.close_button = QPushButton(tr("coach_close"))
        self.close_button.setObjectName("coach_close")
        self.close_button.setAutoDefault(False)
        self.close_button.clicked.connect(self.close)
        buttons.addWidget(self.close_button)
        layout.addLayout(buttons)
        self.resize(900, 560)
        self.setMinimumSize(640, 420)
        follow_language(self, "retranslate")
        self.start()

    def retranslate(self) -> None:
        """The language changed: every text of the window again, in the new language."""
        self.setWindowTitle(tr("coach_title", game=game_title(self.log.game)))
        self.seat_label.setText(tr("coach_seat"))
        self.keys_label.setText(tr("coach_keys"))
        self.try_button.setText(tr("coach_try"))
        self.close_button.setText(tr("coach_close"))
        if self.running:
            self.working_label.setText(tr("coach_working", name=self.name(self.seat)))
        if self.review is not None:
            row = self.decision_list.currentRow()
            self.show_review(self.review)
            self.decision_list.setCurrentRow(row)

    # --- the analysis, off the UI thread --------------------------------------------------
    @property
    def running(self) -> bool:
        return self._task is not None

    def start(self) -> None:
        """Go over ``seat``'s decisions (any analysis under way is stopped first)."""
        self.cancel()
        self.review = None
        self.decision_list.clear()
        self.summary_label.setText("")
        self._clear_detail()
        self.try_button.setEnabled(False)
        self._serial += 1
        self.working_label.setText(tr("coach_working", name=self.name(self.seat)))
        self.progress.setRange(0, 0)
        self.progress.show()
        task = CoachTask(self._serial, self.log, self.seat, self.seed)
        task.signals.progressed.connect(self._progressed)
        task.signals.reviewed.connect(self._reviewed)
        task.signals.failed.connect(self._failed)
        self._task = task
        QThreadPool.globalInstance().start(task)

    def cancel(self) -> None:
        """Stop the analysis under way (its late answer is ignored)."""
        task, self._task = self._task, None
        if task is not None:
            task.abandon()
            self._serial += 1

    def _seat_chosen(self, index: int) -> None:
        seat = self.seat_box.itemData(index)
        if isinstance(seat, int) and seat != self.seat:
            self.seat = seat
            self.start()

    def _progressed(self, serial: int, done: int, total: int) -> None:
        if serial == self._serial and total > 0:
            self.progress.setRange(0, total)
            self.progress.setValue(done)

    def _reviewed(self, serial: int, review: Review | None) -> None:
        if serial != self._serial:
            return
        self._task = None
        self.progress.hide()
        self.working_label.setText("")
        if review is None:
            return
        self.show_review(review)
        self.analysed.emit()

    def _failed(self, serial: int, trace: str) -> None:
        if serial != self._serial:
            return
        self._task = None
        self.progress.hide()
        self.working_label.setText(tr("coach_failed"))
        report = getattr(self.parent(), "report", None)
        if report is not None:
            report(tr("coach_failed") + "\n" + trace)
        self.analysed.emit()

    # --- what the coach found -------------------------------------------------------------
    def show_review(self, review: Review) -> None:
        """The summary on top, then one line per decision (mistakes marked)."""
        self.review = review
        lang = i18n.language()
        self.summary_label.setText(link_rules(in_language(review.summary(), lang)))
        self.decision_list.clear()
        if not review.decisions:
            self.summary_label.setText(html.escape(tr("coach_nothing", name=self.name(self.seat))))
            return
        for decision in review.decisions:
            item = QListWidgetItem(self.line(decision))
            if decision.mistake:
                item.setForeground(QBrush(QColor(MISTAKE)))
                font = item.font()
                font.setBold(True)
                item.setFont(font)
            else:
                item.setForeground(QBrush(QColor(GOOD)))
            self.decision_list.addItem(item)
        first = next((i for i, d in enumerate(review.decisions) if d.mistake), 0)
        self.decision_list.setCurrentRow(first)
        self.decision_list.setFocus()

    def line(self, decision: Reviewed) -> str:
        """A decision in the list: its sign, its label and the word that says what it was."""
        label = in_language(decision.label, i18n.language())
        if decision.mistake:
            return f"{MISTAKE_SIGN} {label} — {tr('coach_mistake')}"
        return f"{GOOD_SIGN} {label} — {tr('coach_good')}"

    def current(self) -> Reviewed | None:
        row = self.decision_list.currentRow()
        if self.review is None or not 0 <= row < len(self.review.decisions):
            return None
        return self.review.decisions[row]

    def _show_decision(self, _row: int) -> None:
        decision = self.current()
        self._clear_detail()
        self.try_button.setEnabled(decision is not None)
        if decision is None:
            return
        words = in_language(decision.words, i18n.language())
        self.words_label.setText(link_rules(words))
        self._show_position(self.state_at(decision.index), decision)

    def state_at(self, index: int) -> GameState:
        """The deal just before decision ``index`` (the log's states, computed once)."""
        if self._states is None:
            self._states = self.log.states()
        return self._states[index]

    def _show_position(self, state: GameState, decision: Reviewed) -> None:
        """The seat's hand and the trick so far, from what the seat could see then."""
        view: Any = state.view_for(self.seat)
        self.hand_title.setText(tr("coach_hand"))
        hand = tuple(getattr(view, "hand", ()))
        # fanned like the hand on the table once it would not fit side by side
        self.hand_row.setSpacing(2 if len(hand) <= 12 else -CARD_WIDTH // 2)
        chosen = {getattr(a, "card", None) for a in decision.chosen}
        better = {getattr(a, "card", None) for a in decision.better}
        for card in hand:
            label = self._card(card)
            # the card played and the better one framed (the words name them too)
            if card in chosen and better:
                label.setStyleSheet(f"border: 3px solid {MISTAKE}; border-radius: 3px;")
            elif card in better:
                label.setStyleSheet(f"border: 3px solid {GOOD}; border-radius: 3px;")
            self.hand_row.addWidget(label)
        self.hand_row.addStretch(1)
        plays = _trick_so_far(view)
        if plays is None:
            self.trick_label.setText(tr("coach_not_trick"))
        elif not plays and decision.kind == "talk" and getattr(state, "to_play", None) != self.seat:
            # a message said before the trick began, someone else to lead (M-TALK)
            self.trick_label.setText(tr("coach_trick_none"))
        elif not plays:  # the reviewed seat's card play to an empty trick: it leads
            self.trick_label.setText(tr("coach_trick_empty"))
        else:
            self.trick_label.setText(tr("coach_trick"))
            for seat, cards in plays:
                box = QVBoxLayout()
                who = plain_label(self.name(seat))
                who.setAlignment(Qt.AlignmentFlag.AlignHCenter)
                box.addWidget(who)
                row = QHBoxLayout()
                for card in cards:
                    row.addWidget(self._card(card))
                box.addLayout(row)
                self.trick_row.addLayout(box)
        self.trick_row.addStretch(1)

    def _card(self, card: Card) -> QLabel:
        face = self.log.spec.card_face(card)
        label = plain_label()
        pixmap = card_pixmap(face, CARD_WIDTH)
        if pixmap is not None:
            label.setPixmap(pixmap)
        else:
            label.setText(card_text(face))
        label.setToolTip(card_text(face))
        label.setAccessibleName(card_text(face))
        label.setProperty("card", face)
        return label

    def _clear_detail(self) -> None:
        self.words_label.setText("")
        self.hand_title.setText("")
        self.trick_label.setText("")
        for row in (self.hand_row, self.trick_row):
            _empty(row)

    def shown_cards(self) -> tuple[list[Card], list[Card]]:
        """The cards of the hand row and of the trick row (for tests)."""
        return _cards_in(self.hand_row), _cards_in(self.trick_row)

    # --- practice, keys, closing ----------------------------------------------------------
    def _try_again(self) -> None:
        decision = self.current()
        if decision is None:
            return
        log = self.log
        if decision.said is not None:  # a message: the practice starts before it was said
            log = dataclasses.replace(log, talk=log.talk[: decision.said])
        self.try_again.emit(log, decision.index, self.seat)
        self.close()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not self.try_button.isEnabled():
            event.accept()  # nothing chosen yet: Enter does nothing (it never closes)
            return
        super().keyPressEvent(event)

    def done(self, result: int) -> None:
        self.cancel()  # Escape and Close stop the analysis
        super().done(result)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.cancel()
        super().closeEvent(event)

    def name(self, seat: int) -> str:
        return seat_name(self.names, seat)

    def _rich(self, name: str) -> QLabel:
        label = rich_label()
        label.setObjectName(name)
        label.setWordWrap(True)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        label.linkActivated.connect(self.open_rule)
        return label

    def open_rule(self, link: str) -> None:
        """A rule ID was clicked: the rules viewer shows it."""
        if self._open_rule is not None:
            self._open_rule(link.removeprefix("rule:"))


def _trick_so_far(view: Any) -> list[tuple[int, tuple[Card, ...]]] | None:
    """The plays of the trick (a Rettler round) under way, or None outside card play."""
    if getattr(view, "phase", "") != "play":
        return None
    rounds = getattr(view, "round_plays", None)
    if rounds is not None:  # Rettler: a seat may lay a pair or a bomb
        return [(seat, tuple(cards)) for seat, cards in rounds]
    return [(seat, (card,)) for seat, card in getattr(view, "trick", ())]


def _empty(layout: Any) -> None:
    while layout.count():
        item = layout.takeAt(0)
        widget = item.widget()
        if widget is not None:
            widget.hide()  # out of sight now; Qt deletes it at rest
            widget.deleteLater()
        elif item.layout() is not None:
            _empty(item.layout())
            item.layout().deleteLater()


def _cards_in(layout: Any) -> list[Card]:
    found: list[Card] = []
    for i in range(layout.count()):
        item = layout.itemAt(i)
        widget = item.widget()
        if widget is not None and widget.property("card") is not None:
            found.append(int(widget.property("card")))
        elif item.layout() is not None:
            found.extend(_cards_in(item.layout()))
    return found


__all__ = ["CoachWindow"]
