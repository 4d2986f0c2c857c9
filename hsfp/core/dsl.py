"""The card language: Selector, Condition, Amount and Effect as frozen data nodes.

A node is a value: it compares, hashes, pickles and prints; the interpreter in `reducers` gives it
meaning. Selectors combine with `|` (union), `-` (difference) and `.where(condition)`; conditions with
`&`, `|` and `~`; amounts are plain ints or nodes that add and multiply.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum, StrEnum

from hsfp.core.tags import CardClass, CardType, EventKind, Race, SpellSchool, Tag, Zone


class Side(IntEnum):
    """Whose entities a selector means, relative to the controller of the effect."""

    FRIENDLY = 0
    ENEMY = 1
    ANY = 2


# ---------------------------------------------------------------------------------------- selectors


class Selector:
    """A set of entities, evaluated against a state and an effect context."""

    __slots__ = ()

    def __or__(self, other: Selector) -> Selector:
        return Union(self, other)

    def __sub__(self, other: Selector) -> Selector:
        return Difference(self, other)

    def where(self, cond: Condition) -> Selector:
        """Returns the entities of this selector for which the condition holds."""
        return Filter(self, cond)


@dataclass(frozen=True, slots=True)
class This(Selector):
    """The entity the effect comes from."""


@dataclass(frozen=True, slots=True)
class Target(Selector):
    """The chosen target of the card, or the current item of a ForEach."""


@dataclass(frozen=True, slots=True)
class EventEntity(Selector):
    """The subject of the event that fired the trigger (the damaged, summoned or dead entity)."""


@dataclass(frozen=True, slots=True)
class EventSource(Selector):
    """The source of the event that fired the trigger (who dealt the damage, who attacked)."""


@dataclass(frozen=True, slots=True)
class EventTarget(Selector):
    """The target of the event that fired the trigger (what is attacked, what a spell aims at)."""


@dataclass(frozen=True, slots=True)
class Players(Selector):
    """The player entity of one side (or both): where player-wide enchantments attach."""

    side: Side = Side.FRIENDLY


@dataclass(frozen=True, slots=True)
class LastSummoned(Selector):
    """The minion summoned most recently in the game."""


@dataclass(frozen=True, slots=True)
class LastDrawn(Selector):
    """The card drawn most recently in the game."""


@dataclass(frozen=True, slots=True)
class ProposedDefender(Selector):
    """The character the attack in progress is aimed at."""


@dataclass(frozen=True, slots=True)
class ProposedAttacker(Selector):
    """The character making the attack in progress."""


@dataclass(frozen=True, slots=True)
class Host(Selector):
    """The entity an enchantment is attached to."""


@dataclass(frozen=True, slots=True)
class Minions(Selector):
    """The minions in play on one side (or both), in entity-id order."""

    side: Side = Side.ANY


@dataclass(frozen=True, slots=True)
class Locations(Selector):
    """The locations in play on one side (or both), in entity-id order: never minions, never characters."""

    side: Side = Side.ANY


@dataclass(frozen=True, slots=True)
class Heroes(Selector):
    """The hero of one side (or both)."""

    side: Side = Side.ANY


@dataclass(frozen=True, slots=True)
class Characters(Selector):
    """Minions in play and heroes of one side (or both), in entity-id order."""

    side: Side = Side.ANY


@dataclass(frozen=True, slots=True)
class Weapons(Selector):
    """The equipped weapon of one side (or both)."""

    side: Side = Side.ANY


@dataclass(frozen=True, slots=True)
class InZone(Selector):
    """Every entity of one side in an ordered zone (hand, deck, secrets), in position order."""

    zone: Zone
    side: Side = Side.FRIENDLY


@dataclass(frozen=True, slots=True)
class TopOfDeck(Selector):
    """The top n cards of a deck, top first."""

    n: int
    side: Side = Side.FRIENDLY


@dataclass(frozen=True, slots=True)
class Adjacent(Selector):
    """The minions left and right of each entity of a selector."""

    of: Selector


@dataclass(frozen=True, slots=True)
class Filter(Selector):
    """The entities of a selector for which a condition holds."""

    of: Selector
    cond: Condition


@dataclass(frozen=True, slots=True)
class Union(Selector):
    """Entities in either selector, without repeats."""

    a: Selector
    b: Selector


@dataclass(frozen=True, slots=True)
class Difference(Selector):
    """Entities of the first selector that are not in the second."""

    a: Selector
    b: Selector


@dataclass(frozen=True, slots=True)
class RandomN(Selector):
    """n distinct entities drawn at random from a selector with the game's RNG."""

    of: Selector
    n: int = 1


@dataclass(frozen=True, slots=True)
class Sorted(Selector):
    """The entities of a selector ordered by a tag (as computed now), ties kept in entity-id order."""

    of: Selector
    key: Tag
    descending: bool = False


@dataclass(frozen=True, slots=True)
class Limit(Selector):
    """The first n entities of a selector."""

    of: Selector
    n: int


@dataclass(frozen=True, slots=True)
class TopBy(Selector):
    """The n entities with the highest (or lowest) value of a tag, ties broken at random with the RNG."""

    of: Selector
    key: Tag
    n: int = 1
    lowest: bool = False


# --------------------------------------------------------------------------------------- conditions


class Condition:
    """A predicate on one entity (entity-free conditions ignore it)."""

    __slots__ = ()

    def __and__(self, other: Condition) -> Condition:
        return And(self, other)

    def __or__(self, other: Condition) -> Condition:
        return Or(self, other)

    def __invert__(self) -> Condition:
        return Not(self)


