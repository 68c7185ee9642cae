"""A claim of masters (issue 25): "I hold the top cards: every trick left is mine".

The exact check of a claim (``engine.claim``) deals the unseen cards again in every way,
which is out of reach until the last tricks. This check comes first and asks far less: the
claimer is to lead a trick's first card and takes every trick left *by itself*, leading
its cards in one order, whatever cards the other seats put on them. The others are one
adversary who may play, to each trick, any cards the claimer has not seen (a card in the
kitty, a card the seat no longer holds, a card of a suit it must follow or not: every one
of them). That is more than the others can really do, so a yes here is a yes against every
deal the claimer could be facing and every play of the others; a no only sends the claim on
to the exact check, which may still accept it, refuse it or find it too early.

Who wins a trick is the game's own rule (``GameSpec.trick_winner``): Mighty, jokers,
same-two, bowers and the first and last tricks' rules are the engine's. A game without the
hook, or a position the hook cannot judge from the cards alone, gets no claim here. A
game whose leads are not ``PlayCard`` says which of its actions are plain leads of one card
(``GameSpec.lead_card``: Rettler's single rounds); two decks' twins are numbered as the
game's instances are, ``face`` and ``face + DECK_STRIDE`` (``unseen_cards``).
"""

from __future__ import annotations

import itertools
import math
from collections import Counter
from collections.abc import Callable, Sequence

from .actions import Action, PlayCard
from .cards import DECK_STRIDE, card_code, iter_bits, parse_card
from .core import GameState
from .registry import same_card, spec_of

#: the work a claim of masters may do at most: tricks tried with one set of the others'
#: cards, and the others' possible hands followed along the claimer's line (each of the
#: two kinds); beyond it the claim goes on to the exact check
WORK_LIMIT = 200_000

#: ``(state, later, cards) -> winning position or None`` (``GameSpec.trick_winner``)
TrickWinner = Callable[[GameState, int, Sequence[int]], "int | None"]
#: ``(state, later, lead, hand) -> cards of hand that may follow, or None``
FollowOptions = Callable[[GameState, int, int, int], "int | None"]


def masters_order(
    state: GameState,
    actions: Sequence[Action],
    seat: int,
    remaining: int,
    limit: int = WORK_LIMIT,
) -> tuple[int, ...] | None:
    """The order in which ``seat``, to lead now, leads its cards so as to win every one of
    the ``remaining`` tricks whatever the others play (module docstring); None when no such
    order is proved (the exact check decides then)."""
    winner: TrickWinner | None = spec_of(state).trick_winner
    if winner is None or state.current_seat != seat or state.phase != "play":
        return None
    hand = [c for c in getattr(state.view_for(seat), "hand", ()) if isinstance(c, int)]
    if len(hand) != remaining or remaining == 0:
        return None
    unseen = unseen_cards(state, actions, seat)
    others = state.players - 1
    if unseen is None or len(unseen) < others:
        return None
    tries = math.comb(len(unseen), others)
    if tries * remaining > limit:
        return None
    budget = [limit]
    wins: dict[tuple[int, int], bool] = {}

    def leads_and_wins(card: int, later: int) -> bool:
        key = (card, later)
        if key not in wins:
            wins[key] = _always_wins(winner, state, later, card, unseen, others, budget)
        return wins[key]

    # the first lead must be one the rules allow now (the hook judges the later ones)
    face = spec_of(state).card_face
    faces_now = {face(c) for c in map(lead_card_of(state), state.legal_actions()) if c is not None}
    now = {c for c in hand if face(c) in faces_now}
    order: list[int] = []

    def place(later: int, left: list[int]) -> bool:
        if later == remaining:
            return True
        for card in left:
            if later == 0 and card not in now:
                continue
            if leads_and_wins(card, later):
                order.append(card)
                if place(later + 1, [c for c in left if c != card]):
                    return True
                order.pop()
            if budget[0] <= 0:
                return False
        return False

    # the strongest-looking cards first: the first order tried is usually the one
    if place(0, sorted(hand, reverse=True)):
        return tuple(order)
    return _drawing_order(state, seat, remaining, hand, unseen, now, leads_and_wins, limit)


def _plain(action: PlayCard) -> bool:
    """A card played as it is: no suit named for it, no trump declared with it."""
    return action.named_suit is None and action.trump is None


