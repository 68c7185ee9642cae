"""Puzzle hints speak a player's language (issue 12): suit symbols and plain words, never the
solver's jargon ("clairvoyant upper bound, pair H-D")."""

from __future__ import annotations

import re

import pytest

from engine.games.mustfollow.params import FIRST_EDITION
from engine.games.mustfollow.rules import PAIR_HD, PAIR_SC
from engine.games.mustfollow.solver import analyse, dead_note, objective_text
from engine.games.mustfollow.state import MustFollowState
from engine.games.mustfollow.strategy import MustFollowBot
from engine.games.mustfollow.texts import hint_text
from engine.text import in_language

#: words of the solver, not of the table, and suits written as letters ("H-D", "{S,C}")
JARGON = re.compile(
    r"clairvoyant|upper bound|\bpair\b|p_opt|p_clair|\bbag\b|\bnodes?\b|PIMC|"
    r"\b[SHDC]\s*[-,+/]\s*[SHDC]\b",
    re.IGNORECASE,
)


def assert_plain(text: str) -> None:
    assert not JARGON.search(text), text


def test_a_lost_pair_of_last_cards_is_said_with_suit_symbols() -> None:
    # 2 players, round 2 must end on ♠ and ♣, but the second hand has no ♠ or ♣ left
    pairs = frozenset({(0, 3), (3, 0)})
    note = in_language(dead_note([(1, 1, 0, 1), (0, 2, 1, 0)], [4, 4], 2, pairs, None, None), "en")
    assert_plain(note)
    assert "♠ spades" in note and "♣ clubs" in note and "M-2P-9" in note
    both = frozenset({(0, 3), (3, 0), (1, 2), (2, 1)})
    note = in_language(dead_note([(1, 0, 0, 1), (0, 2, 0, 0)], [4, 4], 1, both, None, None), "en")
    assert "♡ hearts" in note and "♢ diamonds" in note and "♠ spades" in note


def test_a_suit_nobody_can_keep_is_named_with_its_symbol() -> None:
    note = in_language(dead_note([(1, 1, 1, 0)] * 4, [3, 2, 1, 0], 4, None, None, None), "en")
    assert "♣ club" in note and "M-GOAL-1" in note
    assert_plain(note)


def test_the_round_one_goal_names_its_suits_with_symbols() -> None:
    goal = in_language(objective_text("round_ok"), "en")
    assert_plain(goal)
    for suit in ("♠", "♡", "♢", "♣"):
        assert suit in goal
    assert PAIR_HD != PAIR_SC  # the two pairs the text names (M-2P-9)


@pytest.mark.parametrize("number", [2])
def test_puzzle_hints_and_reasons_in_late_round_one_are_plain(number: int) -> None:
    state = MustFollowState.numbered(FIRST_EDITION, 1, number)
    bot = MustFollowBot(number)
    lines: list[str] = []
    while state.current_seat is not None and state.round_no == 1:
        view = state.view_for(0)
        action, reason = bot.explain(view)
        lines.append(in_language(reason, "en"))
        if view.trick_number >= 10 and len(view.legal) > 1:
            analysis = analyse(view)
            lines.append(hint_text(view, analysis=analysis))
            lines.extend(in_language(m.note, "en") for m in analysis.moves)
        state.apply(action)
    assert any("%" in line for line in lines)  # some hint gave a chance
    for line in lines:
        assert_plain(line)
