"""The co-op must-follow game's window parts: the dummy's turn-up panel in the decision area,
the result (puzzle statistics and the replay of a winning line), the score sheet, the rules
viewer, the goal panel with hint / undo / give up / table talk in the side panel, and what
the Puzzle menu (``menu.py``) does. Uses the window only through ``TableHost``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

from engine.actions import Action, PlayCard
from engine.events import TrickWon
from engine.games.mustfollow.moves import PlayFaceDown, TurnUp
from engine.games.mustfollow.state import DUMMY, MustFollowState
from engine.games.mustfollow.view import MustFollowView
from engine.match import Match, ScoreRow
from napoleon_gui.controllers.game import GameController
from napoleon_gui.controllers.game_ui import GameUi, RulesWindow, TableHost
from napoleon_gui.games.mustfollow import projection as _projection  # noqa: F401  (registers the projection)
from napoleon_gui.games.mustfollow import texts as _texts  # noqa: F401  (registers the texts)
from napoleon_gui.games.mustfollow.decisions import TurnUpPanel
from napoleon_gui.games.mustfollow.panel import MustFollowPanel
from napoleon_gui.games.mustfollow.puzzle import (
    PuzzleMatch,
    PuzzleStats,
    puzzle_statistics,
    record_puzzle,
    start_puzzle,
)
from napoleon_gui.i18n import card_text, tr
from napoleon_gui.table.placement import HAND
from napoleon_gui.widgets.decision import DecisionPanel

if TYPE_CHECKING:
    from collections.abc import Callable

    from pydantic import BaseModel

    from napoleon_gui.games.mustfollow.dialogs import PuzzleDialog, ResultDialog


class MustFollowUi(GameUi[MustFollowView]):
    name = "mustfollow"
    #: issue 25: glyph25, the place of the largest panel under the table:
    #: the turn-up (M-1P-3) in Japanese, 55 px, with a refusal line over it
    decision_box_height = 84
    #: the whole table plays as one team: no contract to hold or make (M-GOAL-1)
    has_contracts = False

    def __init__(self) -> None:
        self.panel: MustFollowPanel | None = None
        self.host: TableHost | None = None
        #: the puzzle's figures as last read from the statistics store
        self.stats: PuzzleStats | None = None
        #: the last games counted in the statistics (a game counts once)
        self.counted: list[MustFollowState] = []

    # --- decisions -----------------------------------------------------------------------
    def decision_panel(
        self, host: TableHost, phase: str, view: MustFollowView
    ) -> DecisionPanel | None:
        """The turn-up (M-1P-3) is decided by clicking the dummy's cards on the table; its
        panel says so for as long as it is the player's decision."""
        if phase == "turn_up" and isinstance(view, MustFollowView):
            panel = TurnUpPanel(view)
            panel.help_label.linkActivated.connect(host.open_rule)
            return panel
        return None

    # --- windows -------------------------------------------------------------------------
    def result_extras(self, host: TableHost, match: Match, row: ScoreRow) -> QWidget | None:
        """Below the shared result window's formula: a puzzle's statistics and, after a
        lost puzzle, the winning line to step through (None with 2-4 players)."""
        state = host.controller.state
        if not isinstance(state, MustFollowState) or state.players != 1:
            return None
        return self.puzzle_result(host, state, embedded=True)

    def puzzle_result(
        self,
        host: TableHost,
        state: MustFollowState,
        given_up: bool = False,
        *,
        embedded: bool = False,
    ) -> ResultDialog:
        """The result dialog (``embedded``: its part of the shared result window); a puzzle
        is counted in the statistics once."""
        from napoleon_gui.games.mustfollow.dialogs import ResultDialog

        stats_text = ""
        if state.players == 1:
            # a deal replayed from the coach ("Try again from here") is never counted
            replayed = bool(getattr(host.controller.config, "from_coach", False))
            if not replayed and not any(done is state for done in self.counted):
                self.counted = [*self.counted[-4:], state]
                result = state.result
                # a puzzle finished by Show solution is an attempt, not the player's win
                shown = self.panel is not None and self.panel.solved_deal is state.game_deal
                win = (
                    bool(result is not None and result.detail.get("win"))
                    and not given_up
                    and not shown
                )
                match = host.controller.match
                number = match.current if isinstance(match, PuzzleMatch) else None
                self.stats, problems = record_puzzle(
                    host.store.data_dir,
                    win,
                    result.detail.get("score") if win and result else None,
                    number,
                )
                for problem in problems:
                    host.report(tr("mf_stats_problem", problem=problem))
            else:
                self.load_stats(host)
            stats_text = self.stats_text()
            if self.panel is not None:
                self.panel.stats.setText(stats_text)
        return ResultDialog(
            state,
            host.controller.names(),
            host.scene,
            stats_text,
            given_up,
            None if embedded else host.main_window(),
            report=host.report,
            embedded=embedded,
        )

    def rules_viewer(self, parent: QWidget, rules: BaseModel) -> RulesWindow:
        from napoleon_gui.games.mustfollow.dialogs import MustFollowRulesViewer

        return MustFollowRulesViewer(rules, parent)

    def action_text(self, action: Action, params: BaseModel | None) -> str:
        if isinstance(action, PlayCard):
            return card_text(action.card)
        return action.label()

    # --- statistics ------------------------------------------------------------------------
    def load_stats(self, host: TableHost) -> PuzzleStats:
        """The puzzle's figures, read again from the shared statistics store."""
        self.stats, problems = puzzle_statistics(host.store.data_dir)
        for problem in problems:
            host.report(tr("mf_stats_problem", problem=problem))
        return self.stats

    def stats_text(self) -> str:
        s = self.stats or PuzzleStats()
        return tr(
            "mf_stats",
            attempts=s.attempts,
            wins=s.wins,
            best="—" if s.best_score is None else s.best_score,
            streak=s.streak,
            best_streak=s.best_streak,
        )

    # --- panels --------------------------------------------------------------------------
    def attach(self, host: TableHost) -> None:
        self.host = host
        if self.panel is None or self.panel.host is not host:
            self.panel = MustFollowPanel(host)
        self.panel.widget.show()

    def detach(self, host: TableHost) -> None:
        if self.panel is not None and self.panel.host is host:
            self.panel.remove()
            self.panel = None

    def seat_name(self, seat: int, view: MustFollowView) -> str | None:
        """The puzzle's dummy is "Dummy", as on its plate (issue 25, look)."""
        if getattr(view, "players", 0) == 1 and seat == DUMMY:
            return tr("mf_dummy")
        return None

    def trick_text(
        self, event: TrickWon, view: MustFollowView, name: Callable[[int], str]
    ) -> str | None:
        """The engine's reason (M-PLAY-2) with the names shown at the table."""
        from engine.games.mustfollow.texts import trick_text
        from napoleon_gui.i18n import language

        hands = getattr(view, "hands_n", 0)
        return trick_text(event, tuple(name(h) for h in range(hands)), language())

    def hint(self, controller: GameController) -> bool:
        panel = self.panel
        return panel is not None and panel.controller is controller and panel.hint()

    def mark_hint(self, host: TableHost, actions: tuple[Action, ...]) -> None:
        """Besides a card, a hinted turn-up or face-down play marks the dummy's card at that
        place (M-1P-3, M-1P-4)."""
        slots = [a.slot for a in actions if isinstance(a, TurnUp | PlayFaceDown)]
        items = []
        if slots and host.controller.state is not None:
            view = host.controller.view()
            if isinstance(view, MustFollowView):
                places = [p for p, _s, _c in view.dummy_places]
                row = host.scene.zone_items(HAND, DUMMY)
                items = [
                    row[places.index(s)]
                    for s in slots
                    if s in places and places.index(s) < len(row)
                ]
        host.scene.set_hinted(self.hint_cards(actions), items)


UI = MustFollowUi()


# --- what the Puzzle menu does (``menu.py``) -------------------------------------------------
def new_puzzle_dialog(host: TableHost) -> PuzzleDialog:
    """An application dialog: the game pauses while it is open (no AI move, no decision
    falls due behind it); Start begins the puzzle, Cancel lets the game go on."""
    from napoleon_gui.games.mustfollow.dialogs import PuzzleDialog

    UI.load_stats(host)
    dialog = PuzzleDialog(UI.stats_text(), host.main_window())

    def accepted() -> None:
        start_puzzle(
            host.controller,
            dialog.deal_number(),
            winnable_only=dialog.winnable.isChecked(),
            choose=dialog.choose.isChecked(),
        )

    dialog.accepted.connect(accepted)
    host.open_app_dialog(dialog)
    return dialog


def show_stats(host: TableHost) -> None:
    """The statistics in the status line (and in the puzzle panel)."""
    UI.load_stats(host)
    text = UI.stats_text()
    host.set_status(text)
    if UI.panel is not None:
        UI.panel.stats.setText(text)
        UI.panel.refresh()
