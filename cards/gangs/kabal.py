"""Mean Streets of Gadgetzan: The Kabal (Mage, Priest, Warlock), their potions and Kazakus.

Kazakus's custom spell is three successive choices: its cost (a base card), then two parts of that cost's
list. The spell made (a "Kazakus Potion" of that cost) keeps its parts on its row and casts them in the
order chosen; each part is a spell card of its own. A part that names a target (Heart of Fire) asks for
it when the potion is cast (docs/rulings.md).
"""

from cards.keywords import (
    ALL_MINIONS,
    ANY_CHARACTER,
    ENEMY_MINIONS,
    FRIENDLY_MINIONS,
    ORIGINAL_PRINTINGS,
    TARGET,
    aura,
    card,
    enchantment,
    holding,
    on,
    register,
    seq,
)
from hsfp.core.dsl import (
    AddFromPool,
    AttackAtMost,
    BoardSpace,
    Buff,
    CastParts,
    Characters,
    CopyMode,
    CustomSpell,
    Damage,
    Detach,
    DiscoverCopy,
    DiscoverEach,
    Draw,
    Freeze,
    GainArmor,
    HasTag,
    HeroPowers,
    Host,
    If,
    InZone,
    IsRace,
    IsType,
    NoDuplicatesInDeck,
    OfClass,
    OfRace,
    OfType,
    Pick,
    Players,
    RandomN,
    Recipe,
    ReturnControl,
    ShuffleCopy,
    Side,
    Summon,
    SummonCopy,
    TakeControl,
    Transform,
    Whose,
)
from hsfp.core.tags import CardClass, CardType, EventKind, Race, Tag, Zone

_DEMONS = OfRace(OfType(ORIGINAL_PRINTINGS, CardType.MINION), Race.DEMON)
#: Friendly minions that died this game.
_DEAD_MINIONS = InZone(Zone.GRAVEYARD, Side.FRIENDLY).where(IsType(CardType.MINION))
#: What Heart of Fire may be aimed at: any character but an enemy in Stealth.
_AIMABLE = ANY_CHARACTER - Characters(Side.ENEMY).where(HasTag(Tag.STEALTH))
_SHEEP = "CFM_621_m5"


def _of_class(cls: CardClass) -> OfClass:
    return OfClass(ORIGINAL_PRINTINGS, Whose.NAMED, cls)


# ------------------------------------------------------------------- Kazakus's parts, by potion cost

_LESSER = ("CFM_621t2", "CFM_621t3", "CFM_621t4", "CFM_621t5", "CFM_621t6", "CFM_621t8", "CFM_621t9",
           "CFM_621t10", "CFM_621t37")
_GREATER = ("CFM_621t16", "CFM_621t17", "CFM_621t18", "CFM_621t19", "CFM_621t20", "CFM_621t21",
            "CFM_621t22", "CFM_621t23", "CFM_621t24", "CFM_621t38")
_SUPERIOR = ("CFM_621t25", "CFM_621t26", "CFM_621t27", "CFM_621t28", "CFM_621t29", "CFM_621t30",
             "CFM_621t31", "CFM_621t32", "CFM_621t33", "CFM_621t39")

#: Kazakus's custom spell: a 1-, 5- or 10-Cost potion of two parts of its list.
KAZAKUS_POTION = CustomSpell((
    Recipe("CFM_621t11", "CFM_621t", _LESSER),
    Recipe("CFM_621t12", "CFM_621t14", _GREATER),
    Recipe("CFM_621t13", "CFM_621t15", _SUPERIOR),
))

