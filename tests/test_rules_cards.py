"""Case studies the Basic cards allow: auras (Stormwind Champion, Flametongue Totem, Tundra Rhino,
Timber Wolf), trigger and death order, Warsong Commander, Starving Buzzard and Truesilver Champion."""

from __future__ import annotations

import hsfp
from hsfp import Attack, Code, EndTurn, EventKind, PlayCard, Tag, Zone, testing
from hsfp.testing import refusal, stats, transition

YETI = "VAN_CS2_182"  # 4/5
RAPTOR = "VAN_CS2_172"  # 3/2 Beast
CROCOLISK = "VAN_CS2_120"  # 2/3 Beast
CLERIC = "VAN_EX1_019"  # Shattered Sun Cleric 3/2
CHAMPION = "VAN_CS2_222"  # Stormwind Champion 6/6: your other minions have +1/+1
FLAMETONGUE = "VAN_EX1_565"  # 0/3: adjacent minions have +2 Attack
RHINO = "VAN_DS1_178"  # Tundra Rhino 2/5 Beast: your Beasts have Charge
TIMBER_WOLF = "VAN_DS1_175"  # 1/1 Beast: your other Beasts have +1 Attack
WARSONG = "VAN_EX1_084"  # Warsong Commander 2/3
BUZZARD = "VAN_CS2_237"  # Starving Buzzard 2/1 Beast: whenever you summon a Beast, draw a card
HEALING_TOTEM = "VAN_NEW1_009"  # at the end of your turn, restore 1 Health to all friendly minions
TRUESILVER = "VAN_CS2_097"  # 4/2: whenever your hero attacks, restore 2 Health to it
RAZORFEN = "VAN_CS2_196"  # Battlecry: summon a 1/1 Boar
FIREBALL = "VAN_CS2_029"
HELLFIRE = "VAN_CS2_062"  # 3 damage to all characters


def mentions(event, e: int) -> bool:
    return e in (event.entity, event.source, event.target)


# ------------------------------------------------------------------------------ stormwind champion


def test_stormwind_champion_gives_other_friendly_minions_1_1_but_not_itself():
    state = testing.scenario()
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY)
    state, enemy = testing.put(state, 1, YETI, Zone.PLAY)
    state, champion = testing.put(state, 0, CHAMPION, Zone.HAND)
    state = testing.act(state, PlayCard(champion))
    assert stats(state, yeti) == (5, 6)
    assert stats(state, champion) == (6, 6)
    assert stats(state, enemy) == (4, 5)


def test_stormwind_champion_buffs_minions_played_after_it():
    state = testing.scenario()
    state, _champion = testing.put(state, 0, CHAMPION, Zone.PLAY)
    state, yeti = testing.put(state, 0, YETI, Zone.HAND)
    state = testing.act(state, PlayCard(yeti))
    assert stats(state, yeti) == (5, 6)


def test_a_damaged_minion_survives_at_1_health_when_the_champion_dies():
    # Seed 000, case 2 says the minion dies; in the real game losing a Health aura lowers the maximum
    # and current Health only falls as far as the new maximum.
    state = testing.scenario()
    state, cleric = testing.put(state, 1, CLERIC, Zone.PLAY)
    state, champion = testing.put(state, 1, CHAMPION, Zone.PLAY)
    state = testing.set_tag(state, cleric, Tag.DAMAGE, 2)
    assert stats(state, cleric) == (4, 1)
    state, fireball = testing.put(state, 0, FIREBALL, Zone.HAND)
    t = transition(state, PlayCard(fireball, target=champion))
    assert champion in hsfp.zone(t.state, 1, Zone.GRAVEYARD)
    assert cleric in hsfp.zone(t.state, 1, Zone.PLAY)
    assert stats(t.state, cleric) == (3, 1)
    assert [e.entity for e in t.events if e.kind == EventKind.DEATH] == [champion]


def test_an_undamaged_minion_returns_to_its_printed_stats_when_the_champion_dies():
    state = testing.scenario()
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    state, champion = testing.put(state, 1, CHAMPION, Zone.PLAY)
    state, fireball = testing.put(state, 0, FIREBALL, Zone.HAND)
    state = testing.act(state, PlayCard(fireball, target=champion))
    assert stats(state, yeti) == (4, 5)


