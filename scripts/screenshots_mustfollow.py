"""Screenshots of the must-follow puzzle (the turn-up panel in the decision area at 1280x800
and 1024x700, mid-play with a hint, the result, a given-up puzzle with its winning line) and of
a 3-player co-op game with table talk in the side panel (also at 1024x700). Run under a real
(virtual) display:

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python scripts/screenshots_mustfollow.py \
        OUT_DIR [en|ja] [puzzle number]

The human's moves are the engine's puzzle player's choices, made through the table.
"""

from __future__ import annotations

from _shots import shoot, start, wait
from PySide6.QtWidgets import QMessageBox

from engine.actions import PlayCard
from engine.ai import make_bot
from engine.games.mustfollow.moves import PlayFaceDown, TurnUp
from engine.games.mustfollow.state import MustFollowState
from engine.match import Match
from napoleon_gui.app import MainWindow
from napoleon_gui.dialogs.deal_result import DealResultWindow
from napoleon_gui.game_config import GameConfig
from napoleon_gui.games.mustfollow.dialogs import ResultDialog
from napoleon_gui.games.mustfollow.puzzle import start_puzzle
from napoleon_gui.games.mustfollow.ui import UI


def play_one(window: MainWindow, bot: object) -> None:
    """The puzzle player's choice, made by clicking (through the panel / the hand)."""
    c = window.controller
    view = c.view()
    action = bot.choose(view)  # type: ignore[attr-defined]
    places = [p for p, _s, _c in view.dummy_places]
    panel = UI.panel
    assert panel is not None
    if isinstance(action, TurnUp | PlayFaceDown):
        panel.choose_dummy(places.index(action.slot))
    elif isinstance(action, PlayCard) and action.card in view.hand:
        window.on_card_activated(action.card)
    else:
        assert isinstance(action, PlayCard)
        index = next(i for i, (_p, _s, card) in enumerate(view.dummy_places) if card == action.card)
        panel.choose_dummy(index)


def main() -> int:
    shots = start(ai_pace_ms=50, hints=False)
    app, window, out, lang = shots.app, shots.window, shots.out, shots.lang
    number = int(shots.arg(0, "3"))
    c = window.controller
    bot = make_bot("mustfollow", "normal", 5)
    start_puzzle(c, number, winnable_only=True)
    taken: set[str] = set()
    for _ in range(3000):
        wait(app, 40)
        if isinstance(window.active_dialog, DealResultWindow):
            wait(app, 300)
            shoot(app, out, f"puzzle_result_{lang}")
            break
        if c.state is None or not c.waiting_for_human or not window.queue.is_idle():
            continue
        view = c.view()
        if view.phase == "turn_up" and "turn_up" not in taken:
            for width, height in ((1280, 800), (1024, 700)):
                window.resize(width, height)
                wait(app, 400)
                shoot(app, out, f"puzzle_turn_up_{width}x{height}_{lang}")
            window.resize(1360, 860)
            wait(app, 200)
            taken.add("turn_up")
        if (
            view.phase == "play"
            and view.trick_number == 5
            and "mid" not in taken
            and view.to_play == 1
        ):
            c.show_hint()
            for _ in range(300):
                wait(app, 100)
                if "%" in window.hint_label.text():
                    break
            shoot(app, out, f"puzzle_mid_{lang}")
            taken.add("mid")
        play_one(window, bot)
    dialog = window.active_dialog
    if isinstance(dialog, DealResultWindow):
        dialog.accept()
    # a given-up puzzle: the winning line on the table
    wait(app, 500)
    for _ in range(6):
        wait(app, 100)
        if c.waiting_for_human and window.queue.is_idle():
            play_one(window, bot)
    assert UI.panel is not None
    UI.panel.give_up()  # the question first (it guards the attempt) ...
    wait(app, 300)
    shoot(app, out, f"puzzle_give_up_question_{lang}")
    box = window.active_dialog
    if box is not None:
        box.done(QMessageBox.StandardButton.Yes)  # ... then Yes, as the player clicks
    wait(app, 300)
    dialog = window.active_dialog
    if isinstance(dialog, ResultDialog):
        for _ in range(100):  # the winning line is searched off the UI thread
            wait(app, 100)
            if dialog.next_button.isVisible():
                break
        for _ in range(9):
            dialog.next_button.click()
        wait(app, 300)
        shoot(app, out, f"puzzle_given_up_{lang}")
        dialog.accept()
    # 3-player co-op with table talk
    names = ["You", "Anne", "Ben"] if lang == "en" else ["あなた", "花子", "太郎"]
    c.new_match(GameConfig("mustfollow", "first_edition", 3, 0, ["normal"] * 3, names, 4))
    said = False
    for _ in range(2000):
        wait(app, 40)
        if c.state is None or not c.waiting_for_human or not window.queue.is_idle():
            continue
        view = c.view()
        if not said:
            assert UI.panel is not None
            talk = UI.panel.talk_panel
            talk.messages.setCurrentRow(talk.messages.count() - 1)
            talk.say_button.click()  # the last allowed-or-not message: maybe refused
            talk.messages.setCurrentRow(0)
            talk.say_button.click()
            said = True
            for width, height in ((1280, 800), (1024, 700)):
                window.resize(width, height)
                wait(app, 600)
                shoot(app, out, f"coop3_talk_{width}x{height}_{lang}")
            window.resize(1360, 860)
            continue
        if len(view.completed) >= 3 and "coop" not in taken:
            wait(app, 300)
            shoot(app, out, f"coop3_{lang}")
            taken.add("coop")
            break
        legal = sorted(a.card for a in view.legal if isinstance(a, PlayCard))
        window.on_card_activated(legal[0])
    # 2 players in round 2: the round and the round-1 last cards
    match = Match.create("mustfollow", "first_edition", 2, 1)
    state = match.new_deal()
    assert isinstance(state, MustFollowState)
    bots = [make_bot("mustfollow", "normal", 1 + i) for i in range(2)]
    while state.round_no == 1:
        seat = state.current_seat
        assert seat is not None
        state.apply(bots[seat].choose(state.view_for(seat)))
    c.new_match(
        GameConfig("mustfollow", "first_edition", 2, 0, ["normal"] * 2, names[:2], 1), match
    )
    c.start_deal(state)
    wait(app, 800)
    shoot(app, out, f"coop2_round2_{lang}")
    return 0 if "coop" in taken else 1


if __name__ == "__main__":
    raise SystemExit(main())
