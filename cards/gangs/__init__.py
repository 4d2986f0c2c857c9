"""Mean Streets of Gadgetzan (2016): the cards the benchmark decks play, with their tokens and
enchantments. Importing this package registers them."""

from cards.gangs import (  # noqa: F401
    grimy_goons,
    jade_lotus,
    kabal,
    neutral,
)
