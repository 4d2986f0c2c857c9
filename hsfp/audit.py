"""Audits of the card pool: how much of each card set is defined (`coverage`), how much of each preset deck
(`decks_table`), and a smoke test that fires every behaviour of every defined card and reports what breaks
(`smoke`).

The smoke builds positions with `hsfp.testing` and, per card: plays it from hand with every legal target
and choice (after another card, for a Combo); puts it in play (or in hand and deck, for triggers that
listen there) and runs two turns of activity around it (minions of every type it names summoned, spells
cast, characters damaged, healed and frozen, hero powers used, attacks both ways, a weapon and a secret
played, friendly and enemy minions destroyed), then destroys it to fire its Deathrattle; silences it,
returns it to hand and plays it again to switch its auras off and on. A hero power is used with every
target. Enchantments and tokens are exercised through the cards that attach or summon them.

Findings, per card: *exceptions* (an action raised), *problems* (`hsfp.validation.problems` after a
step, or a legal action refused) and *unhandled* (an effect, selector or condition node with no
interpreter, a Special name not registered, a card id named but not defined, a trigger or Deathrattle that
never fired in the whole smoke, a behaviour that could never be played).
"""

from __future__ import annotations

import time
import traceback
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from rich.table import Table

import hsfp.api as api
from cards import query
from cards.facts import all_facts
from hsfp import testing
from hsfp.core import dsl
from hsfp.core.actions import Action, Attack, EndTurn, HeroPower, PlayCard
from hsfp.core.dsl import CardDef, TriggerDef
from hsfp.core.registry import definition, is_defined, register, unregister
from hsfp.core.state import DEATHRATTLE, PLAYER_ENTITY, GameState
from hsfp.core.tags import CardType, EventKind, Race, SpellSchool, Status, Tag, Zone, column
from hsfp.decks import Format, Preset
from hsfp.validation import problems
from reducers import effects as _effects
from reducers import query as _query
from reducers.auras import refresh
from reducers.enchant import attach
from reducers.fold import ItemKind
from reducers.legal import validate

# ---------------------------------------------------------------------------------------- coverage

#: The set listed first by `coverage`: the cards of the Classic format.
FIRST_SET = "VANILLA"


@dataclass(frozen=True)
class SetCoverage:
    """How many collectible cards of one card set are defined, and which are missing (id, name)."""

    name: str
    total: int
    defined: tuple[str, ...]
    missing: tuple[tuple[str, str], ...]


def coverage(db: dict[str, Any] | None = None) -> tuple[SetCoverage, ...]:
    """Returns the coverage of VANILLA and of each other set with a defined collectible card (HearthSim's db)."""
    if db is None:
        from cards.hsdata import database

        db = database()
    by_set: dict[str, list[Any]] = {}
    for card in db.values():
        if card.collectible:
            by_set.setdefault(card.card_set.name, []).append(card)
    out: list[SetCoverage] = []
    for name in sorted(by_set, key=lambda n: (n != FIRST_SET, n)):
        cards = sorted(by_set[name], key=lambda c: c.id)
        defined = tuple(c.id for c in cards if is_defined(c.id))
        if name != FIRST_SET and not defined:
            continue
        missing = tuple((c.id, str(c.name)) for c in cards if not is_defined(c.id))
        out.append(SetCoverage(name, len(cards), defined, missing))
    return tuple(out)


def format_coverage(fmt: Format, db: dict[str, Any] | None = None) -> tuple[SetCoverage, ...]:
    """Returns the coverage of a format: each card set it holds (of HearthSim's collectible cards), then the
    whole format as one row named after it."""
    if db is None:
        from cards.hsdata import database

        db = database()
    by_set: dict[str, list[Any]] = {}
    for card in db.values():
        if card.collectible and fmt.holds(int(card.card_set)):
            by_set.setdefault(card.card_set.name, []).append(card)
    out: list[SetCoverage] = []
    every: list[Any] = []
    for name in sorted(by_set):
        cards = sorted(by_set[name], key=lambda c: c.id)
        every += cards
        out.append(SetCoverage(name, len(cards), tuple(c.id for c in cards if is_defined(c.id)),
                               tuple((c.id, str(c.name)) for c in cards if not is_defined(c.id))))
    defined = tuple(c for s in out for c in s.defined)
    missing = tuple(m for s in out for m in s.missing)
    return (*out, SetCoverage(f"{fmt.title} (all)", len(every), defined, missing))


# ------------------------------------------------------------------------------------------ tool cards

_ENEMY_MINION = dsl.Minions(dsl.Side.ANY)
_ANY_CHARACTER = dsl.Characters(dsl.Side.ANY)


