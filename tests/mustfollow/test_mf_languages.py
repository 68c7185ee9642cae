"""The engine's words of the must-follow game in every language (issue #14): refusals, hints,
trick reasons and table talk render in French through the catalogue, and hints speak to a
player, never in the solver's jargon."""

from __future__ import annotations

from test_mf_ai import tv4_view

from engine.actions import PlayCard
from engine.cards import cards_in, parse_card
from engine.events import TrickWon
from engine.games.mustfollow.params import FIRST_EDITION, SILENT_TABLE
from engine.games.mustfollow.solver import CLAIRVOYANT, analyse
from engine.games.mustfollow.state import MustFollowState
from engine.games.mustfollow.talk import ROLE, Message
from engine.games.mustfollow.texts import hint, refusal, refusal_text, trick_reason
from engine.text import LANGUAGES, in_language

C = parse_card


def test_a_refusal_renders_in_french() -> None:
    state = MustFollowState.numbered(FIRST_EDITION, 4, 1)
    forced = state.forced
    assert forced is not None  # the game opens with a fixed card (M-LEAD-1)
    other = next(c for c in cards_in(state.hands[state.to_play]) if c != forced)
    text = refusal(state, PlayCard(other))
    assert text is not None
    assert str(text).startswith("the game opens with")
    french = in_language(text, "fr")
    assert french.startswith("la partie commence par") and french.endswith("(M-LEAD-1)")
    assert refusal_text(state, PlayCard(other), "fr") == french
    assert "最初のリード" in in_language(text, "ja")


def test_a_hint_renders_in_french() -> None:
    text = hint(tv4_view())
    french = in_language(text, "fr")
    assert french != str(text)
    # the move, the trick counts that decide it, the chance, the best other move's cost
    assert french.startswith("Entamez ♡J.") or french.startswith("Jouez ♡J"), french
    assert "Vous devez encore faire exactement 1 pli" in french
    assert "67 %" in french


def test_the_estimate_is_said_in_a_players_words() -> None:
    """M-HINT-2's clairvoyant value: "Still winnable?" answered yes or no, in words, with
    no solver jargon ("at most 100 %", "deals like this one") in any language."""
    a = analyse(tv4_view(), budget=1, samples=10)
    assert a.kind == CLAIRVOYANT
    line = a.status_line()
    assert line.startswith("Yes: however the hidden cards lie")
    assert in_language(line, "fr").startswith("Oui")
    for lang in LANGUAGES:
        words = in_language(line, lang).lower()
        assert not any(
            j in words
            for j in ("clairvoyant", "upper bound", "p_opt", "pair h-d", "at most", "like this one")
        )


def test_the_human_seat_takes_the_verb_of_you() -> None:
    event = TrickWon(3, 1, ((0, C("H4")), (1, C("S2"))), "trump", "M-PLAY-2", ())
    assert str(trick_reason(event, ("Anne", "You"))).startswith("You win with ♠2")
    assert str(trick_reason(event, ("You", "Ben"))).startswith("Ben wins with ♠2")
    assert str(trick_reason(event, ("Anne", "Carl"), human=1)).startswith("You win")
    assert in_language(trick_reason(event, ("Anne", "Vous")), "fr").startswith(
        "Vous gagnez avec ♠2 : l'atout est toujours pique"
    )


def test_table_talk_and_its_refusals_render_in_french() -> None:
    assert in_language(Message(ROLE, 1).text(), "fr") == "Je compte finir avec 1 pli"
    assert in_language(Message(ROLE, 4).text(), "en") == "I'm aiming to finish with 4 tricks"
    silent = MustFollowState.numbered(SILENT_TABLE, 4, 1)
    problem = silent.explain_message(0, Message(ROLE, 6))
    assert problem is not None and in_language(problem[1], "fr") == "on ne parle pas à cette table"
