"""Belote's decisions on the table (decision area panels): the two-round bidding (B-BID-1/2,
option bids B-OPT), the meld announcement before one's first card (B-ANN-1), the dealer's
packet order (B-VAR-3) and the "say belote?" prompt (B-BEL-1, BD-11).

Every button stands for an engine action and is enabled exactly when the action is in
``view.legal``; nothing here knows which bid or meld is allowed.

Keyboard safety (issue #11): no button is a default button and focus never starts on one
(the decision area takes it). Enter means ``safe_choice``: Pass in the bidding, exactly the
selected radio button in the meld and packet panels, "say belote" in the belote prompt (the
focused button when the ring is on one). Escape never discards a decision (the area ignores
it).

Layout: low and wide (about 100-170 px), buttons of fixed width so that no button moves
when a text changes (the meld panel's confirm button follows the selection).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from engine.actions import Action, Pass, PlayCard
from engine.cards import SUIT_LETTERS, cards_in
from engine.games.belote.actions import AnnounceMeld, BeloteBid, ChoosePackets, SayBelote
from engine.games.belote.view import BeloteView
from napoleon_gui.games.belote.texts import action_text, meld_text, suit_of_bid
from napoleon_gui.i18n import N_, Np_, card_text, names_list, register, tr
from napoleon_gui.widgets.buttons import hold_widest
from napoleon_gui.widgets.cards import card_pixmap, wrapped_label
from napoleon_gui.widgets.decision import DecisionPanel
from napoleon_gui.widgets.deck_look import kind_colour, solid_suits, suit_button_style
from napoleon_gui.widgets.plain import plain_label
from napoleon_gui.widgets.words import cards_text, seat_name, who_said

register(
    {
        "bel_dlg_bid_title": N_("Belote — bidding, round {n}"),
        "bel_dlg_round1": N_(
            "Take the candidate's suit {suit} as trump, or pass (B-BID-1). Enter = Pass."
        ),
        "bel_dlg_round2": N_(
            "Everyone passed: name a suit other than {suit} as trump, or pass "
            "(B-BID-2). Enter = Pass."
        ),
        "bel_dlg_overcall": N_(
            "{name} bid {bid}: overcall with a stronger bid, or pass (B-OPT-2, "
            "B-OPT-3). Enter = Pass."
        ),
        "bel_dlg_options": N_("Sans atout / tout atout may also be bid (B-OPT)."),
        "bel_dlg_candidate": N_("Candidate {card}"),
        "bel_dlg_history": N_("Bids: {calls}"),
        "bel_dlg_history_empty": N_("Bids: none yet — you speak first"),
        "bel_dlg_history_line": N_("{name} {call}"),
        "bel_dlg_meld_title": N_("Belote — declarations"),
        "bel_dlg_meld_help": N_(
            "Before your first card, announce your best meld or stay silent "
            "(B-ANN-1, B-ANN-2). Only the side with the strongest meld scores "
            "melds. Enter = the choice selected."
        ),
        "bel_dlg_your_melds": N_("Your melds: {melds}"),
        "bel_dlg_meld_line": N_("{meld} {cards} ({value})"),
        "bel_dlg_announced": N_("Announced so far: {calls}"),
        "bel_dlg_announce": N_("Announce {meld}"),
        "bel_dlg_silent": N_("Stay silent"),
        "bel_dlg_say_title": N_("Belote — say belote?"),
        "bel_dlg_say_help": N_(
            'You hold the K and Q of trump: say "belote" with the first of '
            'them to score 20 (B-BEL-1, B-BEL-2); "rebelote" follows with the '
            "second. If your side takes and fails, an announced belote goes to "
            "the defenders (B-SCORE-4). Enter = say belote."
        ),
        "bel_dlg_say_belote": N_("Play {card}, say belote"),
        "bel_dlg_no_belote": N_("Play {card}, no belote"),
        "bel_dlg_packets_title": N_("Belote — the deal"),
        "bel_dlg_packets_help": N_(
            "You deal: choose the packets of the first deal (B-DEAL-2, "
            "B-VAR-3). Enter = the order selected."
        ),
        "bel_dlg_deal": Np_("bel_dlg_deal", "Deal {order}"),
        "bel_dlg_choose": N_("Choose"),
    }
)

#: the candidate's picture in the bidding panel (pixels wide)
CANDIDATE_W = 46


class BeloteBiddingPanel(DecisionPanel):
    """The call of one bidding turn (round 1, round 2 or an option overcall).

    The four suits are always shown in the same places (enabled when legal; the
    candidate's suit reads "Take ♢ diamonds" in round 1), then the option bids when the
    preset has them, then Pass at the far right. Enter = Pass (the safe call).

    Widgets for tests: ``bid_buttons`` (``BeloteBid`` -> button), ``pass_button``,
    ``help_label``, ``history_label``, ``candidate_label``. ``enabled_actions()`` lists the
    calls on offer."""

    def __init__(
        self, view: BeloteView, names: Sequence[str], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("belote_bidding_panel")
        self.view = view
        self.names = list(names)
        self.legal: tuple[Action, ...] = tuple(view.legal)
        self.bid_buttons: dict[Action, QPushButton] = {}
        self.setWindowTitle(tr("bel_dlg_bid_title", n=max(1, view.bid_round)))
        candidate_suit = SUIT_LETTERS[view.candidate // 13] if view.candidate is not None else ""

        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(10)
        self.candidate_label = plain_label()
        self.candidate_label.setObjectName("candidate_label")
        self.candidate_label.setAlignment(Qt.AlignmentFlag.AlignTop)
        if view.candidate is not None:
            pixmap = card_pixmap(view.candidate, CANDIDATE_W)
            if pixmap is not None:
                self.candidate_label.setPixmap(pixmap)
            else:
                self.candidate_label.setText(solid_suits(card_text(view.candidate)))
            tip = tr("bel_dlg_candidate", card=card_text(view.candidate))
            self.candidate_label.setToolTip(solid_suits(tip))
        layout.addWidget(self.candidate_label)

        main = QVBoxLayout()
        main.setSpacing(4)
        layout.addLayout(main, 1)
        self.help_label = wrapped_label(self._help_text(candidate_suit), "help_label")
        main.addWidget(self.help_label)
        calls = [
            tr("bel_dlg_history_line", name=seat_name(self.names, seat), call=action_text(call))
            for seat, call in view.bids
        ]
        self.history_label = wrapped_label(
            tr("bel_dlg_history", calls=names_list(calls))
            if calls
            else tr("bel_dlg_history_empty"),
            "history_label",
        )
        self.history_label.setStyleSheet("color: #444444;")
        main.addWidget(self.history_label)

        suits_row = QHBoxLayout()
        suits_row.setSpacing(6)
        for code in SUIT_LETTERS:
            take = tr("bel_take_suit", trump=suit_of_bid(code))
            plain = suit_of_bid(code)
            text = take if view.bid_round <= 1 and code == candidate_suit else plain
            button = self._bid_button(code, text)
            hold_widest(button, (take, plain))  # same place in round 1 and round 2
            suits_row.addWidget(button)
        suits_row.addStretch(1)
        self.pass_button = QPushButton(tr("bel_pass"))
        self.pass_button.setObjectName("pass_button")
        self.pass_button.setEnabled(Pass() in self.legal)
        self.pass_button.clicked.connect(lambda _=False: self.choose(Pass()))
        hold_widest(self.pass_button, (tr("bel_pass"),))
        self.pass_button.setMinimumHeight(30)
        suits_row.addWidget(self.pass_button)
        main.addLayout(suits_row)
        if view.rules.option_bids != "none":
            options_row = QHBoxLayout()
            options_row.setSpacing(6)
            texts = [suit_of_bid("sa"), suit_of_bid("ta")]
            for code in ("sa", "ta"):
                button = self._bid_button(code, suit_of_bid(code))
                hold_widest(button, texts)
                options_row.addWidget(button)
            options_row.addStretch(1)
            main.addLayout(options_row)

    def _help_text(self, candidate_suit: str) -> str:
        view = self.view
        bids = [(seat, call) for seat, call in view.bids if not isinstance(call, Pass)]
        if bids:  # a suit or SA bid stands: only stronger option bids (B-OPT-2/3)
            seat, call = bids[-1]
            return tr("bel_dlg_overcall", name=seat_name(self.names, seat), bid=action_text(call))
        key = "bel_dlg_round1" if view.bid_round <= 1 else "bel_dlg_round2"
        text = tr(key, suit=suit_of_bid(candidate_suit))
        if view.rules.option_bids != "none" and any(
            isinstance(a, BeloteBid) and a.trump in ("sa", "ta") for a in self.legal
        ):
            text += " " + tr("bel_dlg_options")
        return text

    def _bid_button(self, code: str, text: str) -> QPushButton:
        action = BeloteBid(code)
        legal = action in self.legal
        button = QPushButton(solid_suits(text))
        button.setObjectName(f"bid_{code}")
        button.setStyleSheet(suit_button_style(kind_colour(code), "padding: 4px 8px;"))
        button.setMinimumHeight(30)
        button.setEnabled(legal)
        if legal:
            button.clicked.connect(lambda _=False, a=action: self.choose(a))
        self.bid_buttons[action] = button
        return button

    def safe_choice(self) -> Action | None:
        """Enter = Pass: a stray Enter never takes a contract."""
        return Pass() if Pass() in self.legal else None

    def hint_widgets(self) -> dict[Action, QWidget]:
        return {**self.bid_buttons, Pass(): self.pass_button}

    def enabled_actions(self) -> set[Action]:
        out = {a for a, b in self.bid_buttons.items() if b.isEnabled()}
        if self.pass_button.isEnabled():
            out.add(Pass())
        return out


class SelectPanel(DecisionPanel):
    """A choice among a few actions by radio buttons, confirmed by one button whose text
    says what will happen; Enter = exactly the action selected (the same as the button).

    Widgets for tests: ``help_label``, ``radios`` (action -> radio button),
    ``confirm_button``; ``selected()`` is the action shown selected."""

    def __init__(
        self,
        title: str,
        help_text: str,
        details: Sequence[str],
        options: Sequence[tuple[Action, str, str]],
        selected: Action | None,
        parent: QWidget | None = None,
    ) -> None:
        """``options``: (action, radio text, confirm-button text)."""
        super().__init__(parent)
        self.setWindowTitle(title)
        self.options = list(options)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(14)
        left = QVBoxLayout()
        left.setSpacing(3)
        self.help_label = wrapped_label(help_text, "help_label")
        left.addWidget(self.help_label)
        self.detail_labels: list[QLabel] = []
        for line in details:
            label = wrapped_label(line, "detail_label")
            left.addWidget(label)
            self.detail_labels.append(label)
        left.addStretch(1)
        layout.addLayout(left, 1)

        right = QVBoxLayout()
        right.setSpacing(3)
        self.group = QButtonGroup(self)
        self.radios: dict[Action, QRadioButton] = {}
        for action, text, _confirm in self.options:
            radio = QRadioButton(solid_suits(text))
            radio.setObjectName(f"radio_{action.kind}")
            self.group.addButton(radio)
            right.addWidget(radio)
            self.radios[action] = radio
        if selected is not None and selected in self.radios:
            self.radios[selected].setChecked(True)
        self.confirm_button = QPushButton()
        self.confirm_button.setObjectName("confirm_button")
        self.confirm_button.setMinimumHeight(30)
        hold_widest(self.confirm_button, [confirm for _a, _t, confirm in self.options])
        self.confirm_button.clicked.connect(lambda _=False: self._confirm())
        right.addWidget(self.confirm_button, 0, Qt.AlignmentFlag.AlignRight)
        right.addStretch(1)
        layout.addLayout(right)
        self.group.buttonToggled.connect(lambda *_: self._update())
        self._update()

    def selected(self) -> Action | None:
        for action, radio in self.radios.items():
            if radio.isChecked():
                return action
        return None

    def _update(self) -> None:
        action = self.selected()
        confirm = next((c for a, _t, c in self.options if a == action), "")
        self.confirm_button.setText(solid_suits(confirm or tr("bel_dlg_choose")))
        self.confirm_button.setEnabled(action is not None)

    def _confirm(self) -> None:
        action = self.selected()
        if action is not None:
            self.choose(action)

    def safe_choice(self) -> Action | None:
        """Enter = exactly what is shown selected (nothing when nothing is)."""
        return self.selected()

    def hint_widgets(self) -> dict[Action, QWidget]:
        """A hinted meld announcement (or silence, or packet order) frames its radio
        button; the selection stays the player's."""
        return dict(self.radios)


def meld_panel(
    view: BeloteView, names: Sequence[str], parent: QWidget | None = None
) -> SelectPanel:
    """B-ANN-1: announce the best meld's class or stay silent; "announce" is selected at
    first (BD-10: the default keeps beginners from losing points)."""
    melds = "; ".join(
        tr(
            "bel_dlg_meld_line",
            meld=meld_text(m.what),
            cards=cards_text(cards_in(m.cards)),
            value=m.value,
        )
        for m in view.my_melds
    )
    details = [tr("bel_dlg_your_melds", melds=melds or "—")]
    calls = [
        who_said(seat_name(list(names), s), meld_text(w) if w else tr("bel_say_silent"))
        for s, w in view.announcements
    ]
    if calls:
        details.append(tr("bel_dlg_announced", calls=names_list(calls)))
    options: list[tuple[Action, str, str]] = []
    for action in view.legal:
        if isinstance(action, AnnounceMeld):
            text = tr("bel_dlg_announce", meld=meld_text(action.what))
            options.append((action, text, text))
        elif isinstance(action, Pass):
            options.append((action, tr("bel_dlg_silent"), tr("bel_dlg_silent")))
    announce = next((a for a, _t, _c in options if isinstance(a, AnnounceMeld)), None)
    selected = announce if announce is not None else (options[0][0] if options else None)
    panel = SelectPanel(
        tr("bel_dlg_meld_title"), tr("bel_dlg_meld_help"), details, options, selected, parent
    )
    panel.setObjectName("belote_meld_panel")
    return panel


def packets_panel(view: BeloteView, parent: QWidget | None = None) -> SelectPanel:
    """B-VAR-3: the dealer deals 3-then-2 or 2-then-3; 3-then-2 (B-DEAL-2's order, what the
    AI dealers choose) is selected at first, so Enter deals as the rules usually do."""
    options: list[tuple[Action, str, str]] = []
    for action in view.legal:
        if isinstance(action, ChoosePackets):
            order = tr(f"bel_packets_{action.order}")
            options.append((action, order, tr("bel_dlg_deal", order=order)))
    standard = ChoosePackets("3_then_2")
    selected = standard if any(a == standard for a, _t, _c in options) else None
    panel = SelectPanel(
        tr("bel_dlg_packets_title"), tr("bel_dlg_packets_help"), (), options, selected, parent
    )
    panel.setObjectName("belote_packets_panel")
    return panel


class BelotePromptPanel(DecisionPanel):
    """BD-11: the human plays the first of the trump K and Q; say "belote" with it or not.

    Enter says belote, as every other panel's Enter takes its usual choice (issue 25, point
    1: no key leaves the player without a way to decide): saying it scores 20 for one's side
    (B-BEL-2), and only when one's side took and fails do those 20 go to the defenders
    (BD-13, B-SCORE-4); not saying it forfeits the 20 for good (BD-11). With the focus ring
    on a button, Enter presses that one. The card is already chosen, so the arrows stay
    among the two buttons instead of moving along the hand. "Say belote" comes first.

    Widgets for tests: ``action_buttons`` (action -> button), ``help_label``."""

    def __init__(
        self, view: BeloteView, options: Sequence[Action], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("belote_say_panel")
        self.setWindowTitle(tr("bel_dlg_say_title"))
        self.view = view
        ordered = sorted(
            (a for a in options if isinstance(a, PlayCard)),
            key=lambda a: not isinstance(a, SayBelote),
        )
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(14)
        self.help_label = wrapped_label(tr("bel_dlg_say_help"), "help_label")
        self.help_label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        layout.addWidget(self.help_label, 1)
        column = QVBoxLayout()
        column.setSpacing(4)
        self.action_buttons: dict[Action, QPushButton] = {}
        texts = [solid_suits(self.button_text(a)) for a in ordered]
        for action, text in zip(ordered, texts, strict=True):
            button = QPushButton(text)
            button.setObjectName(
                "say_belote_button" if isinstance(action, SayBelote) else "no_belote_button"
            )
            button.setMinimumHeight(30)
            hold_widest(button, texts)
            button.clicked.connect(lambda _=False, a=action: self.choose(a))
            column.addWidget(button)
            self.action_buttons[action] = button
        column.addStretch(1)
        layout.addLayout(column)

    def hint_widgets(self) -> dict[Action, QWidget]:
        return dict(self.action_buttons)

    def safe_choice(self) -> Action | None:
        return next((a for a in self.action_buttons if isinstance(a, SayBelote)), None)

    def arrows_go_to_hand(self) -> bool:
        return False

    @staticmethod
    def button_text(action: Action) -> str:
        if isinstance(action, SayBelote):
            return tr("bel_dlg_say_belote", card=card_text(action.card))
        if isinstance(action, PlayCard):
            return tr("bel_dlg_no_belote", card=card_text(action.card))
        return action_text(action)
