"""One Night in Karazhan: Priest."""

from cards.keywords import FRIENDLY_HERO, FRIENDLY_ONLY, card, event_is, on, register
from hsfp.core.dsl import Heal
from hsfp.core.tags import EventKind

register(
    card("KAR_035", triggers=(  # Priest of the Feast
        on(EventKind.SPELL_CAST, Heal(FRIENDLY_HERO, 3), when=event_is(FRIENDLY_ONLY)),)),
)
