"""The damage and healing pipelines (seed 000 ch. 8.3, seed 003's modifier pipelines), one choke point each.

Damage: nothing at 0 or below; Immune prevents it; then the modifiers of entities in play (and of
secrets, on their owner's opponent's turn), in entity-id order: DOUBLE (the owner's spells and hero
power), PREVENT_FATAL, KEEP_ONE; Divine Shield absorbs the hit and makes the dealt damage 0, so Poisonous
and Lifesteal do nothing; armour absorbs before health; then the DAMAGE event carries the health before
and whether it was fatal; Lifesteal heals the source's controller's hero by what was dealt; Poisonous
marks a damaged minion to be destroyed in the next death phase.

Healing: the owner's HEAL_AS_DAMAGE turns healing into damage, DOUBLE doubles it; it restores at most the
damage taken.
"""

from __future__ import annotations

from typing import Final

from hsfp.core.dsl import CardDef, Modifier, ModOp, ModStage
from hsfp.core.registry import _VERSION, CARDS
from hsfp.core.state import GAME_ENTITY, PLAYER_ENTITY, GameState, full_ctx, run_item
from hsfp.core.tags import N_ZONES, SHORT_WIDTH, EventKind, Tag, column, rare
from reducers import healing_history
from reducers.base import (
    ARMOR,
    CARDTYPE,
    CONTROLLER,
    DAMAGE,
    DIVINE_SHIELD,
    HEALTH_NOW,
    HERO,
    HERO_ENTITY,
    HERO_POWER,
    IMMUNE_NOW,
    LIFESTEAL_NOW,
    MINION,
    PLAY,
    POISONOUS_NOW,
    SECRET_ZONE,
    SPELL,
    TO_BE_DESTROYED,
    WEAPON_ENTITY,
    game_has_any,
    push,
    set_damage,
    set_tag,
    set_tags,
)
from reducers.board import reveal_secret
from reducers.query import test
from reducers.triggers import announce

_DAMAGE_EV: Final = EventKind.DAMAGE
_PROPOSED_ATTACKER: Final = column(Tag.PROPOSED_ATTACKER)
_IMMUNE_WHILE_ATTACKING: Final = column(Tag.IMMUNE_WHILE_ATTACKING)
_SHIELD_EV: Final = EventKind.DIVINE_SHIELD_LOST
_HEAL_EV: Final = EventKind.HEAL
_AT_DAMAGE: Final = ModStage.DAMAGE
_AT_HEAL: Final = ModStage.HEAL

_MOD_CARDS: Final[set[str]] = set()
_indexed = 0


def _modifier_cards() -> set[str]:
    global _indexed
    if _indexed != _VERSION[0]:
        _MOD_CARDS.clear()
        _MOD_CARDS.update(cid for cid, d in CARDS.items() if d.modifiers)
        _indexed = _VERSION[0]
    return _MOD_CARDS


_Active = tuple[tuple[int, CardDef, Modifier], ...]
#: The active modifiers of the last state seen, by stage, and what they were found from: the boards and
#: secret zones, the card-id table and the enchantment list (by identity), the hero and weapon ids, the
#: player to act (secrets work on the other's turn) and the registry's version. A derived index, never
#: part of a state; one (key, index) pair replaced whole, so threads never pair a key with another's index.
_active_memo: Final[list[tuple[tuple[object, ...], dict[ModStage, _Active]]]] = [((None,) * 12, {})]


#: The card-id table last found to hold no card with modifiers, and the registry's version then: most games
#: have none, and each hit and each heal asks. One pair, replaced whole; derived, never part of a state.
_unmodified: Final[list[tuple[object, int]]] = [(None, -1)]


