"""Warlock (Classic). Lord Jaraxxus replaces the hero through the escape hatch (`Special`)."""

from cards.keywords import (
    ALL_MINIONS,
    ANY_CHARACTER,
    ANY_MINION,
    ENEMY_MINIONS,
    FRIENDLY_HERO,
    FRIENDLY_MINIONS,
    FRIENDLY_ONLY,
    OTHER_FRIENDLY_MINIONS,
    SELF,
    TARGET,
    at_end_of_your_turn,
    aura,
    card,
    enchantment,
    register,
    seq,
)
from hsfp.core.dsl import (
    AddToHand,
    Adjacent,
    And,
    BoardSpace,
    Buff,
    CardList,
    Condition,
    CounterAtLeast,
    CurrentHealth,
    Damage,
    Dead,
    Destroy,
    Discard,
    DrawThis,
    Exists,
    GainCrystals,
    Heal,
    Host,
    If,
    InZone,
    IsRace,
    IsType,
    Limit,
    Not,
    Or,
    RandomN,
    Repeat,
    Special,
    Summon,
    SummonFromPool,
    SumOf,
    TagOf,
    TriggerDef,
)
from hsfp.core.state import PLAYER_ENTITY, Ctx, GameState
from hsfp.core.tags import CardType, EventKind, Race, Tag, Zone
from reducers.base import HERO_ENTITY, HERO_POWER_ENTITY, NUM_ATTACKS, PLAY, ZONE, create, move, set_tag
from reducers.board import equip
from reducers.effects import SPECIALS
from reducers.enchant import detach_all

_REMOVED = int(Zone.REMOVEDFROMGAME)

# ------------------------------------------------------------------------------------------- Felguard


def _mana_at_least_crystals() -> Condition:
    """Every Mana Crystal is full (mana now >= crystals): some n has mana >= n and crystals <= n."""
    cond: Condition = Not(CounterAtLeast(Tag.MANA_CRYSTALS, 1))
    for n in range(1, 11):
        cond = Or(cond, And(CounterAtLeast(Tag.MANA, n), Not(CounterAtLeast(Tag.MANA_CRYSTALS, n + 1))))
    return cond


#: "Destroy one of your Mana Crystals": an empty one if there is one, else a full one (and its mana).
_DESTROY_A_CRYSTAL = If(CounterAtLeast(Tag.MANA_CRYSTALS, 1),
                        If(_mana_at_least_crystals(), GainCrystals(-1, empty=False), GainCrystals(-1)))

# --------------------------------------------------------------------------------------- Void Terror

_NEIGHBOURS = Adjacent(SELF)
_LEFT_OR_ONLY = Limit(_NEIGHBOURS, 1)
#: Void Terror gains what its neighbours have now: their Attack and their current (damaged) Health.
_CONSUME = Buff(SELF, "EX1_304e", atk=SumOf(_NEIGHBOURS, Tag.ATK),
                health=CurrentHealth(_LEFT_OR_ONLY) + CurrentHealth(_NEIGHBOURS - _LEFT_OR_ONLY))

# ------------------------------------------------------------------------------------- Sense Demons

_DEMONS_IN_DECK = InZone(Zone.DECK).where(IsRace(Race.DEMON))

# ----------------------------------------------------------------------------------------- Bane of Doom

#: The Demons Bane of Doom summons from (its entourage in the 2014 game, not every Demon).
BANE_OF_DOOM_DEMONS = ("VAN_CS2_059", "VAN_CS2_064", "VAN_CS2_065", "VAN_EX1_301", "VAN_EX1_306", "VAN_EX1_319")

# ------------------------------------------------------------------------------------- Lord Jaraxxus


