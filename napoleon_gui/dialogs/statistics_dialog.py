"""The Statistics window (Game ▸ Statistics…): per game and player count, the deals the player
played and, by role, contracts held and made, wins, best and mean score and winning streaks;
the must-follow puzzle's figures by deal number. Non-modal, like the score sheet.

The figures come from ``napoleon_gui.statistics`` (read afresh on every ``refresh``); this
window only shows them and, after asking, resets them.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine.stats import ROLES
from napoleon_gui.games import ui_for
from napoleon_gui.i18n import N_, Np_, register, tr
from napoleon_gui.statistics import PuzzleStats, Statistics, StatisticsStore, TableStats, Tally
from napoleon_gui.widgets.plain import plain_label

#: the chooser's entry of the must-follow puzzle
PUZZLE = ("puzzle", 1)

register(
    {
        "st_title": N_("Statistics"),
        "st_choose": N_("Game"),
        "st_game_napoleon": N_("Napoleon"),
        "st_game_rettler": N_("Rettler"),
        "st_game_belote": N_("Belote"),
        "st_game_mustfollow": N_("Must-follow (co-op)"),
        "st_game_puzzle": N_("Must-follow puzzle"),
        "st_entry": N_("{game} · {n} players"),
        "st_empty": N_(
            "No deals counted yet. Deals you play count here (not in practice mode, not "
            "watched or autoplayed games)."
        ),
        "st_summary": N_(
            "Deals played: {deals} · redeals and annulled deals (not counted): {redeals}"
        ),
        "st_puzzle_summary": N_("Puzzles played: {attempts} · won: {wins}"),
        "st_all": N_("All deals"),
        "st_all_puzzles": N_("All puzzles"),
        "st_puzzle_no": N_("Deal No. {n}"),
        "st_role_declarer_napoleon": N_("As Napoleon"),
        "st_role_declarer_rettler": N_("As Rettler"),
        "st_role_adjutant": N_("As adjutant"),
        "st_role_coalition": N_("In the coalition"),
        "st_role_no_contract": N_("Nobody bid"),
        "st_role_taker_side": N_("Taker's side"),
        "st_role_defenders": N_("Defending side"),
        "st_role_team": N_("The team"),
        "st_col_deals": N_("Deals"),
        "st_col_contracts": N_("Contracts"),
        "st_col_made": N_("Made"),
        "st_col_wins": N_("Won"),
        "st_col_best": N_("Best score"),
        "st_col_mean": N_("Mean score"),
        "st_col_streak": N_("Streak"),
        "st_col_best_streak": N_("Best streak"),
        "st_col_attempts": N_("Attempts"),
        "st_reset": N_("Reset statistics…"),
        "st_reset_question": N_(
            "Erase all statistics of every game, the puzzle's too? This cannot be undone."
        ),
        "st_close": Np_("st_close", "Close"),
        "st_problem": N_("Statistics: {problem}"),
    }
)

NONE = "—"


def entry_label(key: tuple[str, int]) -> str:
    game, players = key
    if key == PUZZLE:
        return tr("st_game_puzzle")
    return tr("st_entry", game=tr(f"st_game_{game}"), n=players)


def role_label(game: str, role: str) -> str:
    if role == "declarer":
        return tr(f"st_role_declarer_{game}")
    return tr(f"st_role_{role}")


class StatisticsWindow(QDialog):
    """A non-modal window over the statistics file of ``store``.

    Widgets for tests: ``chooser`` (game and player count), ``summary``, ``table``,
    ``empty_label``, ``reset_button``; ``reset_box`` while the reset question is open.
    ``current`` (game, players) is chosen first when it has figures.
    """

    def __init__(
        self,
        store: StatisticsStore,
        parent: QWidget | None = None,
        *,
        current: tuple[str, int] | None = None,
        report: Callable[[str], None] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("statistics_window")
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.setModal(False)
        self.store = store
        self.report = report
        self.current = current
        self.stats = Statistics()
        self.reset_box: QMessageBox | None = None
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.chooser_label = plain_label()
        self.chooser = QComboBox()
        self.chooser.setObjectName("statistics_chooser")
        self.chooser.currentIndexChanged.connect(lambda _i: self._fill())
        top.addWidget(self.chooser_label)
        top.addWidget(self.chooser, 1)
        layout.addLayout(top)
        self.empty_label = plain_label()
        self.empty_label.setObjectName("statistics_empty")
        self.empty_label.setWordWrap(True)
        layout.addWidget(self.empty_label)
        self.summary = plain_label()
        self.summary.setObjectName("statistics_summary")
        layout.addWidget(self.summary)
        self.table = QTableWidget(0, 0)
        self.table.setObjectName("statistics_table")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        layout.addWidget(self.table, 1)
        buttons = QHBoxLayout()
        self.reset_button = QPushButton()
        self.reset_button.setObjectName("reset_statistics")
        self.reset_button.setAutoDefault(False)
        self.reset_button.clicked.connect(self.ask_reset)
        self.close_button = QPushButton()
        self.close_button.setObjectName("close_statistics")
        self.close_button.setAutoDefault(False)
        self.close_button.clicked.connect(self.close)
        buttons.addWidget(self.reset_button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        layout.addLayout(buttons)
        self.resize(760, 360)
        self.refresh()

    # --- reading -----------------------------------------------------------------------
    def refresh(self) -> None:
        """Read the file again and show the chosen entry (the texts in the current
        language)."""
        self.setWindowTitle(tr("st_title"))
        self.chooser_label.setText(tr("st_choose"))
        self.reset_button.setText(tr("st_reset"))
        self.close_button.setText(tr("st_close"))
        self.stats, problems = self.store.load()
        for problem in problems:
            self._report(problem)
        chosen = self.chooser.currentData()
        keys = self.entries()
        self.chooser.blockSignals(True)
        self.chooser.clear()
        for key in keys:
            self.chooser.addItem(entry_label(key), key)
        wanted = chosen if chosen in keys else self.current if self.current in keys else None
        self.chooser.setCurrentIndex(keys.index(wanted) if wanted is not None else 0)
        self.chooser.blockSignals(False)
        self._fill()

    def entries(self) -> list[tuple[str, int]]:
        """Every (game, players) with something counted, in the games' order; the puzzle
        last."""
        keys = [(game, n) for game in ROLES for n in sorted(self.stats.games.get(game, {}))]
        if self.stats.puzzle.attempts:
            keys.append(PUZZLE)
        return keys

    def _fill(self) -> None:
        key = self.chooser.currentData()
        empty = key is None
        self.empty_label.setText(tr("st_empty") if empty else "")
        self.empty_label.setVisible(empty)
        self.summary.setVisible(not empty)
        self.table.setVisible(not empty)
        if empty:
            return
        if tuple(key) == PUZZLE:
            self._fill_puzzle(self.stats.puzzle)
        else:
            game, players = key
            self._fill_game(game, self.stats.table(game, players))

    def _fill_game(self, game: str, table: TableStats) -> None:
        self.summary.setText(tr("st_summary", deals=table.overall.deals, redeals=table.redeals))
        rows = [(tr("st_all"), table.overall)]
        rows += [
            (role_label(game, role), table.roles.get(role, Tally()))
            for role in ROLES[game]
            if role != "no_contract" or role in table.roles
        ]
        contracts = ui_for(game).has_contracts
        columns = [
            "st_col_deals",
            "st_col_contracts",
            "st_col_made",
            "st_col_wins",
            "st_col_best",
            "st_col_mean",
            "st_col_streak",
            "st_col_best_streak",
        ]
        cells = []
        for _label, t in rows:
            cells.append(
                [
                    str(t.deals),
                    str(t.contracts) if contracts else NONE,
                    str(t.made) if contracts else NONE,
                    str(t.wins),
                    NONE if t.best_score is None else str(t.best_score),
                    NONE if t.mean_score is None else f"{t.mean_score:.1f}",
                    str(t.streak),
                    str(t.best_streak),
                ]
            )
        self._set_table([label for label, _ in rows], columns, cells)

    def _fill_puzzle(self, puzzle: PuzzleStats) -> None:
        self.summary.setText(tr("st_puzzle_summary", attempts=puzzle.attempts, wins=puzzle.wins))
        columns = [
            "st_col_attempts",
            "st_col_wins",
            "st_col_best",
            "st_col_streak",
            "st_col_best_streak",
        ]
        labels = [tr("st_all_puzzles")]
        cells = [
            [
                str(puzzle.attempts),
                str(puzzle.wins),
                NONE if puzzle.best_score is None else str(puzzle.best_score),
                str(puzzle.streak),
                str(puzzle.best_streak),
            ]
        ]
        for number in sorted(puzzle.by_number, key=lambda n: (len(n), n)):
            one = puzzle.by_number[number]
            labels.append(tr("st_puzzle_no", n=number))
            cells.append(
                [
                    str(one.attempts),
                    str(one.wins),
                    NONE if one.best_score is None else str(one.best_score),
                    NONE,
                    NONE,
                ]
            )
        self._set_table(labels, columns, cells)

    def _set_table(self, labels: list[str], columns: list[str], cells: list[list[str]]) -> None:
        table = self.table
        table.clear()
        table.setRowCount(len(labels))
        table.setColumnCount(len(columns))
        table.setHorizontalHeaderLabels([tr(c) for c in columns])
        table.setVerticalHeaderLabels(labels)
        for r, row in enumerate(cells):
            for c, text in enumerate(row):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                table.setItem(r, c, item)
        table.resizeColumnsToContents()

    def cell(self, row_label: str, column_key: str) -> str:
        """The text shown at ``row_label`` (a role or "All deals") and ``column_key``."""
        table = self.table
        rows = [self._header(table.verticalHeaderItem(r)) for r in range(table.rowCount())]
        cols = [self._header(table.horizontalHeaderItem(c)) for c in range(table.columnCount())]
        item = table.item(rows.index(row_label), cols.index(tr(column_key)))
        return item.text() if item is not None else ""

    @staticmethod
    def _header(item: QTableWidgetItem | None) -> str:
        return item.text() if item is not None else ""

    # --- reset -------------------------------------------------------------------------
    def ask_reset(self) -> None:
        """Ask first (No is the default: Enter keeps the figures), then erase."""
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            tr("st_title"),
            tr("st_reset_question"),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self,
        )
        box.setObjectName("reset_box")
        box.setTextFormat(Qt.TextFormat.PlainText)  # may quote a name or a file
        box.setDefaultButton(QMessageBox.StandardButton.No)
        self.reset_box = box

        def answered(result: int) -> None:
            self.reset_box = None
            if result == QMessageBox.StandardButton.Yes:
                for problem in self.store.reset():
                    self._report(problem)
                self.refresh()

        box.finished.connect(answered)
        box.open()

    def _report(self, problem: str) -> None:
        if self.report is not None:
            self.report(tr("st_problem", problem=problem))


__all__ = ["PUZZLE", "StatisticsWindow", "entry_label", "role_label"]
