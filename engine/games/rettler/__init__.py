"""Rettler (レットラー): 4-8 players, two decks with two jokers and two bridge cards
(rettler.md).

What the table uses (everything through ``RettlerState.legal_actions``/``apply`` and
``view_for``; the rules are never decided outside the engine):

* **Cards**: actions name codes 0..53 (both copies of a card are one code); events and
  ``view.hand`` carry instance ids 0..107 (``code + 54`` is the second copy), so the table
  moves the very card played. ``PlayCard``/``Discard``/``CallAdjutant`` also accept an
  instance id and then play that copy. The dream version (R-VAR-10, ``dream.DreamState``)
  adds a third deck: ids 108..160 (``code + 108``), dealt after the contract.
* **Team cards** (R-VAR-8, ``team_cards.TeamCardsState``): no adjutant call; the view's
  ``team_card`` is the seat's side once it has won a round and looked.
* **Bidding**: ``Bid``/``Pass``/``Close`` as in Napoleon; five players also get
  ``TwoAdjutantBid`` (R-BID-3). ``ReverseBid`` in the reverse auction (R-VAR-9 toggle).
* **Adjutant call**: any number of ``CallAdjutant(code)`` then ``EndAdjutantCall``; codes whose
  call could exceed the adjutant limit are not offered (R-ADJ-3; ``explain_illegal`` says why).
* **Leading**: ``Lead(cards, named_suit, point_request)`` — one card, an identical pair or an
  atomic bomb, grouped by ``cards``; ``named_suit`` where the NT family needs one (a joker,
  bridge or bomb lead); ``point_request`` True/False when the leader may make one
  (``view.entitled == seat``; both are offered while the request may be waived, R-PR-2).
* **Following**: one ``PlayCard`` per card; a pair or bomb follower acts ``round.size``
  times (``view.partial`` holds what he played so far). Only cards that can still complete a
  legal play are offered; ``legality.legal_follow_sets(ctx, hand, partial)`` lists the whole
  legal plays for a "select two cards" control.
* **Events**: ``RoundLed`` (cards, trick numbers, named suit, point request or waiver, bomb),
  ``CardPlayed`` per follow card, ``RoundWon`` (a ``TrickWon``: winner, ``reason`` code and
  ``rule_id`` of R-RANK-4, ``tricks``, ``units`` per seat, ``winning_cards``,
  ``grants_point_request``, ``notes`` = ("R-PLAY-3",) in an edge round),
  ``AdjutantRevealed``, ``AuctionRestarted`` (R-BID-7), ``DealEnded``.
* **Variants with the trump named unseen** (presets ``imperialist`` R-VAR-4, ``team_3v3`` /
  field ``teams`` R-VAR-7, ``sanction`` R-VAR-11; ``variants.RettlerVariantState``): phase
  ``trump_choice`` first, where the chooser (hand hidden, ``view.variant.hand_unseen``)
  gives ``NameTrump(kind)``; ``TrumpNamed`` and ``HandsLifted`` follow, then the rounds.
  ``view.variant`` tells every seat the chooser, teams (R-VAR-7) and target (R-VAR-11).
* **Explanations**: ``engine.hints.explain_trick("rettler", event, view, lang)`` words a
  ``RoundWon`` in English or Japanese with its rule ID; ``engine.hints.suggest`` gives the
  rule-based player's move with a reason (``RettlerBot.explain``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ...actions import Action
from ...cards import DECK_STRIDE, cards_in_two_decks
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
from . import claim_hooks, four_pile
from .actions import action_from_json
from .blind import BlindRettlerState
from .decks import blue_codes, blue_of_hands, place
from .dream import DreamState
from .formula import formula as score_formula
from .params import PRESETS, RettlerRules, load_preset
from .state import RettlerState
from .team_cards import TeamCardsState
from .two_player import TwoPlayerState, state_from_layout
from .variants import RettlerVariantState, next_variant_setup

if TYPE_CHECKING:
    from ...ai.base import Bot
    from ...ai.endgame_rounds import RoundEndgame
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


def new_deal(
    rules: RettlerRules, players: int, rng: random.Random, setup: DealSetup
) -> RettlerState:
    if rules.team_cards:  # R-VAR-8
        return TeamCardsState.deal_team(
            rules, players, rng, dealer=setup.dealer, opening_seat=setup.opening_seat
        )
    if rules.variant:  # R-VAR-4, R-VAR-7, R-VAR-11
        return RettlerVariantState.deal_unseen(rules, players, rng, setup)
    if rules.blind_stand:  # R-VAR-5
        return BlindRettlerState.deal_blind(
            rules, players, rng, dealer=setup.dealer, opening_seat=setup.opening_seat
        )
    if rules.dream_cards:  # R-VAR-10
        return DreamState.deal_dream(
            rules, players, rng, dealer=setup.dealer, opening_seat=setup.opening_seat
        )
    return RettlerState.deal(
        rules, players, rng, dealer=setup.dealer, opening_seat=setup.opening_seat
    )


def next_setup(
    rules: RettlerRules, players: int, setup: DealSetup, result: DealResult
) -> DealSetup:
    """Dealer and opening bidder of the next deal (R-DEAL-2, D-02: as Napoleon).

    A redeal keeps both (N-MIS-4); otherwise the dealer moves one seat (N-DEAL-3) and the
    seat after the last Rettler opens (N-BID-10, R-BID-6). After a deal without a Rettler
    (nobody bid, D-03) the seat after the new dealer opens (decision E-01 of the preset).
    """
    if not result.counts:
        return setup
    if rules.variant:
        return next_variant_setup(rules, players, setup, result)
    dealer = (setup.dealer + 1) % players
    declarer = result.detail.get("declarer")
    if declarer is None:
        return DealSetup(dealer, (dealer + 1) % players)
    return DealSetup(dealer, (int(declarer) + 1) % players)


def deal_data(state: GameState) -> dict[str, Any]:
    """The hands and kitty as dealt, the dealer and the opening seat; a deal set up at the
    adjutant call also keeps its contract. Cards are codes in code order (a code held twice
    is listed twice): which copy of a card a seat holds changes nothing in the rules."""
    assert isinstance(state, RettlerState)
    if isinstance(state, four_pile.FourPileState):  # R-VAR-3: the piles and the draw
        return state.deal_data()
    data: dict[str, Any] = {
        "dealer": state.dealer,
        "opening_seat": state.opening_seat,
        "hands": [
            codes(sorted(c % DECK_STRIDE for c in cards_in_two_decks(h)))
            for h in state.initial_hands
        ],
        "kitty": codes(state.kitty),
    }
    if isinstance(state, TwoPlayerState):  # R-VAR-1/2: the piles (and stock) as dealt
        data.update(state.layout_data())
    if state.rules.call_by_deck:  # R-VAR-13: which copies each seat holds
        data["blue"] = blue_of_hands(state.initial_hands)
        data["kitty_blue"] = blue_codes(state.kitty)
    if isinstance(state, BlindRettlerState):  # R-VAR-5
        data["blind_cards"] = codes(state.blind_cards)
    if isinstance(state, RettlerVariantState):  # R-VAR-4/7/11: the chooser, unseen trump
        data["leader"] = state.chooser
        data["by_lot"] = state.by_lot
        if state.previous_counts is not None:
            data["previous_counts"] = list(state.previous_counts)
        if state.extra_target:
            data["extra_target"] = state.extra_target
        return data
    if not state.bids and state.declarer >= 0:
        data["contract"] = {
            "declarer": state.declarer,
            "count": state.count,
            "trump": state.trump,
            "adjutants": state.adjutants_bid,
            "reverse": state.reverse,
        }
    if isinstance(state, DreamState):  # R-VAR-10: each seat's dream cards, given later
        data["dream_cards"] = [codes(h) for h in state.dream_hands]
    if isinstance(state, TeamCardsState):  # R-VAR-8: the shuffled team cards
        data["team_order"] = list(state.team_order)
    return data


def from_deal_data(rules: RettlerRules, players: int, data: dict[str, Any]) -> RettlerState:
    if rules.deal_layout == "four_pile_three":
        return four_pile.FourPileState.from_deal_data(rules, players, data)
    deal = read_hands_and_kitty(data, players, rules.trump_priority, rules.name)
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
    if rules.variant:
        return _variant_from_data(rules, deal.hands, deal.kitty, deal.dealer, data)
    hands: list[list[int]] = [list(h) for h in deal.hands]
    kitty: list[int] = list(deal.kitty)
    if rules.call_by_deck and "blue" in data:  # R-VAR-13
        blue = field(data, "blue", list)
        if len(blue) != players:
            raise ValueError(f"deal.blue: {len(blue)} lists for {players} players")
        hands = [
            place(h, cards_field(b, f"deal.blue[{i}]"))
            for i, (h, b) in enumerate(zip(hands, blue, strict=True))
        ]
        kitty = place(kitty, cards_field(field(data, "kitty_blue", list), "deal.kitty_blue"))
    if rules.blind_stand:  # R-VAR-5
        blind = cards_field(field(data, "blind_cards", list), "deal.blind_cards")
        state = BlindRettlerState(
            rules,
            hands,
            kitty,
            blind,
            dealer=deal.dealer,
            opening_seat=(
                deal.opening_seat if deal.contract is None else deal.contract["declarer"]
            ),
            auction=deal.contract is None,
        )
        if deal.contract is not None:
            c = deal.contract
            state._settle(
                c["declarer"],
                c["count"],
                c["trump"],
                int(field(c, "adjutants", int)),
                reverse=c["reverse"],
            )
        return state
    extra: dict[str, Any] = {}
    cls: type[RettlerState] = RettlerState
    if rules.team_cards:  # R-VAR-8
        cls = TeamCardsState
        order = field(data, "team_order", list)
        if not all(isinstance(i, int) for i in order):
            raise ValueError("deal.team_order: expected a list of numbers")
        extra["team_order"] = order
    elif rules.dream_cards:  # R-VAR-10
        cls = DreamState
        dream = field(data, "dream_cards", list)
        extra["dream_hands"] = [
            cards_field(h, f"deal.dream_cards[{i}]") for i, h in enumerate(dream)
        ]
    if deal.contract is not None:
        c = deal.contract
        return cls.from_contract(
            rules,
            hands,
            kitty,
            declarer=c["declarer"],
            count=c["count"],
            trump=c["trump"],
            adjutants=int(field(c, "adjutants", int)),
            reverse=c["reverse"],
            **extra,
        )
    return cls(rules, hands, kitty, dealer=deal.dealer, opening_seat=deal.opening_seat, **extra)


def _variant_from_data(
    rules: RettlerRules,
    hands: list[list[int]],
    kitty: list[int],
    dealer: int,
    data: dict[str, Any],
) -> RettlerVariantState:
    players = len(hands)
    previous = previous_counts_field(data, players)
    extra = int(field(data, "extra_target", int)) if "extra_target" in data else 0
    return RettlerVariantState(
        rules,
        hands,
        kitty,
        leader=seat_field(data, "leader", players),
        by_lot=bool(field(data, "by_lot", bool)),
        previous_counts=previous,
        extra_target=extra,
        dealer=dealer,
    )


def play_facts(view: Any, action: Action) -> list[Any]:
    """The facts a card-play hint states (``hint_facts``, imported at the first hint)."""
    from .hint_facts import play_facts as facts

    return list(facts(view, action))


def fact_holds(fact: Any, state: GameState, seat: int, actions: Sequence[Action]) -> bool:
    """Whether a stated fact holds with every hand known (``hint_facts``; a bid's, call's
    or discard's fact: ``engine.decision_facts``)."""
    from ..family.hint_check import contract_fact_holds
    from .hint_facts import fact_holds as holds

    return contract_fact_holds(fact, state, seat, actions, holds)


# --- records, statistics, score sheet, command line (issue 26: plug-records) ---------------
# Each hook imports its module when first called: importing the game stays as cheap as it was.
def replay_record(root: Node, source: str) -> ReplayReport:
    from .replay import replay_rettler

    return replay_rettler(root, source)


def write_record(log: DealLog, names: list[str], source: str) -> dict[str, Any]:
    from .replay import rettler_record

    return rettler_record(log, names[: log.players], source)


def seat_outcome(result: DealResult, seat: int) -> SeatOutcome:
    from ...stats import declarer_side_outcome

    return declarer_side_outcome("rettler", result, seat)


def score_sheet() -> SheetLayout:
    from .tally import LAYOUT

    return LAYOUT


def bench(deals: int, seed: int, runs: int, what: str | None, progress: Progress) -> list[str]:
    from .bench import run

    return run(deals, seed, runs, progress=progress)


# --- AI, hints, coach, tracker: the game's hooks (``GameSpec``), each importing its module
# only when called
def _easy_bot(seed: int | None) -> Bot:
    from .easy import easy_bot

    return easy_bot(seed)


def _normal_bot(seed: int | None) -> Bot:
    from .strategy import RettlerBot

    return RettlerBot(seed)


def _strong_bot(seed: int | None) -> Bot:
    from .search import strong_bot

    return strong_bot(seed)


# --- the expert level (issue 23 point 6, expert23)
def _expert_bot(seed: int | None) -> Bot:
    from .search import expert_bot

    return expert_bot(seed)


def _play_obligation(view: Any) -> tuple[str, Text] | None:
    from .explain import play_obligation
    from .view import RettlerView

    return play_obligation(view) if isinstance(view, RettlerView) else None


def _explain_trick(event: TrickWon, view: Any) -> Text | None:
    from .events import RoundWon
    from .explain import explain_round, round_kind

    return explain_round(event, round_kind(view)) if isinstance(event, RoundWon) else None


def _decision_hint(view: Any, action: Action, reason: Text) -> DecisionHintParts | None:
    from .decision_hint import hint

    return hint(view, action, reason)


def _exchange_thumb() -> Text:
    from .decision_hint import exchange_thumb

    return exchange_thumb()


def _coach_budget() -> Budget:
    from .coach import COACH_BUDGET

    return COACH_BUDGET


def _action_words(action: Action, view: Any) -> Text | str | None:
    from .coach import action_words

    return action_words(action, view)


def _trick_label(n: int, what: Text | str) -> Text:
    from .coach import trick_label

    return trick_label(n, what)


def _tracker(view: Any) -> Tracker | None:
    from .tracker import track

    return track(view)


def _card_face(card: int) -> int:
    """A card's code: the instance ids of two decks (and the dream cards) are its copies."""
    return card % DECK_STRIDE


# --- end of AI, hints, coach, tracker


# --- issue 23 (rsolve23): exact endgames, round by round ------------------------------------
def _round_endgame(state: GameState) -> RoundEndgame[Any] | None:
    """``GameSpec.round_endgame`` (``endgame.round_endgame``, imported when first used)."""
    from .endgame import round_endgame

    return round_endgame(state)


# --- end of issue 23 (rsolve23)


register(
    GameSpec(
        name="rettler",
        title="Rettler",
        player_counts=(2, 3, 4, 5, 6, 7, 8),  # 2: R-VAR-1/2, 3: R-VAR-3 only
        params_model=RettlerRules,
        presets=PRESETS,
        new_deal=new_deal,
        next_setup=next_setup,
        preset_players={name: preset.players for name, preset in PRESETS.items()},
        load_params=load_preset,
        score_formula=score_formula,
        deal_data=deal_data,
        from_deal_data=from_deal_data,
        action_from_json=action_from_json,
        play_facts=play_facts,
        fact_holds=fact_holds,
        # records, statistics, score sheet, command line (issue 26: plug-records)
        replay_record=replay_record,
        write_record=write_record,
        roles=("declarer", "adjutant", "coalition", "no_contract"),
        seat_outcome=seat_outcome,
        score_sheet=score_sheet,
        auction=True,
        claims=True,  # issue 25: claim
        # issue 25 (claimw25): claims of masters, single rounds led one by one
        trick_winner=claim_hooks.trick_winner,
        follow_options=claim_hooks.follow_options,
        lead_card=claim_hooks.lead_card,
        # issue 23 (rsolve23): exact endgames, round by round
        round_endgame=_round_endgame,
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
        action_words=_action_words,
        trick_label=_trick_label,
        tracker=_tracker,
        card_face=_card_face,
    )
)

__all__ = ["PRESETS", "RettlerRules", "RettlerState", "load_preset", "new_deal", "next_setup"]