@dataclass(frozen=True, slots=True)
class HasTag(Condition):
    """The entity's tag (as computed now) is at least a value."""

    tag: Tag
    at_least: int = 1


@dataclass(frozen=True, slots=True)
class IsRace(Condition):
    """The entity is of a minion type."""

    race: Race


@dataclass(frozen=True, slots=True)
class IsSchool(Condition):
    """The entity is a spell of a spell school ("a Fire spell")."""

    school: SpellSchool


@dataclass(frozen=True, slots=True)
class IsType(Condition):
    """The entity is of a card type."""

    card_type: CardType


@dataclass(frozen=True, slots=True)
class MadeDuringGame(Condition):
    """The entity was made during the game: no card of a starting deck ("cards that didn't start there")."""


@dataclass(frozen=True, slots=True)
class Damaged(Condition):
    """The entity has taken damage."""


@dataclass(frozen=True, slots=True)
class AttackAtMost(Condition):
    """The entity's attack is at most n."""

    n: int


@dataclass(frozen=True, slots=True)
class AttackAtLeast(Condition):
    """The entity's attack is at least n."""

    n: int


@dataclass(frozen=True, slots=True)
class CostAtMost(Condition):
    """The entity's cost is at most n."""

    n: int


@dataclass(frozen=True, slots=True)
class CostAtLeast(Condition):
    """The entity's cost is at least n."""

    n: int


@dataclass(frozen=True, slots=True)
class HealthAtMost(Condition):
    """The entity's current health is at most n."""

    n: int


@dataclass(frozen=True, slots=True)
class HealthAtLeast(Condition):
    """The entity's current health is at least n."""

    n: int


@dataclass(frozen=True, slots=True)
class InZoneNow(Condition):
    """The entity is in a zone."""

    zone: Zone


@dataclass(frozen=True, slots=True)
class CounterAtLeast(Condition):
    """A player's history counter (a tag of the player entity) is at least n (ignores the entity)."""

    counter: Tag
    n: int
    side: Side = Side.FRIENDLY


@dataclass(frozen=True, slots=True)
class Friendly(Condition):
    """The entity is controlled by the controller of the effect."""


@dataclass(frozen=True, slots=True)
class IsThis(Condition):
    """The entity is the source of the effect."""


@dataclass(frozen=True, slots=True)
class IsCard(Condition):
    """The entity is one of some cards."""

    card_ids: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class BoardSpace(Condition):
    """The effect's controller has room for another minion (ignores the entity)."""


@dataclass(frozen=True, slots=True)
class IsHost(Condition):
    """The entity is the host of the enchantment the effect comes from."""


@dataclass(frozen=True, slots=True)
class Dead(Condition):
    """The entity is dead or doomed: out of play, at 0 health or marked to be destroyed."""


@dataclass(frozen=True, slots=True)
class Exists(Condition):
    """The selector is not empty (ignores the entity)."""

    of: Selector


@dataclass(frozen=True, slots=True)
class HasDeathrattle(Condition):
    """The entity's card has a deathrattle and it is not silenced."""


@dataclass(frozen=True, slots=True)
class CountAtLeast(Condition):
    """The selector holds at least n entities (ignores the entity)."""

    of: Selector
    n: int


@dataclass(frozen=True, slots=True)
class MyTurn(Condition):
    """It is the turn of the effect's controller (ignores the entity)."""


@dataclass(frozen=True, slots=True)
class EventPlayerFriendly(Condition):
    """The event concerns the effect's controller (turn start and end, draws)."""


@dataclass(frozen=True, slots=True)
class ComboActive(Condition):
    """Another card was played this turn before this one (ignores the entity)."""


@dataclass(frozen=True, slots=True)
class And(Condition):
    """Both conditions hold."""

    a: Condition
    b: Condition


@dataclass(frozen=True, slots=True)
class Or(Condition):
    """Either condition holds."""

    a: Condition
    b: Condition


@dataclass(frozen=True, slots=True)
class Not(Condition):
    """The condition does not hold."""

    a: Condition


# ------------------------------------------------------------------------------------------ amounts


class AmountNode:
    """A number computed when the effect runs."""

    __slots__ = ()

    def __add__(self, other: Amount) -> AmountNode:
        return Plus(self, other)

    def __mul__(self, other: Amount) -> AmountNode:
        return Times(self, other)


Amount = int | AmountNode


@dataclass(frozen=True, slots=True)
class Count(AmountNode):
    """How many entities a selector holds."""

    of: Selector


@dataclass(frozen=True, slots=True)
class TagOf(AmountNode):
    """A tag (as computed now) of the first entity of a selector, 0 if it is empty."""

    of: Selector
    tag: Tag


@dataclass(frozen=True, slots=True)
class CurrentHealth(AmountNode):
    """The health (or a weapon's durability) left on the first entity of a selector, 0 if empty."""

    of: Selector


@dataclass(frozen=True, slots=True)
class SumOf(AmountNode):
    """The sum of a tag (as computed now) over the entities of a selector."""

    of: Selector
    tag: Tag


@dataclass(frozen=True, slots=True)
class PlayerTag(AmountNode):
    """A tag of a player entity (mana, history counters) of one side."""

    tag: Tag
    side: Side = Side.FRIENDLY


