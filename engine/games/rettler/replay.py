"""Replaying a Rettler ``trick-record/1`` through the engine (docs/records.md, R-FOUL-3).

The record's hands, kitty and contract set up a ``RettlerState`` at the adjutant call; the
call, the exchange and every round are then applied as actions, so a play the rules forbid
is reported with the rule that forbids it. A trick entry covers one round: ``n`` lists its
trick numbers (one, two for a pair, ``m`` for a bomb). After each round the recorded winner
is compared with the engine's; at the end the point cards per seat, the side totals and the
outcome. A leader entitled to a point request is taken to use it (D-19's default) unless the
entry says ``"point_request": false``. With the record's ``bidding`` (docs/records.md) the
replay starts from the deal as dealt and applies every call. The same pass collects the
actions into the report's ``DealLog``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ...actions import DECK_NAMES, CallAdjutant, Discard, NameTrump, PlayCard
from ...cards import SUIT_LETTERS, card_code, card_label, cards_in_two_decks
from ...errors import RecordError
from ...events import Event
from ...record import (
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
from ..family.rules import URAKO, URAKO_TRICK_KINDS
from .actions import EndAdjutantCall, Lead, action_from_json
from .blind import BlindRettlerState
from .decks import blue_codes, blue_of_hands, place
from .dream import DreamState
from .events import RoundWon
from .four_pile import FourPileState
from .legality import names_suit
from .params import PRESETS, TOTAL_POINTS, RettlerRules
from .scoring import outcome_decided
from .state import ADJUTANT_CALL, DISCARD, PLAY, RettlerState
from .team_cards import TeamCardsState
from .two_player import TableauState, TwoPlayerState, state_from_layout
from .urako import trick_rules
from .variants import RettlerVariantState

if TYPE_CHECKING:
    from ...deal_log import DealLog

#: The phases before the contract: their actions are the record's ``bidding`` (the pile
#: choices of R-VAR-2 and R-VAR-3 come first).
BIDDING_PHASES = ("choose_pile", "pile_choice", "misdeal_offer", "auction", "reverse_auction")


def replay_rettler(root: Node, source: str = "record") -> ReplayReport:
    return run_replay(root, source, _replay)


def _replay(root: Node, report: ReplayReport) -> None:
    rules, preset = read_rules(root, PRESETS, RettlerRules)
    table = Seats(root)
    seats = table.names
    table.count_for(rules.name, rules.players, "R-COMP-5")
    size = 0 if rules.deal_layout == "two_player_draw" else rules.hand_size(len(seats))
    hands, kitty = read_deal(root, seats, size, "R-DEAL-1, R-FOUL-1", 2, "R-COMP-1")
    if rules.variant:  # R-VAR-4/7/11: no bidding, no contract, no exchange
        _replay_variant(root, rules, preset, table, hands, kitty, report)
        return
    state = _start(root, rules, preset, table, hands, kitty, report)
    if state.phase == "over":  # a deal that ended in the bidding (a misdeal, nobody bid)
        check_unplayed_outcome(state, root, seats)
        return
    contract = root.get("contract")
    tricks = root.get("tricks").as_list() if root.has("tricks") else []
    decks: list[int | None] = []
    if contract.has("adjutant_decks"):  # R-VAR-13
        decks = [
            None if n.value is None else DECK_NAMES.index(n.choice(list(DECK_NAMES)))
            for n in contract.get("adjutant_decks").as_list()
        ]
    for i, node in enumerate(contract.get("adjutant_cards").as_list()):
        deck = decks[i] if i < len(decks) else None
        report.apply(state, CallAdjutant(node.as_card(), deck), node, seats)
    if state.phase == ADJUTANT_CALL and not (
        tricks or root.has("exchange") or contract.has("call_ended")
    ):
        return  # the record stops during the call
    if state.phase == ADJUTANT_CALL:
        report.apply(state, EndAdjutantCall(), contract, seats)
    if not replay_exchange(
        root,
        state,
        kitty,
        state.kitty_size,
        report,
        seats,
        "the Rettler",
        "R-KIT-1",
        "R-KIT-1, R-FOUL-1 item 3",
        Discard,
    ):
        return  # the record stops before the exchange

    for trick_node in tricks:
        if state.phase != PLAY:
            raise trick_node.fail("the deal is already over")
        _replay_round(state, trick_node, seats, table.seat_of, report)

    result_node = root.opt("result")
    if result_node is not None:
        _check_result(state, result_node, seats)


#: the record object of each variant (docs/records.md)
VARIANT_KEYS = {"imperialism": "imperialism", "teams": "team_game", "sanction": "sanction"}


def _replay_variant(
    root: Node,
    rules: RettlerRules,
    preset: str | None,
    table: Seats,
    hands: list[list[int]],
    kitty: list[int],
    report: ReplayReport,
) -> None:
    """R-VAR-4/7/11: the chooser names trump unseen, then the rounds (docs/records.md)."""
    seats = table.names
    node = root.get(VARIANT_KEYS[rules.variant])
    previous = None
    if node.has("previous_counts"):
        counts = node.get("previous_counts")
        previous = [counts.get(name).as_int() for name in seats]
    extra = node.get("extra_target").as_int() if node.has("extra_target") else 0
    try:
        state = RettlerVariantState(
            rules,
            hands,
            kitty,
            leader=table.seat_of(node.get("leader")),
            by_lot=bool(node.has("by_lot") and node.get("by_lot").value),
            previous_counts=previous,
            extra_target=extra,
            dealer=table.seat_of(root.get("dealer")) if root.has("dealer") else 0,
        )
    except ValueError as exc:
        raise root.fail(str(exc)) from None
    rule = state.rule_id
    if node.has("teams"):
        teams_node = node.get("teams")
        recorded = [[m.as_str() for m in team.as_list()] for team in teams_node.as_list()]
        if recorded != _team_names(state, seats):
            raise RecordError(
                "the teams differ from the seating: members alternate seats "
                f"({', '.join('/'.join(t) for t in _team_names(state, seats))})",
                path=teams_node.path,
                rule_id="R-VAR-7",
            )
    report.begin("rettler", rules, preset, state)
    trump = node.get("trump")
    report.apply(state, NameTrump(trump.as_str()), trump, seats)
    for trick_node in root.get("tricks").as_list() if root.has("tricks") else []:
        if state.phase != PLAY:
            raise trick_node.fail("the deal is already over")
        _replay_round(state, trick_node, seats, table.seat_of, report)
    result_node = root.opt("result")
    if result_node is None:
        return
    side, coalition = state.side_totals()
    check_point_totals(result_node, seats, state.points_by_seat, side, coalition, rule)
    check_scores(result_node, seats, state.result)
    result = state.result
    outcome_node = result_node.opt("outcome")
    if outcome_node is not None and (result is None or outcome_node.as_str() != result.outcome):
        got = "no outcome yet" if result is None else result.outcome
        raise RecordError(
            f"the record's outcome is {outcome_node.as_str()}, the rules give {got}",
            path=outcome_node.path,
            rule_id=rule,
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
                rule_id=rule,
            )


def _team_names(state: RettlerVariantState, seats: list[str]) -> list[list[str]]:
    teams = state.team_of_seats()
    return [
        [seats[s] for s in range(state.players) if teams[s] == t] for t in range(max(teams) + 1)
    ]


def variant_record(state: RettlerVariantState, names: list[str]) -> dict[str, Any]:
    """The variant object, the rounds and the result of an R-VAR-4/7/11 record."""
    info: dict[str, Any] = {"leader": names[state.chooser], "by_lot": state.by_lot}
    if state.trump:
        info["trump"] = state.trump
    if state.previous_counts is not None:
        info["previous_counts"] = {names[s]: n for s, n in enumerate(state.previous_counts)}
    if state.rules.teams:
        info["teams"] = _team_names(state, names)
    if state.rules.sanction:
        info["target"] = state.count
        if state.extra_target:
            info["extra_target"] = state.extra_target
    body = to_record(state, names)
    out: dict[str, Any] = {VARIANT_KEYS[state.rules.variant]: info, "tricks": body["tricks"]}
    result = state.result
    if result is not None:
        d = result.detail
        res: dict[str, Any] = {
            "point_cards": {names[s]: n for s, n in enumerate(state.points_by_seat)},
            "outcome": result.outcome,
        }
        if "winners" in d:
            res["winners"] = [names[int(w)] for w in d["winners"]]
        if state.rules.sanction:
            side, coalition = state.side_totals()
            res["side_totals"] = {"declarer_side": side, "coalition": coalition}
        res["scores"] = {names[s]: n for s, n in enumerate(result.scores)}
        out["result"] = res
    return out


def _start(
    root: Node,
    rules: RettlerRules,
    preset: str | None,
    table: Seats,
    hands: list[list[int]],
    kitty: list[int],
    report: ReplayReport,
) -> RettlerState:
    """The state the record starts from: the contract, or the deal and its ``bidding``."""
    players = len(table.names)
    seat_of = table.seat_of
    layout = rules.deal_layout
    state: RettlerState
    if rules.call_by_deck and root.has("blue"):  # R-VAR-13: the very copies dealt
        blue = root.get("blue")
        try:
            hands = [
                place(h, [n.as_card() for n in blue.get(name).as_list()])
                for h, name in zip(hands, table.names, strict=True)
            ]
            kitty = place(kitty, [n.as_card() for n in root.get("kitty_blue").as_list()])
        except ValueError as exc:
            raise blue.fail(str(exc)) from None
    blind: list[int] | None = None
    if rules.blind_stand:  # R-VAR-5: the face-up cards are part of the deal
        shown = root.get("blind_cards")
        blind = [shown.get(name).as_card() for name in table.names]
    if root.has("bidding"):
        cls, extra = _variant(root, rules, table)
        try:
            dealer = seat_of(root.get("dealer"))
            opening = seat_of(root.get("opening"))
            if layout == "four_pile_three":  # R-VAR-3: the piles are chosen in the bidding
                state = FourPileState.from_record(root, rules, dealer, opening)
            elif layout in ("two_player_tableau", "two_player_draw"):  # R-VAR-1/2
                state = state_from_layout(
                    rules,
                    hands,
                    kitty,
                    _layout(root, rules, table.names),
                    dealer=dealer,
                    opening_seat=opening,
                )
            elif blind is not None:
                state = BlindRettlerState(
                    rules, hands, kitty, blind, dealer=dealer, opening_seat=opening
                )
            else:
                state = cls(rules, hands, kitty, dealer=dealer, opening_seat=opening, **extra)
        except ValueError as exc:
            raise root.fail(str(exc)) from None
        report.begin("rettler", rules, preset, state)
        replay_calls(state, root.get("bidding"), table, report, action_from_json)
        if isinstance(state, FourPileState) and state.phase != "pile_choice":
            state.check_record_deal(root, table.names, hands, kitty)
        if state.phase in BIDDING_PHASES:
            raise root.get("bidding").fail("the bidding stops before the contract is settled")
        if state.phase != "over":
            _check_contract(state, root.get("contract"), table)
        return state
    contract = root.get("contract")
    declarer = seat_of(contract.get("declarer"))
    trump = contract.get("trump").choice(list(rules.trump_priority))
    bid_node = contract.get("bid")
    count = bid_node.as_int()
    allowed = rules.adjutants_allowed[players]
    if contract.has("adjutants"):
        node = contract.get("adjutants")
        allowed = node.as_int()
        options = (
            (1,)  # R-VAR-6: Urako calls one adjutant only
            if trump == URAKO
            else (1, 2)
            if rules.two_adjutant_bids(players)
            else (rules.adjutants_allowed[players],)
        )
        if allowed not in options:
            raise node.fail(
                f"{players} players bid for {' or '.join(map(str, options))} adjutant(s) (R-BID-2)"
            )
    low = (
        rules.min_bid_two_adjutants
        if allowed == 2 and rules.two_adjutant_bids(players)
        else rules.min_bid[players]
    )
    if not low <= count <= rules.max_bid:
        raise bid_node.fail(f"a bid must be {low} to {rules.max_bid} here (R-BID-2)")
    cls, extra = _variant(root, rules, table)
    try:
        if layout == "four_pile_three":  # seat s took pile s (docs/records.md)
            state = FourPileState.from_hands(
                rules, hands, kitty, declarer=declarer, count=count, trump=trump
            )
        elif layout == "two_player_tableau":
            terms = {"declarer": declarer, "count": count, "trump": trump}
            state = state_from_layout(
                rules,
                hands,
                kitty,
                _layout(root, rules, table.names),
                dealer=0,
                opening_seat=declarer,
                contract=terms,
            )
        elif blind is not None:
            state = BlindRettlerState(
                rules, hands, kitty, blind, opening_seat=declarer, auction=False
            )
            state._settle(declarer, count, trump, allowed)
        else:
            state = cls.from_contract(
                rules,
                hands,
                kitty,
                declarer=declarer,
                count=count,
                trump=trump,
                adjutants=allowed,
                **extra,
            )
    except ValueError as exc:
        raise root.fail(str(exc)) from None
    report.begin("rettler", rules, preset, state)
    return state


def _variant(
    root: Node, rules: RettlerRules, table: Seats
) -> tuple[type[RettlerState], dict[str, Any]]:
    """The state class of the record's rules and what it needs from the record: the dream
    cards (R-VAR-10) or the team cards (R-VAR-8), docs/records.md."""
    players = len(table.names)
    if rules.team_cards:
        return TeamCardsState, {"team_order": _team_order(root, table)}
    if rules.dream_cards:
        dream: list[list[int]] = [[] for _ in range(players)]
        node = root.get("dream_cards")
        for name, cards in node.items():
            dream[_seat_named(table, name, node)] = cards.as_cards()
        return DreamState, {"dream_hands": dream}
    return RettlerState, {}


def _seat_named(table: Seats, name: str, node: Node) -> int:
    if name not in table.names:
        raise node.invalid(f"{name!r} is not one of the seats {table.names}")
    return table.names.index(name)


def _team_order(root: Node, table: Seats) -> list[int]:
    """R-VAR-8: the record's ``team_cards`` (seat name -> side) as the shuffled cards of
    ``TeamCardsState``: the Rettler side cards first, in seat order after the Rettler."""
    players = len(table.names)
    if not root.has("contract") or not root.has("team_cards"):
        return list(range(players - 1))
    declarer = table.seat_of(root.get("contract").get("declarer"))
    node = root.get("team_cards")
    sides: dict[int, str] = {}
    for name, side in node.items():
        sides[_seat_named(table, name, node)] = side.choice(("declarer_side", "coalition"))
    order = [(declarer + 1 + i) % players for i in range(players - 1)]
    if set(sides) != set(order):
        raise node.fail("one team card for every seat but the Rettler (R-VAR-8)")
    ranked = [s for s in order if sides[s] == "declarer_side"]
    ranked += [s for s in order if sides[s] == "coalition"]
    return [ranked.index(s) for s in order]


def _layout(root: Node, rules: RettlerRules, seats: list[str]) -> dict[str, Any]:
    """The record's two-player layout (docs/records.md) as ``state_from_layout`` reads it:
    R-VAR-1 ``piles`` by seat name, R-VAR-2 ``piles`` (three) and ``stock``."""
    piles = root.get("piles")
    if rules.deal_layout == "two_player_tableau":
        return {"piles": [piles.get(name).value for name in seats]}
    return {"piles": piles.value, "stock": root.get("stock").value}


def _check_contract(state: RettlerState, contract: Node, table: Seats) -> None:
    """The contract the record states must be the one its bidding settled."""
    check_settled_contract(state, contract, table, "R-BID-6")
    if contract.has("adjutants") and contract.get("adjutants").as_int() != state.adjutants_bid:
        raise contract.get("adjutants").fail(
            f"the bidding allows {state.adjutants_bid} adjutant(s) (R-BID-2)"
        )


def _replay_round(
    state: RettlerState,
    node: Node,
    seats: list[str],
    seat_of: Callable[[Node], int],
    report: ReplayReport,
) -> None:
    k = state.k
    numbers = [n.as_int() for n in node.get("n").as_list()]
    where = f"{k}" if len(numbers) == 1 else f"{k}-{k + len(numbers) - 1}"
    if not numbers or numbers != list(range(k, k + len(numbers))):
        raise node.get("n").fail(f"expected trick numbers from {k} on, found {numbers} (R-PLAY-2)")
    lead_node = node.get("lead")
    if seat_of(lead_node) != state.leader:
        raise RecordError(
            f"{lead_node.as_str()} leads, but {seats[state.leader]} won the last "
            "round and must lead",
            path=lead_node.path,
            trick=k,
            seat=lead_node.as_str(),
            rule_id="R-PLAY-1",
        )
    plays = node.get("plays").as_list()
    if len(plays) != state.players:
        raise node.get("plays").fail(
            f"{len(plays)} plays; every one of the {state.players} players plays (R-PLAY-9)"
        )
    named = named_suit(node)
    won: RoundWon | None = None
    for i, play in enumerate(plays):
        seat_node, cards_node = split_play(play)
        seat = state.current_seat
        name = seat_node.as_str()
        if seat is None or name != seats[seat]:
            expected = "nobody" if seat is None else seats[seat]
            raise RecordError(
                f"{name} plays out of turn; it is {expected}'s turn",
                path=seat_node.path,
                trick=k,
                seat=name,
                rule_id="N-SEAT-2",
            )
        cards = cards_node.as_cards()
        if len(cards) != len(numbers):
            raise RecordError(
                f"{len(cards)} card(s) for a round of {len(numbers)} trick(s): "
                "every player plays as many cards as were led",
                path=cards_node.path,
                trick=k,
                seat=name,
                rule_id="R-PLAY-9",
            )
        events: list[Event] = []
        if i == 0:
            assert state.round_rules is not None
            bomb = len(cards) > 2
            request = state.entitled == seat and not bomb
            if node.has("point_request"):
                request = request and bool(node.get("point_request").value)
            declared: str | None = None
            rr = state.round_rules
            if state.trump == URAKO:  # R-VAR-6: the kind the leader declared
                declared = node.get("trump").choice(list(URAKO_TRICK_KINDS))
                rr = trick_rules(state, declared)
            needs = names_suit(rr, cards[0], bomb)
            if needs and named is None:
                raise RecordError(
                    "this lead names a suit: joker_suit is missing",
                    path=node.path,
                    trick=k,
                    seat=name,
                    rule_id="R-PLAY-4",
                )
            events += report.apply(
                state,
                Lead(tuple(cards), named if needs else None, request, declared),
                play,
                seats,
                trick=k,
            )
        else:
            for card in cards:
                events += report.apply(state, PlayCard(card), play, seats, trick=k)
        won = next((e for e in events if isinstance(e, RoundWon)), won)
    assert won is not None
    text = " ".join(f"{seats[s]}:{''.join(card_label(c) for c in cards)}" for s, cards in won.units)
    edge = "; an edge round, R-PLAY-3" if won.notes else ""
    report.lines.append(
        f"trick {where}: {text} -> {seats[won.winner]} wins ({won.reason}, {won.rule_id}{edge})"
    )
    check_winner(node, seats[won.winner], "round", won.reason, won.rule_id, k)


def _check_result(state: RettlerState, node: Node, seats: list[str]) -> None:
    side, coalition = state.side_totals()
    check_point_totals(node, seats, state.points_by_seat, side, coalition, "R-END-1")
    check_scores(node, seats, state.result)
    rule = "R-END-3" if coalition == 0 and side == TOTAL_POINTS else "R-END-2"
    check_outcome(
        node,
        state.result,
        lambda: outcome_decided(state.count, side, coalition, reverse=state.reverse),
        "R-END-5",
        rule,
    )


_LITTLES = (
    "double_mighty",
    "double_joker_lead",
    "double_right_bower",
    "double_left_bower",
    "bridge_lead",
)


def to_record(
    state: RettlerState, seats: list[str] | None = None, source: str = "engine"
) -> dict[str, object]:
    """A finished or running deal as a ``trick-record/1`` object (docs/records.md), with
    ``"point_request": false`` on a round whose leader waived his point request."""

    names = seats or [chr(ord("A") + i) for i in range(state.players)]

    def code_list(cards: list[int] | tuple[int, ...]) -> list[str]:
        return [card_code(c) for c in cards]

    tricks: list[dict[str, object]] = []
    previous = None
    for rnd in state.completed:
        entry: dict[str, object] = {
            "n": list(range(rnd.first_trick, rnd.first_trick + rnd.size)),
            "lead": names[rnd.leader],
            "plays": [[names[s], code_list(cards)] for s, cards in rnd.plays],
            "joker_suit": None if rnd.named_suit < 0 else SUIT_LETTERS[rnd.named_suit],
            "winner": names[rnd.winner],
        }
        if rnd.trump:  # R-VAR-6: the kind the leader declared
            entry["trump"] = rnd.trump
        entitled = previous is not None and previous.reason in _LITTLES
        if entitled and not rnd.point_request and not rnd.bomb:
            entry["point_request"] = False
        tricks.append(entry)
        previous = rnd
    side, coalition = state.side_totals()
    record: dict[str, object] = {
        "format": "trick-record/1",
        "source": source,
        "game": "rettler",
        "preset": state.rules.name,
        "seats": names,
        "hands": {
            names[s]: code_list(cards_in_two_decks(h)) for s, h in enumerate(state.initial_hands)
        },
        "kitty": code_list(state.kitty),
        "contract": {
            "declarer": names[state.declarer],
            "trump": state.trump,
            "bid": state.count,
            "adjutants": state.adjutants_bid,
            "adjutant_cards": code_list(state.called),
        },
        "exchange": {"take": code_list(state.kitty), "discard": code_list(state.discards)},
        "tricks": tricks,
    }
    _variant_fields(state, record, names)
    if isinstance(state, DreamState):  # R-VAR-10
        record["dream_cards"] = {names[s]: code_list(h) for s, h in enumerate(state.dream_hands)}
    if isinstance(state, TeamCardsState) and state.team_sides:  # R-VAR-8
        record["team_cards"] = {
            names[s]: state.side_of(s) for s in range(state.players) if s != state.declarer
        }
    if state.result is not None:
        record["result"] = {
            "point_cards": {names[s]: n for s, n in enumerate(state.points_by_seat)},
            "side_totals": {"declarer_side": side, "coalition": coalition},
            "outcome": state.result.outcome,
        }
    return record


def _variant_fields(state: RettlerState, record: dict[str, object], names: list[str]) -> None:
    """R-VAR-13: the blue copies of the deal and the decks of the calls; R-VAR-5: the
    face-up cards (docs/records.md)."""

    if state.rules.call_by_deck:
        blue = blue_of_hands(state.initial_hands)
        record["blue"] = {names[s]: b for s, b in enumerate(blue)}
        record["kitty_blue"] = blue_codes(state.kitty)
        if any(d is not None for d in state.call_decks):
            contract = record["contract"]
            assert isinstance(contract, dict)
            contract["adjutant_decks"] = [
                None if d is None else DECK_NAMES[d] for d in state.call_decks
            ]
    if isinstance(state, BlindRettlerState):
        record["blind_cards"] = {names[s]: card_code(c) for s, c in enumerate(state.blind_cards)}


def rettler_record(log: DealLog, names: list[str], source: str) -> dict[str, Any]:
    """The ``trick-record/1`` object of a Rettler deal log (``to_record`` plus ``dealer``,
    ``opening``, ``bidding``, ``result.scores`` and a custom ``rules``, docs/records.md)."""
    from ...deal_log import played_with_calls, record_head

    state, bidding = played_with_calls(log, names, BIDDING_PHASES)
    assert isinstance(state, RettlerState)
    body = to_record(state, names, source)
    record = record_head(log, names, source)
    if "contract" not in log.deal:
        record["dealer"] = names[state.dealer]
        record["opening"] = names[state.opening_seat]
    if isinstance(state, FourPileState) and "contract" not in log.deal:  # R-VAR-3
        record.update(state.record_fields())
    if isinstance(state, TwoPlayerState):  # R-VAR-1/2 (docs/records.md)
        layout = state.layout_data()
        if isinstance(state, TableauState):
            record["piles"] = {names[s]: piles for s, piles in enumerate(layout["piles"])}
        else:
            record.update(layout)
    record["hands"] = body["hands"]
    record["kitty"] = body["kitty"]
    for name in ("blue", "kitty_blue", "blind_cards", "dream_cards", "team_cards"):
        if name in body:
            record[name] = body[name]
    if isinstance(state, RettlerVariantState):  # R-VAR-4/7/11
        record.pop("opening", None)
        return {**record, **variant_record(state, names)}
    if "contract" not in log.deal:
        record["bidding"] = bidding
    if state.declarer >= 0:
        contract = body["contract"]
        assert isinstance(contract, dict)
        if state.reverse:
            contract["reverse"] = True
        if state.phase != ADJUTANT_CALL:
            contract["call_ended"] = True
        record["contract"] = contract
        if state.phase not in (ADJUTANT_CALL, DISCARD) or state.discards:
            record["exchange"] = body["exchange"]
        record["tricks"] = body["tricks"]
    result = state.result
    if result is not None:
        scores = {names[s]: n for s, n in enumerate(result.scores)}
        played = body.get("result") if state.declarer >= 0 else None
        record["result"] = (
            {**played, "scores": scores}
            if isinstance(played, dict)
            else {"outcome": result.outcome, "scores": scores}
        )
    return record
