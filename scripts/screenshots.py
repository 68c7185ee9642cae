"""Take screenshots of the table at the moments a player looks at: the bidding dialog, a trick
in the middle, the deal result and the score sheet. Run under a real (virtual) display:

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python scripts/screenshots.py OUT_DIR [en|ja]

The human passes in the auction, plays the first legal card, and answers every dialog.
"""

from __future__ import annotations

import sys

from _shots import shoot, start, wait

from napoleon_gui.controllers.game import GameConfig
from napoleon_gui.games.napoleon.adjutant import AdjutantDialog
from napoleon_gui.games.napoleon.bidding import BiddingDialog
from napoleon_gui.games.napoleon.deal_result import DealResultDialog
from napoleon_gui.games.napoleon.kitty import KittyDialog


def main() -> int:
    shots = start(ai_pace_ms=50)
    app, window, out, lang = shots.app, shots.window, shots.out, shots.lang
    names = ["You", "Anne", "Ben", "Clara", "Dan"] if lang == "en" else \
        ["あなた", "花子", "太郎", "次郎", "桜"]
    window.controller.new_match(GameConfig("napoleon", "book", 5, 0, ["normal"] * 5, names, 11))
    taken = set()
    c = window.controller
    for _ in range(2000):
        wait(app, 40)
        dialog = window.active_dialog
        if isinstance(dialog, BiddingDialog):
            if "bidding" not in taken:
                wait(app, 300)
                shoot(app, out, f"bidding_{lang}")
                taken.add("bidding")
            button = dialog.pass_button if dialog.pass_button.isEnabled() else \
                next(b for b in dialog.bid_buttons.values() if b.isEnabled())
            button.click()
        elif isinstance(dialog, AdjutantDialog):
            dialog.select(next(iter(dialog.card_buttons)))
            dialog.call_button.click()
        elif isinstance(dialog, KittyDialog):
            for card in sorted(dialog.selectable())[:5]:
                dialog.toggle(card)
            dialog.discard_button.click()
        elif isinstance(dialog, DealResultDialog):
            wait(app, 300)
            shoot(app, out, f"deal_result_{lang}")
            shots.score_sheet(dialog, f"score_sheet_{lang}")
            return 0
        elif c.state is not None and c.state.phase == "play" and c.waiting_for_human \
                and window.queue.is_idle():
            if len(c.state.view_for(0).trick) >= 2 and len(c.state.view_for(0).completed) >= 3 \
                    and "trick" not in taken:
                shoot(app, out, f"mid_trick_{lang}")
                taken.add("trick")
            legal = sorted(a.card for a in c.view().legal)
            result = window.controller.play_card(legal[0])
            if isinstance(result, list):
                c.submit(result[0])
    print("the deal did not end", file=sys.stderr)
    return 1


if __name__ == "__main__":
    raise SystemExit(main())