register(
    card("CFM_649", battlecry=DiscoverEach((  # Kabal Courier: one card of each class
        _of_class(CardClass.MAGE), _of_class(CardClass.PRIEST), _of_class(CardClass.WARLOCK)))),
    card("CFM_626", target=FRIENDLY_MINIONS, battlecry=Buff(TARGET, "CFM_626e")),  # Kabal Talonpriest
    enchantment("CFM_626e", health=3),
    card("CFM_662", play=Damage(ALL_MINIONS.where(~IsRace(Race.DRAGON)), 5)),  # Dragonfire Potion
    card("CFM_603", target=ENEMY_MINIONS.where(AttackAtMost(2)), playable_if=BoardSpace(),  # Potion of Madness
         play=TakeControl(TARGET, "CFM_603e")),
    enchantment("CFM_603e", triggers=(  # given back at the end of the turn, as Shadow Madness
        on(EventKind.TURN_END, seq(ReturnControl(Host()), Detach())),)),
    card("CFM_605", battlecry=If(holding(IsRace(Race.DRAGON)),  # Drakonid Operative
                                 DiscoverCopy(InZone(Zone.DECK, Side.ENEMY)))),
    card("CFM_065", play=Damage(ALL_MINIONS, 2)),  # Volcanic Potion
    card("CFM_660", target=FRIENDLY_MINIONS, battlecry=ShuffleCopy(TARGET)),  # Manic Soulcaster
    card("CFM_020", battlecry=If(NoDuplicatesInDeck(), Buff(Players(), "CFM_020e"))),  # Raza the Chained
    # on the player, not the Hero Power: a new Hero Power costs (0) too
    enchantment("CFM_020e", auras=(aura(HeroPowers(), set_cost=0),)),
    card("CFM_621", battlecry=If(NoDuplicatesInDeck(), KAZAKUS_POTION)),  # Kazakus
    # the three bases offered first, and the potions made
    card("CFM_621t11"), card("CFM_621t12"), card("CFM_621t13"),
    card("CFM_621t", play=CastParts(_LESSER)),
    card("CFM_621t14", play=CastParts(_GREATER)),
    card("CFM_621t15", play=CastParts(_SUPERIOR)),
    # Heart of Fire
    card("CFM_621t2", play=Pick(_AIMABLE, Damage(TARGET, 3))),
    card("CFM_621t16", play=Pick(_AIMABLE, Damage(TARGET, 5))),
    card("CFM_621t25", play=Pick(_AIMABLE, Damage(TARGET, 8))),
    # Stonescale Oil
    card("CFM_621t3", play=GainArmor(4)),
    card("CFM_621t17", play=GainArmor(7)),
    card("CFM_621t26", play=GainArmor(10)),
    # Felbloom
    card("CFM_621t4", play=Damage(ALL_MINIONS, 2)),
    card("CFM_621t18", play=Damage(ALL_MINIONS, 4)),
    card("CFM_621t33", play=Damage(ALL_MINIONS, 6)),
    # Icecap
    card("CFM_621t5", play=Freeze(RandomN(ENEMY_MINIONS, 1))),
    card("CFM_621t19", play=Freeze(RandomN(ENEMY_MINIONS, 2))),
    card("CFM_621t27", play=Freeze(RandomN(ENEMY_MINIONS, 3))),
    # Goldthorn
    card("CFM_621t6", play=Buff(FRIENDLY_MINIONS, "CFM_621e")),
    card("CFM_621t24", play=Buff(FRIENDLY_MINIONS, "CFM_621e2")),
    card("CFM_621t32", play=Buff(FRIENDLY_MINIONS, "CFM_621e3")),
    enchantment("CFM_621e", health=2), enchantment("CFM_621e2", health=4), enchantment("CFM_621e3", health=6),
    # Kingsblood
    card("CFM_621t8", play=Draw(1)),
    card("CFM_621t22", play=Draw(2)),
    card("CFM_621t30", play=Draw(3)),
    # Shadow Oil
    card("CFM_621t9", play=AddFromPool(_DEMONS)),
    card("CFM_621t23", play=AddFromPool(_DEMONS, n=2)),
    card("CFM_621t31", play=AddFromPool(_DEMONS, n=3)),
    # Netherbloom
    card("CFM_621t10", play=Summon("CFM_621_m4")),
    card("CFM_621t20", play=Summon("CFM_621_m2")),
    card("CFM_621t28", play=Summon("CFM_621_m3")),
    card("CFM_621_m4"), card("CFM_621_m2"), card("CFM_621_m3"), card(_SHEEP),
    # Mystic Wool
    card("CFM_621t21", play=Transform(RandomN(ENEMY_MINIONS, 1), _SHEEP)),
    card("CFM_621t29", play=Transform(ALL_MINIONS, _SHEEP)),
    # Ichor of Undeath
    card("CFM_621t37", play=SummonCopy(RandomN(_DEAD_MINIONS, 1), CopyMode.BASE)),
    card("CFM_621t38", play=SummonCopy(RandomN(_DEAD_MINIONS, 2), CopyMode.BASE)),
    card("CFM_621t39", play=SummonCopy(RandomN(_DEAD_MINIONS, 3), CopyMode.BASE)),
)
