"""The building blocks of the Napoleon rule texts: the catalogue's ``said_p``, the areas of
the specification, the entry table each chapter module registers its texts in (``_rule``,
``_static``) and the wording helpers the texts share. The names with a leading underscore are
private to this package (``napoleon_gui.games.napoleon.rule_texts``)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from engine import terms
from engine.games.family.tricks import Features, features
from engine.games.napoleon.params import COLOUR_TRUMPS, NT_FAMILY, NapoleonRules
from engine.text import Text, in_language, joined
from napoleon_gui import i18n

Body = Callable[[NapoleonRules], Text]
Applies = Callable[[NapoleonRules], bool]


def said_p(context: str, msgid: str, /, **args: object) -> Text:
    """A message of the GUI's catalogue (this file is extracted into the ``napoleon_gui``
    domain, so the engine's ``said_p`` would look it up in the wrong catalogue)."""
    return Text(msgid, args, context=context, catalogue=i18n.GUI)


class _Capital(Text):
    """``text`` with its first letter capitalised in every language (a clause that starts a
    sentence in one place and continues one in another)."""

    def __new__(cls, text: Text) -> _Capital:
        english = str(text)
        made = str.__new__(cls, english[:1].upper() + english[1:])
        made.msgid, made.context, made.plural, made.n = "{text}", None, None, None
        made.args, made.catalogue = {"text": text}, i18n.GUI
        return made

    def in_language(self, lang: str) -> str:
        text = self.args["text"]
        shown = in_language(text, lang) if isinstance(text, str) else str(text)
        return shown[:1].upper() + shown[1:]


#: Areas in the order of the specification, with their titles.
AREAS: tuple[tuple[str, Text], ...] = (
    ("COMP", said_p("rules:napoleon", "Components")),
    ("SEAT", said_p("rules:napoleon", "Seating and direction")),
    ("DEAL", said_p("rules:napoleon", "Dealing")),
    ("MIS", said_p("rules:napoleon", "Misdeal")),
    ("BID", said_p("rules:napoleon", "Bidding")),
    ("ADJ", said_p("rules:napoleon", "Adjutant")),
    ("KIT", said_p("rules:napoleon", "Kitty exchange")),
    ("PLAY", said_p("rules:napoleon", "Leading and following")),
    ("TRICK", said_p("rules:napoleon", "Who wins a trick")),
    ("END", said_p("rules:napoleon", "End of the deal")),
    ("FOUL", said_p("rules:napoleon", "Fouls")),
    ("INFO", said_p("rules:napoleon", "Information")),
    ("SCORE", said_p("rules:napoleon", "Scoring")),
    ("OPT", said_p("rules:napoleon", "Optional rules")),
    ("VAR", said_p("rules:napoleon", "Variant games (chapter 6)")),
)

NOT_USED = said_p("rules:napoleon", "Not used by these rules.")


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
    title: Text
    body: Body
    applies: Applies


_ENTRIES: dict[str, _Entry] = {}


def _always(_r: NapoleonRules) -> bool:
    return True


def _rule(rule_id: str, title: Text, applies: Applies = _always) -> Callable[[Body], Body]:
    def register(body: Body) -> Body:
        _ENTRIES[rule_id] = _Entry(rule_id, title, body, applies)
        return body

    return register


def _static(rule_id: str, title: Text, text: Text, applies: Applies = _always) -> None:
    _ENTRIES[rule_id] = _Entry(rule_id, title, lambda _r: text, applies)


# --- wording helpers --------------------------------------------------------------------------
def _kind(kind: str, r: NapoleonRules) -> Text | str:
    return terms.trump_name(kind, r.trump_label(kind))


def _kinds(r: NapoleonRules) -> Text:
    """The trump kinds high to low: ``black > red > ...``."""
    return joined([_kind(k, r) for k in r.trump_priority], " > ")


def _and(items: list[Text]) -> Text:
    """``a, b and c`` (Japanese ``a、b、c``)."""
    if len(items) <= 1:
        return joined(items, "")
    head = items[0]
    for item in items[1:-1]:
        head = said_p("rules:napoleon", "{head}, {item}", head=head, item=item)
    return said_p("rules:napoleon", "{head} and {last}", head=head, last=items[-1])


def _semi(items: list[Text]) -> Text:
    """Clauses ``a; b`` (Japanese ``a、b``)."""
    if not items:
        return joined([], "")
    head = items[0]
    for item in items[1:]:
        head = said_p("rules:napoleon", "{head}; {item}", head=head, item=item)
    return head


def _players(r: NapoleonRules) -> Text:
    nums = [str(n) for n in r.players]
    if len(nums) == 1:
        return joined(nums, "")
    head: Text = joined(nums[:1], "")
    for n in nums[1:-1]:
        head = said_p("rules:napoleon", "{numbers}, {n}", numbers=head, n=n)
    return said_p("rules:napoleon", "{numbers} or {n}", numbers=head, n=nums[-1])


def _has_colour(r: NapoleonRules) -> bool:
    return any(k in COLOUR_TRUMPS for k in r.trump_priority)


def _nt_kinds(r: NapoleonRules) -> list[str]:
    return [k for k in r.trump_priority if k in NT_FAMILY]


