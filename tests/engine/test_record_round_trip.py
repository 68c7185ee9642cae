"""Every deal survives its own record exactly (issue #24, points 4 and 7; docs/records.md).

A deal is exported as File ▸ Export deal does (``to_record``, through JSON text), replayed
through the rules, and read back: the replay must agree with every trick, and the deal it
reads back must be the same deal, action for action, with the same result (outcome, scores
and the whole result detail the score sheet shows).

Belote's tout atout allows one belote per suit (B-OPT-5, B-BEL-3), so two players may start
their belote in the same trick; the record keeps every belote with its seat and suit
(``tricks[].belotes``). Older records with one ``said_belote`` per trick still replay.
"""

from __future__ import annotations

import json
import os
import random
from collections.abc import Iterator
from typing import Any

import pytest

from engine.actions import Action
from engine.ai import make_bot
from engine.core import GameState
from engine.deal_log import DealLog, to_record
from engine.errors import RecordError
from engine.games.belote.params import BeloteRules
from engine.match import Match
from engine.record import Node, replay_node
from engine.registry import get_game

# --- the round trip --------------------------------------------------------------------


def exported(log: DealLog, played: GameState | None = None) -> dict[str, Any]:
    """The record File ▸ Export deal writes, as the JSON text it is saved as; ``played`` is
    the state the deal ended in as played (the writer need not play it again)."""
    names = [f"P{i + 1}" for i in range(max(2, log.players))]
    data: dict[str, Any] = json.loads(json.dumps(to_record(log, names, "test", played)))
    return data


def dealt(log: DealLog) -> dict[str, Any]:
    """The deal a record must keep. Team cards (R-VAR-8) are face down and alike within a
    side: the record keeps each seat's side, not the order the cards were shuffled in, so
    the order is left out here and the sides are checked in the result (``team_cards``)."""
    return {key: value for key, value in log.deal.items() if key != "team_order"}


def round_trip_problem(log: DealLog, played: GameState | None = None) -> str | None:
    """Why ``log`` does not survive its record (None: it does, exactly); ``played`` is the
    state the deal ended in as played (else the log is played again to find it)."""
    record = exported(log, played)
    report = replay_node(Node(record))
    if not report.ok:
        return f"the replay disagrees: {report.errors[0]}"
    back = report.log
    if back is None or back.actions != log.actions:
        return "the record reads back as other actions"
    if back.params != log.params or back.players != log.players:
        return "the record reads back under other rules"
    if dealt(back) != dealt(log) or back.talk != log.talk:
        return "the record reads back as another deal"
    original = (played if played is not None else log.final_state()).result
    # The replay applied every action through the rules: the deal it ends in is the deal
    # read back, so its result is the read-back deal's (no third pass over the actions).
    assert report.state is not None
    again = report.state.result
    assert original is not None
    if again is None:
        return "the record reads back as an unfinished deal"
    if (again.outcome, again.scores) != (original.outcome, original.scores):
        return f"result {again.outcome} {again.scores}, played {original.outcome} {original.scores}"
    if again.detail != original.detail:
        return "the result's detail differs"
    return None


def played_logs(
    game: str,
    params: Any,
    players: int,
    deals: int,
    seed: int,
    levels: tuple[str, ...] = ("random",),
) -> Iterator[DealLog]:
    """``deals`` deals of one match under ``params``, bots of ``levels`` round the table."""
    for log, _state in played_deals(game, params, players, deals, seed, levels):
        yield log


def played_deals(
    game: str,
    params: Any,
    players: int,
    deals: int,
    seed: int,
    levels: tuple[str, ...] = ("random",),
) -> Iterator[tuple[DealLog, GameState]]:
    """``played_logs`` with the state each deal ended in. A random seat chooses among the
    state's legal actions directly: the same random legal play, without building a view."""
    spec = get_game(game)
    match = Match(spec, params, players, seed)
    bots = [make_bot(game, levels[s % len(levels)], seed * 10 + s) for s in range(players)]
    rng = random.Random(seed)
    for _ in range(deals):
        state = match.new_deal()
        actions: list[Action] = []
        while (seat := state.current_seat) is not None:
            if bots[seat].name == "random":
                legal = state.legal_actions()
                action = legal[int(rng.random() * len(legal))]
            else:
                action = bots[seat].choose(state.view_for(seat))
            state.apply(action)
            actions.append(action)
        match.record(state, actions)
        log = match.logs[-1]
        assert log is not None and state.result is not None
        yield log, state


