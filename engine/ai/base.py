"""The bot protocol: a bot sees only a view (N-INFO) and returns one of its legal actions."""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import Any, Generic, Protocol, TypeVar, runtime_checkable

from ..actions import Action
from ..core import View
from ..text import said

_Reason = TypeVar("_Reason", bound=str)
_View = TypeVar("_View", bound=View)

#: A rule-based player's reason when the phase leaves one thing to do.
ONLY_MOVE = said("the only thing to do")
#: A rule-based player's reason when its choice is not legal (never expected).
FALLBACK = said("fallback: the first legal action")


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


def legal_choice(
    legal: Sequence[Action], action: Action, reason: _Reason, fallback: _Reason
) -> tuple[Action, _Reason]:
    """A rule-based player's ``action`` and ``reason``, handing back the engine's own instance
    from ``legal``; never anything illegal: a choice not among them becomes the first legal
    action, given with ``fallback``."""
    for a in legal:
        if a == action:
            return a, reason
    return legal[0], fallback


class RuleBot(ABC, Generic[_View]):
    """What the rule-based ("normal") players share: ``explain(view)`` gives the action and a
    one-line reason for a view of the game's own class ``view_type``; ``choose`` takes the
    action. The players are deterministic (same view, same answer); the seed is part of the
    bot protocol and kept for future tie-breaking."""

    name = "normal"
    view_type: type[_View]

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: View) -> Action:
        if not isinstance(view, self.view_type):
            raise TypeError(
                f"{type(self).__name__} needs a {self.view_type.__name__}, "
                f"not {type(view).__name__}"
            )
        return self.explain(view)[0]

    @abstractmethod
    def explain(self, view: _View) -> tuple[Action, str]:
        """The chosen action and a one-line reason citing a strategy note or rule."""

    @staticmethod
    def legal_of(view: View) -> Sequence[Action]:
        """``view.legal``, which a bot is only asked with something in it."""
        if not view.legal:
            raise ValueError("no legal action: it is not this seat's turn")
        return view.legal
