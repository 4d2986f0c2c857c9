"""The CORE set: Paladin. Random cards come from the CORE set itself (`cards.core.pools`)."""

from __future__ import annotations

import cards.legacy  # noqa: F401  (Light's Justice, the weapon Muster for Battle equips)
from cards.core.pools import CORE_CARDS
from cards.keywords import (
    ANY_CHARACTER,
    ANY_MINION,
    FRIENDLY_HERO,
    FRIENDLY_MINIONS,
    FRIENDLY_ONLY,
    HAND_MINIONS,
    SELF,
    TARGET,
    aura,
    card,
    enchantment,
    event_is,
    on,
    register,
    seq,
)
from hsfp.core.dsl import (
    Buff,
    Detach,
    Discover,
    Draw,
    EquipWeapon,
    EventPlayerFriendly,
    Exists,
    ForEach,
    HasTag,
    Heal,
    If,
    InZone,
    IsSchool,
    IsType,
    Last,
    OfCost,
    OfSchool,
    OfType,
    Players,
    RandomN,
    Relation,
    SetTag,
    Side,
    Summon,
    SummonFromPool,
    TagOf,
)
from hsfp.core.tags import CardType, EventKind, SpellSchool, Tag, Zone

CORE_SPELLS = OfType(CORE_CARDS, CardType.SPELL)
TWO_COST_MINIONS = OfCost(OfType(CORE_CARDS, CardType.MINION), Relation.EQ, 2)
HOLY = IsSchool(SpellSchool.HOLY)
MINION = IsType(CardType.MINION)
RECRUIT = "CS2_101t"  # Silver Hand Recruit
LIGHTS_JUSTICE = "CS2_091"  # the 1/4 weapon
MEDIC = "BAR_878t"  # Battlefield Medic
STEGODON = "UNG_810"
RESISTANCE = "TTN_851e"
ENEMY_SPELLS_IN_HAND = InZone(Zone.HAND, Side.ENEMY).where(IsType(CardType.SPELL))

register(
    card("CORE_BAR_878", triggers=(  # Veteran Warmedic
        on(EventKind.AFTER_SPELL, Summon(MEDIC), when=event_is(FRIENDLY_ONLY & HOLY)),)),
    card(MEDIC),  # Battlefield Medic
    card("CORE_BT_292", target=ANY_MINION, play=seq(Buff(TARGET, "BT_292e"), Draw(1))),  # Hand of A'dal
    enchantment("BT_292e", atk=2, health=1),
    card("CORE_GVG_059", battlecry=ForEach(RandomN(FRIENDLY_MINIONS, 1), seq(  # Coghammer
        SetTag(TARGET, Tag.DIVINE_SHIELD), SetTag(TARGET, Tag.TAUNT)))),
    card("CORE_GVG_061", play=seq(Summon(RECRUIT, 3), EquipWeapon(LIGHTS_JUSTICE))),  # Muster for Battle
    card(RECRUIT),  # Silver Hand Recruit
    card("CORE_ICC_038"),  # Righteous Protector
    # Ivory Knight: the Health comes after the pick, by the Cost of the chosen card, the one just put
    # rightmost in the hand (the heal's own target is the hero, so the amount cannot read it as the target)
    card("CORE_KAR_057", battlecry=Discover(  # Ivory Knight
        CORE_SPELLS, then=Heal(FRIENDLY_HERO, TagOf(Last(InZone(Zone.HAND)), Tag.COST)))),
    card("CORE_KAR_077", target=ANY_MINION,  # Silvermoon Portal
         play=seq(Buff(TARGET, "KAR_077e"), SummonFromPool(TWO_COST_MINIONS))),
    enchantment("KAR_077e", atk=2, health=2),
    card("CORE_ONY_022", battlecry=Discover(OfSchool(CORE_SPELLS, SpellSchool.HOLY))),  # Battle Vicar
    card("CORE_SW_047", triggers=(  # Highlord Fordragon
        on(EventKind.DIVINE_SHIELD_LOST, Buff(RandomN(HAND_MINIONS, 1), "SW_047e"),
           when=event_is(FRIENDLY_ONLY & MINION)),)),
    enchantment("SW_047e", atk=5, health=5),
    card("CORE_TRL_307", target=ANY_CHARACTER, play=seq(Heal(TARGET, 4), Draw(1))),  # Flash of Light
    card("CORE_TSC_076", play=seq(  # Immortalized in Stone
        Summon("TSC_076t3"), Summon("TSC_076t2"), Summon("TSC_076t"))),
    card("TSC_076t3"),  # Pristine Statue
    card("TSC_076t2"),  # Living Statue
    card("TSC_076t"),  # Worn Statue
    card("CORE_UNG_952", target=ANY_MINION, play=Buff(TARGET, "UNG_952e")),  # Spikeridged Steed
    enchantment("UNG_952e", atk=2, health=6, grants=(Tag.TAUNT,), deathrattle=Summon(STEGODON)),
    card(STEGODON),  # Stegodon
    card("TTN_851", play=Buff(Players(Side.FRIENDLY), RESISTANCE)),  # Resistance Aura
    # Lasts 2 enemy turns (the database's script number): the first end of an enemy turn marks it, the
    # second removes it (an enchantment's turns-in-play column is free: only minions in play count turns)
    enchantment(RESISTANCE, auras=(aura(ENEMY_SPELLS_IN_HAND, cost=1),), triggers=(on(
        EventKind.TURN_END, If(Exists(SELF.where(HasTag(Tag.NUM_TURNS_IN_PLAY))), Detach(),
                               SetTag(SELF, Tag.NUM_TURNS_IN_PLAY, 1)), when=~EventPlayerFriendly()),)),
)
