"""What may be done now: validation of an action with a specific refusal, and the list of legal actions.

Targeting (seed 000 ch. 9): a chosen target must be in play and in the card's selector; enemy Stealth,
Immune, and (for spells and hero powers only) Elusive block it. Attacking (ch. 8.4): the attacker must be
ready, unfrozen, with attack left; enemy Taunt minions that are neither stealthed nor immune must be
attacked first; Rush attacks minions only on the turn it arrives.
"""

from __future__ import annotations

from itertools import combinations
from typing import Final

from hsfp.core.actions import (
    Action,
    Attack,
    Choose,
    Code,
    Concede,
    EndTurn,
    HeroPower,
    Mulligan,
    PlayCard,
    Rejected,
    Trade,
    UseLocation,
    new_attack,
    new_hero_power,
    new_play_card,
)
from hsfp.core.dsl import CardDef, Characters, Filter, Minions, Side
from hsfp.core.registry import _VERSION, CARDS
from hsfp.core.state import PLAYER_ENTITY, ChoiceKind, Ctx, GameState, Rows, source_ctx
from hsfp.core.tags import N_ZONES, SHORT_WIDTH, CardType, Status, Tag, column, rare
from reducers.attack import attack_value
from reducers.base import (
    ATK_NOW,
    CANT_ATTACK_NOW,
    CARDTYPE,
    CHARGE_NOW,
    CONTROLLER,
    COST_NOW,
    COSTS_HEALTH_NOW,
    DAMAGE,
    ELUSIVE_NOW,
    EXHAUSTED,
    FROZEN,
    HAND,
    HEALTH_NOW,
    HERO,
    HERO_ENTITY,
    HERO_POWER_ENTITY,
    IMMUNE_NOW,
    LOCATION,
    MANA,
    MEGA_WINDFURY,
    MINION,
    NUM_ATTACKS,
    PLAY,
    RUSH_NOW,
    SECRET_ZONE,
    STEALTH_NOW,
    TAUNT_NOW,
    WEAPON_ENTITY,
    WINDFURY_NOW,
    ZONE,
    board,
    zone_of,
)
from reducers.choose_both import acting_def_for
from reducers.intake import intake
from reducers.query import row_range, select_pure, test, tester

_OVER: Final = int(Status.OVER)
_MINIONS: Final = Minions
_CHARACTERS: Final = Characters
_FILTER: Final = Filter
_FRIENDLY: Final = Side.FRIENDLY
_ENEMY: Final = Side.ENEMY
_SECRET: Final = column(Tag.SECRET)
_DORMANT: Final = column(Tag.DORMANT)
_POWER_USES: Final = column(Tag.HERO_POWER_USES_THIS_TURN)
_WEAPON: Final = int(CardType.WEAPON)
_TRADEABLE: Final = column(Tag.TRADEABLE)
_CANT_ATTACK_HEROES: Final = column(Tag.CANT_ATTACK_HEROES)
#: What trading a card costs (the real game's 1 mana; no card changes it here).
TRADE_COST: Final = 1


#: The last answers of `chosen_targets` and `attack_targets`, with what they were asked (the state by
#: identity, the registry's version): an agent that looks at a card's targets and then plays it has them
#: checked by `step` for the same state, which asks again. One entry each, replaced whole; derived, never
#: part of a state.
_targets_memo: Final[list[tuple[object, int, object, int, int, tuple[int, ...]]]] = [(None, 0, None, -1, -1, ())]
_attack_memo: Final[list[tuple[object, int, tuple[int, ...]]]] = [(None, 0, ())]


def chosen_targets(s: GameState, source: int, d: CardDef, p: int) -> tuple[int, ...]:
    """Returns the entities a player may choose as the target of a card or hero power, in id order."""
    if d.target is None:
        return ()
    seen, seen_source, seen_d, seen_p, version, found = _targets_memo[0]
    if seen is s and seen_source == source and seen_d is d and seen_p == p and version == _VERSION[0]:
        return found
    found = _chosen_targets(s, source, d, p)
    _targets_memo[0] = (s, source, d, p, _VERSION[0], found)
    return found


def _chosen_targets(s: GameState, source: int, d: CardDef, p: int) -> tuple[int, ...]:
    assert d.target is not None
    rows = s.rows
    spell_like = rows[source][CARDTYPE] != MINION and d.card_type != _WEAPON
    sel = d.target
    kind = type(sel)
    if kind is _CHARACTERS or kind is _MINIONS:  # the commonest targets: the boards read once
        return board_targets(s, sel.side, p, kind is _CHARACTERS, spell_like)  # type: ignore[attr-defined]
    if kind is _FILTER:
        of = sel.of  # type: ignore[attr-defined]
        if type(of) is _CHARACTERS or type(of) is _MINIONS:
            # the next commonest ("an enemy minion that is damaged"): the condition asked of the boards'
            # targets only, as `targetable` would keep them of the whole selection (both keep id order)
            cond = sel.cond  # type: ignore[attr-defined]
            found = board_targets(s, of.side, p, type(of) is _CHARACTERS, spell_like)
            bounds = row_range(cond)
            if bounds is not None:  # the condition reads one column of the target's row: no call per target
                col, low, high = bounds
                return tuple([t for t in found if low <= rows[t][col] <= high])
            ctx = source_ctx(source, p)
            holds = tester(cond)
            return tuple([t for t in found if holds(s, cond, ctx, t)])
    return targetable(s, select_pure(s, sel, source_ctx(source, p)), p, spell_like)


