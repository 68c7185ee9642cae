"""Bot and hint rules for the decisions the Rettler variants add: the trump named unseen
(R-VAR-4/7/11), a table of three (R-VAR-3), the blind stand (R-VAR-5), Urako (R-VAR-6) and
the call by deck (R-VAR-13)."""

from __future__ import annotations

from dataclasses import replace

from ...actions import Action, Bid, CallAdjutant, Close, NameTrump, Pass
from ...cards import JOKER, MIGHTY, RANK_OF, SUIT_LETTERS, SUIT_OF, Card, card_label
from ...terms import trump_name
from ...text import Text, said, said_p
from ..family.blind import rival_top_shown
from .actions import Lead, TwoAdjutantBid
from .rounds import RoundRules
from .tactics import play
from .view import RettlerContract, RettlerView

#: the normal tactics waive a point request near an all-take only below 40 (R-PR-2)
_NO_CONTRACT_COUNT = 40


def variant_trump(view: RettlerView) -> tuple[Action, Text]:
    """No-trump, which favours the leader; the sanction's punished player: chigaku NT."""
    info = view.variant
    assert info is not None
    legal = [a for a in view.legal if isinstance(a, NameTrump)]
    kinds = [a.trump for a in legal]
    if info.variant == "sanction" and "chigaku_nt" in kinds:
        pick = legal[kinds.index("chigaku_nt")]
        return pick, said(
            "name Earth-science club no-trump without looking: it favours the leader, and "
            "the punished player needs every round he can get (R-VAR-11)"
        )
    pick = legal[kinds.index("nt")] if "nt" in kinds else legal[0]
    if pick.trump == "nt":
        return pick, said(
            "name no-trump without looking: as the leader you choose the suits led, and the "
            "bowers follow them ({rule})",
            rule=info.rule_id,
        )
    return pick, said(
        "name {trump} without looking at your hand ({rule})",
        trump=trump_name(pick.trump),
        rule=info.rule_id,
    )


def play_view(view: RettlerView) -> RettlerView:
    """A contract of this seat (its team mates as known adjutants) where there is none."""
    info = view.variant
    if info is None or view.contract is not None or view.round_rules is None:
        return view
    mates = info.team_mates(view.seat)
    return replace(
        view,
        contract=RettlerContract(view.seat, _NO_CONTRACT_COUNT, view.round_rules.kind, 0),
        known_adjutants=mates,
        is_adjutant=False,
    )


#: R-VAR-3: how far below the minimum count a Mighty holder's best estimate may be for him to
#: bid rather than stay quiet (R-AI-9) at a table of three. Measured over 500 deals (seed 7),
#: 3 / 4 / 5 / always: nobody bid in 18 / 11 / 5 / 0 % of the deals (32 % before), contracts
#: made in 42 / 45 / 45 / 44 % of them (36 % before)
_THREE_GAMBLE = 5.0


def three_seat_gamble(view: RettlerView) -> bool:
    """R-VAR-3: only two others may call the Mighty holder, who loses if nobody bids (D-03):
    he bids the minimum when his best kind is within ``_THREE_GAMBLE`` of it, or holds both."""
    if view.players != 3 or not view.held(MIGHTY):
        return False
    from .strategy import estimate_points

    best = max(estimate_points(view, k, 1) for k in ("S", "H", "D", "C", "red", "black"))
    low = min((a.count for a in view.legal if isinstance(a, Bid)), default=None)
    if low is None:
        return False
    return view.held(MIGHTY) == 2 or best >= low - _THREE_GAMBLE


def three_seat_reason(view: RettlerView, bid: Bid) -> Text:
    return said(
        "bid {bid}: at a table of three the two others may well pass, and if nobody bids the "
        "Mighty holder loses (R-AI-9, R-BID-7)",
        bid=bid.label(),
    )


#: R-VAR-5: what one face-up card is worth to a blind bidder who takes its suit as trump
#: (point cards above an average hand)
_STRENGTH = {14: 1.5, 11: 2.0, 13: 1.0, 12: 0.5}
#: the normal bot's controls (``strategy.controls``) of a random unseen hand under one suit
#: kind; measured, 4 players: a blind declarer calling his face-up card's twin took 18.5
#: point cards on average (600 deals), the normal estimate 16.3 + 2.0 x 1.1
_AVERAGE_CONTROLS = 1.1
#: how far below the count the expected value may be: the first seats / the last seat of a
#: silent first round. Measured over 500 deals (seed 7): nobody bid in 63 % -> 29 % of the
#: deals, the blind declarer made 31 % -> 29 % of his contracts
_GAMBLE = 5.5
_LAST_GAMBLE = 6.0


def blind_strength(card: Card) -> float:
    if card in (MIGHTY, JOKER):
        return 3.0
    return _STRENGTH.get(RANK_OF[card], 0.0)