@dataclass(frozen=True, slots=True)
class EventAmount(AmountNode):
    """The amount of the event that fired the trigger (damage dealt, health restored)."""


@dataclass(frozen=True, slots=True)
class RandomInt(AmountNode):
    """A uniform random integer from lo to hi inclusive, drawn with the game's RNG."""

    lo: int
    hi: int


@dataclass(frozen=True, slots=True)
class Plus(AmountNode):
    """The sum of two amounts."""

    a: Amount
    b: Amount


@dataclass(frozen=True, slots=True)
class Times(AmountNode):
    """The product of two amounts."""

    a: Amount
    b: Amount


# ------------------------------------------------------------------------------------------ effects


class CopyMode(IntEnum):
    """How a copy is made (seed 000 ch. 13.4)."""

    BASE = 0  # the printed card, nothing else
    FULL = 1  # the current intrinsic tags and copies of every enchantment
    SNAPSHOT = 2  # the values as computed now become the copy's printed values; no enchantments




class Effect:
    """Something a card does; the interpreter runs it against the state."""

    __slots__ = ()


@dataclass(frozen=True, slots=True)
class Seq(Effect):
    """Run effects one after another."""

    steps: tuple[Effect, ...]


@dataclass(frozen=True, slots=True)
class If(Effect):
    """Run one branch or the other by a condition checked when the If runs."""

    cond: Condition
    then: Effect
    otherwise: Effect | None = None


@dataclass(frozen=True, slots=True)
class ForEach(Effect):
    """Run an effect once per entity of a selector (fixed when it starts), that entity as target."""

    of: Selector
    effect: Effect


@dataclass(frozen=True, slots=True)
class Repeat(Effect):
    """Run an effect n times."""

    n: Amount
    effect: Effect


@dataclass(frozen=True, slots=True)
class Damage(Effect):
    """Deal damage to each entity of a selector; a spell's $-amount gains spell damage."""

    to: Selector
    amount: Amount


@dataclass(frozen=True, slots=True)
class LoseDurability(Effect):
    """Each weapon of a selector loses Durability (a weapon at none is destroyed in the death phase)."""

    what: Selector
    n: int = 1


@dataclass(frozen=True, slots=True)
class DamageFrom(Effect):
    """The first entity of `by` deals damage to each entity of `to` (its Poisonous and Lifesteal apply)."""

    by: Selector
    to: Selector
    amount: Amount


@dataclass(frozen=True, slots=True)
class SplitDamage(Effect):
    """Deal `hits` damage one at a time, each to a random living entity of the selector."""

    to: Selector
    hits: Amount


@dataclass(frozen=True, slots=True)
class Heal(Effect):
    """Restore health to each entity of a selector."""

    to: Selector
    amount: Amount


@dataclass(frozen=True, slots=True)
class Destroy(Effect):
    """Mark each entity of a selector to be destroyed in the next death phase."""

    what: Selector


@dataclass(frozen=True, slots=True)
class Draw(Effect):
    """A player draws n cards."""

    n: Amount = 1
    side: Side = Side.FRIENDLY


@dataclass(frozen=True, slots=True)
class DrawThis(Effect):
    """Put the selected cards from the deck into the hand, as draws."""

    what: Selector


@dataclass(frozen=True, slots=True)
class Discard(Effect):
    """A player discards n random cards from hand."""

    n: Amount = 1
    side: Side = Side.FRIENDLY


@dataclass(frozen=True, slots=True)
class Mill(Effect):
    """Move the selected cards to the graveyard without playing them."""

    what: Selector


@dataclass(frozen=True, slots=True)
class Summon(Effect):
    """Summon n copies of a card for a side, right of the source if it is in play, else rightmost."""

    card: str
    n: int = 1
    side: Side = Side.FRIENDLY


@dataclass(frozen=True, slots=True)
class Transform(Effect):
    """Turn each entity of a selector into another card, keeping `TRANSFORM_KEEPS`."""

    what: Selector
    card: str


@dataclass(frozen=True, slots=True)
class SetCurrentHealth(Effect):
    """Set the health left on each entity of a selector (raising its maximum if needed)."""

    what: Selector
    n: Amount


@dataclass(frozen=True, slots=True)
class Redirect(Effect):
    """Aim the attack in progress at the first entity of a selector instead."""

    to: Selector


@dataclass(frozen=True, slots=True)
class RedirectSpell(Effect):
    """Aim each selected spell being cast at the first entity of `to` instead."""

    what: Selector
    to: Selector


@dataclass(frozen=True, slots=True)
class Buff(Effect):
    """Attach an enchantment (a card of type ENCHANTMENT) to each entity of a selector. Amounts given
    here are computed when it runs, per host, and kept on the enchantment: added to the card's own
    changes (atk, health, cost, durability) or set (set_atk, set_health)."""

    to: Selector
    enchantment: str
    atk: Amount | None = None
    health: Amount | None = None
    cost: Amount | None = None
    durability: Amount | None = None
    set_atk: Amount | None = None
    set_health: Amount | None = None


@dataclass(frozen=True, slots=True)
class SetTag(Effect):
    """Set an intrinsic tag of each entity of a selector (give a keyword, for example)."""

    to: Selector
    tag: Tag
    value: int = 1


@dataclass(frozen=True, slots=True)
class Freeze(Effect):
    """Freeze each entity of a selector."""

    what: Selector


@dataclass(frozen=True, slots=True)
class Silence(Effect):
    """Silence each entity of a selector."""

    what: Selector


