"""A save is checked before it is used (issue 24, point 2): a state that cannot arise (a card
twice, a card of another deck, a hand of the wrong size, a name over the limit) is refused
with the rule or the field named; the file is kept aside byte-identical and the table starts
fresh; any other failure while restoring a save sets it aside in one line."""

from __future__ import annotations

import copy
import json
import tempfile
import time
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_saves import mid_match, play_random

import napoleon_gui.saves as saves_module
from engine.match import Match
from engine.registry import get_game
from napoleon_gui.games.mustfollow.puzzle import PuzzleMatch, puzzle_rules
from napoleon_gui.saves import Autosave, restore_deal
from napoleon_gui.settings import Store

Change = Callable[[dict[str, Any]], None]


def puzzle_save() -> Autosave:
    match = PuzzleMatch(get_game("mustfollow"), puzzle_rules(False), 1, 5, number=7)
    state = match.new_deal()
    actions = play_random(state, 6, 3)
    return Autosave.capture(
        match=match, state=state, actions=actions, human_seat=0, levels=["normal"], names=["Me"]
    )


def load_changed(tmp_path: Path, autosave: Autosave, change: Change) -> tuple[str, bytes]:
    """Write ``autosave`` changed by ``change``, load it as the table does at start-up; the
    problem reported and the bytes written. The save must be refused and kept aside as it
    was (the table then starts without it)."""
    data = autosave.model_dump(mode="json")
    change(data)
    store = Store(tmp_path)
    path = store.save_path(autosave.kind)
    raw = json.dumps(data).encode()
    path.write_bytes(raw)
    loaded, problem = store.load_autosave(autosave.kind)
    assert loaded is None and problem is not None
    assert "\n" not in problem and problem.startswith(f"{path.name}: ")
    assert not path.exists()  # set aside: the next start does not meet it again
    (aside,) = tmp_path.glob(f"{path.name}.corrupt-*")
    assert aside.read_bytes() == raw  # kept byte-identical
    return problem, raw


def deal_of(data: dict[str, Any]) -> dict[str, Any]:
    deal: dict[str, Any] = data["deal"]["deal"]
    return deal


def test_a_puzzle_save_with_a_hand_of_round_two_in_round_one_is_refused(tmp_path: Path) -> None:
    """The reported crash: one hand replaced by another stopped every start with
    StopIteration (no round-1 hand held C2)."""

    def replace(data: dict[str, Any]) -> None:
        hands = deal_of(data)["hands"]
        hands[0][0] = copy.deepcopy(hands[1][0])

    problem, _ = load_changed(tmp_path, puzzle_save(), replace)
    assert "deal.deal.hands: a card is dealt in both rounds" in problem
    assert "M-2P-2" in problem


def cards(suit: str, ranks: str) -> list[str]:
    return [f"{suit}{r}" for r in ranks.split()]


def test_a_two_player_round_without_the_redeal_check_is_refused(tmp_path: Path) -> None:
    """M-2P-3: two hands with the same count in every suit are always redealt."""

    def same_counts(data: dict[str, Any]) -> None:
        deal = deal_of(data)
        low, high = "2 3 4", "5 6 7"
        deal["hands"] = [
            [
                cards("S", low) + cards("H", low) + cards("D", low) + cards("C", "2 3 4 5"),
                cards("S", high) + cards("H", high) + cards("D", high) + cards("C", "6 7 8 9"),
            ],
            [
                cards("S", "8 9 10 J Q K A") + cards("H", "8 9 10 J Q K"),
                cards("H", "A") + cards("D", "8 9 10 J Q K A") + cards("C", "10 J Q K A"),
            ],
        ]
        data["deal"]["actions"] = []

    problem, _ = load_changed(tmp_path, mid_match("mustfollow", "first_edition", 2), same_counts)
    assert "deal.deal.hands[0]: both hands have the same number of cards in every suit" in problem
    assert "M-2P-3" in problem


