"""The co-op game's table talk kept with the deal, and reviewed by the coach (M-TALK, issue 21
point 6).

A deal's log holds every message with its sender and its place among the cards: it goes
through JSON and through a ``trick-record/1`` file unchanged; a message the rules refuse at
its place is reported at its field; a position rebuilt from the log has the talk said so far
(the partners' deals of the hidden cards depend on it, M-SOLVE-7). The coach lists each
message the player sent as a decision, in English, Japanese and French, naming no card the
player could not see.
"""

from __future__ import annotations

import re

import pytest

from engine.actions import Action
from engine.ai import make_bot
from engine.cards import SUIT_MASK, card_label, cards_in
from engine.coach import position_before, review_deal
from engine.deal_log import DealLog, log_from_record, log_of, to_record
from engine.errors import RecordError
from engine.games.mustfollow.params import PRESETS
from engine.games.mustfollow.state import MustFollowState
from engine.games.mustfollow.talk import CAN_BEAT, CANNOT_BEAT, Message
from engine.record import Node
from engine.text import in_language

NAMES = ["You", "Anne", "Ben"]


def talked_deal(number: int = 5, said_at: int = 4) -> tuple[DealLog, MustFollowState]:
    """A 3-player co-op game played to the end by the normal players, who talk (M-TALK-4);
    seat 0 (the player) stays silent but for one rank message about a table card once
    ``said_at`` cards are played (a ``ROLE`` where no rank message is allowed)."""
    rules = PRESETS["first_edition"]
    state = MustFollowState.numbered(rules, 3, number)
    start = state.copy()
    bots = [make_bot("mustfollow", "normal", seed=number * 10 + s) for s in range(3)]
    actions: list[Action] = []
    said = False
    while state.current_seat is not None:
        for seat, bot in enumerate(bots):
            if seat == 0:
                if not said and len(actions) >= said_at:
                    menu = state.message_menu(0)
                    rank = [m for m in menu if m.template in (CAN_BEAT, CANNOT_BEAT)]
                    state.say(0, (rank or [m for m in menu if m.template == "ROLE"])[0])
                    said = True
                continue
            for message in bot.talk(state.view_for(seat), state.message_menu(seat)):
                state.say(seat, message)
        seat = state.current_seat
        assert seat is not None
        actions.append(bots[seat].choose(state.view_for(seat)))
        state.apply(actions[-1])
    log = log_of(state, actions, rules.name)
    assert log.initial_state().hands == start.hands
    return log, state


def test_the_talk_goes_through_json_and_a_record_unchanged() -> None:
    log, state = talked_deal()
    assert len(log.talk) == len(state.messages) >= 2
    assert any(s.seat == 0 for s in log.talk) and any(s.seat != 0 for s in log.talk)
    back = DealLog.from_json(log.to_json())
    assert back.talk == log.talk
    assert back.final_state().messages == state.messages  # type: ignore[attr-defined]

    record = to_record(log, NAMES, "test")
    first = record["talk"][0]
    assert first["seat"] in NAMES and isinstance(first["after"], int)
    read = log_from_record(Node(record))
    assert read.talk == log.talk and read.actions == log.actions

    # a deal in progress (an autosave) comes back with the talk said so far
    half = log.states()[10]
    midway = log_of(half, log.actions[:10], log.preset)
    resumed = DealLog.from_json(midway.to_json()).final_state()
    assert resumed.messages == half.messages  # type: ignore[attr-defined]
    assert resumed.view_for(1) == half.view_for(1)

    silent = log.to_json()
    del silent["talk"]  # a log written before talk was kept: a silent table
    assert DealLog.from_json(silent).talk == []


