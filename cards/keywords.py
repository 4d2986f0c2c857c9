"""The keyword library: helpers that build card definitions as data, so a card reads like its text.

`card(id, ...)` takes the numbers, type, class, race and printed keywords from `facts.json` and the
behaviour from its arguments. Selectors for the common phrases ("a minion", "all enemies") are constants;
triggers and auras have helpers named after the card text that uses them.
"""

from __future__ import annotations

import dataclasses

from cards.facts import facts
from hsfp.core.dsl import (
    Amount,
    AuraDef,
    Buff,
    CardDef,
    Characters,
    Collectible,
    Condition,
    Damaged,
    Effect,
    EventEntity,
    EventPlayerFriendly,
    Exists,
    Friendly,
    Heroes,
    InZone,
    IsThis,
    IsType,
    Minions,
    Modifier,
    Mods,
    OfPrinting,
    Selector,
    Seq,
    Side,
    Target,
    This,
    TriggerDef,
    Weapons,
)
from hsfp.core.registry import CARDS, register
from hsfp.core.tags import CardType, EventKind, Tag, Zone

# ------------------------------------------------------------------------------ selector phrases

TARGET = Target()
SELF = This()
ANY_CHARACTER = Characters(Side.ANY)
ANY_MINION = Minions(Side.ANY)
ALL_CHARACTERS = Characters(Side.ANY)
ALL_MINIONS = Minions(Side.ANY)
ENEMY_CHARACTERS = Characters(Side.ENEMY)
ENEMY_MINIONS = Minions(Side.ENEMY)
ENEMY_HERO = Heroes(Side.ENEMY)
ENEMY_WEAPON = Weapons(Side.ENEMY)
FRIENDLY_CHARACTERS = Characters(Side.FRIENDLY)
FRIENDLY_MINIONS = Minions(Side.FRIENDLY)
FRIENDLY_HERO = Heroes(Side.FRIENDLY)
FRIENDLY_WEAPON = Weapons(Side.FRIENDLY)
OTHER_FRIENDLY_MINIONS = FRIENDLY_MINIONS - SELF
FRIENDLY_ONLY: Condition = Friendly()
ENEMY_ONLY: Condition = ~Friendly()

_KEYWORD_TAGS = {
    "TAUNT": Tag.TAUNT, "DIVINE_SHIELD": Tag.DIVINE_SHIELD, "CHARGE": Tag.CHARGE, "RUSH": Tag.RUSH,
    "STEALTH": Tag.STEALTH, "POISONOUS": Tag.POISONOUS, "NON_KEYWORD_POISONOUS": Tag.POISONOUS,
    "LIFESTEAL": Tag.LIFESTEAL, "WINDFURY": Tag.WINDFURY,
    "SPELLPOWER": Tag.SPELLPOWER, "OVERLOAD": Tag.OVERLOAD, "SECRET": Tag.SECRET, "ELUSIVE": Tag.ELUSIVE,
    "IMMUNE": Tag.IMMUNE, "CANT_ATTACK": Tag.CANT_ATTACK, "IMMUNE_WHILE_ATTACKING": Tag.IMMUNE_WHILE_ATTACKING,
}


def seq(*steps: Effect) -> Effect:
    """Returns the effects run in order."""
    return steps[0] if len(steps) == 1 else Seq(tuple(steps))


def card(card_id: str, *, target: Selector | None = None, playable_if: Condition | None = None,
         battlecry: Effect | None = None, combo: Effect | None = None, play: Effect | None = None,
         deathrattle: Effect | None = None, triggers: tuple[TriggerDef, ...] = (),
         auras: tuple[AuraDef, ...] = (), modifiers: tuple[Modifier, ...] = (), hero_power: str = "",
         choose_one: tuple[str, ...] = ()) -> CardDef:
    """Returns a card's definition: facts from the card database, behaviour from the arguments."""
    f = facts(card_id)
    tags = tuple((tag, f["keywords"][k]) for k, tag in _KEYWORD_TAGS.items() if f["keywords"].get(k))
    return CardDef(
        card_id=card_id, name=f["name"], card_type=CardType(f["type"]), card_class=f["class"],
        cost=f["cost"], atk=f["atk"], health=f["health"], durability=f["durability"], race=f["race"],
        tags=tags, collectible=f["collectible"], target=target, playable_if=playable_if,
        battlecry=battlecry, combo=combo, play=play, deathrattle=deathrattle, triggers=triggers,
        auras=auras, modifiers=modifiers, hero_power=hero_power, choose_one=choose_one, text=f["text"],
    )


