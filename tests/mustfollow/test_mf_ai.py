"""The AIs and hint mode: they see only views (M-HINT-4), play only legal moves, value moves
as M-SOLVE-9/11 say (M-TV-4 from the player's seat), play toward the shared goal, and explain
themselves in English and Japanese."""

from __future__ import annotations

import dataclasses

import pytest
from mf_oracle import mask

from engine.actions import PlayCard
from engine.ai import RandomBot, make_bot
from engine.cards import parse_card
from engine.games.mustfollow.cli import play_game, run_selfplay
from engine.games.mustfollow.params import FIRST_EDITION
from engine.games.mustfollow.solver import CLAIRVOYANT, EXACT, analyse
from engine.games.mustfollow.state import MustFollowState
from engine.games.mustfollow.strategy import MustFollowBot, PuzzleBot
from engine.games.mustfollow.talk import KEEP, ROLE
from engine.hints import suggest
from engine.text import in_language

C = parse_card


def tv4_view():
    """M-TV-4 as the player sees it: C6 HJ S6 in hand, 7 tricks taken, to lead; the dummy
    shows C3 and two face-down spades; S3 SQ SK unseen."""
    base = MustFollowState.numbered(FIRST_EDITION, 1, 0).view_for(0)
    hand = mask("C6 HJ S6")
    legal = tuple(PlayCard(c) for c in sorted([C("S6"), C("HJ"), C("C6")]))
    return dataclasses.replace(
        base,
        legal=legal,
        trick_number=10,
        hand=tuple(sorted([C("S6"), C("HJ"), C("C6")])),
        hand_mask=hand,
        to_play=0,
        leader=0,
        trick=(),
        forced=None,
        taken=(7, 3),
        suit_counts=((1, 1, 0, 1), (2, 0, 0, 1)),
        dummy_up=(C("C3"),),
        dummy_places=((0, 0, None), (1, 0, None), (2, 3, C("C3"))),
        unseen_mask=mask("S3 SQ SK"),
        plays=(),
        completed=(),
        messages=(),
    )


def test_hint_on_tv4_gives_the_exact_two_thirds():
    a = analyse(tv4_view())
    assert a.status == "possible" and a.kind == EXACT
    assert a.value == pytest.approx(2 / 3)
    values = {m.action.card: m.value for m in a.moves}
    assert values == {C("HJ"): pytest.approx(2 / 3), C("C6"): 0.0, C("S6"): 0.0}
    assert a.best is not None and a.best.action == PlayCard(C("HJ"))
    assert "67 %" in a.status_text("en") and "67%" in a.status_text("ja")


def test_clairvoyant_estimate_when_the_exact_value_is_out_of_budget():
    a = analyse(tv4_view(), budget=1, samples=10)
    assert a.kind == CLAIRVOYANT and a.exhaustive and a.deals == 3
    assert a.value == 1.0  # p_clair = 1 (M-TV-4)


def test_puzzle_ai_leads_the_jack_in_tv4():
    action, reason = PuzzleBot(0).explain(tv4_view())
    assert action == PlayCard(C("HJ"))
    assert "67 %" in reason and "M-SOLVE-9" in reason
    assert "67%" in in_language(reason, "ja")


def test_hint_mode_uses_the_games_ai():
    view = tv4_view()
    hint = suggest("mustfollow", view)
    assert hint.action == PlayCard(C("HJ"))


def test_a_hopeless_position_is_reported_lost_with_the_rule():
    """2 players with identical suit counts at a trick boundary (M-2P-4)."""
    state = MustFollowState.numbered(FIRST_EDITION, 2, 0)
    view = state.view_for(state.current_seat)
    lost = dataclasses.replace(view, suit_counts=((3, 3, 3, 4), (3, 3, 3, 4)))
    a = analyse(lost)
    assert a.status == "lost"
    assert all("M-2P-4" in m.note for m in a.moves)
    # "Still winnable?" answered in words, with the reason (issue 21)
    line = a.status_text()
    assert line.startswith("No: whatever you play") and "identical suit counts (M-2P-4)" in line
    assert a.status_text("ja").startswith("いいえ")


