"""The coach of the co-op game (``engine.coach`` asks it through the game's ``GameSpec``).

Every card play is valued by the strong players' own chance of success of each legal move
(``coach_values``: the puzzle's or the partners' strong player).

The table talk (M-TALK): each message the reviewed seat sent is a decision, valued against
staying silent and against the message the normal player would have said in its place (if
another).

Talk is not a turn, and a message changes no card: what it changes is what the partners
know (every rank message is a constraint their deals of the hidden cards must meet,
M-SOLVE-7) and what they plan (``ROLE`` and ``KEEP``, M-TALK-4). So it is valued by playing
on: deals of the hidden cards are drawn from the seat's view (the engine's own consistent
deals, talk included, M-SOLVE-7), and in each the game is played to its end by the normal
players once per choice (the message, silence, the other message), the partners free to
answer (M-TALK-4). The share of deals won is the team's chance of success; the choices meet
the same deals and the same players, so the difference is the message's own. With two
players the round-2 hands, which no message of round 1 speaks of, stay those of the deal.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from ...actions import Action
from ...coach.analysis import Decision, Verdict
from ...core import GameState
from ...text import Text, said
from .talk import Message

if TYPE_CHECKING:
    from ...deal_log import DealLog
    from .state import MustFollowState

#: deals of the hidden cards per run (each played out twice); ``evaluate.RUNS`` runs
TALK_WORLDS = 3


@dataclass(frozen=True, slots=True)
class Say(Action):
    """The coach's name for sending ``message`` (a table-talk choice, not a turn)."""

    message: Message
    kind: ClassVar[str] = "say"

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "message": self.message.to_json()}

    def label(self) -> str:
        return str(self.message.text())


@dataclass(frozen=True, slots=True)
class Silence(Action):
    """The other choice at a message: saying nothing."""

    kind: ClassVar[str] = "silence"

    def label(self) -> str:
        return "stay silent"


def talk_words(action: Action) -> Text | None:
    """A talk choice as the player says it: the message in quotes, or staying silent."""
    if isinstance(action, Say):
        return said("“{message}”", message=action.message.text())
    if isinstance(action, Silence):
        return said("staying silent")
    return None


@dataclass(frozen=True, slots=True)
class Told:
    """What a message told the partners (M-TALK-3's meaning of its template), and the
    answers the partners gave to it before the next card."""

    message: Message
    answers: tuple[Message, ...] = ()

    def words(self) -> Text:
        from . import talk

        m = self.message
        if m.template == talk.ROLE:
            told = said(
                "It told your partners the trick count you aim at, so they could plan the "
                "others around it (M-TALK-4)."
            )
        elif m.template == talk.KEEP:
            told = said(
                "It told your partners which suit you keep for your last card, so they could "
                "keep the others (M-TALK-4)."
            )
        elif m.template in (talk.CAN_BEAT, talk.CANNOT_BEAT):
            # the message itself says what it tells: the fact is what the partners do with it
            told = said(
                "Your partners count on it when they place the cards they have not seen: it "
                "is true and names no rank (M-TALK-2)."
            )
        elif m.template in (talk.REQUEST_LEAD, talk.REQUEST_WIN, talk.REQUEST_DUCK):
            told = said("It asked a partner for a play; partners weigh a request (M-TALK-4).")
        else:
            told = said("It asked your partners to answer (M-TALK-4).")
        for answer in self.answers:
            told = said(
                "{before} A partner answered “{answer}”.", before=told, answer=answer.text()
            )
        return told


def talk_decisions(log: DealLog, seat: int) -> list[Decision]:
    """Every message ``seat`` sent in ``log``, as a decision at the position before it (the
    talk said so far included)."""
    state = log.initial_state()
    out: list[Decision] = []
    t = 0
    for i in range(len(log.actions) + 1):
        while t < len(log.talk) and log.talk[t].after <= i:
            entry = log.talk[t]
            if entry.seat == seat:
                question = entry.message.template in ("ASK_BEAT", "ASK_ROLE")
                answers = tuple(
                    e.message
                    for e in log.talk[t + 1 :]
                    if question and e.after == entry.after and e.seat != seat
                )
                out.append(
                    Decision(
                        i,
                        seat,
                        "talk",
                        getattr(state, "k", None),
                        (Say(entry.message),),
                        state.copy(),
                        said=t,
                        notes=(Told(entry.message, answers),),
                        others=_other_message(state, seat, entry.message),
                    )
                )
            t = log.say(state, t, i, stop=t + 1)
        if i < len(log.actions):
            state.apply(log.actions[i])
    return out


