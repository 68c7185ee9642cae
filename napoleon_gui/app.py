"""The Napoleon Table main window: the table, the decision area under it, the side panel
and the bottom bar; it implements ``TableHost`` for the game packages.

Its other parts, each holding the window: the menus (``window_menus.py``), the settings and
the Options menu (``window_options.py``), new game, resume and autosave
(``window_saves.py``), deal results, the score sheet and statistics (``window_results.py``).
The command line (``main()``) is ``cli.py``.
"""

from __future__ import annotations

import contextlib
import logging
import sys
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QIcon,
    QKeyEvent,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDockWidget,
    QFrame,
    QHBoxLayout,
    QMainWindow,
    QMenu,
    QScrollArea,
    QSizePolicy,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from engine.actions import Action
from engine.core import View
from engine.registry import get_game
from napoleon_gui import i18n, logs
from napoleon_gui.animation.queue import AnimationQueue
from napoleon_gui.controllers.game import GameController
from napoleon_gui.controllers.game_ui import GameUi, RulesWindow
from napoleon_gui.game_packages import DEFAULT_GAME
from napoleon_gui.games import ui_for
from napoleon_gui.i18n import tr
from napoleon_gui.qt_translation import install_qt_translations
from napoleon_gui.settings import Store
from napoleon_gui.table.scene import TableScene
from napoleon_gui.table.view import TableView
from napoleon_gui.widgets.decision import DecisionArea, DecisionPanel
from napoleon_gui.widgets.deck_look import FOCUS_GOLD
from napoleon_gui.widgets.plain import SuitLabel, escape, keyboard_links, rich_label, suit_text
from napoleon_gui.widgets.thinking_bar import ThinkingBar
from napoleon_gui.widgets.tracker import CardTracker
from napoleon_gui.widgets.words import follow_language
from napoleon_gui.window_coach import CoachFlow
from napoleon_gui.window_menus import build_menus, refresh_claims
from napoleon_gui.window_options import OptionsFlow
from napoleon_gui.window_play_bar import PlayBar
from napoleon_gui.window_results import ResultsFlow
from napoleon_gui.window_saves import SavesFlow
from napoleon_gui.window_strings import WINDOW_TITLE, register_window_strings
from napoleon_gui.window_tab_ring import (  # issue 25: tab25
    SIDE_PANEL_STYLE,
    ButtonRings,
    enter_presses,
    prepare_toolbar,
)
from napoleon_gui.window_tab_ring import step as tab_step

#: what an unexpected exception's text holds (``traceback.format_exception``)
TRACEBACK = "Traceback (most recent call last):"

if TYPE_CHECKING:  # the windows they name are imported when first opened
    from engine.deal_log import DealLog
    from napoleon_gui.controllers.review import DealReview
    from napoleon_gui.dialogs.problem import ProblemDialog
    from napoleon_gui.dialogs.score_sheet import ScoreSheetWindow
    from napoleon_gui.dialogs.statistics_dialog import StatisticsWindow

__all__ = ["MIN_HEIGHT", "MIN_WIDTH", "WINDOW_TITLE", "MainWindow"]

register_window_strings()


#: below this the window does not shrink (every decision area fits at 1024×700)
MIN_WIDTH, MIN_HEIGHT = 960, 640
#: issue 25: the fixed height of the place of the refusal and the decision area before a
#: game is attached; each game sets its own (``GameUi.decision_box_height``: glyph25)
DECISION_BOX_H = 240
#: the window's size at start on a screen that holds it
FIRST_WIDTH, FIRST_HEIGHT = 1280, 820
#: what a window manager's frame and title bar take at most, beside the available area
FRAME_ALLOWANCE = 40