def _modifiers(s: GameState, stage: ModStage) -> _Active:
    """Returns the active modifiers of a pipeline stage, by owner entity id."""
    cards = s.cards
    seen, version = _unmodified[0]
    if seen is cards and version == _VERSION[0]:
        return ()
    with_mods = _modifier_cards()
    if not game_has_any(cards, with_mods):
        _unmodified[0] = (cards, _VERSION[0])
        return ()  # no card of the game modifies damage or healing
    zones = s.zones
    rows = s.rows
    p0 = rows[PLAYER_ENTITY[0]]
    p1 = rows[PLAYER_ENTITY[1]]
    play0, play1 = zones[PLAY], zones[N_ZONES + PLAY]
    secret0, secret1 = zones[SECRET_ZONE], zones[N_ZONES + SECRET_ZONE]
    enchantments = s.enchantments
    old, found = _active_memo[0]
    if (old[0] is play0 and old[1] is play1 and old[2] is secret0 and old[3] is secret1 and old[4] is cards
            and old[5] is enchantments and old[6] == p0[HERO_ENTITY] and old[7] == p0[WEAPON_ENTITY]
            and old[8] == p1[HERO_ENTITY] and old[9] == p1[WEAPON_ENTITY] and old[10] == s.current
            and old[11] == _indexed):
        stages = found
    else:
        owners: list[int] = []
        for p in (0, 1):
            base = p * N_ZONES
            owners.extend(e for e in zones[base + PLAY] if cards[e] in with_mods)
            prow = rows[PLAYER_ENTITY[p]]
            owners.extend(e for e in (prow[HERO_ENTITY], prow[WEAPON_ENTITY]) if e and cards[e] in with_mods)
            if s.current != p:
                owners.extend(e for e in zones[base + SECRET_ZONE] if cards[e] in with_mods)
        owners.extend(e for e in s.enchantments if cards[e] in with_mods)
        owners.sort()
        collected: dict[ModStage, list[tuple[int, CardDef, Modifier]]] = {}
        for e in owners:
            d = CARDS[cards[e]]
            for m in d.modifiers:
                collected.setdefault(m.stage, []).append((e, d, m))
        stages = {k: tuple(v) for k, v in collected.items()}
        _active_memo[0] = ((play0, play1, secret0, secret1, cards, enchantments, p0[HERO_ENTITY], p0[WEAPON_ENTITY],
                            p1[HERO_ENTITY], p1[WEAPON_ENTITY], s.current, _indexed), stages)
    return stages.get(stage, ())


def _by_owner_side(s: GameState, owner: int, source: int) -> bool:
    return bool(source) and s.rows[source][CONTROLLER] == s.rows[owner][CONTROLLER]


def _spell_or_power(s: GameState, source: int) -> bool:
    return bool(source) and s.rows[source][CARDTYPE] in (SPELL, HERO_POWER)


def _apply_damage_modifiers(s: GameState, source: int, target: int, amount: int,
                            doubled: bool) -> tuple[GameState, int]:
    for owner, _d, m in _modifiers(s, _AT_DAMAGE):
        ctrl = s.rows[owner][CONTROLLER]
        if m.to is not None and not test(s, m.to, full_ctx(owner, ctrl, target, None, -1, False), target):
            continue
        t = s.rows[target]
        left = t[HEALTH_NOW] - t[DAMAGE] + (t[ARMOR] if t[CARDTYPE] == HERO else 0)
        if m.op == ModOp.DOUBLE:
            if doubled or not (_by_owner_side(s, owner, source) and _spell_or_power(s, source)):
                continue
            amount *= 2
        elif m.op == ModOp.PREVENT_FATAL:
            if amount < left:
                continue
            amount = 0
        elif m.op == ModOp.KEEP_ONE:
            if amount < left or left <= 0:
                continue
            amount = left - 1
        elif m.op == ModOp.PREVENT:
            if amount <= 0:
                continue
            amount = 0
        else:
            continue
        if s.rows[owner][CARDTYPE] == SPELL:  # a secret: revealed and spent when it applies
            s = reveal_secret(s, owner)
        if m.then is not None:
            s = push(s, run_item(m.then, full_ctx(owner, ctrl, target, None, -1, False)))
    return s, amount


