"""Rettler's part of the shared deal-result window: table C.4 (R-SCORE-5, R-SCORE-10) with
the row a broken contract's multiplier was read from.

The table is the engine's (``engine.games.rettler.scoring.C4``) and the row the result's
``count_band``; nothing is recomputed here.
"""

from __future__ import annotations

from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QTableWidget, QVBoxLayout, QWidget

from engine.games.rettler.scoring import C4
from engine.match import ScoreRow
from napoleon_gui.i18n import N_, register, tr
from napoleon_gui.widgets.plain import plain_label
from napoleon_gui.widgets.score_table import score_table

register(
    {
        "ret_res_c4": N_("Table C.4 — least points taken for ×1 / ×2 / ×4 on a loss"),
    }
)


def c4_table(band: str | None) -> QTableWidget:
    """Table C.4 as the engine has it; the row the engine read this deal's multiplier from
    (the result's ``count_band``) highlighted."""
    rows = [[key, *(str(v) for v in values)] for key, values in C4.items()]
    table = score_table(["", "×1", "×2", "×4"], rows, right=lambda c: c >= 1)
    table.setObjectName("c4_table")
    for r, key in enumerate(C4):
        if key == band:
            for c in range(4):
                item = table.item(r, c)
                if item is not None:
                    item.setBackground(QBrush(QColor("#fff1a8")))
    table.setMaximumHeight(150)
    return table


def c4_part(row: ScoreRow) -> QWidget | None:
    """The caption and table C.4 when a loss was scored by it, else None. The widget's
    ``c4`` is the table (for tests)."""
    band = row.detail.get("count_band")
    if band is None:
        return None
    part = QWidget()
    part.setObjectName("c4_part")
    box = QVBoxLayout(part)
    box.setContentsMargins(0, 0, 0, 0)
    box.addWidget(plain_label(tr("ret_res_c4")))
    table = c4_table(str(band))
    box.addWidget(table)
    part.c4 = table  # type: ignore[attr-defined]
    return part
