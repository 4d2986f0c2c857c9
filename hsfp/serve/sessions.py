"""Sessions: one game line per session (states, actions and their random draws, a cursor), its seats'
tokens, and a lock that serialises its steps; a pool that bounds how many are kept and for how long.

A session is what its replay says: the seed, decks, heroes and rules, and the actions along the line
(the redo tail included). That is what a store keeps, and what a restart plays again.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from returns.result import Failure, Result, Success

from hsfp import api, replay
from hsfp.core.actions import Action, Rejected, Transition
from hsfp.core.events import Draw
from hsfp.core.state import GameState, Rules
from hsfp.replay import Replay, content_hash

#: Bytes of randomness in a seat's token.
TOKEN_BYTES = 32


def new_token() -> str:
    """Returns a fresh random seat token."""
    return secrets.token_urlsafe(TOKEN_BYTES)


def token_digest(token: str) -> str:
    """Returns the digest a session keeps of a token (the token itself is never stored)."""
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def new_session_id() -> str:
    """Returns a fresh session id."""
    return secrets.token_hex(12)


@dataclass
class Session:
    """One game line with a cursor, the digests of its two seats' tokens, and its lock."""

    id: str
    token_digests: tuple[str, str]
    seed: int
    decks: tuple[tuple[str, ...], tuple[str, ...]]
    heroes: tuple[str, str]
    rules: Rules
    setup_draws: tuple[Draw, ...]
    states: list[GameState]
    actions: list[Action] = field(default_factory=list)
    draws: list[tuple[Draw, ...]] = field(default_factory=list)
    cursor: int = 0
    touched: float = field(default_factory=time.monotonic)
    lock: threading.Lock = field(default_factory=threading.Lock, repr=False, compare=False)

    @classmethod
    def start(cls, decks: tuple[tuple[str, ...], tuple[str, ...]], heroes: tuple[str, str], seed: int,
              digests: tuple[str, str], rules: Rules | None = None, session_id: str | None = None) -> Session:
        """Returns a new session at the start of a new game; raises DeckError for a deck no game can use."""
        rules = rules or Rules()
        state, setup = replay.new_game(decks, heroes, seed, rules)
        return cls(session_id or new_session_id(), digests, seed, decks, heroes, rules, setup, [state])

    @property
    def state(self) -> GameState:
        """Returns the state at the cursor."""
        return self.states[self.cursor]

    @property
    def length(self) -> int:
        """Returns the number of states on the line (the redo tail included)."""
        return len(self.states)

    def seat_of(self, token: str) -> int | None:
        """Returns the seat a token belongs to (compared in constant time), or None."""
        digest = token_digest(token)
        seat = None
        for s, d in enumerate(self.token_digests):
            if hmac.compare_digest(digest, d):
                seat = s
        return seat

    def step(self, action: Action) -> Result[Transition, Rejected]:
        """Returns the transition of an action at the cursor, which becomes the line's end; or the refusal,
        with the session unchanged."""
        result = api.step(self.state, action)
        t = result.value_or(None)
        if t is None:
            return Failure(result.failure())
        k = self.cursor
        del self.states[k + 1:], self.actions[k:], self.draws[k:]
        self.states.append(t.state)
        self.actions.append(action)
        self.draws.append(t.draws)
        self.cursor = k + 1
        return Success(t)

    def move(self, by: int) -> bool:
        """Returns whether the cursor could move by one step back (-1) or forward (+1), moving it if so."""
        k = self.cursor + by
        if not 0 <= k < len(self.states):
            return False
        self.cursor = k
        return True

    def branch(self, at: int) -> Session:
        """Returns a new session whose line is this one's up to position `at` (the same seats' tokens)."""
        return Session(new_session_id(), self.token_digests, self.seed, self.decks, self.heroes, self.rules,
                       self.setup_draws, self.states[: at + 1], self.actions[:at], self.draws[:at], at)

    def reset(self, seed: int) -> None:
        """Starts a new game in the session with the same decks, heroes and rules."""
        state, setup = replay.new_game(self.decks, self.heroes, seed, self.rules)
        self.seed, self.setup_draws, self.states, self.cursor = seed, setup, [state], 0
        self.actions, self.draws = [], []

    def replay(self, upto: int | None = None) -> Replay:
        """Returns the replay of the line up to a position (default: its end, the redo tail included)."""
        k = len(self.actions) if upto is None else upto
        return Replay(self.seed, self.heroes, self.decks, self.rules, tuple(self.actions[:k]), self.setup_draws,
                      tuple(self.draws[:k]), content_hash(self.states[k]))

    @classmethod
    def restore(cls, session_id: str, digests: tuple[str, str], line: Replay, cursor: int) -> Session:
        """Returns the session a stored replay and cursor describe; raises ReplayError (or DocumentError) if the
        replay does not play again exactly as recorded."""
        replay.verify(line)
        s = cls.start(line.decks, line.heroes, line.seed, digests, line.rules, session_id)
        for action in line.actions:
            if s.step(action).value_or(None) is None:
                raise replay.ReplayError(f"session {session_id}: {action!r} is refused on replay")
        if not 0 <= cursor < len(s.states):
            raise replay.ReplayError(f"session {session_id}: cursor {cursor} is off its line")
        s.cursor = cursor
        return s


