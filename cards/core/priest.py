"""Priest (CORE): the cards of today's set whose text no earlier printing shares."""

from cards.keywords import (
    ALL_MINIONS,
    ANY_CHARACTER,
    ANY_MINION,
    ENEMY_MINIONS,
    FRIENDLY_CHARACTERS,
    OTHER_FRIENDLY_MINIONS,
    SELF,
    TARGET,
    at_end_of_your_turn,
    card,
    enchantment,
    holding,
    register,
    seq,
)
from hsfp.core.dsl import (
    AttackAtLeast,
    Buff,
    ChosenTarget,
    CopyMode,
    CopyToHand,
    CounterAtLeast,
    CurrentHealth,
    Damage,
    Dead,
    Destroy,
    Draw,
    HasTag,
    Heal,
    If,
    InZone,
    IsSchool,
    IsType,
    RandomN,
    Side,
    SplitDamage,
    SummonCopy,
    TopBy,
)
from hsfp.core.tags import CardType, SpellSchool, Tag, Zone

#: "Your minions that died this game": the friendly graveyard's minions that died (not those discarded
#: or destroyed in hand or deck, which the graveyard also holds).
_DIED_THIS_GAME = InZone(Zone.GRAVEYARD, Side.FRIENDLY).where(IsType(CardType.MINION) & HasTag(Tag.DIED_ON_TURN))

register(
    card("CORE_AT_055", target=ANY_CHARACTER, play=Heal(TARGET, 5)),  # Flash Heal
    card("CORE_CS1_130", target=ANY_MINION, play=Damage(TARGET, 3)),  # Holy Smite
    card("CORE_SW_442", target=ANY_CHARACTER, play=Damage(TARGET, 4)),  # Void Shard (Lifesteal is printed)
    card("CORE_CFM_604", target=FRIENDLY_CHARACTERS,  # Greater Healing Potion
         play=seq(Heal(TARGET, 12), Draw())),
    card("CORE_EX1_197", play=Destroy(ALL_MINIONS.where(AttackAtLeast(5)))),  # Shadow Word: Ruin
    card("CORE_BAR_311", play=SplitDamage(ENEMY_MINIONS, 4)),  # Devouring Plague (Lifesteal is printed)
    card("CORE_BAR_310", deathrattle=Heal(FRIENDLY_CHARACTERS, 8)),  # Lightshower Elemental
    card("CORE_ICC_214", deathrattle=Destroy(RandomN(ENEMY_MINIONS))),  # Obsidian Statue
    card("CORE_ICC_210", triggers=(  # Shadow Ascendant
        at_end_of_your_turn(Buff(RandomN(OTHER_FRIENDLY_MINIONS), "ICC_210e")),)),
    enchantment("ICC_210e", atk=1, health=1),
    card("CORE_RLK_814", battlecry=If(  # Crystalsmith Cultist
        holding(IsSchool(SpellSchool.SHADOW)), Buff(SELF, "RLK_814e"))),
    enchantment("RLK_814e", atk=1, health=1),
    card("CORE_BAR_313", battlecry=If(  # Priest of An'she
        CounterAtLeast(Tag.HEALING_DONE_THIS_TURN, 1), Buff(SELF, "BAR_313e"))),
    enchantment("BAR_313e", atk=3, health=3),
    # Natalie Seline: the Health gained is the destroyed minion's current Health, read before it dies
    card("CORE_EX1_198", target=ANY_MINION,
         battlecry=seq(Buff(SELF, "EX1_198e", health=CurrentHealth(ChosenTarget())), Destroy(TARGET))),
    enchantment("EX1_198e"),
    card("CORE_EX1_193", battlecry=CopyToHand(RandomN(InZone(Zone.DECK, Side.ENEMY)))),  # Psychic Conjurer
    # Initiation: "if it dies" is read once the damage is dealt (dead or doomed); the copy is the printed card
    card("CORE_SCH_512", target=ANY_MINION,
         play=seq(Damage(TARGET, 4), If(Dead(), SummonCopy(TARGET, CopyMode.BASE)))),
    card("CORE_CATA_002", battlecry=SummonCopy(TopBy(_DIED_THIS_GAME, Tag.COST), CopyMode.BASE)),  # Calia Menethil
)