def targetable(s: GameState, ids: tuple[int, ...], p: int, spell_like: bool) -> tuple[int, ...]:
    """Returns the entities among `ids` that player p may choose as a target: in play, not dormant, not
    Immune, not an enemy in Stealth, and (for a spell or a hero power, `spell_like`) not Elusive."""
    rows = s.rows
    out = []
    for t in ids:
        r = rows[t]
        if r[ZONE] != PLAY:
            continue
        if r[_DORMANT] or (len(r) > SHORT_WIDTH and (r[IMMUNE_NOW] or (r[STEALTH_NOW] and r[CONTROLLER] != p)
                                                     or (spell_like and r[ELUSIVE_NOW]))):
            continue  # a short row has no rare value: no Immune, Stealth or Elusive
        out.append(t)
    return tuple(out)


def board_targets(s: GameState, side: Side, p: int, heroes: bool, spell_like: bool) -> tuple[int, ...]:
    """Returns what `targetable` keeps of a `Minions` (or, with `heroes`, `Characters`) selection of a side
    for player p (`reducers.query.on_board`), in one pass over the boards, in entity-id order."""
    rows = s.rows
    zones = s.zones
    out: list[int] = []
    for q in (p,) if side == _FRIENDLY else (1 - p,) if side == _ENEMY else (0, 1):
        board_ = zones[q * N_ZONES + PLAY]
        for t in (*board_, rows[PLAYER_ENTITY[q]][HERO_ENTITY]) if heroes else board_:
            r = rows[t]  # on a board or a hero: in play (the zone lists and the rows agree, `hsfp.validation`)
            if r[CARDTYPE] == LOCATION or r[_DORMANT]:
                continue
            if len(r) > SHORT_WIDTH and (r[IMMUNE_NOW] or (r[STEALTH_NOW] and r[CONTROLLER] != p)
                                         or (spell_like and r[ELUSIVE_NOW])):
                continue  # a short row has no rare value: no Immune, Stealth or Elusive
            out.append(t)
    out.sort()
    return tuple(out)


def can_attack(s: GameState, e: int) -> bool:
    """Returns whether a character of the player to act can attack now."""
    rows = s.rows
    r = rows[e]
    if r[CONTROLLER] != s.current or r[ZONE] != PLAY:
        return False
    ctype = r[CARDTYPE]
    if ctype != MINION and ctype != HERO:
        return False
    if ctype == MINION:
        return e in board(s, r[CONTROLLER]) and minion_ready(r)
    if r[FROZEN] or r[_DORMANT]:
        return False
    full = len(r) > SHORT_WIDTH  # a short row has no rare value: no Windfury or Can't Attack
    if full and r[CANT_ATTACK_NOW]:
        return False
    w = rows[PLAYER_ENTITY[r[CONTROLLER]]][WEAPON_ENTITY]
    # a Windfury weapon lends it to the hero
    windfury = (full and r[WINDFURY_NOW]) or (w and rare(rows[w], WINDFURY_NOW))
    allowed = 4 if full and r[MEGA_WINDFURY] else (2 if windfury else 1)
    if r[NUM_ATTACKS] >= allowed:
        return False
    return attack_value(s, e) > 0


def ready_attackers(s: GameState) -> list[int]:
    """Returns the characters of the player to act that can attack now (`can_attack`): the minions of the
    board in order, then the hero."""
    rows = s.rows
    p = s.current
    out = []
    for e in s.zones[p * N_ZONES + PLAY]:  # p's board
        r = rows[e]
        if r[CARDTYPE] == MINION:
            # on p's board, so p's and in play (the zone lists and the rows agree): `can_attack` without
            # finding it there again; a short row is `minion_ready`'s commonest case, taken here without the call
            if len(r) == SHORT_WIDTH:
                if (not r[FROZEN] and not r[_DORMANT] and r[NUM_ATTACKS] < 1 and (not r[EXHAUSTED] or r[CHARGE_NOW] > 0)
                        and r[ATK_NOW] > 0):
                    out.append(e)
            elif minion_ready(r):
                out.append(e)
        elif can_attack(s, e):
            out.append(e)
    pr = rows[PLAYER_ENTITY[p]]
    hero = pr[HERO_ENTITY]
    # a hero without Attack and without a weapon hits for nothing (`attack_value`): it cannot attack
    if (pr[WEAPON_ENTITY] or rows[hero][ATK_NOW] > 0) and can_attack(s, hero):
        out.append(hero)
    return out


