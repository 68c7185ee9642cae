"""In Japanese no English word is left anywhere a player looks (issue #14): every dialog
(new game, settings, score sheet, statistics, rules viewers, the deal result and the review
of a recorded deal), the menus (the resume menu too), and every decision panel and side
panel of every game, with the table's own texts (plates, status line). In French, the same
walk for Belote.

A word is 2+ ASCII letters; ``visible_texts.ALLOWED`` lists what may stay in Latin letters
(rule IDs, card labels, proper names). The failure lists each offending text and where it
is shown.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
import test_belote_table as belote_tests
import test_napoleon_decisions as napoleon_tests
import test_rettler_table_layout as rettler_tests
from deals import finish_a_deal
from mouse import wait_panel
from PySide6.QtWidgets import QApplication
from rettler_table_support import start_rettler
from visible_texts import HTML_TAG, RULE_ID, offenders, widget_texts, window_texts

from engine.registry import all_games
from napoleon_gui import i18n
from napoleon_gui.dialogs import records
from napoleon_gui.dialogs.deal_result import DealResultWindow
from napoleon_gui.dialogs.new_game import NewGameDialog
from napoleon_gui.dialogs.settings_dialog import SettingsDialog
from napoleon_gui.game_config import GameConfig
from napoleon_gui.games import ui_for
from napoleon_gui.games.belote.panels import BeloteBiddingPanel
from napoleon_gui.games.mustfollow.decisions import TurnUpPanel
from napoleon_gui.games.mustfollow.puzzle import start_puzzle
from napoleon_gui.settings import DEFAULT_PLAYER_NAMES

Texts = list[tuple[str, str]]


@pytest.fixture(params=["ja"])
def lang(request) -> Iterator[str]:
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def _check(texts: Texts, lang: str) -> None:
    bad = offenders(texts)
    assert not bad, f"English left in {lang} ({len(bad)}):\n" + "\n".join(bad)


def _start(window, game: str, preset: str, players: int, seed: int = 3) -> None:
    config = GameConfig(
        game, preset, players, 0, ["normal"] * players, list(DEFAULT_PLAYER_NAMES[:players]), seed
    )
    window.controller.new_match(config)


def _finish_a_deal(window, qtbot, game: str, preset: str, players: int) -> DealResultWindow:
    names = list(DEFAULT_PLAYER_NAMES[:players])
    return finish_a_deal(window, qtbot, game, preset, players, names)


def _panel_texts(window, qtbot, panel) -> Texts:
    window.decisions.show_panel(panel)
    qtbot.waitUntil(panel.isVisible, timeout=3000)
    QApplication.processEvents()
    return [(f"{type(panel).__name__}:{w}", t) for w, t in widget_texts(panel)]


def test_application_dialogs(qtbot, window, lang):
    texts: Texts = []
    _start(window, "napoleon", "book", 4)
    wait_panel(qtbot, window)
    window.controller.pause()
    texts += window_texts(window)  # menus (resume menu too), status, plates, side panel
    new_game = NewGameDialog(window.settings.player_names, window)
    qtbot.addWidget(new_game)
    new_game.show()
    for i in range(new_game.game_combo.count()):  # every game's presets and seats
        new_game.game_combo.setCurrentIndex(i)
        texts += widget_texts(new_game)
    settings = SettingsDialog(window.settings.model_dump(), window)
    qtbot.addWidget(settings)
    settings.show()
    texts += widget_texts(settings)
    window.show_score_sheet()
    assert window.score_sheet is not None
    texts += widget_texts(window.score_sheet)
    window.results.show_statistics()
    assert window.statistics_window is not None
    texts += widget_texts(window.statistics_window)
    for spec in all_games():
        for preset in spec.presets.values():
            viewer = ui_for(spec.name).rules_viewer(window, preset)
            viewer.show()
            texts += [(f"rules:{spec.name}:{w}", t) for w, t in widget_texts(viewer)]
            viewer.close()
    _check(texts, lang)


@pytest.mark.parametrize(
    ("game", "preset", "players"),
    [
        ("napoleon", "book", 4),
        ("rettler", "book", 4),
        ("belote", "standard", 4),
        ("mustfollow", "first_edition", 3),
    ],
)
def test_deal_result_and_review(qtbot, window, lang, game, preset, players):
    dialog = _finish_a_deal(window, qtbot, game, preset, players)
    texts: Texts = list(widget_texts(dialog))
    texts += window_texts(window)
    dialog.accept()
    qtbot.waitUntil(lambda: window.active_dialog is None, timeout=5000)
    window.controller.pause()
    review = records.review_match_deal(window, 1)
    if review is not None:
        texts += window_texts(window)
    _check(texts, lang)


def test_napoleon_panels(qtbot, window, lang):
    _start(window, "napoleon", "book", 4)
    wait_panel(qtbot, window)
    window.controller.pause()  # the panels are only looked at
    texts: Texts = list(window_texts(window))
    for name, make in napoleon_tests.layout_panels():
        texts += [(f"{name}:{w}", t) for w, t in _panel_texts(window, qtbot, make())]
    _check(texts, lang)


def test_rettler_panels(qtbot, window, lang):
    window.controller.pause()
    start_rettler(window, seed=3, players=8)
    texts: Texts = []
    for name, make in rettler_tests._layout_panels(window).items():
        texts += [(f"{name}:{w}", t) for w, t in _panel_texts(window, qtbot, make())]
    texts += window_texts(window)
    _check(texts, lang)


def _belote_walk(qtbot, window) -> Texts:
    belote_tests._start(window, seed=3)
    wait_panel(qtbot, window, BeloteBiddingPanel)
    window.controller.pause()
    texts: Texts = list(window_texts(window))
    for kind, (view, options) in belote_tests._engine_views().items():
        panel = belote_tests._make_panel(kind, view, options)
        texts += [(f"{kind}:{w}", t) for w, t in _panel_texts(window, qtbot, panel)]
    return texts


def test_belote_panels(qtbot, window, lang):
    _check(_belote_walk(qtbot, window), lang)


def test_belote_in_french(qtbot, window):
    i18n.set_language("fr")
    try:
        texts = _belote_walk(qtbot, window)
        viewer = ui_for("belote").rules_viewer(
            window, next(iter(s for s in all_games() if s.name == "belote")).presets["standard"]
        )
        viewer.show()
        texts += widget_texts(viewer)
        viewer.close()
        bad = [line for line in offenders(texts) if not _french_ok(line)]
        assert not bad, "English left in French:\n" + "\n".join(bad)
    finally:
        i18n.set_language("en")


#: common English words: a French text with one of them has English left in it (French is
#: written in Latin letters too, so the Japanese test's "no Latin word" cannot be used)
ENGLISH = {
    "the",
    "and",
    "your",
    "you",
    "bid",
    "pass",
    "trick",
    "tricks",
    "card",
    "cards",
    "with",
    "of",
    "to",
    "is",
    "next",
    "close",
    "cancel",
    "game",
    "settings",
    "rules",
    "score",
    "deal",
    "taker",
    "round",
    "turn",
    "take",
    "or",
    "team",
    "player",
    "players",
    "trump",
    "none",
    "yes",
    "new",
    "open",
    "help",
}


def _french_ok(line: str) -> bool:
    _where, _sep, rest = line.partition(": ")
    text = RULE_ID.sub(" ", HTML_TAG.sub(" ", rest.rsplit("  [", 1)[0]))
    words = {w.lower() for w in re.findall(r"[^\W\d_]+", text)}
    return not words & ENGLISH


def test_mustfollow_panels(qtbot, window, lang):
    start_puzzle(window.controller, 3, winnable_only=True)
    panel = ui_for("mustfollow").panel
    panel.samples = 30
    panel.budget = 200_000
    turn_up = wait_panel(qtbot, window, TurnUpPanel)
    texts: Texts = [(f"turn_up:{w}", t) for w, t in widget_texts(turn_up)]
    texts += window_texts(window)  # the puzzle's side panel, table talk, plates
    _check(texts, lang)
