"""Rettler's refusals in French (issue #14): the engine's words reach every language."""

from __future__ import annotations

import pytest
from rettler_support import cards, state_at_play

from engine.cards import BRIDGE
from engine.errors import IllegalActionError
from engine.games.rettler.actions import Lead
from engine.text import in_language


def test_a_bridge_lead_refusal_in_french() -> None:
    state = state_at_play(4, {0: "BR C4"}, trump="S")
    with pytest.raises(IllegalActionError) as info:
        state.apply(Lead((BRIDGE,)))
    assert info.value.rule_id == "R-BRIDGE-1"
    french = in_language(info.value.reason, "fr")
    assert french != str(info.value.reason)
    assert "carte pont" in french and "dernier pli" in french


def test_a_joker_lead_refusal_in_three_languages() -> None:
    state = state_at_play(4, {0: "JK C4"}, trump="S")
    rule, reason = state.explain_illegal(Lead(tuple(cards("JK"))))
    assert rule == "R-PLAY-4"
    assert reason == "no joker may be led to the first round (R-PLAY-4)"
    assert in_language(reason, "ja") == "初巡にジョーカーは回せません(R-PLAY-4)"
    assert in_language(reason, "fr") == "on ne peut pas entamer le joker au premier tour (R-PLAY-4)"
