"""Agents: functions from a state (and their own random generator) to an action.

An agent's randomness is its own `random.Random`, never the game's stream, so a policy never changes
what the game draws.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Final

from hsfp import api
from hsfp.core.actions import Action, EndTurn, Mulligan, PlayCard
from hsfp.core.registry import CARDS
from hsfp.core.state import PLAYER_ENTITY, ChoiceKind, GameState
from hsfp.core.tags import Zone
from reducers.base import COST_NOW, COSTS_HEALTH_NOW, MANA, zone_of
from reducers.legal import attack_action, attack_targets, play_actions, play_targets, ready_attackers, vouch

Agent = Callable[[GameState, random.Random], Action]


def uniform_random(state: GameState, rng: random.Random) -> Action:
    """Returns an action drawn uniformly from the legal actions."""
    actions = api.legal_actions(state)
    return actions[rng.randrange(len(actions))]


def first_playable(state: GameState, rng: random.Random) -> Action:
    """Returns the reference engine's random-game policy: the first card in hand that can be played (a
    random target if it takes one, a random choice and target of a Choose One card, rightmost on the
    board), else a random attack by a random ready character, else end the turn. Keeps every mulligan
    card. What it returns is made from the validator's own answers for this state, so `step` takes it for
    this state without checking it again (`vouch`)."""
    pending = state.pending
    if pending is not None:
        if pending.kind == _MULLIGAN:
            return vouch(state, _KEEP_ALL)
        return api.legal_actions(state)[0]
    p = state.current
    rows = state.rows
    pr = rows[PLAYER_ENTITY[p]]
    mana = pr[MANA]
    for card in zone_of(state, p, _HAND):
        r = rows[card]
        if r[COST_NOW] > mana and (len(r) <= COSTS_HEALTH_NOW or not r[COSTS_HEALTH_NOW]):
            continue  # `play_targets`' first refusal, without the call (a short row costs no Health)
        targets = play_targets(state, card)
        if targets is not None:
            plays = play_actions(card, targets, -1, None)  # one a target, in its order: the values legal_actions lists
        else:
            plays = _chosen_plays(state, card)  # a Choose One card is played with a choice, or not at all
            if not plays:
                continue
        return vouch(state, rng.choice(plays) if len(plays) > 1 else plays[0])
    ready = ready_attackers(state)
    if ready:
        attacker = rng.choice(ready)  # the draw `randrange(len(ready))` makes, without its argument checks
        targets_ = attack_targets(state, attacker)
        if targets_:
            return vouch(state, attack_action(attacker, rng.choice(targets_)))
    return vouch(state, _END_TURN)


def _chosen_plays(state: GameState, card: int) -> tuple[PlayCard, ...]:
    # every play of a Choose One card, choice by choice, at the targets each choice may take; () for any
    # other card (`play_targets` without a choice refused it)
    plays: tuple[PlayCard, ...] = ()
    for choice in range(len(CARDS[state.cards[card]].choose_one)):
        targets = play_targets(state, card, choice)
        if targets is not None:
            plays += play_actions(card, targets, -1, choice)
    return plays


#: The classes, actions and constants the policies use, as statics of the compiled build (a module-level
#: name is otherwise looked up in the module's globals on every call); actions are immutable values.
_MULLIGAN: Final = ChoiceKind.MULLIGAN
_HAND: Final = int(Zone.HAND)
_KEEP_ALL: Final = Mulligan(())
_END_TURN: Final = EndTurn()


AGENTS: dict[str, Agent] = {"random": uniform_random, "first-playable": first_playable}
