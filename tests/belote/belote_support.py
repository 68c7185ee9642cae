"""Helpers for the Belote tests: seats N E S W are 0 1 2 3 (N-S and E-W are partners)."""

from __future__ import annotations

from engine.actions import Action, Pass, PlayCard
from engine.cards import mask_of, parse_card
from engine.events import Event
from engine.games.belote.actions import AnnounceMeld, BeloteBid, SayBelote
from engine.games.belote.deck import DECK
from engine.games.belote.params import STANDARD, BeloteRules
from engine.games.belote.state import BeloteState

N, E, S, W = 0, 1, 2, 3
SEAT = {"N": N, "E": E, "S": S, "W": W, "A": 0, "B": 1, "C": 2}


def cards(text: str) -> list[int]:
    return [parse_card(c) for c in text.split()]


def mask(text: str) -> int:
    return mask_of(cards(text))


def pack_for(
    order: list[int],
    first: dict[int, str],
    candidate: str,
    completion: dict[int, str],
    packets: tuple[int, int] = (3, 2),
) -> list[int]:
    """The pack (top first) that deals ``first`` (5 cards a seat, in dealing order), turns up
    ``candidate`` and deals ``completion`` (from the eldest), as B-DEAL-2/3/5 do."""
    pack: list[int] = []
    pos = {s: 0 for s in order}
    for size in packets:
        for s in order:
            hand = cards(first[s])
            pack += hand[pos[s] : pos[s] + size]
            pos[s] += size
    pack.append(parse_card(candidate))
    for s in order:
        pack += cards(completion.get(s, ""))
    rest = [c for c in DECK if c not in pack]
    return pack + rest


def deal(
    first: dict[int, str],
    candidate: str,
    completion: dict[int, str] | None = None,
    *,
    dealer: int = W,
    rules: BeloteRules = STANDARD,
    players: int = 4,
) -> BeloteState:
    order = [(dealer + rules.step * (i + 1)) % players for i in range(players)]
    pack = pack_for(order, first, candidate, completion or {})
    return BeloteState(rules, players, pack, dealer=dealer)


def act(state: BeloteState, action: Action) -> list[Event]:
    return state.apply(action)


def play(state: BeloteState, code: str, *, belote: bool = False) -> list[Event]:
    card = parse_card(code)
    return state.apply(SayBelote(card) if belote else PlayCard(card))


def bid(state: BeloteState, trump: str | None) -> list[Event]:
    return state.apply(Pass() if trump is None else BeloteBid(trump))


def announce(state: BeloteState, what: str | None) -> list[Event]:
    return state.apply(Pass() if what is None else AnnounceMeld(what))


# --- belote.md B-EX-1 -----------------------------------------------------------------------
EX1_FIRST = {N: "SA SK D10 C7 H7", E: "DA CA S8 S7 C10", S: "H9 HA CK CQ D7", W: "SJ S10 DQ DJ C9"}
EX1_COMPLETION = {N: "SQ D9 H8", E: "HK HQ DK", S: "H10 CJ", W: "S9 D8 C8"}
#: (trick's cards in playing order, winner, card points); trick 8 also gets the 10
EX1_TRICKS = [
    ("SA S7 D7 S9", N, 11),
    ("SK S8 CJ S10", W, 16),
    ("DQ D10 DA H10", S, 34),
    ("HJ C8 H7 HQ", S, 23),
    ("H9 C9 H8 HK", S, 18),
    ("CK D8 C7 CA", E, 15),
    ("DK HA DJ D9", S, 17),
    ("CQ SJ SQ C10", E, 18),
]
EX1_CARDS = " ".join(t for t, _, _ in EX1_TRICKS).split()


def ex1(rules: BeloteRules = STANDARD) -> BeloteState:
    """B-EX-1 after the bidding: N and E pass, S takes hearts."""
    state = deal(EX1_FIRST, "HJ", EX1_COMPLETION, dealer=W, rules=rules)
    for call in (None, None, "H"):
        bid(state, call)
    return state


def advance(
    state: BeloteState,
    count: int,
    *,
    calls: dict[int, str | None] | None = None,
    belote: bool = True,
) -> list[Event]:
    """Play the first ``count`` cards of B-EX-1; ``calls`` answers announcement turns (default:
    announce), ``belote``: E says belote with HQ."""
    events: list[Event] = []
    for code in EX1_CARDS[:count]:
        while state.phase == "announce":
            seat = state.current_seat
            assert seat is not None
            events += announce(state, (calls or {}).get(seat, "tierce"))
        events += play(state, code, belote=belote and code == "HQ")
    while count and state.phase == "announce":
        seat = state.current_seat
        assert seat is not None
        events += announce(state, (calls or {}).get(seat, "tierce"))
    return events
