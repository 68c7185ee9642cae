"""The end of a game (B-END-1, B-3P-6; issue 25: table25): who won, each side's final total
in a short table that never scrolls, and what next: *New game*, *Score sheet*, *Close*.

The words and figures are the engine's (``engine.score_sheet``: ``game_over_said``, the
scoring units and their totals); nothing here decides who won.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QDialog, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from engine.match import Match
from engine.score_formula import score_text
from engine.score_sheet import game_over_said, sheet_of
from engine.text import in_language
from napoleon_gui.i18n import N_, Np_, language, register, tr
from napoleon_gui.widgets.links import link_rules
from napoleon_gui.widgets.plain import plain_label, rich_label
from napoleon_gui.widgets.score_table import score_table
from napoleon_gui.widgets.words import seat_name

register(
    {
        "go_title": N_("Game over"),
        "go_col_player": N_("Player"),
        "go_col_team": N_("Partnership"),
        "go_col_total": N_("Final total"),
        "go_new_game": Np_("go_new_game", "New game…"),
        "go_sheet": Np_("go_sheet", "Score sheet"),
        "go_close": Np_("go_close", "Close"),
    }
)

_WINNER = "#fff1a8"


class GameOverWindow(QDialog):
    """Shown once a match has ended by its own rule. ``new_game_requested`` and
    ``sheet_requested`` ask the main window for New game and the score sheet.

    Widgets for tests: ``headline``, ``table`` (one row per side, best first),
    ``new_game_button``, ``sheet_button``, ``close_button``."""

    new_game_requested = Signal()
    sheet_requested = Signal()

    def __init__(
        self,
        match: Match,
        names: Sequence[str],
        *,
        open_rule: Callable[[str], None] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("game_over_window")
        self.setModal(False)
        self.setWindowTitle(tr("go_title"))
        sheet = sheet_of(match)
        shown = [seat_name(list(names), s) for s in range(match.players)]
        layout = QVBoxLayout(self)
        said = game_over_said(sheet, shown)
        self.headline = rich_label(link_rules(in_language(said, language()) if said else ""))
        self.headline.setObjectName("headline")
        self.headline.setWordWrap(True)
        self.headline.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        if open_rule is not None:  # a rule ID links to the rules viewer
            self.headline.linkActivated.connect(lambda link: open_rule(link.removeprefix("rule:")))
        font = QFont(self.headline.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.25)
        self.headline.setFont(font)
        layout.addWidget(self.headline)

        over = match.game_over
        winners = set(over.winners) if over is not None else set()
        units = sorted(
            zip(sheet.unit_names(shown), sheet.units, sheet.totals, strict=True),
            key=lambda u: -u[2],
        )
        rows = [[name, score_text(total)] for name, _unit, total in units]
        team = any(len(unit) > 1 for unit in sheet.units)
        self.table = score_table(
            [tr("go_col_team" if team else "go_col_player"), tr("go_col_total")],
            rows,
            right=lambda c: c == 1,
            bold=lambda r, _c: any(s in winners for s in units[r][1]),
        )
        self.table.setObjectName("game_over_table")
        for r, (_name, unit, _total) in enumerate(units):
            if any(s in winners for s in unit):
                for c in range(2):
                    item = self.table.item(r, c)
                    if item is not None:
                        item.setBackground(QBrush(QColor(_WINNER)))
        self.table.horizontalHeader().setStretchLastSection(True)
        # every side in view at once: the table is exactly as tall as its rows
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        height = (
            self.table.verticalHeader().length() + self.table.horizontalHeader().sizeHint().height()
        )
        self.table.setFixedHeight(height + 6)
        layout.addWidget(self.table)
        if sheet.aim is not None:  # what ended the game: "Game to 1000 points"
            aim = plain_label(in_language(sheet.aim, language()))
            aim.setObjectName("aim_label")
            layout.addWidget(aim)

        buttons = QHBoxLayout()
        self.sheet_button = QPushButton(tr("go_sheet"))
        self.sheet_button.setObjectName("sheet_button")
        self.sheet_button.setAutoDefault(False)
        self.sheet_button.clicked.connect(self.sheet_requested.emit)
        buttons.addWidget(self.sheet_button)
        buttons.addStretch(1)
        self.new_game_button = QPushButton(tr("go_new_game"))
        self.new_game_button.setObjectName("new_game_button")
        self.new_game_button.setAutoDefault(False)
        self.new_game_button.clicked.connect(self._new_game)
        buttons.addWidget(self.new_game_button)
        self.close_button = QPushButton(tr("go_close"))
        self.close_button.setObjectName("close_button")
        self.close_button.setAutoDefault(False)
        self.close_button.clicked.connect(self.accept)
        buttons.addWidget(self.close_button)
        layout.addLayout(buttons)
        self.setMinimumWidth(420)

    def _new_game(self) -> None:
        self.accept()
        self.new_game_requested.emit()


__all__ = ["GameOverWindow"]