@pytest.mark.parametrize(
    ("game", "preset", "players", "change", "words"),
    [
        # a card twice: the second hand's first card is the first hand's
        (
            "napoleon",
            "book",
            5,
            lambda d: d["hands"][1].__setitem__(0, d["hands"][0][0]),
            "deal.deal",
        ),
        ("napoleon", "book", 5, lambda d: d["hands"][2].pop(), "deal.deal"),
        ("rettler", "book", 4, lambda d: d["hands"][0].append("JK"), "deal.deal"),
        ("belote", "standard", 4, lambda d: d["pack"].__setitem__(0, "S2"), "deal.deal.pack"),
        ("belote", "standard", 3, lambda d: d["pack"].pop(), "deal.deal.pack"),
        (
            "mustfollow",
            "first_edition",
            3,
            lambda d: d["hands"][0][0].__setitem__(0, "C2"),  # not in the 40-card deck
            "M-DECK-2",
        ),
        (
            "mustfollow",
            "first_edition",
            4,
            lambda d: d["hands"][0][1].__setitem__(0, d["hands"][0][0][0]),
            "deal.deal.hands[0]",
        ),
    ],
)
def test_an_impossible_deal_of_every_game_is_refused_naming_the_field(
    tmp_path: Path, game: str, preset: str, players: int, change: Change, words: str
) -> None:
    problem, _ = load_changed(
        tmp_path, mid_match(game, preset, players), lambda data: change(deal_of(data))
    )
    assert words in problem


def test_a_name_over_the_settings_limit_is_refused_at_once(tmp_path: Path) -> None:
    """Issue 24 point 7: a 200,000-character name made a resume take 45 s."""
    started = time.perf_counter()
    problem, _ = load_changed(
        tmp_path,
        mid_match("rettler", "book", 4),
        lambda data: data.__setitem__("names", ["Me", "x" * 200_000]),
    )
    assert time.perf_counter() - started < 5
    assert "names[1]: String should have at most 40 characters" in problem
    assert len(problem) < 400  # the name itself is not repeated in full


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda d: d.__setitem__("totals", [t + 1 for t in d["totals"]]), "totals: not the sums"),
        (lambda d: d["rows"][0].__setitem__("number", 3), "rows[0].number"),
        (lambda d: d.__setitem__("deals_started", 0), "deals_started"),
        (lambda d: d.__setitem__("levels", ["normal"] * 50), "levels"),
        (lambda d: d.__setitem__("saved_at", "9" * 10_000), "saved_at"),
    ],
)
def test_a_score_sheet_that_cannot_arise_is_refused(
    tmp_path: Path, change: Change, words: str
) -> None:
    problem, _ = load_changed(tmp_path, mid_match("napoleon", "book", 5), change)
    assert words in problem


def test_a_puzzle_number_that_is_not_a_number_is_refused(tmp_path: Path) -> None:
    problem, _ = load_changed(
        tmp_path,
        puzzle_save(),
        lambda data: data["mode_data"].__setitem__("current", "<img src=x>" * 10_000),
    )
    assert "mode_data.current: expected a whole number" in problem


