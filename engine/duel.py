"""One AI level against another on duplicate deals, so that card luck cancels (issue 12).

Every deal is dealt once from the seed and played in several *copies* with the same cards;
the copies differ only in which seats level A and level B hold, so each level holds each
hand equally often. What is compared, by game:

* ``fixed`` (Napoleon / Rettler with ``--fixed-contract``): the auction, the adjutant call
  and the kitty exchange are played by the ``normal`` player in every seat, once; then the
  card play is played twice from that very position: in copy 1 A plays every seat of the
  declarer's side (the declarer and the seats holding a called card, N-ADJ / R-ADJ-2: which
  seats those are is only used to hand them to a level, no bot sees more than its view) and
  B the coalition; in copy 2 the other way round. The figure per deal is A's side minus
  B's side in point cards (as the game counts them: discards go to the coalition, N-END-1,
  R-END-1), the mean of the two copies; it equals how many more point cards the declarer's
  side takes when A plays it than when B does.
* ``rotate`` (Napoleon / Rettler with their own bidding, Belote for 3): the sides come out
  of the auction, so no fixed split of the seats gives each level one side. Instead the
  deal is played once per seat: in copy k A holds seat k alone and B every other seat. Over
  the copies each hand is held by A once and by B ``players - 1`` times, and the figure per
  deal is A's mean game points per hand held minus B's. This asks "what does one A gain at a
  table of B's", the question a player choosing an opponent asks; a table of A's with one B
  would be the mirror image and is not played (it would double the time).
  Belote for 3 is every player for himself (B-3P), so it is measured this way too: a table
  of A's against a table of B's, as for the co-op game, would compare nothing, since the
  points a deal gives out hardly depend on who plays.
* ``partners`` (Belote for 4, B-SEAT-2): the partnerships are fixed; copy 1 gives A seats
  0 and 2, copy 2 seats 1 and 3. The figure is A's side's game points minus B's side's, the
  mean of the two copies.
* ``coop`` (must-follow, M-*): the whole table wins or loses together, so the deal is
  played with every seat A, then with every seat B (the numbered deal ``seed + i``, as
  ``selfplay`` and ``solve`` number them). The figure is A's win (1 or 0) minus B's.

The bots of one seat get the same seed in every copy, whatever their level, so a level
against itself plays the copies alike and the mean is exactly 0. A copy that ends in a
redeal scores 0 for everyone; a deal whose copies are all redealt (or, with a fixed
contract, where the ``normal`` auction finds no contract) is skipped and counted.

``run_games`` plays whole Belote games to the target (B-END-1) instead: game g is played
twice with the partnerships swapped; deal i of game g is dealt from its own seed in both
copies, so the two copies see the same deal sequence as long as the dealer rotation agrees
(it always does: B-SEAT-3 passes the deal on after every deal, throw-ins included).

With ``procs`` > 1 the deals (or games) are played in that many processes and merged in
deal order (``engine.duel_pool``): every figure but the measured times is the one process's.
"""

from __future__ import annotations

import math
import random
import statistics
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from .actions import Action
from .ai import make_bot
from .ai.base import Bot
from .core import DealResult, GameState
from .progress import Progress
from .registry import DealSetup, GameSpec, all_games, get_game

#: The phase in which card play starts, after auction, adjutant call and kitty exchange.
PLAY_PHASE = "play"
#: A whole game that has not ended after this many deals is given up (never seen).
MAX_GAME_DEALS = 500


class TimedBot:
    """A bot whose ``choose`` calls are timed into ``times`` (seconds of processor time,
    so that a loaded machine does not inflate them); other attributes
    (the co-op players' ``talk``) are the wrapped bot's."""

    def __init__(self, bot: Bot, times: list[float]) -> None:
        self.bot = bot
        self.name = bot.name
        self.times = times

    def choose(self, view: Any) -> Action:
        # processor time of this thread: the shared machine's load does not inflate it
        start = time.thread_time()
        action = self.bot.choose(view)
        self.times.append(time.thread_time() - start)
        return action

    def __getattr__(self, name: str) -> Any:
        return getattr(self.bot, name)


