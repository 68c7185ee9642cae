"""Strings of the dialogs (English / Japanese) and the wording helpers they share.

Every key starts with ``dlg_`` so that a missing translation (``tr`` then shows the key
itself) is easy to spot in tests. Game terms follow ``shared/rules/GLOSSARY.md``.
"""

from __future__ import annotations

from typing import Any

from engine.actions import (
    Action,
    Bid,
    CallAdjutant,
    Close,
    DeclareMisdeal,
    Discard,
    KeepHand,
    Pass,
    PlayCard,
    ReverseBid,
)
from engine.games.napoleon.params import NapoleonRules
from napoleon_gui.i18n import card_text, register, suit_name, tr, trump_name

_STRINGS: dict[str, dict[str, str]] = {
    # --- shared ----------------------------------------------------------------------
    "dlg_your_hand": {"en": "Your hand: {cards}", "ja": "あなたの手札: {cards}"},
    "dlg_contract_line": {"en": "Contract: {contract} — Napoleon: {name}",
                          "ja": "契約: {contract} — ナポレオン: {name}"},
    "dlg_call_pass": {"en": "pass", "ja": "パス"},
    "dlg_call_close": {"en": "close", "ja": "確定"},
    "dlg_call_reverse": {"en": "reverse all-take {trump}", "ja": "逆全付け {trump}"},
    "dlg_call_bid": {"en": "{trump} {count}", "ja": "{trump} {count}"},
    "dlg_call_misdeal": {"en": "misdeal", "ja": "配り直し申告"},
    "dlg_call_keep": {"en": "keep", "ja": "続行"},
    "dlg_call_adjutant": {"en": "call {card} as adjutant", "ja": "副官に{card}を指名"},
    "dlg_call_discard": {"en": "discard {card}", "ja": "{card}を捨てる"},
    "dlg_call_play": {"en": "play {card}", "ja": "{card}を出す"},
    "dlg_call_play_named": {"en": "lead {card} naming {suit}", "ja": "{card}を{suit}指定で出す"},
    "dlg_forced": {"en": "(responsibility stand)", "ja": "(責任立ち)"},
    # short trump labels of the bid grid
    "dlg_short_red": {"en": "Red", "ja": "赤"},
    "dlg_short_black": {"en": "Black", "ja": "黒"},
    "dlg_short_nt": {"en": "NT", "ja": "ノートラ"},
    "dlg_short_igo_nt": {"en": "Igo NT", "ja": "囲碁NT"},
    "dlg_short_chigaku_nt": {"en": "Chigaku NT", "ja": "地学NT"},
    # --- bidding -----------------------------------------------------------------------
    "dlg_bid_title": {"en": "Bidding", "ja": "ビッド(立ち)"},
    "dlg_bid_turn": {"en": "{name}, it is your call.", "ja": "{name}さん、あなたの番です。"},
    "dlg_bid_standing": {"en": "Standing bid: {bid} by {name}",
                         "ja": "現在の最高宣言: {name}の {bid}"},
    "dlg_bid_no_standing": {"en": "No bid is standing yet.", "ja": "まだ宣言はありません。"},
    "dlg_bid_history": {"en": "Calls so far", "ja": "これまでの発言"},
    "dlg_bid_history_empty": {"en": "Nobody has called yet.", "ja": "まだ誰も発言していません。"},
    "dlg_bid_history_line": {"en": "{name}: {call}", "ja": "{name}: {call}"},
    "dlg_bid_count": {"en": "Count", "ja": "枚数"},
    "dlg_bid_pass": {"en": "Pass", "ja": "パス"},
    "dlg_bid_drop": {"en": "Drop out", "ja": "降りる"},
    "dlg_bid_close": {"en": "Close with my bid", "ja": "自分の宣言で確定"},
    "dlg_bid_reverse_row": {"en": "Reverse all-take", "ja": "逆全付け"},
    "dlg_bid_open_help": {
        "en": "A bid is a number of point cards your side promises to take and a trump kind. "
              "Bid higher than the standing bid (more cards, or the same number with a "
              "stronger trump kind), or pass. A pass is not final: you may bid on a later turn "
              "(N-BID-5, N-BID-10).",
        "ja": "立ち(宣言)は、自分の側が取ると約束する点札の枚数と切り札の組です。現在の宣言より"
              "高い宣言(枚数が多いか、同じ枚数でより強い切り札)をするか、パスしてください。"
              "パスしても、次の番でまた宣言できます (N-BID-5, N-BID-10)。"},
    "dlg_bid_own_help": {
        "en": "Everybody else passed and your bid is standing. Close the auction — your bid "
              "becomes the contract — or raise your own bid, e.g. to change the trump "
              "(N-BID-10).",
        "ja": "他の全員がパスし、あなたの宣言が残っています。確定して契約にするか、自分の宣言を"
              "さらに上げて(切り札を変えるなど)ください (N-BID-10)。"},
    "dlg_bid_declare_help": {
        "en": "Declaration round: stand with a suit at {min} — a suit another player already "
              "declared cannot be taken — or pass. If several players stand, they then raise "
              "in turn, weakest suit first (N-BID-12).",
        "ja": "宣言の回: {min}枚でスートを一つ選んで立つか、パスしてください。他の人が既に宣言した"
              "スートは選べません。複数の人が立った場合は、弱いスートの人から順に枚数を"
              "上げていきます (N-BID-12)。"},
    "dlg_bid_raise_help": {
        "en": "Raise phase: raise the count of your own suit above the highest standing bid, "
              "or drop out for good (N-BID-12).",
        "ja": "競り上げ: 自分のスートのまま、最高の宣言より高い枚数に上げるか、降りてください。"
              "降りると戻れません (N-BID-12)。"},
    "dlg_bid_reverse_help": {
        "en": "Nobody made a normal bid, so a reverse all-take auction is held: choose a trump "
              "kind — your side then promises to take no point card at all — or pass "
              "(N-BID-16, N-END-4).",
        "ja": "通常の宣言がなかったため、逆全付けの競りを行います。切り札を選ぶと、自分の側は"
              "点札を1枚も取らないことを約束します。またはパスしてください (N-BID-16, N-END-4)。"},
    "dlg_bid_resp_help": {
        "en": "Nobody bid. You hold the Mighty (♠A), so you must stand at the minimum count "
              "{min} with a trump kind of your choice — the responsibility stand (責任立ち, "
              "N-BID-13). Passing is not possible.",
        "ja": "誰も立ちませんでした。マイティ(♠A)を持っているあなたは、最低枚数{min}枚で好きな"
              "切り札を選んで立たなければなりません(責任立ち, N-BID-13)。パスはできません。"},
    "dlg_bid_kitty_public": {"en": "The kitty is face up: {cards} (N-BID-13).",
                             "ja": "中のカードは公開されています: {cards} (N-BID-13)。"},
    # --- misdeal -----------------------------------------------------------------------
    "dlg_mis_title": {"en": "Misdeal", "ja": "配り直し"},
    "dlg_mis_bust_help": {
        "en": "Your hand has none of 2, 4, 10, J, Q, K, A and the joker: a bust hand (倒れ). "
              "You may declare it now, before your first bidding turn; the cards are then "
              "dealt again (N-MIS-1, N-MIS-3).",
        "ja": "あなたの手札には2、4、10、J、Q、K、Aとジョーカーが1枚もありません(倒れ)。最初の"
              "ビッドの番より前の今なら申告でき、配り直しになります (N-MIS-1, N-MIS-3)。"},
    "dlg_mis_nopoint_help": {
        "en": "Your hand holds no point card (10, J, Q, K, A). You may annul the deal (流し) now, "
              "before your first bidding turn; the cards are then dealt again (N-MIS-2).",
        "ja": "あなたの手札には点札(10、J、Q、K、A)がありません。最初のビッドの番より前の今なら"
              "このゲームを流して、配り直しにできます (N-MIS-2)。"},
    "dlg_mis_shown": {"en": "Your hand is shown to everybody when you do.",
                      "ja": "その場合、手札を全員に公開します。"},
    "dlg_mis_declare": {"en": "Declare a misdeal", "ja": "配り直しを申告"},
    "dlg_mis_keep": {"en": "Keep my hand", "ja": "このまま続ける"},
    # --- adjutant ----------------------------------------------------------------------
    "dlg_adj_title": {"en": "Call your adjutant", "ja": "副官の指名"},
    "dlg_adj_help": {
        "en": "Name a card: whoever holds it is your adjutant (副官) and plays on your side "
              "(N-ADJ-1). Nobody but the holder knows who it is until the card is played.",
        "ja": "カードを1枚指名してください。そのカードを持っている人があなたの副官になり、"
              "ナポレオン軍として戦います (N-ADJ-1)。カードが出されるまで、持ち主以外には"
              "誰が副官か分かりません。"},
    "dlg_adj_two": {"en": "{players} players: you name {total} different cards, one at a time. "
                          "This is card {n} of {total}.",
                    "ja": "{players}人戦では異なるカードを{total}枚、1枚ずつ指名します。"
                          "これは{total}枚中{n}枚目です。"},
    "dlg_adj_contract": {"en": "Your contract: {contract}", "ja": "あなたの契約: {contract}"},
    "dlg_adj_named": {"en": "Already named: {cards}", "ja": "指名済み: {cards}"},
    "dlg_adj_legend": {"en": "Cards with a yellow background are in your hand.",
                       "ja": "黄色の背景のカードはあなたの手札にあります。"},
    "dlg_adj_mine": {"en": "{card} — in your hand", "ja": "{card} — あなたの手札"},
    "dlg_adj_not_callable": {"en": "{card} — cannot be named", "ja": "{card} — 指名できません"},
    "dlg_adj_own_note": {
        "en": "You hold {card} yourself. Calling it means you have no adjutant and play alone "
              "against everybody — intentional only (N-ADJ-5).",
        "ja": "{card}はあなた自身が持っています。これを指名すると副官はおらず、一人立ち"
              "(インテンショナルオンリー)で全員と戦うことになります (N-ADJ-5)。"},
    "dlg_adj_selected": {"en": "Selected: {card}", "ja": "選択中: {card}"},
    "dlg_adj_nothing": {"en": "Click a card to select it.",
                        "ja": "カードをクリックして選んでください。"},
    "dlg_adj_call": {"en": "Call {card}", "ja": "{card}を指名"},
    "dlg_adj_call_plain": {"en": "Call", "ja": "指名"},
    "dlg_joker_row": {"en": "Joker", "ja": "ジョーカー"},
    # --- kitty -------------------------------------------------------------------------
    "dlg_kit_title": {"en": "Kitty exchange", "ja": "中の交換"},
    "dlg_kit_help": {
        "en": "You took the kitty ({cards}, marked “kitty”). Choose {cards} of your hand to "
              "discard, then press Discard once (N-KIT-1, N-KIT-2).",
        "ja": "中のカード{cards}(「中」の印)を手札に加えました。捨てるカードを{cards}選んで、"
              "「捨てる」を1回押してください (N-KIT-1, N-KIT-2)。"},
    "dlg_kit_more": {"en": "Choose {cards} more.", "ja": "あと{cards}選んでください。"},
    "dlg_kit_ready": {"en": "{cards} chosen: press Discard.",
                      "ja": "{cards}選びました。「捨てる」を押してください。"},
    "dlg_kit_ban": {
        "en": "Point cards may not be discarded unless you have too few other cards "
              "(N-KIT-3).",
        "ja": "他のカードが足りない場合を除き、点札は捨てられません (N-KIT-3)。"},
    "dlg_kit_ban_reverse": {
        "en": "Reverse all-take: point cards may not be discarded unless unavoidable (N-KIT-5).",
        "ja": "逆全付け: やむを得ない場合を除き、点札は捨てられません (N-KIT-5)。"},
    "dlg_kit_face_points": {
        "en": "Discarded point cards go face up and count for the coalition (N-KIT-3, "
              "N-KIT-4).",
        "ja": "捨てた点札は表向きに置かれ、連合の得点になります (N-KIT-3, N-KIT-4)。"},
    "dlg_kit_face_points_trumps": {
        "en": "Discarded point cards and trump-suit cards go face up; discarded point cards "
              "count for the coalition (N-KIT-3, N-KIT-4).",
        "ja": "捨てた点札と切り札スートのカードは表向きに置かれます。捨てた点札は連合の得点に"
              "なります (N-KIT-3, N-KIT-4)。"},
    "dlg_kit_from_kitty": {"en": "kitty", "ja": "中"},
    "dlg_kit_count": {"en": "Chosen: {n} of {k}", "ja": "選択: {n} / {k}枚"},
    "dlg_kit_face_up": {"en": "face up", "ja": "表向き"},
    "dlg_kit_face_down": {"en": "face down", "ja": "裏向き"},
    "dlg_kit_chosen": {"en": "To discard: {cards}", "ja": "捨てるカード: {cards}"},
    "dlg_kit_chosen_none": {"en": "To discard: (none yet)", "ja": "捨てるカード: (まだありません)"},
    "dlg_kit_points_note": {
        "en": "Point cards among them: {n}. They count for the coalition (N-KIT-4).",
        "ja": "うち点札{n}枚は連合の得点になります (N-KIT-4)。"},
    "dlg_kit_discard": {"en": "Discard", "ja": "捨てる"},
    "dlg_kit_not_allowed": {"en": "{card} — may not be discarded now",
                            "ja": "{card} — 今は捨てられません"},
    # --- joker suit --------------------------------------------------------------------
    "dlg_jk_title": {"en": "Name a suit", "ja": "スートの指定"},
    "dlg_jk_help": {
        "en": "You lead the joker and must name a suit. The others must then play that suit "
              "if they can (N-PLAY-4).",
        "ja": "ジョーカーを出して回すので、スートを指定してください。他の人は持っていれば"
              "そのスートを出さなければなりません (N-PLAY-4)。"},
    "dlg_jk_powerless": {
        "en": "The joker has no power in this trick: it counts as the lowest card of the suit "
              "you name (N-PLAY-6).",
        "ja": "このトリックではジョーカーに力がありません。指定したスートの一番弱いカードとして"
              "扱われます (N-PLAY-6)。"},
    # --- deal result -------------------------------------------------------------------
    "dlg_res_title": {"en": "Result of deal {n}", "ja": "第{n}ディールの結果"},
    "dlg_res_make": {"en": "The Napoleon side made the contract (make).",
                     "ja": "ナポレオン軍の勝ち(メイク)です。"},
    "dlg_res_break": {"en": "The coalition broke the contract (break).",
                      "ja": "連合の勝ち(ブレイク)です。"},
    "dlg_res_all_take": {
        "en": "All-take: the Napoleon side took all 20 point cards and therefore loses "
              "(N-END-3).",
        "ja": "全付け: ナポレオン軍が点札20枚をすべて取ったため負けです (N-END-3)。"},
    "dlg_res_reverse": {"en": "Reverse all-take contract: the Napoleon side had to take no "
                              "point card (N-END-4).",
                        "ja": "逆全付けの契約: ナポレオン軍は点札を1枚も取ってはいけません"
                              "でした (N-END-4)。"},
    "dlg_res_only": {"en": "Only: the Napoleon played without an adjutant (N-ADJ-5).",
                     "ja": "一人立ち(オンリー): ナポレオンは副官なしで戦いました (N-ADJ-5)。"},
    "dlg_res_redeal": {"en": "Nothing was played: the cards are dealt again ({rule}).",
                       "ja": "プレイは行われず、配り直しになります ({rule})。"},
    "dlg_res_annulled": {"en": "The deal was annulled and is dealt again ({rule}).",
                         "ja": "このゲームは流れ、配り直しになります ({rule})。"},
    "dlg_res_early": {"en": "Play stopped after trick {n} of {total}: the result could no "
                            "longer change (N-END-6).",
                      "ja": "結果がもう変わらないため、{total}トリック中{n}トリックで終了"
                            "しました (N-END-6)。"},
    "dlg_res_napoleon": {"en": "Napoleon", "ja": "ナポレオン"},
    "dlg_res_contract": {"en": "Contract", "ja": "契約"},
    "dlg_res_adj_cards": {"en": "Adjutant card", "ja": "副官指名カード"},
    "dlg_res_adjutants": {"en": "Adjutant", "ja": "副官"},
    "dlg_res_no_adjutant": {"en": "none (only)", "ja": "なし(一人立ち)"},
    "dlg_res_sides": {"en": "Point cards", "ja": "点札"},
    "dlg_res_sides_text": {
        "en": "Napoleon side {side} — coalition {coalition} ({discarded} of them discarded by "
              "the Napoleon)",
        "ja": "ナポレオン軍 {side}枚 — 連合 {coalition}枚(うちナポレオンの捨て札 {discarded}枚)"},
    "dlg_res_col_player": {"en": "Player", "ja": "プレイヤー"},
    "dlg_res_col_role": {"en": "Side", "ja": "陣営"},
    "dlg_res_col_points": {"en": "Point cards", "ja": "点札"},
    "dlg_res_col_change": {"en": "Change", "ja": "増減"},
    "dlg_res_col_total": {"en": "Total", "ja": "累計"},
    "dlg_role_napoleon": {"en": "Napoleon", "ja": "ナポレオン"},
    "dlg_role_adjutant": {"en": "Adjutant", "ja": "副官"},
    "dlg_role_coalition": {"en": "Coalition", "ja": "連合"},
    "dlg_role_traitor": {"en": "Traitor (N-OPT-7)", "ja": "裏切り者 (N-OPT-7)"},
    "dlg_res_next": {"en": "Next deal", "ja": "次のディールへ"},
    "dlg_short_make": {"en": "make", "ja": "メイク"},
    "dlg_short_break": {"en": "break", "ja": "ブレイク"},
    "dlg_short_all_take": {"en": "break (all-take)", "ja": "ブレイク(全付け)"},
    "dlg_short_redeal": {"en": "redeal", "ja": "配り直し"},
    "dlg_short_annulled": {"en": "annulled", "ja": "流れ"},
    "dlg_short_only": {"en": "only", "ja": "一人立ち"},
    "dlg_game_napoleon": {"en": "Napoleon", "ja": "ナポレオン"},
    # --- rules viewer ------------------------------------------------------------------
    "dlg_rv_title": {"en": "Rules — {title}", "ja": "ルール — {title}"},
    "dlg_rv_not_used": {"en": "(not used)", "ja": "(不使用)"},
    "dlg_rv_unknown": {"en": "There is no entry for {rule}.", "ja": "{rule} の項目はありません。"},
    "dlg_rv_strategy": {"en": "{rule} is a strategy note for the AI and the hints, not a rule.",
                        "ja": "{rule} はAIとヒントのための戦略メモで、ルールではありません。"},
    "dlg_rv_shown_as": {"en": "{rule} is explained under {target}.",
                        "ja": "{rule} は {target} で説明しています。"},
    "dlg_rv_preset": {"en": "Rules in use: {title}", "ja": "使用中のルール: {title}"},
}

