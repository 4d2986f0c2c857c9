"""The state validator: every invariant a state between steps must satisfy, in one place.

Used by the property suites (after every random step), by the façade's validation modes and by the
loader of saved states; it never raises, whatever the state holds: a value out of place is a problem.
"""

from __future__ import annotations

from hsfp.core.actions import Rejected
from hsfp.core.registry import CARDS
from hsfp.core.state import PLAYER_ENTITY, Builtin, GameState, RewindPoint, entity_row_width
from hsfp.core.tags import (
    GAME_WIDTH,
    N_COLUMNS,
    N_ZONES,
    PLAYER_SHORT_WIDTH,
    PLAYER_WIDTH,
    SHORT_WIDTH,
    CardType,
    Status,
    Tag,
    Zone,
    card_row,
    column,
    effective_column,
)
from reducers.auras import refresh
from reducers.legal import admit
from reducers.rewind import KEEP_TIMELINE, REWIND_TIMELINE, replay

_ORDERED = (Zone.PLAY, Zone.DECK, Zone.HAND, Zone.GRAVEYARD, Zone.SETASIDE, Zone.SECRET,
            Zone.REMOVEDFROMGAME)
_LIMITS = {Zone.PLAY: "board_size", Zone.HAND: "hand_size", Zone.SECRET: "max_secrets"}


def _zone_name(value: int) -> str:
    return Zone(value).name if value in Zone._value2member_map_ else str(value)


def problems(s: GameState) -> list[str]:
    """Returns a sentence for every broken invariant of a settled state (empty if it is sound)."""
    try:
        shape = _shape(s)
        return shape or _invariants(s)
    except Exception as e:  # a value of a type no invariant expects: the state is not sound
        return [f"the state cannot be checked: {type(e).__name__}"]


def _stored(e: int, r: tuple[int, ...]) -> bool:
    # a row as wide as its entity's, a card's or a player's short exactly when its rare columns are all 0
    width = entity_row_width(e)
    if width == N_COLUMNS:
        return len(r) in (SHORT_WIDTH, N_COLUMNS) and card_row(list(r)) == r
    if width == PLAYER_WIDTH:
        return len(r) in (PLAYER_SHORT_WIDTH, PLAYER_WIDTH) and card_row(list(r)) == r
    return len(r) == width


def _shape(s: GameState) -> list[str]:
    """Returns what makes a state unreadable by the invariants: rows of the wrong width, ids outside the
    table, a player who is not 0 or 1."""
    out: list[str] = []
    rows = s.rows
    n = len(rows)
    if n < 4 or len(s.cards) != n or len(s.zones) != 2 * N_ZONES:
        return [f"the state has {n} rows, {len(s.cards)} card ids and {len(s.zones)} zone lists"]
    bad = [e for e in range(1, n) if not _stored(e, rows[e]) or not all(type(v) is int for v in rows[e])]
    if bad:
        out.append(f"rows {bad[:5]} are not integers as many as their entity's row has ({GAME_WIDTH} for the "
                   f"game, {PLAYER_WIDTH} for a player, {PLAYER_SHORT_WIDTH} while its rare ones are 0, "
                   f"{N_COLUMNS} for a card, {SHORT_WIDTH} while its rare ones are 0)")
    if s.current not in (0, 1):
        out.append(f"the current player is {s.current}")
    if s.pending is not None and s.pending.player not in (0, 1):
        out.append(f"the pending choice is for player {s.pending.player}")
    for p in (0, 1):
        prow = rows[PLAYER_ENTITY[p]]
        for tag in (Tag.HERO_ENTITY, Tag.HERO_POWER_ENTITY, Tag.WEAPON_ENTITY):
            e = prow[column(tag)] if len(prow) in (PLAYER_SHORT_WIDTH, PLAYER_WIDTH) else -1
            if not (4 <= e < n or (tag == Tag.WEAPON_ENTITY and e == 0)):
                out.append(f"player {p}'s {tag.name} is {e}, not an entity")
    for x in s.enchantments:
        if not 4 <= x < n:
            out.append(f"unknown enchantment {x}")
    return out