def minion_ready(r: tuple[int, ...]) -> bool:
    """Returns whether a minion on its controller's board (its row) may attack now, by its own state:
    awake, not frozen, with attacks left, not summoning-sick (or with Charge or Rush), and Attack."""
    if r[FROZEN] or r[_DORMANT]:
        return False
    if len(r) == SHORT_WIDTH:  # a short row has no rare value: no Windfury, Rush or Can't Attack
        return r[NUM_ATTACKS] < 1 and (not r[EXHAUSTED] or r[CHARGE_NOW] > 0) and r[ATK_NOW] > 0
    if r[CANT_ATTACK_NOW]:
        return False
    allowed = 4 if r[MEGA_WINDFURY] else (2 if r[WINDFURY_NOW] else 1)
    if r[NUM_ATTACKS] >= allowed:
        return False
    if r[EXHAUSTED] and not r[CHARGE_NOW] and not r[RUSH_NOW]:
        return False
    return r[ATK_NOW] > 0  # `attack_value` of a minion


# Kayn Sunfury: a printed rule of a minion in play, not a keyword of the attacker
_IGNORES_TAUNT: Final = column(Tag.ATTACKS_IGNORE_TAUNT)
_SILENCED: Final = column(Tag.SILENCED)


def _ignores_taunt(s: GameState, p: int) -> bool:
    rows = s.rows
    for m in board(s, p):
        r = rows[m]
        if len(r) > _IGNORES_TAUNT and r[_IGNORES_TAUNT] and not r[_SILENCED]:  # `rare`, inline
            return True
    return False


def attack_targets(s: GameState, attacker: int) -> tuple[int, ...]:
    """Returns what an attacker that can attack may attack, Taunt and Rush considered."""
    seen, seen_attacker, found = _attack_memo[0]
    if seen is s and seen_attacker == attacker:
        return found
    found = _attack_targets(s, attacker)
    _attack_memo[0] = (s, attacker, found)
    return found


def _attack_targets(s: GameState, attacker: int) -> tuple[int, ...]:
    return _targets_for(s, s.rows[attacker][CONTROLLER], _minions_only(s.rows, attacker))


def _minions_only(rows: Rows, attacker: int) -> bool:
    # whether an attacker that can attack may attack minions only: Rush on its first turn, or a hero
    # holding Bladed Gauntlet
    ra = rows[attacker]
    if ra[CARDTYPE] == HERO:
        w = rows[PLAYER_ENTITY[ra[CONTROLLER]]][WEAPON_ENTITY]
        return bool(w and rare(rows[w], _CANT_ATTACK_HEROES))
    return bool(ra[CARDTYPE] == MINION and ra[EXHAUSTED] and not ra[CHARGE_NOW])


def _targets_for(s: GameState, p: int, rush_only: bool) -> tuple[int, ...]:
    # what a character of player p that can attack may attack (minions only if `rush_only`): the same for
    # every such attacker of p
    rows = s.rows
    enemy = 1 - p
    # stealthed, immune or dormant minions cannot be attacked, so their Taunt protects nothing
    open_: list[int] = []
    taunts: list[int] = []
    for m in s.zones[enemy * N_ZONES + PLAY]:  # the enemy board
        r = rows[m]
        if r[_DORMANT] or r[CARDTYPE] == LOCATION:
            continue
        if len(r) > SHORT_WIDTH and (r[STEALTH_NOW] or r[IMMUNE_NOW]):  # hidden (a short row has no rare value)
            continue
        open_.append(m)
        if r[TAUNT_NOW]:
            taunts.append(m)
    if taunts and not _ignores_taunt(s, p):
        return tuple(taunts)
    hero = rows[PLAYER_ENTITY[enemy]][HERO_ENTITY]
    rh = rows[hero]
    if not rush_only and not (len(rh) > SHORT_WIDTH and (rh[STEALTH_NOW] or rh[IMMUNE_NOW])):  # not hidden, as above
        open_.append(hero)
    return tuple(open_)


def _secret_problem(s: GameState, card: int, p: int) -> Rejected | None:
    secrets = zone_of(s, p, SECRET_ZONE)
    if any(s.cards[x] == s.cards[card] for x in secrets):
        return Rejected(Code.DUPLICATE_SECRET, f"{s.cards[card]} is already among your secrets.")
    if len(secrets) >= s.rules.max_secrets:
        return Rejected(Code.TOO_MANY_SECRETS, "You already have the most secrets allowed.")
    return None


def _target_problem(s: GameState, source: int, d: CardDef, p: int, target: int | None,
                    must: bool) -> Rejected | None:
    if d.target is None:
        if target is not None:
            return Rejected(Code.INVALID_TARGET, f"{d.card_id} takes no target, but entity {target} was given.")
        return None
    legal = chosen_targets(s, source, d, p)
    if not legal:
        if must:
            return Rejected(Code.INVALID_TARGET, f"{d.card_id} needs a target and none is legal now.")
        if target is not None:
            return Rejected(Code.INVALID_TARGET, f"No target is legal for {d.card_id} now; play it without one.")
        return None
    if target is None:
        return Rejected(Code.INVALID_TARGET, f"{d.card_id} needs a target.")
    if target not in legal:
        return Rejected(Code.INVALID_TARGET, f"Entity {target} is not a legal target for {d.card_id}.")
    return None


def _exists(s: GameState, e: int) -> bool:
    return 4 <= e < len(s.rows)


