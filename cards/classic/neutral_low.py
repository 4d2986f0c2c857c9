"""Neutral (Classic), cost 0 to 3."""


from cards.keywords import (
    ALL_CHARACTERS,
    ALL_MINIONS,
    ANY_CHARACTER,
    ANY_MINION,
    ENEMY_CHARACTERS,
    ENEMY_HERO,
    ENEMY_MINIONS,
    FRIENDLY_MINIONS,
    FRIENDLY_WEAPON,
    OTHER_FRIENDLY_MINIONS,
    SELF,
    TARGET,
    at_end_of_your_turn,
    at_start_of_your_turn,
    aura,
    card,
    enchantment,
    enrage,
    event_is,
    holding,
    on,
    register,
    seq,
    whenever_this_takes_damage,
)
from hsfp.core.dsl import (
    AddToHand,
    Adjacent,
    AttackAtLeast,
    Buff,
    CardList,
    CopyToHand,
    Count,
    CountAtLeast,
    CounterAtLeast,
    CurrentHealth,
    Damage,
    Dead,
    Destroy,
    Detach,
    Draw,
    DrawThis,
    EventEntity,
    EventPlayerFriendly,
    EventSource,
    Exists,
    Friendly,
    HasTag,
    Heal,
    Host,
    If,
    InZone,
    IsRace,
    IsThis,
    IsType,
    Players,
    RandomInt,
    RandomN,
    Repeat,
    ReturnToHand,
    SetTag,
    Side,
    Silence,
    Special,
    SplitDamage,
    Summon,
    TagOf,
    TakeControl,
    TransformFromPool,
    TriggerDef,
)
from hsfp.core.state import PLAYER_ENTITY, Ctx, GameState
from hsfp.core.tags import CardType, EventKind, Race, Tag, Zone
from reducers import board as board_ops
from reducers import cardflow
from reducers.base import (
    CARDTYPE,
    CONTROLLER,
    DAMAGE,
    HAND,
    MANA_CRYSTALS,
    MINION,
    PLAY,
    SETASIDE,
    WEAPON_ENTITY,
    ZONE,
    board,
    draw_random,
    move,
    set_tag,
    zone_of,
)
from reducers.effects import SPECIALS

MURLOCS = ALL_MINIONS.where(IsRace(Race.MURLOC))
#: Random effects pick only characters that are not dying (mortally wounded or marked to be destroyed).
LIVING_ENEMIES = ENEMY_CHARACTERS.where(~Dead())
HAND_MINIONS = InZone(Zone.HAND).where(IsType(CardType.MINION))
#: "After you summon a minion": a played minion after its Battlecry (AFTER_SUMMON), any other summon at
#: once (a SUMMON whose source is not the minion itself: tokens, deathrattles, swaps).
OTHER_FRIENDLY = event_is(Friendly() & ~IsThis())
NOT_PLAYED = Exists(EventEntity() - EventSource())
KNIFE = Damage(RandomN(LIVING_ENEMIES, 1), 1)


# ------------------------------------------------------------------------------ escape hatches


def _remove_one_durability(s: GameState, ctx: Ctx) -> GameState:
    """Bloodsail Corsair: the opponent's weapon loses 1 Durability (as damage, like an attack's cost)."""
    w = s.rows[PLAYER_ENTITY[1 - ctx.controller]][WEAPON_ENTITY]
    if not w:
        return s
    return set_tag(s, w, DAMAGE, s.rows[w][DAMAGE] + 1)


def _opponent_gains_a_crystal(s: GameState, ctx: Ctx) -> GameState:
    """Arcane Golem: the opponent gains an (empty) Mana Crystal, up to the maximum."""
    pe = PLAYER_ENTITY[1 - ctx.controller]
    return set_tag(s, pe, MANA_CRYSTALS, min(s.rules.max_mana, s.rows[pe][MANA_CRYSTALS] + 1))


