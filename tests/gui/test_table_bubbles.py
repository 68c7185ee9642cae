"""Speech bubbles at a Belote table (issue 25, point 10): the bidding's bubbles go when play
starts, and "Belote!" / "Rebelote!" (B-BEL-1), said with the card just played, never hides
that card."""

from __future__ import annotations

from PySide6.QtCore import QRectF

from engine.events import BidMade, CardPlayed, DealEnded
from engine.games.belote.events import BeloteSaid
from napoleon_gui.game_config import GameConfig
from napoleon_gui.table.placement import TRICK

#: a deal in which an AI seat says belote and rebelote (found with the easy bots' seeds)
SEED = 3


def test_bid_bubbles_go_at_the_first_card_and_belote_leaves_the_card_in_sight(
    window, qtbot
) -> None:
    scene = window.scene
    seen: dict[str, list] = {"first": [], "belote": []}
    shown = scene.note_event
    bids: set[str] = set()

    def note(event) -> None:  # watches what the table shows after each event
        first = isinstance(event, CardPlayed) and not seen["first"]
        shown(event)
        if isinstance(event, BidMade):
            bids.add(scene.speech(event.seat) or "")
        if first:
            seen["first"].append({s: scene.speech(s) for s in range(4) if scene.speech(s)})
        if isinstance(event, BeloteSaid):
            said.append(event.seat)

    said: list[int] = []
    synced = scene.sync

    def sync(view, names=None) -> None:  # the table as it stands after each event
        synced(view, names)
        for seat in said:
            if "elote" in (scene.speech(seat) or ""):
                bubble = scene.bubble(seat)
                body = bubble.mapRectToScene(bubble.body_rect())
                cards = [it.sceneBoundingRect() for it in scene.card_items() if it.zone[0] == TRICK]
                seen["belote"].append((bubble.isVisible(), body, cards))

    scene.note_event = note
    scene.sync = sync
    ended: list[DealEnded] = []
    window.controller.queue.playing.connect(
        lambda e, _v: ended.append(e) if isinstance(e, DealEnded) else None
    )
    names = ["You", "Anne", "Ben", "Clara"]
    config = GameConfig("belote", "standard", 4, None, ["easy"] * 4, names, SEED)
    window.controller.new_match(config)
    qtbot.waitUntil(lambda: bool(ended), timeout=30000)
    assert bids and seen["first"]
    # when the first card is down no bid is left on the table
    assert not set(seen["first"][0].values()) & bids
    assert seen["belote"]
    assert any(cards for _visible, _body, cards in seen["belote"])
    for visible, body, cards in seen["belote"]:
        assert visible
        assert not any(QRectF(body).intersects(card) for card in cards)
