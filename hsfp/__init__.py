"""hsfp: a Hearthstone-style card-game engine as an immutable, functional state-transition system.

>>> import hsfp
>>> deck = ["VAN_CS2_182"] * 30
>>> state = hsfp.new_game(decks=(deck, deck), heroes=("HERO_08", "HERO_01"), seed=7)
>>> hsfp.is_terminal(state), len(hsfp.legal_actions(state)) > 0
(False, True)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

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
    Transition,
)
from hsfp.core.events import Event
from hsfp.core.state import GameState, Rules, state_hash
from hsfp.core.tags import CardClass, CardType, EventKind, PlayState, Race, Status, Tag, Zone

if TYPE_CHECKING:
    from hsfp import testing
    from hsfp.api import (
        apply_action,
        attack,
        attack_targets,
        base_tag,
        can_attack,
        card_id,
        clone,
        cost,
        current_player,
        health,
        hero,
        hero_power,
        is_terminal,
        legal_actions,
        legal_targets,
        mana,
        new_game,
        player_entity,
        reseed,
        returns,
        step,
        tag,
        weapon,
        winner,
        zone,
    )

_API = (
    "apply_action", "attack", "attack_targets", "base_tag", "can_attack", "card_id", "clone", "cost",
    "current_player", "health", "hero", "hero_power", "is_terminal", "legal_actions", "legal_targets", "mana",
    "new_game", "player_entity", "reseed", "returns", "step", "tag", "weapon", "winner", "zone",
)


def __getattr__(name: str) -> object:
    # The engine is loaded on first use, so `reducers` and `cards` can import `hsfp.core` without a cycle.
    if name in _API:
        from hsfp import api

        return getattr(api, name)
    if name == "testing":
        import importlib

        return importlib.import_module("hsfp.testing")
    raise AttributeError(f"module 'hsfp' has no attribute {name!r}")


__all__ = [
    "Action", "Attack", "CardClass", "CardType", "Choose", "Code", "Concede", "EndTurn", "Event", "EventKind",
    "GameState", "HeroPower", "Mulligan", "PlayCard", "PlayState", "Race", "Rejected", "Rules", "Status", "Tag",
    "Transition", "Zone", "state_hash", *_API,
]
