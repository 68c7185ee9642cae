"""The facts a Rettler card-play hint states (issue 21), and their check against the whole
deal.

A Rettler play is a unit — one card, a pair or an atomic bomb (R-PLAY-2) — and a round is won
by the strongest unit (R-RANK-1). From the seat's view only, a hint may state:

* which unit is winning the round so far and by which rule (same-two R-SAME-2..5, pairs
  R-PAIR-4..8, littles R-LITTLE-1, the Yoromeki chain R-YORO-1/2, bombs R-BOMB-7, trump over
  the led suit N-TRICK-3 in the kind of the contract or the one declared for the round under
  Urako R-VAR-6);
* whether the hinted play would take the lead, and by which rule;
* in a round of single cards, which cards the seat has not seen could still beat it, or that
  none can (two decks: a card is out as long as one of its copies is, ``DECK_STRIDE``); after
  an atomic bomb, that no one can hold as many 2s;
* the point cards the seat's side still needs, where the round holds point cards and the
  seat knows every member of both sides (R-ADJ-2, R-INFO-2).

What is not certain from the view is not stated. A second copy of the led suit's 2 returns
the same-two only when the round's last player plays it (R-SAME-5): so far in a round, the
first copy is the one winning.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...actions import Action, PlayCard
from ...cards import DECK_STRIDE, IS_POINT, RANK_OF, SUIT_OF, Card, card_label
from ...facts import beaters, cards_listed
from ...terms import trump_name
from ...text import Text, said, said_n
from ..family.rules import NT_FAMILY, URAKO, URAKO_NT_KINDS
from .actions import Lead
from .params import TOTAL_POINTS
from .rounds import RoundContext, RoundOutcome, RoundRules, resolve
from .two_player import TwoPlayerView
from .view import RettlerView

if TYPE_CHECKING:
    from .state import RettlerState

#: kinds under which the led (or named) suit is the round's only trump (N-TRICK-17, R-VAR-6)
_LED_SUIT_IS_TRUMP = frozenset(NT_FAMILY + URAKO_NT_KINDS)

#: how a unit wins, by the refined reason code (``how_key``); ``{value}`` is a pair's value
HOW: dict[str, Callable[[int], Text]] = {
    "same_two": lambda v: said("by same-two: every card in it is of the led suit"),
    "same_two_return": lambda v: said(
        "by same-two return: the last player's second copy of the 2 beats the first"
    ),
    "pair_same_two": lambda v: said("by pair same-two: a pair of the led suit's 2s"),
    "mighty": lambda v: said(
        "as the Mighty (♠A), which only littles, Yoromeki and a pair same-two beat"
    ),
    "yoromeki": lambda v: said("by Yoromeki: ♡Q catches the Mighty"),
    "yoromeki_gaeshi": lambda v: said("by Yoromeki-gaeshi: ♡K takes the ♡Q that caught the Mighty"),
    "yoromeki_gaeshi_gaeshi": lambda v: said(
        "by Yoromeki-gaeshi-gaeshi: ♡A ends the chain of the Mighty, ♡Q and ♡K"
    ),
    "joker_lead": lambda v: said("as a led joker, beaten only by the Mighty"),
    "bridge_lead": lambda v: said("as a bridge led to the last round, which acts as a led joker"),
    "point_request_lead": lambda v: said(
        "as a point-request lead, which ranks just below the Mighty"
    ),
    "right_bower": lambda v: said("as the right bower"),
    "left_bower": lambda v: said("as the left bower"),
    "trump": lambda v: said("as the highest trump"),
    "trump_over_led": lambda v: said(
        "as the highest trump: a trump beats every card of the led suit"
    ),
    "trump_nt": lambda v: said("as the highest card of the led suit, which is trump in this round"),
    "led_suit": lambda v: said("as the highest card of the led suit"),
    "double_mighty": lambda v: said(
        "as a double Mighty, the strongest little, which only a double Yoromeki beats"
    ),
    "double_yoromeki": lambda v: said("by double Yoromeki: a pair of ♡Q takes the double Mighty"),
    "double_yoromeki_gaeshi": lambda v: said(
        "by double Yoromeki-gaeshi: a pair of ♡K takes the ♡Q pair"
    ),
    "double_yoromeki_gaeshi_gaeshi": lambda v: said(
        "by double Yoromeki-gaeshi-gaeshi: a pair of ♡A ends the chain"
    ),
    "double_joker_lead": lambda v: said(
        "as a led joker pair, a little that only a double Mighty beats"
    ),
    "double_right_bower": lambda v: said(
        "as a double right bower, a little that beats a single Mighty"
    ),
    "double_left_bower": lambda v: said(
        "as a double left bower, a little that beats a single Mighty"
    ),
    "right_left_pair": lambda v: said(
        "as right and left bower together, just below the Mighty and above every ace pair"
    ),
    "trump_ace_pair": lambda v: said("as a trump ace pair, which beats the single bowers"),
    "led_ace_pair": lambda v: said("as an ace pair, which beats a single right or left bower"),
    "trump_pair": lambda v: said("as a trump pair, worth the sum of its ranks ({value})", value=v),
    "led_face_pair": lambda v: said(
        "as a J, Q or K pair of the led suit ({value}), which beats trumps worth 10 or less",
        value=v,
    ),
    "led_pair": lambda v: said(
        "as a pair of the led suit, worth the sum of its ranks ({value})", value=v
    ),
    "atomic_bomb": lambda v: said("as an atomic bomb, which only as many 2s beat"),
    "bomb_return": lambda v: said("by returning the atomic bomb with as many 2s"),
}

#: a statement lists beaters only while they are this few (more: no fact worth saying)
MAX_BEATERS = 3


@dataclass(frozen=True, slots=True)
class RoundWinningNow:
    """``cards`` (codes), played by ``seat``, are winning the round so far, for ``reason`` (a
    reason code of R-RANK-4, refined by ``how_key``) by ``rule``."""

    seat: int
    cards: tuple[Card, ...]
    reason: str
    rule: str
    #: R-VAR-6 (Urako): the trump kind the round's leader declared, else ""
    declared: str = ""

    def words(self) -> Text:
        if self.declared:
            return said(
                "{cards} is winning the round {how}, under {kind}, the kind declared for this "
                "round ({rule}, R-VAR-6).",
                cards=_label(self.cards),
                how=_how(self.reason, self.cards),
                kind=trump_name(self.declared),
                rule=self.rule,
            )
        return said(
            "{cards} is winning the round {how} ({rule}).",
            cards=_label(self.cards),
            how=_how(self.reason, self.cards),
            rule=self.rule,
        )


@dataclass(frozen=True, slots=True)
class RoundTakesLead:
    """Played now, ``cards`` would be winning the round so far, for ``reason`` by ``rule``."""

    cards: tuple[Card, ...]
    reason: str
    rule: str
    #: R-VAR-6 (Urako): the trump kind declared for the round, else ""
    declared: str = ""

    def words(self) -> Text:
        if self.declared:
            return said(
                "{cards} would take the lead {how}, under {kind}, the kind declared for this "
                "round ({rule}, R-VAR-6).",
                cards=_label(self.cards),
                how=_how(self.reason, self.cards),
                kind=trump_name(self.declared),
                rule=self.rule,
            )
        return said(
            "{cards} would take the lead {how} ({rule}).",
            cards=_label(self.cards),
            how=_how(self.reason, self.cards),
            rule=self.rule,
        )


@dataclass(frozen=True, slots=True)
class RoundNoBeaterOut:
    """No card the seat has not seen could beat ``cards`` in this round: it wins."""

    cards: tuple[Card, ...]

    def words(self) -> Text:
        return said(
            "No card still out can beat {cards}: it wins the round.", cards=_label(self.cards)
        )


@dataclass(frozen=True, slots=True)
class RoundBeatersOut:
    """Only ``beaters`` (codes not played yet, not all in the seat's hand) could beat
    ``cards`` if played after it in this round."""

    cards: tuple[Card, ...]
    beaters: tuple[Card, ...]

    def words(self) -> Text:
        return said_n(
            "Only {beaters}, not played yet, could still beat {cards}.",
            "Only {beaters}, not played yet, could still beat {cards}.",
            len(self.beaters),
            beaters=cards_listed(self.beaters),
            cards=_label(self.cards),
        )


@dataclass(frozen=True, slots=True)
class SideNeeds:
    """The seat's side (``declarer_side``: the Rettler's, else the coalition) needs ``need``
    more point cards to make (or, for the coalition, to break) the contract, and ``left``
    point cards are still to be won (R-END-1)."""

    declarer_side: bool
    need: int
    left: int

    def words(self) -> Text:
        if self.declarer_side:
            return said_n(
                "Your side needs {n} more point card to make the contract; {left} are still "
                "to be won (R-END-1).",
                "Your side needs {n} more point cards to make the contract; {left} are still "
                "to be won (R-END-1).",
                self.need,
                n=self.need,
                left=self.left,
            )
        return said_n(
            "Your side needs {n} more point card to break the contract; {left} are still "
            "to be won (R-END-1).",
            "Your side needs {n} more point cards to break the contract; {left} are still "
            "to be won (R-END-1).",
            self.need,
            n=self.need,
            left=self.left,
        )


RettlerFact = RoundWinningNow | RoundTakesLead | RoundNoBeaterOut | RoundBeatersOut | SideNeeds


def _label(cards: tuple[Card, ...]) -> str:
    return "".join(str(card_label(c)) for c in cards)


def _how(reason: str, cards: tuple[Card, ...]) -> Text:
    return HOW[reason](sum(RANK_OF[c] for c in cards))


def how_key(ctx: RoundContext, outcome: RoundOutcome) -> str:
    """The reason code of ``outcome`` refined as a player says it: the led suit's power
    under the NT family, a trump winning over another led suit, a pair's sum."""
    key, unit = outcome.reason, outcome.unit
    pair = len(unit) == 2 and unit[0] == unit[1]
    if key == "trump":
        if ctx.kind in _LED_SUIT_IS_TRUMP:
            key = "trump_nt"
        elif pair:
            key = "trump_pair"
        elif unit and ctx.led_suit >= 0 and SUIT_OF[unit[0]] != ctx.led_suit:
            key = "trump_over_led"
    elif key == "led_suit" and pair:
        key = "led_pair"
    return key