@dataclass(frozen=True, slots=True)
class GainMana(Effect):
    """The controller gains mana this turn only (up to 10)."""

    n: Amount


@dataclass(frozen=True, slots=True)
class GainCrystals(Effect):
    """The controller gains mana crystals, empty or full, up to 10."""

    n: Amount
    empty: bool = True
    overflow_card: str = ""


@dataclass(frozen=True, slots=True)
class GainArmor(Effect):
    """The controller's hero gains armour."""

    n: Amount


@dataclass(frozen=True, slots=True)
class EquipWeapon(Effect):
    """Equip a new weapon for the controller, destroying the old one."""

    card: str


@dataclass(frozen=True, slots=True)
class TakeControl(Effect):
    """The controller takes control of each entity of a selector (the owner does not change). With an
    enchantment (whose own trigger gives control back), the control is temporary and the minion may
    attack this turn."""

    what: Selector
    enchantment: str = ""


@dataclass(frozen=True, slots=True)
class ReturnToHand(Effect):
    """Return each entity of a selector to its owner's hand, as its base card."""

    what: Selector


@dataclass(frozen=True, slots=True)
class AddToHand(Effect):
    """Put a new copy of a card into a side's hand."""

    card: str
    side: Side = Side.FRIENDLY


@dataclass(frozen=True, slots=True)
class CopyToHand(Effect):
    """Put copies of the selected cards into a side's hand (BASE unless told)."""

    what: Selector
    side: Side = Side.FRIENDLY
    mode: CopyMode = CopyMode.BASE


@dataclass(frozen=True, slots=True)
class SummonCopy(Effect):
    """Summon a copy of each selected minion for a side."""

    of: Selector
    mode: CopyMode = CopyMode.FULL
    side: Side = Side.FRIENDLY


@dataclass(frozen=True, slots=True)
class TransformCopy(Effect):
    """Turn each selected entity into a copy of the first entity of `of`."""

    what: Selector
    of: Selector
    mode: CopyMode = CopyMode.FULL


@dataclass(frozen=True, slots=True)
class ShuffleIntoDeck(Effect):
    """Shuffle n new copies of a card into a side's deck."""

    card: str
    n: int = 1
    side: Side = Side.FRIENDLY


@dataclass(frozen=True, slots=True)
class ShuffleBack(Effect):
    """Shuffle the selected entities into their owner's deck."""

    what: Selector


@dataclass(frozen=True, slots=True)
class Overload(Effect):
    """The controller owes n mana crystals, locked next turn."""

    n: Amount


@dataclass(frozen=True, slots=True)
class ChangeHeroPower(Effect):
    """Replace the controller's hero power with a new one."""

    card: str


@dataclass(frozen=True, slots=True)
class TriggerDeathrattle(Effect):
    """Run the deathrattle of each selected entity as if it had died where it stands."""

    what: Selector


@dataclass(frozen=True, slots=True)
class Counter(Effect):
    """Counter the selected spells being cast: they resolve no effect (their cost stays paid)."""

    what: Selector


@dataclass(frozen=True, slots=True)
class ReturnControl(Effect):
    """Give each selected minion back to its owner (destroyed if the owner's board is full)."""

    what: Selector


@dataclass(frozen=True, slots=True)
class Detach(Effect):
    """Remove the enchantment the effect comes from."""


@dataclass(frozen=True, slots=True)
class Pick(Effect):
    """Stop for the controller to pick one of the selected entities, then run `chosen` on it and `rest`
    on each of the others. Resolution resumes where it stopped."""

    options: Selector
    chosen: Effect
    rest: Effect | None = None


@dataclass(frozen=True, slots=True)
class Special(Effect):
    """A named effect for the few cards the language cannot say; a pure function of the state."""

    name: str


# ---------------------------------------------------------------------------------- card definitions


@dataclass(frozen=True, slots=True)
class Mods:
    """How an enchantment or aura changes its host: adds, sets and keywords granted."""

    atk: int = 0
    health: int = 0
    cost: int = 0
    durability: int = 0
    spellpower: int = 0
    set_atk: int | None = None
    set_health: int | None = None
    set_cost: int | None = None
    mul_atk: int = 1
    mul_health: int = 1
    cost_floor: int | None = None
    grants: tuple[Tag, ...] = ()


class ModOp(IntEnum):
    """What a damage or healing modifier does (seed 003's modifier pipeline)."""

    DOUBLE = 0  # twice the amount (spells and hero powers of the owner's side)
    HEAL_AS_DAMAGE = 1  # the owner's side's healing deals damage instead
    PREVENT_FATAL = 2  # damage that would kill the target is prevented
    KEEP_ONE = 3  # damage cannot take the target below 1 health
    PREVENT = 4  # damage (more than 0) is prevented entirely, and `then` happens instead


class ModStage(StrEnum):
    """The pipeline a modifier belongs to: the damage dealt, or the healing restored."""

    DAMAGE = "damage"
    HEAL = "heal"


@dataclass(frozen=True, slots=True)
class Modifier:
    """A step of the damage or healing pipeline (`stage`) an entity contributes while it is in play (or,
    for a secret, in the secret zone on the opponent's turn): when the target satisfies `to`, apply `op`;
    a secret is revealed and spent when it applies, and `then` runs after."""

    stage: ModStage
    op: ModOp
    to: Condition | None = None
    then: Effect | None = None

    def __post_init__(self) -> None:
        # the stage's name ("damage") is accepted as the stage; anything else is no stage at all
        object.__setattr__(self, "stage", ModStage(self.stage))