def test_aura_changes_emit_no_events():
    state = testing.scenario()
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY)
    state, champion = testing.put(state, 0, CHAMPION, Zone.HAND)
    played = transition(state, PlayCard(champion))
    assert stats(played.state, yeti) == (5, 6)
    assert not [e for e in played.events if mentions(e, yeti)]
    assert EventKind.ENCHANTMENT_ADDED not in [e.kind for e in played.events]
    state, fireball = testing.put(played.state, 1, FIREBALL, Zone.HAND)
    state = testing.act(state, EndTurn())
    killed = transition(state, PlayCard(fireball, target=champion))
    assert stats(killed.state, yeti) == (4, 5)
    assert not [e for e in killed.events if mentions(e, yeti)]
    assert EventKind.ENCHANTMENT_REMOVED not in [e.kind for e in killed.events]


# ------------------------------------------------------------------------------- flametongue totem


def test_flametongue_totem_gives_2_attack_only_to_adjacent_minions():
    state = testing.scenario()
    state, a = testing.put(state, 0, YETI, Zone.PLAY)
    state, totem = testing.put(state, 0, FLAMETONGUE, Zone.PLAY)
    state, b = testing.put(state, 0, YETI, Zone.PLAY)
    state, c = testing.put(state, 0, YETI, Zone.PLAY)
    state, enemy = testing.put(state, 1, YETI, Zone.PLAY)
    assert hsfp.zone(state, 0, Zone.PLAY) == (a, totem, b, c)
    assert [hsfp.attack(state, m) for m in (a, totem, b, c)] == [6, 0, 6, 4]
    assert hsfp.attack(state, enemy) == 4
    assert hsfp.health(state, a) == 5


def test_flametongue_totem_follows_position_changes():
    state = testing.scenario()
    state, a = testing.put(state, 0, YETI, Zone.PLAY)
    state, totem = testing.put(state, 0, FLAMETONGUE, Zone.PLAY)
    state, b = testing.put(state, 0, YETI, Zone.PLAY)
    state, newcomer = testing.put(state, 0, RAPTOR, Zone.HAND)
    state = testing.act(state, PlayCard(newcomer, position=1))
    assert hsfp.zone(state, 0, Zone.PLAY) == (a, newcomer, totem, b)
    assert [hsfp.attack(state, m) for m in (a, newcomer, totem, b)] == [4, 5, 0, 6]


def test_flametongue_totem_reaches_the_next_minion_when_its_neighbour_dies():
    state = testing.scenario()
    state, totem = testing.put(state, 0, FLAMETONGUE, Zone.PLAY)
    state, near = testing.put(state, 0, RAPTOR, Zone.PLAY)
    state, far = testing.put(state, 0, YETI, Zone.PLAY)
    state, fireball = testing.put(state, 0, FIREBALL, Zone.HAND)
    assert hsfp.attack(state, far) == 4
    state = testing.act(state, PlayCard(fireball, target=near))
    assert hsfp.zone(state, 0, Zone.PLAY) == (totem, far)
    assert hsfp.attack(state, far) == 6


# ----------------------------------------------------------------------------- beasts: rhino, wolf


def test_tundra_rhino_gives_charge_to_beasts_already_in_play():
    state = testing.scenario()
    state, croc = testing.put(state, 0, CROCOLISK, Zone.PLAY, exhausted=1)
    state, rhino = testing.put(state, 0, RHINO, Zone.HAND)
    assert not hsfp.can_attack(state, croc)
    state = testing.act(state, PlayCard(rhino))
    assert hsfp.can_attack(state, croc)
    assert hsfp.can_attack(state, rhino)  # the Rhino is a Beast too


def test_tundra_rhino_gives_charge_to_beasts_played_later_but_not_to_other_minions():
    state = testing.scenario()
    state, _rhino = testing.put(state, 0, RHINO, Zone.PLAY)
    state, raptor = testing.put(state, 0, RAPTOR, Zone.HAND)
    state, yeti = testing.put(state, 0, YETI, Zone.HAND)
    state = testing.act(state, PlayCard(raptor), PlayCard(yeti))
    hero = hsfp.hero(state, 1)
    assert refusal(state, Attack(yeti, hero)) == Code.CANNOT_ATTACK
    state = testing.act(state, Attack(raptor, hero))
    assert hsfp.health(state, hero) == 27


