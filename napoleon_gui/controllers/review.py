"""Review mode: a finished deal (a ``DealLog``) shown on the table trick by trick.

The steps are the deal as dealt, the moment play begins (the contract settled), the table
after each trick (``TrickWon``) and the end. Each step is a state the engine reached by
applying the log's actions (nothing is decided here); it is shown with every hand open
(``table/open_hands.py``) on a scene of its own, swapped into the table view. The running
match's scene is left untouched and the controller paused (no bot moves, no decision) until
the review closes: then the table view shows that scene again, exactly as it was.
"""

from __future__ import annotations

import dataclasses
import html
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol, cast

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QMainWindow, QVBoxLayout

from engine.core import GameState, View
from engine.events import TrickWon
from engine.hints import explain_trick
from engine.registry import get_game
from napoleon_gui.i18n import N_, card_text, language, register, tr
from napoleon_gui.table.last_trick import LastTrick, LastTrickOverlay
from napoleon_gui.table.open_hands import OpenHandsView
from napoleon_gui.table.scene import TableScene
from napoleon_gui.widgets import words
from napoleon_gui.widgets.links import link_rules
from napoleon_gui.widgets.review_bar import ReviewBar
from napoleon_gui.widgets.words import seat_name

if TYPE_CHECKING:
    from engine.deal_log import DealLog
    from napoleon_gui.controllers.game import GameController
    from napoleon_gui.controllers.game_ui import GameUi
    from napoleon_gui.table.view import TableView
    from napoleon_gui.widgets.decision import DecisionArea

register(
    {
        "review_start": N_("Start: the cards as dealt."),
        "review_play": N_("The bidding is over: play begins (the contract is on the table)."),
        "review_trick": N_("Trick {k} of {n} — won by {name}: {reason}"),
        "review_round": N_("Round {k} of {n} (trick {span}) — won by {name}: {reason}"),
        "review_plays": N_("Played: {plays}"),
        "review_end": N_("End of the deal."),
        "review_heading": N_("Review — {game}, step {i} of {n}"),
        "review_status": N_("Reviewing a deal: ← → step, Home/End, Esc closes. The game waits."),
    }
)


@dataclass(frozen=True)
class Step:
    """One place to stop in the deal: the state after ``actions`` actions."""

    actions: int
    state: GameState
    kind: str  # "start", "play", "trick" or "end"
    trick: TrickWon | None = None
    number: int = 0  # the trick's number (1-based) for a "trick" step


def review_steps(log: DealLog) -> list[Step]:
    """The deal as dealt, play beginning, after every trick, and the end (when the log goes
    on after its last trick, e.g. a deal stopped early). The tricks are the log's
    ``trick_marks``: the actions whose events include ``TrickWon``."""
    state = log.initial_state()
    steps = [Step(0, state.copy(), "start")]
    tricks = 0
    playing = state.phase == "play"
    for i, action in enumerate(log.actions, 1):
        events = state.apply(action)
        won = next((e for e in events if isinstance(e, TrickWon)), None)
        if won is not None:
            tricks += 1
            steps.append(Step(i, state.copy(), "trick", won, tricks))
        elif not playing and state.phase == "play":
            steps.append(Step(i, state.copy(), "play"))
        playing = playing or state.phase == "play"
    if steps[-1].actions != len(log.actions):
        steps.append(Step(len(log.actions), state.copy(), "end"))
    return steps


class ReviewHost(Protocol):
    """What the review uses of the main window."""

    controller: GameController
    scene: TableScene
    table_view: TableView
    decisions: DecisionArea
    review: DealReview | None

    def main_window(self) -> QMainWindow: ...

    def set_status(self, text: str) -> None: ...

    def open_rule(self, rule_id: str) -> None: ...


