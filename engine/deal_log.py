"""One deal written down exactly: the rules, the explicit deal and every action applied.

A ``DealLog`` is what a score-sheet row needs to be shown again trick by trick, saved with a
match, or exported as a ``trick-record/1`` file (``to_record``; the format, with every
game's fields, is docs/records.md). The deal is game-specific JSON-able data made by
the game's ``GameSpec.deal_data`` and read back by its ``from_deal_data``; the actions are
re-applied through the state machine, so a log never holds a second copy of the rules.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from contextvars import ContextVar
from dataclasses import dataclass
from dataclasses import field as data_field
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ValidationError

from .actions import Action
from .cards import Card, CardParseError, card_code, parse_card
from .core import GameState
from .errors import IllegalActionError
from .events import TrickWon
from .registry import GameSpec, game_names, get_game, spec_of

if TYPE_CHECKING:
    from .record import Node


@dataclass(frozen=True)
class Said:
    """A table-talk message of the co-op game (M-TALK): ``seat`` sent ``message`` (the
    game's ``Message``) when ``after`` actions of the log had been applied."""

    after: int
    seat: int
    message: Any

    def to_json(self) -> dict[str, Any]:
        return {"after": self.after, "seat": self.seat, "message": self.message.to_json()}


@dataclass
class DealLog:
    """One deal, enough to rebuild it exactly: the actions and, in the co-op game, the table
    talk (M-TALK), which is not a turn but changes what the partners know (M-SOLVE-7)."""

    game: str
    params: BaseModel
    preset: str | None
    players: int
    deal: dict[str, Any]
    actions: list[Action]
    talk: list[Said] = data_field(default_factory=list)

    @property
    def spec(self) -> GameSpec:
        return get_game(self.game)

    def initial_state(self) -> GameState:
        """The deal as dealt, before any action."""
        build = self.spec.from_deal_data
        if build is None:
            raise ValueError(f"game: {self.game} deals cannot be rebuilt")
        return build(self.params, self.players, self.deal)

    def states(self) -> list[GameState]:
        """The state after each action; index 0 is the deal as dealt. State ``i`` has the
        talk said after ``i`` actions (``after <= i``) in its messages."""
        state = self.initial_state()
        said_so_far = self.say(state, 0, 0)
        out = [state.copy()]
        for i, action in enumerate(self.actions):
            _apply(state, action, i)
            said_so_far = self.say(state, said_so_far, i + 1)
            out.append(state.copy())
        return out

    def final_state(self) -> GameState:
        """The state after every action (cheaper than ``states()[-1]``)."""
        state = self.initial_state()
        said_so_far = self.say(state, 0, 0)
        for i, action in enumerate(self.actions):
            _apply(state, action, i)
            said_so_far = self.say(state, said_so_far, i + 1)
        return state

    def say(self, state: GameState, start: int, done: int, stop: int | None = None) -> int:
        """Send ``talk[start:]`` up to the first message said later than after ``done``
        actions (and before ``talk[stop]``) on ``state``; returns the next message's index.
        A message the rules refuse raises ``ValueError`` naming it (``talk[2] ...``)."""
        end = len(self.talk) if stop is None else stop
        t = start
        while t < end and self.talk[t].after <= done:
            entry = self.talk[t]
            try:
                state.say(entry.seat, entry.message)  # type: ignore[attr-defined]
            except IllegalActionError as exc:
                raise ValueError(f"talk[{t}] ({entry.message.to_json()}): {exc}") from None
            t += 1
        return t

    def trick_marks(self) -> list[int]:
        """Action counts at which a trick (a Rettler round) was complete: 0 first (the deal as
        dealt), then one per trick, and the number of actions last (the end of the log)."""
        state = self.initial_state()
        marks = [0]
        for i, action in enumerate(self.actions):
            if any(isinstance(e, TrickWon) for e in _apply(state, action, i)):
                marks.append(i + 1)
        if marks[-1] != len(self.actions):
            marks.append(len(self.actions))
        return marks

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"game": self.game, "players": self.players, "preset": self.preset}
        if self.preset is None:
            data["params"] = self.params.model_dump(mode="json")
        data["deal"] = self.deal
        data["actions"] = [a.to_json() for a in self.actions]
        if self.talk:
            data["talk"] = [said.to_json() for said in self.talk]
        return data

    @classmethod
    def from_json(cls, data: Any) -> DealLog:
        """Read ``to_json``'s output back; bad data raises ``ValueError`` naming the field
        (``actions[3]: ...``), and a deal or an action the rules refuse does too."""
        if not isinstance(data, dict):
            raise ValueError("deal log: expected an object")
        game = data.get("game")
        if game not in game_names():
            raise ValueError(f"game: {game!r} is not one of {', '.join(game_names())}")
        spec = get_game(game)
        players = data.get("players")
        if (
            isinstance(players, bool)
            or not isinstance(players, int)
            or players not in spec.player_counts
        ):
            raise ValueError(
                f"players: {game} is played by "
                f"{', '.join(map(str, spec.player_counts))} players, not {players!r}"
            )
        preset = data.get("preset")
        params = _params(spec, preset, data.get("params"))
        deal = data.get("deal")
        if not isinstance(deal, dict):
            raise ValueError("deal: expected an object")
        raw = data.get("actions", [])
        if not isinstance(raw, list):
            raise ValueError("actions: expected a list")
        actions = []
        for i, item in enumerate(raw):
            try:
                if not isinstance(item, dict):
                    raise ValueError("expected an object")
                actions.append(spec.action_from_json(item))
            except (ValueError, KeyError, TypeError, CardParseError) as exc:
                text = f"missing {exc}" if isinstance(exc, KeyError) else str(exc)
                raise ValueError(f"actions[{i}]: not an action ({text})") from None
        talk = _talk(spec, data.get("talk", []), players, len(actions))
        log = cls(game, params, preset, players, deal, actions, talk)
        try:
            log.final_state()
        except ValueError as exc:
            message = str(exc)
            known = message.startswith(("actions[", "deal", "talk["))
            raise ValueError(message if known else f"deal: {message}") from None
        return log


