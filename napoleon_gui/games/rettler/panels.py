"""Rettler's decisions on the table (decision panels, never pop-ups): the auction (R-BID;
five players may bid for one or two adjutants, R-BID-3), the misdeal offer (R-DEAL-3), the
multi-card adjutant call (R-ADJ-1/3), the kitty exchange (R-KIT), the lead of a selection
(a pair or bomb chosen on the table) and the options of one selection (a named suit for a
joker, bridge or bomb lead; a point request or its waiver, R-PR-1/2).

Every button stands for an engine action of ``view.legal``. A call of several codes and a
kitty exchange are ONE decision: the panel chooses the whole list and the controller checks
it on a copy of the deal, applying all or none; a foul call (R-ADJ-3) is refused with the
engine's reason and rule ID and the panel stays up.

Layout (issue #11): every panel is low (about 230 px at most) and fits the decision area at
1024×700 without scrolling; buttons whose neighbours' texts change have fixed widths, so no
button moves under the pointer. Keyboard: Enter is the safe choice (Pass, "close with my
bid", keeping the hand, confirming exactly the selection shown) or nothing; Escape never
discards a decision (``widgets/decision.py``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from engine.actions import (
    Action,
    Bid,
    CallAdjutant,
    Close,
    DeclareMisdeal,
    Discard,
    KeepHand,
    Pass,
    ReverseBid,
)
from engine.cards import BRIDGE, DECK_STRIDE, JOKER, SUIT_SYMBOLS, SUITS, Card, make_card, sort_key
from engine.games.rettler.actions import EndAdjutantCall, Lead, TwoAdjutantBid
from engine.games.rettler.view import RettlerView
from napoleon_gui.games.rettler import panel_hints
from napoleon_gui.games.rettler.texts import action_text, cards_text, lead_text, rcard
from napoleon_gui.i18n import N_, Np_, register, tr, trump_name
from napoleon_gui.widgets.buttons import panel_button, text_width
from napoleon_gui.widgets.cards import (
    KITTY_BORDER,
    OWN_BACKGROUND,
    card_button_style,
    wrapped_label,
)
from napoleon_gui.widgets.decision import DecisionPanel
from napoleon_gui.widgets.deck_look import kind_colour, solid_suits, suit_button_style, suit_colour
from napoleon_gui.widgets.plain import plain_label
from napoleon_gui.widgets.words import cards_count, seat_name, who_said

register(
    {
        "ret_dlg_bid_title": N_("Rettler — auction"),
        "ret_dlg_turn": N_("Your call."),  # the human: never "あなたさん"
        "ret_dlg_standing": N_("Standing: {bid} ({name})."),
        "ret_dlg_standing_you": N_("Your bid {bid} stands: close with it or raise it."),
        "ret_dlg_no_bids": N_("No bid yet."),
        "ret_dlg_calls": N_("Calls: {calls}"),
        "ret_dlg_bid_help": N_(
            "Pick a count (point cards of 40), then a trump kind. Higher count "
            "wins; at equal count the higher kind (R-BID-2, R-BID-4). Enter = "
            "{safe}."
        ),
        "ret_dlg_count": N_("Count"),
        "ret_dlg_bid_at": N_("Bid {count}:"),
        "ret_dlg_adjutants": N_("Adjutants"),
        "ret_dlg_one": N_("1 adjutant"),
        "ret_dlg_two": N_("2 adjutants (R-BID-3)"),
        "ret_dlg_pass": N_("Pass"),
        "ret_dlg_close": Np_("ret_dlg_close", "Close with my bid"),
        "ret_short_chigaku_nt": N_("Earth NT"),
        "ret_short_igo_nt": N_("Go NT"),
        "ret_short_nt": Np_("ret_short_nt", "NT"),
        "ret_short_red": N_("Red"),
        "ret_short_black": N_("Black"),
        "ret_dlg_adj_title": N_("Rettler — adjutant call"),
        "ret_dlg_adj_help": N_(
            "Select any number of cards (R-ADJ-1): whoever holds a copy is your "
            "adjutant; at most {n} may result (R-ADJ-3). Yellow: you hold one "
            "copy; orange: both."
        ),
        "ret_dlg_adj_selected": N_("Called: {cards}"),
        "ret_dlg_adj_nothing": N_("Nothing selected: you would play alone."),
        "ret_dlg_call": N_("Call and take the kitty"),
        "ret_dlg_adj_none": N_("No call: take the kitty"),
        "ret_dlg_own_one": N_("{card}: you hold one copy"),
        "ret_dlg_own_two": N_("{card}: you hold both copies (calling it makes no adjutant)"),
        "ret_dlg_not_callable": N_("{card}: calling it could make too many adjutants (R-ADJ-3)"),
        "ret_dlg_disc_title": N_("Rettler — kitty exchange"),
        "ret_dlg_disc_help": N_(
            "Select {cards} to discard (R-KIT-1); green: from the kitty. "
            "Discarded point cards lie face up and count for the coalition "
            "(R-KIT-2)."
        ),
        "ret_dlg_disc_count": N_("Selected {k} of {n}"),
        "ret_dlg_discard": N_("Discard these"),
        "ret_dlg_lead_title": N_("Rettler — your lead"),
        "ret_dlg_choice_title": N_("Rettler — how to lead"),
        "ret_dlg_choice_help": N_(
            "Choose how to lead {cards}: a joker, bridge or bomb lead names a "
            "suit (R-JOKER-1, R-BOMB-3); after winning with a little you may "
            "make a point request or waive it (R-PR-1, R-PR-2)."
        ),
        "ret_dlg_other_cards": N_("Other cards"),
        "ret_dlg_selection": N_("Selected: {cards}"),
        "ret_dlg_no_selection": N_("Nothing selected."),
        "ret_dlg_follow_title": N_("Rettler — follow"),
        "ret_dlg_mis_title": N_("Rettler — misdeal?"),
        "ret_dlg_mis_help": N_(
            "Your hand has none of 2, 4, 10, J, Q, K, A or joker: you may "
            "declare a misdeal and have the cards redealt (R-DEAL-3). Enter = "
            "keep the hand."
        ),
    }
)

#: trump kinds whose names are printed red
#: card buttons of the adjutant call and the kitty exchange
CARD_W, CARD_H = 40, 26
_RANKS_HIGH_TO_LOW = tuple(range(14, 1, -1))


def short_trump(kind: str) -> str:
    """A trump kind on a bid button: ``♠``, ``♥`` (solid, issue 25), ``NT``, ``赤``."""
    if kind in ("S", "H", "D", "C"):
        return solid_suits(SUIT_SYMBOLS["SHDC".index(kind)])
    return tr(f"ret_short_{kind}")


def card_button(
    card: Card, background: str = "#ffffff", border: str = "1px solid #8a8a8a"
) -> QPushButton:
    """A small checkable card button (``♠A``, ``JK``, ``BR``) of fixed size."""
    code = card % DECK_STRIDE
    text = {JOKER: "JK", BRIDGE: "BR"}.get(code, solid_suits(rcard(code)))
    width = CARD_W + 16 if code >= JOKER else CARD_W
    button = panel_button(text, "", width, CARD_H)
    button.setCheckable(True)
    button.setToolTip(solid_suits(rcard(code)))
    button.setStyleSheet(
        card_button_style(code, background=background, border=border, font_pt=11, padding="0px")
    )
    return button


def suit_grid(
    cards: Sequence[Card], make: Callable[[Card], QPushButton], per_row: int = 13
) -> tuple[QWidget, dict[Card, QPushButton]]:
    """Card buttons grouped by suit: one row per suit (ranks high to low; a suit with more
    than ``per_row`` cards continues on a second row), jokers and bridges apart in a column
    on the right. Returns the widget and card -> button."""
    box = QWidget()
    box.setObjectName("card_grid")
    grid = QGridLayout(box)
    grid.setContentsMargins(0, 0, 0, 0)
    grid.setHorizontalSpacing(2)
    grid.setVerticalSpacing(2)
    buttons: dict[Card, QPushButton] = {}
    row = 0
    ordered = sorted(cards, key=lambda c: (*sort_key(c), c))
    for suit in SUITS:
        in_suit = [c for c in ordered if c % DECK_STRIDE < 52 and c % DECK_STRIDE // 13 == suit]
        if not in_suit:
            continue
        label = plain_label(solid_suits(SUIT_SYMBOLS[suit]))
        label.setObjectName(f"suit_label_{suit}")
        label.setStyleSheet(f"color: {suit_colour(suit)}; font-weight: bold;")
        grid.addWidget(label, row, 0)
        for i, card in enumerate(in_suit):
            if i and i % per_row == 0:
                row += 1
            button = make(card)
            buttons[card] = button
            grid.addWidget(button, row, 1 + i % per_row)
        row += 1
    others = [c for c in ordered if c % DECK_STRIDE >= JOKER]
    column = per_row + 2
    grid.setColumnMinimumWidth(per_row + 1, 10)
    for i, card in enumerate(others):
        button = make(card)
        buttons[card] = button
        grid.addWidget(button, i, column)
    grid.setColumnStretch(column + 1, 1)
    return box, buttons


class _SelectionPanel(DecisionPanel):
    """A panel where cards are toggled on and off; ``order`` keeps the order of selection
    (the order of the calls or discards submitted)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.order: list[Card] = []

    def _toggled(self, card: Card, on: bool) -> None:
        if on and card not in self.order:
            self.order.append(card)
        elif not on and card in self.order:
            self.order.remove(card)
        self._update()

    def selected(self) -> list[Card]:
        return list(self.order)

    def _update(self) -> None:
        """Show the selection (counts, captions, which buttons are enabled)."""


