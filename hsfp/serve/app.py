"""The HTTP application: sessions of games for agents in any language, cards and decks, and self-play.

A seat's token (`Authorization: Bearer ...`) gives that seat's observation and events, and steps only
when that seat must act; without a token only what both seats may see is served. Refused actions are
answers (200 `{ok: false, code, reason}`), not errors.
"""

from __future__ import annotations

import secrets
import threading
from collections.abc import Awaitable, Callable, MutableMapping
from dataclasses import dataclass
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from typing import Annotated, Any

from fastapi import Body, FastAPI, Header, HTTPException, Query, Request
from fastapi.exception_handlers import http_exception_handler
from fastapi.middleware.cors import CORSMiddleware
from fastapi.responses import JSONResponse, Response
from pydantic import BaseModel, model_validator
from starlette.exceptions import HTTPException as StarletteHTTPException

from hsfp import api
from hsfp.core.actions import Code
from hsfp.core.state import GameState
from hsfp.decks import DeckError
from hsfp.serialize import to_json
from hsfp.serve import catalog
from hsfp.serve.schemas import (
    BranchRequest,
    CardDoc,
    CardSummary,
    CreatedDoc,
    DeckDoc,
    DeletedDoc,
    ErrorDoc,
    InfoDoc,
    LegalDoc,
    MovedDoc,
    NewGameRequest,
    ResetRequest,
    SelfPlayDoc,
    SelfPlayRecordDoc,
    SelfPlayRequest,
    StateDoc,
    StatsDoc,
    StepDoc,
    StepRequest,
)
from hsfp.serve.sessions import Pool, Session, SessionStore, new_token, token_digest
from hsfp.serve.views import (
    ACTION_TYPES,
    action_doc,
    action_of,
    events_doc,
    legal_doc,
    legal_indices,
    observation_doc,
    tensor,
)
from hsfp.views import encode

#: Agent kinds a self-play request may name: the ones whose moves cost no search.
SELFPLAY_AGENTS = ("random", "first-playable")

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]


@dataclass(frozen=True)
class Settings:
    """How a server runs: its store, what it may reveal, and its bounds."""

    store: str | Path = "memory"  # a SQLite file, or "memory"
    debug_full_state: bool = False
    session_ttl: float = 3_600.0  # seconds a session may stay idle
    max_sessions: int = 1_000
    max_body: int = 64 * 1024  # bytes of a request body
    cors_origins: tuple[str, ...] = ()


def _version() -> str:
    try:
        return version("hsfp")
    except PackageNotFoundError:
        return "0"


class _BodyLimit:
    """Refuses request bodies over a size with 413, whether they announce their length or not."""

    def __init__(self, app: ASGIApp, limit: int) -> None:
        self.app, self.limit = app, limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        declared = dict(scope.get("headers") or ()).get(b"content-length")
        if declared is not None and (not declared.isdigit() or int(declared) > self.limit):
            await JSONResponse({"detail": f"the body is over {self.limit} bytes"}, 413)(scope, receive, send)
            return
        seen = 0

        async def limited() -> Message:
            nonlocal seen
            message = await receive()
            seen += len(message.get("body", b""))
            if seen > self.limit:
                raise HTTPException(413, f"the body is over {self.limit} bytes")
            return message

        await self.app(scope, limited, send)


def _error(status: int, *extra: int) -> dict[int | str, dict[str, Any]]:
    return {s: {"model": ErrorDoc} for s in (status, *extra)}


_AUTH = _error(401, 404)
_SEAT = _error(401, 403, 404)

Authorization = Annotated[str | None, Header(description="Bearer token of a seat")]


class _Step(StepRequest):
    @model_validator(mode="after")
    def _one(self) -> _Step:
        if (self.index is None) == (self.action is None):
            raise ValueError("give exactly one of index and action")
        return self


def _json(doc: BaseModel, status: int = 200) -> Response:
    """Returns a document as a JSON answer (already valid: the route's response model only documents it)."""
    return Response(doc.model_dump_json(), status, media_type="application/json")


def _bearer(authorization: str | None) -> str | None:
    if authorization is None:
        return None
    scheme, _, token = authorization.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise HTTPException(401, "the Authorization header is 'Bearer <token>'")
    return token.strip()