def _minion(card_id: str, atk: int, health: int, race: int = 0, tags: tuple[tuple[Tag, int], ...] = ()) -> CardDef:
    return CardDef(card_id, f"Audit {card_id[6:].title()}", CardType.MINION, atk=atk, health=health, race=race,
                   tags=tags)


def _spell(card_id: str, effect: dsl.Effect | None, target: dsl.Selector | None = None) -> CardDef:
    return CardDef(card_id, f"Audit {card_id[6:].title()}", CardType.SPELL, target=target, play=effect)


#: Cards the smoke uses to act around the card under test (0 mana; registered only while it runs).
TOOLS: tuple[CardDef, ...] = (
    _minion("AUDIT_MINION", 2, 3),
    _minion("AUDIT_BIG", 7, 7),
    _minion("AUDIT_SHIELD", 3, 3, tags=((Tag.DIVINE_SHIELD, 1),)),
    _minion("AUDIT_TAUNT", 1, 4, tags=((Tag.TAUNT, 1),)),
    _minion("AUDIT_STEALTH", 2, 2, tags=((Tag.STEALTH, 1),)),
    *(_minion(f"AUDIT_RACE_{int(r)}", 2, 3, race=int(r)) for r in Race if r != Race.INVALID),
    CardDef("AUDIT_WEAPON", "Audit Weapon", CardType.WEAPON, atk=1, durability=3),
    _spell("AUDIT_SPELL", None),
    _spell("AUDIT_PING", dsl.Damage(dsl.Target(), 1), _ANY_CHARACTER),
    _spell("AUDIT_HEAL", dsl.Heal(dsl.Target(), 2), _ANY_CHARACTER),
    _spell("AUDIT_FREEZE", dsl.Freeze(dsl.Target()), _ANY_CHARACTER),
    _spell("AUDIT_DESTROY", dsl.Destroy(dsl.Target()), _ENEMY_MINION),
    _spell("AUDIT_SILENCE", dsl.Silence(dsl.Target()), _ENEMY_MINION),
    _spell("AUDIT_BOUNCE", dsl.ReturnToHand(dsl.Target()), _ENEMY_MINION),
    _spell("AUDIT_BREAK", dsl.Destroy(dsl.Weapons(dsl.Side.ANY))),
    _spell("AUDIT_SUMMON", dsl.Summon("AUDIT_MINION")),
    _spell("AUDIT_DISCARD", dsl.Discard(1)),
    CardDef("AUDIT_OVERLOAD", "Audit Overload", CardType.SPELL, tags=((Tag.OVERLOAD, 1),)),
    *(CardDef(cid, "Audit Secret", CardType.SPELL, tags=((Tag.SECRET, 1),), triggers=(
        TriggerDef(EventKind.PLAY_CARD, dsl.Seq(()), zones=(Zone.SECRET,), secret=True),))
      for cid in ("AUDIT_SECRET", "AUDIT_SECRET_2")),
)
# Spell schools (CORE, Mage and Paladin): a spell of each school, for "after you cast a Holy spell"
TOOLS = (*TOOLS, *(CardDef(f"AUDIT_SCHOOL_{int(school)}", "Audit School", CardType.SPELL,
                           tags=((Tag.SPELL_SCHOOL, int(school)),)) for school in SpellSchool if school))


@contextmanager
def tools_registered() -> Iterator[None]:
    """Registers the tool cards for the duration of a `with` block (those not already defined)."""
    added = [d for d in TOOLS if not is_defined(d.card_id)]
    register(*added)
    try:
        yield
    finally:
        for d in added:
            unregister(d.card_id)


# -------------------------------------------------------------------------------------------- report


@dataclass
class CardSmoke:
    """What the smoke found for one card: findings by kind (each distinct message once)."""

    card_id: str
    scenarios: int = 0
    actions: int = 0
    exceptions: dict[str, None] = field(default_factory=dict)
    problems: dict[str, None] = field(default_factory=dict)
    unhandled: dict[str, None] = field(default_factory=dict)

    @property
    def clean(self) -> bool:
        """Returns whether nothing was found."""
        return not (self.exceptions or self.problems or self.unhandled)


@dataclass(frozen=True)
class SmokeReport:
    """The smoke over a set of cards: per card findings (cards with triggers named by others included)."""

    cards: tuple[CardSmoke, ...]
    smoked: int
    seconds: float
    triggers_observed: bool

    @property
    def exceptions(self) -> int:
        """Returns how many distinct exceptions were found in all."""
        return sum(len(c.exceptions) for c in self.cards)

    @property
    def problems(self) -> int:
        """Returns how many distinct invalid-state findings or refused legal actions there were in all."""
        return sum(len(c.problems) for c in self.cards)

    @property
    def unhandled(self) -> int:
        """Returns how many distinct unhandled findings there were in all."""
        return sum(len(c.unhandled) for c in self.cards)

    @property
    def actions(self) -> int:
        """Returns how many actions the smoke took."""
        return sum(c.actions for c in self.cards)

    @property
    def ok(self) -> bool:
        """Returns whether nothing at all was found."""
        return self.exceptions == self.problems == self.unhandled == 0

    def summary(self) -> str:
        """Returns the one-line summary of the smoke."""
        scenarios = sum(c.scenarios for c in self.cards)
        return (f"smoke: {self.smoked} cards, {scenarios} scenarios, {self.actions} actions in "
                f"{self.seconds:.1f} s: {self.exceptions} exceptions, {self.problems} problems, "
                f"{self.unhandled} unhandled")


