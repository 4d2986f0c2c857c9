"""Warrior (Classic)."""
