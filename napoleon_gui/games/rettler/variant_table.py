"""Rettler's chapter-6 variants on the table: what the blind stand (R-VAR-5), Urako (R-VAR-6),
the dream version (R-VAR-10) and the call by deck (R-VAR-13) add to Rettler's projection
(``projection.py`` calls the hooks below).

* R-VAR-5: every seat's face-up card (``view.blind_cards``) lies face up in its fan from the
  deal on, for everybody; the human's other cards stay face down while ``view.hand_unseen``,
  and turn up, sorted, at ``HandsLifted`` (Napoleon's N-VAR-6 animations, shared).
* R-VAR-6: the kind the leader declared (``view.round_rules.kind`` while a round of an Urako
  contract is on) is a badge by the trick and an info line; the leader says it.
* R-VAR-10: the dream cards (instance ids from ``DREAM_OFFSET``) have a violet back; the
  human's carry a violet corner mark face up; ``DreamCardsDealt`` deals them from the middle.
  The info panel says the options (dream points, dream adjutant).
* R-VAR-13: the human's cards carry a corner mark of their deck's back colour (red: ids
  0..53, blue: 54..107); the called card is said with its deck.

Nothing here decides a rule: it reads the views and the events.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QAbstractAnimation, QParallelAnimationGroup

from engine.cards import DECK_STRIDE, DREAM_OFFSET, Card, sort_key
from engine.events import BlindCardShown, Event, HandsLifted, TrickTrumpDeclared
from engine.games.napoleon.params import URAKO
from engine.games.rettler.events import DreamCardsDealt
from engine.games.rettler.view import RettlerView
from napoleon_gui.games.rettler.texts import cards_text
from napoleon_gui.i18n import N_, names_list, register, tr, trump_name
from napoleon_gui.table.blind_hands import blind_card_shown, hands_lifted
from napoleon_gui.table.layout import Rect, TableLayout
from napoleon_gui.table.placement import HAND, Placement

if TYPE_CHECKING:
    from napoleon_gui.table.scene import TableScene

register(
    {
        "ret_round_kind": N_("This round: {trump}"),
        "ret_short_urako": N_("Urako"),
        "ret_round_kind_why": N_("This round: {trump}. {why}"),
        "ret_dream_points_yes": N_("Dream points count"),
        "ret_dream_points_no": N_("Dream points do not count"),
        "ret_dream_adjutant_yes": N_("Dream adjutant: yes"),
        "ret_dream_adjutant_no": N_("Dream adjutant: no"),
        "ret_deck_red": N_("red backs"),
        "ret_deck_blue": N_("blue backs"),
        "ret_deck_either": N_("either deck"),
        "ret_card_of_deck": N_("{card} ({deck})"),
    }
)

#: the corner marks: the deck's back colour (R-VAR-13) and the dream deck's (R-VAR-10)
RED_DECK, BLUE_DECK, DREAM_MARK = "#c62828", "#1f4fae", "#7b3fb5"
#: the dream deck's back: ``assets/cards/back_dream.svg``
DREAM_BACK = "dream"
VARIANT_EVENTS: tuple[type[Event], ...] = (
    BlindCardShown,
    HandsLifted,
    DreamCardsDealt,
    TrickTrumpDeclared,
)


# --- the hands -----------------------------------------------------------------------------
def blind_card_of(view: RettlerView, seat: int) -> Card | None:
    """R-VAR-5: ``seat``'s face-up card while it is still in his hand (public); its hand
    is known to hold it until a round shows the code played by that seat."""
    if seat >= len(view.blind_cards):
        return None
    card = view.blind_cards[seat]
    code = card % DECK_STRIDE
    if seat == view.seat:
        return card if card in view.hand else None
    plays = [*(p for done in view.completed for p in done.plays), *view.round_plays]
    played = {c % DECK_STRIDE for s, cards in plays if s == seat for c in cards}
    return None if code in played else card


def corner_of(view: RettlerView, card: Card) -> str:
    """The corner mark of one of the human's cards: a dream card (R-VAR-10), else its deck
    under the call by deck (R-VAR-13); none otherwise."""
    if card >= DREAM_OFFSET:
        return DREAM_MARK
    if view.rules.call_by_deck:
        return BLUE_DECK if card >= DECK_STRIDE else RED_DECK
    return ""


def dream_backs(view: RettlerView, seat: int) -> int:
    """How many cards of another seat's fan show the dream back: its dream cards from the
    deal after the contract until the play starts (the view does not say which seat still
    holds its dream card once play has begun: plays are codes)."""
    if not view.rules.dream_cards or view.contract is None or view.phase in ("play", "over"):
        return 0
    return min(view.rules.dream_cards, view.hand_sizes[seat])


def hand_placements(view: RettlerView, layout: TableLayout) -> list[Placement]:
    """Every seat's hand: the human's face up and sorted (under R-VAR-5 face down but for
    his face-up card until he lifts his hand), the others face down with their face-up card
    (R-VAR-5) on top and their dream cards' backs (R-VAR-10) last."""
    out: list[Placement] = []
    for seat in range(view.players):
        if seat == view.seat and not view.hand_unseen:
            hand = sorted(view.hand, key=lambda c: (*sort_key(c), c))
            slots = layout.hand_slots(seat, len(hand))
            out.extend(
                Placement((HAND, seat), i, c, True, s, interactive=True, corner=corner_of(view, c))
                for i, (c, s) in enumerate(zip(hand, slots, strict=True))
            )
            continue
        count = view.hand_sizes[seat]
        shown: list[Card | None] = [None] * count
        blind = blind_card_of(view, seat)
        if blind is not None and count:
            shown[-1] = blind  # on top of the fan, in sight
        # the dream cards: the last face-down cards of the fan
        top = count - (1 if blind is not None else 0)
        dream = range(top - dream_backs(view, seat), top)
        for i, s in enumerate(layout.hand_slots(seat, count)):
            card = shown[i]
            back = DREAM_BACK if card is None and i in dream else ""
            out.append(Placement((HAND, seat), i, card, card is not None, s, back=back))
    return out


