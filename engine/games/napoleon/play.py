"""The Napoleon bot's card play (napoleon.md §18: N-AI-12..23).

The trick winner always comes from the engine (``DealRules.trick_winner``), so first/last-
trick switches, same-two, Yoromeki etc. are never re-implemented here. What the bot knows
comes from ``play_context.PlayContext`` (unseen cards, voids, side guesses, the chance that
no later opponent beats a card).

* **Following** (``_follow``): the card with the best expected point swing minus the future
  value of the card (cheapest winner, feed a winning partner, throw low to opponents).
* **Leading** (``_lead``): the rules of thumb first (``_lead_rules``): trick-1 aces
  (N-AI-18), cash sure winners (N-AI-17), the Napoleon strips trumps, the coalition calls
  the joker with ♠3 (N-AI-16) and flushes the Mighty (N-AI-13); otherwise the lead with the
  best expected point swing (``_lead_ev``).
* **Urako** (N-VAR-7): the leader declares the kind that makes his lead strongest.
"""

from __future__ import annotations

from dataclasses import replace

from ...actions import Action, PlayCard
from ...cards import (
    BIT,
    HEARTS,
    IS_POINT,
    JOKER,
    JOKER_BIT,
    JOKER_CALL_CARD,
    MIGHTY,
    NO_SUIT,
    RANK_OF,
    SPADES,
    SUIT_OF,
    SUITS,
    YOROMEKI,
    YOROMEKI_GAESHI,
    Card,
    make_card,
)
from ...terms import SUITS as SUIT_NAMES
from ...text import Text, said, said_n, said_p
from ..family.tricks import DealRules
from .evaluation import hand_tricks
from .four_pile import FourPileView
from .params import URAKO
from .play_context import EvidenceCache, PlayContext, beater_mask
from .view import NapoleonView
from .wording import card_text, kind_text

__all__ = ["play_card"]


#: the trick-winning reasons (N-TRICK-20 codes) in "take the trick" hints
_WHAT: dict[str, Text] = {
    "mighty": said_p("wins by", "the Mighty"),
    "yoromeki": said_p("wins by", "Yoromeki beats the Mighty"),
    "yoromeki_gaeshi": said_p("wins by", "Yoromeki-gaeshi"),
    "joker_lead": said_p("wins by", "the joker lead"),
    "same_two": said_p("wins by", "same-two"),
    "right_bower": said_p("wins by", "the right bower"),
    "left_bower": said_p("wins by", "the left bower"),
    "trump": said_p("wins by", "a trump"),
    "led_suit": said_p("wins by", "the highest card of the led suit"),
    "joker_free": said_p("wins by", "the followed joker"),
    "diamond_queen": said_p("wins by", "♢Q beats the right bower"),
}


def play_card(
    view: NapoleonView, evidence: EvidenceCache, bonus: dict[Card, float] | None = None
) -> tuple[Action, str]:
    """The card to play (``evidence``: the bot's N-AI-22 cache, ``bonus``: N-VAR-1 extras)."""
    legal = [a for a in view.legal if isinstance(a, PlayCard)]
    if len(evidence) > 2000:
        evidence.clear()
    if not view.trick and view.contract is not None and view.contract.trump == URAKO:
        return _urako_lead(view, legal, evidence)
    ctx = PlayContext(view, evidence)
    if bonus:
        ctx.bonus = bonus
    if not view.trick:
        return _lead(ctx, legal)
    return _follow(ctx, legal)