# ---------------------------------------------------------------------------------- which cards


def smokeable(d: CardDef) -> bool:
    """Returns whether the smoke exercises a card itself (heroes and enchantments go through others)."""
    return d.card_type not in (CardType.HERO, CardType.ENCHANTMENT) and not d.card_id.startswith("AUDIT_")


def basic_cards() -> tuple[str, ...]:
    """Returns the Basic cards, the nine hero powers and every card they refer to, by id."""
    facts = all_facts()
    roots = [d.card_id for d in query.definitions() if d.collectible and d.card_id in facts
             and facts[d.card_id]["rarity"] == 2 and facts[d.card_id]["set"] == facts["VAN_CS2_029"]["set"]]
    roots += [definition(f"HERO_0{i}").hero_power for i in range(1, 10) if is_defined(f"HERO_0{i}")]
    return query.closure(roots)


# -------------------------------------------------------------------------------------- static checks

_CARD_FIELDS = ("card", "pool", "enchantment", "choose_one", "hero_power", "overflow_card")


def static_findings(d: CardDef) -> list[str]:
    """Returns what in a definition the engine cannot run (nodes, Special names, card ids), one line each."""
    out: list[str] = []
    for node in query.walk(d):
        kind = type(node)
        if isinstance(node, dsl.Effect) and kind not in _effects._RUN:
            out.append(f"no interpreter for effect {kind.__name__}")
        elif isinstance(node, dsl.Selector) and kind not in _query._SELECT:
            out.append(f"no interpreter for selector {kind.__name__}")
        elif isinstance(node, dsl.Condition) and kind not in _query._TEST:
            out.append(f"no interpreter for condition {kind.__name__}")
        if isinstance(node, dsl.Special) and node.name not in _effects.SPECIALS:
            out.append(f"Special {node.name!r} is not registered")
        for name in _CARD_FIELDS:
            value = getattr(node, name, None)
            ids = value if isinstance(value, tuple) else (value,)
            for cid in ids:
                if isinstance(cid, str) and cid and not is_defined(cid):
                    out.append(f"{type(node).__name__}.{name} names {cid}, which is not defined")
    return out


# ------------------------------------------------------------------------------------ trigger records


class _TriggerRecorder:
    """A fold watcher that notes (card id, trigger index; -1: Deathrattle) of each reaction that fires."""

    def __init__(self, fired: set[tuple[str, int]]) -> None:
        self.fired = fired

    def top(self, s: GameState) -> None:
        """Nothing to do at the top of a round."""

    def item(self, kind: ItemKind, detail: object, depth: int, before: GameState, after: GameState) -> None:
        """Records a trigger that fired."""
        if kind == ItemKind.TRIGGER and isinstance(detail, tuple) and detail[1]:
            q = detail[0]
            self.fired.add((before.cards[q.owner], q.reaction))


_RECORDER: list[_TriggerRecorder | None] = [None]


@contextmanager
def recording_triggers(fired: set[tuple[str, int]]) -> Iterator[bool]:
    """Returns a context recording (card id, trigger index; -1: Deathrattle) of each reaction that fires in
    the smoke's steps; it yields True (firing can be observed through the fold's watcher hook)."""
    previous = _RECORDER[0]
    _RECORDER[0] = _TriggerRecorder(fired)
    try:
        yield True
    finally:
        _RECORDER[0] = previous


# ------------------------------------------------------------------------------------------ the smoke


class _Stop(Exception):
    """Ends a scenario (after an exception, a refused action or the end of the game)."""


def _origin(e: BaseException) -> str:
    frames = [f for f in traceback.extract_tb(e.__traceback__) if "/hsfp/" in f.filename
              or "/reducers/" in f.filename or "/cards/" in f.filename]
    if not frames:
        return ""
    f = frames[-1]
    path = f.filename.rsplit("/", 2)
    return f" at {'/'.join(path[-2:])}:{f.lineno} in {f.name}"


def _minions(s: GameState, p: int) -> tuple[int, ...]:
    return api.zone(s, p, Zone.PLAY)


