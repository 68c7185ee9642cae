"""Review with coach (issue 21) and the practice it leads to: "Try again from here".

``CoachFlow`` holds the main window (``app.py``). It opens the coach's window for a deal of
the match (the result window, the score sheet) or of an opened record, and replays a deal
from a decision as practice: the match in play is put aside exactly as it stands, the table
plays the deal on from the engine's ``position_before`` with the practice flag (nothing is
counted in the statistics, nothing is saved, the match's sheet is not touched, a banner says
so), and once that deal's result is closed the match comes back where it was.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QDialog

from engine.actions import Action
from engine.ai import make_bot
from engine.core import GameState
from engine.match import Match
from napoleon_gui.game_config import GameConfig
from napoleon_gui.i18n import N_, register, tr
from napoleon_gui.widgets.plain import plain_label

if TYPE_CHECKING:
    from engine.deal_log import DealLog
    from napoleon_gui.app import MainWindow
    from napoleon_gui.dialogs.coach import CoachWindow

register(
    {
        "practice_banner": N_(
            "Practice from the coach: this deal counts neither in the statistics nor in "
            "the match. Close its result to go back to your game."
        ),
        "practice_back": N_("Back to the game"),
    }
)


@dataclass
class _PutAside:
    """The match in play while a practice deal is on the table (restored as it was)."""

    config: GameConfig
    match: Match | None
    bots: list[Any]
    state: GameState | None
    actions: list[Action]
    recorded: bool


class CoachFlow:
    """The coach's windows of ``window`` and the practice deals started from them."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.coach_window: CoachWindow | None = None
        self._aside: _PutAside | None = None
        self.banner = plain_label(tr("practice_banner"))
        self.banner.setObjectName("practice_banner")
        self.banner.setWordWrap(True)
        self.banner.setStyleSheet(
            "#practice_banner { background: #fff1a8; color: #4a3b00; padding: 3px 8px; "
            "border-top: 2px solid #c9a400; }"
        )
        self.banner.hide()
        #: the flow itself is switching matches (its own ``match_started`` is no surprise)
        self._switching = False
        window.controller.match_started.connect(self._match_started)

    def _match_started(self, _game: str) -> None:
        """Another match took the table during practice (New game, a resumed save): the
        practice is over and the match put aside stays in its save, as it was."""
        if not self._switching and self._aside is not None:
            self._aside = None
            self.banner.hide()

    @property
    def practising(self) -> bool:
        """A practice deal from the coach is on the table (no autosave, nothing counted)."""
        return self._aside is not None

    def retranslate(self) -> None:
        self.banner.setText(tr("practice_banner"))

    # --- opening the coach ---------------------------------------------------------------
    def open_match_deal(self, number: int) -> CoachWindow | None:
        """The coach for deal ``number`` (1-based, a score-sheet row) of the match."""
        c = self.window.controller
        logs: list[DealLog | None] = list(getattr(c.match, "logs", []) or [])
        log = logs[number - 1] if 0 < number <= len(logs) else None
        if log is None:
            self.window.report(tr("review_unavailable"))
            return None
        return self.open(log, c.names(), c.view_seat)

    def open(
        self, log: DealLog, names: list[str], seat: int, *, choose_seat: bool = False
    ) -> CoachWindow:
        """A coach's window for ``log`` (one at a time: an earlier one is closed)."""
        from napoleon_gui.dialogs.coach import CoachWindow

        w = self.window
        if self.coach_window is not None:
            self.coach_window.close()
        coach = CoachWindow(
            log, names, seat, choose_seat=choose_seat, open_rule=w.open_rule, parent=w
        )
        coach.try_again.connect(
            lambda log, index, seat: self.try_again(log, index, seat, list(coach.names))
        )
        coach.destroyed.connect(lambda _obj=None: self._coach_gone(coach))
        self.coach_window = coach
        coach.show()
        coach.raise_()
        coach.activateWindow()
        return coach

    def _coach_gone(self, coach: object) -> None:
        if self.coach_window is coach:
            self.coach_window = None

    # --- practice ------------------------------------------------------------------------
    def try_again(self, log: DealLog, index: int, seat: int, names: list[str]) -> None:
        """Replay ``log`` from decision ``index`` with ``seat`` played by the player, as
        practice; the match in play waits aside."""
        from engine.coach import position_before

        w = self.window
        c = w.controller
        cut = position_before(log, index)
        state = cut.final_state()
        if w.review is not None:
            w.review.close()  # the table shows the match's scene again
        self._close_result_window()
        if self._aside is None:
            w.autosave()  # the match's save is up to date before practice begins
            self._aside = _PutAside(
                c.config, c.match, list(c.bots), c.state, list(c.actions), c.recorded
            )
        same = c.config.game == log.game and c.config.players == log.players
        levels = list(c.config.levels) if same else ["normal"] * log.players
        config = GameConfig(
            log.game,
            log.preset or "custom",
            log.players,
            seat,
            levels,
            names[: log.players],
            0,
            True,  # practice: not counted in the statistics (statistics.counted)
            from_coach=True,
        )
        c.config = config
        c.match = Match(log.spec, log.params, log.players, 0)
        c.abandon_searches()
        c.bots = [make_bot(log.game, levels[s % len(levels)], s) for s in range(log.players)]
        c.scene.setup_table(log.players, c.view_seat, c.names(), log.spec.seats_clockwise)
        self._announce(log.game)
        c.match_changed.emit()
        self.banner.show()
        c.start_deal(state, list(cut.actions))

    def _announce(self, game: str) -> None:
        """``match_started``: the window attaches the game's table package."""
        self._switching = True
        try:
            self.window.controller.match_started.emit(game)
        finally:
            self._switching = False

    def _close_result_window(self) -> None:
        """A result window still open belongs to the match: it goes without starting the
        match's next deal (that deal starts when the match comes back)."""
        from napoleon_gui.dialogs.deal_result import DealResultWindow

        w = self.window
        dialog = w.active_dialog
        if isinstance(dialog, DealResultWindow):
            dialog.finished.disconnect()
            dialog.close()
            w.active_dialog = None

    def back_to_match(self) -> None:
        """The practice deal's result was closed: the match comes back as it was put aside
        (a finished deal goes on to the next one, a deal in play from where it stood)."""
        aside, self._aside = self._aside, None
        self.banner.hide()
        if aside is None:
            return
        w = self.window
        c = w.controller
        c.config = aside.config
        c.match = aside.match
        c.bots = aside.bots
        c.abandon_searches()
        clockwise = aside.match.game.seats_clockwise if aside.match is not None else None
        c.scene.setup_table(c.config.players, c.view_seat, c.names(), clockwise)
        if aside.match is None:
            return
        self._announce(c.config.game)
        c.match_changed.emit()
        if aside.state is not None and not (aside.recorded and aside.state.is_over):
            c.start_deal(aside.state, aside.actions)
        elif aside.match.game_over is not None:  # the game had ended: its sheet again
            c.state, c.actions = aside.state, aside.actions
            c.recorded = True
            if aside.state is not None:
                c.scene.sync(c.view(), c.names())
            w.results.show_score_sheet()
        else:
            c.start_deal()

    def result_shown(self, dialog: QDialog) -> None:
        """A practice deal's result: its button says that the game comes back."""
        button = getattr(dialog, "next_button", None)
        if self.practising and button is not None:
            button.setText(tr("practice_back"))


__all__ = ["CoachFlow"]
