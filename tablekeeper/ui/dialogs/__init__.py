"""The dialogs of the table window: new game, open game, hand entry, scoring, standings."""
