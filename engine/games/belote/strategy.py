"""A rule-based Belote player (``BeloteBot``) with bilingual one-line reasons.

The bot sees only a ``BeloteView`` (B-INFO-1) and returns one of ``view.legal``; ``explain``
also gives the reason, an ``engine.text.Text`` citing the rule it leans on. Legal cards and
trick winners always come from the engine's ``TrickRules`` (B-PLAY-10, B-TRICK-1).

* **Bidding** (B-BID, B-OPT): a hand value for each contract it may bid — trump J and 9,
  trump length, belote, side aces and tens, voids — with the candidate counted in when it
  would join the taker's hand (B-DEAL-5; not with 3 players, B-3P-2). It bids the best
  contract whose value reaches the threshold, and never overcalls its partner.
* **Melds and belote**: always announced (BD-10, BD-11).
* **Play**: perfect memory of public cards (BD-22), voids read from the tricks, shown meld
  cards and belote words. The declarer side draws trumps with the master trump; everybody
  cashes master cards in suits the opponents can still follow; otherwise it leads low and
  keeps unguarded tens. Following, it feeds points to a partner whose card is safe, takes a
  trick with the cheapest safe winner, and otherwise throws its least valuable card.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...actions import Action, Pass, PlayCard
from ...ai.base import RuleBot, legal_choice
from ...cards import BIT, SUIT_LETTERS, Card, card_label, cards_in, make_card
from ...terms import SUITS, belote_bid_name
from ...text import Text, joined, said
from .actions import AnnounceMeld, BeloteBid, ChoosePackets, SayBelote
from .deck import ACE, DECK_MASK, JACK, KING, NINE, QUEEN, SUIT_CARDS, TEN
from .play import SA, TA, Contract, TrickRules
from .view import BeloteView

__all__ = ["BeloteBot", "hand_value"]

#: the hand value a bid needs, by player count (tuned by self-play against random players)
THRESHOLD = {4: 5.2, 3: 3.8}
OPTION_THRESHOLD = 7.5


def _has(hand: int, suit: int, rank: int) -> bool:
    return bool(hand & BIT[make_card(suit, rank)])


def hand_value(hand: int, bid: str) -> float:
    """A rough count of the hand's winning power for ``bid`` (a suit letter, sa or ta)."""
    if bid == SA:
        value = 0.0
        for s in range(4):
            aces, tens = _has(hand, s, ACE), _has(hand, s, TEN)
            length = (hand & SUIT_CARDS[s]).bit_count()
            value += 2.0 * aces + (1.2 if aces and tens else 0.3 * tens)
            value += 0.5 * max(0, length - 3) if aces else 0.0
        return value
    if bid == TA:
        value = 0.0
        for s in range(4):
            jack, nine = _has(hand, s, JACK), _has(hand, s, NINE)
            value += 2.2 * jack + (1.5 if jack and nine else 0.6 * nine)
            value += 0.8 if _has(hand, s, KING) and _has(hand, s, QUEEN) else 0.0
        return value
    trump = SUIT_LETTERS.index(bid)
    trumps = hand & SUIT_CARDS[trump]
    jack, nine = _has(hand, trump, JACK), _has(hand, trump, NINE)
    value = 3.0 * jack + (2.3 if nine and jack else 1.7 * nine)
    value += 1.2 * _has(hand, trump, ACE) + 0.9 * _has(hand, trump, TEN)
    value += (
        0.5
        * (
            trumps
            & ~(
                BIT[make_card(trump, JACK)]
                | BIT[make_card(trump, NINE)]
                | BIT[make_card(trump, ACE)]
                | BIT[make_card(trump, TEN)]
            )
        ).bit_count()
    )
    value += 0.6 * max(0, trumps.bit_count() - 2)
    value += 1.0 if _has(hand, trump, KING) and _has(hand, trump, QUEEN) else 0.0  # belote
    for s in range(4):
        if s == trump:
            continue
        value += 1.2 * _has(hand, s, ACE) + (
            0.6 if _has(hand, s, ACE) and _has(hand, s, TEN) else 0.0
        )
        if not hand & SUIT_CARDS[s] and trumps.bit_count() >= 2:
            value += 0.5
    return value


