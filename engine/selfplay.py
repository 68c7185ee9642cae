"""Bots in every seat, many deals: the engine's soak test and the AI's report card."""

from __future__ import annotations

import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from .ai import make_bot
from .ai.base import Bot
from .core import GameState
from .match import Match
from .progress import Progress


@dataclass
class SelfplaySummary:
    game: str
    preset: str
    players: int
    deals: int = 0
    redeals: int = 0
    made: int = 0
    all_takes: int = 0
    early_stops: int = 0
    contracts: Counter[str] = field(default_factory=Counter)
    counts: list[int] = field(default_factory=list)
    side_points: int = 0
    coalition_points: int = 0
    actions: int = 0
    seconds: float = 0.0
    totals: tuple[int, ...] = ()
    #: whole games finished (games with an end rule, e.g. Belote's B-END-1), draws among
    #: them, and games won by each seat (partners both count)
    games: int = 0
    draws: int = 0
    game_wins: Counter[int] = field(default_factory=Counter)
    #: the deals without a contract (Rettler R-VAR-4/7/11): what they decide instead
    team_deals: int = 0
    team_wins: Counter[int] = field(default_factory=Counter)
    team_points: Counter[int] = field(default_factory=Counter)
    seat_wins: Counter[int] = field(default_factory=Counter)
    imperialist_deals: int = 0
    sanctions: int = 0
    sanctions_met: int = 0
    #: every seat's AI level and its score summed over the deals played (all games)
    levels: tuple[str, ...] = ()
    seat_scores: list[int] = field(default_factory=list)
    #: the deals whose result names a contract (a game without one, e.g. whist, gets no
    #: contract lines)
    contract_deals: int = 0

    def mean_by_level(self) -> dict[str, float]:
        """The mean score per seat and deal of each AI level at the table."""
        played = max(self.deals, 1)
        sums: Counter[str] = Counter()
        seats: Counter[str] = Counter()
        for level, score in zip(self.levels, self.seat_scores, strict=True):
            sums[level] += score
            seats[level] += 1
        return {level: sums[level] / seats[level] / played for level in seats}

    def contract_lines(self, played: int) -> list[str]:
        """Contracts made and the sides' point cards; for the deals without a contract what
        they decide: wins and point cards per team (R-VAR-7), wins per seat (R-VAR-4), how
        often the punished player took his target (R-VAR-11)."""
        if self.team_deals:
            teams = range(max(self.team_points) + 1)
            wins = ", ".join(f"{'ABCD'[t]} {self.team_wins[t]}" for t in teams)
            mean = ", ".join(
                f"{'ABCD'[t]} {self.team_points[t] / self.team_deals:.2f}" for t in teams
            )
            return [f"wins by team: {wins}", f"mean point cards by team: {mean}"]
        if self.imperialist_deals:
            by_seat = [self.seat_wins[s] for s in range(self.players)]
            return [f"deals won by seat (most point cards; shared wins count for each): {by_seat}"]
        if self.sanctions:
            rate = 100 * self.sanctions_met / self.sanctions
            return [f"sanction target met: {self.sanctions_met} of {self.sanctions} ({rate:.1f} %)"]
        return [
            f"contracts made: {self.made} ({100 * self.made / played:.1f} %), "
            f"all-takes: {self.all_takes}, early stops: {self.early_stops}",
            *(
                [f"mean contract count: {sum(self.counts) / len(self.counts):.2f}"]
                if self.counts
                else []
            ),
            f"mean point cards: declarer side {self.side_points / played:.2f}, "
            f"coalition {self.coalition_points / played:.2f}",
        ]

    def note_variant(self, detail: dict[str, Any]) -> None:
        """Count what a deal without a contract decided (its ``DealResult.detail``)."""
        if detail.get("team_game"):
            self.team_deals += 1
            self.team_wins.update(int(t) for t in detail["winning_teams"])
            for team, points in enumerate(detail["team_points"]):
                self.team_points[team] += int(points)
        elif detail.get("imperialism"):
            self.imperialist_deals += 1
            self.seat_wins.update(int(s) for s in detail["winners"])
        elif detail.get("sanction"):
            self.sanctions += 1
            self.sanctions_met += bool(detail.get("met"))

    def lines(self) -> list[str]:
        played = max(self.deals, 1)
        out = [
            f"{self.game} / {self.preset} / {self.players} players: {self.deals} deals played, "
            f"{self.redeals} redealt or annulled, {self.seconds:.1f} s "
            f"({self.deals / max(self.seconds, 1e-9):.0f} deals/s)"
        ]
        variants = self.team_deals or self.imperialist_deals or self.sanctions
        if self.contract_deals or variants or not self.deals:
            out.extend(self.contract_lines(played))
            common = ", ".join(f"{k} {v}" for k, v in self.contracts.most_common(9))
            out.append(f"trump kinds: {common}")
        if self.games:
            wins = [self.game_wins[s] for s in range(self.players)]
            out.append(f"games finished: {self.games} (draws {self.draws}), wins by seat: {wins}")
        out.append(f"final totals by seat: {list(self.totals)}")
        means = self.mean_by_level()
        if len(means) > 1:
            text = ", ".join(f"{level} {mean:+.2f}" for level, mean in means.items())
            out.append(f"mean score per seat and deal by AI level: {text}")
        return out


