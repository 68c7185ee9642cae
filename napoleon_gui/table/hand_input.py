"""How the human's hand answers the mouse and the keyboard (issue #13, Settings "click to
play").

``HandInput`` keeps the scene's input state for the human hand and decides nothing about
the rules: which cards are legal comes from the engine through ``TableScene.set_legal``.

- **Click model.** ``"single"``: a click plays the card. ``"select_then_play"``: the first
  click on a legal card arms it (shown selected), a second click on the same card plays
  it, a click on another legal card moves the arming. A click on an illegal card is handed
  to the engine like any play: it refuses it, naming the rule, and nothing is played. A
  key (Space) always plays the focused card. Whether a card may be played is decided once,
  by the engine (``GameController.submit``); the legal set here only arms and focuses.
- **Double-click guard.** A double click is press, release, double click: when the release
  already played the card, the double click that follows must not play another one (the
  hand has re-fanned under the pointer, and at Instant speed it may be the player's turn
  again).
- **Keyboard focus.** Left/Right move among the legal cards only, wrapping at both ends;
  when the legal set changes the focus moves to a legal card (never rests on an illegal
  one). With no card play expected (``legal`` None) every card of the hand may take focus.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Literal

ClickMode = Literal["single", "select_then_play"]
CLICK_MODES: tuple[ClickMode, ...] = ("single", "select_then_play")


class HandInput:
    """The human hand's click mode, armed card, keyboard focus and double-click guard."""

    def __init__(self) -> None:
        self.mode: ClickMode = "single"
        #: select-then-play: the card the first click chose (a second click plays it)
        self.armed: int | None = None
        #: the keyboard-focused card (a card id, so it survives the hand re-fanning)
        self.focus: int | None = None
        #: the click of the current mouse gesture played a card (reset on every press)
        self.gesture_played = False
        #: the click being handled comes from the keyboard (Space): it plays at once
        self.keyboard = False

    def reset(self) -> None:
        self.armed = None
        self.focus = None
        self.gesture_played = False
        self.keyboard = False

    def set_mode(self, mode: str) -> None:
        self.mode = "select_then_play" if mode == "select_then_play" else "single"
        self.armed = None

    # --- the click model ---------------------------------------------------------------
    def click_plays(self, card: int, legal: Collection[int] | None) -> bool:
        """A click on ``card`` reached the click model (no game took it for its own
        selection): True when the card goes to the game now (played, or refused by the
        engine with its rule). In select-then-play mode a first click on a legal card arms
        it instead."""
        arms = (
            self.mode == "select_then_play"
            and not self.keyboard
            and legal is not None
            and card in legal
            and self.armed != card
        )
        if arms:
            self.armed = card
            return False
        self.armed = None
        # the double-click guard holds only when a card left the hand: after a refused
        # card, a quick click on another one (Qt reports it as a double click) still plays
        self.gesture_played = not self.keyboard and legal is not None and card in legal
        return True

    def double_click_allowed(self) -> bool:
        """False when this gesture's first click already played a card."""
        return not self.gesture_played

    # --- keyboard focus ----------------------------------------------------------------
    @staticmethod
    def eligible(hand: Sequence[int | None], legal: Collection[int] | None) -> list[int]:
        """The cards of ``hand`` (in order) the keyboard focus may rest on."""
        return [c for c in hand if c is not None and (legal is None or c in legal)]

    def step(
        self, hand: Sequence[int | None], legal: Collection[int] | None, step: int
    ) -> int | None:
        """Move the focus ``step`` (-1 left, +1 right) among the eligible cards, wrapping
        at both ends; the first key press focuses the first (Right) or last (Left) one."""
        cards = self.eligible(hand, legal)
        if not cards:
            self.focus = None
            return None
        if self.focus in cards:
            self.focus = cards[(cards.index(self.focus) + step) % len(cards)]
            return self.focus
        cards_in_hand = list(hand)
        if self.focus is not None and self.focus in cards_in_hand:
            # on a card that is not eligible (it just became illegal): the nearest eligible
            # one in that direction
            at = cards_in_hand.index(self.focus)
            after, before = cards_in_hand[at + 1 :], cards_in_hand[:at]
            order = after + before if step > 0 else before[::-1] + after[::-1]
            self.focus = next(c for c in order if c in cards)
            return self.focus
        self.focus = cards[0] if step > 0 else cards[-1]
        return self.focus

    def settle(self, hand: Sequence[int | None], legal: Collection[int] | None) -> None:
        """The hand or the legal set changed: the focus moves to the next legal card to
        its right (wrapping) when its card is no longer eligible; the arming goes when its
        card is no longer legal."""
        if self.armed is not None and (
            legal is None or self.armed not in legal or self.armed not in hand
        ):
            self.armed = None
        if self.focus is None:
            return
        cards = self.eligible(hand, legal)
        if self.focus in cards:
            return
        if not cards:
            self.focus = None
            return
        if self.focus in hand:
            self.step(hand, legal, +1)
        else:  # the focused card left the hand (it was played): the first legal card
            self.focus = cards[0]
