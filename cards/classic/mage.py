"""Mage (Classic)."""

from __future__ import annotations

from cards.keywords import (
    ANY_CHARACTER,
    ANY_MINION,
    ENEMY_MINIONS,
    FRIENDLY_HERO,
    FRIENDLY_ONLY,
    SELF,
    TARGET,
    aura,
    card,
    enchantment,
    event_is,
    on,
    register,
    secret,
    seq,
)
from hsfp.core.dsl import (
    AddToHand,
    Adjacent,
    BoardSpace,
    Buff,
    Condition,
    CopyMode,
    Counter,
    Damage,
    Dead,
    Destroy,
    Detach,
    EventEntity,
    EventPlayerFriendly,
    EventTarget,
    Exists,
    Freeze,
    GainArmor,
    HasTag,
    If,
    InZone,
    IsType,
    LastSummoned,
    Modifier,
    ModOp,
    ModStage,
    Players,
    RedirectSpell,
    Side,
    Summon,
    SummonCopy,
)
from hsfp.core.tags import CardType, EventKind, Tag, Zone

MINION = IsType(CardType.MINION)
HERO = IsType(CardType.HERO)
FRIENDLY_SECRETS = InZone(Zone.SECRET, Side.FRIENDLY)
SPELLS_IN_HAND = InZone(Zone.HAND, Side.FRIENDLY).where(IsType(CardType.SPELL))
SECRETS_IN_HAND = InZone(Zone.HAND, Side.FRIENDLY).where(HasTag(Tag.SECRET))


def _defender_is(cond: Condition) -> Condition:
    return Exists(EventTarget().where(cond))


register(
    card("VAN_CS2_028", play=seq(Damage(ENEMY_MINIONS, 2), Freeze(ENEMY_MINIONS))),  # Blizzard
    card("VAN_CS2_031", target=ANY_CHARACTER,  # Ice Lance
         play=If(HasTag(Tag.FROZEN), Damage(TARGET, 4), Freeze(TARGET))),
    card("VAN_EX1_274", triggers=(on(  # Ethereal Arcanist
        EventKind.TURN_END, Buff(SELF, "EX1_274e"), when=EventPlayerFriendly() & Exists(FRIENDLY_SECRETS)),)),
    enchantment("EX1_274e", atk=2, health=2),
    card("VAN_EX1_275", target=ANY_MINION, play=seq(  # Cone of Cold
        Damage(TARGET | Adjacent(TARGET), 1), Freeze(TARGET | Adjacent(TARGET)))),
    card("VAN_EX1_279", target=ANY_CHARACTER, play=Damage(TARGET, 10)),  # Pyroblast
    secret("VAN_EX1_287", on(EventKind.SPELL_CAST, Counter(EventEntity()))),  # Counterspell
    secret("VAN_EX1_289", on(EventKind.PROPOSED_ATTACK, GainArmor(8),  # Ice Barrier
                             when=_defender_is(FRIENDLY_ONLY & HERO))),
    # Mirror Entity: after the Battlecry, a copy in every detail (stats, text, enchantments), if the
    # minion is still the opponent's and in play, and there is room.
    secret("VAN_EX1_294", on(EventKind.AFTER_PLAY, SummonCopy(EventEntity(), CopyMode.FULL),
                             when=event_is(MINION & ~FRIENDLY_ONLY & ~Dead()) & BoardSpace())),
    card("VAN_EX1_295", modifiers=(Modifier(  # Ice Block
        ModStage.DAMAGE, ModOp.PREVENT_FATAL, to=FRIENDLY_ONLY & HERO, then=Buff(FRIENDLY_HERO, "EX1_295o")),)),
    enchantment("EX1_295o", grants=(Tag.IMMUNE,), this_turn=True),
    card("VAN_EX1_559", triggers=(  # Archmage Antonidas
        on(EventKind.SPELL_CAST, AddToHand("VAN_CS2_029"), when=event_is(FRIENDLY_ONLY)),)),
    secret("VAN_EX1_594", on(EventKind.PROPOSED_ATTACK, Destroy(EventEntity()),  # Vaporize
                             when=event_is(MINION) & _defender_is(FRIENDLY_ONLY & HERO))),
    card("VAN_EX1_608", auras=(aura(SPELLS_IN_HAND, cost=-1),)),  # Sorcerer's Apprentice
    card("VAN_EX1_612", battlecry=Buff(Players(Side.FRIENDLY), "EX1_612o")),  # Kirin Tor Mage
    enchantment("EX1_612o", this_turn=True, auras=(aura(SECRETS_IN_HAND, set_cost=0),),
                triggers=(on(EventKind.PLAY_CARD, Detach(), when=event_is(FRIENDLY_ONLY & HasTag(Tag.SECRET))),)),
    card("VAN_NEW1_012", triggers=(  # Mana Wyrm
        on(EventKind.SPELL_CAST, Buff(SELF, "NEW1_012o"), when=event_is(FRIENDLY_ONLY)),)),
    enchantment("NEW1_012o", atk=1),
    secret("VAN_tt_010", on(EventKind.SPELL_CAST, seq(  # Spellbender
        Summon("VAN_tt_010a"), RedirectSpell(EventEntity(), LastSummoned())),
        when=_defender_is(MINION) & BoardSpace())),
    card("VAN_tt_010a"),  # Spellbender (token)
)
