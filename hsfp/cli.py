"""The `hsfp` command: self-play, replay verification and benchmarks.

Bad arguments and unreadable or malformed files end the command with one error line on stderr and exit
status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rich.console import Console
from rich.progress import BarColumn, Progress, TextColumn, TimeRemainingColumn
from rich.table import Table

if TYPE_CHECKING:
    from hsfp.agents import Agent
    from hsfp.decks import Format

#: The exit status of a command refused for its arguments or its input files.
USAGE_ERROR = 2


def _out() -> Console:
    # Tables keep their columns readable when the output is a file or a pipe.
    return Console() if sys.stdout.isatty() else Console(width=120)


def _say(command: str, kind: str, message: str) -> None:
    # Plain writes: a card id or a file name may look like console markup.
    sys.stderr.write(f"hsfp {command}: {kind}: {message}\n")


def _count(text: str) -> int:
    """Returns a whole number of at least 0 given on the command line."""
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if n < 0:
        raise argparse.ArgumentTypeError(f"{n} is negative")
    return n


def _positive(text: str) -> int:
    """Returns a whole number of at least 1 given on the command line."""
    n = _count(text)
    if n < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return n


def _rollouts(text: str) -> tuple[str | int, ...]:
    """Returns the rollout lengths of the search bench given on the command line: "turn", "game" or a
    number of actions, separated by commas."""
    out: list[str | int] = []
    for part in (p.strip() for p in text.split(",")):
        if part in ("turn", "game"):
            out.append(part)
            continue
        try:
            out.append(_positive(part))
        except argparse.ArgumentTypeError:
            raise argparse.ArgumentTypeError(f"{part!r} is not a rollout length: \"turn\", \"game\" or a whole "
                                             "number of actions of at least 1") from None
    if len(set(out)) != len(out):
        raise argparse.ArgumentTypeError(f"{text!r} names a rollout length twice")
    return tuple(out)


def _named_deck(command: str, option: str, text: str, allow_missing: bool) -> tuple[str, str | None] | None:
    """Returns a preset name's or a deck code's cards as card ids separated by commas and its hero (the text
    itself and None for any other deck); prints what the engine lacks, and returns None if it refuses it."""
    from hsfp.decks import Preset, incomplete_message, lookup

    known = lookup(text)
    if known is None:
        return text, None
    what = f"the preset {known.name}" if isinstance(known, Preset) else "the deck code"
    if known.missing:
        _say(command, "warning" if allow_missing else "error", f"{option}: {incomplete_message(what, known.missing)}"
             + (f"; it plays the {len(known.cards)} cards it has" if allow_missing else " (--allow-missing plays "
                "the cards it has)"))
        if not allow_missing:
            return None
    if known.older:
        _say(command, "warning", f"{option}: {what} plays {len(known.older)} card(s) in their Classic-format "
             f"printing (VAN_), whose numbers may differ: {', '.join(known.older)}")
    # Card ids from here on: every worker reads them without the card database.
    return ",".join(known.cards), known.hero


def _seat_heroes(args: argparse.Namespace) -> tuple[str | None, str | None] | None:
    """Returns each seat's hero (None: random), after checking the heroes and the decks named on the
    command line (a preset name or a deck code becomes its card ids in `args`); prints every problem, and
    returns None if a deck or hero cannot be played."""
    from hsfp.decks import ALL_HEROES, HEROES, format_of, hero_for, is_random, read_deck, validate

    heroes: list[str | None] = []
    playable = True
    fmt = _format(args)
    allowed = ALL_HEROES if fmt is None else fmt.heroes
    for seat, text, hero in ((0, args.deck_p0, args.hero_p0), (1, args.deck_p1, args.hero_p1)):
        if hero is not None and hero not in allowed:
            of = "" if fmt is None else f" of {fmt.title}"
            _say("selfplay", "error", f"--hero-p{seat}: {hero!r} is not a hero{of}; the heroes are "
                 f"{', '.join(allowed)}")
            playable = False
        if is_random(text):
            heroes.append(hero)
            continue
        named = _named_deck("selfplay", f"--deck-p{seat}", text, args.allow_missing)
        if named is None:
            playable = False
            heroes.append(hero)
            continue
        text, hero = named[0], hero or named[1]
        setattr(args, f"deck_p{seat}", text)
        ids = read_deck(text)
        if len(ids) == 1 and ("/" in text or text.endswith(".txt")) and not Path(text).exists():
            _say("selfplay", "error", f"--deck-p{seat}: no file {text!r}, and no card has that id")
            playable = False
            heroes.append(hero)
            continue
        hero = hero or hero_for(ids)
        heroes.append(hero)
        # A deck of neutral cards only is legal for every hero: any one checks it.
        problems = validate(ids, hero if hero in ALL_HEROES else HEROES[0], fmt or format_of(ids))
        for problem in sorted(problems, key=lambda p: not p.code.unplayable):
            if problem.code.unplayable:
                playable = False
            _say("selfplay", "error" if problem.code.unplayable else "warning", f"--deck-p{seat}: {problem}")
    return (heroes[0], heroes[1]) if playable else None


def _round_robin(args: argparse.Namespace) -> int:
    from hsfp import selfplay
    from hsfp.decks import preset, preset_names

    decks: dict[str, tuple[str, str]] = {}
    for name in preset_names():
        named = _named_deck("selfplay", "--round-robin", name, args.allow_missing)
        if named is None:
            return USAGE_ERROR
        decks[name] = (named[0], named[1] or preset(name).hero)
    pairs = selfplay.pairings(decks)
    console = Console(stderr=True)
    by_pair: dict[tuple[str, str], list[selfplay.GameRecord]] = {}
    out = open(args.jsonl, "w", encoding="utf-8") if args.jsonl else None  # noqa: SIM115
    try:
        with Progress(TextColumn("round robin"), BarColumn(), TextColumn("{task.completed}/{task.total}"),
                      TimeRemainingColumn(), console=console, disable=args.quiet) as bar:
            task = bar.add_task("games", total=args.games * len(pairs) // 2)
            for pair, rec in selfplay.round_robin(decks, args.games, args.seed, _two_agents(args.agents)):
                by_pair.setdefault((pair.deck_p0, pair.deck_p1), []).append(rec)
                if out is not None:
                    out.write(json.dumps({"deck_p0": pair.deck_p0, "deck_p1": pair.deck_p1, **rec.as_json()},
                                         sort_keys=True) + "\n")
                bar.advance(task)
    finally:
        if out is not None:
            out.close()
    table = Table(title=f"self-play round robin: {len(decks)} preset decks, {args.games} games a pair, "
                        f"seed {args.seed}")
    for col in ("seat 0", "seat 1", "games", "wins 0", "wins 1", "draws", "exceptions", "rejected", "stalled"):
        table.add_column(col, justify="left" if col.startswith("seat") else "right")
    everything: list[selfplay.GameRecord] = []
    for (a, b), recs in by_pair.items():
        s = selfplay.summarise(recs)
        everything += recs
        table.add_row(a, b, *(str(v) for v in (s.games, s.wins_p0, s.wins_p1, s.draws, s.exceptions, s.rejected,
                                               s.stalled)))
    s = selfplay.summarise(everything)
    table.add_row("all", "", *(str(v) for v in (s.games, s.wins_p0, s.wins_p1, s.draws, s.exceptions, s.rejected,
                                                s.stalled)))
    _out().print(table)
    _out().print(f"{s.actions} actions, {s.actions_per_second:.0f} actions/s, {s.games_per_second:.2f} games/s")
    for r in everything:
        if r.exception:
            console.print(f"[red]game {r.game} (seed {r.seed}) raised:[/red]\n{r.exception}")
    return 0 if (s.exceptions, s.rejected, s.stalled) == (0, 0, 0) else 1


#: The formats' names as the command takes them (`hsfp.decks.Format`'s values; a test checks they agree).
FORMATS = ("classic", "standard-2017", "core", "standard", "wild")


def _format(args: argparse.Namespace) -> Format | None:
    """Returns the format the command line names, None if it names none."""
    from hsfp.decks import Format

    return Format(args.format) if getattr(args, "format", None) else None


def _selfplay(args: argparse.Namespace) -> int:
    from hsfp import selfplay

    if args.round_robin:
        if args.deck_p0 != "random" or args.deck_p1 != "random" or args.ray or args.format:
            _say("selfplay", "error", "--round-robin plays the preset decks against each other: it takes no "
                 "--deck-p0, --deck-p1, --format or --ray")
            return USAGE_ERROR
        return _round_robin(args)
    if args.format and args.ray:
        _say("selfplay", "error", "--format draws its decks in this process: it takes no --ray")
        return USAGE_ERROR
    heroes = _seat_heroes(args)
    if heroes is None:
        return USAGE_ERROR
    console = Console(stderr=True)
    records = []
    out = open(args.jsonl, "w", encoding="utf-8") if args.jsonl else None  # noqa: SIM115
    try:
        with Progress(TextColumn("self-play"), BarColumn(), TextColumn("{task.completed}/{task.total}"),
                      TimeRemainingColumn(), console=console, disable=args.quiet) as bar:
            task = bar.add_task("games", total=args.games)
            replay_dir = Path(args.save_replays) if args.save_replays else None
            if args.ray:
                from hsfp import distributed

                games = distributed.selfplay_run(args.games, args.seed, args.deck_p0, args.deck_p1,
                                                 replay_dir=replay_dir, heroes=heroes, agents=args.agents,
                                                 address=args.address)
            else:
                games = selfplay.run(args.games, args.seed, args.deck_p0, args.deck_p1, replay_dir=replay_dir,
                                     heroes=heroes, agents=_two_agents(args.agents), format=_format(args))
            for rec in games:
                records.append(rec)
                if out is not None:
                    out.write(json.dumps(rec.as_json(), sort_keys=True) + "\n")
                bar.advance(task)
    finally:
        if out is not None:
            out.close()
    s = selfplay.summarise(records)
    table = Table(title=f"self-play: {args.games} games, seed {args.seed}")
    table.add_column("measure")
    table.add_column("value", justify="right")
    for name, value in (
        ("games", f"{s.games}"), ("wins player 0", f"{s.wins_p0}"), ("wins player 1", f"{s.wins_p1}"),
        ("draws", f"{s.draws}"), ("mean turns", f"{s.mean_turns:.2f}"), ("actions", f"{s.actions}"),
        ("actions/s", f"{s.actions_per_second:.0f}"), ("games/s", f"{s.games_per_second:.2f}"),
        ("exceptions", f"{s.exceptions}"), ("rejected actions", f"{s.rejected}"), ("stalled games", f"{s.stalled}"),
    ):
        table.add_row(name, value)
    _out().print(table)
    for r in records:
        if r.exception:
            console.print(f"[red]game {r.game} (seed {r.seed}) raised:[/red]\n{r.exception}")
    return 0 if (s.exceptions, s.rejected, s.stalled) == (0, 0, 0) else 1


def _ray_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--ray", action="store_true",
                   help="play the games as Ray tasks (the distributed extra); the same results as without")
    p.add_argument("--address", default=None, metavar="auto|HOST:PORT",
                   help="the Ray cluster to join (default: start a local one)")


def _serve(args: argparse.Namespace) -> int:
    from hsfp.serve import command

    missing = command.missing_modules()
    if missing:
        _say("serve", "error", f"hsfp serve needs the serve extra ({', '.join(missing)} missing): "
             "pip install 'hsfp[serve]'")
        return USAGE_ERROR
    return command.main(args)


def _two_agents(text: str) -> tuple[Agent, Agent]:
    """Returns the agents of seat 0 and seat 1 from a list of one or two agent specs."""
    from hsfp.agents import make, split_specs

    specs = split_specs(text)
    if len(specs) not in (1, 2):
        raise ValueError(f"--agents takes one or two agents, not {len(specs)}: {text!r}")
    return (make(specs[0]), make(specs[-1]))


def _arena(args: argparse.Namespace) -> int:
    from hsfp import arena
    from hsfp.agents import make, split_specs

    specs = split_specs(" ".join(args.agents))
    if len(specs) < 2 or len(set(specs)) != len(specs):
        raise ValueError(f"the arena takes two or more distinct agents, not {specs}")
    for spec in specs:
        make(spec)  # a bad spec stops the run before any game
    named = [_named_deck("arena", "--decks", d, args.allow_missing) for d in (args.decks[0], args.decks[-1])]
    if named[0] is None or named[1] is None:
        return USAGE_ERROR
    decks = (named[0][0], named[1][0])
    matches = arena.schedule(specs, args.games, args.seed, decks)
    out = open(args.jsonl, "w", encoding="utf-8") if args.jsonl else None  # noqa: SIM115
    try:
        with Progress(TextColumn("arena"), BarColumn(), TextColumn("{task.completed}/{task.total}"),
                      TimeRemainingColumn(), console=Console(stderr=True), disable=args.quiet) as bar:
            task = bar.add_task("games", total=len(matches))
            if args.ray:
                from hsfp import distributed

                t0 = time.perf_counter()
                results = distributed.arena_run(matches, lambda r: bar.advance(task), address=args.address)
                seconds = time.perf_counter() - t0
            else:
                results, seconds = arena.timed_run(matches, args.jobs, lambda r: bar.advance(task))
        if out is not None:  # in game order, whatever order the processes finished in
            out.writelines(json.dumps(r.as_json(), sort_keys=True) + "\n" for r in results)
    finally:
        if out is not None:
            out.close()
    title = f"arena: {args.games} games per pair, seed {args.seed}, {seconds:.0f} s"
    for table in arena.tables(specs, results, title):
        _out().print(table)
    for r in results:
        if r.error:
            Console(stderr=True).print(f"[red]game {r.index} ({' vs '.join(r.agents)}) raised:[/red]\n{r.error}")
    return 0 if all(r.error is None for r in results) else 1


#: What reading or setting up a crafted replay file may raise, besides the loader's DocumentError.
_UNREADABLE = (ValueError, OSError, TypeError, KeyError, AttributeError, RecursionError, OverflowError,
               MemoryError)


def _replay(args: argparse.Namespace) -> int:
    from rich.markup import escape

    from hsfp.replay import Replay, ReplayError, verify

    table = Table(title=f"hsfp replay: {len(args.files)} file(s)")
    for col in ("file", "actions", "turn", "result"):
        table.add_column(col)
    failures = unreadable = 0
    for name in args.files:
        try:
            rep = Replay.load(name)
            state = verify(rep)
            table.add_row(escape(name), str(len(rep.actions)), str(state.turn), "[green]verified[/green]")
        except ReplayError as exc:
            failures += 1
            table.add_row(escape(name), "", "", f"[red]{escape(f'{type(exc).__name__}: {str(exc)[:300]}')}[/red]")
        except _UNREADABLE as exc:
            # Not a replay of a game that can be played (DocumentError, DeckError...): a bad file.
            unreadable += 1
            message = f"{name}: not a valid replay: {type(exc).__name__}: {str(exc)[:300]}"
            _say("replay", "error", message)
            table.add_row(escape(name), "", "", f"[red]{escape(message)}[/red]")
    _out().print(table)
    _out().print(f"{len(args.files) - failures - unreadable} verified, {failures + unreadable} failed")
    if unreadable:
        return USAGE_ERROR
    return 0 if failures == 0 else 1


def _bench(args: argparse.Namespace) -> int:
    from hsfp import bench

    console = Console(stderr=True)
    ref = None if args.no_reference else Path(args.reference)
    if args.search:
        return _bench_search(args, ref)
    if args.instructions:
        return _bench_instructions(args, ref)
    figures = bench.run_all(args.games or 200, args.runs, ref,
                            progress=lambda m: console.print(f"[dim]measuring {m}[/dim]"),
                            timeline_steps=args.timeline_steps)
    table = Table(title=f"hsfp bench, {bench.setting()} (medians of {args.runs} runs)")
    for col, justify in (("figure", "left"), ("median", "right"), ("unit", "left"), ("range", "right")):
        table.add_column(col, justify=justify)  # type: ignore[arg-type]
    for f in figures:
        table.add_row(f.name, f"{f.median:,.2f}", f.unit, f"{f.low:,.2f} – {f.high:,.2f}")
    _out().print(table)
    return 0


def _bench_instructions(args: argparse.Namespace, ref: Path | None) -> int:
    from hsfp import bench, countbench

    console = Console(stderr=True)
    games = args.games or 20
    try:
        counts = countbench.count_all(games, ref, progress=lambda m: console.print(f"[dim]counting {m}[/dim]"))
    except countbench.CountError as exc:
        _say("bench --instructions", "error", str(exc)[:800])
        return USAGE_ERROR if isinstance(exc, countbench.MissingValgrind) else 1
    table = Table(title=f"instructions per action (valgrind cachegrind, PYTHONHASHSEED=0, {games} games a pass), "
                        f"{bench.setting()}")
    for col, justify in (("workload", "left"), ("instructions per action", "right"), ("actions a pass", "right")):
        table.add_column(col, justify=justify)  # type: ignore[arg-type]
    for c in counts:
        table.add_row(c.workload, f"{c.per_action:,.0f}", f"{c.actions:,}")
    by_name = {c.workload: c.per_action for c in counts}
    if countbench.REFERENCE in by_name:
        for name in (countbench.BASIC, countbench.CLASSIC):
            table.add_row(f"ratio: reference / {name} (a ratio of counts, not of speeds)",
                          f"{by_name[countbench.REFERENCE] / by_name[name]:.3f}x", "")
    _out().print(table)
    return 0


def _bench_search(args: argparse.Namespace, ref: Path | None) -> int:
    from hsfp import bench, searchbench

    if not _has_extra("bench --search"):
        return USAGE_ERROR
    figures, ratios = searchbench.search_bench(ref, iterations=args.iterations, rounds=args.runs,
                                               rollouts=args.rollouts or searchbench.ROLLOUTS)
    table = Table(title=f"plain UCT, {args.iterations} iterations from mid-game states, {bench.setting()} "
                        f"(medians and quartiles of {args.runs} interleaved rounds, CPU time)")
    for col in ("variant", "rollout", "median", "q1 – q3"):
        table.add_column(col)
    def add(fs: list[searchbench.SearchFigure]) -> None:
        for f in fs:
            table.add_row(f.name, f.rollout, f"{f.median:,.1f} {f.unit}", f"{f.q1:,.1f} – {f.q3:,.1f}")

    add(figures)
    for name, rollout, med, q1, q3 in ratios:
        table.add_row(f"ratio {name}", rollout, f"{med:,.2f}x", f"{q1:,.2f} – {q3:,.2f}")
    add(searchbench.rollout_lengths(ref, args.runs))
    add(searchbench.call_costs(args.runs))
    _out().print(table)
    return 0


def _cards_show(args: argparse.Namespace) -> int:
    from rich.pretty import Pretty
    from rich.text import Text

    import hsfp.api  # noqa: F401  (registers the cards)
    from cards.facts import all_facts
    from cards.query import printings
    from cards.text import render
    from cards.value import estimate_value
    from hsfp.core.registry import definition, is_defined
    from hsfp.decks import unknown_card_message

    card_id = args.card_id
    if not is_defined(card_id):
        others = printings(card_id)
        if not others:
            _say("cards show", "error", unknown_card_message(card_id))
            return USAGE_ERROR
        sys.stderr.write(f"{card_id} is not an id of the engine; showing {others[0]}, its printing in the "
                         f"engine{' (also: ' + ', '.join(others[1:]) + ')' if others[1:] else ''}\n")
        card_id = others[0]
    d = definition(card_id)
    facts = all_facts().get(d.card_id)
    table = Table(title=f"{d.card_id}: {d.name}", show_header=False)
    table.add_column("what", style="bold")
    table.add_column("value", overflow="fold")
    table.add_row("definition", Pretty(d))
    table.add_row("generated (en)", Text(render(d, "en")))
    table.add_row("generated (zh)", Text(render(d, "zh")))
    table.add_row("official (en)", Text(facts["text"] if facts else ""))
    table.add_row("official (zh)", Text(facts["text_zh"] if facts else ""))
    table.add_row("estimated value", f"{estimate_value(d):.2f}")
    _out().print(table)
    return 0


def _cards_query(args: argparse.Namespace) -> int:
    from cards import query

    ask = {"damage": query.deals_damage, "draw": query.draws_cards, "summon": query.summons}[args.question]
    for card_id in ask():
        _out().print(card_id, highlight=False)
    return 0


#: The optional extra each command needs beyond the quick-start install, and the modules it brings.
_EXTRAS = {"audit cards": ("data", ("hearthstone", "hearthstone_data")),
           "bench --search": ("research", ("numpy",))}


def _has_extra(command: str) -> bool:
    """Returns whether the modules of the extra a command needs are installed; says how to install them
    if not."""
    extra, modules = _EXTRAS[command]
    missing = []
    for m in modules:
        try:
            importlib.import_module(m)
        except ImportError:
            missing.append(m)
    if missing:
        _say(command, "error", f"hsfp {command} needs the {extra} extra ({', '.join(missing)} missing): "
             f"pip install 'hsfp[{extra}]'")
    return not missing


def _audit_cards(args: argparse.Namespace) -> int:
    if not _has_extra("audit cards"):
        return USAGE_ERROR
    from hsfp import audit

    fmt = _format(args)
    sets = audit.coverage() if fmt is None else audit.format_coverage(fmt)
    _out().print(audit.coverage_table(sets))
    # a format's last row is the whole format: its missing cards are those of the rows above
    for line in audit.missing_lines(sets if fmt is None else sets[:-1]):
        _out().print(line, highlight=False)
    return 0


def _audit_decks(args: argparse.Namespace) -> int:
    from hsfp import audit
    from hsfp.decks import presets

    decks = presets()
    _out().print(audit.decks_table(decks))
    for line in audit.deck_lines(decks):
        _out().print(line, highlight=False)
    return 0


def _audit_smoke(args: argparse.Namespace) -> int:
    from hsfp import audit

    ids = args.cards.split(",") if args.cards else (audit.basic_cards() if args.basic else None)
    console = Console(stderr=True)
    with console.status("smoke") as status:
        report = audit.smoke(ids, progress=None if args.quiet else lambda c: status.update(f"smoke: {c}"))
    _out().print(audit.smoke_table(report, every_card=args.all))
    for line in audit.finding_lines(report):
        _out().print(line, highlight=False)
    _out().print(report.summary(), highlight=False)
    return 0 if report.ok else 1


def _add_card_commands(sub: Any) -> None:
    """Adds `hsfp cards show|query` and `hsfp audit cards|decks|smoke` to the command's subparsers."""
    cards = sub.add_parser("cards", help="look at card definitions").add_subparsers(dest="cards", required=True)
    show = cards.add_parser("show", help="a definition, its generated and official texts and its value")
    show.add_argument("card_id")
    show.set_defaults(fn=_cards_show)
    ask = cards.add_parser("query", help="the ids of the cards that deal damage, draw or summon")
    ask.add_argument("question", choices=("damage", "draw", "summon"))
    ask.set_defaults(fn=_cards_query)
    audit = sub.add_parser("audit", help="audit the card pool").add_subparsers(dest="audit", required=True)
    audit_cards = audit.add_parser("cards", help="defined collectible cards per card set (HearthSim's database)")
    audit_cards.add_argument("--format", default=None, choices=FORMATS,
                             help="only the card sets of this format, and the format as a whole")
    audit_cards.set_defaults(fn=_audit_cards)
    audit.add_parser("decks", help="the preset decks: the cards the engine defines and those it lacks").set_defaults(
        fn=_audit_decks)
    smoke = audit.add_parser("smoke", help="fire every behaviour of every defined card; exit 1 on any finding")
    smoke.add_argument("--basic", action="store_true", help="only the Basic cards and what they refer to")
    smoke.add_argument("--cards", default=None, help="card ids separated by commas")
    smoke.add_argument("--all", action="store_true", help="list every card, not only those with findings")
    smoke.add_argument("--quiet", action="store_true", help="no progress")
    smoke.set_defaults(fn=_audit_smoke)