def test_unknown_when_nothing_fits_the_budget():
    state = MustFollowState.numbered(FIRST_EDITION, 4, 3)
    a = analyse(state.view_for(state.current_seat), budget=1000, samples=5)
    # MD-13: a whole 4-player deal never fits 1000 nodes: "unknown", never a guessed chance
    assert a.status == "unknown" and a.value is None
    assert a.moves and all(m.value is None for m in a.moves)
    assert a.status_text().startswith("Unknown") and "不明" in a.status_text("ja")


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_bots_play_legal_moves_from_views_and_explain(players):
    state = MustFollowState.numbered(FIRST_EDITION, players, 11)
    bots = [make_bot("mustfollow", "normal", seed=i) for i in range(players)]
    steps = 0
    while state.current_seat is not None and steps < 14:
        seat = state.current_seat
        view = state.view_for(seat)
        action, reason = bots[seat].explain(view)  # type: ignore[attr-defined]
        assert action in view.legal
        assert isinstance(reason, str) and in_language(reason, "ja")
        state.apply(action)
        steps += 1


def test_same_view_same_choice():
    state = MustFollowState.numbered(FIRST_EDITION, 3, 5)
    view = state.view_for(state.current_seat)
    assert MustFollowBot(1).choose(view) == MustFollowBot(1).choose(view)


def test_ais_announce_roles_and_keeps_before_they_play():
    state = MustFollowState.numbered(FIRST_EDITION, 4, 2)
    bots = [MustFollowBot(i) for i in range(4)]
    for seat in range(4):
        for message in bots[seat].talk(state.view_for(seat), state.message_menu(seat)):
            state.say(seat, message)
    roles = [e.message.value for e in state.messages if e.message.template == ROLE]
    keeps = [e.message.value for e in state.messages if e.message.template == KEEP]
    assert sorted(roles) == [0, 2, 4, 6]  # the four counts, each taken once
    assert len(set(keeps)) == 4  # four different suits


@pytest.mark.slow
def test_two_player_ais_beat_random_play():
    ai = run_selfplay(2, 6, 100)
    rnd = run_selfplay(2, 6, 100, levels=("random",))
    assert ai.deals == rnd.deals == 6
    assert ai.wins >= 2 and ai.wins > rnd.wins
    assert all(0 <= s <= 24 for s in ai.scores)


def test_random_bots_finish_games_without_talking():
    state = MustFollowState.numbered(FIRST_EDITION, 3, 1)
    assert play_game(state, [RandomBot(i) for i in range(3)]) == 0
    assert state.result is not None


def test_trick_and_hint_texts_in_both_languages():
    from engine.events import TrickWon
    from engine.games.mustfollow.texts import hint_text, refusal_text
    from engine.hints import explain_trick

    view = tv4_view()
    event = TrickWon(3, 1, ((0, C("H4")), (1, C("S2"))), "trump", "M-PLAY-2", ())
    assert "dummy wins with ♠2" in explain_trick("mustfollow", event, view)
    assert "切り札" in explain_trick("mustfollow", event, view, "ja")
    assert "♡J" in hint_text(view) and "67" in hint_text(view, "ja")
    state = MustFollowState.numbered(FIRST_EDITION, 4, 1)
    text = refusal_text(state, PlayCard(C("SA")), "ja")
    assert text is not None and text.endswith(("(M-LEAD-1)", "(M-PLAY-1)"))
    assert any("\u3040" <= ch <= "\u30ff" for ch in text)  # Japanese wording
    assert refusal_text(state, state.legal_actions()[0]) is None


def test_a_human_overriding_a_role_wins_and_the_ai_picks_another():
    """MD-6: the human's choice wins; the AI that proposed the same count moves over."""
    from engine.games.mustfollow.talk import Message

    state = MustFollowState.numbered(FIRST_EDITION, 4, 2)
    ai = MustFollowBot(1)
    for message in ai.talk(state.view_for(1), state.message_menu(1)):
        state.say(1, message)
    proposed = next(e.message.value for e in state.messages if e.message.template == ROLE)
    state.say(0, Message(ROLE, proposed))  # the human takes that count
    again = ai.talk(state.view_for(1), state.message_menu(1))
    roles = [m.value for m in again if m.template == ROLE]
    assert roles and roles[0] != proposed
