"""Whispers of the Old Gods: Neutral cards."""

from cards.keywords import card, register

register(
    card("OG_145"),  # Psych-o-Tron
)
