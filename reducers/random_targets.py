"""Mayor Noggenfogger ("All targets are chosen randomly"): while a minion printed with
`Tag.RANDOM_TARGETS` is in play (either side's, not silenced, not dormant), every target a player chooses
is replaced, as the action is applied, by one drawn at random among the targets the card, Hero Power,
location or attacker could have chosen (its own rules still hold: an enemy minion stays an enemy minion,
Taunt still binds an attack). Effects that choose no target are unchanged (docs/rulings.md)."""

from __future__ import annotations

from typing import Final

from hsfp.core.actions import Action, Attack, HeroPower, PlayCard, UseLocation
from hsfp.core.registry import _VERSION, CARDS
from hsfp.core.state import PLAYER_ENTITY, GameState
from hsfp.core.tags import Tag, column, rare
from reducers.base import HERO_POWER_ENTITY, SILENCED, board, draw_random, game_has_any
from reducers.choose_both import acting_def_for
from reducers.legal import attack_targets, chosen_targets

_RANDOM_TARGETS: Final = column(Tag.RANDOM_TARGETS)
_DORMANT: Final = column(Tag.DORMANT)


#: The cards printed with RANDOM_TARGETS (a copy takes its original's card id, so a row carries the tag
#: only where the card-id table holds one of these), for the registry version they were read at.
_RANDOMIZERS: Final[set[str]] = set()
_randomizers_seen: Final = [-1]


def _randomizers() -> set[str]:
    if _randomizers_seen[0] != _VERSION[0]:
        _RANDOMIZERS.clear()
        _RANDOMIZERS.update(cid for cid, d in CARDS.items() if any(t == Tag.RANDOM_TARGETS and v for t, v in d.tags))
        _randomizers_seen[0] = _VERSION[0]
    return _RANDOMIZERS


#: The card-id table last found to hold no such card, and the registry's version then: most games have
#: none, and every targeted action asks. One pair, replaced whole; derived, never part of a state.
_unrandomized: Final[list[tuple[object, int]]] = [(None, -1)]


def targets_random(s: GameState) -> bool:
    """Returns whether a minion in play makes every chosen target random."""
    cards = s.cards
    seen, version = _unrandomized[0]
    if seen is cards and version == _VERSION[0]:
        return False
    if not game_has_any(cards, _randomizers()):
        _unrandomized[0] = (cards, _VERSION[0])
        return False  # no such card in this game: one probe of the card-id table
    rows = s.rows
    for p in (0, 1):
        for m in board(s, p):
            r = rows[m]
            if rare(r, _RANDOM_TARGETS) and not r[SILENCED] and not r[_DORMANT]:
                return True
    return False


def _pick(s: GameState, legal: tuple[int, ...], chosen: int) -> tuple[GameState, int]:
    if len(legal) < 2:
        return s, chosen
    s, i = draw_random(s, "random_target", len(legal))
    return s, legal[i]


def randomized(s: GameState, action: Action) -> tuple[GameState, Action]:
    """Returns the state (its stream advanced) and the action with its chosen target drawn at random among
    the legal ones; the action unchanged when it chooses no target."""
    p = s.current
    if isinstance(action, PlayCard) and action.target is not None:
        d = acting_def_for(s, CARDS[s.cards[action.card]], -1 if action.choice is None else action.choice, p)
        s, t = _pick(s, chosen_targets(s, action.card, d, p), action.target)
        return s, PlayCard(action.card, t, action.position, action.choice)
    if isinstance(action, HeroPower) and action.target is not None:
        hp = s.rows[PLAYER_ENTITY[p]][HERO_POWER_ENTITY]
        s, t = _pick(s, chosen_targets(s, hp, CARDS[s.cards[hp]], p), action.target)
        return s, HeroPower(t)
    if isinstance(action, UseLocation) and action.target is not None:
        s, t = _pick(s, chosen_targets(s, action.location, CARDS[s.cards[action.location]], p), action.target)
        return s, UseLocation(action.location, t)
    if isinstance(action, Attack):
        s, t = _pick(s, attack_targets(s, action.attacker), action.defender)
        return s, Attack(action.attacker, t)
    return s, action