def main(argv: list[str] | None = None) -> int:
    """Runs the `hsfp` command line; returns the exit status."""
    parser = argparse.ArgumentParser(prog="hsfp", description="A Hearthstone-style engine for research.")
    sub = parser.add_subparsers(dest="command", required=True)

    sp = sub.add_parser("selfplay", help="play random-agent games and summarise them")
    sp.add_argument("--games", type=_count, default=100)
    sp.add_argument("--seed", type=int, default=0)
    sp.add_argument("--deck-p0", default="random",
                    help='"random", "basic" (Basic cards only), a preset deck (hsfp audit decks), a deck code, '
                         'card ids separated by commas, or a file')
    sp.add_argument("--deck-p1", default="random", help="player 1's deck, as --deck-p0")
    sp.add_argument("--allow-missing", action="store_true",
                    help="play a preset or a deck code with cards the engine lacks without them (a warning "
                         "names them)")
    sp.add_argument("--hero-p0", default=None, metavar="HERO",
                    help="player 0's hero (HERO_01 to HERO_11); default: the class of the deck's class cards, "
                         "else random")
    sp.add_argument("--format", default=None, choices=FORMATS,
                    help='draw "random" decks as random legal decks of this format, for heroes of the format')
    sp.add_argument("--hero-p1", default=None, metavar="HERO", help="player 1's hero, as --hero-p0")
    sp.add_argument("--jsonl", default=None, help="write one JSON record per game to this file")
    sp.add_argument("--quiet", action="store_true", help="no progress bar")
    sp.add_argument("--save-replays", default=None, metavar="DIR", help="write each game's replay (JSON) to DIR")
    sp.add_argument("--agents", default="random", metavar="A,B",
                    help='the agents of seat 0 and seat 1 (one for both), as the arena takes them')
    sp.add_argument("--round-robin", action="store_true",
                    help="play every preset deck against every other, --games games a pair (half of them each "
                         "way round), and summarise each pairing")
    _ray_arguments(sp)
    sp.set_defaults(fn=_selfplay)

    ap = sub.add_parser("arena", help="a round robin between agents: win rates, intervals and Elo")
    ap.add_argument("--agents", nargs="+", required=True, metavar="SPEC",
                    help='agent specs ("mcts:iterations=200", "ismcts:seconds=0.5,rollout=turn", "greedy", '
                         '"beam:width=4", "random"), separated by spaces, ";", or a comma before a kind')
    ap.add_argument("--games", type=_positive, default=100, help="games per pair of agents")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--decks", nargs="+", default=["class"], metavar="DECK",
                    help='one deck spec for both seats or one per seat: "class" (random cards of the hero\'s '
                         'class and neutrals), "random", "basic", a preset deck, a deck code, card ids '
                         'separated by commas, or a file')
    ap.add_argument("--allow-missing", action="store_true",
                    help="play a preset or a deck code with cards the engine lacks without them")
    ap.add_argument("--jobs", type=_positive, default=1, help="games played at once, in that many processes")
    ap.add_argument("--jsonl", default=None, help="write one JSON record per game to this file")
    ap.add_argument("--quiet", action="store_true", help="no progress bar")
    _ray_arguments(ap)
    ap.set_defaults(fn=_arena)

    rp = sub.add_parser("replay", help="play replay files again and verify their draws and final state")
    rp.add_argument("files", nargs="+", metavar="FILE")
    rp.set_defaults(fn=_replay)

    bp = sub.add_parser("bench", help="measure random play, keeping states and branching")
    bp.add_argument("--games", type=_positive, default=None,
                    help="games a round (default 200; 20 a pass with --instructions)")
    bp.add_argument("--runs", type=_positive, default=5)
    bp.add_argument("--reference", default=str(Path("../shared/reference/bench_stoneheart.py")),
                    help="the reference engine's benchmark script, run in the same sitting if present")
    bp.add_argument("--no-reference", action="store_true")
    bp.add_argument("--timeline-steps", type=_positive, default=10_000,
                    help="steps of the timeline whose retained memory per step is measured")
    bp.add_argument("--search", action="store_true",
                    help="measure search instead: a plain UCT on hsfp and on the reference, and the cost of "
                         "resample, legal_mask and the tensors")
    bp.add_argument("--iterations", type=_positive, default=200, help="UCT iterations per search (--search)")
    bp.add_argument("--rollouts", type=_rollouts, default=None, metavar="R,R",
                    help='how far the UCT\'s rollouts go (--search): "turn", "game" or a number of actions, '
                         'separated by commas (default turn,10,game)')
    bp.add_argument("--instructions", action="store_true",
                    help="count instructions per action of random play instead, under valgrind (hsfp and the "
                         "reference): the figure the machine's load does not move")
    bp.set_defaults(fn=_bench)

    from hsfp.serve.command import add_arguments as _serve_arguments

    sv = sub.add_parser("serve", help="serve games over HTTP (sessions, observations, steps; the serve extra)")
    _serve_arguments(sv)
    sv.set_defaults(fn=_serve)

    _add_card_commands(sub)

    try:
        args = parser.parse_args(argv)
    except SystemExit as stop:  # argparse has printed the usage error (or the help)
        return stop.code if isinstance(stop.code, int) else USAGE_ERROR
    command = " ".join(str(v) for v in (args.command, getattr(args, args.command, None)) if v)
    try:
        return int(args.fn(args))
    except (ValueError, OSError) as exc:
        # ValueError covers hsfp.DeckError and hsfp.DocumentError: a deck, file or document that is wrong.
        _say(command, "error", f"{type(exc).__name__}: {str(exc)[:500]}")
        return USAGE_ERROR
    except KeyboardInterrupt:
        _say(command, "error", "interrupted")
        return 130


if __name__ == "__main__":
    sys.exit(main())