@dataclass(frozen=True, slots=True)
class TriggerDef:
    """A reaction: when an event of a kind happens and the condition holds, queue the effect.

    `zones` says where the owner must be for the trigger to listen (PLAY, HAND, DECK, SECRET)."""

    on: EventKind
    effect: Effect
    condition: Condition | None = None
    zones: tuple[Zone, ...] = (Zone.PLAY,)
    secret: bool = False


@dataclass(frozen=True, slots=True)
class AuraDef:
    """A continuous effect of an entity on the entities of a selector, from the zones listed (play, or a
    card in hand changing its own cost); `scale` repeats the additive part (cost -1 per minion)."""

    to: Selector
    mods: Mods
    condition: Condition | None = None
    zones: tuple[Zone, ...] = (Zone.PLAY,)
    scale: Amount | None = None


@dataclass(frozen=True, slots=True)
class CardDef:
    """One card: the facts of the card database and its behaviour as data. Shared, never copied."""

    card_id: str
    name: str
    card_type: CardType
    card_class: int = 12
    cost: int = 0
    atk: int = 0
    health: int = 0
    durability: int = 0
    race: int = 0
    tags: tuple[tuple[Tag, int], ...] = ()
    collectible: bool = False
    target: Selector | None = None
    playable_if: Condition | None = None
    battlecry: Effect | None = None
    combo: Effect | None = None
    play: Effect | None = None
    deathrattle: Effect | None = None
    triggers: tuple[TriggerDef, ...] = ()
    auras: tuple[AuraDef, ...] = ()
    modifiers: tuple[Modifier, ...] = ()
    mods: Mods | None = None
    this_turn: bool = False
    turns: int = 0
    hand_only: bool = False
    hero_power: str = ""
    choose_one: tuple[str, ...] = ()
    text: str = ""
    card_set: int = 0  # HearthSim's card set of this printing (0: a card of no set, such as a test's)
    rewind: bool = False  # played from hand, it offers to keep the outcome or play it again from before


# ---------------------------------------------------------------------------------------- card pools


class Whose(IntEnum):
    """Which class a pool's class filter means, relative to the controller of the effect."""

    OWN = 0  # the class of the controller's hero now
    OPPONENT = 1  # the class of the opponent's hero now
    NAMED = 2  # the class given by the filter
    ANOTHER = 3  # any class but the controller's own, never neutral


class Relation(IntEnum):
    """A comparison of a number with a bound."""

    LT = 0
    LE = 1
    EQ = 2
    NE = 3
    GE = 4
    GT = 5


@dataclass(frozen=True, slots=True)
class Compare(Condition):
    """Two amounts compare as the relation says ("if you have more minions than your opponent", "if your
    hero has 15 or less Health"): one node for every comparison of numbers the game makes (ignores the
    entity unless an amount reads it)."""

    left: Amount
    relation: Relation
    right: Amount


class PoolNode:
    """A set of card ids (not entities), evaluated against the registry and the players' classes."""

    __slots__ = ()


@dataclass(frozen=True, slots=True)
class Collectible(PoolNode):
    """Every collectible card of the registry."""


@dataclass(frozen=True, slots=True)
class CardList(PoolNode):
    """The cards of a given list, without repeats."""

    card_ids: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class OfType(PoolNode):
    """The cards of a pool of one card type."""

    of: Pool
    card_type: CardType


@dataclass(frozen=True, slots=True)
class OfClass(PoolNode):
    """The cards of a pool of a class: the controller's, the opponent's, a named one or another one."""

    of: Pool
    whose: Whose = Whose.OWN
    card_class: CardClass = CardClass.NEUTRAL


@dataclass(frozen=True, slots=True)
class OfCost(PoolNode):
    """The cards of a pool whose printed cost compares with a bound."""

    of: Pool
    relation: Relation
    n: int


@dataclass(frozen=True, slots=True)
class OfRace(PoolNode):
    """The cards of a pool of a minion type."""

    of: Pool
    race: Race


@dataclass(frozen=True, slots=True)
class OfSchool(PoolNode):
    """The spells of a pool of a spell school."""

    of: Pool
    school: SpellSchool


@dataclass(frozen=True, slots=True)
class OfSet(PoolNode):
    """The cards of a pool printed in a card set (HearthSim's number: the CORE set is 1637)."""

    of: Pool
    card_set: int


@dataclass(frozen=True, slots=True)
class WithKeyword(PoolNode):
    """The cards of a pool printed with a keyword tag."""

    of: Pool
    keyword: Tag


@dataclass(frozen=True, slots=True)
class OfPrinting(PoolNode):
    """The cards of a pool whose id starts with one of some prefixes (the printing: `VAN_` for the 2014
    legacy set, `CORE_` for the core set); with `exclude`, the cards whose id starts with none of them."""

    of: Pool
    prefixes: tuple[str, ...]
    exclude: bool = False


@dataclass(frozen=True, slots=True)
class PoolUnion(PoolNode):
    """The cards of either pool, without repeats."""

    a: Pool
    b: Pool


Pool = (Collectible | CardList | OfType | OfClass | OfCost | OfRace | OfSchool | OfSet | WithKeyword | OfPrinting
        | PoolUnion)


# ------------------------------------------------------------------------------ pool effects, offers


