"""Player-facing rule texts, one entry per important rule ID of ``shared/rules/napoleon.md``.

Each entry has an English and a Japanese text. Statements that differ between presets are
generated from the fields of ``NapoleonRules`` (and from the engine's own per-trick feature
table ``tricks.features``), never from a preset's name: a custom preset gets correct texts too.

``rule_texts(rules, lang)`` lists every entry for a rule set; ``rule_text(rule_id, rules,
lang)`` finds one (rule IDs without an entry of their own resolve to the entry that explains
them, e.g. ``N-TRICK-19`` -> ``N-TRICK-12``; ``N-OPT-6`` -> ``N-OPT``).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from engine import terms
from engine.games.napoleon.params import COLOUR_TRUMPS, NT_FAMILY, NapoleonRules
from engine.games.napoleon.tricks import Features, features
from engine.text import in_language
from napoleon_gui import i18n

Texts = tuple[str, str]  # (English, Japanese)
Body = Callable[[NapoleonRules], Texts]
Applies = Callable[[NapoleonRules], bool]

#: Areas in the order of the specification, with their titles.
AREAS: tuple[tuple[str, str, str], ...] = (
    ("COMP", "Components", "道具"),
    ("SEAT", "Seating and direction", "座席と順番"),
    ("DEAL", "Dealing", "配り方"),
    ("MIS", "Misdeal", "配り直し"),
    ("BID", "Bidding", "ビッド(立ち)"),
    ("ADJ", "Adjutant", "副官"),
    ("KIT", "Kitty exchange", "中の交換"),
    ("PLAY", "Leading and following", "カードの出し方"),
    ("TRICK", "Who wins a trick", "トリックの勝敗"),
    ("END", "End of the deal", "ディールの終わり"),
    ("FOUL", "Fouls", "反則"),
    ("INFO", "Information", "情報"),
    ("SCORE", "Scoring", "得点"),
    ("OPT", "Optional rules", "オプションルール"),
)

NOT_USED: Texts = ("Not used by these rules.", "このルールでは使いません。")


@dataclass(frozen=True)
class RuleText:
    rule_id: str
    area: str
    title: str
    body: str
    applies: bool


@dataclass(frozen=True)
class _Entry:
    rule_id: str
    title: Texts
    body: Body
    applies: Applies


_ENTRIES: dict[str, _Entry] = {}


def _always(_r: NapoleonRules) -> bool:
    return True


def _rule(rule_id: str, en: str, ja: str,
          applies: Applies = _always) -> Callable[[Body], Body]:
    def register(body: Body) -> Body:
        _ENTRIES[rule_id] = _Entry(rule_id, (en, ja), body, applies)
        return body
    return register


def _static(rule_id: str, title: Texts, text: Texts, applies: Applies = _always) -> None:
    _ENTRIES[rule_id] = _Entry(rule_id, title, lambda _r: text, applies)


def _pick(texts: Texts, lang: str) -> str:
    return texts[1] if lang == "ja" else texts[0]


# --- wording helpers --------------------------------------------------------------------------
def _kind(kind: str, r: NapoleonRules, lang: str) -> str:
    label = r.trump_label(kind)
    if label != kind:
        return label
    return in_language(terms.trump_name(kind), lang)


def _kinds(r: NapoleonRules) -> Texts:
    """The trump kinds high to low: ``black > red > ...``."""
    return (" > ".join(_kind(k, r, "en") for k in r.trump_priority),
            " > ".join(_kind(k, r, "ja") for k in r.trump_priority))


def _join(items: list[str], lang: str) -> str:
    if lang == "ja":
        return "、".join(items)
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def _players(r: NapoleonRules) -> Texts:
    nums = [str(n) for n in r.players]
    en = nums[0] if len(nums) == 1 else ", ".join(nums[:-1]) + " or " + nums[-1]
    return en, "・".join(nums)


def _has_colour(r: NapoleonRules) -> bool:
    return any(k in COLOUR_TRUMPS for k in r.trump_priority)


def _nt_kinds(r: NapoleonRules) -> list[str]:
    return [k for k in r.trump_priority if k in NT_FAMILY]


def _tricks(r: NapoleonRules) -> int:
    return r.hand_size(r.players[0])


@dataclass(frozen=True)
class _Group:
    kind: str
    en: str
    ja: str


def _groups(r: NapoleonRules) -> list[_Group]:
    """Trump kinds whose per-trick rules can differ: suit/colour kinds and the NT family."""
    plain = [k for k in r.trump_priority if k not in NT_FAMILY]
    nt = _nt_kinds(r)
    out: list[_Group] = []
    if plain:
        if _has_colour(r):
            out.append(_Group(plain[0], "under suit and colour trumps", "スート・色の切り札のとき"))
        else:
            out.append(_Group(plain[0], "under suit trumps", "スートの切り札のとき"))
    if nt:
        out.append(_Group(nt[0], "under the no-trump kinds", "ノートラ系のとき"))
    return out


def _feature(r: NapoleonRules, kind: str, which: str) -> Features:
    n = _tricks(r)
    k = {"first": 1, "middle": 2, "last": n}[which]
    return features(r, kind, k, n)


def _off_in(r: NapoleonRules, attr: str) -> Texts:
    """Where a feature switch is off: e.g. ``the first and the last trick under suit
    trumps`` (empty strings when it is on in every trick)."""
    parts: list[tuple[tuple[bool, bool], _Group]] = []
    for g in _groups(r):
        first = not getattr(_feature(r, g.kind, "first"), attr)
        last = not getattr(_feature(r, g.kind, "last"), attr)
        parts.append(((first, last), g))
    same = len({p[0] for p in parts}) == 1
    en: list[str] = []
    ja: list[str] = []
    for (first, last), g in parts:
        if not (first or last):
            continue
        if first and last:
            e, j = "the first and the last trick", "1巡目と最終巡"
        elif first:
            e, j = "the first trick", "1巡目"
        else:
            e, j = "the last trick", "最終巡"
        if not same:
            e, j = f"{e} {g.en}", f"{j}({g.ja})"
        en.append(e)
        ja.append(j)
        if same:
            break
    return "; ".join(en), "、".join(ja)


def _power_names(r: NapoleonRules) -> list[tuple[str, str, str]]:
    mighty = ("the Mighty (with Yoromeki)", "マイティ(よろめきを含む)") if r.yoromeki else (
        "the Mighty", "マイティ")
    return [
        ("mighty", *mighty),
        ("trump", "trumps", "切り札"),
        ("bowers", "the bowers", "正ジャック・裏ジャック"),
        ("same_two", "same-two", "セイム2"),
        ("joker_lead_power", "a led joker", "ジョーカーの回し"),
        ("joker_call", "the ♠3 joker call", "♠3のジョーカー請求"),
    ]


def _trick_exception(r: NapoleonRules, which: str) -> Texts:
    """What is special about the first or last trick, group by group."""
    en: list[str] = []
    ja: list[str] = []
    lines: list[tuple[Texts, _Group]] = []
    for g in _groups(r):
        f = _feature(r, g.kind, which)
        mid = _feature(r, g.kind, "middle")
        if f == mid:
            text: Texts = ("no exception: everything works as in the other tricks",
                           "例外はなく、他の巡と同じです")
        else:
            on = [(e, j) for attr, e, j in _power_names(r) if getattr(f, attr)]
            off = [(e, j) for attr, e, j in _power_names(r) if not getattr(f, attr)]
            on_en = _join([x[0] for x in on], "en")
            off_en = _join([x[0] for x in off], "en")
            if on and len(on) > len(off):
                verb = "has" if len(off) == 1 else "have"
                e = f"{off_en[0].upper()}{off_en[1:]} {verb} no power; everything else works"
                j = f"{_join([x[1] for x in off], 'ja')}は無効で、他はすべて有効です"
            elif on:
                keeps = "keeps its" if len(on) == 1 else "keep their"
                verb = "has" if len(off) == 1 else "have"
                e = f"only {on_en} {keeps} power; {off_en} {verb} none"
                j = (f"{_join([x[1] for x in on], 'ja')}だけが力を持ち、"
                     f"{_join([x[1] for x in off], 'ja')}は無効です")
            else:
                e = ("nothing special has power: the highest card of the led suit wins "
                     "(a simple contest)")
                j = "特別な力はすべて無効で、台札のスートの一番高いカードが勝ちます"
            if not f.joker_lead_allowed:
                e += "; the joker may not be led"
                j += "。ジョーカーを回すことはできません"
            if f.fukashi_trick1:
                e += "; nobody may play a trump-suit card or a spade (N-PLAY-7)"
                j += "。切り札のスートのカードとスペードは出せません (N-PLAY-7)"
            text = (e, j)
        lines.append((text, g))
    same = len({t for t, _ in lines}) == 1
    for text, g in lines:
        if same:
            en.append(text[0][0].upper() + text[0][1:] + ".")
            ja.append(text[1] + "。")
            break
        en.append(f"{g.en[0].upper()}{g.en[1:]}: {text[0]}.")
        ja.append(f"{g.ja}: {text[1]}。")
    return "\n".join(en), "\n".join(ja)


# === 1. Components ============================================================================
@_rule("N-COMP-1", "The cards", "カード")
def _comp_1(r: NapoleonRules) -> Texts:
    if r.no_joker:
        return ("A 52-card deck without the joker (option N-OPT-5).",
                "ジョーカーを除いた52枚で遊びます(オプション N-OPT-5)。")
    return ("One 52-card deck plus one joker: 53 cards.",
            "52枚のトランプにジョーカー1枚を加えた、53枚を使います。")


_static("N-COMP-2", ("Suits and colours", "スートと色"), (
    "Spades ♠ and clubs ♣ are black, hearts ♡ and diamonds ♢ red. A suit's partner suit is "
    "the other suit of the same colour (♠↔♣, ♡↔♢); it gives the left bower (N-TRICK-4).",
    "♠スペードと♣クラブは黒、♡ハートと♢ダイヤは赤です。同じ色のもう一方のスート"
    "(♠↔♣、♡↔♢)が裏ジャックを決めます (N-TRICK-4)。"))
_static("N-COMP-3", ("Rank order", "カードの強さ"), (
    "Inside a suit, from high to low: A K Q J 10 9 8 7 6 5 4 3 2. The ace is above the king.",
    "スートの中では高い順に A K Q J 10 9 8 7 6 5 4 3 2 です。エースはキングより上です。"))
_static("N-COMP-4", ("Point cards", "点札"), (
    "The 10, J, Q, K and A of every suit are point cards (点札): 20 in all. The joker is not "
    "a point card. The contract is a number of point cards.",
    "各スートの10・J・Q・K・Aが点札で、全部で20枚です。ジョーカーは点札ではありません。"
    "契約は取る点札の枚数で表します。"))


@_rule("N-COMP-5", "The joker and printed suits", "ジョーカーと印刷のスート")
def _comp_5(r: NapoleonRules) -> Texts:
    en = ("The joker belongs to no suit. The Mighty (♠A), the bowers, ♡Q and ♡K keep their "
          "printed suit when following (N-PLAY-3).")
    ja = ("ジョーカーはどのスートにも属しません。マイティ(♠A)、正ジャック・裏ジャック、♡Q、♡Kは、"
          "スートに従うときは印刷どおりのスートです (N-PLAY-3)。")
    if r.left_bower_is_trump:
        en += " Option N-OPT-6: the left bower counts as a card of the trump suit."
        ja += "オプション N-OPT-6: 裏ジャックは切り札のスートのカードとして扱います。"
    if r.mighty_free:
        en += " Option N-OPT-9: the Mighty need not follow spades."
        ja += "オプション N-OPT-9: マイティはスペードに従う必要がありません。"
    return en, ja


@_rule("N-COMP-6", "Players", "人数")
def _comp_6(r: NapoleonRules) -> Texts:
    en_p, ja_p = _players(r)
    en = f"These rules are for {en_p} players."
    ja = f"このルールは{ja_p}人用です。"
    if any(r.adjutants_for(n) == 2 for n in r.players):
        n = next(n for n in r.players if r.adjutants_for(n) == 2)
        en += f" With {n} players there are two adjutants (N-ADJ-1)."
        ja += f"{n}人のときは副官が2人です (N-ADJ-1)。"
    return en, ja


# === 2. Seating ===============================================================================
_static("N-SEAT-1", ("Direction of play", "回る向き"), (
    "Bidding and play go counter-clockwise: every player passes the turn to the player on his "
    "right. On the screen, with you at the bottom, the turn moves bottom → right → top → left.",
    "ビッドもプレイも反時計回り(右隣の人へ)に進みます。画面ではあなたが下にいて、"
    "下 → 右 → 上 → 左 の順に番が回ります。"))


# === 3. Dealing ===============================================================================
_static("N-DEAL-1", ("Dealing", "配り方"), (
    "The cards are shuffled and everybody gets the same number. The rest goes face down to the "
    "middle: the kitty (中).",
    "よく切って全員に同じ枚数を配り、残りは裏向きのまま中央に置きます。これを中(なか)と"
    "呼びます。"))


@_rule("N-DEAL-2", "Hand and kitty sizes", "手札と中の枚数")
def _deal_2(r: NapoleonRules) -> Texts:
    en = "; ".join(f"{n} players: {r.hand_size(n)} cards each, kitty {r.kitty_size(n)}"
                   for n in r.players)
    ja = "、".join(f"{n}人: 1人{r.hand_size(n)}枚・中{r.kitty_size(n)}枚" for n in r.players)
    return (f"{en}. After the kitty exchange everybody holds one card per trick.",
            f"{ja}。中の交換の後は、全員が巡の数と同じ枚数を持ちます。")


_static("N-DEAL-3", ("Dealer", "親"), (
    "The first dealer is chosen at random; after each deal the dealer moves one seat on. A "
    "redeal keeps the same dealer.",
    "最初の親(配る人)はランダムに決め、その後は1ディールごとに次の席へ移ります。配り直しの"
    "ときは同じ親です。"))


# === 4. Misdeal ===============================================================================
@_rule("N-MIS-1", "Bust hand (倒れ)", "倒れ", lambda r: r.misdeal == "bust_hand")
def _mis_1(r: NapoleonRules) -> Texts:
    if r.misdeal != "bust_hand":
        extra = (" See N-MIS-2.", "N-MIS-2 を参照してください。") \
            if r.misdeal == "no_point_card" else ("", "")
        return NOT_USED[0] + extra[0], NOT_USED[1] + extra[1]
    shown = (" The hand is shown to everybody.", "手札は全員に公開します。") \
        if r.misdeal_shows_hand else ("", "")
    return (
        "A hand with none of 2, 4, 10, J, Q, K, A and the joker (only 3, 5, 6, 7, 8, 9) is a "
        "bust hand (倒れ). Its holder may declare it before his first bidding turn; the deal is "
        "cancelled and dealt again." + shown[0] + " AI players always declare it.",
        "2・4・10・J・Q・K・Aとジョーカーが1枚もない手札(3・5〜9だけ)を倒れといいます。"
        "持ち主は最初のビッドの番より前に申告でき、そのディールは取り消されて配り直しに"
        "なります。" + shown[1] + "AIは必ず申告します。")


@_rule("N-MIS-2", "No point card (流し)", "点札なしの流し",
       lambda r: r.misdeal == "no_point_card")
def _mis_2(r: NapoleonRules) -> Texts:
    if r.misdeal != "no_point_card":
        return NOT_USED
    shown = (", showing his hand to everybody", "手札を全員に見せて") \
        if r.misdeal_shows_hand else ("", "")
    return (
        f"A player holding no point card (the joker does not count) may annul the deal (流し) "
        f"before his first bidding turn{shown[0]}. The cards are dealt again.",
        f"点札を1枚も持たない人(ジョーカーは数えません)は、最初のビッドの番より前に"
        f"{shown[1]}このゲームを流すことができます。配り直しになります。")


_static("N-MIS-4", ("After a misdeal", "配り直しの後"), (
    "After a misdeal the same dealer deals again and the same player opens the bidding.",
    "配り直しのときは、同じ親が配り、同じ人からビッドを始めます。"),
    lambda r: r.misdeal != "none")


# === 5. Bidding ===============================================================================
_static("N-BID-1", ("What a bid is", "立ち(ビッド)とは"), (
    "A bid (立ち) is a count of point cards and a trump kind. The highest bidder becomes the "
    "Napoleon and his bid the contract: his side (Napoleon and adjutant) must take at least "
    "that many point cards.",
    "立ち(ビッド)は点札の枚数と切り札の組です。一番高い宣言をした人がナポレオンになり、"
    "その宣言が契約になります。ナポレオン軍(ナポレオンと副官)はその枚数以上の点札を"
    "取らなければなりません。"))

_KIND_TEXT: dict[str, Texts] = {
    "S": ("one trump suit", "その1スートが切り札"),
    "red": ("hearts and diamonds are both trump, rank for rank equally strong",
            "ハートとダイヤの両方が切り札で、同じランクは同じ強さ"),
    "black": ("spades and clubs are both trump, rank for rank equally strong",
              "スペードとクラブの両方が切り札で、同じランクは同じ強さ"),
    "nt": ("in every trick the led suit is trump, with its own right and left bower",
           "各巡で台札のスートが切り札になり、そのスートの正ジャック・裏ジャックがある"),
    "igo_nt": ("like no-trump, but the 4s take the role of the jacks",
               "ノートラと同じだが、ジャックの代わりに4が正・裏になる"),
    "chigaku_nt": ("no bowers: the highest card of the led suit wins (the Mighty, same-two "
                   "and the joker still work)",
                   "正・裏はなく、台札のスートの一番高いカードが勝つ(マイティ・セイム2・"
                   "ジョーカーは有効)"),
}


@_rule("N-BID-2", "Trump kinds", "切り札の種類")
def _bid_2(r: NapoleonRules) -> Texts:
    en: list[str] = []
    ja: list[str] = []
    suits = [k for k in r.trump_priority if k in ("S", "H", "D", "C")]
    if suits:
        names_en = " ".join(_kind(k, r, "en") for k in suits)
        names_ja = "・".join(_kind(k, r, "ja") for k in suits)
        en.append(f"{names_en}: {_KIND_TEXT['S'][0]}")
        ja.append(f"{names_ja}: {_KIND_TEXT['S'][1]}")
    for k in r.trump_priority:
        if k in _KIND_TEXT and k != "S":
            en.append(f"{_kind(k, r, 'en')}: {_KIND_TEXT[k][0]}")
            ja.append(f"{_kind(k, r, 'ja')}: {_KIND_TEXT[k][1]}")
    return ("Trump kinds you may bid:\n" + "\n".join(en),
            "宣言できる切り札:\n" + "\n".join(ja))


@_rule("N-BID-3", "Trump priority", "切り札の優先順位")
def _bid_3(r: NapoleonRules) -> Texts:
    en, ja = _kinds(r)
    return (f"Between bids of the same count the trump kind decides, from high to low: {en}.",
            f"同じ枚数の宣言どうしでは、切り札の優先順位で決まります(高い順): {ja}。")


_static("N-BID-5", ("Comparing bids", "宣言の比べ方"), (
    "A bid is higher when its count is larger, or — with the same count — when its trump kind "
    "has the higher priority (N-BID-3).",
    "枚数が多い宣言が高く、枚数が同じなら切り札の優先順位が高い方が高い宣言です (N-BID-3)。"))


@_rule("N-BID-6", "Minimum and maximum", "最低枚数と最高枚数")
def _bid_6(r: NapoleonRules) -> Texts:
    en = "; ".join(f"{n} players: {r.min_bid[n]}" for n in r.players)
    ja = "、".join(f"{n}人: {r.min_bid[n]}枚" for n in r.players)
    return (f"Minimum count — {en}. Maximum count: {r.max_bid}.",
            f"最低枚数 — {ja}。最高枚数: {r.max_bid}枚。")


@_rule("N-BID-7", "The bid ladder", "宣言の順番")
def _bid_7(r: NapoleonRules) -> Texts:
    n = 4 if 4 in r.players else r.players[0]
    low = r.min_bid[n]
    kinds = list(reversed(r.trump_priority))
    total = (r.max_bid - low + 1) * len(kinds)

    def bid(count: int, kind: str, lang: str) -> str:
        return f"{_kind(kind, r, lang)} {count}"

    first = [bid(low, k, "en") for k in kinds[:3]]
    first_ja = [bid(low, k, "ja") for k in kinds[:3]]
    top = bid(r.max_bid, kinds[-1], "en")
    top_ja = bid(r.max_bid, kinds[-1], "ja")
    return (f"With {n} players every bid in increasing order: {' < '.join(first)} < … < {top} "
            f"({total} bids).",
            f"{n}人の場合、低い順に {' < '.join(first_ja)} < … < {top_ja}(全{total}通り)。")


@_rule("N-BID-8", "Bidding is voluntary", "宣言は自由")
def _bid_8(r: NapoleonRules) -> Texts:
    if r.no_bid == "responsibility_stand":
        return ("Nobody has to bid, except for the responsibility stand when nobody bids at all "
                "(N-BID-13).",
                "宣言する義務はありません。ただし誰も宣言しなかったときの責任立ち (N-BID-13) は"
                "例外です。")
    return "Nobody has to bid.", "宣言する義務はありません。"


@_rule("N-BID-10", "Open auction", "オークションの進め方", lambda r: r.auction == "open")
def _bid_10(r: NapoleonRules) -> Texts:
    if r.auction != "open":
        return ("Not used: these rules use the stand-then-raise procedure (N-BID-12).",
                "このルールでは使いません。立ってから競り上げる方式 (N-BID-12) を使います。")
    after = ("If everybody passes while no bid stands, nobody bid (N-BID-13)."
             if r.no_bid == "responsibility_stand"
             else "If everybody passes while no bid stands, the deal is annulled (N-BID-15).")
    after_ja = ("誰も宣言せずに全員がパスしたときは N-BID-13 に進みます。"
                if r.no_bid == "responsibility_stand"
                else "誰も宣言せずに全員がパスしたときは、このゲームは流れます (N-BID-15)。")
    return (
        "Turns go round in playing order. On your turn you pass or bid higher than the standing "
        "bid. A pass is not final: you may bid on a later turn. When all the others have passed "
        "after your bid, you either close the auction — your bid becomes the contract — or "
        f"raise your own bid (for example to change the trump). {after}",
        "順番に発言します。自分の番ではパスするか、現在の宣言より高い宣言をします。パスしても"
        "次の番でまた宣言できます。自分の宣言の後に他の全員がパスしたら、確定して契約にするか、"
        f"自分の宣言をさらに上げる(切り札を変えるなど)ことができます。{after_ja}")


@_rule("N-BID-11", "Who opens the bidding", "最初に発言する人")
def _bid_11(r: NapoleonRules) -> Texts:
    if r.opening_bidder == "previous_adjutant":
        return ("The first deal is opened by the seat after the dealer; later deals by the "
                "previous deal's adjutant (by the previous Napoleon if he played alone). After "
                "a redeal or an annulled deal the same seat opens again.",
                "最初のゲームは親の右隣(次の席)から、以後は前のゲームの副官から始めます"
                "(前のゲームが一人立ちならそのナポレオンから)。配り直しや流れたときは同じ人から"
                "始めます。")
    return ("The first deal is opened by the seat after the dealer; later deals by the seat "
            "after the previous Napoleon. After a redeal the same seat opens again.",
            "最初のゲームは親の次の席から、以後は前のナポレオンの次の席から始めます。配り直しの"
            "ときは同じ人から始めます。")


@_rule("N-BID-12", "Stand, then raise", "立ってから競り上げ",
       lambda r: r.auction == "stand_then_raise")
def _bid_12(r: NapoleonRules) -> Texts:
    if r.auction != "stand_then_raise":
        return NOT_USED[0] + " The open auction is used (N-BID-10).", \
            NOT_USED[1] + "通常のオークション (N-BID-10) を使います。"
    low = r.min_bid[r.players[0]]
    return (
        f"1. Declaration round: each player in turn stands with a suit at {low}, or passes. A "
        "suit another player already declared cannot be taken.\n"
        f"2. If one player stood, his bid ({low}) is the contract; if nobody did, see N-BID-14.\n"
        "3. If several stood, they raise in ascending suit order (weakest suit first), in turn: "
        "whoever does not hold the highest bid raises the count of his own suit above it, or "
        "drops out for good.\n"
        "4. The last player left is the Napoleon.",
        f"1. 宣言の回: 順番に、スートを一つ選んで{low}枚で立つか、パスします。他の人が既に"
        "宣言したスートは選べません。\n"
        f"2. 立った人が1人ならその宣言({low}枚)が契約です。誰も立たなければ N-BID-14。\n"
        "3. 複数なら、弱いスートの人から順に競り上げます。最高の宣言を持っていない人は、"
        "自分のスートのまま枚数を上げるか、降ります(降りたら戻れません)。\n"
        "4. 最後に残った人がナポレオンです。")


@_rule("N-BID-13", "Nobody bids: responsibility stand", "誰も立たないとき(責任立ち)",
       lambda r: r.no_bid == "responsibility_stand")
def _bid_13(r: NapoleonRules) -> Texts:
    if r.no_bid != "responsibility_stand":
        return ("Not used: when nobody bids the deal is annulled (N-BID-15).",
                "このルールでは使いません。誰も立たないときは流れます (N-BID-15)。")
    rev = ("First a reverse all-take auction is held (N-BID-16). If nobody bids there either: ",
           "まず逆全付けの競り (N-BID-16) を行います。そこでも誰も宣言しなければ、") \
        if r.reverse_all_take else ("", "")
    return (
        f"If nobody bids: {rev[0]}the holder of the Mighty (♠A) must bid the minimum count "
        "with a trump kind of his choice — the responsibility stand (責任立ち). If the Mighty "
        "is in the kitty, the kitty is turned face up for everybody and one more auction is "
        "held; if nobody bids then either, the cards are dealt again.",
        f"誰も立たなかったとき: {rev[1]}マイティ(♠A)を持っている人が、最低枚数で好きな切り札を"
        "選んで立たなければなりません(責任立ち)。マイティが中にあるときは、中を表向きにして"
        "全員に見せ、もう一度オークションを行います。それでも誰も立たなければ配り直しです。")


@_rule("N-BID-14", "Nobody stands (stand-then-raise)", "誰も立たないとき(競り上げ方式)",
       lambda r: r.auction == "stand_then_raise" and r.no_bid == "responsibility_stand")
def _bid_14(r: NapoleonRules) -> Texts:
    if not (r.auction == "stand_then_raise" and r.no_bid == "responsibility_stand"):
        return NOT_USED
    low = r.min_bid[r.players[0]]
    return (f"If nobody stands, the holder of the Mighty stands at {low} with a suit of his "
            "choice. If the Mighty is in the kitty, the kitty is turned face up and one more "
            "declaration round is held; if nobody stands then either, the cards are dealt "
            "again (as N-BID-13).",
            f"誰も立たなかったときは、マイティを持っている人が好きなスートで{low}枚で立ちます。"
            "マイティが中にあるときは中を表向きにして、もう一度宣言の回を行います。それでも"
            "誰も立たなければ配り直しです (N-BID-13 と同じ)。")


@_rule("N-BID-15", "Nobody bids: annulled", "誰も立たないとき(流し)",
       lambda r: r.no_bid == "annul")
def _bid_15(r: NapoleonRules) -> Texts:
    if r.no_bid != "annul":
        return NOT_USED[0] + " See N-BID-13.", NOT_USED[1] + "N-BID-13 を参照してください。"
    return ("If nobody bids, the deal is annulled (流し) and dealt again; the same seat opens.",
            "誰も立たなかったときはゲームを流して配り直します。同じ人から始めます。")


@_rule("N-BID-16", "Reverse all-take (逆全付け)", "逆全付け", lambda r: r.reverse_all_take)
def _bid_16(r: NapoleonRules) -> Texts:
    if not r.reverse_all_take:
        return ("Off in these rules (optional rule N-OPT-11).",
                "このルールではありません(オプション N-OPT-11)。")
    order_en = " > ".join(_kind(k, r, "en") for k in reversed(r.trump_priority))
    order_ja = " > ".join(_kind(k, r, "ja") for k in reversed(r.trump_priority))
    return (
        "If nobody made a normal bid, a reverse all-take auction is held: a bid is a trump kind "
        "without a count, and the Napoleon side must then take no point card at all (N-END-4). "
        f"Higher reverse bids follow the reversed priority: {order_en}. If nobody bids here "
        "either, the responsibility stand follows (N-BID-13).",
        "通常の宣言がなかったときは逆全付けの競りを行います。宣言は枚数のない切り札だけで、"
        "ナポレオン軍は点札を1枚も取ってはいけません (N-END-4)。強さは優先順位の逆です: "
        f"{order_ja}。ここでも誰も宣言しなければ責任立ち (N-BID-13) になります。")


# === 6. Adjutant ==============================================================================
@_rule("N-ADJ-1", "Calling the adjutant", "副官の指名")
def _adj_1(r: NapoleonRules) -> Texts:
    en = ("Right after the contract is settled the Napoleon names a card, never a person: "
          "whoever holds that card is the adjutant (副官).")
    ja = ("契約が決まったらすぐ、ナポレオンは人ではなくカードを指名します。そのカードを持って"
          "いる人が副官です。")
    two = [n for n in r.players if r.adjutants_for(n) == 2]
    if two:
        en += f" With {two[0]} players he names two different cards (up to two adjutants)."
        ja += f"{two[0]}人のときは異なるカードを2枚指名します(副官は最大2人)。"
    return en, ja


@_rule("N-ADJ-2", "Which cards may be named", "指名できるカード")
def _adj_2(r: NapoleonRules) -> Texts:
    joker = (", including the joker", "(ジョーカーも可)") if not r.no_joker else ("", "")
    if r.allow_own_adjutant_card:
        return (f"Any card may be named{joker[0]}, even a card the Napoleon holds himself "
                "(then he plays alone: intentional only, N-ADJ-5).",
                f"どのカードでも指名できます{joker[1]}。ナポレオン自身が持っているカードも指名"
                "できます(その場合は一人立ち、インテンショナルオンリー、N-ADJ-5)。")
    return (f"Any card may be named{joker[0]}, except a card the Napoleon holds himself.",
            f"ナポレオン自身が持っているカード以外なら、どのカードでも指名できます{joker[1]}。")


_static("N-ADJ-3", ("The two sides", "二つの陣営"), (
    "The Napoleon and the adjutant form the Napoleon side (ナポレオン軍); everybody else is "
    "the coalition (連合).",
    "ナポレオンと副官がナポレオン軍、それ以外の全員が連合です。"))
_static("N-ADJ-4", ("Secrecy", "秘密"), (
    "Only the adjutant knows that he is the adjutant — not even the Napoleon knows. He may not "
    "reveal it by speech; everybody learns it when the named card is played (N-INFO-3).",
    "副官が誰かは副官本人しか知りません(ナポレオンも知りません)。言葉で明かしてはいけません。"
    "指名されたカードが出されたときに全員に分かります (N-INFO-3)。"))
_static("N-ADJ-5", ("Only (一人立ち)", "一人立ち(オンリー)"), (
    "If the named card is in the kitty or in the Napoleon's own hand, there is no adjutant: "
    "the Napoleon plays alone against everybody — only (一人立ち / オンリー). Naming one's own "
    "card on purpose is an intentional only.",
    "指名したカードが中にあるか、ナポレオン自身の手札にあるときは副官がいません。ナポレオンは"
    "一人で全員と戦います(一人立ち・オンリー)。自分のカードをわざと指名するのは"
    "インテンショナルオンリーです。"))
_static("N-ADJ-6", ("The adjutant's tricks", "副官の取った札"), (
    "Tricks won by the adjutant count for the Napoleon side, whether he has been revealed or "
    "not.",
    "副官が取ったトリックは、正体が明かされているかどうかに関係なくナポレオン軍のものです。"))


# === 7. Kitty =================================================================================
@_rule("N-KIT-1", "Taking the kitty", "中を取る")
def _kit_1(r: NapoleonRules) -> Texts:
    sizes = "; ".join(f"{n} players: {r.kitty_size(n)}" for n in r.players)
    sizes_ja = "、".join(f"{n}人: {r.kitty_size(n)}枚" for n in r.players)
    return (f"After the adjutant call the Napoleon takes all kitty cards ({sizes}) into his hand "
            "without showing them (unless the kitty was already turned up, N-BID-13).",
            f"副官を指名した後、ナポレオンは中のカード({sizes_ja})をすべて見せずに手札に"
            "加えます(N-BID-13で既に公開されている場合を除く)。")


@_rule("N-KIT-2", "Discarding", "捨て札")
def _kit_2(r: NapoleonRules) -> Texts:
    extra = (" (within the ban of N-KIT-3)", "(N-KIT-3 の制限の範囲で)") \
        if r.discard_ban != "none" else ("", "")
    return ("He then discards the same number of cards, chosen freely from his whole hand — "
            f"original or kitty cards{extra[0]}.",
            f"そして同じ枚数のカードを、元の手札と中のカードを問わず自由に選んで捨てます{extra[1]}。")


@_rule("N-KIT-3", "Which discards are shown", "捨て札の公開")
def _kit_3(r: NapoleonRules) -> Texts:
    en: list[str] = []
    ja: list[str] = []
    if r.discard_ban == "point_cards":
        en.append("Point cards may not be discarded. If he has fewer other cards than he must "
                  "discard, he discards all other cards and the rest from point cards of his "
                  "choice.")
        ja.append("点札は捨てられません。点札以外のカードが捨てる枚数より少ないときは、それを"
                  "すべて捨て、残りを好きな点札から捨てます。")
    if r.discard_face_up == "point_and_trump_cards":
        en.append("Discarded point cards and cards of the trump suit lie face up for the whole "
                  "deal (under no-trump only point cards); the other discards face down.")
        ja.append("捨てた点札と切り札のスートのカードは、ディールの間ずっと表向きに置きます"
                  "(ノートラでは点札のみ)。他の捨て札は裏向きです。")
    else:
        en.append("Discarded point cards lie face up for the whole deal; the other discards "
                  "face down.")
        ja.append("捨てた点札はディールの間ずっと表向きに置き、他の捨て札は裏向きです。")
    en.append("Face-down discards are shown at the end of the deal.")
    ja.append("裏向きの捨て札はディールの終わりに公開します。")
    return " ".join(en), "".join(ja)


@_rule("N-KIT-4", "Discarded point cards", "捨てた点札")
def _kit_4(r: NapoleonRules) -> Texts:
    en = "Discarded point cards count for the coalition, as if it had taken them."
    ja = "捨てた点札は、連合が取ったものとして数えます。"
    if r.all_take:
        en += (" So a Napoleon who discards even one point card can never suffer all-take "
               "(N-END-3).")
        ja += "そのため、点札を1枚でも捨てたナポレオンは全付け (N-END-3) になりません。"
    return en, ja


@_rule("N-KIT-5", "Reverse all-take discards", "逆全付けの捨て札", lambda r: r.reverse_all_take)
def _kit_5(r: NapoleonRules) -> Texts:
    if not r.reverse_all_take:
        return ("Only with the reverse all-take contract (N-BID-16), which these rules do not "
                "use.",
                "逆全付け (N-BID-16) のときだけの規則で、このルールでは使いません。")
    return ("Under a reverse all-take contract point cards may not be discarded, unless "
            "unavoidable.",
            "逆全付けの契約では、やむを得ない場合を除き点札を捨てられません。")


# === 8. Leading and following =================================================================
_static("N-PLAY-1", ("Who leads", "誰から回すか"), (
    "The Napoleon leads to the first trick. The winner of each trick leads to the next.",
    "1巡目はナポレオンが回します(最初のカードを出します)。以後は前のトリックの勝者が回します。"))
_static("N-PLAY-2", ("Leading", "回すカード"), (
    "The leader may lead any card, except where N-PLAY-6 and N-PLAY-7 forbid it.",
    "回す人はどのカードを出してもかまいません。ただし N-PLAY-6 と N-PLAY-7 の禁止を除きます。"))


@_rule("N-PLAY-3", "Following suit", "スートに従う")
def _play_3(r: NapoleonRules) -> Texts:
    en = ("Everybody else must play a card of the led suit if he can; otherwise he may play any "
          "card. The suit is the printed suit: the Mighty is a spade, the left bower belongs to "
          "its printed suit, the joker has no suit.")
    ja = ("他の人は、台札のスートを持っていれば必ずそれを出し、持っていなければ何を出しても"
          "かまいません。スートは印刷どおりで、マイティはスペード、裏ジャックは印刷のスート、"
          "ジョーカーはスートなしです。")
    if r.left_bower_is_trump:
        en += " Option N-OPT-6: the left bower counts as a card of the trump suit."
        ja += "オプション N-OPT-6: 裏ジャックは切り札のスートとして扱います。"
    if r.mighty_free:
        en += " Option N-OPT-9: the Mighty need not follow spades and may be played any time."
        ja += "オプション N-OPT-9: マイティはスペードに従わなくてよく、いつでも出せます。"
    return en, ja


@_rule("N-PLAY-4", "The joker led", "ジョーカーを回したとき", lambda r: not r.no_joker)
def _play_4(r: NapoleonRules) -> Texts:
    if r.no_joker:
        return NOT_USED
    en = "When the joker is led with power, the others must play a trump if they hold one"
    ja = ("ジョーカーが力を持って回されたとき、他の人は切り札を持っていれば切り札を出さなければ"
          "なりません")
    extra_en: list[str] = []
    extra_ja: list[str] = []
    if _has_colour(r):
        extra_en.append("under red or black a card of either trump suit, the player's choice")
        extra_ja.append("赤・黒ではどちらの切り札スートでもよい")
    if _nt_kinds(r):
        extra_en.append("under no-trump the joker's player names a suit and that suit must be "
                        "played")
        extra_ja.append("ノートラではジョーカーを出した人がスートを指定し、そのスートを出す")
    if extra_en:
        en += " (" + "; ".join(extra_en) + ")"
        ja += "(" + "。".join(extra_ja) + ")"
    if r.joker_lead_point_fallback:
        en += "; otherwise a point card if they hold one; otherwise any card."
        ja += "。なければ点札を、それもなければ何を出してもかまいません。"
    else:
        en += "; otherwise any card."
        ja += "。なければ何を出してもかまいません。"
    off_en, off_ja = _off_in(r, "joker_lead_power")
    if off_en:
        en += f" A led joker has no power in {off_en}."
        ja += f"{off_ja}ではジョーカーの回しに力はありません。"
    return en, ja


@_rule("N-PLAY-5", "♠3 calls the joker", "♠3のジョーカー請求", lambda r: not r.no_joker)
def _play_5(r: NapoleonRules) -> Texts:
    if r.no_joker:
        return NOT_USED
    en = ("When ♠3 is led (the joker call, ジョーカー請求), the player holding the joker must "
          "play it to this trick, even if he holds spades. Everybody else follows spades as "
          "usual.")
    ja = ("♠3が回されたとき(ジョーカー請求)、ジョーカーを持っている人はスペードを持っていても"
          "ジョーカーを出さなければなりません。他の人は普通にスペードに従います。")
    off_en, off_ja = _off_in(r, "joker_call")
    if off_en:
        en += f" The call has no effect in {off_en}: ♠3 is then an ordinary spade lead."
        ja += f"{off_ja}では請求は無効で、♠3は普通のスペードです。"
    return en, ja


@_rule("N-PLAY-6", "When the joker may not be led", "ジョーカーを回せないとき",
       lambda r: not r.no_joker)
def _play_6(r: NapoleonRules) -> Texts:
    if r.no_joker:
        return NOT_USED
    off_en, off_ja = _off_in(r, "joker_lead_allowed")
    if not off_en:
        return ("The joker may be led in every trick.", "ジョーカーはどの巡でも回せます。")
    en = f"The joker may not be led in {off_en}."
    ja = f"{off_ja}ではジョーカーを回せません。"
    last_banned = any(not _feature(r, g.kind, "last").joker_lead_allowed for g in _groups(r))
    if last_banned:
        en += (" A leader whose only card left is the joker leads it anyway: it has no power, "
               "he names a suit, and it counts as the lowest card of that suit.")
        ja += ("最後の1枚がジョーカーだけの場合はそれを回しますが、力はなく、指定したスートの"
               "一番弱いカードとして扱います。")
    return en, ja


def _fukashi_first(r: NapoleonRules) -> bool:
    return any(_feature(r, g.kind, "first").fukashi_trick1 for g in _groups(r))


@_rule("N-PLAY-7", "First-trick restrictions", "1巡目の制限", _fukashi_first)
def _play_7(r: NapoleonRules) -> Texts:
    if not _fukashi_first(r):
        return NOT_USED
    return ("In the first trick nobody may play a card of the trump suit or a spade — so the "
            "Mighty cannot be played and ♠3 cannot be led — and the joker may not be led. A "
            "player who has nothing else plays one anyway; it has no power there.",
            "1巡目では、切り札のスートのカードとスペードは出せません(マイティも出せず、♠3も"
            "回せません)。ジョーカーも回せません。他に出せるカードがない人は出してかまいませんが、"
            "力はありません。")


@_rule("N-PLAY-8", "The joker as a follow", "ジョーカーを後から出すとき",
       lambda r: not r.no_joker)
def _play_8(r: NapoleonRules) -> Texts:
    if r.no_joker:
        return NOT_USED
    if r.joker_free:
        en = ("The joker may be played at any time and can win a trick as a follow: it ranks "
              "just above the right bower (option N-OPT-2).")
        ja = ("ジョーカーはいつでも出せ、後から出しても勝つことがあります。正ジャックのすぐ上の"
              "強さです(オプション N-OPT-2)。")
        return en, ja
    if r.joker_follow_anytime:
        en = "The joker may be played at any time, even while holding the led suit."
        ja = "ジョーカーは台札のスートを持っていても、いつでも出せます。"
    else:
        en = ("The joker may be played only when you hold no card of the led suit (or when ♠3 "
              "calls it).")
        ja = "ジョーカーは台札のスートを持っていないとき(または♠3で請求されたとき)だけ出せます。"
    if r.joker_follow_counts_as_led_suit:
        en += " Played that way it is the weakest card of the led suit and never wins."
        ja += "その場合、台札のスートの一番弱いカードとして扱い、勝つことはありません。"
    else:
        en += " Played that way it has no effect and never wins."
        ja += "その場合、何の効果もなく、勝つことはありません。"
    return en, ja


_static("N-PLAY-9", ("A finished trick", "トリックの終わり"), (
    "When everybody has played one card, the winner puts the trick's point cards face up in "
    "front of himself, where everybody can count them; the other cards go face down.",
    "全員が1枚ずつ出したらトリックは終わりです。勝った人は点札を表向きに自分の前に並べ"
    "(誰でも数えられます)、他のカードは裏向きにします。"))


# === 9. Trick resolution ======================================================================
_static("N-TRICK-1", ("General rule", "基本"), (
    "If no special card takes effect, the highest card of the led suit wins. A card of another "
    "suit never wins unless it is a trump, a bower, the Mighty or Yoromeki.",
    "特別なカードが働かなければ、台札のスートで一番高いカードが勝ちます。他のスートの"
    "カードは、切り札・正ジャック・裏ジャック・マイティ・よろめきでない限り勝てません。"))


@_rule("N-TRICK-2", "The led suit", "台札のスート")
def _trick_2(r: NapoleonRules) -> Texts:
    en = ("The led suit is the suit of the first card. If the joker is led with power, it is "
          "the trump suit")
    ja = ("台札のスートは最初のカードのスートです。ジョーカーが力を持って回されたときは"
          "切り札のスート")
    if _has_colour(r):
        en += " (under red/black either trump suit answers)"
        ja += "(赤・黒ではどちらの切り札スートでも可)"
    if _nt_kinds(r):
        en += " or, under no-trump, the suit its player names"
        ja += "、ノートラではジョーカーを出した人が指定したスート"
    return en + ".", ja + "です。"


@_rule("N-TRICK-3", "Trumps", "切り札")
def _trick_3(r: NapoleonRules) -> Texts:
    en = ("A trump beats every card that is not a trump, however low (a trump 2 beats a plain "
          "ace); among trumps the higher wins. With spades trump the highest plain trump is ♠K, "
          "as ♠A is the Mighty.")
    ja = ("切り札は、どんなに低くても切り札以外のカードすべてに勝ちます(切り札の2は他の"
          "スートのAに勝つ)。切り札どうしでは高い方が勝ちます。スペードが切り札のとき、♠Aは"
          "マイティなので普通の切り札の最高は♠Kです。")
    if _has_colour(r):
        en += (" Under red or black both suits of the colour are trump and equally strong rank "
               "for rank (ties: N-TRICK-14).")
        ja += "赤・黒では同じ色の2スートが切り札で、同じランクは同じ強さです(同点は N-TRICK-14)。"
    return en, ja


@_rule("N-TRICK-4", "Right and left bower", "正ジャックと裏ジャック")
def _trick_4(r: NapoleonRules) -> Texts:
    en = ("Right bower (正ジャック): the jack of the trump suit. Left bower (裏ジャック): the "
          "jack of the partner suit (♠↔♣, ♡↔♢). Both beat every other trump, the right bower "
          "above the left. The left bower keeps its printed suit for following.")
    ja = ("正ジャックは切り札のスートのジャック、裏ジャックは同じ色のもう一方のスートのジャック"
          "です(♠↔♣、♡↔♢)。どちらも他の切り札すべてに勝ち、正ジャックが裏ジャックより強い"
          "です。裏ジャックはスートに従うときは印刷どおりのスートです。")
    if _has_colour(r):
        en += (" Under red or black both jacks of the colour are equal and rank above all other "
               "trumps.")
        ja += "赤・黒では、その色の2枚のジャックが同じ強さで、他の切り札より上です。"
    if "igo_nt" in r.trump_priority:
        en += " Under Go-Shogi club no-trump the 4s take the jacks' role."
        ja += "囲碁将棋部ノートラでは4がジャックの役割をします。"
    return en, ja


@_rule("N-TRICK-5", "The Mighty", "マイティ")
def _trick_5(r: NapoleonRules) -> Texts:
    beats_en = ["same-two", "the bowers", "all trumps"]
    beats_ja = ["セイム2", "正ジャック・裏ジャック", "すべての切り札"]
    loses_en: list[str] = []
    loses_ja: list[str] = []
    if not r.no_joker:
        if r.joker_lead_beats_mighty:
            loses_en.append("a joker led with power (N-TRICK-8)")
            loses_ja.append("力を持って回されたジョーカー (N-TRICK-8)")
        else:
            beats_en.insert(0, "a led joker")
            beats_ja.insert(0, "回されたジョーカー")
    if r.yoromeki:
        loses_en.append("Yoromeki ♡Q (N-TRICK-6)")
        loses_ja.append("よろめき♡Q (N-TRICK-6)")
    if r.same_two_beats_mighty:
        beats_en.remove("same-two")
        beats_ja.remove("セイム2")
        loses_en.append("same-two (option N-OPT-4)")
        loses_ja.append("セイム2(オプション N-OPT-4)")
    en = (f"The Mighty (マイティ, ♠A) is the strongest card: it beats {_join(beats_en, 'en')}.")
    ja = f"マイティ(♠A)は最強のカードで、{_join(beats_ja, 'ja')}に勝ちます。"
    if loses_en:
        en += f" It loses only to {_join(loses_en, 'en')}."
        ja += f"負けるのは{_join(loses_ja, 'ja')}だけです。"
    else:
        en += " Nothing beats it."
        ja += "マイティに勝つカードはありません。"
    off_en, off_ja = _off_in(r, "mighty")
    if off_en:
        en += f" In {off_en} it is an ordinary ♠A."
        ja += f"{off_ja}ではただの♠Aです。"
    return en, ja


@_rule("N-TRICK-6", "Yoromeki ♡Q", "よろめき ♡Q", lambda r: r.yoromeki)
def _trick_6(r: NapoleonRules) -> Texts:
    if not r.yoromeki:
        return ("Off in these rules: ♡Q is an ordinary heart (option N-OPT-14 can switch "
                "Yoromeki on).",
                "このルールではなく、♡Qは普通のハートです(オプション N-OPT-14 で有効にできます)。")
    return ("If the Mighty and ♡Q are in the same trick, ♡Q wins (よろめき, “stagger”) — "
            "whatever the order, and whether ♡Q followed hearts or was thrown. Against anything "
            "else ♡Q is an ordinary heart.",
            "マイティと♡Qが同じトリックに出たら、出た順番や♡Qがハートに従って出されたかどうかに"
            "関係なく♡Qが勝ちます(よろめき)。それ以外の相手には♡Qは普通のハートです。")


@_rule("N-TRICK-7", "Yoromeki return ♡K", "よろめき返し ♡K",
       lambda r: r.yoromeki and r.yoromeki_gaeshi)
def _trick_7(r: NapoleonRules) -> Texts:
    if not (r.yoromeki and r.yoromeki_gaeshi):
        return ("Off in these rules: ♡K has no special power.",
                "このルールではなく、♡Kに特別な力はありません。")
    return ("If the Mighty, ♡Q and ♡K are all in the same trick, ♡K wins (よろめき返し).",
            "マイティ・♡Q・♡Kが3枚とも同じトリックに出たら、♡Kが勝ちます(よろめき返し)。")


@_rule("N-TRICK-8", "A led joker", "回されたジョーカー", lambda r: not r.no_joker)
def _trick_8(r: NapoleonRules) -> Texts:
    if r.no_joker:
        return NOT_USED
    if r.joker_lead_beats_mighty:
        en = "A joker led with power wins the trick; nothing beats it, not even the Mighty."
        ja = "力を持って回されたジョーカーはトリックに勝ちます。マイティも含め、勝てるカードは" \
             "ありません。"
    else:
        en = ("A joker led with power wins the trick unless the Mighty is played to it (and "
              "then Yoromeki may still apply).")
        ja = ("力を持って回されたジョーカーはトリックに勝ちます。ただしマイティが出されたら"
              "マイティが勝ちます(よろめきは有効)。")
    en += " Same-two never beats a led joker."
    ja += "セイム2は回されたジョーカーには勝てません。"
    return en, ja


@_rule("N-TRICK-9", "A joker played as a follow", "後から出したジョーカー",
       lambda r: not r.no_joker)
def _trick_9(r: NapoleonRules) -> Texts:
    if r.no_joker:
        return NOT_USED
    if r.joker_free:
        return ("Option N-OPT-2: a joker played as a follow ranks just above the right bower.",
                "オプション N-OPT-2: 後から出したジョーカーは正ジャックのすぐ上の強さです。")
    if r.joker_follow_counts_as_led_suit:
        return ("A joker played as a follow is the weakest card of the led suit: it never wins, "
                "but it does not prevent same-two.",
                "後から出したジョーカーは台札のスートの一番弱いカードです。勝つことはありませんが、"
                "セイム2を妨げません。")
    return ("A joker played as a follow has no effect and never wins. As it has no suit, a trick "
            "containing it is never “all one suit”, so same-two cannot apply.",
            "後から出したジョーカーには効果がなく、勝つことはありません。スートがないので、"
            "そのトリックは「全部同じスート」にならず、セイム2は成立しません。")


@_rule("N-TRICK-10", "Who wins a ♠3 lead", "♠3を回したトリック", lambda r: not r.no_joker)
def _trick_10(r: NapoleonRules) -> Texts:
    if r.no_joker:
        return NOT_USED
    en = "For the winner a ♠3 lead is an ordinary spade lead; the forced-out joker is a follow."
    ja = ("勝敗の上では♠3の回しは普通のスペードの回しで、請求されたジョーカーは後から出した"
          "扱いです。")
    if r.joker_follow_counts_as_led_suit:
        en += " It counts as a spade, so ♠2 can still win by same-two."
        ja += "ジョーカーはスペード扱いなので、♠2のセイム2は成立します。"
    else:
        en += (" The joker has no suit, so same-two cannot apply in that trick (it can when "
               "nobody holds the joker).")
        ja += ("ジョーカーにはスートがないので、そのトリックではセイム2は成立しません"
               "(誰もジョーカーを持っていない場合は成立します)。")
    return en, ja


@_rule("N-TRICK-11", "Same-two (セイム2)", "セイム2")
def _trick_11(r: NapoleonRules) -> Texts:
    beats = r.effective_same_two_beats()
    en = ("When every card of a trick is of one suit and that suit's 2 is among them, the 2 wins "
          "(same-two, セイム2)")
    ja = "トリックのカードが全部同じスートで、そのスートの2が含まれていれば、2が勝ちます(セイム2)"
    if r.joker_follow_counts_as_led_suit and not r.no_joker:
        en += "; a followed joker counts as that suit"
        ja += "。後から出したジョーカーはそのスートとして数えます"
    stronger_en = [] if r.same_two_beats_mighty else ["the Mighty"]
    stronger_ja = [] if r.same_two_beats_mighty else ["マイティ"]
    weaker_en: list[str] = []
    weaker_ja: list[str] = []
    for name, en_name, ja_name in (("right_bower", "the right bower", "正ジャック"),
                                   ("left_bower", "the left bower", "裏ジャック")):
        if name in beats:
            weaker_en.append(en_name)
            weaker_ja.append(ja_name)
        else:
            stronger_en.append(en_name)
            stronger_ja.append(ja_name)
    weaker_en.append("any trump or higher card of the suit")
    weaker_ja.append("切り札やそのスートの高いカード")
    en += f". It beats {_join(weaker_en, 'en')}"
    ja += f"。{_join(weaker_ja, 'ja')}に勝ちます"
    if stronger_en:
        en += f"; {_join(stronger_en, 'en')} {'beats' if len(stronger_en) == 1 else 'beat'} it"
        ja += f"が、{_join(stronger_ja, 'ja')}には負けます"
    en += ". A led joker always beats it."
    ja += "。回されたジョーカーにも負けます。"
    if r.same_two_beats_mighty:
        en += " (Option N-OPT-4: same-two beats the Mighty.)"
        ja += "(オプション N-OPT-4: セイム2はマイティに勝ちます。)"
    off_en, off_ja = _off_in(r, "same_two")
    if off_en:
        en += f" Same-two does not work in {off_en}."
        ja += f"{off_ja}ではセイム2は無効です。"
    return en, ja


_static("N-TRICK-12", ("Ordinary strength order", "普通の強さの順"), (
    "When neither the Mighty, a led joker nor same-two decides: right bower > left bower > "
    "trumps by rank > cards of the led suit by rank; other cards cannot win.",
    "マイティ・回されたジョーカー・セイム2で決まらないときの強さは、正ジャック > 裏ジャック > "
    "切り札(ランク順) > 台札のスート(ランク順)です。それ以外のカードは勝てません。"))
_static("N-TRICK-13", ("Powers that are off", "無効になった力"), (
    "When a power is switched off for a trick (N-TRICK-15, N-TRICK-16), the cards concerned "
    "are ordinary cards of their printed suit: e.g. a bower is just a jack, and a trump played "
    "by a player void in the led suit cannot win.",
    "その巡で力が無効のとき(N-TRICK-15、N-TRICK-16)、そのカードは印刷どおりの普通のカードです。"
    "たとえば正ジャックはただのジャックで、台札のスートがない人が出した切り札も勝てません。"))


@_rule("N-TRICK-14", "Ties under red and black", "赤・黒の同点", _has_colour)
def _trick_14(r: NapoleonRules) -> Texts:
    if not _has_colour(r):
        return ("Not used: these rules have no colour trumps.",
                "このルールには赤・黒の切り札がないので使いません。")
    return ("Under red or black two cards of equal strength can meet. If the trick was led in "
            "one of the trump suits, the card of the led suit wins; otherwise the card played "
            "first wins. This applies to the two jacks as well.",
            "赤・黒では同じ強さの2枚が出ることがあります。切り札スートで回されたトリックでは"
            "台札のスートのカードが勝ち、それ以外では先に出されたカードが勝ちます。2枚の"
            "ジャックも同じです。")


@_rule("N-TRICK-15", "The first trick", "1巡目")
def _trick_15(r: NapoleonRules) -> Texts:
    return _trick_exception(r, "first")


@_rule("N-TRICK-16", "The last trick", "最終巡")
def _trick_16(r: NapoleonRules) -> Texts:
    return _trick_exception(r, "last")


@_rule("N-TRICK-17", "The no-trump kinds", "ノートラ系", lambda r: bool(_nt_kinds(r)))
def _trick_17(r: NapoleonRules) -> Texts:
    kinds = _nt_kinds(r)
    if not kinds:
        return ("Not used: these rules have no no-trump kind.",
                "このルールにはノートラ系の切り札がないので使いません。")
    en: list[str] = []
    ja: list[str] = []
    for k in kinds:
        en.append(f"{_kind(k, r, 'en')}: {_KIND_TEXT[k][0]}.")
        ja.append(f"{_kind(k, r, 'ja')}: {_KIND_TEXT[k][1]}。")
    en.append("A joker leader names the suit that has to be played.")
    ja.append("ジョーカーを回す人は、出すべきスートを指定します。")
    return "\n".join(en), "\n".join(ja)


@_rule("N-TRICK-18", "Powers trick by trick", "巡ごとの有効な力")
def _trick_18(r: NapoleonRules) -> Texts:
    first = _trick_exception(r, "first")
    last = _trick_exception(r, "last")
    return (f"First trick:\n{first[0]}\nMiddle tricks: every power works.\nLast trick:\n{last[0]}",
            f"1巡目:\n{first[1]}\n途中の巡: すべての力が有効です。\n最終巡:\n{last[1]}")


# === 10. End of the deal ======================================================================
_static("N-END-1", ("Counting", "数え方"), (
    "Napoleon side points: the point cards in tricks won by the Napoleon or an adjutant. "
    "Coalition points: those won by coalition players plus the point cards the Napoleon "
    "discarded. Together they are always 20.",
    "ナポレオン軍の点数は、ナポレオンと副官が取ったトリックの点札の枚数です。連合の点数は、"
    "連合の人が取った点札にナポレオンが捨てた点札を加えたものです。合計は必ず20枚です。"))
_static("N-END-2", ("Make or break", "メイクとブレイク"), (
    "Under a normal contract the Napoleon side wins (make, メイク) if it took at least the "
    "contract count; otherwise the coalition wins (break, ブレイク).",
    "通常の契約では、ナポレオン軍が契約枚数以上の点札を取れば勝ち(メイク)、取れなければ"
    "連合の勝ち(ブレイク)です。"))


@_rule("N-END-3", "All-take (全付け)", "全付け", lambda r: r.all_take)
def _end_3(r: NapoleonRules) -> Texts:
    if not r.all_take:
        return ("Off in these rules: taking all 20 point cards is simply a make.",
                "このルールにはありません。点札20枚をすべて取っても普通の勝ちです。")
    return ("If the Napoleon side took all 20 point cards (the coalition has none, discards "
            "included), the Napoleon side loses — unless the contract count was 20.",
            "ナポレオン軍が点札20枚をすべて取った(捨て札を含めて連合が0枚)ときは、契約が20枚"
            "でない限りナポレオン軍の負けです(全付け)。")


@_rule("N-END-4", "Reverse all-take result", "逆全付けの勝敗", lambda r: r.reverse_all_take)
def _end_4(r: NapoleonRules) -> Texts:
    if not r.reverse_all_take:
        return NOT_USED
    return ("Under a reverse all-take contract the Napoleon side wins only if it took no point "
            "card at all.",
            "逆全付けの契約では、ナポレオン軍が点札を1枚も取らなかったときだけ勝ちです。")


@_rule("N-END-5", "When the result is certain", "勝敗が決まるとき")
def _end_5(r: NapoleonRules) -> Texts:
    en = ("The result is certain once the Napoleon side has reached the count")
    ja = "ナポレオン軍が契約枚数に達し"
    if r.all_take:
        en += " and all-take is no longer possible"
        ja += "、全付けの可能性がなくなった"
    en += (", or once it can no longer reach it even with every point card still in the "
           "hands.")
    ja += "とき、または残りの点札をすべて取っても届かなくなったときに、勝敗は確定します。"
    return en, ja


@_rule("N-END-6", "Early stop", "途中終了")
def _end_6(r: NapoleonRules) -> Texts:
    if r.stop_when_decided:
        return ("The deal stops as soon as the result is certain and the score can no longer "
                "change (N-SCORE-9); the remaining hands are shown.",
                "勝敗が確定し、得点も変わらなくなった時点 (N-SCORE-9) でディールを終え、"
                "残りの手札を公開します。")
    return ("Off in these rules: every deal is played to the last trick.",
            "このルールでは途中で終えず、最後の巡まで行います。")


_static("N-END-7", ("At the end", "ディールの後"), (
    "At the end of the deal the adjutant, the face-down discards and every remaining card are "
    "revealed.",
    "ディールの終わりに、副官、裏向きの捨て札、残りのカードをすべて公開します。"))


# === 11. Fouls ================================================================================
_static("N-FOUL-1", ("Fouls", "反則"), (
    "Not following suit while able, not answering a joker call or a joker-lead obligation, "
    "holding the wrong number of cards or calling too many adjutants is a foul: the offender's "
    "side loses at once. On this table fouls cannot happen — only legal cards can be played "
    "(N-FOUL-3).",
    "従うべきスートを出さない、ジョーカー請求やジョーカーの回しの義務を守らない、手札の枚数が"
    "違う、副官を多く指名する、などは反則で、反則した側はその場で負けです。このテーブルでは"
    "出せるカードしか出せないので、反則は起こりません (N-FOUL-3)。"))


# === 12. Information ==========================================================================
_static("N-INFO-1", ("What everybody sees", "公開される情報"), (
    "Public: every bid and the contract, the named adjutant card, face-up discards, a kitty "
    "turned up, the cards of the current trick, the point cards each player has won, how many "
    "cards each player holds, and misdeal declarations.",
    "公開: すべての宣言と契約、指名された副官カード、表向きの捨て札、公開された中、今の"
    "トリックのカード、各人が取った点札、各人の手札の枚数、配り直しの申告。"))
_static("N-INFO-2", ("What only you know", "自分だけが知る情報"), (
    "Private: your own hand. The Napoleon also knows the kitty and all his discards, hence "
    "whether he plays alone. The adjutant knows that he is the adjutant.",
    "非公開: 自分の手札。ナポレオンは中と捨て札をすべて知っているので、一人立ちかどうかも"
    "分かります。副官は自分が副官であることを知っています。"))
_static("N-INFO-3", ("The adjutant revealed", "副官が明かされるとき"), (
    "Everybody learns who the adjutant is when the named card is played. If the Napoleon plays "
    "it himself, or it lies among his face-up discards, everybody knows he plays alone.",
    "指名されたカードが出された時点で、全員に副官が分かります。ナポレオン自身がそのカードを"
    "出したり、表向きの捨て札にあったりすれば、一人立ちであることが全員に分かります。"))


# === 13. Scoring ==============================================================================
def _book(r: NapoleonRules) -> bool:
    return r.scoring == "book"


def _book_only(body: Body) -> Body:
    def wrapped(r: NapoleonRules) -> Texts:
        if not _book(r):
            return ("Not used: these rules score with N-SCORE-13.",
                    "このルールでは使いません。得点は N-SCORE-13 で計算します。")
        return body(r)
    return wrapped


def _static_book(rule_id: str, title: Texts, text: Texts,
                 applies: Applies = _book) -> None:
    _ENTRIES[rule_id] = _Entry(rule_id, title, _book_only(lambda _r: text), applies)


_static_book("N-SCORE-1", ("Book scoring", "本の得点方式"), (
    "Scoring is zero-sum: what one side wins, the other loses. All amounts are multiples of 60.",
    "得点はゼロサムで、一方が得た分だけもう一方が失います。金額はすべて60の倍数です。"))
_static_book("N-SCORE-2", ("When the Napoleon side wins", "ナポレオン軍が勝ったとき"), (
    "The coalition pays 60 × w, by contract count: 12–15 ×1 (60), 16–17 ×2 (120), 18–19 ×4 "
    "(240), 20 ×16 (960). Points taken beyond the count do not matter.",
    "連合が 60 × 倍率 を払います。倍率は契約枚数で決まり、12〜15枚 ×1(60)、16〜17枚 ×2(120)、"
    "18〜19枚 ×4(240)、20枚 ×16(960)です。契約を超えて取った枚数は関係ありません。"))


@_rule("N-SCORE-3", "When the Napoleon side loses", "ナポレオン軍が負けたとき", _book)
@_book_only
def _score_3(r: NapoleonRules) -> Texts:
    en = ("The Napoleon side pays 60 × m, by the points t it took against the count b (an odd "
          "count is rounded down to even): t ≥ ¾·b ×1 (60); t ≥ ½·b ×2 (120); t ≥ ¼·b ×4 (240); "
          "less ×16 (960).")
    ja = ("ナポレオン軍が 60 × 倍率 を払います。倍率は取った枚数 t と契約枚数 b(奇数は一つ下の"
          "偶数)で決まり、t ≥ ¾b なら ×1(60)、t ≥ ½b なら ×2(120)、t ≥ ¼b なら ×4(240)、"
          "それ未満は ×16(960)です。")
    if r.score_table_literal:
        en += " (Option N-OPT-13: the boundaries printed in the book's tables are used.)"
        ja += "(オプション N-OPT-13: 本の表に印刷された区切りを使います。)"
    return en, ja


_static_book("N-SCORE-4", ("All-take costs", "全付けの得点"), (
    "An all-take (N-END-3) costs the Napoleon side 240, whatever the count.",
    "全付け (N-END-3) のときは、契約枚数に関係なくナポレオン軍が240を払います。"),
    lambda r: _book(r) and r.all_take)
_static_book("N-SCORE-5", ("Sharing the amount", "分け方"), (
    "The coalition players share the amount equally. On the Napoleon side: without an "
    "adjutant the Napoleon alone receives or pays it all; with an adjutant a win is split "
    "2 : 1 (Napoleon : adjutant), a loss 3 : 1 and an all-take 1 : 1.",
    "連合は均等に分けます。ナポレオン軍は、副官がいなければナポレオンが全額を受け取る(払う)、"
    "副官がいれば勝ちは 2 : 1(ナポレオン : 副官)、負けは 3 : 1、全付けは 1 : 1 で分けます。"))
_static_book("N-SCORE-6", ("Intentional only", "インテンショナルオンリー"), (
    "An intentional only is scored like any other only: the Napoleon receives or pays the "
    "whole amount.",
    "インテンショナルオンリーも普通の一人立ちと同じく、ナポレオンが全額を受け取り(払い)ます。"))
_static_book("N-SCORE-7", ("Six players", "6人のとき"), (
    "With two adjutants a win is split 2 : 1 : 1, a loss 3 : 1 : 1 and an all-take 1 : 1 : 1 "
    "(Napoleon : adjutant : adjutant); the three coalition players share equally.",
    "副官が2人のときは、勝ち 2 : 1 : 1、負け 3 : 1 : 1、全付け 1 : 1 : 1"
    "(ナポレオン : 副官 : 副官)で分け、連合の3人は均等に分けます。"),
    lambda r: _book(r) and any(r.adjutants_for(n) == 2 for n in r.players))
_static_book("N-SCORE-8", ("Reverse all-take score", "逆全付けの得点"), (
    "A reverse all-take contract scores 60 either way, shared as usual.",
    "逆全付けの契約は、勝ち負けどちらも60で、普通どおりに分けます。"),
    lambda r: _book(r) and r.reverse_all_take)


@_rule("N-SCORE-9", "When the score is fixed", "得点が確定するとき")
def _score_9(r: NapoleonRules) -> Texts:
    if r.scoring == "igoshokai":
        return ("The score is fixed as soon as the result is certain.",
                "勝敗が確定した時点で得点も確定します。")
    return ("The score is fixed when a make is certain, when an all-take is certain, or when a "
            "break is certain and the loss multiplier can no longer change.",
            "メイクが確定したとき、全付けが確定したとき、またはブレイクが確定して負けの倍率が"
            "もう変わらないときに、得点が確定します。")


@_rule("N-SCORE-13", "Igosho-kai scoring", "囲碁将棋会の得点",
       lambda r: r.scoring == "igoshokai")
def _score_13(r: NapoleonRules) -> Texts:
    if r.scoring != "igoshokai":
        return NOT_USED
    return ("The Napoleon scores +2 for a make and −2 for a break; the adjutant and every "
            "coalition player +1 if their side won and −1 if it lost. A Napoleon playing alone "
            "(only, intentional only included) scores +4 / −4. The count taken does not matter.",
            "ナポレオンはメイクで+2、ブレイクで−2。副官と連合の各人は自分の側が勝てば+1、"
            "負ければ−1です。一人立ち(インテンショナルオンリーを含む)のナポレオンは+4/−4です。"
            "取った枚数は関係ありません。")


_static("N-SCORE-15", ("The session score", "通算得点"), (
    "The session score is the sum of the deals. Redeals and annulled deals score nothing.",
    "通算得点は各ディールの合計です。配り直しや流れたゲームは0点です。"))


# === 15. Optional rules =======================================================================
_OPTIONS: tuple[tuple[str, str, str, str], ...] = (
    ("N-OPT-1a", "no_first_last_exceptions", "no first/last-trick exceptions",
     "初巡・最終巡の例外なし"),
    ("N-OPT-1b", "first_trick_only_same_two_off", "first trick: only same-two off",
     "初巡はセイム2だけ無効"),
    ("N-OPT-2", "joker_free", "joker free", "ジョーカー自由"),
    ("N-OPT-3", "bowers_immune_to_same_two", "bowers beat same-two", "ジャックはセイム2に負けない"),
    ("N-OPT-4", "same_two_beats_mighty", "same-two beats the Mighty", "セイム2がマイティに勝つ"),
    ("N-OPT-5", "no_joker", "no joker", "ジョーカーなし"),
    ("N-OPT-6", "left_bower_is_trump", "left bower is a trump", "裏ジャックは切り札"),
    ("N-OPT-7", "club10_traitor", "♣10 traitor", "♣10の裏切り"),
    ("N-OPT-8", "diamond_queen_beats_right_bower", "♢Q beats the right bower",
     "♢Qが正ジャックに勝つ"),
    ("N-OPT-9", "mighty_free", "Mighty free", "マイティ自由"),
    ("N-OPT-11", "reverse_all_take", "reverse all-take", "逆全付け"),
    ("N-OPT-12", "stop_when_decided", "early stop", "決着したら終了"),
    ("N-OPT-13", "score_table_literal", "printed score tables", "本の得点表どおり"),
    ("N-OPT-14", "yoromeki", "Yoromeki", "よろめき"),
    ("N-OPT-14", "yoromeki_gaeshi", "Yoromeki return", "よろめき返し"),
)


@_rule("N-OPT", "Optional rules", "オプションルール")
def _opt(r: NapoleonRules) -> Texts:
    en = ["Optional rules (the book's Appendix A and switches), as set in these rules:"]
    ja = ["オプションルール(本の付録Aなど)の設定:"]
    for rule_id, field, en_name, ja_name in _OPTIONS:
        on = bool(getattr(r, field))
        en.append(f"{rule_id} {en_name}: {'on' if on else 'off'}")
        ja.append(f"{rule_id} {ja_name}: {'あり' if on else 'なし'}")
    return "\n".join(en), "\n".join(ja)


# --- lookup ---------------------------------------------------------------------------------
#: rule IDs explained by another entry
ALIASES: dict[str, str] = {
    "N-MIS-3": "N-MIS-1", "N-MIS-5": "N-MIS-1", "N-MIS-6": "N-MIS-1",
    "N-SEAT-2": "N-SEAT-1", "N-SEAT-3": "N-SEAT-1", "N-DEAL-4": "N-DEAL-2",
    "N-BID-4": "N-BID-2", "N-BID-9": "N-INFO-1", "N-ADJ-7": "N-FOUL-1",
    "N-PLAY-10": "N-PLAY-3", "N-TRICK-19": "N-TRICK-12", "N-TRICK-20": "N-TRICK-12",
    "N-TRICK-21": "N-TRICK-12", "N-FOUL-2": "N-FOUL-1", "N-FOUL-3": "N-FOUL-1",
    "N-FOUL-4": "N-FOUL-1", "N-INFO-4": "N-INFO-1", "N-SCORE-10": "N-SCORE-3",
    "N-SCORE-11": "N-SCORE-3", "N-SCORE-12": "N-SCORE-5", "N-SCORE-14": "N-SCORE-1",
}

_ID = re.compile(r"^N-([A-Z]+)(?:-(\d+)([a-z]?))?$")


def area_of(rule_id: str) -> str:
    m = _ID.match(rule_id)
    return m.group(1) if m else ""


def rule_ids() -> list[str]:
    """Every rule ID with an entry, in the order of the specification."""
    order = {code: i for i, (code, _en, _ja) in enumerate(AREAS)}
    return sorted(_ENTRIES, key=lambda rid: (order.get(area_of(rid), 99), _number(rid)))


def _number(rule_id: str) -> tuple[int, str]:
    m = _ID.match(rule_id)
    if not m or m.group(2) is None:
        return (0, "")
    return (int(m.group(2)), m.group(3) or "")


def resolve(rule_id: str) -> str | None:
    """The entry that explains ``rule_id`` (itself, an alias, or the first entry of its
    area); None for IDs outside the rules (e.g. ``N-AI-3`` strategy notes)."""
    rule_id = rule_id.strip()
    if rule_id in _ENTRIES:
        return rule_id
    if rule_id in ALIASES:
        return ALIASES[rule_id]
    area = area_of(rule_id)
    if area == "OPT":
        return "N-OPT"
    if area in {code for code, _en, _ja in AREAS}:
        for rid in rule_ids():
            if area_of(rid) == area:
                return rid
    return None


def area_title(area: str, lang: str | None = None) -> str:
    lang = lang or i18n.language()
    for code, en, ja in AREAS:
        if code == area:
            return ja if lang == "ja" else en
    return area


def rule_text(rule_id: str, rules: NapoleonRules, lang: str | None = None) -> RuleText | None:
    """The text of the entry that explains ``rule_id`` for ``rules`` in ``lang``."""
    target = resolve(rule_id)
    if target is None:
        return None
    lang = lang or i18n.language()
    entry = _ENTRIES[target]
    return RuleText(target, area_of(target), _pick(entry.title, lang),
                    _pick(entry.body(rules), lang), bool(entry.applies(rules)))


def rule_texts(rules: NapoleonRules, lang: str | None = None) -> list[RuleText]:
    """Every entry for ``rules`` in ``lang``, in the order of the specification."""
    out: list[RuleText] = []
    for rid in rule_ids():
        text = rule_text(rid, rules, lang)
        assert text is not None
        out.append(text)
    return out


__all__ = ["ALIASES", "AREAS", "RuleText", "area_of", "area_title", "resolve", "rule_ids",
           "rule_text", "rule_texts"]
