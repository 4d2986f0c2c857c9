"""Warrior (Classic)."""

from cards.keywords import (
    ALL_MINIONS,
    ANY_CHARACTER,
    ANY_MINION,
    FRIENDLY_CHARACTERS,
    FRIENDLY_HERO,
    FRIENDLY_ONLY,
    FRIENDLY_WEAPON,
    SELF,
    TARGET,
    card,
    enchantment,
    enrage,
    event_is,
    on,
    register,
    seq,
)
from hsfp.core.dsl import (
    Buff,
    Count,
    CountAtLeast,
    Damage,
    Damaged,
    Dead,
    Destroy,
    Draw,
    EquipWeapon,
    EventTarget,
    Exists,
    GainArmor,
    HealthAtMost,
    If,
    IsType,
    Modifier,
    ModOp,
    ModStage,
    Players,
    RandomN,
    Side,
    TagOf,
)
from hsfp.core.tags import CardType, EventKind, Tag

_MINION = IsType(CardType.MINION)

#: Gorehowl: after your hero attacks a minion, the weapon loses 1 Attack ("Needs Sharpening") and the
#: Durability the attack spent is given back ("Bloodrage": its remaining Durability does not change).
_GOREHOWL_HITS_A_MINION = event_is(FRIENDLY_ONLY & IsType(CardType.HERO)) & Exists(EventTarget().where(_MINION))

register(
    card("VAN_CS2_104", target=ALL_MINIONS.where(Damaged()), play=Buff(TARGET, "CS2_104e")),  # Rampage
    enchantment("CS2_104e", atk=3, health=3),
    card("VAN_EX1_391", target=ANY_MINION,  # Slam
         play=seq(Damage(TARGET, 2), If(Exists(TARGET.where(~Dead())), Draw(1)))),
    card("VAN_EX1_392", play=Draw(Count(FRIENDLY_CHARACTERS.where(Damaged())))),  # Battle Rage
    card("VAN_EX1_398", battlecry=EquipWeapon("EX1_398t")),  # Arathi Weaponsmith
    card("EX1_398t"),  # Battle Axe
    card("VAN_EX1_402", triggers=(  # Armorsmith
        on(EventKind.DAMAGE, GainArmor(1), when=event_is(FRIENDLY_ONLY & _MINION)),)),
    card("VAN_EX1_407", playable_if=CountAtLeast(ALL_MINIONS, 2),  # Brawl
         play=Destroy(ALL_MINIONS - RandomN(ALL_MINIONS, 1))),
    card("VAN_EX1_408", target=ANY_CHARACTER, play=If(  # Mortal Strike
        Exists(FRIENDLY_HERO.where(HealthAtMost(12))), Damage(TARGET, 6), Damage(TARGET, 4))),
    card("VAN_EX1_409", play=If(Exists(FRIENDLY_WEAPON),  # Upgrade!
                                Buff(FRIENDLY_WEAPON, "EX1_409e"), EquipWeapon("EX1_409t"))),
    enchantment("EX1_409e", atk=1, durability=1),
    card("EX1_409t"),  # Heavy Axe
    card("VAN_EX1_410", target=ANY_MINION, play=Damage(TARGET, TagOf(FRIENDLY_HERO, Tag.ARMOR))),  # Shield Slam
    card("VAN_EX1_411", triggers=(  # Gorehowl
        on(EventKind.AFTER_ATTACK, seq(Buff(SELF, "EX1_411e"), Buff(SELF, "EX1_411e2")),
           when=_GOREHOWL_HITS_A_MINION),)),
    enchantment("EX1_411e", durability=1),
    enchantment("EX1_411e2", atk=-1),
    card("VAN_EX1_414", auras=(enrage(atk=6),)),  # Grommash Hellscream
    card("VAN_EX1_603", target=ANY_MINION,  # Cruel Taskmaster
         battlecry=seq(Damage(TARGET, 1), Buff(TARGET, "EX1_603e"))),
    enchantment("EX1_603e", atk=2),
    card("VAN_EX1_604", triggers=(  # Frothing Berserker
        on(EventKind.DAMAGE, Buff(SELF, "EX1_604o"), when=event_is(_MINION)),)),
    enchantment("EX1_604o", atk=1),
    card("VAN_EX1_607", target=ANY_MINION, play=seq(Damage(TARGET, 1), Buff(TARGET, "EX1_607e"))),  # Inner Rage
    enchantment("EX1_607e", atk=2),
    # a player enchantment for this turn: minions played later this turn are covered too
    card("VAN_NEW1_036", play=seq(Buff(Players(Side.FRIENDLY), "NEW1_036e2"), Draw(1))),  # Commanding Shout
    enchantment("NEW1_036e2", this_turn=True,
                modifiers=(Modifier(ModStage.DAMAGE, ModOp.KEEP_ONE, to=FRIENDLY_ONLY & _MINION),)),
)
