"""The game flow: one match, one deal at a time, the human and the AI seats taking turns.

The controller owns the engine objects (``Match``, the current ``GameState``). It applies
actions, pushes the events (redacted for the viewing seat) and the resulting view to the
animation queue, and only when the queue is idle asks for the next decision: from the human
(``decision_needed``) or from a bot running off the GUI thread. It never decides a rule.

Hints are searched off the GUI thread too (the strong player's search, issue 12): "thinking…"
shows meanwhile, and a hint asked for a decision that is gone is dropped. A deal left behind
(new game, a deal restarted or loaded, undo, the window closed) stops every search under way
(``abandon_searches``).
"""

from __future__ import annotations

import contextlib
import random
import statistics
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QObject, QThreadPool, QTimer, Signal

from engine.actions import Action, PlayCard
from engine.ai import make_bot
from engine.ai.base import Bot, RandomBot
from engine.core import GameState, View
from engine.errors import IllegalActionError
from engine.events import DealEnded, Event, TrickWon
from engine.hints import Hint, explain_trick, hint_player
from engine.match import Match
from engine.text import in_language
from napoleon_gui.animation.queue import AnimationQueue
from napoleon_gui.controllers import claims
from napoleon_gui.controllers import strings as _strings  # noqa: F401  (registers the texts)
from napoleon_gui.controllers.bots import BotTask, HintTask
from napoleon_gui.controllers.claims import ClaimPlay
from napoleon_gui.controllers.game_ui import GameUi
from napoleon_gui.controllers.thinking import ThinkingWatch
from napoleon_gui.game_config import GameConfig
from napoleon_gui.i18n import language, tr
from napoleon_gui.table.scene import TableScene

if TYPE_CHECKING:
    from engine.claim import Claim

#: the beat before a card is played automatically (the player sees it is his turn first)
AUTO_PLAY_MS = 450


