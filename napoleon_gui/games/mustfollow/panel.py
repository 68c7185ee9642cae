"""The must-follow side panel: the goal (targets, tricks taken, suits still open for the last
cards, the score formula), the "still winnable?" line (1 player, ``solver.analyse`` off the UI
thread), the hint, undo and give-up buttons, and table talk (2-4 players: ``talk.TalkPanel``,
the engine's messages, the partners' messages, refusals with their rule ID).

"Still winnable?" (M-HINT-2) answers within 2 s processor time in every position (issue 23
point 5): first ``solver.first_analysis`` (a node budget, ``FIRST_BUDGET``), whose answer may
be "not yet known: still looking…"; then, where it was, the search with the rules' budget,
whose answer replaces it. Both run on a worker thread; a move abandons the search of the
position left, and a late answer for it is dropped (its token is no longer the one running).

It lives in the window's side panel (``TableHost.panel_layout``), so it collapses with it.
Buttons come first and keep a fixed width that holds their longest text in every language:
nothing above them changes height and no text change moves a button under the pointer.
"""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, QThreadPool, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QGraphicsSceneMouseEvent,
    QHBoxLayout,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from engine.actions import Action
from engine.cards import SUIT_SYMBOLS
from engine.games.mustfollow.goals import Goal, dummy_action, dummy_choosable, goal
from engine.games.mustfollow.solver import Analysis
from engine.games.mustfollow.state import DUMMY, MustFollowState
from engine.games.mustfollow.talk import Message
from engine.games.mustfollow.texts import TURN_UP_WHY, hint_text, solution_line
from engine.games.mustfollow.view import MustFollowView
from engine.text import in_language
from napoleon_gui.controllers.bots import BotTask
from napoleon_gui.games.mustfollow import talk
from napoleon_gui.games.mustfollow import texts as _texts  # noqa: F401  (registers the texts)
from napoleon_gui.games.mustfollow.decisions import TurnUpPanel
from napoleon_gui.games.mustfollow.projection import hand_name
from napoleon_gui.games.mustfollow.puzzle import PositionKey, analysis_task, position_key
from napoleon_gui.i18n import LANGUAGES, language, names_list, suit_name, tr, tr_in
from napoleon_gui.table.cards import CardItem
from napoleon_gui.table.placement import HAND
from napoleon_gui.widgets import deck_look
from napoleon_gui.widgets.buttons import hold_widest as widgets_hold_widest
from napoleon_gui.widgets.deck_look import suit_marks
from napoleon_gui.widgets.links import link_rules as _link_rules
from napoleon_gui.widgets.plain import escape, keyboard_links, plain_label, rich_label
from napoleon_gui.widgets.words import follow_language

if TYPE_CHECKING:
    from engine.core import View
    from napoleon_gui.controllers.game_ui import TableHost


def pair_text(pair: frozenset[int]) -> str:
    return "+".join(SUIT_SYMBOLS[s] for s in sorted(pair))


def ignore_width(widget: QWidget) -> None:
    """``widget``'s text does not ask for width: a longer line wraps instead of widening
    the side panel (which would move every button in it)."""
    policy = widget.sizePolicy()
    policy.setHorizontalPolicy(QSizePolicy.Policy.Ignored)
    widget.setSizePolicy(policy)


def hold_widest(button: QAbstractButton, key: str, *others: str) -> None:
    """Give ``button`` the text ``tr(key)`` and a fixed size that holds the longest of the
    texts ``key`` and ``others`` in every language, so a text change never moves it nor
    what follows it; compact, so the side panel stays narrow."""
    button.setText(tr(key))
    widgets_hold_widest(
        button, [tr_in(lang, k) for k in (key, *others) for lang in LANGUAGES], compact=True
    )