# --- what the info panel and the bubbles say -----------------------------------------------
def deck_name(deck: int | None) -> str:
    """R-VAR-13: a deck by its backs (``None``: the card from either deck)."""
    if deck is None:
        return tr("ret_deck_either")
    return tr("ret_deck_blue" if deck else "ret_deck_red")


def called_line(view: RettlerView) -> str | None:
    """R-VAR-13: the called cards, each with its deck; None outside the call by deck."""
    if not view.rules.call_by_deck or not view.called:
        return None
    decks = list(view.call_decks) + [None] * (len(view.called) - len(view.call_decks))
    cards = names_list(
        tr("ret_card_of_deck", card=cards_text([c]), deck=deck_name(d))
        for c, d in zip(view.called, decks, strict=True)
    )
    return tr("ret_called", cards=cards)


def called_words(card: Card, deck: int | None) -> str:
    """The call as the Rettler says it: with its deck under R-VAR-13."""
    if deck is None:
        return cards_text([card])
    return tr("ret_card_of_deck", card=cards_text([card]), deck=deck_name(deck))


def round_kind(view: RettlerView) -> str | None:
    """R-VAR-6: the trump kind declared for the round being played, else None."""
    contract = view.contract
    rr = view.round_rules
    if contract is None or contract.trump != URAKO or rr is None or view.phase != "play":
        return None
    return rr.kind if rr.kind != URAKO else None


def variant_lines(view: RettlerView) -> list[str]:
    """The line the variants add after the contract: the kind of the round (R-VAR-6)."""
    kind = round_kind(view)
    return [tr("ret_round_kind", trump=trump_name(kind))] if kind is not None else []


def dream_lines(view: RettlerView) -> list[str]:
    """R-VAR-10: the options of the dream version (the last lines: they give way first)."""
    rules = view.rules
    if not rules.dream_cards:
        return []
    return [
        tr("ret_dream_points_yes" if rules.dream_points else "ret_dream_points_no"),
        tr("ret_dream_adjutant_yes" if rules.dream_adjutant else "ret_dream_adjutant_no"),
    ]


def trick_text(why: str, view: RettlerView) -> str | None:
    """R-VAR-6: the explanation of an Urako round, with the kind its leader declared
    (``why``: the engine's explanation); None for any other round."""
    done = view.completed[-1] if view.completed else None
    if done is None or not done.trump:
        return None
    return tr("ret_round_kind_why", trump=trump_name(done.trump), why=why)


def captions(scene: TableScene, view: RettlerView) -> dict[str, tuple[Rect, str]]:
    """R-VAR-6: the badge of the round's declared kind by the trick, for everybody."""
    layout = scene.table_layout
    kind = round_kind(view)
    if layout is None or kind is None:
        return {}
    return {"trick_trump": (layout.trick_badge(), tr("ret_round_kind", trump=trump_name(kind)))}


_declared: list[str | None] = [None]  # the kind declared with the lead about to be shown


def declared_words_pending() -> bool:
    return _declared[0] is not None


def declared_words() -> str:
    """What the leader of an Urako round says with his lead (then forgotten)."""
    kind, _declared[0] = _declared[0], None
    return trump_name(kind) if kind else ""


def speech(event: Event) -> tuple[bool, list[int], list[tuple[int, str]]]:
    if isinstance(event, TrickTrumpDeclared):
        _declared[0] = event.trump
        return False, [], []
    if isinstance(event, HandsLifted | DreamCardsDealt):
        return True, [], []
    return False, [], []


# --- animations ----------------------------------------------------------------------------
def animate(
    scene: TableScene, event: Event, view: RettlerView, d: int
) -> QAbstractAnimation | None:
    from napoleon_gui.games.rettler.projection import morph

    if isinstance(event, BlindCardShown):
        return blind_card_shown(scene, event, d)
    if isinstance(event, HandsLifted):
        lifted = hands_lifted(scene, event, d)
        group = QParallelAnimationGroup()
        if lifted is not None:
            group.addAnimation(lifted)
        return group
    if isinstance(event, DreamCardsDealt):  # the dream cards fly from the middle
        scene.update_decorations(view)
        return morph(scene, view, d)
    if isinstance(event, TrickTrumpDeclared):
        scene.update_decorations(view)
        return scene.flash_plate(event.seat, 2 * d, times=1)
    return None
