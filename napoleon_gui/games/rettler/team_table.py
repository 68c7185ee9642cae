"""Rettler's team and every-man-for-himself deals on the table: Imperialist Rettler
(R-VAR-4), the team games (R-VAR-7), the sanction (R-VAR-11) and the team cards (R-VAR-8).

* The trump named unseen (R-VAR-4/7/11): the chooser's hand lies face down until he has
  named the kind (``view.hand_unseen``); the human names it in Napoleon's trump panel (one
  panel for both games); the named kind is said in a bubble and in the info lines.
* Teams (R-VAR-7): each plate carries its team's colour *and* letter ("Team A"), the info
  lines list the teams with their point cards.
* Every player for himself (R-VAR-4): the plates count each seat's point cards; most wins.
* Sanction (R-VAR-11): the punished player's plate says so, his target is in the info
  lines, the cards left over lie face up in the middle.
* Team cards (R-VAR-8): ``team_card_item.py``.

``projection.py`` calls in here through small hooks; nothing here decides a rule: it reads
``view.variant`` (``RettlerVariantInfo``), the team-card fields and the events.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QAbstractAnimation, QSequentialAnimationGroup
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QWidget

from engine.events import Event, HandsLifted, TrumpNamed
from engine.games.rettler.events import (
    COALITION,
    DECLARER_SIDE,
    TeamCardLooked,
    TeamCardsDealt,
    TeamCardsTurned,
)
from engine.games.rettler.view import RettlerView
from napoleon_gui.games.rettler import team_card_item
from napoleon_gui.i18n import N_, names_list, register, tr, trump_name
from napoleon_gui.table.projection import Speech
from napoleon_gui.widgets.plain import plain_label

if TYPE_CHECKING:
    from napoleon_gui.table.layout import Rect
    from napoleon_gui.table.scene import TableScene
    from napoleon_gui.widgets.decision import DecisionPanel

register(
    {
        "ret_var_imperial": N_("Every player for himself (R-VAR-4)"),
        "ret_var_teams": N_("Team game (R-VAR-7)"),
        "ret_var_sanction": N_("Sanction (R-VAR-11)"),
        "ret_var_trump": N_("Trump: {trump}"),
        "ret_var_naming": N_("Trump: named unseen by {name}"),
        "ret_var_most": N_("Most point cards wins"),
        "ret_var_most_prev": N_("Most point cards wins; ties: last game's counts"),
        "ret_team": N_("Team {letter}"),
        "ret_var_team_line": N_("{team}: {names} — {n}"),
        # issue 25: a team's point cards without its players (their plates name the team)
        "ret_var_team_count": N_("{team} — {n}"),
        "ret_var_target": N_("{name} must take {n} point cards (has {m})"),
        "ret_var_left_up": N_("Left over, face up: {n}"),
        "ret_var_left_aside": N_("Not in play: {n}"),
        "ret_role_chooser": N_("1st lead"),
        "ret_role_punished": N_("Punished: alone"),
        "ret_tc_line": N_("Team cards: {r} Rettler side, {c} coalition"),
        "ret_var_help_imperialism": N_(
            "Every player for himself. You lead the first round, so you name the trump kind "
            "now, before looking at your hand, which lies face down until then (R-VAR-4)."
        ),
        "ret_var_help_teams": N_(
            "Team game. You lead the first round for your team, so you name the trump kind "
            "now, before looking at your hand, which lies face down until then (R-VAR-7)."
        ),
        "ret_var_help_sanction": N_(
            "Sanction: you name the trump kind before looking at your hand, which lies face "
            "down until then, and play alone against everybody. You must take {n} point "
            "cards (R-VAR-11)."
        ),
        "ret_res_team": N_("{team} ({names}): {n} point cards"),
        "ret_res_wins": N_("{line} — wins"),
        "ret_res_side": N_("{side}: {names}"),
        "ret_res_rettler": N_("{name} (Rettler)"),
        "ret_res_most": N_("Most point cards: {names} ({n})"),
        "ret_res_sanction_met": N_("{name} had to take {target} point cards and took {n}."),
        "ret_res_sanction_again": N_(
            "{name} had to take {target} point cards and took {n}: sanctioned again."
        ),
        "ret_var_by_lot": N_("You were drawn by lot to lead this first game."),
        "ret_var_again": N_("Your side won the previous game: you name the trump again."),
    }
)

#: team colours (Okabe-Ito: sky blue, orange, green, told apart by colour-blind eyes too);
#: the plate also says the team's letter
TEAM_COLOURS = (QColor("#56b4e9"), QColor("#e69f00"), QColor("#009e73"), QColor("#cc79a7"))
PUNISHED_COLOUR = QColor("#d55e00")
TEAM_LETTERS = "ABCD"

#: the events this module shows (``projection.py`` lists them as its own)
EVENTS: tuple[type[Event], ...] = (
    TrumpNamed,
    HandsLifted,
    TeamCardsDealt,
    TeamCardLooked,
    TeamCardsTurned,
)


def team_label(team: int) -> str:
    return tr("ret_team", letter=TEAM_LETTERS[team % len(TEAM_LETTERS)])


# --- placements ----------------------------------------------------------------------------
def leftover_faces(view: RettlerView, size: int) -> list[int | None]:
    """The cards left over in the middle: face up when the view shows them (R-VAR-11's
    leftovers, every variant's once the deal is over), else face down."""
    shown = view.kitty if view.variant is not None and view.kitty is not None else None
    if shown is not None and len(shown) == size:
        return list(shown)
    return [None] * size


# --- name plates and info lines ------------------------------------------------------------
def decorate(scene: TableScene, view: RettlerView) -> None:
    """Plates: team colour and letter (R-VAR-7), the chooser or the punished player
    (R-VAR-4/11), the team cards' sides (R-VAR-8)."""
    if view.rules.team_cards:
        team_card_item.sync_cards(scene, view)
        team_card_item.side_plates(scene, view)
        return
    info = view.variant
    if info is None:
        return
    for seat in range(view.players):
        plate = scene.plate(seat)
        role = ""
        colour: QColor | None = None
        if info.teams:
            team = info.teams[seat]
            role = team_label(team)
            colour = TEAM_COLOURS[team % len(TEAM_COLOURS)]
        if seat == info.chooser:
            if info.variant == "sanction":
                role, colour = tr("ret_role_punished"), PUNISHED_COLOUR
            else:
                word = tr("ret_role_chooser")
                role = f"{role} · {word}" if role else word
        plate.team_colour = colour
        plate.set_state(role=role, points=plate.points, dealer=plate.dealer)
        plate.update()


def captions(scene: TableScene, view: RettlerView) -> dict[str, tuple[Rect, str]]:
    """The leftovers' caption (R-VAR-7/11: face up or aside)."""
    layout = scene.table_layout
    size = view.rules.deal_sizes[view.players][1]
    if layout is None or not size or view.variant is None:
        return {}
    slot = layout.kitty_slots(size)[0]
    public = view.variant.leftovers_public
    key = "ret_var_left_up" if public else "ret_var_left_aside"
    return {"leftovers": (layout.caption_under(slot, 230.0), tr(key, n=size))}


def team_cards_line(view: RettlerView) -> str:
    """R-VAR-8 (D-30): how many cards of each side were dealt."""
    contract = view.contract
    allowed = contract.adjutants if contract is not None else 0
    rettler = min(allowed, view.players - 1)
    return tr("ret_tc_line", r=rettler, c=view.players - 1 - rettler)


#: the trump's line in ``variant_lines`` (cut short rather than shrinking the others)
TRUMP_LINE = 1


def variant_lines(scene: TableScene, view: RettlerView, compact: bool = False) -> list[str]:
    """At most five short lines for R-VAR-4/7/11 (no auction there): the variant, the trump
    and who named it, then the teams with their point cards, the winner's rule or the
    punished player's target, and the trick counter. ``compact``: each team's point cards
    without its players' names (every plate names its team), for a table too small for
    the full lines (issue 25)."""
    info = view.variant
    assert info is not None
    name = scene.seat_name(info.chooser)
    lines = [tr(f"ret_var_{info.variant}" if info.variant != "imperialism" else "ret_var_imperial")]
    if info.trump:
        lines.append(tr("ret_var_trump", trump=trump_name(info.trump)))
    else:
        lines.append(tr("ret_var_naming", name=name))
    if info.teams:
        count = max(info.teams) + 1
        for team in range(count):
            seats = [s for s, t in enumerate(info.teams) if t == team]
            points = sum(view.points_by_seat[s] for s in seats)
            if compact:
                lines.append(tr("ret_var_team_count", team=team_label(team), n=points))
                continue
            names = names_list(scene.seat_name(s) for s in seats)
            lines.append(tr("ret_var_team_line", team=team_label(team), names=names, n=points))
    elif info.variant == "sanction":
        taken = view.points_by_seat[info.chooser]
        lines.append(tr("ret_var_target", name=name, n=info.target, m=taken))
    else:
        lines.append(tr("ret_var_most_prev" if info.previous_counts else "ret_var_most"))
    if view.phase == "play":
        k, size = view.trick_number, view.round.size if view.round is not None else 1
        if size > 1:
            lines.append(tr("ret_tricks", k=k, last=k + size - 1, n=view.tricks))
        else:
            lines.append(tr("ret_trick", k=k, n=view.tricks))
    return lines[:5]


# --- speech and animations -----------------------------------------------------------------
def speech(event: Event) -> Speech | None:
    """The chooser says the kind he named (None: not this module's event)."""
    if isinstance(event, TrumpNamed):
        return True, [], [(event.seat, trump_name(event.trump))]
    return None


def animate(
    scene: TableScene, event: Event, view: RettlerView, d: int
) -> QAbstractAnimation | None:
    from napoleon_gui.games.rettler.projection import morph

    if isinstance(event, TrumpNamed):
        scene.update_decorations(view)
        return scene.anim_contract(event.seat, d)
    if isinstance(event, HandsLifted):  # the chooser picks up his hand: it turns face up
        seq = QSequentialAnimationGroup()
        moves = morph(scene, view, d)
        if moves is not None:
            seq.addAnimation(moves)
        return seq if seq.animationCount() else None
    # R-VAR-8: the team cards change only here, each in its own event's turn in the queue
    if isinstance(event, TeamCardsDealt):
        return team_card_item.anim_dealt(scene, view, d)
    if isinstance(event, TeamCardLooked):
        return team_card_item.anim_looked(scene, event.seat, event.side, d)
    if isinstance(event, TeamCardsTurned):
        return team_card_item.anim_turned(scene, event.sides, d)
    return None


# --- the decision ----------------------------------------------------------------------------
def trump_choice_panel(view: RettlerView) -> DecisionPanel:
    """The shared trump panel (Napoleon's N-VAR-5 uses it too) with Rettler's words for the
    variant being played; Enter names the hint's kind."""
    from engine.hints import suggest
    from napoleon_gui.widgets.trump_choice_panel import TrumpChoicePanel

    info = view.variant
    help_text = ""
    if info is not None:
        help_text = tr(f"ret_var_help_{info.variant}", n=info.target)
        if info.variant != "sanction":
            help_text += " " + tr("ret_var_by_lot" if info.by_lot else "ret_var_again")
    hint = suggest("rettler", view).action
    return TrumpChoicePanel(view, suggested=getattr(hint, "trump", ""), help_text=help_text)


# --- the deal result -------------------------------------------------------------------------
def result_lines(detail: dict[str, Any], names: list[str]) -> list[str]:
    """Who was on which side, from the engine's result (``DealResult.detail``): the teams
    and their point cards (R-VAR-7), the team cards' sides (R-VAR-8), the most point cards
    (R-VAR-4), the punished player's target (R-VAR-11)."""

    def who(seats: list[int]) -> str:
        return names_list(names[s] if s < len(names) else str(s + 1) for s in seats)

    lines: list[str] = []
    if detail.get("team_game"):
        teams: list[int] = list(detail["teams"])
        won = set(detail.get("winning_teams", ()))
        for team, points in enumerate(detail["team_points"]):
            seats = [s for s, t in enumerate(teams) if t == team]
            line = tr("ret_res_team", team=team_label(team), names=who(seats), n=points)
            lines.append(tr("ret_res_wins", line=line) if team in won else line)
    elif detail.get("team_cards"):
        sides: list[str | None] = list(detail["team_cards"])
        rettler = [s for s, side in enumerate(sides) if side is None]
        for side in (DECLARER_SIDE, COALITION):
            seats = [s for s, x in enumerate(sides) if x == side]
            text = who(seats)
            if side == DECLARER_SIDE and rettler:
                own = tr("ret_res_rettler", name=who(rettler))
                text = names_list(t for t in (own, text) if t)
            lines.append(tr("ret_res_side", side=team_card_item.side_name(side), names=text))
    elif detail.get("sanction"):
        key = "ret_res_sanction_met" if detail.get("met") else "ret_res_sanction_again"
        lines.append(
            tr(key, name=who([int(detail["punished"])]), target=detail["target"], n=detail["taken"])
        )
    elif detail.get("imperialism"):
        counts: list[int] = list(detail["point_cards"])
        winners = list(detail.get("winners", ()))
        if winners:
            lines.append(tr("ret_res_most", names=who(winners), n=counts[winners[0]]))
    return lines


def result_part(detail: dict[str, Any], names: list[str]) -> QWidget | None:
    """The result window's lines on the sides (a label ``variant_result``), or None."""
    lines = result_lines(detail, names)
    if not lines:
        return None
    label = plain_label("\n".join(lines))
    label.setObjectName("variant_result")
    label.setWordWrap(True)
    font = label.font()
    font.setBold(True)
    label.setFont(font)
    return label
