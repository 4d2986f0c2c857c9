"""The client against a real server on a free local port: full games for both seats, errors as
exceptions, and a server killed mid-game that resumes every session when started again."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytest.importorskip("fastapi")
pytest.importorskip("uvicorn")

import httpx

from hsfp.client import ApiError, Client, Game
from hsfp.serve import Settings, create_app
from hsfp.serve.server import background, free_port


def _play(game: Game, rng: random.Random, limit: int | None = None) -> int:
    """Plays random legal indices through both seats until the game ends (or `limit` steps)."""
    seats = (game.seat(0), game.seat(1))
    st = seats[0].state()
    if st["done"]:
        return 0
    actor = st["current_player"]
    indices = seats[actor].legal()["indices"]
    steps = 0
    while limit is None or steps < limit:
        r = seats[actor].step(index=rng.choice(indices))
        assert r["ok"]
        steps += 1
        if r["done"]:
            break
        if r["current_player"] != actor:
            actor = r["current_player"]
            indices = seats[actor].legal()["indices"]
        else:
            indices = r["legal_indices"]
    return steps


def test_full_games_through_the_client_over_http() -> None:
    with background(create_app(Settings())) as url, Client(url) as client:
        assert client.info()["service"] == "hsfp"
        for seed in range(1):
            game = client.new_game(seed=seed, decks=["basic", "basic"])
            assert _play(game, random.Random(seed)) > 10
            final = game.seat(1).state()
            assert final["done"] and sorted(final["returns"]) in ([-1.0, 1.0], [0.0, 0.0])
        with pytest.raises(ApiError) as missing:
            client.card("NOPE")
        assert missing.value.status == 404
        assert httpx.get(f"{url}/openapi.json").json()["info"]["title"] == "hsfp"


def _start(db: Path, port: int) -> subprocess.Popen[bytes]:
    cmd = [sys.executable, "-m", "hsfp.cli", "serve", "--store", str(db), "--port", str(port)]
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            httpx.get(f"http://127.0.0.1:{port}/", timeout=1.0)
            return proc
        except httpx.TransportError:
            time.sleep(0.1)
    proc.kill()
    raise AssertionError("hsfp serve did not start")


def test_a_killed_server_resumes_every_session_at_its_last_committed_step(tmp_path: Path) -> None:
    db, port = tmp_path / "sessions.sqlite3", free_port()
    proc = _start(db, port)
    try:
        client = Client(f"http://127.0.0.1:{port}")
        games = [client.new_game(seed=s, decks=["basic", "basic"]) for s in range(2)]
        for g in games:
            _play(g, random.Random(1), limit=12)
        seen = [[g.seat(s).state() for s in (0, 1)] for g in games]
        client.close()
    finally:
        os.kill(proc.pid, signal.SIGKILL)  # no shutdown: only what was committed survives
        proc.wait()
    proc = _start(db, port)
    try:
        with Client(f"http://127.0.0.1:{port}") as client:
            for g, before in zip(games, seen, strict=True):
                h = client.game(g.session_id, g.tokens)
                after = [h.seat(s).state() for s in (0, 1)]
                assert [(a["cursor"], a["observation"]) for a in after] == [(b["cursor"], b["observation"])
                                                                             for b in before]
                assert _play(h, random.Random(2), limit=3) == 3
    finally:
        proc.terminate()
        proc.wait()


def test_the_load_test_counts_every_step_and_no_error() -> None:
    from hsfp.serve import loadtest

    with background(create_app(Settings())) as url:
        report = loadtest.run(url, sessions=3, steps=20)
    assert (report.steps, report.errors, report.first_error) == (60, 0, None)
    assert 0 < report.p50_ms <= report.p99_ms


def test_the_load_test_targets_only_this_machine(capsys: pytest.CaptureFixture[str]) -> None:
    from hsfp.cli import main

    assert main(["serve", "--load-test", "--url", "http://192.0.2.1:8642"]) == 2
    assert "only targets this machine" in capsys.readouterr().err


def test_concurrent_steps_on_one_session_are_serialised() -> None:
    import threading

    app = create_app(Settings())
    with background(app) as url:
        clients = [Client(url) for _ in range(8)]
        game = clients[0].new_game(seed=3, decks=["basic", "basic"])
        actor = game.state()["current_player"]
        index = game.seat(actor).legal()["indices"][0]  # a mulligan answer: legal once only
        answers: list[str] = []

        def go(c: Client) -> None:
            try:
                r = c.game(game.session_id, game.tokens, actor).step(index=index)
                answers.append("applied" if r["ok"] else str(r["code"]))
            except ApiError as e:  # the seat no longer acts once one of the steps went through
                answers.append(str(e.status))

        threads = [threading.Thread(target=go, args=(c,)) for c in clients]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert answers.count("applied") == 1 and len(answers) == 8
        assert game.state()["cursor"] == 1
        for c in clients:
            c.close()
