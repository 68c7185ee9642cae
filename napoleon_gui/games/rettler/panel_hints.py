"""The hint's frame on Rettler's auction and adjutant-call panels (issue 21, point 4).

A hinted bid frames the buttons that make it: its count and its trump kind (and, with five
players, the number of adjutants); Pass and Close frame their own button. A hinted call
frames the card's button. Nothing is pressed, checked or selected: the count shown stays
the player's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

from engine.actions import Action, Bid, CallAdjutant, Close, Pass, ReverseBid
from engine.cards import DECK_STRIDE
from engine.games.rettler.actions import EndAdjutantCall, Lead, TwoAdjutantBid
from napoleon_gui.widgets.decision import HINT_PROPERTY, mark_widget

if TYPE_CHECKING:
    from napoleon_gui.games.rettler.panels import RettlerAdjutantPanel, RettlerBidPanel


def bid_widgets(panel: RettlerBidPanel, action: Action) -> list[QWidget]:
    """The buttons that make ``action`` in the auction panel."""
    if isinstance(action, Pass):
        return [panel.pass_button]
    if isinstance(action, Close):
        return [panel.close_button]
    if isinstance(action, ReverseBid):
        return [b for k, b in panel.trump_buttons.items() if k == action.trump]
    if not isinstance(action, Bid):
        return []
    out: list[QWidget] = [b for k, b in panel.trump_buttons.items() if k == action.trump]
    out += [b for c, b in panel.count_buttons.items() if c == action.count]
    if panel.adjutant_buttons:
        number = 2 if isinstance(action, TwoAdjutantBid) else 1
        out += [b for n, b in panel.adjutant_buttons.items() if n == number]
    return out


def all_bid_widgets(panel: RettlerBidPanel) -> list[QWidget]:
    return [
        panel.pass_button,
        panel.close_button,
        *panel.trump_buttons.values(),
        *panel.count_buttons.values(),
        *panel.adjutant_buttons.values(),
    ]


def mark_bid(panel: RettlerBidPanel, actions: tuple[Action, ...]) -> None:
    """Frame the buttons of the hinted ``actions`` (``()``: none)."""
    hinted = {id(w) for a in actions for w in bid_widgets(panel, a)}
    for widget in all_bid_widgets(panel):
        mark_widget(widget, id(widget) in hinted)


def hinted_bid_widgets(panel: RettlerBidPanel) -> list[QWidget]:
    return [w for w in all_bid_widgets(panel) if w.property(HINT_PROPERTY)]


def call_widgets(panel: RettlerAdjutantPanel) -> dict[Action, QWidget]:
    """A hinted call (a code from either deck, R-VAR-13) frames that code's button; ending
    the call frames the call button."""
    out: dict[Action, QWidget] = {}
    for code, button in panel.card_buttons.items():
        for deck in (None, 0, 1):
            out[CallAdjutant(code % DECK_STRIDE, deck)] = button
    out[EndAdjutantCall()] = panel.call_button
    return out


def lead_codes(action: Action) -> Action:
    """A lead with its cards as sorted codes (R-VAR-13's two decks: instance ids), as the
    engine's hint gives it."""
    if not isinstance(action, Lead):
        return action
    codes = tuple(sorted(c % DECK_STRIDE for c in action.cards))
    return Lead(codes, action.named_suit, action.point_request, action.trump)
