"""Must-follow ``trick-record/1`` files (the layout is the project's, docs/records.md):
replaying one through the engine, and writing one from a ``DealLog``.

The record's hands (both rounds for 1-2 players), center card and the dummy's places set up
the game's ``Deal``; every turned-up dummy card and every card is then applied as an
action, so a play the rules forbid is reported with the rule that forbids it. Each trick's
recorded winner is compared with the engine's, and at the end the outcome, the score and
each round's trick counts. The same pass collects the ``DealLog``. Table talk (``talk``,
M-TALK) is said at its place among the cards, so a message the rules refuse at that point
(untrue, pinning a rank, M-TALK-2) is reported at its field.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...actions import Action, PlayCard
from ...cards import card_code, card_label, cards_in
from ...errors import RecordError
from ...events import TrickWon
from ...record import Node, ReplayReport, check_winner, read_rules, run_replay, split_play
from .moves import PlayFaceDown, TurnUp
from .params import PRESETS, MustFollowRules
from .state import DUMMY, TURN_UP, MustFollowState
from .talk import Message

if TYPE_CHECKING:
    from ...deal_log import DealLog


def replay_mustfollow(root: Node, source: str = "record") -> ReplayReport:
    return run_replay(root, source, _replay)


def _hand_names(order: list[str], rules: MustFollowRules) -> list[str]:
    """``names[hand]`` from the record's seats in playing order (MD-1: counter-clockwise
    play goes from hand ``h`` to ``h - 1``)."""
    n = len(order)
    step = 1 if rules.direction == "clockwise" else n - 1
    names = [""] * n
    for i, name in enumerate(order):
        names[(i * step) % n] = name
    return names


def _replay(root: Node, report: ReplayReport) -> None:
    rules, preset = read_rules(root, PRESETS, MustFollowRules)
    seats_node = root.get("seats")
    order = [n.as_str() for n in seats_node.as_list()]
    if len(set(order)) != len(order):
        raise seats_node.invalid("seat names must be different")
    # 1 player: two hands, the player's and the dummy's (M-1P-1)
    players = 1 if root.has("layouts") and len(order) == 2 else len(order)
    if players not in rules.players or not 2 <= len(order) <= 4:
        raise seats_node.fail(
            f"the {rules.name} rules are for {rules.players} players "
            "(M-SETUP-1); one player lists the dummy as a second seat"
        )
    names = _hand_names(order, rules)
    state = _deal(root, rules, players, names)
    report.begin("mustfollow", rules, preset, state)
    talk = _Talk(root, names, state, report)
    turn_ups = root.opt("turn_ups")
    for trick in root.get("tricks").as_list() if root.has("tricks") else []:
        if state.phase == "over":
            raise trick.fail("the game is already over")
        if state.phase == TURN_UP:
            _turn_up(state, turn_ups, root, names, report)
        _replay_trick(state, trick, names, report, talk)
    if state.phase == TURN_UP and turn_ups is not None:
        _turn_up(state, turn_ups, root, names, report)
    talk.say_due()
    talk.check_all_said()
    result = root.opt("result")
    if result is not None:
        _check_result(state, result, names)


class _Talk:
    """The record's ``talk``: each message is said when ``after`` cards have been played
    (before the next one), through the rules, and kept in the report's log."""

    def __init__(
        self, root: Node, names: list[str], state: MustFollowState, report: ReplayReport
    ) -> None:
        self.names = names
        self.state = state
        self.report = report
        node = root.opt("talk")
        self.nodes = node.as_list() if node is not None else []
        self.next = 0

    def say_due(self) -> None:
        from ...deal_log import Said

        done = len(self.report.log.actions) if self.report.log is not None else 0
        while self.next < len(self.nodes):
            node = self.nodes[self.next]
            after = node.get("after").as_int()
            if after > done:
                return
            if after < done:
                raise node.get("after").fail(
                    f"said after {after} cards, but it comes after a message said after {done}"
                )
            seat_node = node.get("seat")
            if seat_node.as_str() not in self.names[: self.state.players]:
                raise seat_node.invalid(f"{seat_node.as_str()!r} is not a seat")
            seat = self.names.index(seat_node.as_str())
            message = self._message(node.get("message"))
            problem = self.state.explain_message(seat, message)
            if problem is not None:
                rule_id, why = problem
                raise RecordError(
                    f"{seat_node.as_str()} may not say this now: {why}",
                    path=node.path,
                    seat=seat_node.as_str(),
                    rule_id=rule_id,
                )
            self.state.say(seat, message)
            if self.report.log is not None:
                self.report.log.talk.append(Said(done, seat, message))
            self.next += 1

    def check_all_said(self) -> None:
        if self.next < len(self.nodes):
            node = self.nodes[self.next]
            raise node.get("after").fail("said after more cards than the record has")

    def _message(self, node: Node) -> Message:
        if not isinstance(node.value, dict):
            raise node.invalid("expected an object")
        data = dict(node.value)
        to = node.opt("to")
        if to is not None:
            if to.as_str() not in self.names[: self.state.players]:
                raise to.invalid(f"{to.as_str()!r} is not a seat")
            data["to"] = self.names.index(to.as_str())
        try:
            return Message.from_json(data)
        except (ValueError, KeyError, TypeError) as exc:
            raise node.invalid(f"not a message of the menu ({exc}, M-TALK-3)") from None