def validate(s: GameState, action: object) -> Rejected | None:
    """Returns why an action (or anything passed as one) is refused in this state, or None if it is legal."""
    admitted = admit(s, action)
    return admitted if isinstance(admitted, Rejected) else None


#: The classes the checks tell apart, as statics of the compiled build (a class name is otherwise looked
#: up in the module's globals on every use).
_REJECTED: Final = Rejected
_CONCEDE: Final = Concede
_CHOICES: Final = (Choose, Mulligan)
_END_TURN_ACTION: Final = EndTurn
_PLAY_CARD: Final = PlayCard
_ATTACK: Final = Attack


def admit(s: GameState, action: object) -> Action | Rejected:
    """Returns the plain-int copy of an action (`reducers.intake`) if it is legal in this state, else why it
    is refused; what is applied must be this copy, never the object passed in."""
    seen, version, picked = _vouched_memo[0]
    if picked is action and seen is s and version == _VERSION[0] and picked is not None:
        return picked  # a policy's pick for this very state, made from this module's own checks
    seen, version, listed = _listed_memo[0]
    if seen is s and version == _VERSION[0]:
        for x in listed:
            if x is action:
                return x  # one of this state's own legal actions, handed back: plain ints, and legal
    a = intake(action)
    if isinstance(a, _REJECTED):
        return a
    problem = check(s, a)
    return a if problem is None else problem


def check(s: GameState, action: Action) -> Rejected | None:
    """Returns why an action whose fields are plain ints (as `intake` makes them) is refused, or None."""
    if s.status == _OVER:
        return Rejected(Code.GAME_OVER, "The game is over.")
    pending = s.pending
    kind = type(action)  # the common kinds first, by their exact class (what `intake` makes)
    if pending is None and (kind is _PLAY_CARD or kind is _ATTACK or kind is _END_TURN_ACTION):
        if kind is _PLAY_CARD:
            return _validate_play(s, action)  # type: ignore[arg-type]
        return None if kind is _END_TURN_ACTION else _validate_attack(s, action)  # type: ignore[arg-type]
    if isinstance(action, _CONCEDE):
        return None
    if isinstance(action, _CHOICES):
        return _validate_choice(s, action)
    if pending is not None:
        return Rejected(Code.CHOICE_PENDING, f"A {pending.kind} choice must be answered first.")
    if isinstance(action, _END_TURN_ACTION):
        return None
    if isinstance(action, _PLAY_CARD):
        return _validate_play(s, action)
    if isinstance(action, _ATTACK):
        return _validate_attack(s, action)
    if isinstance(action, Trade):
        return _validate_trade(s, action)
    if isinstance(action, UseLocation):
        return _validate_use(s, action)
    return _validate_power(s, action)


def _validate_choice(s: GameState, action: Choose | Mulligan) -> Rejected | None:
    pending = s.pending
    if pending is None:
        return Rejected(Code.NO_CHOICE_PENDING, "There is no choice to answer.")
    if isinstance(action, Mulligan):
        if pending.kind != ChoiceKind.MULLIGAN:
            return Rejected(Code.INVALID_CHOICE, "The pending choice is not a mulligan.")
        rep = action.replace
        if len(set(rep)) != len(rep) or any(x not in pending.options for x in rep):
            return Rejected(Code.INVALID_CHOICE, f"Only starting cards {pending.options} can be replaced, once each.")
        return None
    if pending.kind == ChoiceKind.MULLIGAN:
        return Rejected(Code.INVALID_CHOICE, "Answer the mulligan with Mulligan(replace=...).")
    if action.option not in pending.options:
        return Rejected(Code.INVALID_CHOICE, f"{action.option} is not one of the options {pending.options}.")
    return None