@dataclass
class LevelRecord:
    """One level's side of the duel: its decisions' times and its contracts as declarer."""

    level: str
    times: list[float] = field(default_factory=list)
    declared: int = 0
    made: int = 0
    wins: int = 0  # co-op: deals won with every seat this level

    def time_ms(self) -> dict[str, float | int | None]:
        if not self.times:
            return {"decisions": 0, "median": None, "p95": None}
        ordered = sorted(self.times)
        p95 = ordered[max(math.ceil(0.95 * len(ordered)) - 1, 0)]
        return {
            "decisions": len(ordered),
            "median": 1000 * statistics.median(ordered),
            "p95": 1000 * p95,
        }

    def made_rate(self) -> float | None:
        return self.made / self.declared if self.declared else None


def auction_games() -> list[str]:
    """The games whose sides come out of an auction (``--fixed-contract`` applies to them:
    ``GameSpec.auction``)."""
    return [spec.name for spec in all_games() if spec.auction]


def partnered(spec: GameSpec, players: int) -> bool:
    """Whether seats score as fixed partnerships at this table (``GameSpec.scoring_units``:
    four-player Belote, B-SEAT-1)."""
    units = spec.scoring_units
    return units is not None and any(len(unit) > 1 for unit in units(players))


def whole_game_tables() -> list[tuple[str, int]]:
    """The games and table sizes whose whole games a duel plays (``--games``): a game that
    ends at a target (``GameSpec.match_end``) between fixed partnerships."""
    return [
        (spec.name, players)
        for spec in all_games()
        if spec.match_end is not None
        for players in spec.player_counts
        if partnered(spec, players)
    ]


def mode_for(game: str, players: int, fixed_contract: bool) -> str:
    """How the copies of a deal split the seats (module docstring)."""
    spec = get_game(game)
    if spec.co_operative:
        return "coop"
    if spec.auction:
        return "fixed" if fixed_contract else "rotate"
    return "partners" if partnered(spec, players) else "rotate"


UNITS = {
    "fixed": "point cards",
    "rotate": "game points",
    "partners": "game points",
    "coop": "wins",
}


@dataclass
class PlayedDeal:
    """Every copy of one deal, played: A's seats and the result of each copy, and (with
    ``keep_deals``) each copy's deal as dealt."""

    splits: list[frozenset[int]]
    results: list[DealResult]
    dealt: list[dict[str, Any]]


