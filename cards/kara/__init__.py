"""One Night in Karazhan (2016): the cards the benchmark decks play, with their tokens and
enchantments. Importing this package registers them."""

from cards.kara import (  # noqa: F401
    mage,
    neutral,
    priest,
    rogue,
    shaman,
    warlock,
)
