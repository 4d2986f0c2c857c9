"""The keyword interaction matrix (seed 000 ch. 32.1, layer 2): every pair of static keywords, one on each
side of an attack, both ways round. Each case checks the state invariants and what each keyword alone
guarantees a player, whatever the other keyword is."""

from __future__ import annotations

import itertools

import pytest

import hsfp
from hsfp import Attack, Code, Tag, Zone, testing
from hsfp.core.state import GameState
from hsfp.validation import problems

KEYWORDS = ("taunt", "divine_shield", "charge", "windfury", "stealth", "poisonous", "lifesteal", "frozen",
            "immune", "elusive", "spellpower", "rush", "cant_attack", "exhausted")
PAIRS = [(a, b) for a, b in itertools.product(KEYWORDS, repeat=2) if a != b] + [(k, k) for k in KEYWORDS]

ATTACKER_STATS = ("VAN_CS2_182", 4, 5)  # Chillwind Yeti
DEFENDER_STATS = ("VAN_CS2_200", 6, 7)  # Boulderfist Ogre


def _setup(attacker_kw: str, defender_kw: str) -> tuple[GameState, int, int]:
    state = testing.scenario(seed=1)
    hero0 = hsfp.hero(state, 0)
    state = testing.set_tag(state, hero0, Tag.DAMAGE, 10)  # room for lifesteal to show
    state, att = testing.put(state, 0, ATTACKER_STATS[0], Zone.PLAY, **{attacker_kw: 1})
    state, dfd = testing.put(state, 1, DEFENDER_STATS[0], Zone.PLAY, **{defender_kw: 1})
    return state, att, dfd


def _blocked_attacker(kw: str) -> bool:
    return kw in ("frozen", "cant_attack", "exhausted")


def _blocked_defender(kw: str) -> bool:
    return kw in ("stealth", "immune")


@pytest.mark.parametrize(("attacker_kw", "defender_kw"), PAIRS)
def test_keyword_pair_in_an_attack(attacker_kw: str, defender_kw: str) -> None:
    state, att, dfd = _setup(attacker_kw, defender_kw)
    assert problems(state) == []
    result = hsfp.step(state, Attack(att, dfd))
    t = result.value_or(None)
    if _blocked_attacker(attacker_kw):
        assert t is None
        assert result.failure().code == Code.CANNOT_ATTACK
        return
    if _blocked_defender(defender_kw):
        assert t is None
        assert result.failure().code == Code.INVALID_TARGET
        return
    assert t is not None, result.failure()
    after = t.state
    assert problems(after) == []
    att_alive = att in hsfp.zone(after, 0, Zone.PLAY)
    dfd_alive = dfd in hsfp.zone(after, 1, Zone.PLAY)
    # What each keyword alone guarantees:
    if defender_kw == "divine_shield":
        assert dfd_alive and hsfp.health(after, dfd) == DEFENDER_STATS[2]
        assert hsfp.tag(after, dfd, Tag.DIVINE_SHIELD) == 0
    elif attacker_kw == "poisonous":
        assert not dfd_alive
    else:
        assert hsfp.health(after, dfd) == DEFENDER_STATS[2] - ATTACKER_STATS[1]
    if attacker_kw in ("divine_shield", "immune"):
        assert att_alive and hsfp.health(after, att) == ATTACKER_STATS[2]
    elif defender_kw == "poisonous":
        assert not att_alive
    else:
        assert not att_alive  # a 4/5 takes 6
    if attacker_kw == "lifesteal":
        healed = 0 if defender_kw == "divine_shield" else ATTACKER_STATS[1]
        assert hsfp.health(after, hsfp.hero(after, 0)) == 20 + healed
    if attacker_kw == "stealth":
        assert att not in hsfp.zone(after, 0, Zone.PLAY) or hsfp.tag(after, att, Tag.STEALTH) == 0
    if attacker_kw == "windfury" and att_alive:
        assert hsfp.can_attack(after, att)
    elif att_alive and attacker_kw != "windfury":
        assert not hsfp.can_attack(after, att)


@pytest.mark.parametrize(("a", "b"), list(itertools.combinations(KEYWORDS, 2)))
def test_keyword_pair_on_one_minion_attacking_a_hero(a: str, b: str) -> None:
    state = testing.scenario(seed=2)
    state, m = testing.put(state, 0, "VAN_CS2_182", Zone.PLAY, **{a: 1, b: 1})
    enemy = hsfp.hero(state, 1)
    result = hsfp.step(state, Attack(m, enemy))
    t = result.value_or(None)
    if {a, b} & {"frozen", "cant_attack"} or ("exhausted" in (a, b) and not {a, b} & {"charge"}):
        assert t is None
        return
    if "rush" in (a, b) and "exhausted" in (a, b):
        assert t is None  # Rush without Charge may not attack a hero on its first turn
        return
    assert t is not None, result.failure()
    assert problems(t.state) == []
    assert hsfp.health(t.state, enemy) == 30 - 4
