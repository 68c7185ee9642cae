"""The coach's analysis: every decision of one seat, valued from that seat's view.

Card plays the strong player searches (Napoleon, Rettler, Belote: ``engine.ai.search``) are
valued by its own estimates of every candidate card; every other decision goes to the
generic evaluator (``evaluate.py``). Each evaluation is made twice over different deals of
the hidden cards; how far the two disagree is the decision's noise.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ..actions import Action, Discard
from ..core import GameState, View
from ..deal_log import DealLog
from ..events import TrickWon
from ..facts import NoBeaterOut, WinningNow
from ..text import Text
from . import words as words_module
from .review import Review, Reviewed
from .words import THRESHOLD, label, words

#: a mistake costs at least the threshold even with this many times its noise (the standard
#: error of the cost) taken off: a smaller lead could be luck of the deals drawn. Measured on
#: self-played Napoleon deals where seat 0 played the coach's own choice of another seed: a
#: factor of 0 (the cost alone) called 2 of 14 of them mistakes
NOISE_FACTOR = 2.0

#: the phases whose decisions are bids, by game (the others are named by their phase)
_KINDS = {
    "auction": "bid",
    "bidding": "bid",
    "responsibility_stand": "bid",
    "adjutant_call": "call",
    "discard": "discard",
    "play": "play",
}


@dataclass(frozen=True)
class Decision:
    """One decision of the seat: where it was made and what was done."""

    index: int
    seat: int
    kind: str
    trick: int | None
    chosen: tuple[Action, ...]
    state: GameState  # the position before the decision (the whole deal: never worded)
    #: a message (kind "talk"): its index in ``DealLog.talk``
    said: int | None = None
    #: facts found with the decision (a message's: what it told the partners)
    notes: tuple[Any, ...] = ()
    #: a message: the other talk choices it is compared with besides staying silent
    others: tuple[Action, ...] = ()

    @property
    def view(self) -> View:
        return self.state.view_for(self.seat)


@dataclass(frozen=True)
class Verdict:
    """An evaluation of one decision: the best choice, what the chosen one cost and the
    evaluation's noise, in the game's units."""

    best: tuple[Action, ...]
    cost: float
    noise: float
    #: False where the choice was not compared: it is the strong player's own
    compared: bool = True
    #: the mean values of the best choice and of the chosen one (the co-op game says both)
    values: tuple[float, float] = (0.0, 0.0)


def decisions_of(log: DealLog, seat: int) -> list[Decision]:
    """Every decision ``seat`` made in ``log``; the kitty exchange (consecutive discards)
    is one decision; each message of the co-op game's table talk is one (before the card
    played after it)."""
    state = log.initial_state()
    out: list[Decision] = []
    tricks_done = 0
    said_so_far = log.say(state, 0, 0)
    for i, action in enumerate(log.actions):
        phase = state.phase
        mine = state.current_seat == seat
        if mine:
            last = out[-1] if out else None
            if (
                isinstance(action, Discard)
                and last is not None
                and last.kind == "discard"
                and last.index + len(last.chosen) == i
            ):
                out[-1] = Decision(
                    last.index, seat, "discard", None, (*last.chosen, action), last.state
                )
            else:
                kind = _KINDS.get(phase, phase)
                trick = tricks_done + 1 if kind == "play" else None
                out.append(Decision(i, seat, kind, trick, (action,), state.copy()))
        events = state.apply(action)
        said_so_far = log.say(state, said_so_far, i + 1)
        tricks_done += sum(isinstance(e, TrickWon) for e in events)
    talk_decisions = log.spec.talk_decisions
    if log.talk and talk_decisions is not None:
        out = sorted(out + talk_decisions(log, seat), key=lambda d: (d.index, d.kind != "talk"))
    return out


def analyse(
    log: DealLog,
    seat: int,
    *,
    seed: int,
    progress: Callable[[int, int], None] | None,
    cancelled: Callable[[], bool] | None,
) -> Review | None:
    from .evaluate import evaluate

    decisions = decisions_of(log, seat)
    threshold = THRESHOLD[log.game]
    out: list[Reviewed] = []
    total = len(decisions)
    if progress is not None:
        progress(0, total)
    for done, decision in enumerate(decisions, 1):
        if cancelled is not None and cancelled():
            return None
        verdict = evaluate(log, decision, seed=seed + decision.index, cancelled=cancelled)
        if verdict is None:
            return None
        out.append(_reviewed(log.game, decision, verdict, threshold))
        if progress is not None:
            progress(done, total)
    return Review(log.game, seat, tuple(out))


def _reviewed(game: str, decision: Decision, verdict: Verdict, threshold: float) -> Reviewed:
    cost = max(verdict.cost, 0.0)
    same = _same_choice(decision.chosen, verdict.best)
    mistake = not same and cost >= threshold and cost - NOISE_FACTOR * verdict.noise >= threshold
    # a better choice is named where it is a mistake, or better by a visible margin
    better = verdict.best if not same and (mistake or cost >= MEASURABLE * threshold) else ()
    view = decision.view
    talk = decision.kind == "talk"
    only, obligation = (False, None) if talk else _only_choice(game, decision.kind, view)
    facts = list(decision.notes) if talk else []
    if not only and not talk:
        facts = _facts(game, view, decision.chosen)[: words_module.FACTS]
    if better and mistake:
        # the better card's own deciding fact: that it wins for sure, else that it would
        # take the lead (what is winning now was said already)
        shown = {str(f.words()) for f in facts}
        theirs = [
            f
            for f in _facts(game, view, better)
            if not isinstance(f, WinningNow) and str(f.words()) not in shown
        ]
        theirs.sort(key=lambda f: not isinstance(f, NoBeaterOut))
        facts += theirs[:1]
    return Reviewed(
        index=decision.index,
        said=decision.said,
        seat=decision.seat,
        kind=decision.kind,
        trick=decision.trick,
        chosen=decision.chosen,
        better=better,
        cost=cost if better else 0.0,
        noise=verdict.noise,
        mistake=mistake,
        label=label(
            game,
            decision.kind,
            decision.trick,
            decision.chosen,
            view,
            getattr(view, "round", None) if getattr(decision.state, "rounds", 1) > 1 else None,
        ),
        words=words(
            game,
            decision.kind,
            decision.chosen,
            better,
            cost,
            mistake,
            facts,
            obligation=obligation,
            only=only,
            agreed=not verdict.compared,
            view=view,
            values=verdict.values,
            compared=decision.others,
        ),
        facts=tuple(facts),
    )


#: a better choice is named (not as a mistake) from this share of the threshold on
MEASURABLE = 0.2


def _only_choice(game: str, kind: str, view: View) -> tuple[bool, tuple[str, Text] | None]:
    """Whether the seat had a single legal choice, and the rule that narrowed a card play
    (the hint's own: ``engine.hints.play_obligation``)."""
    from ..hints import _choices, play_obligation

    obligation = play_obligation(game, view) if kind == "play" else None
    if len(view.legal) < 2:
        return True, obligation
    return kind == "play" and _choices(view, game) == 1, obligation


def _same_choice(chosen: Sequence[Action], best: Sequence[Action]) -> bool:
    return not best or sorted(map(repr, chosen)) == sorted(map(repr, best))


def _facts(game: str, view: View, actions: Sequence[Action]) -> list[Any]:
    """The facts that decide playing the card of ``actions``, as a hint states them (from
    the view only); none for other decisions."""
    if len(actions) != 1:
        return []
    from ..registry import get_game

    play_facts = get_game(game).play_facts
    if play_facts is None or getattr(view, "phase", "") != "play":
        return []
    try:
        return list(play_facts(view, actions[0]))
    except (ValueError, KeyError, AssertionError, AttributeError, TypeError):
        return []  # an action the game states no facts of (a face-down card)
