"""What the player sees on the table (issue 11, items 6-8): where they stand (their own
secret role, the led card, the winning card and a pause on the complete trick, the turn's
plate and the status line agreeing, narration after the last card lands), speech bubbles
that are never cut, and a scene that knows no game."""

from __future__ import annotations

import random
import re
import time
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPointF, Qt
from pytestqt.qtbot import QtBot

from engine.actions import CallAdjutant, Discard
from engine.events import CardPlayed, Event, TrickWon
from engine.games.napoleon import PRESETS
from engine.games.napoleon.state import NapoleonState
from napoleon_gui import i18n
from napoleon_gui.animation.queue import SPEEDS, AnimationQueue
from napoleon_gui.game_config import GameConfig
from napoleon_gui.games import napoleon as _napoleon  # noqa: F401  (registers its projection)
from napoleon_gui.table.decor import BUBBLE_MIN_PX, SpeechBubble
from napoleon_gui.table.projection import Projection, projection_for
from napoleon_gui.table.scene import TableScene
from tests.gui.mouse import click_button, wait_panel
from tests.gui.pace import phase_is, speed_when

BOOK = PRESETS["book"]
NAMES = ["You", "Alice", "Bob", "Carol", "Dave", "Eve"]
ROOT = Path(__file__).resolve().parents[2]


def table(players: int, human: int = 0) -> TableScene:
    scene = TableScene()
    scene.setup_table(players, human, NAMES[:players])
    return scene


def before_last_card(
    players: int = 4, seed: int = 3, trick: int = 2
) -> tuple[NapoleonState, random.Random]:
    rng = random.Random(seed)
    state = NapoleonState.deal(BOOK, players, random.Random(seed))
    while (
        not (state.phase == "play" and state.k == trick and len(state.trick) == players - 1)
        and state.phase != "over"
    ):
        state.apply(rng.choice(list(state.legal_actions())))
    assert state.phase == "play"
    return state, rng


def push_all(
    queue: AnimationQueue, events: list[Event], state: NapoleonState, seat: int = 0
) -> None:
    view = state.view_for(seat)
    for event in events:
        queue.push(event.for_seat(seat), view)


# --- a game-free scene -----------------------------------------------------------------------
def test_the_scene_knows_no_game() -> None:
    source = "\n".join(
        path.read_text(encoding="utf-8")  # scene.py and its parts
        for path in sorted((ROOT / "napoleon_gui/table").glob("scene*.py"))
    )
    imports = "\n".join(
        line for line in source.splitlines() if re.match(r"\s*(from|import) ", line)
    )
    assert "engine.games" not in imports
    assert "napoleon_gui.games" not in imports
    assert "NapoleonView" not in source and "table_texts" not in source
    for name in ("table", "games"):
        for path in (ROOT / "napoleon_gui" / name).rglob("projection.py"):
            text = path.read_text(encoding="utf-8")
            assert "set_active" not in text, f"{path}: the turn highlight is set_turn's"


@pytest.mark.parametrize(
    ("game", "players", "preset"),
    [
        ("napoleon", 5, "book"),
        ("rettler", 5, "book"),
        ("belote", 4, "standard"),
        ("mustfollow", 1, "first_edition"),
    ],
)
def test_every_game_has_its_projection(
    qtbot: QtBot, window: Any, game: str, players: int, preset: str
) -> None:
    window.controller.new_match(
        GameConfig(game=game, players=players, human_seat=None, seed=4, preset=preset)
    )
    qtbot.waitUntil(lambda: window.controller.state is not None, timeout=5000)
    view = window.controller.view()
    assert isinstance(projection_for(view), Projection)
    assert window.scene.card_items()  # the table shows the deal


# --- engine facts, not GUI memory ------------------------------------------------------------
def _after_exchange(seed: int) -> NapoleonState:
    rng = random.Random(seed)
    state = NapoleonState.deal(BOOK, 5, random.Random(seed))
    while state.phase != "play":
        state.apply(rng.choice(list(state.legal_actions())))
    return state


