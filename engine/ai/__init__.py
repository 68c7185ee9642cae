"""AI players. ``make_bot(game, level, seed)`` builds a bot for a registered game."""

from __future__ import annotations

from .base import Bot, RandomBot

LEVELS = ("random", "easy", "normal", "strong", "expert")

#: how a missing level is named in its error
_LEVEL_NAMES = {
    "easy": "easy player",
    "normal": "rule-based player",
    "strong": "strong player",
    "expert": "expert player",
}


def make_bot(game: str, level: str = "normal", seed: int | None = None) -> Bot:
    """``random``: uniform legal moves; ``easy``: the rule-based player with a beginner's
    slips (``engine.ai.easy``); ``normal``: the game's rule-based player; ``strong``: the
    rule-based player overruled by PIMC search (``engine.ai.search``); ``expert``: the
    same search with a larger budget (``search.expert_budget``, issue 23 point 6). The
    game's players are its ``GameSpec.bots``."""
    if level == "random":
        return RandomBot(seed)
    if level not in _LEVEL_NAMES:
        raise ValueError(f"unknown AI level {level!r}; known: {', '.join(LEVELS)}")
    from ..registry import get_game

    player = get_game(game).bots.get(level)
    if player is None:
        raise ValueError(f"no {_LEVEL_NAMES[level]} for {game!r} yet")
    return player(seed)


__all__ = ["LEVELS", "Bot", "RandomBot", "make_bot"]