def blind_bid(view: RettlerView) -> tuple[Action, Text]:
    """R-VAR-5: an unseen hand's average worth plus the face-up card's, less a point card when
    another seat shows a top card of that trump; trump: the card's suit (the joker: spades)."""
    legal = list(view.legal)
    bids = [a for a in legal if isinstance(a, Bid) and not isinstance(a, TwoAdjutantBid)]
    stay = next((a for a in legal if isinstance(a, Pass | Close)), legal[0])
    mine = view.blind_cards[view.seat] % 54
    lbl = card_label(mine)
    if isinstance(stay, Close) and view.standing_bid is not None:
        own = view.standing_bid[1]
        return stay, said("close at {bid}: everybody else passed (N-BID-10)", bid=own.label())
    if view.standing_bid is not None or any(isinstance(a, Bid) for _, a in view.bids):
        return stay, said(
            "pass: someone has bid already, and you have seen only {card} (R-VAR-5)", card=lbl
        )
    kind = "S" if mine == JOKER else SUIT_LETTERS[SUIT_OF[mine]]
    strength = blind_strength(mine)
    if rival_top_shown(view.blind_cards, view.seat, kind):
        strength -= 1.0
    cheapest = min((b for b in bids if b.trump == kind), key=lambda b: b.count, default=None)
    from .strategy import _all_others_passed, average_hand_points

    expected = average_hand_points(view, _AVERAGE_CONTROLS) + strength
    gamble = _LAST_GAMBLE if _all_others_passed(view) else _GAMBLE
    if cheapest is None or expected < cheapest.count - gamble:
        return stay, said(
            "pass: standing blind needs a strong face-up card, and {card} is not enough (R-VAR-5)",
            card=lbl,
        )
    return cheapest, said(
        "stand blind with {trump} {count}: an unseen hand and your face-up {card} are worth "
        "about {n} point cards, close enough for the gamble at the lowest count (R-VAR-5)",
        trump=trump_name(kind),
        count=cheapest.count,
        card=lbl,
        n=round(expected),
    )


def twin_call(view: RettlerView) -> tuple[Action, Text] | None:
    """R-VAR-5 with R-ADJ-3: the twin of the face-up card is the one code callable within
    the limit (calling nobody: measured 9 point cards of 40 on average)."""
    mine = view.blind_cards[view.seat] % 54
    if mine in view.called:
        return None
    for a in view.legal:
        if isinstance(a, CallAdjutant) and a.card == mine and a.deck is None:
            return a, said(
                "call {card}, the twin of your face-up card: the only call within the "
                "adjutant limit when you have seen one card (R-VAR-5, R-ADJ-3)",
                card=card_label(mine),
            )
    return None


def deck_call(view: RettlerView, code: Card) -> tuple[Action, Text] | None:
    """R-VAR-13: a code not callable as a whole is called by the deck he does not hold."""
    held = set(view.hand)
    for a in view.legal:
        if isinstance(a, CallAdjutant) and a.deck is not None and a.card == code:
            if code + 54 * a.deck in held:
                continue
            deck = (said_p("deck back", "red"), said_p("deck back", "blue"))[a.deck]
            return a, said(
                "call {card} of the {deck} deck: one copy counts once toward the adjutant "
                "limit (R-VAR-13, R-ADJ-3)",
                card=card_label(code),
                deck=deck,
            )
    return None


# --- Urako (R-VAR-6) ----------------------------------------------------------------------

#: the kinds the bot declares (the three club kinds and the NT family need a plan it lacks)
DECLARED = ("S", "H", "D", "C", "red", "black")
#: what the coalition's own declarations cost an Urako Rettler, in point cards (the bot bids
#: Urako at its best suit or colour estimate less this)
URAKO_DISCOUNT = 0.5


def _under(view: RettlerView, kind: str, rr: RoundRules | None) -> RettlerView:
    assert view.contract is not None
    return replace(view, contract=replace(view.contract, trump=kind), round_rules=rr)


def urako_play(view: RettlerView) -> tuple[Action, Text]:
    """Lead declaring the kind the hand controls best, playing as under it; follow under the
    round's kind."""
    from .strategy import controls

    if view.round is not None:  # following: the declared kind's rules are the round's
        return play(_under(view, view.round.kind, view.round_rules))
    kind = max(DECLARED, key=lambda k: controls(view, k))
    leads = tuple(a for a in view.legal if isinstance(a, Lead) and a.trump == kind)
    if not leads:
        return view.legal[0], said("lead: the only kind left to declare (R-VAR-6)")
    rr = RoundRules.for_contract(view.rules, kind, view.tricks)
    action, why = play(replace(_under(view, kind, rr), legal=leads))
    return action, said(
        "declare {trump}, the kind your hand controls best (R-VAR-6); {why}",
        trump=trump_name(kind),
        why=why,
    )
