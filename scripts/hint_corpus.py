"""Build the hint corpus (issue 21, point 7): positions whose hint must state a deciding fact.

    .venv/bin/python scripts/hint_corpus.py napoleon belote     # writes tests/data/hint_corpus/
    .venv/bin/python scripts/hint_corpus.py belote --deals 300  # more self-played deals

Each game has a generator (``GENERATORS``): seeded deals self-played by the normal bots, at
every card play of the seat to act the strong player's hint (``engine.hints.suggest``, as
the corpus test asks it) is classified by the facts it states; a position is kept when it
shows a situation (a *kind*) the corpus still needs, with the fact that decides it as its
``expect``, and only when every fact it states holds with every hand known
(``GameSpec.fact_holds``). The file ``tests/data/hint_corpus/<game>.json`` is the
positions, each ``{"name", "about", "log", "expect"}`` (``tests/engine/test_hint_corpus.py``).

Another game adds itself with a function ``kinds(view, hint) -> [Kind, ...]`` (the
situations the hint shows, most telling first) and an entry in ``GENERATORS`` listing its
tables (preset, players) and how many positions of each kind it wants.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine.actions import Action, PlayCard
from engine.ai import make_bot
from engine.cards import JOKER, SUIT_OF, card_label
from engine.core import GameState, View
from engine.deal_log import DealLog, deal_data
from engine.facts import BeatersOut, BelotePair, NoBeaterOut, PowerlessJoker, TakesLead, WinningNow
from engine.games.belote.hint_facts import OVER, OVER_HIGHEST
from engine.hint_search import DECIDING
from engine.hints import Hint, suggest
from engine.registry import DealSetup, get_game

OUT = Path(__file__).resolve().parents[1] / "tests" / "data" / "hint_corpus"


@dataclass(frozen=True)
class Kind:
    """A situation a position shows: ``key`` groups positions (the quota counts them),
    ``name`` and ``about`` are the position's, ``expect`` the fact the hint must state."""

    key: str
    name: str
    about: str
    expect: dict[str, Any]


@dataclass
class Generator:
    """A game's corpus: its tables, how many positions of each kind, and the kinds."""

    #: (preset, players, the bid the first bidder is made to make where it may: "" none)
    tables: list[tuple[str, int, str]]
    kinds: Callable[[Any, Hint], list[Kind]]
    #: positions of one kind at most, per table and in all
    per_table: int = 2
    per_kind: int = 6
    #: kinds that must be found (the file is not written without them)
    needed: tuple[str, ...] = ()
    positions: list[dict[str, Any]] = field(default_factory=list)


def _expect(fact: Any, *fields: str) -> dict[str, Any]:
    out: dict[str, Any] = {"fact": type(fact).__name__}
    for name in fields:
        value = getattr(fact, name)
        out[name] = str(card_label(value)) if name == "card" else value
    return out


def _expect_card(fact: Any, *fields: str) -> dict[str, Any]:
    return _expect(fact, "card", *fields)


# --- Napoleon -------------------------------------------------------------------------

#: (the fact's rule, is it the hint's own card) -> (key, name, about)
NAPOLEON_RULES: dict[str, tuple[str, str]] = {
    "N-TRICK-5": ("the Mighty (♠A)", "N-TRICK-5"),
    "N-TRICK-6": ("Yoromeki: ♡Q catches the Mighty", "N-TRICK-6"),
    "N-TRICK-7": ("Yoromeki-gaeshi", "N-TRICK-7"),
    "N-TRICK-8": ("a led joker", "N-TRICK-8"),
    "N-TRICK-11": ("the same-two", "N-TRICK-11"),
    "N-TRICK-14": ("the tie of two trump suits", "N-TRICK-14"),
    "N-TRICK-1": ("the highest card of the led suit", "N-TRICK-1"),
    "N-TRICK-15": ("the first trick's rule", "N-TRICK-15"),
    "N-TRICK-16": ("the last trick's rule", "N-TRICK-16"),
    "N-VAR-7": ("Urako's led-suit kinds", "N-VAR-7"),
}


