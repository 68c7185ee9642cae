"""A claim: "the rest are mine", or "all but N" (issue 25).

A seat claims, during the card play, that it (with its side, where the sides are known to
everybody: ``GameSpec.scoring_units``, e.g. Belote's partnerships, B-SEAT-1) takes at least
``remaining - conceded`` of the tricks left. The claim is accepted only if it holds
whatever the hidden cards are and however everybody else plays:

* every deal of the cards the claimer cannot see is made again, in every way that leaves
  the claimer's view exactly as it is (the coach's re-deal of the hidden cards: the deal's
  data with the unseen cards moved about, replayed through the rules, kept only when the
  claimer would have seen the same);
* on all those deals at once, an exact search plays the rest of the deal: the claimer
  chooses one card for every deal that looks the same to it (it may only use what it
  sees), every other seat — the claimer's partner too — plays any legal card in any deal,
  against the claimer. The claim holds when the claimer has a way to reach its count
  against all of it; the search keeps that way (``Claim.action_for``), so the table plays
  it out with the engine's own moves and the score stays the engine's.

Before all that, a claim of the rest is tried as a claim of masters
(``engine.claim_masters``): the claimer, to lead, wins every trick left with its own cards
whatever unseen cards the others put on them. It needs no re-deal, so it reaches a claim
many tricks before the end.

Too many deals or moves to check (early in the deal) is never a yes: the claim is "too
early", and the player plays on. Where a card lies is taken as known to the claimer only if
no exchange with one other unseen card, nor round three of them, leaves its view the same
(its own discards, a kitty it was shown); and the deal as it is must be among the re-deals
found, else the claim is "too early" too. A refusal names a card of the line that beats the
claimer — one the claimer has not seen played, so it is still out as far as the claimer
knows — and the rule that made it win the trick.

The claim is not an action of the deal: nothing of it is written in the deal's log, and
the bots never claim inside the engine (self-play plays every card).
"""

from __future__ import annotations

import dataclasses
import itertools
import math
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from .actions import Action, PlayCard
from .cards import card_code
from .core import GameState, View
from .events import CardPlayed, Event, TrickWon
from .registry import same_card, spec_of
from .terms import card_name
from .text import Text, said, said_n

#: the deals of the hidden cards a claim is checked against at most
WORLD_LIMIT = 2000
#: more unseen cards than this: too early to claim, nothing is tried
UNSEEN_LIMIT = 18
#: the moves (one move in one deal) the check may try at most
NODE_LIMIT = 20_000

ACCEPTED, REFUSED, TOO_EARLY, NOT_NOW = "accepted", "refused", "too_early", "not_now"


@dataclass(frozen=True)
class Claim:
    """The engine's answer to a claim: ``status`` (``ACCEPTED``, ``REFUSED``, ``TOO_EARLY``
    or ``NOT_NOW``: not in the card play), the tricks left and those claimed, why (a
    sentence to the claimer, with the rule ID of a refusal) and, when accepted, the
    claimer's card for each view on the way (``action_for``)."""

    status: str
    seat: int
    remaining: int
    claimed: int
    reason: Text
    rule_id: str = ""
    plan: list[tuple[View, Action]] = field(default_factory=list, repr=False)
    #: the game's ``card_face``: a view not found as it is is looked for by its cards' faces
    faces: Callable[[int], int] | None = field(default=None, repr=False)
    #: a claim of masters (``engine.claim_masters``): the claimer leads these cards in turn
    order: tuple[int, ...] = ()
    #: ... each by the action ``GameSpec.lead_card`` reads as its lead (claimw25)
    lead: Callable[[Action], int | None] | None = field(default=None, repr=False)

    @property
    def accepted(self) -> bool:
        return self.status == ACCEPTED

    def action_for(self, view: View) -> Action | None:
        """The claimer's move at ``view`` on the line that makes the claim, one of
        ``view.legal``; None when the view is not on it (the claim was for another
        position). Cards are matched by their faces: a replayed deal may number two decks'
        twins otherwise than the deal at the table."""
        for seen, planned in self.plan:
            if seen == view and planned in view.legal:
                return planned
        if self.order:
            return _next_master(self.order, view, self.lead, self.faces)
        face = self.faces
        if face is None:
            return None
        key = view_key(view, face)
        for seen, planned in self.plan:
            if view_key(seen, face) == key:
                wanted = view_key(planned, face)
                return next((a for a in view.legal if view_key(a, face) == wanted), None)
        return None


