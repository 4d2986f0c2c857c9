"""The nine heroes (their Hero Powers: today's printings, cards/core/heroes.py), the Classic-format Hero Powers, and
the Coin."""

from cards.keywords import (
    ANY_CHARACTER,
    ENEMY_HERO,
    FRIENDLY_HERO,
    FRIENDLY_MINIONS,
    TARGET,
    card,
    enchantment,
    register,
    seq,
)
from hsfp.core.dsl import (
    And,
    BoardSpace,
    Buff,
    CardList,
    Damage,
    Draw,
    EquipWeapon,
    Exists,
    GainArmor,
    GainMana,
    Heal,
    IsCard,
    Not,
    Summon,
    SummonFromPool,
)

BASIC_TOTEMS = ("VAN_CS2_050", "VAN_CS2_051", "VAN_CS2_052", "VAN_NEW1_009")


def _has(card_id: str) -> Exists:
    return Exists(FRIENDLY_MINIONS.where(IsCard((card_id,))))


_ALL_TOTEMS_OUT = And(And(_has(BASIC_TOTEMS[0]), _has(BASIC_TOTEMS[1])),
                      And(_has(BASIC_TOTEMS[2]), _has(BASIC_TOTEMS[3])))

register(
    card("HERO_01", hero_power="HERO_01bp"),  # Garrosh Hellscream
    card("HERO_02", hero_power="HERO_02bp"),  # Thrall
    card("HERO_03", hero_power="HERO_03bp"),  # Valeera Sanguinar
    card("HERO_04", hero_power="HERO_04bp"),  # Uther Lightbringer
    card("HERO_05", hero_power="HERO_05bp"),  # Rexxar
    card("HERO_06", hero_power="HERO_06bp"),  # Malfurion Stormrage
    card("HERO_07", hero_power="HERO_07bp"),  # Gul'dan
    card("HERO_08", hero_power="HERO_08bp"),  # Jaina Proudmoore
    card("HERO_09", hero_power="HERO_09bp"),  # Anduin Wrynn
    card("VAN_HERO_01bp", play=GainArmor(2)),  # Armor Up!
    card("VAN_HERO_02bp", playable_if=And(BoardSpace(), Not(_ALL_TOTEMS_OUT)),  # Totemic Call
         play=SummonFromPool(CardList(BASIC_TOTEMS), missing_only=True)),
    card("VAN_HERO_03bp", play=EquipWeapon("VAN_CS2_082")),  # Dagger Mastery
    card("VAN_HERO_04bp", playable_if=BoardSpace(), play=Summon("VAN_CS2_101t")),  # Reinforce
    card("VAN_CS2_101t"),  # Silver Hand Recruit
    card("VAN_HERO_05bp", play=Damage(ENEMY_HERO, 2)),  # Steady Shot
    card("VAN_HERO_06bp", play=seq(Buff(FRIENDLY_HERO, "CS2_017o"), GainArmor(1))),  # Shapeshift
    enchantment("CS2_017o", atk=1, this_turn=True),
    card("VAN_HERO_07bp", play=seq(Draw(1), Damage(FRIENDLY_HERO, 2))),  # Life Tap
    card("VAN_HERO_08bp", target=ANY_CHARACTER, play=Damage(TARGET, 1)),  # Fireblast
    card("VAN_HERO_09bp", target=ANY_CHARACTER, play=Heal(TARGET, 2)),  # Lesser Heal
    card("GAME_005", play=GainMana(1)),  # The Coin
)
