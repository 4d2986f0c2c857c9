"""The writers mark for recompute only what a card of the game can read: a damaged minion in a game without
an aura that reads values leaves nothing for the next refresh to clear, and in a game with one (Lightspawn,
whose Attack is its Health) the same write is marked, so the aura reads the new value."""

from __future__ import annotations

import hsfp
from hsfp import Zone, testing
from hsfp.core.state import LAYERS_CHANGED, VALUES_CHANGED
from hsfp.core.tags import Tag, column
from reducers.auras import refresh
from reducers.base import GAME_DIRT, create, readable, set_tag

YETI = "VAN_CS2_182"  # 4/5, no aura
LIGHTSPAWN = "EX1_335"  # "This minion's Attack is always equal to its Health."
DAMAGE = column(Tag.DAMAGE)


def _with(card_id: str) -> tuple[hsfp.GameState, int]:
    s, e = testing.put(testing.scenario(), 0, card_id, Zone.PLAY)
    return refresh(s._replace(dirty=LAYERS_CHANGED)), e  # the refresh looks at the game's cards


def test_damage_in_a_game_no_aura_reads_values_in_leaves_nothing_to_recompute() -> None:
    s, yeti = _with(YETI)
    after = set_tag(s, yeti, DAMAGE, 2)
    assert after.dirty == 0
    assert after.doomed  # it may still have died: the death check is not a recompute bit
    assert hsfp.health(after, yeti) == 3


def test_damage_in_a_game_with_an_aura_reading_values_is_recomputed() -> None:
    s, light = _with(LIGHTSPAWN)
    after = set_tag(s, light, DAMAGE, 2)
    assert after.dirty & VALUES_CHANGED
    settled = refresh(after)
    assert hsfp.health(settled, light) == 2  # a 0/4
    assert hsfp.attack(settled, light) == 2


def test_a_card_id_table_not_seen_yet_keeps_every_bit() -> None:
    s, _ = _with(YETI)
    seen = GAME_DIRT[0]
    assert seen[0] is s.cards
    assert readable(s, VALUES_CHANGED) == 0
    later, _ = create(s, YETI, 1, int(Zone.HAND))  # an entity made: a new card-id table
    assert later.cards is not s.cards
    assert readable(later, VALUES_CHANGED) == VALUES_CHANGED
