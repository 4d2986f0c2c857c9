"""The League of Explorers (2015): the cards the benchmark decks play, with their tokens and
enchantments. Importing this package registers them."""

from cards.loe import (  # noqa: F401
    mage,
    neutral,
    priest,
    rogue,
    shaman,
    warlock,
)
