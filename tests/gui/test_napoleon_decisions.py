"""Napoleon's decisions on the table (issue #11), driven as a player drives them: mouse clicks
on the panels in the decision area, Enter and Escape, double clicks on the table's cards.

- a whole 5-player ``book`` deal: the human bids, wins the auction, calls an adjutant,
  exchanges the 3-card kitty with ONE confirm and plays every card, at Normal and at Instant;
- Enter and Escape on every Napoleon decision;
- regressions: Enter placed a bid, Escape soft-locked the deal, the kitty took one card per
  confirm, a choice made while cards still move was refused;
- the hint for the very first bid;
- every panel fits the decision area at 1024×700 and 1280×800, in English and Japanese.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

import pytest
from mouse import click_button, click_card, press, wait_panel
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel

from engine.actions import (
    Action,
    Bid,
    CallAdjutant,
    Close,
    DeclareMisdeal,
    Discard,
    KeepHand,
    Pass,
    PlayCard,
)
from engine.cards import JOKER, napoleon_deck
from engine.events import Discarded, TrickWon
from engine.games.napoleon.params import BOOK, FUKASHI, IGOSHOKAI
from engine.games.napoleon.state import NapoleonState
from napoleon_gui import i18n
from napoleon_gui.controllers.game import GameConfig
from napoleon_gui.games.napoleon.adjutant import AdjutantPanel
from napoleon_gui.games.napoleon.bidding import BiddingPanel
from napoleon_gui.games.napoleon.joker_suit import JokerSuitPanel
from napoleon_gui.games.napoleon.kitty import KittyPanel
from napoleon_gui.games.napoleon.misdeal import MisdealPanel
from napoleon_gui.widgets.decision import DecisionPanel

NAMES = ["You", "Anne", "Ben", "Clara", "David"]


# --- engine positions for the panels --------------------------------------------------------
def _policy(state: NapoleonState) -> Action:
    legal = state.legal_actions()
    if Close() in legal:
        return Close()
    if not state.bids and any(isinstance(a, Bid) for a in legal):
        return next(a for a in legal if isinstance(a, Bid))
    if Pass() in legal:
        return Pass()
    return legal[0]


def _dealt(rules, players: int, seed: int) -> NapoleonState:
    state = NapoleonState.deal(rules, players, random.Random(seed))
    while state.phase == "misdeal_offer":
        state.apply(KeepHand())
    return state


def _to_phase(rules, players: int, seed: int, phase: str) -> NapoleonState:
    state = _dealt(rules, players, seed)
    for _ in range(200):
        if state.phase == phase:
            return state
        if state.phase == "adjutant_call":
            hand = state.view_for(state.current_seat).hand
            state.apply(next(a for a in state.legal_actions()
                             if isinstance(a, CallAdjutant) and a.card not in hand))
        else:
            state.apply(_policy(state))
    raise AssertionError(phase)


def _view(state: NapoleonState):
    return state.view_for(state.current_seat)


def _misdeal_state(rules=IGOSHOKAI, players: int = 5) -> NapoleonState:
    for seed in range(5000):
        state = NapoleonState.deal(rules, players, random.Random(seed))
        if state.phase == "misdeal_offer":
            return state
    raise AssertionError("no misdeal hand")


def _joker_lead_options() -> tuple[list[Action], object]:
    deck = napoleon_deck()
    own = [JOKER, *[c for c in deck if c != JOKER][:11]]
    rest = [c for c in deck if c not in own]
    hands = [own, rest[:12], rest[12:24], rest[24:36]]
    state = NapoleonState.from_contract(BOOK, hands, rest[36:], declarer=0, count=14,
                                        trump="nt")
    state.apply(CallAdjutant(rest[0]))
    for card in rest[36:]:
        state.apply(Discard(card))
    options = [a for a in state.legal_actions() if isinstance(a, PlayCard) and a.card == JOKER]
    return options, state.view_for(0)


def layout_panels() -> list[tuple[str, Callable[[], DecisionPanel]]]:
    """Every Napoleon panel in its largest form (the biggest grids and longest texts)."""
    def book5_first() -> DecisionPanel:
        return BiddingPanel(_view(_dealt(BOOK, 5, 3)), NAMES)

    def book5_history() -> DecisionPanel:
        state = _dealt(BOOK, 5, 3)
        state.apply(Bid(13, "S"))
        for _ in range(3):
            state.apply(Pass())
        return BiddingPanel(_view(state), NAMES)

    def fukashi_raise() -> DecisionPanel:
        state = _dealt(FUKASHI, 5, 4)
        state.apply(Bid(13, "H"))
        state.apply(Bid(13, "D"))
        for _ in range(3):
            state.apply(Pass())
        return BiddingPanel(_view(state), NAMES)

    def reverse() -> DecisionPanel:
        state = _dealt(BOOK.model_copy(update={"reverse_all_take": True}), 4, 2)
        for _ in range(4):
            state.apply(Pass())
        return BiddingPanel(_view(state), NAMES[:4])

    def misdeal() -> DecisionPanel:
        return MisdealPanel(_view(_misdeal_state()))

    def adjutant() -> DecisionPanel:
        panel = AdjutantPanel(_view(_to_phase(BOOK, 6, 2, "adjutant_call")))
        panel.select(next(c for c in panel.calls if panel.is_own(c)))  # the long note
        return panel

    def kitty_book() -> DecisionPanel:
        panel = KittyPanel(_view(_to_phase(BOOK, 4, 7, "discard")))  # 17 cards
        for card in sorted(panel.selectable())[:4]:
            panel.toggle(card)
        return panel

    def kitty_igo() -> DecisionPanel:
        panel = KittyPanel(_view(_to_phase(IGOSHOKAI, 5, 7, "discard")))
        for card in sorted(panel.selectable())[:3]:
            panel.toggle(card)
        return panel

    def kitty_fukashi() -> DecisionPanel:
        return KittyPanel(_view(_to_phase(FUKASHI, 5, 8, "discard")))

    def joker() -> DecisionPanel:
        options, view = _joker_lead_options()
        return JokerSuitPanel(options, view=view)

    return [("bid_first", book5_first), ("bid_history", book5_history),
            ("bid_raise", fukashi_raise), ("bid_reverse", reverse), ("misdeal", misdeal),
            ("adjutant", adjutant), ("kitty_book", kitty_book), ("kitty_igo", kitty_igo),
            ("kitty_fukashi", kitty_fukashi), ("joker", joker)]
