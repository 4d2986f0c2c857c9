"""Hunter (Basic)."""

from cards.keywords import (
    ANY_CHARACTER,
    ANY_MINION,
    ENEMY_MINIONS,
    FRIENDLY_MINIONS,
    SELF,
    TARGET,
    aura,
    card,
    enchantment,
    register,
    whenever_you_summon,
)
from hsfp.core.dsl import (
    Buff,
    CardList,
    CountAtLeast,
    Damage,
    Draw,
    DrawThis,
    Exists,
    If,
    IsRace,
    Mill,
    Pick,
    RandomN,
    SummonFromPool,
    TopOfDeck,
)
from hsfp.core.tags import Race, Tag

BEASTS = FRIENDLY_MINIONS.where(IsRace(Race.BEAST))

register(
    card("VAN_CS2_084", target=ANY_MINION, play=Buff(TARGET, "CS2_084e")),  # Hunter's Mark
    enchantment("CS2_084e", set_health=1),
    card("VAN_DS1_175", auras=(aura(BEASTS - SELF, atk=1),)),  # Timber Wolf
    card("VAN_DS1_184", play=Pick(TopOfDeck(3), chosen=DrawThis(TARGET), rest=Mill(TARGET))),  # Tracking
    card("VAN_DS1_185", target=ANY_CHARACTER, play=Damage(TARGET, 2)),  # Arcane Shot
    card("VAN_CS2_237", triggers=(whenever_you_summon(Draw(1), IsRace(Race.BEAST)),)),  # Starving Buzzard
    card("VAN_EX1_539", target=ANY_CHARACTER,  # Kill Command
         play=If(Exists(BEASTS), Damage(TARGET, 5), Damage(TARGET, 3))),
    card("VAN_NEW1_031",  # Animal Companion: Misha, Leokk or Huffer
         play=SummonFromPool(CardList(("VAN_NEW1_032", "VAN_NEW1_033", "VAN_NEW1_034")))),
    card("VAN_NEW1_032"),  # Misha
    card("VAN_NEW1_033", auras=(aura(FRIENDLY_MINIONS - SELF, atk=1),)),  # Leokk
    card("VAN_NEW1_034"),  # Huffer
    card("VAN_DS1_070", target=BEASTS, battlecry=Buff(TARGET, "DS1_070o")),  # Houndmaster
    enchantment("DS1_070o", atk=2, health=2, grants=(Tag.TAUNT,)),
    card("VAN_DS1_183", playable_if=CountAtLeast(ENEMY_MINIONS, 2),  # Multi-Shot
         play=Damage(RandomN(ENEMY_MINIONS, 2), 3)),
    card("VAN_DS1_178", auras=(aura(BEASTS, grants=(Tag.CHARGE,)),)),  # Tundra Rhino
)
