"""Mean Streets of Gadgetzan: Neutral cards."""

from cards.keywords import (
    ENEMY_MINIONS,
    FRIENDLY_WEAPON,
    SELF,
    aura,
    card,
    enchantment,
    event_is,
    on,
    register,
)
from hsfp.core.dsl import (
    Buff,
    CountAtLeast,
    Exists,
    Friendly,
    InZone,
    IsRace,
    IsType,
    PutIntoPlay,
    RandomN,
    Side,
)
from hsfp.core.tags import CardType, EventKind, Race, Zone

ENEMY_HAND_MINIONS = InZone(Zone.HAND, Side.ENEMY).where(IsType(CardType.MINION))

register(
    card("CFM_790", battlecry=PutIntoPlay(RandomN(ENEMY_HAND_MINIONS, 1))),  # Dirty Rat
    card("CFM_651", battlecry=Buff(FRIENDLY_WEAPON, "CFM_651e")),  # Naga Corsair
    enchantment("CFM_651e", atk=1),
    card("CFM_637", triggers=(  # Patches the Pirate: listens from the deck, after the Pirate's Battlecry
        on(EventKind.AFTER_PLAY, PutIntoPlay(SELF), when=event_is(Friendly() & IsRace(Race.PIRATE)),
           zones=(Zone.DECK,)),)),
    card("CFM_652", auras=(  # Second-Rate Bruiser
        aura(SELF, cost=-2, condition=CountAtLeast(ENEMY_MINIONS, 3), from_hand=True),)),
    card("CFM_325", auras=(aura(SELF, atk=2, condition=Exists(FRIENDLY_WEAPON)),)),  # Small-Time Buccaneer
)