def become_jaraxxus(s: GameState, ctx: Ctx) -> GameState:
    """Returns the state after Lord Jaraxxus's Battlecry: the minion leaves play (it does not die), a new
    hero Lord Jaraxxus (15 Health, no Armor, not frozen, with the attacks its predecessor made this turn)
    replaces the hero, INFERNO! replaces the hero power, and Blood Fury is equipped."""
    p = ctx.controller
    pe = PLAYER_ENTITY[p]
    minion = ctx.source
    if s.rows[minion][ZONE] == PLAY:
        s = detach_all(s, minion)
        s = move(s, minion, _REMOVED)
    old_hero = s.rows[pe][HERO_ENTITY]
    s, hero = create(s, "EX1_323h", p, PLAY)
    s = set_tag(s, hero, NUM_ATTACKS, s.rows[old_hero][NUM_ATTACKS])
    s = set_tag(s, pe, HERO_ENTITY, hero)
    s = detach_all(s, old_hero)
    s = move(s, old_hero, _REMOVED)
    old_power = s.rows[pe][HERO_POWER_ENTITY]
    s = move(s, old_power, _REMOVED)
    s, power = create(s, "VAN_EX1_tk33", p, PLAY)
    s = set_tag(s, pe, HERO_POWER_ENTITY, power)
    return equip(s, "EX1_323w", p, minion)


SPECIALS["LORD_JARAXXUS"] = become_jaraxxus

register(
    card("VAN_CS2_059", triggers=(  # Blood Imp
        at_end_of_your_turn(Buff(RandomN(OTHER_FRIENDLY_MINIONS, 1), "CS2_059o")),)),
    enchantment("CS2_059o", health=1),
    card("VAN_EX1_301", battlecry=_DESTROY_A_CRYSTAL),  # Felguard
    card("VAN_EX1_303", target=FRIENDLY_MINIONS,  # Shadowflame
         play=seq(Destroy(TARGET), Damage(ENEMY_MINIONS, TagOf(TARGET, Tag.ATK)))),
    card("VAN_EX1_304", battlecry=seq(_CONSUME, Destroy(_NEIGHBOURS))),  # Void Terror
    enchantment("EX1_304e"),
    card("VAN_EX1_309", target=ANY_MINION, play=seq(Destroy(TARGET), Heal(FRIENDLY_HERO, 3))),  # Siphon Soul
    card("VAN_EX1_310", battlecry=Discard(2)),  # Doomguard
    card("VAN_EX1_312", play=Destroy(ALL_MINIONS)),  # Twisting Nether
    card("VAN_EX1_313", battlecry=Damage(FRIENDLY_HERO, 5)),  # Pit Lord
    card("VAN_EX1_315", auras=(  # Summoning Portal
        aura(InZone(Zone.HAND).where(IsType(CardType.MINION)), cost=-2, cost_floor=1),)),
    card("VAN_EX1_316", target=FRIENDLY_MINIONS, play=Buff(TARGET, "EX1_316e")),  # Power Overwhelming
    # +4/+4, and at the end of this turn (whoever's it is) its host dies; silence removes both
    enchantment("EX1_316e", atk=4, health=4, triggers=(TriggerDef(EventKind.TURN_END, Destroy(Host())),)),
    card("VAN_EX1_317", play=Repeat(2, If(Exists(_DEMONS_IN_DECK),  # Sense Demons
                                          DrawThis(RandomN(_DEMONS_IN_DECK, 1)), AddToHand("EX1_317t")))),
    card("EX1_317t"),  # Worthless Imp
    card("VAN_EX1_319", battlecry=Damage(FRIENDLY_HERO, 3)),  # Flame Imp
    card("VAN_EX1_320", target=ANY_CHARACTER, play=seq(  # Bane of Doom
        Damage(TARGET, 3), If(Exists(TARGET.where(Dead())), SummonFromPool(CardList(BANE_OF_DOOM_DEMONS))))),
    card("VAN_EX1_323", battlecry=Special("LORD_JARAXXUS")),  # Lord Jaraxxus
    card("EX1_323h", hero_power="VAN_EX1_tk33"),  # Lord Jaraxxus (the hero)
    card("VAN_EX1_tk33", playable_if=BoardSpace(), play=Summon("VAN_EX1_tk34")),  # INFERNO!
    card("VAN_EX1_tk34"),  # Infernal
    card("EX1_323w"),  # Blood Fury
    card("VAN_EX1_596", target=ANY_MINION, play=If(  # Demonfire
        Exists(TARGET.where(FRIENDLY_ONLY & IsRace(Race.DEMON))), Buff(TARGET, "EX1_596e"), Damage(TARGET, 2))),
    enchantment("EX1_596e", atk=2, health=2),
)