def _next_master(
    order: tuple[int, ...],
    view: View,
    lead: Callable[[Action], int | None] | None,
    face: Callable[[int], int] | None,
) -> Action | None:
    """The lead of the next card of ``order`` at ``view`` (the line of a claim of masters:
    the claimer leads every trick, one card of its hand each, so as many of ``order`` as it
    no longer holds are led); by its face, where two decks' twins are alike."""
    done = len(order) - len(getattr(view, "hand", ()))
    if not 0 <= done < len(order):
        return None
    card = order[done]
    same = face if face is not None else same_card
    for action in view.legal:
        led = lead(action) if lead is not None else None
        if lead is None and type(action) is PlayCard and action.named_suit is None:
            led = action.card
        if led is not None and same(led) == same(card):
            return action
    return None


def view_key(value: Any, face: Callable[[int], int] | None = None) -> Any:
    """A hashable form of a view or an action (dicts and lists inside views are not
    hashable), equal exactly when they are equal; with ``face``, every number is read as a
    card's face (a card, a seat or a count alike: the same on both sides of a comparison)."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return (
            type(value).__name__,
            tuple(view_key(getattr(value, f.name), face) for f in dataclasses.fields(value)),
        )
    if isinstance(value, dict):
        return ("dict", tuple(sorted((repr(k), view_key(v, face)) for k, v in value.items())))
    if isinstance(value, (list, tuple)):
        return tuple(view_key(v, face) for v in value)
    if isinstance(value, (set, frozenset)):
        return frozenset(view_key(v, face) for v in value)
    if face is not None and isinstance(value, int) and not isinstance(value, bool):
        return face(value)
    try:
        hash(value)
    except TypeError:
        return repr(value)  # a model of the rules (the same all along)
    return value


def remaining_tricks(state: GameState) -> int:
    """The tricks (Rettler's rounds) still to be won in the deal."""
    trial = state.copy()
    count = 0
    while not trial.is_over:
        events = trial.apply(trial.legal_actions()[0])
        count += sum(isinstance(e, TrickWon) for e in events)
    return count


def side_of(state: GameState, seat: int) -> tuple[int, ...]:
    """The seats whose tricks count for ``seat``'s claim: its partnership where the rules
    fix one for the whole game, else the seat alone (Napoleon's adjutant may be unknown)."""
    units = spec_of(state).scoring_units
    if units is not None:
        for unit in units(state.players):
            if seat in unit:
                return unit
    return (seat,)


#: where a card lies in a deal's data (keys and indexes)
Path = tuple[Any, ...]


class _TooMuch(Exception):
    """The check went over its budget: too early to claim."""


@dataclass(frozen=True)
class _Lost:
    """A trick the claimer's side loses on some line: the winning seat's card and rule."""

    trick: int
    card: int
    rule_id: str


def check_claim(
    state: GameState,
    actions: Sequence[Action],
    seat: int,
    conceded: int = 0,
    *,
    world_limit: int = WORLD_LIMIT,
    node_limit: int = NODE_LIMIT,
    exact: bool = True,
    masters_limit: int | None = None,
) -> Claim:
    """Whether ``seat`` takes at least all but ``conceded`` of the tricks left in
    ``state`` (``actions``: every action applied to the deal so far) against every deal of
    the cards it cannot see and every play of the others (module docstring). A claim of
    masters (``engine.claim_masters``, within ``masters_limit`` steps of work) is tried
    first; without ``exact`` it is the only check (what it does not prove is "too
    early")."""
    if state.phase != "play" or state.is_over:
        return Claim(NOT_NOW, seat, 0, 0, said("A claim is made during the card play."))
    remaining = remaining_tricks(state)
    claimed = max(0, remaining - max(0, conceded))
    if claimed == 0:
        few = said_n(
            "Only one trick is left: there is nothing to claim.",
            "Only {n} tricks are left: there is nothing to claim.",
            remaining,
            n=remaining,
        )
        return Claim(NOT_NOW, seat, remaining, 0, few)
    if claimed == remaining:
        # the claimer holds the masters: proved at once, however many tricks are left
        from .claim_masters import WORK_LIMIT, masters_order

        limit = WORK_LIMIT if masters_limit is None else masters_limit
        order = masters_order(state, actions, seat, remaining, limit)
        if order is not None:
            reason = _accepted(state, seat, remaining, claimed)
            spec = spec_of(state)
            return Claim(
                ACCEPTED,
                seat,
                remaining,
                claimed,
                reason,
                order=order,
                lead=spec.lead_card,
                faces=spec.card_face,
            )
    # two ways to be too early, each said as it is: the unseen cards may lie in too many
    # ways to deal them all again, or the play from here branches too much to follow it all
    unseen = said("Too early to claim: too many cards are still unseen. Play on.")
    too_open = said(
        "Too early to claim: the rest of the deal is still too open to prove it. Play on."
    )
    worlds, why = _deals_or_why(state, actions, seat, world_limit) if exact else (None, OPEN)
    if not worlds:
        return Claim(TOO_EARLY, seat, remaining, claimed, unseen if why == UNSEEN else too_open)
    faces = spec_of(state).card_face
    check = _Check(seat, side_of(state, seat), remaining - claimed, node_limit, faces)
    try:
        lost = check.solve([(w, 0) for w in worlds])
    except _TooMuch:
        return Claim(TOO_EARLY, seat, remaining, claimed, too_open)
    if lost is None:
        return Claim(
            ACCEPTED,
            seat,
            remaining,
            claimed,
            _accepted(state, seat, remaining, claimed),
            plan=check.plan,
            faces=check.face,
        )
    face = spec_of(state).card_face(lost.card)
    reason = said(
        "Claim refused: {card} has not been played and could win trick {trick} ({rule}).",
        card=card_name(face),
        trick=lost.trick,
        rule=lost.rule_id,
    )
    return Claim(REFUSED, seat, remaining, claimed, reason, lost.rule_id)


def _accepted(state: GameState, seat: int, remaining: int, claimed: int) -> Text:
    team = len(side_of(state, seat)) > 1
    if claimed == remaining:
        if team:
            return said_n(
                "Claim accepted: the last trick goes to your side.",
                "Claim accepted: the last {n} tricks go to your side.",
                remaining,
                n=remaining,
            )
        return said_n(
            "Claim accepted: the last trick is yours.",
            "Claim accepted: the last {n} tricks are yours.",
            remaining,
            n=remaining,
        )
    if team:
        return said_n(
            "Claim accepted: {n} of the last {remaining} tricks goes to your side.",
            "Claim accepted: {n} of the last {remaining} tricks go to your side.",
            claimed,
            n=claimed,
            remaining=remaining,
        )
    return said_n(
        "Claim accepted: {n} of the last {remaining} tricks is yours.",
        "Claim accepted: {n} of the last {remaining} tricks are yours.",
        claimed,
        n=claimed,
        remaining=remaining,
    )


class _Check:
    """The exact search of a claim over a set of deals that look alike to the claimer."""

    def __init__(
        self,
        seat: int,
        side: tuple[int, ...],
        allowed: int,
        node_limit: int,
        face: Callable[[int], int],
    ) -> None:
        self.seat = seat
        self.face = face
        self.side = side
        self.allowed = allowed  # tricks the side may still lose
        self.node_limit = node_limit
        self.nodes = 0
        self.plan: list[tuple[View, Action]] = []

    def _step(
        self, state: GameState, lost: int, action: Action
    ) -> tuple[GameState, int, _Lost | None]:
        self.nodes += 1
        if self.nodes > self.node_limit:
            raise _TooMuch
        child = state.copy()
        events: list[Event] = child.apply(action)
        beaten: _Lost | None = None
        for e in events:
            if isinstance(e, TrickWon) and e.winner not in self.side:
                lost += 1
                card = next(c for s, c in e.plays if s == e.winner)
                beaten = _Lost(e.trick, card, e.rule_id)
        return child, lost, beaten if lost > self.allowed else None

    def solve(self, node: list[tuple[GameState, int]]) -> _Lost | None:
        """None when the claimer's side keeps its count from every deal of ``node`` (all
        alike to the claimer); else a trick it loses on a line the others can force."""
        first = node[0][0]
        to_act = first.current_seat
        if to_act is None:
            return None
        if to_act == self.seat:
            latest: _Lost | None = None
            for action in first.legal_actions():
                children: list[tuple[GameState, int]] = []
                beaten: _Lost | None = None
                for state, lost in node:
                    child, now, beaten = self._step(state, lost, action)
                    if beaten is not None:
                        break
                    children.append((child, now))
                if beaten is None:
                    beaten = self.solve(children)
                if beaten is None:
                    self.plan.append((first.view_for(self.seat), action))
                    return None
                if latest is None or beaten.trick > latest.trick:
                    latest = beaten
            return latest
        # another seat: any legal move in any deal; the claimer then knows which was made
        # (the deals after one move are split further if the claimer still tells them apart)
        groups: dict[Action, list[tuple[View, list[tuple[GameState, int]]]]] = {}
        for state, lost in node:
            for action in state.legal_actions():
                child, now, beaten = self._step(state, lost, action)
                if beaten is not None:
                    return beaten
                seen = child.view_for(self.seat)
                buckets = groups.setdefault(action, [])
                for known, members in buckets:
                    if known == seen:
                        members.append((child, now))
                        break
                else:
                    buckets.append((seen, [(child, now)]))
        for buckets in groups.values():
            for _seen, members in buckets:
                beaten = self.solve(members)
                if beaten is not None:
                    return beaten
        return None


# --- every deal of the unseen cards that the claimer would see the same ---------------------
#: why no re-deals were found (``_deals_or_why``): too many unseen cards or ways to deal
#: them, or the deal's data could not be dealt again as it is
UNSEEN, OPEN = "unseen", "open"


def consistent_deals(
    state: GameState, actions: Sequence[Action], seat: int, limit: int
) -> list[GameState] | None:
    """Every state ``seat`` cannot tell from ``state``: the cards it has neither in hand
    nor seen played, dealt again in every way, replayed through ``actions`` and kept when
    its view is the same; None when there are more than ``limit`` ways to try."""
    return _deals_or_why(state, actions, seat, limit)[0]


def _deals_or_why(
    state: GameState, actions: Sequence[Action], seat: int, limit: int
) -> tuple[list[GameState] | None, str]:
    """``consistent_deals``, and when it finds none, why: ``UNSEEN`` (more unseen cards, or
    ways to deal them, than the check takes) or ``OPEN`` (the deal could not be dealt again
    as it is)."""
    from .coach.evaluate import _card_slots, _get, _replay, _with_cards
    from .deal_log import log_of

    log = log_of(state, actions, None)
    # the deal replayed from its data: its views are the ones the re-deals are compared
    # with (the live deal may number two decks' twins otherwise)
    base = _replay(log, log.deal, actions)
    if base is None:
        return None, OPEN
    target = base.view_for(seat)
    seen = Counter(_seen_faces(log, actions, seat, target))
    views = _all_views(base)
    # two decks' twins are numbered by their places in the deal: views compared by faces
    face = spec_of(state).card_face
    faced = None if face is same_card else [view_key(v, face) for v in views]
    unseen: list[Path] = []
    for path in _card_slots(log.deal):
        code = _get(log.deal, path)
        if seen[code] > 0:
            seen[code] -= 1  # one copy (Rettler's twins) per card seen
        else:
            unseen.append(path)
    if len(unseen) > UNSEEN_LIMIT:
        return None, UNSEEN
    unseen = [p for p in unseen if not _pinned(log, actions, p, unseen, seat, target)]
    # the places of unseen cards by where a card there lies (a hand, the kitty): two places
    # are one group when swapping their cards changes nobody's view
    groups: list[list[Path]] = []
    for path in unseen:
        code = _get(log.deal, path)
        home = None
        for group in groups:
            other = next((q for q in group if _get(log.deal, q) != code), None)
            if other is None:
                continue
            deal = _with_cards(log.deal, {path: _get(log.deal, other), other: code})
            swapped = _replay(log, deal, actions)
            if swapped is None:
                continue
            if _same_for_all(swapped, views, faced) and _same_future(base, swapped, faced):
                home = group
                break
        if home is None:
            groups.append([path])
        else:
            home.append(path)
    cards = sorted(_get(log.deal, p) for p in unseen)
    ways = math.factorial(len(cards))
    for g in groups:
        ways //= math.factorial(len(g))
    if ways > limit:
        return None, UNSEEN
    out: list[GameState] = []
    real = views
    found_real = False
    for split in _splits(cards, [len(g) for g in groups]):
        changes = _placed(log.deal, groups, split)
        world = _replay(log, _with_cards(log.deal, changes), actions)
        if world is not None and world.view_for(seat) == target:
            out.append(world)
            found_real = found_real or _all_views(world) == real
    # the deal as it is must be among them; if the rules' bookkeeping of a card (two decks'
    # twins) kept it out, others may be missing too: no claim is checked on part of them
    return (out, OPEN) if found_real else (None, OPEN)


def _placed(deal: Any, groups: list[list[Path]], split: list[tuple[str, ...]]) -> dict[Path, str]:
    """The cards of ``split`` in the places of ``groups``: a card already in its group keeps
    its place, the others fill the places left in order."""
    from .coach.evaluate import _get

    changes: dict[Path, str] = {}
    for group, part in zip(groups, split, strict=True):
        wanted = list(part)
        free: list[Path] = []
        for path in group:
            code = _get(deal, path)
            if code in wanted:
                wanted.remove(code)
                changes[path] = code
            else:
                free.append(path)
        changes.update(zip(free, wanted, strict=True))
    return changes


def _seen_faces(log: Any, actions: Sequence[Action], seat: int, view: View) -> list[str]:
    """The codes of the cards ``seat`` holds or has seen played (each copy once): the
    completed tricks' cards, and the cards played one by one in the trick under way (a
    card shown otherwise stays among the unseen ones: more deals to try, none missed)."""
    spec = log.spec
    faces = [spec.card_face(c) for c in getattr(view, "hand", ()) if isinstance(c, int)]
    state = log.initial_state()
    current: list[int] = []
    for action in actions:
        for event in state.apply(action):
            shown = event.for_seat(seat)
            if isinstance(shown, TrickWon):
                faces += [spec.card_face(c) for _s, c in shown.plays if isinstance(c, int)]
                current = []
            elif isinstance(shown, CardPlayed) and isinstance(shown.card, int):
                current.append(spec.card_face(shown.card))
    return [card_code(f) for f in faces + current]


def _pinned(
    log: Any, actions: Sequence[Action], path: Path, unseen: list[Path], seat: int, target: View
) -> bool:
    """Whether the card at ``path``, though not seen played, is known to ``seat`` where it
    lies (its own discards, a kitty it was shown): no exchange with one other card, nor
    round three cards, leaves what it sees the same. (A card that could move only in a
    longer round of exchanges is taken as known: the last trick's single cards with three
    voids shown, and more.)"""
    from .coach.evaluate import _get, _replay, _with_cards

    code = _get(log.deal, path)
    others = [q for q in unseen if q != path and _get(log.deal, q) != code]

    def same(changes: dict[Path, Any]) -> bool:
        state = _replay(log, _with_cards(log.deal, changes), actions)
        return state is not None and state.view_for(seat) == target

    if any(same({path: _get(log.deal, q), q: code}) for q in others):
        return False
    for q in others:
        for r in others:
            if r != q and same({path: _get(log.deal, q), q: _get(log.deal, r), r: code}):
                return False
    return True


def _splits(cards: list[str], sizes: list[int]) -> list[list[tuple[str, ...]]]:
    """Every way to share ``cards`` (sorted; twins alike) into parts of ``sizes``."""
    if not sizes:
        return [[]]
    out: list[list[tuple[str, ...]]] = []
    seen: set[tuple[str, ...]] = set()
    for chosen in itertools.combinations(range(len(cards)), sizes[0]):
        part = tuple(cards[i] for i in chosen)
        if part in seen:
            continue
        seen.add(part)
        rest = [c for i, c in enumerate(cards) if i not in chosen]
        out += [[part, *tail] for tail in _splits(rest, sizes[1:])]
    return out


def _same_for_all(state: GameState, views: list[View], faced: list[Any] | None) -> bool:
    """Whether every seat sees ``state`` as ``views`` (by the cards' faces when ``faced``
    holds the views so read)."""
    face = spec_of(state).card_face
    for seat, view in enumerate(views):
        mine = state.view_for(seat)
        if mine == view:
            continue
        if faced is None or view_key(mine, face) != faced[seat]:
            return False
    return True


def _same_future(base: GameState, swapped: GameState, faced: list[Any] | None) -> bool:
    """Whether ``swapped`` (which every seat sees as ``base`` now) stays so to the end of
    the deal, both played on alike (each time the first legal move): two places nobody
    sees now may still differ later (a stock drawn from in order)."""
    one, two = base.copy(), swapped.copy()
    face = spec_of(base).card_face
    while not one.is_over:
        if two.is_over:
            return False
        legal_one, legal_two = one.legal_actions(), two.legal_actions()
        if faced is None and list(legal_one) != list(legal_two):
            return False
        one.apply(legal_one[0])
        two.apply(legal_two[0])
        for seat in range(base.players):
            mine, theirs = one.view_for(seat), two.view_for(seat)
            if mine != theirs and (faced is None or view_key(mine, face) != view_key(theirs, face)):
                return False
    return two.is_over


def _all_views(state: GameState) -> list[View]:
    return [state.view_for(s) for s in range(state.players)]


#: an AI seat's claim is checked with this budget (deals of the unseen cards, moves), and
#: exactly only with this many tricks left; before that only a claim of masters
#: (``engine.claim_masters``) with this much work: checked at each lead before the seat's
#: card, so a fraction of what a player's claim may take
AI_WORLDS, AI_NODES, AI_TRICKS, AI_MASTERS = 300, 2000, 3, 40_000


def ai_check(state: GameState, actions: Sequence[Action], seat: int) -> Claim:
    """Whether the AI seat ``seat`` may claim the rest now, on the AI seats' budget."""
    return check_claim(
        state,
        actions,
        seat,
        0,
        world_limit=AI_WORLDS,
        node_limit=AI_NODES,
        exact=remaining_tricks(state) <= AI_TRICKS,
        masters_limit=AI_MASTERS,
    )