class _Smoke:
    """Runs the scenarios of one card and writes its findings."""

    def __init__(self, card: CardSmoke, races: tuple[int, ...]) -> None:
        self.card = card
        self.races = races
        self.where = ""

    # -- acting

    def act(self, s: GameState, action: Action) -> GameState:
        """Returns the state after a legal action and any pending pick (first option); raises _Stop."""
        if s.status == Status.OVER:
            raise _Stop
        try:
            result = api.step(s, action, _RECORDER[0])
        except Exception as e:
            self.card.exceptions[f"{self.where}: {action!r} raised {type(e).__name__}: {str(e)[:160]}"
                                 f"{_origin(e)}"] = None
            raise _Stop from None
        t = result.value_or(None)
        if t is None:
            rej = result.failure()
            self.card.problems[f"{self.where}: legal {action!r} refused: {rej.code.value}: {rej.reason}"] = None
            raise _Stop
        self.card.actions += 1
        s = t.state
        try:
            found = problems(s)
        except Exception as e:
            found = [f"the validator raised {type(e).__name__}: {e}"]
        for p in found:
            self.card.problems[f"{self.where}: after {type(action).__name__}: {p}"] = None
        if found:
            raise _Stop
        for _ in range(8):
            if s.pending is None or s.status == Status.OVER:
                break
            s = self.act(s, api.legal_actions(s)[0])
        return s

    def try_act(self, s: GameState, action: Action) -> GameState:
        """Returns the state after an action if it is legal now, else the state unchanged."""
        if s.status == Status.OVER:
            raise _Stop
        if s.pending is not None or validate(s, action) is not None:
            return s
        return self.act(s, action)

    def cast(self, s: GameState, p: int, tool: str, target: int | None = None) -> GameState:
        """Returns the state after player p plays a tool card (at a target), if that is legal now."""
        if s.current != p or s.pending is not None or s.status == Status.OVER:
            return s
        if target is not None and not (4 <= target < len(s.rows)):
            return s
        s2, e = testing.put(s, p, tool, Zone.HAND)
        action = PlayCard(e, target)
        if validate(s2, action) is not None:
            return s
        return self.act(s2, action)

    def attack(self, s: GameState, attacker: int, at_hero: bool = False) -> GameState:
        """Returns the state after a character attacks (an enemy minion first unless `at_hero`), if it can."""
        if s.status == Status.OVER or s.pending is not None or not api.can_attack(s, attacker):
            return s
        targets = api.attack_targets(s, attacker)
        if not targets:
            return s
        heroes = [t for t in targets if s.rows[t][Tag.CARDTYPE] == CardType.HERO]
        minions = [t for t in targets if t not in heroes]
        order = (heroes + minions) if at_hero else (minions + heroes)
        return self.act(s, Attack(attacker, order[0]))

    def power(self, s: GameState, p: int) -> GameState:
        """Returns the state after player p uses the hero power (at an enemy if it aims), if it can."""
        if s.current != p or s.pending is not None:
            return s
        powers = [a for a in api.legal_actions(s) if isinstance(a, HeroPower)]
        if not powers:
            return s
        enemy = set(_minions(s, 1 - p)) | {api.hero(s, 1 - p)}
        aimed = [a for a in powers if a.target in enemy]
        return self.act(s, (aimed or powers)[0])

    # -- the activity of a turn

    def turn(self, s: GameState, p: int, subject: int | None) -> GameState:
        """Returns the state after player p's turn of activity around the subject, ending the turn."""
        enemy = 1 - p
        s = self.cast(s, p, "AUDIT_MINION")
        for race in self.races:
            s = self.cast(s, p, f"AUDIT_RACE_{race}")
        s = self.cast(s, p, "AUDIT_SUMMON")
        s = self.cast(s, p, "AUDIT_SPELL")
        s = self.cast(s, p, "AUDIT_OVERLOAD")
        s = self.play_from_hand(s, p, subject)
        if subject is not None:
            s = self.cast(s, p, "AUDIT_PING", subject)
        shielded = [m for m in _minions(s, enemy) if s.rows[m][column(Tag.DIVINE_SHIELD)]]
        others = [m for m in _minions(s, enemy) if m != subject]
        if shielded or others:
            s = self.cast(s, p, "AUDIT_PING", (shielded or others)[0])
        s = self.cast(s, p, "AUDIT_PING", api.hero(s, enemy))
        s = self.cast(s, p, "AUDIT_PING", api.hero(s, p))
        if subject is not None:
            s = self.cast(s, p, "AUDIT_HEAL", subject)
        s = self.cast(s, p, "AUDIT_HEAL", api.hero(s, p))
        damaged = [m for m in _minions(s, p) if s.rows[m][column(Tag.DAMAGE)]]
        if damaged:
            s = self.cast(s, p, "AUDIT_HEAL", damaged[0])
        s = self.cast(s, p, "AUDIT_FREEZE", api.hero(s, enemy))
        s = self.power(s, p)
        if subject is not None and 4 <= subject < len(s.rows):
            s = self.attack(s, subject)
        for i, m in enumerate([m for m in _minions(s, p) if m != subject and api.can_attack(s, m)][:2]):
            s = self.attack(s, m, at_hero=i == 0)
        s = self.attack(s, api.hero(s, p))
        s = self.cast(s, p, "AUDIT_SECRET_2")
        friends = sorted((m for m in _minions(s, p) if m != subject), key=lambda m: not s.rows[m][Tag.RACE])
        if friends:
            s = self.cast(s, p, "AUDIT_DESTROY", friends[0])
        foes = [m for m in _minions(s, enemy) if m != subject]
        if len(foes) > 2:
            s = self.cast(s, p, "AUDIT_DESTROY", foes[0])
        if subject is None or subject != api.weapon(s, p):
            s = self.cast(s, p, "AUDIT_WEAPON")
        s = self.cast(s, p, "AUDIT_DISCARD")
        return self.try_act(s, EndTurn())

    def play_from_hand(self, s: GameState, p: int, subject: int | None) -> GameState:
        """Returns the state after player p plays the first card of their hand that is not a tool, if any."""
        if s.current != p or s.pending is not None:
            return s
        for a in api.legal_actions(s):
            if isinstance(a, PlayCard) and a.card != subject and not s.cards[a.card].startswith("AUDIT_"):
                return self.act(s, a)
        return s

    def activity(self, s: GameState, subject: int | None) -> GameState:
        """Returns the state after a turn of each player around the subject, its destruction and two turn ends."""
        s = self.turn(s, s.current, subject)
        s = self.turn(s, s.current, subject)
        if subject is not None and 4 <= subject < len(s.rows) and s.rows[subject][Tag.ZONE] == Zone.PLAY:
            if s.rows[subject][Tag.CARDTYPE] == CardType.WEAPON:
                s = self.cast(s, s.current, "AUDIT_BREAK")
            else:
                s = self.cast(s, s.current, "AUDIT_DESTROY", subject)
        s = self.try_act(s, EndTurn())
        return self.try_act(s, EndTurn())

    def scenario(self, name: str, run: Callable[[], object]) -> None:
        """Runs one scenario, catching the end of it."""
        self.where = name
        self.card.scenarios += 1
        try:
            run()
        except _Stop:
            pass
        except Exception as e:  # a failure of the smoke's own setup (putting a card, say)
            self.card.exceptions[f"{name}: setting up raised {type(e).__name__}: {str(e)[:160]}{_origin(e)}"] = None