def _urako_lead(
    view: NapoleonView, legal: list[PlayCard], evidence: EvidenceCache
) -> tuple[Action, Text]:
    """N-VAR-7: declare the kind under which the best lead is worth most (the expected
    point swing of ``_lead_ev``), ties to the kind that fits the hand best
    (``hand_tricks``); then lead as under that kind."""
    by_kind: dict[str, list[PlayCard]] = {}
    for a in legal:
        by_kind.setdefault(a.trump or "", []).append(a)
    best: tuple[tuple[float, float], PlayContext, list[PlayCard]] | None = None
    for kind, actions in by_kind.items():
        dr = DealRules.for_contract(view.rules, kind, view.tricks)
        kind_view = replace(view, deal_rules=dr, legal=tuple(actions), declared_trump=kind)
        ctx = PlayContext(kind_view, evidence)
        key = (
            round(_best_lead_value(ctx, actions), 2),
            hand_tricks(ctx.hand, kind, view.rules),
        )
        if best is None or key > best[0]:
            best = (key, ctx, actions)
    assert best is not None
    _, ctx, actions = best
    action, reason = _lead(ctx, actions)
    kind = ctx.view.declared_trump
    return action, said(
        "declare {trump} for this trick, the kind that makes your lead strongest "
        "(N-VAR-7): {reason}",
        trump=kind_text(view.rules, kind),
        reason=reason,
    )


def _best_lead_value(ctx: PlayContext, actions: list[PlayCard]) -> float:
    """The best expected point swing of a lead among ``actions`` (as ``_lead_ev``)."""
    k, n, me, rel = ctx.k, ctx.n, ctx.me, ctx.rel
    l_me = l_opp = 0.0
    for j in range(n):
        if j != me:
            l_me += ctx.feed(j, (1.0 + rel[j]) / 2.0)
            l_opp += ctx.feed(j, (1.0 - rel[j]) / 2.0)
    joker_named = ctx.joker_suit(k) if any(a.named_suit is not None for a in actions) else -1
    best = -1e9
    for a in actions:
        c = a.card
        if a.named_suit is not None and a.named_suit != joker_named:
            continue
        p = ctx.p_lead(c, a.named_suit if a.named_suit is not None else -1, k)
        m = 1.0 if IS_POINT[c] else 0.0
        value = p * (m + l_me) - (1.0 - p) * (m + l_opp)
        best = max(best, ctx.sign * (value - ctx.future_value(c)))
    return best


def _follow(ctx: PlayContext, legal: list[PlayCard]) -> tuple[Action, str]:
    view, dr, k = ctx.view, ctx.dr, ctx.k
    cards = [c for _, c in view.trick]
    seats = [s for s, _ in view.trick]
    lead = cards[0]
    named = view.named_suit
    if len(legal) == 1:
        a = legal[0]
        if lead == JOKER_CALL_CARD and a.card == JOKER and ctx.f.joker_call:
            return a, said("♠3 was led: the joker must be played to the joker call (N-PLAY-5)")
        lbl = card_text(a.card)
        if lead == JOKER and ctx.f.joker_lead_power:
            return a, said("{card}: the only card that meets the joker lead (N-PLAY-4)", card=lbl)
        return a, said("{card}: the only legal card (N-PLAY-3)", card=lbl)
    n, me = ctx.n, ctx.me
    table = sum(1 for c in cards if IS_POINT[c])
    later = [(me + i) % n for i in range(1, n - len(cards))]
    led = ctx.led_mask(lead, named, k)
    later_poss = 0
    for j in later:
        later_poss |= ctx.possible[j]
    rel, sign = ctx.rel, ctx.sign
    danger = _all_take_danger(ctx)
    scored: list[tuple[float, int, PlayCard, int, float, str]] = []
    for a in legal:
        card = a.card
        cards.append(card)
        out = dr.trick_winner(cards, k, named)
        pos = out.position
        w = me if pos == len(cards) - 1 else seats[pos]
        sw = rel[w]
        x = table + (1 if IS_POINT[card] else 0)
        psurv = 1.0
        if later:
            top = cards[pos]
            b = beater_mask(dr, k, named, lead, top) & later_poss
            if b:
                b = _verify(dr, cards, k, named, b)
            if top == YOROMEKI and MIGHTY in cards and dr.rules.yoromeki_gaeshi:
                b |= BIT[YOROMEKI_GAESHI] & later_poss
            psurv, beats = ctx.survival(b, led, later, sw, out.reason == "same_two")
            sb_num = sb_den = lw = 0.0
            for j, pb in zip(later, beats, strict=True):
                sb_num += pb * rel[j]
                sb_den += pb
                lw += ctx.feed(j, (1.0 + sw * rel[j]) / 2.0)
            sb = sb_num / sb_den if sb_den > 0 else -sw
            value = psurv * sw * (x + lw) + (1.0 - psurv) * sb * (x + 0.5 * lw)
        else:
            value = sw * x
        score = sign * value - sign * ctx.future_value(card) + ctx.bonus.get(card, 0.0)
        if danger and IS_POINT[card] and sw < 0:
            score += 3.0 * psurv
        cards.pop()
        scored.append((score, -RANK_OF[card], a, w, psurv, out.reason))
    scored.sort(key=lambda t: (t[0], t[1]), reverse=True)
    score, _, a, w, psurv, reason = scored[0]
    return a, _follow_reason(ctx, a.card, w, psurv, reason, table, danger)


