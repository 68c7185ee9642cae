"""The bundled specifications' paragraphs in a player's words, for the English and French
rules viewers (issue 25, point 11).

``assets/rules/rettler.md`` and ``napoleon_tactics.md`` are written for the people who build
the program: they cite the book by section ("[B 3.3.3]"), mark where the book is silent
("DECISION (D-05)", "UNCERTAIN (U-03)"), name trump kinds and options by their codes
(``chigaku_nt``, ``reverse_all_take``) and give the book's Japanese words in brackets. The
Japanese viewer shows their translations; an English or French player reads the paragraph
after :func:`plain_words`, which

* drops the citations, keeping any explanation or rule ID they hold;
* drops the DECISION / UNCERTAIN markers (the decided rule stays; a reference to a decision
  becomes the rule ID that holds it) and the remarks on the book's printing;
* names codes as the table does (the term table ``engine.terms`` and Rettler's option labels);
* drops Japanese words in brackets after an English term.

Rule IDs are never touched, so they stay links.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import cache

#: kana, kanji and full-width forms
_JAPANESE = re.compile(r"[\u3000-\u30ff\u3400-\u9fff\uff00-\uffef]")
_RULE_ID = re.compile(r"\b[A-Z]-[A-Z]+-\d+[a-z]?\b")
_DECISION = re.compile(r"\*\*DECISION \((D-\d+)\)(?::\*\*|\*\*:?)\s*")
#: a remark on the book's printing: the marker and its sentence (or clause up to a decision)
_UNCERTAIN = re.compile(r"\s*\*\*UNCERTAIN \(U-\d+\):\*\*.*?(?:\.(?=\s|$)|(?=\*\*DECISION)|$)")
_UNCERTAIN_MARK = re.compile(r",?\s*\*\*UNCERTAIN \(U-\d+\)\*\*:?\s*")
#: "[B 3.3.3]", "[F step 6]", "[fn7 p40]", "[table 3.4 rows 7–8]": a citation of a source
_CITATION = re.compile(r"\s?\[(?:[BF](?=[\s\]])|fn\d|table )([^\[\]]*)\](:\s*)?")
#: the words of a developer that a player has no use for, and what the table says instead
_PHRASES: tuple[tuple[str, str], ...] = (
    ("**Reason codes → rule IDs** (for hint texts):", "**Which rule decides a round:**"),
    (
        "**Bid ladder** (for the engine): key `(e, priority_index)` where `e` = count (one"
        " adjutant) or `2c − 40` (two adjutants, 5 players only).",
        "**Bid ladder:** bids rank by their count — for a two-adjutant bid (5 players only) the"
        " converted count `2c − 40` — then by trump kind.",
    ),
    (
        'Rows the extraction shows are marked **B**; rows hidden in the book\'s "(中略)"'
        ' ("omitted") gaps are reconstructed (**R**) from R-RANK-1 — their numbering matches the'
        " printed row numbers 16, 17, 18, 22, 30, 31, 34, 35, 36, 46, 47 exactly, which confirms"
        " the reconstruction.",
        "The rows the book leaves out follow from R-RANK-1.",
    ),
    ("In an edge round also cite R-PLAY-3 (e.g.", "In an edge round R-PLAY-3 decides too (e.g."),
    ("**DECISION (D-29)**, same reason as N-END-6.", ""),
    ("default **off** (inherits N-END-6 for `book`;", "default **off** (as in Napoleon, N-END-6;"),
    ("toggle `", "option `"),
    (" — normative pseudo-code.", "."),
    (
        " `ctx` is the RoundContext of R-RANK-1.",
        " What each follower may play depends on the kind of round (R-RANK-1); each kind's"
        " rule gives it.",
    ),
    ("[B 3.3.2] only says", "the book only says"),
    ("[B 3.3.3] and [B 5.2.1, 4.2.2] call it", "the book calls it"),
    ("Under `fukashi`", "Under Fukashi rules"),
    ("; 4.2.3: ♠A", "; another example: ♠A"),
    (" (`T_PR_FLOOR`)", ""),
    ("(`grants_point_request`, R-RANK-1)", "(R-RANK-1)"),
    (" (`n: [k, k+1]` in the trick record)", ""),
    ("the round is `joker_like` in R-RANK-1 (reason `bridge_lead`)", "R-RANK-1 treats it so"),
    ("; it is legal (a UI warning is advisable)", "; it is legal"),
    ("the engine stores seats in playing order", "seats are counted in playing order"),
    ("the engine asks the human, AI decides", "you are asked; computer players decide"),
    ("(for the engine)", ""),
    (", whose alternatives apply", ""),
    ("If toggle ", "If the option "),
    (
        "(The engine needs instance IDs for the UI; the rules never look at them. Exceptions:",
        "(Exceptions:",
    ),
    (
        "**Normative pseudo-code.** It resolves every round type of Rettler: single rounds, pair"
        " rounds, point requests, joker and bridge leads, joker calls and bombs, under every trump"
        " kind. Where prose and pseudo-code seem to differ, the pseudo-code wins.",
        "**Who wins a round.** The program decides every kind of round by one procedure, which"
        " follows the rules of this section: single rounds, pair rounds, point requests, joker"
        " and bridge leads, joker calls and bombs, under every trump kind.",
    ),
    ("so that one table code serves both games", "so that both games deal alike"),
    ("**Reference implementation**", "**How the score is computed**"),
    ("and one implementation then serves both games", "and both games then bid alike"),
    ("(not implementable fairly)", "(a program cannot run it fairly)"),
    ("as implemented by N-TRICK-10", "as N-TRICK-10 states it"),
    ("rule is implemented by giving", "rule works by giving"),
    (
        "Hint-mode material: the reason code and rule",
        "What the hints point out: the reason and rule",
    ),
    ("distinct codes of the 54 identities", "distinct cards of the 54 kinds"),
    ("**Chigaku state**", "**Earth-science club state**"),  # 地学部ノートラ状態, as the term table
    ("possible future toggles", "possible future options"),
    ("are out of scope", "are not played here"),
    ("Under `book` suit trumps,", "Under the rule book, with a suit as trump,"),
    ("For trump kinds `S H D C red black`,", "Under suit, red and black trumps,"),
    # a book's word with its gloss: the gloss is the word
    ('"(中略)" ("omitted")', '"omitted"'),
    ("ごくみ", "Gokumi"),
)
#: codes of the specification -> the table's words (trump kinds as ``engine.terms`` says them)
_CODES: dict[str, str] = {
    "book": "under the rule book",
    "fukashi": "Fukashi rules",
    "S H D C red black": "suit, red and black trumps",
    "S H D C": "suit trumps",
    # the single letters S, H, D, C name trump kinds only in an order ("black > red > … > C");
    # alone in backquotes they are numbers' names (C = the coalition's points)
    "JK": "the joker",
    "BR": "the bridge card",
    "double_mighty": "double Mighty",
    "double_yoromeki*": "double Yoromeki chain",
    "pair_same_two": "pair same-two",
    "same_two": "same-two",
    "same_two_return": "same-two return",
    "double_joker_lead": "double joker lead",
    "double_right_bower": "double right bower",
    "double_left_bower": "double left bower",
    "mighty": "Mighty",
    "yoromeki": "Yoromeki",
    "yoromeki_gaeshi": "Yoromeki-gaeshi",
    "yoromeki_gaeshi_gaeshi": "Yoromeki-gaeshi-gaeshi",
    "joker_lead": "joker lead",
    "bridge_lead": "bridge card lead",
    "point_request_lead": "point-request lead",
    "right_left_pair": "right + left",
    "trump_ace_pair": "trump ace pair",
    "led_ace_pair": "led-suit ace pair",
    "right_bower": "right bower",
    "left_bower": "left bower",
    "trump": "trump",
    "led_face_pair": "led-suit face-card pair",
    "led_suit": "led suit",
    "atomic_bomb": "atomic bomb",
    "bomb_return": "bomb return",
}
#: Rettler's and Napoleon's codes of trump kinds, as ``engine.terms.TRUMP_KINDS`` keys them
_TRUMP_CODES = {
    "red": "red",
    "black": "black",
    "nt": "nt",
    "igo_nt": "igo_nt",
    "chigaku_nt": "chigaku_nt",
    "swim_nt": "swim_club_nt",
    "film8_nt": "film_club_nt",
    "tekken_nt": "railway_club_nt",
}
#: where a citation that introduced the book's example was ("[B 3.4.3]: against …")
_OPENS = "\x00"
#: a verb whose subject was a citation ("[B fn14 p22] lists …")
_CITED_VERB = re.compile(r"\s*(?:lists|names|reports|says|calls|gives|only)\b")
#: where a DECISION marker was
_DECIDED = "\x01"
_SNAKE = re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b")
_KIND = r"(?:black|red|igo_nt|nt|chigaku_nt|[SHDC])"
#: the trump kinds in their order of priority: "black > red > igo_nt > … > C"
_ORDER = re.compile(rf"\b{_KIND}(?: > {_KIND})+\b")


@cache
def _words() -> dict[str, str]:
    """Every code -> its words: the fixed ones, the trump kinds and Rettler's option names and
    values (English: the French viewer shows the English paragraphs too)."""
    from engine.games.rettler.params import OPTION_LABELS, OPTION_VALUES
    from engine.terms import TRUMP_KINDS

    words = dict(_CODES)
    for code, key in _TRUMP_CODES.items():
        words.setdefault(code, str.__str__(TRUMP_KINDS[key]))
    for code, label in OPTION_LABELS.items():
        words.setdefault(code, str.__str__(label))
    for code, label in OPTION_VALUES.items():
        words.setdefault(code, f'"{str.__str__(label)}"')
    return words


def decision_rules(paragraphs: Mapping[str, str]) -> dict[str, str]:
    """Decision ID (``D-05``) -> the rule ID whose paragraph holds it, where exactly one does."""
    found: dict[str, set[str]] = {}
    for rule_id, text in paragraphs.items():
        for decision in _DECISION.findall(text):
            found.setdefault(decision, set()).add(rule_id)
    return {decision: next(iter(ids)) for decision, ids in found.items() if len(ids) == 1}


def plain_words(text: str, decisions: Mapping[str, str] | None = None) -> str:
    """``text`` (a specification paragraph) as an English or French player reads it."""
    for old, new in _PHRASES:
        text = text.replace(old, new)
    text = _UNCERTAIN.sub("", text)
    text = _UNCERTAIN_MARK.sub("; ", text)
    text = _DECISION.sub(_DECIDED, text)
    text = re.sub(r"\binherits?\b", "as in Napoleon:", text)
    text = re.sub(r"\bAlternatives( for \(\w\))?:", r"Other possible rules\1:", text)
    text = re.sub(r"\bAlternative( for \(\w\))?:", r"Another possible rule\1:", text)
    text = re.sub(r"\balternative:", "another possible rule:", text)
    text = re.sub(r"\b([Tt])he engine\b", r"\1he program", text)
    text = re.sub(r"\bcode(s?)\b", r"card\1", text)  # "a called code": a card by its name
    text = re.sub(r"\bReason:", "Why:", text)
    text = _decision_references(text, decisions or {})
    text = _CITATION.sub(_citation, text)
    text = _openings(text)
    text = _japanese(text)
    text = _codes(text)
    return _tidy(text)


#: the Japanese translations' markers: "**決定 (D-02):**", "**未確定 (U-03):** …。"
_DECISION_JA = re.compile(r"\*\*決定 \(D-\d+\)(?::\*\*|\*\*:?)\s*")
_UNCERTAIN_JA = re.compile(r"\s*\*\*未確定 \(U-\d+\):\*\*[^。]*(?:。|$)")
#: the marker alone where it reads as a remark in brackets ("(… **未確定 (U-09)**: …)")
_UNCERTAIN_MARK_JA = re.compile(r"\s*\*\*未確定 \(U-\d+\)\*\*:?\s*")


def without_decisions(text: str, decisions: Mapping[str, str]) -> str:
    """A Japanese specification paragraph as a player reads it (issue 25, point 11): the
    decided rule stays, its number goes; a remark on the book's printing goes; a reference to
    a decision becomes the rule ID that holds it, as :func:`plain_words` does in English."""
    text = _UNCERTAIN_JA.sub("", text)
    text = _UNCERTAIN_MARK_JA.sub("", text)
    text = _DECISION_JA.sub("", text)
    text = _decision_references(text, decisions)
    text = re.sub(r"([(（])\s*[。、]\s*", r"\1", text)  # "(**決定 (D-09)**。N-PLAY-6 …"
    text = re.sub(r"—\s*。\s*", "— ", text)
    text = re.sub(r"[、,]\s*([)）])", r"\1", text)  # "(N-SCORE-8 を継承、**決定 (D-28)**)"
    text = re.sub(r"\s*(?:\(\s*\)|（\s*）)", "", text)
    text = re.sub(r"。\s*。", "。", text)
    text = re.sub(r"[ \t]{2,}", " ", text)
    return text.strip()


def _decision_references(text: str, decisions: Mapping[str, str]) -> str:
    """ "(D-14)" -> "(R-SAME-1)", the rule that decides it; a decision no single rule holds is
    dropped with its brackets."""

    def rule(found: re.Match[str]) -> str:
        return decisions.get(found.group(0), "")

    return re.sub(r"\bD-\d+\b", rule, text)


def _citation(found: re.Match[str]) -> str:
    """A citation's explanations and rule IDs, in brackets; nothing when it has none."""
    kept: list[str] = []
    for part in re.split(r';(?=(?:[^"]*"[^"]*")*[^"]*$)', found.group(1)):  # not inside quotes
        if ":" in part:
            kept.append(part.split(":", 1)[1].strip())
        else:
            kept += _RULE_ID.findall(part)
    kept = [part for part in kept if part and not _japanese_only(part)]
    said = f" ({'; '.join(kept)})" if kept else ""
    if found.group(2):  # "[B 4.2.4]: example" — the colon introduces what the book shows
        return f"{_OPENS}{said}: "
    before = found.string[: found.start()].rstrip(" ")
    after = found.string[found.end() :]
    if (not before or before[-1] in "(:") and _CITED_VERB.match(after):
        return f"{said} the book"  # "([B 5.2.1] reports …)": the book is the subject
    if re.search(r"\b(?:of|in|from)$", before):
        return " the book"  # "the bidding wishes of [B 5.2.3]"
    return said