# ------------------------------------------------------------------------------------------ positions


def position(kind: str, races: Iterable[int] = (), seed: int = 0, weapons: bool = True) -> GameState:
    """Returns a main-phase position of a kind ("rich", "crowded", "empty"), player 0 to act."""
    # rich: a few minions each, the races named, a divine shield, weapons unless told, three cards in hand and
    # a secret each; crowded: 6 and 7 minions with a Taunt and a Stealth, heroes at 18 health; empty: heroes
    # only and empty decks. The tool cards must be registered.
    if kind == "empty":
        return testing.scenario(seed=seed, decks=((), ()))
    s = testing.scenario(seed=seed)
    race_cards = [f"AUDIT_RACE_{r}" for r in races]
    if kind == "rich":
        mine = ["AUDIT_MINION", "AUDIT_BIG", *race_cards][:6]
        theirs = ["AUDIT_MINION", "AUDIT_BIG", "AUDIT_SHIELD", *race_cards][:7]
    else:
        mine = (["AUDIT_MINION", "AUDIT_BIG", *race_cards] + ["AUDIT_MINION"] * 6)[:6]
        theirs = (["AUDIT_TAUNT", "AUDIT_STEALTH", "AUDIT_BIG", "AUDIT_SHIELD", *race_cards]
                  + ["AUDIT_MINION"] * 7)[:7]
    for p, names in ((0, mine), (1, theirs)):
        for name in names:
            s, e = testing.put(s, p, name, Zone.PLAY)
            if name == "AUDIT_BIG":
                s = testing.set_tag(s, e, Tag.DAMAGE, 1)
        if weapons:
            s, _ = testing.put(s, p, "AUDIT_WEAPON", Zone.PLAY)
        if kind == "rich":
            for name in ("AUDIT_SPELL", "AUDIT_SPELL", "AUDIT_MINION"):
                s, _ = testing.put(s, p, name, Zone.HAND)
            s, _ = testing.put(s, p, "AUDIT_SECRET", Zone.SECRET)
        if kind == "crowded":
            s = testing.set_tag(s, api.hero(s, p), Tag.DAMAGE, 12)
    return s


