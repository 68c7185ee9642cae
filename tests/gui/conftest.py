"""Qt tests run offscreen unless told otherwise (set before Qt is first imported)."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest


@pytest.fixture
def usual_deck_look():
    """After the test, the usual deck look again (no four-colour deck, usual size): a test
    that changes it must not change the next test's table (``usefixtures`` in its module)."""
    yield
    from napoleon_gui.widgets import deck_look

    deck_look.set_look(deck_look.DeckLook())


@pytest.fixture
def window(qtbot, tmp_path):
    """The main window with its own settings folder, instant animation and no AI pause."""
    from napoleon_gui import i18n
    from napoleon_gui.app import MainWindow
    from napoleon_gui.settings import Store

    win = MainWindow(Store(tmp_path))
    qtbot.addWidget(win)
    win.show()
    win.queue.set_speed("instant")
    win.controller.ai_pace_ms = 0
    # issue 25: the tests of whole deals count every card the human plays; the claim tests
    # (test_claim_at_table.py) let the AI seats claim
    win.controller.ai_claims = False
    yield win
    win.controller.token += 1  # late bot answers are ignored
    from PySide6.QtCore import QThreadPool

    # no bot of this test thinks on into the next one (the co-op partners take seconds)
    QThreadPool.globalInstance().waitForDone(60000)
    win.close()
    import gc

    # the test's garbage goes now, while no worker thread runs, not in the middle of the
    # next test (a garbage-collected Qt wrapper must be deleted on the GUI thread, at rest)
    gc.collect()
    i18n.set_language("en")
