"""Order of play: the triggers on one event and the deaths of one death phase go in the order their
entities were put into play, not by entity id. Each test builds a position where the two orders differ:
the card put into play later has the lower id (it was in hand first)."""

from __future__ import annotations

import hsfp
from hsfp import EventKind, PlayCard, Tag, Zone, testing
from hsfp.core.tags import column
from hsfp.testing import transition

CULT_MASTER = "VAN_EX1_595"  # 4/2: whenever one of your other minions dies, draw a card
WISP = "VAN_CS2_231"  # 1/1
HELLFIRE = "VAN_CS2_062"  # 3 damage to all characters
HARVEST_GOLEM = "VAN_EX1_556"  # 2/3, Deathrattle: summon a 2/1 Damaged Golem
LEPER_GNOME = "VAN_EX1_029"  # 1/1, Deathrattle: deal 2 damage to the enemy hero
HEALING_TOTEM = "VAN_NEW1_009"  # 0/2: at the end of your turn, restore 1 Health to all friendly minions
MANA_TIDE = "VAN_EX1_575"  # 0/3: at the end of your turn, draw a card


def _in_hand(state: hsfp.GameState, *cards: str) -> tuple[hsfp.GameState, tuple[int, ...]]:
    return testing.put_all(state, 0, cards, Zone.HAND)


def _hand_size(state: hsfp.GameState) -> int:
    return len(testing.hand(state, 0))


def test_cult_master_draws_for_a_friendly_minion_played_before_it_that_dies_with_it() -> None:
    state, (cult, wisp) = _in_hand(testing.scenario(), CULT_MASTER, WISP)
    state = testing.act(state, PlayCard(wisp), PlayCard(cult))  # the Wisp first, although its id is higher
    before = _hand_size(state)
    state, _ = testing.play(state, HELLFIRE)
    assert zone_of(state, cult) == zone_of(state, wisp) == Zone.GRAVEYARD
    assert _hand_size(state) == before + 1  # drew for the Wisp


def test_cult_master_does_not_draw_for_a_minion_played_after_it_that_dies_with_it() -> None:
    state, (wisp, cult) = _in_hand(testing.scenario(), WISP, CULT_MASTER)
    state = testing.act(state, PlayCard(cult), PlayCard(wisp))  # Cult Master first, its id is higher
    before = _hand_size(state)
    state, _ = testing.play(state, HELLFIRE)
    assert zone_of(state, cult) == zone_of(state, wisp) == Zone.GRAVEYARD
    assert _hand_size(state) == before


def test_the_deaths_of_one_phase_and_their_deathrattles_go_in_order_of_play() -> None:
    state, (golem, gnome) = _in_hand(testing.scenario(), HARVEST_GOLEM, LEPER_GNOME)
    state = testing.act(state, PlayCard(gnome), PlayCard(golem))
    state, spell = testing.put(state, 1, HELLFIRE, Zone.HAND)
    state = testing.end_turns(state)
    t = transition(state, PlayCard(spell))
    deaths = [e.entity for e in t.events if e.kind == EventKind.DEATH]
    assert deaths == [gnome, golem]  # played first, dies first, although its id is higher
    damage_to_hero = next(i for i, e in enumerate(t.events)
                          if e.kind == EventKind.DAMAGE and e.target == hsfp.hero(t.state, 1))
    summon = next(i for i, e in enumerate(t.events) if e.kind == EventKind.SUMMON)
    assert damage_to_hero < summon  # the Gnome's deathrattle resolves before the Golem's


def test_end_of_turn_triggers_fire_in_order_of_play_not_by_id() -> None:
    state, (tide, totem) = _in_hand(testing.scenario(), MANA_TIDE, HEALING_TOTEM)
    state, (yeti,) = testing.put_all(state, 0, ("VAN_CS2_182",))
    state = testing.set_tag(state, yeti, Tag.DAMAGE, 2)
    state = testing.act(state, PlayCard(totem), PlayCard(tide))  # the Healing Totem first
    t = transition(state, hsfp.EndTurn())
    kinds = [e.kind for e in t.events if e.kind in (EventKind.HEAL, EventKind.DRAW)]
    assert kinds.index(EventKind.HEAL) < kinds.index(EventKind.DRAW)


def test_end_of_turn_triggers_fire_in_order_of_play_the_other_way_round() -> None:
    state, (totem, tide) = _in_hand(testing.scenario(), HEALING_TOTEM, MANA_TIDE)
    state, (yeti,) = testing.put_all(state, 0, ("VAN_CS2_182",))
    state = testing.set_tag(state, yeti, Tag.DAMAGE, 2)
    state = testing.act(state, PlayCard(tide), PlayCard(totem))  # the Mana Tide Totem first
    t = transition(state, hsfp.EndTurn())
    kinds = [e.kind for e in t.events if e.kind in (EventKind.HEAL, EventKind.DRAW)]
    assert kinds.index(EventKind.DRAW) < kinds.index(EventKind.HEAL)


def test_a_minion_returned_to_hand_and_played_again_goes_to_the_end_of_the_order() -> None:
    state, (a, b) = _in_hand(testing.scenario(), WISP, WISP)
    state = testing.act(state, PlayCard(a), PlayCard(b))
    assert 0 < _order(state, a) < _order(state, b)
    state, _ = testing.play(state, "VAN_EX1_144", target=a)  # Shadowstep: back to hand
    state = testing.act(state, PlayCard(a))
    assert _order(state, b) < _order(state, a)


def _order(state: hsfp.GameState, e: int) -> int:
    return int(state.rows[e][column(Tag.PLAY_ORDER)])


def zone_of(state: hsfp.GameState, e: int) -> Zone:
    return Zone(state.rows[e][column(Tag.ZONE)])
