"""Replaying a Napoleon ``trick-record/1`` through the engine (docs/records.md, N-FOUL-3),
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

from ...actions import CallAdjutant, Discard, NameTrump, PlayCard, action_from_json
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
from ..family.imperialist import SHARED_WIN, SOLE_WIN
from ..family.two_player import CHOOSE_PILE
from . import four_pile, urako
from .blind import BlindStandState
from .imperialist import ImperialistState
from .params import PRESETS, TWO_PLAYER_LAYOUTS, URAKO, URAKO_TRICK_KINDS, NapoleonRules
from .scoring import outcome_decided
from .state import ADJUTANT_CALL, DISCARD, PLAY, NapoleonState
from .two_player import (
    TableauState,
    TwoPlayerState,
    dealt_hand_size,
    state_from_layout,
)

if TYPE_CHECKING:
    from ...deal_log import DealLog

#: The phases before the contract: their actions are the record's ``bidding``.
BIDDING_PHASES = (
    "pile_choice",  # N-VAR-3
    "misdeal_offer",
    "auction",
    "reverse_auction",
    "responsibility_stand",
    CHOOSE_PILE,  # N-VAR-2: the pile choice comes before the auction
)


def replay_napoleon(root: Node, source: str = "record") -> ReplayReport:
    return run_replay(root, source, _replay)


def _replay(root: Node, report: ReplayReport) -> None:
    rules, preset = read_rules(root, PRESETS, NapoleonRules)
    table = Seats(root)
    seats = table.names
    players = table.count_for(rules.name, rules.players, "N-COMP-6")
    hands, kitty = read_deal(
        root, seats, dealt_hand_size(rules, players), "N-DEAL-2, N-FOUL-1", 1, "N-COMP-1"
    )
    if rules.imperialism:  # N-VAR-5: no bidding, no contract, no exchange
        _replay_imperial(root, rules, preset, table, hands, kitty, report)
        return
    state = _start(root, rules, preset, table, hands, kitty, report)
    if state.phase == "over":  # a deal that ended in the bidding (a misdeal, a redeal)
        check_unplayed_outcome(state, root, seats)
        return
    contract = root.get("contract")
    allowed = 0 if state.trump == URAKO else rules.adjutants_for(players)  # N-VAR-7
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
    state: NapoleonState
    if root.has("bidding"):
        try:
            dealer = table.seat_of(root.get("dealer"))
            opening = table.seat_of(root.get("opening"))
            if rules.deal_layout == "four_pile_three":  # N-VAR-3: piles chosen in the bidding
                state = four_pile.FourPileState.from_record(root, rules, dealer, opening)
            elif rules.blind_stand:  # N-VAR-6: the face-up cards are part of the deal
                shown = root.get("blind_cards")
                blind = [shown.get(name).as_card() for name in table.names]
                state = BlindStandState(
                    rules, hands, kitty, blind, dealer=dealer, opening_seat=opening
                )
            elif rules.deal_layout in TWO_PLAYER_LAYOUTS:  # N-VAR-1/2: piles (and stock)
                state = state_from_layout(
                    rules,
                    hands,
                    kitty,
                    _layout(root, rules, table.names),
                    dealer=dealer,
                    opening_seat=opening,
                )
            else:
                state = NapoleonState(rules, hands, kitty, dealer=dealer, opening_seat=opening)
        except ValueError as exc:
            raise root.fail(str(exc)) from None
        report.begin("napoleon", rules, preset, state)
        replay_calls(state, root.get("bidding"), table, report, action_from_json)
        if isinstance(state, four_pile.FourPileState):
            state.check_record_deal(root, table.names, hands, kitty)
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
    if trump == URAKO and count != 20:
        raise bid_node.fail("urako is bid only at 20 (N-VAR-7)")
    reverse = bool(contract.has("reverse") and contract.get("reverse").value)
    try:
        if rules.deal_layout in TWO_PLAYER_LAYOUTS:
            terms = {"declarer": declarer, "count": count, "trump": trump, "reverse": reverse}
            state = state_from_layout(
                rules,
                hands,
                kitty,
                _layout(root, rules, table.names),
                dealer=0,
                opening_seat=declarer,
                contract=terms,
            )
        else:
            state = NapoleonState.from_contract(
                rules, hands, kitty, declarer=declarer, count=count, trump=trump, reverse=reverse
            )
    except ValueError as exc:
        raise root.fail(str(exc)) from None
    report.begin("napoleon", rules, preset, state)
    return state


def _replay_imperial(
    root: Node,
    rules: NapoleonRules,
    preset: str | None,
    table: Seats,
    hands: list[list[int]],
    kitty: list[int],
    report: ReplayReport,
) -> None:
    """N-VAR-5 (docs/records.md ``imperialism``): the leader names trump, then the tricks."""
    seats = table.names
    node = root.get("imperialism")
    previous = None
    if node.has("previous_counts"):
        counts = node.get("previous_counts")
        previous = [counts.get(name).as_int() for name in seats]
    try:
        state = ImperialistState(
            rules,
            hands,
            kitty,
            leader=table.seat_of(node.get("leader")),
            by_lot=bool(node.has("by_lot") and node.get("by_lot").value),
            previous_counts=previous,
            dealer=table.seat_of(root.get("dealer")) if root.has("dealer") else 0,
        )
    except ValueError as exc:
        raise root.fail(str(exc)) from None
    report.begin("napoleon", rules, preset, state)
    trump = node.get("trump")
    report.apply(state, NameTrump(trump.as_str()), trump, seats)
    for trick_node in root.get("tricks").as_list() if root.has("tricks") else []:
        if state.phase != PLAY:
            raise trick_node.fail("the deal is already over")
        _replay_trick(state, trick_node, seats, report)
    result_node = root.opt("result")
    if result_node is None:
        return
    check_point_totals(result_node, seats, state.points_by_seat, 0, 0, "N-VAR-5")
    check_scores(result_node, seats, state.result)
    result = state.result
    outcome_node = result_node.opt("outcome")
    if outcome_node is not None:
        recorded = outcome_node.choice((SOLE_WIN, SHARED_WIN))
        if result is None or recorded != result.outcome:
            got = "no outcome yet" if result is None else result.outcome
            raise RecordError(
                f"the record's outcome is {recorded}, the rules give {got}",
                path=outcome_node.path,
                rule_id="N-VAR-5",
            )
    winners_node = result_node.opt("winners")
    if winners_node is not None:
        if result is None:
            raise winners_node.fail("the record stops before the deal is over")
        winners = [seats[int(w)] for w in result.detail["winners"]]
        if [w.as_str() for w in winners_node.as_list()] != winners:
            raise RecordError(
                f"the record's winners differ; the rules give {', '.join(winners)}",
                path=winners_node.path,
                rule_id="N-VAR-5",
            )


def _imperial_record(state: ImperialistState, names: list[str]) -> dict[str, Any]:
    """The ``imperialism`` object and the tricks of an N-VAR-5 record."""
    from ...deal_log import codes

    info: dict[str, Any] = {
        "leader": names[state.chooser],
        "by_lot": state.by_lot,
    }
    if state.trump:
        info["trump"] = state.trump
    if state.previous_counts is not None:
        info["previous_counts"] = {names[s]: n for s, n in enumerate(state.previous_counts)}
    out: dict[str, Any] = {"imperialism": info}
    out["tricks"] = [
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
        out["result"] = {
            "point_cards": {names[s]: n for s, n in enumerate(state.points_by_seat)},
            "outcome": result.outcome,
            "winners": [names[int(w)] for w in result.detail["winners"]],
            "scores": {names[s]: n for s, n in enumerate(result.scores)},
        }
    return out


def _layout(root: Node, rules: NapoleonRules, seats: list[str]) -> dict[str, Any]:
    """The record's two-player layout (docs/records.md) as ``state_from_layout`` reads it:
    N-VAR-1 ``piles`` by seat name, N-VAR-2 ``piles`` (three) and ``stock``."""
    piles = root.get("piles")
    if rules.deal_layout == "two_player_tableau":
        return {"piles": [piles.get(name).value for name in seats]}
    return {"piles": piles.value, "stock": root.get("stock").value}


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
    # N-VAR-7: the trump kind an Urako leader declared (docs/records.md)
    declared = node.get("trump").as_str() if node.has("trump") else None
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
        lead_rules = state.deal_rules
        if i == 0 and declared is not None and declared in URAKO_TRICK_KINDS:
            lead_rules = urako.trick_rules(state, declared)
        needs_name = (
            i == 0
            and card == JOKER
            and lead_rules is not None
            and lead_rules.joker_lead_needs_suit(k)
        )
        if needs_name and named is None:
            raise RecordError(
                "the joker leader must name a suit: joker_suit is missing",
                path=node.path,
                trick=k,
                seat=name,
                rule_id="N-PLAY-4",
            )
        action = PlayCard(card, named if needs_name else None, declared if i == 0 else None)
        for event in report.apply(state, action, play, seats, trick=k):
            if isinstance(event, TrickWon):
                won = event
    assert won is not None
    winner = seats[won.winner]
    cards_text = " ".join(f"{seats[s]}:{card_label(c)}" for s, c in won.plays)
    if won.declared_trump:  # N-VAR-7
        cards_text = f"[{won.declared_trump}] {cards_text}"
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
    """The ``trick-record/1`` object of a Napoleon deal log (docs/records.md; ``dealer``,
    ``opening``, ``bidding``, ``result.scores`` and a custom ``rules`` as docs/records.md)."""
    from ...deal_log import codes, played_with_calls, record_head

    state, bidding = played_with_calls(log, names, BIDDING_PHASES)
    assert isinstance(state, NapoleonState)
    record = record_head(log, names, source)
    if "contract" not in log.deal:
        record["dealer"] = names[state.dealer]
        record["opening"] = names[state.opening_seat]
    if isinstance(state, four_pile.FourPileState) and "contract" not in log.deal:
        record.update(state.record_fields())  # N-VAR-3
    record["hands"] = {names[s]: codes(cards_in(h)) for s, h in enumerate(state.initial_hands)}
    record["kitty"] = codes(state.kitty)
    if isinstance(state, ImperialistState):  # N-VAR-5
        record.pop("opening", None)
        return {**record, **_imperial_record(state, names)}
    if isinstance(state, BlindStandState):  # N-VAR-6
        record["blind_cards"] = {names[s]: codes([c])[0] for s, c in enumerate(state.blind_cards)}
    if isinstance(state, TwoPlayerState):  # N-VAR-1/2 (docs/records.md)
        layout = state.layout_data()
        if isinstance(state, TableauState):
            record["piles"] = {names[s]: piles for s, piles in enumerate(layout["piles"])}
        else:
            record["piles"] = layout["piles"]
            record["stock"] = layout["stock"]
    if "contract" not in log.deal:
        record["bidding"] = bidding
    if state.declarer >= 0:
        record["contract"] = {
            "declarer": names[state.declarer],
            "trump": state.trump,
            "bid": state.count,
            "adjutants": 0 if state.trump == URAKO else state.rules.adjutants_for(state.players),
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
                **({"trump": t.declared_trump} if t.declared_trump else {}),  # N-VAR-7
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
