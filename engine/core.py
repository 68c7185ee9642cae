"""The protocol every game implements: one deal is a state machine.

A ``GameState`` is one deal of one game. The seat to act (``current_seat``) chooses among
``legal_actions()``; ``apply(action)`` advances the deal and returns the events it caused.
Players, bots and hints never see the state itself, only ``view_for(seat)`` (N-INFO).
Dealing is done when the state is created, from a seed or an explicit deal.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, TypedDict

from .actions import Action
from .events import Event


@dataclass(slots=True)
class DealResult:
    """What a finished deal means for the score sheet.

    ``scores[s]`` is seat ``s``'s change; ``outcome`` is a game-specific code
    (``declarer_side_wins``, ``coalition_wins``, ``redeal`` ...). ``detail`` holds the
    game-specific figures, JSON-able via ``to_json``.
    """

    outcome: str
    scores: tuple[int, ...]
    detail: dict[str, Any]

    @property
    def counts(self) -> bool:
        """False for deals that are dealt again and score nothing (N-SCORE-15)."""
        return self.outcome not in ("redeal", "annulled")

    def to_json(self) -> dict[str, Any]:
        return {"outcome": self.outcome, "scores": list(self.scores), "detail": self.detail}


class View(ABC):
    """What one seat may know. Subclasses are immutable snapshots."""

    #: the name of the game this is a view of (its ``GameSpec``): generic code finds the
    #: game's plug from a view with ``engine.registry.spec_of``, never by the view's type
    game: ClassVar[str]
    seat: int
    current_seat: int | None
    legal: tuple[Action, ...]
    # gui-types (issue 26): every game's view has these too (``view_basics`` and the deal's
    # result), so code shared by the games may read them of any view
    players: int
    phase: str
    result: DealResult | None


class ViewBasics(TypedDict):
    """The fields every game's view starts with; ``view_basics`` fills them."""

    seat: int
    players: int
    phase: str
    current_seat: int | None
    legal: tuple[Action, ...]


class GameState(ABC):
    """One deal of a game."""

    #: the name of the game this is a deal of (its ``GameSpec``, ``engine.registry.spec_of``)
    game: ClassVar[str]
    players: int

    @property
    @abstractmethod
    def phase(self) -> str: ...

    @property
    @abstractmethod
    def current_seat(self) -> int | None:
        """The seat that must act, or ``None`` once the deal is over."""

    @property
    def is_over(self) -> bool:
        return self.current_seat is None

    @abstractmethod
    def legal_actions(self) -> Sequence[Action]:
        """Every action the current seat may take (empty only when the deal is over)."""

    @abstractmethod
    def apply(self, action: Action) -> list[Event]:
        """Take ``action`` for the current seat; raises ``IllegalActionError`` naming the rule
        that forbids it, and leaves the state unchanged in that case."""

    @abstractmethod
    def view_for(self, seat: int) -> View: ...

    @abstractmethod
    def copy(self) -> GameState:
        """An independent copy, cheap enough for AI search."""

    @property
    @abstractmethod
    def result(self) -> DealResult | None:
        """The result once the deal is over."""

    @abstractmethod
    def explain_illegal(self, action: Action) -> tuple[str, str] | None:
        """``(rule_id, reason)`` if ``action`` is illegal now, ``None`` if it is legal."""


def view_basics(state: GameState, seat: int) -> ViewBasics:
    """The common head of ``view_for(seat)``: the seat, table size, phase, seat to act and
    the legal actions (empty unless ``seat`` is to act). Views are built as
    ``cls(**view_basics(state, seat), rules=..., ...)``."""
    current = state.current_seat
    return {
        "seat": seat,
        "players": state.players,
        "phase": state.phase,
        "current_seat": current,
        "legal": tuple(state.legal_actions()) if current == seat else (),
    }


#: The phase every state machine ends in.
OVER = "over"


class PhaseState(GameState):
    """A ``GameState`` that keeps its protocol in three plain attributes: ``phase_`` (the
    phase name, ``OVER`` at the end), ``seat_`` (the seat to act while not over) and
    ``_result``. Subclasses declare those names in their own ``__slots__`` (this class adds
    none, so ``copy()`` can keep iterating the subclass's ``__slots__``); the hot paths read
    the attributes directly, everything else goes through the properties."""

    __slots__ = ()

    phase_: str
    seat_: int
    _result: DealResult | None

    @property
    def phase(self) -> str:
        return self.phase_

    @property
    def current_seat(self) -> int | None:
        return None if self.phase_ == OVER else self.seat_

    @property
    def result(self) -> DealResult | None:
        return self._result
