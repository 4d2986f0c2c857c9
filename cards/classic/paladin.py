"""Paladin (Classic)."""
