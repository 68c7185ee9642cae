"""Why an action is refused, in words a player understands (English with its Japanese
wording, ``engine.text.Said``) and with the rule ID that forbids it (R-FOUL-3).

``RettlerState.explain_illegal`` and ``apply`` call ``why_illegal`` only for an action that
is not among the legal ones; the texts name the obligation that was missed.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ...actions import Action, CallAdjutant, Close, Discard, Pass, PlayCard, ReverseBid
from ...cards import BIT, BRIDGE, DECK_STRIDE, JOKER, card_label
from ...text import Said
from .actions import EndAdjutantCall, Lead
from .legality import ORDINARY, regime
from .rounds import RoundContext, RoundRules

if TYPE_CHECKING:
    from .state import RettlerState


def why_illegal(state: RettlerState, action: Action) -> tuple[str, str]:
    """The rule that forbids ``action`` now (assumed illegal), in words (en/ja)."""
    from .state import codes_of

    phase = state.phase_
    if phase == "over":
        return "R-END-2", Said("the deal is over", "このディールは終わりました")
    if phase == "play":
        return _play(state, action)
    if phase in ("auction", "reverse_auction"):
        assert state.auction is not None
        if phase == "reverse_auction" and not isinstance(action, ReverseBid | Pass | Close):
            return "R-VAR-9", Said("only reverse all-take bids are possible now",
                                   "今は逆全付けしか宣言できません")
        return state.auction.check(action) or ("R-BID-6", Said("not a call now",
                                                               "今は宣言できません"))
    if phase == "adjutant_call":
        return _call(state, action)
    if phase == "discard":
        if not isinstance(action, Discard):
            return "R-KIT-1", Said("discard one card at a time", "1枚ずつ捨ててください")
        if not state._discard_mask() & BIT[action.card % DECK_STRIDE]:
            if codes_of(state.hands[state.declarer])[0] & BIT[action.card % DECK_STRIDE]:
                return "R-KIT-3", Said("no point card may be discarded in a reverse "
                                       "all-take while you have other cards",
                                       "逆全付けでは他のカードがある間は点札を捨てられません")
            label = card_label(action.card)
            return "R-FOUL-1", Said(f"{label} is not in your hand",
                                    f"{label}は手札にありません")
        return "R-KIT-1", Said("that card cannot be discarded now",
                               "そのカードは今は捨てられません")
    if phase == "misdeal_offer":
        return "R-DEAL-3", Said("first declare the bust hand or keep it",
                                "先に倒れを宣言するか、そのまま続けるか決めてください")
    return "R-END-2", Said("no action is possible", "今はできることがありません")


def _play(state: RettlerState, action: Action) -> tuple[str, str]:
    from .state import codes_of

    assert state.round_rules is not None
    lo, hi = codes_of(state.hands[state.seat_])
    if state.ctx is None:
        if not isinstance(action, Lead):
            return "R-PLAY-4", Said(
                "you lead this round: choose a card, a pair or a bomb",
                "あなたが回す番です: 1枚、2枚組、原爆のどれかを選んでください")
        cards = tuple(c % DECK_STRIDE for c in action.cards)
        same = [o for o in state._leads(lo, hi) if o.cards == cards]
        if not same:
            return why_illegal_lead(state.round_rules, state.k, lo,
                                    state.hand_size - state.k + 1, cards)
        if not any(o.named_suit == action.named_suit for o in same):
            return "R-PLAY-4", Said(
                "name a suit with this lead under the NT family, and only then",
                "ノートラ系でこのカードを回すときだけスートを指定します")
        if action.point_request:
            return "R-PR-1", Said("only the winner of a little may make a point request",
                                  "点札請求ができるのはリトルで勝った人だけです")
        return "R-PR-2", Said("the point request cannot be waived under these rules",
                              "このルールでは点札請求を放棄できません")
    if not isinstance(action, PlayCard):
        return "R-PLAY-9", Said(f"play {state.ctx.size - len(state.partial)} more card(s) to "
                                "this round, one at a time",
                                f"この巡にあと{state.ctx.size - len(state.partial)}枚、"
                                "1枚ずつ出してください")
    return why_illegal_follow(state.ctx, lo, hi, state.partial_codes(),
                              action.card % DECK_STRIDE)


def _call(state: RettlerState, action: Action) -> tuple[str, str]:
    if not isinstance(action, CallAdjutant | EndAdjutantCall):
        return "R-ADJ-1", Said("name adjutant cards, then end the call",
                               "副官のカードを指名し、終わったら指名を終えてください")
    assert isinstance(action, CallAdjutant)
    code = action.card % DECK_STRIDE
    if code in state.called:
        return "R-ADJ-1", Said(f"{card_label(code)} is already named",
                               f"{card_label(code)}はすでに指名しました")
    allowed = state.adjutants_bid
    return "R-ADJ-3", Said(
        f"naming {card_label(code)} could make more than {allowed} adjutant(s): a foul "
        "(too many adjutants)",
        f"{card_label(code)}を指名すると副官が{allowed}人を超えうるので反則です(副官の人数間違い)")


_TEXTS: dict[str, tuple[str, str]] = {
    "N-PLAY-3": ("you must follow suit while you can", "同じスートがあれば出さねばなりません"),
    "R-PAIR-2": ("in a pair round play two cards of the led suit if you have them, one if "
                 "you have one", "2枚回しでは回っているスートを2枚(1枚しかなければその1枚)"
                 "出さねばなりません"),
    "R-BRIDGE-3": ("a bridge card may not replace a card of the led suit",
                   "ブリッジは回っているスートの代わりには出せません"),
    "R-PR-3": ("point request: play point cards of the requested suit, then other point "
               "cards (or a bridge card instead)",
               "点札請求: 請求されたスートの点札、なければ他の点札を出します(ブリッジで代用可)"),
    "R-JOKER-1": ("the joker was led: play a trump, else a point card (or a bridge card)",
                  "ジョーカーが回されました: 切り札、なければ点札を出します(ブリッジで代用可)"),
    "R-JOKER-2": ("a joker pair was led: play trumps, then point cards (or bridge cards)",
                  "ダブルジョーカーが回されました: 切り札、次に点札を出します(ブリッジで代用可)"),
    "R-JOKER-3": ("♠3 was led: a joker holder must play his joker(s), or refuse with as many "
                  "bridge cards", "♠3が回されました: ジョーカーを持っていれば出します"
                  "(同じ枚数のブリッジで拒否可)"),
    "R-BOMB-6": ("atomic bomb: play one Mighty if you hold one, then trumps, then point cards "
                 "(bridge cards may replace trumps and point cards, never the Mighty)",
                 "原爆: マイティを持っていれば1枚、次に切り札、次に点札を出します"
                 "(ブリッジは切り札・点札の代わりのみ、マイティの代わりには出せません)"),
}


def why_illegal_follow(ctx: RoundContext, lo: int, hi: int, partial: Sequence[int],
                       code: int) -> tuple[str, Said]:
    """The rule that forbids playing ``code`` next (assumed illegal), in words."""
    label = card_label(code)
    if not lo & BIT[code]:
        return "R-FOUL-1", Said(f"{label} is not in your hand", f"{label}は手札にありません")
    r = regime(ctx, bool(lo & BIT[JOKER]) or JOKER in partial)
    rule = r.rule_id
    if r.kind == ORDINARY and code == BRIDGE:
        rule = "R-BRIDGE-3"
    en, ja = _TEXTS[rule]
    return rule, Said(en, ja)


def why_illegal_lead(rr: RoundRules, k: int, lo: int, hand_size: int,
                     cards: Sequence[int]) -> tuple[str, Said]:
    """The rule that forbids leading ``cards`` (assumed illegal), in words."""
    labels = " ".join(card_label(c) for c in cards)
    if not cards or any(not lo & BIT[c] for c in cards):
        return "R-FOUL-1", Said(f"{labels} is not in your hand", f"{labels}は手札にありません")
    if BRIDGE in cards:
        return "R-BRIDGE-1", Said(
            "a bridge card may be led only to the last trick (a pair of them to the last "
            "pair round)", "ブリッジは最終巡にしか回せません(2枚組は最後の2枚回しのみ)")
    if JOKER in cards and len(set(cards)) == 1:
        return "R-PLAY-4", Said("no joker may be led to the first round (D-09)",
                                "初巡にジョーカーは回せません(D-09)")
    if len(cards) == 2:
        return "R-PAIR-1", Said(f"{labels}: only two identical cards may be led together",
                                f"{labels}: 同じカード2枚しか一緒に回せません")
    return "R-BOMB-3", Said(
        f"{labels} is no atomic bomb here: enough jacks with at least three bowers, not in "
        "the first or last round", f"{labels}はここでは原爆になりません")