class SessionStore:
    """Where sessions are kept across restarts (this one: nowhere, for `--store memory`)."""

    name = "memory"

    def save(self, session: Session) -> None:
        """Keeps a session as it is now (its line and cursor)."""

    def delete(self, session_id: str) -> None:
        """Forgets a session."""

    def load(self) -> tuple[list[Session], list[str]]:
        """Returns the kept sessions, verified by replay, and a note for each one that did not verify."""
        return [], []

    def close(self) -> None:
        """Releases the store."""


class Pool:
    """The live sessions: at most `limit`, each forgotten after `ttl` seconds idle (the oldest idle first
    when the pool is full), and kept in a store."""

    def __init__(self, store: SessionStore, ttl: float, limit: int,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.store, self.ttl, self.limit, self.clock = store, ttl, limit, clock
        self._sessions: dict[str, Session] = {}
        self._lock = threading.Lock()

    def __len__(self) -> int:
        """Returns the number of live sessions."""
        return len(self._sessions)

    def get(self, session_id: str) -> Session | None:
        """Returns a live session (marking it used), or None."""
        with self._lock:
            s = self._sessions.get(session_id)
        if s is not None:
            s.touched = self.clock()
        return s

    def add(self, session: Session) -> None:
        """Adds a session, first forgetting expired ones and, when full, the oldest idle one."""
        now = self.clock()
        with self._lock:
            gone = [k for k, s in self._sessions.items() if now - s.touched > self.ttl]
            if len(self._sessions) - len(gone) >= self.limit:
                rest = sorted((s.touched, k) for k, s in self._sessions.items() if k not in gone)
                gone += [k for _, k in rest[: len(self._sessions) - len(gone) - self.limit + 1]]
            for k in gone:
                del self._sessions[k]
            session.touched = now
            self._sessions[session.id] = session
        for k in gone:
            self.store.delete(k)
        self.store.save(session)

    def adopt(self, session: Session) -> None:
        """Adds a session reloaded from the store (nothing is written)."""
        session.touched = self.clock()
        with self._lock:
            self._sessions[session.id] = session

    def remove(self, session_id: str) -> bool:
        """Returns whether a session was live, forgetting it here and in the store."""
        with self._lock:
            found = self._sessions.pop(session_id, None) is not None
        self.store.delete(session_id)
        return found


__all__ = ["TOKEN_BYTES", "Pool", "Session", "SessionStore", "new_session_id", "new_token", "token_digest"]
