"""Druid (Classic)."""
