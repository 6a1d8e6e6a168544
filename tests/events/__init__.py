"""The pure events layer: records, seating, standings, rating."""