def _validate_play(s: GameState, a: PlayCard) -> Rejected | None:
    if _listed_play(s, a):
        return None
    if not _exists(s, a.card) or (a.target is not None and not _exists(s, a.target)):
        return Rejected(Code.UNKNOWN_ENTITY, f"No such entity: {a.card if not _exists(s, a.card) else a.target}.")
    r = s.rows[a.card]
    p = s.current
    if r[CONTROLLER] != p:
        return Rejected(Code.NOT_YOUR_TURN, f"Entity {a.card} belongs to player {r[CONTROLLER]}, not to {p}.")
    if r[ZONE] != HAND:
        return Rejected(Code.NOT_IN_HAND, f"Entity {a.card} is not in your hand.")
    d = CARDS[s.cards[a.card]]
    if d.choose_one:
        if a.choice is None or not 0 <= a.choice < len(d.choose_one):
            return Rejected(Code.INVALID_CHOICE, f"{d.card_id} needs a choice in 0..{len(d.choose_one) - 1}.")
    elif a.choice is not None:
        return Rejected(Code.INVALID_CHOICE, f"{d.card_id} has no Choose One.")
    if not affordable(s, r, p):
        if len(r) > SHORT_WIDTH and r[COSTS_HEALTH_NOW]:
            return Rejected(Code.NOT_ENOUGH_MANA, f"{d.card_id} costs {r[COST_NOW]} Health; your hero must have "
                            "more Health than that.")
        return Rejected(Code.NOT_ENOUGH_MANA, f"{d.card_id} costs {r[COST_NOW]}; you have "
                        f"{s.rows[PLAYER_ENTITY[p]][MANA]} mana.")
    if d.playable_if is not None and not test(s, d.playable_if, Ctx(a.card, p), a.card):
        return Rejected(Code.INVALID_TARGET, f"{d.card_id} cannot be played now.")
    if r[CARDTYPE] == MINION or r[CARDTYPE] == LOCATION:
        n = len(board(s, p))
        if n >= s.rules.board_size:
            return Rejected(Code.BOARD_FULL, "Your board is full.")
        if a.position is not None and not 0 <= a.position <= n:
            return Rejected(Code.INVALID_POSITION, f"Position {a.position} is outside 0..{n}.")
        if r[CARDTYPE] == LOCATION:
            # a location's target is its ability's, chosen when it is used, never when it is played
            return None if a.target is None else Rejected(Code.INVALID_TARGET, "A location is played without a target.")
    elif a.position is not None:
        return Rejected(Code.INVALID_POSITION, "Only minions and locations take a board position.")
    if rare(r, _SECRET):
        problem = _secret_problem(s, a.card, p)
        if problem:
            return problem
    must = r[CARDTYPE] not in (MINION, _WEAPON, HERO)
    acting = acting_def_for(s, d, -1 if a.choice is None else a.choice, p)  # Fandral Staghelm: both combined
    if (acting is not d and acting.playable_if is not None
            and not test(s, acting.playable_if, Ctx(a.card, p), a.card)):
        return Rejected(Code.INVALID_CHOICE, f"Option {a.choice} of {d.card_id} cannot be played now.")
    return _target_problem(s, a.card, acting, p, a.target, must)


def _listed_play(s: GameState, a: PlayCard) -> bool:
    """Returns whether a play is one `legal_actions` lists for this state, by the answer `play_targets`
    last gave for this very state, card and choice (if it was asked): a target among those, and a board
    position only for a card that takes one, within the board. (The validator and `legal_actions` agree
    exactly; a property suite checks it.)"""
    seen, card, choice, version, targets = _plays_memo[0]
    if (seen is not s or card != a.card or choice != (-1 if a.choice is None else a.choice)
            or version != _VERSION[0] or targets is None or a.target not in targets):
        return False
    if a.choice is not None and not 0 <= a.choice < len(CARDS[s.cards[card]].choose_one):
        return False  # a choice the card does not have (`play_targets` reads one only for Choose One)
    if a.position is None:
        return True
    ctype = s.rows[card][CARDTYPE]
    return ctype in (MINION, LOCATION) and 0 <= a.position <= len(board(s, s.current))


def _validate_attack(s: GameState, a: Attack) -> Rejected | None:
    for e in (a.attacker, a.defender):
        if not _exists(s, e):
            return Rejected(Code.UNKNOWN_ENTITY, f"No such entity: {e}.")
    if s.rows[a.attacker][CONTROLLER] != s.current:
        return Rejected(Code.NOT_YOUR_TURN, f"Entity {a.attacker} is not yours to attack with.")
    if not can_attack(s, a.attacker):
        return Rejected(Code.CANNOT_ATTACK, f"Entity {a.attacker} cannot attack now.")
    if a.defender not in attack_targets(s, a.attacker):
        return Rejected(Code.INVALID_TARGET, f"Entity {a.defender} cannot be attacked by {a.attacker} now.")
    return None


def _validate_power(s: GameState, a: HeroPower) -> Rejected | None:
    if a.target is not None and not _exists(s, a.target):
        return Rejected(Code.UNKNOWN_ENTITY, f"No such entity: {a.target}.")
    p = s.current
    pr = s.rows[PLAYER_ENTITY[p]]
    hp = pr[HERO_POWER_ENTITY]
    if pr[_POWER_USES] >= 1:
        return Rejected(Code.HERO_POWER_USED, "The hero power was already used this turn.")
    if s.rows[hp][COST_NOW] > pr[MANA]:
        return Rejected(Code.NOT_ENOUGH_MANA, f"The hero power costs {s.rows[hp][COST_NOW]}; you have {pr[MANA]}.")
    d = CARDS[s.cards[hp]]
    if d.playable_if is not None and not test(s, d.playable_if, Ctx(hp, p), hp):
        return Rejected(Code.INVALID_TARGET, f"{d.card_id} cannot be used now.")
    return _target_problem(s, hp, d, p, a.target, True)


def affordable(s: GameState, r: tuple[int, ...], p: int) -> bool:
    """Returns whether player p can pay for a card (its row): its Cost in mana, or, for a card that costs
    Health instead, more Health on the hero than the Cost (armour does not count)."""
    if len(r) > SHORT_WIDTH and r[COSTS_HEALTH_NOW]:
        hero = s.rows[s.rows[PLAYER_ENTITY[p]][HERO_ENTITY]]
        return bool(hero[HEALTH_NOW] - hero[DAMAGE] > r[COST_NOW])
    return bool(r[COST_NOW] <= s.rows[PLAYER_ENTITY[p]][MANA])


