"""How the coach values a decision (``evaluate``): see ``engine.coach.analysis``."""

from __future__ import annotations

from .analysis import Decision, Verdict


def evaluate(game: str, decision: Decision, *, seed: int) -> Verdict | None:
    """The best choice at ``decision`` and what the chosen one cost (first version: the
    chosen action stands)."""
    return Verdict(decision.chosen, 0.0, 0.0)