def _talk(spec: GameSpec, raw: Any, players: int, actions: int) -> list[Said]:
    """The ``talk`` field of a log's JSON, checked for form (the rules check the rest when
    the log is replayed); a message is read by the game's ``GameSpec.read_message``."""
    if not isinstance(raw, list):
        raise ValueError("talk: expected a list")
    read_message = spec.read_message
    if not raw:
        return []
    if read_message is None:
        raise ValueError(f"talk: only the co-op game has table talk (M-TALK), not {spec.name}")
    out: list[Said] = []
    for i, item in enumerate(raw):
        try:
            if not isinstance(item, dict):
                raise ValueError("expected an object")
            after, seat = item["after"], item["seat"]
            if isinstance(after, bool) or not isinstance(after, int) or not 0 <= after <= actions:
                raise ValueError(f"after: {after!r} is not an action count 0..{actions}")
            if out and after < out[-1].after:
                raise ValueError("after: messages must be in the order they were said")
            if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players:
                raise ValueError(f"seat: {seat!r} is not one of 0..{players - 1}")
            if not isinstance(item["message"], dict):
                raise ValueError("message: expected an object")
            out.append(Said(after, seat, read_message(item["message"])))
        except (ValueError, KeyError, TypeError, CardParseError) as exc:
            text = f"missing {exc}" if isinstance(exc, KeyError) else str(exc)
            raise ValueError(f"talk[{i}]: not a message ({text})") from None
    return out


def _apply(state: GameState, action: Action, i: int) -> list[Any]:
    try:
        return state.apply(action)
    except IllegalActionError as exc:
        raise ValueError(f"actions[{i}] ({action.label()}): {exc}") from None


def _params(spec: GameSpec, preset: Any, params: Any) -> BaseModel:
    if preset is not None:
        if not isinstance(preset, str) or preset not in spec.presets:
            raise ValueError(
                f"preset: {preset!r} is not a {spec.name} preset; known: {', '.join(spec.presets)}"
            )
        return spec.presets[preset]
    if not isinstance(params, dict):
        raise ValueError("params: a log without a preset name holds the full rule set")
    try:
        return spec.params_model.model_validate(params)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        raise ValueError(
            f"params.{where}: {first['msg']}" if where else f"params: {first['msg']}"
        ) from None


def preset_name(spec: GameSpec, params: BaseModel) -> str | None:
    """The name of the preset ``params`` is, or ``None`` for a custom rule set."""
    name = getattr(params, "name", None)
    if isinstance(name, str) and spec.presets.get(name) == params:
        return name
    return None


