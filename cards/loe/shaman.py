"""The League of Explorers: Shaman."""

from cards.keywords import SELF, card, enchantment, on, register
from hsfp.core.dsl import Buff, EventAmount, EventPlayerFriendly
from hsfp.core.tags import EventKind

register(
    card("LOE_018", triggers=(  # Tunnel Trogg: +1 Attack per crystal the Overload locks
        on(EventKind.OVERLOADED, Buff(SELF, "LOE_018e", atk=EventAmount()), when=EventPlayerFriendly()),)),
    enchantment("LOE_018e"),  # Trogg No Stupid
)
