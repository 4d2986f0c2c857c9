"""Control changes: CONTROLLER moves, OWNER stays, and temporary control returns to whoever had it."""

from __future__ import annotations

import hsfp
from hsfp import EndTurn, PlayCard, Tag, Zone, testing

RAPTOR = "VAN_CS2_172"
SHADOW_MADNESS = "VAN_EX1_334"
MIND_CONTROL = "VAN_CS1_113"


def test_shadow_madness_on_a_minion_stolen_from_you_gives_it_back_to_the_thief_at_end_of_turn() -> None:
    state = testing.scenario()
    state, raptor = testing.put(state, 0, RAPTOR, Zone.PLAY)
    state, mc = testing.put(state, 1, MIND_CONTROL, Zone.HAND)
    state = testing.act(state._replace(current=1), PlayCard(mc, target=raptor))
    assert (hsfp.tag(state, raptor, Tag.CONTROLLER), hsfp.tag(state, raptor, Tag.OWNER)) == (1, 0)
    state, madness = testing.put(state, 0, SHADOW_MADNESS, Zone.HAND)
    state = testing.act(state._replace(current=0), PlayCard(madness, target=raptor))
    assert hsfp.tag(state, raptor, Tag.CONTROLLER) == 0
    assert hsfp.can_attack(state, raptor)  # temporary control lets it attack this turn
    state = testing.act(state, EndTurn())
    assert hsfp.tag(state, raptor, Tag.CONTROLLER) == 1
    assert raptor in hsfp.zone(state, 1, Zone.PLAY)


def test_shadow_madness_returns_an_enemy_minion_to_its_owner() -> None:
    state = testing.scenario()
    state, raptor = testing.put(state, 1, RAPTOR, Zone.PLAY)
    state, madness = testing.put(state, 0, SHADOW_MADNESS, Zone.HAND)
    state = testing.act(state, PlayCard(madness, target=raptor))
    assert raptor in hsfp.zone(state, 0, Zone.PLAY)
    state = testing.act(state, EndTurn())
    assert raptor in hsfp.zone(state, 1, Zone.PLAY)