def test_tundra_rhino_does_not_give_charge_to_enemy_beasts():
    state = testing.scenario()
    state, _rhino = testing.put(state, 1, RHINO, Zone.PLAY)
    state, croc = testing.put(state, 0, CROCOLISK, Zone.PLAY, exhausted=1)
    assert hsfp.tag(state, croc, Tag.CHARGE) == 0
    assert not hsfp.can_attack(state, croc)


def test_timber_wolf_gives_other_friendly_beasts_1_attack():
    state = testing.scenario()
    state, wolf = testing.put(state, 0, TIMBER_WOLF, Zone.PLAY)
    state, croc = testing.put(state, 0, CROCOLISK, Zone.PLAY)
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY)
    state, enemy_croc = testing.put(state, 1, CROCOLISK, Zone.PLAY)
    assert stats(state, wolf) == (1, 1)
    assert stats(state, croc) == (3, 3)
    assert stats(state, yeti) == (4, 5)
    assert stats(state, enemy_croc) == (2, 3)


def test_two_timber_wolves_buff_each_other():
    state = testing.scenario()
    state, w1 = testing.put(state, 0, TIMBER_WOLF, Zone.PLAY)
    state, w2 = testing.put(state, 0, TIMBER_WOLF, Zone.PLAY)
    assert (hsfp.attack(state, w1), hsfp.attack(state, w2)) == (2, 2)


# ------------------------------------------------------------------------------------------ ordering


def test_triggers_on_one_event_fire_in_order_of_play_not_board_order():
    # Two Healing Totems, the older one on the right. The only damaged minion needs 1 Health, so only the
    # first totem to fire heals: the HEAL event's source names it.
    state = testing.scenario()
    state, older = testing.put(state, 0, HEALING_TOTEM, Zone.PLAY)
    state, newer = testing.put(state, 0, HEALING_TOTEM, Zone.PLAY, position=0)
    state, yeti = testing.put(state, 0, YETI, Zone.PLAY, damage=1)
    assert older < newer
    assert hsfp.zone(state, 0, Zone.PLAY) == (newer, older, yeti)
    t = transition(state, EndTurn())
    heals = [e for e in t.events if e.kind == EventKind.HEAL]
    assert [(e.entity, e.source, e.amount) for e in heals] == [(yeti, older, 1)]


def test_two_starving_buzzards_each_draw_for_one_beast():
    state = testing.scenario()
    state, _b1 = testing.put(state, 0, BUZZARD, Zone.PLAY)
    state, _b2 = testing.put(state, 0, BUZZARD, Zone.PLAY, position=0)
    state, raptor = testing.put(state, 0, RAPTOR, Zone.HAND)
    t = transition(state, PlayCard(raptor))
    assert len([e for e in t.events if e.kind == EventKind.DRAW]) == 2
    assert len(hsfp.zone(t.state, 0, Zone.HAND)) == 2


def test_starving_buzzard_draws_only_for_friendly_beasts():
    state = testing.scenario()
    state, _buzzard = testing.put(state, 0, BUZZARD, Zone.PLAY)
    state, yeti = testing.put(state, 0, YETI, Zone.HAND)
    state = testing.act(state, PlayCard(yeti))
    assert hsfp.zone(state, 0, Zone.HAND) == ()
    state, raptor = testing.put(state, 1, RAPTOR, Zone.HAND)
    state = testing.act(state, EndTurn(), PlayCard(raptor))
    assert hsfp.zone(state, 0, Zone.HAND) == ()