def _invariants(s: GameState) -> list[str]:
    out: list[str] = []
    rows = s.rows
    n = len(rows)
    seen: dict[int, tuple[int, Zone]] = {}
    for p in (0, 1):
        for z in _ORDERED:
            ids = s.zones[p * N_ZONES + z]
            limit = _LIMITS.get(z)
            if limit is not None and len(ids) > getattr(s.rules, limit):
                out.append(f"player {p} has {len(ids)} entities in {z.name}")
            for e in ids:
                if not 4 <= e < n:
                    out.append(f"unknown entity {e} in {z.name} of player {p}")
                    continue
                if e in seen:
                    out.append(f"entity {e} is in two zones: {seen[e]} and {(p, z)}")
                seen[e] = (p, z)
                r = rows[e]
                if r[Tag.ZONE] != z:
                    out.append(f"entity {e} is listed in {z.name} but its ZONE tag is {_zone_name(r[Tag.ZONE])}")
                if r[Tag.CONTROLLER] != p:
                    out.append(f"entity {e} is in player {p}'s {z.name} but controlled by {r[Tag.CONTROLLER]}")
    unplaced = {CardType.HERO, CardType.HERO_POWER, CardType.WEAPON, CardType.ENCHANTMENT}
    for e in range(4, n):
        r = rows[e]
        ctype = r[Tag.CARDTYPE]
        # Heroes, hero powers and weapons in play have no position; enchantments never do.
        positional = ctype != CardType.ENCHANTMENT and (ctype not in unplaced or r[Tag.ZONE] != Zone.PLAY)
        if positional and e not in seen and r[Tag.ZONE] != Zone.INVALID:
            out.append(f"entity {e} ({s.cards[e]}) has ZONE {_zone_name(r[Tag.ZONE])} but is in no zone list")
    hp = effective_column(Tag.HEALTH)
    for p in (0, 1):
        prow = rows[PLAYER_ENTITY[p]]
        hero = prow[column(Tag.HERO_ENTITY)]
        if rows[hero][Tag.ZONE] != Zone.PLAY or rows[hero][Tag.CARDTYPE] != CardType.HERO:
            out.append(f"player {p}'s hero {hero} is not a hero in play")
        w = prow[column(Tag.WEAPON_ENTITY)]
        if w and (rows[w][Tag.ZONE] != Zone.PLAY or rows[w][Tag.CARDTYPE] != CardType.WEAPON):
            out.append(f"player {p}'s weapon {w} is not a weapon in play")
        mana, crystals = prow[column(Tag.MANA)], prow[column(Tag.MANA_CRYSTALS)]
        if not 0 <= mana <= s.rules.max_mana:
            out.append(f"player {p} has {mana} mana")
        if not 0 <= crystals <= s.rules.max_mana:
            out.append(f"player {p} has {crystals} mana crystals")
        # A choice asked in the middle of a resolution (a potion's target after its first part) waits
        # before the death phase that ends it, as in the game: a minion at 0 Health is still in play.
        mid_resolution = s.pending is not None and bool(s.work) and s.doomed
        if s.status != Status.OVER and not mid_resolution:
            for m in s.zones[p * N_ZONES + Zone.PLAY]:
                r = rows[m]
                if r[hp] - r[column(Tag.DAMAGE)] <= 0 or r[column(Tag.TO_BE_DESTROYED)]:
                    out.append(f"minion {m} ({s.cards[m]}) is in play at {r[hp] - r[column(Tag.DAMAGE)]} health")
            if rows[hero][hp] - rows[hero][column(Tag.DAMAGE)] <= 0:
                out.append(f"player {p}'s hero is at or below 0 health and the game goes on")
    # a card being played waits in SETASIDE while its effect resolves (the real game has it in play):
    # its enchantments stay on it until it reaches the graveyard (a spell) or play (a minion)
    playing = {t.args[0] for t in s.work if isinstance(t, Builtin) and t.args}
    for x in s.enchantments:
        host = rows[x][column(Tag.ATTACHED)]
        if host in PLAYER_ENTITY:
            continue  # a player-wide enchantment
        zone = rows[host][Tag.ZONE] if 4 <= host < n else None
        if zone not in (Zone.PLAY, Zone.HAND, Zone.DECK, Zone.SECRET) and not (
                zone == Zone.SETASIDE and host in playing):
            out.append(f"enchantment {x} is attached to {host}, which is not in play, hand, deck or secrets")
    if s.pending is None and s.status != Status.OVER and (s.work or s.queue):
        out.append("work or queued triggers are left over after the step")
    if s.dirty:
        out.append("computed values are out of date (dirty) after the step")
    elif refresh(s._replace(dirty=True))._replace(dirty=False) != s:
        out.append("computed values differ from a full recompute")
    if s.log is not None or s.draws is not None:
        out.append("a step's log is left in the state")
    if s.status == Status.OVER and s.winner == -1:
        out.append("the game is over without a result")
    points = [t for t in s.work if isinstance(t, RewindPoint)]
    if s.pending is not None and s.pending.checkpoint is not None:
        points.append(s.pending.checkpoint)
        options = s.pending.options
        if sorted(s.cards[o] for o in options if 4 <= o < n) != [KEEP_TIMELINE, REWIND_TIMELINE] or any(
                rows[o][Tag.ZONE] != Zone.SETASIDE or rows[o][Tag.CONTROLLER] != s.pending.player for o in options):
            out.append("a Rewind choice offers Keep Timeline and Rewind Timeline, set aside for its player")
    if len(points) > 1:
        out.append(f"{len(points)} Rewind checkpoints are kept at once")
    for point in points:
        out += [f"the Rewind checkpoint: {p}" for p in _checkpoint_problems(point, s)]
    return out


def _checkpoint_problems(point: RewindPoint, s: GameState) -> list[str]:
    """Returns what is wrong with a Rewind checkpoint of `s`: a settled state of the same game before a
    legal play of a card with Rewind, with no random stream and nothing pending."""
    c = point.state
    if type(c) is not GameState:
        return ["it is not a game state"]
    out = [] if c.rng == 0 else ["its random stream is kept"]
    if c.work or c.queue or c.pending is not None or c.status != Status.MAIN:
        out.append("it is not a settled state of a game in play")
    if c.rules != s.rules or len(c.rows) > len(s.rows):
        out.append("it is not a state of the same game before this one")
    if out:
        return out
    out = problems(c)
    if out:
        return out
    refused = admit(c, replay(point))
    if isinstance(refused, Rejected):
        return [f"its play is refused: {refused.reason}"]
    if not CARDS[c.cards[point.card]].rewind:
        return [f"{c.cards[point.card]} has no Rewind"]
    return []


def check(s: GameState) -> GameState:
    """Returns the state if it is sound; raises AssertionError listing what is wrong otherwise."""
    found = problems(s)
    if found:
        raise AssertionError("invalid state:\n- " + "\n- ".join(found))
    return s
