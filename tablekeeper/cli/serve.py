"""`tablekeeper serve EVENT`: the venue server, for the tables' phones over the club's own network (the command line's
door to the web edge: the dispatch imports this module, and with it Starlette and uvicorn, only when it runs)."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from tablekeeper.cli.event import event_number
from tablekeeper.cli.options import add_database_option
from tablekeeper.cli.output import complain, emit, flush
from tablekeeper.cli.session import open_session
from tablekeeper.errors import TablekeeperError
from tablekeeper.web.keys import VenueKeys
from tablekeeper.web.server import DEFAULT_PORT, check_serving, network_address, serve
from tablekeeper.web.venue import Venue


def _port(text: str) -> int:
    if not text.isdigit() or not 1 <= int(text) <= 65535:
        raise argparse.ArgumentTypeError(f"{text!r} is not a port: a whole number from 1 to 65535")
    return int(text)


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "serve",
        help="serve an event's tables to their phones over the club's network",
        description="Serve the tables of an event's current round to a phone at each table, over this laptop's "
        "network (the club's Wi-Fi, or the laptop's hotspot); nothing comes from the internet. Prints one line a "
        "table with the address its QR code holds, and the organiser's. Over plain HTTP anyone on the same Wi-Fi "
        "can read what is sent: give --certificate and --key to serve HTTPS.",
        epilog="Example: tablekeeper serve 3 --port 8765",
    )
    parser.add_argument("event", type=event_number, metavar="EVENT", help="the event's number")
    parser.add_argument(
        "--host", metavar="ADDRESS", help="the address to listen on (default: this laptop's address on its network)"
    )
    parser.add_argument("--port", type=_port, default=None, metavar="N", help="the port (default: 8765)")
    parser.add_argument("--certificate", type=Path, metavar="FILE", help="serve HTTPS with this certificate (PEM)")
    parser.add_argument("--key", type=Path, metavar="FILE", help="the certificate's private key (PEM)")
    add_database_option(parser)
    parser.set_defaults(handler=run_serve)


def run_serve(args: argparse.Namespace) -> int:
    if (args.certificate is None) != (args.key is None):
        raise TablekeeperError("HTTPS needs both --certificate and --key.")
    host = args.host or network_address()
    port = args.port or DEFAULT_PORT
    check_serving(host, port, args.certificate, args.key)
    scheme = "https" if args.certificate is not None else "http"
    session = open_session(args)
    venue = Venue(session, args.event, VenueKeys(str(session.database.location)))
    where = f"{scheme}://{host if ':' not in host else f'[{host}]'}:{port}"
    venue.base_url = where
    lines = [
        f"Round {table.round}, table {table.table}: {where}/t/{venue.key_of(venue.table_opens(table))}"
        for table in venue.tables()
    ]
    lines.append(f"Organiser: {where}/o/{venue.key_of(venue.organiser())}")
    lines.append(f"Event: {where}/e/{venue.key_of(venue.room())}")
    emit("\n".join(lines))
    flush()
    # Said once it listens (a script waits for this line), where it was asked, and who can read what it serves.
    plain = "" if scheme == "https" else "; over plain HTTP anyone on this network can read what is sent"
    try:
        serve(
            venue,
            host,
            port,
            certificate=args.certificate,
            key=args.key,
            listening=lambda: complain(f"Serving event {args.event} on {where} (Ctrl+C stops){plain}."),
        )
    except KeyboardInterrupt:  # Ctrl+C is how a server is stopped: every change was answered or not made at all
        complain(f"Stopped serving event {args.event}.")
    finally:
        session.close()
    return 0