def test_discards_come_from_the_view_in_the_order_put_down(qtbot: QtBot) -> None:
    """A fresh table that never saw a Discarded event (a resumed game) shows the face-up
    discards in the order put down, and the declarer's own face-down discards dimmed."""
    for seed in range(1, 40):
        state = _after_exchange(seed)
        face_up = [c for c in state.discards if state.discard_face_up >> c & 1]
        if face_up and len(face_up) < len(state.discards):
            break
    else:
        pytest.fail("no deal with both face-up and face-down discards")
    declarer = state.declarer
    other = (declarer + 1) % 5
    scene = table(5, other)
    scene.sync(state.view_for(other))
    row = scene.zone_items("discard", 0)
    assert [it.card for it in row] == [c if c in face_up else None for c in state.discards]
    assert all(it.face_up == (it.card is not None) for it in row)
    scene = table(5, declarer)
    scene.sync(state.view_for(declarer))
    row = scene.zone_items("discard", 0)
    assert [it.card for it in row] == list(state.discards)
    assert [it.dimmed for it in row] == [c not in face_up for c in state.discards]


# --- the secret adjutant sees it ---------------------------------------------------------------
def test_the_human_holding_the_called_card_sees_adjutant_secret(qtbot: QtBot, window: Any) -> None:
    """Napoleon, 5 players, seed 2: the human passes (a click on Pass) and the
    Napoleon calls a card the human holds; from the call on, the human's own plate says
    so, and no other plate does."""
    window.activateWindow()  # keys go where a player's keys go: the active window
    window.controller.new_match(
        GameConfig(game="napoleon", preset="book", players=5, human_seat=0, seed=2)
    )
    deadline = time.perf_counter() + 20
    while not window.controller.state.adjutant_cards and time.perf_counter() < deadline:
        panel = window.decisions.panel()
        if panel is not None and panel.isVisible() and window.controller.waiting_for_human:
            panel = wait_panel(qtbot, window)
            click_button(qtbot, panel.pass_button)
        qtbot.wait(20)
    qtbot.waitUntil(lambda: bool(window.controller.state.adjutant_cards), timeout=5000)
    qtbot.waitUntil(window.queue.is_idle, timeout=5000)
    state = window.controller.state
    assert state.declarer != 0 and any(state.hands[0] >> c & 1 for c in state.adjutant_cards)
    scene = window.scene
    assert scene.plate(0).role == "Adjutant (secret)"
    assert "Adjutant (secret)" in scene.plate(0).text
    assert all("secret" not in scene.plate(s).role for s in range(1, 5))
    i18n.set_language("ja")
    assert scene.plate(0).role == "副官(秘密)"


# --- the led card, the winning card and the pause --------------------------------------------
def test_the_led_card_is_marked(qtbot: QtBot) -> None:
    state, rng = before_last_card(players=4, seed=3, trick=2)
    scene = table(4)
    scene.sync(state.view_for(0))
    lead_seat, lead_card = state.view_for(0).trick[0]
    assert scene.lead_card() == lead_card
    marked = [it for it in scene.card_items() if it.lead]
    assert [it.zone for it in marked] == [("trick", lead_seat)]
    # a new trick at Normal speed: the first card is marked as it lands, the next is not
    queue = AnimationQueue(scene)
    queue.set_speed("normal")
    events = state.apply(rng.choice(list(state.legal_actions())))  # completes the trick
    push_all(queue, events, state)
    qtbot.waitUntil(queue.is_idle, timeout=15000)
    assert scene.lead_card() is None  # the trick is collected: no mark left
    first = state.apply(rng.choice(list(state.legal_actions())))
    push_all(queue, first, state)
    qtbot.waitUntil(queue.is_idle, timeout=15000)
    played = next(e for e in first if isinstance(e, CardPlayed))
    assert scene.lead_card() == played.card
    second = state.apply(rng.choice(list(state.legal_actions())))
    push_all(queue, second, state)
    qtbot.wait(80)  # mid-flight
    assert scene.lead_card() == played.card
    assert [it.card for it in scene.card_items() if it.lead] == [played.card]
    qtbot.waitUntil(queue.is_idle, timeout=15000)
    assert scene.lead_card() == played.card


