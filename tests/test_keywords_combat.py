"""Directed tests for the rules of KEYWORDS.md rows Taunt to Lifesteal that the other suites do not pin by
name: dormant and immune Taunts, Destroy through Divine Shield, Windfury with Charge, Spell Damage on each
target of a multi-target spell, Silence removing Charge, Lifesteal per target, random attacks and Taunt."""

from __future__ import annotations

import hsfp
from hsfp import Attack, Code, PlayCard, Tag, Zone, testing

YETI = "VAN_CS2_182"
GRIZZLY = "VAN_CS2_125"  # Ironfur Grizzly 3/3 Taunt
WOLFRIDER = "VAN_CS2_124"  # 3/1 Charge


def test_a_dormant_or_immune_taunt_gives_no_protection() -> None:
    for kw in ("dormant", "immune"):
        state = testing.scenario()
        state, _ = testing.put(state, 1, GRIZZLY, Zone.PLAY, **{kw: 1})
        state, attacker = testing.put(state, 0, YETI, Zone.PLAY)
        assert hsfp.attack_targets(state, attacker) == (hsfp.hero(state, 1),), kw
        state = testing.act(state, Attack(attacker, hsfp.hero(state, 1)))
        assert hsfp.health(state, hsfp.hero(state, 1)) == 26


def test_a_dormant_minion_cannot_be_chosen_as_a_target() -> None:
    state = testing.scenario()
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY, dormant=1)
    state, bolt = testing.put(state, 0, "VAN_CS2_029", Zone.HAND)
    assert hsfp.step(state, PlayCard(bolt, target=yeti)).failure().code == Code.INVALID_TARGET


def test_destroy_kills_through_divine_shield() -> None:
    state = testing.scenario()
    state, squire = testing.put(state, 1, "VAN_EX1_008", Zone.PLAY)  # Argent Squire, Divine Shield
    state, assassinate = testing.put(state, 0, "VAN_CS2_076", Zone.HAND)
    state = testing.act(state, PlayCard(assassinate, target=squire))
    assert squire in hsfp.zone(state, 1, Zone.GRAVEYARD)


def test_windfury_with_charge_attacks_twice_the_turn_it_is_played() -> None:
    state = testing.scenario()
    state, rider = testing.put(state, 0, WOLFRIDER, Zone.HAND)
    state, windfury = testing.put(state, 0, "VAN_CS2_039", Zone.HAND)
    state = testing.act(state, PlayCard(rider), PlayCard(windfury, target=rider))
    enemy = hsfp.hero(state, 1)
    state = testing.act(state, Attack(rider, enemy), Attack(rider, enemy))
    assert hsfp.health(state, enemy) == 24
    assert hsfp.step(state, Attack(rider, enemy)).failure().code == Code.CANNOT_ATTACK


def test_spell_damage_adds_to_each_target_of_multi_shot() -> None:
    state = testing.scenario()
    state, _ = testing.put(state, 0, "VAN_CS2_142", Zone.PLAY)  # Kobold Geomancer, Spell Damage +1
    state, a = testing.put(state, 1, "VAN_CS2_200", Zone.PLAY)  # Boulderfist Ogre 6/7
    state, b = testing.put(state, 1, "VAN_CS2_200", Zone.PLAY)
    state, shot = testing.put(state, 0, "VAN_DS1_183", Zone.HAND)  # Multi-Shot: $3 to two random enemy minions
    state = testing.act(state, PlayCard(shot))
    assert (hsfp.health(state, a), hsfp.health(state, b)) == (3, 3)


def test_silence_removes_charge() -> None:
    state = testing.scenario()
    state, rider = testing.put(state, 0, WOLFRIDER, Zone.PLAY, exhausted=1)
    assert hsfp.can_attack(state, rider)
    state, silence = testing.put(state, 0, "VAN_EX1_332", Zone.HAND)
    state = testing.act(state, PlayCard(silence, target=rider))
    assert hsfp.tag(state, rider, Tag.CHARGE) == 0 and not hsfp.can_attack(state, rider)


def test_lifesteal_heals_per_target_by_the_damage_dealt() -> None:
    state = testing.scenario()
    hero = hsfp.hero(state, 0)
    state = testing.set_tag(state, hero, Tag.DAMAGE, 20)
    state, _ = testing.put(state, 0, "VAN_NEW1_020", Zone.PLAY, lifesteal=1)  # Wild Pyromancer
    state, _ = testing.put(state, 1, YETI, Zone.PLAY)
    state, _ = testing.put(state, 1, "VAN_EX1_008", Zone.PLAY)  # Divine Shield: 0 dealt, nothing healed
    state, coin = testing.put(state, 0, "GAME_005", Zone.HAND)
    t = hsfp.step(state, PlayCard(coin)).unwrap()
    heals = [e.amount for e in t.events if e.kind == hsfp.EventKind.HEAL and e.entity == hero]
    assert heals == [1, 1]  # the pyromancer and the yeti each took 1; the squire's shield took the third
    assert hsfp.health(t.state, hero) == 12


def test_a_random_attack_ignores_taunt() -> None:
    hit_taunt = hit_other = 0
    for seed in range(40):
        state = testing.scenario(seed=seed)
        state, _ = testing.put(state, 1, "VAN_EX1_533", Zone.SECRET)  # Misdirection
        state, grizzly = testing.put(state, 0, GRIZZLY, Zone.PLAY)  # a Taunt on the attacker's side
        state, _ = testing.put(state, 0, YETI, Zone.PLAY)
        state, attacker = testing.put(state, 0, "VAN_CS2_200", Zone.PLAY)
        t = hsfp.step(state, Attack(attacker, hsfp.hero(state, 1))).unwrap()
        hit = next(e.entity for e in t.events if e.kind == hsfp.EventKind.DAMAGE and e.source == attacker)
        hit_taunt += hit == grizzly
        hit_other += hit != grizzly
    assert hit_taunt and hit_other
