"""Replays: a game as its inputs (seed, heroes, decks, rules, actions) plus the log of its random draws.

A seed alone does not survive a change of the engine: if a card starts drawing from a pool of a
different size, every later draw shifts. So a replay also records every draw the game made, as
(operation, domain size, result), the setup's and each step's, and verifying it compares the draws one
by one: the first divergent draw is named with both domain sizes (seed 000, ch. 28.3), before the final
state's hash is compared. That hash is `content_hash`: tags by name, not by column, so a replay outlives
changes of the state's layout and fails only when the game itself plays differently.

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
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hsfp import api  # importing the API registers the cards
from hsfp.core.actions import Action, Attack, Choose, Concede, EndTurn, HeroPower, Mulligan, PlayCard
from hsfp.core.events import Draw
from hsfp.core.state import GameState, Rules
from hsfp.core.tags import LAYERED, N_ZONES, Tag, Zone, effective_column
from hsfp.serialize import DocumentError, decode, encode
from reducers.setup import new_game_logged

FORMAT = "hsfp.replay"
VERSION = 1
_ACTION_TYPES = (PlayCard, Attack, HeroPower, EndTurn, Choose, Mulligan, Concede)


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

    def to_json(self) -> str:
        """Returns the replay as a JSON document (versioned; one action, and its draws, per line)."""
        head = {"format": FORMAT, "version": VERSION, "seed": self.seed, "heroes": list(self.heroes),
                "final_hash": self.final_hash, "rules": encode(self.rules)}
        lines = [f" {json.dumps(k)}: {json.dumps(v)}," for k, v in head.items()]

        def block(name: str, items: Iterable[object], last: bool = False) -> None:
            body = ",\n".join(f"  {json.dumps(x, separators=(',', ':'))}" for x in items)
            lines.append(f' "{name}": [\n{body}\n ]' + ("" if last else ","))

        block("decks", [list(d) for d in self.decks])
        block("setup_draws", [list(d) for d in self.setup_draws])
        block("actions", [encode(a) for a in self.actions])
        block("draws", [[list(d) for d in step] for step in self.draws], last=True)
        return "{\n" + "\n".join(lines) + "\n}"

    @classmethod
    def from_json(cls, text: str) -> Replay:
        """Returns the replay a document made by `to_json` holds."""
        doc = json.loads(text)
        if not isinstance(doc, dict) or doc.get("format") != FORMAT:
            raise DocumentError("not an hsfp replay")
        if doc.get("version") != VERSION:
            raise DocumentError(f"replay version {doc.get('version')!r} is not supported (expected {VERSION})")
        actions = tuple(decode(a) for a in doc["actions"])
        for a in actions:
            if not isinstance(a, _ACTION_TYPES):
                raise DocumentError(f"{a!r} is not an action")
        rules = decode(doc["rules"])
        if not isinstance(rules, Rules):
            raise DocumentError("the replay's rules are not a Rules")
        d0, d1 = (tuple(str(c) for c in d) for d in doc["decks"])
        h0, h1 = (str(h) for h in doc["heroes"])
        return cls(int(doc["seed"]), (h0, h1), (d0, d1), rules, actions, _draws(doc["setup_draws"]),
                   tuple(_draws(s) for s in doc["draws"]), str(doc["final_hash"]))

    def save(self, path: str | Path) -> Path:
        """Returns the path the replay was written to."""
        p = Path(path)
        p.write_text(self.to_json() + "\n", encoding="utf-8")
        return p

    @classmethod
    def load(cls, path: str | Path) -> Replay:
        """Returns the replay stored in a file."""
        return cls.from_json(Path(path).read_text(encoding="utf-8"))


#: Columns a content hash reads, by name: every tag, then the computed value of each layered tag.
_COLUMNS = tuple((t.name, int(t)) for t in Tag if t != Tag.MODDED) + tuple(
    (f"{t.name}*", effective_column(t)) for t in LAYERED)


def content_hash(state: GameState) -> str:
    """Returns a hash of what a game is: each entity's card and named non-zero tags, the zones, the
    choice, the work left, the RNG, the turn and the result. Unlike `state_hash` it does not depend on
    the row layout, so a new tag in the engine does not change the hash of a game that never uses it."""
    rows = state.rows
    entities = tuple((state.cards[e], tuple((n, int(rows[e][c])) for n, c in _COLUMNS if rows[e][c]))
                     for e in range(1, len(rows)))
    zones = tuple((p, z.name, ids) for p in (0, 1) for z in Zone if (ids := state.zones[p * N_ZONES + z]))
    doc = (entities, zones, state.enchantments, state.pending, state.work, state.queue, state.rng, state.turn,
           state.current, state.status, state.winner)
    return hashlib.blake2b(repr(doc).encode(), digest_size=16).hexdigest()


def _draws(rows: Iterable[Any]) -> tuple[Draw, ...]:
    return tuple(Draw(str(op), int(n), int(r)) for op, n, r in rows)


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
    h = content_hash(state)
    if h != replay.final_hash:
        raise ReplayError(f"the final state hash differs: recorded {replay.final_hash}, replayed {h}")
    return state


def verify_file(path: str | Path) -> GameState:
    """Returns the final state of a replay file played again (see `verify`)."""
    return verify(Replay.load(path))


__all__ = ["FORMAT", "VERSION", "Replay", "ReplayDesync", "ReplayError", "content_hash", "new_game", "record",
           "verify", "verify_file"]
