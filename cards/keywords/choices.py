"""Paradigm four, choices (seed 000 ch. 27): the resolution waits for the player. Discover offers three
distinct cards of a pool (`hsfp.core.dsl.Discover` and its variants); the pools of the 2014-2016 cards
draw from the cards of their own printings."""

from __future__ import annotations

from hsfp.core.dsl import Collectible, OfPrinting

#: The collectible cards in their own printings (ids without the `VAN_` or `CORE_` prefix of the later
#: Classic and Core sets): the pool the cards of the 2014-2016 expansions draw random cards from.
ORIGINAL_PRINTINGS = OfPrinting(Collectible(), ("VAN_", "CORE_"), exclude=True)

