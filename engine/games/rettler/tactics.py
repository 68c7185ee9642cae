"""Card play of the rule-based Rettler player (rettler.md §21: R-AI-2..7, 16..24).

Round winners always come from the engine's resolver (``rounds.resolve``), so pair values,
same-two, littles, the Yoromeki chain, point requests and edge rounds are never re-implemented
here. The player knows its side from the view: the Rettler and the revealed adjutants on one
side; the Rettler and the adjutants treat unrevealed players as opponents, a coalition player
treats them as partners (R-AI-18).

Leading: a pending point request first (a pair one only when no single Mighty can answer,
R-AI-5; waived when the Rettler side nears all-take, R-PR-2), then littles (R-AI-3.1), an
atomic bomb that cannot be returned (R-AI-22), ace pairs whose 2s are gone (R-AI-3.3), the
coalition's joker call (R-AI-3), hearts from an adjutant (R-AI-17), else a low side card.
Following: take the round as cheaply as possible when it is worth it, feed point cards to a
winning partner (付け), veto an opponent's point request with a bridge (R-AI-7), return a bomb
with 2s (R-BOMB-7), otherwise throw the least useful card.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...actions import Action, PlayCard
from ...cards import (
    BRIDGE,
    IS_POINT,
    JOKER,
    MIGHTY,
    RANK_OF,
    SUIT_OF,
    card_label,
    make_card,
)
from ...text import Text, said
from .actions import Lead
from .legality import legal_follow_sets
from .rounds import S_MIGHTY, T_RIGHT, RoundContext, resolve
from .view import RettlerView

SPADE_THREE = make_card(0, 3)
YOROMEKI = make_card(1, 12)


def play(view: RettlerView) -> tuple[Action, Text]:
    if view.round is None:
        return _lead(view)
    return _follow(view, view.round)


# --- knowledge ------------------------------------------------------------------------------


def _friends(view: RettlerView) -> set[int]:
    """Seats this player counts on (itself included)."""
    assert view.contract is not None
    declarer = view.contract.declarer
    side = {declarer, *view.known_adjutants}
    if view.seat in side or view.is_adjutant:
        return side | {view.seat}
    return {s for s in range(view.players) if s not in side}


def _unseen(view: RettlerView, code: int) -> int:
    """Copies of ``code`` neither played nor in this hand (R-VAR-10: a dream copy played
    counts too; an unseen dream copy is not counted, most of the third deck is never dealt)."""
    return max(0, 2 - view.played_counts[code] - view.held(code))


def _keep_value(view: RettlerView, code: int) -> float:
    """How much a card is worth keeping (low: throw it first)."""
    if code == MIGHTY:
        return 100.0
    if code == JOKER:
        return 60.0
    if code == BRIDGE:
        return 25.0  # the veto against point requests (R-PR-8)
    ctx = view.round
    value = float(RANK_OF[code])
    kind = view.contract.trump if view.contract else ""
    suit = SUIT_OF[code]
    if (
        (kind in "SHDC" and len(kind) == 1 and suit == "SHDC".index(kind))
        or (kind == "red" and suit in (1, 2))
        or (kind == "black" and suit in (0, 3))
    ):
        value += 20
    if RANK_OF[code] == 11:
        value += 15  # a possible bower
    if code == YOROMEKI:
        value += 12
    if IS_POINT[code]:
        value += 3
    if ctx is not None and (code in ctx.right or code in ctx.left):
        value += 20
    return value


# --- leading --------------------------------------------------------------------------------


def _lead(view: RettlerView) -> tuple[Action, Text]:
    leads = [a for a in view.legal if isinstance(a, Lead)]
    named = _longest_suit(view)
    if view.entitled == view.seat:
        return _point_request(view, leads, named)
    littles = [a for a in leads if a.is_pair and not a.point_request and _is_little(view, a)]
    if littles:
        a = _named(littles, named)
        return a, said(
            "lead the little {lead}: it wins and brings a point request (R-AI-3, R-LITTLE-1)",
            lead=a.label(),
        )
    bombs = [a for a in leads if a.is_bomb]
    if bombs and sum(_unseen(view, make_card(s, 2)) for s in range(4)) < len(bombs[0].cards):
        a = bombs[0]
        return a, said(
            "drop the atomic bomb {lead}: not enough 2s are out to return it (R-AI-22, R-BOMB-7)",
            lead=a.label(),
        )
    for a in leads:
        c = a.cards[0]
        if a.is_pair and (RANK_OF[c] == 14 or c == make_card(0, 13)) and c != MIGHTY:
            two = make_card(SUIT_OF[c], 2)
            if _unseen(view, two) == 0:
                return a, said(
                    "lead the ace pair {lead}: no same-two can take it (R-AI-3.3)", lead=a.label()
                )
    assert view.contract is not None
    declarer_side = view.seat == view.contract.declarer or view.is_adjutant
    singles = [a for a in leads if len(a.cards) == 1 and not a.point_request]
    if not declarer_side and _unseen(view, JOKER) == 2 and view.held(JOKER) == 0:
        call = [a for a in singles if a.cards[0] == SPADE_THREE]
        if call:
            return call[0], said(
                "lead ♠3: your side holds no joker, so call it out (R-AI-3, R-JOKER-3)"
            )
    if view.held(MIGHTY) and _unseen(view, YOROMEKI) == 0:
        cash = [a for a in singles if a.cards[0] == MIGHTY]
        if cash:
            return cash[0], said(
                "lead the Mighty: both ♡Q are gone, it cannot be caught (R-YORO-1, N-AI-17)"
            )
    if view.is_adjutant:
        hearts = [a for a in singles if SUIT_OF[a.cards[0]] == 1 and a.cards[0] != YOROMEKI]
        if hearts:
            a = min(hearts, key=lambda x: RANK_OF[x.cards[0]])
            return a, said(
                "lead {lead}: an adjutant leads hearts to drop Yoromeki and the left "
                "bower (R-AI-17)",
                lead=a.label(),
            )
    plain = [a for a in singles if a.cards[0] not in (JOKER, BRIDGE)] or singles or leads
    a = min(plain, key=lambda x: (_keep_value(view, x.cards[0]), x.cards))
    return _named([a], named), said(
        "lead {lead}: a low card that costs little (R-AI-1, N-AI-1)", lead=a.label()
    )


def _named(options: Sequence[Lead], suit: int) -> Lead:
    """The option naming ``suit`` where a suit is named, else the first."""
    return next((a for a in options if a.named_suit == suit), options[0])


def _longest_suit(view: RettlerView) -> int:
    counts = [sum(view.held(make_card(s, r)) for r in range(2, 15)) for s in range(4)]
    return max(range(4), key=lambda s: counts[s])


def _is_little(view: RettlerView, lead: Lead) -> bool:
    """R-LITTLE-1: a double Mighty, joker or bower that should win (R-AI-3, R-AI-4)."""
    c = lead.cards[0]
    if c == MIGHTY:
        return True
    rr = view.round_rules
    if rr is None:
        return False
    ctx = rr.context(
        view.trick_number, 2, c, lead.named_suit if lead.named_suit is not None else -1
    )
    if c == JOKER:
        return ctx.joker_like and _unseen(view, MIGHTY) < 2
    if c in ctx.right or c in ctx.left:
        return (
            _unseen(view, MIGHTY) < 2
            and view.held(make_card(SUIT_OF[c], 2)) + view.played_counts[make_card(SUIT_OF[c], 2)]
            >= 1
        )
    return False


def _point_request(view: RettlerView, leads: list[Lead], named: int) -> tuple[Action, Text]:
    """R-PR-1/2, R-AI-5/6: use the privilege, a pair only when no single Mighty can answer."""
    assert view.contract is not None
    requests = [a for a in leads if a.point_request]
    waives = [a for a in leads if not a.point_request and not a.is_bomb]
    side_points = view.points_by_seat[view.contract.declarer] + sum(
        view.points_by_seat[s] for s in view.known_adjutants
    )
    coalition_points = (
        sum(view.points_by_seat) - side_points + sum(IS_POINT[c % 54] for c in view.discards)
    )
    on_side = view.seat == view.contract.declarer or view.is_adjutant
    if (
        waives
        and on_side
        and coalition_points == 0
        and side_points >= 30
        and view.contract.count < 40
    ):
        a = min(waives, key=lambda x: _keep_value(view, x.cards[0]))
        return a, said(
            "waive the point request with {lead}: your side is close to an all-take "
            "(R-PR-2, R-END-3)",
            lead=a.label(),
        )
    if not requests:
        requests = leads
    pairs = [a for a in requests if a.is_pair and a.cards[0] not in (BRIDGE,)]
    if pairs and _unseen(view, MIGHTY) == 0:
        a = _named([min(pairs, key=lambda x: _keep_value(view, x.cards[0]))], named)
        return a, said(
            "pair point request {lead}: no single Mighty is left to take it (R-AI-5, R-PR-6)",
            lead=a.label(),
        )
    singles = [a for a in requests if len(a.cards) == 1 and a.cards[0] not in (JOKER, BRIDGE)]
    hearts = [a for a in singles if SUIT_OF[a.cards[0]] == 1 and not IS_POINT[a.cards[0]]]
    pool = hearts or [a for a in singles if not IS_POINT[a.cards[0]]] or singles or requests
    a = _named([min(pool, key=lambda x: (_keep_value(view, x.cards[0]), x.cards))], named)
    return a, said(
        "point request with {lead}: everybody must feed point cards, only a Mighty can "
        "take it (R-PR-3, R-PR-6, R-AI-6)",
        lead=a.label(),
    )


# --- following ------------------------------------------------------------------------------


def _follow(view: RettlerView, ctx: RoundContext) -> tuple[Action, Text]:
    cards = {a.card for a in view.legal if isinstance(a, PlayCard)}
    if ctx.size > 2:
        return _bomb_follow(view, cards)
    plays = [list(c) for _, c in view.round_plays]
    seats = [s for s, _ in view.round_plays]
    friends = _friends(view)
    if ctx.size == 1:
        options: list[tuple[int, ...]] = [(c,) for c in sorted(cards)]
    else:
        # R-VAR-1: a seat short of cards plays what it can (no whole legal set exists)
        options = _pair_options(view, ctx, cards) or [(c,) for c in sorted(cards)]
    winner_now = seats[resolve(ctx, plays).position] if plays else seats[0]
    points_now = sum(IS_POINT[c] for p in plays for c in p)
    last = len(plays) == view.players - 1
    later = [(seats[0] + i) % view.players for i in range(len(plays) + 1, view.players)]
    safe_after = all(s in friends for s in later)
    leader_enemy = seats[0] not in friends

    def wins(option: tuple[int, ...]) -> bool:
        if len(option) != ctx.size:
            return False
        return resolve(ctx, [*plays, list(option)]).position == len(plays)

    def cost(option: tuple[int, ...]) -> float:
        return sum(_keep_value(view, c) for c in option)

    def first(option: tuple[int, ...]) -> Action:
        rest = list(option)
        for p in view.partial:
            if p in rest:
                rest.remove(p)
        pick = next((c for c in rest if c in cards), next(iter(sorted(cards))))
        return PlayCard(pick)

    if ctx.point_request and leader_enemy and BRIDGE in cards:
        return PlayCard(BRIDGE), said(
            "veto the point request with a bridge card (R-PR-8, R-BRIDGE-2, R-AI-7)"
        )
    if ctx.joker_call and JOKER in cards and BRIDGE in cards and leader_enemy:
        return PlayCard(BRIDGE), said(
            "keep the joker: a bridge card refuses the joker call (R-BRIDGE-2, R-JOKER-3)"
        )
    if winner_now in friends and (last or safe_after or _strong(ctx, plays)):
        pts = max(options, key=lambda o: (sum(IS_POINT[c] for c in o), -cost(o)))
        if any(IS_POINT[c] for c in pts):
            return first(pts), said(
                "feed {cards} to your partner's winning round (R-AI-18)", cards=_labels(pts)
            )
    winning = [o for o in options if wins(o)]
    worth = points_now >= 1 or ctx.size > 1 or last
    if winning and winner_now not in friends and worth:
        cheap = min(winning, key=cost)
        if last or safe_after or _hard_to_beat(ctx, cheap) or points_now >= 2:
            return first(cheap), said(
                "take the round with {cards}, the cheapest card that wins it (R-AI-2)",
                cards=_labels(cheap),
            )
    throw = min(
        options,
        key=lambda o: (
            cost(o) + (30 if any(IS_POINT[c] for c in o) and winner_now not in friends else 0),
            o,
        ),
    )
    return first(throw), said(
        "throw {cards}: the least useful card, no point card for the opponents (R-AI-18)",
        cards=_labels(throw),
    )


def _pair_options(view: RettlerView, ctx: RoundContext, cards: set[int]) -> list[tuple[int, ...]]:
    """The pair follows worth comparing: legal sets made of cheap cards, strong cards, held
    pairs, point cards to feed and bridges (a long hand has hundreds of legal pairs)."""
    hand = [c for c in range(54) for _ in range(view.held(c))]
    sets = legal_follow_sets(ctx, hand, view.partial)
    if len(sets) <= 40:
        return sets
    by_value = sorted(cards, key=lambda c: (_keep_value(view, c), c))
    by_strength = sorted(cards, key=lambda c: -ctx.single_strength[c])
    points = [c for c in by_value if IS_POINT[c]]
    pool = {
        *by_value[:4],
        *by_strength[:3],
        *points[:2],
        *view.partial,
        MIGHTY,
        BRIDGE,
        *(c for c in cards if view.held(c) == 2),
        *ctx.right,
        *ctx.left,
        YOROMEKI,
        make_card(1, 13),
        make_card(1, 14),
    }
    return [s for s in sets if all(c in pool for c in s)] or sets[:40]


def _bomb_follow(view: RettlerView, cards: set[int]) -> tuple[Action, Text]:
    """R-BOMB-6/7: return the bomb with 2s if possible, else give as little as allowed."""
    twos = [c for c in cards if RANK_OF[c] == 2]
    if twos and all(RANK_OF[c] == 2 for c in view.partial):
        held_twos = sum(view.held(make_card(s, 2)) for s in range(4)) + len(view.partial)
        if view.round is not None and held_twos >= view.round.size:
            return PlayCard(twos[0]), said("return the atomic bomb with 2s (R-BOMB-7)")
    if BRIDGE in cards:
        return PlayCard(BRIDGE), said("a bridge card instead of a trump or point card (R-BRIDGE-2)")
    pick = min(cards, key=lambda c: (_keep_value(view, c), c))
    return PlayCard(pick), said(
        "give {card} to the bomb: the least you may (R-BOMB-6)", card=card_label(pick)
    )


def _strong(ctx: RoundContext, plays: list[list[int]]) -> bool:
    """Whether the unit winning now is hard to beat (Mighty or better, R-AI-2)."""
    out = resolve(ctx, plays)
    return _hard_to_beat(ctx, tuple(plays[out.position]))


def _hard_to_beat(ctx: RoundContext, option: tuple[int, ...]) -> bool:
    if len(option) == 2 and option[0] == option[1]:
        strength = ctx.pair_strength[option[0]]
    else:
        strength = max(ctx.single_strength[c] for c in option)
    return strength >= T_RIGHT * 100 or strength == S_MIGHTY


def _labels(cards: Sequence[int]) -> str:
    return "".join(card_label(c) for c in cards)