def evaluate_talk(decision: Decision, seed: int, runs: int) -> Verdict:
    """The team's chance of success with the message and without it, played on over deals of
    the hidden cards drawn from the seat's view (module docstring)."""
    from ...coach.evaluate import _seed, _verdict
    from .state import MustFollowState
    from .view import MustFollowView
    from .worlds import sample_worlds

    state = decision.state
    view = decision.view
    assert isinstance(view, MustFollowView) and isinstance(state, MustFollowState)
    said_choice = decision.chosen[0]
    assert isinstance(said_choice, Say)
    choices: list[tuple[Action, ...]] = [(said_choice,), (Silence(),)]
    choices += [(other,) for other in decision.others]
    values: list[list[float]] = []
    for run in range(runs):
        rng = random.Random(_seed(seed, run))
        totals = [0.0] * len(choices)
        kept = 0
        for k, world in enumerate(sample_worlds(view, TALK_WORLDS, rng)):
            imagined = state.copy()
            imagined.hands = list(world)
            starts = [imagined.copy() for _ in choices]
            if not all(_said(s, decision.seat, c[0]) for s, c in zip(starts, choices, strict=True)):
                continue  # in this deal a message would pin a card: not comparable
            bots_seed = _seed(seed, run * 101 + k)
            for i, start in enumerate(starts):
                totals[i] += _played_on(start, decision.seat, bots_seed)
            kept += 1
        if kept:
            values.append([v / kept for v in totals])
    if not values:
        return Verdict((), 0.0, 0.0)
    return _verdict(choices, values, 0)


def _other_message(state: Any, seat: int, chosen: Message) -> tuple[Action, ...]:
    """The other message worth comparing: the first the normal player would say in the
    seat's place now (its plan's ``ROLE`` or ``KEEP``, or an answer, M-TALK-4), if any."""
    from .planning import plan_talk

    for message in plan_talk(state.view_for(seat), state.message_menu(seat)):
        if message != chosen:
            return (Say(message),)
    return ()


def _said(state: MustFollowState, seat: int, choice: Action) -> bool:
    """Send a talk choice on ``state``; False if the rules refuse it there."""
    if isinstance(choice, Say):
        if state.explain_message(seat, choice.message) is not None:
            return False
        state.say(seat, choice.message)
    return True


def _played_on(state: MustFollowState, seat: int, seed: int) -> float:
    """1 if the normal players win the game from ``state``, else 0. Everyone talks as the
    normal player does at the table (M-TALK-4), the reviewed seat only from the next card
    on: what it says now is the choice valued, and a player who stays silent now may still
    say its plan later."""
    from .strategy import MustFollowBot

    bots = [MustFollowBot(seed + s) for s in range(state.players)]
    start = len(state.plays)
    while state.current_seat is not None:
        for other, bot in enumerate(bots):
            talk = getattr(bot, "talk", None)
            if talk is None or (other == seat and len(state.plays) == start):
                continue
            for message in talk(state.view_for(other), state.message_menu(other)):
                state.say(other, message)
        current = state.current_seat
        if current is None:
            break
        state.apply(bots[current].choose(state.view_for(current)))
    result = state.result
    assert result is not None
    return 1.0 if result.detail.get("win") else 0.0


def coach_values(decision: Decision, seed: int, runs: int) -> Verdict:
    """The strong player's chance of success of every move, ``runs`` times."""
    from ...coach.evaluate import _seed, _verdict
    from .search import strong_bot
    from .view import MustFollowView

    bot = strong_bot(seed)
    view = decision.view
    assert isinstance(view, MustFollowView)
    player = bot.puzzle if getattr(view, "players", 1) == 1 else bot.coop
    values_of: list[dict[Action, float]] = []
    for run in range(runs):
        player.rng = random.Random(_seed(seed, run))
        values = player.action_values(view)
        if not values:
            return Verdict((), 0.0, 0.0)
        values_of.append(values)
    chosen = decision.chosen[0]
    actions = [a for a in view.legal if all(a in r for r in values_of)]
    if chosen not in actions:
        return Verdict((), 0.0, 0.0)
    actions.remove(chosen)
    actions.insert(0, chosen)
    return _verdict([(a,) for a in actions], [[r[a] for a in actions] for r in values_of], 0)


def amount(value: float) -> Text:
    """``value`` (a share of games won) as percent of the team's chance of success."""
    return said("{x} % of the chance of success", x=round(100 * value))


def result_value(state: GameState, seat: int) -> float:
    """A finished game's value: 1 for the team's success, else 0."""
    result = state.result
    assert result is not None
    return 1.0 if result.detail.get("win") else 0.0


def action_words(action: Action, view: Any) -> Text | str | None:
    """The game's own actions as a player names them: a message or staying silent, and a
    face-down card of the puzzle's dummy by its suit (all that can be seen of it)."""
    from ...cards import SUIT_SYMBOLS
    from .moves import PlayFaceDown, TurnUp

    talked = talk_words(action)
    if talked is not None:
        return talked
    if isinstance(action, PlayFaceDown | TurnUp):
        # face-down cards of one suit are alike (MD-10): the suit, never the place, names it
        places = getattr(view, "dummy_places", ())
        suit = next((s for i, s, _ in places if i == action.slot), None)
        if suit is None:
            return said("a face-down card of the dummy")
        if isinstance(action, TurnUp):
            return said("turn up a face-down {suit} of the dummy", suit=SUIT_SYMBOLS[suit])
        return said("a face-down {suit} of the dummy", suit=SUIT_SYMBOLS[suit])
    return None


__all__ = [
    "TALK_WORLDS",
    "Say",
    "Silence",
    "Told",
    "action_words",
    "amount",
    "coach_values",
    "evaluate_talk",
    "result_value",
    "talk_decisions",
]
