"""The Simplified Chinese phrase book: the words the renderers look up when the text is Chinese."""

from __future__ import annotations

from cards.text.book import Book, Forms
from hsfp.core import dsl
from hsfp.core.dsl import Side
from hsfp.core.tags import CardClass, CardType, EventKind, Race, SpellSchool, Tag, Zone


def _same(word: str) -> Forms:
    """Returns a word whose plural is itself."""
    return Forms(word, word)


_KEYWORDS: dict[Tag, str] = {
    Tag.TAUNT: "嘲讽", Tag.DIVINE_SHIELD: "圣盾", Tag.CHARGE: "冲锋", Tag.RUSH: "突袭", Tag.STEALTH: "潜行",
    Tag.POISONOUS: "剧毒", Tag.LIFESTEAL: "吸血", Tag.WINDFURY: "风怒", Tag.MEGA_WINDFURY: "超级风怒",
    Tag.FROZEN: "冻结", Tag.IMMUNE: "免疫", Tag.ELUSIVE: "扰魔", Tag.REBORN: "复生", Tag.CANT_ATTACK: "无法攻击",
    Tag.SECRET: "奥秘", Tag.IMMUNE_WHILE_ATTACKING: "攻击时免疫", Tag.SILENCED: "沉默", Tag.DORMANT: "休眠",
}