def first_size(available_width: int, available_height: int) -> tuple[int, int]:
    """The window's size at start: 1280×820, made smaller on a smaller screen so the whole
    window (its frame and title bar too) is seen, never below the minimum. A screen too
    small even for the minimum (the offscreen test screen) keeps 1280×820: no size fits it."""
    if available_width < MIN_WIDTH or available_height < MIN_HEIGHT + FRAME_ALLOWANCE:
        return FIRST_WIDTH, FIRST_HEIGHT
    return (
        max(MIN_WIDTH, min(FIRST_WIDTH, available_width - FRAME_ALLOWANCE // 4)),
        max(MIN_HEIGHT, min(FIRST_HEIGHT, available_height - FRAME_ALLOWANCE)),
    )


class MainWindow(QMainWindow):
    """The table, the decision area under it, its menus, the side panel and the windows it
    opens. Implements ``TableHost`` (``controllers/game_ui.py``) for the game packages."""

    #: autoplay has played its deals (True) or stopped on a reported problem (False)
    autoplay_finished = Signal(bool)
    #: built by ``window_menus.build_menus`` (again when the language changes)
    _actions: dict[str, QAction]
    resume_menu: QMenu
    toolbar: QToolBar

    def __init__(
        self,
        store: Store | None = None,
        *,
        autoplay: int = 0,
        game: str | None = None,
        players: int | None = None,
    ) -> None:
        super().__init__()
        self.store = store or Store()
        self.settings, problem = self.store.load_settings()
        i18n.set_language(self.settings.language)
        install_qt_translations()  # Qt's own buttons (Cancel, &Yes) in the same language
        self.autoplay = autoplay
        #: the game and table size asked for on the command line (else the settings')
        self.start_game = game
        self.start_players = players
        self.setWindowTitle(WINDOW_TITLE)
        self._set_icon()
        self.scene = TableScene()
        self.table_view = TableView(self.scene)
        self.decisions = DecisionArea()
        self.decisions.hand_keys = self.scene.take_hand_key  # arrows/Space reach the hand
        self.decisions.keys_home = self.table_view  # issue 25 (look): after a decision
        # issue 25: look25, the tools of card play in the decision area's place
        self.play_bar = PlayBar(self)
        self._build_central()
        self.queue = AnimationQueue(self.scene)
        self.controller = GameController(self.scene, self.queue, ui_for, self)
        self.decisions.on_escape = self.controller.dismiss_hint  # Escape puts the hint away
        #: the panel put up when one card allows several plays (a card played instead
        #: takes it down)
        self._choice_panel: DecisionPanel | None = None
        #: the open result window or application dialog (tests and autoplay look here)
        self.active_dialog: QDialog | None = None
        self.score_sheet: ScoreSheetWindow | None = None
        #: the deal under review on the table (``dialogs/records.py``), if any
        self.review: DealReview | None = None
        self.rules_viewer: RulesWindow | None = None
        self.attached_ui: GameUi[View] | None = None
        self.statistics_window: StatisticsWindow | None = None
        #: the open problem box (an unexpected exception), if any
        self.problem_box: ProblemDialog | None = None
        #: the window's parts: new game, resume and autosave; deal results, the score sheet
        #: and statistics; the settings and the Options menu
        self.saves_flow = SavesFlow(self)
        self.results = ResultsFlow(self)
        self.coach = CoachFlow(self)
        bottom_layout = self.bottom_bar.layout()
        if isinstance(bottom_layout, QVBoxLayout):  # the practice banner over the status line
            bottom_layout.insertWidget(0, self.coach.banner)
        self.options = OptionsFlow(self)
        self._build_panel()
        self._build_menus()
        self.dock.visibilityChanged.connect(self.options.sync_side_action)
        self._connect()
        self.apply_settings()
        # after the scene's own listener (plates): everything else in the new language
        #: closed for good: neither the window nor its widgets follow the language any more
        self.table_closed = False
        follow_language(self, "retranslate")
        self.setMinimumSize(MIN_WIDTH, MIN_HEIGHT)
        screen = self.screen()
        area = screen.availableGeometry() if screen is not None else None
        if area is None:
            self.resize(FIRST_WIDTH, FIRST_HEIGHT)
        else:  # a 1280×800 screen sees the whole window, its decision area too
            self.resize(*first_size(area.width(), area.height()))
        if problem:
            self.report(tr("settings_problem", problem=problem))

    # --- construction --------------------------------------------------------------------
    def _set_icon(self) -> None:
        try:
            from napoleon_gui.resources import asset_path

            self.setWindowIcon(QIcon(str(asset_path("icons/app.svg"))))
        except FileNotFoundError:
            pass

    def _build_central(self) -> None:
        """The table in the middle; under it, across the whole width of the window, the
        status line and the decision area (a fixed bottom dock that owns both bottom
        corners): the player's turn and the way to decide stay in sight and get the full
        width, also with the side panel collapsed."""
        self.setCentralWidget(self.table_view)
        bottom = QWidget()
        bottom.setObjectName("bottom_bar")
        bottom.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        layout = QVBoxLayout(bottom)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        # names shown as written; suits solid in the deck's colours (issue 25: look25)
        self.status_label = SuitLabel(on_dark=True)
        self.status_label.setObjectName("status")  # one line: the bar's height never jumps
        self.status_label.setStyleSheet(
            "#status { background: #1f4d2e; color: white; padding: 3px 8px; }"
        )
        self.message_label = rich_label()  # rule IDs link to the rules
        self.message_label.setObjectName("message")
        self.message_label.setWordWrap(True)
        self.message_label.setStyleSheet(
            "#message { color: #a01010; background: #fff4f4; padding: 2px 8px;"
            " border: 2px solid transparent; }"
            f"#message:focus {{ border: 2px solid {FOCUS_GOLD}; }}"  # issue 25: tab25
        )
        keyboard_links(self.message_label)  # Tab reaches the refusal's rule links
        self.message_label.setVisible(False)
        self.message_label.linkActivated.connect(self.open_rule)
        for label in (self.status_label, self.message_label):  # the bar is as high as its
            label.setSizePolicy(
                QSizePolicy.Policy.Preferred,  # contents, never more
                QSizePolicy.Policy.Maximum,
            )
        # issue 23.6 (expert23): the status line, and beside it how far a seat that takes
        # its time has got in thinking (hidden otherwise)
        status_row = QWidget()
        status_row.setObjectName("status_row")
        status_row.setStyleSheet("#status_row { background: #1f4d2e; }")
        row = QHBoxLayout(status_row)
        row.setContentsMargins(0, 0, 8, 0)
        row.setSpacing(0)
        row.addWidget(self.status_label, 1)
        self.thinking_bar = ThinkingBar(lambda seat: self.controller.seat_name(seat))
        row.addWidget(self.thinking_bar)
        layout.addWidget(status_row)
        # issue 25: a table that holds still — the refusal and the decision area have a
        # place of fixed height, shown empty when nothing is to be decided; what is taller
        # (a refusal over a panel) scrolls inside it. The table's scale then changes only
        # when the window is resized (or the side panel is put away, F9).
        box = QWidget()
        box.setObjectName("decision_box")
        box.setStyleSheet("#decision_box { background: #f4f1e6; }")
        inner = QVBoxLayout(box)
        inner.setContentsMargins(0, 0, 0, 0)
        inner.setSpacing(0)
        inner.addWidget(self.message_label)
        inner.addWidget(self.decisions)
        inner.addWidget(self.play_bar)  # during card play, while no panel is up
        inner.addStretch(1)
        self.decision_scroll = QScrollArea()
        self.decision_scroll.setObjectName("decision_scroll")
        self.decision_scroll.setWidget(box)
        self.decision_scroll.setWidgetResizable(True)
        self.decision_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.decision_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.decision_scroll.setFixedHeight(DECISION_BOX_H)
        self.decision_scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        layout.addWidget(self.decision_scroll)
        self.bottom_bar = bottom
        self.bottom_dock = QDockWidget(self)
        self.bottom_dock.setObjectName("decision_dock")
        no_title = QWidget()  # no title bar: the bar is part of the window; an empty
        QHBoxLayout(no_title).setContentsMargins(0, 0, 0, 0)  # layout: a 0 (not -1) px hint
        self.bottom_dock.setTitleBarWidget(no_title)
        self.bottom_dock.setFeatures(QDockWidget.DockWidgetFeature.NoDockWidgetFeatures)
        self.bottom_dock.setWidget(bottom)
        self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.bottom_dock)
        self.setCorner(Qt.Corner.BottomLeftCorner, Qt.DockWidgetArea.BottomDockWidgetArea)
        self.setCorner(Qt.Corner.BottomRightCorner, Qt.DockWidgetArea.BottomDockWidgetArea)

    def _build_panel(self) -> None:
        panel = QWidget()
        layout = QVBoxLayout(panel)
        # rule IDs link to the rules; suits solid in the deck's colours (issue 25: look25)
        self.trick_label = SuitLabel(links=True)
        self.trick_label.setObjectName("trick_explanation")
        self.trick_label.setWordWrap(True)
        self.trick_label.linkActivated.connect(self.open_rule)
        self.hint_label = SuitLabel(links=True)
        self.hint_label.setObjectName("hint")
        self.hint_label.setWordWrap(True)
        self.hint_label.linkActivated.connect(self.open_rule)
        for w in (self.hint_label, self.trick_label):
            keyboard_links(w)  # issue 25: tab25, Tab reaches the rule links
            # the texts wrap within the panel's width and never widen it: the table beside
            # it keeps its size when a hint or a trick's explanation appears (issue 21)
            w.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            layout.addWidget(w)
        self.tracker = CardTracker()  # shown by the setting card_tracker
        self.tracker.setVisible(False)
        layout.addWidget(self.tracker)
        layout.addStretch(1)
        self._panel_layout = layout
        panel.setStyleSheet(SIDE_PANEL_STYLE)  # issue 25: tab25, the gold ring on every stop
        self._button_rings = ButtonRings(panel)
        # issue 25 (look): a side panel taller than the window (the co-op game's goal,
        # talk and suits at 1024×700) scrolls instead of squeezing its parts over each other
        self.panel_scroll = QScrollArea()
        self.panel_scroll.setObjectName("panel_scroll")
        self.panel_scroll.setWidgetResizable(True)
        self.panel_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.panel_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.panel_scroll.setWidget(panel)
        self.panel_scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # no Tab stop of its own
        self.dock = QDockWidget(self)
        self.dock.setObjectName("panel")
        self.dock.setWidget(self.panel_scroll)
        # collapsible (its close button, or Options ▸ Side panel / F9), never floating
        self.dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable)
        self.dock.setMinimumWidth(200)
        self.dock.setMaximumWidth(340)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)

    def _build_menus(self) -> None:
        """The menus and the toolbar in the current language (``window_menus.py``)."""
        build_menus(self)
        prepare_toolbar(self.toolbar)  # issue 25: tab25, its buttons are Tab stops
        self.play_bar.bind()  # issue 25: look25, the bar's buttons are the menus' actions

    def _connect(self) -> None:
        c = self.controller
        c.status.connect(self.set_status)
        c.thinking_watch.changed.connect(self.thinking_bar.show_thinking)  # issue 23.6
        c.hint.connect(self.hint_label.setText)
        c.hint_actions.connect(self._preselect_hint)
        c.hint_marked.connect(self._mark_hint)
        c.trick_explained.connect(self._show_trick)
        self.queue.idle.connect(self._refresh_phase_note)  # issue 25: table25
        c.refused.connect(self.show_refusal)
        c.error.connect(self.report)
        c.legal_cards.connect(self.scene.set_legal)
        c.turn.connect(self.scene.set_turn)
        c.decision_needed.connect(self.on_decision)
        c.decision_withdrawn.connect(self.decisions.clear)
        c.undo_changed.connect(self.refresh_undo)  # issue 25: undo
        c.claim_changed.connect(lambda: refresh_claims(self))  # issue 25: claim (claimw25)
        # the way to decide stays visible while it is the player's decision: a panel taken
        # down for any other reason is put up again
        self.decisions.changed.connect(
            lambda up: up or QTimer.singleShot(0, self, self._ensure_decision_shown)
        )
        c.deal_finished.connect(self.results.on_deal_finished)
        c.match_changed.connect(self.results.refresh_score_sheet)
        c.match_started.connect(self._attach_game)
        c.trick_done.connect(self.autosave)
        # the tracker shows a card once its animation is over, and the table at rest
        self.tracker.follow(self.queue, lambda: c.view() if c.state is not None else None)
        c.deal_started.connect(self.tracker.catch_up)
        c.turn.connect(self.tracker.catch_up_on_turn)
        self.scene.card_clicked.connect(self.on_card_clicked)
        self.scene.card_activated.connect(self.on_card_activated)
        tricks = self.scene.trick_display
        # bound slots (no lambdas): Qt drops them with the window, so a queue still running
        # in a closed window never reaches its deleted actions
        tricks.available.connect(self._last_trick_available)
        tricks.held.connect(self._trick_held)
        # issue 25: look25, the play bar follows the phase, the panels and the last trick
        for signal in (self.decisions.changed, tricks.available, c.deal_started):
            signal.connect(self._refresh_play_bar)
        self.queue.idle.connect(self._refresh_play_bar)

    def _refresh_play_bar(self, *_args: object) -> None:
        self.play_bar.refresh()

    def _last_trick_available(self, available: bool) -> None:
        # looked up each time: a language change builds the menus (and this action) again
        self._actions["act_last_trick"].setEnabled(available)

    def retranslate(self) -> None:
        """The language changed (Settings, ``--lang``): everything on screen says it again
        at once, with no game event needed: menus, the status line, the side panel (trick
        explanation, hint), the pending decision's panel and the table's plates (the
        scene follows the language itself). Open dialogs that follow the language do so
        through ``widgets.words.follow_language``."""
        self._build_menus()
        self.controller.retranslate()
        self._refresh_phase_note()  # issue 25: table25
        self.message_label.setVisible(False)  # a refusal in the old language is stale
        self.scene.retranslate()
        self.coach.retranslate()
        self._renew_decision()
        if self.statistics_window is not None:  # the score sheet and the rules viewers
            self.statistics_window.refresh()  # follow the language themselves

    # --- settings and the Options menu (window_options.py) ------------------------------
    def apply_settings(self) -> None:
        self.options.apply_settings()

    def toggle_hint_mode(self, on: bool) -> None:
        self.options.toggle_hint_mode(on)

    # --- application dialogs, keys and the window's own events ---------------------------
    def open_app_dialog(self, dialog: QDialog) -> None:
        """Open an application dialog (New game, Settings, New puzzle) window-modally; the
        game pauses until it closes: no AI move, no new decision behind it. A hint shown is
        put away: the player comes back to the decision without a stale mark."""
        self.controller.dismiss_hint()
        self.active_dialog = dialog
        self.controller.pause()

        def finished(_result: int) -> None:
            if self.active_dialog is dialog:
                self.active_dialog = None
            self.controller.resume()
            QTimer.singleShot(0, self, self.keyboard_back)  # issue 25: tab25

        dialog.finished.connect(finished)
        dialog.open()

    def keyboard_back(self) -> None:
        """A dialog opened over the table closed (Settings, the rules): the window takes the
        keyboard back, for the decision panel when one is up, else where it was (the hand),
        whatever the window system does (issue 25: tab25)."""
        if self.table_closed or not self.isVisible() or QApplication.activeModalWidget():
            return
        if self.active_dialog is not None and self.active_dialog.isVisible():
            return  # the rules closed over a result window: that window keeps the keyboard
        self.activateWindow()
        area, last = self.decisions, self.focusWidget()
        if area.panel() is not None and area.isVisible():
            if last is None or not (last is area or area.isAncestorOf(last)):
                area.setFocus(Qt.FocusReason.ActiveWindowFocusReason)
        elif last is not None and last.isVisible() and last.isEnabled():
            last.setFocus(Qt.FocusReason.ActiveWindowFocusReason)
        else:
            self.table_view.setFocus(Qt.FocusReason.ActiveWindowFocusReason)

    def focusNextPrevChild(self, next: bool) -> bool:
        """Tab and Shift+Tab go round the whole window in reading order, visible and
        enabled controls only (issue 25: tab25, ``window_tab_ring.py``)."""
        return tab_step(self, next) or super().focusNextPrevChild(next)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter or Escape that no widget took (focus on a toolbar, the side panel, nowhere)
        goes to the decision area: Enter = the safe choice, Escape = nothing. First, though,
        Escape closes the last trick and Space/Enter lets a held trick go on."""
        if self.scene.trick_display.take_key(event.key()):
            return
        key = event.key()
        button = enter_presses(self)  # issue 25: tab25, the ring on a toolbar button
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and button is not None:
            button.click()
            return
        if key == Qt.Key.Key_Escape:
            self.controller.dismiss_hint()  # the hint's marks and line go; nothing decided
        if (
            key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Escape)
            and self.decisions.panel() is not None
        ):
            self.decisions.keyPressEvent(event)
            if key == Qt.Key.Key_Escape:  # issue 25: from the hand or the side panel back
                self.decisions.setFocus(Qt.FocusReason.OtherFocusReason)  # to the decision
            return
        # issue 25: Enter that no widget took (the co-op talk list, the side panel) plays
        # the hand's focused card, or its only one, when a card is to be played
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.scene.take_hand_key(event):
            return
        super().keyPressEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        """Closing the window saves the game exactly where it stands (between tricks too);
        the searches under way stop."""
        self.autosave()
        self.controller.abandon_searches()
        if self.coach.coach_window is not None:  # its analysis stops too
            self.coach.coach_window.close()
        self.table_closed = True  # a language change no longer reaches it (``follow_language``)
        super().closeEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The side panel takes a quarter of the window, at least 200 and at most 340 px,
        and keeps that width whatever it shows (issue 25: the table holds still)."""
        widest = max(200, min(340, self.width() // 4))
        self.dock.setMinimumWidth(widest)
        self.dock.setMaximumWidth(widest)
        super().resizeEvent(event)
        if self.dock.width() != widest:  # the main window keeps a dock's width: set it
            self.resizeDocks([self.dock], [widest], Qt.Orientation.Horizontal)

    # --- new game, resume, autosave (window_saves.py) ------------------------------------
    def start(self) -> None:
        """First start: offer to resume the most recently saved game, else open a default
        game (``SavesFlow.start``)."""
        self.saves_flow.start()

    def autosave(self) -> None:
        """Save the match in progress to its own game's save (``SavesFlow.autosave``)."""
        self.saves_flow.autosave()

    # --- decisions (in the decision area, never a pop-up) -------------------------------
    def on_decision(self, phase: str, view: View) -> None:
        self.decisions.clear()
        if phase == "play":
            return  # the hand itself is the input; cards are raised/dimmed by the scene
        panel = self.controller.ui.decision_panel(self, phase, view)
        if panel is None:
            return  # decided on the table itself (e.g. turning up the dummy's cards)
        self.set_status(tr("status_your_decision_below"))
        self.show_decision(panel)
        if self.controller.hinted_actions:  # hint mode hinted before the panel was up
            panel.show_hint(self.controller.hinted_actions)

    def _preselect_hint(self, actions: tuple[Action, ...]) -> None:
        """A hint of several actions (the kitty exchange): the panel selects them; the
        player may change the selection, Enter confirms what is selected."""
        panel = self.decisions.panel()
        if panel is not None:
            panel.show_hint(actions)

    def _mark_hint(self, actions: tuple[Action, ...]) -> None:
        """The hint's suggestion on the table (issue 21): its cards marked in the hand,
        its button in the decision area; ``()`` takes the marks away. Nothing is chosen,
        selected or focused."""
        self.controller.ui.mark_hint(self, actions)
        panel = self.decisions.panel()
        if panel is not None:
            panel.mark_hint(actions)

    def _ensure_decision_shown(self) -> None:
        c = self.controller
        if (
            c.state is not None
            and c.waiting_for_human
            and c.state.phase != "play"
            and self.decisions.panel() is None
        ):
            self.on_decision(c.state.phase, c.view())

    def _renew_decision(self) -> None:
        c = self.controller
        if c.state is not None and c.waiting_for_human and c.state.phase != "play":
            self.on_decision(c.state.phase, c.view())

    def show_decision(self, panel: DecisionPanel) -> None:
        """Put ``panel`` up in the decision area; its choice goes to the controller."""
        panel.chosen.connect(lambda choice, p=panel: self._panel_chose(p, choice))
        self.decisions.show_panel(panel)
        if self.controller.marked_actions:  # hinted before the panel was up
            panel.mark_hint(self.controller.marked_actions)

    def _panel_chose(self, panel: DecisionPanel, choice: Action | list[Action]) -> None:
        self.message_label.setVisible(False)
        refusal = self.controller.submit(choice)
        if refusal:  # the panel stays up: the player can choose again
            panel.choice = None
            self.show_refusal(refusal)
            return
        if self.decisions.panel() is panel:
            self.decisions.clear()

    def _attach_game(self, game: str) -> None:
        """Swap the previous game's panels and menus for ``game``'s (``GameUi.attach``)."""
        self.decisions.clear()
        if self.attached_ui is not None:
            self.attached_ui.detach(self)
        self.attached_ui = ui_for(game)
        self.attached_ui.attach(self)
        # issue 25: glyph25, the place of the game's largest panel (fixed while it is played)
        self.decision_scroll.setFixedHeight(self.attached_ui.decision_box_height)
        refresh_claims(self)  # issue 25: claim: the co-op game has none

    def on_card_clicked(self, card: int) -> None:
        self.message_label.setVisible(False)
        if self.controller.ui.card_clicked(self, card):
            return  # the game's own selection (Rettler's pairs): a click never plays there
        if self.scene.click_plays(card):  # Settings "click to play" (else: armed)
            self.on_card_activated(card)

    def on_card_activated(self, card: int) -> None:
        """The one way a card of the hand reaches the game: the game's own input first,
        then ``GameController.play_card``, where the engine plays or refuses it (an illegal
        card's refusal names the rule; outside card play nothing happens)."""
        self.message_label.setVisible(False)
        if self.controller.ui.card_activated(self, card):
            return
        if self._choice_panel is not None and self.decisions.panel() is self._choice_panel:
            self.decisions.clear()  # the joker's suit for another card: not wanted now
        result = self.controller.play_card(card)
        if isinstance(result, list):  # e.g. the joker leader names a suit first
            panel = self.controller.ui.choice_panel(self, self.controller.view(), result)
            if panel is not None:
                self._choice_panel = panel
                self.show_decision(panel)

    # --- TableHost (what the game packages use of the window) -------------------------------
    def main_window(self) -> QMainWindow:
        return self

    def panel_layout(self) -> QVBoxLayout:
        return self._panel_layout

    def show_refusal(self, text: str) -> None:
        # issue 25: glyph25, suits printed solid in the decision area's place
        self.message_label.setText(suit_text(text, links=True))
        self.message_label.setVisible(bool(text))

    def set_status(self, text: str) -> None:
        self.status_label.setText(text)
        self.play_bar.refresh()  # (a review opening or closing says so here: look25)

    def _trick_held(self, held: bool) -> None:
        """A completed trick waits for the player's click: the status line says so (and
        gives its line back when the trick goes on)."""
        if held:
            self._status_before_hold = self.status_label.text()
            self.set_status(tr("status_trick_held"))
        elif self.status_label.text() == tr("status_trick_held"):
            self.set_status(getattr(self, "_status_before_hold", ""))

    # --- issue 25: undo ---
    def undo(self) -> None:
        """Game ▸ Undo (Ctrl+Z): take back the human's last decision of the deal."""
        if not self.controller.undo():  # the action is disabled then: a late shortcut
            self.message_label.setText(escape(self.undo_reason()))
            self.message_label.setVisible(True)

    def undo_reason(self) -> str:
        """Why Undo is disabled now, or what it does when it is enabled (its tooltip)."""
        c = self.controller
        if not c.undo_allowed:
            return tr("undo_off")
        if c.recorded:
            return tr("undo_deal_over")
        if not c.can_undo():
            return tr("undo_nothing_yet")
        return tr("undo_tip")

    def refresh_undo(self) -> None:
        """Undo is enabled only when it can take something back; its tooltip says why not."""
        action = self._actions.get("act_undo")
        if action is None:
            return
        action.setEnabled(self.controller.can_undo())
        action.setToolTip(self.undo_reason())

    # --- results and sheets (window_results.py) -----------------------------------------
    def show_score_sheet(self) -> None:
        self.results.show_score_sheet()

    def open_coach(self, log: DealLog, names: list[str], seat: int, *, choose_seat: bool) -> None:
        """Review with coach for ``log`` (an opened record's: ``choose_seat``)."""
        self.coach.open(log, names, seat, choose_seat=choose_seat)

    def open_rule(self, rule_id: str) -> None:
        if rule_id.startswith("rule:"):
            rule_id = rule_id[5:]
        if not rule_id:  # the rules viewer opened from the menu (F1) puts the hint away; a
            self.controller.dismiss_hint()  # rule link followed from the hint keeps it
        match = self.controller.match
        game = match.game.name if match is not None else DEFAULT_GAME
        rules = match.params if match is not None else get_game(game).presets["book"]
        self.rules_viewer = ui_for(game).rules_viewer(self, rules)
        if rule_id:
            self.rules_viewer.show_rule(rule_id)
        closed = getattr(self.rules_viewer, "finished", None)  # issue 25: tab25
        if closed is not None:
            closed.connect(lambda _result: QTimer.singleShot(0, self, self.keyboard_back))
        self.rules_viewer.show()

    def _show_trick(self, text: str) -> None:
        self._trick_text = text
        self.trick_label.setText(text or self._phase_note())

    # --- the side panel before the first trick (issue 25: table25) ----------------------
    def _phase_note(self) -> str:
        """What the game says of the phase on the table (``GameUi.phase_note``: Belote's
        bidding rounds), so that the side panel is never blank before the first trick."""
        c = self.controller
        if c.state is None:
            return ""
        return c.ui.phase_note(c.view(), c.seat_name)

    def _refresh_phase_note(self) -> None:
        if not getattr(self, "_trick_text", ""):
            self.trick_label.setText(self._phase_note())

    def report(self, text: str) -> None:
        """Show a problem without stopping the game, and log it. An unexpected exception
        (a traceback: a slot, a bot or a search that failed) also opens the problem box
        (``dialogs/problem.py``): one line, the log file's path, "Copy details"."""
        unexpected = TRACEBACK in text
        logs.log.log(logging.ERROR if unexpected else logging.WARNING, "%s", text)
        if not unexpected:
            self.show_refusal(text.splitlines()[0] if text else "")
            print(text, file=sys.stderr)
        else:
            from napoleon_gui.dialogs.problem import one_line

            self.show_refusal(one_line(text))
            log_file = logs.log_path()
            # with a log, the terminal gets one line and where the details are
            print(
                f"napoleon-table: {one_line(text)} (details in {log_file})" if log_file else text,
                file=sys.stderr,
            )
            if not self.autoplay:
                self.show_problem(text)
        if self.autoplay:
            self.autoplay_finished.emit(False)  # a check run stops on the first problem

    def show_problem(self, text: str) -> None:
        """The problem box over the window (one at a time: a later problem is added to it);
        not modal, the game goes on."""
        from napoleon_gui.dialogs.problem import ProblemDialog

        box = self.problem_box
        if box is not None:
            with contextlib.suppress(RuntimeError):  # closed and deleted meanwhile
                if box.isVisible():
                    box.add(text)
                    return
        box = ProblemDialog(self, text, logs.log_path())
        box.destroyed.connect(self._problem_box_gone)
        self.problem_box = box
        box.show()
        box.raise_()

    def _problem_box_gone(self) -> None:
        self.problem_box = None
