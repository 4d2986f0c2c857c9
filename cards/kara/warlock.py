"""One Night in Karazhan: Warlock."""

from cards.keywords import card, event_is, on, register
from hsfp.core.dsl import Draw, EventPlayerFriendly, IsThis, Summon
from hsfp.core.tags import EventKind, Zone

register(
    card("KAR_089", triggers=(  # Malchezaar's Imp
        on(EventKind.DISCARD, Draw(1), when=EventPlayerFriendly()),)),
    # Silverware Golem: a reaction of the card in hand to its own discard; it resolves once the discard
    # has put the card in the graveyard, so it listens there too. A new Golem is summoned, rightmost.
    card("KAR_205", triggers=(  # Silverware Golem
        on(EventKind.DISCARD, Summon("KAR_205"), when=EventPlayerFriendly() & event_is(IsThis()),
           zones=(Zone.HAND, Zone.GRAVEYARD)),)),
)