def winner_so_far(ctx: RoundContext, plays: Sequence[Sequence[Card]], players: int) -> RoundOutcome:
    """``resolve`` of the round's units so far (codes, the lead first). A second copy of
    the led suit's 2 returns the same-two only from the round's last player (R-SAME-5):
    before the last player, the first copy is winning."""
    out = resolve(ctx, plays)
    if out.reason == "same_two_return" and len(plays) < players:
        two = out.unit[0]
        flat = [(i, c) for i, p in enumerate(plays) for c in p]
        first = next(i for i, c in flat if c == two)
        rule = "R-SAME-2" if ctx.size == 1 else "R-SAME-3"
        return RoundOutcome(first, "same_two", rule, (two,), False)
    return out


def _unseen(view: RettlerView) -> list[Card]:
    """Every copy (as codes) the seat has not seen played, does not hold and has not seen
    put down: a card of which both copies are out is in the list twice. Under the dream
    version (R-VAR-10) a third copy of any card may be out."""
    copies = 3 if view.rules.dream_cards else 2
    seen = list(view.played_counts)
    for c in view.discards:
        seen[c % DECK_STRIDE] += 1
    out: list[Card] = []
    for c in range(DECK_STRIDE):
        n = copies - seen[c] - view.held(c)
        out += [c] * max(n, 0)
    return out