@dataclass
class DuelResult:
    game: str
    preset: str
    players: int
    mode: str
    seed: int
    a: LevelRecord
    b: LevelRecord
    #: per deal (or per whole game with ``run_games``): A minus B
    diffs: list[Fraction] = field(default_factory=list)
    skipped: int = 0
    seconds: float = 0.0
    whole_games: bool = False
    #: with ``keep_deals``: for every deal played, each copy's deal (``GameSpec.deal_data``)
    #: as dealt, before anyone acted
    dealt: list[list[dict[str, Any]]] = field(default_factory=list)

    @property
    def mean(self) -> float:
        return float(sum(self.diffs, Fraction(0)) / len(self.diffs)) if self.diffs else 0.0

    @property
    def stderr(self) -> float:
        """The standard error of the mean of the per-deal paired differences."""
        if len(self.diffs) < 2:
            return 0.0
        return statistics.stdev(float(d) for d in self.diffs) / math.sqrt(len(self.diffs))

    def heading(self) -> str:
        how = {
            "fixed": "fixed contract (normal auction), sides swapped",
            "rotate": "own bidding, A alone in each seat in turn",
            "partners": "partnerships swapped",
            "coop": "whole table A, then whole table B",
        }[self.mode]
        return (
            f"duel {self.game} / {self.preset} / {self.players} players, {how}: "
            f"A = {self.a.level}, B = {self.b.level}, seed {self.seed}"
        )

    def lines(self) -> list[str]:
        n = len(self.diffs)
        out = [self.heading()]
        if self.whole_games:
            out.append(f"games played: {n} (each twice, partnerships swapped)")
            out.append(
                f"A's share of games won: {100 * self.mean:.1f} % ± {100 * self.stderr:.1f} "
                "(draws count half; 50 % = level)"
            )
        else:
            skipped = f" ({self.skipped} skipped: {self.skip_reason()})" if self.skipped else ""
            out.append(f"deals played: {n}{skipped}")
            if self.mode == "coop":
                out.append(
                    f"A minus B: {100 * self.mean:+.1f} ± {100 * self.stderr:.1f} percentage "
                    f"points of deals won (A {self.rate(self.a.wins)}, B {self.rate(self.b.wins)})"
                )
            else:
                out.append(
                    f"A minus B: {self.mean:+.2f} ± {self.stderr:.2f} {UNITS[self.mode]} per deal"
                )
        if self.mode != "coop":
            out.append(f"made as declarer: A {self.made_text(self.a)}, B {self.made_text(self.b)}")
        out.append(
            f"processor time per decision: A {self.time_text(self.a)}; "
            f"B {self.time_text(self.b)}; "
            f"{self.seconds:.1f} s in all"
        )
        return out

    def skip_reason(self) -> str:
        if self.mode == "fixed":
            return "no contract in the normal auction"
        return "redealt in every copy"

    def rate(self, count: int) -> str:
        return f"{100 * count / max(len(self.diffs), 1):.1f} %"

    @staticmethod
    def made_text(record: LevelRecord) -> str:
        rate = record.made_rate()
        if rate is None:
            return "never declarer"
        return f"{100 * rate:.1f} % ({record.made}/{record.declared})"

    @staticmethod
    def time_text(record: LevelRecord) -> str:
        t = record.time_ms()
        if not t["decisions"]:
            return "no decisions"
        return f"median {ms(t['median'])}, p95 {ms(t['p95'])} ({t['decisions']} decisions)"

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "preset": self.preset,
            "players": self.players,
            "mode": self.mode,
            "seed": self.seed,
            "unit": "share of games won by A" if self.whole_games else UNITS[self.mode],
            "whole_games": self.whole_games,
            "played": len(self.diffs),
            "skipped": self.skipped,
            "mean": self.mean,
            "stderr": self.stderr,
            "seconds": self.seconds,
            "levels": {
                role: {
                    "level": record.level,
                    "declared": record.declared,
                    "made": record.made,
                    "made_rate": record.made_rate(),
                    "wins": record.wins,
                    "time_ms": record.time_ms(),
                }
                for role, record in (("a", self.a), ("b", self.b))
            },
        }