class _Knowledge:
    """What the bot can deduce from the view: unseen cards and known voids."""

    def __init__(self, view: BeloteView, tr: TrickRules) -> None:
        self.view = view
        self.tr = tr
        self.me = view.seat
        out_of_play = 0
        if view.players == 3:
            for c in (view.candidate, view.bottom_card):
                if c is not None:
                    out_of_play |= BIT[c]
        self.unseen = DECK_MASK & ~view.played_mask & ~view.hand_mask & ~out_of_play
        self.void = [[False] * 4 for _ in range(view.players)]
        for t in view.completed:
            self._scan(t.plays)
        self._scan(view.trick)

    def _scan(self, plays: Sequence[tuple[int, Card]]) -> None:
        if not plays:
            return
        led = plays[0][1] // 13
        trump = self.tr.trump
        for i, (seat, card) in enumerate(plays[1:], start=1):
            if card // 13 == led:
                continue
            self.void[seat][led] = True
            if trump >= 0 and card // 13 != trump:
                cards = [c for _, c in plays[:i]]
                win = plays[self.tr.winner(cards)][0]
                if led == trump or self.view.partner(seat) != win:
                    self.void[seat][trump] = True  # B-PLAY-3/7: it would have trumped

    def opponents_after(self) -> list[int]:
        v = self.view
        done = len(v.trick) + 1
        later = [
            v.order[(v.order.index(self.me) + j) % v.players]
            for j in range(1, v.players - done + 1)
        ]
        return [s for s in later if s != v.partner()]

    def safe(self, cards: list[Card], pos: int, opponents: Sequence[int]) -> bool:
        """No later opponent is likely to beat the card at ``pos`` of the trick ``cards``."""
        led = cards[0] // 13
        tr = self.tr
        for u in cards_in(self.unseen):
            if tr.winner([*cards, u]) != len(cards):
                continue
            suit = u // 13
            for opp in opponents:
                if self.void[opp][suit]:
                    continue
                if suit == led or self.void[opp][led]:
                    return False
        return True


