"""Priest (Classic)."""
