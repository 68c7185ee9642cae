"""Must-follow dialogs: the new-puzzle dialog, the result (with the replay of a winning line
after a lost or given-up puzzle) and a short rules viewer."""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, QThreadPool
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from engine.cards import parse_card
from engine.games.mustfollow.state import MustFollowState
from napoleon_gui.games.mustfollow import texts as _texts  # noqa: F401  (registers the texts)
from napoleon_gui.games.mustfollow.panel import hold_widest
from napoleon_gui.games.mustfollow.puzzle import Replay, daily_number, replay_task
from napoleon_gui.i18n import LANGUAGES, Entry, Np_, card_text, register, tr, tr_in
from napoleon_gui.widgets.plain import escape, plain_label, rich_label
from napoleon_gui.widgets.rule_list import english_only_note

if TYPE_CHECKING:
    from pydantic import BaseModel

    from napoleon_gui.table.scene import TableScene


def step_width(label: QLabel) -> int:
    """A width for the replay's step line that holds its longest text in every language
    ("Move 24 of 24  Dummy: ♣10")."""
    metrics = label.fontMetrics()
    widest = 0
    for lang in LANGUAGES:
        step = tr_in(lang, "mf_step", i=24, n=24)
        who = max(tr_in(lang, "mf_player"), tr_in(lang, "mf_dummy"), key=len)
        widest = max(widest, metrics.horizontalAdvance(f"{step}  {who}: ♣10"))
    return widest + 12


