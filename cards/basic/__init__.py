"""The Basic cards of the Classic format (the VANILLA set at rarity FREE), with tokens, enchantments,
heroes and hero powers. Importing this package registers them."""

from cards.basic import (  # noqa: F401
    druid,
    heroes,
    hunter,
    mage,
    neutral,
    paladin,
    priest,
    rogue,
    shaman,
    warlock,
    warrior,
)
