"""Whist ``trick-record/1`` files: writing one from a ``DealLog`` and replaying one through
the rules (every card checked, each trick's winner and the scores compared).

The layout: the shared head (``format``, ``source``, ``game``, ``preset`` or ``rules``,
``seats`` by seat number), then ``dealer``, ``pack`` (the cards as dealt, W-DEAL-1),
``trump``, ``tricks`` (each ``{"plays": [[seat, card], ...], "winner": seat}``) and
``result`` (``tricks`` per side, ``scores`` per seat, ``outcome``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.actions import PlayCard
from engine.cards import SUIT_LETTERS, card_code
from engine.errors import RecordError
from engine.events import TrickWon
from engine.record import (
    Node,
    ReplayReport,
    Seats,
    check_scores,
    check_winner,
    read_rules,
    run_replay,
)

from .params import PRESETS, WhistRules
from .state import PLAYERS, WhistState

if TYPE_CHECKING:
    from engine.deal_log import DealLog


def whist_record(log: DealLog, names: list[str], source: str) -> dict[str, Any]:
    from engine.deal_log import codes, record_head

    state = log.initial_state()
    assert isinstance(state, WhistState)
    tricks: list[dict[str, Any]] = []
    for action in log.actions:
        for event in state.apply(action):
            if isinstance(event, TrickWon):
                plays = [[names[s], card_code(c)] for s, c in event.plays]
                tricks.append({"plays": plays, "winner": names[event.winner]})
    record = record_head(log, names, source)
    record["dealer"] = names[state.dealer]
    record["pack"] = codes(state.pack)
    record["trump"] = SUIT_LETTERS[state.trump]
    record["tricks"] = tricks
    result = state.result
    if result is not None:
        record["result"] = {
            "outcome": result.outcome,
            "tricks": {"0-2": result.detail["tricks"][0], "1-3": result.detail["tricks"][1]},
            "scores": {names[s]: result.scores[s] for s in range(PLAYERS)},
        }
    return record


def replay_whist(root: Node, source: str = "record") -> ReplayReport:
    return run_replay(root, source, _replay)


def _replay(root: Node, report: ReplayReport) -> None:
    rules, preset = read_rules(root, PRESETS, WhistRules)
    table = Seats(root)
    table.count_for(rules.name, (PLAYERS,), "W-SEAT-1")
    seats = table.names
    dealer = table.seat_of(root.get("dealer"))
    pack_node = root.get("pack")
    try:
        state = WhistState(rules, pack_node.as_cards(), dealer)
    except ValueError as exc:
        raise pack_node.fail(str(exc)) from None
    report.begin("whist", rules, preset, state)
    for k, trick in enumerate(root.get("tricks").as_list(), start=1):
        won: TrickWon | None = None
        for play in trick.get("plays").as_list():
            pair = play.as_list()
            if len(pair) != 2:
                raise play.invalid("a play is [seat, card]")
            seat = table.seat_of(pair[0])
            if seat != state.current_seat:
                turn = "nobody" if state.current_seat is None else seats[state.current_seat]
                raise RecordError(
                    f"{seats[seat]} plays out of turn; it is {turn}'s turn (W-PLAY-1)",
                    path=pair[0].path,
                    trick=k,
                    seat=seats[seat],
                    rule_id="W-PLAY-1",
                )
            for event in report.apply(state, PlayCard(pair[1].as_card()), pair[1], seats, k):
                if isinstance(event, TrickWon):
                    won = event
        if won is None:
            raise trick.fail("a trick of fewer than four cards (W-PLAY-1)")
        check_winner(trick, seats[won.winner], "trick", won.reason, "W-TRICK-1", k)
        report.lines.append(f"trick {k} won by {seats[won.winner]} ({won.reason}, W-TRICK-1)")
    result_node = root.opt("result")
    if result_node is not None:
        check_scores(result_node, seats, state.result)
