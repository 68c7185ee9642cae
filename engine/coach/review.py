"""What the coach hands the table: one ``Reviewed`` per decision, a ``Review`` per deal."""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..actions import Action
from ..deal_log import DealLog
from ..text import Text, said, said_n
from .words import amount, listed


@dataclass(frozen=True)
class Reviewed:
    """One decision of the reviewed seat."""

    #: index in ``DealLog.actions`` of the decision's (first) action; the position is
    #: ``DealLog.states()[index]`` (a message: the number of actions before it, and the
    #: cards are those of ``states()[index]``; the talk before it, ``position_before``)
    index: int
    seat: int
    #: "bid", "call", "discard", "play", "talk", or the phase name
    kind: str
    #: 1-based trick (Rettler: round) of a card play, else None
    trick: int | None
    #: what the player did (the whole kitty exchange: every discard)
    chosen: tuple[Action, ...]
    #: the better choice; () when the player's was best or no better by a visible margin
    better: tuple[Action, ...]
    #: what the choice cost against ``better``, in the game's units, >= 0 (0 without one)
    cost: float
    #: the evaluation's own noise at this decision (the standard error of ``cost``), same
    #: units
    noise: float
    #: cost >= THRESHOLD[game] even with twice the noise taken off (``NOISE_FACTOR``)
    mistake: bool
    #: short: "trick 4 ♡K", "bid 14 ♠", "discard ♠3 ♡5"
    label: Text
    #: what the coach says: the choice, the deciding fact, the better choice and its cost
    words: Text
    #: the facts (``engine.facts``) the words state, in their order (computed from the view)
    facts: tuple[Any, ...] = ()
    #: a message of the table talk (kind "talk"): its index in ``DealLog.talk``
    said: int | None = None


@dataclass(frozen=True)
class Review:
    """Every decision of ``seat`` in one deal of ``game``, in the order they were made."""

    game: str
    seat: int
    decisions: tuple[Reviewed, ...]

    @property
    def mistakes(self) -> tuple[Reviewed, ...]:
        return tuple(d for d in self.decisions if d.mistake)

    def summary(self) -> Text:
        """ "2 mistakes, about 1.7 point cards: trick 4 ♡K, trick 7 ♠3" / "No mistakes:
        well played." """
        mistakes = self.mistakes
        if not mistakes:
            return said("No mistakes: well played.")
        total = sum(d.cost for d in mistakes)
        return said_n(
            "{n} mistake, about {amount}: {labels}",
            "{n} mistakes, about {amount}: {labels}",
            len(mistakes),
            n=len(mistakes),
            amount=amount(self.game, total),
            labels=listed([d.label for d in mistakes]),
        )


def review_deal(
    log: DealLog,
    seat: int,
    *,
    seed: int = 0,
    progress: Callable[[int, int], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> Review | None:
    """Every decision ``seat`` made in the finished deal ``log``, each valued from the seat's
    view against its best alternative (module docstring of ``engine.coach``); ``progress``
    is called with (decisions done, decisions in all); ``None`` once ``cancelled()`` says
    so. The same log, seat and seed give the same review."""
    from .analysis import analyse

    return analyse(log, seat, seed=seed, progress=progress, cancelled=cancelled)


def position_before(log: DealLog, index: int, said: int | None = None) -> DealLog:
    """The same deal cut just before decision ``index`` (``actions[:index]``, with the talk
    said before that card; before message ``said`` of the talk for a message): "Try again
    from here" plays on from its final state."""
    if not 0 <= index <= len(log.actions):
        raise ValueError(f"index: {index} is not a decision of this deal (0..{len(log.actions)})")
    deal = copy.deepcopy(log.deal)  # the practice deal may be played on: the review's stays
    talk = [s for s in log.talk if s.after <= index] if said is None else log.talk[:said]
    return DealLog(
        log.game, log.params, log.preset, log.players, deal, list(log.actions[:index]), talk
    )