def _round_rules(view: RettlerView, action: Action) -> RoundRules | None:
    """The rules of the round: the contract's, or the kind an Urako leader declares."""
    if isinstance(action, Lead) and action.trump is not None:
        return RoundRules.for_contract(view.rules, action.trump, view.tricks)
    return view.round_rules


def _unit(out: RoundOutcome, plays: Sequence[Sequence[Card]]) -> tuple[Card, ...]:
    """The cards that win: the outcome's unit (the deciding card of a Yoromeki chain), or
    the whole play of a bomb and its return."""
    return out.unit or tuple(plays[out.position])


def _declared(view: RettlerView, ctx: RoundContext) -> str:
    """The kind an Urako leader declared for the round (R-VAR-6), else ""."""
    contract = view.contract
    return ctx.kind if contract is not None and contract.trump == URAKO else ""


def round_after(
    view: RettlerView, action: Action
) -> tuple[RoundContext, list[Sequence[Card]]] | None:
    """The round's context and its units (codes) once ``action`` is played, or ``None``
    when ``action`` does not complete a unit (the first card of a pair or bomb follow)."""
    if isinstance(action, Lead):
        rr = _round_rules(view, action)
        if rr is None:
            return None
        cards = tuple(c % DECK_STRIDE for c in action.cards)
        named = -1 if action.named_suit is None else action.named_suit
        bomb = len(cards) > 2
        ctx = rr.context(view.trick_number, len(cards), cards[0], named, action.point_request, bomb)
        return ctx, [cards]
    if not isinstance(action, PlayCard) or view.round is None:
        return None
    unit = (*view.partial, action.card % DECK_STRIDE)
    if len(unit) < view.round.size:
        return None
    return view.round, [*(cards for _, cards in view.round_plays), unit]


