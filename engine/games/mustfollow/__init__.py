"""The co-operative must-follow game (mustfollow.md): 3-4 players, 2 players in two rounds,
and the 1-player puzzle with a dummy hand. Engine id ``mustfollow``."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ...actions import Action, action_from_json
from ...cards import cards_in, mask_of
from ...core import DealResult, GameState
from ...deal_log import cards_field, codes, field, seat_field
from ...registry import DealSetup, GameSpec, register
from .deal import Deal
from .formula import formula as score_formula
from .moves import PlayFaceDown, TurnUp
from .params import PRESETS, MustFollowRules, load_preset
from .rules import HAND_SIZE, deck_mask, suit_counts
from .state import MustFollowState

if TYPE_CHECKING:
    from ...ai.base import Bot
    from ...coach.analysis import Decision, Verdict
    from ...deal_log import DealLog
    from ...events import TrickWon
    from ...progress import Progress
    from ...record import Node, ReplayReport
    from ...score_sheet import SheetLayout
    from ...stats import SeatOutcome
    from ...text import Text
    from ...tracker import Tracker


def new_deal(
    rules: MustFollowRules, players: int, rng: random.Random, setup: DealSetup
) -> MustFollowState:
    return MustFollowState.new(rules, players, rng, dealer=setup.dealer)


def next_setup(
    rules: MustFollowRules, players: int, setup: DealSetup, result: DealResult
) -> DealSetup:
    """MD-1: the deal passes on after every game (it alternates with 2 players); the first
    lead is fixed by a card (M-LEAD-1), so the opening seat is only nominal."""
    if players == 1:
        return DealSetup(0, 0)
    dealer = (setup.dealer + 1) % players
    return DealSetup(dealer, dealer)


def deal_data(state: GameState) -> dict[str, Any]:
    """Everything the game's ``Deal`` fixes (MD-11): the hands of each round (for 1 player
    hand 1 is the dummy), the center card, the dummy's cards by place, the redeal counts."""
    assert isinstance(state, MustFollowState)
    the_deal = state.game_deal
    return {
        "dealer": the_deal.dealer,
        "hands": [[codes(cards_in(h)) for h in hands] for hands in the_deal.hands],
        "center": None if the_deal.center is None else codes([the_deal.center])[0],
        "layouts": [codes(places) for places in the_deal.layouts],
        "redeals": list(the_deal.redeals),
    }


def from_deal_data(rules: MustFollowRules, players: int, data: dict[str, Any]) -> MustFollowState:
    rounds = field(data, "hands", list)
    if len(rounds) != (1 if players >= 3 else 2):
        raise ValueError(
            f"deal.hands: {players} players play "
            f"{1 if players >= 3 else 2} round(s), found {len(rounds)}"
        )
    hands: list[tuple[int, ...]] = []
    for r, round_hands in enumerate(rounds):
        where = f"deal.hands[{r}]"
        if not isinstance(round_hands, list) or len(round_hands) != max(2, players):
            raise ValueError(f"{where}: expected {max(2, players)} hands")
        masks = []
        for h, hand in enumerate(round_hands):
            cards = cards_field(hand, f"{where}[{h}]")
            mask = mask_of(cards)
            if (
                len(cards) != HAND_SIZE
                or mask.bit_count() != HAND_SIZE
                or mask & ~deck_mask(players)
            ):
                raise ValueError(
                    f"{where}[{h}]: a hand is {HAND_SIZE} different cards of the "
                    f"{players}-player deck (M-SETUP-2, M-DECK-2)"
                )
            masks.append(mask)
        if sum(m.bit_count() for m in masks) != mask_of_all(masks).bit_count():
            raise ValueError(f"{where}: a card is dealt twice")
        if players <= 2 and suit_counts(masks[0]) == suit_counts(masks[1]):
            raise ValueError(
                f"{where}: both hands have the same number of cards in every suit, a deal "
                "that is always redealt (M-2P-3)"
            )
        hands.append(tuple(masks))
    center_code = data.get("center")
    center = None if center_code is None else cards_field([center_code], "deal.center")[0]
    if center is not None and mask_of_all(list(hands[0])) >> center & 1:
        raise ValueError("deal.center: the center card is also in a hand")
    _check_whole_deck(players, hands, center)
    layouts = tuple(
        tuple(cards_field(p, f"deal.layouts[{i}]"))
        for i, p in enumerate(field(data, "layouts", list))
    )
    if players == 1 and (
        len(layouts) != len(hands)
        or any(mask_of(p) != hands[i][1] or len(p) != HAND_SIZE for i, p in enumerate(layouts))
    ):
        raise ValueError("deal.layouts: each round's places hold exactly the dummy's cards (MD-10)")
    redeals = tuple(field(data, "redeals", list))
    if len(redeals) not in (0, len(hands)) or any(
        isinstance(n, bool) or not isinstance(n, int) or n < 0 for n in redeals
    ):
        raise ValueError(f"deal.redeals: expected {len(hands)} redeal count(s) of 0 or more")
    the_deal = Deal(
        players,
        seat_field(data, "dealer", max(2, players)) % players,
        tuple(hands),
        center,
        layouts,
        redeals,
    )
    return MustFollowState(rules, the_deal)