POSITIONS = ("rich", "empty", "crowded")


def _races(d: CardDef) -> tuple[int, ...]:
    found = {int(n.race) for n in query.nodes(d) if isinstance(n, dsl.IsRace)}
    if d.race:
        found.add(int(d.race))
    return tuple(sorted(r for r in found if r))[:3]


def _plays(s: GameState, card: int) -> list[PlayCard]:
    """Returns the legal plays of a card in hand, one per (target, choice), the rightmost position."""
    seen: dict[tuple[int | None, int | None], PlayCard] = {}
    for a in api.legal_actions(s):
        if isinstance(a, PlayCard) and a.card == card:
            seen[(a.target, a.choice)] = a
    return list(seen.values())


def _played_subject(s: GameState, a: PlayCard) -> int | None:
    """Returns what a play leaves to exercise: the card if it stays in play, else the target it aimed at."""
    r = s.rows[a.card]
    if r[Tag.ZONE] == Zone.PLAY and r[Tag.CARDTYPE] in (CardType.MINION, CardType.WEAPON):
        return a.card
    if a.target is not None and s.rows[a.target][Tag.ZONE] == Zone.PLAY:
        return a.target
    return None


def _has_play(d: CardDef) -> bool:
    return any(x is not None for x in (d.battlecry, d.combo, d.play)) or bool(d.choose_one) or d.card_type in (
        CardType.MINION, CardType.WEAPON) or any(t.secret for t in d.triggers)


def _listens_in(d: CardDef, zone: Zone) -> bool:
    return any(zone in t.zones for t in d.triggers) or any(zone in a.zones for a in d.auras)


def smoke_card(d: CardDef, card: CardSmoke) -> None:
    """Runs every scenario of one card, writing findings to `card`."""
    races = _races(d)
    sm = _Smoke(card, races)
    cid = d.card_id
    if d.card_type == CardType.HERO_POWER:
        _smoke_power(sm, cid, races)
        return
    played = False
    for kind in POSITIONS:
        base, e = testing.put(position(kind, races), 0, cid, Zone.HAND)
        plays = _plays(base, e)
        played = played or bool(plays)
        for i, a in enumerate(plays):
            def run(a: PlayCard = a, first: bool = kind == "rich" and i == 0, base: GameState = base) -> None:
                s = sm.act(base, a)
                if first:
                    sm.activity(s, _played_subject(s, a))
                else:  # a discard (what the card put in hand may react) and both turn ends
                    s = sm.cast(s, 0, "AUDIT_DISCARD")
                    s = sm.try_act(s, EndTurn())
                    sm.try_act(s, EndTurn())

            sm.scenario(f"play in {kind} {_describe(a)}", run)
    if d.combo is not None:
        base, e = testing.put(position("rich", races), 0, cid, Zone.HAND)
        after_one: list[GameState] = []
        sm.scenario("combo: another card played first", lambda: after_one.append(sm.cast(base, 0, "AUDIT_SPELL")))
        for a in _plays(after_one[0], e) if after_one else []:
            def combo(a: PlayCard = a) -> None:
                sm.try_act(sm.act(after_one[0], a), EndTurn())

            sm.scenario(f"combo {_describe(a)}", combo)
    if not played and _has_play(d):
        card.unhandled[f"could not be played in any position ({', '.join(POSITIONS)})"] = None
    if d.card_type in (CardType.MINION, CardType.WEAPON):
        _smoke_in_play(sm, cid, races, d)
    for zone in (Zone.HAND, Zone.DECK):
        if _listens_in(d, zone):
            def around(zone: Zone = zone) -> None:
                s, _ = testing.put(position("rich", races), 0, cid, zone)
                sm.activity(s, None)

            sm.scenario(f"in {zone.name.lower()}", around)
    if _listens_in(d, Zone.HAND) and any(t.on == EventKind.DISCARD for t in d.triggers):
        def discarded() -> None:
            # alone in the hand, so the discard takes it: its reaction to its own discard runs
            s, _ = testing.put(position("empty", races), 0, cid, Zone.HAND)
            sm.activity(sm.cast(s, 0, "AUDIT_DISCARD"), None)

        sm.scenario("discarded from hand", discarded)
    # Casts When Drawn (CORE, Druid and Hunter): a reaction in hand to its own draw
    if _listens_in(d, Zone.HAND) and any(t.on == EventKind.DRAW for t in d.triggers):
        def drawn() -> None:
            # on top of the deck, so the next turn's draw takes it
            s, _ = testing.put(position("rich", races), 0, cid, Zone.DECK)
            sm.activity(s, None)

        sm.scenario("drawn from the deck", drawn)
    # Spell schools (CORE, Mage and Paladin): a reaction in play to a spell of a school it names
    schools = sorted({int(n.school) for n in query.nodes(d) if isinstance(n, dsl.IsSchool)})
    if schools and d.card_type == CardType.MINION:
        def school_spells() -> None:
            s, _ = testing.put(position("rich", races), 0, cid, Zone.PLAY)
            for school in schools:
                s = sm.cast(s, 0, f"AUDIT_SCHOOL_{school}")
            sm.try_act(s, EndTurn())

        sm.scenario("spells of its schools cast", school_spells)


