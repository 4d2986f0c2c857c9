"""Shaman (Classic)."""
