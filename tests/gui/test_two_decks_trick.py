"""Rettler is played with two decks (R-COMP-1): the same card can lie twice in one trick.
When an AI seat claimed the rest (issue 25), the deal was played out face up and a trick
holding a card twice was gathered with one card item picked twice; Qt then stopped the
whole trick animation without finishing it, and the table never went on to the deal's
result (frames25: the eight-seat frame bench stalled on it). Here an AI seat claims the
last trick, which holds a card twice, at the speed a player watches, and the result must
come. look25: and each card played out of a hand is the item that left that very hand: the
other copy's item, in another seat's hand, was taken for it and drawn there for a frame."""

from __future__ import annotations

from rettler_table_support import one_seat_bids

from engine.actions import Action
from engine.ai import make_bot
from engine.cards import DECK_STRIDE
from engine.claim import ai_check, remaining_tricks
from engine.core import GameState
from engine.match import Match
from napoleon_gui.dialogs.deal_result import DealResultWindow
from napoleon_gui.game_config import GameConfig


def _later_seat_has_first_copy(state: GameState) -> bool:
    """Two AI seats hold the same card, the first deck's copy in the later seat (the case
    where the table took the earlier seat's card for it)."""
    held = {c: s for s in range(1, state.players) for c in state.view_for(s).hand}
    return any(c < DECK_STRIDE and held.get(c + DECK_STRIDE, s) < s for c, s in held.items())


def _claimed_last_trick_with_a_card_twice(players: int) -> tuple[GameState, list[Action]]:
    """A deal up to the lead of its last trick, where an AI seat leads and may claim it
    (the engine accepts the claim) and the trick will hold two copies of one card; seat 1
    bids, everyone else passes (R-BID), random cards after. (The search starts at a seed
    known to have one: the search is the costly part.)"""
    for seed in range(27, 90):
        state = Match.create("rettler", "book", players, seed).new_deal()
        bots = [make_bot("rettler", "random", seed * 10 + i) for i in range(players)]
        actions: list[Action] = []
        bidder: int | None = 1
        while not state.is_over:
            seat = state.current_seat
            assert seat is not None
            view = state.view_for(seat)
            if state.phase == "play" and remaining_tricks(state) == 1 and len(view.hand) == 1:
                if (
                    seat != 0
                    and _later_seat_has_first_copy(state)
                    and (ai_check(state, actions, seat).accepted)
                ):
                    return state, actions
                break
            action, bidder = one_seat_bids(view, seat, bidder, bots[seat])
            state.apply(action)
            actions.append(action)
    raise AssertionError("no deal ends with a claimed trick holding a card twice")


def _watch_hands(window) -> list[str]:
    """Items that went from one seat's hand to another seat's place in the trick (or back)
    between two steps of the table's animation queue."""
    seen: dict[int, tuple[str, int]] = {}
    jumps: list[str] = []

    def step(*_args: object) -> None:
        for it in window.scene.card_items():
            was, now = seen.get(id(it)), it.zone
            crossed = was is not None and {was[0], now[0]} == {"hand", "trick"}
            if crossed and was is not None and was[1] != now[1]:
                jumps.append(f"{it.card}: {was} -> {now}")
            seen[id(it)] = now

    window.queue.playing.connect(step)
    window.queue.idle.connect(step)
    return jumps


def test_a_claimed_trick_with_one_card_twice_is_gathered(qtbot, window):
    state, actions = _claimed_last_trick_with_a_card_twice(8)
    jumps = _watch_hands(window)
    names = ["You", *(f"AI {i}" for i in range(1, 8))]
    c = window.controller
    c.new_match(GameConfig("rettler", "book", 8, 0, ["random"] * 8, names, 1))
    c.ai_claims = True  # (the window fixture turns the AI seats' claims off)
    window.scene.set_trick_pause_ms(0)  # the gathering itself is what is watched
    c.pause()  # the AI seat waits until the cards fly
    c.start_deal(state, actions)
    qtbot.waitUntil(window.queue.is_idle, timeout=10000)
    window.queue.set_speed("fast")  # cards fly, as a player sees them
    c.resume()
    # hang guard: before the fix the queue stayed busy for good once the trick was complete
    qtbot.waitUntil(lambda: isinstance(window.active_dialog, DealResultWindow), timeout=20000)
    assert c.claiming is not None or c.state.is_over  # the AI seat claimed; the deal ended
    assert not jumps  # every card flew from its own seat's hand, none from the other copy's
