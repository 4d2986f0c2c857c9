"""The Grand Tournament (2015): the cards the benchmark decks play, with their tokens and
enchantments. Importing this package registers them."""

from cards.tgt import (  # noqa: F401
    mage,
    neutral,
    paladin,
    priest,
    shaman,
)
