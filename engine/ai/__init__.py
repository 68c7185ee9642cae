"""AI players. ``make_bot(game, level, seed)`` builds a bot for a registered game."""

from __future__ import annotations

from .base import Bot, RandomBot

LEVELS = ("random", "easy", "normal", "strong")


def make_bot(game: str, level: str = "normal", seed: int | None = None) -> Bot:
    """``random``: uniform legal moves; ``easy``: the rule-based player with a beginner's
    slips (``engine.ai.easy``); ``normal``: the game's rule-based player; ``strong``: the
    rule-based player overruled by PIMC search (``engine.ai.search``)."""
    if level == "random":
        return RandomBot(seed)
    if level == "easy":
        return _easy_bot(game, seed)
    if level == "strong":
        return _strong_bot(game, seed)
    if level != "normal":
        raise ValueError(f"unknown AI level {level!r}; known: {', '.join(LEVELS)}")
    if game == "napoleon":
        from ..games.napoleon.strategy import NapoleonBot

        return NapoleonBot(seed)
    if game == "rettler":
        from ..games.rettler.strategy import RettlerBot

        return RettlerBot(seed)
    if game == "belote":
        from ..games.belote.strategy import BeloteBot

        return BeloteBot(seed)
    if game == "mustfollow":
        from ..games.mustfollow.strategy import MustFollowBot

        return MustFollowBot(seed)
    raise ValueError(f"no rule-based player for {game!r} yet")


def _strong_bot(game: str, seed: int | None) -> Bot:
    """The game's search player: ``strong_bot(seed)`` of ``engine.games.<game>.search``."""
    import importlib

    try:
        module = importlib.import_module(f"engine.games.{game}.search")
    except ModuleNotFoundError:
        raise ValueError(f"no strong player for {game!r} yet") from None
    bot: Bot = module.strong_bot(seed)
    return bot


def _easy_bot(game: str, seed: int | None) -> Bot:
    if game == "napoleon":
        from ..games.napoleon.easy import easy_bot as napoleon_easy

        return napoleon_easy(seed)
    if game == "rettler":
        from ..games.rettler.easy import easy_bot as rettler_easy

        return rettler_easy(seed)
    if game == "belote":
        from ..games.belote.easy import easy_bot as belote_easy

        return belote_easy(seed)
    if game == "mustfollow":
        from ..games.mustfollow.easy import EasyMustFollowBot

        return EasyMustFollowBot(seed)
    raise ValueError(f"no easy player for {game!r} yet")


__all__ = ["LEVELS", "Bot", "RandomBot", "make_bot"]
