"""The kitty exchange as one decision (N-KIT-1..5): which discards are legal together.

The engine hands out one ``Discard`` at a time, and which ones are legal can depend on how
many have been discarded already (the Fukashi ban on point cards "unless unavoidable",
N-KIT-3, and the reverse all-take ban, N-KIT-5). A player, though, chooses all of them at
once. ``KittyExchange`` answers the questions a chooser asks, from the declarer's own view
alone: it replays the exchange on a stand-in deal built from that view (his hand, the kitty,
the contract and the calls -- the other hands do not matter to a discard) with the engine's
own ``NapoleonState`` (a two-player tableau deal, N-VAR-1, on a ``TableauState``: its
exchange offers hand cards only), so no rule is written twice:

- ``legal_after(chosen)``: the cards that may still be chosen once ``chosen`` are;
- ``order(chosen)``: the chosen discards in an order the engine accepts one by one;
- ``accepts(chosen)``: the whole exchange as ``Discard`` actions, or None;
- ``face_up(card, chosen)``: whether a discard goes face up (N-KIT-3), from the engine's
  ``Discarded`` event;
- ``points_to_coalition(chosen)``: how many of them count for the coalition (N-KIT-4).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from ...actions import Action, CallAdjutant, Discard
from ...cards import IS_POINT, Card, napoleon_deck, sort_key
from ...events import Discarded
from ..family.two_player import TABLEAU
from .state import NapoleonState
from .two_player import TableauState, TwoPlayerView
from .view import NapoleonView

T = TypeVar("T")


class KittyExchange:
    """The rest of one declarer's kitty exchange, asked of the engine.

    Raises ``ValueError`` when ``view`` is not the declarer's view of a pending exchange."""

    def __init__(self, view: NapoleonView) -> None:
        if (
            view.phase != "discard"
            or view.contract is None
            or view.kitty is None
            or view.seat != view.contract.declarer
        ):
            raise ValueError("the kitty exchange needs the declarer's view during the exchange")
        rules, players = view.rules, view.players
        already = list(view.discards)
        state = _stand_in(view)
        if state.phase != "discard" or set(state.legal_actions()) != set(view.legal):
            raise ValueError("the stand-in deal does not match the view")
        #: how many cards are still to be discarded (N-KIT-2: as many as the kitty holds)
        self.still = rules.kitty_size(players) - len(already)
        self.hand: tuple[Card, ...] = tuple(view.hand)
        self.seat = view.seat
        self._states: dict[frozenset[Card], NapoleonState | None] = {frozenset(): state}
        self._order: dict[frozenset[Card], tuple[Card, ...]] = {frozenset(): ()}
        self._face_up: dict[Card, bool] = {}

    def _state(self, chosen: frozenset[Card]) -> NapoleonState | None:
        """The stand-in after discarding ``chosen`` in some legal order (None: no order is)."""
        if chosen in self._states:
            return self._states[chosen]
        result: NapoleonState | None = None
        for card in sorted(chosen, key=sort_key):
            before = chosen - {card}
            prev = self._state(before)
            if prev is None or prev.phase != "discard" or Discard(card) not in prev.legal_actions():
                continue
            nxt = prev.copy()
            for event in nxt.apply(Discard(card)):
                if isinstance(event, Discarded) and event.card is not None:
                    self._face_up[event.card] = event.face_up
            result = nxt
            self._order[chosen] = (*self._order[before], card)
            break
        self._states[chosen] = result
        return result

    def reachable(self, chosen: frozenset[Card]) -> bool:
        """``chosen`` can be discarded together (in some order)."""
        return self._state(chosen) is not None

    def legal_after(self, chosen: frozenset[Card]) -> frozenset[Card]:
        """Cards that may be chosen next once ``chosen`` are (empty when ``chosen`` cannot be
        discarded together, or when the exchange is complete)."""
        if len(chosen) >= self.still:
            return frozenset()
        state = self._state(chosen)
        if state is None or state.phase != "discard":
            return frozenset()
        return frozenset(a.card for a in state.legal_actions() if isinstance(a, Discard))

    def order(self, chosen: frozenset[Card]) -> tuple[Card, ...] | None:
        """The cards of ``chosen`` in an order the engine accepts one by one (None: none)."""
        if self._state(chosen) is None:
            return None
        return self._order[chosen]

    def accepts(self, chosen: frozenset[Card]) -> list[Discard] | None:
        """The whole exchange as actions when ``chosen`` completes it legally, else None."""
        if len(chosen) != self.still:
            return None
        order = self.order(chosen)
        return None if order is None else [Discard(c) for c in order]

    def face_up(self, card: Card, chosen: frozenset[Card] = frozenset()) -> bool | None:
        """Whether discarding ``card`` (with ``chosen``) puts it face up (N-KIT-3); None
        when the engine has not discarded it in any set asked about so far."""
        if card not in self._face_up:
            self._state(chosen | {card})
        return self._face_up.get(card)

    def play_out(
        self, choose: Callable[[NapoleonView], tuple[Action, T]]
    ) -> list[tuple[Discard, T]]:
        """The whole rest of the exchange as ``choose`` would make it one discard at a time
        (a bot's ``explain``), each with what ``choose`` said about it. ``choose`` sees the
        declarer's view of the stand-in deal after the discards so far, which holds nothing
        the real view does not (the other hands do not reach the declarer's view)."""
        state = self._states[frozenset()]
        assert state is not None
        state = state.copy()
        seat = self.seat
        out: list[tuple[Discard, T]] = []
        while state.phase == "discard" and len(out) < self.still:
            action, said_about = choose(state.view_for(seat))
            if not isinstance(action, Discard) or action not in state.legal_actions():
                break
            state.apply(action)
            out.append((action, said_about))
        return out

    @staticmethod
    def points_to_coalition(chosen: frozenset[Card]) -> int:
        """Discarded point cards count for the coalition (N-KIT-4): how many of ``chosen``."""
        return sum(1 for c in chosen if IS_POINT[c])


