"""The record a language's phrase book fills: the words the renderers look up, by what they name."""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from hsfp.core import dsl
from hsfp.core.dsl import Side
from hsfp.core.tags import EventKind, Tag


class Forms(NamedTuple):
    """A word in its singular and plural forms (the same word twice where the language does not inflect)."""

    one: str
    many: str


@dataclass(frozen=True)
class Book:
    """One language's words: keywords, tags, races, card types, zones, classes, relations and the like."""

    keywords: dict[Tag, str]  # the printed keywords, and tags a card shows as a rule line
    tag_words: dict[Tag, str]  # what a tag's value is called ("Attack", "cards drawn")
    races: dict[int, Forms]
    schools: dict[int, Forms]  # a spell of a school ("Fire spell")
    types: dict[int, Forms]  # card types
    zones: dict[int, str]
    classes: dict[int, str]
    numerals: tuple[str, ...]  # zero to ten spelt out
    measures: dict[str, str]  # the measure word a head noun counts with (Chinese)
    card: Forms  # what a card of no known type is called
    minion: Forms  # what a minion of no known race is called
    character: Forms
    entity: str  # what an event's entity is called when the event is unknown
    event_nouns: dict[EventKind, str]  # what an event's entity is ("minion" for a summon)
    player_verbs: dict[EventKind, Forms]  # what a player does in an event (base form, third person)
    subject_verbs: dict[EventKind, str]  # what befalls an event's entity ("takes damage")
    possessives: dict[Side, str]  # "your", "your opponent's"
    players: dict[Side, str]  # "you", "your opponent"
    weapons: dict[Side, str]
    hero_powers: dict[Side, str]
    whose_class: dict[dsl.Whose, str]  # a pool's class relative to its controller
    relations: dict[dsl.Relation, str]  # a pool's Cost bound, with `{n}` for the number
    comparisons: dict[dsl.Relation, str]  # how one amount compares with another ("is more than")
    printings: dict[str, str]  # a card-id prefix's set name
    card_sets: dict[int, str]  # a HearthSim card set's name
    bonus_times: dict[int, str]  # how many times Spell Damage counts
    fixed: dict[type, str]  # nodes that always read the same ("the last card drawn")
    adjectives: dict[type, tuple[str, str]]  # conditions read as an adjective, with their clause about "it"
    qualifiers: dict[type, str]  # conditions read as a qualifier ("with Deathrattle")
    clauses: dict[type, str]  # conditions read as a clause ("it is your turn")
    verbs: dict[type, str]  # effects read as a verb and their object ("destroy")
