"""Take screenshots of the table at the moments a player looks at: the bidding dialog, a trick
in the middle, the deal result and the score sheet. Run under a real (virtual) display:

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python scripts/screenshots.py OUT_DIR [en|ja]

The human follows the hint at every decision.
"""

from __future__ import annotations

import sys

from _shots import shoot, start, wait

from engine.hints import suggest
from napoleon_gui.dialogs.deal_result import DealResultWindow
from napoleon_gui.game_config import GameConfig
from napoleon_gui.games.napoleon.bidding import BiddingPanel


def main() -> int:
    shots = start(ai_pace_ms=50)
    app, window, out, lang = shots.app, shots.window, shots.out, shots.lang
    names = (
        ["You", "Anne", "Ben", "Clara", "Dan"]
        if lang == "en"
        else ["あなた", "花子", "太郎", "次郎", "桜"]
    )
    window.controller.new_match(GameConfig("napoleon", "book", 5, 0, ["normal"] * 5, names, 11))
    taken = set()
    c = window.controller
    for _ in range(2000):
        wait(app, 40)
        dialog = window.active_dialog
        panel = window.decisions.panel()
        if isinstance(panel, BiddingPanel) and "bidding" not in taken:
            wait(app, 300)
            shoot(app, out, f"bidding_{lang}")
            taken.add("bidding")
        if isinstance(dialog, DealResultWindow):
            wait(app, 300)
            shoot(app, out, f"deal_result_{lang}")
            shots.score_sheet(dialog, f"score_sheet_{lang}")
            return 0
        if c.state is None or not c.waiting_for_human or not window.queue.is_idle():
            continue
        view = c.view()
        if (
            c.state.phase == "play"
            and len(view.trick) >= 2
            and len(view.completed) >= 3
            and "trick" not in taken
        ):
            shoot(app, out, f"mid_trick_{lang}")
            taken.add("trick")
        c.submit(suggest("napoleon", view).action)  # the human follows the hint
    print("the deal did not end", file=sys.stderr)
    return 1


if __name__ == "__main__":
    raise SystemExit(main())
