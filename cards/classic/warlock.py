"""Warlock (Classic)."""
