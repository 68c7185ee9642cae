"""The animation queue: one item at a time, in order, `idle` once the queue is empty."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QAbstractAnimation
from pytestqt.qtbot import QtBot

from engine.actions import Pass
from engine.cards import sort_key
from engine.events import CardPlayed, Event, TrickWon
from engine.games.napoleon import PRESETS
from engine.games.napoleon.state import NapoleonState
from napoleon_gui.animation import queue as queue_module
from napoleon_gui.animation.queue import SPEEDS, AnimationQueue
from napoleon_gui.games import napoleon as _napoleon  # noqa: F401  (registers its projection)
from napoleon_gui.table.scene import TableScene

BOOK = PRESETS["book"]
NAMES = ["You", "Alice", "Bob", "Carol", "Dave", "Eve"]


def advance(
    state: NapoleonState, rng: random.Random, stop: Callable[[NapoleonState], bool]
) -> None:
    while not stop(state) and state.phase != "over":
        state.apply(rng.choice(list(state.legal_actions())))


def before_last_card(
    players: int = 4, seed: int = 3, trick: int = 2
) -> tuple[NapoleonState, random.Random]:
    """A deal in play where the next card completes trick ``trick``."""
    rng = random.Random(seed)
    state = NapoleonState.deal(BOOK, players, random.Random(seed))
    advance(
        state, rng, lambda s: s.phase == "play" and s.k == trick and len(s.trick) == players - 1
    )
    assert state.phase == "play"
    return state, rng


def table(players: int, human: int = 0) -> TableScene:
    scene = TableScene()
    scene.setup_table(players, human, NAMES[:players])
    return scene


class Spy:
    """Counts `idle` and records the events the queue animates."""

    def __init__(self, scene: TableScene, queue: AnimationQueue) -> None:
        self.idle = 0
        self.animated: list[str] = []
        self.synced = 0
        queue.idle.connect(self.on_idle)
        original = scene.animation_for
        original_sync = scene.sync

        def animation_for(event: Event, view: Any, ms: int) -> QAbstractAnimation | None:
            self.animated.append(event.kind)
            return original(event, view, ms)

        def sync(view: Any, names: Any = None) -> None:
            self.synced += 1
            original_sync(view, names)

        scene.animation_for = animation_for  # type: ignore[method-assign, assignment]
        scene.sync = sync  # type: ignore[method-assign]

    def on_idle(self) -> None:
        self.idle += 1


def push_all(
    queue: AnimationQueue, events: list[Event], state: NapoleonState, seat: int = 0
) -> None:
    view = state.view_for(seat)  # one view object for the events of one step
    for event in events:
        queue.push(event.for_seat(seat), view)


def assert_matches(scene: TableScene, state: NapoleonState, seat: int = 0) -> None:
    view = state.view_for(seat)
    assert [it.card for it in scene.human_hand_items()] == sorted(view.hand, key=sort_key)
    for s in range(view.players):
        if s != seat:
            hand = scene.zone_items("hand", s)
            assert len(hand) == view.hand_sizes[s]
            if view.result is None:
                assert all(it.card is None for it in hand)
        assert [it.card for it in scene.zone_items("won", s)] == sorted(
            view.point_cards_won[s], key=sort_key
        )
        assert all(it.face_up for it in scene.zone_items("won", s))
    assert {it.zone[1]: it.card for it in scene.card_items() if it.zone[0] == "trick"} == dict(
        view.trick
    )


# --- modes ---------------------------------------------------------------------------------
def test_speeds(qtbot: QtBot) -> None:
    assert SPEEDS == {"instant": 0, "fast": 150, "normal": 300, "slow": 600}
    queue = AnimationQueue(TableScene())
    assert queue.speed == "normal" and queue.duration_ms() == 300
    queue.set_speed("slow")
    assert queue.duration_ms() == 600
    with pytest.raises(ValueError):
        queue.set_speed("warp")


def test_instant_mode_is_synchronous(qtbot: QtBot) -> None:
    state, _rng = before_last_card()
    scene = table(4)
    queue = AnimationQueue(scene)
    queue.set_speed("instant")
    spy = Spy(scene, queue)
    events = state.apply(next(iter(state.legal_actions())))
    assert [type(e) for e in events][:1] == [CardPlayed]
    assert any(isinstance(e, TrickWon) for e in events)
    push_all(queue, events, state)
    # synced and idle before push returned: nothing was animated
    assert queue.is_idle()
    assert spy.idle == len(events) and spy.animated == []
    assert_matches(scene, state)


def test_fast_batch_plays_card_and_trick_then_idles_once(qtbot: QtBot) -> None:
    state, _rng = before_last_card()
    scene = table(4)
    scene.set_trick_pause_ms(50)  # the completed trick holds briefly
    scene.sync(state.view_for(0))
    queue = AnimationQueue(scene)
    queue.set_speed("fast")
    spy = Spy(scene, queue)
    events = state.apply(next(iter(state.legal_actions())))
    winner = next(e for e in events if isinstance(e, TrickWon)).winner
    with qtbot.waitSignal(queue.idle, timeout=10000):
        push_all(queue, events, state)
        assert not queue.is_idle()
    assert queue.is_idle()
    qtbot.wait(200)
    assert spy.idle == 1
    assert spy.animated[:1] == ["card_played"] and "trick_won" in spy.animated
    assert spy.synced == 1  # the batch shares one view: one sync after its last event
    assert_matches(scene, state)
    won = scene.zone_items("won", winner)
    assert all(it.face_up for it in won)
    assert not [it for it in scene.card_items() if it.zone[0] == "trick"]


def test_pushes_while_animating_are_queued_in_order(qtbot: QtBot) -> None:
    state, rng = before_last_card(seed=5, trick=3)
    scene = table(4)
    scene.set_trick_pause_ms(50)  # a completed trick holds briefly
    scene.sync(state.view_for(0))
    queue = AnimationQueue(scene)
    queue.set_speed("fast")
    spy = Spy(scene, queue)
    pushed: list[str] = []
    with qtbot.waitSignal(queue.idle, timeout=20000):
        for step in range(5):
            events = state.apply(rng.choice(list(state.legal_actions())))
            pushed += [e.kind for e in events]
            push_all(queue, events, state)
            if step == 0:
                qtbot.wait(60)  # the first animation is running now
                assert not queue.is_idle() and queue.pending() >= 1
    assert spy.animated == pushed
    assert spy.idle == 1
    assert_matches(scene, state)


def test_clear_stops_everything_and_shows_the_last_view(qtbot: QtBot) -> None:
    state, rng = before_last_card(seed=7)
    scene = table(4)
    scene.sync(state.view_for(0))
    queue = AnimationQueue(scene)
    queue.set_speed("slow")
    spy = Spy(scene, queue)
    for _ in range(4):
        push_all(queue, state.apply(rng.choice(list(state.legal_actions()))), state)
    qtbot.wait(50)
    assert not queue.is_idle()
    queue.clear()
    assert queue.is_idle() and queue.pending() == 0
    assert_matches(scene, state)
    qtbot.wait(300)
    assert spy.idle == 0  # whoever clears decides what happens next


def test_switching_to_instant_finishes_the_queue(qtbot: QtBot) -> None:
    state, rng = before_last_card(seed=9)
    scene = table(4)
    scene.sync(state.view_for(0))
    queue = AnimationQueue(scene)
    queue.set_speed("slow")
    for _ in range(3):
        push_all(queue, state.apply(rng.choice(list(state.legal_actions()))), state)
    qtbot.wait(30)
    with qtbot.waitSignal(queue.idle, timeout=2000):
        queue.set_speed("instant")
    assert queue.is_idle()
    assert_matches(scene, state)


def test_deal_animation_ends_exactly_at_the_view(qtbot: QtBot) -> None:
    state = NapoleonState.deal(BOOK, 5, random.Random(4))
    scene = table(5, 2)
    queue = AnimationQueue(scene)
    queue.set_speed("fast")
    with qtbot.waitSignal(queue.idle, timeout=10000):
        queue.push(state.dealt_event().for_seat(2), state.view_for(2))
        qtbot.wait(100)
        # mid-deal: cards are flying, the human's are still face down
        assert not all(it.face_up for it in scene.human_hand_items())
    assert_matches(scene, state, 2)
    assert all(it.face_up for it in scene.human_hand_items())
    assert len(scene.zone_items("kitty", 0)) == BOOK.kitty_size(5)


def test_a_whole_deal_animates_without_jumps(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every animation ends where the next sync puts the items (no visible jump), for
    every kind of event of a deal, and the scene matches the view after each step."""
    monkeypatch.setitem(queue_module.SPEEDS, "fast", 12)
    players, human = 4, 1
    scene = table(players, human)
    scene.set_trick_pause_ms(12)  # each completed trick still holds, as briefly as a move
    queue = AnimationQueue(scene)
    queue.set_speed("fast")
    jumps: list[tuple[Any, ...]] = []
    original_sync = scene.sync

    def key(it: Any) -> Any:
        return it.card if it.card is not None else (it.zone, it.index)

    def sync(view: Any, names: Any = None) -> None:
        before = {key(it): (it.x(), it.y(), it.face_up) for it in scene.card_items()}
        original_sync(view, names)
        for it in scene.card_items():
            old = before.get(key(it))
            if old is not None and (
                abs(old[0] - it.x()) > 1.5 or abs(old[1] - it.y()) > 1.5 or old[2] != it.face_up
            ):
                jumps.append((key(it), old, (it.x(), it.y(), it.face_up)))

    scene.sync = sync  # type: ignore[method-assign]
    rng = random.Random(11)
    state = NapoleonState.deal(BOOK, players, random.Random(11))
    kinds: set[str] = set()
    with qtbot.waitSignal(queue.idle, timeout=10000):
        queue.push(state.dealt_event().for_seat(human), state.view_for(human))
    while state.phase != "over":
        events = state.apply(rng.choice(list(state.legal_actions())))
        kinds |= {e.kind for e in events}
        push_all(queue, events, state, human)
        if not queue.is_idle():
            with qtbot.waitSignal(queue.idle, timeout=10000):
                pass
        assert_matches(scene, state, human)
    assert {
        "bid_made",
        "contract_settled",
        "kitty_taken",
        "discarded",
        "card_played",
        "trick_won",
        "deal_ended",
    } <= kinds
    assert jumps == []


