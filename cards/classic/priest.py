"""Priest (Classic)."""

from cards.keywords import (
    ALL_MINIONS,
    ANY_CHARACTER,
    ANY_MINION,
    ENEMY_HERO,
    ENEMY_MINIONS,
    FRIENDLY_CHARACTERS,
    FRIENDLY_HERO,
    FRIENDLY_MINIONS,
    SELF,
    TARGET,
    at_start_of_your_turn,
    aura,
    card,
    enchantment,
    event_is,
    on,
    register,
    seq,
)
from hsfp.core.dsl import (
    AttackAtMost,
    BoardSpace,
    Buff,
    ChangeHeroPower,
    CopyMode,
    CopyToHand,
    CurrentHealth,
    Damage,
    Damaged,
    Detach,
    Draw,
    Exists,
    Heal,
    Host,
    If,
    InZone,
    IsType,
    Modifier,
    ModOp,
    ModStage,
    Players,
    RandomN,
    ReturnControl,
    SetTag,
    Side,
    Silence,
    Special,
    Summon,
    SummonCopy,
    TakeControl,
)
from hsfp.core.state import PLAYER_ENTITY, Ctx, GameState, Run
from hsfp.core.tags import CardType, EventKind, Tag, Zone
from reducers.base import HERO_POWER_ENTITY, push
from reducers.effects import SPECIALS

MIND_SPIKE = "EX1_625t"
MIND_SHATTER = "EX1_625t2"
SHADOW_OF_NOTHING = "VAN_EX1_345t"

_ENEMY_DECK_MINIONS = InZone(Zone.DECK, Side.ENEMY).where(IsType(CardType.MINION))


def _shadowform(s: GameState, ctx: Ctx) -> GameState:
    """Returns the state with the caster's Hero Power become Mind Spike, or Mind Shatter if it already is
    a Shadowform power; the new power is ready to use this turn (a new Hero Power, not the used one)."""
    power = s.rows[PLAYER_ENTITY[ctx.controller]][HERO_POWER_ENTITY]
    new = MIND_SHATTER if s.cards[power] in (MIND_SPIKE, MIND_SHATTER) else MIND_SPIKE
    return push(s, Run(ChangeHeroPower(new), ctx),
                Run(SetTag(Players(Side.FRIENDLY), Tag.HERO_POWER_USES_THIS_TURN, 0), ctx))


SPECIALS["shadowform"] = _shadowform

register(
    card("VAN_CS1_129", target=ANY_MINION,  # Inner Fire
         play=Buff(TARGET, "CS1_129e", set_atk=CurrentHealth(TARGET))),
    enchantment("CS1_129e"),
    card("VAN_CS2_235", triggers=(  # Northshire Cleric
        on(EventKind.HEAL, Draw(1), when=event_is(IsType(CardType.MINION))),)),
    card("VAN_CS2_236", target=ANY_MINION,  # Divine Spirit: doubles the Health it has now
         play=Buff(TARGET, "CS2_236e", health=CurrentHealth(TARGET))),
    enchantment("CS2_236e"),
    card("VAN_DS1_233", play=Damage(ENEMY_HERO, 5)),  # Mind Blast
    card("VAN_EX1_091", target=ENEMY_MINIONS.where(AttackAtMost(2)),  # Cabal Shadow Priest
         battlecry=TakeControl(TARGET)),
    card("VAN_EX1_332", target=ANY_MINION, play=Silence(TARGET)),  # Silence
    card("VAN_EX1_334", target=ENEMY_MINIONS.where(AttackAtMost(3)), playable_if=BoardSpace(),  # Shadow Madness
         play=TakeControl(TARGET, "EX1_334e")),
    # Charge (not printed) lets it attack at once; given back at the end of the turn, or when silenced
    enchantment("EX1_334e", grants=(Tag.CHARGE,), triggers=(
        on(EventKind.TURN_END, seq(ReturnControl(Host()), Detach())),)),
    card("VAN_EX1_335", auras=(  # Lightspawn: Attack set to its current Health over any buff
        aura(SELF, set_atk=0), aura(SELF, atk=1, scale=CurrentHealth(SELF)))),
    card("VAN_EX1_339", play=CopyToHand(RandomN(InZone(Zone.DECK, Side.ENEMY), 2))),  # Thoughtsteal
    card("VAN_EX1_341", triggers=(  # Lightwell
        at_start_of_your_turn(Heal(RandomN(FRIENDLY_CHARACTERS.where(Damaged()), 1), 3)),)),
    card("VAN_EX1_345", play=If(Exists(_ENEMY_DECK_MINIONS),  # Mindgames
                                SummonCopy(RandomN(_ENEMY_DECK_MINIONS, 1), CopyMode.BASE),
                                Summon(SHADOW_OF_NOTHING))),
    card(SHADOW_OF_NOTHING),  # Shadow of Nothing
    card("VAN_EX1_350", modifiers=(  # Prophet Velen
        Modifier(ModStage.DAMAGE, ModOp.DOUBLE), Modifier(ModStage.HEAL, ModOp.DOUBLE))),
    card("VAN_EX1_591", modifiers=(Modifier(ModStage.HEAL, ModOp.HEAL_AS_DAMAGE),)),  # Auchenai Soulpriest
    card("VAN_EX1_621", play=Heal(ALL_MINIONS, 4)),  # Circle of Healing
    card("VAN_EX1_623", target=FRIENDLY_MINIONS, battlecry=Buff(TARGET, "EX1_623e")),  # Temple Enforcer
    enchantment("EX1_623e", health=3),
    card("VAN_EX1_624", target=ANY_CHARACTER,  # Holy Fire
         play=seq(Damage(TARGET, 5), Heal(FRIENDLY_HERO, 5))),
    card("VAN_EX1_625", play=Special("shadowform")),  # Shadowform
    card(MIND_SPIKE, target=ANY_CHARACTER, play=Damage(TARGET, 2)),  # Mind Spike
    card(MIND_SHATTER, target=ANY_CHARACTER, play=Damage(TARGET, 3)),  # Mind Shatter
    card("VAN_EX1_626", play=seq(Silence(ENEMY_MINIONS), Draw(1))),  # Mass Dispel
)
