"""The ten timing case studies of seed 000 part 5, and the behaviours of the seed's self-check whose cards
exist in this pool, each on real cards, with the real game's outcome where it differs from the seed's
inference (docs/rulings.md)."""

from __future__ import annotations

import collections

import hsfp
from hsfp import Attack, EndTurn, EventKind, PlayCard, Tag, Zone, testing
from hsfp.core.tags import column

GHOUL = "FP1_024"  # Unstable Ghoul 1/3, Taunt, Deathrattle: 1 damage to all minions
WHIRLWIND = "VAN_EX1_400"  # 1 damage to ALL minions
GRIZZLY = "VAN_CS2_125"  # Ironfur Grizzly 3/3
CHAMPION = "VAN_CS2_222"  # Stormwind Champion: your other minions have +1/+1
CLERIC = "VAN_EX1_019"  # Shattered Sun Cleric 3/2
SILENCE = "VAN_EX1_332"
HARVEST_GOLEM = "VAN_EX1_556"  # Deathrattle: summon a 2/1 Damaged Golem
DAMAGED_GOLEM = "VAN_skele21"
EXPLOSIVE_TRAP = "VAN_EX1_610"
FREEZING_TRAP = "VAN_EX1_611"
RAID_LEADER = "VAN_CS2_122"
WARSONG = "VAN_EX1_084"
RAPTOR = "VAN_CS2_172"  # Bloodfen Raptor 3/2
POLYMORPH = "VAN_CS2_022"
KINGS = "VAN_CS2_092"
SHEEP = "VAN_CS2_tk1"
MISSILES = "VAN_EX1_277"
YETI = "VAN_CS2_182"


def _damage_events(t: hsfp.Transition, entity: int) -> list[hsfp.Event]:
    return [e for e in t.events if e.kind == EventKind.DAMAGE and e.entity == entity]


def test_case_1_two_unstable_ghouls_dying_together_both_fire_and_do_not_hit_each_other() -> None:
    state = testing.scenario()
    state, a = testing.put(state, 1, GHOUL, Zone.PLAY, damage=2)
    state, b = testing.put(state, 1, GHOUL, Zone.PLAY, damage=2)
    state, c = testing.put(state, 1, GRIZZLY, Zone.PLAY)
    state, ww = testing.put(state, 0, WHIRLWIND, Zone.HAND)
    t = hsfp.step(state, PlayCard(ww)).unwrap()
    graveyard = hsfp.zone(t.state, 1, Zone.GRAVEYARD)
    assert a in graveyard and b in graveyard and c in graveyard
    # the Grizzly took Whirlwind's 1 and one from each deathrattle, in entity-id order (A's first)
    hits = _damage_events(t, c)
    assert [h.source for h in hits] == [ww, a, b]
    # neither ghoul's deathrattle hit the other ghoul: each was hit once, by Whirlwind
    assert [h.source for h in _damage_events(t, a)] == [ww]
    assert [h.source for h in _damage_events(t, b)] == [ww]


def test_case_2_a_damaged_minion_survives_at_1_when_its_health_aura_is_silenced() -> None:
    state = testing.scenario()
    state, champion = testing.put(state, 0, CHAMPION, Zone.PLAY)
    state, cleric = testing.put(state, 0, CLERIC, Zone.PLAY, damage=2)
    assert (hsfp.attack(state, cleric), hsfp.health(state, cleric)) == (4, 1)
    state, silence = testing.put(state, 1, SILENCE, Zone.HAND)
    state = state._replace(current=1)
    state = testing.act(state, PlayCard(silence, target=champion))
    # The seed infers it dies (max 2, damage 2); in the game health falls only to the new maximum.
    assert cleric in hsfp.zone(state, 0, Zone.PLAY)
    assert (hsfp.attack(state, cleric), hsfp.health(state, cleric)) == (3, 1)


def test_case_2_variant_a_damaged_minion_survives_when_its_aura_source_dies() -> None:
    state = testing.scenario()
    state, champion = testing.put(state, 0, CHAMPION, Zone.PLAY)
    state, cleric = testing.put(state, 0, CLERIC, Zone.PLAY, damage=2)
    state, fireball = testing.put(state, 1, "VAN_CS2_029", Zone.HAND)
    state = testing.act(state._replace(current=1), PlayCard(fireball, target=champion))
    assert champion in hsfp.zone(state, 0, Zone.GRAVEYARD)
    assert hsfp.health(state, cleric) == 1


