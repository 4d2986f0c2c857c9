"""The evaluation function the search agents share: how good a state looks to one player.

A weighted material count, symmetric between the players (what one side gains the other loses): the
stats of the minions in play, hero health and armour, the equipped weapon, cards in hand, mana crystals,
and, for the player to act, the mana still unspent this turn (tempo: mana left at the end of a turn is
wasted). A finished game is worth `WIN` or `-WIN`. It reads only what both players see, plus hand
sizes, so it is as honest as the state it is given.
"""

from __future__ import annotations

import math
from typing import NamedTuple

from hsfp import api
from hsfp.core.state import GameState
from hsfp.core.tags import Tag, Zone

#: The value of a won game (any material count is far smaller).
WIN = 1_000.0


class Weights(NamedTuple):
    """The weights of the evaluation function's terms."""

    minion: float = 1.0  # a body on the board, whatever its stats
    attack: float = 1.0  # per point of a minion's attack
    health: float = 1.0  # per point of a minion's current health
    keyword: float = 1.0  # Taunt, Divine Shield, Windfury, Poisonous, Lifesteal: each
    hero_health: float = 0.45  # per point of hero health plus armour
    weapon: float = 0.5  # per point of weapon attack times durability
    card: float = 2.0  # per card in hand
    crystal: float = 0.5  # per mana crystal
    unspent: float = 0.15  # per point of unspent mana of the player to act


DEFAULT = Weights()

_KEYWORDS = (Tag.TAUNT, Tag.DIVINE_SHIELD, Tag.WINDFURY, Tag.POISONOUS, Tag.LIFESTEAL)


def side(state: GameState, player: int, w: Weights = DEFAULT) -> float:
    """Returns the material of one player's side (board, hero, weapon, hand, crystals)."""
    value = 0.0
    for m in api.zone(state, player, Zone.PLAY):
        value += w.minion + w.attack * api.attack(state, m) + w.health * api.health(state, m)
        value += w.keyword * sum(1 for k in _KEYWORDS if api.tag(state, m, k))
    h = api.hero(state, player)
    value += w.hero_health * (api.health(state, h) + api.tag(state, h, Tag.ARMOR))
    weapon = api.weapon(state, player)
    if weapon is not None:
        durability = api.tag(state, weapon, Tag.DURABILITY) - api.base_tag(state, weapon, Tag.DAMAGE)
        value += w.weapon * api.tag(state, weapon, Tag.ATK) * durability
    value += w.card * min(len(api.zone(state, player, Zone.HAND)), 10)
    value += w.crystal * api.tag(state, api.player_entity(player), Tag.MANA_CRYSTALS)
    return value


def evaluate(state: GameState, player: int, w: Weights = DEFAULT) -> float:
    """Returns how good the state is for `player`: positive is better, `WIN` a won game, `-WIN` a lost one."""
    if api.is_terminal(state):
        winner = api.winner(state)
        return 0.0 if winner is None else (WIN if winner == player else -WIN)
    value = side(state, player, w) - side(state, 1 - player, w)
    acting = api.current_player(state)
    unspent = w.unspent * api.mana(state, acting)
    return value - unspent if acting == player else value + unspent


def win_probability(state: GameState, player: int, scale: float = 6.0) -> float:
    """Returns the evaluation mapped into [0, 1] (a logistic of the material difference; 1 or 0 when the
    game is over), the scale of a search's rewards."""
    if api.is_terminal(state):
        winner = api.winner(state)
        return 0.5 if winner is None else float(winner == player)
    return 1.0 / (1.0 + math.exp(-evaluate(state, player) / scale))
