"""One contract every registered game must keep (OpenSpiel-style API test).

For every game, preset and player count: deals are reproducible from a seed; the seat to act
always has legal actions until the deal is over; every legal action applies; an illegal one
is refused with a rule ID and changes nothing; views carry legal actions only for the seat
to act; copies are independent; private events are redacted per seat; results are zero-sum (for
games that declare ``zero_sum``).
"""

from __future__ import annotations

import random
import re

import pytest

from engine.actions import Action, Bid, CallAdjutant, Discard, Pass, PlayCard
from engine.core import GameState
from engine.errors import IllegalActionError
from engine.events import Dealt
from engine.registry import DealSetup, all_games

RULE_ID = re.compile(r"^[NRBM]-[A-Z0-9]+-\d+$")  # M-1P-3, B-3P-2 too
PROBES: list[Action] = [Pass(), Bid(99, "S"), CallAdjutant(0), Discard(0), PlayCard(0)]

CASES = [
    (spec, preset, players)
    for spec in all_games()
    for preset in spec.presets
    for players in spec.players_for(preset)
]


def _ids(case: tuple[object, str, int]) -> str:
    spec, preset, players = case
    return f"{spec.name}-{preset}-{players}p"  # type: ignore[attr-defined]


def _deal(case: tuple[object, str, int], seed: int) -> GameState:
    spec, preset, players = case
    rng = random.Random(seed)
    return spec.new_deal(
        spec.presets[preset],
        players,
        rng,  # type: ignore[attr-defined]
        DealSetup(seed % players, (seed + 1) % players),
    )


def _trace(state: GameState, seed: int) -> list[dict[str, object]]:
    rng = random.Random(seed)
    out = []
    while state.current_seat is not None:
        legal = state.legal_actions()
        for event in state.apply(legal[rng.randrange(len(legal))]):
            out.append(event.to_json())
    return out


@pytest.mark.parametrize("case", CASES, ids=[_ids(c) for c in CASES])
def test_deals_are_reproducible_from_a_seed(case):
    first = _trace(_deal(case, 11), 5)
    assert first == _trace(_deal(case, 11), 5)
    assert first != _trace(_deal(case, 12), 5)


@pytest.mark.parametrize("case", CASES, ids=[_ids(c) for c in CASES])
def test_random_deals_keep_the_protocol(case):
    for seed in range(12):
        state = _deal(case, seed)
        rng = random.Random(seed)
        steps = 0
        while state.current_seat is not None:
            seat = state.current_seat
            legal = state.legal_actions()
            assert legal, f"no legal action in phase {state.phase}"
            assert len(set(legal)) == len(legal)
            view = state.view_for(seat)
            assert tuple(view.legal) == tuple(legal)
            for other in range(state.players):
                if other != seat:
                    assert state.view_for(other).legal == ()
            if steps % 7 == 0:
                _check_illegal_is_refused(state, legal)
                _check_copy_is_independent(state, legal)
            for action in legal:
                assert state.explain_illegal(action) is None
            state.apply(legal[rng.randrange(len(legal))])
            steps += 1
        assert state.legal_actions() == []
        result = state.result
        assert result is not None
        assert len(result.scores) == state.players
        spec, preset, _ = case
        # Belote: both sides score (B-SCORE-4); Imperialist Napoleon: 1 per winner (N-VAR-5)
        if spec.zero_sum_for(spec.presets[preset]):
            assert sum(result.scores) == 0
        else:
            assert min(result.scores) >= 0
        with pytest.raises(IllegalActionError):
            state.apply(PlayCard(0))


def _check_illegal_is_refused(state: GameState, legal: list[Action]) -> None:
    before = _snapshot(state)
    for probe in PROBES:
        if probe in legal:
            continue
        with pytest.raises(IllegalActionError) as info:
            state.apply(probe)
        assert RULE_ID.match(info.value.rule_id), info.value.rule_id
        assert info.value.rule_id in str(info.value)
        assert state.explain_illegal(probe) is not None
        assert _snapshot(state) == before, "an illegal action changed the deal"


def _check_copy_is_independent(state: GameState, legal: list[Action]) -> None:
    before = _snapshot(state)
    twin = state.copy()
    twin.apply(legal[-1])
    assert _snapshot(state) == before
    assert _snapshot(twin) != before or twin.current_seat == state.current_seat


def _snapshot(state: GameState) -> tuple[object, ...]:
    views = tuple(repr(state.view_for(s)) for s in range(state.players))
    return (state.phase, state.current_seat, views)


@pytest.mark.parametrize("case", CASES, ids=[_ids(c) for c in CASES])
def test_dealt_event_shows_each_seat_only_its_hand(case):
    state = _deal(case, 3)
    dealt = state.dealt_event()  # type: ignore[attr-defined]
    assert isinstance(dealt, Dealt)
    for seat in range(state.players):
        mine = dealt.for_seat(seat)
        assert isinstance(mine, Dealt)
        assert mine.hands[seat] == dealt.hands[seat]
        assert all(h is None for i, h in enumerate(mine.hands) if i != seat)
        assert tuple(state.view_for(seat).hand) == tuple(sorted(dealt.hands[seat] or ()))