def test_case_3_a_deathrattle_summons_at_its_minion_position() -> None:
    state = testing.scenario()
    state, left = testing.put(state, 0, YETI, Zone.PLAY)
    state, golem = testing.put(state, 0, HARVEST_GOLEM, Zone.PLAY, damage=2)
    state, right = testing.put(state, 0, YETI, Zone.PLAY)
    state, bolt = testing.put(state, 1, "VAN_DS1_185", Zone.HAND)  # Arcane Shot
    state = testing.act(state._replace(current=1), PlayCard(bolt, target=golem))
    board = hsfp.zone(state, 0, Zone.PLAY)
    assert len(board) == 3 and board[0] == left and board[2] == right
    assert hsfp.card_id(state, board[1]) == DAMAGED_GOLEM


def test_case_3_two_golems_dying_together_each_summon_where_they_stood() -> None:
    state = testing.scenario()
    state, a = testing.put(state, 0, YETI, Zone.PLAY)
    state, _g1 = testing.put(state, 0, HARVEST_GOLEM, Zone.PLAY, damage=2)
    state, b = testing.put(state, 0, YETI, Zone.PLAY)
    state, c = testing.put(state, 0, YETI, Zone.PLAY)
    state, _g2 = testing.put(state, 0, HARVEST_GOLEM, Zone.PLAY, damage=2)
    state, ww = testing.put(state, 1, WHIRLWIND, Zone.HAND)
    state = testing.act(state._replace(current=1), PlayCard(ww))
    board = hsfp.zone(state, 0, Zone.PLAY)
    assert [hsfp.card_id(state, e) for e in board] == [YETI, DAMAGED_GOLEM, YETI, YETI, DAMAGED_GOLEM]
    assert (board[0], board[2], board[3]) == (a, b, c)


def test_case_4_two_secrets_on_one_attack_resolve_in_entity_order_and_freezing_trap_saves_the_attacker() -> None:
    state = testing.scenario()
    state, explosive = testing.put(state, 1, EXPLOSIVE_TRAP, Zone.SECRET)
    state, freezing = testing.put(state, 1, FREEZING_TRAP, Zone.SECRET)
    state, raider = testing.put(state, 0, "VAN_CS2_168", Zone.PLAY)  # Murloc Raider 2/1
    t = hsfp.step(state, Attack(raider, hsfp.hero(state, 1))).unwrap()
    revealed = [e.entity for e in t.events if e.kind == EventKind.SECRET_REVEALED]
    assert revealed == [explosive, freezing]
    # Explosive Trap dealt it lethal damage, but Freezing Trap returned it to hand before any death phase
    assert raider in hsfp.zone(t.state, 0, Zone.HAND)
    assert hsfp.cost(t.state, raider) == 1 + 2
    assert hsfp.health(t.state, hsfp.hero(t.state, 1)) == 30  # the attack never landed
    assert hsfp.health(t.state, hsfp.hero(t.state, 0)) == 30 - 2


def test_case_5_an_aura_applies_before_the_summon_event_is_matched() -> None:
    state = testing.scenario()
    state, _ = testing.put(state, 0, RAID_LEADER, Zone.PLAY)
    state, _ = testing.put(state, 0, WARSONG, Zone.PLAY)
    state, raptor = testing.put(state, 0, RAPTOR, Zone.HAND)
    state = testing.act(state, PlayCard(raptor, position=None))
    assert hsfp.attack(state, raptor) == 4
    assert hsfp.tag(state, raptor, Tag.CHARGE) == 0  # it had 4 Attack when Warsong looked
    assert not hsfp.can_attack(state, raptor)


def test_case_6_transform_erases_enchantments_and_damage_and_keeps_place_freeze_and_exhaustion() -> None:
    state = testing.scenario()
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY, damage=2, frozen=1, exhausted=1)
    state, kings = testing.put(state, 1, KINGS, Zone.HAND)
    state = testing.act(state._replace(current=1), PlayCard(kings, target=yeti))
    assert (hsfp.attack(state, yeti), hsfp.health(state, yeti)) == (8, 7)
    state, poly = testing.put(state, 0, POLYMORPH, Zone.HAND)
    state = testing.act(state._replace(current=0), PlayCard(poly, target=yeti))
    assert hsfp.card_id(state, yeti) == SHEEP
    assert hsfp.zone(state, 1, Zone.PLAY) == (yeti,)
    assert (hsfp.attack(state, yeti), hsfp.health(state, yeti)) == (1, 1)
    assert hsfp.tag(state, yeti, Tag.FROZEN) == 1 and hsfp.base_tag(state, yeti, Tag.EXHAUSTED) == 1
    assert not any(state.rows[x][column(Tag.ATTACHED)] == yeti for x in state.enchantments)