def _deal(root: Node, rules: MustFollowRules, players: int, names: list[str]) -> MustFollowState:
    from . import from_deal_data

    rounds = [root.get("hands")]
    if players <= 2:
        rounds.append(root.get("hands_round2"))
    hands = [[[card_code(c) for c in r.get(name).as_cards()] for name in names] for r in rounds]
    center = root.get("center").as_card() if players == 3 else None
    data: dict[str, Any] = {
        "dealer": names.index(root.get("dealer").as_str()) if root.has("dealer") else 0,
        "hands": hands,
        "center": None if center is None else card_code(center),
        "layouts": (
            [[card_code(c) for c in p.as_cards()] for p in root.get("layouts").as_list()]
            if players == 1
            else []
        ),
        "redeals": (
            [r.as_int() for r in root.get("redeals").as_list()]
            if root.has("redeals")
            else [0] * len(rounds)
        ),
    }
    try:
        return from_deal_data(rules, players, data)
    except ValueError as exc:
        raise root.fail(str(exc)) from None


def _turn_up(
    state: MustFollowState,
    turn_ups: Node | None,
    root: Node,
    names: list[str],
    report: ReplayReport,
) -> None:
    """M-1P-3: the dummy cards the player turned up at the start of this round."""
    if turn_ups is None:
        raise root.fail(
            "missing field 'turn_ups': the player turns up one dummy card of each suit (M-1P-3)"
        )
    rounds = turn_ups.as_list()
    if len(rounds) < state.round_no:
        raise turn_ups.fail(f"no turned-up cards for round {state.round_no} (M-1P-3)")
    for node in rounds[state.round_no - 1].as_list():
        card = node.as_card()
        if card not in state.layout:
            raise node.fail(f"{card_code(card)} is not one of the dummy's cards (M-1P-3)")
        report.apply(state, TurnUp(state.layout.index(card)), node, names)


def _replay_trick(
    state: MustFollowState, node: Node, names: list[str], report: ReplayReport, talk: _Talk
) -> None:
    k = state.k
    round_no = state.round_no
    if node.has("round") and node.get("round").as_int() != state.round_no:
        raise node.get("round").fail(f"expected round {state.round_no} (M-2P-5)")
    numbers = [n.as_int() for n in node.get("n").as_list()]
    if numbers != [k]:
        raise node.get("n").fail(f"expected trick number [{k}], found {numbers}")
    lead_node = node.get("lead")
    if lead_node.as_str() != names[state.leader]:
        raise RecordError(
            f"{lead_node.as_str()} leads, but {names[state.leader]} must lead (M-PLAY-2)",
            path=lead_node.path,
            trick=k,
            seat=lead_node.as_str(),
            rule_id="M-PLAY-2",
        )
    plays = node.get("plays").as_list()
    if len(plays) != state.hands_n:
        raise node.get("plays").fail(
            f"{len(plays)} plays; every one of the {state.hands_n} hands plays one card (M-PLAY-1)"
        )
    won: TrickWon | None = None
    for play in plays:
        talk.say_due()
        seat_node, cards_node = split_play(play)
        hand = state.to_play
        if seat_node.as_str() != names[hand]:
            raise RecordError(
                f"{seat_node.as_str()} plays out of turn; it is {names[hand]}'s turn (M-PLAY-1)",
                path=seat_node.path,
                trick=k,
                seat=seat_node.as_str(),
                rule_id="M-PLAY-1",
            )
        cards = cards_node.as_cards()
        if len(cards) != 1:
            raise cards_node.fail("one card per trick (M-PLAY-1)")
        card = cards[0]
        action: Action = PlayCard(card)
        face_down = state.hands[DUMMY] & ~state.dummy_up
        if state.players == 1 and hand == DUMMY and face_down >> card & 1:
            action = PlayFaceDown(state.layout.index(card))  # M-1P-4: played by its place
        for event in report.apply(state, action, play, names, trick=k):
            if isinstance(event, TrickWon):
                won = event
    assert won is not None
    text = " ".join(f"{names[h]}:{card_label(c)}" for h, c in won.plays)
    report.lines.append(
        f"round {round_no} trick {k}: {text} -> {names[won.winner]} wins "
        f"({won.reason}, {won.rule_id})"
    )
    check_winner(node, names[won.winner], "trick", won.reason, won.rule_id, k)