def _check_whole_deck(players: int, hands: list[tuple[int, ...]], center: int | None) -> None:
    """Every card of the deck is dealt exactly once: the round-2 hands come from the round-1
    stock (M-2P-2, M-1P-1), the center card is the one left over with 3 players (M-SETUP-2).
    (A round 1 without the forced first lead, C2 or C5, could not be started: M-LEAD-1.)"""
    dealt = [mask for round_hands in hands for mask in round_hands]
    if center is not None:
        dealt.append(1 << center)
    everything = mask_of_all(dealt)
    if sum(m.bit_count() for m in dealt) != everything.bit_count():
        raise ValueError(
            "deal.hands: a card is dealt in both rounds (round 2 is dealt from the "
            "stock of round 1, M-2P-2)"
        )
    deck = deck_mask(players)
    if everything != deck:
        missing = cards_in(deck & ~everything)
        what = f"{codes(missing[:3])[0]} is" if len(missing) == 1 else f"{len(missing)} cards are"
        raise ValueError(
            f"deal.hands: {what} dealt to nobody; the {deck.bit_count()}-card deck is "
            f"dealt in full (M-SETUP-2, M-2P-2)"
        )


def mask_of_all(masks: list[int]) -> int:
    out = 0
    for m in masks:
        out |= m
    return out


def mustfollow_action_from_json(data: dict[str, Any]) -> Action:
    """``engine.actions.action_from_json`` plus the dummy's actions by place (M-1P-3/4)."""
    kind = data.get("kind")
    if kind in (TurnUp.kind, PlayFaceDown.kind):
        slot = data["slot"]
        if isinstance(slot, bool) or not isinstance(slot, int):
            raise ValueError(f"slot: expected a whole number, found {slot!r}")
        return TurnUp(slot) if kind == TurnUp.kind else PlayFaceDown(slot)
    return action_from_json(data)


def play_facts(view: Any, action: Action) -> list[Any]:
    """The facts of a card-play hint (``hint_facts``, imported only when hinting)."""
    from .hint_facts import play_facts as facts

    return list(facts(view, action))


def fact_holds(fact: Any, state: GameState, seat: int, actions: Sequence[Action]) -> bool:
    """Whether a stated fact holds with every hand known (``hint_facts``)."""
    from .hint_facts import fact_holds as holds

    assert isinstance(state, MustFollowState)
    return holds(fact, state, seat, actions[0])


# --- records, statistics, score sheet, command line (issue 26: plug-records) ---------------
# Each hook imports its module when first called: importing the game stays as cheap as it was.
def replay_record(root: Node, source: str) -> ReplayReport:
    from .replay import replay_mustfollow

    return replay_mustfollow(root, source)


def write_record(log: DealLog, names: list[str], source: str) -> dict[str, Any]:
    """With one player the dummy's hand is a seat of the record too (M-1P)."""
    from .replay import mustfollow_record

    return mustfollow_record(log, names[: max(2, log.players)], source)


def read_message(data: dict[str, Any]) -> Any:
    """A table-talk message (M-TALK) from a deal log's JSON."""
    from .talk import Message

    return Message.from_json(data)


def seat_outcome(result: DealResult, seat: int) -> SeatOutcome:
    from .tally import seat_outcome as outcome

    return outcome(result, seat)


def score_sheet() -> SheetLayout:
    from .tally import LAYOUT

    return LAYOUT


def numbered_deal(rules: MustFollowRules, players: int, number: int) -> MustFollowState:
    return MustFollowState.numbered(rules, players, number)


def play_deal(state: GameState, bots: Sequence[Any]) -> int:
    """The players may talk before every card (M-TALK-4); the number of messages sent."""
    from .cli import play_game

    assert isinstance(state, MustFollowState)
    return play_game(state, bots)


#: what ``bench --what`` measures (``bench``): the solver, the AI and the puzzle
BENCH_VARIANTS = ("solve", "winnable", "puzzle", "hint", "decision")