@dataclass(frozen=True, slots=True)
class AddFromPool(Effect):
    """Put n cards, each drawn at random from a pool, into a side's hand."""

    pool: Pool
    n: int = 1
    side: Side = Side.FRIENDLY


@dataclass(frozen=True, slots=True)
class SummonFromPool(Effect):
    """Summon for a side one minion drawn at random from a pool (with `missing_only`, from those of the
    pool the side has none of in play: Totemic Call)."""

    pool: Pool
    side: Side = Side.FRIENDLY
    missing_only: bool = False


@dataclass(frozen=True, slots=True)
class TransformFromPool(Effect):
    """Turn each entity of a selector into a card drawn at random from a pool."""

    what: Selector
    pool: Pool


@dataclass(frozen=True, slots=True)
class Discover(Effect):
    """Offer the controller n distinct cards drawn at random from a pool; the chosen one goes to the hand
    and `then` runs on it. With `class_rule`, only cards of the controller's class and neutral cards are
    offered (the game's rule; a pool that names its class turns it off)."""

    pool: Pool
    then: Effect | None = None
    n: int = 3
    class_rule: bool = True


@dataclass(frozen=True, slots=True)
class KeepOffered(Effect):
    """The offered card chosen (the target) goes to the controller's hand, then `then` runs on it."""

    then: Effect | None = None


@dataclass(frozen=True, slots=True)
class DropOffered(Effect):
    """An offered card not chosen (the target) leaves the game without ever being shown."""


# ------------------------------------------------------------------- Jade Golem, summoning a card


@dataclass(frozen=True, slots=True)
class SummonJadeGolem(Effect):
    """Summon for a side a Jade Golem one bigger than that player's last (1/1 first, up to 30/30); the
    player's count (`Tag.JADE_GOLEM`) grows even when the board is full."""

    side: Side = Side.FRIENDLY


@dataclass(frozen=True, slots=True)
class PutIntoPlay(Effect):
    """Summon each selected minion card where it is (a hand or a deck) for its controller, rightmost,
    without its Battlecry; it stays where it is if that board is full."""

    what: Selector


# ------------------------------------- offers: Discover's variants, custom spells, deck and Hero Power


@dataclass(frozen=True, slots=True)
class HeroPowers(Selector):
    """The Hero Power of one side (or both)."""

    side: Side = Side.FRIENDLY


@dataclass(frozen=True, slots=True)
class NoDuplicatesInDeck(Condition):
    """No two cards of a side's deck share a card id (an empty deck too; ignores the entity)."""

    side: Side = Side.FRIENDLY


@dataclass(frozen=True, slots=True)
class DiscoverEach(Effect):
    """Offer the controller one card drawn at random from each pool (distinct cards); the chosen one goes
    to the hand and `then` runs on it."""

    pools: tuple[Pool, ...]
    then: Effect | None = None


@dataclass(frozen=True, slots=True)
class DiscoverCopy(Effect):
    """Offer the controller copies of n distinct cards (by card id) among the selected entities (a deck,
    a hand); the chosen copy goes to the hand and `then` runs on it."""

    of: Selector
    then: Effect | None = None
    n: int = 3


@dataclass(frozen=True, slots=True)
class ShuffleCopy(Effect):
    """Shuffle a copy of each selected card (its printed card) into a side's deck."""

    what: Selector
    side: Side = Side.FRIENDLY


@dataclass(frozen=True, slots=True)
class Recipe:
    """One way to make a custom spell: the card offered to choose it, the spell card made, and the parts
    (spell cards) it may be made of."""

    base: str
    product: str
    parts: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class CustomSpell(Effect):
    """Create a custom spell: choose a recipe (by its base card), then `parts` times choose one of n parts
    of that recipe not chosen yet; the product, which casts the chosen parts in order, goes to the hand."""

    recipes: tuple[Recipe, ...]
    parts: int = 2
    n: int = 3


@dataclass(frozen=True, slots=True)
class CraftPick(Effect):
    """A choice of a custom spell made (the target): the recipe (-1 before it is chosen), the parts chosen
    so far (indices into the recipe's parts) and the entities offered, which leave the game."""

    spell: CustomSpell
    recipe: int = -1
    chosen: tuple[int, ...] = ()
    offered: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class CastParts(Effect):
    """Run the `play` of each part this card was made of (its CUSTOM_PARTS), in the order chosen."""

    parts: tuple[str, ...]


# ------------------------------- League of Explorers: a Hero Power discovered, a minion entombed


@dataclass(frozen=True, slots=True)
class DiscoverHeroPower(Effect):
    """Offer the controller n distinct Hero Powers drawn at random from a pool, never one of the class of
    the Hero Power it has now (a "new" one); the chosen one replaces it."""

    pool: Pool
    n: int = 3


@dataclass(frozen=True, slots=True)
class KeepHeroPower(Effect):
    """The offered Hero Power chosen (the target) becomes the controller's Hero Power, ready to use."""


@dataclass(frozen=True, slots=True)
class ShuffleIntoDeckOf(Effect):
    """Shuffle each selected minion, as its printed card, into the deck of one side (FRIENDLY or ENEMY):
    that player's card now."""

    what: Selector
    side: Side = Side.FRIENDLY


# ---------------------------------------- The Grand Tournament: Joust, a doubled Spell Damage bonus