BOOK = Book(
    # A rule line (Brann's) reads as a keyword but is no tag value: its tag word stays the tag's name.
    keywords={**_KEYWORDS, Tag.EXTRA_BATTLECRIES: "你的战吼会触发两次"},
    tag_words={
        Tag.ATK: "攻击力", Tag.HEALTH: "生命值", Tag.COST: "法力值消耗", Tag.DAMAGE: "所受伤害", Tag.ARMOR: "护甲值",
        Tag.DURABILITY: "耐久度", Tag.SPELLPOWER: "法术伤害", Tag.OVERLOAD: "过载", Tag.MANA: "法力值",
        Tag.MANA_CRYSTALS: "法力水晶", Tag.CARDS_PLAYED_THIS_TURN: "本回合使用的牌数",
        Tag.MINIONS_PLAYED_THIS_TURN: "本回合使用的随从数", Tag.SPELLS_CAST_THIS_TURN: "本回合施放的法术数",
        Tag.CARDS_DRAWN: "抽牌数", Tag.MINIONS_DIED: "死亡的随从数", **_KEYWORDS,
        Tag.TOTEMS_SUMMONED: "本局对战中召唤的图腾数",
    },
    races={
        Race.BEAST: _same("野兽"), Race.MURLOC: _same("鱼人"), Race.DEMON: _same("恶魔"), Race.TOTEM: _same("图腾"),
        Race.MECHANICAL: _same("机械"), Race.PIRATE: _same("海盗"), Race.DRAGON: _same("龙"),
        Race.ELEMENTAL: _same("元素"), Race.UNDEAD: _same("亡灵"), Race.NAGA: _same("纳迦"),
        Race.QUILBOAR: _same("野猪人"), Race.ALL: _same("全部类型的随从"),
    },
    schools={
        SpellSchool.ARCANE: _same("奥术法术"), SpellSchool.FIRE: _same("火焰法术"),
        SpellSchool.FROST: _same("冰霜法术"), SpellSchool.NATURE: _same("自然法术"),
        SpellSchool.HOLY: _same("神圣法术"), SpellSchool.SHADOW: _same("暗影法术"), SpellSchool.FEL: _same("邪能法术"),
    },
    types={
        CardType.MINION: _same("随从"), CardType.SPELL: _same("法术"), CardType.WEAPON: _same("武器"),
        CardType.HERO: _same("英雄"), CardType.ENCHANTMENT: _same("附魔"), CardType.HERO_POWER: _same("英雄技能"),
        CardType.LOCATION: _same("地标"),
    },
    zones={
        Zone.HAND: "手牌", Zone.DECK: "牌库", Zone.PLAY: "战场", Zone.GRAVEYARD: "墓地", Zone.SECRET: "奥秘",
        Zone.SETASIDE: "移除区", Zone.REMOVEDFROMGAME: "移出游戏的牌",
    },
    classes={
        CardClass.DEATHKNIGHT: "死亡骑士", CardClass.DRUID: "德鲁伊", CardClass.HUNTER: "猎人", CardClass.MAGE: "法师",
        CardClass.PALADIN: "圣骑士", CardClass.PRIEST: "牧师", CardClass.ROGUE: "潜行者", CardClass.SHAMAN: "萨满祭司",
        CardClass.WARLOCK: "术士", CardClass.WARRIOR: "战士", CardClass.DREAM: "梦境", CardClass.NEUTRAL: "中立",
        CardClass.DEMONHUNTER: "恶魔猎手",
    },
    numerals=("零", "一", "两", "三", "四", "五", "六", "七", "八", "九", "十"),
    measures={"牌": "张", "法术": "个", "武器": "把", "奥秘": "个", "过载牌": "张"},
    card=_same("牌"),
    minion=_same("随从"),
    character=_same("角色"),
    entity="实体",
    event_nouns={
        EventKind.DAMAGE: "角色", EventKind.HEAL: "角色", EventKind.SUMMON: "随从", EventKind.AFTER_SUMMON: "随从",
        EventKind.DEATH: "随从", EventKind.AFTER_DEATH: "随从", EventKind.PLAY_CARD: "牌", EventKind.AFTER_PLAY: "牌",
        EventKind.DRAW: "牌", EventKind.SPELL_CAST: "法术", EventKind.AFTER_SPELL: "法术", EventKind.ATTACK: "角色",
        EventKind.PROPOSED_ATTACK: "角色", EventKind.AFTER_ATTACK: "角色", EventKind.FROZEN: "角色",
        EventKind.WEAPON_EQUIPPED: "武器", EventKind.CARD_ADDED: "牌", EventKind.DISCARD: "牌",
        EventKind.OVERLOADED: "过载牌",
    },
    player_verbs={
        EventKind.PLAY_CARD: _same("使用"), EventKind.AFTER_PLAY: _same("使用"), EventKind.SPELL_CAST: _same("施放"),
        EventKind.AFTER_SPELL: _same("施放"), EventKind.SUMMON: _same("召唤"), EventKind.AFTER_SUMMON: _same("召唤"),
        EventKind.DRAW: _same("抽"), EventKind.DISCARD: _same("弃掉"), EventKind.WEAPON_EQUIPPED: _same("装备"),
        EventKind.OVERLOADED: _same("使用"),
    },
    subject_verbs={
        EventKind.DAMAGE: "受到伤害", EventKind.HEAL: "获得治疗", EventKind.DEATH: "死亡",
        EventKind.AFTER_DEATH: "死亡", EventKind.ATTACK: "攻击", EventKind.PROPOSED_ATTACK: "攻击",
        EventKind.AFTER_ATTACK: "攻击",
        EventKind.DIVINE_SHIELD_LOST: "失去圣盾", EventKind.FROZEN: "被冻结", EventKind.SILENCE: "被沉默",
        EventKind.TRANSFORM: "被变形", EventKind.CONTROL_CHANGED: "更换控制者", EventKind.ENCHANTMENT_ADDED: "获得附魔",
        EventKind.ENCHANTMENT_REMOVED: "失去附魔", EventKind.RETURNED_TO_HAND: "被移回手牌",
        EventKind.SHUFFLED: "被洗入牌库", EventKind.CARD_BURNED: "被烧毁", EventKind.CARD_ADDED: "被置入手牌",
        EventKind.DESTROYED: "被消灭", EventKind.SECRET_REVEALED: "被揭示", EventKind.ARMOR_GAINED: "获得护甲值",
        EventKind.SUMMON_FAILED: "召唤失败", EventKind.MANA_GAINED: "获得法力值", EventKind.HERO_POWER: "被使用",
        EventKind.FATIGUE: "受到疲劳伤害",
    },
    possessives={Side.FRIENDLY: "你的", Side.ENEMY: "对手的", Side.ANY: "每个玩家的"},
    players={Side.FRIENDLY: "你", Side.ENEMY: "你的对手", Side.ANY: "每个玩家"},
    weapons={Side.FRIENDLY: "你的武器", Side.ENEMY: "对手的武器", Side.ANY: "双方的武器"},
    hero_powers={Side.FRIENDLY: "你的英雄技能", Side.ENEMY: "对手的英雄技能", Side.ANY: "双方的英雄技能"},
    whose_class={dsl.Whose.OWN: "你职业的", dsl.Whose.OPPONENT: "你对手职业的", dsl.Whose.ANOTHER: "其他职业的"},
    relations={
        dsl.Relation.LT: "法力值消耗小于{n}的", dsl.Relation.LE: "法力值消耗小于或等于{n}的",
        dsl.Relation.EQ: "法力值消耗为{n}的", dsl.Relation.NE: "法力值消耗不为{n}的",
        dsl.Relation.GE: "法力值消耗大于或等于{n}的", dsl.Relation.GT: "法力值消耗大于{n}的",
    },
    comparisons={
        dsl.Relation.LT: "小于", dsl.Relation.LE: "小于或等于", dsl.Relation.EQ: "等于", dsl.Relation.NE: "不等于",
        dsl.Relation.GE: "大于或等于", dsl.Relation.GT: "大于",
    },
    card_sets={1637: "核心", 1646: "经典"},
    printings={"VAN_": "怀旧", "CORE_": "核心"},
    bonus_times={2: "翻倍", 3: "变为三倍"},
    fixed={
        dsl.LastSummoned: "最后被召唤的随从", dsl.LastDrawn: "最后抽到的牌", dsl.ProposedDefender: "被攻击的角色",
        dsl.ProposedAttacker: "攻击者", dsl.Host: "该随从", dsl.EventAmount: "该数值", dsl.SpentMana: "所消耗的法力值",
    },
    adjectives={
        dsl.Damaged: ("受伤的", "它受到了伤害"), dsl.Dead: ("已死亡的", "它死亡"),
        dsl.IsHost: ("被附魔的", "它是被附魔的随从"),
    },
    qualifiers={dsl.HasDeathrattle: "具有亡语的", dsl.MadeDuringGame: "开局时不在其中的"},
    clauses={
        dsl.BoardSpace: "你的战场上有空位", dsl.MyTurn: "在你的回合", dsl.EventPlayerFriendly: "是你",
        dsl.ComboActive: "你在本回合中使用过其他牌",
    },
    verbs={
        dsl.Destroy: "消灭", dsl.DrawThis: "抽取", dsl.Mill: "弃掉", dsl.Freeze: "冻结", dsl.Silence: "沉默",
        dsl.Counter: "反制",
    },
)