def test_bids_show_as_speech_bubbles_even_in_instant_mode(qtbot: QtBot) -> None:
    state = NapoleonState.deal(BOOK, 4, random.Random(8))
    scene = table(4)
    queue = AnimationQueue(scene)
    queue.set_speed("instant")
    queue.push(state.dealt_event().for_seat(0), state.view_for(0))
    seat = state.current_seat
    assert seat is not None
    push_all(queue, state.apply(Pass()), state)
    assert scene.speech(seat) == "Pass"


def test_a_redeal_turns_every_hand_and_the_kitty_face_up(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Seed 8: everybody passes twice (the Mighty is in the kitty, N-BID-13) -> redeal;
    the cards become public (N-END-7) and the table shows them."""
    monkeypatch.setitem(queue_module.SPEEDS, "fast", 20)
    state = NapoleonState.deal(BOOK, 4, random.Random(8))
    scene = table(4)
    queue = AnimationQueue(scene)
    queue.set_speed("fast")
    with qtbot.waitSignal(queue.idle, timeout=10000):
        queue.push(state.dealt_event().for_seat(0), state.view_for(0))
    kinds: list[str] = []
    while state.phase != "over":
        events = state.apply(Pass())
        kinds += [e.kind for e in events]
        push_all(queue, events, state)
    assert "kitty_revealed" in kinds and kinds[-1] == "deal_ended"
    with qtbot.waitSignal(queue.idle, timeout=20000):
        pass
    for s in range(1, 4):
        hand = scene.zone_items("hand", s)
        assert [it.card for it in hand] == sorted(state.hand(s), key=sort_key)
        assert all(it.face_up for it in hand)
    kitty = scene.zone_items("kitty", 0)
    assert [it.card for it in kitty] == list(state.kitty)
    assert all(it.face_up for it in kitty)
    # a new deal forgets what was revealed
    fresh = NapoleonState.deal(BOOK, 4, random.Random(99))
    queue.set_speed("instant")
    queue.push(fresh.dealt_event().for_seat(0), fresh.view_for(0))
    assert all(it.card is None for s in range(1, 4) for it in scene.zone_items("hand", s))


def test_a_new_table_drops_the_old_queue(qtbot: QtBot) -> None:
    state, rng = before_last_card(seed=4)
    scene = table(4)
    scene.sync(state.view_for(0))
    queue = AnimationQueue(scene)
    queue.set_speed("slow")
    spy = Spy(scene, queue)
    for _ in range(3):
        push_all(queue, state.apply(rng.choice(list(state.legal_actions()))), state)
    qtbot.wait(30)
    assert not queue.is_idle()
    scene.setup_table(5, 1, NAMES[:5])  # e.g. a new match with five players
    assert queue.is_idle()
    qtbot.wait(100)
    assert spy.idle == 0
    assert scene.layout is not None and scene.layout.players == 5
    assert scene.card_items() == []
    fresh = NapoleonState.deal(BOOK, 5, random.Random(2))
    queue.set_speed("instant")
    queue.push(fresh.dealt_event().for_seat(1), fresh.view_for(1))
    assert_matches(scene, fresh, 1)
    assert scene.plate(1).name == "Alice"
