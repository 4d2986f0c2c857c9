"""The CORE set (today's common base of Standard), its heroes and today's Hero Powers. Importing this package
registers its cards."""

from cards.core import (  # noqa: F401  (each module registers its cards)
    avatar,
    deathknight,
    demonhunter,
    druid,
    heroes,
    hunter,
    mage,
    neutral_a,
    neutral_b,
    paladin,
    priest,
    raptor_herald,
    reprints,
    rogue,
    shaman,
    warlock,
    warrior,
)