def _napoleon_rule(fact: WinningNow | TakesLead, view: Any) -> tuple[str, str, str]:
    """key, words and rule of a winning card's rule (the bowers told apart)."""
    rule = fact.rule
    if rule == "N-TRICK-4":
        words = "the right bower" if "right" in str(fact.how) else "the left bower"
        return f"{rule}:{words}", words, rule
    if fact.card == JOKER and rule == "N-TRICK-12":
        return f"{rule}:joker", "a followed joker", rule
    if rule == "N-TRICK-3":  # over the led suit, or the highest of a trump lead
        if "of the led suit" in str(fact.how):
            return f"{rule}:over", "a trump over the led suit", rule
        return f"{rule}:highest", "the highest trump", rule
    if rule == "N-TRICK-17":
        if "bower" in str(fact.how):
            return f"{rule}:bower", "a no-trump bower", rule
        return rule, "the led suit, trump in a no-trump trick", rule
    words, about = NAPOLEON_RULES.get(rule, (rule, rule))
    return rule, words, about


def napoleon_kinds(view: Any, hint: Hint) -> list[Kind]:
    """The situations a Napoleon card-play hint shows (most telling first)."""
    out: list[Kind] = []
    facts = list(hint.facts)
    card = getattr(hint.action, "card", None)
    leading = not view.trick
    takes = next((f for f in facts if isinstance(f, TakesLead)), None)
    for fact in facts:
        if isinstance(fact, PowerlessJoker):
            if fact.called:
                name = "the ♠3 lead called the joker out: it has no power"
            else:
                name = "a joker played as a follow has no power"
            out.append(Kind(f"joker:{fact.rule}", name, fact.rule, _expect(fact, "called", "rule")))
        elif isinstance(fact, WinningNow):
            key, words, about = _napoleon_rule(fact, view)
            out.append(
                Kind(
                    f"now:{key}",
                    f"{card_label(fact.card)} is winning by {words}",
                    about,
                    _expect_card(fact, "seat", "rule"),
                )
            )
        elif isinstance(fact, TakesLead):
            key, words, about = _napoleon_rule(fact, view)
            out.append(
                Kind(
                    f"takes:{key}",
                    f"{card_label(fact.card)} takes the trick by {words}",
                    about,
                    _expect_card(fact, "rule"),
                )
            )
        elif isinstance(fact, NoBeaterOut):
            if leading:
                kind = Kind(
                    "cash",
                    f"cash a master card: lead {card_label(fact.card)}, nothing still out beats it",
                    "tactic: cash a master card (N-AI-20)",
                    _expect_card(fact),
                )
            else:
                kind = Kind(
                    "sure",
                    f"take a sure trick with {card_label(fact.card)}, which nothing can beat",
                    "tactic: take a sure trick (N-AI-12)",
                    _expect_card(fact),
                )
            out.append(kind)
        elif isinstance(fact, BeatersOut):
            out.append(
                Kind(
                    "beaters",
                    f"{card_label(fact.card)} leads, but cards still out could beat it",
                    "tactic: count the cards still out (N-AI-20)",
                    _expect(fact, "card", "beaters"),
                )
            )
    winning = next((f for f in facts if isinstance(f, WinningNow)), None)
    follows = card is not None and bool(view.trick) and SUIT_OF[card] == SUIT_OF[view.trick[0][1]]
    if winning is not None and takes is None and follows:  # following low leaves the winner
        out.append(
            Kind(
                "duck",
                f"{card_label(winning.card)} is winning: play low, not over it",
                "tactic: let a lost trick go cheaply (N-AI-22)",
                _expect_card(winning, "seat", "rule"),
            )
        )
    return out


# --- Belote ---------------------------------------------------------------------------


