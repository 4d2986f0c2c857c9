"""The `hsfp` command: self-play, replay verification and benchmarks."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.progress import BarColumn, Progress, TextColumn, TimeRemainingColumn
from rich.table import Table


def _out() -> Console:
    # Tables keep their columns readable when the output is a file or a pipe.
    return Console() if sys.stdout.isatty() else Console(width=120)


def _selfplay(args: argparse.Namespace) -> int:
    from hsfp import selfplay

    console = Console(stderr=True)
    records = []
    out = open(args.jsonl, "w", encoding="utf-8") if args.jsonl else None  # noqa: SIM115
    try:
        with Progress(TextColumn("self-play"), BarColumn(), TextColumn("{task.completed}/{task.total}"),
                      TimeRemainingColumn(), console=console, disable=args.quiet) as bar:
            task = bar.add_task("games", total=args.games)
            replay_dir = Path(args.save_replays) if args.save_replays else None
            for rec in selfplay.run(args.games, args.seed, args.deck_p0, args.deck_p1, replay_dir=replay_dir):
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


def _replay(args: argparse.Namespace) -> int:
    from hsfp.replay import Replay, ReplayError, verify
    from hsfp.serialize import DocumentError

    table = Table(title=f"hsfp replay: {len(args.files)} file(s)")
    for col in ("file", "actions", "turn", "result"):
        table.add_column(col)
    failures = 0
    for name in args.files:
        try:
            rep = Replay.load(name)
            state = verify(rep)
            table.add_row(name, str(len(rep.actions)), str(state.turn), "[green]verified[/green]")
        except (ReplayError, DocumentError, OSError, ValueError, KeyError) as exc:
            failures += 1
            table.add_row(name, "", "", f"[red]{type(exc).__name__}: {exc}[/red]")
    _out().print(table)
    _out().print(f"{len(args.files) - failures} verified, {failures} failed")
    return 0 if failures == 0 else 1


def _bench(args: argparse.Namespace) -> int:
    from hsfp import bench

    console = Console(stderr=True)
    ref = None if args.no_reference else Path(args.reference)
    figures = bench.run_all(args.games, args.runs, ref, progress=lambda m: console.print(f"[dim]measuring {m}[/dim]"),
                            timeline_steps=args.timeline_steps)
    table = Table(title=f"hsfp bench (medians of {args.runs} runs)")
    for col, justify in (("figure", "left"), ("median", "right"), ("unit", "left"), ("range", "right")):
        table.add_column(col, justify=justify)  # type: ignore[arg-type]
    for f in figures:
        table.add_row(f.name, f"{f.median:,.2f}", f.unit, f"{f.low:,.2f} – {f.high:,.2f}")
    _out().print(table)
    return 0


def _cards_show(args: argparse.Namespace) -> int:
    from rich.pretty import Pretty
    from rich.text import Text

    import hsfp.api  # noqa: F401  (registers the cards)
    from cards.facts import all_facts
    from cards.text import render
    from cards.value import estimate_value
    from hsfp.core.registry import definition, is_defined

    if not is_defined(args.card_id):
        Console(stderr=True).print(f"[red]no card {args.card_id} is defined[/red]")
        return 1
    d = definition(args.card_id)
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


def _audit_cards(args: argparse.Namespace) -> int:
    from hsfp import audit

    sets = audit.coverage()
    _out().print(audit.coverage_table(sets))
    for line in audit.missing_lines(sets):
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
    """Adds `hsfp cards show|query` and `hsfp audit cards|smoke` to the command's subparsers."""
    cards = sub.add_parser("cards", help="look at card definitions").add_subparsers(dest="cards", required=True)
    show = cards.add_parser("show", help="a definition, its generated and official texts and its value")
    show.add_argument("card_id")
    show.set_defaults(fn=_cards_show)
    ask = cards.add_parser("query", help="the ids of the cards that deal damage, draw or summon")
    ask.add_argument("question", choices=("damage", "draw", "summon"))
    ask.set_defaults(fn=_cards_query)
    audit = sub.add_parser("audit", help="audit the card pool").add_subparsers(dest="audit", required=True)
    audit.add_parser("cards", help="defined collectible cards per card set (HearthSim's database)").set_defaults(
        fn=_audit_cards)
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
    sp.add_argument("--games", type=int, default=100)
    sp.add_argument("--seed", type=int, default=0)
    sp.add_argument("--deck-p0", default="random",
                    help='"random", "basic" (Basic cards only), card ids separated by commas, or a file')
    sp.add_argument("--deck-p1", default="random",
                    help='"random", "basic" (Basic cards only), card ids separated by commas, or a file')
    sp.add_argument("--jsonl", default=None, help="write one JSON record per game to this file")
    sp.add_argument("--quiet", action="store_true", help="no progress bar")
    sp.add_argument("--save-replays", default=None, metavar="DIR", help="write each game's replay (JSON) to DIR")
    sp.set_defaults(fn=_selfplay)

    rp = sub.add_parser("replay", help="play replay files again and verify their draws and final state")
    rp.add_argument("files", nargs="+", metavar="FILE")
    rp.set_defaults(fn=_replay)

    bp = sub.add_parser("bench", help="measure random play, keeping states and branching")
    bp.add_argument("--games", type=int, default=200)
    bp.add_argument("--runs", type=int, default=5)
    bp.add_argument("--reference", default=str(Path("../shared/reference/bench_stoneheart.py")),
                    help="the reference engine's benchmark script, run in the same sitting if present")
    bp.add_argument("--no-reference", action="store_true")
    bp.add_argument("--timeline-steps", type=int, default=10_000,
                    help="steps of the timeline whose retained memory per step is measured")
    bp.set_defaults(fn=_bench)

    _add_card_commands(sub)

    args = parser.parse_args(argv)
    return int(args.fn(args))


if __name__ == "__main__":
    sys.exit(main())