def _untrue(log: DealLog) -> tuple[int, Message]:
    """A seat and a rank message about the center card that is false of its hand."""
    state = log.initial_state()
    assert isinstance(state, MustFollowState) and state.center is not None
    center = state.center
    suit = SUIT_MASK[center // 13]
    for seat in range(3):
        held = state.hands[seat] & suit
        if held:
            above = any(c > center for c in cards_in(held))
            return seat, Message(CANNOT_BEAT if above else CAN_BEAT, center)
    raise AssertionError("no seat holds the center card's suit")


def test_a_message_the_rules_refuse_is_reported_at_its_field() -> None:
    log, _state = talked_deal()
    seat, lie = _untrue(log)
    data = log.to_json()
    data["talk"].insert(0, {"after": 0, "seat": seat, "message": lie.to_json()})
    with pytest.raises(ValueError, match=r"^talk\[0\].*not true of your hand"):
        DealLog.from_json(data)
    data["talk"][0] = {"after": 0, "seat": seat, "message": {"template": "SHOUT"}}
    with pytest.raises(ValueError, match=r"^talk\[0\]: not a message"):
        DealLog.from_json(data)

    record = to_record(log, NAMES, "test")
    message = {**lie.to_json(), "to": None}
    record["talk"].insert(0, {"after": 0, "seat": NAMES[seat], "message": message})
    with pytest.raises(RecordError, match=r"\$\.talk\[0\].*not true of your hand") as caught:
        log_from_record(Node(record))
    assert caught.value.rule_id == "M-TALK-2"


def test_positions_are_rebuilt_with_the_talk_said_so_far() -> None:
    log, state = talked_deal()
    states = log.states()
    for i, rebuilt in enumerate(states):
        assert isinstance(rebuilt, MustFollowState)
        assert rebuilt.messages == [e for e in state.messages if e.plays_before <= i]
    # the player's own message: the practice position before it has the talk before it only
    mine = next(t for t, s in enumerate(log.talk) if s.seat == 0)
    cut = position_before(log, log.talk[mine].after, said=mine)
    again = cut.final_state()
    assert isinstance(again, MustFollowState)
    assert again.messages == state.messages[:mine]


def _visible_codes(state: MustFollowState, seat: int) -> set[str]:
    """What the seat can see: its hand, every card played, the center card."""
    seen = cards_in(state.hands[seat]) + [c for _, _, c in state.plays]
    if state.center is not None:
        seen.append(state.center)
    return {card_label(c) for c in seen}


@pytest.mark.usefixtures("quick_coach")
@pytest.mark.slow
def test_the_coach_reviews_the_players_message_in_three_languages() -> None:
    log, _state = talked_deal(said_at=20)
    review = review_deal(log, 0, seed=3)
    assert review is not None
    talk = [d for d in review.decisions if d.kind == "talk"]
    assert len(talk) == 1  # the player's one message, none of the partners'
    decision = talk[0]
    said = log.talk[decision.said or 0]
    assert said.seat == 0 and decision.index == said.after
    # listed in the order it was said: after the card before it, before the card after it
    order = [(d.index, d.kind != "talk") for d in review.decisions]
    assert order == sorted(order)
    english = in_language(decision.words, "en")
    quoted = in_language(said.message.text(), "en")
    assert in_language(decision.label, "en").startswith("trick ")
    assert f"“{quoted}”" in in_language(decision.label, "en")
    assert english.startswith(f"You said “{quoted}”.")
    assert "M-TALK-" in english
    # no better choice: then it says neither silence nor the other message would have done
    # better; else it names the better one
    as_good = "Staying silent would not have done better." in english or english.endswith(
        "would have done better."
    )
    assert as_good != bool(decision.better)
    assert decision.mistake is False or decision.cost >= 0.10
    japanese = in_language(decision.words, "ja")
    french = in_language(decision.words, "fr")
    assert japanese.startswith("あなたは『") and "と言いました。" in japanese
    assert french.startswith("Vous avez dit « ")
    for words in (english, japanese, french):
        assert not re.search(r"\b(layout|sampled|world|rollout|search)\b", words)
    before = position_before(log, decision.index, said=decision.said).final_state()
    assert isinstance(before, MustFollowState)
    seen = _visible_codes(before, 0)
    named = set(re.findall(r"[♠♡♢♣♥♦](?:10|[2-9JQKA])", english))
    assert named <= seen, f"hidden cards named: {named - seen}"
