"""The CORE set: Neutral cards, second half (Maze Guide to Stonehill Defender, by card id).

Random minions come from the CORE set itself (`cards.core.pools.CORE_CARDS`)."""

import cards.classic  # (Abusive Sergeant's enchantment, which Tar Creeper reuses)
import cards.legacy  # noqa: F401  (Boulderfist Ogre's definition)
from cards.core.pools import CORE_CARDS
from cards.keywords import (
    ALL_MINIONS,
    ANY_CHARACTER,
    ANY_MINION,
    ENEMY_CHARACTERS,
    ENEMY_MINIONS,
    ENEMY_WEAPON,
    FRIENDLY_MINIONS,
    FRIENDLY_WEAPON,
    HAND_MINIONS,
    OTHER_FRIENDLY_MINIONS,
    SELF,
    TARGET,
    at_end_of_your_turn,
    aura,
    card,
    enchantment,
    event_is,
    on,
    register,
    reprint,
    seq,
)
from hsfp.core.dsl import (
    AddToHand,
    Adjacent,
    Buff,
    ChooseEffects,
    CopyToHandThen,
    Damage,
    DamageFrom,
    Dead,
    Destroy,
    Detach,
    Discover,
    DistinctTypes,
    DrawThis,
    EventEntity,
    EventPlayerFriendly,
    EventTarget,
    Exists,
    Freeze,
    GainArmor,
    Host,
    InZone,
    IsThis,
    IsType,
    MadeDuringGame,
    Mill,
    OfCost,
    OfType,
    Players,
    RandomN,
    Relation,
    SetTag,
    Side,
    Silence,
    SummonFromPool,
    TagOf,
    TopBy,
    TriggerDef,
    WithKeyword,
)
from hsfp.core.registry import CARDS
from hsfp.core.tags import CardType, EventKind, Tag, Zone

#: Siamat's choices, in the order the card names them: Rush, Taunt, Divine Shield, Windfury.
SIAMAT_OPTIONS = ("ULD_178a4", "ULD_178a3", "ULD_178a2", "ULD_178a")
_CORE_MINIONS = OfType(CORE_CARDS, CardType.MINION)
#: "Draw your highest Cost minion": ties broken at random.
_HIGHEST_COST_MINION = TopBy(InZone(Zone.DECK).where(IsType(CardType.MINION)), Tag.COST)