class Duel:
    """Deals, copies and bots of one duel; ``run`` plays ``deals`` deals."""

    def __init__(
        self,
        game: str,
        preset: str,
        players: int,
        a: str,
        b: str,
        seed: int,
        fixed_contract: bool = False,
        keep_deals: bool = False,
    ) -> None:
        self.spec: GameSpec = get_game(game)
        self.params = self.spec.params(preset)
        allowed = getattr(self.params, "players", self.spec.player_counts)
        if players not in allowed:
            raise ValueError(
                f"{preset} is played by {', '.join(map(str, allowed))} players, not {players}"
            )
        if fixed_contract and not self.spec.auction:
            raise ValueError(f"--fixed-contract is for {' and '.join(auction_games())} only")
        self.players = players
        self.seed = seed
        self.keep_deals = keep_deals
        self.mode = mode_for(game, players, fixed_contract)
        self.result = DuelResult(
            game, preset, players, self.mode, seed, LevelRecord(a), LevelRecord(b)
        )

    # --- dealing and bots ------------------------------------------------------------
    def deal(self, key: str, setup: DealSetup | None = None) -> GameState:
        """The deal named ``key``: the same key always deals the same cards."""
        if self.spec.numbered_deal is not None:  # the co-op game numbers its deals
            return self.spec.numbered_deal(self.params, self.players, int(key))
        rng = random.Random(f"duel/{self.seed}/{key}")
        first = self.spec.first_setup(self.players, rng)
        return self.spec.new_deal(self.params, self.players, rng, setup or first)

    def bots(self, key: str, a_seats: frozenset[int]) -> list[Bot]:
        """One timed bot per seat: A's level in ``a_seats``, B's elsewhere; a seat's seed
        depends on the deal and the seat only (module docstring)."""
        out: list[Bot] = []
        for seat in range(self.players):
            record = self.result.a if seat in a_seats else self.result.b
            bot = make_bot(self.spec.name, record.level, seat_seed(self.seed, key, seat))
            out.append(TimedBot(bot, record.times))
        return out

    def play(self, state: GameState, bots: Sequence[Bot]) -> None:
        if self.spec.play_deal is not None:  # the co-op players talk before every card (M-TALK-4)
            self.spec.play_deal(state, bots)
            return
        while (seat := state.current_seat) is not None:
            state.apply(bots[seat].choose(state.view_for(seat)))

    def note_declarer(self, result: DealResult, a_seats: frozenset[int]) -> None:
        declarer = result.detail.get("declarer")
        if not result.counts or not isinstance(declarer, int) or declarer < 0:
            return
        record = self.result.a if declarer in a_seats else self.result.b
        record.declared += 1
        record.made += result.outcome == "declarer_side_wins"

    # --- one deal --------------------------------------------------------------------
    def copies(self, key: str) -> tuple[list[frozenset[int]], list[Action]] | None:
        """A's seats in each copy and the actions every copy starts with (the normal
        auction of a fixed contract); ``None`` when a fixed contract has no contract."""
        everyone = frozenset(range(self.players))
        if self.mode == "coop":
            return [everyone, frozenset()], []
        if self.mode == "partners":
            return [frozenset({0, 2}), frozenset({1, 3})], []
        if self.mode == "rotate":
            return [frozenset({k}) for k in range(self.players)], []
        state = self.deal(key)
        normal = [
            make_bot(self.spec.name, "normal", seat_seed(self.seed, key, s)) for s in everyone
        ]
        prefix: list[Action] = []
        while (seat := state.current_seat) is not None and state.phase != PLAY_PHASE:
            action = normal[seat].choose(state.view_for(seat))
            state.apply(action)
            prefix.append(action)
        declarer = getattr(state, "declarer", -1)
        if state.current_seat is None or declarer < 0:
            return None
        side = frozenset({declarer, *getattr(state, "adjutants", ())})
        return [side, everyone - side], prefix

    def at_play(self, key: str) -> GameState | None:
        """Deal ``key`` with the actions every copy starts with (a fixed contract: at its
        first card), as benchmarks and tests of the play want it; ``None`` when a fixed
        contract has no contract."""
        plan = self.copies(key)
        if plan is None:
            return None
        state = self.deal(key)
        for action in plan[1]:
            state.apply(action)
        return state

    def play_deal(self, key: str) -> Fraction | None:
        """Play every copy of deal ``key``; A minus B, or ``None`` if the deal is skipped."""
        played = self.play_copies(key)
        return None if played is None else self.score_deal(played)

    def play_copies(self, key: str) -> PlayedDeal | None:
        """Play every copy of deal ``key`` (bots' times aside, nothing is counted yet);
        ``None`` if the deal is skipped."""
        plan = self.copies(key)
        if plan is None:
            return None
        splits, prefix = plan
        results: list[DealResult] = []
        dealt: list[dict[str, Any]] = []
        for a_seats in splits:
            state = self.deal(key)
            if self.keep_deals and self.spec.deal_data is not None:
                dealt.append(self.spec.deal_data(state))
            for action in prefix:
                state.apply(action)
            self.play(state, self.bots(key, a_seats))
            result = state.result
            assert result is not None
            results.append(result)
        if not any(r.counts for r in results):
            return None
        return PlayedDeal(splits, results, dealt)

    def score_deal(self, played: PlayedDeal) -> Fraction:
        """Count a played deal in the result: declarers, wins, kept deals; A minus B."""
        for a_seats, result in zip(played.splits, played.results, strict=True):
            self.note_declarer(result, a_seats)
        if self.keep_deals:
            self.result.dealt.append(played.dealt)
        return self.difference(played.splits, played.results)

    def difference(self, splits: list[frozenset[int]], results: list[DealResult]) -> Fraction:
        if self.mode == "coop":
            a_won, b_won = (r.outcome == "win" for r in results)
            self.result.a.wins += a_won
            self.result.b.wins += b_won
            return Fraction(int(a_won) - int(b_won))
        if self.mode == "fixed":  # A's side minus B's side in point cards, per copy
            total = 0
            for k, result in enumerate(results):
                sides = result.detail["side_totals"]
                declarer_side, coalition = int(sides["declarer_side"]), int(sides["coalition"])
                total += declarer_side - coalition if k == 0 else coalition - declarer_side
            return Fraction(total, len(results))
        # A's mean game points per hand held minus B's
        a_sum = b_sum = a_hands = b_hands = 0
        for a_seats, result in zip(splits, results, strict=True):
            for seat, score in enumerate(result.scores):
                if seat in a_seats:
                    a_sum, a_hands = a_sum + score, a_hands + 1
                else:
                    b_sum, b_hands = b_sum + score, b_hands + 1
        return Fraction(a_sum, a_hands) - Fraction(b_sum, b_hands)

    def run(self, deals: int, progress: Progress | None = None, procs: int = 1) -> DuelResult:
        """Play ``deals`` deals; with a command's ``progress``, Ctrl+C ends the duel with the
        deals played so far (``progress.interrupted``). ``procs`` > 1 plays them in that
        many processes, with the same result (``engine.duel_pool``)."""
        progress = progress or Progress()
        progress.detail = self.running_mean
        start = time.perf_counter()
        number = 0
        timed = self.decisions()
        with progress.counting(deals, "deals"):
            procs = min(procs, deals)  # no worker without a deal to play
            if procs > 1:
                from .duel_pool import run_deals

                try:
                    run_deals(self, deals, progress, procs)
                finally:  # a worker's times are merged with its deal only
                    timed = self.decisions()
            while procs == 1 and len(self.result.diffs) < deals:
                key = str(self.seed + number) if self.mode == "coop" else str(number)
                number += 1
                played = self.play_copies(key)
                with progress.tally(0 if played is None else 1):
                    timed = self.decisions()
                    if played is not None:
                        self.result.diffs.append(self.score_deal(played))
                        continue
                    self.result.skipped += 1
                if self.result.skipped > 10 * deals + 100:  # a rule set with no contracts
                    break
        self.forget_decisions_after(timed)
        self.result.seconds = time.perf_counter() - start
        return self.result

    def running_mean(self) -> str:
        """The progress line's figure so far: ``A-B +1.23 ± 0.40`` (a share of games or
        deals won in percent)."""
        result = self.result
        if not result.diffs:
            return ""
        if result.whole_games or self.mode == "coop":
            return f"A-B {100 * result.mean:+.1f} ± {100 * result.stderr:.1f} %"
        return f"A-B {result.mean:+.2f} ± {result.stderr:.2f}"

    def decisions(self) -> tuple[int, int]:
        """How many decisions of A and of B are timed so far."""
        return len(self.result.a.times), len(self.result.b.times)

    def forget_decisions_after(self, timed: tuple[int, int]) -> None:
        """Drop the times of a deal or game that Ctrl+C cut short: the times, like every
        other figure, are over the deals counted."""
        del self.result.a.times[timed[0] :]
        del self.result.b.times[timed[1] :]

    # --- whole games (Belote for 4) --------------------------------------------------
    def play_game(self, g: int, a_seats: frozenset[int]) -> Fraction:
        """One whole game to the target with A in ``a_seats``: 1 if A's side wins, 1/2 for
        a draw, 0 if B's side wins (B-END-1)."""
        match_end = self.spec.match_end
        assert match_end is not None
        setup = self.spec.first_setup(self.players, random.Random(f"duel/{self.seed}/game/{g}"))
        totals = (0,) * self.players
        for i in range(MAX_GAME_DEALS):
            key = f"game/{g}/{i}"
            state = self.deal(key, setup)
            self.play(state, self.bots(key, a_seats))
            result = state.result
            assert result is not None
            self.note_declarer(result, a_seats)
            totals = tuple(t + s for t, s in zip(totals, result.scores, strict=True))
            setup = self.spec.next_setup(self.params, self.players, setup, result)
            over = match_end(self.params, self.players, totals)
            if over is not None:
                if over.draw:
                    return Fraction(1, 2)
                return Fraction(int(over.winners[0] in a_seats))
        return Fraction(1, 2)

    def run_games(self, games: int, progress: Progress | None = None, procs: int = 1) -> DuelResult:
        """Play ``games`` whole games twice; Ctrl+C as in ``run`` (a game whose second copy
        is not finished is left out); ``procs`` as in ``run``."""
        if self.mode != "partners":
            raise ValueError("whole games are played for Belote with 4 players only")
        progress = progress or Progress()
        progress.detail = self.running_mean
        start = time.perf_counter()
        self.result.whole_games = True
        timed = self.decisions()
        with progress.counting(games, "games"):
            procs = min(procs, games)
            if procs > 1:
                from .duel_pool import run_games

                try:
                    run_games(self, games, progress, procs)
                finally:  # a worker's times are merged with its game only
                    timed = self.decisions()
            for g in range(games if procs == 1 else 0):
                first = self.play_game(g, frozenset({0, 2}))
                second = self.play_game(g, frozenset({1, 3}))
                with progress.tally():
                    timed = self.decisions()
                    self.result.diffs.append((first + second) / 2)
        self.forget_decisions_after(timed)
        self.result.seconds = time.perf_counter() - start
        return self.result


