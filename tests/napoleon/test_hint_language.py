"""The bot's hints speak every language (engine/games/napoleon/strategy.py, engine/text.py).

Every reason ``NapoleonBot.explain`` returns is shown to the player in the GUI's language, so
it must be an ``engine.text.Text`` whose Japanese and French wordings come from the catalogue,
are translated, and cite the same rule and strategy IDs as the English text.
"""

from __future__ import annotations

import random
import re

from engine.actions import PlayCard
from engine.ai.base import Bot, RandomBot
from engine.cards import card_label, parse_card
from engine.games.napoleon.params import BOOK, FUKASHI, IGOSHOKAI, NapoleonRules
from engine.games.napoleon.state import NapoleonState
from engine.games.napoleon.strategy import NapoleonBot
from engine.text import Text, in_language

RULE_IDS = re.compile(r"[NRBM]-[A-Z]+-\d+")
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")

CONFIGS: list[tuple[NapoleonRules, int]] = [
    (BOOK, 3),
    (BOOK, 4),
    (BOOK, 5),
    (BOOK, 6),
    (FUKASHI, 5),
    (IGOSHOKAI, 5),
    (BOOK.model_copy(update={"name": "rev", "reverse_all_take": True}), 5),
    (BOOK.model_copy(update={"name": "nojk", "no_joker": True}), 4),
    (BOOK.model_copy(update={"name": "free", "joker_free": True, "mighty_free": True}), 5),
    (BOOK.model_copy(update={"name": "noexc", "no_first_last_exceptions": True}), 4),
]


def test_every_hint_has_its_japanese_and_french_wording() -> None:
    """Seeded deals of every preset (bots alone, or among random players who overbid and play
    oddly): the hint for every decision of every seat carries matching Japanese."""
    checked = 0
    phases: set[str] = set()
    for rules, players in CONFIGS:
        for seed in range(6):
            state = NapoleonState.deal(
                rules, players, random.Random(500 + seed), dealer=seed % players
            )
            bots: list[Bot] = [
                NapoleonBot(i) if seed % 2 == 0 or (i + seed) % 2 else RandomBot(seed * 11 + i)
                for i in range(players)
            ]
            hinter = NapoleonBot(0)
            while state.current_seat is not None:
                seat = state.current_seat
                view = state.view_for(seat)
                _action, reason = hinter.explain(view)
                assert isinstance(reason, Text), (view.phase, reason)
                ja = in_language(reason, "ja")
                assert ja and JAPANESE.search(ja), (view.phase, reason, ja)
                assert "絵札" not in ja, ja  # the glossary's word is 点札
                assert RULE_IDS.findall(ja) == RULE_IDS.findall(reason), (reason, ja)
                fr = in_language(reason, "fr")
                assert fr != str(reason), (view.phase, reason)
                assert RULE_IDS.findall(fr) == RULE_IDS.findall(reason), (reason, fr)
                assert in_language(reason, "en") == str(reason)
                phases.add(view.phase)
                checked += 1
                state.apply(bots[seat].choose(view))
    assert checked > 1000
    assert {"auction", "adjutant_call", "discard", "play"} <= phases


def test_a_refusal_and_a_hint_in_french() -> None:
    """A refusal (N-FOUL-1, N-BID-10) and hints of the bidding and the play, in French."""
    state = NapoleonState.deal(BOOK, 5, random.Random(3), dealer=0)
    bots = [NapoleonBot(i) for i in range(5)]
    seen_bid_hint = seen_play_hint = False
    while state.current_seat is not None:
        seat = state.current_seat
        view = state.view_for(seat)
        _action, hint = NapoleonBot(0).explain(view)
        fr = in_language(hint, "fr")
        if view.phase == "auction" and not seen_bid_hint:
            refusal = state.explain_illegal(PlayCard(parse_card("S2")))
            assert refusal is not None and refusal[0] == "N-BID-10"
            assert in_language(refusal[1], "fr").endswith("n'est pas une annonce des enchères")
            if str(hint).startswith("pass"):
                assert fr.startswith("passe : "), fr
            else:
                assert fr.startswith(("annoncez ", "montez ", "arrêtez ")), fr
            assert "cartes à points" in fr or "Mighty" in fr, fr
            seen_bid_hint = True
        if view.phase == "play":
            card = next(c for c in range(52) if not view.hand_mask >> c & 1)
            refusal = state.explain_illegal(PlayCard(card))
            assert refusal is not None and refusal[0] == "N-FOUL-1"
            assert in_language(refusal[1], "fr") == f"{card_label(card)} n'est pas dans la main"
            assert in_language(refusal[1], "ja") == f"{card_label(card)}は手札にありません"
            assert fr != str(hint) and RULE_IDS.findall(fr) == RULE_IDS.findall(hint), fr
            seen_play_hint = True
            break
        state.apply(bots[seat].choose(view))
    assert seen_bid_hint and seen_play_hint
