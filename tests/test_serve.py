"""The HTTP API played through the client: what each seat may see, who may step, and the error
conventions."""

from __future__ import annotations

import json
import random
import re
from typing import Any

import pytest

pytest.importorskip("fastapi")

from fastapi import FastAPI

from hsfp import api, selfplay
from hsfp.client import ApiError, Client, Game, in_process
from hsfp.core.registry import CARDS
from hsfp.core.state import GameState, state_hash
from hsfp.core.tags import N_ZONES, Zone
from hsfp.decks import card_pool
from hsfp.observation import visible_entities
from hsfp.replay import Replay, verify
from hsfp.serialize import from_json
from hsfp.serve import Settings, create_app
from hsfp.serve.sessions import Pool, Session, SessionStore
from hsfp.views.encode import END_TURN

BASIC = sorted(card_pool(basic_only=True))
#: Decks with no card in common, so a card id of one seat's deck seen by the other is a leak.
DECK_0 = [BASIC[i % (len(BASIC) // 2)] for i in range(30)]
DECK_1 = [BASIC[len(BASIC) // 2 + i % (len(BASIC) - len(BASIC) // 2)] for i in range(30)]


@pytest.fixture()
def app() -> FastAPI:
    return create_app(Settings(store="memory"))


@pytest.fixture()
def client(app: FastAPI) -> Client:
    return in_process(app)


def true_state(app: FastAPI, game: Game) -> GameState:
    s = app.state.pool.get(game.session_id)
    assert s is not None
    return s.state  # type: ignore[no-any-return]


_STRING = re.compile(r'"((?:[^"\\]|\\.)*)"')


def card_ids(doc: Any) -> set[str]:
    """Every string of a document (keys and values) that is a card id."""
    return {m for m in _STRING.findall(json.dumps(doc)) if m in CARDS}


def knowable(state: GameState, seat: int | None) -> set[str]:
    """The card ids a seat may know in a state: what it can see, and its own deck's contents."""
    if seat is None:
        seen = visible_entities(state, 0) & visible_entities(state, 1)
        return {state.cards[e] for e in seen}
    own_deck = state.zones[seat * N_ZONES + int(Zone.DECK)]
    return {state.cards[e] for e in visible_entities(state, seat)} | {state.cards[e] for e in own_deck}


def assert_sound(doc: Any, state: GameState, seat: int | None) -> None:
    leaked = card_ids(doc) - knowable(state, seat)
    assert not leaked, f"seat {seat} was sent hidden cards {sorted(leaked)}"


def pick(indices: list[int], rng: random.Random) -> int:
    """A random legal index, ending the turn only when nothing else is legal (games end sooner)."""
    acting = [i for i in indices if i != END_TURN]
    return rng.choice(acting or indices)


def play_out(app: FastAPI, game: Game, rng: random.Random, check: bool = True, limit: int = 2_000) -> int:
    """Plays a game to its end through both seats with random legal indices; returns the steps."""
    seats = (game.seat(0), game.seat(1))
    st = seats[0].state()
    actor = st["current_player"]
    indices = seats[actor].legal()["indices"]
    steps = 0
    while steps < limit:
        r = seats[actor].step(index=pick(indices, rng))
        steps += 1
        assert r["ok"], r
        if check:
            assert_sound(r, true_state(app, game), actor)
        if r["done"]:
            return steps
        if r["current_player"] == actor:
            indices = r["legal_indices"]
        else:
            actor = r["current_player"]
            indices = seats[actor].legal()["indices"]
        if check and steps % 25 == 0:
            for seat in (0, 1, None):
                assert_sound(game.seat(seat).state(), true_state(app, game), seat)
    raise AssertionError("the game did not end")


def test_a_seat_is_never_sent_a_card_hidden_from_it_over_fifty_games(app: FastAPI, client: Client) -> None:
    rng = random.Random(12)
    steps = 0
    for g in range(50):
        game = client.new_game(seed=g, decks=[DECK_0, DECK_1], heroes=["HERO_08", "HERO_01"])
        steps += play_out(app, game, rng)
        for seat in (0, 1, None):
            assert_sound(game.seat(seat).state(), true_state(app, game), seat)
    assert steps > 50 * 20


def test_the_check_sees_a_leak() -> None:
    # the soundness check itself fails when an opponent's hand card is in a document
    state = api.new_game((DECK_0, DECK_1), ("HERO_08", "HERO_01"), seed=3)
    opp_hand = state.zones[1 * N_ZONES + int(Zone.HAND)]
    with pytest.raises(AssertionError, match="hidden cards"):
        assert_sound({"x": [state.cards[opp_hand[0]]]}, state, 0)


def test_only_the_seat_to_act_steps(client: Client) -> None:
    game = client.new_game(seed=5, decks=["basic", "basic"])
    actor = game.state()["current_player"]
    other = game.seat(1 - actor)
    index = game.seat(actor).legal()["indices"][0]
    with pytest.raises(ApiError) as refused:
        other.step(index=index)
    assert refused.value.status == 403
    with pytest.raises(ApiError) as anonymous:
        game.seat(None).step(index=index)
    assert anonymous.value.status == 401
    forged = Game(client, game.session_id, ["not-a-token", "not-a-token"], 0)
    with pytest.raises(ApiError) as wrong:
        forged.step(index=index)
    assert wrong.value.status == 401
    with pytest.raises(ApiError) as wrong_state:
        forged.state()
    assert wrong_state.value.status == 401
    assert game.seat(actor).step(index=index)["ok"]


def test_a_refused_action_is_an_answer_and_changes_nothing(app: FastAPI, client: Client) -> None:
    game = client.new_game(seed=6, decks=["basic", "basic"])
    actor = game.state()["current_player"]
    r = game.seat(actor).step(action={"type": "end_turn"})  # the mulligan is pending
    assert (r["ok"], r["code"]) == (False, "choice_pending")
    while game.state()["observation"]["status"] == "MULLIGAN":
        actor = game.state()["current_player"]
        game.seat(actor).step(action={"type": "mulligan", "replace": []})
    me = game.seat(game.state()["current_player"])
    before, cursor = state_hash(true_state(app, game)), me.state()["cursor"]
    r = me.step(action={"type": "attack", "attacker": 999, "defender": 1})
    assert (r["ok"], r["code"]) == (False, "unknown_entity")
    assert r["reason"]
    r = me.step(action={"type": "choose", "option": 1})
    assert (r["ok"], r["code"]) == (False, "no_choice_pending")
    r = me.step(index=1 + 9 * 17 * 7 * 2)  # hand slot 9: the hand is not that long
    assert (r["ok"], r["code"]) == (False, "malformed")
    assert state_hash(true_state(app, game)) == before
    assert me.state()["cursor"] == cursor


def test_a_step_by_action_object_equals_the_step_by_its_index(client: Client) -> None:
    game = client.new_game(seed=9, decks=["basic", "basic"])
    actor = game.state()["current_player"]
    legal = game.seat(actor).legal()
    twin = game.seat(actor).branch()
    by_index = game.seat(actor).step(index=legal["indices"][-1])
    action = {k: v for k, v in legal["actions"][-1].items() if v is not None}
    by_object = twin.step(action=action)
    assert by_index["ok"] and by_object["ok"]
    assert by_index["observation"] == by_object["observation"]
    assert by_index["applied"] == legal["actions"][-1]


def test_errors_follow_the_conventions(client: Client) -> None:
    http = client.http
    assert http.get("/no/such/route").status_code == 404
    assert http.get("/games/nope/state").status_code == 404
    assert http.get("/cards/NOT_A_CARD").status_code == 404
    assert http.get("/decks/NoSuchDeck").status_code == 404
    bad = http.post("/games", json={"decks": ["basic"]})
    assert bad.status_code == 422
    assert bad.json()["detail"][0]["loc"][:2] == ["body", "decks"]
    unknown = http.post("/games", json={"decks": [["NOT_A_CARD"] * 30, "basic"]})
    assert unknown.status_code == 422 and unknown.json()["detail"][0]["loc"] == ["body", "decks", 0]
    code = http.post("/games", json={"decks": ["not a deck code!", "basic"]})
    assert code.status_code == 422 and code.json()["detail"][0]["loc"] == ["body", "decks", 0]
    hero = http.post("/games", json={"heroes": ["HERO_99", "HERO_01"]})
    assert hero.status_code == 422 and hero.json()["detail"][0]["loc"] == ["body", "heroes", 0]
    game = client.new_game(seed=1)
    both = http.post(f"/games/{game.session_id}/step", json={"index": 0, "action": {"type": "end_turn"}},
                     headers={"Authorization": f"Bearer {game.tokens[0]}"})
    assert both.status_code == 422
    huge = http.post("/games", content=b"{" + b" " * 100_000 + b"}", headers={"content-type": "application/json"})
    assert huge.status_code == 413
    assert http.get(f"/games/{game.session_id}/state", headers={"Authorization": "Basic abc"}).status_code == 401


def test_without_a_token_only_public_information_is_served(client: Client) -> None:
    game = client.new_game(seed=2, decks=["basic", "basic"])
    public = game.seat(None).state()
    assert public["seat"] is None and public["tensor"] == [] and public["legal"]["indices"] == []
    assert public["observation"]["own_deck"] == []
    assert all(p["hand_cards"] == [] for p in public["observation"]["players"])
    assert public["full_state"] is None
    mine = game.seat(0).state()
    assert mine["observation"]["players"][0]["hand_cards"]
    assert len(mine["tensor"]) == client.info()["observation_shape"][0]


def test_the_full_state_only_with_the_debug_setting() -> None:
    client_app = create_app(Settings(debug_full_state=True))
    client = in_process(client_app)
    game = client.new_game(seed=2)
    doc = game.seat(0).state()["full_state"]
    assert doc is not None and state_hash(from_json(doc)) == state_hash(true_state(client_app, game))


def test_undo_redo_branch_reset_and_delete(app: FastAPI, client: Client) -> None:
    game = client.new_game(seed=4, decks=["basic", "basic"])
    first = game.seat(0).state()["observation"]
    actor = game.state()["current_player"]
    me = game.seat(actor)
    me.step(index=me.legal()["indices"][0])
    after = game.seat(0).state()["observation"]
    assert me.undo()["cursor"] == 0
    assert game.seat(0).state()["observation"] == first
    with pytest.raises(ApiError) as nothing:
        me.undo()
    assert nothing.value.status == 409
    assert me.redo()["cursor"] == 1
    assert game.seat(0).state()["observation"] == after
    branch = me.branch(at=0)
    assert branch.session_id != game.session_id
    assert branch.seat(0).state()["observation"] == first  # the branch keeps the seats' tokens
    assert game.seat(0).state()["cursor"] == 1  # and leaves its parent as it was
    raw = client.request("POST", f"/games/{game.session_id}/branch", game.tokens[1], {"at": 1})
    assert raw["tokens"] == [None, game.tokens[1]]  # a seat is given back only its own token
    assert me.reset(seed=77)["cursor"] == 0
    session = app.state.pool.get(game.session_id)
    assert state_hash(session.state) == state_hash(api.new_game(session.decks, session.heroes, 77))
    assert game.seat(1).delete()["deleted"]
    with pytest.raises(ApiError) as gone:
        game.state()
    assert gone.value.status == 404


def test_the_replay_is_served_once_the_game_is_over_and_verifies(app: FastAPI, client: Client) -> None:
    game = client.new_game(seed=8, decks=["basic", "basic"])
    with pytest.raises(ApiError) as early:
        game.seat(0).replay()
    assert early.value.status == 403
    play_out(app, game, random.Random(8), check=False)
    doc = game.seat(0).replay()
    final = verify(Replay.from_json(json.dumps(doc)))
    assert state_hash(final) == state_hash(true_state(app, game))
    assert game.seat(0).state()["done"]
    r = game.seat(0).step(action={"type": "end_turn"})
    assert (r["ok"], r["code"]) == (False, "game_over")


def test_cards_decks_and_stats(client: Client) -> None:
    info = client.info()
    assert info["num_actions"] > 0 and "POST /games/{session_id}/step" in info["endpoints"]
    found = client.cards(q="fireball")
    assert "VAN_CS2_029" in [c["id"] for c in found]
    assert len(client.cards(limit=3)) == 3
    fireball = client.card("VAN_CS2_029")
    assert fireball["cost"] == 4 and "6" in fireball["text_en"] and fireball["text_zh"] and fireball["official_text"]
    decks = client.decks()
    assert len(decks) == 7
    pirate = client.deck("AggroPirateWarrior")
    assert len(pirate["cards"]) == 30
    assert len(pirate["card_ids"]) + sum(pirate["cards"].count(n) for n in pirate["missing"]) == 30
    assert pirate["complete"] is True and pirate["missing"] == [] and len(pirate["card_ids"]) == 30
    stats = client.stats()
    assert sum(stats["by_class"].values()) == stats["collectible"]
    game = client.new_game(seed=1, decks=["AggroPirateWarrior", "basic"])
    assert not any("AggroPirateWarrior" in w or "deck 0" in w for w in game.warnings)  # a legal 2017 deck


def test_selfplay_over_http_is_the_selfplay_run(client: Client) -> None:
    doc = client.selfplay(games=3, seed=11)
    records = list(selfplay.run(3, 11))
    assert [r["final_hash"] for r in doc["records"]] == [r.final_hash for r in records]
    assert doc["games"] == 3 and doc["wins_p0"] + doc["wins_p1"] + doc["draws"] <= 3
    with pytest.raises(ApiError) as costly:
        client.selfplay(games=1, agents=("mcts:iterations=100000",))
    assert costly.value.status == 422


def test_the_pool_evicts_idle_sessions_after_the_ttl_and_the_oldest_when_full() -> None:
    now = [0.0]
    pool = Pool(SessionStore(), ttl=10.0, limit=2, clock=lambda: now[0])

    def new(i: int) -> Session:
        return Session.start((tuple(DECK_0), tuple(DECK_1)), ("HERO_08", "HERO_01"), i, ("a", "b"),
                             session_id=f"s{i}")

    pool.add(new(1))
    now[0] = 5.0
    pool.add(new(2))
    now[0] = 6.0
    pool.get("s1")  # s1 is used again: s2 is now the oldest idle
    pool.add(new(3))
    assert (pool.get("s2"), pool.get("s1") is not None, pool.get("s3") is not None) == (None, True, True)
    now[0] = 100.0
    pool.add(new(4))
    assert len(pool) == 1 and pool.get("s4") is not None


def test_cors_answers_only_the_configured_origins() -> None:
    http = in_process(create_app(Settings(cors_origins=("http://lab.example",)))).http
    preflight = {"Access-Control-Request-Method": "POST"}
    ok = http.options("/games", headers={"Origin": "http://lab.example", **preflight})
    assert ok.headers.get("access-control-allow-origin") == "http://lab.example"
    other = http.options("/games", headers={"Origin": "http://elsewhere.example", **preflight})
    assert "access-control-allow-origin" not in other.headers
