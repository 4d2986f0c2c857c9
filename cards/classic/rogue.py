"""Rogue (Classic)."""