def failures(deals: Iterator[tuple[DealLog, GameState]]) -> tuple[int, list[str]]:
    played, bad = 0, []
    for number, (log, state) in enumerate(deals, 1):
        played += 1
        problem = round_trip_problem(log, state)
        if problem is not None:
            bad.append(f"deal {number}: {problem}")
    return played, bad


# --- Belote: two belotes in one trick ----------------------------------------------------


#: A four-player tout atout deal (option_bids) in which P2 starts the diamond belote with the
#: DQ and P1 the heart belote with the HQ in the same trick, trick 2 (B-BEL-3): the taker's
#: opponents score both belotes, 2 x 20 x 3 (B-SCORE-7). Before issue #24 the record kept
#: only the later one and the replay gave the side 60 less.
def words(text: str) -> list[str]:
    return text.split()


TWO_BELOTES_ONE_TRICK: dict[str, Any] = {
    "game": "belote",
    "players": 4,
    "preset": "option_bids",
    "deal": {
        "dealer": 1,
        "pack": words(
            "H7 HJ S8 C10 D7 SQ SA C8 HK H9 DK D10 C7 D8 S7 CJ "
            "HQ H10 CA HA C9 S9 DJ DA CK S10 H8 SK CQ DQ D9 SJ"
        ),
    },
    "actions": [
        {"kind": "belote_bid", "trump": "sa"},
        {"kind": "belote_bid", "trump": "ta"},
        {"kind": "play", "card": "S8"},
        {"kind": "pass"},
        *(
            {"kind": "play_belote" if code in ("DQ", "HQ") else "play", "card": code}
            for code in words(
                "SQ SA SJ DQ DJ D7 HQ DA C10 SK D9 HA HJ CJ H8 H7 S7 H10 H9 D10 "
                "D8 CK HK DK S9 S10 C8 CA C7 C9 CQ"
            )
        ),
    ],
}


def two_belotes_log() -> DealLog:
    return DealLog.from_json(json.loads(json.dumps(TWO_BELOTES_ONE_TRICK)))


def test_two_belotes_in_one_trick_survive_the_record() -> None:
    log = two_belotes_log()
    state = log.final_state()
    assert state.result is not None
    assert state.result.detail["belote"] == [20, 20]  # each side has one belote (B-BEL-3)
    record = exported(log)
    trick2 = record["tricks"][1]
    assert trick2["belotes"] == [{"seat": "P2", "suit": "D"}, {"seat": "P1", "suit": "H"}]
    assert record["belote"] == "P2"  # the first belote said (B-BEL-1)
    assert sum("belotes" in t for t in record["tricks"]) == 1
    assert round_trip_problem(log) is None
    report = replay_node(Node(record))
    assert report.ok
    assert record["result"]["score"] == {"P1+P3": 291, "P2+P4": 603}
    assert report.log is not None
    assert report.log.final_state().result.scores == state.result.scores  # type: ignore[union-attr]


def test_a_belote_recorded_in_the_wrong_suit_is_refused_with_the_rule() -> None:
    record = exported(two_belotes_log())
    record["tricks"][1]["belotes"][1]["suit"] = "S"  # P1 plays the HQ, not a spade
    report = replay_node(Node(record))
    [error] = report.errors
    assert (error.trick, error.seat, error.rule_id) == (2, "P1", "B-BEL-1")
    assert error.path == "$.tricks[1].belotes[1]"


def test_a_left_out_belote_changes_the_score_and_the_replay_says_so() -> None:
    """The record is what decides the belotes: leave one out and the scores it states no
    longer hold, as the rules count them."""
    record = exported(two_belotes_log())
    del record["tricks"][1]["belotes"][1]
    [error] = replay_node(Node(record)).errors
    assert error.rule_id == "B-SCORE-4" and "P1+P3" in str(error)