# Combo cards, healing history, the chosen target (CORE Priest and Rogue)
BOOK.qualifiers[dsl.HasCombo] = "具有连击的"
BOOK.tag_words[Tag.HEALING_DONE_THIS_TURN] = "本回合造成的治疗量"
BOOK.tag_words[Tag.HERO_HEALED_THIS_TURN] = "英雄本回合受到的治疗量"
BOOK.fixed[dsl.ChosenTarget] = "所选目标"


# -------------------------------------------------------------------------------------------- Outcast

BOOK.keywords.update({Tag.OUTCAST: "流放", Tag.ATTACKS_IGNORE_TAUNT: "所有友方角色的攻击无视嘲讽"})
BOOK.tag_words[Tag.OUTCAST] = "流放"
BOOK.clauses[dsl.PlayedOutcast] = "此牌是从你手牌的最左边或最右边打出的"


# ------------------------------------------------------------------ Corpses, Reborn (the Death Knight's set)

BOOK.fixed[dsl.SpentCorpses] = "所消耗的残骸数"
BOOK.keywords.update({Tag.DOUBLE_CORPSES: "你获得的残骸数量翻倍", Tag.LEAVES_NO_CORPSE: "不会留下残骸"})
BOOK.tag_words[Tag.CORPSES] = "残骸"
BOOK.tag_words[Tag.WEAPON_KILL] = "霜之哀伤击杀标记"


# ------------------------------------------------------- CORE, Druid and Hunter: Choose One combined

BOOK.keywords[Tag.CHOOSE_BOTH] = "你的抉择牌会同时拥有两种效果"