def _openings(text: str) -> str:
    """Where a marker or a citation opened a sentence, the sentence opens with its own words;
    elsewhere the marker goes and a citation's colon stays ("Example: …")."""
    text = re.sub(r"\(\s*;\s*", "(", text)  # "([B fn14 p22]; [B 4.2.4]: …)"
    text = re.sub(rf"\(\s*(?:{_OPENS}:|{_DECIDED})\s*,?\s*", "(", text)
    text = re.sub(rf"—\s*{_DECIDED}\s*,?\s*", "— ", text)  # "— **DECISION (D-12)**, reconstructed"
    text = re.sub(
        rf"(^|[.!?:]\**|\s\*)\s*(?:{_OPENS}:|{_DECIDED})\s*(\S)",
        lambda m: (
            (m.group(1) + " " if m.group(1) else "")
            + (m.group(2) if m.group(1).endswith(":") else m.group(2).upper())
        ),
        text,
    )
    text = re.sub(rf"\s*{_DECIDED}\s*", " ", text)
    return text.replace(_OPENS, "")


def _japanese_only(part: str) -> bool:
    return bool(_JAPANESE.search(part)) and not re.search(r"[A-Za-z]", part)


def _japanese(text: str) -> str:
    """Japanese words in brackets after an English term, and quoted, go."""

    def bracket(found: re.Match[str]) -> str:
        space, inner = found.group(1), found.group(2)
        if not _JAPANESE.search(inner):
            return found.group(0)
        parts = re.split(r"\s*[,;:/]\s*", inner)
        kept = [part for part in parts if not _japanese_only(part)]
        return f"{space}({', '.join(kept)})" if kept else ""

    text = re.sub(r"(\s*)\(([^()]*)\)", bracket, text)
    text = re.sub(r'"[^"]*"', lambda q: "" if _japanese_only(q.group(0)) else q.group(0), text)
    # a Japanese word outside brackets, glossed: "2枚組 (pair)" -> "pair"
    text = re.sub(
        r"[\w\u3000-\u30ff\u3400-\u9fff]*[\u3000-\u30ff\u3400-\u9fff]+\s*\(([^()]*)\)",
        lambda g: f'"{g.group(1)}"',
        text,
    )
    # a Japanese word left in the running text ("the punishment game 制裁"): the English says it
    return re.sub(r"\s?[0-9]*[\u3000-\u30ff\u3400-\u9fff]+[0-9]*", "", text)


