"""Command-line helpers for ``python -m engine`` (solve, selfplay, bench) for ``mustfollow``.

Deals are *numbered* (``MustFollowState.numbered``): ``--seed S`` names deal ``S``, and a
selfplay run with ``--seed S --deals K`` plays deals ``S .. S+K-1``, so any deal of a run can
be solved again on its own with ``solve --seed``.
"""

from __future__ import annotations

import json
import statistics
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ...ai import make_bot
from ...ai.base import Bot
from ...progress import Progress
from .params import PRESETS, MustFollowRules, load_preset
from .solver import solve_deal, solve_json
from .state import MustFollowState


def rules_for(preset: str | None) -> MustFollowRules:
    return load_preset(preset or "first_edition")


def solve_command(
    players: int, seed: int, preset: str | None = None, budget: int | None = None
) -> str:
    """JSON: the numbered deal, whether it is winnable with perfect information (M-SOLVE-4,
    both rounds for 1-2 players, M-SOLVE-5) and a winning line."""
    rules = rules_for(preset)
    state = MustFollowState.numbered(rules, players, seed)
    data = solve_json(state, budget)
    data["deal_number"] = seed
    return json.dumps(data, ensure_ascii=False, indent=2)


@dataclass
class Summary:
    players: int
    preset: str
    deals: int = 0
    wins: int = 0
    scores: list[int] = field(default_factory=list)
    round1_ok: int = 0
    seconds: float = 0.0
    messages: int = 0

    def lines(self) -> list[str]:
        n = max(self.deals, 1)
        mean = statistics.mean(self.scores) if self.scores else None
        out = [
            f"mustfollow / {self.preset} / {self.players} players: {self.deals} deals played, "
            f"{self.seconds:.1f} s ({self.seconds / n:.2f} s/deal)",
            f"success rate: {self.wins}/{self.deals} = {100 * self.wins / n:.1f} %",
            "mean score of won games: " + ("-" if mean is None else f"{mean:.2f}"),
        ]
        if self.players <= 2:
            out.append(
                f"round 1 made: {self.round1_ok}/{self.deals} = {100 * self.round1_ok / n:.1f} %"
            )
        if self.messages:
            out.append(f"table-talk messages: {self.messages / n:.1f} per deal")
        return out

    def to_json(self) -> dict[str, Any]:
        return {
            "players": self.players,
            "preset": self.preset,
            "deals": self.deals,
            "wins": self.wins,
            "success_rate": self.wins / max(self.deals, 1),
            "mean_score": statistics.mean(self.scores) if self.scores else None,
        }


def play_game(state: MustFollowState, bots: Sequence[Bot]) -> int:
    """Play ``state`` to the end; AIs with a ``talk`` method may talk before every card
    (M-TALK-4). Returns the number of messages sent."""
    sent = 0
    while state.current_seat is not None:
        for seat, bot in enumerate(bots):
            talk = getattr(bot, "talk", None)
            if talk is None or state.players == 1:
                continue
            for message in talk(state.view_for(seat), state.message_menu(seat)):
                state.say(seat, message)
                sent += 1
        seat = state.current_seat
        if seat is None:
            break
        state.apply(bots[seat].choose(state.view_for(seat)))
    return sent


def run_selfplay(
    players: int,
    deals: int,
    seed: int,
    preset: str | None = None,
    levels: Sequence[str] = ("normal",),
    progress: Progress | None = None,
) -> Summary:
    """Play the numbered deals ``seed .. seed + deals - 1``; with a command's ``progress``,
    Ctrl+C ends the run with the summary of the deals played so far."""
    progress = progress or Progress()
    rules = rules_for(preset)
    if players not in rules.players:
        raise ValueError(f"{rules.name} is played by {rules.players} players, not {players}")
    summary = Summary(players, rules.name)
    start = time.perf_counter()
    with progress.counting(deals, "deals"):
        for k in range(deals):
            number = seed + k
            bots: list[Bot] = []
            for i in range(players):
                level = levels[i % len(levels)]
                bots.append(make_bot("mustfollow", level, number * 10 + i))
            state = MustFollowState.numbered(rules, players, number)
            messages = play_game(state, bots)
            result = state.result
            assert result is not None
            detail = result.detail
            with progress.tally():
                summary.messages += messages
                summary.deals += 1
                summary.wins += bool(detail["win"])
                summary.round1_ok += bool(detail["rounds"][0]["ok"])
                if detail["score"] is not None:
                    summary.scores.append(int(detail["score"]))
    summary.seconds = time.perf_counter() - start
    return summary


__all__ = [
    "PRESETS",
    "Summary",
    "play_game",
    "rules_for",
    "run_selfplay",
    "solve_command",
    "solve_deal",
]