# --- the auction ---------------------------------------------------------------------------
class RettlerBidPanel(DecisionPanel):
    """The auction (and the reverse auction, R-VAR-9): pick a count, then click a trump kind.

    Widgets for tests: ``count_buttons`` (count -> checkable button), ``trump_buttons``
    (kind -> the bid button at the selected count), ``adjutant_buttons`` (five players:
    1 / 2 -> button), ``pass_button``, ``close_button``, ``calls_label``. ``bid_of(kind)``
    is the action a trump button stands for now (None when disabled).
    """

    def __init__(
        self, view: RettlerView, names: Sequence[str], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("rettler_bid_panel")
        self.setWindowTitle(tr("ret_dlg_bid_title"))
        self.view = view
        self.names = list(names)
        self.legal: tuple[Action, ...] = tuple(view.legal)
        self.ones = [
            a for a in self.legal if isinstance(a, Bid) and not isinstance(a, TwoAdjutantBid)
        ]
        self.twos = [a for a in self.legal if isinstance(a, TwoAdjutantBid)]
        self.reverse = [a for a in self.legal if isinstance(a, ReverseBid)]
        self.kinds = list(reversed(view.rules.trump_priority))  # low to high, left to right
        if self.reverse:  # R-VAR-9: the reversed priority, clubs highest
            self.kinds = list(view.rules.trump_priority)
        self.two = not self.ones and bool(self.twos)
        self.count: int | None = None

        root = QHBoxLayout(self)
        root.setContentsMargins(0, 0, 0, 0)
        root.setSpacing(10)
        main = QVBoxLayout()
        main.setSpacing(3)
        root.addLayout(main, 1)

        self.turn_label = wrapped_label(self._turn_text(), "turn_label")
        font = self.turn_label.font()
        font.setBold(True)
        self.turn_label.setFont(font)
        main.addWidget(self.turn_label)
        self.calls_label = wrapped_label(self._calls_text(), "calls_label")
        main.addWidget(self.calls_label)

        self.adjutant_buttons: dict[int, QPushButton] = {}
        if self.twos:
            row = QHBoxLayout()
            row.setSpacing(2)
            row.addWidget(self._caption(tr("ret_dlg_adjutants")))
            group = QButtonGroup(self)
            texts = [tr("ret_dlg_one"), tr("ret_dlg_two")]
            width = text_width(self, texts)
            for number, text in zip((1, 2), texts, strict=True):
                button = panel_button(text, f"adjutants_{number}", width)
                button.setCheckable(True)
                button.setEnabled(bool(self.ones if number == 1 else self.twos))
                group.addButton(button)
                button.clicked.connect(lambda _=False, n=number: self._set_two(n == 2))
                self.adjutant_buttons[number] = button
                row.addWidget(button)
            row.addStretch(1)
            main.addLayout(row)

        self.count_buttons: dict[int, QPushButton] = {}
        counts = sorted({a.count for a in (*self.ones, *self.twos) if isinstance(a, Bid)})
        if counts:
            row = QHBoxLayout()
            row.setSpacing(2)
            row.addWidget(self._caption(tr("ret_dlg_count")))
            group = QButtonGroup(self)
            width = text_width(self, ["40"], 10)
            for count in counts:
                button = panel_button(str(count), f"count_{count}", max(width, 28), 24)
                button.setCheckable(True)
                group.addButton(button)
                button.clicked.connect(lambda _=False, c=count: self.select_count(c))
                self.count_buttons[count] = button
                row.addWidget(button)
            row.addStretch(1)
            main.addLayout(row)

        row = QHBoxLayout()
        row.setSpacing(3)
        self.bid_at_label = self._caption(tr("ret_dlg_bid_at", count=40))
        if not counts:
            self.bid_at_label.setText("")
        row.addWidget(self.bid_at_label)
        self.trump_buttons: dict[str, QPushButton] = {}
        # each as wide as its own name, the suits alike: nine buttons as wide as the longest
        # ("SA géologie") pushed Pass off a 1024-pixel window in French (issue 25)
        least = text_width(self, ["♠", "♡", "♢", "♣", "40"], 34)
        for kind in self.kinds:
            width = max(least, text_width(self, [short_trump(kind)], 22))
            button = panel_button(short_trump(kind), f"bid_{kind}", width, 28)
            button.setStyleSheet(suit_button_style(kind_colour(kind), bold=True))
            button.clicked.connect(lambda _=False, k=kind: self._bid(k))
            self.trump_buttons[kind] = button
            row.addWidget(button)
        row.addStretch(1)
        main.addLayout(row)
        safe = self.safe_choice()
        self.help_label = wrapped_label(
            tr("ret_dlg_bid_help", safe=action_text(safe) if safe is not None else "—"),
            "help_label",
        )
        self.help_label.setStyleSheet("color: #555555;")
        main.addWidget(self.help_label)

        side = QVBoxLayout()
        side.setSpacing(4)
        texts = [tr("ret_dlg_pass"), tr("ret_dlg_close")]
        width = text_width(self, texts, 24)
        self.pass_button = panel_button(texts[0], "pass_button", width, 32)
        self.close_button = panel_button(texts[1], "close_button", width, 32)
        for button, call in ((self.pass_button, Pass), (self.close_button, Close)):
            legal = next((a for a in self.legal if type(a) is call), None)
            button.setVisible(legal is not None)
            if legal is not None:
                button.clicked.connect(lambda _=False, a=legal: self.choose(a))
            side.addWidget(button)
        side.addStretch(1)
        root.addLayout(side)

        if self.adjutant_buttons:
            self.adjutant_buttons[2 if self.two else 1].setChecked(True)
        self._select_default()

    # --- texts --------------------------------------------------------------------------
    def _caption(self, text: str) -> QLabel:
        label = plain_label(text)
        label.setFixedWidth(
            max(
                text_width(
                    self,
                    [
                        text,
                        tr("ret_dlg_bid_at", count=40),
                        tr("ret_dlg_adjutants"),
                        tr("ret_dlg_count"),
                    ],
                    6,
                ),
                60,
            )
        )
        return label

    def _turn_text(self) -> str:
        view = self.view
        text = tr("ret_dlg_turn", name=seat_name(self.names, view.seat))
        standing = view.standing_bid
        if standing is None:
            return f"{text} {tr('ret_dlg_no_bids')}"
        seat, bid = standing
        if seat == view.seat:
            return f"{text} {tr('ret_dlg_standing_you', bid=action_text(bid))}"
        standing_text = tr(
            "ret_dlg_standing", bid=action_text(bid), name=seat_name(self.names, seat)
        )
        return f"{text} {standing_text}"

    def _calls_text(self) -> str:
        """Every seat's latest call, in the order they were made."""
        last: dict[int, Action] = {}
        for seat, action in self.view.bids:
            last.pop(seat, None)
            last[seat] = action
        if not last:
            return ""
        return tr(
            "ret_dlg_calls",
            calls=" · ".join(
                who_said(seat_name(self.names, s), action_text(a)) for s, a in last.items()
            ),
        )

    # --- choosing -----------------------------------------------------------------------
    def _bids(self) -> list[Action]:
        if self.reverse:
            return list(self.reverse)
        return list(self.twos if self.two else self.ones)

    def _set_two(self, two: bool) -> None:
        self.two = two
        self._select_default()

    def _select_default(self) -> None:
        counts = [a.count for a in self._bids() if isinstance(a, Bid)]
        for count, button in self.count_buttons.items():
            button.setEnabled(count in counts)
        self.select_count(min(counts) if counts else None)

    def select_count(self, count: int | None) -> None:
        """Show the bids at ``count`` on the trump buttons (as clicking its button does)."""
        self.count = count
        if count is not None and count in self.count_buttons:
            self.count_buttons[count].setChecked(True)
            self.bid_at_label.setText(tr("ret_dlg_bid_at", count=count))
        for kind, button in self.trump_buttons.items():
            action = self.bid_of(kind)
            button.setEnabled(action is not None)
            tip = action_text(action) if action is not None else trump_name(kind)
            button.setToolTip(solid_suits(tip))

    def bid_of(self, kind: str) -> Action | None:
        """The legal bid the trump button of ``kind`` stands for now."""
        for action in self._bids():
            if isinstance(action, ReverseBid) and action.trump == kind:
                return action
            if isinstance(action, Bid) and action.trump == kind and action.count == self.count:
                return action
        return None

    def _bid(self, kind: str) -> None:
        action = self.bid_of(kind)
        if action is not None:
            self.choose(action)

    def safe_choice(self) -> Action | None:
        """Enter passes, or closes with the player's own standing bid; never bids."""
        for safe in (Pass, Close):
            legal = next((a for a in self.legal if type(a) is safe), None)
            if legal is not None:
                return legal
        return None

    def mark_hint(self, actions: tuple[Action, ...]) -> None:
        """A hinted bid frames its count and trump buttons (``panel_hints``)."""
        panel_hints.mark_bid(self, actions)

    def hinted_widgets(self) -> list[QWidget]:
        return panel_hints.hinted_bid_widgets(self)


# --- the misdeal offer ---------------------------------------------------------------------
class RettlerMisdealPanel(DecisionPanel):
    """R-DEAL-3: declare a misdeal or keep the hand. Widgets: ``declare_button``,
    ``keep_button``. Enter keeps the hand."""

    def __init__(self, view: RettlerView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rettler_misdeal_panel")
        self.setWindowTitle(tr("ret_dlg_mis_title"))
        self.legal = tuple(view.legal)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(wrapped_label(tr("ret_dlg_mis_help"), "help_label"), 1)
        declare = next((a for a in self.legal if isinstance(a, DeclareMisdeal)), None)
        keep = next((a for a in self.legal if isinstance(a, KeepHand)), None)
        texts = [tr("ret_misdeal"), tr("ret_keep")]
        width = text_width(self, texts, 24)
        self.declare_button = panel_button(texts[0], "declare_button", width, 32)
        self.keep_button = panel_button(texts[1], "keep_button", width, 32)
        for button, action in ((self.declare_button, declare), (self.keep_button, keep)):
            button.setEnabled(action is not None)
            if action is not None:
                button.clicked.connect(lambda _=False, a=action: self.choose(a))
            layout.addWidget(button)

    def hint_widgets(self) -> dict[Action, QWidget]:
        declare = next((a for a in self.legal if isinstance(a, DeclareMisdeal)), None)
        keep = next((a for a in self.legal if isinstance(a, KeepHand)), None)
        out: dict[Action, QWidget] = {}
        for action, button in ((declare, self.declare_button), (keep, self.keep_button)):
            if action is not None:
                out[action] = button
        return out

    def safe_choice(self) -> Action | None:
        return next((a for a in self.legal if isinstance(a, KeepHand)), None)


# --- the adjutant call ---------------------------------------------------------------------
class RettlerAdjutantPanel(_SelectionPanel):
    """The multi-card adjutant call (R-ADJ-1): all 54 codes grouped by suit, the Rettler's
    own cards marked. One decision: ``[CallAdjutant(c) ..., EndAdjutantCall()]``.

    Widgets for tests: ``card_buttons`` (code -> button; disabled: the engine does not offer
    it, R-ADJ-3), ``call_button``, ``selected_label``. ``own(code)``: copies held (0-2).
    """

    def __init__(self, view: RettlerView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rettler_adjutant_panel")
        self.setWindowTitle(tr("ret_dlg_adj_title"))
        self.view = view
        self.callable = {a.card % DECK_STRIDE for a in view.legal if isinstance(a, CallAdjutant)}
        self.end = next(
            (a for a in view.legal if isinstance(a, EndAdjutantCall)), EndAdjutantCall()
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(3)
        limit = view.contract.adjutants if view.contract is not None else 1
        layout.addWidget(wrapped_label(tr("ret_dlg_adj_help", n=limit), "help_label"))
        codes = [make_card(s, r) for s in SUITS for r in _RANKS_HIGH_TO_LOW]
        codes += [JOKER, BRIDGE]
        box, self.card_buttons = suit_grid([c for c in codes if c not in view.called], self._make)
        layout.addWidget(box)
        row = QHBoxLayout()
        self.selected_label = wrapped_label("", "selected_label")
        row.addWidget(self.selected_label, 1)
        texts = [tr("ret_dlg_call"), tr("ret_dlg_adj_none")]
        self.call_button = panel_button(texts[1], "call_button", text_width(self, texts, 24), 30)
        self.call_button.clicked.connect(self._call)
        row.addWidget(self.call_button)
        layout.addLayout(row)
        self._update()

    def own(self, code: Card) -> int:
        """Copies of ``code`` in the Rettler's hand."""
        return (self.view.hand_lo >> code & 1) + (self.view.hand_hi >> code & 1)

    def _make(self, code: Card) -> QPushButton:
        held = self.own(code)
        background = {0: "#ffffff", 1: OWN_BACKGROUND, 2: "#ffc98a"}[held]
        button = card_button(code, background)
        button.setObjectName(f"adj_{code}")
        if code not in self.callable:
            button.setEnabled(False)
            button.setToolTip(solid_suits(tr("ret_dlg_not_callable", card=rcard(code))))
        elif held:
            key = "ret_dlg_own_two" if held == 2 else "ret_dlg_own_one"
            button.setToolTip(solid_suits(tr(key, card=rcard(code))))
        button.toggled.connect(lambda on, c=code: self._toggled(c, on))
        return button

    def _update(self) -> None:
        chosen = self.selected()
        self.selected_label.setText(
            tr("ret_dlg_adj_selected", cards=cards_text(chosen))
            if chosen
            else tr("ret_dlg_adj_nothing")
        )
        self.call_button.setText(tr("ret_dlg_call") if chosen else tr("ret_dlg_adj_none"))

    def chosen_actions(self) -> list[Action]:
        return [*(CallAdjutant(c) for c in self.selected()), self.end]

    def _call(self) -> None:
        self.choose(self.chosen_actions())

    def hint_widgets(self) -> dict[Action, QWidget]:
        return panel_hints.call_widgets(self)

    def safe_choice(self) -> list[Action] | None:
        """Enter confirms exactly the cards selected; with none selected (playing alone)
        it does nothing."""
        return self.chosen_actions() if self.selected() else None


# --- the kitty exchange --------------------------------------------------------------------
class RettlerKittyPanel(_SelectionPanel):
    """The kitty exchange (R-KIT-1): select exactly the number of cards to discard; one
    decision ``[Discard(c) ...]``. Widgets for tests: ``card_buttons`` (instance id ->
    button), ``discard_button``, ``count_label``; ``need`` cards to select."""

    def __init__(self, view: RettlerView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rettler_kitty_panel")
        self.setWindowTitle(tr("ret_dlg_disc_title"))
        self.view = view
        self.need = view.discards_due
        self.kitty = set(view.kitty or ())
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(3)
        layout.addWidget(
            wrapped_label(tr("ret_dlg_disc_help", cards=cards_count(self.need)), "help_label")
        )
        box, self.card_buttons = suit_grid(view.hand, self._make, per_row=15)
        layout.addWidget(box)
        row = QHBoxLayout()
        self.count_label = plain_label()
        self.count_label.setObjectName("count_label")
        self.count_label.setFixedWidth(text_width(self, [tr("ret_dlg_disc_count", k=30, n=30)], 8))
        row.addWidget(self.count_label)
        self.selected_label = wrapped_label("", "selected_label")
        row.addWidget(self.selected_label, 1)
        self.discard_button = panel_button(
            tr("ret_dlg_discard"),
            "discard_button",
            text_width(self, [tr("ret_dlg_discard")], 28),
            30,
        )
        self.discard_button.clicked.connect(self._discard)
        row.addWidget(self.discard_button)
        layout.addLayout(row)
        self._update()

    def _make(self, card: Card) -> QPushButton:
        from_kitty = card in self.kitty
        border = f"2px solid {KITTY_BORDER}" if from_kitty else "1px solid #8a8a8a"
        button = card_button(card, "#ffffff", border)
        button.setObjectName(f"kitty_card_{card}")
        button.toggled.connect(lambda on, c=card: self._toggled(c, on))
        return button

    def _update(self) -> None:
        k = len(self.order)
        self.count_label.setText(tr("ret_dlg_disc_count", k=k, n=self.need))
        self.selected_label.setText(cards_text(self.order) if self.order else "")
        self.discard_button.setEnabled(k == self.need)

    def chosen_actions(self) -> list[Action]:
        return [Discard(c) for c in self.order]

    def show_hint(self, actions: tuple[object, ...]) -> None:
        """The hint's whole discard set (codes) becomes the selection, one held copy per
        code; the player may still change it, and Enter confirms what is selected."""
        codes = [a.card % DECK_STRIDE for a in actions if isinstance(a, Discard)]
        if len(codes) != self.need:
            return
        chosen: list[Card] = []
        for code in codes:
            copy = next(
                (c for c in self.card_buttons if c % DECK_STRIDE == code and c not in chosen),
                None,
            )
            if copy is None:
                return
            chosen.append(copy)
        for card in list(self.order):
            self.card_buttons[card].setChecked(False)
        for card in chosen:
            self.card_buttons[card].setChecked(True)

    def _discard(self) -> None:
        if len(self.order) == self.need:
            self.choose(self.chosen_actions())

    def safe_choice(self) -> list[Action] | None:
        """Enter discards exactly the cards selected, once there are as many as needed."""
        return self.chosen_actions() if len(self.order) == self.need else None


# --- leading -------------------------------------------------------------------------------
class RettlerLeadPanel(DecisionPanel):
    """The human is to lead: select cards on the table (a pair, the jacks of a bomb), then
    "Lead the selected cards" (or double-click a card). Enter leads exactly the selection
    shown; nothing when nothing is selected.

    ``lead_requested(cards)`` asks the game to lead the selection (it may have several
    options, or none: then the engine's refusal is shown). Widgets: ``lead_button``,
    ``selection_label``, ``help_label``.
    """

    lead_requested = Signal(list)

    def __init__(self, help_text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rettler_lead_panel")
        self.setWindowTitle(tr("ret_dlg_lead_title"))
        self.selection: list[Card] = []
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        text = QVBoxLayout()
        text.setSpacing(2)
        self.help_label = wrapped_label(help_text, "rettler_help")
        text.addWidget(self.help_label)
        self.selection_label = wrapped_label("", "selection_label")
        text.addWidget(self.selection_label)
        layout.addLayout(text, 1)
        self.lead_button = panel_button(
            tr("ret_lead_button"),
            "rettler_lead_button",
            text_width(self, [tr("ret_lead_button")], 28),
            32,
        )
        self.lead_button.clicked.connect(self._lead)
        layout.addWidget(self.lead_button, 0, Qt.AlignmentFlag.AlignTop)
        self.set_selection([])

    def set_selection(self, cards: Sequence[Card]) -> None:
        self.selection = list(cards)
        self.selection_label.setText(
            tr("ret_dlg_selection", cards=cards_text(sorted(self.selection, key=sort_key)))
            if self.selection
            else tr("ret_dlg_no_selection")
        )
        self.lead_button.setEnabled(bool(self.selection))

    def _lead(self) -> None:
        if self.selection:
            self.lead_requested.emit(list(self.selection))

    def safe_choice(self) -> Action | None:
        """Enter leads exactly the selection shown (through ``lead_requested``: one
        selection may need a choice first); the area itself chooses nothing."""
        self._lead()
        return None

    def enter_goes_to_hand(self) -> bool:
        """With nothing selected, Enter leads the card the arrows point at, as the status
        line says ("arrows + Enter"; issue 25)."""
        return not self.selection


class RettlerFollowPanel(DecisionPanel):
    """Following a pair or bomb round: how many cards, how many played (no button)."""

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rettler_follow_panel")
        self.setWindowTitle(tr("ret_dlg_follow_title"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.help_label = wrapped_label(text, "rettler_help")
        layout.addWidget(self.help_label)

    def enter_goes_to_hand(self) -> bool:
        """Enter plays the card the ring is on, as the status line says ("arrows + Enter"):
        it did nothing here, only Space played (issue 25, look)."""
        return True


class RettlerLeadChoicePanel(DecisionPanel):
    """The options of one selected lead (named suit, point request or its waiver). Widgets:
    ``option_buttons`` (Lead -> button), ``back_button`` ("Other cards": back to the
    selection). Enter does nothing: no option is safer than another."""

    back = Signal()

    def __init__(
        self, options: Sequence[Action], entitled: bool, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("rettler_lead_choice_panel")
        self.setWindowTitle(tr("ret_dlg_choice_title"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(3)
        first = options[0]
        cards = first.cards if isinstance(first, Lead) else ()
        layout.addWidget(
            wrapped_label(tr("ret_dlg_choice_help", cards=cards_text(cards)), "help_label")
        )
        self.option_buttons: dict[Action, QPushButton] = {}
        texts = [
            solid_suits(lead_text(a, entitled) if isinstance(a, Lead) else action_text(a))
            for a in options
        ]
        grid = QGridLayout()
        grid.setSpacing(3)
        columns = 2 if len(options) > 2 else len(options)
        for i, (action, text) in enumerate(zip(options, texts, strict=True)):
            button = panel_button(text, f"lead_option_{i}")
            button.setMinimumHeight(28)
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            button.clicked.connect(lambda _=False, a=action: self.choose(a))
            self.option_buttons[action] = button
            grid.addWidget(button, i // columns, i % columns)
        layout.addLayout(grid)
        row = QHBoxLayout()
        row.addStretch(1)
        self.back_button = panel_button(
            tr("ret_dlg_other_cards"),
            "back_button",
            text_width(self, [tr("ret_dlg_other_cards")], 28),
            28,
        )
        self.back_button.clicked.connect(self.back.emit)
        row.addWidget(self.back_button)
        layout.addLayout(row)

    def hint_widgets(self) -> dict[Action, QWidget]:
        """The option a hinted lead names (the engine's lead gives card codes, the options
        the copies selected on the table: both compared as codes)."""
        return {panel_hints.lead_codes(a): b for a, b in self.option_buttons.items()}

    def mark_hint(self, actions: tuple[Action, ...]) -> None:
        super().mark_hint(tuple(panel_hints.lead_codes(a) for a in actions))
