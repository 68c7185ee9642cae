"""The bot's hints are bilingual (engine/games/napoleon/strategy.py, engine/text.py).

Every reason ``NapoleonBot.explain`` returns is shown to the player in the GUI's language, so
it must be an ``engine.text.Said`` whose Japanese wording is present, is Japanese, and cites
the same rule and strategy IDs as the English text.
"""

from __future__ import annotations

import random
import re

from engine.ai.base import Bot, RandomBot
from engine.games.napoleon.params import BOOK, FUKASHI, IGOSHOKAI, NapoleonRules
from engine.games.napoleon.state import NapoleonState
from engine.games.napoleon.strategy import NapoleonBot
from engine.text import Said, in_language

RULE_IDS = re.compile(r"[NRBM]-[A-Z]+-\d+")
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")

CONFIGS: list[tuple[NapoleonRules, int]] = [
    (BOOK, 3), (BOOK, 4), (BOOK, 5), (BOOK, 6), (FUKASHI, 5), (IGOSHOKAI, 5),
    (BOOK.model_copy(update={"name": "rev", "reverse_all_take": True}), 5),
    (BOOK.model_copy(update={"name": "nojk", "no_joker": True}), 4),
    (BOOK.model_copy(update={"name": "free", "joker_free": True, "mighty_free": True}), 5),
    (BOOK.model_copy(update={"name": "noexc", "no_first_last_exceptions": True}), 4),
]


def test_every_hint_has_its_japanese_wording() -> None:
    """Seeded deals of every preset (bots alone, or among random players who overbid and play
    oddly): the hint for every decision of every seat carries matching Japanese."""
    checked = 0
    phases: set[str] = set()
    for rules, players in CONFIGS:
        for seed in range(6):
            state = NapoleonState.deal(rules, players, random.Random(500 + seed),
                                       dealer=seed % players)
            bots: list[Bot] = [NapoleonBot(i) if seed % 2 == 0 or (i + seed) % 2
                               else RandomBot(seed * 11 + i) for i in range(players)]
            hinter = NapoleonBot(0)
            while state.current_seat is not None:
                seat = state.current_seat
                view = state.view_for(seat)
                _action, reason = hinter.explain(view)
                assert isinstance(reason, Said), (view.phase, reason)
                ja = reason.ja
                assert ja and JAPANESE.search(ja), (view.phase, reason, ja)
                assert RULE_IDS.findall(ja) == RULE_IDS.findall(reason), (reason, ja)
                assert in_language(reason, "ja") == ja
                assert in_language(reason, "en") == str(reason)
                phases.add(view.phase)
                checked += 1
                state.apply(bots[seat].choose(view))
    assert checked > 1000
    assert {"auction", "adjutant_call", "discard", "play"} <= phases
