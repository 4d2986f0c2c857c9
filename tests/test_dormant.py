"""Dormant for N turns (KEYWORDS.md row "Dormant": untargetable, cannot attack, gives no Taunt, awakens on
its condition), played through Imprisoned Vilefiend (Dormant for 2 turns, Rush) and test minions."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cards.core  # noqa: F401  (registers the CORE cards)
import hsfp
from cards.keywords import dormant
from cards.text import render
from cards.value import estimate_value
from hsfp import Attack, Code, PlayCard, Tag, Zone, testing
from hsfp.core import codec
from hsfp.core.dsl import CardDef
from hsfp.core.registry import CARDS, register, unregister
from hsfp.core.tags import CardType
from hsfp.testing import board, end_turns, play

VILEFIEND = "CORE_BT_156"  # 3/5 Rush, Dormant for 2 turns
YETI = "VAN_CS2_182"  # 4/5
FIREBALL = "VAN_CS2_029"  # 6 damage to a character
ELVEN_ARCHER = "VAN_CS2_189"  # Battlecry: deal 1 damage
TAUNT_TEST = "TEST_DORMANT_TAUNT"


@pytest.fixture(autouse=True)
def _cards() -> Iterator[None]:
    # a 2/2 Taunt printed Dormant for 1 turn: the dormant Taunt and its awakening
    d = dormant(CardDef(TAUNT_TEST, "Dormant Taunt", CardType.MINION, cost=1, atk=2, health=2,
                        tags=((Tag.TAUNT, 1),)), 1)
    register(d)
    yield
    unregister(TAUNT_TEST)


def _dormant_def(n: int) -> CardDef:
    return dormant(CardDef(f"TEST_DORMANT_{n}", f"Dormant {n}", CardType.MINION, cost=1, atk=2, health=2), n)


def _played_vilefiend() -> tuple[hsfp.GameState, int]:
    state, _ = play(testing.scenario(), VILEFIEND, check=True)
    return state, board(state, 0)[-1]


def test_a_dormant_minion_takes_a_board_slot_and_cannot_attack() -> None:
    state, fiend = _played_vilefiend()
    assert hsfp.tag(state, fiend, Tag.DORMANT) == 2
    state = testing.set_tag(state, fiend, Tag.EXHAUSTED, 0)  # even ready, Rush or not, it cannot attack
    assert not hsfp.can_attack(state, fiend)
    assert testing.refusal(state, Attack(fiend, hsfp.hero(state, 1))) is not None
    # it fills one of the seven board slots: six more minions fit, an eighth does not
    state, _ = testing.put_all(state, 0, [YETI] * 6)
    state, card = testing.put(state, 0, YETI, Zone.HAND)
    assert testing.refusal(state, PlayCard(card)) == Code.BOARD_FULL


def test_a_dormant_minion_cannot_be_targeted_by_spells_or_battlecries() -> None:
    state, fiend = _played_vilefiend()
    state = end_turns(state)  # the opponent's turn: they may not aim at it
    state, bolt = testing.put(state, 1, FIREBALL, Zone.HAND)
    assert fiend not in hsfp.legal_targets(state, bolt)
    assert testing.refusal(state, PlayCard(bolt, target=fiend)) == Code.INVALID_TARGET
    state, archer = testing.put(state, 1, ELVEN_ARCHER, Zone.HAND)
    assert fiend not in hsfp.legal_targets(state, archer)


def test_a_dormant_minion_cannot_be_attacked_and_its_taunt_gives_no_protection() -> None:
    state = testing.scenario()
    state, _ = play(state, TAUNT_TEST, check=True)
    taunt = board(state, 0)[-1]
    state = end_turns(state)
    state, yeti = testing.put(state, 1, YETI, Zone.PLAY)
    assert hsfp.attack_targets(state, yeti) == (hsfp.hero(state, 0),)
    assert testing.refusal(state, Attack(yeti, taunt)) is not None
    # once it awakens (the start of its controller's next turn) its Taunt protects again
    state = end_turns(state)
    assert hsfp.tag(state, taunt, Tag.DORMANT) == 0
    state = end_turns(state)
    assert hsfp.attack_targets(state, yeti) == (taunt,)


def test_the_countdown_runs_at_the_start_of_its_controllers_turns_only() -> None:
    state, fiend = _played_vilefiend()
    state = end_turns(state)  # the opponent's turn starts: no count
    assert hsfp.tag(state, fiend, Tag.DORMANT) == 2
    state = end_turns(state)  # its controller's first turn after: one turn left
    assert hsfp.tag(state, fiend, Tag.DORMANT) == 1
    assert not hsfp.can_attack(state, fiend)
    state = end_turns(state, 2)  # its controller's second turn: awake
    assert hsfp.tag(state, fiend, Tag.DORMANT) == 0


def test_an_awakened_minion_is_as_if_just_summoned_so_rush_lets_it_attack_minions_only() -> None:
    state, fiend = _played_vilefiend()
    state, enemy = testing.put(state, 1, YETI, Zone.PLAY)
    state = end_turns(state, 4)
    assert hsfp.tag(state, fiend, Tag.DORMANT) == 0 and state.current == 0
    assert hsfp.can_attack(state, fiend)
    assert hsfp.attack_targets(state, fiend) == (enemy,)
    state = testing.act(state, Attack(fiend, enemy), check=True)
    assert testing.stats(state, enemy) == (4, 2)
    # a Dormant minion without Rush cannot attack at all on the turn it awakens
    state2 = testing.scenario()
    state2, _ = play(state2, TAUNT_TEST, check=True)
    taunt = board(state2, 0)[-1]
    state2 = end_turns(state2, 2)
    assert hsfp.tag(state2, taunt, Tag.DORMANT) == 0 and not hsfp.can_attack(state2, taunt)
    state2 = end_turns(state2, 2)
    assert hsfp.can_attack(state2, taunt)


def test_a_dormant_minion_summoned_any_way_starts_dormant() -> None:
    # put straight into play (as a summon from the deck would): printed Dormant, so dormant
    state, fiend = testing.put(testing.scenario(), 0, VILEFIEND, Zone.PLAY)
    assert hsfp.tag(state, fiend, Tag.DORMANT) == 2 and not hsfp.can_attack(state, fiend)


@settings(deadline=None)
@given(st.integers(min_value=1, max_value=5), st.booleans())
def test_dormant_for_n_turns_awakens_at_the_start_of_the_nth_own_turn(n: int, first: bool) -> None:
    d = _dormant_def(n)
    register(d)
    try:
        state = testing.scenario()
        if not first:
            state = end_turns(state)
        player = state.current
        state, _ = play(state, d.card_id, player=player)
        m = board(state, player)[-1]
        for k in range(1, n + 1):
            state = end_turns(state)  # the opponent's turn: unchanged
            assert hsfp.tag(state, m, Tag.DORMANT) == n - k + 1
            state = end_turns(state)  # the controller's k-th turn since
            assert hsfp.tag(state, m, Tag.DORMANT) == n - k
        assert not hsfp.can_attack(state, m)  # awake, but summoning sick
    finally:
        unregister(d.card_id)


def test_dormant_text_value_and_json() -> None:
    d = CARDS[VILEFIEND]
    assert "Dormant for 2 turns" in render(d) and "休眠2回合" in render(d, "zh")
    awake = dataclasses.replace(d, tags=tuple(t for t in d.tags if t[0] != Tag.DORMANT))
    assert estimate_value(d) < estimate_value(awake)
    assert codec.from_json(codec.to_json(d)) == d