def lead_card_of(state: GameState) -> Callable[[Action], int | None]:
    """The game's ``GameSpec.lead_card``: the card of a plain lead of one card, else None
    (by default a ``PlayCard`` played as it is)."""
    hook = spec_of(state).lead_card
    return hook if hook is not None else _played_card


def _played_card(action: Action) -> int | None:
    return action.card if type(action) is PlayCard and _plain(action) else None


def _always_wins(
    winner: TrickWinner,
    state: GameState,
    later: int,
    card: int,
    unseen: list[int],
    others: int,
    budget: list[int],
) -> bool:
    """Whether ``card`` led ``later`` tricks from now wins against every set of ``others``
    unseen cards played to it (the hook's contract: the order of the cards after the lead
    does not change whether the lead wins)."""
    for cards in itertools.combinations(unseen, others):
        budget[0] -= 1
        if budget[0] < 0 or winner(state, later, (card, *cards)) != 0:
            return False
    return True


def unseen_cards(state: GameState, actions: Sequence[Action], seat: int) -> list[int] | None:
    """The cards of the deal ``seat`` has neither in hand nor seen played nor seen put out
    of play (``GameSpec.cards_out``), as the state numbers them; None when the deal's data
    cannot say."""
    from .claim import _seen_faces
    from .coach.evaluate import _card_slots, _get
    from .deal_log import log_of

    spec = spec_of(state)
    if spec.deal_data is None:
        return None
    log = log_of(state, actions, None)
    view = state.view_for(seat)
    seen = Counter(_seen_faces(log, actions, seat, view))
    if spec.cards_out is not None:
        seen.update(card_code(spec.card_face(c)) for c in spec.cards_out(view))
    out: list[int] = []
    for path in _card_slots(log.deal):
        code = _get(log.deal, path)
        if seen[code] > 0:
            seen[code] -= 1
        else:
            out.append(parse_card(code))
    if spec.card_face is same_card:
        return sorted(set(out))
    # two decks' twins: an unseen copy is numbered ``face`` or ``face + DECK_STRIDE``,
    # whichever the claimer's own copy is not (the copies are alike: which is which tells
    # nothing); a third copy (a dream card, R-VAR-10) is not reckoned with here
    held = {c for c in getattr(view, "hand", ()) if isinstance(c, int)}
    copies: list[int] = []
    for face in sorted(out):
        free = [c for c in (face, face + DECK_STRIDE) if c not in held and c not in copies]
        if not free:
            return None
        copies.append(free[0])
    return sorted(copies)


def _drawing_order(
    state: GameState,
    seat: int,
    remaining: int,
    hand: list[int],
    unseen: list[int],
    now: set[int],
    absolute: Callable[[int, int], bool],
    limit: int,
) -> tuple[int, ...] | None:
    """The claim of masters with the duty to follow (``GameSpec.follow_options``): leading
    the top trumps first draws the others' trumps, after which the side suits' masters
    cannot be ruffed. Each other seat holds ``remaining`` of the unseen cards, any of them;
    along the claimer's line it plays any card the rules allow it to follow with. A trick
    is the claimer's when its lead beats every set of cards the others could then play."""
    follow: FollowOptions | None = spec_of(state).follow_options
    winner: TrickWinner | None = spec_of(state).trick_winner
    others = state.players - 1
    if follow is None or winner is None:
        return None
    if math.comb(len(unseen), remaining) > limit // max(1, remaining):
        return None
    hands = {sum(1 << c for c in h) for h in itertools.combinations(unseen, remaining)}
    work = [limit]
    order: list[int] = []

    def place(later: int, left: list[int], hands: set[int]) -> bool:
        if later == remaining:
            return True
        # the leads that beat every unseen card first: they draw the others' cards
        for card in sorted(left, key=lambda c: (not absolute(c, later), -c)):
            if later == 0 and card not in now:
                continue
            options: dict[int, int] = {}
            for held in hands:
                work[0] -= 1
                may = follow(state, later, card, held)
                if may is None or work[0] < 0:
                    return False
                options[held] = may
            playable = 0
            for may in options.values():
                playable |= may
            cards = [c for c in unseen if playable >> c & 1]
            if len(cards) < others or not _always_wins(
                winner, state, later, card, cards, others, work
            ):
                continue
            after = {held & ~(1 << c) for held, may in options.items() for c in iter_bits(may)}
            order.append(card)
            if place(later + 1, [c for c in left if c != card], after):
                return True
            order.pop()
            if work[0] < 0:
                return False
        return False

    return tuple(order) if place(0, hand, hands) else None
