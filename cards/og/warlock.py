"""Whispers of the Old Gods: Warlock."""

from cards.keywords import SELF, card, enchantment, event_is, on, register
from hsfp.core.dsl import Buff, Discard, Draw, EventEntity, EventSource, Exists, Friendly, IsThis, Summon
from hsfp.core.tags import EventKind

#: "After you summon a minion": a played minion after its Battlecry (AFTER_SUMMON), any other summon at
#: once (a SUMMON whose source is not the minion itself).
OTHER_FRIENDLY = event_is(Friendly() & ~IsThis())
NOT_PLAYED = Exists(EventEntity() - EventSource())
GAIN_ATTACK = Buff(SELF, "OG_113e")

register(
    card("OG_113", triggers=(  # Darkshire Councilman
        on(EventKind.AFTER_SUMMON, GAIN_ATTACK, when=OTHER_FRIENDLY),
        on(EventKind.SUMMON, GAIN_ATTACK, when=OTHER_FRIENDLY & NOT_PLAYED),
    )),
    enchantment("OG_113e", atk=1),
    card("OG_109", battlecry=Discard(1), deathrattle=Draw(1)),  # Darkshire Librarian
    card("OG_241", deathrattle=Summon("OG_241a")),  # Possessed Villager
    card("OG_241a"),  # Shadowbeast
)
