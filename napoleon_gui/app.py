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

from PySide6.QtCore import QEventLoop, Qt, QTimer, QUrl, Signal
from PySide6.QtGui import QAction, QDesktopServices, QIcon, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QLabel,
    QMainWindow,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from engine.actions import Action
from engine.registry import get_game

from . import i18n
from .animation.queue import AnimationQueue
from .controllers.game import GameConfig, GameController
from .games import all_uis, ui_for
from .i18n import tr
from .settings import Settings, Store
from .table.scene import TableScene
from .table.view import TableView
from .version import app_version
from .window_strings import register_window_strings

WINDOW_TITLE = "Napoleon Table"
NB_HYPHEN = "\u2011"
register_window_strings()


class MainWindow(QMainWindow):
    """The table, its menus, the status/hint panel and the dialogs it opens."""

    #: autoplay has played its deals (True) or stopped on a reported problem (False)
    autoplay_finished = Signal(bool)

    def __init__(self, store: Store | None = None, *, autoplay: int = 0) -> None:
        super().__init__()
        self.store = store or Store()
        self.settings, problem = self.store.load_settings()
        i18n.set_language(self.settings.language)
        self.autoplay = autoplay
        self.setWindowTitle(WINDOW_TITLE)
        self._set_icon()
        self.scene = TableScene()
        self.table_view = TableView(self.scene)
        self.setCentralWidget(self.table_view)
        self.queue = AnimationQueue(self.scene)
        self.controller = GameController(self.scene, self.queue, self)
        self.active_dialog: Any = None
        self.score_sheet: Any = None
        self.rules_viewer: Any = None
        self.attached_ui: Any = None
        self._build_panel()
        self._build_menus()
        self._connect()
        self.apply_settings()
        self.resize(1280, 820)
        if problem:
            self.report(tr("settings_problem", problem=problem))

    # --- construction --------------------------------------------------------------------
    def _set_icon(self) -> None:
        try:
            from .resources import asset_path

            self.setWindowIcon(QIcon(str(asset_path("icons/app.svg"))))
        except FileNotFoundError:
            pass

    def _build_panel(self) -> None:
        panel = QWidget()
        layout = QVBoxLayout(panel)
        self.status_label = QLabel()
        self.status_label.setObjectName("status")
        self.status_label.setWordWrap(True)
        self.trick_label = QLabel()
        self.trick_label.setObjectName("trick_explanation")
        self.trick_label.setWordWrap(True)
        self.trick_label.setTextFormat(Qt.TextFormat.RichText)
        self.trick_label.linkActivated.connect(self.open_rule)
        self.hint_label = QLabel()
        self.hint_label.setObjectName("hint")
        self.hint_label.setWordWrap(True)
        self.message_label = QLabel()
        self.message_label.setObjectName("message")
        self.message_label.setWordWrap(True)
        self.message_label.setStyleSheet("color: #a01010;")
        for label in (self.message_label, self.hint_label):  # rule IDs link to the rules
            label.setTextFormat(Qt.TextFormat.RichText)
            label.linkActivated.connect(self.open_rule)
        for w in (self.status_label, self.message_label, self.hint_label, self.trick_label):
            layout.addWidget(w)
        layout.addStretch(1)
        self.dock = QDockWidget(self)
        self.dock.setObjectName("panel")
        self.dock.setWidget(panel)
        self.dock.setFeatures(QDockWidget.DockWidgetFeature.NoDockWidgetFeatures)
        self.dock.setMinimumWidth(260)
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
        for ui in all_uis():  # menus of their own (the must-follow puzzle)
            ui.add_menus(self, bar)
        help_menu = bar.addMenu(tr("menu_help"))
        help_menu.addAction(self._action("act_rules", lambda: self.open_rule(""), "F1"))
        toolbar = getattr(self, "toolbar", None) or self.addToolBar("main")
        toolbar.setObjectName("toolbar")
        toolbar.clear()
        self.toolbar = toolbar
        for key in ("act_new_game", "act_hint_mode", "act_undo", "act_score_sheet", "act_rules"):
            toolbar.addAction(self._actions[key])

    def _connect(self) -> None:
        c = self.controller
        c.status.connect(self.status_label.setText)
        c.hint.connect(lambda text: self.hint_label.setText(_link_rules(text)))
        c.trick_explained.connect(self._show_trick)
        c.refused.connect(lambda text: self.message_label.setText(_link_rules(text)))
        c.error.connect(self.report)
        c.legal_cards.connect(self.scene.set_legal)
        c.decision_needed.connect(self.on_decision)
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
        from .dialogs.settings_dialog import SettingsDialog

        dialog = SettingsDialog(self.settings.model_dump(), self)
        self.active_dialog = dialog

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
            self.apply_settings()

        dialog.accepted.connect(accepted)
        dialog.open()

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
        if autosave is not None and not self.autoplay:
            box = QMessageBox(QMessageBox.Icon.Question, WINDOW_TITLE, tr("resume_question"),
                              QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                              self)
            self.active_dialog = box
            box.finished.connect(lambda result: self._resume_answer(result, autosave))
            box.open()
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
        players = s.default_players
        spec = get_game("napoleon")
        preset = s.default_preset if s.default_preset in spec.presets else "book"
        allowed = spec.players_for(preset)
        if players not in allowed:
            players = allowed[0]
        human = None if self.autoplay else 0
        config = GameConfig("napoleon", preset, players, human, ["normal"] * players,
                            list(s.player_names[:players]), None, s.practice_mode)
        self.controller.new_match(config)

    def new_game_dialog(self) -> None:
        from .dialogs.new_game import NewGameDialog

        dialog = NewGameDialog(self.settings.player_names, self)
        self.active_dialog = dialog

        def accepted() -> None:
            cfg = dialog.config()
            config = GameConfig(cfg.game, cfg.preset, cfg.players, cfg.human_seat,
                                list(cfg.levels), list(cfg.names), cfg.seed, cfg.practice)
            self.controller.new_match(config)

        dialog.accepted.connect(accepted)
        dialog.open()

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
    def on_decision(self, phase: str, view: Any) -> None:
        if phase == "play":
            return  # the hand itself is the input; cards are raised/dimmed by the scene
        ui = ui_for(self.controller.config.game)
        dialog = ui.decision_dialog(self, phase, view, self.controller.names())
        if dialog is None:
            self.report(f"unknown phase {phase}")
            return
        self.active_dialog = dialog
        dialog.chosen.connect(self._dialog_chose)
        dialog.open()

    def _dialog_chose(self, choice: Action | list[Action]) -> None:
        self.active_dialog = None
        actions = choice if isinstance(choice, list) else [choice]
        for action in actions:
            refusal = self.controller.submit(action)
            if refusal:
                self.report(refusal)
                return

    def _attach_game(self, game: str) -> None:
        """Swap the previous game's panels and menus for ``game``'s (``GameUi.attach``)."""
        if self.attached_ui is not None:
            self.attached_ui.detach(self)
        self.attached_ui = ui_for(game)
        self.attached_ui.attach(self)

    def on_card_clicked(self, card: int) -> None:
        self.message_label.clear()
        if ui_for(self.controller.config.game).card_clicked(self, card):
            return
        self.controller.explain_card(card)

    def on_card_activated(self, card: int) -> None:
        self.message_label.clear()
        if ui_for(self.controller.config.game).card_activated(self, card):
            return
        result = self.controller.play_card(card)
        if isinstance(result, list):  # e.g. the joker leader names a suit first
            ui = ui_for(self.controller.config.game)
            dialog = ui.choice_dialog(self, self.controller.view(), result)
            self.active_dialog = dialog
            dialog.chosen.connect(self._dialog_chose)
            dialog.open()

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
        dialog = ui_for(match.game.name).result_dialog(self, match, row,
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
            self.score_sheet = ui_for(match.game.name).score_sheet(self, match,
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
        self.trick_label.setText(_link_rules(text))

    def report(self, text: str) -> None:
        """Show a problem without stopping the game."""
        self.message_label.setText(_link_rules(text.splitlines()[0]) if text else "")
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


def _link_rules(text: str) -> str:
    """Turn rule IDs into links that open the rules viewer."""
    import html
    import re

    escaped = html.escape(text)
    def link(found: re.Match[str]) -> str:
        rule_id = found.group(1)
        # non-breaking hyphens: "N-TRICK-1" never wraps inside the panel
        return f'<a href="rule:{rule_id}">{rule_id.replace("-", NB_HYPHEN)}</a>'

    return re.sub(r"\b([NRBM]-[A-Z0-9]*[A-Z][A-Z0-9]*-\d+)\b", link, escaped)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="napoleon-table", description="Napoleon Table")
    parser.add_argument("--autoplay", type=int, default=0, metavar="N",
                        help="play N deals with every seat an AI at instant speed, then quit")
    parser.add_argument("--screenshot", metavar="PATH",
                        help="save a PNG of the table before quitting")
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
        from .resources import asset_path

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
    args = build_parser().parse_args(raw)
    app = _application()
    from pathlib import Path

    store = Store(Path(args.config_dir)) if args.config_dir else None
    window = MainWindow(store, autoplay=args.autoplay)
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


def open_url(url: str) -> None:
    QDesktopServices.openUrl(QUrl(url))