def deal_data(state: GameState) -> dict[str, Any]:
    """The explicit deal of ``state`` (a fresh one or one in progress)."""
    spec = _spec_of(state)
    assert spec.deal_data is not None
    return spec.deal_data(state)


def _spec_of(state: GameState) -> GameSpec:
    """The game of ``state``, which must keep its deal data (saves, records, the coach)."""
    spec = spec_of(state)
    if spec.deal_data is None:
        raise ValueError(f"no game keeps deal data for {type(state).__name__}")
    return spec


def log_of(state: GameState, actions: Sequence[Action], preset_name: str | None) -> DealLog:
    """The log of ``state``'s deal; ``actions`` are every action applied to it so far. The
    co-op game's table talk comes with it (``state.messages``): with two or more players
    every action is a card, so a message's count of cards played before it is its place
    among the actions."""
    spec = _spec_of(state)
    params: BaseModel = state.rules  # type: ignore[attr-defined]
    talk = [
        Said(entry.plays_before, entry.seat, entry.message)
        for entry in getattr(state, "messages", ())
    ]
    return DealLog(
        spec.name, params, preset_name, state.players, deal_data(state), list(actions), talk
    )


#: The deal being written by ``to_record`` and the state it ends in, when its caller has
#: just played it (``played``): ``played_with_calls`` then plays only the calls again.
_PLAYED: ContextVar[tuple[DealLog, GameState] | None] = ContextVar("played", default=None)


def to_record(
    log: DealLog, seat_names: list[str], source: str, played: GameState | None = None
) -> dict[str, Any]:
    """The deal as a ``trick-record/1`` object (docs/records.md). ``played``: the state the
    log's actions end in, when the caller has it at hand (a self-play that exports every
    deal), so that Napoleon's and Rettler's writers need not play the whole deal again; it
    must not change while the record is written. The record is the same, but that a Rettler
    hand then lists its cards copy by copy as they were dealt, not as the log keeps them."""
    if len(seat_names) < log.players or len(set(seat_names[: log.players])) < log.players:
        raise ValueError(f"seat_names: {log.players} different names are needed")
    write = log.spec.write_record
    if write is None:
        raise ValueError(f"game: {log.game} deals cannot be written as records")
    token = _PLAYED.set(None if played is None else (log, played))
    try:
        return write(log, list(seat_names), source)
    finally:
        _PLAYED.reset(token)


def record_head(log: DealLog, names: list[str], source: str) -> dict[str, Any]:
    """The fields every record starts with; a custom rule set is written out in full
    (``rules``, docs/records.md) since its name alone cannot be loaded again."""
    head: dict[str, Any] = {
        "format": "trick-record/1",
        "source": source,
        "game": log.game,
        "preset": log.preset or getattr(log.params, "name", "custom"),
    }
    if log.preset is None:
        head["rules"] = log.params.model_dump(mode="json")
    head["seats"] = names
    return head


def played_with_calls(
    log: DealLog, names: list[str], bidding_phases: Collection[str]
) -> tuple[GameState, list[list[Any]]]:
    """The log played to its end, and its calls: ``[seat name, action JSON]`` for every
    action taken while the phase was one of ``bidding_phases`` (Napoleon, Rettler). When
    ``to_record`` was given the state the log ends in, only the calls are played again:
    the bidding phases come before the contract, so the first action of another phase ends
    them."""
    known = _PLAYED.get()
    played = known[1] if known is not None and known[0] is log else None
    state = log.initial_state()
    calls: list[list[Any]] = []
    for action in log.actions:
        if state.phase in bidding_phases:
            assert state.current_seat is not None
            calls.append([names[state.current_seat], action.to_json()])
        elif played is not None:
            return played, calls
        state.apply(action)
    return state, calls


def log_from_record(root: Node) -> DealLog:
    """The ``DealLog`` of a record: replayed through the rules in one pass that checks every
    trick and collects the actions. A record the rules refuse raises its ``RecordError``;
    one that stops early gives the log of what was played."""
    from .errors import RecordError
    from .record import replay_node

    report = replay_node(root)
    if report.errors:
        raise report.errors[0]
    if report.log is None:
        raise RecordError("the record holds no deal", path="$")
    return report.log


# --- reading deal data ------------------------------------------------------------------


