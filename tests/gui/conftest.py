"""Qt tests run offscreen unless told otherwise (set before Qt is first imported)."""

import gc
import itertools
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

#: every so many GUI tests, what was put out of the collector's reach is given back to it
#: once, so the garbage frozen meanwhile (a closed window Qt deleted after its test) is freed
THAW_EVERY = 25
_gui_tests = itertools.count(1)


@pytest.fixture(autouse=True)
def _earlier_objects_out_of_the_collectors_walk() -> None:
    """issue 22 (fast22a: gc): what earlier tests left alive (the engine's caches after the
    engine's tests, above all) is put out of the garbage collector's reach before each GUI
    test, so the full collection at its end (``window``) and any during it walk what this
    test made, not the whole heap again: it took 0.05 to 0.15 s a test late in a worker.
    The young generations are collected first, so little garbage is frozen with them."""
    if next(_gui_tests) % THAW_EVERY == 0:
        gc.unfreeze()
        gc.collect()
    else:
        gc.collect(1)
    gc.freeze()


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
    from napoleon_gui.controllers import bots

    # no bot of this test thinks on into the next one (the co-op partners take seconds):
    # as when the table quits, the searches under way are abandoned, then waited for
    bots.stop_all(60000)
    win.close()
    # the test's garbage goes now, while no worker thread runs, not in the middle of the
    # next test (a garbage-collected Qt wrapper must be deleted on the GUI thread, at rest)
    gc.collect()
    i18n.set_language("en")
