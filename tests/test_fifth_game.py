"""A fifth game costs two packages and a registry line (issue 26): plain whist, written in
``tests/fifth_game/`` only, registered through ``NAPOLEON_TABLE_GAMES``, plays through the
engine's shared contract test, the command line (selfplay, a record written and replayed)
and its own rules (W-…, ``tests/fifth_game/whist/rules.py``).

The command-line tests run ``python -m engine`` in a subprocess: the environment variable is
the whole registration, so a subprocess sees the game exactly as a player's would."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from engine import registry
from engine.actions import PlayCard
from engine.cards import card_code, parse_card
from engine.deal_log import DealLog
from engine.errors import IllegalActionError
from engine.events import TrickWon
from engine.match import Match
from engine.record import Node
from engine.registry import DealSetup, extra_game_modules, get_game
from tests.fifth_game.whist import SPEC
from tests.fifth_game.whist.params import PRESETS
from tests.fifth_game.whist.replay import replay_whist, whist_record
from tests.fifth_game.whist.state import DECK, WhistState
from tests.fifth_game.whist.strategy import make_bot

#: importing whist registers it; it is taken out again at once and put back only while each
#: test here runs, as other tests compare the registry's games with lists of their own
#: (``BENCH_GAMES``, the score formulas)
registry._GAMES.pop("whist", None)


@pytest.fixture(autouse=True)
def whist_registered(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(registry._GAMES, "whist", SPEC)


ROOT = Path(__file__).resolve().parent.parent
GAMES = "tests.fifth_game.whist:tests.fifth_game.whist_gui"
NAMES = ["South", "West", "North", "East"]


def with_whist() -> dict[str, str]:
    """The environment of a subprocess that knows whist (and finds ``tests`` on its path)."""
    path = os.pathsep.join(p for p in (str(ROOT), os.environ.get("PYTHONPATH", "")) if p)
    return {**os.environ, "NAPOLEON_TABLE_GAMES": GAMES, "PYTHONPATH": path}


def engine(*argv: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "engine", *argv],
        capture_output=True,
        text=True,
        env=env or with_whist(),
        cwd=ROOT,
        timeout=300,
    )


def played_deal(seed: int, levels: tuple[str, ...] = ("normal",) * 4) -> DealLog:
    """One whist deal played by bots, as a deal log."""
    spec = get_game("whist")
    rules = PRESETS["single"]
    state = spec.new_deal(rules, 4, random.Random(seed), DealSetup(seed % 4, (seed + 1) % 4))
    assert spec.deal_data is not None
    log = DealLog("whist", rules, "single", 4, spec.deal_data(state), [])
    bots = [make_bot(levels[s], seed + s) for s in range(4)]
    while state.current_seat is not None:
        action = bots[state.current_seat].choose(state.view_for(state.current_seat))
        state.apply(action)
        log.actions.append(action)
    return log


# --- the registration ---------------------------------------------------------------------


def test_the_environment_variable_names_engine_and_table_packages() -> None:
    assert extra_game_modules(GAMES) == [("tests.fifth_game.whist", "tests.fifth_game.whist_gui")]
    assert extra_game_modules("a.b, c.d:c.e") == [("a.b", ""), ("c.d", "c.e")]
    assert extra_game_modules("") == []


@pytest.mark.slow
def test_a_subprocess_knows_whist_only_when_the_variable_names_it() -> None:
    listed = engine("selfplay", "--help")
    assert listed.returncode == 0
    assert "whist" in listed.stdout
    plain = {k: v for k, v in with_whist().items() if k != "NAPOLEON_TABLE_GAMES"}
    unknown = engine("selfplay", "--game", "whist", "--deals", "1", env=plain)
    assert unknown.returncode == 2
    assert "invalid choice: 'whist'" in unknown.stderr


def test_a_game_module_that_cannot_be_imported_is_left_out_with_one_line() -> None:
    """A misspelt ``NAPOLEON_TABLE_GAMES`` costs that game only: one line says so, no
    traceback, and the built-in games play on."""
    env = {**with_whist(), "NAPOLEON_TABLE_GAMES": "tests.fifth_game.whisst:nowhere"}
    done = engine("selfplay", "--game", "napoleon", "--deals", "1", env=env)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    left_out = [line for line in done.stderr.splitlines() if "is left out" in line]
    assert left_out == [
        "NAPOLEON_TABLE_GAMES: 'tests.fifth_game.whisst' is left out: "
        "No module named 'tests.fifth_game.whisst'"
    ]


# --- the rules ----------------------------------------------------------------------------


def test_the_dealers_last_card_makes_trump_and_stays_in_his_hand() -> None:
    pack = list(DECK)
    random.Random(3).shuffle(pack)
    state = WhistState(PRESETS["single"], pack, dealer=2)
    assert state.trump == pack[-1] // 13  # W-DEAL-1
    assert pack[-1] in state.view_for(2).hand
    assert state.current_seat == 3  # W-PLAY-1: the dealer's left leads
    assert all(len(state.view_for(s).hand) == 13 for s in range(4))


def test_a_player_who_can_follow_suit_must() -> None:
    state = WhistState(PRESETS["single"], list(DECK), dealer=3)
    # dealt one at a time from seat 0: seat 0 holds ♠2 ♠6 ♠10 ♠A ♡5 …, seat 1 ♠3 ♠7 …
    state.apply(PlayCard(parse_card("S2")))
    off_suit = next(c for c in state.view_for(1).hand if c // 13 != 0)
    with pytest.raises(IllegalActionError) as refused:
        state.apply(PlayCard(off_suit))
    assert refused.value.rule_id == "W-PLAY-2"
    assert all(a.card // 13 == 0 for a in state.legal_actions() if isinstance(a, PlayCard))


def test_the_side_over_six_tricks_scores_its_odd_tricks() -> None:
    log = played_deal(7)
    state = log.final_state()
    result = state.result
    assert result is not None
    tricks = result.detail["tricks"]
    assert sum(tricks) == 13
    side = 0 if tricks[0] > tricks[1] else 1
    assert result.scores == tuple(tricks[side] - 6 if s % 2 == side else 0 for s in range(4))


def test_a_short_match_ends_when_a_side_reaches_five() -> None:
    match = Match.create("whist", "short", 4, 5)
    bots = [make_bot("normal", s) for s in range(4)]
    while match.game_over is None:
        state = match.new_deal()
        while state.current_seat is not None:
            state.apply(bots[state.current_seat].choose(state.view_for(state.current_seat)))
        match.record(state)
    over = match.game_over
    assert over.rule_id == "W-END-1"
    assert max(match.totals) >= 5
    assert {s % 2 for s in over.winners} == {over.winners[0] % 2}  # partners win together


def _bot_plays(state: WhistState) -> str:
    assert state.current_seat is not None
    action = make_bot("normal", 0).choose(state.view_for(state.current_seat))
    assert isinstance(action, PlayCard)
    state.apply(action)
    return card_code(action.card)


def test_the_normal_player_wins_the_trick_cheaply_or_lets_the_partner_have_it() -> None:
    # the pack unshuffled, dealt from seat 0: seat 0 holds ♠2 ♠6 ♠10 ♠A, seat 1 ♠3 ♠7 ♠J,
    # seat 2 ♠4 ♠8 ♠Q, seat 3 ♠5 ♠9 ♠K; the dealer's last card ♣A makes clubs trump
    state = WhistState(PRESETS["single"], list(DECK), dealer=3)
    state.apply(PlayCard(parse_card("S2")))
    assert _bot_plays(state) == "S3"  # the cheapest card that wins (W-TRICK-1)
    assert _bot_plays(state) == "S4"  # ♠4 beats the opponent's ♠3
    state = WhistState(PRESETS["single"], list(DECK), dealer=3)
    state.apply(PlayCard(parse_card("SA")))
    assert _bot_plays(state) == "S3"  # nothing beats ♠A: the lowest card
    assert _bot_plays(state) == "S4"  # the partner's ♠A wins: the lowest card


# --- the shared contract test and the command line ------------------------------------------


@pytest.mark.slow
def test_whist_keeps_the_engines_contract() -> None:
    """tests/engine/test_contract.py, over the games the registry knows, whist among them."""
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-p",
            "no:xdist",
            "-p",
            "no:cacheprovider",
            "-q",
            "tests/engine/test_contract.py",
            "-k",
            "whist",
        ],
        capture_output=True,
        text=True,
        env=with_whist(),
        cwd=ROOT,
        timeout=600,
    )
    assert proc.returncode == 0, proc.stdout[-3000:]
    assert "6 passed" in proc.stdout  # 3 tests x 2 presets


@pytest.mark.slow
def test_selfplay_plays_whist_with_its_own_bots() -> None:
    proc = engine("selfplay", "--game", "whist", "--deals", "12", "--bots", "normal,easy")
    assert proc.returncode == 0, proc.stderr
    assert "whist / single / 4 players: 12 deals played" in proc.stdout
    assert "games finished: 12 (draws 0)" in proc.stdout
    assert "contracts made" not in proc.stdout  # whist has no contract


@pytest.mark.slow
def test_a_written_record_replays_through_the_rules(tmp_path: Path) -> None:
    log = played_deal(11)
    record = whist_record(log, NAMES, "test")
    assert record["game"] == "whist"
    assert len(record["tricks"]) == 13
    report = replay_whist(Node(record), "test")
    assert report.ok, report.errors
    assert report.log is not None
    assert report.log.actions == log.actions
    path = tmp_path / "whist.json"
    path.write_text(json.dumps(record))
    proc = engine("replay", str(path))
    assert proc.returncode == 0, proc.stdout
    assert "trick 13 won by" in proc.stdout


@pytest.mark.slow
def test_a_record_with_a_wrong_winner_disagrees_citing_the_trick_rule(tmp_path: Path) -> None:
    record = whist_record(played_deal(12), NAMES, "test")
    first = record["tricks"][0]
    first["winner"] = next(n for n in NAMES if n != first["winner"])
    report = replay_whist(Node(record), "test")
    assert [e.rule_id for e in report.errors] == ["W-TRICK-1"]
    path = tmp_path / "wrong.json"
    path.write_text(json.dumps(record))
    proc = engine("replay", str(path))
    assert proc.returncode == 1, proc.stdout
    assert "DISAGREES" in proc.stdout and "W-TRICK-1" in proc.stdout


def test_whists_refusals_and_trick_words_are_in_every_language() -> None:
    """A game outside engine/ has no catalogue of its own: whist says what it says with the
    messages the catalogues hold, so a Japanese or French player reads them translated."""
    from engine.text import in_language
    from tests.fifth_game.whist.explain import explain_trick

    state = WhistState(PRESETS["single"], list(DECK), dealer=3)
    state.apply(PlayCard(parse_card("S2")))
    off_suit = next(c for c in state.view_for(1).hand if c // 13 != 0)
    refusals = [
        state.explain_illegal(PlayCard(off_suit)),  # follow suit
        state.explain_illegal(PlayCard(parse_card("S2"))),  # not in the hand any more
    ]
    won: list[TrickWon] = []
    while not won:
        won = [e for e in state.apply(state.legal_actions()[0]) if isinstance(e, TrickWon)]
    texts = [r[1] for r in refusals if r is not None] + [explain_trick(won[0])]
    assert len(texts) == 3
    for text in texts:
        for lang in ("ja", "fr"):
            assert in_language(text, lang) != in_language(text, "en"), (lang, text)
