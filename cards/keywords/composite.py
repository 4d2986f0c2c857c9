"""Paradigm six, composite (seed 000 ch. 27): what one card does to other entities by attaching to them.
Everything merged into a host goes through an enchantment, so Silence or removal takes it back at once;
a hand buff is an enchantment on a card in hand that stays when it is played."""

from __future__ import annotations

from cards.keywords.phrases import HAND_MINIONS
from hsfp.core.dsl import Buff, Effect, Selector


def give_hand(enchantment_id: str, what: Selector = HAND_MINIONS) -> Effect:
    """Returns "Give all minions in your hand ..." (or the cards `what` selects): the enchantment on each
    card in hand, kept when the card is played or summoned from the hand."""
    return Buff(what, enchantment_id)