register(_STRINGS)

CATALOGUE_KEYS = frozenset(_STRINGS)

_SHORT_TRUMPS = {"S": "♠", "H": "♡", "D": "♢", "C": "♣"}




def trump_text(kind: str, rules: NapoleonRules) -> str:
    """A trump kind as players call it, e.g. ``♠ spades`` / ``ノートラ`` (preset labels win)."""
    return trump_name(kind, rules.trump_label(kind))


def short_trump(kind: str, rules: NapoleonRules) -> str:
    """A short trump label for the bid grid: ``♠``, ``赤``, ``NT``."""
    label = rules.trump_label(kind)
    if label != kind:
        return label
    if kind in _SHORT_TRUMPS:
        return _SHORT_TRUMPS[kind]
    return tr(f"dlg_short_{kind}")


def call_text(action: Action, rules: NapoleonRules) -> str:
    """An action in words: ``♠ spades 14``, ``pass``, ``call ♠J as adjutant``, ``play ♡Q``."""
    if isinstance(action, Bid):
        return tr("dlg_call_bid", trump=trump_text(action.trump, rules), count=action.count)
    if isinstance(action, ReverseBid):
        return tr("dlg_call_reverse", trump=trump_text(action.trump, rules))
    if isinstance(action, Pass):
        return tr("dlg_call_pass")
    if isinstance(action, Close):
        return tr("dlg_call_close")
    if isinstance(action, DeclareMisdeal):
        return tr("dlg_call_misdeal")
    if isinstance(action, KeepHand):
        return tr("dlg_call_keep")
    if isinstance(action, CallAdjutant):
        return tr("dlg_call_adjutant", card=card_text(action.card))
    if isinstance(action, Discard):
        return tr("dlg_call_discard", card=card_text(action.card))
    if isinstance(action, PlayCard):
        if action.named_suit is not None:
            return tr("dlg_call_play_named", card=card_text(action.card),
                      suit=suit_name(action.named_suit))
        return tr("dlg_call_play", card=card_text(action.card))
    return action.label()


def contract_text(contract: dict[str, Any] | Any, rules: NapoleonRules) -> str:
    """A contract (``Contract`` or its JSON dict) in words, e.g. ``♠ spades 14``."""
    if isinstance(contract, dict):
        trump = str(contract.get("trump", ""))
        count = int(contract.get("count", 0) or 0)
        reverse = bool(contract.get("reverse"))
        forced = bool(contract.get("forced"))
    else:
        trump, count = contract.trump, contract.count
        reverse, forced = contract.reverse, contract.forced
    if reverse:
        text = tr("dlg_call_reverse", trump=trump_text(trump, rules))
    else:
        text = tr("dlg_call_bid", trump=trump_text(trump, rules), count=count)
    return f"{text} {tr('dlg_forced')}" if forced else text
