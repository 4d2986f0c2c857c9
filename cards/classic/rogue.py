"""Rogue (Classic)."""

from cards.keywords import (
    ALL_MINIONS,
    ANY_CHARACTER,
    ANY_MINION,
    ENEMY_CHARACTERS,
    ENEMY_HERO,
    ENEMY_MINIONS,
    FRIENDLY_MINIONS,
    FRIENDLY_WEAPON,
    SELF,
    TARGET,
    at_end_of_your_turn,
    at_start_of_your_turn,
    aura,
    card,
    enchantment,
    on,
    register,
    seq,
)
from hsfp.core.dsl import (
    AddToHand,
    Adjacent,
    Buff,
    CounterAtLeast,
    Damage,
    DamageFrom,
    Destroy,
    Detach,
    EventPlayerFriendly,
    Exists,
    If,
    InZone,
    InZoneNow,
    IsType,
    Players,
    PlayerTag,
    ReturnToHand,
    SetTag,
    Side,
    Summon,
    TagOf,
    Times,
)
from hsfp.core.tags import CardType, EventKind, Tag, Zone

DEFIAS_BANDIT = "EX1_131t"
HEADCRACK = "VAN_EX1_137"
#: HearthSim's data has no enchantment for Headcrack's delayed return; this player enchantment of another
#: set does exactly that ("return ... to your hand at end of turn") and carries it.
HEADCRACK_RETURN = "BGS_Treasures_014e"
SHADOWSTEP_DISCOUNT = "VAN_GBL_002e"  # Cost - 2

#: A Combo minion's target: offered only when a card was played earlier this turn (else it plays untargeted).
_COMBO_READY = CounterAtLeast(Tag.CARDS_PLAYED_THIS_TURN, 1)
_CARDS_EARLIER = PlayerTag(Tag.CARDS_PLAYED_THIS_TURN) + -1  # read in the Combo, this card already counted
_EDWIN_BONUS = Times(_CARDS_EARLIER, 2)


register(
    card("VAN_CS2_073", target=ANY_MINION,  # Cold Blood
         play=Buff(TARGET, "CS2_073e"), combo=Buff(TARGET, "CS2_073e2")),
    enchantment("CS2_073e", atk=2),
    enchantment("CS2_073e2", atk=4),
    card("VAN_CS2_233", playable_if=Exists(FRIENDLY_WEAPON), play=seq(  # Blade Flurry
        Damage(ENEMY_CHARACTERS, TagOf(FRIENDLY_WEAPON, Tag.ATK)), Destroy(FRIENDLY_WEAPON))),
    card("VAN_EX1_124", target=ANY_CHARACTER,  # Eviscerate
         play=Damage(TARGET, 2), combo=Damage(TARGET, 4)),
    card("VAN_EX1_126", target=ENEMY_MINIONS,  # Betrayal: the minion deals the damage
         play=DamageFrom(TARGET, Adjacent(TARGET), TagOf(TARGET, Tag.ATK))),
    card("VAN_EX1_128", play=Buff(FRIENDLY_MINIONS, "EX1_128e")),  # Conceal
    enchantment("EX1_128e", grants=(Tag.STEALTH,), triggers=(at_start_of_your_turn(Detach()),)),  # (or it attacks)
    card("VAN_EX1_131", combo=Summon(DEFIAS_BANDIT)),  # Defias Ringleader
    card(DEFIAS_BANDIT),  # Defias Bandit
    card("VAN_EX1_133", target=ANY_CHARACTER,  # Perdition's Blade
         battlecry=Damage(TARGET, 1), combo=Damage(TARGET, 2)),
    card("VAN_EX1_134", target=ANY_CHARACTER.where(_COMBO_READY), combo=Damage(TARGET, 2)),  # SI:7 Agent
    card(HEADCRACK, play=Damage(ENEMY_HERO, 2),  # Headcrack
         combo=seq(Damage(ENEMY_HERO, 2), Buff(Players(Side.FRIENDLY), HEADCRACK_RETURN))),
    enchantment(HEADCRACK_RETURN, triggers=(at_end_of_your_turn(seq(AddToHand(HEADCRACK), Detach())),)),
    card("VAN_EX1_144", target=FRIENDLY_MINIONS, play=seq(  # Shadowstep
        ReturnToHand(TARGET), If(InZoneNow(Zone.HAND), Buff(TARGET, SHADOWSTEP_DISCOUNT)))),
    enchantment(SHADOWSTEP_DISCOUNT, cost=-2),
    card("VAN_EX1_145", play=Buff(Players(Side.FRIENDLY), "VAN_EX1_145o")),  # Preparation
    enchantment("VAN_EX1_145o", this_turn=True,  # spent by the next spell its player casts
                auras=(aura(InZone(Zone.HAND).where(IsType(CardType.SPELL)), cost=-3),),
                triggers=(on(EventKind.SPELL_CAST, Detach(), when=EventPlayerFriendly()),)),
    card("VAN_EX1_522"),  # Patient Assassin: "destroy any minion damaged by this minion" is Poisonous
    card("VAN_EX1_613", combo=Buff(SELF, "EX1_613e", atk=_EDWIN_BONUS, health=_EDWIN_BONUS)),  # Edwin VanCleef
    enchantment("EX1_613e"),
    card("VAN_NEW1_004", play=ReturnToHand(ALL_MINIONS)),  # Vanish
    card("VAN_NEW1_005", target=ANY_MINION.where(_COMBO_READY), combo=ReturnToHand(TARGET)),  # Kidnapper
    card("VAN_NEW1_014", target=FRIENDLY_MINIONS, battlecry=SetTag(TARGET, Tag.STEALTH)),  # Master of Disguise
)