def enchantment(card_id: str, *, atk: int = 0, health: int = 0, cost: int = 0, durability: int = 0,
                set_atk: int | None = None, set_health: int | None = None, set_cost: int | None = None,
                mul_atk: int = 1, mul_health: int = 1, grants: tuple[Tag, ...] = (), this_turn: bool = False,
                turns: int = 0, hand_only: bool = False,
                triggers: tuple[TriggerDef, ...] = (), auras: tuple[AuraDef, ...] = (),
                deathrattle: Effect | None = None, modifiers: tuple[Modifier, ...] = ()) -> CardDef:
    """Returns an enchantment's definition: what it does to its host, how long (permanent; `this_turn`:
    until the end of this turn; `turns=N`: until the end of its controller's N-th turn, this one counting if
    it is theirs; `hand_only`: while the card is in hand), its own triggers and auras, a deathrattle it gives
    its host, modifiers."""
    f = facts(card_id)
    mods = Mods(atk=atk, health=health, cost=cost, durability=durability, set_atk=set_atk,
                set_health=set_health, set_cost=set_cost, mul_atk=mul_atk, mul_health=mul_health, grants=grants)
    return CardDef(card_id=card_id, name=f["name"], card_type=CardType.ENCHANTMENT, card_class=f["class"],
                   mods=mods, this_turn=this_turn, turns=turns, hand_only=hand_only, triggers=triggers, auras=auras,
                   deathrattle=deathrattle,
                   modifiers=modifiers, text=f["text"])


def aura(to: Selector, *, atk: int = 0, health: int = 0, cost: int = 0, spellpower: int = 0,
         set_atk: int | None = None, set_cost: int | None = None, cost_floor: int | None = None,
         grants: tuple[Tag, ...] = (), condition: Condition | None = None, scale: Amount | None = None,
         from_hand: bool = False) -> AuraDef:
    """Returns an aura on the selected entities while its source is in play (or, `from_hand`, while the
    card is in hand: a giant's own cost); `scale` repeats the additive part."""
    mods = Mods(atk=atk, health=health, cost=cost, spellpower=spellpower, set_atk=set_atk, set_cost=set_cost,
                cost_floor=cost_floor, grants=grants)
    return AuraDef(to, mods, condition, (Zone.HAND,) if from_hand else (Zone.PLAY,), scale)


def enrage(*, atk: int = 0, grants: tuple[Tag, ...] = ()) -> AuraDef:
    """"Enrage: +N Attack" (legacy): an aura on the minion itself while it is damaged."""
    return aura(SELF, atk=atk, grants=grants, condition=Damaged())


def costs_less_per(amount: Amount) -> AuraDef:
    """"Costs (1) less for each ..." : the card's own cost, while it is in hand."""
    return aura(SELF, cost=-1, scale=amount, from_hand=True)


def holding(cond: Condition) -> Condition:
    """"If you are holding a ... (in hand)" """
    return Exists(InZone(Zone.HAND, Side.FRIENDLY).where(cond))


# ------------------------------------------------------------------------------ trigger phrases


def on(kind: EventKind, effect: Effect, when: Condition | None = None,
       zones: tuple[Zone, ...] = (Zone.PLAY,)) -> TriggerDef:
    """Returns a trigger: when an event of a kind happens (and the condition holds), run the effect."""
    return TriggerDef(kind, effect, when, zones)


def at_start_of_your_turn(effect: Effect) -> TriggerDef:
    """"At the start of your turn, ..." """
    return TriggerDef(EventKind.TURN_START, effect, EventPlayerFriendly())


