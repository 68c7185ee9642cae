"""The hint corpus (issue 21, point 7): positions of every game and the puzzle, each with the
fact that decides it, which the hint must state, and every fact it states must hold.

Each file ``tests/data/hint_corpus/<name>.json`` is ``{"positions": [...]}``; a position is

- ``name``: what it shows, in a few words ("a called joker has no power");
- ``about``: the rule ID or the rule book's tactic it is built for;
- ``log``: a deal log (``DealLog.to_json``); the position is the state after its actions,
  and the hint is the one given to the seat to act;
- ``expect``: the deciding fact, ``{"fact": <class name>, <field>: <value>, ...}``; a card
  field is written as the table names the card ("♠A"), a seat as its number.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from engine.cards import card_label
from engine.deal_log import DealLog
from engine.hints import suggest
from engine.registry import get_game

CORPUS = Path(__file__).resolve().parents[1] / "data" / "hint_corpus"


def _positions() -> list[tuple[str, dict[str, Any]]]:
    out = []
    for path in sorted(CORPUS.glob("*.json")):
        for position in json.loads(path.read_text(encoding="utf-8"))["positions"]:
            out.append((f"{path.stem}: {position['name']}", position))
    return out


POSITIONS = _positions()


def _matches(fact: Any, expect: dict[str, Any]) -> bool:
    if type(fact).__name__ != expect["fact"]:
        return False
    for key, want in expect.items():
        if key == "fact":
            continue
        got = getattr(fact, key, None)
        if isinstance(want, str) and isinstance(got, int):
            got = card_label(got)
        elif isinstance(want, list) and isinstance(got, tuple):
            got = [
                card_label(c) if isinstance(c, int) and isinstance(w, str) else c
                for c, w in zip(got, want, strict=False)
            ]
        if got != want:
            return False
    return True


def test_the_corpus_covers_every_game_and_holds_two_hundred_positions() -> None:
    games = {p["log"]["game"] for _, p in POSITIONS}
    puzzles = [
        p for _, p in POSITIONS if p["log"]["game"] == "mustfollow" and p["log"]["players"] == 1
    ]
    assert games == {"napoleon", "rettler", "belote", "mustfollow"}
    assert puzzles, "the one-player puzzle has positions of its own"
    assert len(POSITIONS) >= 200


@pytest.mark.slow
@pytest.mark.parametrize("position", [p for _, p in POSITIONS], ids=[n for n, _ in POSITIONS])
def test_the_hint_states_the_deciding_fact_and_only_true_facts(position: dict[str, Any]) -> None:
    log = DealLog.from_json(position["log"])
    state = log.final_state()
    seat = state.current_seat
    assert seat is not None, "a corpus position is a decision"
    hint = suggest(log.game, state.view_for(seat))
    expect = position["expect"]
    assert any(_matches(f, expect) for f in hint.facts), (expect, hint.facts, str(hint.text))
    holds = get_game(log.game).fact_holds
    if holds is not None:
        for fact in hint.facts:
            assert holds(fact, state, seat, hint.decision), (fact, str(hint.text))