def _describe(a: PlayCard) -> str:
    parts = [f"target {a.target}" if a.target is not None else "", f"choice {a.choice}" if a.choice is not None else ""]
    return "(" + ", ".join(p for p in parts if p) + ")" if any(parts) else ""


def _smoke_in_play(sm: _Smoke, cid: str, races: tuple[int, ...], d: CardDef) -> None:
    def board() -> None:
        # (putting a weapon over another leaves the old one out of every zone list: start unarmed)
        s, e = testing.put(position("rich", races, weapons=d.card_type != CardType.WEAPON), 0, cid, Zone.PLAY)
        sm.activity(s, e)

    sm.scenario("in play", board)
    if d.card_type != CardType.MINION:
        return

    def silenced() -> None:
        s, e = testing.put(position("rich", races), 0, cid, Zone.PLAY)
        s = sm.cast(s, 0, "AUDIT_SILENCE", e)
        s = sm.cast(s, 0, "AUDIT_DESTROY", e)
        sm.try_act(s, EndTurn())

    def bounced() -> None:
        s, e = testing.put(position("rich", races), 0, cid, Zone.PLAY)
        s = sm.cast(s, 0, "AUDIT_BOUNCE", e)  # its auras go off
        plays = _plays(s, e) if s.rows[e][Tag.ZONE] == Zone.HAND else []
        if plays:
            s = sm.act(s, plays[0])  # and on again
        sm.try_act(s, EndTurn())

    def enemy_side() -> None:
        s, e = testing.put(position("rich", races), 1, cid, Zone.PLAY)
        sm.activity(s, e)

    sm.scenario("silenced and destroyed", silenced)
    sm.scenario("returned to hand and played again", bounced)
    sm.scenario("in play for the opponent", enemy_side)


def _smoke_power(sm: _Smoke, cid: str, races: tuple[int, ...]) -> None:
    for kind in POSITIONS:
        s = position(kind, races)
        s, hp = testing.put(s, 0, cid, Zone.PLAY)
        base = testing.set_tag(s, PLAYER_ENTITY[0], Tag.HERO_POWER_ENTITY, hp)
        powers = [a for a in api.legal_actions(base) if isinstance(a, HeroPower)]
        for i, a in enumerate(powers):
            def run(a: HeroPower = a, first: bool = kind == "rich" and i == 0, base: GameState = base) -> None:
                s = sm.act(base, a)
                if first:
                    target = a.target if a.target is not None and s.rows[a.target][Tag.ZONE] == Zone.PLAY else None
                    sm.activity(s, target)
                else:
                    sm.try_act(s, EndTurn())

            sm.scenario(f"hero power in {kind}" + (f" (target {a.target})" if a.target is not None else ""), run)


def _smoke_enchantment(sm: _Smoke, cid: str) -> None:
    def hosted() -> None:
        s, host = testing.put(position("rich", ()), 0, "AUDIT_MINION", Zone.HAND)
        s = refresh(attach(s, host, cid, 0, host))
        sm.activity(sm.act(s, PlayCard(host)), host)

    sm.scenario("on a minion played from hand", hosted)


def _reactions(d: CardDef) -> list[tuple[int, str]]:
    out = [(i, f"trigger {i} ({EventKind(t.on).name})") for i, t in enumerate(d.triggers)]
    if d.deathrattle is not None:
        out.append((DEATHRATTLE, "Deathrattle"))
    return out


