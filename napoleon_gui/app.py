"""The Napoleon Table main window and ``main()``.

``python -m napoleon_gui`` (or ``napoleon-table``) opens the table. For checks:
``--autoplay N --screenshot PATH`` plays N deals with every seat an AI at instant speed, saves
a PNG of the table and exits 0.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
import traceback
from collections.abc import Sequence
from types import TracebackType
from typing import Any

from PySide6.QtCore import QEventLoop, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAction,
    QIcon,
    QKeyEvent,
    QKeySequence,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from engine.actions import Action
from engine.registry import get_game
from napoleon_gui import i18n
from napoleon_gui.animation.queue import AnimationQueue
from napoleon_gui.controllers.game import GameConfig, GameController
from napoleon_gui.controllers.game_ui import GameUi, RulesWindow, ScoreSheet
from napoleon_gui.games import all_uis, table_games, ui_for
from napoleon_gui.i18n import tr
from napoleon_gui.settings import Settings, Store
from napoleon_gui.table.scene import TableScene
from napoleon_gui.table.view import TableView
from napoleon_gui.version import app_version
from napoleon_gui.widgets.decision import DecisionArea, DecisionPanel
from napoleon_gui.widgets.links import link_rules
from napoleon_gui.window_strings import register_window_strings

WINDOW_TITLE = "Napoleon Table"
register_window_strings()


#: below this the window does not shrink (every decision area fits at 1024×700)
MIN_WIDTH, MIN_HEIGHT = 960, 640


class MainWindow(QMainWindow):
    """The table, the decision area under it, its menus, the side panel and the windows it
    opens. Implements ``TableHost`` (``controllers/game_ui.py``) for the game packages."""

    #: autoplay has played its deals (True) or stopped on a reported problem (False)
    autoplay_finished = Signal(bool)

    def __init__(self, store: Store | None = None, *, autoplay: int = 0,
                 game: str | None = None, players: int | None = None) -> None:
        super().__init__()
        self.store = store or Store()
        self.settings, problem = self.store.load_settings()
        i18n.set_language(self.settings.language)
        self.autoplay = autoplay
        #: the game and table size asked for on the command line (else the settings')
        self.start_game = game
        self.start_players = players
        self.setWindowTitle(WINDOW_TITLE)
        self._set_icon()
        self.scene = TableScene()
        self.table_view = TableView(self.scene)
        self.decisions = DecisionArea()
        self._build_central()
        self.queue = AnimationQueue(self.scene)
        self.controller = GameController(self.scene, self.queue, ui_for, self)
        #: the panel put up when one card allows several plays (a card played instead
        #: takes it down)
        self._choice_panel: DecisionPanel | None = None
        #: the open result window or application dialog (tests and autoplay look here)
        self.active_dialog: QDialog | None = None
        self.score_sheet: ScoreSheet | None = None
        self.rules_viewer: RulesWindow | None = None
        self.attached_ui: GameUi | None = None
        self._build_panel()
        self._build_menus()
        self.dock.visibilityChanged.connect(self._sync_side_action)
        self._connect()
        self.apply_settings()
        self.setMinimumSize(MIN_WIDTH, MIN_HEIGHT)
        self.resize(1280, 820)
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
        self.status_label = QLabel()
        self.status_label.setObjectName("status")  # one line: the bar's height never jumps
        self.status_label.setStyleSheet(
            "#status { background: #1f4d2e; color: white; padding: 3px 8px; }")
        self.message_label = QLabel()
        self.message_label.setObjectName("message")
        self.message_label.setWordWrap(True)
        self.message_label.setStyleSheet("#message { color: #a01010; background: #fff4f4; "
                                         "padding: 2px 8px; }")
        self.message_label.setVisible(False)
        self.message_label.setTextFormat(Qt.TextFormat.RichText)
        self.message_label.linkActivated.connect(self.open_rule)
        for label in (self.status_label, self.message_label):  # the bar is as high as its
            label.setSizePolicy(QSizePolicy.Policy.Preferred,  # contents, never more
                                QSizePolicy.Policy.Maximum)
        layout.addWidget(self.status_label)
        layout.addWidget(self.message_label)
        layout.addWidget(self.decisions)
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
        self.trick_label = QLabel()
        self.trick_label.setObjectName("trick_explanation")
        self.trick_label.setWordWrap(True)
        self.trick_label.setTextFormat(Qt.TextFormat.RichText)
        self.trick_label.linkActivated.connect(self.open_rule)
        self.hint_label = QLabel()
        self.hint_label.setObjectName("hint")
        self.hint_label.setWordWrap(True)
        self.hint_label.setTextFormat(Qt.TextFormat.RichText)  # rule IDs link to the rules
        self.hint_label.linkActivated.connect(self.open_rule)
        for w in (self.hint_label, self.trick_label):
            layout.addWidget(w)
        layout.addStretch(1)
        self._panel_layout = layout
        self.dock = QDockWidget(self)
        self.dock.setObjectName("panel")
        self.dock.setWidget(panel)
        # collapsible (its close button, or Options ▸ Side panel / F9), never floating
        self.dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable)
        self.dock.setMinimumWidth(200)
        self.dock.setMaximumWidth(340)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)

    def _action(self, key: str, slot: Any, shortcut: str | None = None,
                checkable: bool = False) -> QAction:
        action = QAction(tr(key), self)
        action.setObjectName(key)
        if shortcut:
            action.setShortcut(QKeySequence(shortcut))
        action.setCheckable(checkable)
        action.triggered.connect(slot)
        self._actions[key] = action
        return action

    def _build_menus(self) -> None:
        self._actions: dict[str, QAction] = {}
        bar = self.menuBar()
        bar.clear()
        game = bar.addMenu(tr("menu_game"))
        game.addAction(self._action("act_new_game", self.new_game_dialog, "Ctrl+N"))
        game.addAction(self._action("act_score_sheet", self.show_score_sheet, "Ctrl+S"))
        game.addAction(self._action("act_undo", self.undo, "Ctrl+Z"))
        game.addSeparator()
        game.addAction(self._action("act_quit", self.close, "Ctrl+Q"))
        options = bar.addMenu(tr("menu_options"))
        hint = self._action("act_hint_mode", self.toggle_hint_mode, "Ctrl+H", checkable=True)
        options.addAction(hint)
        options.addAction(self._action("act_hint_now", self.controller.show_hint, "H"))
        options.addAction(self._action("act_settings", self.settings_dialog))
        # the window's own action (the dock's toggleViewAction loses its shortcut while the
        # dock is hidden, so F9 could not bring it back)
        side = self._action("act_side_panel", self.toggle_side_panel, "F9", checkable=True)
        side.setChecked(not self.dock.isHidden())
        options.addAction(side)
        for ui in all_uis():  # menus of their own (the must-follow puzzle)
            ui.add_menus(self, bar)
        help_menu = bar.addMenu(tr("menu_help"))
        help_menu.addAction(self._action("act_rules", lambda: self.open_rule(""), "F1"))
        toolbar = getattr(self, "toolbar", None) or self.addToolBar("main")
        toolbar.setObjectName("toolbar")
        toolbar.clear()
        self.toolbar = toolbar
        for key in ("act_new_game", "act_hint_mode", "act_undo", "act_score_sheet", "act_rules",
                    "act_side_panel"):
            toolbar.addAction(self._actions[key])

    def _connect(self) -> None:
        c = self.controller
        c.status.connect(self.set_status)
        c.hint.connect(lambda text: self.hint_label.setText(link_rules(text)))
        c.trick_explained.connect(self._show_trick)
        c.refused.connect(self.show_refusal)
        c.error.connect(self.report)
        c.legal_cards.connect(self.scene.set_legal)
        c.turn.connect(self.scene.set_turn)
        c.decision_needed.connect(self.on_decision)
        c.decision_withdrawn.connect(self.decisions.clear)
        # the way to decide stays visible while it is the player's decision: a panel taken
        # down for any other reason is put up again
        self.decisions.changed.connect(
            lambda up: up or QTimer.singleShot(0, self._ensure_decision_shown))
        c.deal_finished.connect(self.on_deal_finished)
        c.match_changed.connect(self._refresh_score_sheet)
        c.match_started.connect(self._attach_game)
        c.trick_done.connect(self.autosave)
        self.scene.card_clicked.connect(self.on_card_clicked)
        self.scene.card_activated.connect(self.on_card_activated)

    # --- settings ----------------------------------------------------------------------
    def apply_settings(self) -> None:
        s = self.settings
        speed = "instant" if self.autoplay else s.animation_speed
        self.queue.set_speed(speed)
        self.controller.ai_pace_ms = 0 if self.autoplay else s.ai_pace_ms
        self.controller.hint_mode = s.hint_mode
        self._actions["act_hint_mode"].setChecked(s.hint_mode)

    def settings_dialog(self) -> None:
        from napoleon_gui.dialogs.settings_dialog import SettingsDialog

        dialog = SettingsDialog(self.settings.model_dump(), self)

        def accepted() -> None:
            values = self.settings.model_dump()
            values.update(dialog.values())
            try:
                self.settings = Settings.model_validate(values)
            except Exception as exc:  # a bad value never kills the window
                self.report(str(exc))
                return
            self.store.save_settings(self.settings)
            if i18n.language() != self.settings.language:
                i18n.set_language(self.settings.language)
                self._build_menus()
                self._renew_decision()  # the pending decision's panel in the new language
            self.apply_settings()

        dialog.accepted.connect(accepted)
        self.open_app_dialog(dialog)

    def open_app_dialog(self, dialog: QDialog) -> None:
        """Open an application dialog (New game, Settings, New puzzle) window-modally; the
        game pauses until it closes: no AI move, no new decision behind it."""
        self.active_dialog = dialog
        self.controller.pause()

        def finished(_result: int) -> None:
            if self.active_dialog is dialog:
                self.active_dialog = None
            self.controller.resume()

        dialog.finished.connect(finished)
        dialog.open()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter or Escape that no widget took (focus on a toolbar, the side panel, nowhere)
        goes to the decision area: Enter = the safe choice, Escape = nothing."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Escape) \
                and self.decisions.panel() is not None:
            self.decisions.keyPressEvent(event)
            return
        super().keyPressEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The side panel never takes more than a quarter of a narrow window."""
        widest = max(200, min(340, self.width() // 4))
        self.dock.setMaximumWidth(widest)
        super().resizeEvent(event)
        if self.dock.width() > widest:  # the main window keeps a dock's width (and its
            self.dock.setMinimumWidth(200)  # layout may have raised the minimum): shrink it
            self.resizeDocks([self.dock], [widest], Qt.Orientation.Horizontal)

    def _sync_side_action(self, _visible: bool) -> None:
        self._actions["act_side_panel"].setChecked(not self.dock.isHidden())

    def toggle_side_panel(self, on: bool) -> None:
        self.dock.setVisible(bool(on))

    def toggle_hint_mode(self, on: bool) -> None:
        self.controller.hint_mode = bool(on)
        self.settings = self.settings.model_copy(update={"hint_mode": bool(on)})
        self.store.save_settings(self.settings)
        if on:
            self.controller.show_hint()
        else:
            self.hint_label.clear()

    # --- new game, resume, autosave -----------------------------------------------------
    def start(self) -> None:
        """First start: offer to resume an autosaved game, else open a default game."""
        autosave, problem = self.store.load_autosave()
        if problem:
            self.report(tr("autosave_problem", problem=problem))
        if autosave is not None and not self.autoplay and self.start_game is None:
            box = QMessageBox(QMessageBox.Icon.Question, WINDOW_TITLE, tr("resume_question"),
                              QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                              self)
            box.finished.connect(lambda result: self._resume_answer(result, autosave))
            self.open_app_dialog(box)
            return
        self.start_default_game()

    def _resume_answer(self, result: int, autosave: Any) -> None:
        if result == QMessageBox.StandardButton.Yes:
            try:
                self.resume(autosave)
                return
            except Exception as exc:  # a broken autosave is reported and kept aside
                self.store.set_aside_autosave()
                self.report(tr("autosave_problem", problem=str(exc)))
        self.start_default_game()

    def start_default_game(self) -> None:
        s = self.settings
        game = self.start_game or "napoleon"
        spec = get_game(game)
        players = self.start_players or s.default_players
        if game == "napoleon":
            preset = s.default_preset if s.default_preset in spec.presets else "book"
        else:
            preset = "book" if "book" in spec.presets else next(iter(spec.presets))
        allowed = spec.players_for(preset)
        if players not in allowed:
            players = allowed[0]
        human = None if self.autoplay else 0
        config = GameConfig(game, preset, players, human, ["normal"] * players,
                            list(s.player_names[:players]), None, s.practice_mode)
        self.controller.new_match(config)

    def new_game_dialog(self) -> None:
        """Ctrl+N: first, if a deal is in progress, ask before abandoning it."""
        if self.controller.deal_in_progress() and not self.autoplay:
            box = QMessageBox(QMessageBox.Icon.Question, tr("abandon_title"),
                              tr("abandon_question"),
                              QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                              self)
            box.setObjectName("abandon_box")
            box.setDefaultButton(QMessageBox.StandardButton.No)  # Enter keeps the deal
            box.finished.connect(lambda result: result == QMessageBox.StandardButton.Yes
                                 and QTimer.singleShot(0, self._open_new_game))
            self.open_app_dialog(box)
            return
        self._open_new_game()

    def _open_new_game(self) -> None:
        from napoleon_gui.dialogs.new_game import NewGameDialog

        dialog = NewGameDialog(self.settings.player_names, self)

        def accepted() -> None:
            cfg = dialog.config()
            config = GameConfig(cfg.game, cfg.preset, cfg.players, cfg.human_seat,
                                list(cfg.levels), list(cfg.names), cfg.seed, cfg.practice)
            self.controller.new_match(config)

        dialog.accepted.connect(accepted)
        self.open_app_dialog(dialog)

    def autosave(self) -> None:
        if self.autoplay or self.controller.state is None or self.controller.match is None:
            return
        if not self.store.can_capture(self.controller):
            # the autosave covers Napoleon only: a game of another kind replaces the saved
            # one (as a new Napoleon game would) and is itself not saved
            self.store.clear_autosave()
            return
        try:
            self.store.save_autosave(self.store.capture(self.controller))
        except Exception as exc:  # saving must never stop the game
            self.report(tr("autosave_failed", problem=str(exc)))

    def resume(self, autosave: Any) -> None:
        self.store.resume(self.controller, autosave)

    # --- decisions ---------------------------------------------------------------------
    # --- decisions (in the decision area, never a pop-up) -------------------------------
    def on_decision(self, phase: str, view: Any) -> None:
        self.decisions.clear()
        if phase == "play":
            return  # the hand itself is the input; cards are raised/dimmed by the scene
        panel = self.controller.ui.decision_panel(self, phase, view)
        if panel is None:
            return  # decided on the table itself (e.g. turning up the dummy's cards)
        self.set_status(tr("status_your_decision_below"))
        self.show_decision(panel)

    def _ensure_decision_shown(self) -> None:
        c = self.controller
        if c.state is not None and c.waiting_for_human and c.state.phase != "play" \
                and self.decisions.panel() is None:
            self.on_decision(c.state.phase, c.view())

    def _renew_decision(self) -> None:
        c = self.controller
        if c.state is not None and c.waiting_for_human and c.state.phase != "play":
            self.on_decision(c.state.phase, c.view())

    def show_decision(self, panel: DecisionPanel) -> None:
        """Put ``panel`` up in the decision area; its choice goes to the controller."""
        panel.chosen.connect(lambda choice, p=panel: self._panel_chose(p, choice))
        self.decisions.show_panel(panel)

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

    def on_card_clicked(self, card: int) -> None:
        self.message_label.setVisible(False)
        if self.controller.ui.card_clicked(self, card):
            return
        self.controller.explain_card(card)

    def on_card_activated(self, card: int) -> None:
        self.message_label.setVisible(False)
        if self.controller.ui.card_activated(self, card):
            return
        state = self.controller.state
        if state is None or state.phase != "play":
            return  # a card means nothing in this phase: the pending decision stays up
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
        self.message_label.setText(link_rules(text))
        self.message_label.setVisible(bool(text))

    def set_status(self, text: str) -> None:
        self.status_label.setText(text)

    def undo(self) -> None:
        if not self.controller.undo():
            self.message_label.setText(tr("undo_unavailable"))

    # --- results and sheets --------------------------------------------------------------
    def on_deal_finished(self, row: Any) -> None:
        self.autosave()
        if self.autoplay:
            self.autoplay_next()
            return
        match = self.controller.match
        assert match is not None
        dialog = self.controller.ui.result_dialog(self, match, row,
                                                       self.controller.names())
        self.active_dialog = dialog
        dialog.finished.connect(lambda _result: self._next_deal())
        dialog.open()

    def _next_deal(self) -> None:
        self.active_dialog = None
        match = self.controller.match
        if match is not None and match.game_over is not None:  # e.g. B-END-1: 1000 reached
            self.controller.status.emit(tr("status_game_over"))
            self.show_score_sheet()
            return
        self.controller.start_deal()

    def show_score_sheet(self) -> None:
        match = self.controller.match
        if match is None:
            return
        if self.score_sheet is None or self.score_sheet.match is not match:
            self.score_sheet = self.controller.ui.score_sheet(self, match,
                                                                   self.controller.names())
        self.score_sheet.refresh()
        self.score_sheet.show()

    def _refresh_score_sheet(self) -> None:
        if self.score_sheet is not None and self.score_sheet.match is self.controller.match:
            self.score_sheet.refresh()

    def open_rule(self, rule_id: str) -> None:
        if rule_id.startswith("rule:"):
            rule_id = rule_id[5:]
        match = self.controller.match
        rules = match.params if match is not None else get_game("napoleon").presets["book"]
        game = match.game.name if match is not None else "napoleon"
        self.rules_viewer = ui_for(game).rules_viewer(self, rules)
        if rule_id:
            self.rules_viewer.show_rule(rule_id)
        self.rules_viewer.show()

    def _show_trick(self, text: str) -> None:
        self.trick_label.setText(link_rules(text))

    def report(self, text: str) -> None:
        """Show a problem without stopping the game."""
        self.show_refusal(text.splitlines()[0] if text else "")
        print(text, file=sys.stderr)
        if self.autoplay:
            self.autoplay_finished.emit(False)  # a check run stops on the first problem

    # --- autoplay ---------------------------------------------------------------------------
    def autoplay_next(self) -> None:
        match = self.controller.match
        assert match is not None
        played = sum(1 for row in match.rows if row.result.counts)
        if played >= self.autoplay:
            self.autoplay_finished.emit(True)
            return
        QTimer.singleShot(0, self.controller.start_deal)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="napoleon-table", description="Napoleon Table")
    parser.add_argument("--autoplay", type=int, default=0, metavar="N",
                        help="play N deals with every seat an AI at instant speed, then quit")
    parser.add_argument("--screenshot", metavar="PATH",
                        help="save a PNG of the table before quitting")
    parser.add_argument("--game", choices=table_games(),
                        help="the game to open (default: Napoleon, or the resumed game)")
    parser.add_argument("--players", type=int, metavar="N",
                        help="table size for --game (default: the settings' or the smallest)")
    parser.add_argument("--lang", choices=i18n.LANGUAGES, help="user-interface language")
    parser.add_argument("--config-dir", metavar="DIR",
                        help="keep settings and the autosave in DIR (tests, portable use)")
    parser.add_argument("--version", action="version", version=f"%(prog)s {app_version()}")
    return parser


def _application() -> QApplication:
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    app = QApplication([sys.argv[0] if sys.argv else "napoleon-table"])
    app.setApplicationName("napoleon-table")
    app.setApplicationVersion(app_version())
    app.setDesktopFileName("napoleon-table")  # packaging/napoleon-table.desktop
    try:
        from napoleon_gui.resources import asset_path

        app.setWindowIcon(QIcon(str(asset_path("icons/app.svg"))))  # every window and dialog
    except FileNotFoundError:
        pass
    return app


def _install_excepthook(window: MainWindow) -> Any:
    """An exception in a slot (a dialog, a timer) is reported, never fatal."""

    def hook(kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
        text = "".join(traceback.format_exception(kind, value, tb))
        window.report(text)

    previous = sys.excepthook
    sys.excepthook = hook
    return previous


def main(argv: Sequence[str | os.PathLike[str]] | None = None) -> int:
    """Start the table; returns the process exit code."""
    started = time.perf_counter()
    raw = sys.argv[1:] if argv is None else [os.fspath(arg) for arg in argv]
    parser = build_parser()
    args = parser.parse_args(raw)
    if args.players is not None:
        allowed = sorted({n for preset in get_game(args.game or "napoleon").presets
                          for n in get_game(args.game or "napoleon").players_for(preset)})
        if args.players not in allowed:
            parser.error(f"--players {args.players}: {args.game or 'napoleon'} is played by "
                         f"{', '.join(map(str, allowed))} players")
    app = _application()
    from pathlib import Path

    store = Store(Path(args.config_dir)) if args.config_dir else None
    window = MainWindow(store, autoplay=args.autoplay, game=args.game, players=args.players)
    if args.lang:
        i18n.set_language(args.lang)
        window._build_menus()
    previous_hook = _install_excepthook(window)
    outcome: list[bool] = []
    loop = QEventLoop()

    def autoplay_finished(ok: bool) -> None:
        outcome.append(ok)
        loop.quit()

    window.autoplay_finished.connect(autoplay_finished)
    try:
        window.show()
        window.start()
        timing = os.environ.get("NAPOLEON_TABLE_STARTUP_TIMING")
        if timing:
            # Fires once the event loop runs with the window shown: the table takes input.
            # "exit" quits there (bench/startup.py measures from process start).
            def interactive() -> None:
                print(f"interactive after {time.perf_counter() - started:.3f} s "
                      f"(epoch {time.time():.6f})", file=sys.stderr, flush=True)
                if timing == "exit":
                    app.quit()

            QTimer.singleShot(0, interactive)
        if not args.autoplay and args.screenshot is None:
            return app.exec()
        code = 0
        if args.autoplay:
            # A local loop, not app.exec(): the application stays usable after the run.
            if not outcome:
                loop.exec()
            code = 0 if outcome and outcome[0] else 1
        else:
            app.processEvents()
        if args.screenshot is not None and not window.grab().save(args.screenshot, "PNG"):
            print(f"napoleon-table: could not write {args.screenshot}", file=sys.stderr)
            code = 1
        window.close()
        return code
    finally:
        sys.excepthook = previous_hook