def belote_kinds(view: Any, hint: Hint) -> list[Kind]:
    """The situations a Belote card-play hint shows (most telling first)."""
    out: list[Kind] = []
    facts = list(hint.facts)
    mode = view.contract.mode if view.contract is not None else ""
    tag = {"sa": " (sans atout)", "ta": " (tout atout)"}.get(mode, "")
    leading = not view.trick
    takes = next((f for f in facts if isinstance(f, TakesLead)), None)
    partner = (view.seat + 2) % 4 if view.players == 4 else None
    for fact in facts:
        if isinstance(fact, BelotePair):
            word = "rebelote" if fact.rebelote else "belote"
            out.append(
                Kind(
                    f"pair:{word}",
                    f"say {word} with {card_label(fact.card)}{tag}",
                    fact.rule,
                    _expect_card(fact, "rebelote", "rule"),
                )
            )
        elif isinstance(fact, (WinningNow, TakesLead)):
            order = fact.rule in ("B-CARD-2", "B-CARD-5")
            over = getattr(fact.how, "msgid", "") in (OVER.msgid, OVER_HIGHEST.msgid)
            if isinstance(fact, WinningNow):
                who = "your partner's " if fact.seat == partner else ""
                verb, key = f"{who}{card_label(fact.card)} is winning", "now"
                expect = _expect_card(fact, "seat", "rule")
            else:
                verb, key = f"{card_label(fact.card)} takes the lead", "takes"
                expect = _expect_card(fact, "rule")
            if order:
                out.append(
                    Kind(
                        f"{key}:order{mode}",
                        f"{verb}: the trump order J 9 A 10 K Q 8 7{tag}",
                        fact.rule,
                        expect,
                    )
                )
            elif over:
                out.append(
                    Kind(f"{key}:over", f"{verb}: a trump over the led suit", "B-TRICK-1", expect)
                )
            else:
                out.append(Kind(f"{key}:{mode}", f"{verb}{tag}", "B-TRICK-1", expect))
        elif isinstance(fact, NoBeaterOut):
            if leading:
                out.append(
                    Kind(
                        f"cash{mode}",
                        f"cash a master card: lead {card_label(fact.card)}{tag}",
                        "tactic: cash a master card (B-TRICK-1)",
                        _expect_card(fact),
                    )
                )
            else:
                out.append(
                    Kind(
                        f"sure{mode}",
                        f"take a sure trick with {card_label(fact.card)}{tag}",
                        "tactic: take a sure trick (B-TRICK-1)",
                        _expect_card(fact),
                    )
                )
        elif isinstance(fact, BeatersOut):
            out.append(
                Kind(
                    "beaters",
                    f"{card_label(fact.card)} leads, but cards still out could beat it{tag}",
                    "tactic: count the cards still out (B-INFO-1)",
                    _expect(fact, "card", "beaters"),
                )
            )
    winning = next((f for f in facts if isinstance(f, WinningNow)), None)
    if winning is not None and takes is None and winning.seat == partner:
        out.append(
            Kind(
                "partner",
                f"your partner's {card_label(winning.card)} is winning: do not over-take it",
                "tactic: leave your partner's trick (B-PLAY-6)",
                _expect_card(winning, "seat", "rule"),
            )
        )
    return out


GENERATORS: dict[str, Generator] = {
    "napoleon": Generator(
        tables=[
            ("book", 5, ""),
            ("book", 4, ""),
            ("book", 6, ""),
            ("book", 3, ""),
            ("fukashi", 5, ""),
            ("igoshokai", 5, ""),
            ("blind_stand", 5, ""),
            ("imperialist", 5, ""),
            ("urako", 4, ""),
        ],
        kinds=napoleon_kinds,
        per_table=1,
        per_kind=5,
    ),
    "belote": Generator(
        tables=[
            ("standard", 4, ""),
            ("standard", 3, ""),
            ("modern", 4, ""),
            ("option_bids", 4, "ta"),
            ("option_bids", 4, "sa"),
            ("option_bids", 3, "ta"),
        ],
        kinds=belote_kinds,
        per_table=2,
        per_kind=5,
    ),
}


def self_play(
    game: str, preset: str, players: int, deal: int, bid: str = ""
) -> Iterator[tuple[Any, list[Action]]]:
    """(state, actions so far) at every card play of a seeded deal of normal bots; a bid
    ``bid`` (Belote's "sa", "ta") is made by the first seat that may make it."""
    spec = get_game(game)
    rng = random.Random(7919 * deal + 31 * players)
    state: GameState = spec.new_deal(
        spec.presets[preset], players, rng, DealSetup(deal % players, (deal + 1) % players)
    )
    bots = [make_bot(game, "normal", seed=deal * 10 + seat) for seat in range(players)]
    actions: list[Action] = []
    for _ in range(800):
        seat = state.current_seat
        if seat is None:
            return
        view = state.view_for(seat)
        if getattr(view, "phase", "") == "play":
            yield state, actions
        action = bots[seat].choose(view)
        forced = [a for a in view.legal if bid and getattr(a, "trump", None) == bid]
        if forced and getattr(view, "phase", "") == "bidding":
            action = forced[0]
        state.apply(action)
        actions.append(action)


