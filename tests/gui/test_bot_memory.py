"""The table does not keep what its bots thought with (issue 24): every bot decision is a task
with a signals object and the view it was given, and a task must be freed once it has
reported. Each of them once stayed alive for the whole session (PySide kept every started
``QRunnable`` as a child of the thread pool): the table grew deal after deal."""

from __future__ import annotations

import gc
import threading
import weakref

import pytest
from PySide6.QtCore import QThreadPool

from engine.actions import Action, Pass
from napoleon_gui.controllers import bots


def _live_tasks() -> int:
    """Bot tasks and their signals objects still alive (whatever holds them)."""
    gc.collect()
    return sum(isinstance(o, (bots.BotTask, bots.BotSignals)) for o in gc.get_objects())


@pytest.mark.slow  # one of the longest: started first on its worker (tests/conftest.py)
def test_bot_tasks_do_not_pile_up_deal_after_deal(qtbot, tmp_path) -> None:
    """Five Belote deals played by the AI on the table (as ``--autoplay 5``): after every
    deal the tasks alive stay a handful (those still reporting), not one per decision taken;
    at the end, with nobody thinking, none is left."""
    from napoleon_gui.app import MainWindow
    from napoleon_gui.settings import Store

    window = MainWindow(Store(tmp_path), autoplay=5, game="belote", players=4)
    qtbot.addWidget(window)
    after_deal: list[int] = []
    window.controller.deal_finished.connect(lambda _row: after_deal.append(_live_tasks()))
    window.show()
    with qtbot.waitSignal(window.autoplay_finished, timeout=120_000) as finished:
        window.start()
    assert finished.args == [True]
    QThreadPool.globalInstance().waitForDone(30_000)
    qtbot.waitUntil(lambda: bots._keeper is not None and not bots._keeper.running, timeout=5000)
    decisions = len(window.controller.decision_times)  # one bot task each
    assert decisions > 100  # five deals of 32 cards, bids besides
    assert len(after_deal) >= 5  # a deal every seat passes is dealt again
    assert max(after_deal) <= 4, after_deal  # was dozens more after every deal
    assert _live_tasks() == 0
    window.close()


class _Gate:
    """A bot that answers when the test lets it."""

    def __init__(self) -> None:
        self.go = threading.Event()

    def choose(self, view: object) -> Action:
        self.go.wait(10)
        return Pass()


def test_tasks_are_freed_once_they_have_reported(qtbot) -> None:
    """Each answer is delivered, then each task, its signals object and the view it was
    given are freed (nothing else holds them: not the pool, not the keeper)."""

    class View:  # stands for the view of the table a bot is given
        pass

    bot = _Gate()
    answers: list[tuple[int, Action]] = []
    refs: list[weakref.ref[object]] = []
    for token in range(40):
        view = View()
        task = bots.BotTask(token, bot, view)
        task.signals.chosen.connect(lambda token, action, _s: answers.append((token, action)))
        refs += [weakref.ref(task), weakref.ref(task.signals), weakref.ref(view)]
        QThreadPool.globalInstance().start(task)
    del task, view
    bot.go.set()
    qtbot.waitUntil(lambda: len(answers) == 40, timeout=10_000)
    assert sorted(answers) == [(token, Pass()) for token in range(40)]
    QThreadPool.globalInstance().waitForDone(10_000)
    qtbot.waitUntil(lambda: bots._keeper is not None and not bots._keeper.running, timeout=5000)
    gc.collect()
    assert [ref() for ref in refs if ref() is not None] == []
