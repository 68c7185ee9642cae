"""Table talk at the must-follow table (M-TALK-1..4, MD-5, MD-6): the human's message menu
(the engine's ``message_menu``; rank claims it does not allow are listed too, and choosing one
shows the engine's refusal with its rule ID), the partners' messages from their own views."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.errors import IllegalActionError
from engine.games.mustfollow.table_talk import table_cards
from engine.games.mustfollow.talk import CAN_BEAT, CANNOT_BEAT, Message
from engine.text import in_language
from napoleon_gui.i18n import language, tr

if TYPE_CHECKING:
    from napoleon_gui.games.mustfollow.panel import MustFollowPanel


def fill_menu(panel: MustFollowPanel) -> None:
    """The message menu: the engine's allowed messages, then the rank claims it does not
    allow now (choosing one shows the refusal and its rule ID)."""
    panel.say_menu.clear()
    state = panel.controller.state
    view = panel.view()
    if state is None or view is None:
        return
    seat = view.seat
    allowed = state.message_menu(seat)
    extra = [Message(t, c) for c in table_cards(state) for t in (CAN_BEAT, CANNOT_BEAT)
             if Message(t, c) not in allowed]
    names = panel.names(view)
    for message in [*allowed, *extra]:
        text = in_language(message.text(), language())
        if message.to is not None:
            text = f"{names[message.to]}: {text}"
        if message not in allowed:
            text = tr("mf_not_allowed", text=text)
        act = panel.say_menu.addAction(text)
        act.triggered.connect(lambda _c=False, m=message: panel.say(m))


def say(panel: MustFollowPanel, message: Message) -> str | None:
    """The human sends ``message``; a refusal is shown with its rule ID."""
    c = panel.controller
    state = c.state
    view = panel.view()
    if state is None or view is None:
        return None
    try:
        events = state.say(view.seat, message)
    except IllegalActionError as exc:
        from napoleon_gui.widgets.links import link_rules as _link_rules

        text = tr("mf_talk_refused", reason=in_language(exc.reason, language()),
                  rule=exc.rule_id)
        panel.window.message_label.setText(_link_rules(text))
        return text
    for event in events:
        c.queue.push(event, c.view())
    bots_talk(c)
    panel.refresh()
    return None


def bots_talk(c: Any) -> bool:
    """The AI partners say what their plans call for (M-TALK-4), from their own view;
    True when someone spoke."""
    state = c.state
    if state is None or c.config.game != "mustfollow" or state.players < 2:
        return False
    said = False
    for seat in range(state.players):
        if seat == c.config.human_seat or seat >= len(c.bots):
            continue
        speak = getattr(c.bots[seat], "talk", None)
        menu = state.message_menu(seat)
        if speak is None or not menu:
            continue
        for message in speak(state.view_for(seat), menu):
            try:
                events = state.say(seat, message)
            except IllegalActionError:
                continue
            said = True
            for event in events:
                c.queue.push(event, c.view())
    return said
