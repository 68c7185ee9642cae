"""One result window for every game: the outcome, how the score was computed (the engine's
``score_formula``, rule IDs as links to the rules viewer), each seat's change and new total,
what the game adds below (``GameUi.result_extras``), and "Review deal" / "Next deal".

Nothing here computes a score: the lines and figures are the engine's, the totals the
match's.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QElapsedTimer, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QKeyEvent, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from engine.match import Match, ScoreRow
from engine.score_formula import ScoreFormula, score_formula, score_text, signed
from engine.score_sheet import units_of
from engine.text import in_language
from napoleon_gui import i18n
from napoleon_gui.i18n import N_, Np_, register, tr
from napoleon_gui.widgets.links import link_rules
from napoleon_gui.widgets.plain import plain_label, rich_label
from napoleon_gui.widgets.score_table import score_table
from napoleon_gui.widgets.screen_fit import fit_to_screen, scrolling_body
from napoleon_gui.widgets.words import seat_name

#: How long Enter and Escape are ignored after the window appears (see ``keyPressEvent``).
KEY_GUARD_MS = 600
GUARDED_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Escape)

register(
    {
        "dr_title": N_("{game} — result of deal {n}"),
        "dr_game_napoleon": N_("Napoleon"),
        "dr_game_rettler": N_("Rettler"),
        "dr_game_belote": N_("Belote"),
        "dr_game_mustfollow": N_("Co-op must-follow"),
        "dr_how": N_("How the score was computed"),
        "dr_col_player": N_("Player"),
        "dr_col_team": N_("Partnership"),
        "dr_col_change": N_("This deal"),
        "dr_col_total": N_("New total"),
        "dr_review": N_("Review deal"),
        "dr_coach": N_("Review with coach"),
        "dr_next": Np_("dr_next", "Next deal"),
        "dr_close": Np_("dr_close", "Close"),
        "dr_no_formula": N_("The engine gives no formula for this game."),
    }
)

GAIN, LOSS = "#1b7a2e", "#b01c1c"


class DealResultWindow(QDialog):
    """One finished deal. ``finished`` (from "Next deal", Enter or closing) starts the next
    deal; ``review_requested(deal number)`` asks for the deal on the table in review mode.

    Widgets for tests: ``headline``, ``formula_label`` (one line per step, rule IDs as
    ``rule:`` links), ``table`` (player, change, new total), ``extras`` (the game's part or
    None), ``review_button``, ``coach_button``, ``next_button``. ``formula`` is the engine's
    ``ScoreFormula``. ``coach_requested(deal number)`` asks for the coach's review (issue 21).
    """

    review_requested = Signal(int)
    coach_requested = Signal(int)

    def __init__(
        self,
        match: Match,
        row: ScoreRow,
        names: Sequence[str],
        *,
        open_rule: Callable[[str], None] | None = None,
        extras: QWidget | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("deal_result_window")
        self.setModal(False)
        self.match, self.row, self.names = match, row, list(names)
        self._open_rule = open_rule
        game = match.game.name
        self.setWindowTitle(tr("dr_title", game=tr(f"dr_game_{game}"), n=row.number))
        shown = [seat_name(self.names, s) for s in range(match.players)]
        self.formula: ScoreFormula | None = score_formula(
            game, row.result, match.params, match.players, shown
        )
        lang = i18n.language()
        # issue 25 (look): the body scrolls above the buttons on a short screen (Rettler's
        # table C.4 lay over the players' rows at 1024×700 in Japanese)
        body = QWidget()
        body.setObjectName("result_body")
        layout = QVBoxLayout(body)
        layout.setContentsMargins(0, 0, 0, 0)

        head = in_language(self.formula.headline, lang) if self.formula else ""
        self.headline = self._rich_label(link_rules(head), "headline")
        font = QFont(self.headline.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.headline.setFont(font)
        layout.addWidget(self.headline)

        how = plain_label(tr("dr_how"))
        how.setObjectName("how_label")
        layout.addWidget(how)
        lines = (
            [in_language(line.text, lang) for line in self.formula.lines]
            if self.formula
            else [tr("dr_no_formula")]
        )
        self.formula_label = self._rich_label(
            "<br>".join(f"• {link_rules(text)}" for text in lines), "formula_label"
        )
        self.formula_label.setContentsMargins(8, 0, 0, 4)
        layout.addWidget(self.formula_label)

        self.table = self._table(shown)
        layout.addWidget(self.table)
        self.extras = extras
        if extras is not None:
            layout.addWidget(extras)

        button_row = QWidget()
        buttons = QHBoxLayout(button_row)
        buttons.setContentsMargins(0, 0, 0, 0)
        self.review_button = QPushButton(tr("dr_review"))
        self.review_button.setObjectName("review_button")
        self.review_button.setAutoDefault(False)
        logs = getattr(match, "logs", None)
        index = row.number - 1
        self.review_button.setEnabled(
            logs is None or (0 <= index < len(logs) and logs[index] is not None)
        )
        self.review_button.clicked.connect(lambda: self.review_requested.emit(row.number))
        buttons.addWidget(self.review_button)
        self.coach_button = QPushButton(tr("dr_coach"))
        self.coach_button.setObjectName("coach_button")
        self.coach_button.setAutoDefault(False)
        self.coach_button.setEnabled(self.review_button.isEnabled())
        self.coach_button.clicked.connect(lambda: self.coach_requested.emit(row.number))
        buttons.addWidget(self.coach_button)
        buttons.addStretch(1)
        last = match.game_over is not None
        self.next_button = QPushButton(tr("dr_close") if last else tr("dr_next"))
        self.next_button.setObjectName("next_button")
        # Enter goes on to the next deal: not a game decision, nothing is lost by it
        self.next_button.setDefault(True)
        self.next_button.clicked.connect(self.accept)
        buttons.addWidget(self.next_button)
        self.setMinimumWidth(560)
        self.body_scroll = scrolling_body(body, "result_scroll")
        self._outer = QVBoxLayout(self)
        self._outer.addWidget(self.body_scroll, 1)
        self._outer.addWidget(button_row)
        self._button_row = button_row
        fit_to_screen(self, self.body_scroll, self._outer, button_row)
        self._shown = QElapsedTimer()

    # Enter and Escape still meant for the table (playing the last cards with the keyboard)
    # must not skip the result the moment it appears: they count only after KEY_GUARD_MS.
    def showEvent(self, event: QShowEvent) -> None:
        if not event.spontaneous():  # the screen it opens on may not be the one at creation
            fit_to_screen(self, self.body_scroll, self._outer, self._button_row)
        super().showEvent(event)
        if not event.spontaneous():  # shown by us, not re-exposed by the window system
            self._shown.start()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if (
            event.key() in GUARDED_KEYS
            and self._shown.isValid()
            and self._shown.elapsed() < KEY_GUARD_MS
        ):
            event.accept()
            return
        super().keyPressEvent(event)

    def _rich_label(self, markup: str, name: str) -> QLabel:
        """A label of ``markup`` (its texts escaped by ``link_rules``), rule IDs as links."""
        label = rich_label(markup)
        label.setObjectName(name)
        label.setWordWrap(True)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        label.linkActivated.connect(self.open_rule)
        return label

    def open_rule(self, link: str) -> None:
        """A rule ID was clicked: the rules viewer shows it."""
        if self._open_rule is not None:
            self._open_rule(link.removeprefix("rule:"))

    def _table(self, shown: list[str]) -> QTableWidget:
        scores, totals = self.row.result.scores, self.row.totals
        # one row per scoring unit: partners who share a score share a row (B-SEAT-1)
        units = units_of(self.match.game.name, self.match.players)
        rows = [
            [
                " & ".join(shown[s] for s in unit),
                signed(scores[unit[0]]),
                score_text(totals[unit[0]]),
            ]
            for unit in units
        ]
        team = any(len(unit) > 1 for unit in units)
        table = score_table(
            [
                tr("dr_col_team" if team else "dr_col_player"),
                tr("dr_col_change"),
                tr("dr_col_total"),
            ],
            rows,
            right=lambda c: c >= 1,
            bold=lambda _r, c: c == 2,
        )
        table.setObjectName("result_table")
        for r, unit in enumerate(units):
            change = scores[unit[0]]
            item = table.item(r, 1)
            if item is not None and change:
                item.setForeground(QBrush(QColor(GAIN if change > 0 else LOSS)))
        table.horizontalHeader().setStretchLastSection(True)
        height = table.verticalHeader().length() + table.horizontalHeader().sizeHint().height()
        table.setFixedHeight(height + 6)
        return table


__all__ = ["DealResultWindow"]
