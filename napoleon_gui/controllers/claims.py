"""Claims at the table (issue 25): "the rest are mine", or all but N tricks.

The engine decides (``engine.claim.check_claim``); this module only asks it and, once a
claim is accepted, plays the deal out with the engine's own moves: the claimer's cards as
the check found them (``Claim.action_for``), every other seat's by the normal player, the
hands turned face up. Nothing of a claim enters the deal's log, so scores, records and
reviews stay the engine's.

An AI seat claims too when it holds the rest: checked once a trick, when it is to lead,
with a small budget (a claim too costly to check is simply not made). The check is part of
the seat's move, on the worker thread that chooses its card (``ClaimingBot``): the table
never waits on it, and its answer comes back by the bots' own path, so a claim for a deal
that is gone (New game, undo, quitting) is dropped by the bots' token like a late card.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from engine.actions import Action
from engine.ai import make_bot
from engine.ai.base import Bot
from engine.core import GameState, View
from engine.registry import spec_of
from napoleon_gui.i18n import N_, register, tr

if TYPE_CHECKING:
    from engine.claim import Claim
    from napoleon_gui.controllers.bots import Chooser
    from napoleon_gui.controllers.game import GameController

register(
    {
        "act_claim": N_("Claim the rest"),
        "menu_claim_but": N_("Claim all but…"),
        "act_claim_but_1": N_("All but one trick"),
        "act_claim_but_2": N_("All but two tricks"),
        "act_claim_but_3": N_("All but three tricks"),
        "claim_no_game": N_("This game has no claims: every card is played."),
        "claim_ai": N_("{name} claims the rest; the cards are played out face up."),
        "claim_playing": N_("The claimed tricks are being played out."),
        "claim_checking": N_("Checking the claim against every way the unseen cards may lie…"),
        "claim_moved_on": N_("A card was played meanwhile: claim again if you like."),
    }
)


class ClaimPlay:
    """An accepted claim being played out: who claimed, the engine's answer, and the
    players of the other seats."""

    def __init__(self, claim: Claim, game: str, players: int, seed: int) -> None:
        self.claim = claim
        self.others: dict[int, Bot] = {
            s: make_bot(game, "normal", seed + s) for s in range(players) if s != claim.seat
        }

    def next_action(self, state: GameState) -> Action:
        """The move of the seat to act on the claimed line."""
        seat = state.current_seat
        assert seat is not None
        view = state.view_for(seat)
        if seat == self.claim.seat:
            planned = self.claim.action_for(view)
            if planned is not None:
                return planned
        bot = self.others.get(seat)
        # off the line (never expected): the normal player keeps the deal going
        return bot.choose(view) if bot is not None else state.legal_actions()[0]


def claims_allowed(state: GameState | None) -> bool:
    """Whether the game of ``state`` takes claims (its ``GameSpec.claims``)."""
    return state is not None and bool(getattr(spec_of(state), "claims", False))


class ClaimChecker:
    """The engine's check of a claim in the shape of a bot (``BotTask`` runs it off the GUI
    thread): ``choose((state, actions))`` is the ``Claim``."""

    def __init__(self, seat: int, conceded: int) -> None:
        self.seat = seat
        self.conceded = conceded

    def choose(self, position: tuple[GameState, list[Action]]) -> Claim:
        from engine.claim import check_claim

        state, actions = position
        return check_claim(state, actions, self.seat, self.conceded)


class ClaimingBot:
    """An AI seat's move with its claim looked for first, in the shape of a bot
    (``BotTask`` runs it off the GUI thread): ``choose((state, actions, view))`` is the
    accepted ``Claim`` of the rest, else the seat's own card for ``view``."""

    def __init__(self, bot: Bot, seat: int) -> None:
        self.bot = bot
        self.seat = seat

    def abandon(self) -> None:
        """The table quits: the seat's own search stops (the claim check is short)."""
        abandon = getattr(self.bot, "abandon", None)
        if abandon is not None:
            abandon()

    def choose(self, position: tuple[GameState, list[Action], View]) -> Claim | Action:
        state, actions, view = position
        claim = ai_claim(state, actions, self.seat)
        return claim if claim is not None else self.bot.choose(view)


def ai_claim(state: GameState, actions: list[Action], seat: int) -> Claim | None:
    """The AI seat ``seat`` claims the rest if the engine accepts it on a small budget."""
    from engine.claim import ai_check

    if not claims_allowed(state) or state.phase != "play":
        return None
    claim = ai_check(state, actions, seat)  # (the engine's budget for AI seats)
    return claim if claim.accepted else None


def open_view(state: GameState, seat: int) -> View:
    """``seat``'s view with every other hand face up (a claim is being played out)."""
    from napoleon_gui.table.open_hands import OpenHandsView

    hands: dict[int, tuple[int, ...]] = {
        s: tuple(getattr(state.view_for(s), "hand", ())) for s in range(state.players) if s != seat
    }
    # the table reads it as the seat's view (``OpenHandsView.__getattr__``)
    return cast(View, OpenHandsView(state.view_for(seat), hands))