def _validate_trade(s: GameState, a: Trade) -> Rejected | None:
    if not _exists(s, a.card):
        return Rejected(Code.UNKNOWN_ENTITY, f"No such entity: {a.card}.")
    r = s.rows[a.card]
    p = s.current
    if r[CONTROLLER] != p:
        return Rejected(Code.NOT_YOUR_TURN, f"Entity {a.card} belongs to player {r[CONTROLLER]}, not to {p}.")
    if r[ZONE] != HAND:
        return Rejected(Code.NOT_IN_HAND, f"Entity {a.card} is not in your hand.")
    if not rare(r, _TRADEABLE):
        return Rejected(Code.NOT_TRADEABLE, f"{s.cards[a.card]} is not Tradeable.")
    mana = s.rows[PLAYER_ENTITY[p]][MANA]
    if mana < TRADE_COST:
        return Rejected(Code.NOT_ENOUGH_MANA, f"Trading costs {TRADE_COST}; you have {mana} mana.")
    return None


def location_ready(s: GameState, e: int) -> bool:
    """Returns whether an entity is a location of the player to act, in play, off cooldown, with Durability."""
    r = s.rows[e]
    return bool(r[CARDTYPE] == LOCATION and r[ZONE] == PLAY and r[CONTROLLER] == s.current and not r[EXHAUSTED]
                and r[HEALTH_NOW] - r[DAMAGE] > 0)


def _validate_use(s: GameState, a: UseLocation) -> Rejected | None:
    for e in (a.location, a.target):
        if e is not None and not _exists(s, e):
            return Rejected(Code.UNKNOWN_ENTITY, f"No such entity: {e}.")
    r = s.rows[a.location]
    if r[CARDTYPE] != LOCATION or r[ZONE] != PLAY or r[CONTROLLER] != s.current:
        return Rejected(Code.NOT_A_LOCATION, f"Entity {a.location} is not a location of yours in play.")
    if not location_ready(s, a.location):
        return Rejected(Code.LOCATION_NOT_READY, f"Location {a.location} is on cooldown until your next turn.")
    d = CARDS[s.cards[a.location]]
    if d.playable_if is not None and not test(s, d.playable_if, Ctx(a.location, s.current), a.location):
        return Rejected(Code.INVALID_TARGET, f"{d.card_id} cannot be used now.")
    return _target_problem(s, a.location, d, s.current, a.target, True)


def location_targets(s: GameState, location: int) -> tuple[int | None, ...]:
    """Returns the targets a ready location may be used on ((None,) if it takes none; () if none is legal)."""
    d = CARDS[s.cards[location]]
    if d.playable_if is not None and not test(s, d.playable_if, Ctx(location, s.current), location):
        return ()
    if d.target is None:
        return (None,)
    return chosen_targets(s, location, d, s.current)


def play_targets(s: GameState, card: int, choice: int = -1) -> tuple[int | None, ...] | None:
    """Returns the targets a card in the acting player's hand may be played with ((None,) if it takes
    none), or None if it cannot be played now (for a Choose One card, with that choice)."""
    seen, seen_card, seen_choice, version, found = _plays_memo[0]
    if seen is s and seen_card == card and seen_choice == choice and version == _VERSION[0]:
        return found
    found = _play_targets(s, card, choice)
    _plays_memo[0] = (s, card, choice, _VERSION[0], found)
    return found


#: The last answer of `play_targets`, with what it was asked (the state by identity, the card, the
#: choice, the registry's version): a policy that looks at a card's targets and then plays it has the play
#: checked by `step` for the same state, which takes a play among them without checking it again. One
#: entry, replaced whole; derived, never part of a state.
_plays_memo: Final[list[tuple[object, int, int, int, tuple[int | None, ...] | None]]] = [(None, 0, 0, -1, None)]


def _play_targets(s: GameState, card: int, choice: int) -> tuple[int | None, ...] | None:
    rows = s.rows
    r = rows[card]
    p = s.current
    if r[ZONE] != HAND or r[CONTROLLER] != p:
        return None
    if len(r) == SHORT_WIDTH:  # a short row costs no Health: `affordable`, without the call
        if r[COST_NOW] > rows[PLAYER_ENTITY[p]][MANA]:
            return None
    elif not affordable(s, r, p):
        return None
    d = CARDS[s.cards[card]]
    if d.playable_if is not None and not test(s, d.playable_if, Ctx(card, p), card):
        return None
    if len(r) > SHORT_WIDTH and r[_SECRET] and _secret_problem(s, card, p):
        return None
    ctype = r[CARDTYPE]
    if ctype in (MINION, LOCATION) and len(board(s, p)) >= s.rules.board_size:
        return None
    if ctype == LOCATION:
        return (None,)
    if d.choose_one:
        if not 0 <= choice < len(d.choose_one):
            return None
        d = acting_def_for(s, d, choice, p)
        if d.playable_if is not None and not test(s, d.playable_if, Ctx(card, p), card):
            return None
    if d.target is None:
        return (None,)
    targets = chosen_targets(s, card, d, p)
    if targets:
        return targets
    return None if ctype not in (MINION, _WEAPON, HERO) else (None,)


