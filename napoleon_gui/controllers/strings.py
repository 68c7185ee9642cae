"""Strings of the game flow (English msgids; translations in the catalogues)."""

from napoleon_gui.i18n import N_, register

register(
    {
        "status_dealt": N_("The cards are dealt."),
        "status_deal_over": N_("The deal is over."),
        "status_your_card": N_(
            "Your turn: click a card to play it (or drag it, or arrows + Enter)."
        ),
        "status_your_card_select": N_(
            "Your turn: click a card to choose it, click it again to play "
            "it (or double-click, or arrows + Enter)."
        ),
        "status_auto_playing": N_("Your only card to play: {action} — played for you."),
        "status_auto_played": N_("{action} was played automatically (Settings)."),
        "status_your_decision": N_("Your decision."),
        "status_thinking": N_("{name} is thinking…"),
        "status_you_thinking": N_("You are thinking…"),
        # issue 25 (polish25): a dialog holds the game; nobody thinks meanwhile
        "status_paused": N_("The game is paused until the dialog is closed."),
        # issue 25: the trick lies on the table (nobody thinks), then its winner leads
        "status_takes_trick": N_("{name} takes the trick."),
        "status_you_take_trick": N_("You take the trick."),
        "status_won_and_leads": N_("{name} won the trick and leads."),
        "status_you_won_and_lead": N_("You won the trick and lead."),
        "trick_won_by": N_("{name} takes the trick: {text}"),
        # the human's seat: the verb agrees with "You" (not "You takes the trick")
        "trick_won_by_you": N_("You take the trick: {text}"),
        "bot_illegal": N_(
            "An AI player chose an illegal action ({action}); a random legal one was "
            "played instead."
        ),
        "bot_failed": N_("The AI of {name} failed; a random legal action was played instead."),
        "not_your_turn": N_("It is not your turn."),
        "refused": N_("Not allowed: {reason} ({rule})"),
        "hint_line": N_("Hint: {action} — {text}"),
        #: a hint of several actions at once (the kitty exchange): the text names them all
        "hint_set_line": N_("Hint: {text}"),
        #: the hint is being searched (off the GUI thread; the table goes on meanwhile)
        "hint_thinking": N_("Hint: thinking…"),
        "hint_failed": N_("The hint could not be worked out."),
    }
)
