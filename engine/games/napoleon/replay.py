"""Replaying a Napoleon ``trick-record/1`` through the engine (fixtures/FORMAT.md, N-FOUL-3).

The record's hands, kitty and contract set up a ``NapoleonState`` at the adjutant call; the
exchange and every play are then applied as actions, so a play the rules forbid is reported
with the rule that forbids it. After each trick the recorded winner is compared with the
engine's; at the end the point cards per seat, the side totals and the outcome.
"""

from __future__ import annotations

from collections import Counter

from ...actions import CallAdjutant, Discard, PlayCard
from ...cards import JOKER, SUIT_LETTERS, card_code, card_label
from ...errors import IllegalActionError, PresetError, RecordError
from ...events import TrickWon
from ...record import Node, ReplayReport, check_point_totals
from .params import NapoleonRules, load_preset
from .scoring import outcome_decided
from .state import NapoleonState

OUTCOMES = ("declarer_side_wins", "coalition_wins")


def replay_napoleon(root: Node, source: str = "record") -> ReplayReport:
    report = ReplayReport(source)
    try:
        _replay(root, report)
    except RecordError as exc:
        report.errors.append(exc)
    return report


def _rules(root: Node) -> NapoleonRules:
    node = root.get("preset")
    try:
        return load_preset(node.as_str())
    except PresetError as exc:
        raise node.fail(f"unknown preset: {exc}") from None


def _replay(root: Node, report: ReplayReport) -> None:
    rules = _rules(root)
    seats_node = root.get("seats")
    seats = [n.as_str() for n in seats_node.as_list()]
    if len(set(seats)) != len(seats):
        raise seats_node.fail("seat names must be different")
    players = len(seats)
    if players not in rules.players:
        raise seats_node.fail(f"the {rules.name} rules are for {rules.players} players, "
                              f"not {players} (N-COMP-6)")
    index = {name: i for i, name in enumerate(seats)}

    def seat_of(node: Node) -> int:
        name = node.as_str()
        if name not in index:
            raise node.fail(f"{name!r} is not one of the seats {seats}")
        return index[name]

    hands_node = root.get("hands")
    hands = []
    for name in seats:
        hand_node = hands_node.get(name)
        hand = hand_node.as_cards()
        if len(hand) != rules.hand_size(players):
            raise hand_node.fail(f"{len(hand)} cards; {players} players hold "
                                 f"{rules.hand_size(players)} each (N-DEAL-2, N-FOUL-1)")
        hands.append(hand)
    kitty_node = root.get("kitty")
    kitty = kitty_node.as_cards()
    seen = Counter(c for h in hands for c in h) + Counter(kitty)
    doubled = [card_code(c) for c, k in seen.items() if k > 1]
    if doubled:
        raise hands_node.fail(f"cards dealt twice: {', '.join(doubled)} (N-COMP-1)")

    contract = root.get("contract")
    declarer = seat_of(contract.get("declarer"))
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
        _act(state, CallAdjutant(node.as_card()), node, seats)

    exchange = root.get("exchange")
    take_node = exchange.get("take")
    if Counter(take_node.as_cards()) != Counter(kitty):
        raise take_node.fail("the declarer takes exactly the kitty (N-KIT-1)")
    discard_node = exchange.get("discard")
    discards = discard_node.as_list()
    if len(discards) != state.kitty_size:
        raise discard_node.fail(f"{len(discards)} discards; the declarer discards exactly "
                                f"{state.kitty_size} (N-KIT-2, N-FOUL-1 item 2)")
    for node in discards:
        _act(state, Discard(node.as_card()), node, seats)

    for trick_node in root.get("tricks").as_list():
        if state.phase != "play":
            raise trick_node.fail("the deal is already over")
        _replay_trick(state, trick_node, seats, seat_of, report)

    result_node = root.opt("result")
    if result_node is not None:
        _check_result(state, result_node, seats)


def _replay_trick(state: NapoleonState, node: Node, seats: list[str], seat_of: object,
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
    joker_suit_node = node.opt("joker_suit")
    named = None if joker_suit_node is None else SUIT_LETTERS.index(
        joker_suit_node.choice(tuple(SUIT_LETTERS)))
    won: TrickWon | None = None
    plays = node.get("plays").as_list()
    if len(plays) != state.players:
        raise node.get("plays").fail(f"{len(plays)} plays; every one of the {state.players} "
                                     "players plays one card (N-PLAY-9)")
    for i, play in enumerate(plays):
        pair = play.as_list()
        if len(pair) != 2:
            raise play.fail("a play is [seat, [cards]]")
        expected = seats[state.current_seat if state.current_seat is not None else leader]
        name = pair[0].as_str()
        if name != expected:
            raise RecordError(f"{name} plays out of turn; it is {expected}'s turn (N-SEAT-2)",
                              path=pair[0].path, trick=k, seat=name, rule_id="N-SEAT-2")
        cards = pair[1].as_cards()
        if len(cards) != 1:
            raise pair[1].fail("Napoleon plays one card per trick (N-PLAY-9)")
        card = cards[0]
        needs_name = (i == 0 and card == JOKER and state.deal_rules is not None
                      and state.deal_rules.joker_lead_needs_suit(k))
        if needs_name and named is None:
            raise RecordError("the joker leader must name a suit: joker_suit is missing",
                              path=node.path, trick=k, seat=name, rule_id="N-PLAY-4")
        action = PlayCard(card, named if needs_name else None)
        for event in _act(state, action, play, seats, trick=k):
            if isinstance(event, TrickWon):
                won = event
    assert won is not None
    winner = seats[won.winner]
    cards_text = " ".join(f"{seats[s]}:{card_label(c)}" for s, c in won.plays)
    report.lines.append(f"trick {k}: {cards_text} -> {winner} wins ({won.reason}, "
                        f"{won.rule_id})")
    recorded = node.get("winner")
    if recorded.as_str() != winner:
        raise RecordError(
            f"the record says {recorded.as_str()} won, but the rules give the trick to {winner} "
            f"({won.reason})", path=recorded.path, trick=k, seat=recorded.as_str(),
            rule_id=won.rule_id)


def _act(state: NapoleonState, action: object, node: Node, seats: list[str],
         trick: int | None = None) -> list[object]:
    seat = state.current_seat
    try:
        return list(state.apply(action))  # type: ignore[arg-type]
    except IllegalActionError as exc:
        raise RecordError(exc.reason, path=node.path, trick=trick,
                          seat=seats[seat] if seat is not None else None,
                          rule_id=exc.rule_id) from None


def _check_result(state: NapoleonState, node: Node, seats: list[str]) -> None:
    side, coalition = state.side_totals()
    check_point_totals(node, seats, state.points_by_seat, side, coalition, "N-END-1")
    outcome_node = node.opt("outcome")
    if outcome_node is None:
        return
    recorded = outcome_node.choice(OUTCOMES)
    if state.result is not None:
        outcome = state.result.outcome
    else:
        decided = outcome_decided(state.rules, state.count, side, coalition,
                                  20 - side - coalition, reverse=state.reverse)
        if decided is None:
            raise outcome_node.fail("the record stops before the outcome is decided (N-END-5)")
        outcome = "declarer_side_wins" if decided == "make" else "coalition_wins"
    if recorded != outcome:
        rule = "N-END-3" if state.rules.all_take and coalition == 0 else "N-END-2"
        raise RecordError(f"the record's outcome is {recorded}, the rules give {outcome}",
                          path=outcome_node.path, rule_id=rule)
