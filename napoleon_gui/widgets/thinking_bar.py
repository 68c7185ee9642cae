"""The small bar beside the status line that shows how far an AI seat's thinking has got
(issue 23 point 6; when it shows: ``controllers.thinking.ThinkingWatch``)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QProgressBar

from napoleon_gui.i18n import N_, register, tr
from napoleon_gui.widgets.deck_look import FOCUS_GOLD

register({"thinking_bar": N_("How far {name} has got in thinking over this card")})

#: the bar's size: a glance's worth, beside a status line that keeps the room it needs
WIDTH = 120
HEIGHT = 10


class ThinkingBar(QProgressBar):
    """Hidden until a seat has thought for a while; then its share of the deals looked at
    (a busy bar until the search says how many it means to look at)."""

    def __init__(self, name_of: Callable[[int], str]) -> None:
        super().__init__()
        self.setObjectName("thinking_bar")
        self.name_of = name_of
        self.setFixedWidth(WIDTH)
        self.setFixedHeight(HEIGHT)
        self.setTextVisible(False)
        # gold on the status line's green, as the table marks whose turn it is
        self.setStyleSheet(
            "#thinking_bar { background: #2f6a43; border: 1px solid #8fb99a;"
            " border-radius: 3px; }"
            f"#thinking_bar::chunk {{ background: {FOCUS_GOLD}; }}"
        )
        self.setVisible(False)

    def show_thinking(self, shown: tuple[int, int, int] | None) -> None:
        if shown is None:
            self.setVisible(False)
            return
        seat, done, planned = shown
        if planned > 0:
            self.setRange(0, planned)
            self.setValue(min(done, planned))
        else:
            self.setRange(0, 0)  # no report yet: Qt's busy bar
        text = tr("thinking_bar", name=self.name_of(seat))
        self.setToolTip(text)
        self.setAccessibleName(text)
        self.setVisible(True)
