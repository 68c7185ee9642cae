"""The ``easy`` AI level (issue 12): in every game it plays whole deals without an illegal
move, takes a beginner's slip in a visible share of its decisions (never an absurd card),
says why, answers the same view the same way, and loses clearly to ``normal``."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from functools import cache
from typing import Any

import pytest

from engine.__main__ import main
from engine.actions import Action, Bid, CallAdjutant, Discard, Pass, PlayCard
from engine.ai import LEVELS, make_bot
from engine.cards import JOKER, MIGHTY
from engine.core import GameState
from engine.games.mustfollow.cli import run_selfplay as run_mustfollow
from engine.match import Match
from engine.selfplay import SelfplaySummary, run_selfplay


def test_easy_sits_between_random_and_normal():
    assert LEVELS == ("random", "easy", "normal", "strong", "expert")
    for game in ("napoleon", "rettler", "belote", "mustfollow"):
        assert make_bot(game, "easy", 1).name == "easy"
    with pytest.raises(ValueError, match="unknown AI level"):
        make_bot("napoleon", "hard", 1)


def test_selfplay_prints_the_mean_score_of_each_level(capsys: pytest.CaptureFixture[str]):
    argv = ["selfplay", "--game", "belote", "--bots", "easy,normal", "--deals", "5"]
    assert main(argv) == 0
    line = capsys.readouterr().out.splitlines()[-1]
    assert line.startswith("mean score per seat and deal by AI level: easy ")
    assert ", normal " in line


# --- whole deals: the engine rejects every illegal action, so finishing them is the proof ---
# Napoleon's book for 5, Rettler's for 6 and Belote for 4 are played out by the strength
# tests below (200, 200 and 150 deals with easy seats, every one finished: ``_easy_deficit``)
@pytest.mark.slow
@pytest.mark.parametrize(
    ("game", "preset", "players", "deals"),
    [
        ("napoleon", "book", 4, 100),
        ("napoleon", "two_player_2", 2, 100),
        ("rettler", "team_3v3", 6, 60),
        ("belote", "standard", 3, 100),
    ],
)
def test_easy_seats_finish_every_deal(game: str, preset: str, players: int, deals: int):
    summary = run_selfplay(game, preset, players, deals, seed=3, levels=["easy", "normal"])
    assert summary.deals == deals
    assert summary.levels[0] == "easy"


@pytest.mark.parametrize(
    ("players", "deals"),
    [
        (1, 1),
        pytest.param(2, 6, marks=pytest.mark.slow),
        pytest.param(3, 4, marks=pytest.mark.slow),
    ],
)
def test_easy_must_follow_players_finish_every_game(players: int, deals: int):
    summary = run_mustfollow(players, deals, 5, None, ["easy"])
    assert summary.deals == deals


# --- decisions compared with normal's on the same views -----------------------------------
def _decisions(game: str, preset: str, players: int, deals: int) -> list[tuple[Any, Action]]:
    """Every view of the first ``deals`` deals of seed 11 played by ``normal`` players, with
    normal's choice. The deals are played once per test process and shared: a test asking
    for more deals than were played goes on with the same match and players, so its first
    deals are the ones a fresh run would play."""
    key = (game, preset, players)
    if key not in _PLAYED:
        match = Match.create(game, preset, players, 11)
        _PLAYED[key] = (match, [make_bot(game, "normal", s) for s in range(players)], [])
    match, bots, played = _PLAYED[key]
    while len(played) < deals:
        seen: list[tuple[Any, Action]] = []
        state: GameState = match.new_deal()
        while state.current_seat is not None:
            view = state.view_for(state.current_seat)
            action = bots[state.current_seat].choose(view)
            seen.append((view, action))
            state.apply(action)
        match.record(state)
        played.append(seen)
    return [decision for deal in played[:deals] for decision in deal]


_PLAYED: dict[tuple[str, str, int], tuple[Match, list[Any], list[list[tuple[Any, Action]]]]] = {}


@pytest.mark.parametrize(
    ("game", "preset", "players"),
    [
        pytest.param("napoleon", "book", 5, marks=pytest.mark.slow),
        pytest.param("rettler", "book", 6, marks=pytest.mark.slow),
        ("belote", "standard", 4),
    ],
)
def test_easy_slips_in_a_visible_share_of_decisions_and_always_legally(
    game: str, preset: str, players: int
):
    easy = make_bot(game, "easy", 7)
    slips: Counter[str] = Counter()
    decisions: Counter[str] = Counter()
    for view, normal in _decisions(game, preset, players, 25):
        if len(view.legal) == 1:
            continue
        chosen, reason = easy.explain(view)
        assert chosen in view.legal
        assert reason  # every choice comes with a reason
        kind = "play" if view.phase == "play" else "other"
        decisions[kind] += 1
        if chosen != normal:
            slips[kind] += 1
            assert reason.startswith("beginner's"), reason
    share = slips["play"] / decisions["play"]
    assert 0.05 < share < 0.35, f"{game}: {slips['play']} of {decisions['play']} plays differ"
    assert slips["other"] > 0  # bids, calls or discards differ too


@pytest.mark.slow
def test_napoleon_slips_are_beginners_mistakes_not_absurd_ones():
    """N-TRICK-5/8: a slip never wastes the Mighty or the joker; a slipped bid stays the
    rules' trump or passes; a slipped call names an ace or king; a slipped discard is a
    point card."""
    easy = make_bot("napoleon", "easy", 2)
    kinds: Counter[str] = Counter()
    for view, normal in _decisions("napoleon", "book", 5, 40):
        chosen, _ = easy.explain(view)
        if chosen == normal:
            continue
        if isinstance(chosen, PlayCard):
            assert chosen.card not in (MIGHTY, JOKER)
            kinds["play"] += 1
        elif isinstance(chosen, Bid):
            assert not isinstance(normal, Bid) or (
                chosen.trump == normal.trump and chosen.count > normal.count
            )
            kinds["bid"] += 1
        elif isinstance(chosen, Pass):
            assert isinstance(normal, Bid)
            kinds["bid"] += 1
        elif isinstance(chosen, CallAdjutant):
            assert chosen.card % 13 + 2 in (13, 14) and chosen.card != MIGHTY
            kinds["call"] += 1
        elif isinstance(chosen, Discard):
            assert chosen.card % 13 + 2 >= 10  # a point card (N-COMP-4)
            kinds["discard"] += 1
    assert set(kinds) == {"play", "bid", "call", "discard"}, kinds


@pytest.mark.slow
def test_easy_answers_the_same_view_the_same_way_and_seeds_differ():
    views = [v for v, _ in _decisions("napoleon", "book", 5, 8)]
    first = make_bot("napoleon", "easy", 4)
    again = make_bot("napoleon", "easy", 4)
    other = make_bot("napoleon", "easy", 5)
    mine = [first.choose(v) for v in views]
    assert mine == [again.choose(v) for v in reversed(views)][::-1]
    assert mine != [other.choose(v) for v in views]


# --- strength -----------------------------------------------------------------------------
# Measured on this branch (seed 1, 200 duplicate deals, the difference of the two runs taken
# deal by deal): Napoleon deficit 5.2 with a per-deal SD of 59 (standard error 4.2), Rettler
# 3.5 with SD 29 (SE 2.0). The thresholds below are thus within about one SE of the measured
# deficit: the seeded runs pass, but fewer deals would be noise, so the counts stay and the
# tests are slow-marked.
def _easy_deficit(game: str, preset: str, players: int, deals: int) -> float:
    """How many points per seat and deal the easy seats (1, 3, 5 ...) lose against normal
    ones (2, 4 ...), on duplicate deals: the same seeded deals are played again with normal
    players in every seat, and the gap between the two groups of seats there (card luck and
    seat position) is taken away. Exactly 0 if easy played like normal."""

    def gap(levels: tuple[str, ...]) -> float:
        summary = _seed_one(game, preset, players, deals, levels)
        assert summary.deals == deals and summary.levels[0] == levels[0]  # every deal finished
        groups = tuple("easy" if s % 2 == 0 else "normal" for s in range(players))
        means = replace(summary, levels=groups).mean_by_level()
        return means["normal"] - means["easy"]

    return gap(("easy", "normal")) - gap(("normal",))


@cache
def _seed_one(
    game: str, preset: str, players: int, deals: int, levels: tuple[str, ...]
) -> SelfplaySummary:
    """The self-play of seed 1, played once per test process: the Belote test reads the
    games won and the easy seats' deficit from the same 150 deals."""
    return run_selfplay(game, preset, players, deals, seed=1, levels=list(levels))


@pytest.mark.slow
def test_easy_loses_to_normal_at_napoleon():
    """200 deals of the book for 5 players (measured over 500, seed 1: easy -4.74, normal
    +7.12 per seat and deal, against -0.56 and +0.84 for the same seats all normal)."""
    assert _easy_deficit("napoleon", "book", 5, 200) > 2.5


@pytest.mark.slow
def test_easy_loses_to_normal_at_rettler():
    assert _easy_deficit("rettler", "book", 6, 200) > 1.5


@pytest.mark.slow
def test_easy_partners_lose_to_normal_ones_at_belote():
    """Seats 1 and 3 (easy) against 2 and 4 (normal): the normal side wins most games."""
    summary = _seed_one("belote", "standard", 4, 150, ("easy", "normal"))
    assert summary.games >= 5
    assert summary.game_wins[1] > 2 * summary.game_wins[0], summary.game_wins
    assert _easy_deficit("belote", "standard", 4, 150) > 10
