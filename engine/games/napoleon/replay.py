"""Replaying a Napoleon ``trick-record/1`` through the engine (fixtures/FORMAT.md, N-FOUL-3),
and writing one from a ``DealLog``.

The record's hands, kitty and contract set up a ``NapoleonState`` at the adjutant call, or,
when the record has the ``bidding`` (docs/records.md), the deal as dealt with every call
applied; the exchange and every play are then applied as actions, so a play the rules forbid
is reported with the rule that forbids it. After each trick the recorded winner is compared
with the engine's; at the end the point cards per seat, the side totals and the outcome. The
same pass collects the actions into the report's ``DealLog``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...actions import CallAdjutant, Discard, PlayCard, action_from_json
from ...cards import JOKER, SUIT_LETTERS, card_label, cards_in
from ...errors import RecordError
from ...events import TrickWon
from ...record import (
    OUTCOMES,
    Node,
    ReplayReport,
    Seats,
    check_outcome,
    check_point_totals,
    check_scores,
    check_settled_contract,
    check_unplayed_outcome,
    check_winner,
    named_suit,
    read_deal,
    read_rules,
    replay_calls,
    replay_exchange,
    run_replay,
    split_play,
)
from . import four_pile
from .params import NapoleonRules, load_preset
from .scoring import outcome_decided
from .state import ADJUTANT_CALL, DISCARD, PLAY, NapoleonState

if TYPE_CHECKING:
    from ...deal_log import DealLog

#: The phases before the contract: their actions are the record's ``bidding``.
BIDDING_PHASES = (
    "pile_choice",  # N-VAR-3
    "misdeal_offer",
    "auction",
    "reverse_auction",
    "responsibility_stand",
)


def replay_napoleon(root: Node, source: str = "record") -> ReplayReport:
    return run_replay(root, source, _replay)


def _replay(root: Node, report: ReplayReport) -> None:
    rules, preset = read_rules(root, load_preset, NapoleonRules)
    table = Seats(root)
    seats = table.names
    players = table.count_for(rules.name, rules.players, "N-COMP-6")
    hands, kitty = read_deal(
        root, seats, rules.hand_size(players), "N-DEAL-2, N-FOUL-1", 1, "N-COMP-1"
    )
    state = _start(root, rules, preset, table, hands, kitty, report)
    if state.phase == "over":  # a deal that ended in the bidding (a misdeal, a redeal)
        check_unplayed_outcome(state, root, seats)
        return
    contract = root.get("contract")
    allowed = rules.adjutants_for(players)
    if contract.has("adjutants") and contract.get("adjutants").as_int() != allowed:
        raise contract.get("adjutants").fail(
            f"{players} players call exactly {allowed} adjutant card(s) (N-ADJ-1, N-ADJ-7)"
        )
    tricks = root.get("tricks").as_list() if root.has("tricks") else []
    calls_node = contract.get("adjutant_cards")
    calls = calls_node.as_list()
    if len(calls) != allowed and (tricks or root.has("exchange") or len(calls) > allowed):
        raise calls_node.fail(
            f"{len(calls)} named cards; {players} players name exactly "
            f"{allowed} (N-ADJ-1, N-FOUL-1 item 4)"
        )
    for node in calls:
        report.apply(state, CallAdjutant(node.as_card()), node, seats)
    if state.phase == ADJUTANT_CALL:
        return  # the record stops during the call
    if not replay_exchange(
        root,
        state,
        kitty,
        state.kitty_size,
        report,
        seats,
        "the declarer",
        "N-KIT-1",
        "N-KIT-2, N-FOUL-1 item 2",
        Discard,
    ):
        return  # the record stops before the exchange
    for trick_node in tricks:
        if state.phase != PLAY:
            raise trick_node.fail("the deal is already over")
        _replay_trick(state, trick_node, seats, report)

    result_node = root.opt("result")
    if result_node is not None:
        _check_result(state, result_node, seats)


def _start(
    root: Node,
    rules: NapoleonRules,
    preset: str | None,
    table: Seats,
    hands: list[list[int]],
    kitty: list[int],
    report: ReplayReport,
) -> NapoleonState:
    """The state the record starts from: the contract, or the deal and its ``bidding``."""
    players = len(table.names)
    if root.has("bidding"):
        try:
            state: NapoleonState
            if rules.deal_layout == "four_pile_three":  # N-VAR-3: piles chosen in the bidding
                state = four_pile.state_from_record(root, rules, table)
            else:
                state = NapoleonState(
                    rules,
                    hands,
                    kitty,
                    dealer=table.seat_of(root.get("dealer")),
                    opening_seat=table.seat_of(root.get("opening")),
                )
        except ValueError as exc:
            raise root.fail(str(exc)) from None
        report.begin("napoleon", rules, preset, state)
        replay_calls(state, root.get("bidding"), table, report, action_from_json)
        if isinstance(state, four_pile.FourPileState):
            four_pile.check_record_deal(state, root, table.names, hands, kitty)
        if state.phase in BIDDING_PHASES:
            raise root.get("bidding").fail("the bidding stops before the contract is settled")
        if state.phase != "over":
            check_settled_contract(state, root.get("contract"), table, "N-BID-10")
        return state
    contract = root.get("contract")
    declarer = table.seat_of(contract.get("declarer"))
    trump = contract.get("trump").choice(list(rules.trump_priority))
    bid_node = contract.get("bid")
    count = bid_node.as_int()
    low = rules.min_bid[players]
    if not low <= count <= rules.max_bid:
        raise bid_node.fail(f"a bid must be {low} to {rules.max_bid} here (N-BID-6)")
    try:
        state = NapoleonState.from_contract(
            rules,
            hands,
            kitty,
            declarer=declarer,
            count=count,
            trump=trump,
            reverse=bool(contract.has("reverse") and contract.get("reverse").value),
        )
    except ValueError as exc:
        raise root.fail(str(exc)) from None
    report.begin("napoleon", rules, preset, state)
    return state


def _replay_trick(state: NapoleonState, node: Node, seats: list[str], report: ReplayReport) -> None:
    k = state.k
    numbers = [n.as_int() for n in node.get("n").as_list()]
    if numbers != [k]:
        raise node.get("n").fail(f"expected trick number [{k}], found {numbers}")
    leader = state.leader
    lead_node = node.get("lead")
    if lead_node.as_str() != seats[leader]:
        raise RecordError(
            f"{lead_node.as_str()} leads, but {seats[leader]} won the last trick "
            "and must lead (N-PLAY-1)",
            path=lead_node.path,
            trick=k,
            seat=lead_node.as_str(),
            rule_id="N-PLAY-1",
        )
    named = named_suit(node)
    won: TrickWon | None = None
    plays = node.get("plays").as_list()
    if len(plays) != state.players:
        raise node.get("plays").fail(
            f"{len(plays)} plays; every one of the {state.players} "
            "players plays one card (N-PLAY-9)"
        )
    for i, play in enumerate(plays):
        seat_node, cards_node = split_play(play)
        expected = seats[state.current_seat if state.current_seat is not None else leader]
        name = seat_node.as_str()
        if name != expected:
            raise RecordError(
                f"{name} plays out of turn; it is {expected}'s turn (N-SEAT-2)",
                path=seat_node.path,
                trick=k,
                seat=name,
                rule_id="N-SEAT-2",
            )
        cards = cards_node.as_cards()
        if len(cards) != 1:
            raise cards_node.fail("Napoleon plays one card per trick (N-PLAY-9)")
        card = cards[0]
        needs_name = (
            i == 0
            and card == JOKER
            and state.deal_rules is not None
            and state.deal_rules.joker_lead_needs_suit(k)
        )
        if needs_name and named is None:
            raise RecordError(
                "the joker leader must name a suit: joker_suit is missing",
                path=node.path,
                trick=k,
                seat=name,
                rule_id="N-PLAY-4",
            )
        action = PlayCard(card, named if needs_name else None)
        for event in report.apply(state, action, play, seats, trick=k):
            if isinstance(event, TrickWon):
                won = event
    assert won is not None
    winner = seats[won.winner]
    cards_text = " ".join(f"{seats[s]}:{card_label(c)}" for s, c in won.plays)
    report.lines.append(f"trick {k}: {cards_text} -> {winner} wins ({won.reason}, {won.rule_id})")
    check_winner(node, winner, "trick", won.reason, won.rule_id, k)


def _check_result(state: NapoleonState, node: Node, seats: list[str]) -> None:
    side, coalition = state.side_totals()
    check_point_totals(node, seats, state.points_by_seat, side, coalition, "N-END-1")
    check_scores(node, seats, state.result)
    rule = "N-END-3" if state.rules.all_take and coalition == 0 else "N-END-2"
    check_outcome(
        node,
        state.result,
        lambda: outcome_decided(
            state.rules,
            state.count,
            side,
            coalition,
            20 - side - coalition - state.points_out_of_play(),
            reverse=state.reverse,
        ),
        "N-END-5",
        rule,
    )


def napoleon_record(log: DealLog, names: list[str], source: str) -> dict[str, Any]:
    """The ``trick-record/1`` object of a Napoleon deal log (FORMAT.md; ``dealer``,
    ``opening``, ``bidding``, ``result.scores`` and a custom ``rules`` as docs/records.md)."""
    from ...deal_log import codes, played_with_calls, record_head

    state, bidding = played_with_calls(log, names, BIDDING_PHASES)
    assert isinstance(state, NapoleonState)
    record = record_head(log, names, source)
    if "contract" not in log.deal:
        record["dealer"] = names[state.dealer]
        record["opening"] = names[state.opening_seat]
    if isinstance(state, four_pile.FourPileState) and "contract" not in log.deal:
        record.update(four_pile.record_fields(state))  # N-VAR-3
    record["hands"] = {names[s]: codes(cards_in(h)) for s, h in enumerate(state.initial_hands)}
    record["kitty"] = codes(state.kitty)
    if "contract" not in log.deal:
        record["bidding"] = bidding
    if state.declarer >= 0:
        record["contract"] = {
            "declarer": names[state.declarer],
            "trump": state.trump,
            "bid": state.count,
            "adjutants": state.rules.adjutants_for(state.players),
            "adjutant_cards": codes(state.adjutant_cards),
        }
        if state.reverse:
            record["contract"]["reverse"] = True
        if state.phase not in (ADJUTANT_CALL, DISCARD) or state.discards:
            record["exchange"] = {"take": codes(state.kitty), "discard": codes(state.discards)}
        record["tricks"] = [
            {
                "n": [t.number],
                "lead": names[t.leader],
                "plays": [[names[s], codes([c])] for s, c in t.plays],
                "joker_suit": SUIT_LETTERS[t.named_suit] if t.named_suit >= 0 else None,
                "winner": names[t.winner],
            }
            for t in state.completed
        ]
    result = state.result
    if result is not None:
        scores = {names[s]: n for s, n in enumerate(result.scores)}
        if result.outcome in OUTCOMES:
            side, coalition = state.side_totals()
            record["result"] = {
                "point_cards": {names[s]: n for s, n in enumerate(state.points_by_seat)},
                "side_totals": {"declarer_side": side, "coalition": coalition},
                "outcome": result.outcome,
                "scores": scores,
            }
        else:
            record["result"] = {"outcome": result.outcome, "scores": scores}
    return record
