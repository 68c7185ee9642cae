"""Belote ``trick-record/1`` files (docs/records.md, "Belote"):
replaying one through the engine, and writing one from a ``DealLog``.

The replay rebuilds the pack (the record's ``pack``, or one consistent with its hands,
``candidate`` and ``bottom``), applies the bidding round by round, every meld announcement
and every card, so a call or play the rules forbid is reported with the rule that forbids
it. Each trick's recorded winner is compared with the engine's, and at the end the card
points, meld points, scores and outcome. The same pass collects the ``DealLog``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...actions import Action, Pass, PlayCard
from ...cards import SUIT_LETTERS, Card, card_code, card_label, cards_in, mask_of
from ...errors import RecordError
from ...events import TrickWon
from ...record import (
    Node,
    ReplayReport,
    check_winner,
    read_rules,
    run_replay,
    split_play,
)
from .actions import BID_CODES, PACKETS, AnnounceMeld, BeloteBid, ChoosePackets, SayBelote
from .deck import DECK
from .params import PRESETS, BeloteRules
from .state import ANNOUNCE, BIDDING, PACKETS_PHASE, PLAY, BeloteState

if TYPE_CHECKING:
    from ...deal_log import DealLog

CALLS = ("pass", *BID_CODES)


def replay_belote(root: Node, source: str = "record") -> ReplayReport:
    return run_replay(root, source, _replay)


class _Table:
    """The record's seats (in playing order) and the engine's seat numbers."""

    def __init__(self, root: Node, rules: BeloteRules) -> None:
        self.node = root.get("seats")
        order = [n.as_str() for n in self.node.as_list()]
        players = len(order)
        if players not in rules.players:
            raise self.node.fail(
                f"the {rules.name} rules are for {rules.players} players, not {players} (B-SEAT-1)"
            )
        if len(set(order)) != players:
            raise self.node.invalid("seat names must be different")
        self.players = players
        #: ``names[seat]``: the record lists seats in playing order, the engine numbers them
        #: so that play goes from ``seat`` to ``seat + step`` (B-VAR-1)
        self.names = [""] * players
        for i, name in enumerate(order):
            self.names[(i * rules.step) % players] = name
        self._seat = {name: s for s, name in enumerate(self.names)}

    def seat_of(self, node: Node) -> int:
        name = node.as_str()
        if name not in self._seat:
            raise node.invalid(f"{name!r} is not one of the seats {list(self._seat)}")
        return self._seat[name]


def _replay(root: Node, report: ReplayReport) -> None:
    rules, preset = read_rules(root, PRESETS, BeloteRules)
    table = _Table(root, rules)
    names = table.names
    hands = _read_hands(root, table)
    state = _deal(root, rules, table, hands)
    report.begin("belote", rules, preset, state)
    if state.phase == PACKETS_PHASE:
        node = root.get("packets")
        report.apply(state, ChoosePackets(node.choice(PACKETS)), node, names)
    _replay_bidding(state, root, table, report)
    if state.phase == "over":  # B-BID-4: a throw-in
        _check_outcome(root, state)
        return
    _check_deal(state, root, table, hands)
    announced = _announcements(root, table)
    tricks = root.get("tricks").as_list() if root.has("tricks") else []
    belote_plays = _belote_plays(root, table, tricks)
    for trick in tricks:
        if state.phase == "over":
            raise trick.fail("the deal is already over")
        _replay_trick(state, trick, table, report, announced, belote_plays)
    while state.phase == ANNOUNCE and not tricks:  # melds before play, record stops there
        _announce(state, announced, root, names, report)
    result = root.opt("result")
    if result is not None:
        _check_outcome(root, state)
        _check_result(state, result, table)


def _read_hands(root: Node, table: _Table) -> dict[int, list[Card]]:
    hands_node = root.get("hands")
    out: dict[int, list[Card]] = {}
    for seat, name in enumerate(table.names):
        node = hands_node.get(name)
        cards = node.as_cards()
        if any(c not in DECK for c in cards) or len(set(cards)) != len(cards):
            raise node.fail("a hand holds different cards A to 7 (B-CARD-1)")
        out[seat] = cards
    return out


def _deal(
    root: Node, rules: BeloteRules, table: _Table, hands: dict[int, list[Card]]
) -> BeloteState:
    """The deal: from the record's ``pack`` and ``dealer``, or a pack that gives exactly
    the recorded hands, candidate and bottom (the order within a hand is not recorded)."""
    players = table.players
    if root.has("pack"):
        node = root.get("pack")
        pack = node.as_cards()
        dealer = table.seat_of(root.get("dealer"))
    else:
        node = root
        pack, dealer = _pack_from_hands(root, rules, table, hands)
    try:
        return BeloteState(rules, players, pack, dealer=dealer)
    except ValueError as exc:
        raise node.fail(str(exc)) from None


def _pack_from_hands(
    root: Node, rules: BeloteRules, table: _Table, hands: dict[int, list[Card]]
) -> tuple[list[Card], int]:
    players = table.players
    rounds = root.get("bidding").as_list()
    first = rounds[0].get("calls").as_list() if rounds else []
    if not first:
        raise root.get("bidding").fail("the first round of calls names the eldest hand")
    eldest = table.seat_of(split_play(first[0])[0])
    dealer = (eldest - rules.step) % players
    order = [(eldest + i * rules.step) % players for i in range(players)]
    candidate = root.get("candidate").as_card()
    thrown_in = not root.has("contract")  # B-BID-4: only the first 5 cards were dealt
    bottom = root.get("bottom").as_card() if players == 3 and not thrown_in else None
    taker = -1 if thrown_in else table.seat_of(root.get("contract").get("declarer"))
    rest = {s: [c for c in hands[s] if c != candidate or players == 3 or s != taker] for s in order}
    sizes = {s: 5 if thrown_in else 8 - (players == 4 and s == taker) for s in order}
    for s in order:
        if len(rest[s]) != sizes[s]:
            raise (
                root.get("hands")
                .get(table.names[s])
                .fail(
                    f"{len(hands[s])} cards; every hand holds {5 if thrown_in else 8} here "
                    "(B-DEAL-2, B-DEAL-5, B-3P-2)"
                )
            )
    pack: list[Card] = []
    packets = root.get("packets").choice(PACKETS) if root.has("packets") else "3_then_2"
    for size, start in ((3, 0), (2, 3)) if packets == "3_then_2" else ((2, 0), (3, 2)):
        for s in order:
            pack += rest[s][start : start + size]
    pack.append(candidate)
    for s in order:
        pack += rest[s][5:]
    used = set(pack) | ({bottom} if bottom is not None else set())
    pack += [c for c in DECK if c not in used]
    if bottom is not None:
        pack.append(bottom)
    return pack, dealer


def _replay_bidding(state: BeloteState, root: Node, table: _Table, report: ReplayReport) -> None:
    names = table.names
    for number, rnd in enumerate(root.get("bidding").as_list(), 1):
        if rnd.get("round").as_int() != number:
            raise rnd.get("round").fail(f"expected round {number} (B-BID-1, B-BID-2)")
        for call in rnd.get("calls").as_list():
            seat_node, code_node = split_play(call)
            seat = table.seat_of(seat_node)
            if state.phase != BIDDING or state.bidding is None:
                raise call.fail("the bidding is already over")
            if state.bidding.round != number:
                raise rnd.get("round").fail(
                    f"this call is in round {state.bidding.round} (B-BID-2)"
                )
            if seat != state.seat_:
                raise RecordError(
                    f"{names[seat]} calls out of turn; it is {names[state.seat_]}'s turn",
                    path=seat_node.path,
                    seat=names[seat],
                    rule_id="B-BID-1",
                )
            code = code_node.choice(CALLS)
            action: Action = Pass() if code == "pass" else BeloteBid(code)
            report.apply(state, action, code_node, names)
    if state.phase == BIDDING:
        raise root.get("bidding").fail("the bidding stops before a contract or a throw-in")


def _check_deal(
    state: BeloteState, root: Node, table: _Table, hands: dict[int, list[Card]]
) -> None:
    """The recorded hands, candidate and contract are those the bidding and deal give."""
    assert state.contract is not None and state.candidate is not None
    for seat, name in enumerate(table.names):
        if mask_of(hands[seat]) != state.hands[seat]:
            dealt = " ".join(card_code(c) for c in cards_in(state.hands[seat]))
            raise root.get("hands").get(name).fail(f"the pack deals {name} {dealt} (B-DEAL-5)")
    if root.has("candidate") and root.get("candidate").as_card() != state.candidate:
        raise root.get("candidate").fail(
            f"the pack turns up {card_code(state.candidate)} (B-DEAL-3)"
        )
    contract = root.get("contract")
    taker = table.seat_of(contract.get("declarer"))
    trump = contract.get("trump").choice(BID_CODES)
    if (taker, trump) != (state.contract.taker, state.contract.bid):
        raise contract.fail(
            f"the bidding gives the contract {state.contract.bid} to "
            f"{table.names[state.contract.taker]} (B-BID-3)"
        )


def _announcements(root: Node, table: _Table) -> dict[int, str | None]:
    """What each seat announced: the record's ``announcements``, else the seats whose melds
    were shown announced their best meld."""
    out: dict[int, str | None] = {}
    node = root.opt("announcements")
    if node is not None:
        for pair in node.as_list():
            seat_node, what = split_play(pair)
            out[table.seat_of(seat_node)] = None if what.value is None else what.as_str()
        return out
    melds = root.opt("melds")
    for meld in melds.as_list() if melds is not None else []:
        out[table.seat_of(meld.get("seat"))] = "best"
    return out


#: Trick number -> seat -> the suit of the belote that seat said with its card in that trick
#: (``None``: not recorded, an older record's ``said_belote``); trick ``0`` holds the seat
#: of a record that names only the first belote (``belote``), said on its first sayable card.
BelotePlays = dict[int, dict[int, tuple[str | None, Node]]]


def _belote_plays(root: Node, table: _Table, tricks: list[Node]) -> BelotePlays:
    """Every belote said, by trick: ``tricks[].belotes`` (seat and suit, docs/records.md),
    else an older record's ``tricks[].said_belote`` (one seat per trick), else the record's
    ``belote`` seat on its first sayable card."""
    out: BelotePlays = {}
    for i, trick in enumerate(tricks):
        said: dict[int, tuple[str | None, Node]] = {}
        entries = trick.opt("belotes")
        if entries is not None:
            for entry in entries.as_list():
                seat = table.seat_of(entry.get("seat"))
                if seat in said:
                    raise entry.invalid("one belote per seat and trick: a seat plays one card")
                said[seat] = (entry.get("suit").choice(tuple(SUIT_LETTERS)), entry)
        elif trick.has("said_belote"):
            seat_node = trick.get("said_belote")
            said[table.seat_of(seat_node)] = (None, seat_node)
        if said:
            out[i + 1] = said
    first = root.opt("belote")
    if not out and first is not None:
        out[0] = {table.seat_of(first): (None, first)}
    return out


def _announce(
    state: BeloteState,
    announced: dict[int, str | None],
    node: Node,
    names: list[str],
    report: ReplayReport,
) -> None:
    seat = state.seat_
    best = state.best[seat]
    what = announced.get(seat)
    if what == "best" and best is not None:
        what = best.what
    action: Action = AnnounceMeld(what) if what else Pass()
    report.apply(state, action, node, names)


def _replay_trick(
    state: BeloteState,
    node: Node,
    table: _Table,
    report: ReplayReport,
    announced: dict[int, str | None],
    belote_plays: BelotePlays,
) -> None:
    names = table.names
    k = state.k
    numbers = [n.as_int() for n in node.get("n").as_list()]
    if numbers != [k]:
        raise node.get("n").fail(f"expected trick number [{k}], found {numbers}")
    plays = node.get("plays").as_list()
    if len(plays) != state.players:
        raise node.get("plays").fail(
            f"{len(plays)} plays; every one of the {state.players} "
            "players plays one card (B-PLAY-1)"
        )
    lead_node = node.get("lead")
    lead = table.seat_of(lead_node)
    won: TrickWon | None = None
    for i, play in enumerate(plays):
        while state.phase == ANNOUNCE:
            _announce(state, announced, play, names, report)
        if i == 0 and lead != state.seat_:
            raise RecordError(
                f"{names[lead]} leads, but {names[state.seat_]} must lead (B-PLAY-1)",
                path=lead_node.path,
                trick=k,
                seat=names[lead],
                rule_id="B-PLAY-1",
            )
        if state.phase != PLAY:
            raise play.fail("the deal is already over")
        seat_node, cards_node = split_play(play)
        seat = table.seat_of(seat_node)
        if seat != state.seat_:
            raise RecordError(
                f"{names[seat]} plays out of turn; it is {names[state.seat_]}'s turn (B-PLAY-1)",
                path=seat_node.path,
                trick=k,
                seat=names[seat],
                rule_id="B-PLAY-1",
            )
        cards = cards_node.as_cards()
        if len(cards) != 1:
            raise cards_node.fail("Belote plays one card per trick (B-PLAY-1)")
        card = cards[0]
        said = belote_plays.get(k, {}).get(seat)
        if said is not None:
            suit, said_node = said
            if suit is not None and SUIT_LETTERS[card // 13] != suit:
                raise RecordError(
                    f"{names[seat]} plays {card_code(card)}: a belote in {suit} is said with "
                    f"the K or Q of {suit}",
                    path=said_node.path,
                    trick=k,
                    seat=names[seat],
                    rule_id="B-BEL-1",
                )
        says = said is not None or (
            seat in belote_plays.get(0, {}) and bool(state.belote_mask(seat) >> card & 1)
        )
        if says and 0 in belote_plays:
            del belote_plays[0]
        action = SayBelote(card) if says else PlayCard(card)
        for event in report.apply(state, action, play, names, trick=k):
            if isinstance(event, TrickWon):
                won = event
    assert won is not None
    text = " ".join(f"{names[s]}:{card_label(c)}" for s, c in won.plays)
    report.lines.append(
        f"trick {k}: {text} -> {names[won.winner]} wins ({won.reason}, {won.rule_id})"
    )
    check_winner(node, names[won.winner], "trick", won.reason, won.rule_id, k)


def _check_outcome(root: Node, state: BeloteState) -> None:
    node = root.opt("result")
    outcome = node.opt("outcome") if node is not None else None
    if outcome is None:
        return
    if state.result is None:
        raise outcome.fail("the record stops before the deal is scored (B-SCORE-4)")
    expected = {"declarer_side_wins": "made", "defenders_win": "failed"}.get(
        state.result.outcome, state.result.outcome
    )
    if outcome.as_str() != expected:
        raise RecordError(
            f"the record's outcome is {outcome.as_str()}, the rules give {expected}",
            path=outcome.path,
            rule_id="B-BID-4" if expected == "redeal" else "B-SCORE-4",
        )


def _side_names(table: _Table) -> list[str]:
    """The keys of the result's per-side figures: ``A+C`` for a partnership, a seat name
    with 3 players."""
    names = table.names
    if table.players == 4:
        return [f"{names[0]}+{names[2]}", f"{names[1]}+{names[3]}"]
    return list(names)


def _check_result(state: BeloteState, node: Node, table: _Table) -> None:
    result = state.result
    if result is None:
        return
    sides = _side_names(table)
    figures = {
        "card_points": result.detail["card_points"],
        "meld_points": result.detail["melds"],
        "score": result.detail["side_scores"],
    }
    for key, values in figures.items():
        part = node.opt(key)
        if part is None:
            continue
        for side, value in part.items():
            if side not in sides:
                raise value.invalid(f"{side!r} is not one of {', '.join(sides)}")
            got = values[sides.index(side)]
            if value.as_int() != got:
                raise RecordError(
                    f"the record gives {side} {value.as_int()} {key}; the rules give {got}",
                    path=value.path,
                    rule_id="B-SCORE-4",
                )


def belote_record(log: DealLog, names: list[str], source: str) -> dict[str, Any]:
    """The ``trick-record/1`` object of a Belote deal log (docs/records.md, "Belote": its layout
    and ``dealer``, ``pack``, ``packets``, ``announcements``, every trick's ``belotes`` and
    a custom ``rules``). ``names`` are by engine seat."""
    from ...deal_log import codes, record_head

    state = log.initial_state()
    assert isinstance(state, BeloteState)
    rules = state.rules
    players = state.players
    rounds: list[dict[str, Any]] = []
    #: trick number -> every belote said in it, (seat, suit), in playing order (B-BEL-3: in
    #: tout atout two players may start a belote in the same trick, in different suits)
    belotes: dict[int, list[tuple[int, int]]] = {}
    packets: str | None = None
    full: list[int] | None = None
    for action in log.actions:
        if isinstance(action, ChoosePackets):
            packets = action.order
        elif state.phase == BIDDING and state.bidding is not None:
            number = state.bidding.round
            if not rounds or rounds[-1]["round"] != number:
                rounds.append({"round": number, "calls": []})
            code = action.trump if isinstance(action, BeloteBid) else "pass"
            rounds[-1]["calls"].append([names[state.seat_], code])
        elif isinstance(action, SayBelote):
            belotes.setdefault(state.k, []).append((state.seat_, action.card // 13))
        state.apply(action)
        if full is None and state.contract is not None:
            full = state.hands[:]
    order = [names[(i * rules.step) % players] for i in range(players)]
    record = record_head(log, order, source)
    record["dealer"] = names[state.dealer]
    record["pack"] = codes(state.pack)
    if packets is not None:
        record["packets"] = packets
    if players == 4:
        record["teams"] = [[names[0], names[2]], [names[1], names[3]]]
    hands = full if full is not None else [mask_of(p) for p in state.first_packets]
    record["hands"] = {names[s]: codes(cards_in(hands[s])) for s in range(players)}
    if state.candidate is not None:
        record["candidate"] = card_code(state.candidate)
    if state.bottom is not None:
        record["bottom"] = card_code(state.bottom)
    record["bidding"] = rounds
    if state.contract is not None:
        record["contract"] = {"declarer": names[state.contract.taker], "trump": state.contract.bid}
        record["announcements"] = [[names[s], w] for s, w in state.announcements]
        shown = [
            s
            for s in range(players)
            if state.meld_winner is not None
            and state.side_of(s) == state.side_of(state.meld_winner)
        ]
        record["melds"] = [
            {
                "seat": names[s],
                "kind": "carre" if m.is_carre else m.what,
                "cards": codes(cards_in(m.cards)),
            }
            for s in shown
            for m in state.melds[s]
        ]
        first_belote = belotes[min(belotes)][0][0] if belotes else None
        record["belote"] = None if first_belote is None else names[first_belote]
        tricks = []
        for t in state.completed:
            entry: dict[str, Any] = {
                "n": [t.number],
                "lead": names[t.leader],
                "plays": [[names[s], [card_code(c)]] for s, c in t.plays],
                "joker_suit": None,
                "winner": names[t.winner],
            }
            if t.number in belotes:
                entry["belotes"] = [
                    {"seat": names[seat], "suit": SUIT_LETTERS[suit]}
                    for seat, suit in belotes[t.number]
                ]
            tricks.append(entry)
        record["tricks"] = tricks
    result = state.result
    if result is not None:
        if state.contract is None:
            record["result"] = {"outcome": "redeal"}
        else:
            sides = (
                [f"{names[0]}+{names[2]}", f"{names[1]}+{names[3]}"]
                if players == 4
                else list(names)
            )
            detail = result.detail
            record["result"] = {
                "card_points": dict(zip(sides, detail["card_points"], strict=True)),
                "meld_points": dict(zip(sides, detail["melds"], strict=True)),
                "score": dict(zip(sides, detail["side_scores"], strict=True)),
                "outcome": "made" if detail["made"] else "failed",
            }
    return record
