"""Screenshots of a Belote table: the bidding panel with the candidate turned up (round 1 and,
when everyone passes, round 2), the meld panel, the belote prompt, a trick in the middle, the
deal result and the score sheet. Run under a real (virtual) display:

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python scripts/screenshots_belote.py \
        OUT_DIR [en|ja] [4|3] [preset]

The human takes the first bid on offer, announces every meld (the selection shown), says
belote, plays the first legal card (the first of the trump K and Q when it may).
"""

from __future__ import annotations

import sys

from _shots import shoot, start, wait

from engine.actions import PlayCard
from engine.games.belote.actions import SayBelote
from napoleon_gui.dialogs.deal_result import DealResultWindow
from napoleon_gui.game_config import GameConfig
from napoleon_gui.games.belote.panels import BeloteBiddingPanel, BelotePromptPanel, SelectPanel


def main() -> int:
    shots = start(ai_pace_ms=50)
    app, window, out, lang = shots.app, shots.window, shots.out, shots.lang
    players = int(shots.arg(0, "4"))
    preset = shots.arg(1, "standard")
    tag = f"{players}p_{lang}"
    names = (
        ["You", "Anne", "Ben", "Clara"] if lang == "en" else ["あなた", "花子", "太郎", "次郎"]
    )[:players]
    window.controller.new_match(
        GameConfig("belote", preset, players, 0, ["normal"] * players, names, 11)
    )
    taken: set[str] = set()
    c = window.controller
    deals = 0
    for _ in range(4000):
        wait(app, 40)
        dialog = window.active_dialog
        panel = window.decisions.panel()
        if panel is not None and panel.choice is not None:
            continue  # chosen, on its way down
        if isinstance(panel, BeloteBiddingPanel):
            name = f"bidding{c.view().bid_round}"
            if name not in taken:
                wait(app, 300)
                shoot(app, out, f"{name}_{tag}")
                taken.add(name)
            bids = [b for b in panel.bid_buttons.values() if b.isEnabled()]
            (bids[0] if bids else panel.pass_button).click()
        elif isinstance(panel, SelectPanel):
            name = panel.objectName().removeprefix("belote_")
            if name not in taken:
                wait(app, 300)
                shoot(app, out, f"{name}_{tag}")
                taken.add(name)
            panel.confirm_button.click()
        elif isinstance(panel, BelotePromptPanel):
            if "belote" not in taken:
                wait(app, 300)
                shoot(app, out, f"belote_prompt_{tag}")
                taken.add("belote")
            next(iter(panel.action_buttons.values())).click()
        elif isinstance(dialog, DealResultWindow):
            wait(app, 300)
            shoot(app, out, f"deal_result_{tag}_{deals}")
            deals += 1
            if deals >= 2:
                shots.score_sheet(dialog, f"score_sheet_{tag}")
                return 0
            dialog.accept()
        elif (
            c.state is not None
            and c.state.phase == "play"
            and c.waiting_for_human
            and window.queue.is_idle()
        ):
            view = c.view()
            if len(view.trick) >= 2 and "trick" not in taken:
                shoot(app, out, f"mid_trick_{tag}")
                taken.add("trick")
            if len(view.completed) >= 4 and len(view.trick) >= 1 and "trick5" not in taken:
                shoot(app, out, f"mid_deal_{tag}")
                taken.add("trick5")
            say = [a.card for a in view.legal if isinstance(a, SayBelote)]
            legal = sorted(a.card for a in view.legal if isinstance(a, PlayCard))
            window.on_card_activated((say or legal)[0])
    print("the deals did not end", file=sys.stderr)
    return 1


if __name__ == "__main__":
    raise SystemExit(main())
