"""A static value of a card from its data alone, without running it (seed 000 ch. 10: "AI 无法理解卡牌…
不能做启发式估值" is what the card language fixes).

The unit is roughly a mana crystal: a vanilla minion is worth about (Attack + Health) / 2, a point of damage
to an enemy about 0.6. The value is what the card brings to the board, not net of its cost (divide by the
cost for efficiency). Selectors are estimated as an expected number of friendly and enemy entities, so
"all enemy minions" is worth more than "a minion" and a harmful effect on your own side counts against the
card. Every weight is a named constant below; change them, not the code.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

from hsfp.core import dsl
from hsfp.core.dsl import AuraDef, CardDef, Effect, Mods, Selector, Side, TriggerDef
from hsfp.core.registry import CARDS
from hsfp.core.tags import CardClass, CardType, EventKind, Tag
from reducers.pools import cards_of

# --------------------------------------------------------------------------------------------- weights

#: A point of Attack or Health on a minion.
ATTACK = 0.5
HEALTH = 0.5
#: A point of weapon Attack, per hit (times durability).
WEAPON_HIT = 0.5
#: Printed or granted keywords. Per point for Spell Damage and Overload (a cost, so negative).
KEYWORDS: dict[Tag, float] = {
    Tag.TAUNT: 0.5, Tag.DIVINE_SHIELD: 1.0, Tag.CHARGE: 1.0, Tag.RUSH: 0.6, Tag.STEALTH: 0.5,
    Tag.POISONOUS: 1.5, Tag.LIFESTEAL: 0.75, Tag.WINDFURY: 1.0, Tag.MEGA_WINDFURY: 2.0, Tag.ELUSIVE: 0.5,
    Tag.IMMUNE: 2.0, Tag.REBORN: 1.0, Tag.SPELLPOWER: 0.75, Tag.OVERLOAD: -0.8, Tag.CANT_ATTACK: -1.0,
    Tag.IMMUNE_WHILE_ATTACKING: 0.75, Tag.FROZEN: -0.5, Tag.SECRET: 0.0,
}
#: Per point of damage dealt, of health restored, of armour gained.
DAMAGE = 0.6
HEAL = 0.3
ARMOR = 0.4
#: Per entity destroyed, transformed, silenced, frozen, returned to hand, taken control of.
DESTROY = 3.0
#: A card destroying itself (a temporary body): the rest of its life is lost, not a whole card.
DESTROY_SELF = -1.0
TRANSFORM = 2.5
SILENCE = 1.0
FREEZE = 0.5
BOUNCE = 1.5
TAKE_CONTROL = 5.0
#: Per card drawn, discarded, added to hand, milled; per mana this turn or mana crystal.
DRAW = 1.5
DISCARD = -1.0
ADD_TO_HAND = 1.0
MILL = 0.3
MANA = 0.8
CRYSTAL = 1.5
#: Cost change per mana (in hand) and a fixed value for the hard-to-price nodes.
COST_POINT = 1.0
COUNTER = 2.0
SPECIAL = 2.0
REDIRECT = 1.0
#: Per entity whose Attack or Health a buff sets (Humility, Hunter's Mark): a soft removal.
SET_STAT = 1.5
MODIFIER = 2.0
UNKNOWN = 1.0
#: How often an effect fires: a Deathrattle once (slightly discounted), a start- or end-of-turn trigger
#: about twice, other triggers once; a Combo is not always on; an aura counts for a couple of turns.
DEATHRATTLE = 0.9
TRIGGER_FIRES: dict[EventKind, float] = {EventKind.TURN_START: 2.0, EventKind.TURN_END: 2.0}
COMBO = 0.5
AURA_TURNS = 1.5
#: A buff lasting one turn is worth this share of a permanent one.
THIS_TURN = 0.4
#: Expected sizes of the common selectors, per side.
BOARD = 2.5  # minions of one side
HAND = 4.0
DECK = 15.0


class Reach(NamedTuple):
    """The expected number of entities a selector affects: on the friendly side, the enemy side, and
    chosen by the player (who picks the side that suits the effect)."""

    friendly: float = 0.0
    enemy: float = 0.0
    chosen: float = 0.0

    def scaled(self, k: float) -> Reach:
        """Returns the reach multiplied by k."""
        return Reach(self.friendly * k, self.enemy * k, self.chosen * k)

    def total(self) -> float:
        """Returns how many entities in all."""
        return self.friendly + self.enemy + self.chosen


def _side(side: Side, n: float) -> Reach:
    if side == Side.FRIENDLY:
        return Reach(friendly=n)
    if side == Side.ENEMY:
        return Reach(enemy=n)
    return Reach(friendly=n, enemy=n)


def reach(sel: Selector | None) -> Reach:
    """Returns the expected number of friendly, enemy and chosen entities a selector means."""
    if sel is None:
        return Reach()
    if isinstance(sel, dsl.Target):
        return Reach(chosen=1.0)
    if isinstance(sel, dsl.This):
        return Reach(friendly=1.0)
    if isinstance(sel, dsl.Host):
        return Reach(chosen=1.0)  # an enchantment's host is whatever it was put on
    if isinstance(sel, dsl.Minions):
        return _side(sel.side, BOARD)
    if isinstance(sel, dsl.Characters):
        return _side(sel.side, BOARD + 1)
    if isinstance(sel, dsl.Locations):
        return _side(sel.side, 0.1)  # a location is rare on a board
    if isinstance(sel, (dsl.Heroes, dsl.Players)):
        return _side(sel.side, 1.0)
    if isinstance(sel, dsl.Weapons):
        return _side(sel.side, 0.5)
    if isinstance(sel, dsl.InZone):
        return _side(sel.side, {3: HAND, 2: DECK}.get(int(sel.zone), 1.0))
    if isinstance(sel, dsl.TopOfDeck):
        return _side(sel.side, float(sel.n))
    if isinstance(sel, dsl.Adjacent):
        return Reach(friendly=1.5)
    if isinstance(sel, dsl.Filter):
        return reach(sel.of).scaled(0.5)
    if isinstance(sel, dsl.Union):
        a, b = reach(sel.a), reach(sel.b)
        return Reach(a.friendly + b.friendly, a.enemy + b.enemy, a.chosen + b.chosen)
    if isinstance(sel, dsl.Difference):
        a, b = reach(sel.a), reach(sel.b)
        return Reach(max(0.0, a.friendly - b.friendly), max(0.0, a.enemy - b.enemy - b.chosen / 2),
                     max(0.0, a.chosen - b.chosen))
    if isinstance(sel, (dsl.RandomN, dsl.Limit, dsl.TopBy)):
        inner = reach(sel.of)
        total = inner.total()
        return inner if total <= sel.n else inner.scaled(sel.n / total)
    if isinstance(sel, dsl.Sorted):
        return reach(sel.of)
    if isinstance(sel, dsl.DistinctTypes):  # CORE, Neutral: at most one of each type, about half typed
        inner = reach(sel.of).scaled(0.5)
        total = inner.total()
        return inner if total <= sel.n else inner.scaled(sel.n / total)
    return Reach(chosen=1.0)  # event entities and other single entities


def amount(a: dsl.Amount | None) -> float:
    """Returns the expected value of an amount (counts of selectors by their reach)."""
    if a is None:
        return 0.0
    if isinstance(a, int):
        return float(a)
    if isinstance(a, dsl.Count):
        return reach(a.of).total()
    if isinstance(a, dsl.RandomInt):
        return (a.lo + a.hi) / 2
    if isinstance(a, dsl.Plus):
        return amount(a.a) + amount(a.b)
    if isinstance(a, dsl.Times):
        return amount(a.a) * amount(a.b)
    if isinstance(a, dsl.SumOf):
        return 3.0 * reach(a.of).total()
    return 3.0  # a tag, health left, a player counter or an event amount: a typical small number


# ------------------------------------------------------------------------------------------- effects


def _harm(r: Reach) -> float:
    """Returns the net number of entities a harmful effect helps you with (enemies minus friends)."""
    return r.enemy + r.chosen - r.friendly


def _help(r: Reach) -> float:
    """Returns the net number of entities a helpful effect helps you with."""
    return r.friendly + r.chosen - r.enemy


def _side_sign(side: Side) -> float:
    return {Side.FRIENDLY: 1.0, Side.ENEMY: -1.0, Side.ANY: 0.0}[side]


def mods_value(m: Mods | None, this_turn: bool = False) -> float:
    """Returns the value of what an enchantment or aura adds to one host."""
    if m is None:
        return 0.0
    v = m.atk * ATTACK + m.health * HEALTH + m.durability * WEAPON_HIT + m.spellpower * KEYWORDS[Tag.SPELLPOWER]
    v += sum(KEYWORDS.get(t, 0.5) for t in m.grants)
    v -= m.cost * COST_POINT
    if m.mul_atk != 1:
        v += (m.mul_atk - 1) * 2 * ATTACK
    if m.mul_health != 1:
        v += (m.mul_health - 1) * 2 * HEALTH
    return v * (THIS_TURN if this_turn else 1.0)


def _buff(e: dsl.Buff, seen: frozenset[str]) -> float:
    d = CARDS.get(e.enchantment)
    per = mods_value(d.mods if d is not None else None, d.this_turn if d is not None else False)
    per += amount(e.atk) * ATTACK + amount(e.health) * HEALTH + amount(e.durability) * WEAPON_HIT
    per -= amount(e.cost) * COST_POINT
    if d is not None and e.enchantment not in seen:
        per += _behaviour(d, seen | {e.enchantment})
    r = reach(e.to)
    if e.set_atk is not None or e.set_health is not None or (d is not None and d.mods is not None and (
            d.mods.set_atk is not None or d.mods.set_health is not None)):
        return SET_STAT * _harm(r)  # a value set: mostly a soft removal aimed at enemies
    return per * (r.friendly + r.chosen - r.enemy)


def _card_value(card_id: str, seen: frozenset[str]) -> float:
    d = CARDS.get(card_id)
    if d is None or card_id in seen:
        return 2.0
    return _estimate(d, seen | {card_id})


def _pool_value(pool: tuple[str, ...], seen: frozenset[str]) -> float:
    return sum(_card_value(c, seen) for c in pool) / len(pool) if pool else 0.0


#: What choosing the best of a Discover's options is worth over one random card of the pool.
DISCOVER_CHOICE = 1.4


def _random_minion_value(pool: dsl.Pool) -> float:
    # the pool as a neutral player would see it; the printed body only, so the estimate stays cheap
    minions = [CARDS[c] for c in cards_of(pool, CardClass.NEUTRAL, CardClass.NEUTRAL)]
    bodies = [_body(d) for d in minions if d.card_type == CardType.MINION]
    return sum(bodies) / len(bodies) if bodies else 0.0


def effect_value(e: Effect | None, seen: frozenset[str] = frozenset()) -> float:
    """Returns the value of an effect run once."""
    if e is None:
        return 0.0
    fn = _EFFECTS.get(type(e))
    return fn(e, seen) if fn is not None else UNKNOWN


def _by_amount(weight: float, field: str, sel_field: str, harmful: bool) -> Callable[[Any, frozenset[str]], float]:
    def value(e: Any, seen: frozenset[str]) -> float:
        r = reach(getattr(e, sel_field))
        return weight * amount(getattr(e, field)) * (_harm(r) if harmful else _help(r))

    return value


def _per_entity(weight: float, field: str, harmful: bool = True) -> Callable[[Any, frozenset[str]], float]:
    def value(e: Any, seen: frozenset[str]) -> float:
        r = reach(getattr(e, field))
        return weight * (_harm(r) if harmful else _help(r))

    return value


def _if(e: dsl.If, seen: frozenset[str]) -> float:
    return (effect_value(e.then, seen) + effect_value(e.otherwise, seen)) / 2


_EFFECTS: dict[type, Callable[[Any, frozenset[str]], float]] = {
    dsl.Seq: lambda e, seen: sum(effect_value(s, seen) for s in e.steps),
    dsl.If: _if,
    dsl.ForEach: lambda e, seen: reach(e.of).total() * effect_value(e.effect, seen),
    dsl.Repeat: lambda e, seen: amount(e.n) * effect_value(e.effect, seen),
    dsl.Damage: _by_amount(DAMAGE, "amount", "to", harmful=True),
    dsl.DamageFrom: _by_amount(DAMAGE, "amount", "to", harmful=True),
    dsl.SplitDamage: lambda e, seen: DAMAGE * 0.9 * amount(e.hits),
    dsl.LoseDurability: lambda e, seen: -DAMAGE * e.n,  # a weapon's own Durability: what it is worth
    dsl.Heal: _by_amount(HEAL, "amount", "to", harmful=False),
    dsl.Destroy: lambda e, seen: DESTROY_SELF if isinstance(e.what, dsl.This) else DESTROY * _harm(reach(e.what)),
    dsl.Draw: lambda e, seen: DRAW * amount(e.n) * _side_sign(e.side),
    dsl.DrawThis: lambda e, seen: DRAW * reach(e.what).total(),
    dsl.Discard: lambda e, seen: DISCARD * amount(e.n) * _side_sign(e.side),
    dsl.Mill: lambda e, seen: MILL * _harm(reach(e.what)),
    dsl.Summon: lambda e, seen: e.n * _card_value(e.card, seen) * _side_sign(e.side),
    dsl.Transform: lambda e, seen: (TRANSFORM - _card_value(e.card, seen) / 2) * _harm(reach(e.what)),
    dsl.SetCurrentHealth: lambda e, seen: 1.0 * _harm(reach(e.what)),
    dsl.Redirect: lambda e, seen: REDIRECT,
    dsl.RedirectSpell: lambda e, seen: REDIRECT,
    dsl.Buff: _buff,
    dsl.SetTag: lambda e, seen: KEYWORDS.get(e.tag, 0.5) * (1 if e.value else -1) * _help(reach(e.to)),
    dsl.Freeze: _per_entity(FREEZE, "what"),
    dsl.Silence: _per_entity(SILENCE, "what"),
    dsl.GainMana: lambda e, seen: MANA * amount(e.n),
    dsl.GainCrystals: lambda e, seen: CRYSTAL * amount(e.n) * (1.0 if e.empty else 1.3),
    dsl.GainArmor: lambda e, seen: ARMOR * amount(e.n),
    dsl.EquipWeapon: lambda e, seen: _card_value(e.card, seen),
    dsl.TakeControl: _per_entity(TAKE_CONTROL, "what"),
    dsl.ReturnToHand: _per_entity(BOUNCE, "what"),
    dsl.AddToHand: lambda e, seen: ADD_TO_HAND * _side_sign(e.side),
    dsl.CopyToHand: lambda e, seen: ADD_TO_HAND * reach(e.what).total() * _side_sign(e.side),
    dsl.SummonCopy: lambda e, seen: 3.0 * reach(e.of).total() * _side_sign(e.side),
    dsl.TransformCopy: lambda e, seen: 1.5,
    dsl.ShuffleIntoDeck: lambda e, seen: 0.2 * e.n * _side_sign(e.side),
    dsl.ShuffleBack: _per_entity(BOUNCE * 0.8, "what"),
    dsl.Overload: lambda e, seen: KEYWORDS[Tag.OVERLOAD] * amount(e.n),
    dsl.ChangeHeroPower: lambda e, seen: 2.0,
    dsl.TriggerDeathrattle: lambda e, seen: 1.5 * reach(e.what).total(),
    dsl.Counter: lambda e, seen: COUNTER,
    dsl.ReturnControl: lambda e, seen: 0.0,
    dsl.Detach: lambda e, seen: 0.0,
    dsl.Pick: lambda e, seen: effect_value(e.chosen, seen) + effect_value(e.rest, seen) * max(
        0.0, reach(e.options).total() - 1),
    dsl.Special: lambda e, seen: SPECIAL,
    dsl.AddFromPool: lambda e, seen: e.n * ADD_TO_HAND * _side_sign(e.side),
    dsl.SummonFromPool: lambda e, seen: _random_minion_value(e.pool) * _side_sign(e.side),
    dsl.TransformFromPool: lambda e, seen: TRANSFORM * 0.5 * _harm(reach(e.what)),
    dsl.Discover: lambda e, seen: ADD_TO_HAND * DISCOVER_CHOICE + effect_value(e.then, seen),
    dsl.KeepOffered: lambda e, seen: ADD_TO_HAND + effect_value(e.then, seen),
    dsl.DropOffered: lambda e, seen: 0.0,
}


# --------------------------------------------------------------------------------------------- cards


def trigger_value(t: TriggerDef, seen: frozenset[str] = frozenset()) -> float:
    """Returns the value of a trigger: its effect times how often it is expected to fire."""
    return effect_value(t.effect, seen) * TRIGGER_FIRES.get(EventKind(t.on), 1.0)


def aura_value(a: AuraDef) -> float:
    """Returns the value of an aura over the entities it reaches for a couple of turns."""
    # a card's own cost change in hand counts once, per scale
    per = mods_value(a.mods)
    if a.scale is not None:
        per *= amount(a.scale)
    r = reach(a.to)
    if isinstance(a.to, dsl.This):
        return per
    return per * _help(r) * AURA_TURNS


def _body(d: CardDef) -> float:
    if d.card_type == CardType.MINION:
        v = d.atk * ATTACK + d.health * HEALTH
    elif d.card_type == CardType.WEAPON:
        v = d.atk * d.durability * WEAPON_HIT
    else:
        v = 0.0
    for tag, n in d.tags:
        if not n:
            continue
        w = KEYWORDS.get(tag, 0.0)
        if tag in (Tag.SPELLPOWER, Tag.OVERLOAD):
            v += w * n
        elif tag == Tag.WINDFURY:
            v += d.atk * ATTACK * w
        elif tag == Tag.CANT_ATTACK:
            v -= d.atk * ATTACK
        else:
            v += w
    return v


def _behaviour(d: CardDef, seen: frozenset[str]) -> float:
    v = effect_value(d.battlecry, seen) + effect_value(d.play, seen)
    v += COMBO * effect_value(d.combo, seen)
    v += DEATHRATTLE * effect_value(d.deathrattle, seen)
    v += sum(trigger_value(t, seen) for t in d.triggers)
    v += sum(aura_value(a) for a in d.auras)
    v += MODIFIER * len(d.modifiers)
    if d.choose_one:
        v += max((_card_value(o, seen) for o in d.choose_one), default=0.0)
    return v


def _estimate(d: CardDef, seen: frozenset[str]) -> float:
    v = _body(d) + _behaviour(d, seen)
    if d.card_type == CardType.ENCHANTMENT:
        v += mods_value(d.mods, d.this_turn)
    if d.hero_power:
        v += _card_value(d.hero_power, seen)
    return v


def estimate_value(card_def: CardDef) -> float:
    """Returns a static value of a card from its data alone (about one unit per mana crystal of effect)."""
    return round(_estimate(card_def, frozenset({card_def.card_id})), 3)


def breakdown(card_def: CardDef) -> dict[str, float]:
    """Returns the parts of `estimate_value`: body and keywords, each behaviour hook, auras, modifiers."""
    seen = frozenset({card_def.card_id})
    d = card_def
    parts = {
        "body": _body(d),
        "battlecry": effect_value(d.battlecry, seen),
        "play": effect_value(d.play, seen),
        "combo": COMBO * effect_value(d.combo, seen),
        "deathrattle": DEATHRATTLE * effect_value(d.deathrattle, seen),
        "triggers": sum(trigger_value(t, seen) for t in d.triggers),
        "auras": sum(aura_value(a) for a in d.auras),
        "modifiers": MODIFIER * len(d.modifiers),
        "choose one": max((_card_value(o, seen) for o in d.choose_one), default=0.0),
        "enchantment": mods_value(d.mods, d.this_turn) if d.card_type == CardType.ENCHANTMENT else 0.0,
        "hero power": _card_value(d.hero_power, seen) if d.hero_power else 0.0,
    }
    return {k: round(v, 3) for k, v in parts.items() if v}


__all__ = [
    "ATTACK", "AURA_TURNS", "COMBO", "DAMAGE", "DEATHRATTLE", "DRAW", "HEAL", "HEALTH", "KEYWORDS", "Reach",
    "amount", "aura_value", "breakdown", "effect_value", "estimate_value", "mods_value", "reach",
    "trigger_value",
]


# ----------------------------------------------------------------- Jade Golem, summoning a card

#: A Jade Golem: the body of a golem of the size a typical game's golem has (about 3/3).
JADE_GOLEM = 3.0
#: A minion card summoned from a hand or deck: a free body for its controller (and one card fewer).
PUT_INTO_PLAY = 2.0
_EFFECTS[dsl.SummonJadeGolem] = lambda e, seen: JADE_GOLEM * _side_sign(e.side)
_EFFECTS[dsl.PutIntoPlay] = lambda e, seen: PUT_INTO_PLAY * (
    lambda r: r.friendly + r.chosen - r.enemy)(reach(e.what))


# ------------------------------------- offers: Discover's variants, custom spells, deck and Hero Power

#: What a custom spell's choices are worth over a card of the same parts chosen at random.
CUSTOM_CHOICE = 1.5

_EFFECTS.update({
    dsl.DiscoverEach: lambda e, seen: ADD_TO_HAND * DISCOVER_CHOICE + effect_value(e.then, seen),
    dsl.DiscoverCopy: lambda e, seen: ADD_TO_HAND * DISCOVER_CHOICE + effect_value(e.then, seen),
    dsl.ShuffleCopy: lambda e, seen: 0.2 * reach(e.what).total() * _side_sign(e.side),
    dsl.CustomSpell: lambda e, seen: CUSTOM_CHOICE * max(
        (e.parts * _pool_value(r.parts, seen) for r in e.recipes), default=0.0),
    dsl.CraftPick: lambda e, seen: 0.0,
    dsl.CastParts: lambda e, seen: 2 * _pool_value(e.parts, seen),
})


# ---------------------------------------- The Grand Tournament: Joust, a doubled Spell Damage bonus

#: How often the controller wins a Joust: a tie loses, so a little under half the time.
JOUST_WON = 0.45
#: The Spell Damage a player typically has when a "bonus from Spell Damage" spell is cast.
TYPICAL_SPELL_DAMAGE = 0.5

_EFFECTS.update({
    dsl.Joust: lambda e, seen: JOUST_WON * effect_value(e.then, seen) + (1 - JOUST_WON) * effect_value(
        e.otherwise, seen),
    dsl.BonusDamage: lambda e, seen: DAMAGE * (amount(e.amount) + (e.times - 1) * TYPICAL_SPELL_DAMAGE) * _harm(
        reach(e.to)),
})


# ------------------------- The League of Explorers: Brann's rule, a Hero Power discovered, Overload, Entomb

#: Battlecries twice (Brann Bronzebeard): worth about one more Battlecry over its life.
KEYWORDS[Tag.EXTRA_BATTLECRIES] = 1.5
#: "Whenever you Overload" fires about as often as a turn trigger in a deck built for it.
TRIGGER_FIRES[EventKind.OVERLOADED] = 2.0
#: A new Hero Power for the rest of the game (as ChangeHeroPower), chosen from three.
HERO_POWER = 2.0
_EFFECTS.update({
    dsl.DiscoverHeroPower: lambda e, seen: HERO_POWER * DISCOVER_CHOICE,
    dsl.KeepHeroPower: lambda e, seen: HERO_POWER,
    # the minion leaves the opponent's board for good and becomes a card of yours
    dsl.ShuffleIntoDeckOf: _per_entity(DESTROY, "what"),
})


# ----------------------------------------------------- Whispers of the Old Gods: spending all your Mana

# The Mana spent pays for what follows, like a cost, so the spend itself is worth nothing here (the
# amount spent reads as a typical small number, see `amount`).
_EFFECTS[dsl.SpendAllMana] = lambda e, seen: effect_value(e.then, seen)


# -------------------------------------------------------------------------------------------- Outcast

#: The Outcast keyword itself is worth nothing: its effect is an `If` on `PlayedOutcast`, valued as one.
KEYWORDS[Tag.OUTCAST] = 0.0
#: Every friendly attack ignoring Taunt (Kayn Sunfury): about a removed Taunt each turn it lives.
KEYWORDS[Tag.ATTACKS_IGNORE_TAUNT] = 1.5


# ------------------------------------------------- Dormant; a card put on top of a deck (Merch Seller)

#: Dormant for a few turns: the body comes late and cannot be answered meanwhile; a small net cost.
KEYWORDS[Tag.DORMANT] = -0.75
# A card of the opponent's next draw chosen for them: worth about as much to them as milling costs them.
_EFFECTS[dsl.PutOnTopOfDeck] = lambda e, seen: MILL * _side_sign(e.side)


# ---------------------- CORE, Mage and Paladin: excess damage, a random summon at a computed cost

# The excess on the hero is worth about a third of the amount: most targets have a little Health left.
_EFFECTS[dsl.DamageWithExcess] = lambda e, seen: DAMAGE * amount(e.amount) * (
    _harm(reach(e.to)) + _harm(reach(e.excess_to)) / 3)
# a random minion of a cost that depends on the game: a typical random minion of the pool
_EFFECTS[dsl.SummonFromPoolAtCost] = lambda e, seen: _random_minion_value(e.pool) * _side_sign(e.side)


# ---------------------------- CORE, Neutral: copies changed as they are made, effects chosen (Siamat)


def _chosen_effects_value(e: dsl.ChooseEffects, seen: frozenset[str]) -> float:
    # a player picks the best ones: the sum of the `picks` most valuable options
    values = sorted((effect_value(d.play, seen) for o in e.options if (d := CARDS.get(o)) is not None),
                    reverse=True)
    return sum(values[:e.picks])


_EFFECTS[dsl.CopyToHandThen] = lambda e, seen: (
    ADD_TO_HAND * reach(e.what).total() * _side_sign(e.side) + effect_value(e.then, seen))
_EFFECTS[dsl.ChooseEffects] = _chosen_effects_value
_EFFECTS[dsl.EffectChosen] = lambda e, seen: 0.0


# ------------------------------------------------ Reborn, Corpses, forced attacks (the Death Knight's set)

#: A Corpse gained: a part of a later card's bonus.
CORPSE = 0.4
#: How often a fixed Corpse cost is met when the card is played.
CORPSES_MET = 0.6
#: Falric's doubled gains: about a Corpse more each turn it lives.
KEYWORDS[Tag.DOUBLE_CORPSES] = 1.0
#: A token that leaves no Corpse gives up a little.
KEYWORDS[Tag.LEAVES_NO_CORPSE] = -0.2
#: A forced attack: about a trade of the attacker's stats with the defender's.
FORCED_ATTACK = 1.5
_EFFECTS.update({
    dsl.RebornSummon: lambda e, seen: 0.0,  # the keyword's worth is on the card (`KEYWORDS[Tag.REBORN]`)
    dsl.GainCorpses: lambda e, seen: CORPSE * amount(e.n),
    dsl.SpendCorpses: lambda e, seen: CORPSES_MET * effect_value(e.then, seen) + (1 - CORPSES_MET) * effect_value(
        e.otherwise, seen),
    dsl.SpendUpToCorpses: lambda e, seen: effect_value(e.then, seen),
    dsl.RaiseCorpses: lambda e, seen: CORPSES_MET * min(e.n, 3) * _card_value(e.card, seen),
    dsl.ForceAttack: lambda e, seen: FORCED_ATTACK,
})


# ------------------------------------- CORE, Druid and Hunter: Casts When Drawn, a card Discovered from the deck

#: Both effects of every Choose One card (Fandral Staghelm): about one more option's worth over its life.
KEYWORDS[Tag.CHOOSE_BOTH] = 2.0
_EFFECTS.update({
    # the cast is free and the card replaces itself
    dsl.CastWhenDrawn: lambda e, seen: effect_value(e.effect, seen) + DRAW,
    # a draw of the card wanted among three of the deck's
    dsl.DiscoverDraw: lambda e, seen: DRAW * DISCOVER_CHOICE,
    dsl.DrawOffered: lambda e, seen: DRAW,
})


# ------------------------------------------------------- Dark Gift and Kindred (Raptor Herald)

#: A Dark Gift on the card kept: the gifts average about a +2/+2's worth.
DARK_GIFT = 1.0
_EFFECTS.update({
    dsl.DiscoverGifted: lambda e, seen: ADD_TO_HAND * DISCOVER_CHOICE + DARK_GIFT + effect_value(e.then, seen),
    dsl.KeepGifted: lambda e, seen: ADD_TO_HAND + DARK_GIFT + effect_value(e.then, seen),
})


# ------------------------------------ Avatar of Hearthstone: a card pack opened, cards played at random


from reducers.play_randomly import ODDS  # noqa: E402  (kept with the block that uses it)


def _pack_value(e: dsl.OpenPack, seen: frozenset[str]) -> float:
    # each card is one of its rarity's pool at the packs' odds, played for free: worth what the card is
    tiers = (e.common, e.rare, e.epic, e.legendary)
    per_card = sum(odds * _pool_value(cards_of(t, CardClass.NEUTRAL, CardClass.NEUTRAL), seen)
                   for odds, t in zip(ODDS, tiers, strict=True)) / sum(ODDS)
    return e.size * per_card


_EFFECTS.update({
    dsl.OpenPack: _pack_value,
    dsl.PlayRandomly: lambda e, seen: _card_value(e.card_id, seen),
    dsl.PlayedForFree: lambda e, seen: 0.0,
})