def _alarm_o_bot_swap(s: GameState, ctx: Ctx) -> GameState:
    """Alarm-o-Bot: it goes to its controller's hand and a random minion from that hand is summoned
    where it stood (no Battlecry)."""
    bot = ctx.source
    r = s.rows[bot]
    if r[ZONE] != PLAY:
        return s
    p = r[CONTROLLER]
    minions = [c for c in zone_of(s, p, HAND) if s.rows[c][CARDTYPE] == MINION]
    if not minions:
        return s
    s, i = draw_random(s, "alarm_o_bot", len(minions))
    pick = minions[i]
    position = board(s, p).index(bot)
    s = move(s, pick, SETASIDE)
    s = cardflow.return_to_hand(s, bot, bot)
    return board_ops.place(s, pick, p, position, bot)


SPECIALS["bloodsail_corsair"] = _remove_one_durability
SPECIALS["arcane_golem"] = _opponent_gains_a_crystal
SPECIALS["alarm_o_bot"] = _alarm_o_bot_swap


register(
    # ------------------------------------------------------------------------------------ cost 0
    card("VAN_CS2_231"),  # Wisp
    # ------------------------------------------------------------------------------------ cost 1
    card("VAN_CS2_146", auras=(  # Southsea Deckhand
        aura(SELF, grants=(Tag.CHARGE,), condition=Exists(FRIENDLY_WEAPON)),)),
    card("VAN_CS2_169"),  # Young Dragonhawk
    card("VAN_CS2_188", target=ANY_MINION, battlecry=Buff(TARGET, "CS2_188o")),  # Abusive Sergeant
    enchantment("CS2_188o", atk=2, this_turn=True),
    card("VAN_EX1_001", triggers=(on(EventKind.HEAL, Buff(SELF, "EX1_001e")),)),  # Lightwarden
    enchantment("EX1_001e", atk=2),
    card("VAN_EX1_004", triggers=(  # Young Priestess
        at_end_of_your_turn(Buff(RandomN(OTHER_FRIENDLY_MINIONS.where(~Dead()), 1), "EX1_004e")),)),
    enchantment("EX1_004e", health=1),
    card("VAN_EX1_008"),  # Argent Squire
    card("VAN_EX1_009", auras=(enrage(atk=5),)),  # Angry Chicken
    card("VAN_EX1_010"),  # Worgen Infiltrator
    card("VAN_EX1_029", deathrattle=Damage(ENEMY_HERO, 2)),  # Leper Gnome
    card("VAN_EX1_080", triggers=(  # Secretkeeper
        on(EventKind.PLAY_CARD, Buff(SELF, "EX1_080o"), when=event_is(HasTag(Tag.SECRET))),)),
    enchantment("EX1_080o", atk=1, health=1),
    card("VAN_EX1_405"),  # Shieldbearer
    card("VAN_EX1_509", triggers=(  # Murloc Tidecaller
        on(EventKind.SUMMON, Buff(SELF, "EX1_509e"), when=event_is(IsRace(Race.MURLOC) & ~IsThis())),)),
    enchantment("EX1_509e", atk=1),
    card("VAN_NEW1_017", target=MURLOCS,  # Hungry Crab
         battlecry=seq(Destroy(TARGET), Buff(SELF, "NEW1_017e"))),
    enchantment("NEW1_017e", atk=2, health=2),
    card("VAN_NEW1_025", battlecry=Special("bloodsail_corsair")),  # Bloodsail Corsair
    # ------------------------------------------------------------------------------------ cost 2
    card("VAN_CS2_203", target=ANY_MINION, battlecry=Silence(TARGET)),  # Ironbeak Owl
    card("VAN_EX1_012", deathrattle=Draw(1)),  # Bloodmage Thalnos
    card("VAN_EX1_045"),  # Ancient Watcher
    card("VAN_EX1_049", target=FRIENDLY_MINIONS - SELF, battlecry=ReturnToHand(TARGET)),  # Youthful Brewmaster
    card("VAN_EX1_055", triggers=(  # Mana Addict (a Secret is cast too)
        on(EventKind.SPELL_CAST, Buff(SELF, "EX1_055o"), when=EventPlayerFriendly()),)),
    enchantment("EX1_055o", atk=2, this_turn=True),
    card("VAN_EX1_058", battlecry=SetTag(Adjacent(SELF), Tag.TAUNT)),  # Sunfury Protector
    card("VAN_EX1_059", target=ANY_MINION, battlecry=Buff(  # Crazed Alchemist
        TARGET, "EX1_059e", set_atk=CurrentHealth(TARGET), set_health=TagOf(TARGET, Tag.ATK))),
    enchantment("EX1_059e"),
    card("VAN_EX1_076", auras=(aura(  # Pint-Sized Summoner
        HAND_MINIONS, cost=-1, condition=~CounterAtLeast(Tag.MINIONS_PLAYED_THIS_TURN, 1)),)),
    card("VAN_EX1_082", battlecry=SplitDamage(ALL_CHARACTERS - SELF, 3)),  # Mad Bomber
    card("VAN_EX1_096", deathrattle=Draw(1)),  # Loot Hoarder
    card("VAN_EX1_100", triggers=(  # Lorewalker Cho: the copy goes to the other player than the caster
        on(EventKind.SPELL_CAST, CopyToHand(EventEntity(), Side.ENEMY), when=EventPlayerFriendly()),
        on(EventKind.SPELL_CAST, CopyToHand(EventEntity(), Side.FRIENDLY), when=~EventPlayerFriendly()),
    )),
    card("VAN_EX1_162", auras=(aura(Adjacent(SELF), atk=1),)),  # Dire Wolf Alpha
    card("VAN_EX1_393", auras=(enrage(atk=3),)),  # Amani Berserker
    card("VAN_EX1_557", triggers=(at_start_of_your_turn(Repeat(RandomInt(0, 1), Draw(1))),)),  # Nat Pagle
    card("VAN_EX1_616", auras=(  # Mana Wraith
        aura(InZone(Zone.HAND, Side.ANY).where(IsType(CardType.MINION)), cost=1),)),
    card("VAN_NEW1_016", battlecry=DrawThis(  # Captain's Parrot
        RandomN(InZone(Zone.DECK).where(IsRace(Race.PIRATE)), 1))),
    card("VAN_NEW1_018", battlecry=If(Exists(FRIENDLY_WEAPON), Buff(  # Bloodsail Raider
        SELF, "NEW1_018e", atk=TagOf(FRIENDLY_WEAPON, Tag.ATK)))),
    enchantment("NEW1_018e"),
    card("VAN_NEW1_019", triggers=(  # Knife Juggler
        on(EventKind.AFTER_SUMMON, KNIFE, when=OTHER_FRIENDLY),
        on(EventKind.SUMMON, KNIFE, when=OTHER_FRIENDLY & NOT_PLAYED),
    )),
    card("VAN_NEW1_020", triggers=(  # Wild Pyromancer
        on(EventKind.AFTER_SPELL, Damage(ALL_MINIONS, 1), when=EventPlayerFriendly()),)),
    card("VAN_NEW1_021", triggers=(at_start_of_your_turn(Destroy(ALL_MINIONS)),)),  # Doomsayer
    card("VAN_NEW1_023"),  # Faerie Dragon
    card("VAN_NEW1_029", battlecry=Buff(Players(Side.ENEMY), "VAN_NEW1_029e")),  # Millhouse Manastorm
    enchantment("VAN_NEW1_029e", triggers=(  # on the enemy player: at the start of their turn...
        TriggerDef(EventKind.TURN_START, seq(Buff(Host(), "NEW1_029t"), Detach()), ~EventPlayerFriendly()),)),
    enchantment("NEW1_029t", this_turn=True, auras=(  # ...their spells cost (0) this turn
        aura(InZone(Zone.HAND, Side.ENEMY).where(IsType(CardType.SPELL)), set_cost=0),)),
    card("VAN_NEW1_037", triggers=(  # Master Swordsmith
        at_end_of_your_turn(Buff(RandomN(OTHER_FRIENDLY_MINIONS.where(~Dead()), 1), "NEW1_037e")),)),
    enchantment("NEW1_037e", atk=1),
    # ------------------------------------------------------------------------------------ cost 3
    card("VAN_CS2_117", target=ANY_CHARACTER, battlecry=Heal(TARGET, 3)),  # Earthen Ring Farseer
    card("VAN_CS2_181", battlecry=Damage(SELF, 4)),  # Injured Blademaster
    card("VAN_EX1_005", target=ANY_MINION.where(AttackAtLeast(7)), battlecry=Destroy(TARGET)),  # Big Game Hunter
    card("VAN_EX1_006", triggers=(  # Alarm-o-Bot (queues only while its controller holds a minion)
        TriggerDef(EventKind.TURN_START, Special("alarm_o_bot"),
                   EventPlayerFriendly() & holding(IsType(CardType.MINION))),)),
    card("VAN_EX1_007", triggers=(whenever_this_takes_damage(Draw(1)),)),  # Acolyte of Pain
    card("VAN_EX1_014", battlecry=seq(  # King Mukla
        AddToHand("EX1_014t", Side.ENEMY), AddToHand("EX1_014t", Side.ENEMY))),
    card("EX1_014t", target=ANY_MINION, play=Buff(TARGET, "EX1_014te")),  # Bananas
    enchantment("EX1_014te", atk=1, health=1),
    card("VAN_EX1_017"),  # Jungle Panther
    card("VAN_EX1_020"),  # Scarlet Crusader
    card("VAN_EX1_021"),  # Thrallmar Farseer
    card("VAN_EX1_044", triggers=(  # Questing Adventurer
        on(EventKind.PLAY_CARD, Buff(SELF, "EX1_044e"), when=EventPlayerFriendly()),)),
    enchantment("EX1_044e", atk=1, health=1),
    card("VAN_EX1_050", battlecry=seq(Draw(2), Draw(2, Side.ENEMY))),  # Coldlight Oracle
    card("VAN_EX1_083", battlecry=TransformFromPool(  # Tinkmaster Overspark
        RandomN((ALL_MINIONS - SELF).where(~Dead()), 1), CardList(("VAN_EX1_tk29", "VAN_EX1_tk28")))),
    card("VAN_EX1_tk28"),  # Squirrel
    card("VAN_EX1_tk29"),  # Devilsaur
    card("VAN_EX1_085", battlecry=If(CountAtLeast(ENEMY_MINIONS, 4),  # Mind Control Tech
                                     TakeControl(RandomN(ENEMY_MINIONS.where(~Dead()), 1)))),
    card("VAN_EX1_089", battlecry=Special("arcane_golem")),  # Arcane Golem
    card("VAN_EX1_102", triggers=(at_start_of_your_turn(Damage(RandomN(LIVING_ENEMIES, 1), 2)),)),  # Demolisher
    card("VAN_EX1_103", battlecry=Buff(MURLOCS - SELF, "EX1_103e")),  # Coldlight Seer
    enchantment("EX1_103e", health=2),
    # Emperor Cobra: the database marks it NON_KEYWORD_POISONOUS (GameTag 1944), which facts.json reads as
    # LIFESTEAL; the card destroys what it damages and heals nobody.
    card("VAN_EX1_170"),  # Emperor Cobra (Poisonous without the keyword, printed as GameTag 1944)
    card("VAN_EX1_390", auras=(enrage(atk=3),)),  # Tauren Warrior
    card("VAN_EX1_412", auras=(enrage(atk=1, grants=(Tag.WINDFURY,)),)),  # Raging Worgen
    card("VAN_EX1_507", auras=(aura(MURLOCS - SELF, atk=2, health=1),)),  # Murloc Warleader
    card("VAN_EX1_556", deathrattle=Summon("VAN_skele21")),  # Harvest Golem
    card("VAN_skele21"),  # Damaged Golem
    card("VAN_EX1_590", battlecry=seq(  # Blood Knight
        Repeat(Count(ALL_MINIONS.where(HasTag(Tag.DIVINE_SHIELD))), Buff(SELF, "EX1_590e")),
        SetTag(ALL_MINIONS, Tag.DIVINE_SHIELD, 0))),
    enchantment("EX1_590e", atk=3, health=3),
    card("VAN_EX1_597", triggers=(  # Imp Master
        at_end_of_your_turn(seq(Damage(SELF, 1), Summon("VAN_EX1_598"))),)),
    card("VAN_EX1_598"),  # Imp
    card("VAN_NEW1_027", auras=(  # Southsea Captain
        aura(FRIENDLY_MINIONS.where(IsRace(Race.PIRATE)) - SELF, atk=1, health=1),)),
    card("VAN_tt_004", triggers=(  # Flesheating Ghoul
        on(EventKind.DEATH, Buff(SELF, "tt_004o"), when=event_is(IsType(CardType.MINION))),)),
    enchantment("tt_004o", atk=1),
)