def _verify(dr: DealRules, cards: list[Card], k: int, named: int, beaters: int) -> int:
    """Drop same-two beaters that the cards already played rule out (the beater tables
    look at three cards only)."""
    for s in SUITS:
        two = make_card(s, 2)
        if beaters >> two & 1:
            cards.append(two)
            if dr.trick_winner(cards, k, named).position != len(cards) - 1:
                beaters &= ~BIT[two]
            cards.pop()
    return beaters


def _follow_reason(
    ctx: PlayContext, card: Card, w: int, psurv: float, how: str, table: int, danger: bool
) -> Text:
    lbl = card_text(card)
    me, rel = ctx.me, ctx.rel
    from ..family.tricks import REASON_RULES

    if danger and IS_POINT[card] and rel[w] < 0:
        if isinstance(ctx.view, FourPileView):
            return said(
                "give {card} to the coalition: taking every point card in play would "
                "lose (N-VAR-3, N-END-3, N-AI-21)",
                card=lbl,
            )
        return said(
            "give {card} to the coalition: taking all 20 point cards would lose (N-END-3, N-AI-21)",
            card=lbl,
        )
    if ctx.sign < 0:
        if w == me:
            return said(
                "{card}: under a reverse contract take tricks only without points (N-END-4)",
                card=lbl,
            )
        return said(
            "{card}: stay under the winning card, your side must take no point (N-END-4)",
            card=lbl,
        )
    if w == me and psurv < 0.5:
        return said(
            "play {card}: the cheapest choice; it is on top for now but a later "
            "player will probably beat it ({percent}% safe) (N-AI-12)",
            card=lbl,
            percent=round(100 * psurv),
        )
    if w == me:
        rule = REASON_RULES.get(how, "N-TRICK-1")
        sure = "" if psurv > 0.95 else said(", about {percent}% safe", percent=round(100 * psurv))
        note: Text | str = ""
        if ctx.k == ctx.ntricks and ctx.dr.notes_by_trick[ctx.k]:
            note = said("; trumps have no power in the last trick (N-TRICK-16)")
        elif ctx.k == 1 and ctx.dr.notes_by_trick[1]:
            note = said("; trumps have no power in trick 1 (N-TRICK-15)")
        cite = (
            "N-AI-14"
            if card in (MIGHTY, JOKER) or how in ("right_bower", "left_bower")
            else "N-AI-12"
        )
        return said(
            "take the trick with {card} ({what}, {rule}){sure}: {points}, the "
            "cheapest card that wins ({cite}){note}",
            card=lbl,
            what=_WHAT.get(how, how),
            rule=rule,
            sure=sure,
            points=said_n(
                "{n} point card on the table", "{n} point cards on the table", table, n=table
            ),
            cite=cite,
            note=note,
        )
    if rel[w] >= 0.99:
        if IS_POINT[card]:
            return said("feed {card} to your partner's winning trick (N-AI-22)", card=lbl)
        return said("your partner is winning: play low with {card} (N-AI-22)", card=lbl)
    if IS_POINT[card]:
        return said(
            "give up {card}: every choice gives away a point card, this one is "
            "worth least later (N-AI-22)",
            card=lbl,
        )
    if rel[w] > -0.99:
        return said(
            "throw {card}: the winner's side is unknown, so give no point card (N-AI-22)",
            card=lbl,
        )
    return said(
        "throw {card}: the opponents win this trick, give them no point card (N-AI-22)",
        card=lbl,
    )


