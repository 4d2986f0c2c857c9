"""Blackrock Mountain (2015): the cards the benchmark decks play, with their tokens and
enchantments. Importing this package registers them."""

from cards.brm import (  # noqa: F401
    neutral,
    priest,
    warlock,
)
