"""The strong Napoleon player's rollout policy made cheaper (issue 23 point 2) plays the
very same cards: on a fixed set of positions and sampled deals, every card of every
rollout, and the strong player's choice, are what the policy played before the change
(recorded as a digest of the cards, in order)."""

from __future__ import annotations

import hashlib
import random

import pytest

from engine.games.napoleon import PRESETS, NapoleonState, search
from engine.games.napoleon.search import NapoleonSearch, _Rollout
from engine.games.napoleon.strategy import NapoleonBot

# recorded with the policy before issue 23 made it cheaper (per-suit strength tables)
_ROLLOUT_CARDS = "c4c597cdd96d7bf0436ab72957d80cba4f4349e574b70f12af443a3f74107d19"


def _positions() -> list[NapoleonState]:
    """Positions with a choice, from trick 1 to trick 9, dealt and played by ``normal``
    (auction, call and discard included) at several tables."""
    out: list[NapoleonState] = []
    for seed in range(1, 40):
        preset = ("book", "fukashi", "igoshokai", "book")[seed % 4]
        players = 3 + seed % 4 if preset == "book" else 5
        rng = random.Random(seed)
        state = NapoleonState.deal(PRESETS[preset], players, rng)
        bots = [NapoleonBot(seed * 10 + s) for s in range(players)]
        stop_at = 1 + seed % 9
        extra = seed % players
        while state.phase != "over":
            if state.phase == "play" and state.k >= stop_at and len(state.trick) >= extra:
                seat = state.current_seat
                if seat is not None and len(state.view_for(seat).legal) > 1:
                    out.append(state)
                break
            seat = state.current_seat
            assert seat is not None
            state.apply(bots[seat].choose(state.view_for(seat)))
    return out


def rollout_cards() -> str:
    """Every card of every rollout on the fixed positions, as a digest."""
    digest = hashlib.sha256()
    game = NapoleonSearch()
    for number, state in enumerate(_positions()):
        seat = state.current_seat
        assert seat is not None
        view = state.view_for(seat)
        worlds = game.worlds(view, 6, random.Random(number))
        for w, world in enumerate(worlds):
            for action in game.candidates(view):
                played = world.copy()
                assert isinstance(played, NapoleonState)
                played.apply(action)
                outcome = _Rollout(played, seat, random.Random(w)).run()
                cards = [c for t in played.completed for _, c in t.plays]
                digest.update(repr((number, w, action, cards, outcome)).encode())
    return digest.hexdigest()


def test_the_cheaper_rollout_plays_the_same_cards(monkeypatch: pytest.MonkeyPatch) -> None:
    # the deals were sampled with the auction's weights of that time: the same deals again
    # (the weights were calibrated later, bench/napoleon_inference.py)
    monkeypatch.setattr(search, "_DECLARER_TRUMP_WEIGHT", 3.0)
    monkeypatch.setattr(search, "_DECLARER_ACE_WEIGHT", 1.6)
    monkeypatch.setattr(search, "_BIDDER_SUIT_WEIGHT", 1.0)
    monkeypatch.setattr(search, "_BIDDER_ACE_WEIGHT", 1.0)
    assert len(_positions()) >= 25
    assert rollout_cards() == _ROLLOUT_CARDS
