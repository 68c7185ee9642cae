"""Reading ``trick-record/1`` files (docs/records.md) with errors that name the JSON path.

``Node`` wraps a parsed JSON value together with its path (``$.tricks[3].plays[1]``), so
every accessor can say exactly which field is at fault. Games replay the validated record
(each game's ``GameSpec.replay_record``); ``replay_file`` dispatches on the record's
``game``.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from pydantic import BaseModel, ValidationError

from . import safe_file
from .actions import Action
from .cards import SUIT_LETTERS, Card, CardParseError, card_code, parse_card
from .core import DealResult, GameState
from .errors import IllegalActionError, RecordError, UnusableRecordError
from .events import Event

if TYPE_CHECKING:
    from .deal_log import DealLog

FORMAT = "trick-record/1"
#: The outcomes a record's ``result.outcome`` may give (declarer-against-coalition games).
OUTCOMES = ("declarer_side_wins", "coalition_wins")

_Rules = TypeVar("_Rules")


class Node:
    """A JSON value and its path. An accessor that finds the wrong kind of value, or no
    value, raises ``UnusableRecordError`` naming the path (the file's problem); ``fail`` is
    for what the rules refuse (a ``RecordError``: the record disagrees with them)."""

    __slots__ = ("path", "value")

    def __init__(self, value: Any, path: str = "$") -> None:
        self.value = value
        self.path = path

    def fail(self, message: str) -> RecordError:
        """What the rules refuse at this field: the record disagrees with them."""
        return RecordError(message, path=self.path)

    def invalid(self, message: str) -> UnusableRecordError:
        """This field is not what a record holds here: the file is not a usable record."""
        return UnusableRecordError(message, path=self.path)

    def has(self, key: str) -> bool:
        return isinstance(self.value, dict) and key in self.value

    def get(self, key: str) -> Node:
        if not isinstance(self.value, dict):
            raise self.invalid(f"expected an object, found {_kind(self.value)}")
        if key not in self.value:
            raise self.invalid(f"missing field {key!r}")
        return Node(self.value[key], f"{self.path}.{key}")

    def opt(self, key: str) -> Node | None:
        if self.has(key) and self.value[key] is not None:
            return self.get(key)
        return None

    def items(self) -> Iterator[tuple[str, Node]]:
        if not isinstance(self.value, dict):
            raise self.invalid(f"expected an object, found {_kind(self.value)}")
        for key, value in self.value.items():
            yield key, Node(value, f"{self.path}.{key}")

    def as_list(self) -> list[Node]:
        if not isinstance(self.value, list):
            raise self.invalid(f"expected a list, found {_kind(self.value)}")
        return [Node(v, f"{self.path}[{i}]") for i, v in enumerate(self.value)]

    def as_str(self) -> str:
        if not isinstance(self.value, str):
            raise self.invalid(f"expected a string, found {_kind(self.value)}")
        return self.value

    def as_int(self) -> int:
        if isinstance(self.value, bool) or not isinstance(self.value, int):
            raise self.invalid(f"expected a whole number, found {_kind(self.value)}")
        return self.value

    def as_card(self) -> Card:
        try:
            return parse_card(self.as_str())
        except CardParseError as exc:
            raise self.invalid(str(exc)) from None

    def as_cards(self) -> list[Card]:
        return [n.as_card() for n in self.as_list()]

    def choice(self, options: tuple[str, ...] | list[str]) -> str:
        text = self.as_str()
        if text not in options:
            raise self.invalid(f"{shown(text)} is not one of {', '.join(options)}")
        return text


def shown(text: str, limit: int = 40) -> str:
    """``text`` quoted for a one-line message, cut short when long (a record is anybody's
    file: a 'name' may be a megabyte)."""
    return repr(text if len(text) <= limit else text[:limit] + "...")


def _kind(value: Any) -> str:
    if value is None:
        return "null"
    return {
        dict: "an object",
        list: "a list",
        str: "a string",
        bool: "true/false",
        int: "a number",
        float: "a number",
    }.get(type(value), type(value).__name__)


@dataclass
class ReplayReport:
    """What a replay found: one line per trick, and the disagreements (empty = agreement).
    ``log`` collects the deal and every action applied as the replay goes (``begin`` and
    ``apply``), so checking a record and reading it are one pass; ``state`` is the deal
    where the replay stands (after every action, once it ends), so a caller who wants the
    deal's result need not apply the actions again."""

    source: str
    lines: list[str] = field(default_factory=list)
    errors: list[RecordError] = field(default_factory=list)
    log: DealLog | None = None
    state: GameState | None = None

    @property
    def ok(self) -> bool:
        return not self.errors

    def begin(self, game: str, rules: BaseModel, preset: str | None, state: GameState) -> None:
        """The replay starts from ``state`` (fresh, or set up at the contract)."""
        from .deal_log import DealLog, deal_data

        self.log = DealLog(game, rules, preset, state.players, deal_data(state), [])
        self.state = state

    def apply(
        self,
        state: GameState,
        action: Action,
        node: Node,
        seats: list[str],
        trick: int | None = None,
    ) -> list[Event]:
        """``apply_recorded``, keeping the action in the log."""
        events = apply_recorded(state, action, node, seats, trick)
        if self.log is not None:
            self.log.actions.append(action)
        self.state = state
        return events


def run_replay(
    root: Node, source: str, replay: Callable[[Node, ReplayReport], None]
) -> ReplayReport:
    """Run a game's ``replay(root, report)``; the first disagreement it raises ends the
    replay and is kept in ``report.errors``."""
    report = ReplayReport(source)
    try:
        replay(root, report)
    except RecordError as exc:
        report.errors.append(exc)
    return report


def read_rules(
    root: Node, presets: Mapping[str, _Rules], model: type[BaseModel]
) -> tuple[_Rules, str | None]:
    """The record's rules and the preset name (``None`` for a custom rule set given in full
    in ``rules``, which ``model`` validates). ``preset`` is only ever looked up among the
    game's own presets by name: a record never names a file to open (issue #24), so
    ``"/etc/passwd"`` or a FIFO is an unknown name like any other."""
    custom = root.opt("rules")
    if custom is not None:
        try:
            rules: Any = model.model_validate(custom.value)
        except ValidationError as exc:
            first = exc.errors()[0]
            where = "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in first["loc"])
            raise UnusableRecordError(first["msg"], path=custom.path + where) from None
        return rules, None
    node = root.get("preset")
    name = node.as_str()
    if name not in presets:
        raise node.invalid(
            f"unknown preset {shown(name)}: a record names one of the game's presets "
            f"({', '.join(presets)}) or writes its rules out in full in 'rules'"
        )
    return presets[name], name


class Seats:
    """The record's ``seats``: distinct names, in seat order."""

    def __init__(self, root: Node) -> None:
        self.node = root.get("seats")
        self.names = [n.as_str() for n in self.node.as_list()]
        if len(set(self.names)) != len(self.names):
            raise self.node.invalid("seat names must be different")
        self._index = {name: i for i, name in enumerate(self.names)}

    def count_for(self, rules_name: str, allowed: Sequence[int], rule_id: str) -> int:
        """How many seats there are; the rules must allow that many players (``rule_id``)."""
        players = len(self.names)
        if players not in allowed:
            raise self.node.fail(
                f"the {rules_name} rules are for {allowed} players, not {players} ({rule_id})"
            )
        return players

    def seat_of(self, node: Node) -> int:
        """The seat named by ``node``."""
        name = node.as_str()
        if name not in self._index:
            raise node.invalid(f"{shown(name)} is not one of the seats {self.names}")
        return self._index[name]


def read_deal(
    root: Node, seats: list[str], size: int, rule_ids: str, copies: int, copy_rule: str
) -> tuple[list[list[Card]], list[Card]]:
    """The record's hands, each of ``size`` cards (a wrong count cites ``rule_ids``), and
    kitty; no card may be dealt more than ``copies`` times (``copy_rule``, named by its
    code as the record writes it)."""
    hands_node = root.get("hands")
    hands = []
    for name in seats:
        hand_node = hands_node.get(name)
        hand = hand_node.as_cards()
        if len(hand) != size:
            raise hand_node.fail(
                f"{len(hand)} cards; {len(seats)} players hold {size} each ({rule_ids})"
            )
        hands.append(hand)
    kitty = root.get("kitty").as_cards()
    seen = Counter(c for h in hands for c in h) + Counter(kitty)
    extra = [card_code(c) for c, k in seen.items() if k > copies]
    if extra:
        times = {1: "once", 2: "twice"}.get(copies, f"{copies} times")
        raise hands_node.fail(f"cards dealt more than {times}: {', '.join(extra)} ({copy_rule})")
    return hands, kitty


def read_exchange(
    root: Node, kitty: Sequence[Card], kitty_size: int, who: str, take_rule: str, discard_rules: str
) -> list[Node]:
    """Check the record's ``exchange``: ``who`` takes exactly the kitty and discards
    ``kitty_size`` cards; returns the discard nodes, in order."""
    exchange = root.get("exchange")
    take_node = exchange.get("take")
    if Counter(take_node.as_cards()) != Counter(kitty):
        raise take_node.fail(f"{who} takes exactly the kitty ({take_rule})")
    discard_node = exchange.get("discard")
    discards = discard_node.as_list()
    if len(discards) != kitty_size:
        raise discard_node.fail(
            f"{len(discards)} discards; {who} discards exactly {kitty_size} ({discard_rules})"
        )
    return discards


def replay_exchange(
    root: Node,
    state: GameState,
    kitty: Sequence[Card],
    kitty_size: int,
    report: ReplayReport,
    seats: list[str],
    who: str,
    take_rule: str,
    discard_rules: str,
    discard: Callable[[Card], Action],
) -> bool:
    """Apply the record's kitty exchange (Napoleon, Rettler); False when the record has
    none (it stops before the exchange; tricks without an exchange are refused). A record
    with fewer discards than the kitty stops in the exchange: they are applied."""
    tricks = root.has("tricks") and bool(root.get("tricks").as_list())
    exchange = root.opt("exchange")
    if exchange is None:
        if tricks:
            root.get("exchange")  # raises: the tricks need the exchange first
        return False
    discards = exchange.get("discard").as_list()
    if tricks or len(discards) >= kitty_size:
        discards = read_exchange(root, kitty, kitty_size, who, take_rule, discard_rules)
    for node in discards:
        report.apply(state, discard(node.as_card()), node, seats)
    return True


def named_suit(trick: Node) -> int | None:
    """The suit a trick entry's ``joker_suit`` names, if any."""
    node = trick.opt("joker_suit")
    return None if node is None else SUIT_LETTERS.index(node.choice(tuple(SUIT_LETTERS)))


def split_play(play: Node) -> tuple[Node, Node]:
    """A trick entry's play ``[seat, [cards]]`` as its two nodes."""
    pair = play.as_list()
    if len(pair) != 2:
        raise play.invalid("a play is [seat, [cards]]")
    return pair[0], pair[1]


def replay_calls(
    state: GameState,
    node: Node,
    table: Seats,
    report: ReplayReport,
    read_action: Callable[[dict[str, Any]], Action],
    rule_id: str = "N-SEAT-2",
) -> None:
    """Apply a record's ``bidding`` (docs/records.md): ``[seat, action]`` pairs in order,
    each action as ``Action.to_json`` writes it."""
    seats = table.names
    for pair in node.as_list():
        parts = pair.as_list()
        if len(parts) != 2:
            raise pair.invalid("a call is [seat, action]")
        seat_node, call_node = parts
        seat = table.seat_of(seat_node)
        current = state.current_seat
        if current is None:
            raise pair.fail("the deal is already over")
        if seat != current:
            raise RecordError(
                f"{seats[seat]} calls out of turn; it is {seats[current]}'s turn ({rule_id})",
                path=seat_node.path,
                seat=seats[seat],
                rule_id=rule_id,
            )
        if not isinstance(call_node.value, dict):
            raise call_node.invalid('expected an action object such as {"kind": "pass"}')
        try:
            action = read_action(call_node.value)
        except (ValueError, KeyError, TypeError, CardParseError) as exc:
            text = f"missing {exc}" if isinstance(exc, KeyError) else str(exc)
            raise call_node.invalid(f"not an action: {text}") from None
        report.apply(state, action, call_node, seats)


def check_scores(node: Node, seats: list[str], result: DealResult | None) -> None:
    """Compare a record's ``result.scores`` (each seat's score change, docs/records.md) with
    the engine's; ``node`` is ``result``."""
    scores = node.opt("scores")
    if scores is None:
        return
    if result is None:
        raise scores.fail("the record stops before the deal is scored")
    for name, value in scores.items():
        if name not in seats:
            raise value.invalid(f"{shown(name)} is not a seat")
        got = result.scores[seats.index(name)]
        if value.as_int() != got:
            raise RecordError(
                f"the record gives {name} {value.as_int()}; the rules give {got}",
                path=value.path,
                seat=name,
            )


def apply_recorded(
    state: GameState, action: Action, node: Node, seats: list[str], trick: int | None = None
) -> list[Event]:
    """Apply a recorded action; one the rules forbid is a ``RecordError`` at ``node``
    citing the rule."""
    seat = state.current_seat
    try:
        return state.apply(action)
    except IllegalActionError as exc:
        raise RecordError(
            exc.reason,
            path=node.path,
            trick=trick,
            seat=seats[seat] if seat is not None else None,
            rule_id=exc.rule_id,
        ) from None


def check_winner(trick: Node, winner: str, unit: str, reason: str, rule_id: str, k: int) -> None:
    """Compare a trick entry's ``winner`` with the seat the rules give ``unit`` to."""
    recorded = trick.get("winner")
    if recorded.as_str() != winner:
        raise RecordError(
            f"the record says {recorded.as_str()} won, but the rules give the "
            f"{unit} to {winner} ({reason})",
            path=recorded.path,
            trick=k,
            seat=recorded.as_str(),
            rule_id=rule_id,
        )


def check_outcome(
    node: Node,
    result: DealResult | None,
    decided: Callable[[], str | None],
    undecided_rule: str,
    rule_id: str,
) -> None:
    """Compare a record's ``result.outcome`` (``node`` is ``result``) with the engine's: the
    deal's result, or for a record that stops early what ``decided()`` (``"make"``,
    ``"break"`` or ``None``) says; a difference cites ``rule_id``."""
    outcome_node = node.opt("outcome")
    if outcome_node is None:
        return
    recorded = outcome_node.choice(OUTCOMES)
    if result is not None:
        outcome = result.outcome
    else:
        made = decided()
        if made is None:
            raise outcome_node.fail(
                f"the record stops before the outcome is decided ({undecided_rule})"
            )
        outcome = "declarer_side_wins" if made == "make" else "coalition_wins"
    if recorded != outcome:
        raise RecordError(
            f"the record's outcome is {recorded}, the rules give {outcome}",
            path=outcome_node.path,
            rule_id=rule_id,
        )


def check_point_totals(
    node: Node,
    seats: list[str],
    points_by_seat: Sequence[int],
    side: int,
    coalition: int,
    rule_id: str,
) -> None:
    """Compare a record's ``result.point_cards`` and ``result.side_totals`` (``node`` is
    ``result``) with the engine's counts; a difference is a ``RecordError`` citing
    ``rule_id``."""
    points_node = node.opt("point_cards")
    if points_node is not None:
        for name, value in points_node.items():
            if name not in seats:
                raise value.invalid(f"{shown(name)} is not a seat")
            got = points_by_seat[seats.index(name)]
            if value.as_int() != got:
                raise RecordError(
                    f"the record gives {name} {value.as_int()} point cards; the tricks give {got}",
                    path=value.path,
                    seat=name,
                    rule_id=rule_id,
                )
    totals = node.opt("side_totals")
    if totals is not None:
        for key, got in (("declarer_side", side), ("coalition", coalition)):
            if totals.has(key) and totals.get(key).as_int() != got:
                raise RecordError(
                    f"the record gives the {key} {totals.get(key).as_int()} point "
                    f"cards; the tricks and discards give {got}",
                    path=totals.get(key).path,
                    rule_id=rule_id,
                )


def load_record(path: str | Path) -> Node:
    """Parse a record file; malformed JSON is reported with its line and column."""
    path = Path(path)
    try:
        raw = safe_file.read_bytes(path)  # regular files only, at most 16 MiB
    except OSError as exc:
        raise RecordError(f"cannot read {path}: {exc.strerror or exc}") from None
    try:
        # bytes, not text: json reads UTF-8 with or without a BOM, and UTF-16/32 (RFC 8259)
        data = json.loads(raw)
    except UnicodeDecodeError as exc:
        raise UnusableRecordError(
            f"not a text file in UTF-8 or UTF-16 (byte {raw[exc.start]:#04x} at "
            f"offset {exc.start} is not {exc.encoding})"
        ) from None
    except json.JSONDecodeError as exc:
        raise UnusableRecordError(
            f"not valid JSON: {exc.msg} (line {exc.lineno}, column {exc.colno})", path="$"
        ) from None
    except RecursionError:
        raise UnusableRecordError("not a record: its JSON is nested too deeply", path="$") from None
    root = Node(data)
    fmt = root.get("format")
    if fmt.as_str() != FORMAT:
        raise fmt.invalid(f"unknown format {shown(str(fmt.value))}; expected {FORMAT!r}")
    return root


def replay_node(root: Node, source: str = "record") -> ReplayReport:
    """Replay a record by its game's rules (``GameSpec.replay_record``)."""
    from .registry import game_names, get_game

    game_field = root.get("game")
    game = game_field.choice(game_names())
    replay = get_game(game).replay_record
    if replay is None:
        raise game_field.invalid(f"{game} records cannot be replayed")
    return replay(root, source)


def replay_file(path: str | Path) -> ReplayReport:
    """Replay one record file. Malformed files and rule breaches both end up in
    ``report.errors`` (never an exception)."""
    report = ReplayReport(str(path))
    try:
        root = load_record(path)
        return replay_node(root, str(path))
    except RecordError as exc:
        report.errors.append(exc)
        return report


def check_settled_contract(state: Any, contract: Node, table: Seats, rule_id: str) -> None:
    """The contract a record states must be the one its bidding settled (``state`` after the
    auction: ``declarer``, ``trump``, ``count``)."""
    seats = table.names
    declarer = table.seat_of(contract.get("declarer"))
    trump = contract.get("trump").as_str()
    count = contract.get("bid").as_int()
    if (declarer, trump, count) != (state.declarer, state.trump, state.count):
        raise contract.fail(
            f"the bidding settles {seats[state.declarer]} {state.trump} "
            f"{state.count}, not {seats[declarer]} {trump} {count} ({rule_id})"
        )


def check_unplayed_outcome(state: GameState, root: Node, seats: list[str]) -> None:
    """A deal that ended before play (a misdeal, nobody bid): its outcome and scores."""
    result = root.get("result")
    outcome = result.get("outcome")
    assert state.result is not None
    if outcome.as_str() != state.result.outcome:
        raise RecordError(
            f"the record's outcome is {outcome.as_str()}, the rules give {state.result.outcome}",
            path=outcome.path,
            rule_id=str(state.result.detail.get("rule_id", "")) or None,
        )
    check_scores(result, seats, state.result)
