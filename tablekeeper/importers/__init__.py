"""Readers of game records from elsewhere (Tenhou), turned into tablekeeper's own hand results."""