class PuzzleDialog(QDialog):
    """Numbered deal N or today's deal; only winnable deals; who turns the dummy's cards."""

    def __init__(self, stats_text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("mf_new_title"))
        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        self.numbered = QRadioButton(tr("mf_numbered"))
        self.numbered.setChecked(True)
        self.number = QSpinBox()
        self.number.setRange(1, 99_999_999)
        self.number.setValue(1)
        row.addWidget(self.numbered)
        row.addWidget(self.number)
        layout.addLayout(row)
        self.daily = QRadioButton(tr("mf_daily", n=daily_number()))
        layout.addWidget(self.daily)
        self.winnable = QCheckBox(tr("mf_winnable_only"))
        self.winnable.setChecked(True)
        layout.addWidget(self.winnable)
        self.choose = QCheckBox(tr("mf_choose_up"))
        self.choose.setChecked(True)
        layout.addWidget(self.choose)
        stats = plain_label(stats_text)
        stats.setWordWrap(True)
        layout.addWidget(stats)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        if ok is not None:
            ok.setText(tr("mf_start"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def deal_number(self) -> int:
        return daily_number() if self.daily.isChecked() else self.number.value()


class ResultDialog(QDialog):
    """The end of a game: the result by round, the score, the puzzle statistics and, after a
    lost or given-up puzzle, a winning line (perfect information) to step through on the
    table (M-HINT-4: only after the game)."""

    def __init__(
        self,
        state: MustFollowState,
        names: list[str],
        scene: TableScene,
        stats_text: str = "",
        given_up: bool = False,
        parent: QWidget | None = None,
        *,
        report: Callable[[str], None] | None = None,
        embedded: bool = False,
    ) -> None:
        super().__init__(parent)
        self.report = report
        # embedded: the puzzle's part of the shared deal-result window (which shows the
        # outcome and the rounds itself): only the statistics and the winning line
        if embedded:
            self.setWindowFlags(Qt.WindowType.Widget)
        self.setWindowTitle(tr("mf_result_title"))
        self.setModal(False)
        self.state = state
        self.scene = scene
        self.replay: Replay | None = None
        self.step = 0
        result = state.result
        detail: dict[str, Any] = dict(result.detail) if result is not None else {}
        layout = QVBoxLayout(self)
        if embedded:
            layout.setContentsMargins(0, 0, 0, 0)
        if given_up:
            head = tr("mf_gave_up")
        elif detail.get("win"):
            head = tr("mf_won", score=detail.get("score"))
        else:
            head = tr("mf_lost", rule=detail.get("rule_id", "M-GOAL-1"))
        self.headline = rich_label(f"<b>{escape(head)}</b>")
        self.headline.setVisible(not embedded)
        layout.addWidget(self.headline)
        for r, entry in enumerate([] if embedded else detail.get("rounds", []), start=1):
            cards = " ".join(card_text(parse_card(c)) for c in entry["leftovers"])
            layout.addWidget(
                plain_label(
                    tr(
                        "mf_round_row",
                        r=r,
                        taken="/".join(str(t) for t in entry["taken"]),
                        cards=cards,
                        ok=tr("mf_ok") if entry["ok"] else tr("mf_not_ok"),
                    )
                )
            )
        if stats_text:
            self.stats = plain_label(stats_text)
            self.stats.setObjectName("stats")
            self.stats.setWordWrap(True)
            layout.addWidget(self.stats)
        self.line_label = plain_label()
        self.line_label.setWordWrap(True)
        self.step_label = plain_label()
        self.step_label.setObjectName("step_label")
        self.prev_button = QPushButton()
        self.prev_button.setObjectName("mf_prev")
        self.next_button = QPushButton()
        self.next_button.setObjectName("mf_next")
        # fixed widths (the longest text in every language) and a step line of its own
        # width: stepping through the line never moves "Next ▶" under the pointer
        hold_widest(self.prev_button, "mf_prev")
        hold_widest(self.next_button, "mf_next")
        self.step_label.setFixedWidth(step_width(self.step_label))
        if state.players == 1 and (given_up or not detail.get("win")):
            self._offer_replay(layout)
        if embedded:
            return
        buttons = QDialogButtonBox()
        close = buttons.addButton(
            tr("mf_next_puzzle") if state.players == 1 else tr("mf_close"),
            QDialogButtonBox.ButtonRole.AcceptRole,
        )
        close.clicked.connect(self.accept)
        layout.addWidget(buttons)

    def _offer_replay(self, layout: QVBoxLayout) -> None:
        """The winning line is searched off the UI thread; the buttons appear when found."""
        self.line_label.setText(tr("mf_line_searching"))
        layout.addWidget(self.line_label)
        self.step_row = QWidget()
        row = QHBoxLayout(self.step_row)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.prev_button)
        row.addWidget(self.step_label, 1)
        row.addWidget(self.next_button)
        self.step_row.hide()
        layout.addWidget(self.step_row)
        self.prev_button.clicked.connect(lambda: self.show_step(self.step - 1))
        self.next_button.clicked.connect(lambda: self.show_step(self.step + 1))
        self._task = replay_task(0, self.state)
        self._task.signals.chosen.connect(self._replay_found)
        self._task.signals.failed.connect(self._replay_failed)
        QThreadPool.globalInstance().start(self._task)

    def _replay_found(self, _token: int, replay: Replay, _seconds: float) -> None:
        self.replay = replay
        self.line_label.setText(
            tr({None: "mf_line_unknown", False: "mf_line_none", True: "mf_line_exists"}[replay.win])
        )
        if replay.win and self.isVisible():  # not over the next game's table
            self.step_row.show()
            self.show_step(0)
        self.adjustSize()  # room for the longer text and the buttons

    def _replay_failed(self, _token: int, trace: str) -> None:
        self.replay = Replay(None)
        self.line_label.setText(tr("mf_line_unknown"))
        self.adjustSize()
        if self.report is not None:
            self.report(trace)

    def show_step(self, step: int) -> None:
        """Put the table at move ``step`` of the winning line (0: the deal)."""
        replay = self.replay
        if replay is None or not replay.views:
            return
        step = max(0, min(step, len(replay.views) - 1))
        self.step = step
        self.scene.sync(replay.views[step])
        move = replay.moves[step - 1] if step > 0 else ""
        self.step_label.setText(f"{tr('mf_step', i=step, n=len(replay.moves))}  {move}")
        self.prev_button.setEnabled(step > 0)
        self.next_button.setEnabled(step < len(replay.views) - 1)


#: rule ID -> its summary (English only in French: the viewer says so on top)
RULES: dict[str, Entry] = {
    "M-PLAY-1": Np_(
        "rules:mustfollow", "Follow suit if you can; otherwise play any card (no duty to trump)."
    ),
    "M-PLAY-2": Np_("rules:mustfollow", "Spades are always trump."),
    "M-PLAY-3": Np_(
        "rules:mustfollow",
        "The winner of a trick leads to the next one, any card, spades included.",
    ),
    "M-LEAD-1": Np_(
        "rules:mustfollow",
        "The first lead is forced: with 3 players the ♣5 (the ♣6 if the ♣5 is the "
        "center card), with 4 players the ♣2.",
    ),
    "M-GOAL-1": Np_(
        "rules:mustfollow",
        "3-4 players: trick counts {8,4,0} / {6,4,2,0} in any order; the last cards "
        "(and the 3-player center card) all of different suits.",
    ),
    "M-2P-9": Np_(
        "rules:mustfollow",
        "1-2 players: each round 8 and 4 tricks, swapped in round 2; one round leaves "
        "hearts and diamonds, the other spades and clubs.",
    ),
    "M-2P-4": Np_(
        "rules:mustfollow",
        "2 players: if both hands hold as many cards of each suit, every trick takes one "
        "card of a suit from each, so the last cards share a suit and the round is lost.",
    ),
    "M-2P-5": Np_(
        "rules:mustfollow",
        "2 players, round 1: the dealer leads the ♣2.",
    ),
    "M-2P-10": Np_(
        "rules:mustfollow",
        "1-2 players' score: rank of the round-2 last card of the hand that took 8 tricks "
        "in round 2 − rank of the other's + 12.",
    ),
    "M-1P-2": Np_(
        "rules:mustfollow",
        "1 player: goal and score as for 2 players, your hand and the dummy's being the two "
        "hands; you win or lose alone.",
    ),
    "M-1P-3": Np_(
        "rules:mustfollow",
        "Each round the dummy is laid face down; turn up one card of each suit it holds.",
    ),
    "M-1P-4": Np_(
        "rules:mustfollow",
        "You choose every card the dummy plays; a face-down card is turned as it is played.",
    ),
    "M-1P-7": Np_(
        "rules:mustfollow",
        "In a suit, the dummy's face-down cards cannot be told apart: choosing one turns up "
        "a random one of them.",
    ),
    "M-VIS-1": Np_(
        "rules:mustfollow",
        "Every card's suit shows on its back; ranks only of your own hand, face-up "
        "and played cards. Taken tricks are counted, not looked at again.",
    ),
    "M-TALK-1": Np_(
        "rules:mustfollow", "Table talk may not tell or pin down the rank of a card in your hand."
    ),
    "M-TALK-2": Np_(
        "rules:mustfollow",
        "A message is allowed unless it lets a partner place a rank in your hand that "
        "they could not place before.",
    ),
    "M-TALK-4": Np_(
        "rules:mustfollow",
        "Computer partners take every message as true of the sender's hand, propose "
        "roles before the first lead, answer questions and make requests; your choice wins.",
    ),
    "M-SOLVE-8": Np_(
        "rules:mustfollow",
        "The chance of success: the share of the deals that fit all you can see and were "
        "told in which the goal can still be reached.",
    ),
    "M-SOLVE-9": Np_(
        "rules:mustfollow",
        "1 player: the dummy's face-down cards count as unknown; each one chosen turns "
        "up at random among those left in its suit.",
    ),
    "M-SOLVE-11": Np_(
        "rules:mustfollow",
        "Computer players choose the card that keeps the goal reachable in the most "
        "imagined deals that fit what they can see.",
    ),
    "M-SCORE-1": Np_(
        "rules:mustfollow",
        "Score: rank of the most-tricks player's last card − rank of the "
        "fewest-tricks player's + 12.",
    ),
}
register({f"mf_rule:{rule_id}": entry for rule_id, entry in RULES.items()})


class MustFollowRulesViewer(QDialog):
    """A short summary of the rules by rule ID."""

    def __init__(self, rules: BaseModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("mf_rules_title"))
        layout = QVBoxLayout(self)
        self.english_note = english_only_note(("fr",))
        layout.addWidget(self.english_note)
        self.text = QTextBrowser()
        layout.addWidget(self.text)
        self.resize(560, 420)
        self.show_rule("")

    def show_rule(self, rule_id: str) -> bool:
        """Every rule is shown; ``rule_id``'s is highlighted (True when there is one)."""
        parts = []
        for rid in RULES:
            body = html.escape(tr(f"mf_rule:{rid}"))
            style = " style='background:#fff3b0'" if rid == rule_id else ""
            parts.append(f"<p{style}><b>{escape(rid)}</b> {body}</p>")
        self.text.setHtml("".join(parts))
        self.text.setAlignment(Qt.AlignmentFlag.AlignLeft)
        return rule_id in RULES