def bench(deals: int, seed: int, runs: int, what: str | None, progress: Progress) -> list[str]:
    from .bench import run

    return run(what or BENCH_VARIANTS[0], deals, seed, runs, progress)


def selfplay(
    players: int, deals: int, seed: int, preset: str, levels: list[str], progress: Progress
) -> list[str]:
    """Success rate and mean score of the numbered deals, not a score sheet."""
    from .cli import run_selfplay

    return run_selfplay(players, deals, seed, preset, levels, progress).lines()


def solve_command(players: int, number: int, preset: str | None, budget: int | None) -> str:
    from .cli import solve_command as solve

    return solve(players, number, preset, budget)


# --- AI, hints, coach, tracker: the game's hooks (``GameSpec``), each importing its module
# only when called
def _easy_bot(seed: int | None) -> Bot:
    from .easy import EasyMustFollowBot

    return EasyMustFollowBot(seed)


def _normal_bot(seed: int | None) -> Bot:
    from .strategy import MustFollowBot

    return MustFollowBot(seed)


def _strong_bot(seed: int | None) -> Bot:
    from .search import strong_bot

    return strong_bot(seed)


# --- the expert level (issue 23 point 6, expert23)
def _expert_bot(seed: int | None) -> Bot:
    from .search import expert_bot

    return expert_bot(seed)


def _play_obligation(view: Any) -> tuple[str, Text] | None:
    from .texts import play_obligation
    from .view import MustFollowView

    return play_obligation(view) if isinstance(view, MustFollowView) else None


def _explain_trick(event: TrickWon, view: Any) -> Text | None:
    from .solver import seat_names
    from .texts import trick_reason

    return trick_reason(event, seat_names(getattr(view, "players", 4)))


def _amount(value: float) -> Text:
    from .coach import amount

    return amount(value)


def _coach_values(decision: Decision, seed: int, runs: int) -> Verdict:
    from .coach import coach_values

    return coach_values(decision, seed, runs)


def _result_value(state: GameState, seat: int) -> float:
    from .coach import result_value

    return result_value(state, seat)


def _talk_decisions(log: DealLog, seat: int) -> list[Decision]:
    from .coach import talk_decisions

    return talk_decisions(log, seat)


def _evaluate_talk(decision: Decision, seed: int, runs: int) -> Verdict:
    from .coach import evaluate_talk

    return evaluate_talk(decision, seed, runs)


def _action_words(action: Action, view: Any) -> Text | str | None:
    from .coach import action_words

    return action_words(action, view)


def _tracker(view: Any) -> Tracker | None:
    from .tracker import track

    return track(view)


# --- end of AI, hints, coach, tracker


register(
    GameSpec(
        name="mustfollow",
        title="Co-operative must-follow game",
        player_counts=(1, 2, 3, 4),
        params_model=MustFollowRules,
        presets=PRESETS,
        new_deal=new_deal,
        next_setup=next_setup,
        preset_players={name: preset.players for name, preset in PRESETS.items()},
        load_params=load_preset,
        score_formula=score_formula,
        zero_sum=False,  # co-operative: every seat scores the shared result
        # direction of play on screen (issue 25: table25): seats N, E, S, W clockwise
        seats_clockwise=True,
        deal_data=deal_data,
        from_deal_data=from_deal_data,
        action_from_json=mustfollow_action_from_json,
        play_facts=play_facts,
        fact_holds=fact_holds,
        # records, statistics, score sheet, command line (issue 26: plug-records)
        replay_record=replay_record,
        write_record=write_record,
        read_message=read_message,
        roles=("team",),
        seat_outcome=seat_outcome,
        score_sheet=score_sheet,
        co_operative=True,
        numbered_deal=numbered_deal,
        play_deal=play_deal,
        bench=bench,
        bench_variants=BENCH_VARIANTS,
        selfplay=selfplay,
        solve_command=solve_command,
        # AI, hints, coach, tracker
        bots={
            "easy": _easy_bot,
            "normal": _normal_bot,
            "strong": _strong_bot,
            "expert": _expert_bot,
        },
        play_obligation=_play_obligation,
        explain_trick=_explain_trick,
        amount=_amount,
        mistake_threshold=0.10,  # 10 points of the team's chance of success
        chance_of_success=True,
        coach_values=_coach_values,
        result_value=_result_value,
        talk_decisions=_talk_decisions,
        evaluate_talk=_evaluate_talk,
        action_words=_action_words,
        tracker=_tracker,
    )
)

__all__ = ["PRESETS", "MustFollowRules", "MustFollowState", "load_preset", "new_deal", "next_setup"]
