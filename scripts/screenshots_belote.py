"""Screenshots of a Belote table: the bidding with the candidate turned up, the meld
announcement, a trick in the middle, the deal result and the score sheet. Run under a real
(virtual) display:

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python scripts/screenshots_belote.py \
        OUT_DIR [en|ja] [4|3] [preset]

The human takes the first bid on offer, announces every meld, plays the first legal card.
"""

from __future__ import annotations

import sys

from _shots import shoot, start, wait

from engine.actions import PlayCard
from napoleon_gui.controllers.game import GameConfig
from napoleon_gui.games.belote.panels import BeloteActionDialog, BeloteBiddingDialog
from napoleon_gui.games.belote.score import BeloteResultDialog


def main() -> int:
    shots = start(ai_pace_ms=50)
    app, window, out, lang = shots.app, shots.window, shots.out, shots.lang
    players = int(shots.arg(0, "4"))
    preset = shots.arg(1, "standard")
    tag = f"{players}p_{lang}"
    names = (["You", "Anne", "Ben", "Clara"] if lang == "en"
             else ["あなた", "花子", "太郎", "次郎"])[:players]
    window.controller.new_match(GameConfig("belote", preset, players, 0, ["normal"] * players,
                                           names, 11))
    taken: set[str] = set()
    c = window.controller
    deals = 0
    for _ in range(4000):
        wait(app, 40)
        dialog = window.active_dialog
        if isinstance(dialog, BeloteBiddingDialog):
            if "bidding" not in taken:
                wait(app, 300)
                shoot(app, out, f"bidding_{tag}")
                taken.add("bidding")
            bids = [b for b in dialog.bid_buttons.values() if b.isEnabled()]
            (bids[0] if bids else dialog.pass_button).click()
        elif isinstance(dialog, BeloteActionDialog):
            if "meld" not in taken:
                wait(app, 300)
                shoot(app, out, f"meld_{tag}")
                taken.add("meld")
            next(iter(dialog.action_buttons.values())).click()
        elif isinstance(dialog, BeloteResultDialog):
            wait(app, 300)
            shoot(app, out, f"deal_result_{tag}_{deals}")
            deals += 1
            if deals >= 2:
                shots.score_sheet(dialog, f"score_sheet_{tag}")
                return 0
            dialog.accept()
        elif c.state is not None and c.state.phase == "play" and c.waiting_for_human \
                and window.queue.is_idle():
            view = c.view()
            if len(view.trick) >= 2 and "trick" not in taken:
                shoot(app, out, f"mid_trick_{tag}")
                taken.add("trick")
            if len(view.completed) >= 4 and len(view.trick) >= 1 and "trick5" not in taken:
                shoot(app, out, f"mid_deal_{tag}")
                taken.add("trick5")
            legal = sorted(a.card for a in view.legal if isinstance(a, PlayCard))
            window.on_card_activated(legal[0])
    print("the deals did not end", file=sys.stderr)
    return 1


if __name__ == "__main__":
    raise SystemExit(main())
