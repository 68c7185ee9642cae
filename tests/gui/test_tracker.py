"""The card tracker in the side panel: off by default, Options ▸ Card tracker shows it (and
keeps the choice), a card appears in it only once the table has shown it, and it counts the
point cards still out."""

from __future__ import annotations

import json

from pace import phase_is, speed_when
from PySide6.QtGui import QAction

from engine.cards import POINT_MASK, SUIT_SYMBOLS
from engine.events import CardPlayed
from napoleon_gui.game_config import GameConfig


def _watch_napoleon(window, seed: int) -> None:
    """Every seat an AI (the table shows seat 0's view)."""
    config = GameConfig(
        "napoleon", "book", 4, None, ["normal"] * 4, ["You", "Anne", "Ben", "Clara"], seed
    )
    window.controller.new_match(config)


def _shown(window) -> list[str]:
    return [label.text() for label in window.tracker.played_labels]


def test_the_tracker_is_off_until_chosen_in_the_options_menu(window, qtbot, tmp_path) -> None:
    assert not window.tracker.isVisible()
    action = window.findChild(QAction, "act_card_tracker")
    assert action.text() == "Card tracker" and not action.isChecked()
    action.trigger()
    assert window.tracker.isVisible() and action.isChecked()
    saved = json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))
    assert saved["card_tracker"] is True
    # one row per suit, the red suits in red
    symbols = [label.text() for label in window.tracker.suit_labels]
    assert SUIT_SYMBOLS[0] in symbols[0] and "color" not in symbols[0]
    assert SUIT_SYMBOLS[1] in symbols[1] and "#c0142c" in symbols[1]
    action.trigger()
    assert not window.tracker.isVisible()


def test_a_card_shows_only_after_its_animation(window, qtbot) -> None:
    window.findChild(QAction, "act_card_tracker").trigger()
    # the deal and the auction at Instant speed, the cards played at Normal
    speed_when(window, phase_is(window, "play"), "normal")
    checks: list[tuple[int, bool]] = []
    started: list[object] = []

    def playing(event, _view) -> None:
        started.append(event)
        if isinstance(event, CardPlayed) and len(checks) < 3:
            # the card starts to fly now: the tracker must not list it yet
            played = window.tracker.tracker
            listed = played is not None and any(event.card in row.played for row in played.rows)
            checks.append((event.card, listed))
            assert window.queue.duration_ms() > 0  # the card flies

    window.queue.playing.connect(playing)
    _watch_napoleon(window, 5)
    qtbot.waitUntil(lambda: len(checks) >= 3, timeout=60000)
    assert [listed for _card, listed in checks] == [False, False, False]
    first = checks[0][0]
    qtbot.waitUntil(
        lambda: any(first in row.played for row in window.tracker.tracker.rows), timeout=10000
    )
    window.controller.token += 1  # stop the AIs: the rest of the deal is not needed


def test_point_cards_out_at_the_end_of_a_deal(window, qtbot) -> None:
    window.findChild(QAction, "act_card_tracker").trigger()
    _watch_napoleon(window, 12)
    qtbot.waitUntil(lambda: window.active_dialog is not None, timeout=60000)  # the result
    assert window.controller.match.rows[-1].result.counts  # a deal that was played
    view = window.controller.view()
    played_points = (view.played_mask & POINT_MASK).bit_count()
    assert played_points > 0
    seen_discards = sum(1 for c in view.discards if POINT_MASK >> c & 1)
    out = 20 - played_points - seen_discards
    assert f"Point cards out: {out} of 20" in window.tracker.summary.text()
    for suit, label in enumerate(window.tracker.played_labels):
        ranks = [r for r in label.text().split(":", 1)[1].split() if r != "–"]
        assert len(ranks) == (view.played_mask >> 13 * suit & 0x1FFF).bit_count()
