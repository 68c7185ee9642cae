"""Rettler matches and prepared deals for the table tests (``test_rettler_table``,
``test_rettler_table_layout``): a new match, a decision panel awaited, and deals
stopped at the human's closing bid, his lead or a misdeal offer."""

from __future__ import annotations

from mouse import wait_panel

from engine.actions import Action, Bid, Close, KeepHand, Pass
from engine.ai import make_bot
from engine.cards import BRIDGE, DECK_STRIDE, JOKER
from engine.games.rettler.actions import Lead
from engine.games.rettler.state import RettlerState
from engine.match import Match
from napoleon_gui.game_config import GameConfig

NAMES = ["You", "AI 1", "AI 2", "AI 3"]


def rettler_config(seed: int, players: int) -> GameConfig:
    names = ["You", *(f"AI {i}" for i in range(1, players))]
    return GameConfig("rettler", "book", players, 0, ["normal"] * players, names, seed)


def start_rettler(window, seed: int, players: int = 4) -> None:
    window.activateWindow()
    window.controller.new_match(rettler_config(seed, players))


def wait_for_panel(qtbot, window, kind=None):
    return wait_panel(qtbot, window, kind, timeout=20000)


# --- prepared deals ------------------------------------------------------------------------
def auction_until_own_close(players: int = 4, seed: int = 2):
    """The human bid red 26, everybody else passed: his closing turn (N-BID-10)."""
    match = Match.create("rettler", "book", players, seed)
    state = match.new_deal()
    actions: list[Action] = []
    while state.phase == "misdeal_offer":
        actions.append(KeepHand())
        state.apply(actions[-1])
    while not any(isinstance(a, Close) for a in state.legal_actions()):
        action = Bid(26, "red") if state.current_seat == 0 else Pass()
        state.apply(action)
        actions.append(action)
    assert state.current_seat == 0
    return state, actions


def to_human_leading(players: int = 6, seed: int = 7, want=None, declarer: bool = False):
    """Bots play every seat (the human's too) until seat 0 is to lead and ``want(leads)``."""
    match = Match.create("rettler", "book", players, seed)
    for _ in range(20):
        state = match.new_deal()
        bots = [make_bot("rettler", "normal", seed + s) for s in range(players)]
        actions: list[Action] = []
        while state.phase != "over":
            seat = state.current_seat
            if state.phase == "play" and seat == 0:
                leads = [a for a in state.legal_actions() if isinstance(a, Lead)]
                if leads and (want is None or want(leads)):
                    return state, actions
            action = bots[seat].choose(state.view_for(seat))
            state.apply(action)
            actions.append(action)
        match.record(state)
    raise AssertionError("no such lead")


def has_pair(leads) -> bool:
    return any(len(a.cards) == 2 and a.cards[0] == a.cards[1] for a in leads)


def has_options(leads) -> bool:
    seen: dict[tuple, int] = {}
    for a in leads:
        key = tuple(sorted(a.cards))
        seen[key] = seen.get(key, 0) + 1
    return any(n > 1 for n in seen.values())


def misdeal_state(players: int = 4) -> RettlerState:
    """Seat 0 holds none of 2, 4, 10, J, Q, K, A and joker (R-DEAL-3)."""
    match = Match.create("rettler", "book", players, 1)
    rules = match.params
    size = rules.hand_size(players)
    bad = [
        c
        for c in range(2 * DECK_STRIDE)
        if c % DECK_STRIDE == BRIDGE
        or (c % DECK_STRIDE < JOKER and c % DECK_STRIDE % 13 + 2 in (3, 5, 6, 7, 8, 9))
    ]
    others = [c for c in range(2 * DECK_STRIDE) if c not in bad[:size]]
    hands = [bad[:size]] + [others[i * size : (i + 1) * size] for i in range(players - 1)]
    kitty = others[(players - 1) * size :]
    state = RettlerState(rules, hands, kitty, dealer=players - 1, check=False)
    assert state.phase == "misdeal_offer" and state.current_seat == 0
    return state


def one_seat_bids(view, seat: int, bidder: int | None, bot) -> tuple[Action, int | None]:
    """The auction of a prepared deal: ``bidder`` makes the lowest bid the engine offers,
    every other seat passes (or closes), and the card play is ``bot``'s. Returns the action
    and the bidder still to bid (``None`` once he has)."""
    kinds = [type(a).__name__ for a in view.legal]
    if seat == bidder and "Bid" in kinds:
        return view.legal[kinds.index("Bid")], None
    if "Pass" in kinds or "Close" in kinds:
        return view.legal[kinds.index("Pass" if "Pass" in kinds else "Close")], bidder
    return bot.choose(view), bidder
