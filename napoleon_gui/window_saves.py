"""Which match the window plays: the first start (and its resume question), New game, the
autosave of every game, and Game ▸ Resume saved game.

``SavesFlow`` holds the main window (``app.py``) and the saved games by kind; the window
calls ``start`` once shown and ``autosave`` after every trick, deal and on closing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QMessageBox

from engine.errors import PresetError
from engine.registry import get_game
from napoleon_gui.game_config import GameConfig
from napoleon_gui.game_packages import DEFAULT_GAME
from napoleon_gui.i18n import tr
from napoleon_gui.resume_menu import describe, fill_resume_menu
from napoleon_gui.saves import Autosave, one_line
from napoleon_gui.window_strings import WINDOW_TITLE

if TYPE_CHECKING:
    from napoleon_gui.app import MainWindow


class SavesFlow:
    """New game, resume and autosave of ``window`` (every game keeps its own save)."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        #: the saved games by kind (``Autosave.kind``), for Game ▸ Resume saved game
        self.saves: dict[str, Autosave] = {}

    def start(self) -> None:
        """First start: remove what interrupted writes left, offer to resume the most
        recently saved game (every game keeps its own save), else open a default game."""
        w = self.window
        w.store.remove_temp_files()
        saves, problems = w.store.load_autosaves()
        for problem in problems:
            w.report(tr("autosave_problem", problem=problem))
        self.saves = {s.kind: s for s in saves}
        self.refresh_resume_menu()
        if saves and not w.autoplay and w.start_game is None:
            latest = saves[0]
            box = QMessageBox(
                QMessageBox.Icon.Question,
                WINDOW_TITLE,
                tr("resume_question_game", what=describe(latest)),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                w,
            )
            box.setObjectName("resume_box")
            box.setTextFormat(Qt.TextFormat.PlainText)  # may quote a name or a file
            box.finished.connect(lambda result: self._resume_answer(result, latest))
            w.open_app_dialog(box)
            return
        self.start_default_game()

    def _resume_answer(self, result: int, autosave: Autosave) -> None:
        if result == QMessageBox.StandardButton.Yes:
            try:
                self.resume(autosave)
                return
            except Exception as exc:  # a broken autosave is reported and kept aside
                self._set_aside_save(autosave.kind, exc)
        self.start_default_game()

    def start_default_game(self) -> None:
        w = self.window
        s = w.settings
        game = w.start_game or DEFAULT_GAME
        spec = get_game(game)
        players = w.start_players or s.default_players
        # the Settings' default rules are the default game's; another game opens on its book
        preferred = s.default_preset if game == DEFAULT_GAME else "book"
        preset = next(
            (p for p in (preferred, "book") if p in spec.presets), next(iter(spec.presets))
        )
        allowed = spec.players_for(preset)
        if players not in allowed:
            players = allowed[0]
        human = None if w.autoplay else 0
        config = GameConfig(
            game,
            preset,
            players,
            human,
            ["normal"] * players,
            list(s.player_names[:players]),
            None,
            s.practice_mode,
        )
        w.controller.new_match(config)

    def new_game_dialog(self) -> None:
        """Ctrl+N: first, if a deal is in progress, ask before abandoning it."""
        w = self.window
        # issue 25 (table25): a match with running totals is worth a question too, even
        # before the first card of its next deal
        question = (
            "abandon_question"
            if w.controller.deal_in_progress()
            else "abandon_match_question"
            if self._match_running()
            else None
        )
        if question is not None and not w.autoplay:
            box = QMessageBox(
                QMessageBox.Icon.Question,
                tr("abandon_title"),
                tr(question),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                w,
            )
            box.setObjectName("abandon_box")
            box.setTextFormat(Qt.TextFormat.PlainText)  # may quote a name or a file
            box.setDefaultButton(QMessageBox.StandardButton.No)  # Enter keeps the deal
            box.finished.connect(self._abandoning)
            w.open_app_dialog(box)
            return
        self._open_new_game()

    def _abandoning(self, result: int) -> None:
        """The player said Yes: New game opens next. The deal stays held until it does
        (issue 25, claimw25): a bot's card or an AI claim that came meanwhile is not played
        in between, on a deal being abandoned."""
        if result != QMessageBox.StandardButton.Yes:
            return
        c = self.window.controller
        c.pause()

        def open_new_game() -> None:
            try:
                self._open_new_game()
            finally:
                c.resume()  # the dialog holds the game itself now (or the deal goes on)

        QTimer.singleShot(0, self.window, open_new_game)

    def _match_running(self) -> bool:
        """The match has running totals that New game would throw away: deals scored, the
        game not over, more than one player (the puzzle keeps no totals)."""
        c = self.window.controller
        match = c.match
        return (
            match is not None
            and match.players > 1
            and any(row.result.counts for row in match.rows)
            and match.game_over is None
        )

    def _open_new_game(self) -> None:
        from napoleon_gui.dialogs.new_game import NewGameDialog

        w = self.window
        playing = w.controller.config if w.controller.match is not None else None
        dialog = NewGameDialog(
            w.settings.player_names,
            w,
            # it opens on the game, rules and table being played
            game=playing.game if playing is not None else None,
            preset=playing.preset if playing is not None else None,
            players=playing.players if playing is not None else None,
        )

        def accepted() -> None:
            config = dialog.config()
            try:
                w.controller.new_match(config)
            except PresetError as exc:  # a combination the rules refuse names its field
                w.report(tr("dlg_ng_refused", problem=str(exc)))

        dialog.accepted.connect(accepted)
        w.open_app_dialog(dialog)

    def autosave(self) -> None:
        """Save the match in progress to its own game's save (after every trick and deal);
        a match that is over leaves nothing to resume."""
        w = self.window
        c = w.controller
        if w.autoplay or c.state is None or c.match is None or not w.store.can_capture(c):
            return
        if w.coach.practising:  # a practice deal from the coach is never saved
            return
        if not c.match.rows and not c.actions:
            return  # nothing played yet: the game's earlier save stays until there is
        try:
            if w.store.nothing_to_resume(c):
                autosave = w.store.capture(c)
                w.store.clear_autosave(autosave.kind)
                self.saves.pop(autosave.kind, None)
            else:
                autosave = w.store.capture(c)
                w.store.save_autosave(autosave)
                self.saves[autosave.kind] = autosave
        except Exception as exc:  # saving must never stop the game
            w.report(tr("autosave_failed", problem=str(exc)))
        self.refresh_resume_menu()

    def resume(self, autosave: Autosave) -> None:
        self.window.store.resume(self.window.controller, autosave)

    def resume_saved(self, kind: str) -> None:
        """Game ▸ Resume saved game: the game in progress is saved first (nothing of it is
        lost), then ``kind``'s save is read again from its file and resumed."""
        self.autosave()
        autosave, problem = self.window.store.load_autosave(kind)
        if autosave is None:
            self.saves.pop(kind, None)
            self.refresh_resume_menu()
            self.window.report(
                tr("autosave_problem", problem=problem) if problem else tr("resume_not_found")
            )
            return
        try:
            self.resume(autosave)
        except Exception as exc:  # a broken autosave is reported and kept aside
            self._set_aside_save(kind, exc)

    def _set_aside_save(self, kind: str, exc: Exception) -> None:
        problem = one_line(exc)  # StopIteration and the like have no message of their own
        message = self.window.store.set_aside_autosave(kind, problem)
        self.saves.pop(kind, None)
        self.refresh_resume_menu()
        self.window.report(tr("autosave_problem", problem=message or problem))

    def refresh_resume_menu(self) -> None:
        """Game ▸ Resume saved game: one entry per saved game."""
        fill_resume_menu(self.window.resume_menu, list(self.saves.values()), self.resume_saved)
