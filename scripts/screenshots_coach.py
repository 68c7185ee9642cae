"""Screenshots of Review with coach (issue 21): a Napoleon deal in which the player throws a
sure trick away at trick 11, the coach's window over the table once its analysis is done
(the planted mistake selected), and the table after "Try again from here" (the practice
banner). Run under a virtual display as large as the screen to look at:

    xvfb-run -a -s "-screen 0 1280x800x24" .venv/bin/python scripts/screenshots_coach.py \
        OUT en 1280 800

Arguments: OUT_DIR, the language (en, ja, fr), the screen's width and height (the main
window fills it). Writes OUT/review_bar_<lang>_<w>x<h>.png, OUT/coach_<lang>_<w>x<h>.png and
OUT/practice_<lang>_<w>x<h>.png.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path
from typing import Any

from _shots import shoot, wait
from PySide6.QtWidgets import QApplication

from engine.actions import Action, PlayCard
from engine.ai import make_bot
from engine.cards import parse_card
from engine.match import Match
from napoleon_gui import i18n
from napoleon_gui.app import MainWindow
from napoleon_gui.dialogs.deal_result import DealResultWindow
from napoleon_gui.game_config import GameConfig
from napoleon_gui.settings import Store

#: the planted mistake of tests/gui/test_coach_window.py: deal seed 97, 4 players, book rules
SEED, PLAYERS, THROWN = 97, 4, parse_card("DQ")
NAMES = ["", "Anne", "Ben", "Clara"]  # seat 0: the player's default name


def until(app: QApplication, done: Any, limit_ms: int = 300000) -> None:
    waited = 0
    while not done():
        if waited >= limit_ms:
            raise SystemExit("gave up waiting")
        wait(app, 100)
        waited += 100


def main() -> None:
    out = Path(sys.argv[1])
    out.mkdir(parents=True, exist_ok=True)
    lang = sys.argv[2] if len(sys.argv) > 2 else "en"
    width = int(sys.argv[3]) if len(sys.argv) > 3 else 1280
    height = int(sys.argv[4]) if len(sys.argv) > 4 else 800
    app = QApplication(sys.argv[:1])
    window = MainWindow(Store(Path(tempfile.mkdtemp())))
    i18n.set_language(lang)
    window._build_menus()
    window.setGeometry(0, 0, width, height)
    window.show()
    window.queue.set_speed("instant")
    c = window.controller
    c.ai_pace_ms = 0

    state = Match.create("napoleon", "book", PLAYERS, SEED).new_deal()
    bots = [make_bot("napoleon", "normal", seed=SEED + s) for s in range(PLAYERS)]
    actions: list[Action] = []
    while True:
        seat = state.current_seat or 0
        view: Any = state.view_for(seat)
        if seat == 0 and view.phase == "play" and len(view.hand) == 2 and len(view.trick) == 3:
            break
        actions.append(bots[seat].choose(view))
        state.apply(actions[-1])
    c.new_match(GameConfig("napoleon", "book", PLAYERS, 0, ["normal"] * PLAYERS, NAMES, SEED))
    c.start_deal(state, actions)
    until(app, lambda: c.waiting_for_human)
    c.submit(PlayCard(THROWN))
    until(app, lambda: isinstance(window.active_dialog, DealResultWindow))
    dialog = window.active_dialog
    assert isinstance(dialog, DealResultWindow)
    wait(app, 700)
    dialog.review_button.click()  # the review bar, with its Review with coach
    wait(app, 400)
    shoot(app, out, f"review_bar_{lang}_{width}x{height}")
    if window.review is not None:
        window.review.close()
    wait(app, 400)
    dialog.coach_button.click()
    coach = window.coach.coach_window
    assert coach is not None
    until(app, lambda: not coach.running)
    assert coach.review is not None
    coach.move(window.x() + (width - coach.width()) // 2, window.y() + 40)
    planted = next(i for i, d in enumerate(coach.review.decisions) if d.index == len(actions))
    coach.decision_list.setCurrentRow(planted)
    wait(app, 400)
    shoot(app, out, f"coach_{lang}_{width}x{height}")
    coach.try_button.click()
    until(app, lambda: c.waiting_for_human)
    wait(app, 400)
    shoot(app, out, f"practice_{lang}_{width}x{height}")
    window.close()


if __name__ == "__main__":
    main()