@dataclass(frozen=True, slots=True)
class Joust(Effect):
    """Reveal a random card of a type in each player's deck; if the controller's costs more (printed
    costs), run `then`, else `otherwise`. A controller with none loses and reveals nothing; an opponent
    with none loses. Both players see the revealed cards, which go back into their decks at random places."""

    then: Effect
    otherwise: Effect | None = None
    card_type: CardType = CardType.MINION


@dataclass(frozen=True, slots=True)
class BonusDamage(Effect):
    """Deal damage to each entity of a selector; a spell's Spell Damage adds to it `times` over ("this
    spell gets double bonus from Spell Damage")."""

    to: Selector
    amount: Amount
    times: int = 2


# ------------------------------------------------- Whispers of the Old Gods: spending all your Mana


@dataclass(frozen=True, slots=True)
class SpendAllMana(Effect):
    """The controller spends all the Mana they have now, then `then` runs with `SpentMana()` reading the
    amount spent (taken before the spend; 0 Mana spends nothing and reads 0)."""

    then: Effect


@dataclass(frozen=True, slots=True)
class SpentMana(AmountNode):
    """The Mana spent by the `SpendAllMana` this amount is inside: it is replaced by that number before
    the effect runs, so it means nothing outside one."""


# ---------------------------------------------------------- Outcast: the ends of the hand, a played end


@dataclass(frozen=True, slots=True)
class Ends(Selector):
    """The first and the last entity of an ordered selector (one entity if it holds one): the leftmost
    and rightmost cards of a hand."""

    of: Selector


@dataclass(frozen=True, slots=True)
class PlayedOutcast(Condition):
    """The effect's source was played from the leftmost or rightmost slot of its player's hand, a lone
    card being both (ignores the entity)."""


# --------------------------------------------- Reborn, Corpses, forced attacks (the Death Knight's set)


@dataclass(frozen=True, slots=True)
class RebornSummon(Effect):
    """The minion the effect comes from died with Reborn: a new entity of its card is summoned where it
    died, with 1 Health and no Reborn (queued by the death phase after its deathrattles, never printed)."""


@dataclass(frozen=True, slots=True)
class GainCorpses(Effect):
    """The controller gains n Corpses (only a Death Knight gains any; Falric's rule doubles them)."""

    n: Amount = 1


@dataclass(frozen=True, slots=True)
class SpendCorpses(Effect):
    """If the controller has at least n Corpses, spend n and run `then`; otherwise spend none and run
    `otherwise` ("Spend 4 Corpses to give them Reborn")."""

    n: int
    then: Effect
    otherwise: Effect | None = None


@dataclass(frozen=True, slots=True)
class SpendUpToCorpses(Effect):
    """Spend as many of the controller's Corpses as there are, up to n, then run `then` with every
    `SpentCorpses()` inside it replaced by the number spent ("Spend up to 5 Corpses. ... for each")."""

    n: int
    then: Effect


@dataclass(frozen=True, slots=True)
class SpentCorpses(AmountNode):
    """The Corpses spent by the `SpendUpToCorpses` this amount is inside (replaced by that number before
    the effect runs, so it means nothing outside one)."""


@dataclass(frozen=True, slots=True)
class RaiseCorpses(Effect):
    """Summon up to n minions of a card for the controller, spending one Corpse for each one summoned (as
    many as the Corpses and the board allow: "Raise up to 5 Corpses as 2/2 Risen Ghouls")."""

    card: str
    n: int


@dataclass(frozen=True, slots=True)
class ForceAttack(Effect):
    """Each selected attacker attacks the first entity of `defender` now, one after another: a real attack
    (damage both ways, attack triggers, deaths) that spends no attack and ignores Taunt; an attacker or a
    defender that is dead or gone by then does nothing."""

    attacker: Selector
    defender: Selector


@dataclass(frozen=True, slots=True)
class DiedWithin(Condition):
    """The entity died on this turn or on one of the n turns before it ("died after your last turn", on
    your turn, is n=1; reads `Tag.DIED_ON_TURN`)."""

    turns: int = 0


# ------------------------------------------------------------- a card put on top of a deck (Merch Seller)


@dataclass(frozen=True, slots=True)
class PutOnTopOfDeck(Effect):
    """Put a new card, drawn at random from a pool, on top of a side's deck (it is the next card drawn);
    nothing happens if the pool is empty or the deck is full."""

    pool: Pool
    side: Side = Side.FRIENDLY


# ----------------------------------------------------------------- Combo cards: "your next Combo card"


@dataclass(frozen=True, slots=True)
class HasCombo(Condition):
    """The entity's card has a Combo: a Combo card, wherever it is."""


# ---------------------- CORE, Mage and Paladin: excess damage, a pool at a computed cost, "is one of"


@dataclass(frozen=True, slots=True)
class DamageWithExcess(Effect):
    """Deal damage to each entity of `to`; what it deals beyond the health an entity had left goes on to
    each entity of `excess_to` ("deal 6 damage to it and any excess to their hero"). A spell's amount gains
    spell damage first."""

    to: Selector
    amount: Amount
    excess_to: Selector


@dataclass(frozen=True, slots=True)
class SummonFromPoolAtCost(Effect):
    """Summon for a side one minion drawn at random from the cards of a pool whose printed cost equals an
    amount computed when it runs ("a random minion with Cost equal to your hand size")."""

    pool: Pool
    cost: Amount
    side: Side = Side.FRIENDLY


@dataclass(frozen=True, slots=True)
class Among(Condition):
    """The entity is one of the entities of a selector (a summoned minion that is its event's own source
    was played, not summoned by a card)."""

    of: Selector