def field(data: dict[str, Any], key: str, kind: type | tuple[type, ...]) -> Any:
    """``data[key]`` of the JSON type ``kind``; otherwise a ``ValueError`` naming ``key``."""
    if not isinstance(data, dict):
        raise ValueError("deal: expected an object")
    if key not in data:
        raise ValueError(f"deal.{key}: missing")
    value = data[key]
    if (isinstance(value, bool) and kind is not bool) or not isinstance(value, kind):
        raise ValueError(f"deal.{key}: expected {_kind_name(kind)}, found {value!r}")
    return value


def _kind_name(kind: type | tuple[type, ...]) -> str:
    names = {
        int: "a whole number",
        str: "a string",
        list: "a list",
        dict: "an object",
        bool: "true/false",
    }
    kinds = kind if isinstance(kind, tuple) else (kind,)
    return " or ".join(names.get(k, k.__name__) for k in kinds)


def previous_counts_field(data: dict[str, Any], players: int) -> list[int] | None:
    """The previous game's point-card counts per seat, which break a tie (N-VAR-5,
    R-VAR-4); None when the deal has none (a first game)."""
    if "previous_counts" not in data:
        return None
    raw = field(data, "previous_counts", list)
    if len(raw) != players or not all(isinstance(n, int) and n >= 0 for n in raw):
        raise ValueError(f"deal.previous_counts: {players} point-card counts are needed")
    return [int(n) for n in raw]


def seat_field(data: dict[str, Any], key: str, players: int) -> int:
    seat = int(field(data, key, int))
    if not 0 <= seat < players:
        raise ValueError(f"deal.{key}: seat {seat} is not one of 0..{players - 1}")
    return seat


def cards_field(value: Any, where: str) -> list[Card]:
    """A list of card codes at ``where`` (e.g. ``deal.hands[2]``)."""
    if not isinstance(value, list):
        raise ValueError(f"{where}: expected a list of card codes")
    out = []
    for i, code in enumerate(value):
        try:
            out.append(parse_card(code))
        except CardParseError as exc:
            raise ValueError(f"{where}[{i}]: {exc}") from None
    return out


def codes(cards: Sequence[Card]) -> list[str]:
    return [card_code(c) for c in cards]


@dataclass(frozen=True)
class HandsAndKitty:
    """The explicit deal of a Napoleon-family game (Napoleon, Rettler), read and checked:
    the hands, the kitty, dealer and opening seat, and the contract of a deal set up at the
    adjutant call (``None`` for a deal that starts with the auction)."""

    hands: list[list[Card]]
    kitty: list[Card]
    dealer: int
    opening_seat: int
    contract: dict[str, Any] | None


def read_hands_and_kitty(
    data: dict[str, Any], players: int, trumps: Sequence[str], rules_name: str
) -> HandsAndKitty:
    """``data`` as written by a Napoleon-family ``deal_data``; a ``ValueError`` names the
    field at fault (``deal.hands[2][4]``, ``deal.contract.trump``)."""
    hands = field(data, "hands", list)
    if len(hands) != players:
        raise ValueError(f"deal.hands: {len(hands)} hands for {players} players")
    cards = [cards_field(h, f"deal.hands[{i}]") for i, h in enumerate(hands)]
    kitty = cards_field(field(data, "kitty", list), "deal.kitty")
    return HandsAndKitty(
        cards,
        kitty,
        seat_field(data, "dealer", players),
        seat_field(data, "opening_seat", players),
        contract_field(data, players, trumps, rules_name),
    )


def contract_field(
    data: dict[str, Any], players: int, trumps: Sequence[str], rules_name: str
) -> dict[str, Any] | None:
    """The ``contract`` of a deal set up at the adjutant call, checked (``None``: none)."""
    if "contract" not in data:
        return None
    contract = dict(field(data, "contract", dict))
    trump = field(contract, "trump", str)
    if trump not in trumps:
        raise ValueError(f"deal.contract.trump: {trump!r} is not a trump of the {rules_name} rules")
    contract["declarer"] = seat_field(contract, "declarer", players)
    contract["count"] = int(field(contract, "count", int))
    contract["reverse"] = bool(contract.get("reverse", False))
    return contract


__all__ = ["DealLog", "Said", "deal_data", "log_from_record", "log_of", "preset_name", "to_record"]
