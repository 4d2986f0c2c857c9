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
    Trade,
    Transition,
    UseLocation,
)
from hsfp.core.codec import DocumentError as DocumentError
from hsfp.core.events import Event
from hsfp.core.state import GameState, Rules, state_hash
from hsfp.core.tags import CardClass, CardType, EventKind, PlayState, Race, Status, Tag, Zone

if TYPE_CHECKING:
    from hsfp import testing as testing
    from hsfp.api import advance as advance
    from hsfp.api import apply_action as apply_action
    from hsfp.api import attack as attack
    from hsfp.api import attack_targets as attack_targets
    from hsfp.api import base_tag as base_tag
    from hsfp.api import can_attack as can_attack
    from hsfp.api import card_id as card_id
    from hsfp.api import clone as clone
    from hsfp.api import cost as cost
    from hsfp.api import current_player as current_player
    from hsfp.api import health as health
    from hsfp.api import hero as hero
    from hsfp.api import hero_power as hero_power
    from hsfp.api import is_terminal as is_terminal
    from hsfp.api import legal_actions as legal_actions
    from hsfp.api import legal_targets as legal_targets
    from hsfp.api import mana as mana
    from hsfp.api import new_game as new_game
    from hsfp.api import player_entity as player_entity
    from hsfp.api import reseed as reseed
    from hsfp.api import returns as returns
    from hsfp.api import step as step
    from hsfp.api import step_trusted as step_trusted
    from hsfp.api import tag as tag
    from hsfp.api import weapon as weapon
    from hsfp.api import winner as winner
    from hsfp.api import zone as zone

    # `X as X`: explicitly re-exported, so `mypy --strict` accepts `hsfp.X` in user code.
    from hsfp.engine import ActionQueueOverflowError as ActionQueueOverflowError
    from hsfp.engine import Deny as Deny
    from hsfp.engine import DispatchResult as DispatchResult
    from hsfp.engine import DuplicateRuleError as DuplicateRuleError
    from hsfp.engine import EngineCode as EngineCode
    from hsfp.engine import EngineDestroyedError as EngineDestroyedError
    from hsfp.engine import GameEngine as GameEngine
    from hsfp.engine import GameStatus as GameStatus
    from hsfp.engine import LifecycleError as LifecycleError
    from hsfp.engine import Plugin as Plugin
    from hsfp.engine import Rule as Rule
    from hsfp.engine import StateValidationError as StateValidationError
    from hsfp.engine import Validation as Validation
    from hsfp.observation import observation as observation
    from hsfp.replay import Replay as Replay
    from hsfp.replay import ReplayDesync as ReplayDesync
    from hsfp.replay import ReplayError as ReplayError
    from hsfp.serialize import from_json as from_json
    from hsfp.serialize import to_json as to_json
    from hsfp.timeline import Timeline as Timeline
    from hsfp.views import encode as encode
    from hsfp.views.resample import resample as resample
    from reducers.setup import DeckError as DeckError

_API = (
    "advance", "apply_action", "attack", "attack_targets", "base_tag", "can_attack", "card_id", "clone", "cost",
    "current_player", "health", "hero", "hero_power", "is_terminal", "legal_actions", "legal_targets", "mana",
    "new_game", "player_entity", "reseed", "returns", "step", "step_trusted", "tag", "weapon", "winner", "zone",
)


#: Names of the modules built on the engine, loaded on first use like the API: name -> module.
_LAZY = {
    "DeckError": "reducers.setup",
    **dict.fromkeys(("ActionQueueOverflowError", "Deny", "DispatchResult", "DuplicateRuleError",
                     "EngineCode", "EngineDestroyedError", "GameEngine", "GameStatus", "LifecycleError", "Plugin",
                     "Rule", "StateValidationError", "Validation"), "hsfp.engine"),
    "observation": "hsfp.observation",
    "resample": "hsfp.views.resample",
    **dict.fromkeys(("Replay", "ReplayDesync", "ReplayError"), "hsfp.replay"),
    **dict.fromkeys(("from_json", "to_json"), "hsfp.serialize"),
    "Timeline": "hsfp.timeline",
}

#: Modules reachable as attributes of the package: `hsfp.testing`, `hsfp.encode` (needs numpy).
_MODULES = {"testing": "hsfp.testing", "encode": "hsfp.views.encode"}


def __getattr__(name: str) -> object:
    # The engine is loaded on first use, so `reducers` and `cards` can import `hsfp.core` without a cycle.
    if name in _API:
        from hsfp import api

        return getattr(api, name)
    if name in _LAZY:
        import importlib

        # `hsfp.observation` is also the module's name; that module is callable as the function too.
        return getattr(importlib.import_module(_LAZY[name]), name)
    if name in _MODULES:
        import importlib

        return importlib.import_module(_MODULES[name])
    raise AttributeError(f"module 'hsfp' has no attribute {name!r}")


__all__ = [
    "Action", "Attack", "CardClass", "CardType", "Choose", "Code", "Concede", "EndTurn", "Event", "EventKind",
    "GameState", "HeroPower", "Mulligan", "PlayCard", "PlayState", "Race", "Rejected", "Rules", "Status", "Tag",
    "Trade", "Transition", "UseLocation", "Zone", "state_hash", *_API, *_LAZY,
]
