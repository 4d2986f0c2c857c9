"""The Grand Tournament: Shaman."""

from cards.keywords import card, register

register(
    card("AT_052"),  # Totem Golem: Overload (1) is printed
)
