"""Mage (Classic)."""
