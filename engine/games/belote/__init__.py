"""Belote (ブロット): 4 players in partnerships or 3 players, 32 cards (belote.md)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...actions import Action
from ...cards import BIT, SUIT_MASK, Card, parse_card
from ...core import DealResult, GameState
from ...deal_log import cards_field, codes, field, seat_field
from ...registry import DealSetup, GameOver, GameSpec, register
from .actions import belote_action_from_json
from .formula import formula as score_formula
from .params import PRESETS, BeloteRules, load_preset
from .state import TRICKS, BeloteState

if TYPE_CHECKING:
    from ...ai.base import Bot
    from ...ai.search import Budget
    from ...deal_log import DealLog
    from ...events import TrickWon
    from ...progress import Progress
    from ...record import Node, ReplayReport
    from ...registry import DecisionHintParts
    from ...score_sheet import SheetLayout
    from ...stats import SeatOutcome
    from ...text import Text
    from ...tracker import Tracker


@dataclass(frozen=True)
class BeloteSetup(DealSetup):
    """A deal setup that also carries the gathered pack under B-VAR-2 (BD-19)."""

    pack: tuple[Card, ...] = ()


def new_deal(rules: BeloteRules, players: int, rng: random.Random, setup: DealSetup) -> BeloteState:
    pack = getattr(setup, "pack", ()) if rules.shuffle == "cut_only" else ()
    return BeloteState.deal(rules, players, rng, dealer=setup.dealer, pack=pack or None)


def next_setup(rules: BeloteRules, players: int, setup: DealSetup, result: DealResult) -> DealSetup:
    """B-SEAT-3: after every deal, and after a throw-in, the deal passes to the left."""
    dealer = (setup.dealer + rules.step) % players
    eldest = (dealer + rules.step) % players
    pack = tuple(parse_card(c) for c in result.detail.get("next_pack", ()))
    return BeloteSetup(dealer, eldest, pack)


def match_end(rules: BeloteRules, players: int, totals: tuple[int, ...]) -> GameOver | None:
    """B-END-1 (B-3P-6, BD-18): over once anyone has the target (1000, or 3000 with the
    option bids, BD-5); the highest total wins, a shared highest total is a draw."""
    top = max(totals)
    if top < rules.target:
        return None
    winners = tuple(s for s in range(players) if totals[s] == top)
    sides = {s % 2 for s in winners} if players == 4 else set(winners)
    return GameOver(winners, len(sides) > 1, "B-3P-6" if players == 3 else "B-END-1")


def deal_data(state: GameState) -> dict[str, Any]:
    """The pack as cut (top card first) and the dealer: the deal follows from them
    (B-DEAL-2..5; the packets of B-VAR-3 are the dealer's action)."""
    assert isinstance(state, BeloteState)
    return {"dealer": state.dealer, "pack": codes(state.pack)}


def from_deal_data(rules: BeloteRules, players: int, data: dict[str, Any]) -> BeloteState:
    pack = cards_field(field(data, "pack", list), "deal.pack")
    try:
        return BeloteState(rules, players, pack, dealer=seat_field(data, "dealer", players))
    except ValueError as exc:
        text = str(exc)
        raise ValueError(f"deal.pack: {text}" if "pack" in text else text) from None


def play_facts(view: Any, action: Action) -> list[Any]:
    """The facts a card-play hint states (``hint_facts``, imported at the first hint)."""
    from .hint_facts import play_facts as facts

    return facts(view, action)


def fact_holds(fact: Any, state: GameState, seat: int, actions: Sequence[Action]) -> bool:
    """Whether a stated fact holds with every hand known (``hint_facts``; a take's or
    meld's fact: ``engine.decision_facts``)."""
    from ...decision_facts import stated_fact_holds
    from .hint_facts import fact_holds as holds

    return stated_fact_holds(fact, state, seat, actions, (), holds)


# --- records, statistics, score sheet, command line (issue 26: plug-records) ---------------
# Each hook imports its module when first called: importing the game stays as cheap as it was.
def replay_record(root: Node, source: str) -> ReplayReport:
    from .replay import replay_belote

    return replay_belote(root, source)


def write_record(log: DealLog, names: list[str], source: str) -> dict[str, Any]:
    from .replay import belote_record

    return belote_record(log, names[: log.players], source)


def seat_outcome(result: DealResult, seat: int) -> SeatOutcome:
    from .tally import seat_outcome as outcome

    return outcome(result, seat)


def scoring_units(players: int) -> tuple[tuple[int, ...], ...]:
    """B-SEAT-1: four players score as two partnerships, seats 0+2 and 1+3; three players
    each on his own (B-3P)."""
    if players == 4:
        return ((0, 2), (1, 3))
    return tuple((s,) for s in range(players))


def _trick_winner(state: GameState, later: int, cards: Sequence[int]) -> int | None:
    """Issue 25, claim of masters: who wins ``cards`` led ``later`` tricks from now: the
    highest trump, else the highest card of the suit led (B-TRICK-1), the same in every
    trick; the lead is free (B-PLAY-2)."""
    if type(state) is not BeloteState or state.trick or state.tr is None:
        return None
    if state.k + later > TRICKS:
        return None
    seat = state.seat_
    if not state.tr.legal(state.hands[seat], [], [], seat)[0] & BIT[cards[0]]:
        return None
    return state.tr.winner(cards)


def _follow_options(state: GameState, later: int, lead: int, hand: int) -> int | None:
    """Issue 25, claim of masters: a seat holding the suit led plays one of it (B-PLAY-3,
    B-PLAY-4, B-PLAY-8, B-PLAY-9);
    what it must trump or overtrump is narrower still, so the suit (or, void, any card) is
    all a claim needs to reckon with."""
    if type(state) is not BeloteState:
        return None
    return hand & SUIT_MASK[lead // 13] or hand


def score_sheet() -> SheetLayout:
    from .tally import LAYOUT

    return LAYOUT


def bench(deals: int, seed: int, runs: int, what: str | None, progress: Progress) -> list[str]:
    from .bench import run

    return run(deals, seed, runs, progress)


# --- AI, hints, coach, tracker: the game's hooks (``GameSpec``), each importing its module
# only when called
def _easy_bot(seed: int | None) -> Bot:
    from .easy import easy_bot

    return easy_bot(seed)


def _normal_bot(seed: int | None) -> Bot:
    from .strategy import BeloteBot

    return BeloteBot(seed)


def _strong_bot(seed: int | None) -> Bot:
    from .search import strong_bot

    return strong_bot(seed)


# --- the expert level (issue 23 point 6, expert23)
def _expert_bot(seed: int | None) -> Bot:
    from .search import expert_bot

    return expert_bot(seed)


def _play_obligation(view: Any) -> tuple[str, Text] | None:
    from .explain import play_obligation
    from .view import BeloteView

    return play_obligation(view) if isinstance(view, BeloteView) else None


def _explain_trick(event: TrickWon, view: Any) -> Text | None:
    contract = getattr(view, "contract", None)
    if contract is None:
        return None
    from .explain import explain_trick

    return explain_trick(event, contract)


def _decision_hint(view: Any, action: Action, reason: Text) -> DecisionHintParts | None:
    from .decision_hint import hint

    return hint(view, action, reason)


def _amount(value: float) -> Text:
    from .coach import amount

    return amount(value)


def _coach_budget() -> Budget:
    from .coach import COACH_BUDGET

    return COACH_BUDGET


def _result_value(state: GameState, seat: int) -> float:
    from .coach import result_value

    return result_value(state, seat)


def _action_words(action: Action, view: Any) -> Text | str | None:
    from .coach import action_words

    return action_words(action, view)


def _tracker(view: Any) -> Tracker | None:
    from .tracker import track

    return track(view)


# --- end of AI, hints, coach, tracker


register(
    GameSpec(
        name="belote",
        title="Belote",
        player_counts=(3, 4),
        params_model=BeloteRules,
        presets=PRESETS,
        new_deal=new_deal,
        next_setup=next_setup,
        preset_players={name: preset.players for name, preset in PRESETS.items()},
        load_params=load_preset,
        score_formula=score_formula,
        match_end=match_end,
        zero_sum=False,
        # direction of play on screen (issue 25: table25): seats N, E, S, W clockwise
        seats_clockwise=True,
        claims=True,  # issue 25: claim
        trick_winner=_trick_winner,
        follow_options=_follow_options,
        deal_data=deal_data,
        from_deal_data=from_deal_data,
        action_from_json=belote_action_from_json,
        play_facts=play_facts,
        fact_holds=fact_holds,
        # records, statistics, score sheet, command line (issue 26: plug-records)
        replay_record=replay_record,
        write_record=write_record,
        roles=("taker_side", "defenders"),
        seat_outcome=seat_outcome,
        scoring_units=scoring_units,
        score_sheet=score_sheet,
        bench=bench,
        # AI, hints, coach, tracker
        bots={
            "easy": _easy_bot,
            "normal": _normal_bot,
            "strong": _strong_bot,
            "expert": _expert_bot,
        },
        play_obligation=_play_obligation,
        explain_trick=_explain_trick,
        decision_hint=_decision_hint,
        amount=_amount,
        mistake_threshold=10.0,  # 10 of the deal's points
        coach_budget=_coach_budget,
        result_value=_result_value,
        action_words=_action_words,
        tracker=_tracker,
    )
)

__all__ = [
    "PRESETS",
    "BeloteRules",
    "BeloteSetup",
    "BeloteState",
    "load_preset",
    "match_end",
    "new_deal",
    "next_setup",
]
