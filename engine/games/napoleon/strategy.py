"""A rule-based Napoleon player (napoleon.md §18, strategy notes N-AI-1..23).

``NapoleonBot`` sees only a ``NapoleonView`` and returns one of ``view.legal``. Every decision
also has a one-line English reason citing a strategy note or rule ID (``explain``), which the
GUI's hint mode shows; the reason is an ``engine.text.Text``, so the GUI shows it in the
player's language.

How it decides:

* **Misdeal** (N-MIS-5): always declares.
* **Bidding**: for every trump kind of the preset it estimates how many point cards its side
  would take (``estimate_points``: trump length, Mighty, bowers, joker, aces, voids, scaled to
  the number of players and calibrated by self-play; N-AI-1, N-AI-10) and bids the cheapest
  bid the estimate covers. The Mighty holder stays quiet when someone else bids (N-AI-3); the
  owner of the standing bid closes unless another trump is clearly better (N-BID-10).
* **Adjutant call** (N-AI-11, N-AI-6): the strongest card it lacks.
* **Discard** (N-AI-7, N-AI-21): keeps trumps and winners, voids short side suits, and a
  strong Napoleon under ``book`` discards one bare point card face up against all-take.
* **Card play**: the trick winner always comes from the engine (``DealRules.trick_winner``),
  so first/last-trick switches, same-two, Yoromeki etc. are never re-implemented here. The
  bot tracks unseen cards and voids (N-AI-20), estimates for each card the chance that no
  later opponent beats it, and who is probably on which side (N-AI-22). Following, it picks
  the card with the best expected point swing minus the future value of the card (cheapest
  winner, feed a winning partner, throw low to opponents). Leading follows the rules of
  thumb: trick-1 aces (N-AI-18), cash sure winners (N-AI-17), the Napoleon strips trumps, the
  coalition calls the joker with ♠3 (N-AI-16) and flushes the Mighty (N-AI-13).

No search: a decision is a few hundred integer operations plus cached trick-winner tables.

The bot is this module's ``NapoleonBot``, which hands each phase to the module of its concept:

* ``evaluation``: hand evaluation (``estimate_points``, ``hand_tricks``);
* ``bidding``: the auction and the adjutant call;
* ``kitty``: the discards of the kitty exchange (``kitty_exchange`` replays a whole one);
* ``play``: card play, on the knowledge of ``play_context`` (unseen cards, voids, sides);
* ``variant_strategy``: the decisions the variants N-VAR-2/5/6 change.
"""

from __future__ import annotations

from ...actions import Action, ChoosePile, DeclareMisdeal, KeepHand
from ...ai.base import FALLBACK, ONLY_MOVE, RuleBot, legal_choice
from ...cards import Card
from ...text import said
from ..family.two_player import CHOOSE_PILE, TABLEAU
from . import bidding, kitty, variant_strategy
from .evaluation import estimate_points
from .play import play_card
from .play_context import EvidenceCache
from .two_player import TwoPlayerView
from .view import NapoleonView

__all__ = ["NapoleonBot", "estimate_points"]


class NapoleonBot(RuleBot[NapoleonView]):
    """The rule-based ("normal") Napoleon player."""

    view_type = NapoleonView

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed)
        #: how many point cards the estimate must exceed a bid by (bidding caution)
        self.margin = bidding.MARGIN
        self._evidence: EvidenceCache = {}

    def explain(self, view: NapoleonView) -> tuple[Action, str]:
        """The chosen action and a one-line reason citing a strategy note or rule."""
        legal = self.legal_of(view)
        phase = view.phase
        if view.hand_unseen or view.imperial is not None:  # N-VAR-5/6
            hit = self._variant(view)
            if hit is not None:
                return legal_choice(legal, hit[0], hit[1], FALLBACK)
        bonus: dict[Card, float] = {}
        if isinstance(view, TwoPlayerView):  # N-VAR-1/2
            if phase == CHOOSE_PILE:
                return legal[0], said(
                    "take pile {pile}: the piles lie face down, any of them is as good (N-VAR-2)",
                    pile=legal[0].pile + 1 if isinstance(legal[0], ChoosePile) else 1,
                )
            forced = phase == "play" and len(legal) == 1 and view.layout == TABLEAU
            view, bonus = view.for_bot()
            if forced and view.trick:
                return legal[0], said(
                    "{card}: the only card of your hand and pile tops that may be played "
                    "(N-PLAY-3, N-VAR-1)",
                    card=legal[0].label(),
                )
        if phase == "play":
            action, reason = play_card(view, self._evidence, bonus)
        elif phase == "misdeal_offer":
            action, reason = self._misdeal(view)
        elif phase == "auction":
            action, reason = bidding.auction(view, self.margin)
        elif phase == "responsibility_stand":
            action, reason = bidding.responsibility(view)
        elif phase == "reverse_auction":
            action, reason = bidding.reverse(view)
        elif phase == "adjutant_call":
            action, reason = bidding.call_adjutant(view)
        elif phase == "discard":
            action, reason = kitty.discard(view)
        elif phase == "pile_choice":
            action, reason = self._pile(view)
        else:
            action, reason = legal[0], ONLY_MOVE
        return legal_choice(legal, action, reason, FALLBACK)

    def _variant(self, view: NapoleonView) -> tuple[Action, str] | None:
        """The decisions N-VAR-5 and N-VAR-6 change (``variant_strategy``); ``None``: the
        normal rule applies."""
        phase = view.phase
        if phase == "trump_choice":
            return variant_strategy.imperial_trump(view)
        if phase == "play" and view.imperial is not None:
            return play_card(variant_strategy.solo_view(view), self._evidence)
        if phase == "auction":
            return variant_strategy.blind_bid(view)
        if phase == "responsibility_stand":
            return variant_strategy.blind_responsibility(view)
        if phase == "adjutant_call":
            action, why = bidding.call_adjutant(view)
            return action, variant_strategy.blind_call_reason(action, why)
        return None

    # --- pile choice (N-VAR-3) --------------------------------------------------------
    @staticmethod
    def _pile(view: NapoleonView) -> tuple[Action, str]:
        """Every pile lies face down ([B 6.1.3]), so no pile is better than another: take
        the first free one."""
        first = next(a for a in view.legal if isinstance(a, ChoosePile))
        return first, said(
            "take pile {pile}: the piles lie face down, so any free pile is as good as "
            "another (N-VAR-3)",
            pile=first.pile + 1,
        )

    # --- misdeal ----------------------------------------------------------------------
    @staticmethod
    def _misdeal(view: NapoleonView) -> tuple[Action, str]:
        for a in view.legal:
            if isinstance(a, DeclareMisdeal):
                rule = "N-MIS-2" if view.rules.misdeal == "no_point_card" else "N-MIS-1"
                return a, said(
                    "declare a misdeal: this hand has no winning prospects ({rule}, N-MIS-5)",
                    rule=rule,
                )
        keep = next(a for a in view.legal if isinstance(a, KeepHand))
        return keep, said("keep the hand")

    # --- discard ----------------------------------------------------------------------
    def discard_set(self, view: NapoleonView) -> list[tuple[Action, str]]:
        """The whole rest of the kitty exchange (N-KIT-2) as this player makes it one card at
        a time, each discard with its reason, replayed by the engine's ``KittyExchange`` on
        a deal built from the declarer's view alone."""
        return kitty.discard_set(self.explain, view)