@dataclass(frozen=True, slots=True)
class Last(Selector):
    """The last entity of an ordered selector, none if it is empty (the rightmost card of a hand: the card
    just put there, "restore Health equal to its Cost" after a Discover)."""

    of: Selector


# ------------------ CORE, Neutral: copies changed as they are made, effects chosen, distinct minion types


@dataclass(frozen=True, slots=True)
class CopyToHandThen(Effect):
    """Put a copy of each selected card into a side's hand (BASE unless told), then run `then` on each copy
    made, as the target ("add a copy to your hand that costs (1)"); a full hand gets no copy."""

    what: Selector
    then: Effect
    side: Side = Side.FRIENDLY
    mode: CopyMode = CopyMode.BASE


@dataclass(frozen=True, slots=True)
class ChooseEffects(Effect):
    """Offer the controller option cards (each with a `play`), `picks` times, never one chosen before; each
    chosen card's `play` runs as the source's own, as a Choose One sub-card's does ("Gain 2 of Rush, Taunt,
    Divine Shield, or Windfury")."""

    options: tuple[str, ...]
    picks: int = 1


@dataclass(frozen=True, slots=True)
class EffectChosen(Effect):
    """A step of a `ChooseEffects` (the target: the option chosen): the cards chosen before and the
    entities offered, which leave the game."""

    choice: ChooseEffects
    chosen: tuple[str, ...] = ()
    offered: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class DistinctTypes(Selector):
    """Up to n entities drawn at random from a selector, no two of the same minion type; an entity of no
    type is never drawn, one of every type (an Amalgam) fits any ("3 random friendly minions of different
    minion types")."""

    of: Selector
    n: int


# ------------------------------------- Druid and Hunter (CORE): Casts When Drawn, a card Discovered from the deck


@dataclass(frozen=True, slots=True)
class CastWhenDrawn(Effect):
    """Casts When Drawn: this card, just drawn, leaves the hand and is cast at no cost (it goes to the
    graveyard and `effect` runs), then its player draws a card to replace it. Nothing happens if the card
    is no longer in the hand."""

    effect: Effect


@dataclass(frozen=True, slots=True)
class DiscoverDraw(Effect):
    """Discover a card from the deck: offer the controller copies of n distinct cards (by card id) among
    the selected cards of their deck; they draw one card of the chosen id from the deck (the copies
    leave the game)."""

    of: Selector
    n: int = 3


@dataclass(frozen=True, slots=True)
class DrawOffered(Effect):
    """The copy offered by a `DiscoverDraw` that was chosen (the target) leaves the game, and its player
    draws the card of that id nearest the top of their deck."""



# ------------------------------------------ the chosen target: "destroy a minion and gain its Health"


@dataclass(frozen=True, slots=True)
class ChosenTarget(Selector):
    """The target chosen when the effect's source was played (none if it had none), even inside an effect
    whose own target is another entity: an amount of a buff given to the card itself."""


# ------------------------------------------------------ Krag'wa: the cards played on an earlier turn


@dataclass(frozen=True, slots=True)
class PlayedTurnsAgo(Condition):
    """The card was played on the turn n turns before this one (n=2, on your turn: your last turn;
    reads `Tag.PLAYED_ON_TURN`, 0 for a card never played)."""

    turns: int = 2


# ------------------------------------------------------- Dark Gift and Kindred (Raptor Herald)


@dataclass(frozen=True, slots=True)
class DiscoverGifted(Effect):
    """Discover a card from a pool, each option carrying a random one of the `gifts` (Dark Gift: bonus
    enchantments that stay on the card when it is played), shown on the option as `Tag.DARK_GIFT`; the
    chosen one goes to the hand with its gift and `then` runs on it. `n` and `class_rule` are those of
    `Discover`."""

    pool: Pool
    gifts: tuple[str, ...]
    then: Effect | None = None
    n: int = 3
    class_rule: bool = True
    to_deck: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class KeepGifted(Effect):
    """The offered card chosen (the target) goes to the controller's hand with the gift it carries (one of
    `gifts`, by its `Tag.DARK_GIFT`) attached, or on top of their deck if its gift is one of `to_deck`
    (Sweet Dreams), then `then` runs on it."""

    gifts: tuple[str, ...]
    then: Effect | None = None
    to_deck: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Kindred(Condition):
    """The controller played a card on their last turn that shares a minion type or a spell school with
    the effect's source (Kindred; reads `Tag.PLAYED_ON_TURN`)."""


# ------------------------------------ Avatar of Hearthstone: a card pack opened, cards played at random


@dataclass(frozen=True, slots=True)
class OpenPack(Effect):
    """Open a card pack and play all cards from it: `size` cards, each of a rarity drawn with the card
    packs' odds (the last one Rare or better if all before it are Common), then drawn from that rarity's
    pool; each is played in turn for free with random choices (`PlayRandomly`)."""

    common: Pool
    rare: Pool
    epic: Pool
    legendary: Pool
    size: int = 5


@dataclass(frozen=True, slots=True)
class PlayRandomly(Effect):
    """The controller plays a new card of this id for free, with its Choose One option and target drawn at
    random among the legal ones; a card that could not be played now (a spell with no target, a minion on
    a full board) is lost."""

    card_id: str


@dataclass(frozen=True, slots=True)
class PlayedForFree(Effect):
    """A card being played by `PlayRandomly` (the source) is counted as played, as paying for it would count
    it, without any Mana or Health spent."""
