"""The side panel during Napoleon's and Rettler's auctions (issue 25, polish25): what a bid
means, the highest bid standing and the lowest bid that beats it, each fact taken from the
engine's bid ladder (N-BID-7, R-BID-5: every bid, low to high) and the view's standing bid;
no hidden card.

Only the open auction (N-BID-10) is described bid by bid: Fukashi's stand-then-raise
(N-BID-12) and the reverse all-take auction keep their own panels' words.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.actions import Action
from engine.games.family.auction import Ladder
from napoleon_gui.i18n import N_, register, tr

register(
    {
        "auc_note_napoleon": N_(
            "Auction: a bid is a number of the 20 point cards the bidder's side promises to "
            "take, with a trump kind (N-BID-1)."
        ),
        "auc_note_rettler": N_(
            "Auction: a bid is a number of the 40 point cards the bidder's side promises to "
            "take, with a trump kind (R-BID-1)."
        ),
        "auc_note_none_napoleon": N_("No bid yet; the lowest bid is {low} (N-BID-6)."),
        "auc_note_none_rettler": N_("No bid yet; the lowest bid is {low} (R-BID-2)."),
        "auc_note_beat_napoleon": N_("Highest bid: {bid}. To beat it: {next} or higher (N-BID-5)."),
        "auc_note_beat_rettler": N_("Highest bid: {bid}. To beat it: {next} or higher (R-BID-4)."),
        "auc_note_top_napoleon": N_("Highest bid: {bid}. No bid beats it (N-BID-6)."),
        "auc_note_top_rettler": N_("Highest bid: {bid}. No bid beats it (R-BID-2)."),
    }
)


def auction_note(
    game: str, ladder: Ladder, standing: Action | None, text: Callable[[Action], str]
) -> str:
    """``game``'s auction note (``napoleon`` or ``rettler``): the meaning of a bid, then the
    standing bid (``None``: none yet) and the lowest bid above it on ``ladder``, each in
    words by ``text``."""
    lines = [tr(f"auc_note_{game}")]
    if standing is None:
        lines.append(tr(f"auc_note_none_{game}", low=text(ladder.calls[0])))
    else:
        # the calls strictly above the standing bid (a Rettler tie is no overcall, R-BID-4)
        above = ladder.pass_or_higher[ladder.index_of[standing] + 1][1:]
        if above:
            lines.append(tr(f"auc_note_beat_{game}", bid=text(standing), next=text(above[0])))
        else:
            lines.append(tr(f"auc_note_top_{game}", bid=text(standing)))
    return " ".join(lines)