register(
    card("CORE_REV_308", battlecry=SummonFromPool(  # Maze Guide
        OfCost(_CORE_MINIONS, Relation.EQ, 2))),
    card("CORE_SCH_605", triggers=(on(EventKind.ATTACK, DamageFrom(  # Lake Thresher
        SELF, Adjacent(EventTarget()), TagOf(SELF, Tag.ATK)), when=event_is(IsThis())),)),
    card("CORE_SCH_713", battlecry=Buff(Players(Side.ENEMY), "SCH_713e2")),  # Cult Neophyte
    enchantment("SCH_713e2", triggers=(  # on the enemy player: at the start of their turn...
        TriggerDef(EventKind.TURN_START, seq(Buff(Host(), "SCH_713e"), Detach()), ~EventPlayerFriendly()),)),
    enchantment("SCH_713e", this_turn=True, auras=(  # ...their spells cost (1) more this turn
        aura(InZone(Zone.HAND, Side.ENEMY).where(IsType(CardType.SPELL)), cost=1),)),
    card("CORE_SCH_717", triggers=(on(EventKind.DRAW, CopyToHandThen(  # Keymaster Alabaster
        EventEntity(), Buff(TARGET, "AT_085e")), when=~EventPlayerFriendly()),)),
    enchantment("AT_085e", set_cost=1),  # "Costs (1).": the data has no enchantment for this card
    card("CORE_SW_066", target=ANY_MINION, battlecry=Silence(TARGET)),  # Royal Librarian
    card("CORE_SW_068", deathrattle=GainArmor(8)),  # Mo'arg Forgefiend
    card("CORE_SW_072", battlecry=Destroy(ENEMY_WEAPON)),  # Rustrot Viper
    card("CORE_ULD_178", battlecry=ChooseEffects(SIAMAT_OPTIONS, picks=2)),  # Siamat
    card("ULD_178a4", play=SetTag(SELF, Tag.RUSH)),  # Siamat's Speed
    card("ULD_178a3", play=SetTag(SELF, Tag.TAUNT)),  # Siamat's Heart
    card("ULD_178a2", play=SetTag(SELF, Tag.DIVINE_SHIELD)),  # Siamat's Shield
    card("ULD_178a", play=SetTag(SELF, Tag.WINDFURY)),  # Siamat's Wind
    card("CORE_ULD_191", target=FRIENDLY_MINIONS, battlecry=Buff(TARGET, "ULD_191e")),  # Beaming Sidekick
    enchantment("ULD_191e", health=2),
    card("CORE_ULD_271", battlecry=Damage(SELF, 3)),  # Injured Tol'vir
    card("CORE_ULD_723"),  # Murmy
    card("CORE_UNG_084", target=ANY_CHARACTER, battlecry=Damage(TARGET, 3)),  # Fire Plume Phoenix
    card("CORE_UNG_205", target=ENEMY_CHARACTERS, battlecry=Freeze(TARGET)),  # Glacial Shard
    card("CORE_UNG_809", battlecry=AddToHand("UNG_809t1")),  # Fire Fly
    card("UNG_809t1"),  # Flame Elemental
    card("CORE_UNG_848", battlecry=Damage(ALL_MINIONS - SELF, 2)),  # Primordial Drake
    # Tar Creeper: the +2 is given afresh at the start of each enemy turn and lasts that turn (an aura on
    # "not your turn" would not be recomputed when the turn passes)
    card("CORE_UNG_928", triggers=(TriggerDef(EventKind.TURN_START, Buff(SELF, "CS2_188o"), ~EventPlayerFriendly()),)),
    card("CORE_WON_141", battlecry=Buff(DistinctTypes(OTHER_FRIENDLY_MINIONS, 3), "WON_141e")),  # Menagerie Mug
    enchantment("WON_141e", atk=1, health=1),
    card("CORE_WON_351", auras=(aura(SELF, atk=2, condition=Exists(FRIENDLY_WEAPON)),)),  # Small-Time Buccaneer
    card("CORE_YOP_034", triggers=(at_end_of_your_turn(Damage(  # Runaway Blackwing
        RandomN(ENEMY_MINIONS.where(~Dead()), 1), 10)),)),
    card("CS3_022", target=ANY_CHARACTER.where(Exists(FRIENDLY_WEAPON)),  # Fogsail Freebooter
         battlecry=Damage(TARGET, 2)),
    card("CS3_024", deathrattle=DrawThis(_HIGHEST_COST_MINION)),  # Taelan Fordring
    card("CS3_025", triggers=(on(EventKind.ATTACK, Buff(HAND_MINIONS, "CS3_025e"),  # Overlord Runthak
                                 when=event_is(IsThis())),)),
    enchantment("CS3_025e", atk=1, health=1),
    card("CS3_035"),  # Nozdormu the Eternal: its turn timer has nothing to act on here (docs/rulings.md)
    card("CS3_038"),  # Redgill Razorjaw
    reprint("Core_CS2_200", CARDS["CS2_200"]),  # Boulderfist Ogre
    card("Core_UNG_072", battlecry=Discover(WithKeyword(_CORE_MINIONS, Tag.TAUNT))),  # Stonehill Defender
    card("CORE_REV_946", battlecry=Mill(  # Steamcleaner
        (InZone(Zone.DECK, Side.FRIENDLY) | InZone(Zone.DECK, Side.ENEMY)).where(MadeDuringGame()))),
)
