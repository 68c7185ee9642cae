"""Plain whist, the rules the engine applies, with their IDs (cited by refusals, events,
bots and the rules viewer).

- W-SEAT-1: four players; partners sit opposite (seats 0 and 2 against 1 and 3).
- W-DEAL-1: 52 cards, 13 each, one at a time from the dealer's left; the dealer's last card
  is turned face up: its suit is trump, and the dealer keeps it in his hand.
- W-DEAL-2: the deal passes to the left after every deal.
- W-PLAY-1: the player on the dealer's left leads the first trick; the winner of a trick
  leads the next.
- W-PLAY-2: follow suit if you can; otherwise play any card.
- W-TRICK-1: the highest trump wins the trick; without a trump, the highest card of the suit
  led.
- W-SCORE-1: the side that takes more than six tricks scores one point for each trick over
  six (its "odd tricks"); the other side scores nothing.
- W-END-1: the game ends once a side has the rule set's target (one deal, or 5 points).
"""

from __future__ import annotations

RULES: dict[str, str] = {
    "W-SEAT-1": "Four players; partners sit opposite.",
    "W-DEAL-1": "13 cards each; the dealer's last card is turned up: its suit is trump.",
    "W-DEAL-2": "The deal passes to the left.",
    "W-PLAY-1": "The player on the dealer's left leads; each trick's winner leads the next.",
    "W-PLAY-2": "Follow suit if you can; otherwise play any card.",
    "W-TRICK-1": "The highest trump wins; without one, the highest card of the suit led.",
    "W-SCORE-1": "The side with more than six tricks scores one point per trick over six.",
    "W-END-1": "The game ends once a side reaches the target.",
}
