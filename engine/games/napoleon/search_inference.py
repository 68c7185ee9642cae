"""Inference from the play for the strong Napoleon player (issue 23 point 3b).

Each seat's cards so far say something about its hand: a seat that did not take a trick it
could cheaply have taken, that threw a point card on a partner's trick or that ruffed
instead of throwing, plays as a hand of one kind and not another. The rule-based player
plays (nearly) as the search's own rollout policy does, so a world is weighted by how well
that policy, given the world's hands at each moment, predicts the cards every other seat
really played: each play the policy predicts keeps the weight, each it does not multiplies
it by ``MISS`` (forced plays say nothing). Only the public history and the world's own
hands enter, so a world consistent with the view keeps a weight above zero and a world the
view rules out never arises (the sampler's voids, hand sizes and discards hold first).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...cards import BIT

if TYPE_CHECKING:
    from .search import _Rollout

#: how much likelier a world is for each other seat's card that the policy predicts in it
#: than for each it does not (``engine.ai.search.drawn_by_play``; measured with
#: ``bench/napoleon_inference.py --play`` and duels, engine/ai/README.md)
MISS = 0.25


def policy_misses(rollout: _Rollout, me: int) -> int | None:
    """How many cards the seats other than ``me`` played that the rollout policy would not
    have played in the world of ``rollout`` (its tricks replayed from the hands the play
    started from; forced plays not counted), or None when the world cannot be: a card was played
    that its seat could not lawfully play from the world's hand (N-PLAY-1..3).

    The rollout's hands and its partners-known flag are moved back to each moment of the
    deal and left at the world's present: the caller builds a fresh rollout for play.
    """
    state = rollout.state
    dr = rollout.dr
    history = [(t.number, t.named_suit, t.plays) for t in state.completed]
    if state.trick:
        now = tuple(zip(state.trick_seats, state.trick, strict=True))
        history.append((state.k, state.named_suit, now))
    hands = list(state.hands)  # back to the hands the play started from
    for _, _, plays in history:
        for seat, card in plays:
            hands[seat] |= BIT[card]
    rollout.hands = hands
    named_left = state.named_mask
    no_adjutant = not state.adjutants
    misses = 0
    for k, named, plays in history:
        cards: list[int] = []
        seats: list[int] = []
        for seat, card in plays:
            if seat != me:
                hand = hands[seat]
                legal = dr.legal_mask(hand, cards, k, named)
                if not legal >> card & 1:
                    return None
                if legal & (legal - 1):
                    rollout.public = no_adjutant or not named_left
                    if cards:
                        guess = rollout.follow(seat, legal, cards, seats, k, named)
                    else:
                        guess = rollout.lead(seat, legal, k)
                    if guess != card:
                        misses += 1
            hands[seat] &= ~BIT[card]
            named_left &= ~BIT[card]
            cards.append(card)
            seats.append(seat)
    return misses
