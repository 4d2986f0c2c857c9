"""The engine's own makers of listed actions build the very values the action classes build."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hsfp.core.actions import Attack, HeroPower, PlayCard, new_attack, new_hero_power, new_play_card

ids = st.integers(min_value=-(2**63), max_value=2**63 - 1)
maybe = st.none() | ids


@given(ids, maybe, maybe, maybe)
def test_a_made_play_is_the_play_the_class_makes(card: int, target: int | None, position: int | None,
                                                  choice: int | None) -> None:
    made = new_play_card(card, target, position, choice)
    built = PlayCard(card, target, position, choice)
    assert type(made) is PlayCard
    assert made == built and hash(made) == hash(built) and repr(made) == repr(built)


@given(maybe)
def test_a_made_hero_power_is_the_one_the_class_makes(target: int | None) -> None:
    made = new_hero_power(target)
    assert type(made) is HeroPower
    assert made == HeroPower(target) and hash(made) == hash(HeroPower(target))


@given(ids, ids)
def test_a_made_attack_is_the_one_the_class_makes(attacker: int, defender: int) -> None:
    made = new_attack(attacker, defender)
    assert type(made) is Attack
    assert made == Attack(attacker, defender) and hash(made) == hash(Attack(attacker, defender))
    assert made != PlayCard(attacker, defender)


def test_made_actions_are_frozen_like_any_other() -> None:
    play = new_play_card(5, None, 0, None)
    with pytest.raises(dataclasses.FrozenInstanceError):
        play.card = 6  # type: ignore[misc]
    assert play.card == 5