class GameController(QObject):
    #: (phase, view): the human must decide (the window opens the matching dialog)
    decision_needed = Signal(str, object)
    #: the human's cards that may be played now (None: no card play expected)
    legal_cards = Signal(object)
    status = Signal(str)
    hint = Signal(str)
    #: the hinted actions of a decision made of several at once (the kitty exchange): the
    #: window pre-selects them in the decision panel
    hint_actions = Signal(object)
    #: what the hint suggests, marked on the table (issue 21): the engine's actions of the
    #: hint (``Hint.actions``, else ``(Hint.action,)``); ``()`` when no hint applies any more
    #: (the decision was made, a new hint is asked for, undo, a new deal). The window marks
    #: their cards in the hand and their buttons in the decision area; it never decides.
    hint_marked = Signal(object)
    trick_explained = Signal(str)
    refused = Signal(str)
    deal_finished = Signal(object)  # ScoreRow
    #: the score sheet as the player sees it changed: a new match, or a deal's result
    #: shows (the sheet and the plates' totals follow this)
    match_changed = Signal()
    #: a new match of ``config.game`` begins (new game or resume): the window attaches the
    #: game's panels (``GameUi.attach``)
    match_started = Signal(str)
    error = Signal(str)
    trick_done = Signal()  # after every trick: the window autosaves
    #: a deal is on the table, before anybody acts (games may add what happens first)
    deal_started = Signal()
    #: whose turn it is now (None: nobody's); the status line and the highlighted plate
    #: both follow this one signal, so they always agree
    turn = Signal(object)
    #: the human's pending decision no longer applies (a new deal, undo, a new match)
    decision_withdrawn = Signal()
    # --- issue 25: undo ---
    #: whether "Undo" can take something back changed (a decision made, undone, a new deal)
    undo_changed = Signal()
    # --- issue 25: claim (claimw25) ---
    #: the human's claim went to be checked, or its answer came: the menu follows
    claim_changed = Signal()

    def __init__(
        self,
        scene: TableScene,
        queue: AnimationQueue,
        games: Callable[[str], GameUi[View]],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.games = games
        self.scene = scene
        scene.seat_namer = self.own_seat_name  # a seat no player holds: its game's name
        self.queue = queue
        self.pool = QThreadPool.globalInstance()
        self.config = GameConfig()
        self.match: Match | None = None
        self.state: GameState | None = None
        self.bots: list[Bot] = []
        self.actions: list[Action] = []  # applied in the current deal (for autosave)
        self.hint_mode = False
        self.ai_pace_ms = 0
        self.token = 0
        self.thinking = False
        self.waiting_for_human = False
        self.recorded = False
        # --- issue 25: undo ---
        #: the state before each of the human's decisions of this deal, and how many
        #: actions had been applied then (kept while undo is allowed)
        self.undo_stack: list[tuple[GameState, int]] = []
        #: Settings "Allow undo" (a practice game allows it in any case)
        self.allow_undo = False
        #: the player took something back in this deal: it counts as practice
        self.undone = False
        self.decision_times: list[float] = []
        self.fallback = RandomBot(0)
        #: > 0 while an application dialog is open: no AI move, no new decision
        self.paused = 0
        #: True while the actions of one human decision are being applied
        self._applying = False
        #: a bot's answer that arrived while paused (applied on resume)
        self._held: tuple[int, Action] | None = None
        # Settings (#13): how a click plays, and which cards are played without asking
        self.click_to_play = "single"
        self.auto_play_last_card = True
        self.auto_play_forced = False
        self.auto_play_ms = AUTO_PLAY_MS
        #: counts the human's turns: an automatic play meant for an earlier one is dropped
        self._asked = 0
        #: an automatic play that came due while paused (played on resume)
        self._auto_held: tuple[int, int, Action] | None = None
        #: after an undo the player stands on the card he took back: not played again
        self._no_auto = False
        #: what the status line says, asked again after a language change
        self._status_line: Callable[[], str] = lambda: ""
        #: the status line a pause put away ("Anne is thinking…"), said again on resume
        self._before_pause: Callable[[], str] | None = None
        #: the last trick explained in the side panel (explained again in a new language)
        self._last_trick: tuple[TrickWon, View] | None = None
        #: every trick won this deal, with the number of actions applied by then: an undo
        #: puts the side panel back on the last trick it keeps (issue 25, words25)
        self._tricks_won: list[tuple[int, TrickWon, View]] = []
        #: a hint is showing (shown again in a new language)
        self._hinted = False
        #: the hint's whole set of actions for the pending decision (() when none)
        self.hinted_actions: tuple[Action, ...] = ()
        #: counts hint requests: a hint found for an earlier one is dropped
        self._hint_serial = 0
        #: the player searching the pending hint (abandoned when it no longer applies)
        self._hint_player: Any = None
        #: the hint on show and the view it is for (said again in a new language)
        self._shown_hint: tuple[Hint, View] | None = None
        #: the actions the hint on show suggests (marked on the table; () when none)
        self.marked_actions: tuple[Action, ...] = ()
        # issue 25: claim — the accepted claim being played out (None: none), and the
        # action count at which an AI seat last looked for a claim
        self.claiming: ClaimPlay | None = None
        #: the deal and its action count when the human's claim went to be checked
        self._claim_asked: tuple[GameState, int] | None = None
        #: whether AI seats claim the rest when they hold it (tests of whole deals played
        #: card by card turn it off)
        self.ai_claims = True
        self._claim_looked = -1
        #: the action count at which the trick under way began (or the deal was resumed)
        self._trick_start = 0
        #: issue 25: the winner of the trick just shown, until the next action: the status
        #: line names the winner as the one who leads, not as "thinking"
        self._trick_winner: int | None = None
        queue.idle.connect(self._advance)
        queue.playing.connect(self._narrate)
        #: issue 23.6 (expert23): a seat thinking over half a second shows how far it is
        self.thinking_watch = ThinkingWatch(self)

    @property
    def ui(self) -> GameUi[View]:
        """The table package of the game being played."""
        return self.games(self.config.game)

    # --- pausing while an application dialog is open ------------------------------------
    def pause(self) -> None:
        """Hold the game: bots' answers wait, no decision is asked for (New game,
        Settings and New puzzle are open)."""
        self.paused += 1
        if self.paused == 1 and self.thinking and self._before_pause is None:
            # issue 25, point 3: the AI's answer waits, so nobody "is thinking"
            self._before_pause = self._status_line
            self._say(self._paused_line)

    def resume(self) -> None:
        if self.paused == 0:
            return
        self.paused -= 1
        if self.paused:
            return
        before, self._before_pause = self._before_pause, None
        if before is not None and self._status_line is self._paused_line:
            self._say(before)  # what the line said before (a held move says its own next)
        held, self._held = self._held, None
        auto, self._auto_held = self._auto_held, None
        if held is not None:
            self._bot_act(*held)
        elif auto is not None:
            self._auto_play(*auto)
        elif self.queue.is_idle():
            self._advance()

    def deal_in_progress(self) -> bool:
        """A deal has started and is not over (New game asks before abandoning it)."""
        return self.state is not None and self.state.current_seat is not None and bool(self.actions)

    # --- the viewing seat --------------------------------------------------------------
    @property
    def view_seat(self) -> int:
        return self.config.human_seat if self.config.human_seat is not None else 0

    def view(self) -> View:
        assert self.state is not None
        if self.claiming is not None:  # issue 25: a claim is played out face up
            return claims.open_view(self.state, self.view_seat)
        return self.state.view_for(self.view_seat)

    def names(self) -> list[str]:
        return [self.config.name(s) for s in range(self.config.players)]

    def own_seat_name(self, seat: int) -> str | None:
        """The game's name for a seat no player holds (the puzzle's dummy), else None (also
        where the game is no longer registered: a name is never worth an error)."""
        with contextlib.suppress(KeyError):
            return self.ui.seat_name(seat, self.view()) if self.state is not None else None
        return None

    def seat_name(self, seat: int) -> str:
        """``seat`` as the table names it: the game's name for a hand no player holds (the
        puzzle's dummy, not "Player 2": issue 25, look), else the player's."""
        return self.own_seat_name(seat) or self.config.name(seat)

    # --- match and deals ---------------------------------------------------------------
    def new_match(self, config: GameConfig, match: Match | None = None) -> None:
        """Start ``config``'s match (or ``match``, e.g. one that deals numbered puzzles)."""
        seed = config.seed if config.seed is not None else random.randrange(1 << 30)
        # built first: rules the engine refuses (PresetError) leave the match in progress
        self.match = (
            match
            if match is not None
            else Match.create(config.game, config.preset, config.players, seed, config.rule_changes)
        )
        self.config = config
        # the game's table package is imported at first use: its projection is registered
        # before the first view reaches the scene
        self.games(config.game)
        self.abandon_searches()  # the bots of the match left behind stop thinking
        self.bots = [
            make_bot(config.game, config.levels[s % len(config.levels)], seed + s)
            for s in range(config.players)
        ]
        self.scene.setup_table(
            config.players, self.view_seat, self.names(), self.match.game.seats_clockwise
        )
        self.match_started.emit(config.game)
        self.match_changed.emit()
        self.start_deal()

    def start_deal(
        self, state: GameState | None = None, actions: list[Action] | None = None
    ) -> None:
        """Deal (or resume ``state`` after replaying ``actions``) and start the flow."""
        assert self.match is not None
        self.abandon_searches()
        self.token += 1
        self.thinking = False
        self.waiting_for_human = False
        self.recorded = False
        self.undo_stack.clear()
        self.claiming = None
        if self._claim_asked is not None:  # the claim's answer will be for another deal
            self._claim_asked = None
            self.paused -= 1  # the hold it put on the game (the new deal starts below)
            self.claim_changed.emit()
        self._trick_start = len(actions or [])
        self._claim_looked = -1  # claimw25: this deal's leads are all still to be looked at
        self.undone = False
        self._held = None
        self._auto_held = None
        self._no_auto = False
        self.decision_withdrawn.emit()
        self.queue.clear()
        self.scene.clear_speech()
        self._hinted = False
        self.hinted_actions = ()
        self._last_trick = None
        self._trick_winner = None
        self._tricks_won = []
        self.hint.emit("")  # last deal's hint and trick explanation no longer apply
        # before anything is pushed: at Instant speed the first decision is asked for
        # inside ``push``, and its status must not be overwritten by this one
        self._say(lambda: tr("status_dealt"))
        self.turn.emit(None)
        if state is None:
            state = self.match.new_deal()
            self.actions = []
            self.state = state
            opening = getattr(state, "opening_events", None)  # Belote: + the candidate
            events = opening() if opening is not None else [state.dealt_event()]  # type: ignore[attr-defined]
            for event in events:
                self.queue.push(event.for_seat(self.view_seat), self.view())
            if not events:  # nothing dealt yet (Belote B-VAR-3: the dealer chooses first)
                self.scene.sync(self.view(), self.names())
        else:
            self.state = state
            self.actions = list(actions or [])
            self.scene.sync(self.view())
            tricks = self._tricks_so_far()
            self.scene.trick_display.recall(tricks)
            if tricks:  # look25b: a resumed deal's side panel explains its last trick
                self._last_trick = (tricks[-1], self.view())
        # once the deal on the table is set: with no trick yet, the side panel says this
        # deal's phase (look25b: not the auction of the deal it replaces)
        last = self._last_trick
        self.trick_explained.emit(self._trick_line(*last) if last is not None else "")
        self.deal_started.emit()
        self.undo_changed.emit()
        if self.queue.is_idle():
            self._advance()

    def _tricks_so_far(self) -> list[TrickWon]:
        """The tricks the deal on the table has completed, as its seat saw them: its
        actions replayed on the same cards (a resumed deal's "Last trick"; issue 25)."""
        match = self.match
        spec = match.game if match is not None else None
        if match is None or spec is None or spec.deal_data is None or spec.from_deal_data is None:
            return []
        assert self.state is not None
        try:
            fresh = spec.from_deal_data(match.params, match.players, spec.deal_data(self.state))
            events = [e for action in self.actions for e in fresh.apply(action)]
        except (ValueError, IllegalActionError):  # a deal that cannot be replayed: none
            return []
        return [e for e in events if isinstance(e, TrickWon)]  # public: nothing to redact

    # --- applying actions --------------------------------------------------------------
    def _apply(self, action: Action) -> None:
        state = self.state
        assert state is not None
        before = state.phase
        self._trick_winner = None  # a new trick has begun (or the deal goes on)
        events = state.apply(action)
        self.actions.append(action)
        if before != state.phase or any(isinstance(e, TrickWon) for e in events):
            self._trick_start = len(self.actions)  # issue 25: where an AI seat may claim
        view = self.view()
        for event in events:
            self.queue.push(event.for_seat(self.view_seat), view)
        won = [e for e in events if isinstance(e, TrickWon)]
        self._tricks_won += [(len(self.actions), e, view) for e in won]
        if won:
            self.trick_done.emit()
        if any(isinstance(e, DealEnded) for e in events):
            self._record()

    def _narrate(self, event: Event, view: View) -> None:
        """The queue starts showing ``event``: the panel speaks of a trick only now, after
        its last card has landed."""
        if isinstance(event, TrickWon):
            self._last_trick = (event, view)
            self.trick_explained.emit(self._trick_line(event, view))
            # issue 25: while the trick lies on the table nobody is thinking; the status
            # line and the gold plate both say so (one ``turn`` signal)
            self._trick_winner = winner = event.winner
            self.turn.emit(None)
            self._say(
                lambda: tr(
                    "status_you_take_trick" if self.config.is_you(winner) else "status_takes_trick",
                    name=self.seat_name(winner),
                )
            )

    def _trick_line(self, event: TrickWon, view: View) -> str:
        text = self.ui.trick_text(event, view, self.seat_name) or explain_trick(
            self.config.game, event, view, language()
        )
        key = "trick_won_by_you" if self.config.is_you(event.winner) else "trick_won_by"
        return tr(key, name=self.seat_name(event.winner), text=text)

    @staticmethod
    def _paused_line() -> str:
        return tr("status_paused")

    def _say(self, line: Callable[[], str]) -> None:
        """Put ``line()`` on the status line; it is asked again when the language
        changes (``retranslate``), so the line is never left in the previous language."""
        self._status_line = line
        self.status.emit(line())

    def retranslate(self) -> None:
        """The language changed: the status line, the last trick's explanation and the
        hint say the same again in the new language."""
        if self.state is None:
            return
        self.status.emit(self._status_line())
        if self._last_trick is not None:
            self.trick_explained.emit(self._trick_line(*self._last_trick))
        if self._hinted:
            if self._shown_hint is not None:
                self._show_found(*self._shown_hint)
            else:  # still searching: the hint comes in the new language
                self.hint.emit(tr("hint_thinking"))

    def _record(self) -> None:
        if self.recorded or self.match is None or self.state is None:
            return
        self.recorded = True
        row = self.match.record(self.state, self.actions)  # keeps the deal's log (review)
        self._finished_row = row  # on the sheet and the plates once its result shows
        self.undo_changed.emit()  # nothing is taken back once the deal is scored

    def _advance(self) -> None:
        """The queue is idle: ask whoever must act next."""
        state = self.state
        if (
            state is None
            or self.thinking
            or self.paused
            or self._applying
            or not self.queue.is_idle()
        ):
            return
        seat = state.current_seat
        if seat is None:
            if self.recorded:
                self.legal_cards.emit(None)
                self.turn.emit(None)
                self._say(lambda: tr("status_deal_over"))
                self.match_changed.emit()  # the new row appears with the result, not before
                self.deal_finished.emit(self._finished_row)
            return
        if self.claiming is not None:
            claims.play_next(self)
        elif seat == self.config.human_seat:
            self._ask_human()
        else:
            self._ask_bot(seat)

    def _ask_human(self) -> None:
        assert self.state is not None
        if self.waiting_for_human:
            return
        self.waiting_for_human = True
        self._asked += 1
        view = self.view()
        phase = self.state.phase
        self.turn.emit(self.config.human_seat)
        auto = self._automatic_play(view) if phase == "play" else None
        if phase == "play":
            legal = {a.card for a in view.legal if isinstance(a, PlayCard)}
            self.legal_cards.emit(legal)
            leads = self._leads_after_trick(self.config.human_seat)
            self._say(
                lambda: (
                    (tr("status_you_won_and_lead") + " " if leads else "")
                    + tr(
                        "status_your_card_select"
                        if self.click_to_play == "select_then_play"
                        else "status_your_card"
                    )
                )
            )
        else:
            self.legal_cards.emit(None)
            self._say(lambda: tr("status_your_decision"))
        if auto is not None:
            self._say(lambda: tr("status_auto_playing", action=self.action_text(auto)))
            token, asked = self.token, self._asked
            QTimer.singleShot(self.auto_play_ms, self, lambda: self._auto_play(token, asked, auto))
        elif self.hint_mode:
            self.show_hint()
        self.decision_needed.emit(phase, view)

    def _leads_after_trick(self, seat: int | None) -> bool:
        """``seat`` won the trick just gathered and is to lead the next one."""
        state = self.state
        return (
            seat is not None
            and seat == self._trick_winner
            and state is not None
            and state.phase == "play"
        )

    def _automatic_play(self, view: View) -> Action | None:
        """The card the Settings play without asking: the only legal action when it is
        the last card of the hand (``auto_play_last_card``) or whenever it is the only one
        (``auto_play_forced``). Never a choice: a joker's suit, Belote's "belote" or a
        Rettler lead with options are several legal actions (the engine's list)."""
        assert self.state is not None
        if self._no_auto:
            self._no_auto = False
            return None
        legal = self.state.legal_actions()
        if len(legal) != 1:
            return None
        hand = getattr(view, "hand", None)
        last = hand is not None and len(hand) == 1
        if self.auto_play_forced or (self.auto_play_last_card and last):
            return legal[0]
        return None

    def _auto_play(self, token: int, asked: int, action: Action) -> None:
        """The beat is over: play the automatic card, unless the player already did (or
        the deal moved on, or the game was dropped: ``token``)."""
        if (
            token != self.token
            or asked != self._asked
            or not self.waiting_for_human
            or self.state is None
        ):
            return
        if self.paused:  # an application dialog is open: it is played when it closes
            self._auto_held = (token, asked, action)
            return
        self.submit(action, note=tr("status_auto_played", action=self.action_text(action)))

    def _ask_bot(self, seat: int) -> None:
        assert self.state is not None
        self.thinking = True
        self.token += 1
        self.turn.emit(seat)
        if self._leads_after_trick(seat):  # issue 25: "Clara won the trick and leads"
            key = "status_you_won_and_lead" if self.config.is_you(seat) else "status_won_and_leads"
        else:
            key = "status_you_thinking" if self.config.is_you(seat) else "status_thinking"
        self._say(lambda: tr(key, name=self.seat_name(seat)))
        # issue 25: at a lead, the seat's claim is checked on the worker before its card
        chooser, given = claims.ai_chooser(self, seat)
        task = BotTask(self.token, chooser, given)
        task.signals.chosen.connect(self._bot_chose)
        task.signals.failed.connect(self._bot_failed)
        self.thinking_watch.start(self.token, seat, task.signals)  # issue 23.6
        self.pool.start(task)

    def _bot_chose(self, token: int, action: Action, seconds: float) -> None:
        if token != self.token:
            return  # an answer for a deal that is gone
        if not claims.is_claim(action):  # issue 25: a claim is no decision's time
            self.decision_times.append(seconds)
        QTimer.singleShot(self.ai_pace_ms, self, lambda: self._bot_act(token, action))

    def _bot_act(self, token: int, action: Action) -> None:
        if token != self.token or self.state is None:
            return
        if self.paused:  # an application dialog is open: the move waits for it to close
            self._held = (token, action)
            return
        self.thinking = False
        if claims.is_claim(action):  # issue 25: the seat claims the rest (ClaimingBot)
            claims.ai_claimed(self, cast("Claim", action))
            return
        if self.state.explain_illegal(action) is not None:
            self.error.emit(tr("bot_illegal", action=action.label()))
            action = self.fallback.choose(self.state.view_for(self.state.current_seat or 0))
        self._apply(action)
        if self.queue.is_idle():
            self._advance()

    def _bot_failed(self, token: int, trace: str) -> None:
        if token != self.token or self.state is None:
            return
        seat = self.state.current_seat
        self.error.emit(tr("bot_failed", name=self.config.name(seat or 0)) + "\n" + trace)
        action = self.fallback.choose(self.state.view_for(seat or 0))
        self._bot_chose(token, action, 0.0)

    # --- the human's input -------------------------------------------------------------
    def submit(self, action: Action | list[Action], note: str = "") -> str | None:
        """Apply the human's ``action`` (or every action of a list, in order: a kitty
        exchange is one decision); returns the reason it was refused, or None. ``note``
        goes to the status line (e.g. that the card was played automatically).

        A choice made while cards are still moving is applied to the deal at once; the
        animation queue shows its events after the ones still playing, so it is never
        refused for being early. A list is checked whole on a copy first: either every
        action is applied or none is."""
        state = self.state
        if self.claiming is not None:
            return tr("claim_playing")
        if state is None or state.current_seat != self.config.human_seat:
            return tr("not_your_turn")
        actions = action if isinstance(action, list) else [action]
        trial = state.copy() if len(actions) > 1 else state
        for step in actions:
            if trial.current_seat != self.config.human_seat:
                return tr("not_your_turn")
            problem = trial.explain_illegal(step)
            if problem is not None:
                rule_id, reason = problem
                text = tr("refused", reason=in_language(reason, language()), rule=rule_id)
                self.refused.emit(text)
                return text
            if trial is not state:
                trial.apply(step)
        if self.undo_allowed:  # every decision of the human, bids and discards too
            self.undo_stack.append((state.copy(), len(self.actions)))
            self.undo_changed.emit()
        self.waiting_for_human = False
        self.legal_cards.emit(None)
        self.turn.emit(None)  # no longer the player's turn: status and plate say so
        self._say(lambda: note)
        self.drop_hint()
        self.hint.emit("")  # the hint was for the decision just taken
        # one decision: nobody is asked anything between its actions (at Instant speed the
        # queue goes idle inside each push; a half-done kitty exchange must not be asked for)
        self._applying = True
        try:
            for step in actions:
                self._apply(step)
        finally:
            self._applying = False
        if self.queue.is_idle():
            self._advance()
        return None

    def play_card(self, card: int) -> str | list[Action] | None:
        """A card of the human's hand was activated (clicked, double-clicked, dragged or
        Enter). Returns a refusal, None when played, or the alternatives when a choice comes
        first (the joker leader names a suit; in Belote the first of the trump K and Q may
        be played saying "belote"). Whether the card may be played is asked once, of the
        engine, in ``submit``: a card it refuses is explained there, naming the rule."""
        if self.state is None or self.state.phase != "play":
            return tr("not_your_turn")
        # the plays this card allows (several: the game's choice panel picks one)
        options: list[Action] = [
            a for a in self.state.legal_actions() if isinstance(a, PlayCard) and a.card == card
        ]
        if len(options) > 1:
            return options
        return self.submit(options[0] if options else PlayCard(card))

    # --- issue 25: undo ---
    @property
    def undo_allowed(self) -> bool:
        """Undo is on for this game: Settings "Allow undo", or a practice game."""
        return self.allow_undo or self.config.practice

    def can_undo(self) -> bool:
        """A decision of the human's in this deal can be taken back now."""
        return (
            self.undo_allowed
            and bool(self.undo_stack)
            and not self.recorded
            and self.state is not None
        )

    def undo(self) -> bool:
        """Take back the human's last decision of this deal (and what the others did after
        it), as often as there are decisions: the deal then counts as practice."""
        if not self.can_undo():
            return False
        state, count = self.undo_stack.pop()
        self.claiming = None
        self.undone = True
        self.abandon_searches()
        self.token += 1
        self.thinking = False
        self.waiting_for_human = False
        self.decision_withdrawn.emit()
        self.queue.clear()
        self.state = state
        self.actions = self.actions[:count]
        self._explain_kept_trick(count)
        self._no_auto = True  # the card taken back is not played again by itself
        self._trick_winner = None
        self.scene.sync(self.view())
        self.undo_changed.emit()
        self._advance()
        return True

    def _explain_kept_trick(self, count: int) -> None:
        """After an undo to ``count`` actions the side panel speaks of the last trick still
        won, or of none: never of a trick taken back."""
        self._tricks_won = [t for t in self._tricks_won if t[0] <= count]
        self._last_trick = self._tricks_won[-1][1:] if self._tricks_won else None
        self.hint.emit("")
        self.trick_explained.emit(
            self._trick_line(*self._last_trick) if self._last_trick is not None else ""
        )

    def forget_tricks(self) -> None:
        """The deal's tricks no longer stand (the puzzle given up): the side panel speaks of
        none of them."""
        self._explain_kept_trick(-1)

    # --- issue 25: claim (the flow is in controllers/claims.py) --------------------------
    def claim(self, conceded: int = 0) -> None:
        """The human claims all the tricks left but ``conceded`` (``claims.ask``)."""
        claims.ask(self, conceded)

    def _claim_checked(self, _token: int, verdict: Claim, _seconds: float) -> None:
        claims.checked(self, verdict)

    def _claim_failed(self, _token: int, trace: str) -> None:
        claims.failed(self, trace)

    def show_hint(self) -> None:
        """Hint the human's pending decision: searched off the GUI thread ("thinking…"
        meanwhile), shown when found unless the decision is gone by then."""
        if self.state is None or self.state.current_seat != self.config.human_seat:
            return
        if self.ui.hint(self):  # the game gives its own hint (and follows the language
            return  # itself: the must-follow puzzle's panel)
        self.drop_hint()  # an earlier request is not shown over this one
        self._hinted = True
        self._hint_player = player = hint_player(self.config.game)
        self.hint.emit(tr("hint_thinking"))
        task = HintTask(self._hint_serial, self.config.game, self.view(), player)
        task.signals.found.connect(self._hint_found)
        task.signals.failed.connect(self._hint_failed)
        self.pool.start(task)

    def drop_hint(self) -> None:
        """The hint shown or searched no longer applies: a search under way stops and its
        answer is dropped."""
        self._hint_serial += 1
        self._hinted = False
        self._shown_hint = None
        self.hinted_actions = ()
        self.mark_hint(())
        player, self._hint_player = self._hint_player, None
        abandon = getattr(player, "abandon", None)
        if abandon is not None:
            abandon()

    def dismiss_hint(self) -> None:
        """The player put the hint away (Escape, another window opened): its marks and its
        line go, a search under way stops; nothing is decided."""
        if self._hinted or self.marked_actions or self._shown_hint is not None:
            self.drop_hint()
            self.hint.emit("")

    def abandon_searches(self) -> None:
        """The deal being thought about is left: every bot's search and the hint's stop
        (``SearchBot.abandon``); their late answers are dropped by token and serial."""
        self.drop_hint()
        for bot in self.bots:
            abandon = getattr(bot, "abandon", None)
            if abandon is not None:
                abandon()

    def _hint_found(self, serial: int, hint: Hint) -> None:
        if serial != self._hint_serial or self.state is None:
            return  # a hint for a decision that is gone
        self._hint_player = None
        self._show_found(hint, self.view())

    def _hint_failed(self, serial: int, trace: str) -> None:
        if serial != self._hint_serial:
            return
        self.drop_hint()
        self.hint.emit("")
        self.error.emit(tr("hint_failed") + "\n" + trace)

    def _show_found(self, hint: Hint, view: View) -> None:
        self._shown_hint = (hint, view)
        text = in_language(hint.text, language())
        if hint.says_choice:  # the engine's text names the card, or every card of a set
            line = tr("hint_set_line", text=text)
        else:
            line = tr("hint_line", action=self.action_text(hint.action), text=text)
        prefix = self.ui.hint_prefix(view, language())
        self.hint.emit(f"{prefix} {line}" if prefix else line)
        self.hinted_actions = hint.actions
        if hint.actions:  # the kitty exchange: the panel pre-selects the whole set
            self.hint_actions.emit(hint.actions)
        self.mark_hint(hint.actions or (hint.action,))

    def mark_hint(self, actions: tuple[Action, ...]) -> None:
        """Mark ``actions`` on the table (``hint_marked``); ``()`` takes the mark away. A
        game with its own hint path (the must-follow puzzle) marks through this too."""
        if actions or self.marked_actions:
            self.marked_actions = tuple(actions)
            self.hint_marked.emit(self.marked_actions)

    def action_text(self, action: Action) -> str:
        """An action in the UI language (the auction's words for calls)."""
        params = self.match.params if self.match is not None else None
        return self.ui.action_text(action, params)

    # --- figures for the closing note ---------------------------------------------------
    def decision_time_summary(self) -> tuple[float, float] | None:
        if not self.decision_times:
            return None
        times = sorted(self.decision_times)
        p95 = times[min(len(times) - 1, int(len(times) * 0.95))]
        return statistics.median(times), p95
