"""Card text generated from the data (`cards.text`): what it says for known cards in English and Chinese,
that every defined card renders in both languages, and that a node without a renderer still reads."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

import hsfp.api  # noqa: F401  (registers the cards)
from cards.text import EN, ZH, render
from hsfp.cli import main
from hsfp.core import codec, dsl
from hsfp.core.dsl import CardDef, Effect
from hsfp.core.registry import all_definitions, definition
from hsfp.core.tags import CardType, Tag

EN_CASES = {
    "VAN_CS2_029": "Deal $6 damage to a character.",  # Fireball
    "VAN_CS2_023": "Draw 2 cards.",  # Arcane Intellect
    "VAN_EX1_506": "Battlecry: Summon a 1/1 Murloc Scout.",  # Murloc Tidehunter
    "VAN_CS2_122": "Your other minions have +1 Attack.",  # Raid Leader
    "VAN_NEW1_009": "At the end of your turn, restore 1 Health to all friendly minions.",  # Healing Totem
    "VAN_CS2_179": "Taunt.",  # Sen'jin Shieldmasta
    "VAN_CS2_092": "Give a minion +4/+4.",  # Blessing of Kings
    "VAN_CS2_025": "Deal $1 damage to all enemy minions.",  # Arcane Explosion
    "VAN_EX1_096": "Deathrattle: Draw a card.",  # Loot Hoarder
    "VAN_CS2_237": "Whenever you summon another Beast, draw a card.",  # Starving Buzzard
    "VAN_CS2_105": "Give your hero +4 Attack this turn.",  # Heroic Strike
    "VAN_CS2_084": "Set the Health of a minion to 1.",  # Hunter's Mark
    "VAN_CS2_027": "Summon two 0/2 Mirror Images.",  # Mirror Image
    "CS2_092e": "+4/+4.",  # the Blessing of Kings enchantment
}

ZH_CASES = {
    "VAN_CS2_029": "对一个角色造成$6点伤害。",
    "VAN_CS2_023": "抽两张牌。",
    "VAN_EX1_506": "战吼：召唤一个1/1的鱼人斥候。",
    "VAN_CS2_179": "嘲讽。",
    "VAN_EX1_096": "亡语：抽一张牌。",
    "VAN_CS2_122": "你的其他随从获得+1攻击力。",
    "VAN_NEW1_009": "在你的回合结束时，为所有友方随从恢复1点生命值。",
}


@pytest.mark.parametrize(("card_id", "text"), sorted(EN_CASES.items()))
def test_english_text_says_what_the_card_does(card_id: str, text: str) -> None:
    assert render(definition(card_id), "en", strict=True) == text


@pytest.mark.parametrize(("card_id", "text"), sorted(ZH_CASES.items()))
def test_chinese_text_says_what_the_card_does(card_id: str, text: str) -> None:
    assert render(definition(card_id), "zh", strict=True) == text


def test_keywords_and_prefixes_come_from_the_data() -> None:
    argus = render(definition("VAN_EX1_093"), strict=True)  # Defender of Argus
    assert argus.startswith("Battlecry: Give all adjacent minions +1/+1 and Taunt")
    assert render(definition("VAN_EX1_130"), strict=True).startswith("Secret: ")  # Noble Sacrifice
    assert render(definition("VAN_EX1_130"), "zh", strict=True).startswith("奥秘：")
    assert render(definition("VAN_EX1_238"), strict=True).endswith("Overload: (1)")  # Lightning Bolt
    assert render(definition("VAN_EX1_154"), strict=True).startswith("Choose One - ")  # Wrath
    assert render(definition("VAN_EX1_154"), "zh", strict=True).startswith("抉择：")
    assert "Combo:" in render(definition("VAN_EX1_124"), strict=True)  # Eviscerate
    assert "连击：" in render(definition("VAN_EX1_124"), "zh", strict=True)


def test_a_buff_names_what_its_enchantment_changes() -> None:
    assert render(definition("VAN_CS2_009"), strict=True) == "Give a minion +2/+2 and Taunt."  # Mark of the Wild
    assert render(definition("VAN_CS2_009"), "zh", strict=True) == "使一个随从获得+2/+2和嘲讽。"


def test_a_spell_marks_its_damage_and_a_minion_does_not() -> None:
    assert "$" in render(definition("VAN_CS2_029"), strict=True)
    assert "$" not in render(definition("VAN_CS2_189"), strict=True)  # Elven Archer


def test_a_chosen_target_is_named_once_and_then_called_it() -> None:
    assert render(definition("VAN_CS2_024"), strict=True) == "Deal $3 damage to a character. Freeze it."


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_every_defined_card_renders_without_falling_back(lang: str) -> None:
    for d in all_definitions():
        text = render(d, lang, strict=True)  # type: ignore[arg-type]
        assert isinstance(text, str)
        has_behaviour = any((d.battlecry, d.combo, d.play, d.deathrattle, d.triggers, d.auras, d.modifiers,
                             d.choose_one, d.hero_power))
        if has_behaviour:
            assert text, f"{d.card_id} does something but renders no text"


def test_both_dictionaries_cover_every_node_type_of_the_language() -> None:
    nodes = {t for t in codec.registered_types()
             if isinstance(t, type) and issubclass(t, (dsl.Selector, dsl.Condition, dsl.AmountNode, dsl.Effect))}
    assert nodes - set(EN) == set()
    assert nodes - set(ZH) == set()


@dataclass(frozen=True, slots=True)
class Teleport(Effect):
    """A node no renderer knows (a node added later)."""

    what: dsl.Selector
    distance: int = 3


def test_a_node_without_a_renderer_falls_back_to_a_readable_description() -> None:
    d = CardDef("X_TEXT", "Test", CardType.SPELL, target=dsl.Minions(dsl.Side.ENEMY), play=Teleport(dsl.Target()))
    en = render(d, strict=True)
    assert en == "Teleport (what: an enemy minion; distance: 3)."
    assert "Teleport" in render(d, "zh", strict=True)


def test_an_unknown_language_is_refused() -> None:
    with pytest.raises(ValueError):
        render(definition("VAN_CS2_029"), "fr")  # type: ignore[arg-type]


def test_keyword_tags_are_printed_in_both_languages() -> None:
    d = CardDef("X_KW", "Test", CardType.MINION, tags=((Tag.TAUNT, 1), (Tag.DIVINE_SHIELD, 1), (Tag.SPELLPOWER, 2)))
    assert render(d) == "Taunt. Divine Shield. Spell Damage +2."
    assert render(d, "zh") == "嘲讽，圣盾，法术伤害+2。"


def test_cards_show_prints_the_definition_and_both_texts(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "show", "VAN_CS2_029"]) == 0
    out = capsys.readouterr().out
    for expected in ("Damage(to=Target(), amount=6)", "Deal $6 damage to a character.", "对一个角色造成$6点伤害。",
                     "Deal $6 damage.", "造成$6点伤害。", "generated (en)", "official (zh)"):
        assert expected in out


def test_cards_show_refuses_an_unknown_card(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "show", "NO_SUCH_CARD"]) == 2
    err = capsys.readouterr().err
    assert "'NO_SUCH_CARD' is not a known card id" in err and "Traceback" not in err
