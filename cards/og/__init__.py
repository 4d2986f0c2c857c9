"""Whispers of the Old Gods (2016): the cards the benchmark decks play, with their tokens and
enchantments. Importing this package registers them."""

from cards.og import (  # noqa: F401
    mage,
    neutral,
    shaman,
    warlock,
    warrior,
)
