"""Reading cards without running them: the static value estimate (`cards.value`) and the questions the
data answers (`cards.query`)."""

from __future__ import annotations

from dataclasses import replace

import pytest

import hsfp.api  # noqa: F401  (registers the cards)
from cards import query
from cards.value import estimate_value
from hsfp.cli import main
from hsfp.core import dsl
from hsfp.core.dsl import CardDef
from hsfp.core.registry import all_definitions, definition
from hsfp.core.tags import CardType, Tag

FIREBALL = "VAN_CS2_029"
ARCANE_SHOT = "VAN_DS1_185"
YETI = "VAN_CS2_182"
ELVEN_ARCHER = "VAN_CS2_189"
WISP = "VAN_CS2_231"


def _vanilla(d: CardDef) -> bool:
    return (d.card_type == CardType.MINION and not d.tags and not d.triggers and not d.auras
            and all(x is None for x in (d.battlecry, d.combo, d.play, d.deathrattle)))


def test_fireball_is_worth_more_than_arcane_shot() -> None:
    assert estimate_value(definition(FIREBALL)) > estimate_value(definition(ARCANE_SHOT)) > 0


def test_chillwind_yeti_is_worth_more_than_every_cheaper_vanilla_minion() -> None:
    yeti = definition(YETI)
    cheaper = [d for d in all_definitions() if _vanilla(d) and d.cost < yeti.cost and d.collectible]
    assert any(d.card_id == WISP for d in cheaper)
    assert len(cheaper) >= 5
    for d in cheaper:
        assert estimate_value(yeti) > estimate_value(d), d.card_id


def test_taunt_adds_value_to_the_same_stats() -> None:
    yeti = definition(YETI)
    assert estimate_value(replace(yeti, tags=((Tag.TAUNT, 1),))) > estimate_value(yeti)


def test_more_damage_and_more_targets_are_worth_more() -> None:
    one = CardDef("X_V1", "x", CardType.SPELL, target=dsl.Characters(dsl.Side.ANY), play=dsl.Damage(dsl.Target(), 1))
    three = replace(one, play=dsl.Damage(dsl.Target(), 3))
    board = replace(one, target=None, play=dsl.Damage(dsl.Minions(dsl.Side.ENEMY), 3))
    assert estimate_value(one) < estimate_value(three) < estimate_value(board)


def test_harming_your_own_side_counts_against_a_card() -> None:
    enemies = CardDef("X_V2", "x", CardType.SPELL, play=dsl.Damage(dsl.Minions(dsl.Side.ENEMY), 2))
    friends = replace(enemies, play=dsl.Damage(dsl.Minions(dsl.Side.FRIENDLY), 2))
    assert estimate_value(friends) < 0 < estimate_value(enemies)


def test_drawing_cards_and_summoning_are_valued() -> None:
    assert estimate_value(definition("VAN_CS2_023")) > 0  # Arcane Intellect: draw 2
    tidehunter = definition("VAN_EX1_506")
    assert estimate_value(tidehunter) > estimate_value(replace(tidehunter, battlecry=None))


def test_every_definition_has_a_finite_value() -> None:
    for d in all_definitions():
        v = estimate_value(d)
        assert v == v and abs(v) < 1000, d.card_id


# ----------------------------------------------------------------------------------- static questions


def test_which_cards_deal_damage() -> None:
    damage = query.deals_damage()
    assert FIREBALL in damage
    assert ELVEN_ARCHER in damage
    assert YETI not in damage


def test_which_cards_draw_and_which_summon() -> None:
    draws = query.draws_cards()
    assert "VAN_CS2_023" in draws and "VAN_EX1_096" in draws  # Arcane Intellect, Loot Hoarder
    assert FIREBALL not in draws
    summons = query.summons()
    assert "VAN_EX1_506" in summons and "VAN_CS2_027" in summons  # Murloc Tidehunter, Mirror Image
    assert YETI not in summons


def test_a_choose_one_card_does_what_its_options_do() -> None:
    assert "VAN_EX1_154" in query.deals_damage()  # Wrath, through Solar Wrath and Nature's Wrath


def test_keywords_printed_and_keywords_given() -> None:
    taunts = query.has_keyword(Tag.TAUNT)
    assert "VAN_CS2_179" in taunts and YETI not in taunts
    assert "VAN_CS2_009" in query.gives_keyword(Tag.TAUNT)  # Mark of the Wild, through its enchantment


def test_cards_that_takes_any_predicate_over_nodes() -> None:
    freezers = query.cards_that(lambda n: isinstance(n, dsl.Freeze))
    assert "VAN_CS2_024" in freezers and FIREBALL not in freezers  # Frostbolt


def test_node_types_used_names_each_type_with_its_cards() -> None:
    used = query.node_types_used()
    assert FIREBALL in used["Damage"]
    assert "CardDef" not in used
    assert list(used) == sorted(used)


def test_references_and_closure_follow_card_ids() -> None:
    assert "VAN_EX1_506a" in query.references(definition("VAN_EX1_506"))  # the Murloc Scout
    assert set(query.closure(["HERO_08"])) == {"HERO_08", "HERO_08bp"}


@pytest.mark.parametrize(("question", "expected"), [("damage", FIREBALL), ("draw", "VAN_CS2_023"),
                                                      ("summon", "VAN_EX1_506")])
def test_cards_query_lists_ids(question: str, expected: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "query", question]) == 0
    ids = capsys.readouterr().out.split()
    assert expected in ids and YETI not in ids