def _all_take_danger(ctx: PlayContext) -> bool:
    """N-END-3: our side has made the contract and the coalition has no point card yet."""
    view = ctx.view
    contract = view.contract
    rules = view.rules
    if not rules.all_take or contract is None or contract.reverse or contract.count >= 20:
        return False
    if any(IS_POINT[c] for c in view.discards):
        return False  # face-up point discards already count for the coalition (N-KIT-4)
    rel = ctx.rel
    ours = sum(p for j, p in enumerate(view.points_by_seat) if rel[j] >= 0.99)
    if ours < contract.count:
        return False
    return all(p == 0 for j, p in enumerate(view.points_by_seat) if rel[j] < 0.99)


# --- leading --------------------------------------------------------------------------
def _lead(ctx: PlayContext, legal: list[PlayCard]) -> tuple[Action, str]:
    k = ctx.k
    # one joker variant: the suit we would name
    options: list[PlayCard] = []
    joker_named = -1
    if any(a.card == JOKER and a.named_suit is not None for a in legal):
        joker_named = ctx.joker_suit(k)
    for a in legal:
        if a.card == JOKER and a.named_suit is not None and a.named_suit != joker_named:
            continue
        options.append(a)
    if len(options) == 1:
        a = options[0]
        return a, said(
            "lead {card}: the only legal lead (N-PLAY-2)", card=card_text(a.card, a.named_suit)
        )
    p = {
        a.card: ctx.p_lead(a.card, a.named_suit if a.named_suit is not None else -1, k)
        for a in options
    }
    by_card = {a.card: a for a in options}
    if ctx.sign > 0:
        hit = _lead_rules(ctx, options, p, by_card)
        if hit is not None:
            return hit
    return _lead_ev(ctx, options, p)