def _log(
    game: str, preset: str, players: int, deal: dict[str, Any], actions: Sequence[Action]
) -> DealLog:
    spec = get_game(game)
    return DealLog(game, spec.presets[preset], preset, players, deal, list(actions))


def generate(game: str, deals: int, verbose: bool = False) -> list[dict[str, Any]]:
    """The positions of ``game``'s corpus, from ``deals`` self-played deals per table."""
    gen = GENERATORS[game]
    spec = get_game(game)
    holds = spec.fact_holds
    total: dict[str, int] = {}
    positions: list[dict[str, Any]] = []
    here: dict[tuple[str, int, str, str], int] = {}
    for deal in range(deals):  # the tables in turn, so that every table gives positions
        for preset, players, bid in gen.tables:
            table = (preset, players, bid)

            def wanted(kind: Kind, table: tuple[str, int, str] = table) -> bool:
                return (
                    here.get((*table, kind.key), 0) < gen.per_table
                    and total.get(kind.key, 0) < gen.per_kind
                )

            fresh = spec.new_deal(
                spec.presets[preset],
                players,
                random.Random(7919 * deal + 31 * players),
                DealSetup(deal % players, (deal + 1) % players),
            )
            data = deal_data(fresh)
            taken = 0
            for state, actions in self_play(game, preset, players, deal, bid):
                if taken >= 2:
                    break  # a few positions of one deal at most: variety
                seat = state.current_seat
                assert seat is not None
                view: View = state.view_for(seat)
                plays = {a for a in view.legal if isinstance(a, PlayCard)}
                if len(plays) < 2 or not _may_show(gen, game, view, plays, wanted):
                    continue
                hint = suggest(game, view)
                kinds = [k for k in gen.kinds(view, hint) if wanted(k)]
                if not kinds:
                    continue
                if holds is not None and not all(
                    holds(f, state, seat, hint.decision) for f in hint.facts
                ):
                    continue
                kind = kinds[0]
                log = _log(game, preset, players, data, actions)
                check = log.final_state()
                assert check.current_seat == seat
                table_bid = f", {bid} bid" if bid else ""
                positions.append(
                    {
                        "name": f"{kind.name} ({preset}, {players} players{table_bid})",
                        "about": kind.about,
                        "log": log.to_json(),
                        "expect": kind.expect,
                    }
                )
                here[(*table, kind.key)] = here.get((*table, kind.key), 0) + 1
                total[kind.key] = total.get(kind.key, 0) + 1
                taken += 1
                if verbose:
                    print(kind.key, "|", str(hint.text), file=sys.stderr)
    return positions


def _may_show(
    gen: Generator, game: str, view: Any, plays: set[PlayCard], wanted: Callable[[Kind], bool]
) -> bool:
    """Whether some card's facts show a kind still wanted (asked before the slower hint)."""
    play_facts = get_game(game).play_facts
    if play_facts is None:
        return True
    for action in plays:
        facts = tuple(play_facts(view, action))[:DECIDING]
        if any(wanted(k) for k in gen.kinds(view, Hint(action, "", facts=facts))):
            return True
    return False


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="+", choices=sorted(GENERATORS))
    parser.add_argument("--deals", type=int, default=60, help="self-played deals per table")
    parser.add_argument("--verbose", action="store_true", help="print each kept hint")
    args = parser.parse_args(argv)
    OUT.mkdir(parents=True, exist_ok=True)
    for game in args.games:
        positions = generate(game, args.deals, args.verbose)
        path = OUT / f"{game}.json"
        text = json.dumps({"positions": positions}, ensure_ascii=False, indent=1)
        path.write_text(text + "\n", encoding="utf-8")
        print(f"{path.name}: {len(positions)} positions")


if __name__ == "__main__":
    main()