def test_case_7_random_targets_are_uniform_over_enemy_characters() -> None:
    counts: collections.Counter[str] = collections.Counter()
    for seed in range(400):
        state = testing.scenario(seed=seed)
        state, minions = testing.put_all(state, 1, [YETI, YETI, YETI])
        state, missiles = testing.put(state, 0, MISSILES, Zone.HAND)
        t = hsfp.step(state, PlayCard(missiles)).unwrap()
        first = next(e for e in t.events if e.kind == EventKind.DAMAGE)
        counts["hero" if first.entity == hsfp.hero(state, 1) else f"minion{minions.index(first.entity)}"] += 1
    assert set(counts) == {"hero", "minion0", "minion1", "minion2"}
    assert all(60 <= n <= 140 for n in counts.values()), counts  # 100 expected each of 4 (p ~ 1e-5 outside)


def test_case_8_drawing_with_a_full_hand_burns_the_card_and_it_is_no_draw() -> None:
    state = testing.scenario()
    for _ in range(10):
        state, _ = testing.put(state, 1, YETI, Zone.HAND)
    top = hsfp.zone(state, 1, Zone.DECK)[-1]
    t = hsfp.step(state, EndTurn()).unwrap()
    assert top in hsfp.zone(t.state, 1, Zone.GRAVEYARD)
    assert any(e.kind == EventKind.CARD_BURNED and e.entity == top for e in t.events)
    assert not any(e.kind == EventKind.DRAW and e.entity == top for e in t.events)
    assert len(hsfp.zone(t.state, 1, Zone.HAND)) == 10


def test_case_10_a_refused_action_changes_nothing_and_says_why() -> None:
    state = testing.scenario()
    state, fireball = testing.put(state, 0, "VAN_CS2_029", Zone.HAND)
    state, _yeti = testing.put(state, 0, YETI, Zone.PLAY)
    before = state
    rej = hsfp.step(state, PlayCard(fireball, target=999)).failure()
    assert rej.code == hsfp.Code.UNKNOWN_ENTITY and "999" in rej.reason
    assert state == before and hsfp.state_hash(state) == hsfp.state_hash(before)


def test_self_check_divine_shield_blocks_poison() -> None:
    state = testing.scenario()
    state, poison = testing.put(state, 0, "VAN_CS2_168", Zone.PLAY, poisonous=1)
    state, shield = testing.put(state, 1, "VAN_EX1_008", Zone.PLAY)  # Argent Squire, Divine Shield
    state = testing.act(state, Attack(poison, shield))
    assert shield in hsfp.zone(state, 1, Zone.PLAY)
    assert hsfp.tag(state, shield, Tag.DIVINE_SHIELD) == 0


def test_self_check_triggers_fire_in_order_of_entity_id_not_board_position() -> None:
    state = testing.scenario()
    state, early = testing.put(state, 0, "VAN_NEW1_019", Zone.PLAY)  # Knife Juggler
    state, late = testing.put(state, 0, "VAN_NEW1_019", Zone.PLAY, position=0)  # placed left of the first
    state, raptor = testing.put(state, 0, RAPTOR, Zone.HAND)
    t = hsfp.step(state, PlayCard(raptor)).unwrap()
    knives = [e.source for e in t.events if e.kind == EventKind.DAMAGE]
    assert knives == [early, late]


def test_self_check_mirror_entity_copies_the_played_minion() -> None:
    state = testing.scenario()
    state, _ = testing.put(state, 1, "VAN_EX1_294", Zone.SECRET)
    state, yeti = testing.put(state, 0, YETI, Zone.HAND)
    state = testing.act(state, PlayCard(yeti))
    copies = [e for e in hsfp.zone(state, 1, Zone.PLAY) if hsfp.card_id(state, e) == YETI]
    assert len(copies) == 1 and hsfp.zone(state, 1, Zone.SECRET) == ()


def test_self_check_overload_locks_crystals_next_turn() -> None:
    state = testing.scenario(mana=5)
    state, bolt = testing.put(state, 0, "VAN_EX1_238", Zone.HAND)  # Lightning Bolt: Overload (1)
    state = testing.act(state, PlayCard(bolt, target=hsfp.hero(state, 1)), EndTurn(), EndTurn())
    assert hsfp.mana(state, 0) == 6 - 1