def smoke(card_ids: Iterable[str] | None = None, progress: Callable[[str], None] | None = None) -> SmokeReport:
    """Returns the smoke over the given cards (default: every defined card) and the cards they refer to."""
    # heroes and enchantments are not exercised themselves, but checked like every card referred to
    start = time.perf_counter()
    ids = sorted(set(card_ids) if card_ids is not None else {d.card_id for d in query.definitions()})
    targets = [definition(c) for c in ids if is_defined(c) and smokeable(definition(c))]
    covered = query.closure(ids)
    reports = {c: CardSmoke(c) for c in covered}
    fired: set[tuple[str, int]] = set()
    with tools_registered(), recording_triggers(fired) as observed:
        for d in targets:
            if progress is not None:
                progress(d.card_id)
            smoke_card(d, reports[d.card_id])
        if observed:
            # an enchantment whose reactions the cards giving it never reached (a Dark Gift chosen at
            # random) is tried on a minion of its own
            for c in covered:
                d = definition(c)
                if d.card_type == CardType.ENCHANTMENT and any((c, r) not in fired for r, _ in _reactions(d)):
                    _smoke_enchantment(_Smoke(reports[c], ()), c)
    for c in covered:
        d = definition(c)
        for msg in static_findings(d):
            reports[c].unhandled[msg] = None
        if observed:
            for reaction, label in _reactions(d):
                if (c, reaction) not in fired:
                    reports[c].unhandled[f"{label} never fired in the smoke"] = None
    return SmokeReport(tuple(reports[c] for c in covered), len(targets), time.perf_counter() - start, observed)


# -------------------------------------------------------------------------------------------- tables


def coverage_table(sets: tuple[SetCoverage, ...]) -> Table:
    """Returns the coverage as a rich table: per set, defined of total."""
    table = Table(title="collectible cards defined, per card set")
    for col, justify in (("set", "left"), ("defined", "right"), ("total", "right"), ("share", "right")):
        table.add_column(col, justify=justify)  # type: ignore[arg-type]
    for c in sets:
        # rounded down: a set one card short never reads 100%
        share = f"{100 * len(c.defined) // c.total}%" if c.total else "-"
        table.add_row(c.name, str(len(c.defined)), str(c.total), share)
    return table


def missing_lines(sets: tuple[SetCoverage, ...]) -> list[str]:
    """Returns one line per set naming its missing collectible cards (id and name)."""
    return [f"{c.name}: {len(c.missing)} missing: " + ", ".join(f"{cid} {name}" for cid, name in c.missing)
            for c in sets if c.missing]


def decks_table(decks: tuple[Preset, ...]) -> Table:
    """Returns the preset decks as a rich table: per deck, its class and how many of its cards (counting
    copies) the engine defines, lacks, or plays in an older printing."""
    table = Table(title="preset decks: cards the engine defines")
    for col, justify in (("deck", "left"), ("class", "left"), ("complete", "left"), ("defined", "right"),
                         ("missing", "right"), ("older printing", "right")):
        table.add_column(col, justify=justify)  # type: ignore[arg-type]
    for d in decks:
        older = sum(1 for n in d.names if n in d.older)
        table.add_row(d.name, d.card_class.name, "yes" if d.complete else "no", f"{len(d.cards)}/{len(d.names)}",
                      str(d.missing_copies), str(older))
    return table


def deck_lines(decks: tuple[Preset, ...]) -> list[str]:
    """Returns one line per preset deck naming the cards the engine lacks, and one naming those it plays
    in their Classic-format (`VAN_`) printing."""
    out = []
    for d in decks:
        if d.missing:
            out.append(f"{d.name}: {len(d.missing)} missing: {', '.join(d.missing)}")
        if d.older:
            out.append(f"{d.name}: {len(d.older)} in their VAN_ printing: {', '.join(d.older)}")
    return out


def smoke_table(report: SmokeReport, every_card: bool = False) -> Table:
    """Returns the smoke per card as a rich table (only the cards with findings unless `every_card`)."""
    table = Table(title=f"smoke: {report.smoked} cards exercised")
    for col, justify in (("card", "left"), ("name", "left"), ("scenarios", "right"), ("actions", "right"),
                         ("exceptions", "right"), ("problems", "right"), ("unhandled", "right")):
        table.add_column(col, justify=justify)  # type: ignore[arg-type]
    for c in report.cards:
        if every_card or not c.clean:
            name = definition(c.card_id).name if is_defined(c.card_id) else ""
            table.add_row(c.card_id, name, str(c.scenarios), str(c.actions), str(len(c.exceptions)),
                          str(len(c.problems)), str(len(c.unhandled)))
    return table


def finding_lines(report: SmokeReport) -> list[str]:
    """Returns every finding as a line: card id, kind, message."""
    return [f"{c.card_id} {kind}: {msg}" for c in report.cards
            for kind, found in (("exception", c.exceptions), ("problem", c.problems), ("unhandled", c.unhandled))
            for msg in found]


__all__ = [
    "FIRST_SET",
    "POSITIONS",
    "TOOLS",
    "CardSmoke",
    "SetCoverage",
    "SmokeReport",
    "basic_cards",
    "coverage",
    "coverage_table",
    "deck_lines",
    "decks_table",
    "finding_lines",
    "missing_lines",
    "position",
    "recording_triggers",
    "smoke",
    "smoke_card",
    "smoke_table",
    "smokeable",
    "static_findings",
    "tools_registered",
]