def ms(value: float | int | None) -> str:
    """Milliseconds, with a third decimal for the very quick (random play)."""
    v = float(value or 0)
    return f"{v:.2f} ms" if v >= 0.1 else f"{v:.3f} ms"


def seat_seed(seed: int, key: str, seat: int) -> int:
    """The seed of the bot in ``seat`` for deal ``key``: the same in every copy."""
    return random.Random(f"duel/{seed}/{key}/bot").randrange(1 << 30) * 16 + seat


def run_duel(
    game: str,
    preset: str,
    players: int,
    a: str,
    b: str,
    deals: int,
    seed: int,
    fixed_contract: bool = False,
    keep_deals: bool = False,
    progress: Progress | None = None,
    procs: int = 1,
) -> DuelResult:
    """Play ``deals`` duplicate deals of ``a`` against ``b`` (module docstring), in
    ``procs`` processes (``engine.duel_pool``: the same result as in one)."""
    duel = Duel(game, preset, players, a, b, seed, fixed_contract, keep_deals)
    return duel.run(deals, progress, procs)


def run_duel_games(
    game: str,
    preset: str,
    players: int,
    a: str,
    b: str,
    games: int,
    seed: int,
    progress: Progress | None = None,
    procs: int = 1,
) -> DuelResult:
    """Play ``games`` whole games twice, partnerships swapped (Belote for 4)."""
    return Duel(game, preset, players, a, b, seed).run_games(games, progress, procs)
