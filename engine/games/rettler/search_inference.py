"""Inference from the play for the strong Rettler player (issue 23 point 3b).

As in Napoleon (``engine/games/napoleon/search_inference.py``): the rule-based player follows
a single round (nearly) as the rollout policy does (``search._follow_choice``: feed points to
a friend's round that stands, take a round with the cheapest card worth it, else throw the
least useful card), so a world is weighted by how many of the other seats' follows so far
that policy, given the world's hands and sides at the time, would not have played
(``engine.ai.search.drawn_by_play``). A follow says which cards its seat held (the led suit,
points to feed, a card that could take the round) and whom it counts as a friend: the
hidden adjutants show in what they feed and what they take (R-ADJ-5). Pair and bomb rounds
(followed at random by the policy) and leads are not weighed; forced follows say nothing.
A world where a seat followed with a card it could not lawfully play from the world's hand
(R-PLAY-*, R-PR-3, R-JOKER-1/3) cannot be: no weight.
"""

from __future__ import annotations

from ...cards import CODE_MASK, DECK_STRIDE
from .legality import single_follow_mask
from .rounds import RoundContext
from .state import RettlerState

#: how much likelier a world is for each follow the policy predicts in it than for each it
#: does not (measured with duels, engine/ai/README.md)
MISS = 0.25
#: above the policy's noise (``FOLLOW_NOISE``): its own choice, never a random card
_NO_NOISE = 0.999


def policy_misses(world: RettlerState, me: int) -> int | None:
    """How many follows of single rounds by the seats other than ``me`` the rollout policy
    would not have played in ``world``, or None when the world cannot be (module
    docstring)."""
    from .search import _costs, _follow_choice, _friends

    rr = world.round_rules
    assert rr is not None
    players = world.players
    declarer = world.declarer
    side = [s == declarer or s in world.adjutants for s in range(players)]
    called = 0
    for c in world.called:
        called |= 1 << c
    # every round so far, with its context when it is a single round
    rounds: list[tuple[RoundContext | None, tuple[tuple[int, tuple[int, ...]], ...]]] = []
    for done in world.completed:
        ctx = None
        if done.size == 1 and not done.bomb:
            lead = done.plays[0][1][0]
            ctx = rr.context(done.first_trick, 1, lead, done.named_suit, done.point_request)
        rounds.append((ctx, done.plays))
    if world.round_plays:
        now = world.ctx if world.ctx is not None and world.ctx.size == 1 else None
        seats_codes = zip(world.round_plays, world.round_codes, strict=True)
        rounds.append((now, tuple((s, codes) for (s, _), codes in seats_codes)))
    # the codes each seat held at least once at the start of each round: what it holds now
    # and what it played from that round on
    held = [(h | h >> DECK_STRIDE) & CODE_MASK for h in world.hands]
    at_start: list[list[int]] = []
    for _, plays in reversed(rounds):
        for seat, cards in plays:
            for c in cards:
                held[seat] |= 1 << c
        at_start.append(held[:])
    at_start.reverse()
    cost = _costs(rr)
    known = [False] * players  # adjutants revealed by a called card (R-ADJ-2, R-INFO-2)
    misses = 0
    for (ctx, plays), lo_of in zip(rounds, at_start, strict=True):
        if ctx is not None:
            codes = [plays[0][1][0]]
            seats = [plays[0][0]]
            _reveal(plays[0][0], codes[0], called, declarer, known)
            for seat, cards in plays[1:]:
                c = cards[0]
                if seat != me:
                    legal = single_follow_mask(ctx, lo_of[seat])
                    if not legal >> c & 1:
                        return None
                    if legal & (legal - 1):
                        fr = _friends(seat, side, known, declarer)
                        guess = _follow_choice(
                            ctx, legal, codes, seats, fr, players, cost, _NO_NOISE
                        )
                        if guess != c:
                            misses += 1
                _reveal(seat, c, called, declarer, known)
                codes.append(c)
                seats.append(seat)
        else:
            for seat, cards in plays:
                for c in cards:
                    _reveal(seat, c, called, declarer, known)
    return misses


def _reveal(seat: int, c: int, called: int, declarer: int, known: list[bool]) -> None:
    """A called card shows its holder as an adjutant (R-ADJ-2), as in the rollouts."""
    if called >> c & 1 and seat != declarer:
        known[seat] = True