def _stand_in(view: NapoleonView) -> NapoleonState:
    """The declarer's exchange on a deal that agrees with his view: his hand, the kitty,
    the contract, the calls and the discards so far (the other hands do not matter)."""
    if isinstance(view, TwoPlayerView) and view.layout == TABLEAU:
        return _tableau_stand_in(view)  # N-VAR-1: the piles are part of the deal
    rules, players, seat = view.rules, view.players, view.seat
    contract = view.contract
    assert contract is not None and view.kitty is not None
    kitty = list(view.kitty)
    already = list(view.discards)
    own = (set(view.hand) | set(already)) - set(kitty)
    rest = [c for c in napoleon_deck(not rules.no_joker) if c not in own and c not in kitty]
    size = rules.hand_size(players)
    hands: list[list[Card]] = []
    for s in range(players):
        if s == seat:
            hands.append(sorted(own))
        else:
            hands.append(rest[:size])
            rest = rest[size:]
    state = NapoleonState.from_contract(
        rules,
        hands,
        kitty,
        declarer=seat,
        count=contract.count,
        trump=contract.trump,
        reverse=contract.reverse,
    )
    for card in view.adjutant_cards:
        state.apply(CallAdjutant(card))
    for card in already:
        state.apply(Discard(card))
    return state


def _tableau_stand_in(view: TwoPlayerView) -> TableauState:
    """A tableau deal (N-VAR-1) that agrees with the Napoleon's view of his exchange: his
    hand, the kitty, both tableaus as he sees them (each face-down card and the other hand
    filled with cards he cannot see; a discard does not depend on them), the contract and
    the discards made so far. A plain deal cannot hold the piles, and the exchange offers
    hand cards only (N-VAR-1)."""
    contract = view.contract
    if contract is None or view.kitty is None or view.layout != TABLEAU:
        raise ValueError("a tableau deal's exchange needs the Napoleon's view of it")
    seat, kitty = view.seat, list(view.kitty)
    own = (set(view.hand) | set(view.discards)) - set(kitty)
    seen = (
        own | set(kitty) | {c for piles in view.tableaus for p in piles for c in p if c is not None}
    )
    unseen = [c for c in napoleon_deck(True) if c not in seen]
    piles = [[[c if c is not None else unseen.pop() for c in p] for p in t] for t in view.tableaus]
    size = view.rules.hand_size(2)
    hands = [sorted(own) if s == seat else [unseen.pop() for _ in range(size)] for s in range(2)]
    state = TableauState.from_tableau_contract(
        view.rules,
        hands,
        kitty,
        piles,
        declarer=seat,
        count=contract.count,
        trump=contract.trump,
        reverse=contract.reverse,
    )
    for card in view.discards:
        state.apply(Discard(card))
    return state
