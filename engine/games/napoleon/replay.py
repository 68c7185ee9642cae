"""Replaying a Napoleon ``trick-record/1`` through the engine (fixtures/FORMAT.md, N-FOUL-3).

The record's hands, kitty and contract set up a ``NapoleonState`` at the adjutant call; the
exchange and every play are then applied as actions, so a play the rules forbid is reported
with the rule that forbids it. After each trick the recorded winner is compared with the
engine's; at the end the point cards per seat, the side totals and the outcome.
"""

from __future__ import annotations

from ...actions import CallAdjutant, Discard, PlayCard
from ...cards import JOKER, card_label
from ...errors import RecordError
from ...events import TrickWon
from ...record import (
    Node,
    ReplayReport,
    Seats,
    apply_recorded,
    check_outcome,
    check_point_totals,
    check_winner,
    named_suit,
    read_deal,
    read_exchange,
    read_preset,
    run_replay,
    split_play,
)
from .params import load_preset
from .scoring import outcome_decided
from .state import NapoleonState


def replay_napoleon(root: Node, source: str = "record") -> ReplayReport:
    return run_replay(root, source, _replay)


def _replay(root: Node, report: ReplayReport) -> None:
    rules = read_preset(root, load_preset)
    table = Seats(root)
    seats = table.names
    players = table.count_for(rules.name, rules.players, "N-COMP-6")
    hands, kitty = read_deal(root, seats, rules.hand_size(players), "N-DEAL-2, N-FOUL-1", 1,
                             "N-COMP-1")

    contract = root.get("contract")
    declarer = table.seat_of(contract.get("declarer"))
    trump_node = contract.get("trump")
    trump = trump_node.choice(list(rules.trump_priority))
    bid_node = contract.get("bid")
    count = bid_node.as_int()
    low = rules.min_bid[players]
    if not low <= count <= rules.max_bid:
        raise bid_node.fail(f"a bid must be {low} to {rules.max_bid} here (N-BID-6)")
    allowed = rules.adjutants_for(players)
    if contract.has("adjutants") and contract.get("adjutants").as_int() != allowed:
        raise contract.get("adjutants").fail(
            f"{players} players call exactly {allowed} adjutant card(s) (N-ADJ-1, N-ADJ-7)")
    try:
        state = NapoleonState.from_contract(rules, hands, kitty, declarer=declarer,
                                            count=count, trump=trump)
    except ValueError as exc:
        raise root.fail(str(exc)) from None

    calls_node = contract.get("adjutant_cards")
    calls = calls_node.as_list()
    if len(calls) != allowed:
        raise calls_node.fail(f"{len(calls)} named cards; {players} players name exactly "
                              f"{allowed} (N-ADJ-1, N-FOUL-1 item 4)")
    for node in calls:
        apply_recorded(state, CallAdjutant(node.as_card()), node, seats)

    for node in read_exchange(root, kitty, state.kitty_size, "the declarer", "N-KIT-1",
                              "N-KIT-2, N-FOUL-1 item 2"):
        apply_recorded(state, Discard(node.as_card()), node, seats)

    for trick_node in root.get("tricks").as_list():
        if state.phase != "play":
            raise trick_node.fail("the deal is already over")
        _replay_trick(state, trick_node, seats, report)

    result_node = root.opt("result")
    if result_node is not None:
        _check_result(state, result_node, seats)


def _replay_trick(state: NapoleonState, node: Node, seats: list[str],
                  report: ReplayReport) -> None:
    k = state.k
    numbers = [n.as_int() for n in node.get("n").as_list()]
    if numbers != [k]:
        raise node.get("n").fail(f"expected trick number [{k}], found {numbers}")
    leader = state.leader
    lead_node = node.get("lead")
    if lead_node.as_str() != seats[leader]:
        raise RecordError(f"{lead_node.as_str()} leads, but {seats[leader]} won the last trick "
                          "and must lead (N-PLAY-1)", path=lead_node.path, trick=k,
                          seat=lead_node.as_str(), rule_id="N-PLAY-1")
    named = named_suit(node)
    won: TrickWon | None = None
    plays = node.get("plays").as_list()
    if len(plays) != state.players:
        raise node.get("plays").fail(f"{len(plays)} plays; every one of the {state.players} "
                                     "players plays one card (N-PLAY-9)")
    for i, play in enumerate(plays):
        seat_node, cards_node = split_play(play)
        expected = seats[state.current_seat if state.current_seat is not None else leader]
        name = seat_node.as_str()
        if name != expected:
            raise RecordError(f"{name} plays out of turn; it is {expected}'s turn (N-SEAT-2)",
                              path=seat_node.path, trick=k, seat=name, rule_id="N-SEAT-2")
        cards = cards_node.as_cards()
        if len(cards) != 1:
            raise cards_node.fail("Napoleon plays one card per trick (N-PLAY-9)")
        card = cards[0]
        needs_name = (i == 0 and card == JOKER and state.deal_rules is not None
                      and state.deal_rules.joker_lead_needs_suit(k))
        if needs_name and named is None:
            raise RecordError("the joker leader must name a suit: joker_suit is missing",
                              path=node.path, trick=k, seat=name, rule_id="N-PLAY-4")
        action = PlayCard(card, named if needs_name else None)
        for event in apply_recorded(state, action, play, seats, trick=k):
            if isinstance(event, TrickWon):
                won = event
    assert won is not None
    winner = seats[won.winner]
    cards_text = " ".join(f"{seats[s]}:{card_label(c)}" for s, c in won.plays)
    report.lines.append(f"trick {k}: {cards_text} -> {winner} wins ({won.reason}, "
                        f"{won.rule_id})")
    check_winner(node, winner, "trick", won.reason, won.rule_id, k)


def _check_result(state: NapoleonState, node: Node, seats: list[str]) -> None:
    side, coalition = state.side_totals()
    check_point_totals(node, seats, state.points_by_seat, side, coalition, "N-END-1")
    rule = "N-END-3" if state.rules.all_take and coalition == 0 else "N-END-2"
    check_outcome(node, state.result,
                  lambda: outcome_decided(state.rules, state.count, side, coalition,
                                          20 - side - coalition, reverse=state.reverse),
                  "N-END-5", rule)