def _check_result(state: MustFollowState, node: Node, names: list[str]) -> None:
    result = state.result
    outcome = node.opt("outcome")
    if outcome is not None:
        if result is None:
            raise outcome.fail("the record stops before the game is over (M-GOAL-1)")
        if outcome.choice(("win", "loss")) != result.outcome:
            raise RecordError(
                f"the record's outcome is {outcome.as_str()}, the rules give {result.outcome}",
                path=outcome.path,
                rule_id=str(result.detail["rule_id"]),
            )
    score = node.opt("score")
    if score is not None and result is not None and score.as_int() != result.detail["score"]:
        raise RecordError(
            f"the record's score is {score.as_int()}, the rules give {result.detail['score']}",
            path=score.path,
            rule_id="M-SCORE-1",
        )
    rounds = node.opt("rounds")
    for r, entry in enumerate(rounds.as_list() if rounds is not None else []):
        if r >= len(state.round_results):
            raise entry.fail(f"round {r + 1} was not finished")
        taken = state.round_results[r][0]
        for name, value in entry.get("taken").items():
            if name not in names:
                raise value.invalid(f"{name!r} is not a seat")
            got = taken[names.index(name)]
            if value.as_int() != got:
                raise RecordError(
                    f"the record gives {name} {value.as_int()} tricks in round "
                    f"{r + 1}; the tricks give {got}",
                    path=value.path,
                    seat=name,
                    rule_id="M-GOAL-1",
                )


def mustfollow_record(log: DealLog, names: list[str], source: str) -> dict[str, Any]:
    """The ``trick-record/1`` object of a must-follow deal log (docs/records.md). ``names``
    are by seat; for 1 player a second name is the dummy's (``"dummy"`` if not given)."""
    from ...deal_log import codes, record_head

    state = log.initial_state()
    assert isinstance(state, MustFollowState)
    hand_names = list(names[: state.players])
    if state.players == 1:  # the dummy's name: the second one given, else "dummy"
        hand_names.append(
            names[1] if len(names) > 1 else "dummy" if names[0] != "dummy" else "Dummy"
        )
    turn_ups: list[list[str]] = [[] for _ in range(state.rounds)]
    for action in log.actions:
        if isinstance(action, TurnUp):
            turn_ups[state.round_no - 1].append(card_code(state.layout[action.slot]))
        state.apply(action)
    step = state.step
    n = state.hands_n
    order = [hand_names[(i * step) % n] for i in range(n)]
    the_deal = state.game_deal
    record = record_head(log, order, source)
    record["dealer"] = hand_names[the_deal.dealer]
    for key, hands in zip(("hands", "hands_round2"), the_deal.hands, strict=False):
        record[key] = {hand_names[h]: codes(cards_in(mask)) for h, mask in enumerate(hands)}
    if the_deal.center is not None:
        record["center"] = card_code(the_deal.center)
    if state.players == 1:
        record["layouts"] = [codes(places) for places in the_deal.layouts]
        if any(turn_ups):
            record["turn_ups"] = turn_ups
    record["redeals"] = list(the_deal.redeals)
    record["tricks"] = [
        {
            "round": r,
            "n": [k],
            "lead": hand_names[leader],
            "plays": [[hand_names[h], [card_code(c)]] for h, c in plays],
            "joker_suit": None,
            "winner": hand_names[winner],
        }
        for r, k, leader, plays, winner in state.completed
    ]
    if log.talk:
        record["talk"] = [
            {
                "after": said.after,
                "seat": hand_names[said.seat],
                "message": {
                    **said.message.to_json(),
                    "to": None if said.message.to is None else hand_names[said.message.to],
                },
            }
            for said in log.talk
        ]
    result = state.result
    if result is not None:
        record["result"] = {
            "outcome": result.outcome,
            "score": result.detail["score"],
            "rounds": [
                {
                    "taken": {hand_names[h]: t for h, t in enumerate(taken)},
                    "last_cards": {hand_names[h]: card_code(c) for h, c in enumerate(last)},
                    "ok": ok,
                }
                for taken, last, ok in state.round_results
            ],
        }
    return record
