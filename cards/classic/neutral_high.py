"""Neutral (Classic), cost 4 and more."""