def _lead_rules(
    ctx: PlayContext,
    options: list[PlayCard],
    p: dict[Card, float],
    by_card: dict[Card, PlayCard],
) -> tuple[Action, str] | None:
    k, dr, f, view = ctx.k, ctx.dr, ctx.f, ctx.view
    hand, unseen = ctx.hand, ctx.unseen
    me, n, N = ctx.me, ctx.n, ctx.ntricks
    contract = view.contract
    assert contract is not None
    declarer = me == contract.declarer
    our_side = declarer or view.is_adjutant
    cards = [a.card for a in options]
    trumpish = ctx.trumpish() if f.trump else 0
    enemy_can = 0
    for j in range(n):
        if j != me and ctx.enemy(j) > 0.0:
            enemy_can |= ctx.possible[j]

    def plain_point(c: Card) -> bool:
        return IS_POINT[c] and not trumpish >> c & 1 and c != MIGHTY

    def longest_first(c: Card) -> tuple[float, int]:
        s = dr.suit_of[c] if c != JOKER else NO_SUIT
        return (p[c], (unseen & dr.suit_mask[s]).bit_count() if s >= 0 else 0)

    # N-AI-18: trumps have no power in trick 1 -> an off-suit ace wins it
    if k == 1 and not f.trump:
        plain = ctx.trumpish() | BIT[MIGHTY]
        tops = [c for c in cards if IS_POINT[c] and p[c] >= 0.55 and not plain >> c & 1]
        if tops:
            c = max(tops, key=longest_first)
            return by_card[c], said(
                "lead {card}: trumps have no power in trick 1, the highest card of "
                "the led suit wins it (N-AI-18)",
                card=card_text(c),
            )

    # N-AI-16: the ♠3 joker call while the joker is still out (coalition)
    call_ok = f.joker_call and JOKER_CALL_CARD in by_card and unseen & JOKER_BIT and k <= N - 2
    if call_ok and not our_side:
        return by_card[JOKER_CALL_CARD], said(
            "lead ♠3: the joker call forces the joker out before it dominates the endgame (N-AI-16)"
        )

    # N-AI-17: cash point-card winners before someone runs out of the suit
    cash = [c for c in cards if plain_point(c) and p[c] >= 0.8]
    if cash:
        c = max(cash, key=longest_first)
        return by_card[c], said(
            "power lead {card}: no opponent is likely to beat it "
            "({percent}%), so it takes its own point card (N-AI-17)",
            card=card_text(c),
            percent=round(100 * p[c]),
        )

    # N-AI-4/14/17: the Napoleon strips the opponents' trumps
    my_trumps = [c for c in cards if trumpish >> c & 1]
    enemy_trumps = enemy_can & trumpish
    if declarer and trumpish and enemy_trumps and len(my_trumps) >= 2:
        sure = [c for c in my_trumps if p[c] >= 0.8]
        if sure:
            c = min(sure, key=lambda x: (ctx.future_value(x), RANK_OF[x]))
            return by_card[c], said(
                "lead {card}: strip the opponents' trumps with a trump that should "
                "win (N-AI-4, N-AI-17)",
                card=card_text(c),
            )
        right = 0
        for b in dr.bowers_fixed[0]:
            right |= BIT[b]
        low = [c for c in my_trumps if not IS_POINT[c]]
        if len(my_trumps) >= 4 and low and enemy_can & right and k <= N - 3:
            c = min(low, key=lambda x: RANK_OF[x])
            return by_card[c], said(
                "feint lead {card}: a low trump to flush the right bower (N-AI-17)",
                card=card_text(c),
            )

    # N-AI-13: the adjutant with the Mighty flushes ♡Q by leading hearts
    if (
        view.is_adjutant
        and hand >> MIGHTY & 1
        and dr.rules.yoromeki
        and f.mighty
        and unseen >> YOROMEKI & 1
    ):
        hearts = [c for c in cards if SUIT_OF[c] == HEARTS and not trumpish >> c & 1]
        if hearts:
            c = min(hearts, key=lambda x: (IS_POINT[x], RANK_OF[x]))
            return by_card[c], said(
                "lead {card}: hearts flush ♡Q, the only card that catches your Mighty (N-AI-13)",
                card=card_text(c),
            )

    # the joker lead: strongest when the opponents are out of trumps, or before the
    # ♠3 call can flush it (N-AI-5, N-AI-16)
    if JOKER in by_card and f.joker_lead_power and p[JOKER] >= 0.75:
        threat = f.joker_call and unseen >> JOKER_CALL_CARD & 1
        dry = (enemy_can & dr.trump_suit_mask).bit_count() <= 1
        if threat or dry or k >= N - 2 or dr.is_nt:
            a = by_card[JOKER]
            if threat:
                why = said("before a ♠3 lead calls it out (N-AI-16)")
            elif dr.is_nt:
                why = said("everybody must follow the named suit (N-PLAY-4, N-AI-5)")
            elif dr.rules.joker_lead_point_fallback:
                why = said("the others must answer with trumps or point cards (N-PLAY-4, N-AI-5)")
            else:
                why = said("the others must answer with trumps (N-PLAY-4, N-AI-5)")
            return a, said(
                "lead {card}: it should win, {why}", card=card_text(JOKER, a.named_suit), why=why
            )

    if call_ok and our_side and k >= 2:
        return by_card[JOKER_CALL_CARD], said(
            "lead ♠3: call the joker out while the opponents probably hold it (N-AI-16)"
        )

    # other sure winners (trumps, the Mighty, low cards that are now the maximum)
    sure = [c for c in cards if p[c] >= 0.9 and c != JOKER]
    if sure and (not declarer or len(sure) >= 2 or k >= N - 3):
        c = min(sure, key=lambda x: (ctx.future_value(x), -p[x]))
        return by_card[c], said(
            "power lead {card}: no unplayed card is likely to beat it (N-AI-17, N-AI-19)",
            card=card_text(c),
        )

    # N-AI-13/16: the coalition makes the Mighty fall with a low spade
    if not our_side and f.mighty and unseen >> MIGHTY & 1 and k <= N - 2:
        spades = [
            c for c in cards if SUIT_OF[c] == SPADES and not IS_POINT[c] and c != JOKER_CALL_CARD
        ]
        if spades:
            c = min(spades, key=lambda x: RANK_OF[x])
            return by_card[c], said(
                "lead {card}: a low spade to make the Mighty fall (N-AI-13)", card=card_text(c)
            )
        named = [x for x in view.adjutant_cards if unseen >> x & 1]
        lb = dr.left_bower_card
        if lb is not None and lb in named:
            s = SUIT_OF[lb]
            low = [c for c in cards if SUIT_OF[c] == s and not IS_POINT[c]]
            if low:
                c = min(low, key=lambda x: RANK_OF[x])
                return by_card[c], said(
                    "lead {card}: the adjutant card is the left bower, lead its "
                    "suit to flush it (N-AI-13)",
                    card=card_text(c),
                )

    # N-AI-22: lead a suit a known partner can ruff
    if f.trump and dr.trump_suit_mask:
        for j in range(n):
            if j == me or ctx.rel[j] < 0.99:
                continue
            if not ctx.possible[j] & dr.trump_suit_mask:
                continue
            for s in SUITS:
                if ctx.voids[j] & dr.suit_mask[s] and not dr.trump_suit_mask & BIT[13 * s]:
                    low = [
                        c
                        for c in cards
                        if SUIT_OF[c] == s and not IS_POINT[c] and not trumpish >> c & 1
                    ]
                    if low:
                        c = min(low, key=lambda x: RANK_OF[x])
                        return by_card[c], said(
                            "lead {card}: your partner is void in {suit} and can ruff (N-AI-22)",
                            card=card_text(c),
                            suit=SUIT_NAMES[s],
                        )
    return None