def test_deaths_of_one_phase_are_processed_in_order_of_play_across_both_sides():
    state = testing.scenario()
    state, a = testing.put(state, 1, RAPTOR, Zone.PLAY)
    state, b = testing.put(state, 0, RAPTOR, Zone.PLAY)
    state, c = testing.put(state, 1, RAPTOR, Zone.PLAY, position=0)
    assert hsfp.zone(state, 1, Zone.PLAY) == (c, a)
    state, hellfire = testing.put(state, 0, HELLFIRE, Zone.HAND)
    t = transition(state, PlayCard(hellfire))
    deaths = [e for e in t.events if e.kind == EventKind.DEATH]
    assert [e.entity for e in deaths] == [a, b, c]
    # the death snapshot keeps each minion's board position (1-based) and controller
    assert [(e.player, e.position) for e in deaths] == [(1, 2), (0, 1), (1, 1)]


# ------------------------------------------------------------------------------- warsong commander


def test_warsong_commander_gives_charge_to_a_3_attack_minion_summoned_after_it():
    state = testing.scenario()
    state, _warsong = testing.put(state, 0, WARSONG, Zone.PLAY)
    state, raptor = testing.put(state, 0, RAPTOR, Zone.HAND)
    state = testing.act(state, PlayCard(raptor))
    hero = hsfp.hero(state, 1)
    state = testing.act(state, Attack(raptor, hero))
    assert hsfp.health(state, hero) == 27


def test_warsong_commander_does_not_charge_a_4_attack_minion():
    state = testing.scenario()
    state, _warsong = testing.put(state, 0, WARSONG, Zone.PLAY)
    state, yeti = testing.put(state, 0, YETI, Zone.HAND)
    state = testing.act(state, PlayCard(yeti))
    assert refusal(state, Attack(yeti, hsfp.hero(state, 1))) == Code.CANNOT_ATTACK


def test_warsong_commander_does_not_charge_minions_already_in_play_or_itself():
    state = testing.scenario()
    state, raptor = testing.put(state, 0, RAPTOR, Zone.PLAY, exhausted=1)
    state, warsong = testing.put(state, 0, WARSONG, Zone.HAND)
    state = testing.act(state, PlayCard(warsong))
    assert not hsfp.can_attack(state, raptor)
    assert not hsfp.can_attack(state, warsong)


def test_warsong_commander_charges_tokens_summoned_by_a_battlecry():
    state = testing.scenario()
    state, _warsong = testing.put(state, 0, WARSONG, Zone.PLAY)
    state, hunter = testing.put(state, 0, RAZORFEN, Zone.HAND)
    state = testing.act(state, PlayCard(hunter))
    boar = [m for m in hsfp.zone(state, 0, Zone.PLAY) if hsfp.card_id(state, m) == "VAN_CS2_boar"]
    assert len(boar) == 1
    assert hsfp.can_attack(state, boar[0])
    assert hsfp.can_attack(state, hunter)  # 2 Attack: charged too


def test_warsong_commander_does_not_charge_minions_summoned_by_the_opponent():
    state = testing.scenario()
    state, _warsong = testing.put(state, 0, WARSONG, Zone.PLAY)
    state, raptor = testing.put(state, 1, RAPTOR, Zone.HAND)
    state = testing.act(state, EndTurn(), PlayCard(raptor))
    assert not hsfp.can_attack(state, raptor)


# ----------------------------------------------------------------------------- truesilver champion


def test_truesilver_champion_heals_the_hero_before_the_attack_damage():
    # At 3 Health, attacking a 4-Attack minion is survivable only if the heal comes first.
    state = testing.scenario()
    state, _sword = testing.put(state, 0, TRUESILVER, Zone.PLAY)
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    me = hsfp.hero(state, 0)
    state = testing.set_tag(state, me, Tag.DAMAGE, 27)
    t = transition(state, Attack(me, yeti))
    assert not hsfp.is_terminal(t.state)
    assert hsfp.health(t.state, me) == 3 + 2 - 4
    assert hsfp.health(t.state, yeti) == 1
    kinds = [(e.kind, e.entity) for e in t.events]
    assert kinds.index((EventKind.HEAL, me)) < kinds.index((EventKind.DAMAGE, me))


def test_truesilver_champion_heal_is_wasted_on_a_hero_at_full_health():
    state = testing.scenario()
    state, _sword = testing.put(state, 0, TRUESILVER, Zone.PLAY)
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    me = hsfp.hero(state, 0)
    state = testing.act(state, Attack(me, yeti))
    assert hsfp.health(state, me) == 26
