"""The co-op must-follow game's window parts: the dummy's turn-up prompt, the result (puzzle
statistics and the replay of a winning line), the score sheet, the rules viewer, the goal
panel with hint / undo / give up / table talk, and the Puzzle menu."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenuBar, QWidget

from engine.actions import Action, PlayCard
from engine.games.mustfollow.state import MustFollowState
from napoleon_gui.games.mustfollow import texts as _texts  # noqa: F401  (registers the texts)
from napoleon_gui.controllers.game_ui import GameUi
from napoleon_gui.games.mustfollow.panel import MustFollowPanel
from napoleon_gui.games.mustfollow.puzzle import PuzzleStats, StatsStore, daily_number, start_puzzle
from napoleon_gui.i18n import card_text, tr
from napoleon_gui.games.mustfollow import projection as _projection  # noqa: F401  (registers the projection)


class TablePrompt(QObject):
    """The turn-up decision is taken on the table (clicking the dummy's cards); this only
    tells the player so (the window opens it like a dialog)."""

    chosen = Signal(object)

    def __init__(self, scene: Any, text: str) -> None:
        super().__init__()
        self.scene = scene
        self.text = text

    def open(self) -> None:
        self.scene.show_message(self.text, 6000)


class MustFollowUi(GameUi):
    name = "mustfollow"

    def add_menus(self, window: Any, bar: Any) -> None:
        add_puzzle_menu(window, bar)

    def __init__(self) -> None:
        self.panel: MustFollowPanel | None = None
        self.stats: PuzzleStats | None = None
        self.store: StatsStore | None = None
        #: the last games counted in the statistics (a game counts once)
        self.counted: list[MustFollowState] = []

    # --- dialogs -------------------------------------------------------------------------
    def decision_dialog(self, parent: QWidget, phase: str, view: Any,
                        names: list[str]) -> Any | None:
        if phase == "turn_up":
            scene = getattr(parent, "scene", None)
            return TablePrompt(scene, tr("mf_turn_up_prompt"))
        return None

    def result_dialog(self, parent: QWidget, match: Any, row: Any, names: list[str]) -> Any:
        controller: Any = getattr(parent, "controller", None)
        state = controller.state
        assert isinstance(state, MustFollowState)
        return self.puzzle_result(parent, state)

    def puzzle_result(self, window: Any, state: MustFollowState, given_up: bool = False) -> Any:
        """The result dialog; a puzzle is counted in the statistics once."""
        from napoleon_gui.games.mustfollow.dialogs import ResultDialog

        stats_text = ""
        if state.players == 1:
            stats = self.load_stats(window)
            if not any(done is state for done in self.counted):
                self.counted = [*self.counted[-4:], state]
                result = state.result
                win = bool(result is not None and result.detail.get("win")) and not given_up
                stats.record(win, result.detail.get("score") if win and result else None)
                self.save_stats(window)
            stats_text = self.stats_text()
        return ResultDialog(state, window.controller.names(), window.scene, stats_text,
                            given_up, window)

    def score_sheet(self, parent: QWidget, match: Any, names: list[str]) -> Any:
        from napoleon_gui.games.mustfollow.dialogs import MustFollowScoreSheet

        return MustFollowScoreSheet(match, names, parent)

    def rules_viewer(self, parent: QWidget, rules: Any) -> Any:
        from napoleon_gui.games.mustfollow.dialogs import MustFollowRulesViewer

        return MustFollowRulesViewer(rules, parent)

    def action_text(self, action: Action, params: Any) -> str:
        if isinstance(action, PlayCard):
            return card_text(action.card)
        return action.label()

    # --- statistics ------------------------------------------------------------------------
    def load_stats(self, window: Any) -> PuzzleStats:
        folder = window.store.data_dir
        if self.store is None or self.store.path.parent != folder or self.stats is None:
            self.store = StatsStore(folder)
            self.stats, problem = self.store.load()
            if problem:
                window.report(tr("mf_stats_problem", problem=problem))
        return self.stats

    def save_stats(self, window: Any) -> None:
        if self.store is None or self.stats is None:
            return
        try:
            self.store.save(self.stats)
        except OSError as exc:
            window.report(tr("mf_stats_problem", problem=str(exc)))

    def stats_text(self) -> str:
        s = self.stats or PuzzleStats()
        return tr("mf_stats", attempts=s.attempts, wins=s.wins,
                  best="—" if s.best_score is None else s.best_score, streak=s.streak,
                  best_streak=s.best_streak)

    # --- panels --------------------------------------------------------------------------
    def attach(self, window: Any) -> None:
        if self.panel is None or self.panel.window is not window:
            self.panel = MustFollowPanel(window)
        self.panel.dock.show()

    def detach(self, window: Any) -> None:
        if self.panel is not None and self.panel.window is window:
            self.panel.remove()
            self.panel = None

    def trick_text(self, event: Any, view: Any, name: Any) -> str | None:
        """The engine's reason (M-PLAY-2) with the names shown at the table."""
        from engine.games.mustfollow.texts import trick_text
        from napoleon_gui.i18n import language

        hands = getattr(view, "hands_n", 0)
        return trick_text(event, tuple(name(h) for h in range(hands)), language())

    def hint(self, controller: Any) -> bool:
        panel = self.panel
        return panel is not None and panel.controller is controller and panel.hint()


UI = MustFollowUi()



# --- the Puzzle menu (added to the window's menu bar) --------------------------------------
def add_puzzle_menu(window: Any, bar: QMenuBar) -> None:
    menu = bar.addMenu(tr("menu_puzzle"))

    def action(key: str, slot: Any) -> QAction:
        act = QAction(tr(key), window)
        act.setObjectName(key)
        act.triggered.connect(slot)
        menu.addAction(act)
        return act

    action("act_puzzle_new", lambda: new_puzzle_dialog(window))
    action("act_puzzle_daily", lambda: start_puzzle(window.controller, daily_number(),
                                                    winnable_only=True))
    action("act_puzzle_give_up", lambda: UI.panel.give_up() if UI.panel else None)
    action("act_puzzle_stats", lambda: show_stats(window))


def new_puzzle_dialog(window: Any) -> Any:
    from napoleon_gui.games.mustfollow.dialogs import PuzzleDialog

    UI.load_stats(window)
    dialog = PuzzleDialog(UI.stats_text(), window)
    window.active_dialog = dialog

    def accepted() -> None:
        start_puzzle(window.controller, dialog.deal_number(),
                     winnable_only=dialog.winnable.isChecked(),
                     choose=dialog.choose.isChecked())

    dialog.accepted.connect(accepted)
    dialog.open()
    return dialog


def show_stats(window: Any) -> None:
    UI.load_stats(window)
    window.message_label.setText(UI.stats_text())