class DealReview(QObject):
    """One deal under review. ``open()`` takes over the table, ``close()`` gives it back."""

    #: the review is over and the table shows the running match again
    closed = Signal()
    #: the step now shown (index into ``steps``)
    moved = Signal(int)

    def __init__(
        self,
        host: ReviewHost,
        log: DealLog,
        names: list[str],
        seat: int = 0,
        ui: GameUi[View] | None = None,
    ) -> None:
        super().__init__(host.main_window())
        self.host = host
        self.log = log
        self.names = list(names)
        self.seat = seat if 0 <= seat < log.players else 0
        self.ui = ui
        self.steps = review_steps(log)
        self.tricks = sum(1 for s in self.steps if s.kind == "trick")
        self.index = 0
        self.scene = TableScene(renderer=host.scene.renderer)
        self.bar = ReviewBar()
        self.bar.step.connect(lambda delta: self.go(self.index + delta))
        self.bar.first.connect(lambda: self.go(0))
        self.bar.last.connect(lambda: self.go(len(self.steps) - 1))
        self.bar.close_requested.connect(self.close)
        self.bar.label.linkActivated.connect(host.open_rule)  # rule IDs open the rules
        self.is_open = False
        self.trick_items: LastTrickOverlay | None = None  # the trick of a trick step
        self._holding = False
        self._status = ""
        self._on_close: list[Callable[[], None]] = []

    # --- taking the table over and giving it back ----------------------------------------
    def open(self) -> None:
        host = self.host
        if host.review is not None:
            host.review.close()
        host.review = self
        self.is_open = True
        state = host.controller.state
        if state is not None and state.current_seat is not None:
            self._hold_match()
        self._status = _status_text(host)
        host.controller.status.connect(self._remember_status)
        host.controller.deal_started.connect(self._hold_match)
        host.controller.match_started.connect(self._match_replaced)
        host.decisions.changed.connect(self._keep_area_hidden)
        host.decisions.setVisible(False)  # its panel stays; it is shown again on close
        bottom = host.decisions.parentWidget()
        layout = bottom.layout() if bottom is not None else None
        if isinstance(layout, QVBoxLayout):
            layout.insertWidget(layout.indexOf(host.decisions) + 1, self.bar)
        self.bar.show()
        host.table_view.setScene(self.scene)
        host.set_status(tr("review_status"))
        window = host.main_window()
        window.raise_()
        window.activateWindow()
        self.bar.setFocus()
        self.go(0)

    def close(self) -> None:
        if not self.is_open:
            return
        self.is_open = False
        host = self.host
        host.controller.status.disconnect(self._remember_status)
        host.controller.deal_started.disconnect(self._hold_match)
        host.controller.match_started.disconnect(self._match_replaced)
        host.decisions.changed.disconnect(self._keep_area_hidden)
        host.table_view.setScene(host.scene)
        self._clear_trick()
        self.scene.deleteLater()  # Qt deletes the reviewed deal's scene and its items
        self.bar.hide()
        self.bar.setParent(None)
        self.bar.deleteLater()
        host.decisions.setVisible(host.decisions.panel() is not None)
        host.set_status(self._status)
        if host.review is self:
            host.review = None
        if self._holding:
            self._holding = False
            host.controller.resume()
        self.closed.emit()
        for action in self._on_close:
            action()

    def after_close(self, action: Callable[[], None]) -> None:
        """Run ``action`` once the review has closed (e.g. show the result window again)."""
        self._on_close.append(action)

    def _hold_match(self) -> None:
        """A deal is in play: no bot moves, no decision is asked for, until ``close()``. (A
        finished deal needs no hold: resuming it would announce its end a second time.)"""
        if not self._holding:
            self._holding = True
            self.host.controller.pause()

    def _remember_status(self, text: str) -> None:
        self._status = text  # the match's latest status line, shown again on close

    def _keep_area_hidden(self, up: bool) -> None:
        if up and self.is_open:
            self.host.decisions.setVisible(False)

    def _match_replaced(self, _game: str) -> None:
        self._status = _status_text(self.host)
        self.close()

    # --- stepping --------------------------------------------------------------------------
    def go(self, index: int) -> None:
        """Show step ``index`` (clamped to the deal)."""
        if not self.is_open:
            return
        self.index = max(0, min(len(self.steps) - 1, index))
        step = self.steps[self.index]
        self.scene.set_turn(None)
        self.scene.sync(self.open_view(step.state, self.trick_number(step)), self.names)
        self.scene.clear_speech()
        self._lay_trick(step)
        if step.kind == "trick" and step.trick is not None:
            self.scene.set_turn(step.trick.winner)  # the winner's plate lights up
        self.bar.set_text(self.text(step))
        self.bar.set_position(self.index, len(self.steps))
        self.moved.emit(self.index)

    def _lay_trick(self, step: Step) -> None:
        """A trick step shows that trick where it was played: each seat's card(s) at its
        place, the leader and the winner marked (the cards have left the hands)."""
        self._clear_trick()
        layout = self.scene.table_layout
        if step.kind != "trick" or step.trick is None or layout is None:
            return
        names = [self.name(s) for s in range(self.log.players)]
        self.trick_items = LastTrickOverlay(
            LastTrick.of(step.trick), layout, names, self.scene.renderer, framed=False
        )
        self.scene.addItem(self.trick_items)

    def _clear_trick(self) -> None:
        # Qt deletes it (as TrickDisplay.hide does): never the garbage collector, whose
        # timing is not ours
        overlay, self.trick_items = self.trick_items, None
        if overlay is not None:
            self.scene.removeItem(overlay)
            overlay.deleteLater()

    def open_view(self, state: GameState, trick_shown: int | None = None) -> OpenHandsView:
        """``state`` from the reviewing seat, every other seat's hand open; ``trick_shown``:
        the trick laid on the table, which the table's trick counter names."""
        hands = {
            s: tuple(getattr(state.view_for(s), "hand", ()))
            for s in range(state.players)
            if s != self.seat
        }
        view = state.view_for(self.seat)
        fields = getattr(view, "__dataclass_fields__", {})
        if trick_shown is not None and "trick_number" in fields:
            # the position after a trick is at the next one; the table's counter names the
            # trick laid out, as the bar's line does (issue 25)
            view = dataclasses.replace(cast("Any", view), trick_number=trick_shown)
        return OpenHandsView(view, hands)

    @staticmethod
    def trick_number(step: Step) -> int | None:
        """The number of the trick a trick step lays out (Rettler: its round's first
        trick), as the bar's line counts it; None for the other steps."""
        if step.kind != "trick" or step.trick is None:
            return None
        numbers: tuple[int, ...] = getattr(step.trick, "tricks", ())
        return numbers[0] if numbers else step.number

    def name(self, seat: int) -> str:
        return seat_name(self.names, seat)

    def text(self, step: Step) -> str:
        """The bar's line for ``step`` (rich text; rule IDs link to the rules)."""
        heading = html.escape(
            tr(
                "review_heading",
                game=game_title(self.log.game),
                i=self.index + 1,
                n=len(self.steps),
            )
        )
        if step.kind == "trick" and step.trick is not None:
            line = link_rules(self.trick_line(step))
            plays = html.escape(
                tr(
                    "review_plays",
                    plays=" · ".join(
                        f"{self.name(seat)} {card_text(card)}" for seat, card in step.trick.plays
                    ),
                )
            )
            return f"<b>{heading}</b><br>{line}<br>{plays}"
        key = {"start": "review_start", "play": "review_play"}.get(step.kind, "review_end")
        return f"<b>{heading}</b><br>{html.escape(tr(key))}"

    def trick_line(self, step: Step) -> str:
        """ "Trick 3 of 10 — won by Anne: <why>", the why from the game or the engine."""
        assert step.trick is not None
        view = step.state.view_for(self.seat)
        reason = None
        if self.ui is not None:
            reason = self.ui.trick_text(step.trick, view, self.name)
        if not reason:
            reason = explain_trick(self.log.game, step.trick, view, language())
        numbers: tuple[int, ...] = getattr(step.trick, "tricks", ())
        if not numbers:
            return tr(
                "review_trick",
                k=step.number,
                n=self.tricks,
                name=self.name(step.trick.winner),
                reason=reason,
            )
        # Rettler: a round is one trick, or two for pairs (R-PLAY); the record lists rounds
        span = f"{numbers[0]}" if len(numbers) == 1 else f"{numbers[0]}–{numbers[-1]}"
        return tr(
            "review_round",
            k=step.number,
            n=self.tricks,
            span=span,
            name=self.name(step.trick.winner),
            reason=reason,
        )


def game_title(game: str) -> str:
    """The game's name in the UI language (the New game dialog's words)."""
    return words.game_title(game, get_game(game).title)


def _status_text(host: object) -> str:
    label = getattr(host, "status_label", None)
    return str(label.text()) if label is not None else ""
