"""Replays: a game as its inputs (seed, heroes, decks, rules, actions) plus the log of its random draws.

A seed alone does not survive a change of the engine: if a card starts drawing from a pool of a
different size, every later draw shifts. So a replay also records every draw the game made, as
(operation, domain size, result), the setup's and each step's, and verifying it compares the draws one
by one: the first divergent draw is named with both domain sizes (seed 000, ch. 28.3), before the final
state's hash is compared. That hash is `content_hash`, the same as `hsfp.state_hash`: one hash of the
state's canonical document (tags by name, not by column), so a replay outlives changes of the state's
layout and fails only when the game itself plays differently.

A replay document is read through the codec of `hsfp.serialize` and checked the same way: every field's
type and range, card ids that exist, decks within the size limit, rules that cannot raise the engine's
guard limits; anything else is a `DocumentError` naming the bad field.

>>> import hsfp
>>> from hsfp.replay import content_hash, record, verify
>>> deck = ["VAN_CS2_182"] * 30
>>> replay = record((deck, deck), ("HERO_08", "HERO_01"), seed=7, actions=[hsfp.Mulligan(), hsfp.Mulligan()])
>>> content_hash(verify(replay)) == replay.final_hash, len(replay.setup_draws) > 0
(True, True)
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, cast

from hsfp import api  # importing the API registers the cards
from hsfp.core import codec
from hsfp.core.actions import (
    Action,
    Attack,
    Choose,
    Concede,
    EndTurn,
    HeroPower,
    Mulligan,
    PlayCard,
    Trade,
    UseLocation,
)
from hsfp.core.codec import DocumentError
from hsfp.core.events import Draw
from hsfp.core.registry import CARDS
from hsfp.core.state import Builtin, GameState, Rules, state_hash
from hsfp.core.tags import LAYERED, N_ZONES, Tag, Zone, tag_of, value_of
from hsfp.serialize import MAX_ENTITIES, V1_TAGS, check_rules
from reducers.setup import MAX_DECK_SIZE, new_game_logged

FORMAT = "hsfp.replay"
#: Version 2 names types by their short registered names and hashes the final state with `state_hash`.
VERSION = 2
#: Bounds of a replay document: cards in a deck, actions, random draws in one step or in the setup.
MAX_DECK = MAX_DECK_SIZE  # what new_game accepts, so every game played can be saved
MAX_ACTIONS = 20_000
MAX_DRAWS = 20_000
_HASH = re.compile(r"[0-9a-f]{32}")
_ACTION_TYPES = (PlayCard, Attack, HeroPower, EndTurn, Choose, Mulligan, Concede, Trade, UseLocation)


class ReplayError(Exception):
    """A replay that does not reproduce its game."""


class ReplayDesync(ReplayError):
    """The replayed game drew differently from the recorded one; names the first divergent draw."""

    def __init__(self, step: int | None, action: object, index: int, recorded: Draw | None,
                 replayed: Draw | None) -> None:
        where = "the setup" if step is None else f"step {step} ({action!r})"
        super().__init__(f"RNG desync in {where} at draw {index}: recorded {_show(recorded)}, "
                         f"replayed {_show(replayed)}")
        self.step = step
        self.index = index
        self.recorded = recorded
        self.replayed = replayed


def _show(d: Draw | None) -> str:
    return "no draw" if d is None else f"{d.op} over a domain of {d.domain} (result {d.result})"


@dataclass(frozen=True)
class Replay:
    """A recorded game: its inputs, the draws of its setup and of each action, and its final hash."""

    seed: int
    heroes: tuple[str, str]
    decks: tuple[tuple[str, ...], tuple[str, ...]]
    rules: Rules
    actions: tuple[Action, ...]
    setup_draws: tuple[Draw, ...]
    draws: tuple[tuple[Draw, ...], ...]  # per action, in order
    final_hash: str  # content_hash of the final state
    version: int = VERSION  # of the document it was read from: version 1 hashed the final state otherwise

    def to_json(self) -> str:
        """Returns the replay as a JSON document (versioned; one action, and its draws, per line)."""
        head = {"format": FORMAT, "version": self.version, "seed": self.seed, "heroes": list(self.heroes),
                "final_hash": self.final_hash, "rules": codec.encode(self.rules)}
        lines = [f" {json.dumps(k)}: {json.dumps(v)}," for k, v in head.items()]

        def block(name: str, items: Iterable[object], last: bool = False) -> None:
            body = ",\n".join(f"  {json.dumps(x, separators=(',', ':'))}" for x in items)
            lines.append(f' "{name}": [\n{body}\n ]' + ("" if last else ","))

        block("decks", [list(d) for d in self.decks])
        block("setup_draws", [list(d) for d in self.setup_draws])
        block("actions", [codec.encode(a) for a in self.actions])
        block("draws", [[list(d) for d in step] for step in self.draws], last=True)
        return "{\n" + "\n".join(lines) + "\n}"

    @classmethod
    def from_json(cls, text: str) -> Replay:
        """Returns the replay a document made by `to_json` holds (of this version or version 1); raises
        DocumentError, naming the bad field, for anything else."""
        doc = codec.parse(text)
        if not isinstance(doc, dict) or doc.get("format") != FORMAT:
            raise DocumentError("not an hsfp replay")
        version = doc.get("version")
        if type(version) is not int or version not in (1, VERSION):
            raise DocumentError(f"replay version {codec._short(version)} is not supported (expected 1 or "
                                f"{VERSION})", "version")
        known = {"format", "version", "seed", "heroes", "final_hash", "rules", "decks", "setup_draws", "actions",
                 "draws"}
        if set(doc) != known:
            raise DocumentError(f"the fields are {sorted(known)}, not {sorted(map(str, doc))[:12]}")
        if version == 1:
            from hsfp.serialize import _v1_names

            doc = {k: _v1_names(v, k) if k in ("rules", "actions") else v for k, v in doc.items()}
        seed = _int(doc["seed"], "seed", -(10 ** codec.MAX_DIGITS), 10 ** codec.MAX_DIGITS)
        heroes = _cards(doc["heroes"], "heroes", 2, 2)
        decks = _list(doc["decks"], "decks", 2)
        if len(decks) != 2:
            raise DocumentError("there are two decks", "decks")
        d0, d1 = (_cards(d, f"decks[{i}]", 0, MAX_DECK) for i, d in enumerate(decks))
        rules = check_rules(doc["rules"], "rules")
        actions = tuple(_action(a, f"actions[{i}]") for i, a in enumerate(_list(doc["actions"], "actions",
                                                                                 MAX_ACTIONS)))
        steps = _list(doc["draws"], "draws", MAX_ACTIONS)
        final_hash = doc["final_hash"]
        if type(final_hash) is not str or not _HASH.fullmatch(final_hash):
            raise DocumentError("a final hash is 32 hex digits", "final_hash")
        return cls(seed, (heroes[0], heroes[1]), (d0, d1), rules, actions, _draws(doc["setup_draws"], "setup_draws"),
                   tuple(_draws(x, f"draws[{i}]") for i, x in enumerate(steps)), final_hash, version)

    def save(self, path: str | Path) -> Path:
        """Returns the path the replay was written to."""
        p = Path(path)
        p.write_text(self.to_json() + "\n", encoding="utf-8")
        return p

    @classmethod
    def load(cls, path: str | Path) -> Replay:
        """Returns the replay stored in a file."""
        p = Path(path)
        if p.stat().st_size > codec.MAX_TEXT:
            raise DocumentError(f"{p} is larger than {codec.MAX_TEXT} bytes")
        return cls.from_json(p.read_text(encoding="utf-8"))


def content_hash(state: GameState) -> str:
    """Returns the hash a replay records of its final state: `hsfp.state_hash`, one hash over the state's
    canonical document, which names tags rather than columns."""
    return state_hash(state)


#: What the hash of version-1 replays reads, by name: every tag of that layout in its order
#: (`serialize.V1_TAGS`; later ones, such as PLAY_ORDER, did not exist), then the computed value of each
#: layered tag (`tags.value_of`). Kept so replays recorded then still verify.
_V1_COLUMNS: tuple[tuple[str, Callable[[tuple[int, ...], int], int], Tag], ...] = tuple(
    (name, tag_of, Tag[name]) for name in V1_TAGS if name != "MODDED") + tuple(
    (f"{t.name}*", value_of, t) for t in LAYERED)


def _content_hash_v1(state: GameState) -> str:
    rows = state.rows
    entities = tuple((state.cards[e], tuple((n, int(v)) for n, read, t in _V1_COLUMNS if (v := read(rows[e], t))))
                     for e in range(1, len(rows)))
    zones = tuple((p, z.name, ids) for p in (0, 1) for z in Zone if (ids := state.zones[p * N_ZONES + z]))
    pending: Any = state.pending
    if pending is not None:  # version 1 held the kind and the phases as plain strings
        pending = pending._replace(kind=str(pending.kind.value))
    work = tuple(cast(Any, t)._replace(op=str(t.op.value)) if isinstance(t, Builtin) else t for t in state.work)
    doc = (entities, zones, state.enchantments, pending, work, state.queue, state.rng, state.turn,
           state.current, state.status, state.winner)
    return hashlib.blake2b(repr(doc).encode(), digest_size=16).hexdigest()


def _int(value: object, path: str, lo: int, hi: int) -> int:
    if type(value) is not int or not lo <= value <= hi:
        raise DocumentError(f"must be an integer in [{lo}, {hi}], not {codec._short(value)}", path)
    return value


def _list(value: object, path: str, most: int) -> list[Any]:
    if not isinstance(value, list):
        raise DocumentError(f"must be a list, not {type(value).__name__}", path)
    if len(value) > most:
        raise DocumentError(f"has {len(value)} items (at most {most})", path)
    return value


def _cards(value: object, path: str, least: int, most: int) -> tuple[str, ...]:
    items = _list(value, path, most)
    if len(items) < least:
        raise DocumentError(f"has {len(items)} items (at least {least})", path)
    for i, c in enumerate(items):
        if type(c) is not str or c not in CARDS:
            raise DocumentError(f"unknown card {codec._short(c)}", f"{path}[{i}]")
    return tuple(items)


def _action(doc: object, path: str) -> Action:
    action = codec.decode(doc, path)
    if not isinstance(action, _ACTION_TYPES):
        raise DocumentError(f"{codec._short(action)} is not an action", path)
    for name in getattr(action, "__dataclass_fields__", ()):
        v = getattr(action, name)
        for i, x in enumerate(v if type(v) is tuple else (v,)):
            if x is not None:
                _int(x, f"{path}.{name}" + (f"[{i}]" if type(v) is tuple else ""), -1, MAX_ENTITIES)
    return action


def _draws(rows: object, path: str) -> tuple[Draw, ...]:
    out = []
    for i, row in enumerate(_list(rows, path, MAX_DRAWS)):
        here = f"{path}[{i}]"
        if not (isinstance(row, list) and len(row) == 3 and type(row[0]) is str and len(row[0]) <= 64):
            raise DocumentError("a draw is [operation, domain, result]", here)
        out.append(Draw(row[0], _int(row[1], f"{here}[1]", 0, 1 << 62), _int(row[2], f"{here}[2]", -1, 1 << 62)))
    return tuple(out)


def new_game(decks: tuple[Sequence[str], Sequence[str]], heroes: tuple[str, str], seed: int,
             rules: Rules | None = None) -> tuple[GameState, tuple[Draw, ...]]:
    """Returns a new game and the random draws its setup made (what a replay records first)."""
    return new_game_logged(decks, heroes, seed, rules or Rules())


def record(decks: tuple[Sequence[str], Sequence[str]], heroes: tuple[str, str], seed: int,
           actions: Iterable[Action], rules: Rules | None = None) -> Replay:
    """Returns the replay of playing actions from a new game; raises ReplayError if one is refused."""
    rules = rules or Rules()
    state, setup_draws = new_game(decks, heroes, seed, rules)
    done: list[Action] = []
    draws: list[tuple[Draw, ...]] = []
    for i, action in enumerate(actions):
        result = api.step(state, action)
        t = result.value_or(None)
        if t is None:
            rej = result.failure()
            raise ReplayError(f"step {i} ({action!r}) was refused: {rej.code.value}: {rej.reason}")
        done.append(action)
        draws.append(t.draws)
        state = t.state
    return Replay(seed, heroes, (tuple(decks[0]), tuple(decks[1])), rules, tuple(done), setup_draws,
                  tuple(draws), content_hash(state))


def _compare(recorded: tuple[Draw, ...], replayed: tuple[Draw, ...], step: int | None, action: object) -> None:
    if recorded == replayed:
        return
    for k in range(max(len(recorded), len(replayed))):
        a = recorded[k] if k < len(recorded) else None
        b = replayed[k] if k < len(replayed) else None
        if a != b:
            raise ReplayDesync(step, action, k, a, b)


def verify(replay: Replay) -> GameState:
    """Returns the final state of a replay played again; raises ReplayDesync at the first divergent draw,
    ReplayError if an action is refused or the final state hash differs."""
    if len(replay.draws) != len(replay.actions):
        raise ReplayError(f"the replay has {len(replay.actions)} actions but draws for {len(replay.draws)}")
    state, setup_draws = new_game(replay.decks, replay.heroes, replay.seed, replay.rules)
    _compare(replay.setup_draws, setup_draws, None, None)
    for i, (action, recorded) in enumerate(zip(replay.actions, replay.draws, strict=True)):
        result = api.step(state, action)
        t = result.value_or(None)
        if t is None:
            rej = result.failure()
            raise ReplayError(f"step {i} ({action!r}) was refused: {rej.code.value}: {rej.reason}")
        _compare(recorded, t.draws, i, action)
        state = t.state
    h = content_hash(state) if replay.version != 1 else _content_hash_v1(state)
    if h != replay.final_hash:
        raise ReplayError(f"the final state hash differs: recorded {replay.final_hash}, replayed {h}")
    return state


def verify_file(path: str | Path) -> GameState:
    """Returns the final state of a replay file played again (see `verify`)."""
    return verify(Replay.load(path))


__all__ = ["FORMAT", "VERSION", "Replay", "ReplayDesync", "ReplayError", "content_hash", "new_game", "record",
           "verify", "verify_file"]
