"""The bot protocol: a bot sees only a view (N-INFO) and returns one of its legal actions."""

from __future__ import annotations

import random
from typing import Any, Protocol, runtime_checkable

from ..actions import Action
from ..core import View


@runtime_checkable
class Bot(Protocol):
    """Anything that picks an action from a view. ``view.legal`` is never empty when a bot
    is asked; the bot must return one of those actions."""

    name: str

    # ``Any``: each game's bot takes that game's view class (a subclass of ``View``)
    def choose(self, view: Any) -> Action: ...


class RandomBot:
    """Chooses uniformly among the legal actions (the baseline player)."""

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: View) -> Action:
        legal = view.legal
        return legal[int(self.rng.random() * len(legal))]