def play_facts(view: RettlerView, action: Action) -> list[RettlerFact]:
    """The deciding facts of ``action`` in ``view`` (empty outside card play)."""
    if view.phase != "play" or view.hand_unseen:
        return []
    facts: list[RettlerFact] = []
    ctx = view.round
    if ctx is not None and view.round_plays and isinstance(action, PlayCard):
        plays = [cards for _, cards in view.round_plays]
        now = winner_so_far(ctx, plays, view.players)
        seat = view.round_plays[now.position][0]
        unit = _unit(now, plays)
        facts.append(
            RoundWinningNow(seat, unit, how_key(ctx, now), now.rule_id, _declared(view, ctx))
        )
    found = round_after(view, action)
    if found is None:
        return facts
    ctx, after = found
    mine = len(after) - 1
    out = winner_so_far(ctx, after, view.players)
    if out.position != mine:
        return facts
    unit = _unit(out, after)
    if mine:
        facts.append(RoundTakesLead(unit, how_key(ctx, out), out.rule_id, _declared(view, ctx)))
    later = view.players - len(after)
    found_out = _beater_facts(ctx, after, unit, _unseen(view), later, view.players)
    if isinstance(view, TwoPlayerView):  # R-VAR-1/2: an unseen card may lie face down in a
        # pile, where nobody can play it yet: "only these could beat" would mislead
        found_out = [f for f in found_out if not isinstance(f, RoundBeatersOut)]
    facts += found_out
    need = side_needs(view)
    if need is not None and _decides(need, _points_in(after)):
        facts = [*facts[:2], need]
    return facts


def _decides(need: SideNeeds, points: int) -> bool:
    """Whether the round's ``points`` decide the deal for the side: taking them makes (or
    breaks) the contract, or losing them leaves fewer point cards than the side needs."""
    return points > 0 and (points >= need.need or need.left - points < need.need)


def _beater_facts(
    ctx: RoundContext,
    after: Sequence[Sequence[Card]],
    unit: tuple[Card, ...],
    pool: Sequence[Card],
    later: int,
    players: int,
) -> list[RettlerFact]:
    """Which of ``pool`` could still beat the winning ``unit``. A round of single cards:
    each card alone or helped (``engine.facts.beaters``). An atomic bomb: none when fewer
    2s are out than it has jacks (R-BOMB-7). A pair round: that none can, when no pair or
    two cards of ``pool`` would beat it, and it does not win by a same-two that a later
    player could break by playing no card of the led suit (R-SAME-4); which cards could,
    is not said (a follower's two cards win or lose together)."""
    if later == 0:
        return [RoundNoBeaterOut(unit)]
    if ctx.bomb:
        twos = sum(1 for c in pool if RANK_OF[c] == 2)
        return [RoundNoBeaterOut(unit)] if twos < ctx.size else []
    if ctx.size != 1:
        mine = len(after) - 1
        out = winner_so_far(ctx, after, players)
        if out.reason in SAME_TWO or pair_beaten(ctx, after, pool, players):
            return []
        return [RoundNoBeaterOut(unit)] if out.position == mine else []
    found = _single_beaters(ctx, [p[0] for p in after], pool, later, players)
    if not found:
        return [RoundNoBeaterOut(unit)]
    if len(found) <= MAX_BEATERS:
        return [RoundBeatersOut(unit, tuple(found))]
    return []


#: the reasons of a unit that a later player's card of another suit could undo
SAME_TWO = frozenset({"same_two", "same_two_return", "pair_same_two"})


def pair_beaten(
    ctx: RoundContext, after: Sequence[Sequence[Card]], pool: Sequence[Card], players: int
) -> bool:
    """Whether two cards of ``pool`` (a pair where two copies are in it), played as the
    next unit, would take the round from the unit winning ``after``."""
    mine = winner_so_far(ctx, after, players).position
    codes = sorted(set(pool))
    trial = [*after, (0, 0)]
    for i, a in enumerate(codes):
        for b in codes[i:]:
            if a == b and pool.count(a) < 2:
                continue
            trial[-1] = (a, b)
            if winner_so_far(ctx, trial, players).position != mine:
                return True
    return False


def _single_beaters(
    ctx: RoundContext, cards: Sequence[Card], pool: Sequence[Card], later: int, players: int
) -> list[Card]:
    def winner(trial: Sequence[Card]) -> int:
        return winner_so_far(ctx, [(c,) for c in trial], players).position

    return sorted(set(beaters(winner, cards, pool, later)))


def _points_in(plays: Sequence[Sequence[Card]]) -> int:
    return sum(IS_POINT[c] for p in plays for c in p)