def at_end_of_your_turn(effect: Effect) -> TriggerDef:
    """"At the end of your turn, ..." """
    return TriggerDef(EventKind.TURN_END, effect, EventPlayerFriendly())


def whenever_this_takes_damage(effect: Effect) -> TriggerDef:
    """"Whenever this minion takes damage, ..." """
    return TriggerDef(EventKind.DAMAGE, effect, _event_is(IsThis()))


def whenever_you_summon(effect: Effect, what: Condition | None = None) -> TriggerDef:
    """"Whenever you summon a (kind of) minion, ..." (the summoned minion is the event entity)."""
    cond = Friendly() & ~IsThis()
    return TriggerDef(EventKind.SUMMON, effect, _event_is(cond if what is None else cond & what))


def _event_is(cond: Condition) -> Condition:
    return Exists(EventEntity().where(cond))


def event_is(cond: Condition) -> Condition:
    """Returns the condition that the event's entity satisfies `cond`."""
    return _event_is(cond)


def secret(card_id: str, trigger: TriggerDef) -> CardDef:
    """Returns a secret: a spell whose trigger listens from the secret zone on the opponent's turn."""
    t = TriggerDef(trigger.on, trigger.effect, trigger.condition, (Zone.SECRET,), secret=True)
    return card(card_id, triggers=(t,))


__all__ = [
    "ALL_CHARACTERS", "ALL_MINIONS", "ANY_CHARACTER", "ANY_MINION", "ENEMY_CHARACTERS", "ENEMY_HERO",
    "ENEMY_MINIONS", "ENEMY_ONLY", "ENEMY_WEAPON", "FRIENDLY_CHARACTERS", "FRIENDLY_HERO",
    "FRIENDLY_MINIONS", "FRIENDLY_ONLY", "FRIENDLY_WEAPON", "ORIGINAL_PRINTINGS", "OTHER_FRIENDLY_MINIONS",
    "SELF", "TARGET",
    "at_end_of_your_turn", "at_start_of_your_turn", "aura", "card", "costs_less_per", "enchantment", "enrage",
    "event_is", "holding", "on", "register", "reprint", "reprints", "secret", "seq", "whenever_this_takes_damage",
    "whenever_you_summon",
]


# ------------------------------------------------------------------------------------ printings

#: The collectible cards in their own printings (ids without the `VAN_` or `CORE_` prefix of the later
#: Classic and Core sets): the pool the cards of the 2014-2016 expansions draw random cards from.
ORIGINAL_PRINTINGS = OfPrinting(Collectible(), ("VAN_", "CORE_"), exclude=True)


def reprint(card_id: str, of: CardDef) -> CardDef:
    """Returns a definition for another printing of a card whose text it shares: the behaviour of `of`,
    the facts (numbers, name, text) of `card_id`."""
    f = facts(card_id)
    tags = tuple((tag, f["keywords"][k]) for k, tag in _KEYWORD_TAGS.items() if f["keywords"].get(k))
    return dataclasses.replace(
        of, card_id=card_id, name=f["name"], card_type=CardType(f["type"]), card_class=f["class"], cost=f["cost"],
        atk=f["atk"], health=f["health"], durability=f["durability"], race=f["race"], tags=tags,
        collectible=f["collectible"], text=f["text"])


def reprints(*card_ids: str) -> tuple[CardDef, ...]:
    """Returns the definitions of cards in their own printing whose text their Classic-format (`VAN_`)
    printing shares: its behaviour, their own numbers."""
    return tuple(reprint(cid, CARDS[f"VAN_{cid}"]) for cid in card_ids)


# ------------------------------------------------------------------------------------ hand buffs

#: The minions in your hand.
HAND_MINIONS: Selector = InZone(Zone.HAND).where(IsType(CardType.MINION))


def give_hand(enchantment_id: str, what: Selector = HAND_MINIONS) -> Effect:
    """Returns "Give all minions in your hand ..." (or the cards `what` selects): the enchantment on each
    card in hand, kept when the card is played or summoned from the hand."""
    return Buff(what, enchantment_id)
