"""Paradigm five, progression (seed 000 ch. 27): a count kept across turns on a player's row (the next
Jade Golem, the Totems summoned this game) and the cards that read it."""

from __future__ import annotations

from cards.keywords.phrases import SELF
from cards.keywords.static import aura
from hsfp.core.dsl import Amount, AuraDef


def costs_less_per(amount: Amount) -> AuraDef:
    """"Costs (1) less for each ..." : the card's own cost, while it is in hand."""
    return aura(SELF, cost=-1, scale=amount, from_hand=True)
