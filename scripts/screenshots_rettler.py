"""Screenshots of a Rettler table: the auction, the adjutant call, a round in the middle of
the deal (a pair led by the human when he can), the deal result and the score sheet. Run
under a real (virtual) display:

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python scripts/screenshots_rettler.py \
        OUT_DIR [en|ja] [players 4..8] [seed]

The human bids the lowest bid on offer once (then passes), calls one adjutant card, discards
the first cards, leads a pair when he holds one (selecting both cards on the table) and plays
the first legal card otherwise.
"""

from __future__ import annotations

import sys

from _shots import shoot, start, wait

from engine.cards import DECK_STRIDE
from engine.games.rettler.actions import Lead
from napoleon_gui.controllers.game import GameConfig
from napoleon_gui.games import ui_for
from napoleon_gui.games.rettler import panels as dlg
from napoleon_gui.games.rettler.score import RettlerResultDialog


def main() -> int:
    shots = start(ai_pace_ms=30)
    app, window, out, lang = shots.app, shots.window, shots.out, shots.lang
    players = int(shots.arg(0, "4"))
    seed = int(shots.arg(1, "11"))
    tag = f"{players}p_{lang}"
    names = [f"P{i + 1}" for i in range(players)]
    names[0] = "You" if lang == "en" else "あなた"
    window.controller.new_match(GameConfig("rettler", "book", players, 0,
                                           ["normal"] * players, names, seed))
    ui = ui_for("rettler")
    taken: set[str] = set()
    c = window.controller
    for _ in range(6000):
        wait(app, 30)
        dialog = window.active_dialog
        if isinstance(dialog, dlg.RettlerBiddingDialog):
            if "bidding" not in taken:
                wait(app, 300)
                shoot(app, out, f"bidding_{tag}")
                taken.add("bidding")
            bids = list(dialog.bid_buttons.values())
            mine = [a for s, a in c.view().bids if s == 0]
            (bids[0] if bids and not mine else next(iter(dialog.other_buttons.values()))).click()
        elif isinstance(dialog, dlg.RettlerAdjutantDialog):
            aces = [b for code, b in dialog.card_buttons.items() if code in (12, 25, 38)]
            aces[0].setChecked(True)
            wait(app, 200)
            shoot(app, out, f"adjutant_{tag}")
            dialog.call_button.click()
        elif isinstance(dialog, dlg.RettlerDiscardDialog):
            for button in list(dialog.card_buttons.values())[:dialog.need]:
                button.setChecked(True)
            wait(app, 200)
            shoot(app, out, f"discard_{tag}")
            dialog.discard_button.click()
        elif isinstance(dialog, dlg.LeadChoiceDialog):
            wait(app, 200)
            shoot(app, out, f"lead_choice_{tag}")
            next(iter(dialog.option_buttons.values())).click()
        elif isinstance(dialog, dlg.RettlerActionDialog):
            next(iter(dialog.action_buttons.values())).click()
        elif isinstance(dialog, RettlerResultDialog):
            wait(app, 300)
            shoot(app, out, f"deal_result_{tag}")
            shots.score_sheet(dialog, f"score_sheet_{tag}")
            return 0
        elif c.state is not None and c.state.phase == "play" and c.waiting_for_human \
                and window.queue.is_idle():
            view = c.view()
            if len(view.round_plays) >= 2 and "mid" not in taken:
                shoot(app, out, f"mid_round_{tag}")
                taken.add("mid")
            hand = [it for it in window.scene.human_hand_items() if it.raised]
            pairs = [a for a in view.legal if isinstance(a, Lead) and len(a.cards) == 2]
            if pairs and "pair" not in taken:
                code = pairs[0].cards[0]
                cards = [it.card for it in hand if it.card % DECK_STRIDE == code][:2]
                for card in cards:
                    window.on_card_clicked(card)
                wait(app, 200)
                shoot(app, out, f"pair_selected_{tag}")
                taken.add("pair")
                ui.lead_selection()  # type: ignore[attr-defined]
                wait(app, 900)
                shoot(app, out, f"pair_led_{tag}")
                continue
            window.on_card_activated(hand[0].card)
    print("the deal did not end", c.state.phase if c.state else None, window.active_dialog,
          c.waiting_for_human, window.queue.is_idle(), c.thinking, file=sys.stderr)
    return 1


if __name__ == "__main__":
    raise SystemExit(main())
