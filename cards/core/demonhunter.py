"""The CORE set's Demon Hunter cards: Outcast, a next Demon made cheaper, attacks that ignore Taunt."""

from __future__ import annotations

import dataclasses

from cards.core.pools import CORE_CARDS
from cards.keywords import (
    ANY_MINION,
    ENEMY_CHARACTERS,
    ENEMY_MINIONS,
    ENEMY_ONLY,
    FRIENDLY_HERO,
    FRIENDLY_ONLY,
    SELF,
    TARGET,
    at_end_of_your_turn,
    aura,
    card,
    enchantment,
    event_is,
    on,
    outcast,
    outcast_costs,
    register,
    seq,
)
from hsfp.core.dsl import (
    Buff,
    CardDef,
    Condition,
    Damage,
    Detach,
    Discover,
    Draw,
    EventPlayerFriendly,
    EventTarget,
    Exists,
    ForceAttack,
    HasTag,
    InZone,
    IsRace,
    IsThis,
    IsType,
    OfRace,
    Players,
    Side,
    SplitDamage,
    Summon,
    WithKeyword,
)
from hsfp.core.tags import CardType, EventKind, Race, Tag, Zone

_DEMON = IsRace(Race.DEMON)
_OUTCAST_CARD = HasTag(Tag.OUTCAST)
_ME = Players(Side.FRIENDLY)
_THIS_ATTACKED = Exists(EventTarget().where(IsThis()))
_BY_YOUR_HERO = event_is(FRIENDLY_ONLY & IsType(CardType.HERO))


def _next_played(enchant: str, what: Condition, *, this_turn: bool = False, cost: int = 0,
                 set_cost: int | None = None) -> CardDef:
    # a discount held by the player, on every such card in hand, spent by the next one its player plays
    in_hand = InZone(Zone.HAND, Side.FRIENDLY).where(what)
    return enchantment(enchant, this_turn=this_turn, auras=(aura(in_hand, cost=cost, set_cost=set_cost),),
                       triggers=(on(EventKind.PLAY_CARD, Detach(), when=event_is(FRIENDLY_ONLY & what)),))


def _printed(d: CardDef, tag: Tag) -> CardDef:
    # a rule the card brings (not a keyword of the database's), printed on its row like one
    return dataclasses.replace(d, tags=(*d.tags, (tag, 1)))


register(
    card("CORE_BT_035", play=seq(Buff(FRIENDLY_HERO, "BT_035e"), Draw())),  # Chaos Strike
    enchantment("BT_035e", atk=2, this_turn=True),
    _printed(card("CORE_BT_187"), Tag.ATTACKS_IGNORE_TAUNT),  # Kayn Sunfury
    card("CORE_BT_321", battlecry=Discover(OfRace(CORE_CARDS, Race.DEMON))),  # Netherwalker
    card("CORE_BT_351", triggers=(  # Battlefiend
        on(EventKind.AFTER_ATTACK, Buff(SELF, "BT_351e"), when=_BY_YOUR_HERO),)),
    enchantment("BT_351e", atk=1),
    card("CORE_BT_416", battlecry=Buff(_ME, "BT_416e")),  # Raging Felscreamer
    _next_played("BT_416e", _DEMON, cost=-2),
    card("CORE_BT_480", battlecry=outcast(Draw())),  # Crimson Sigil Runner
    card("CORE_BT_491", play=seq(Draw(), outcast(Draw()))),  # Spectral Sight
    card("CORE_BT_493", triggers=(at_end_of_your_turn(SplitDamage(ENEMY_CHARACTERS, 6)),)),  # Priestess of Fury
    card("CORE_BT_510", triggers=(  # Wrathspike Brute
        on(EventKind.AFTER_ATTACK, Damage(ENEMY_CHARACTERS, 1), when=_THIS_ATTACKED),)),
    card("CORE_BT_801", target=ANY_MINION, play=Damage(TARGET, 3), auras=(outcast_costs(1),)),  # Eye Beam
    # the hero deals a weapon's damage, so the weapon's Lifesteal is lent to the hero while it is equipped
    card("CORE_BT_921", auras=(aura(FRIENDLY_HERO, grants=(Tag.LIFESTEAL,)),)),  # Aldrachi Warblades
    card("CORE_CATA_001", auras=(aura(FRIENDLY_HERO, grants=(Tag.IMMUNE,)),),  # Tichondrius
         battlecry=Buff(_ME, "CORE_CATA_001e")),
    _next_played("CORE_CATA_001e", _DEMON, this_turn=True, set_cost=0),
    card("CORE_TTN_843", triggers=(  # Eredar Deceptor
        on(EventKind.DRAW, Summon("TTN_843t1"), when=EventPlayerFriendly()),)),
    card("TTN_843t1"),  # Invading Felbat
    card("CORE_TTN_866", triggers=(at_end_of_your_turn(ForceAttack(ENEMY_MINIONS, SELF)),)),  # Mythical Terror
    card("CORE_WC_701", deathrattle=Damage(ENEMY_MINIONS, 1)),  # Felrattler
    # Outcast cards are all Demon Hunter cards: without the class rule another class casting it still gets some
    card("CORE_YOP_001", play=seq(  # Illidari Studies
        Discover(WithKeyword(CORE_CARDS, Tag.OUTCAST), class_rule=False), Buff(_ME, "YOP_001e"))),
    _next_played("YOP_001e", _OUTCAST_CARD, cost=-1),
    card("CS3_020", triggers=(  # Illidari Inquisitor
        on(EventKind.AFTER_ATTACK, ForceAttack(SELF, EventTarget()),
           when=_BY_YOUR_HERO & Exists(EventTarget().where(ENEMY_ONLY))),)),
)