class BeloteBot(RuleBot[BeloteView]):
    """The rule-based ("normal") Belote player."""

    view_type = BeloteView

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed)
        self._rules: dict[tuple[Contract, int, bool], TrickRules] = {}
        #: the hand value a suit bid needs (by player count) and an option bid needs
        self.threshold = dict(THRESHOLD)
        self.option_threshold = OPTION_THRESHOLD

    def explain(self, view: BeloteView) -> tuple[Action, Text]:
        """The chosen action and a one-line reason citing a rule."""
        legal = self.legal_of(view)
        if view.phase == "play":
            action, reason = self._play(view)
        elif view.phase == "bidding":
            action, reason = self._bid(view)
        elif view.phase == "announce":
            action = next(a for a in legal if isinstance(a, AnnounceMeld))
            reason = said("announce the best meld: silence can only lose points (B-ANN-1)")
        elif view.phase == "packets":
            action = ChoosePackets("3_then_2")
            reason = said("deal 3 then 2 as usual (B-VAR-3)")
        else:
            action, reason = legal[0], said("the only thing to do")
        return legal_choice(legal, action, reason, said("the first legal action"))

    # --- bidding -------------------------------------------------------------------------
    def _bid(self, view: BeloteView) -> tuple[Action, Text]:
        bids = [a for a in view.legal if isinstance(a, BeloteBid)]
        overcall = (
            bool(bids)
            and all(b.trump in (SA, TA) for b in bids)
            and any(isinstance(a, BeloteBid) for _, a in view.bids)
        )
        last = next((s for s, a in reversed(view.bids) if isinstance(a, BeloteBid)), None)
        if overcall and last is not None and view.partner() == last:
            return Pass(), said("pass: partner's bid stands (B-OPT-2)")
        hand = view.hand_mask
        best: tuple[float, BeloteBid] | None = None
        rated: dict[str, tuple[float, float]] = {}  # trump -> (hand value, value a bid needs)
        for b in bids:
            with_candidate = hand
            if view.players == 4 and view.candidate is not None:
                with_candidate |= BIT[view.candidate]  # B-DEAL-5: the taker takes it
            value = hand_value(with_candidate, b.trump)
            need = self.option_threshold if b.trump in (SA, TA) else self.threshold[view.players]
            rated[b.trump] = (value, need)
            if value >= need and (best is None or value - need > best[0]):
                best = (value - need, b)
        if best is None:
            if rated:
                top = max(rated, key=lambda k: rated[k][0] - rated[k][1])
                value, need = rated[top]
                return Pass(), said(
                    "pass: with {trump} the hand rates {value:.1f}, below the {need:.1f} a "
                    "bid needs (B-BID-{round})",
                    trump=belote_bid_name(top),
                    value=value,
                    need=need,
                    round=view.bid_round,
                )
            return Pass(), said(
                "pass: the hand is too weak to take (B-BID-{round})", round=view.bid_round
            )
        trump = best[1].trump
        rule = "B-OPT-1" if trump in (SA, TA) else f"B-BID-{view.bid_round}"
        if trump == SA:
            reason = said(
                "bid sans atout: the hand is strong enough to outscore the defenders "
                "({rule}, B-SCORE-4)",
                rule=rule,
            )
        elif trump == TA:
            reason = said(
                "bid tout atout: the hand is strong enough to outscore the defenders "
                "({rule}, B-SCORE-4)",
                rule=rule,
            )
        else:
            reason = said(
                "bid {suit} as trump: the hand is strong enough to outscore the "
                "defenders ({rule}, B-SCORE-4)",
                suit=SUITS[SUIT_LETTERS.index(trump)],
                rule=rule,
            )
        value, need = rated[trump]
        worth = said(
            "the hand rates {value:.1f} against the {need:.1f} a bid needs",
            value=value,
            need=need,
        )
        return best[1], joined([reason, worth], "; ")

    # --- play ----------------------------------------------------------------------------
    def _trick_rules(self, view: BeloteView) -> TrickRules:
        assert view.contract is not None
        key = (view.contract, view.players, view.rules.forced_undertrump)
        tr = self._rules.get(key)
        if tr is None:
            tr = self._rules[key] = TrickRules(*key)
        return tr

    def _play(self, view: BeloteView) -> tuple[Action, Text]:
        tr = self._trick_rules(view)
        know = _Knowledge(view, tr)
        cards = sorted({a.card for a in view.legal if isinstance(a, PlayCard)})
        if view.trick:
            card, reason = self._follow(view, tr, know, cards)
        else:
            card, reason = self._lead(view, tr, know, cards)
        say = SayBelote(card)
        if say in view.legal:  # BD-11: AI players always say belote
            return say, said("{reason} — saying belote (B-BEL-1)", reason=reason)
        return PlayCard(card), reason

    def _master(self, tr: TrickRules, know: _Knowledge, card: Card) -> bool:
        suit = card // 13
        return all(tr.order[u] < tr.order[card] for u in cards_in(know.unseen & SUIT_CARDS[suit]))

    def _lead(
        self, view: BeloteView, tr: TrickRules, know: _Knowledge, cards: list[Card]
    ) -> tuple[Card, Text]:
        assert view.contract is not None
        trump = tr.trump
        mine = view.side_of(view.seat) == view.side_of(view.contract.taker)
        opponents = [s for s in range(view.players) if s != view.seat and s != view.partner()]
        if trump >= 0:
            out_trumps = know.unseen & SUIT_CARDS[trump]
            live = out_trumps and any(not know.void[o][trump] for o in opponents)
            masters = [c for c in cards if c // 13 == trump and self._master(tr, know, c)]
            if mine and live and masters:
                card = max(masters, key=lambda c: tr.order[c])
                return card, said(
                    "lead {card}, the master trump, to draw the opponents' trumps (B-PLAY-3)",
                    card=card_label(card),
                )
        else:
            live = False
        cash = [
            c
            for c in cards
            if c // 13 != trump
            and self._master(tr, know, c)
            and not (
                live and any(know.void[o][c // 13] and not know.void[o][trump] for o in opponents)
            )
        ]
        if cash:
            card = max(cash, key=lambda c: (tr.points[c], tr.order[c]))
            return card, said("cash {card}: nobody can beat it (B-TRICK-1)", card=card_label(card))

        def cost(c: Card) -> tuple[float, int]:
            suit = c // 13
            value = float(tr.points[c])
            if suit == trump:
                value += 25 if not mine else 8
            if tr.points[c] >= 10 and not self._master(tr, know, c):
                value += 15  # an unguarded ten or ace would feed the opponents
            if any(
                know.void[o][suit] and (trump < 0 or not know.void[o][trump]) for o in opponents
            ):
                value += 6  # an opponent would ruff
            return value, tr.order[c]

        card = min(cards, key=cost)
        return card, said(
            "lead a low card, {card}, and keep the strong ones (B-PLAY-2)", card=card_label(card)
        )

    def _follow(
        self, view: BeloteView, tr: TrickRules, know: _Knowledge, cards: list[Card]
    ) -> tuple[Card, Text]:
        played = [c for _, c in view.trick]
        win_pos = tr.winner(played)
        partner_wins = view.trick[win_pos][0] == view.partner()
        opponents = know.opponents_after()
        reason = view.legal_reason or ""
        rule = tr.rule_for(reason, played) if reason else "B-PLAY-10"
        value = tr.trick_points(played)
        if partner_wins and know.safe(played, win_pos, opponents):
            feeds = [c for c in cards if c // 13 != tr.trump] or cards
            card = max(feeds, key=lambda c: (tr.points[c], -tr.order[c]))
            if tr.points[card] > 0:
                return card, said(
                    "partner's card is safe: add {card}'s {points} points to it ({rule})",
                    card=card_label(card),
                    points=tr.points[card],
                    rule=rule,
                )
        winners = [c for c in cards if tr.winner([*played, c]) == len(played)]
        safe = [c for c in winners if know.safe([*played, c], len(played), opponents)]
        if not partner_wins and safe:
            card = min(safe, key=lambda c: (c // 13 == tr.trump, tr.order[c]))
            return card, said(
                "win the trick with {card}, the cheapest sure winner ({rule}, B-TRICK-1)",
                card=card_label(card),
                rule=rule,
            )
        cheap = [c for c in winners if tr.points[c] <= 4]
        if not partner_wins and cheap and value >= 10:
            card = min(cheap, key=lambda c: tr.order[c])
            return card, said(
                "try to win the {points} points with the cheap {card} ({rule})",
                points=value,
                card=card_label(card),
                rule=rule,
            )

        def loss(c: Card) -> tuple[int, bool, int]:
            return (tr.points[c], c // 13 == tr.trump, tr.order[c])

        card = min(cards, key=loss)
        return card, said(
            "cannot take it safely: throw the least valuable card, {card} ({rule})",
            card=card_label(card),
            rule=rule,
        )