def _lead_ev(ctx: PlayContext, options: list[PlayCard], p: dict[Card, float]) -> tuple[Action, str]:
    """Without a clear plan: the lead with the best expected point swing (N-AI-17: get
    rid of the card you fear most, keep the cards that will win later)."""
    n, me, rel, dr = ctx.n, ctx.me, ctx.rel, ctx.dr
    view = ctx.view
    contract = view.contract
    assert contract is not None
    l_me = l_opp = 0.0
    for j in range(n):
        if j == me:
            continue
        l_me += ctx.feed(j, (1.0 + rel[j]) / 2.0)
        l_opp += ctx.feed(j, (1.0 - rel[j]) / 2.0)
    declarer = me == contract.declarer
    trumps = dr.trump_suit_mask
    danger = _all_take_danger(ctx)
    best: tuple[float, int, PlayCard] | None = None
    for a in options:
        c = a.card
        m = 1.0 if IS_POINT[c] else 0.0
        pc = p[c]
        value = pc * (m + l_me) - (1.0 - pc) * (m + l_opp)
        score = ctx.sign * (value - ctx.future_value(c)) + ctx.bonus.get(c, 0.0)
        if declarer and trumps and c != JOKER and not trumps >> c & 1:
            # N-AI-7: shorten side suits so that we can ruff them later
            length = (ctx.hand & dr.suit_mask[SUIT_OF[c]]).bit_count()
            score += 0.08 * (4 - min(length, 4))
        if danger and m:
            score += 3.0 * (1.0 - pc)
        key = (score, -RANK_OF[c] if c != JOKER else -20, a)
        if best is None or key[:2] > best[:2]:
            best = key
    assert best is not None
    a = best[2]
    lbl = card_text(a.card, a.named_suit)
    if danger and IS_POINT[a.card]:
        if isinstance(view, FourPileView):
            return a, said(
                "lead {card}: let the coalition take a point card, taking every one in "
                "play would lose (N-VAR-3, N-END-3, N-AI-21)",
                card=lbl,
            )
        return a, said(
            "lead {card}: let the coalition take a point card, all 20 would lose "
            "(N-END-3, N-AI-21)",
            card=lbl,
        )
    if ctx.sign < 0:
        return a, said("lead {card}: the lead least likely to win point cards (N-END-4)", card=lbl)
    if p[a.card] >= 0.7:
        return a, said(
            "lead {card}: it should win ({percent}%) (N-AI-17)",
            card=lbl,
            percent=round(100 * p[a.card]),
        )
    if IS_POINT[a.card]:
        return a, said(
            "lead {card}: every lead risks a point card; this one is worth least later (N-AI-17)",
            card=lbl,
        )
    return a, said(
        "lead {card}: no sure winner, so lead a low card and keep the strong ones (N-AI-17)",
        card=lbl,
    )