def create_app(settings: Settings | None = None) -> FastAPI:
    """Returns the application, with its sessions reloaded (and verified by replay) from its store."""
    settings = settings or Settings()
    store: SessionStore
    if str(settings.store) == "memory":
        store = SessionStore()
    else:
        from hsfp.serve.store import SQLiteStore

        store = SQLiteStore(settings.store)
    pool = Pool(store, settings.session_ttl, settings.max_sessions)
    loaded, failed = store.load()
    for s in loaded:
        pool.adopt(s)
    app = FastAPI(title="hsfp", version=_version(), description=__doc__)
    app.state.pool = pool
    app.state.store = store
    app.state.restore_failures = failed
    create_lock = threading.Lock()
    if settings.cors_origins:
        app.add_middleware(CORSMiddleware, allow_origins=list(settings.cors_origins), allow_methods=["*"],
                           allow_headers=["*"])
    app.add_middleware(_BodyLimit, limit=settings.max_body)

    @app.exception_handler(StarletteHTTPException)
    async def http_error(request: Request, exc: StarletteHTTPException) -> Response:
        if exc.status_code == 400:  # a body that is not JSON at all: malformed, like any other bad body
            return JSONResponse({"detail": [{"loc": ["body"], "msg": str(exc.detail), "type": "json_invalid"}]}, 422)
        return await http_exception_handler(request, exc)

    def session(session_id: str) -> Session:
        s = pool.get(session_id)
        if s is None:
            raise HTTPException(404, f"no session {session_id[:40]!r}")
        return s

    def seat(s: Session, authorization: str | None, required: bool) -> int | None:
        token = _bearer(authorization)
        if token is None:
            if required:
                raise HTTPException(401, "this needs a seat's token: Authorization: Bearer <token>")
            return None
        found = s.seat_of(token)
        if found is None:
            raise HTTPException(401, "the token is not one of this session's seats")
        return found

    # ------------------------------------------------------------------------------------- the service

    @app.get("/", response_model=InfoDoc)
    def info() -> InfoDoc:
        """Returns what the service is: version, action space, observation shape and endpoints."""
        paths = sorted({f"{m} {getattr(r, 'path', '')}" for r in app.routes for m in getattr(r, "methods", ()) or ()
                        if m not in ("HEAD", "OPTIONS")})
        return InfoDoc(service="hsfp", version=_version(), num_actions=encode.NUM_ACTIONS,
                       observation_shape=list(encode.OBSERVATION_SHAPE), action_types=list(ACTION_TYPES),
                       endpoints=paths, sessions=len(pool), store=store.name)

    @app.get("/cards", response_model=list[CardSummary])
    def cards(q: Annotated[str, Query(max_length=200)] = "",
              limit: Annotated[int, Query(ge=1, le=2_000)] = 100) -> list[CardSummary]:
        """Returns the defined cards whose id or name contains `q`."""
        return catalog.search(q, limit)

    @app.get("/cards/{card_id}", response_model=CardDoc, responses=_error(404))
    def card(card_id: str) -> CardDoc:
        """Returns one card: numbers, keywords, generated English and Chinese text, the official text."""
        doc = catalog.card(card_id)
        if doc is None:
            raise HTTPException(404, f"no card {card_id[:40]!r}")
        return doc

    @app.get("/decks", response_model=list[DeckDoc])
    def decks() -> list[DeckDoc]:
        """Returns the preset decks, each with the cards the engine has and those it lacks."""
        return list(catalog.presets().values())

    @app.get("/decks/{name}", response_model=DeckDoc, responses=_error(404))
    def deck(name: str) -> DeckDoc:
        """Returns one preset deck."""
        doc = catalog.presets().get(name)
        if doc is None:
            raise HTTPException(404, f"no preset deck {name[:40]!r}")
        return doc

    @app.get("/stats", response_model=StatsDoc)
    def stats() -> StatsDoc:
        """Returns counts of the defined collectible cards by set, class and type."""
        return catalog.stats()

    # -------------------------------------------------------------------------------------- sessions

    def created(s: Session, tokens: list[str | None], warnings: tuple[str, ...] = ()) -> CreatedDoc:
        return CreatedDoc(session_id=s.id, tokens=tokens, observation=observation_doc(s.state, None),
                          warnings=list(warnings))

    @app.post("/games", response_model=CreatedDoc, status_code=201)
    async def new_game(body: Annotated[NewGameRequest | None, Body()] = None) -> CreatedDoc:
        """Starts a game; returns its session id and the two seats' tokens (seat 0, seat 1)."""
        body = body or NewGameRequest()
        seed = body.seed if body.seed is not None else secrets.randbits(256)
        try:
            d = catalog.deal(body.decks, body.heroes, seed)
            tokens = (new_token(), new_token())
            s = Session.start(d.decks, d.heroes, seed, (token_digest(tokens[0]), token_digest(tokens[1])))
        except catalog.BadDeck as e:
            raise HTTPException(422, [{"loc": list(e.field), "msg": str(e), "type": "value_error"}]) from None
        except DeckError as e:
            raise HTTPException(422, [{"loc": ["body", "decks"], "msg": str(e), "type": "value_error"}]) from None
        with create_lock:
            pool.add(s)
        return created(s, [tokens[0], tokens[1]], d.warnings)

    @app.get("/games/{session_id}/state", response_model=StateDoc, responses=_AUTH)
    async def state(session_id: str, authorization: Authorization = None) -> Response:
        """Returns the game as the token's seat sees it (without a token: what anyone may see)."""
        s = session(session_id)
        who = seat(s, authorization, required=False)
        with s.lock:
            st = s.state
            return _json(StateDoc(session_id=s.id, seat=who, cursor=s.cursor, length=s.length,
                            observation=observation_doc(st, who), tensor=tensor(st, who), legal=legal_doc(st, who),
                            current_player=api.current_player(st), done=api.is_terminal(st),
                            returns=list(api.returns(st)),
                            full_state=to_json(st) if settings.debug_full_state else None))

    @app.get("/games/{session_id}/legal", response_model=LegalDoc, responses=_AUTH)
    async def legal(session_id: str, authorization: Authorization = None) -> Response:
        """Returns the seat's legal actions, their indices and the mask (empty unless it must act)."""
        s = session(session_id)
        who = seat(s, authorization, required=False)
        with s.lock:
            return _json(legal_doc(s.state, who))

    def refused(st: GameState, who: int, code: str, reason: str) -> StepDoc:
        return StepDoc(ok=False, code=code, reason=reason, done=api.is_terminal(st),
                       current_player=api.current_player(st), legal_indices=legal_indices(st, who),
                       observation=observation_doc(st, who))

    @app.post("/games/{session_id}/step", response_model=StepDoc, responses=_SEAT)
    async def step(session_id: str, body: _Step, authorization: Authorization = None) -> Response:
        """Applies the seat's action (by index or as an object); a refusal is `ok: false` and changes nothing."""
        s = session(session_id)
        who = seat(s, authorization, required=True)
        assert who is not None
        with s.lock:
            st = s.state
            if not api.is_terminal(st) and api.current_player(st) != who:
                raise HTTPException(403, f"seat {who} does not act now: seat {api.current_player(st)} does")
            if body.action is not None:
                action = action_of(body.action)
            else:
                assert body.index is not None
                try:
                    action = encode.index_action(st, body.index)
                except ValueError as e:
                    return _json(refused(st, who, Code.MALFORMED.value, str(e)))
            result = s.step(action)
            t = result.value_or(None)
            if t is None:
                rej = result.failure()
                return _json(refused(st, who, rej.code.value, rej.reason))
            store.save(s)
            done = api.is_terminal(t.state)
            return _json(StepDoc(ok=True, applied=action_doc(action), events=events_doc(t.events, t.state, who),
                           reward=api.returns(t.state)[who] if done else 0.0, done=done,
                           current_player=api.current_player(t.state), legal_indices=legal_indices(t.state, who),
                           observation=observation_doc(t.state, who)))

    def moved(session_id: str, authorization: str | None, by: int) -> MovedDoc:
        s = session(session_id)
        who = seat(s, authorization, required=True)
        with s.lock:
            if not s.move(by):
                raise HTTPException(409, "nothing to undo" if by < 0 else "nothing to redo")
            store.save(s)
            return MovedDoc(cursor=s.cursor, length=s.length, observation=observation_doc(s.state, who))

    @app.post("/games/{session_id}/undo", response_model=MovedDoc, responses={**_SEAT, **_error(409)})
    async def undo(session_id: str, authorization: Authorization = None) -> MovedDoc:
        """Moves the cursor one step back (the later states stay for redo)."""
        return moved(session_id, authorization, -1)

    @app.post("/games/{session_id}/redo", response_model=MovedDoc, responses={**_SEAT, **_error(409)})
    async def redo(session_id: str, authorization: Authorization = None) -> MovedDoc:
        """Moves the cursor one step forward along the redo tail."""
        return moved(session_id, authorization, +1)

    @app.post("/games/{session_id}/branch", response_model=CreatedDoc, status_code=201,
              responses={**_SEAT, **_error(409)})
    async def branch(session_id: str, body: Annotated[BranchRequest | None, Body()] = None,
               authorization: Authorization = None) -> CreatedDoc:
        """Starts a new session from a position of this one's line; its seats keep their tokens."""
        s = session(session_id)
        who = seat(s, authorization, required=True)
        assert who is not None
        at = (body or BranchRequest()).at
        with s.lock:
            k = s.cursor if at is None else at
            if k >= s.length:
                raise HTTPException(409, f"the line has positions 0 to {s.length - 1}, not {k}")
            b = s.branch(k)
        with create_lock:
            pool.add(b)
        token = _bearer(authorization)
        return created(b, [token if i == who else None for i in (0, 1)])

    @app.post("/games/{session_id}/reset", response_model=MovedDoc, responses=_SEAT)
    async def reset(session_id: str, body: Annotated[ResetRequest | None, Body()] = None,
              authorization: Authorization = None) -> MovedDoc:
        """Starts a new game in the session with the same decks and heroes (a new seed unless one is given)."""
        s = session(session_id)
        who = seat(s, authorization, required=True)
        seed = (body or ResetRequest()).seed
        with s.lock:
            s.reset(seed if seed is not None else secrets.randbits(256))
            store.save(s)
            return MovedDoc(cursor=s.cursor, length=s.length, observation=observation_doc(s.state, who))

    @app.get("/games/{session_id}/replay", responses={**_SEAT, 200: {"content": {"application/json": {}}}})
    async def replay(session_id: str, authorization: Authorization = None) -> Response:
        """Returns the replay of the game up to the cursor, once it is over (it names every hidden card)."""
        s = session(session_id)
        seat(s, authorization, required=True)
        with s.lock:
            if not (api.is_terminal(s.state) or settings.debug_full_state):
                raise HTTPException(403, "a replay names every hidden card: it is served once the game is over")
            return Response(s.replay(s.cursor).to_json(), media_type="application/json")

    @app.delete("/games/{session_id}", response_model=DeletedDoc, responses=_SEAT)
    async def delete(session_id: str, authorization: Authorization = None) -> DeletedDoc:
        """Deletes a session."""
        s = session(session_id)
        seat(s, authorization, required=True)
        pool.remove(s.id)
        return DeletedDoc(session_id=s.id, deleted=True)

    # ------------------------------------------------------------------------------------- self-play

    @app.post("/selfplay", response_model=SelfPlayDoc)
    def selfplay(body: SelfPlayRequest) -> SelfPlayDoc:
        """Plays a bounded self-play run between cheap agents; returns its summary and records."""
        from hsfp import selfplay as sp
        from hsfp.agents import make

        for i, spec in enumerate(body.agents):
            if spec not in SELFPLAY_AGENTS:
                raise HTTPException(422, [{"loc": ["body", "agents", i], "type": "value_error",
                                           "msg": f"self-play over HTTP takes {' or '.join(SELFPLAY_AGENTS)}"}])
        agents = (make(body.agents[0]), make(body.agents[-1]))
        records = list(sp.run(body.games, body.seed, agents=agents))
        t = sp.summarise(records)
        return SelfPlayDoc(games=t.games, wins_p0=t.wins_p0, wins_p1=t.wins_p1, draws=t.draws, mean_turns=t.mean_turns,
                           actions=t.actions, exceptions=t.exceptions, rejected=t.rejected, stalled=t.stalled,
                           records=[SelfPlayRecordDoc(game=r.game, seed=r.seed, heroes=list(r.heroes), winner=r.winner,
                                                      turns=r.turns, actions=r.actions, final_hash=r.final_hash,
                                                      exception=r.exception) for r in records])

    return app


__all__ = ["SELFPLAY_AGENTS", "Settings", "create_app"]