def side_needs(view: RettlerView) -> SideNeeds | None:
    """What the seat's side still needs, when the view shows who is on which side: every
    copy of every called card is played (which reveals its holder, R-INFO-2), in the seat's
    hand or seen put down. ``None`` otherwise, and outside a contract of point cards."""
    contract = view.contract
    if contract is None or contract.reverse or view.variant is not None:
        return None
    if view.rules.dream_cards or any(d is not None for d in view.call_decks):
        return None  # a dream copy or a deck call hides an adjutant's card (R-VAR-10/13)
    down = [c % DECK_STRIDE for c in view.discards]
    for code in set(view.called):
        if view.played_counts[code] + view.held(code) + down.count(code) < 2:
            return None
    side = {contract.declarer, *view.known_adjutants}
    if view.is_adjutant:
        side.add(view.seat)
    taken = view.points_by_seat
    ours = sum(taken[s] for s in side)
    put_down = sum(1 for c in view.discards_face_up if IS_POINT[c % DECK_STRIDE])
    theirs = sum(taken) - ours + put_down  # discarded point cards count for the coalition
    left = TOTAL_POINTS - sum(taken) - put_down
    if view.seat in side:
        need = contract.count - ours
    else:
        need = TOTAL_POINTS - contract.count + 1 - theirs
    if need <= 0 or need > left:
        return None  # made, or out of reach: no longer what decides a card
    return SideNeeds(view.seat in side, need, left)


def fact_holds(fact: RettlerFact, state: RettlerState, seat: int, action: Action) -> bool:
    """Whether ``fact``, stated to ``seat`` about ``action`` now, is true of the whole deal
    (every hand known)."""
    if isinstance(fact, SideNeeds):
        return _side_needs_hold(fact, state, seat)
    if isinstance(fact, RoundWinningNow):
        ctx, plays = state.ctx, state.round_codes
        if ctx is None or not plays:
            return False
        now = resolve(ctx, plays)
        first = [i for i, p in enumerate(plays) for c in p if c == ctx.led_suit * 13]
        if now.reason == "same_two_return":  # not yet: the round's last player is to come
            rule = "R-SAME-2" if ctx.size == 1 else "R-SAME-3"
            now = RoundOutcome(first[0], "same_two", rule, now.unit, False)
        who = state.round_plays[now.position][0]
        kind = ctx.kind if state.trump == URAKO else ""
        got = (who, _unit(now, plays), now.rule_id, kind)
        return got == (fact.seat, fact.cards, fact.rule, fact.declared)
    found = round_after(state.view_for(seat), action)
    assert found is not None
    ctx, after = found
    mine = len(after) - 1
    out = winner_so_far(ctx, after, state.players)
    if isinstance(fact, RoundTakesLead):
        wins = out.position == mine
        kind = ctx.kind if state.trump == URAKO else ""
        taking = (_unit(out, after), out.rule_id, kind)
        return wins and taking == (fact.cards, fact.rule, fact.declared)
    first_seat = state.round_plays[0][0] if state.round_plays else seat
    later_seats = [(first_seat + i) % state.players for i in range(len(after), state.players)]
    hands = [[c % DECK_STRIDE for c in state.hand(s)] for s in later_seats]
    held = [c for h in hands for c in h]
    if isinstance(fact, RoundNoBeaterOut):
        if out.position != mine:
            return False
        if ctx.bomb:
            return all(sum(1 for c in h if RANK_OF[c] == 2) < ctx.size for h in hands)
        if ctx.size != 1:
            return not any(pair_beaten(ctx, after, h, state.players) for h in hands)
        return not _single_beaters(ctx, [p[0] for p in after], held, len(hands), state.players)
    # RoundBeatersOut: each listed card is out of the seat's sight, and every card a later
    # player really holds that could beat it is listed ("only")
    mine_codes = [c % DECK_STRIDE for c in state.hand(seat)]
    copies = 3 if state.rules.dream_cards else 2
    played = state.played
    out_of_sight = all(played[c] + mine_codes.count(c) < copies for c in fact.beaters)
    real = set(_single_beaters(ctx, [p[0] for p in after], held, len(hands), state.players))
    return out_of_sight and real <= set(fact.beaters)


def _side_needs_hold(fact: SideNeeds, state: RettlerState, seat: int) -> bool:
    side, coalition = state.side_totals()
    left = TOTAL_POINTS - sum(state.points_by_seat) - state.discarded_points()
    on_side = seat == state.declarer or seat in state.adjutants
    if fact.declarer_side != on_side or fact.left != left:
        return False
    if on_side:
        return fact.need == state.count - side
    return fact.need == TOTAL_POINTS - state.count + 1 - coalition


__all__ = ["HOW", "RettlerFact", "fact_holds", "play_facts", "side_needs", "winner_so_far"]