def _codes(text: str) -> str:
    words = _words()

    def order(found: re.Match[str]) -> str:
        symbols = {"S": "♠", "H": "♡", "D": "♢", "C": "♣"}
        return " > ".join(
            symbols.get(code) or words.get(code, code) for code in found.group(0).split(" > ")
        )

    def code(found: re.Match[str]) -> str:
        inner = found.group(1)
        if inner in words:
            return words[inner]
        return f"*{inner}*"  # a number's name or a formula: T = 60 × m

    text = _ORDER.sub(order, text)
    text = re.sub(r"`([^`]+)`", code, text)
    return _SNAKE.sub(lambda s: words.get(s.group(0), s.group(0).replace("_", " ")), text)


def _tidy(text: str) -> str:
    text = text.strip()
    text = re.sub(r"\(\s*\)", "", text)
    text = re.sub(r"[ \t]{2,}", " ", text)
    text = re.sub(r"\s+([,.;)])", r"\1", text)
    text = re.sub(r"\(\s+", "(", text)
    text = re.sub(r"[,;]\s*\)", ")", text)
    text = re.sub(r"(?<=\*)\s+:", ":", text)  # "**Point cards** (点札):"; "1 : 1" stays
    text = re.sub(r":\s*:", ":", text)
    text = re.sub(r"\.\s+\.", ".", text)
    text = re.sub(r"^[a-z]", lambda m: m.group(0).upper(), text)
    return text.strip()


__all__ = ["decision_rules", "plain_words", "without_decisions"]