def claim_text(claim: Claim) -> str:
    from engine.text import in_language
    from napoleon_gui.i18n import language

    return in_language(claim.reason, language())


def ai_claim_line(name: str) -> str:
    return tr("claim_ai", name=name)


# --- the controller's part (``GameController`` hands its claim steps here) -----------------
#: the beat between the cards of a claim played out (the deal is decided: it goes briskly)
CLAIM_PACE_MS = 150


def checking(c: GameController) -> bool:
    """The human's claim is being checked (its entries are disabled meanwhile)."""
    return c._claim_asked is not None


def ask(c: GameController, conceded: int) -> None:
    """The human claims all the tricks left but ``conceded``. The engine checks it off the
    GUI thread, the game held meanwhile; its answer goes to the status line and an accepted
    claim is played out at once, face up."""
    from napoleon_gui.controllers.bots import BotTask

    state, seat = c.state, c.config.human_seat
    if state is None or seat is None or state.is_over or not claims_allowed(state):
        c._say(lambda: tr("claim_no_game"))
        return
    if c._claim_asked is not None or c.claiming is not None:
        return  # one claim at a time
    c._claim_asked = (state, len(c.actions))
    c.pause()  # no AI move and no new decision until the answer
    c._say(lambda: tr("claim_checking"))
    c.claim_changed.emit()  # the claim's entries wait for the answer
    task = BotTask(c.token, ClaimChecker(seat, conceded), (state.copy(), list(c.actions)))
    task.signals.chosen.connect(c._claim_checked)
    task.signals.failed.connect(c._claim_failed)
    c.pool.start(task)


def checked(c: GameController, verdict: Claim) -> None:
    """The engine's answer to the human's claim."""
    asked, c._claim_asked = c._claim_asked, None
    if asked is None:
        return
    c.claim_changed.emit()
    state, count = asked
    if state is c.state and count == len(c.actions):
        c._say(lambda: claim_text(verdict))
        if verdict.accepted:
            start(c, ClaimPlay(verdict, c.config.game, state.players, c.token))
    else:  # a card was played meanwhile: the answer is for a position that is gone
        c._say(lambda: tr("claim_moved_on"))
    c.resume()


def failed(c: GameController, trace: str) -> None:
    if c._claim_asked is None:
        return
    c._claim_asked = None
    c.claim_changed.emit()
    c.error.emit(trace)
    c.resume()


def ai_chooser(c: GameController, seat: int) -> tuple[Chooser[Any], object]:
    """What the worker thread runs for the AI seat ``seat`` and what it is given: at a
    trick's start (once per lead) its claim check, then its card (``ClaimingBot``); else its
    bot alone, on its view."""
    state = c.state
    assert state is not None
    count = len(c.actions)
    bot = c.bots[seat]
    if (
        not c.ai_claims
        or c._claim_looked == count
        or c._trick_start != count
        or state.phase != "play"
        or not claims_allowed(state)
    ):
        return bot, state.view_for(seat)
    c._claim_looked = count
    # the worker reads copies: the deal at the table moves on while it checks
    return ClaimingBot(bot, seat), (state.copy(), list(c.actions), state.view_for(seat))


def is_claim(answer: object) -> bool:
    """Whether a bot task's answer is a claim (``ClaimingBot``) rather than an action."""
    if isinstance(answer, Action):
        return False  # most answers: no import of the claim check for them
    from engine.claim import Claim

    return isinstance(answer, Claim)


def ai_claimed(c: GameController, verdict: Claim) -> None:
    """An AI seat claims the rest (its answer is for the deal on the table: the bots' token
    said so): the deal is played out face up."""
    assert c.state is not None
    name = c.config.name(verdict.seat)
    c._say(lambda: ai_claim_line(name))
    start(c, ClaimPlay(verdict, c.config.game, c.state.players, c.token))


def start(c: GameController, play: ClaimPlay) -> None:
    """An accepted claim: whatever was asked of a seat no longer applies; the hands open."""
    c.abandon_searches()
    c.token += 1
    c.thinking = False
    c.waiting_for_human = False
    c.drop_hint()
    c.decision_withdrawn.emit()
    c.legal_cards.emit(None)
    c.turn.emit(None)
    c.claiming = play
    c.scene.sync(c.view())
    if c.queue.is_idle():
        c._advance()


def play_next(c: GameController) -> None:
    """The next move of the claimed line, after a short beat."""
    from PySide6.QtCore import QTimer

    token = c.token

    def move() -> None:
        if token != c.token or c.claiming is None or c.state is None:
            return
        if c.state.is_over or not c.queue.is_idle() or c.paused:
            return
        c._apply(c.claiming.next_action(c.state))
        if c.queue.is_idle():
            c._advance()

    QTimer.singleShot(min(c.ai_pace_ms, CLAIM_PACE_MS), c, move)
