"""Belote's part of the shared deal-result window: the game's target (B-END-1, B-OPT-6) and,
once a side reached it, who won the game (B-END-1, B-3P-6).

The end of the game is the match's (``Match.game_over``) and the sides are the engine's
(``detail["side_of_seat"]``); nothing is recomputed here.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QVBoxLayout, QWidget

from engine.match import Match
from engine.registry import GameOver
from napoleon_gui.i18n import N_, names_list, register, tr
from napoleon_gui.widgets.plain import plain_label
from napoleon_gui.widgets.score_table import bold_label
from napoleon_gui.widgets.words import seat_name

register(
    {
        "bel_target_line": N_("Game to {n} points"),
        "bel_game_over": N_("Game over: {names} won with {total} ({rule})"),
        "bel_game_draw": N_("Game over: a draw between {names} at {total} ({rule})"),
    }
)


def side_name(side: int, players: int, names: Sequence[str]) -> str:
    """A partnership (4 players: seats ``side`` and ``side + 2``) or a single player."""
    if players == 4:
        return f"{seat_name(names, side)} & {seat_name(names, side + 2)}"
    return seat_name(names, side)


def game_over_text(over: GameOver | None, match: Match, names: Sequence[str]) -> str:
    if over is None:
        return ""
    players = match.players
    side_of = next(
        (r.detail["side_of_seat"] for r in reversed(match.rows) if "side_of_seat" in r.detail),
        list(range(players)),
    )
    seats = sorted({int(side_of[s]) for s in over.winners})
    who = names_list(side_name(s, players, names) for s in seats)
    total = match.totals[over.winners[0]]
    key = "bel_game_draw" if over.draw else "bel_game_over"
    return tr(key, names=who, total=total, rule=over.rule_id)


def target_part(match: Match, names: Sequence[str]) -> QWidget:
    """The target line and the game-over line (hidden while the game goes on). Its
    ``game_over_label`` is for tests."""
    part = QWidget()
    part.setObjectName("belote_target_part")
    box = QVBoxLayout(part)
    box.setContentsMargins(0, 0, 0, 0)
    box.addWidget(plain_label(tr("bel_target_line", n=match.params.target)))
    label = bold_label(game_over_text(match.game_over, match, names), "game_over_label")
    box.addWidget(label)
    part.game_over_label = label  # type: ignore[attr-defined]
    return part