#: Action values made before, by their fields: actions are immutable values, so `legal_actions` hands out
#: the same object for the same action instead of building it again (a frozen dataclass costs more to
#: build than to find). Process-wide and bounded; a value is a pure function of its key, so two threads
#: filling it at once store equal values.
_PLAYS: Final[dict[tuple[int, tuple[int | None, ...], int, int | None], tuple[PlayCard, ...]]] = {}
_ATTACKS: Final[dict[tuple[int, int], Attack]] = {}
_POWERS: Final[dict[tuple[int, ...], tuple[HeroPower, ...]]] = {}
_ATTACK_LISTS: Final[dict[tuple[int, tuple[int, ...]], tuple[Attack, ...]]] = {}
_CACHE_MAX: Final = 50_000
_END_TURN: Final = EndTurn()
_HERO_POWER: Final = HeroPower()
_UNTARGETED: Final[tuple[int | None, ...]] = (None,)


def play_actions(card: int, targets: tuple[int | None, ...], positions: int,
                 choice: int | None) -> tuple[PlayCard, ...]:
    """Returns every way to play a card at its targets: at each of `positions` board positions (a minion), or
    without one (positions < 0); the same values each time it is asked (interned)."""
    key = (card, targets, positions, choice)
    found = _PLAYS.get(key)
    if found is None:
        if positions < 0:
            found = tuple([new_play_card(card, t, None, choice) for t in targets])
        else:
            found = tuple([new_play_card(card, t, pos, choice) for pos in range(positions) for t in targets])
        if len(_PLAYS) >= _CACHE_MAX:
            _PLAYS.clear()
        _PLAYS[key] = found
    return found


def attack_action(attacker: int, defender: int) -> Attack:
    """Returns the attack of an attacker on a defender, the same value each time it is asked (interned)."""
    key = (attacker, defender)
    a = _ATTACKS.get(key)
    if a is None:
        a = new_attack(attacker, defender)
        if len(_ATTACKS) >= _CACHE_MAX:
            _ATTACKS.clear()
        _ATTACKS[key] = a
    return a


def _powers(targets: tuple[int, ...]) -> tuple[HeroPower, ...]:
    # the hero power at each of its targets, the same values each time (interned by the targets)
    found = _POWERS.get(targets)
    if found is None:
        found = tuple([new_hero_power(t) for t in targets])
        if len(_POWERS) >= _CACHE_MAX:
            _POWERS.clear()
        _POWERS[targets] = found
    return found


def _attacks(attacker: int, targets: tuple[int, ...]) -> tuple[Attack, ...]:
    # an attacker's attack on each of its targets, the same values each time (interned by the pair)
    key = (attacker, targets)
    found = _ATTACK_LISTS.get(key)
    if found is None:
        found = tuple([attack_action(attacker, t) for t in targets])
        if len(_ATTACK_LISTS) >= _CACHE_MAX:
            _ATTACK_LISTS.clear()
        _ATTACK_LISTS[key] = found
    return found


