"""What the window shows when a deal ends: the deal's result, then the next deal (or the
score sheet when the match is over); the score sheet and the statistics windows; autoplay's
next deal.

``ResultsFlow`` holds the main window (``app.py``); the windows it opens stay the window's
(``active_dialog``, ``score_sheet``, ``statistics_window``: tests and autoplay look there).
"""

from __future__ import annotations

from dataclasses import replace
from functools import cached_property
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer

from engine.match import Match, ScoreRow
from engine.score_sheet import sheet_of
from napoleon_gui.i18n import tr

if TYPE_CHECKING:
    from napoleon_gui.app import MainWindow
    from napoleon_gui.statistics import DealCounter

# The result window, the score sheet, the statistics (their store and window) and deal
# records are imported when first needed: none of them is on the first screen.


def plate_totals(match: Match | None) -> list[int] | None:
    """Each seat's running match total for the name plates (a partnership's in four-player
    Belote); None when there is no match or it is the one-player puzzle."""
    if match is None or match.players < 2:
        return None
    return list(sheet_of(match).seat_totals())


class ResultsFlow:
    """Deal results, the score sheet and the statistics of ``window``."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window

    @cached_property
    def deal_counter(self) -> DealCounter:
        """Counts each finished deal of the human seat (Game ▸ Statistics…)."""
        from napoleon_gui.statistics import DealCounter

        return DealCounter(self.window.store.data_dir)

    def on_deal_finished(self, row: ScoreRow) -> None:
        from napoleon_gui.dialogs import records
        from napoleon_gui.dialogs.deal_result import DealResultWindow

        w = self.window
        w.autosave()
        config = w.controller.config
        if w.controller.undone:  # issue 25: a deal played with undo counts as practice
            config = replace(config, practice=True)
        for problem in self.deal_counter.count(config, row, autoplay=bool(w.autoplay)):
            w.report(tr("statistics_problem", problem=problem))
        if w.statistics_window is not None and w.statistics_window.isVisible():
            w.statistics_window.refresh()
        if w.autoplay:
            self.autoplay_next()
            return
        match = w.controller.match
        assert match is not None
        dialog = DealResultWindow(
            match,
            row,
            w.controller.names(),
            open_rule=w.open_rule,
            extras=w.controller.ui.result_extras(w, match, row),
            parent=w,
        )
        w.active_dialog = dialog
        dialog.finished.connect(lambda _result: self._next_deal())
        records.connect_review_signal(w, dialog, dialog)  # its "Review deal"
        dialog.coach_requested.connect(w.coach.open_match_deal)  # "Review with coach"
        w.coach.result_shown(dialog)
        dialog.open()

    def _next_deal(self) -> None:
        w = self.window
        w.active_dialog = None
        if w.coach.practising:  # the practice deal is over: the game comes back
            w.coach.back_to_match()
            return
        match = w.controller.match
        if match is not None and match.game_over is not None:  # e.g. B-END-1: 1000 reached
            w.controller.status.emit(tr("status_game_over"))
            self.show_game_over()
            return
        w.controller.start_deal()

    def show_game_over(self) -> None:
        """The winner and the final totals, with New game / Score sheet / Close (issue 25:
        table25)."""
        from napoleon_gui.dialogs.game_over import GameOverWindow

        w = self.window
        match = w.controller.match
        assert match is not None
        dialog = GameOverWindow(match, w.controller.names(), open_rule=w.open_rule, parent=w)
        w.active_dialog = dialog

        def closed(_result: int) -> None:
            if w.active_dialog is dialog:
                w.active_dialog = None

        dialog.finished.connect(closed)
        dialog.sheet_requested.connect(self.show_score_sheet)
        dialog.new_game_requested.connect(w.saves_flow.new_game_dialog)
        dialog.open()

    def show_statistics(self) -> None:
        """Game ▸ Statistics…: a non-modal window, like the score sheet."""
        from napoleon_gui.dialogs.statistics_dialog import StatisticsWindow
        from napoleon_gui.statistics import StatisticsStore

        w = self.window
        c = w.controller
        if w.statistics_window is None:
            w.statistics_window = StatisticsWindow(
                StatisticsStore(w.store.data_dir),
                w,
                current=(c.config.game, c.config.players),
                report=w.report,
            )
        else:
            w.statistics_window.current = (c.config.game, c.config.players)
            w.statistics_window.refresh()
        w.statistics_window.show()
        w.statistics_window.raise_()

    def show_score_sheet(self) -> None:
        from napoleon_gui.dialogs import records
        from napoleon_gui.dialogs.score_sheet import ScoreSheetWindow

        w = self.window
        match = w.controller.match
        if match is None:
            return
        if w.score_sheet is None or w.score_sheet.match is not match:
            if w.score_sheet is not None:
                w.score_sheet.close()
            w.score_sheet = ScoreSheetWindow(match, w.controller.names(), w.controller.ui, w)
            records.connect_review_signal(w, w.score_sheet)  # "Review deal" of a row
            w.score_sheet.coach_requested.connect(w.coach.open_match_deal)
        w.score_sheet.refresh()
        w.score_sheet.show()
        w.score_sheet.raise_()

    def refresh_score_sheet(self) -> None:
        """A new match or a deal's result shown: the sheet and the plates' totals follow."""
        w = self.window
        match = w.controller.match
        w.scene.set_totals(plate_totals(match))
        if w.score_sheet is not None and w.score_sheet.match is match:
            w.score_sheet.refresh()

    def autoplay_next(self) -> None:
        w = self.window
        match = w.controller.match
        assert match is not None
        played = sum(1 for row in match.rows if row.result.counts)
        if played >= w.autoplay:
            w.autoplay_finished.emit(True)
            return
        QTimer.singleShot(0, w.controller, w.controller.start_deal)
