"""Shaman (Basic)."""

from cards.keywords import (
    ANY_CHARACTER,
    ANY_MINION,
    ENEMY_CHARACTERS,
    FRIENDLY_CHARACTERS,
    FRIENDLY_MINIONS,
    SELF,
    TARGET,
    at_end_of_your_turn,
    aura,
    card,
    enchantment,
    register,
    seq,
)
from hsfp.core.dsl import Adjacent, Buff, Damage, Freeze, Heal, IsRace, SetTag, TagOf, Transform
from hsfp.core.tags import Race, Tag

register(
    card("VAN_CS2_041", target=ANY_MINION,  # Ancestral Healing
         play=seq(Heal(TARGET, TagOf(TARGET, Tag.DAMAGE)), Buff(TARGET, "CS2_041e"))),
    enchantment("CS2_041e", grants=(Tag.TAUNT,)),
    card("VAN_EX1_244", play=Buff(FRIENDLY_MINIONS.where(IsRace(Race.TOTEM)), "EX1_244e")),  # Totemic Might
    enchantment("EX1_244e", health=2),
    card("VAN_CS2_037", target=ENEMY_CHARACTERS, play=seq(Damage(TARGET, 1), Freeze(TARGET))),  # Frost Shock
    card("VAN_CS2_045", target=FRIENDLY_CHARACTERS, play=Buff(TARGET, "CS2_045e")),  # Rockbiter Weapon
    enchantment("CS2_045e", atk=3, this_turn=True),
    card("VAN_CS2_039", target=ANY_MINION, play=SetTag(TARGET, Tag.WINDFURY)),  # Windfury
    card("VAN_EX1_565", auras=(aura(Adjacent(SELF), atk=2),)),  # Flametongue Totem
    card("VAN_EX1_246", target=ANY_MINION, play=Transform(TARGET, "hexfrog")),  # Hex
    card("hexfrog"),  # Frog
    card("VAN_EX1_587", target=FRIENDLY_MINIONS, battlecry=SetTag(TARGET, Tag.WINDFURY)),  # Windspeaker
    card("VAN_CS2_046", play=Buff(FRIENDLY_MINIONS, "CS2_046e")),  # Bloodlust
    enchantment("CS2_046e", atk=3, this_turn=True),
    card("VAN_CS2_042", target=ANY_CHARACTER, battlecry=Damage(TARGET, 3)),  # Fire Elemental
    # the basic totems of Totemic Call
    card("VAN_CS2_050"),  # Searing Totem
    card("VAN_CS2_051"),  # Stoneclaw Totem
    card("VAN_CS2_052"),  # Wrath of Air Totem
    card("VAN_NEW1_009", triggers=(at_end_of_your_turn(Heal(FRIENDLY_MINIONS, 1)),)),  # Healing Totem
)