def legal_actions(state: GameState) -> tuple[Action, ...]:
    """Returns the legal actions of whoever must act now, in a stable order (Concede is always legal
    and not listed)."""
    s = state
    seen, version, listed = _listed_memo[0]
    if seen is s and version == _VERSION[0]:
        return listed  # asked again for the state it just listed (a search node, then its rollout)
    if s.status == _OVER:
        return ()
    pending = s.pending
    if pending is not None:
        if pending.kind == ChoiceKind.MULLIGAN:
            opts = pending.options
            return tuple(Mulligan(c) for k in range(len(opts) + 1) for c in combinations(opts, k))
        return tuple(Choose(o) for o in pending.options)
    out: list[Action] = []
    p = s.current
    rows = s.rows
    cards = s.cards
    pr = rows[PLAYER_ENTITY[p]]
    mana = pr[MANA]
    zones = s.zones
    n_board = len(zones[p * N_ZONES + PLAY])  # p's board
    board_size = s.rules.board_size
    trades: list[Action] = []  # listed after the attacks
    for card in zones[p * N_ZONES + HAND]:
        r = rows[card]
        if len(r) > SHORT_WIDTH:  # a short row costs no Health and is not Tradeable
            if r[_TRADEABLE] and mana >= TRADE_COST:
                trades.append(Trade(card))
            if r[COST_NOW] > mana and not r[COSTS_HEALTH_NOW]:
                continue  # the first refusal of `play_targets`, without the call
        elif r[COST_NOW] > mana:
            continue
        d = CARDS[cards[card]]
        ctype = r[CARDTYPE]
        if (not d.choose_one and ctype != LOCATION
                and (len(r) == SHORT_WIDTH or not (r[COSTS_HEALTH_NOW] or r[_SECRET]))):
            # the commonest cards, as `play_targets` takes them: in p's hand (the zone lists and the rows
            # agree, `hsfp.validation`), affordable (the cost was just compared; a short row costs no Health
            # and is no secret, a wide one is asked), its condition met, no choice; a card that needs a
            # target and has none is not listed, but a minion, a weapon or a hero is, without one
            if ctype == MINION and n_board >= board_size:
                continue
            cond = d.playable_if
            if cond is not None and not test(s, cond, Ctx(card, p), card):
                continue
            sel = d.target
            aims: tuple[int | None, ...]
            if sel is None:
                aims = _UNTARGETED
            elif type(sel) is _CHARACTERS or type(sel) is _MINIONS:
                # `chosen_targets`' commonest case without its two calls (listed: no memo needed)
                aims = board_targets(s, sel.side, p, type(sel) is _CHARACTERS,
                                     ctype != MINION and d.card_type != _WEAPON)
            else:
                aims = _chosen_targets(s, card, d, p)
            if not aims:
                if ctype != MINION and ctype != _WEAPON and ctype != HERO:
                    continue
                aims = _UNTARGETED
            positions = n_board + 1 if ctype == MINION else -1
            plays = _PLAYS.get((card, aims, positions, None))  # `play_actions`' interned values, without the call
            out.extend(plays if plays is not None else play_actions(card, aims, positions, None))
            continue
        n_choices = len(d.choose_one)
        for choice in range(n_choices) if n_choices else (None,):
            targets = _play_targets(s, card, -1 if choice is None else choice)  # listed: no memo needed
            if targets is None:
                continue
            placed = ctype in (MINION, LOCATION)
            out.extend(play_actions(card, targets, n_board + 1 if placed else -1, choice))
    hp = pr[HERO_POWER_ENTITY]
    if pr[_POWER_USES] < 1 and rows[hp][COST_NOW] <= mana:
        d = CARDS[cards[hp]]
        if d.playable_if is None or test(s, d.playable_if, Ctx(hp, p), hp):
            sel = d.target
            if sel is None:
                out.append(_HERO_POWER)
            elif type(sel) is _CHARACTERS or type(sel) is _MINIONS:  # as for a card above
                out.extend(_powers(board_targets(s, sel.side, p, type(sel) is _CHARACTERS,
                                                 rows[hp][CARDTYPE] != MINION and d.card_type != _WEAPON)))
            else:
                out.extend(_powers(_chosen_targets(s, hp, d, p)))
    # what p's attackers may attack (`_targets_for`), by `_minions_only`, each found when first needed
    anywhere: tuple[int, ...] | None = None
    minions_only: tuple[int, ...] | None = None
    for e in ready_attackers(s):
        ra = rows[e]
        # `_minions_only`, a minion's case inline
        rush_only = bool(ra[EXHAUSTED] and not ra[CHARGE_NOW]) if ra[CARDTYPE] == MINION else _minions_only(rows, e)
        if rush_only:
            if minions_only is None:
                minions_only = _targets_for(s, p, True)
            targets_ = minions_only
        else:
            if anywhere is None:
                anywhere = _targets_for(s, p, False)
            targets_ = anywhere
        attacks = _ATTACK_LISTS.get((e, targets_))  # `_attacks`' interned values, without the call
        out.extend(attacks if attacks is not None else _attacks(e, targets_))
    # trades and locations come last, so a game without them lists exactly what it listed before them
    out.extend(trades)
    for e in zones[p * N_ZONES + PLAY]:  # p's board
        if rows[e][CARDTYPE] == LOCATION and location_ready(s, e):
            out.extend([UseLocation(e, t) for t in location_targets(s, e)])
    out.append(_END_TURN)
    listed = tuple(out)
    _listed_memo[0] = (s, _VERSION[0], listed)
    return listed


#: The state `legal_actions` last listed, the registry's version then, and what it listed: asked again for
#: that state, it hands the same tuple back, and an agent usually passes one of those very objects to
#: `step` for that state, which `admit` then takes without checking it again. The state is compared by
#: identity (states and action values are immutable; a card defined again changes the version); one
#: triple, replaced whole, so a thread switch can never pair one state with another's actions. A derived
#: memo, never part of a state.
_listed_memo: Final[list[tuple[object, int, tuple[Action, ...]]]] = [(None, -1, ())]


def vouch(s: GameState, action: Action) -> Action:
    """Returns an action, remembered as legal in this state, for a policy that made it from this module's
    own answers for that very state (`play_targets` and `play_actions`, `ready_attackers` and
    `attack_targets`, the end of a turn with no choice pending, keeping every card of a pending mulligan):
    `admit` then takes that object for that state without checking it again, as it takes one that
    `legal_actions` listed. Nothing is legal in a finished game: there, nothing is remembered. A property
    suite checks that what the policies vouch for passes the full check."""
    if s.status != _OVER:
        _vouched_memo[0] = (s, _VERSION[0], action)
    return action


#: The state a policy last vouched for an action in, the registry's version then, and the action (by
#: identity: action values are immutable and the ones vouched for are the interned values `legal_actions`
#: lists). One triple, replaced whole; a derived memo, never part of a state.
_vouched_memo: Final[list[tuple[object, int, Action | None]]] = [(None, -1, None)]


__all__ = ["TRADE_COST", "admit", "attack_action", "attack_targets", "board_targets", "can_attack", "check",
           "chosen_targets", "legal_actions", "location_ready", "location_targets", "minion_ready", "play_actions",
           "play_targets", "ready_attackers", "targetable", "validate", "vouch"]
