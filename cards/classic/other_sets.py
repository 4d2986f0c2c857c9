"""Cards of other sets that the seed's examples use: Unstable Ghoul, Spider Tank, Dr. Boom with its Boom
Bots, and Yogg-Saron, Hope's End (through the escape hatch).

Yogg-Saron, Hope's End. "Cast a random spell for each spell you've cast this game (targets chosen
randomly)", with the real game's rulings:
- the count is computed from the state: the player's spells in the graveyard and the secret zone that
  were not countered (Counterspelled spells do not count) and were not cast by a Yogg-Saron (they were
  not played from hand). Approximation: a spell that reached the graveyard without being cast
  (discarded, burned on a full hand, milled) counts too, since nothing in the state tells it apart.
- each spell is drawn with the game's RNG from a pool, the collectible spells defined in their own
  printings (`YOGG_SARON_SPELLS`, in card id order); a Choose One spell takes a random option; a spell
  that needs a target takes a random legal one (any side, Yogg-Saron itself included), and fizzles with
  no legal target; a secret goes to the secret zone if it may (not a duplicate, room left), else it
  fizzles.
- the spells are Yogg-Saron's, not played by the player: no PLAY_CARD or SPELL_CAST event ("whenever you
  cast a spell" does not trigger), no mana; Overload is still owed; Combo is active if a card was played
  before Yogg-Saron this turn; spell damage applies.
- each spell resolves fully (triggers and deaths) before the next; the casting stops once Yogg-Saron
  has left play, is silenced or is transformed (the real game's rule since patch 6.1.3).
"""

from __future__ import annotations

from cards.keywords import (
    ALL_MINIONS,
    ENEMY_CHARACTERS,
    ORIGINAL_PRINTINGS,
    card,
    register,
)
from hsfp.core.dsl import Damage, Dead, OfType, RandomInt, RandomN, Special, Summon
from hsfp.core.registry import CARDS
from hsfp.core.state import PLAYER_ENTITY, SETTLE, Ctx, GameState, Run
from hsfp.core.tags import CardClass, CardType, Tag, Zone, column, rare
from reducers.base import (
    CARDTYPE,
    GRAVEYARD,
    SECRET_ZONE,
    SETASIDE,
    SILENCED,
    ZONE,
    create,
    draw_random,
    move,
    push,
    set_tag,
    set_tags,
    zone_of,
)
from reducers.effects import SPECIALS
from reducers.legal import chosen_targets
from reducers.pools import cards_of

YOGG_SARON = "OG_134"

_SPELL = int(CardType.SPELL)
_PLAY = int(Zone.PLAY)
_COUNTERED = column(Tag.COUNTERED)
_CREATOR = column(Tag.CREATOR)
_SECRET = column(Tag.SECRET)
_OVERLOAD = column(Tag.OVERLOAD)
_OWED = column(Tag.OVERLOAD_OWED)
_CARD_TARGET = column(Tag.CARD_TARGET)


def spells_cast_this_game(s: GameState, p: int) -> int:
    """Returns how many spells player p has cast this game, as the state shows it (see the module)."""
    rows = s.rows
    count = 0
    for zone in (GRAVEYARD, SECRET_ZONE):
        for e in zone_of(s, p, zone):
            r = rows[e]
            if r[CARDTYPE] == _SPELL and not rare(r, _COUNTERED) and not r[_CREATOR]:
                count += 1
    return count


#: The spells Yogg-Saron casts: the collectible spells in their own printings (its own era's, so a
#: spell reprinted in the Classic or Core set is not twice as likely).
YOGG_SARON_SPELLS = OfType(ORIGINAL_PRINTINGS, CardType.SPELL)


def collectible_spells() -> tuple[str, ...]:
    """Returns the ids of the spells Yogg-Saron may cast (`YOGG_SARON_SPELLS`), in card id order."""
    return cards_of(YOGG_SARON_SPELLS, CardClass.NEUTRAL, CardClass.NEUTRAL)


def _yogg_saron(s: GameState, ctx: Ctx) -> GameState:
    n = spells_cast_this_game(s, ctx.controller)
    return push(s, *(Run(Special("yogg_saron_cast"), ctx) for _ in range(n)))


def _still_casting(s: GameState, yogg: int) -> bool:
    r = s.rows[yogg]
    return bool(r[ZONE] == _PLAY and not r[SILENCED] and s.cards[yogg] == YOGG_SARON)


def _yogg_saron_cast(s: GameState, ctx: Ctx) -> GameState:
    """One random spell of Yogg-Saron's battlecry: pick it, its option and its target, and cast it."""
    yogg, p = ctx.source, ctx.controller
    if not _still_casting(s, yogg):
        return s
    pool = collectible_spells()
    if not pool:
        return s
    s, i = draw_random(s, "yogg_saron_spell", len(pool))
    s, spell = create(s, pool[i], p, SETASIDE)
    s = set_tag(s, spell, _CREATOR, yogg)
    d = CARDS[pool[i]]
    r = s.rows[spell]
    if rare(r, _OVERLOAD):
        pe = PLAYER_ENTITY[p]
        s = set_tag(s, pe, _OWED, rare(s.rows[pe], _OWED) + rare(r, _OVERLOAD))
    if rare(r, _SECRET):
        secrets = zone_of(s, p, SECRET_ZONE)
        fits = len(secrets) < s.rules.max_secrets and all(s.cards[x] != d.card_id for x in secrets)
        return move(s, spell, SECRET_ZONE if fits else GRAVEYARD)
    choice = -1
    acting = d
    if d.choose_one:
        s, choice = draw_random(s, "yogg_saron_choice", len(d.choose_one))
        acting = CARDS[d.choose_one[choice]]
    target = 0
    if acting.target is not None:
        legal = chosen_targets(s, spell, acting, p)
        if not legal:
            return move(s, spell, GRAVEYARD)  # no legal target: it fizzles
        s, k = draw_random(s, "yogg_saron_target", len(legal))
        target = legal[k]
        s = set_tags(s, spell, ((_CARD_TARGET, target),))
    effect = acting.play if d.choose_one else (d.combo if (ctx.combo and d.combo is not None) else d.play)
    done = Run(Special("yogg_saron_spell_done"), Ctx(spell, p))
    if effect is None:
        return push(s, done)
    return push(s, Run(effect, Ctx(spell, p, target, None, choice, ctx.combo)), SETTLE, done)


def _yogg_saron_spell_done(s: GameState, ctx: Ctx) -> GameState:
    """A spell Yogg-Saron cast has resolved: it goes to the graveyard."""
    if s.rows[ctx.source][ZONE] != SETASIDE:
        return s
    return move(s, ctx.source, GRAVEYARD)


SPECIALS["yogg_saron"] = _yogg_saron
SPECIALS["yogg_saron_cast"] = _yogg_saron_cast
SPECIALS["yogg_saron_spell_done"] = _yogg_saron_spell_done

register(
    card("FP1_024", deathrattle=Damage(ALL_MINIONS, 1)),  # Unstable Ghoul
    card("GVG_044"),  # Spider Tank
    # Dr. Boom: one Boom Bot right of him, one left.
    card("GVG_110", battlecry=Summon("GVG_110t", 2)),  # Dr. Boom
    card("GVG_110t", deathrattle=Damage(  # Boom Bot
        RandomN(ENEMY_CHARACTERS.where(~Dead()), 1), RandomInt(1, 4))),
    card(YOGG_SARON, battlecry=Special("yogg_saron")),  # Yogg-Saron, Hope's End
)
