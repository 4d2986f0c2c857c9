"""Neutral (Classic), cost 0 to 3."""