def test_an_older_record_with_one_said_belote_per_trick_still_replays() -> None:
    """Records written before ``belotes`` name one seat per trick in ``said_belote``."""
    log = next(
        log
        for log in played_logs("belote", BeloteRules(), 4, 40, 5, ("normal",))
        if any(a.kind == "play_belote" for a in log.actions)  # type: ignore[attr-defined]
    )
    record = exported(log)
    for trick in record["tricks"]:
        if "belotes" in trick:
            [belote] = trick.pop("belotes")
            trick["said_belote"] = belote["seat"]
    report = replay_node(Node(record))
    assert report.ok, report.errors
    assert report.log is not None and report.log.actions == log.actions


def test_a_belote_entry_of_the_wrong_shape_is_the_files_problem() -> None:
    record = exported(two_belotes_log())
    record["tricks"][1]["belotes"][0] = "P2"
    [error] = replay_node(Node(record)).errors
    assert isinstance(error, RecordError) and error.path == "$.tricks[1].belotes[0]"
    assert type(error).__name__ == "UnusableRecordError"


@pytest.mark.slow
def test_tout_atout_deals_with_two_belotes_in_a_trick_round_trip() -> None:
    """The case of the bug, found in play rather than written by hand: four-player deals
    under the option bids (random bidding reaches tout atout often) until several have two
    belotes started in one trick; every deal played survives its record."""
    several, bad, number = 0, [], 0
    rules = get_game("belote").presets["option_bids"]
    for seed in range(1, 31):  # matches of 100 deals, until three such deals (at most 3,000)
        for log, state in played_deals("belote", rules, 4, 100, seed):
            number += 1
            record = exported(log)
            several += any(len(t.get("belotes", [])) > 1 for t in record.get("tricks", []))
            problem = round_trip_problem(log, state)
            if problem is not None:
                bad.append(f"deal {number}: {problem}")
        if several >= 3:
            break
    assert several >= 3, (several, number)
    assert bad == [], bad[:5]


# --- Belote: 5,000 deals, every option, 3 and 4 players -----------------------------------

#: Every Belote option (belote.md §15), each value other than the default at least once:
#: the presets, then one option changed at a time on top of the option bids (so tout atout,
#: with its several belotes, is played in all of them).
BELOTE_RULES: dict[str, BeloteRules] = {
    **{name: rules for name, rules in get_game("belote").presets.items()},  # type: ignore[misc]
    **{
        f"sa_ta+{field}={value}": BeloteRules(option_bids="sa_ta", **{field: value})
        for field, value in (
            ("direction", "counterclockwise"),
            ("shuffle", "cut_only"),
            ("first_deal_packets", "dealer_choice"),
            ("melds_in_test", False),
            ("melds_allowed", "belote_only"),
            ("meld_timing", "before_play"),
            ("belote_king_first", True),
            ("forced_undertrump", True),
            ("capot_value", 250),
            ("belote_kept_by_failing_side", True),
        )
    },
    "sa_only_any_time": BeloteRules(option_bids="sa_only", sa_only_after_suit_bid=False),
}
BELOTE_DEALS = 5000
BELOTE_MATCH = 20  # deals per match: the first deal of each is dealt by the dealer's choice
BELOTE_CASES = [(name, players) for name in BELOTE_RULES for players in (3, 4)]


