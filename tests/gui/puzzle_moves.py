"""Puzzle moves written down, so that a test can replay a line of the engine's puzzle player
by mouse or on a state instead of searching it again: ``"u3"`` turns the dummy's place 3 up,
``"d3"`` plays it face down, a card code (``"C2"``) plays that card."""

from __future__ import annotations

from engine.actions import Action
from engine.games.mustfollow import mustfollow_action_from_json


def moves(text: str) -> list[Action]:
    """The actions of ``text``, moves apart by spaces."""
    return [_move(code) for code in text.split()]


def _move(code: str) -> Action:
    kind = {"u": "turn_up", "d": "play_face_down"}.get(code[0])
    if kind is None:
        return mustfollow_action_from_json({"kind": "play", "card": code})
    return mustfollow_action_from_json({"kind": kind, "slot": int(code[1:])})
