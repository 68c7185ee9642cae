"""Belote's refusals, hints and trick explanations in French (issue #14): Belote is a French
game, so its words are those of French players (fournir, couper, monter, atout, pli)."""

from __future__ import annotations

import pytest
from belote_support import N, S, advance, ex1

from engine.actions import PlayCard
from engine.cards import parse_card
from engine.errors import IllegalActionError
from engine.events import TrickWon
from engine.games.belote.explain import hint, legal_hint, refusal
from engine.games.belote.play import FOLLOW, MUST_OVERTRUMP, Contract, TrickRules
from engine.hints import explain_trick
from engine.text import in_language


def test_a_must_overtrump_refusal_in_french() -> None:
    tr = TrickRules(Contract(0, "H"), 4, False)
    reason = refusal(MUST_OVERTRUMP, tr, [parse_card("S7"), parse_card("H9")])
    assert reason == "you must play a trump higher than ♡9"
    french = in_language(reason, "fr")
    assert french == "vous devez monter à l'atout\u00a0: jouez un atout plus fort que le ♡9"


def test_a_follow_suit_refusal_names_the_suit_in_french() -> None:
    tr = TrickRules(Contract(0, "H"), 4, False)
    reason = refusal(FOLLOW, tr, [parse_card("S7")])
    assert reason == "you must follow suit: play a card of spades"
    assert in_language(reason, "fr") == "vous devez fournir\u00a0: jouez du pique"
    assert in_language(reason, "ja") == "台札のスート(スペード)を出さなければなりません"


def test_a_refused_card_is_explained_in_french() -> None:
    state = ex1()
    advance(state, 11)  # trick 3: S is void in diamonds and an opponent wins: S must trump
    assert state.current_seat == S
    with pytest.raises(IllegalActionError) as info:
        state.apply(PlayCard(parse_card("CK")))
    assert info.value.rule_id == "B-PLAY-7"
    french = in_language(info.value.reason, "fr")
    assert "couper" in french and "fournir" in french


def test_the_hint_line_in_french() -> None:
    state = ex1()
    advance(state, 11)
    hint_line = legal_hint(state.view_for(S))
    assert hint_line is not None
    assert in_language(hint_line, "fr") == (
        "Vous ne pouvez pas fournir et l'adversaire est maître\u00a0: vous devez couper. (B-PLAY-7)"
    )
    assert in_language(hint("PARTNER_WINS_NO_UNDERTRUMP"), "fr").startswith(
        "Votre partenaire est maître à l'atout"
    )


def test_trick_explanations_in_french() -> None:
    state = ex1()
    won = [e for e in advance(state, 32) if isinstance(e, TrickWon)]
    view = state.view_for(N)
    assert explain_trick("belote", won[2], view, "fr") == (
        "♡10 gagne comme atout : "
        "l'atout bat toutes les cartes de la couleur demandée (carreau) — B-TRICK-1"
    )
    assert "dix de der" in explain_trick("belote", won[7], view, "fr")
