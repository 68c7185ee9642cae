"""Napoleon (ナポレオン): 3-6 players, one deck and a joker (napoleon.md)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ...actions import Action
from ...cards import BIT, JOKER, cards_in
from ...core import DealResult, GameState
from ...deal_log import (
    cards_field,
    codes,
    field,
    previous_counts_field,
    read_hands_and_kitty,
    seat_field,
)
from ...registry import DealSetup, GameSpec, register
from .formula import formula as score_formula
from .params import PRESETS, URAKO, NapoleonRules, load_preset
from .state import NapoleonState
from .two_player import TwoPlayerState, state_from_layout
from .view import NapoleonView

if TYPE_CHECKING:
    from ...ai.base import Bot
    from ...ai.endgame import Endgame
    from ...ai.search import Budget
    from ...deal_log import DealLog
    from ...events import TrickWon
    from ...facts import Fact
    from ...progress import Progress
    from ...record import Node, ReplayReport
    from ...registry import DecisionHintParts
    from ...score_sheet import SheetLayout
    from ...stats import SeatOutcome
    from ...text import Text
    from ...tracker import Tracker
    from .imperialist import ImperialistState

# The chapter-6 variants (N-VAR-3/5/6: four piles, Imperialist, blind stand) are imported when
# a deal of theirs is made or read, so the table's first screen does not load them.


def new_deal(
    rules: NapoleonRules, players: int, rng: random.Random, setup: DealSetup
) -> NapoleonState:
    if rules.imperialism:  # N-VAR-5: the setup carries the previous game's counts
        from .imperialist import ImperialistState

        return ImperialistState.deal_unseen(rules, players, rng, setup)
    return NapoleonState.deal(
        rules, players, rng, dealer=setup.dealer, opening_seat=setup.opening_seat
    )


def next_setup(
    rules: NapoleonRules, players: int, setup: DealSetup, result: DealResult
) -> DealSetup:
    """Dealer and opening bidder of the next deal.

    A redeal or an annulled deal keeps both (N-MIS-4, N-BID-11). Otherwise the dealer moves
    one seat (N-DEAL-3) and the opening bidder is the seat after the last Napoleon (N-BID-10)
    or, under igoshokai, the last adjutant — the Napoleon himself after an only (N-BID-11).
    """
    if not result.counts:
        return setup
    if rules.imperialism:
        from ..family.imperialist import next_imperial_setup

        return next_imperial_setup(players, setup, result)
    dealer = (setup.dealer + 1) % players
    declarer = int(result.detail["declarer"])
    if rules.opening_bidder == "previous_adjutant":
        adjutants = result.detail["adjutants"]
        return DealSetup(dealer, int(adjutants[0]) if adjutants else declarer)
    return DealSetup(dealer, (declarer + 1) % players)


def deal_data(state: GameState) -> dict[str, Any]:
    """The hands and kitty as dealt, the dealer and the opening seat; a deal set up at the
    adjutant call (a record without bidding, ``from_contract``) also keeps its contract."""
    from .blind import BlindStandState
    from .four_pile import FourPileState
    from .imperialist import ImperialistState

    assert isinstance(state, NapoleonState)
    if isinstance(state, FourPileState):  # N-VAR-3: the piles, the middle card, the draw
        return state.deal_data()
    data: dict[str, Any] = {
        "dealer": state.dealer,
        "opening_seat": state.opening_seat,
        "hands": [codes(cards_in(h)) for h in state.initial_hands],
        "kitty": codes(state.kitty),
    }
    if isinstance(state, TwoPlayerState):  # N-VAR-1/2: the piles (and stock) as dealt
        data.update(state.layout_data())
    if isinstance(state, BlindStandState):  # N-VAR-6
        data["blind_cards"] = codes(state.blind_cards)
    if isinstance(state, ImperialistState):  # N-VAR-5
        data["leader"] = state.chooser
        data["by_lot"] = state.by_lot
        if state.previous_counts is not None:
            data["previous_counts"] = list(state.previous_counts)
        return data
    if not state.bids and state.declarer >= 0:
        data["contract"] = {
            "declarer": state.declarer,
            "count": state.count,
            "trump": state.trump,
            "reverse": state.reverse,
        }
    return data


def from_deal_data(rules: NapoleonRules, players: int, data: dict[str, Any]) -> NapoleonState:
    if rules.deal_layout == "four_pile_three":
        from . import four_pile

        return four_pile.FourPileState.from_deal_data(rules, players, data)
    deal = read_hands_and_kitty(data, players, rules.trump_priority, rules.name)
    if rules.imperialism:
        return _imperial_from_data(rules, deal.hands, deal.kitty, deal.dealer, data)
    if rules.blind_stand and deal.contract is None:
        from .blind import BlindStandState

        blind = cards_field(field(data, "blind_cards", list), "deal.blind_cards")
        return BlindStandState(
            rules,
            deal.hands,
            deal.kitty,
            blind,
            dealer=deal.dealer,
            opening_seat=deal.opening_seat,
        )
    if rules.deal_layout in ("two_player_tableau", "two_player_draw"):
        return state_from_layout(
            rules,
            deal.hands,
            deal.kitty,
            data,
            dealer=deal.dealer,
            opening_seat=deal.opening_seat,
            contract=deal.contract,
        )
    if deal.contract is not None:
        c = deal.contract
        return NapoleonState.from_contract(
            rules,
            deal.hands,
            deal.kitty,
            declarer=c["declarer"],
            count=c["count"],
            trump=c["trump"],
            reverse=c["reverse"],
        )
    return NapoleonState(
        rules, deal.hands, deal.kitty, dealer=deal.dealer, opening_seat=deal.opening_seat
    )


def _imperial_from_data(
    rules: NapoleonRules,
    hands: list[list[int]],
    kitty: list[int],
    dealer: int,
    data: dict[str, Any],
) -> ImperialistState:
    from .imperialist import ImperialistState

    players = len(hands)
    previous = previous_counts_field(data, players)
    return ImperialistState(
        rules,
        hands,
        kitty,
        leader=seat_field(data, "leader", players),
        by_lot=bool(field(data, "by_lot", bool)),
        previous_counts=previous,
        dealer=dealer,
    )


def play_facts(view: NapoleonView, action: Action) -> list[Fact]:
    """The facts a card-play hint states (``hint_facts``, imported at the first hint)."""
    from .hint_facts import play_facts as facts

    return facts(view, action)


def fact_holds(fact: Any, state: GameState, seat: int, actions: Sequence[Action]) -> bool:
    """Whether a stated fact holds with every hand known (``hint_facts``; a bid's, call's
    or discard's fact: ``engine.decision_facts``)."""
    from ..family.hint_check import contract_fact_holds
    from .hint_facts import fact_holds as holds

    return contract_fact_holds(fact, state, seat, actions, holds)


# --- records, statistics, score sheet, command line (issue 26: plug-records) ---------------
# Each hook imports its module when first called: importing the game stays as cheap as it was.
def replay_record(root: Node, source: str) -> ReplayReport:
    from .replay import replay_napoleon

    return replay_napoleon(root, source)


def write_record(log: DealLog, names: list[str], source: str) -> dict[str, Any]:
    from .replay import napoleon_record

    return napoleon_record(log, names[: log.players], source)


def seat_outcome(result: DealResult, seat: int) -> SeatOutcome:
    from ...stats import declarer_side_outcome

    return declarer_side_outcome("napoleon", result, seat)


def score_sheet() -> SheetLayout:
    from .tally import LAYOUT

    return LAYOUT


def bench(deals: int, seed: int, runs: int, what: str | None, progress: Progress) -> list[str]:
    from .bench import run_bench

    return run_bench(deals, runs, seed, progress).lines()


# --- AI, hints, coach, tracker: the game's hooks (``GameSpec``), each importing its module
# only when called (the table's first screen imports this package alone)
def _easy_bot(seed: int | None) -> Bot:
    from .easy import easy_bot

    return easy_bot(seed)


def _normal_bot(seed: int | None) -> Bot:
    from .strategy import NapoleonBot

    return NapoleonBot(seed)


def _strong_bot(seed: int | None) -> Bot:
    from .search_contract import strong_bot

    return strong_bot(seed)


# --- the expert level (issue 23 point 6, expert23)
def _expert_bot(seed: int | None) -> Bot:
    from .search_contract import expert_bot

    return expert_bot(seed)


def _play_obligation(view: Any) -> tuple[str, Text] | None:
    from .explain import play_obligation

    return play_obligation(view) if isinstance(view, NapoleonView) else None


def _explain_trick(event: TrickWon, view: Any) -> Text | None:
    deal_rules = getattr(view, "deal_rules", None)
    if deal_rules is None:
        return None
    from .explain import why_trick_won

    return why_trick_won(event, deal_rules)


def _decision_hint(view: Any, action: Action, reason: Text) -> DecisionHintParts | None:
    from .decision_hint import hint

    return hint(view, action, reason)


def _exchange_thumb() -> Text:
    from .decision_hint import exchange_thumb

    return exchange_thumb()


def _trick_winner(state: GameState, later: int, cards: Sequence[int]) -> int | None:
    """Issue 25, claim of masters: who wins ``cards`` led ``later`` tricks from now, by the
    deal's own trick rules (Mighty, joker, same-two, bowers, first and last tricks:
    N-TRICK-1..19). A joker lead that names a suit (N-PLAY-4), an Urako trick (N-VAR-7)
    and the variants' states are left to the exact check."""
    if type(state) is not NapoleonState or state.trick or state.deal_rules is None:
        return None
    lead = cards[0]
    k = state.k + later
    if state.trump == URAKO or state.early_stop or k > state.hand_size:
        return None
    rules = state.deal_rules
    if lead == JOKER and rules.joker_lead_needs_suit(k):
        return None
    # a lead the rules allow from the whole hand now stays allowed from what is left of it
    # (the hand that holds it: the exact endgame solver leads any seat's cards, issue 23)
    hand = next((h for h in state.hands if h & BIT[lead]), state.hands[state.seat_])
    if not rules.legal_mask(hand, [], k, -1) & BIT[lead]:
        return None
    return rules.trick_winner(cards, k, -1).position


def _follow_options(state: GameState, later: int, lead: int, hand: int) -> int | None:
    """Issue 25, claim of masters: the cards of ``hand`` that may follow ``lead``: the
    suit led while one is held, the exceptions of the deal's rules included (N-PLAY-3..8,
    N-PLAY-10); they hang on the lead alone."""
    if type(state) is not NapoleonState or state.deal_rules is None:
        return None
    k = state.k + later
    if state.trump == URAKO or k > state.hand_size:
        return None
    if lead == JOKER and state.deal_rules.joker_lead_needs_suit(k):
        return None
    return state.deal_rules.legal_mask(hand, [lead], k, -1)


def _cards_out(view: Any) -> tuple[int, ...]:
    """Issue 25, claim of masters: the discards the seat has seen (the Napoleon all of its
    own, the others those turned face up, N-KIT-3) are never played to a trick."""
    return tuple(getattr(view, "discards", ()))


# --- issue 23: exact endgame solver ---------------------------------------------------------
def _endgame(state: GameState) -> Endgame | None:
    """Issue 23, the exact endgame solver (``engine.ai.endgame``): a trick's start in the
    card play, every hand as the state holds it; the declarer's side counts its point
    cards (N-END-1), and where the rules stop a decided deal (N-END-6) the solver stops
    too. Urako (N-VAR-7) and the variants' states are not judged by the trick hooks."""
    from ...ai.endgame import Endgame
    from ...cards import POINT_MASK
    from .search_endgame import plain_cards

    if type(state) is not NapoleonState or state.phase != "play" or state.trick:
        return None
    rules = state.deal_rules
    if rules is None or state.trump == URAKO or state.early_stop or state.is_over:
        return None
    first = state.k

    def leads(later: int, hand: int) -> int | None:
        k = first + later
        return None if k > state.hand_size else rules.legal_mask(hand, [], k, -1)

    def stops(taken: int, given: int, later: int) -> bool:
        # after trick k, as the state checks it: the last trick ends the deal anyway
        return first + later < state.hand_size and state._decided_early((taken, given))

    taken, given = state.side_totals()
    return Endgame(
        state,
        tuple(state.hands),
        state.seat_,
        frozenset({state.declarer, *state.adjutants}),
        POINT_MASK,
        taken,
        given,
        leads,
        stops if state.rules.stop_when_decided else None,
        plain_cards(rules),
    )


# --- end of issue 23: exact endgame solver


def _coach_budget() -> Budget:
    from .coach import COACH_BUDGET

    return COACH_BUDGET


def _result_value(state: GameState, seat: int) -> float:
    from .coach import result_value

    return result_value(state, seat)


def _tracker(view: Any) -> Tracker | None:
    from .tracker import track

    return track(view)


# --- end of AI, hints, coach, tracker


register(
    GameSpec(
        name="napoleon",
        title="Napoleon",
        player_counts=(2, 3, 4, 5, 6),  # 2: N-VAR-1/2 only
        params_model=NapoleonRules,
        presets=PRESETS,
        new_deal=new_deal,
        next_setup=next_setup,
        preset_players={name: preset.players for name, preset in PRESETS.items()},
        load_params=load_preset,
        score_formula=score_formula,
        deal_data=deal_data,
        from_deal_data=from_deal_data,
        play_facts=play_facts,
        fact_holds=fact_holds,
        # records, statistics, score sheet, command line (issue 26: plug-records)
        replay_record=replay_record,
        write_record=write_record,
        roles=("declarer", "adjutant", "coalition"),
        seat_outcome=seat_outcome,
        score_sheet=score_sheet,
        auction=True,
        claims=True,  # issue 25: claim
        trick_winner=_trick_winner,
        cards_out=_cards_out,
        follow_options=_follow_options,
        endgame=_endgame,  # issue 23: exact endgame solver
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
        exchange_thumb=_exchange_thumb,
        coach_budget=_coach_budget,
        result_value=_result_value,
        tracker=_tracker,
    )
)

__all__ = ["PRESETS", "NapoleonRules", "NapoleonState", "load_preset", "new_deal", "next_setup"]