def _tricks(r: NapoleonRules) -> int:
    return r.hand_size(r.players[0])


@dataclass(frozen=True)
class _Group:
    kind: str
    name: Text


def _groups(r: NapoleonRules) -> list[_Group]:
    """Trump kinds whose per-trick rules can differ: suit/colour kinds and the NT family."""
    plain = [k for k in r.trump_priority if k not in NT_FAMILY]
    nt = _nt_kinds(r)
    out: list[_Group] = []
    if plain:
        if _has_colour(r):
            out.append(_Group(plain[0], said_p("rules:napoleon", "under suit and colour trumps")))
        else:
            out.append(_Group(plain[0], said_p("rules:napoleon", "under suit trumps")))
    if nt:
        out.append(_Group(nt[0], said_p("rules:napoleon", "under the no-trump kinds")))
    return out


def _feature(r: NapoleonRules, kind: str, which: str) -> Features:
    n = _tricks(r)
    k = {"first": 1, "middle": 2, "last": n}[which]
    return features(r, kind, k, n)


def _off_in(r: NapoleonRules, attr: str) -> Text | None:
    """Where a feature switch is off: e.g. ``the first and the last trick under suit
    trumps`` (None when it is on in every trick)."""
    parts: list[tuple[tuple[bool, bool], _Group]] = []
    for g in _groups(r):
        first = not getattr(_feature(r, g.kind, "first"), attr)
        last = not getattr(_feature(r, g.kind, "last"), attr)
        parts.append(((first, last), g))
    same = len({p[0] for p in parts}) == 1
    out: list[Text] = []
    for (first, last), g in parts:
        if not (first or last):
            continue
        if first and last:
            e = said_p("rules:napoleon", "the first and the last trick")
        elif first:
            e = said_p("rules:napoleon", "the first trick")
        else:
            e = said_p("rules:napoleon", "the last trick")
        if not same:
            e = said_p("rules:napoleon", "{tricks} {group}", tricks=e, group=g.name)
        out.append(e)
        if same:
            break
    return _semi(out) if out else None


def _power_names(r: NapoleonRules) -> list[tuple[str, Text]]:
    mighty = (
        said_p("rules:napoleon", "the Mighty (with Yoromeki)")
        if r.yoromeki
        else said_p("rules:napoleon", "the Mighty")
    )
    return [
        ("mighty", mighty),
        ("trump", said_p("rules:napoleon", "trumps")),
        ("bowers", said_p("rules:napoleon", "the bowers")),
        ("same_two", said_p("rules:napoleon", "same-two")),
        ("joker_lead_power", said_p("rules:napoleon", "the joker lead")),
        ("joker_call", said_p("rules:napoleon", "the ♠3 joker call")),
    ]


def _trick_exception(r: NapoleonRules, which: str) -> Text:
    """What is special about the first or last trick, group by group."""
    lines: list[tuple[Text, _Group]] = []
    for g in _groups(r):
        f = _feature(r, g.kind, which)
        mid = _feature(r, g.kind, "middle")
        if f == mid:
            text = said_p("rules:napoleon", "no exception: everything works as in the other tricks")
        else:
            on = [name for attr, name in _power_names(r) if getattr(f, attr)]
            off = [name for attr, name in _power_names(r) if not getattr(f, attr)]
            if on and len(on) > len(off):
                if len(off) == 1:
                    text = said_p(
                        "rules:napoleon",
                        "{off} has no power; everything else works",
                        off=_Capital(_and(off)),
                    )
                else:
                    text = said_p(
                        "rules:napoleon",
                        "{off} have no power; everything else works",
                        off=_Capital(_and(off)),
                    )
            elif on:
                if len(on) == 1 and len(off) == 1:
                    text = said_p(
                        "rules:napoleon",
                        "only {on} keeps its power; {off} has none",
                        on=_and(on),
                        off=_and(off),
                    )
                elif len(on) == 1:
                    text = said_p(
                        "rules:napoleon",
                        "only {on} keeps its power; {off} have none",
                        on=_and(on),
                        off=_and(off),
                    )
                elif len(off) == 1:
                    text = said_p(
                        "rules:napoleon",
                        "only {on} keep their power; {off} has none",
                        on=_and(on),
                        off=_and(off),
                    )
                else:
                    text = said_p(
                        "rules:napoleon",
                        "only {on} keep their power; {off} have none",
                        on=_and(on),
                        off=_and(off),
                    )
            else:
                text = said_p(
                    "rules:napoleon",
                    "nothing special has power: the highest card of the led suit wins "
                    "(a simple contest)",
                )
            if not f.joker_lead_allowed:
                text = said_p("rules:napoleon", "{text}; the joker may not be led", text=text)
            if f.fukashi_trick1:
                text = said_p(
                    "rules:napoleon",
                    "{text}; nobody may play a trump-suit card or a spade (N-PLAY-7)",
                    text=text,
                )
        lines.append((text, g))
    same = len({str(t) for t, _ in lines}) == 1
    out: list[Text] = []
    for text, g in lines:
        if same:
            out.append(said_p("rules:napoleon", "{text}.", text=_Capital(text)))
            break
        out.append(said_p("rules:napoleon", "{group}: {text}.", group=_Capital(g.name), text=text))
    return joined(out, "\n")