@pytest.mark.slow
@pytest.mark.parametrize(("name", "players"), BELOTE_CASES)
def test_belote_deals_survive_their_records(name: str, players: int) -> None:
    """5,000 deals in all (``BELOTE_DEALS``, spread over every rule set and table size),
    random and rule-based players mixed, each exported, replayed and read back."""
    deals = -(-BELOTE_DEALS // len(BELOTE_CASES))
    rules = BELOTE_RULES[name]
    played, bad = 0, []
    case = BELOTE_CASES.index((name, players))
    for match in range(-(-deals // BELOTE_MATCH)):
        count = min(BELOTE_MATCH, deals - played)
        seed = 1000 * case + match
        n, problems = failures(
            played_deals("belote", rules, players, count, seed, ("random", "normal"))
        )
        played += n
        bad += [f"seed {seed} {p}" for p in problems]
    assert played == deals
    assert bad == [], bad[:5]


def test_the_belote_cases_cover_5000_deals_and_every_option() -> None:
    assert -(-BELOTE_DEALS // len(BELOTE_CASES)) * len(BELOTE_CASES) >= 5000
    defaults = BeloteRules().model_dump()
    changed = {
        (field, str(value))
        for rules in BELOTE_RULES.values()
        for field, value in rules.model_dump().items()
        if value != defaults[field] and field not in ("name", "title")
    }
    fields = BeloteRules.model_fields
    for field, info in fields.items():
        if field in ("name", "title", "players"):
            continue
        annotation = str(info.annotation)
        if annotation == "<class 'bool'>":
            assert (field, str(not defaults[field])) in changed, field
        elif "Literal" in annotation:
            for value in info.annotation.__args__:  # type: ignore[union-attr]
                if value != defaults[field]:
                    assert (field, str(value)) in changed, (field, value)


# --- every game and variant preset, 100 deals each (Napoleon's igoshokai 250) ------------

#: Deals per preset, in matches of ``PRESET_MATCH`` round every table size it is played by.
#: Measured with a line tracer: every line of the record code (engine/record.py,
#: deal_log.py, games/*/replay.py) that 250 deals of a preset in matches of 25 ran is run by
#: these 100 deals in matches of 10 (each table size as often as before), but for Napoleon's
#: igoshokai, whose last line came first at deal 182: it keeps its 250 deals (``LONGER``).
#: The deals beyond ran the same lines again, at 57 % of the presets' processor time.
#: A fault that shows in one deal of a few hundred needs more deals than lines: a deep run
#: (``NAPOLEON_ROUND_TRIP_DEALS=500``, a multiple of ``PRESET_MATCH``) plays that many of
#: every preset, igoshokai included, as issue 24 measured once.
PRESET_DEALS = int(os.environ.get("NAPOLEON_ROUND_TRIP_DEALS", "100"))
PRESET_MATCH = 10
LONGER: dict[tuple[str, str], tuple[int, int]] = {("napoleon", "igoshokai"): (250, 25)}
PRESET_CASES = [
    (game, preset)
    for game in ("napoleon", "rettler", "belote", "mustfollow")
    for preset in get_game(game).presets
]


@pytest.mark.slow
@pytest.mark.parametrize(("game", "preset"), PRESET_CASES)
def test_every_preset_survives_its_records(game: str, preset: str) -> None:
    """100 deals of the preset (``PRESET_DEALS``; ``LONGER`` for those that need more),
    short matches round every table size it is played by, random legal play (every branch
    the rules allow)."""
    spec = get_game(game)
    sizes = spec.players_for(preset)
    deals, per_match = LONGER.get((game, preset), (PRESET_DEALS, PRESET_MATCH))
    if deals < PRESET_DEALS:
        deals, per_match = PRESET_DEALS, PRESET_MATCH
    played, bad = 0, []
    for match in range(deals // per_match):
        players = sizes[match % len(sizes)]
        seed = 7 + match
        n, problems = failures(played_deals(game, spec.presets[preset], players, per_match, seed))
        played += n
        bad += [f"{players} players, seed {seed}, {p}" for p in problems]
    assert played == deals
    assert bad == [], bad[:5]


def test_a_record_written_from_the_state_as_played_is_the_record_of_the_log() -> None:
    """``to_record(..., played)`` plays only the calls again (Napoleon, Rettler): for four
    deals of every preset at its largest table, the record is the one written from the log
    alone, but that a Rettler hand may list its cards in another order (the log keeps a
    hand in code order, and which copy of a card a seat holds changes nothing)."""
    for game in ("napoleon", "rettler"):
        spec = get_game(game)
        for preset, params in spec.presets.items():
            players = spec.players_for(preset)[-1]
            for log, state in played_deals(game, params, players, 4, 3):
                quick, full = exported(log, state), exported(log)
                for record in (quick, full):
                    record["hands"] = {seat: sorted(h) for seat, h in record["hands"].items()}
                assert quick == full, (game, preset)
