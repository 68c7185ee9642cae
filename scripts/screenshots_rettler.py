"""Screenshots of a Rettler table: the auction, the adjutant call, a round in the middle of
the deal (a pair led by the human when he can), the deal result and the score sheet. Run
under a real (virtual) display:

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python scripts/screenshots_rettler.py \
        OUT_DIR [en|ja] [players 4..8] [seed]

The human bids once (the lowest bid on offer, then passes), calls one adjutant card, discards
the first cards, leads a pair when he holds one (selecting both cards on the table) and plays
the first legal card otherwise.
"""

from __future__ import annotations

import sys

from _shots import shoot, start, wait

from engine.cards import DECK_STRIDE
from engine.games.rettler.actions import Lead
from napoleon_gui.dialogs.deal_result import DealResultWindow
from napoleon_gui.game_config import GameConfig
from napoleon_gui.games.rettler import panels as dlg


def main() -> int:
    shots = start(ai_pace_ms=30)
    app, window, out, lang = shots.app, shots.window, shots.out, shots.lang
    players = int(shots.arg(0, "4"))
    seed = int(shots.arg(1, "11"))
    tag = f"{players}p_{lang}"
    names = [f"P{i + 1}" for i in range(players)]
    names[0] = "You" if lang == "en" else "あなた"
    window.controller.new_match(
        GameConfig("rettler", "book", players, 0, ["normal"] * players, names, seed)
    )
    taken: set[str] = set()
    c = window.controller
    for _ in range(6000):
        wait(app, 30)
        panel = window.decisions.panel()
        dialog = window.active_dialog
        if isinstance(panel, dlg.RettlerBidPanel):
            if "bidding" not in taken:
                wait(app, 300)
                shoot(app, out, f"bidding_{tag}")
                taken.add("bidding")
            mine = [a for s, a in c.view().bids if s == 0]
            kinds = [b for b in panel.trump_buttons.values() if b.isEnabled()]
            if kinds and not mine:
                kinds[0].click()
            else:
                (panel.pass_button if panel.pass_button.isVisible() else panel.close_button).click()
        elif isinstance(panel, dlg.RettlerAdjutantPanel):
            aces = [
                b
                for code, b in panel.card_buttons.items()
                if code in (12, 25, 38) and b.isEnabled()
            ]
            if aces:
                aces[0].setChecked(True)
            wait(app, 200)
            shoot(app, out, f"adjutant_{tag}")
            panel.call_button.click()
        elif isinstance(panel, dlg.RettlerKittyPanel):
            for button in list(panel.card_buttons.values())[: panel.need]:
                button.setChecked(True)
            wait(app, 200)
            shoot(app, out, f"discard_{tag}")
            panel.discard_button.click()
        elif isinstance(panel, dlg.RettlerLeadChoicePanel):
            wait(app, 200)
            shoot(app, out, f"lead_choice_{tag}")
            next(iter(panel.option_buttons.values())).click()
        elif isinstance(panel, dlg.RettlerMisdealPanel):
            panel.keep_button.click()
        elif isinstance(dialog, DealResultWindow):
            wait(app, 300)
            shoot(app, out, f"deal_result_{tag}")
            shots.score_sheet(dialog, f"score_sheet_{tag}")
            return 0
        elif (
            c.state is not None
            and c.state.phase == "play"
            and c.waiting_for_human
            and window.queue.is_idle()
        ):
            view = c.view()
            if len(view.round_plays) >= 2 and "mid" not in taken:
                shoot(app, out, f"mid_round_{tag}")
                taken.add("mid")
            hand = [it for it in window.scene.human_hand_items() if it.raised]
            pairs = [a for a in view.legal if isinstance(a, Lead) and len(a.cards) == 2]
            if pairs and "pair" not in taken:
                code = pairs[0].cards[0]
                cards = [
                    card
                    for it in hand
                    if (card := it.card) is not None and card % DECK_STRIDE == code
                ][:2]
                for card in cards:
                    window.on_card_clicked(card)
                wait(app, 200)
                shoot(app, out, f"pair_selected_{tag}")
                taken.add("pair")
                panel = window.decisions.panel()
                assert isinstance(panel, dlg.RettlerLeadPanel)
                panel.lead_button.click()
                wait(app, 900)
                shoot(app, out, f"pair_led_{tag}")
                continue
            first = hand[0].card
            assert first is not None
            window.on_card_activated(first)
    print(
        "the deal did not end",
        c.state.phase if c.state else None,
        window.active_dialog,
        c.waiting_for_human,
        window.queue.is_idle(),
        c.thinking,
        file=sys.stderr,
    )
    return 1


if __name__ == "__main__":
    raise SystemExit(main())
