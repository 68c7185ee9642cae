"""A bot still thinking when its deal is abandoned (New game, a closed window) must not take
the application down: its task and signals live on until the worker thread is done."""

from __future__ import annotations

import gc
import threading

from PySide6.QtCore import QThreadPool

from engine.actions import Action, Pass
from napoleon_gui.controllers import bots


class _SlowBot:
    def __init__(self) -> None:
        self.go = threading.Event()

    def choose(self, view: object) -> Action:
        self.go.wait(10)
        return Pass()


def test_an_abandoned_thinking_bot_is_kept_until_it_is_done(qtbot) -> None:
    bot = _SlowBot()
    answers: list[object] = []
    task = bots.BotTask(1, bot, None)
    task.signals.chosen.connect(lambda token, action, _s: answers.append(action))
    QThreadPool.globalInstance().start(task)
    keeper = bots._keeper
    assert keeper is not None and task in keeper.running
    del task  # the controller forgets it: a new deal was dealt
    gc.collect()  # and the garbage collector runs while the bot still thinks
    bot.go.set()
    qtbot.waitUntil(lambda: not keeper.running, timeout=10000)
    assert answers == [Pass()]  # its answer still came (the controller ignores it by token)
    QThreadPool.globalInstance().waitForDone(10000)