def play_deal(state: GameState, bots: list[Bot]) -> int:
    """Play a deal to the end with ``bots[seat]`` choosing; returns the number of actions."""
    actions = 0
    while True:
        seat = state.current_seat
        if seat is None:
            return actions
        state.apply(bots[seat].choose(state.view_for(seat)))
        actions += 1


def summarise(summary: SelfplaySummary, match: Match, state: GameState, seed: int) -> Match:
    """Add a finished deal to ``match`` and to ``summary``; the match to play on with (a new
    one when the game is over)."""
    players = summary.players
    row = match.record(state)
    result = row.result
    if not result.counts:
        summary.redeals += 1
        return match
    summary.deals += 1
    for seat, score in enumerate(result.scores):
        summary.seat_scores[seat] += score
    detail = result.detail
    summary.note_variant(detail)
    summary.made += result.outcome == "declarer_side_wins" or bool(detail.get("met"))
    summary.all_takes += bool(detail.get("all_take"))
    summary.early_stops += bool(detail.get("early_stop"))
    summary.contract_deals += "contract" in detail
    contract = detail.get("contract", {})
    summary.contracts[str(contract.get("trump"))] += 1
    if "count" in contract and not contract.get("reverse"):
        summary.counts.append(int(contract.get("count", 0)))
    sides = detail.get("side_totals", {})
    summary.side_points += int(sides.get("declarer_side", 0))
    summary.coalition_points += int(sides.get("coalition", 0))
    over = match.game_over
    if over is not None:  # the game is over: count it and start a new one
        summary.games += 1
        summary.draws += over.draw
        if not over.draw:
            summary.game_wins.update(over.winners)
        return Match(match.game, match.params, players, seed * 100_003 + summary.games)
    return match


def run_selfplay(
    game: str,
    preset: str,
    players: int,
    deals: int,
    seed: int,
    levels: list[str] | None = None,
    progress: Progress | None = None,
) -> SelfplaySummary:
    """Play ``deals`` counted deals; with a command's ``progress``, Ctrl+C ends the run with
    the summary of the deals played so far (``progress.interrupted``)."""
    progress = progress or Progress()
    match = Match.create(game, preset, players, seed)
    chosen = levels or ["normal"] * players
    bots = [make_bot(game, chosen[i % len(chosen)], seed * 100 + i) for i in range(players)]
    summary = SelfplaySummary(game, preset, players)
    summary.levels = tuple(chosen[i % len(chosen)] for i in range(players))
    summary.seat_scores = [0] * players
    start = time.perf_counter()
    with progress.counting(deals, "deals"):
        while summary.deals < deals:
            state = match.new_deal()
            actions = play_deal(state, bots)
            assert state.result is not None
            with progress.tally(1 if state.result.counts else 0):
                summary.actions += actions
                match = summarise(summary, match, state, seed)
    summary.seconds = time.perf_counter() - start
    summary.totals = match.totals
    return summary
