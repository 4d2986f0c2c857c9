"""Paladin (Classic)."""

from cards.keywords import (
    ALL_MINIONS,
    ANY_CHARACTER,
    ANY_MINION,
    ENEMY_CHARACTERS,
    ENEMY_HERO,
    ENEMY_MINIONS,
    ENEMY_ONLY,
    FRIENDLY_MINIONS,
    FRIENDLY_ONLY,
    TARGET,
    card,
    enchantment,
    event_is,
    on,
    register,
    secret,
    seq,
)
from hsfp.core.dsl import (
    BoardSpace,
    Buff,
    CopyMode,
    Count,
    CountAtLeast,
    Damage,
    Draw,
    EquipWeapon,
    EventAmount,
    EventEntity,
    EventSource,
    Exists,
    Heal,
    If,
    InZone,
    InZoneNow,
    IsHost,
    IsType,
    LastDrawn,
    LastSummoned,
    Redirect,
    SetCurrentHealth,
    SetTag,
    Side,
    Special,
    SplitDamage,
    Summon,
    SummonCopy,
    TagOf,
    Times,
    TopOfDeck,
)
from hsfp.core.state import Ctx, GameState
from hsfp.core.tags import CardType, EventKind, Tag, Zone
from reducers.base import DAMAGE, PLAY, ZONE, set_tag
from reducers.effects import SPECIALS

DEFENDER = "VAN_EX1_130a"
ASHBRINGER = "EX1_383t"

_MINION = IsType(CardType.MINION)
_HERO = IsType(CardType.HERO)


def _lose_durability(s: GameState, ctx: Ctx) -> GameState:
    """Returns the state with the weapon the effect comes from one Durability down (it breaks at 0 in the
    next death phase); a weapon loses Durability as damage, without a damage event."""
    w = ctx.source
    r = s.rows[w]
    if r[ZONE] != PLAY:
        return s
    return set_tag(s, w, DAMAGE, r[DAMAGE] + 1)


SPECIALS["sword_of_justice"] = _lose_durability

# "Draw a card and deal damage equal to its Cost": the cost of the card drawn (read in hand, after the
# draw); a card burned by a full hand still counts; fatigue draws nothing and deals nothing.
_HOLY_WRATH = If(
    Exists(TopOfDeck(1)),
    If(CountAtLeast(InZone(Zone.HAND), 10),
       seq(Damage(TARGET, TagOf(TopOfDeck(1), Tag.COST)), Draw(1)),
       seq(Draw(1), Damage(TARGET, TagOf(LastDrawn(), Tag.COST)))),
    Draw(1),
)

# "After you summon a minion, give it +1/+1 and this loses 1 Durability": a played minion after its
# Battlecry (AFTER_SUMMON), any other summon when it happens (a SUMMON whose source is something else).
_JUSTICE = If(Exists(EventEntity().where(InZoneNow(Zone.PLAY))),
              seq(Buff(EventEntity(), "EX1_366e"), Special("sword_of_justice")))
_SUMMONED_BY_EFFECT = Exists(EventSource() - EventEntity())

register(
    # Noble Sacrifice: the Defender becomes the new target; with no room on the board it does not trigger
    secret("VAN_EX1_130", on(EventKind.PROPOSED_ATTACK, seq(Summon(DEFENDER), Redirect(LastSummoned())),
                             when=BoardSpace())),
    card(DEFENDER),  # Defender
    secret("VAN_EX1_132", on(EventKind.DAMAGE, Damage(ENEMY_HERO, EventAmount()),  # Eye for an Eye
                             when=event_is(_HERO & FRIENDLY_ONLY))),
    secret("VAN_EX1_136", on(EventKind.DEATH, seq(  # Redemption: a new copy, damaged down to 1 Health
        SummonCopy(EventEntity(), CopyMode.BASE), SetCurrentHealth(LastSummoned(), 1)),
        when=event_is(_MINION & FRIENDLY_ONLY) & BoardSpace())),
    card("VAN_EX1_349", play=Draw(  # Divine Favor
        Count(InZone(Zone.HAND, Side.ENEMY)) + Times(Count(InZone(Zone.HAND, Side.FRIENDLY)), -1))),
    card("VAN_EX1_354", target=ANY_CHARACTER, play=seq(Heal(TARGET, 8), Draw(3))),  # Lay on Hands
    card("VAN_EX1_355", target=ANY_MINION,  # Blessed Champion
         play=Buff(TARGET, "EX1_355e", atk=TagOf(TARGET, Tag.ATK))),
    enchantment("EX1_355e"),
    card("VAN_EX1_362", target=FRIENDLY_MINIONS, battlecry=SetTag(TARGET, Tag.DIVINE_SHIELD)),  # Argent Protector
    card("VAN_EX1_363", target=ANY_MINION, play=Buff(TARGET, "EX1_363e")),  # Blessing of Wisdom
    enchantment("EX1_363e", triggers=(  # the player who blessed it draws
        on(EventKind.PROPOSED_ATTACK, Draw(1), when=event_is(IsHost())),)),
    card("VAN_EX1_365", target=ANY_CHARACTER, play=_HOLY_WRATH),  # Holy Wrath
    card("VAN_EX1_366", triggers=(  # Sword of Justice
        on(EventKind.AFTER_SUMMON, _JUSTICE, when=event_is(_MINION & FRIENDLY_ONLY)),
        on(EventKind.SUMMON, _JUSTICE, when=event_is(_MINION & FRIENDLY_ONLY) & _SUMMONED_BY_EFFECT))),
    enchantment("EX1_366e", atk=1, health=1),
    secret("VAN_EX1_379", on(EventKind.AFTER_PLAY, Buff(EventEntity(), "EX1_379e"),  # Repentance
                             when=event_is(_MINION & ENEMY_ONLY & InZoneNow(Zone.PLAY)))),
    enchantment("EX1_379e", set_health=1),
    card("VAN_EX1_382", target=ENEMY_MINIONS, battlecry=Buff(TARGET, "EX1_382e")),  # Aldor Peacekeeper
    enchantment("EX1_382e", set_atk=1),
    card("VAN_EX1_383", deathrattle=EquipWeapon(ASHBRINGER)),  # Tirion Fordring
    card(ASHBRINGER),  # Ashbringer
    card("VAN_EX1_384", play=SplitDamage(ENEMY_CHARACTERS, 8)),  # Avenging Wrath
    card("VAN_EX1_619", play=Buff(ALL_MINIONS, "EX1_619e")),  # Equality
    enchantment("EX1_619e", set_health=1),
)