class MustFollowPanel(QObject):
    """Created by ``MustFollowUi.attach``; removed by ``detach``."""

    def __init__(self, host: TableHost) -> None:
        super().__init__(host.main_window())
        self.host = host
        self.controller = host.controller
        #: search limits for the analysis (None: the rules' MD-13 defaults)
        self.budget: int | None = None
        self.samples: int | None = None
        self.analysis: tuple[PositionKey, Analysis] | None = None
        #: the analysis under way: (token, position key, task)
        self.running: tuple[int, PositionKey, BotTask[MustFollowView]] | None = None
        self.tokens = 0
        #: the analysis to start next: (position key, view, the first answer?)
        self.wanted: tuple[PositionKey, MustFollowView, bool] | None = None
        self.hint_wanted = False
        #: Show solution was asked for: its move is played as soon as the analysis is in
        self.solution_wanted = False
        #: the deal in which Show solution played a move: a win there is not the player's
        self.solved_deal: object | None = None
        self.removed = False
        self._build()
        c = self.controller
        c.decision_needed.connect(self._on_decision)
        c.trick_done.connect(self._bots_talk)
        c.deal_started.connect(self._bots_talk)
        host.queue.idle.connect(self.refresh)
        host.scene.installEventFilter(self)
        #: the dummy's card the arrows are on (its place in the row), issue 25 (look)
        self.dummy_focus: int | None = None
        host.scene.key_hook = self._dummy_key
        follow_language(self)
        # issue 25: look25, the suits take a new deck's colours at once (Settings)
        self._stop_look = deck_look.on_look_changed(self._recolour)
        self.destroyed.connect(self._stop_look)  # (a window closed without ``remove``)

    # --- widgets -------------------------------------------------------------------------
    def _build(self) -> None:
        w = QWidget()
        w.setObjectName("mf_panel")
        layout = QVBoxLayout(w)
        layout.setContentsMargins(0, 0, 0, 6)
        row = QHBoxLayout()
        row.setSpacing(4)
        self.hint_button = QPushButton()
        self.hint_button.setObjectName("mf_hint")
        self.hint_button.clicked.connect(self.controller.show_hint)
        self.undo_button = QPushButton()
        self.undo_button.setObjectName("mf_undo")
        self.undo_button.clicked.connect(self.host.undo)
        self.give_up_button = QPushButton()
        self.give_up_button.setObjectName("mf_give_up")
        self.give_up_button.clicked.connect(self.give_up)
        for b in (self.hint_button, self.undo_button, self.give_up_button):
            b.setAutoDefault(False)
        row.addWidget(self.hint_button)
        row.addWidget(self.undo_button)
        # Show solution plays one move per click, or per Enter while it has the focus (it
        # keeps the focus, so the player steps on): the one button that takes Enter
        self.solution_button = QPushButton()
        self.solution_button.setObjectName("mf_solution")
        self.solution_button.setAutoDefault(True)
        self.solution_button.clicked.connect(self.show_solution)
        self.talk_panel = talk.TalkPanel(self)
        row.addWidget(self.talk_panel.say_button)
        row.addStretch(1)
        layout.addLayout(row)  # first: no text above the buttons can push them down
        # the puzzle's Give up and Show solution, under the row: three buttons in one row
        # were wider than the side panel at 1024×700 (issue 25, look)
        second = QHBoxLayout()
        second.setSpacing(4)
        second.addWidget(self.give_up_button)
        second.addWidget(self.solution_button)
        second.addStretch(1)
        layout.addLayout(second)
        self.title = rich_label()
        self.title.setObjectName("mf_title")
        layout.addWidget(self.title)
        self.status = rich_label()
        self.status.setObjectName("mf_status")
        self.stats = plain_label()  # plain text: the statistics line
        self.stats.setObjectName("mf_stats")
        self.talk = self.talk_panel.log
        self.goal = rich_label()
        self.goal.setObjectName("mf_goal")
        self.taken = rich_label()
        self.taken.setObjectName("mf_taken")
        self.suits = rich_label()
        self.suits.setObjectName("mf_suits")
        self.score = rich_label()
        self.score.setObjectName("mf_score")
        for label in (
            self.title,
            self.status,
            self.stats,
            self.goal,
            self.taken,
            self.suits,
            self.score,
        ):
            label.setWordWrap(True)
            label.linkActivated.connect(self.host.open_rule)
            keyboard_links(label)  # issue 25: tab25, Tab reaches the rule links
            ignore_width(label)
        for part in (
            self.status,
            self.stats,
            self.talk_panel,
            self.goal,
            self.taken,
            self.suits,
            self.score,
        ):
            layout.addWidget(part)
        self.widget = w
        # the game's own parts from the start: the co-op game showed the puzzle's Undo,
        # Give up and Show solution while its cards were being dealt (issue 25, look)
        self._show_mode(self.controller.config.players == 1)
        self.retranslate()
        # first in the side panel (the hint and the trick's explanation follow)
        self.host.panel_layout().insertWidget(0, w)

    def retranslate(self) -> None:
        """The language changed: the buttons' texts (their widths already hold every
        language's) and the panel's lines."""
        hold_widest(self.hint_button, "mf_hint")
        hold_widest(self.undo_button, "mf_undo")
        hold_widest(self.give_up_button, "mf_give_up")
        hold_widest(self.solution_button, "mf_solution")
        self.talk_panel.retranslate()
        if not self.removed and self.view() is not None:
            self.refresh()

    def _recolour(self) -> None:
        if not self.removed:
            with contextlib.suppress(RuntimeError):  # the window is being torn down
                self.refresh()

    def remove(self) -> None:
        self.removed = True  # a late analysis is dropped
        self._abandon()
        self._stop_look()
        c = self.controller
        for signal, slot in (
            (c.decision_needed, self._on_decision),
            (c.trick_done, self._bots_talk),
            (c.deal_started, self._bots_talk),
            (self.host.queue.idle, self.refresh),
        ):
            with contextlib.suppress(RuntimeError, TypeError):
                signal.disconnect(slot)
        self.host.scene.removeEventFilter(self)
        if self.host.scene.key_hook == self._dummy_key:
            self.host.scene.key_hook = None
        self.host.panel_layout().removeWidget(self.widget)
        self.widget.hide()
        self.widget.deleteLater()

    # --- what the panel shows ----------------------------------------------------------
    def view(self) -> MustFollowView | None:
        c = self.controller
        if c.state is None or c.config.game != "mustfollow":
            return None
        view = c.view()
        return view if isinstance(view, MustFollowView) else None

    def state(self) -> MustFollowState | None:
        """The game on the table when it is a must-follow game."""
        state = self.controller.state
        return state if isinstance(state, MustFollowState) else None

    def names(self, view: MustFollowView) -> list[str]:
        return [hand_name(view, h, self.controller.names()) for h in range(view.hands_n)]

    def refresh(self) -> None:
        view = self.view()
        if view is None:
            return
        puzzle = view.players == 1
        number = getattr(self.controller.match, "current", None)
        # rich text (bold titles, rule links): every name and text in it is escaped, so a
        # name is shown as written, never read as markup
        title = tr("mf_puzzle_no", n=number) if puzzle and number else tr("mf_panel")
        self.title.setText(f"<b>{escape(title)}</b>")
        names = self.names(view)
        shown = goal(view)
        # issue 25: glyph25, the suits solid in the deck's colours, as on the cards
        self.goal.setText(suit_marks(self.goal_text(view, shown, names)))
        taken = names_list(f"{names[h]} {view.taken[h]}" for h in range(view.hands_n))
        self.taken.setText(f"<b>{escape(tr('mf_taken_title'))}</b>: {escape(taken)}")
        lines = "<br>".join(escape(line) for line in self.suit_lines(shown, names))
        self.suits.setText(suit_marks(f"<b>{escape(tr('mf_open_title'))}</b><br>{lines}"))
        lo, hi = shown.score_range
        key = "mf_score_2p" if shown.score_rule == "M-2P-10" else "mf_score_multi"
        score = f"<b>{escape(tr('mf_score_title'))}</b>: {_link_rules(tr(key, lo=lo, hi=hi))}"
        if view.stock_suit_counts is not None:
            counts = " ".join(f"{SUIT_SYMBOLS[s]}{n}" for s, n in enumerate(view.stock_suit_counts))
            score += "<br>" + escape(tr("mf_stock", counts=counts))
        self.score.setText(suit_marks(score))
        self._show_mode(puzzle)
        if not puzzle:
            self.talk_panel.fill()
            self.talk_panel.show_log(view, names)
        self._show_status()

    def _show_mode(self, puzzle: bool) -> None:
        """The puzzle's parts (Undo, Give up, Show solution) or the co-op game's talk."""
        self.title.setVisible(puzzle)  # co-op: the goal line says "Goal" already
        self.status.setVisible(puzzle)
        self.stats.setVisible(puzzle and bool(self.stats.text()))
        self.give_up_button.setVisible(puzzle)
        self.solution_button.setVisible(puzzle)
        self.undo_button.setVisible(puzzle)
        self.talk_panel.setVisible(not puzzle)
        self.talk_panel.say_button.setVisible(not puzzle)

    def goal_text(self, view: MustFollowView, shown: Goal, names: list[str]) -> str:
        """The engine's goal (``goals.goal``) in words."""
        if shown.pairs:  # the two-hand game
            text = tr("mf_goal_rounds", rule=shown.rule)
            if shown.by_hand:
                now = tr(
                    "mf_goal_r2",
                    a=names[0],
                    b=names[1],
                    ta=shown.counts[0],
                    tb=shown.counts[1],
                    pair=pair_text(shown.pairs[0].suits),
                )
            else:
                now = tr("mf_goal_r1", a=names[0], b=names[1])
            return f"<b>{escape(tr('mf_panel'))}</b>: {_link_rules(text)}<br>{escape(now)}"
        text = tr("mf_goal_3" if view.players == 3 else "mf_goal_4")
        return f"<b>{escape(tr('mf_panel'))}</b>: {_link_rules(text)}"

    @staticmethod
    def suit_lines(shown: Goal, names: list[str]) -> list[str]:
        """The pairs (1-2 players) or suits (3-4 players) the last cards may still have."""
        if shown.pairs:
            return [
                tr("mf_pair_open" if p.open else "mf_pair_closed", pair=pair_text(p.suits))
                for p in shown.pairs
            ]
        return [
            tr(
                "mf_suit_held",
                suit=suit_name(s.suit),
                names=names_list(names[h] for h in s.holders),
            )
            if s.holders
            else tr("mf_suit_gone", suit=suit_name(s.suit))
            for s in shown.suits
        ]

    # --- still winnable? and the hint (1 player) ---------------------------------------
    def _on_decision(self, phase: str, view: View) -> None:
        if not isinstance(view, MustFollowView):
            return
        self.refresh()
        if view.players == 1:
            if phase != "turn_up" and view.to_play == DUMMY:
                self.host.set_status(tr("mf_dummy_turn"))
            self.request_analysis()
            self._solution_step()
        else:
            self._bots_talk()

    def request_analysis(self) -> None:
        """Analyse the position on the table: its first answer, or where that was "not yet
        known" the search with the whole budget; a search for another position stops."""
        state = self.state()
        view = self.view()
        if state is None or view is None or view.players != 1 or view.phase != "play":
            return
        key = position_key(state)
        known = self.analysis[1] if self.analysis is not None and self.analysis[0] == key else None
        if (known is not None and not known.preliminary) or (
            self.running is not None and self.running[1] == key
        ):
            self._show_status()  # answered, or under way
            return
        self.wanted = (key, view, known is None)
        self._abandon()  # the position it was for is gone: no longer wanted
        self._start_next()
        self._show_status()

    def _abandon(self) -> None:
        """Stop the analysis under way; its answer, should one still come, is dropped."""
        if self.running is not None:
            self.running[2].abandon()
            self.running = None

    def _start_next(self) -> None:
        if self.wanted is None or self.running is not None or self.removed:
            return
        key, view, first = self.wanted
        self.wanted = None
        self.tokens += 1
        task = analysis_task(self.tokens, view, self.budget, self.samples, first)
        task.signals.chosen.connect(self._analysed)
        task.signals.failed.connect(self._failed)
        self.running = (self.tokens, key, task)
        QThreadPool.globalInstance().start(task)

    def _finished(self, token: int) -> PositionKey | None:
        """The position key of the analysis ``token`` that just ended (``None``: stale)."""
        if self.running is None or self.running[0] != token:
            return None
        key = self.running[1]
        self.running = None
        return None if self.removed else key

    def _analysed(self, token: int, analysis: Analysis, _seconds: float) -> None:
        key = self._finished(token)
        if key is None:
            return
        self.analysis = (key, analysis)
        view = self.view()
        if analysis.preliminary and self.wanted is None and view is not None and self._current(key):
            self.wanted = (key, view, False)  # not yet known: keep looking, whole budget
        self._start_next()
        self._show_status()
        if self.hint_wanted and self._current(key) and not analysis.preliminary:
            self.hint_wanted = False
            self._emit_hint(analysis)
        self._solution_step()

    def _failed(self, token: int, trace: str) -> None:
        if self._finished(token) is None:
            return
        self.host.report(trace)
        self._start_next()

    def _current(self, key: PositionKey) -> bool:
        state = self.state()
        return state is not None and position_key(state) == key

    def current_analysis(self) -> Analysis | None:
        if self.analysis is not None and self._current(self.analysis[0]):
            return self.analysis[1]
        return None

    def _show_status(self) -> None:
        analysis = self.current_analysis()
        text = (
            analysis.status_text(language())
            if analysis is not None
            else (
                tr("mf_status_wait")
                if self.running is not None or self.wanted is not None
                else tr("mf_status_none")
            )
        )
        self.status.setText(f"<b>{escape(tr('mf_status_title'))}</b> {escape(text)}")

    def hint(self) -> bool:
        """The 1-player hint: best move, its success chance and why (``solver.analyse``)."""
        view = self.view()
        if view is None or view.players != 1:
            return False
        if view.phase != "play":
            return False  # turn-up: the engine's puzzle player explains (all alike, MD-10)
        analysis = self.current_analysis()
        if analysis is None or analysis.preliminary:  # the hint comes with the answer
            self.hint_wanted = True
            self.controller.hint.emit(tr("mf_hint_wait"))
            self.request_analysis()
            return True
        self._emit_hint(analysis)
        return True

    def _emit_hint(self, analysis: Analysis) -> None:
        view = self.view()
        if view is None:
            return
        # the move, the facts that decide it, its chance and the best other move's cost
        # (``texts.hint``); why a move is legal is no reason it is best
        text = hint_text(view, language(), analysis)
        best = analysis.best
        if best is not None and analysis.status != "lost":
            self._mark(best.action, view)
        self.controller.hint.emit(text)

    def _mark(self, action: Action, view: MustFollowView) -> None:
        """The hinted move marked on the table (issue 21) as every game's hint is: the
        controller's ``mark_hint`` (a card, or the dummy's face-down card at its place:
        ``MustFollowUi.mark_hint``); it goes when the move is made."""
        self.controller.mark_hint((action,))

    # --- the dummy's cards are chosen on the table (M-1P-3, M-1P-4) ---------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.GraphicsSceneMousePress
            and isinstance(event, QGraphicsSceneMouseEvent)
            and event.button() == Qt.MouseButton.LeftButton
        ):
            view = self.view()
            if view is not None and view.players == 1:
                for item in self.host.scene.items(event.scenePos()):
                    if isinstance(item, CardItem):
                        if item.zone == (HAND, DUMMY):
                            self.choose_dummy(item.index)
                            return True
                        break
        return False

    def _dummy_key(self, event: QKeyEvent) -> bool:
        """The dummy's cards by keyboard, as the hand's (issue 25: only the mouse could
        turn them up or play them): the arrows go round the cards the engine lets the
        player choose, Enter or Space chooses the one the ring is on, or the only one."""
        view = self.view()
        if view is None or view.players != 1:
            return False
        places = [i for i, ok in enumerate(dummy_choosable(view)) if ok]
        if not places:
            return False
        key = event.key()
        focus = self.dummy_focus if self.dummy_focus in places else None
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if focus is None and len(places) == 1:
                focus = places[0]
            if focus is not None:
                self._ring(None)
                self.choose_dummy(focus)
                return True
        elif key not in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            return False
        step = -1 if key == Qt.Key.Key_Left else 1
        if focus is None:  # the ring comes to the first card (the last, going left)
            self._ring(places[0] if step > 0 else places[-1])
        else:
            self._ring(places[(places.index(focus) + step) % len(places)])
        return True

    def _ring(self, index: int | None) -> None:
        self.dummy_focus = index
        for i, item in enumerate(self.host.scene.zone_items(HAND, DUMMY)):
            item.focused = i == index

    def choose_dummy(self, index: int) -> str | None:
        """The player picked the dummy's card at ``index`` (its position in the row)."""
        c = self.controller
        view = self.view()
        action = None if view is None else dummy_action(view, index)
        if action is None:
            return None
        self.host.show_refusal("")  # undo: ``submit`` keeps the turn-up too (issue 25)
        area = self.host.decisions
        focus = QApplication.focusWidget()
        keys_in_area = focus is not None and (focus is area or area.isAncestorOf(focus))
        refusal: str | None = c.submit(action)
        if refusal:
            self.host.show_refusal(refusal)
            return refusal
        self._turn_up_done()
        if keys_in_area and not area.isVisible():
            # issue 25 (look): the turn-up panel went with the keyboard in it, which fell on
            # the side panel's buttons (arrows and Enter then pressed Show solution): the
            # keyboard goes to the table, where arrows + Enter play
            table = self.host.main_window().centralWidget()
            if table is not None:
                table.setFocus(Qt.FocusReason.OtherFocusReason)
        return None

    def _turn_up_done(self) -> None:
        """After a card is turned: the turn-up panel shows the suits still to turn, and goes
        as soon as the dummy is laid out (not only when the animation has settled)."""
        panel = self.host.decisions.panel()
        if not isinstance(panel, TurnUpPanel):
            return
        view = self.view()
        if view is not None and view.phase == "turn_up":
            panel.update_view(view)
        else:
            self.host.decisions.clear()

    # --- show solution (issue 21, point 5) ------------------------------------------------
    def show_solution(self) -> None:
        """Play the next move of the solution from the position on the table, with one line
        of why (``texts.solution_line``): the best move by what the player can see, as the
        hint finds it (M-HINT-4). One move per click; nothing is given up."""
        view = self.view()
        if view is None or view.players != 1 or view.result is not None:
            return
        self.solution_wanted = True
        if view.phase == "play":
            self.request_analysis()
        self._solution_step()

    def _solution_step(self) -> None:
        c = self.controller
        view = self.view()
        if not self.solution_wanted or view is None or view.players != 1:
            return
        if not c.waiting_for_human or c.paused:
            return  # the move comes when the table waits for the player again
        if view.phase == "turn_up":
            self.solution_wanted = False
            state = self.state()
            if c.submit(view.legal[0]) is None:
                self.solved_deal = None if state is None else state.game_deal
                self._turn_up_done()
                c.hint.emit(in_language(TURN_UP_WHY, language()))
            return
        analysis = self.current_analysis()
        if analysis is None or analysis.preliminary:  # the move comes with the answer
            c.hint.emit(tr("mf_hint_wait"))
            return
        self.solution_wanted = False
        line = in_language(solution_line(view, analysis), language())
        best = analysis.best
        if analysis.status == "lost" or best is None:
            c.hint.emit(line)
            return
        state = self.state()
        if c.submit(best.action) is None:
            self.solved_deal = None if state is None else state.game_deal
            c.hint.emit(line)  # after the move: submitting clears the hint area

    # --- give up --------------------------------------------------------------------------
    def give_up(self) -> None:
        """Ask first: giving up counts as a lost attempt in the puzzle's statistics."""
        view = self.view()
        state = self.state()
        if view is None or view.players != 1 or state is None or state.result is not None:
            return
        box = QMessageBox(
            QMessageBox.Icon.Question,
            tr("mf_give_up_title"),
            tr("mf_give_up_question"),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self.host.main_window(),
        )
        box.setObjectName("mf_give_up_box")
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setDefaultButton(QMessageBox.StandardButton.No)  # Enter keeps playing
        box.finished.connect(
            lambda result: (
                result == QMessageBox.StandardButton.Yes
                and QTimer.singleShot(0, self.widget, self.give_up_now)
            )
        )
        self.host.open_app_dialog(box)

    def give_up_now(self) -> None:
        c = self.controller
        state = c.state
        view = self.view()
        if (
            not isinstance(state, MustFollowState)
            or view is None
            or view.players != 1
            or state.result is not None
        ):
            return
        c.token += 1
        c.thinking = False
        c.waiting_for_human = False
        c.queue.clear()
        c.legal_cards.emit(None)
        c.undo_stack.clear()
        c.undo_changed.emit()
        c.forget_tricks()  # the side panel no longer explains a trick of the abandoned game
        self.host.scene.clear_message()
        c.state = None  # the abandoned game takes no more input; the dialog keeps it
        self.host.decisions.clear()
        c.turn.emit(None)  # nobody's turn: no plate lit, no "your turn" under the table
        self.host.set_status(tr("mf_gave_up"))
        from napoleon_gui.games.mustfollow.ui import UI

        dialog = UI.puzzle_result(self.host, state, given_up=True)
        dialog.finished.connect(lambda _r: self.controller.start_deal())
        self.host.open_app_dialog(dialog)

    # --- table talk (2-4 players, M-TALK): ``talk`` ---------------------------------------
    def say(self, message: Message) -> str | None:
        """The human sends ``message``; a refusal is shown with its rule ID."""
        return talk.say(self, message)

    def _bots_talk(self) -> None:
        if talk.bots_talk(self.controller):
            self.refresh()