@pytest.mark.parametrize("speed", ["normal", "fast"])
def test_the_complete_trick_stays_with_its_winner_highlighted(qtbot: QtBot, speed: str) -> None:
    state, _rng = before_last_card(players=4, seed=3, trick=2)
    scene = table(4)
    scene.sync(state.view_for(0))
    queue = AnimationQueue(scene)
    queue.set_speed(speed)
    events = state.apply(next(iter(state.legal_actions())))
    won = next(e for e in events if isinstance(e, TrickWon))
    winning_card = dict(won.plays)[won.winner]
    started: list[float] = []
    queue.playing.connect(
        lambda e, _v: started.append(time.perf_counter()) if isinstance(e, TrickWon) else None
    )
    push_all(queue, events, state)
    qtbot.waitUntil(lambda: bool(started), timeout=10000)
    items = [scene.item_for(c) for _s, c in won.plays]
    assert all(it is not None for it in items)
    places = [QPointF(it.pos()) for it in items if it is not None]
    assert scene.winning_card() == winning_card
    pause = 4 * SPEEDS[speed] / 1000  # 1.2 s at Normal
    assert pause >= (1.2 if speed == "normal" else 0.6)
    while time.perf_counter() - started[0] < pause - 0.15:
        qtbot.wait(40)
        if time.perf_counter() - started[0] >= pause - 0.15:
            break
        # the whole trick is still where it was played, the winner still highlighted
        assert [QPointF(it.pos()) for it in items if it is not None] == places
        assert scene.winning_card() == winning_card
    qtbot.waitUntil(queue.is_idle, timeout=15000)
    assert scene.winning_card() is None
    assert not [it for it in scene.card_items() if it.zone[0] == "trick"]


def test_no_pause_at_instant_speed(qtbot: QtBot) -> None:
    state, _rng = before_last_card(players=4, seed=3, trick=2)
    scene = table(4)
    scene.sync(state.view_for(0))
    queue = AnimationQueue(scene)
    queue.set_speed("instant")
    events = state.apply(next(iter(state.legal_actions())))
    push_all(queue, events, state)
    assert queue.is_idle()
    assert scene.trick_pause(SPEEDS["instant"]) == 0
    assert not [it for it in scene.card_items() if it.zone[0] == "trick"]


# --- the turn: one seat on the plate and in the status line ----------------------------------
@pytest.mark.parametrize(
    ("game", "players", "preset"), [("napoleon", 5, "book"), ("belote", 4, "standard")]
)
def test_highlighted_plate_and_status_name_the_same_seat(
    qtbot: QtBot, window: Any, game: str, players: int, preset: str
) -> None:
    names = NAMES[:players]
    steps: list[tuple[str, int | None]] = []
    controller = window.controller

    def check(text: str) -> None:
        steps.append((text, window.scene.highlighted_seat()))

    controller.status.connect(check)
    controller.new_match(
        GameConfig(game=game, preset=preset, players=players, human_seat=None, names=names, seed=6)
    )
    qtbot.waitUntil(
        lambda: controller.state is not None and controller.state.phase == "over", timeout=60000
    )
    from napoleon_gui.i18n import tr

    # issue 25: while a completed trick lies on the table nobody's plate is lit
    pauses = {tr("status_takes_trick", name=n) for n in names} | {tr("status_you_take_trick")}
    assert all(seat is None for text, seat in steps if text in pauses)
    thinking = [(t, s) for t, s in steps if any(n in t for n in names) and t not in pauses]
    assert len(thinking) > players * 3  # every step of the deal was seen
    for text, seat in thinking:
        assert seat is not None, text
        assert names[seat] in text, (text, names[seat])
        # the status names exactly the highlighted seat
        assert [n for n in names if n in text] == [names[seat]], text


