"""Sessions survive a restart: the SQLite store commits every change, and a new server on the same file
resumes each session at its last committed step, verified by replay."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

import pytest

pytest.importorskip("fastapi")

from hsfp.client import Game, in_process
from hsfp.core.state import state_hash
from hsfp.replay import verify
from hsfp.serve import Settings, create_app


def _steps(game: Game, n: int, rng: random.Random) -> None:
    for _ in range(n):
        st = game.seat(None).state()
        if st["done"]:
            return
        me = game.seat(st["current_player"])
        assert me.step(index=rng.choice(me.legal()["indices"]))["ok"]


def test_every_session_resumes_at_its_last_committed_step(tmp_path: Path) -> None:
    db = tmp_path / "sessions.sqlite3"
    app = create_app(Settings(store=db))
    client = in_process(app)
    rng = random.Random(3)
    games = [client.new_game(seed=s, decks=["basic", "basic"]) for s in range(3)]
    for i, g in enumerate(games):
        _steps(g, 10 + 7 * i, rng)
    games[1].seat(0).undo()  # a cursor inside the line, with a redo tail
    kept = {g.session_id: (app.state.pool.get(g.session_id).cursor, app.state.pool.get(g.session_id).length,
                           state_hash(app.state.pool.get(g.session_id).state),
                           [g.seat(s).state()["observation"] for s in (0, 1)]) for g in games}
    del app, client  # the server goes away between two steps, without closing anything

    revived = create_app(Settings(store=db))
    assert revived.state.restore_failures == []
    again = in_process(revived)
    for g in games:
        session = revived.state.pool.get(g.session_id)
        cursor, length, digest, seen = kept[g.session_id]
        assert (session.cursor, session.length, state_hash(session.state)) == (cursor, length, digest)
        h = again.game(g.session_id, g.tokens)
        assert [h.seat(s).state()["observation"] for s in (0, 1)] == seen  # the same tokens still work
        assert state_hash(verify(session.replay(session.cursor))) == digest
    resumed = again.game(games[1].session_id, games[1].tokens)
    assert resumed.seat(0).redo()["cursor"] == kept[games[1].session_id][0] + 1
    _steps(resumed, 5, rng)
    assert revived.state.pool.get(games[1].session_id).cursor > kept[games[1].session_id][0]


def test_a_deleted_session_stays_deleted_and_tokens_are_not_stored(tmp_path: Path) -> None:
    db = tmp_path / "s.sqlite3"
    client = in_process(create_app(Settings(store=db)))
    a, b = client.new_game(seed=1), client.new_game(seed=2)
    a.seat(0).delete()
    text = b"".join(f.read_bytes() for f in tmp_path.glob("s.sqlite3*"))
    assert all(t.encode() not in text for t in (*a.tokens, *b.tokens))
    revived = create_app(Settings(store=db))
    assert revived.state.pool.get(a.session_id) is None and revived.state.pool.get(b.session_id) is not None


def test_a_session_that_does_not_replay_is_reported_not_served(tmp_path: Path) -> None:
    db = tmp_path / "s.sqlite3"
    app = create_app(Settings(store=db))
    client = in_process(app)
    good, bad = client.new_game(seed=1, decks=["basic", "basic"]), client.new_game(seed=2, decks=["basic", "basic"])
    _steps(bad, 3, random.Random(1))
    app.state.store.close()
    with sqlite3.connect(db) as con:  # a hand-edited row: its final hash no longer matches its actions
        (text,) = con.execute("SELECT replay FROM sessions WHERE id = ?", (bad.session_id,)).fetchone()
        con.execute("UPDATE sessions SET replay = ? WHERE id = ?", (text.replace('"seed": 2,', '"seed": 3,'),
                                                                    bad.session_id))
    revived = create_app(Settings(store=db))
    assert [bad.session_id in note for note in revived.state.restore_failures] == [True]
    assert revived.state.pool.get(bad.session_id) is None and revived.state.pool.get(good.session_id) is not None
