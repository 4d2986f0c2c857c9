"""A Python client of the HTTP API (`hsfp serve`), on httpx.

    from hsfp.client import Client

    game = Client("http://127.0.0.1:8642").new_game(seed=1, decks=["basic", "basic"])
    me = game.seat(game.state()["current_player"])   # the handle sends that seat's token
    assert me.step(index=me.legal()["indices"][0])["ok"]

Documents are returned as the API sends them (dicts with snake_case keys); an HTTP error raises
`ApiError` with its status and detail. A refused action is not an error: `step` returns `ok: False`.
"""

from __future__ import annotations

import asyncio
from typing import Any

import httpx

DEFAULT_URL = "http://127.0.0.1:8642"

Doc = dict[str, Any]


class ApiError(Exception):
    """An HTTP error answer: its status code and detail."""

    def __init__(self, status: int, detail: object) -> None:
        super().__init__(f"HTTP {status}: {detail}")
        self.status = status
        self.detail = detail


class Client:
    """The service at a base URL (or behind any `httpx.Client`, such as a test client)."""

    def __init__(self, base_url: str = DEFAULT_URL, *, http: httpx.Client | None = None,
                 timeout: float = 30.0) -> None:
        self.http = http if http is not None else httpx.Client(base_url=base_url, timeout=timeout)

    def close(self) -> None:
        """Closes the connection pool."""
        self.http.close()

    def __enter__(self) -> Client:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def request(self, method: str, path: str, token: str | None = None, json: object = None,
                params: dict[str, Any] | None = None) -> Any:
        """Returns the decoded answer of a request; raises ApiError for an error status."""
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        r = self.http.request(method, path, headers=headers, json=json, params=params)
        if r.status_code >= 400:
            try:
                detail = r.json().get("detail")
            except ValueError:
                detail = r.text
            raise ApiError(r.status_code, detail)
        return r.json()

    def info(self) -> Doc:
        """Returns the service's description."""
        return dict(self.request("GET", "/"))

    def cards(self, q: str = "", limit: int = 100) -> list[Doc]:
        """Returns the cards whose id or name contains `q`."""
        return list(self.request("GET", "/cards", params={"q": q, "limit": limit}))

    def card(self, card_id: str) -> Doc:
        """Returns one card's document."""
        return dict(self.request("GET", f"/cards/{card_id}"))

    def decks(self) -> list[Doc]:
        """Returns the preset decks."""
        return list(self.request("GET", "/decks"))

    def deck(self, name: str) -> Doc:
        """Returns one preset deck."""
        return dict(self.request("GET", f"/decks/{name}"))

    def stats(self) -> Doc:
        """Returns the pool's counts by set, class and type."""
        return dict(self.request("GET", "/stats"))

    def selfplay(self, games: int = 10, agents: tuple[str, ...] = ("random",), seed: int = 0) -> Doc:
        """Returns the summary and records of a bounded self-play run played by the server."""
        return dict(self.request("POST", "/selfplay", json={"games": games, "agents": list(agents), "seed": seed}))

    def new_game(self, seed: int | None = None, decks: list[str | list[str]] | None = None,
                 heroes: list[str] | None = None) -> Game:
        """Returns a new game (the creator holds both seats' tokens)."""
        body: Doc = {k: v for k, v in (("seed", seed), ("decks", decks), ("heroes", heroes)) if v is not None}
        doc = self.request("POST", "/games", json=body)
        return Game(self, doc["session_id"], list(doc["tokens"]), None, list(doc.get("warnings", [])))

    def game(self, session_id: str, tokens: list[str | None], seat: int | None = None) -> Game:
        """Returns a handle on an existing session."""
        return Game(self, session_id, tokens, seat)


class Game:
    """A session seen through one seat (or, with `seat` None, as anyone sees it)."""

    def __init__(self, client: Client, session_id: str, tokens: list[str | None], seat: int | None = None,
                 warnings: list[str] | None = None) -> None:
        self.client, self.session_id, self.tokens, self.seat_number = client, session_id, tokens, seat
        self.warnings = warnings or []

    @property
    def token(self) -> str | None:
        """Returns the token the handle sends (None: none)."""
        return None if self.seat_number is None else self.tokens[self.seat_number]

    def seat(self, seat: int | None) -> Game:
        """Returns a handle on the same session through another seat (None: no token)."""
        return Game(self.client, self.session_id, self.tokens, seat, self.warnings)

    def _call(self, method: str, what: str, json: object = None) -> Any:
        path = f"/games/{self.session_id}" + (f"/{what}" if what else "")
        return self.client.request(method, path, self.token, json)

    def state(self) -> Doc:
        """Returns the observation, tensor, legal actions, mask and status as this seat sees them."""
        return dict(self._call("GET", "state"))

    def legal(self) -> Doc:
        """Returns this seat's legal actions, their indices and the mask."""
        return dict(self._call("GET", "legal"))

    def step(self, index: int | None = None, action: Doc | None = None) -> Doc:
        """Returns the outcome of one action by index or as an action object (`ok` false if refused)."""
        body = {"index": index} if action is None else {"action": action}
        return dict(self._call("POST", "step", body))

    def undo(self) -> Doc:
        """Moves the cursor back one step; returns where it is."""
        return dict(self._call("POST", "undo"))

    def redo(self) -> Doc:
        """Moves the cursor forward one step; returns where it is."""
        return dict(self._call("POST", "redo"))

    def branch(self, at: int | None = None) -> Game:
        """Returns a new session from a position of this line, held through this seat."""
        doc = self._call("POST", "branch", {} if at is None else {"at": at})
        return Game(self.client, doc["session_id"], list(self.tokens), self.seat_number)

    def reset(self, seed: int | None = None) -> Doc:
        """Starts a new game in the session; returns where it is."""
        return dict(self._call("POST", "reset", {} if seed is None else {"seed": seed}))

    def replay(self) -> Doc:
        """Returns the replay document of a finished game."""
        return dict(self._call("GET", "replay"))

    def delete(self) -> Doc:
        """Deletes the session."""
        return dict(self._call("DELETE", ""))





class InProcess(httpx.BaseTransport):
    """A transport that hands each request to an ASGI application in this thread (no socket), for tests
    and notebooks: `Client(http=httpx.Client(transport=InProcess(app), base_url="http://hsfp"))`."""

    def __init__(self, app: Any) -> None:
        self._asgi = httpx.ASGITransport(app=app)
        self._loop = asyncio.new_event_loop()

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        """Returns the application's answer to a request, its body read."""

        async def go() -> httpx.Response:
            r = await self._asgi.handle_async_request(request)
            body = await r.aread()
            return httpx.Response(r.status_code, headers=r.headers, content=body, request=request)

        return self._loop.run_until_complete(go())

    def close(self) -> None:
        """Closes the event loop."""
        self._loop.close()


def in_process(app: Any) -> Client:
    """Returns a client of an ASGI application in this thread (no server, no socket)."""
    return Client(http=httpx.Client(transport=InProcess(app), base_url="http://hsfp"))
__all__ = ["DEFAULT_URL", "ApiError", "Client", "Game", "InProcess", "in_process"]