def test_any_failure_while_restoring_sets_the_save_aside_in_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Whatever the checks miss, a save never stops the table's start: the error becomes one
    line and the save is kept aside."""
    autosave = mid_match("belote", "standard", 4)

    def broken(_: Autosave) -> None:
        raise StopIteration

    monkeypatch.setattr(saves_module, "restore_deal", broken)
    problem, _ = load_changed(tmp_path, autosave, lambda data: None)
    assert "cannot be restored (StopIteration)" in problem


def test_a_good_save_still_loads(tmp_path: Path) -> None:
    for autosave in (puzzle_save(), mid_match("mustfollow", "first_edition", 3)):
        store = Store(tmp_path)
        store.save_autosave(autosave)
        loaded, problem = store.load_autosave(autosave.kind)
        assert problem is None and loaded == autosave


def between_deals(game: str, preset: str, players: int, deals: int = 1) -> Autosave:
    """A save after ``deals`` finished deals, the next one not dealt yet."""
    match = Match.create(game, preset, players, seed=3)
    for i in range(deals):
        state = match.new_deal()
        match.record(state, play_random(state, 10_000, i))
    return Autosave.capture(
        match=match,
        state=None,
        actions=[],
        human_seat=0,
        levels=["normal"] * players,
        names=["Me"],
    )


@pytest.mark.parametrize(
    ("game", "preset", "players", "change", "words"),
    [
        # B-VAR-2: the gathered pack the next deal is cut from
        ("belote", "mcleod", 4, {"pack": [0] * 32}, "B-CARD-1"),
        ("belote", "mcleod", 4, {"pack": [999] * 3}, "B-CARD-1"),
        ("belote", "mcleod", 4, {"pack": ["SA"] * 32}, "setup_extra.pack: expected a list"),
        # R-VAR-11: the punished seat and those waiting
        ("rettler", "sanction", 5, {"punished": 99}, "R-VAR-11"),
        ("rettler", "sanction", 5, {"waiting": [7]}, "R-VAR-11"),
        ("rettler", "sanction", 5, {"extra_target": -5}, "R-VAR-11"),
        # N-VAR-5: the previous game's point-card counts, one per seat
        ("napoleon", "imperialist", 4, {"previous_counts": [1, 2]}, "previous_counts"),
    ],
)
def test_a_next_deal_setup_that_cannot_arise_is_refused_when_read(
    tmp_path: Path, game: str, preset: str, players: int, change: dict[str, Any], words: str
) -> None:
    """Between deals a save carries the next deal's setup; one that cannot be dealt is
    refused when the save is read, not after the player resumed it."""
    autosave = between_deals(game, preset, players)
    assert autosave.setup_type is not None

    def spoil(data: dict[str, Any]) -> None:
        data["setup_extra"].update(change)

    problem, _ = load_changed(tmp_path, autosave, spoil)
    assert words in problem


def test_a_field_name_with_a_line_break_is_reported_in_one_line(tmp_path: Path) -> None:
    """A rule set written out in the save, with a key holding line breaks."""
    autosave = mid_match("napoleon", "book", 5)
    rules = autosave.rules().model_dump(mode="json")

    def odd_key(data: dict[str, Any]) -> None:
        data["preset"] = None
        data["custom_preset"] = {**rules, "\nTraceback (most recent call last):\n": 1}

    problem, _ = load_changed(tmp_path, autosave, odd_key)
    assert "custom_preset.'\\nTraceback (most recent call last" in problem


RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
CODES = [f"{s}{r}" for s in "SHDC" for r in RANKS] + ["JK", "BR"]


def card_lists(node: Any) -> list[list[str]]:
    """Every list of card codes in a save's deal (hands, kitty, pack, layouts ...)."""
    if isinstance(node, list) and node and all(isinstance(c, str) for c in node):
        return [node]
    children = node.values() if isinstance(node, dict) else node if isinstance(node, list) else []
    return [found for child in children for found in card_lists(child)]


@cache
def saved_match(kind: str) -> Autosave:
    if kind == "puzzle":
        return puzzle_save()
    game, preset, players = {
        "napoleon": ("napoleon", "book", 5),
        "rettler": ("rettler", "book", 4),
        "belote": ("belote", "standard", 4),
        "mustfollow": ("mustfollow", "first_edition", 3),
    }[kind]
    return mid_match(game, preset, players)


@pytest.mark.parametrize("kind", ["napoleon", "rettler", "belote", "mustfollow", "puzzle"])
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_deal_with_any_card_changed_is_refused_or_still_plays(kind: str, data: Any) -> None:
    """Hypothesis changes cards of the saved deal (a card twice, one of another deck, one
    missing or one too many): the save is refused in one line naming the deal, or - when the
    change happens to leave a deal that can arise - it replays and plays to its end."""
    autosave = saved_match(kind)
    saved = autosave.model_dump(mode="json")
    lists = card_lists(saved["deal"]["deal"])
    for _ in range(data.draw(st.integers(1, 3))):
        cards = data.draw(st.sampled_from(lists))
        how = data.draw(st.sampled_from(["replace", "drop", "add"]))
        if how == "drop" and len(cards) > 1:
            cards.pop(data.draw(st.integers(0, len(cards) - 1)))
        elif how == "add":
            cards.append(data.draw(st.sampled_from(CODES)))
        else:
            cards[data.draw(st.integers(0, len(cards) - 1))] = data.draw(st.sampled_from(CODES))
    with tempfile.TemporaryDirectory() as folder:
        store = Store(Path(folder))
        path = store.save_path(autosave.kind)
        raw = json.dumps(saved).encode()
        path.write_bytes(raw)
        loaded, problem = store.load_autosave(autosave.kind)
        if loaded is None:
            assert problem is not None and "\n" not in problem and "deal" in problem, problem
            (aside,) = Path(folder).glob(f"{path.name}.corrupt-*")
            assert aside.read_bytes() == raw
        else:
            state, _actions = restore_deal(loaded)
            play_random(state, 10_000, 1)
            assert state.is_over
