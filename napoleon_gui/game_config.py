"""What a new game is: the game, its rules, the table and who sits at it.

One record for the new-game dialog, the controller, the saves, the statistics and the coach's
practice deals. No Qt here (checked by ``tests/test_game_config.py``): the saves and the
statistics read it without loading the table.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from napoleon_gui.game_packages import DEFAULT_GAME
from napoleon_gui.i18n import N_, register, tr
from napoleon_gui.widgets.words import display_name, is_default_human_name

register({"seat_name": N_("Player {n}")})


@dataclass
class GameConfig:
    """``human_seat`` None = every seat is played by the AI; ``levels[s]`` is the AI level of
    seat ``s`` (ignored for the human seat); ``seed`` None = random deals."""

    game: str = DEFAULT_GAME
    preset: str = "book"
    players: int = 4
    human_seat: int | None = 0
    levels: list[str] = field(default_factory=lambda: ["normal"] * 8)
    names: list[str] = field(default_factory=list)
    seed: int | None = None
    practice: bool = False
    #: fields of the preset's rules the player changed in New game (a toggle such as
    #: ``{"reverse_all_take": True}``, N-OPT-11); the engine validates the result
    rule_changes: dict[str, Any] = field(default_factory=dict)
    #: a deal replayed from the coach ("Try again from here", issue 21): practice that is
    #: never counted (not even a puzzle's statistics) and never saved
    from_coach: bool = False

    def name(self, seat: int) -> str:
        if seat < len(self.names) and self.names[seat]:
            return display_name(self.names[seat])
        return tr("seat_name", n=seat + 1)

    def is_you(self, seat: int) -> bool:
        """``seat`` is addressed as "you": the human's seat, or a seat still called by the
        human's default name (an AI plays it in autoplay): English says "You take"."""
        return seat == self.human_seat or is_default_human_name(self.name(seat))


__all__ = ["GameConfig"]
