"""The dialogs of the table: new game, bidding, misdeal, adjutant call, kitty exchange, joker
suit, deal result, score sheet, settings and the rules viewer. Each is built from an engine
view (or result) and returns engine actions; strings live in ``dialogs/strings.py``."""