def _attacking_immune(s: GameState, hero: int) -> bool:
    # "Your hero is Immune while attacking": for the whole attack, reactions included.
    if s.rows[GAME_ENTITY][_PROPOSED_ATTACKER] != hero:
        return False
    w = s.rows[PLAYER_ENTITY[s.rows[hero][CONTROLLER]]][WEAPON_ENTITY]
    return bool(w and rare(s.rows[w], _IMMUNE_WHILE_ATTACKING))


assert min(POISONOUS_NOW, LIFESTEAL_NOW) >= SHORT_WIDTH  # rare columns: `deal_damage` skips a short source


def deal_damage(s: GameState, source: int, target: int, amount: int,
                doubled: bool = False) -> tuple[GameState, int]:
    """Returns the state after `source` deals `amount` to `target`, and the damage dealt to health
    (`doubled`: the amount was already doubled as healing, so DOUBLE does not apply again)."""
    if amount <= 0:
        return s, 0
    t = s.rows[target]
    if (len(t) > IMMUNE_NOW and t[IMMUNE_NOW]) or (t[CARDTYPE] == HERO and _attacking_immune(s, target)):
        return s, 0  # (a short row has no rare value: no Immune)
    seen, version = _unmodified[0]  # `_modifiers`' first probe, here: most games have no modifier
    if seen is not s.cards or version != _VERSION[0]:
        s, amount = _apply_damage_modifiers(s, source, target, amount, doubled)
        if amount <= 0:
            return s, 0
    rows = s.rows
    t = rows[target]
    if t[DIVINE_SHIELD]:
        s = set_tag(s, target, DIVINE_SHIELD, 0)
        return announce(s, _SHIELD_EV, target, source), 0
    dealt = amount
    if t[CARDTYPE] == HERO and t[ARMOR]:
        absorbed = min(t[ARMOR], dealt)
        dealt -= absorbed
        s = set_tag(s, target, ARMOR, t[ARMOR] - absorbed)
        if dealt == 0:
            return s, 0
    before = t[HEALTH_NOW] - t[DAMAGE]
    # Poisonous and Lifesteal are rare values: a source stored short has neither
    src = rows[source] if source and len(rows[source]) > SHORT_WIDTH else None
    if src is not None and rare(src, POISONOUS_NOW) and t[CARDTYPE] == MINION:
        s = set_tags(s, target, ((DAMAGE, t[DAMAGE] + dealt), (TO_BE_DESTROYED, 1)))
    else:  # damage that leaves it standing needs no death check: the commonest write of a game
        s = set_damage(s, target, t[DAMAGE] + dealt, before - dealt <= 0)
    s = announce(s, _DAMAGE_EV, target, source, target, -1, dealt, before, 0, before - dealt <= 0)
    if src is not None and rare(src, LIFESTEAL_NOW):
        hero = s.rows[PLAYER_ENTITY[src[CONTROLLER]]][HERO_ENTITY]
        s, _ = heal(s, source, hero, dealt)
    return s, dealt


def heal(s: GameState, source: int, target: int, amount: int) -> tuple[GameState, int]:
    """Returns the state after restoring up to `amount` health to `target`, and the amount restored."""
    doubled = as_damage = False
    for owner, _d, m in _modifiers(s, _AT_HEAL):
        if not _by_owner_side(s, owner, source):
            continue
        if m.op == ModOp.HEAL_AS_DAMAGE:
            as_damage = True
        elif m.op == ModOp.DOUBLE and _spell_or_power(s, source) and not doubled:
            amount *= 2
            doubled = True
    if as_damage:
        return deal_damage(s, source, target, amount, doubled)[0], 0
    t = s.rows[target]
    restored = min(max(amount, 0), t[DAMAGE])
    if restored <= 0:
        return s, 0
    s = set_tag(s, target, DAMAGE, t[DAMAGE] - restored)
    # healing history: "if you've restored Health this turn", "if your hero was healed this turn"
    s = healing_history.count_heal(s, source, target, restored)
    return announce(s, _HEAL_EV, target, source, target, -1, restored), restored
