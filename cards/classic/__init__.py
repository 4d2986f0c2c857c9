"""The Classic cards of the Classic format (the VANILLA set beyond Basic), with their tokens and
enchantments, and the few cards of other sets that the seed's examples use. Importing this package
registers them."""

from cards.classic import (  # noqa: F401
    druid,
    hunter,
    mage,
    neutral_high,
    neutral_low,
    other_sets,
    paladin,
    priest,
    rogue,
    shaman,
    warlock,
    warrior,
)
