"""The side panel between Rettler's auction and its first round (look25b, issue 25): while
the Rettler calls the adjutant cards (R-ADJ-1) and exchanges with the kitty (R-KIT-1), the
panel says who does what, as it says the auction's state during the auction; the facts are
the view's (who the Rettler is, how many cards the kitty holds), no hidden card."""

from __future__ import annotations

from collections.abc import Callable

from engine.games.rettler.state import ADJUTANT_CALL, DISCARD
from engine.games.rettler.view import RettlerView
from napoleon_gui.i18n import N_, Nn_, register, tr

register(
    {
        "ret_note_call": N_(
            "{name}, the Rettler, is calling the adjutant cards: whoever holds one of them "
            "is an adjutant, unknown until that card is played (R-ADJ-1, R-ADJ-2, R-ADJ-5)."
        ),
        "ret_note_call_you": N_(
            "You are the Rettler: call the adjutant cards; whoever holds one of them is your "
            "adjutant, unknown until that card is played (R-ADJ-1, R-ADJ-2, R-ADJ-5)."
        ),
        "ret_note_kitty": Nn_(
            "{name}, the Rettler, takes the {n} card of the kitty and discards as many from "
            "the whole hand (R-KIT-1).",
            "{name}, the Rettler, takes the {n} cards of the kitty and discards as many from "
            "the whole hand (R-KIT-1).",
        ),
        "ret_note_kitty_you": Nn_(
            "You take the {n} card of the kitty and discard as many from your whole hand "
            "(R-KIT-1).",
            "You take the {n} cards of the kitty and discard as many from your whole hand "
            "(R-KIT-1).",
        ),
        "ret_note_face_up": N_(
            "A point card discarded lies face up and counts for the coalition (R-KIT-2)."
        ),
        "ret_note_no_points": N_(
            "Under a reverse all-take contract no point card may be discarded (R-KIT-3)."
        ),
    }
)


def exchange_note(view: RettlerView, name: Callable[[int], str]) -> str:
    """Who calls the adjutants or exchanges with the kitty, by ``name``; "" in any other
    phase."""
    if view.contract is None or view.phase not in (ADJUTANT_CALL, DISCARD):
        return ""
    rettler = view.contract.declarer
    you = "_you" if rettler == view.seat else ""
    if view.phase == ADJUTANT_CALL:
        return tr(f"ret_note_call{you}", name=name(rettler))
    size = view.rules.kitty_size(view.players)
    if not size:
        return ""
    rule = tr("ret_note_no_points" if view.contract.reverse else "ret_note_face_up")
    return f"{tr(f'ret_note_kitty{you}', name=name(rettler), n=size)} {rule}"
