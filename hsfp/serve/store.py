"""The SQLite session store: each session's replay (seed, decks, heroes, rules, actions and their draws)
and cursor, committed after every change, and played again on load.

One row per session, rewritten whole in one transaction: a crash leaves each session as its last commit
left it. Tokens are kept as digests only.
"""

from __future__ import annotations

import json
import os
import sqlite3
import threading
from pathlib import Path

from hsfp.core.codec import DocumentError
from hsfp.replay import Replay, ReplayError
from hsfp.serve.sessions import Session, SessionStore

_SCHEMA = """
CREATE TABLE IF NOT EXISTS sessions (
    id TEXT PRIMARY KEY,
    tokens TEXT NOT NULL,
    replay TEXT NOT NULL,
    cursor INTEGER NOT NULL
)
"""


def default_path() -> Path:
    """Returns the default store file: `hsfp/sessions.sqlite3` under the user's data directory."""
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "hsfp" / "sessions.sqlite3"


class SQLiteStore(SessionStore):
    """Sessions in a SQLite file (write-ahead log, one transaction per change)."""

    name = "sqlite"

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._db = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None)
        self._lock = threading.Lock()
        with self._lock:
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=NORMAL")
            self._db.execute(_SCHEMA)

    def save(self, session: Session) -> None:
        """Commits a session's line and cursor."""
        row = (session.id, json.dumps(list(session.token_digests)), session.replay().to_json(), session.cursor)
        with self._lock:
            self._db.execute("INSERT OR REPLACE INTO sessions (id, tokens, replay, cursor) VALUES (?, ?, ?, ?)", row)

    def delete(self, session_id: str) -> None:
        """Deletes a session's row."""
        with self._lock:
            self._db.execute("DELETE FROM sessions WHERE id = ?", (session_id,))

    def load(self) -> tuple[list[Session], list[str]]:
        """Returns every stored session played again from its replay, and a note per row that failed."""
        with self._lock:
            rows = self._db.execute("SELECT id, tokens, replay, cursor FROM sessions ORDER BY rowid").fetchall()
        sessions, failed = [], []
        for sid, tokens, text, cursor in rows:
            try:
                digests = json.loads(tokens)
                s = Session.restore(sid, (str(digests[0]), str(digests[1])), Replay.from_json(text), int(cursor))
            except (ReplayError, DocumentError, ValueError, KeyError, IndexError, TypeError) as e:
                failed.append(f"session {sid} does not verify: {e}")
                continue
            sessions.append(s)
        return sessions, failed

    def close(self) -> None:
        """Closes the database."""
        with self._lock:
            self._db.close()


__all__ = ["SQLiteStore", "default_path"]