# --- narration only after the last card lands --------------------------------------------------
def test_the_side_panel_speaks_of_a_trick_only_after_its_last_card(
    qtbot: QtBot, window: Any
) -> None:
    # the deal and the auction at Instant speed, the tricks at Normal
    speed_when(window, phase_is(window, "play"), "normal")
    controller = window.controller
    seen: list[tuple[str, bool]] = []

    def spoken(text: str) -> None:
        if not text:
            return  # the panel is cleared for a new deal
        trick = [it for it in window.scene.card_items() if it.zone[0] == "trick"]
        # every card of the trick is on the table, face up, and none is still flying
        landed = len(trick) == 4 and all(it.face_up and it.pos() == it.home for it in trick)
        seen.append((text, landed))

    controller.trick_explained.connect(spoken)
    controller.new_match(
        GameConfig(game="napoleon", preset="book", players=4, human_seat=None, seed=3)
    )
    qtbot.waitUntil(lambda: len(seen) >= 2, timeout=60000)
    assert all(landed for _t, landed in seen), seen
    assert window.trick_label.text()


# --- speech bubbles: wrapped, never cut ------------------------------------------------------
@pytest.mark.parametrize(
    "text",
    [
        "I plan to keep a card of spades as my very last card, so please lead hearts",
        "最後にスペードを一枚残すつもりです。ハートから出してください。よろしくお願いします",
        "Reverse all-take ♠ spades",
        "逆全付け ♠スペード",
        "♦Aより強い同じスートの札はありません",
        "Pass",
    ],
)
@pytest.mark.parametrize("players", [4, 8])
def test_a_speech_bubble_is_never_cut(qtbot: QtBot, text: str, players: int) -> None:
    scene = table(players)
    scene.show_speech(1, text)
    bubble: SpeechBubble = scene.bubble(1)
    assert bubble.toolTip() == text  # the whole text on hover
    assert "…" not in "".join(bubble.lines)
    assert "".join(bubble.lines).replace(" ", "") == text.replace(" ", "")
    assert 1 <= len(bubble.lines) <= 3 or bubble.body_rect().height() > 44
    assert bubble.font_px() >= BUBBLE_MIN_PX
    from PySide6.QtGui import QFontMetricsF

    font = bubble._font
    metrics = QFontMetricsF(font)
    body = bubble.body_rect()
    for line in bubble.lines:
        assert metrics.horizontalAdvance(line) <= body.width() - 12
    assert len(bubble.lines) * metrics.lineSpacing() <= body.height()
    # the lines as drawn (Japanese and suit glyphs come from taller fallback fonts) fit too
    drawn = metrics.boundingRect(body, int(Qt.AlignmentFlag.AlignCenter), "\n".join(bubble.lines))
    assert drawn.height() <= body.height()
    if len(text) > 30:
        assert len(bubble.lines) >= 2


def test_trick_items_are_not_left_marked_after_a_sync(qtbot: QtBot) -> None:
    state, _rng = before_last_card(players=4, seed=3, trick=2)
    scene = table(4)
    scene.sync(state.view_for(0))
    for it in scene.card_items():
        it.winning = True
    scene.sync(state.view_for(0))
    assert scene.winning_card() is None


def test_kitty_exchange_and_call_unchanged_by_the_projection_move(qtbot: QtBot) -> None:
    """The declarer's discards fly to the side row and the call is in a bubble."""
    rng = random.Random(11)
    state = NapoleonState.deal(BOOK, 5, random.Random(11))
    while state.phase != "adjutant_call":
        state.apply(rng.choice(list(state.legal_actions())))
    declarer = state.declarer
    scene = table(5, declarer)
    scene.sync(state.view_for(declarer))
    queue = AnimationQueue(scene)
    queue.set_speed("fast")
    call = next(a for a in state.legal_actions() if isinstance(a, CallAdjutant))
    push_all(queue, state.apply(call), state, declarer)
    qtbot.waitUntil(queue.is_idle, timeout=10000)
    while state.phase == "discard":
        action = next(a for a in state.legal_actions() if isinstance(a, Discard))
        push_all(queue, state.apply(action), state, declarer)
    qtbot.waitUntil(queue.is_idle, timeout=15000)
    assert [it.card for it in scene.zone_items("discard", 0)] == list(state.discards)
