"""The venue's HTTP routes (Starlette): a table's page and what it sends, the organiser's page, and nothing for a
request without a key but a page that says to scan the table's code.

Every answer is worded in its request's language (:func:`tablekeeper.words.speaking`), and every request a player,
a phone or a stranger on the Wi-Fi can make gets a sentence: a hostile one (an odd path, method, body or header) a
4xx, never a 500 or a traceback. Keys travel in the path (so the server sees them); they are never logged (the
server writes no access log) nor sent on as a referrer (``Referrer-Policy: no-referrer``).
"""

from __future__ import annotations

import json
import time
from collections.abc import AsyncIterator, Callable
from typing import Any, TypeVar
from urllib.parse import parse_qs

import anyio
import jinja2
import segno
from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, RedirectResponse, Response, StreamingResponse
from starlette.routing import Route
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from tablekeeper import present, words
from tablekeeper.errors import TablekeeperError
from tablekeeper.importers.reading import FieldRefused
from tablekeeper.reports.languages import LANGUAGES, chosen, words_of
from tablekeeper.resources import resource_path
from tablekeeper.web.keys import KEY_LENGTH, Opens
from tablekeeper.web.page_words import page_words
from tablekeeper.web.table_state import preview_lines
from tablekeeper.web.venue import ChangeRefused, KeyRefused, Venue
from tablekeeper.words import QT_TR_NOOP, tr

T = TypeVar("T")

MAX_BODY = 16 * 1024
"""Bytes of a request's body: a change is a few hundred."""
RATE = 20.0
"""Requests a second a key may make, on average (a page asks a few times a minute; a retry loop far more)."""
BURST = 60.0
STATIC = {"table.js": "text/javascript", "follow.js": "text/javascript", "venue.css": "text/css"}
"""The files a page loads besides itself, all from the installed package."""
PING_S = 15.0
"""Seconds between two comments on a quiet stream, so that a phone and the Wi-Fi keep it open."""
STREAM_STEP_S = 0.1

HEADERS = {
    "Cache-Control": "no-store",
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'self'; img-src 'self' data:; style-src 'self'; frame-ancestors 'none'",
}


def _environment() -> jinja2.Environment:
    return jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(resource_path("web"))),
        autoescape=True,  # every name and text from the database is escaped
        undefined=jinja2.StrictUndefined,
    )


class Limits:
    """What one request may carry, and how often a key may ask (a bucket of tokens a key, refilled at RATE)."""

    def __init__(self, app: ASGIApp, clock: Callable[[], float] = time.monotonic) -> None:
        self.app = app
        self._clock = clock
        self._buckets: dict[str, tuple[float, float]] = {}

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        refused = self._refusal(scope)
        if refused is not None:
            await _sentence(refused[0], refused[1], scope)(scope, receive, send)
            return
        received = 0

        async def limited() -> Message:
            nonlocal received
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > MAX_BODY:
                    raise HTTPException(413)
            return message

        await self.app(scope, limited, send)

    def _refusal(self, scope: Scope) -> tuple[int, str] | None:
        headers = dict(scope.get("headers", []))
        length = headers.get(b"content-length", b"0")
        if not length.isdigit():
            return 400, QT_TR_NOOP("This request says its length in a way that cannot be read.")
        if int(length) > MAX_BODY:
            return 413, QT_TR_NOOP("This request is too large to be a change of a game.")
        parts = scope["path"].split("/")
        if len(parts) > 2 and parts[1] in ("t", "o"):
            key = parts[2][: KEY_LENGTH + 8]
            now = self._clock()
            tokens, then = self._buckets.get(key, (BURST, now))
            tokens = min(BURST, tokens + (now - then) * RATE)
            if tokens < 1:
                return 429, QT_TR_NOOP("Too many requests from this page: wait a moment, it will try again.")
            if len(self._buckets) > 10_000:  # keys made up by a stranger: forget them rather than fill the memory
                self._buckets.clear()
            self._buckets[key] = (tokens - 1, now)
        return None


def _language(request: Request) -> str:
    return chosen(
        request.query_params.get("lang") or request.cookies.get("lang"), request.headers.get("accept-language")
    )


def _sentence(status: int, template: str, scope: Scope | None = None) -> Response:
    """A refusal of the request itself, in its language, as the page's script or a person reads it."""
    language = chosen(None, None)
    if scope is not None:
        language = _language(Request(scope))
    with words.speaking(words_of(language)):
        said = tr(template)
    return JSONResponse({"refusal": said}, status_code=status, headers=HEADERS)


class _Routes:
    """The handlers of one venue's application."""

    def __init__(self, venue: Venue) -> None:
        self.venue = venue
        self.pages = _environment()

    def render(self, request: Request, template: str, status: int = 200, **context: Any) -> HTMLResponse:
        language = _language(request)
        with words.speaking(words_of(language)):
            labels = page_words()
            html = self.pages.get_template(template).render(
                w=labels, words_json=json.dumps(labels), language=language, languages=LANGUAGES, **context
            )
        response = HTMLResponse(html, status_code=status, headers=HEADERS)
        if request.query_params.get("lang") in LANGUAGES:
            response.set_cookie("lang", language, max_age=365 * 24 * 3600, samesite="strict")
        return response

    def speaking(self, request: Request) -> Any:
        return words.speaking(words_of(_language(request)))

    async def spoken(self, request: Request, call: Callable[[], T]) -> T:
        """``call`` made in the server's pool of threads (it calls the service), in the words of ``request``."""

        def made() -> T:
            with self.speaking(request):
                return call()

        return await run_in_threadpool(made)

    async def opened(self, request: Request) -> Opens:
        key = request.path_params["key"]
        return await run_in_threadpool(self.venue.opened_by, key)

    async def scan(self, request: Request) -> Response:
        return self.render(request, "scan.html")

    async def table_page(self, request: Request) -> Response:
        opens = await self._table_key(request)

        state = await self.spoken(request, lambda: self.venue.shown(opens))
        return self.render(request, "table.html", state=state, state_json=json.dumps(state), title=self.venue.title)

    async def _table_key(self, request: Request) -> Opens:
        opens = await self.opened(request)
        if opens.organiser:
            raise KeyRefused(QT_TR_NOOP("This is the organiser's code, not a table's."))
        if opens.table is None:  # the event's page, or a player's: read only, and no table's
            raise KeyRefused(QT_TR_NOOP("This code opens a page to read, not a table's."))
        return opens

    async def state(self, request: Request) -> Response:
        opens = await self._table_key(request)

        return JSONResponse(await self.spoken(request, lambda: self.venue.shown(opens)), headers=HEADERS)

    async def body_of(self, request: Request) -> object:
        raw = await request.body()
        try:
            return json.loads(raw)
        except (ValueError, UnicodeDecodeError, RecursionError):  # RecursionError: JSON nested past any change
            raise ChangeRefused(QT_TR_NOOP("A change is sent as JSON.")) from None

    async def preview(self, request: Request) -> Response:
        opens = await self._table_key(request)
        body = await self.body_of(request)

        def build() -> dict[str, Any]:
            try:
                game, result, paid = self.venue.preview(opens, body)
            except (TablekeeperError, FieldRefused) as error:
                return {"refusal": _said(error)}
            return {"lines": preview_lines(paid, game, result, self.venue.published())}

        return JSONResponse(await self.spoken(request, build), headers=HEADERS)

    async def change(self, request: Request) -> Response:
        opens = await self._table_key(request)
        body = await self.body_of(request)

        def build() -> tuple[int, dict[str, Any]]:
            try:
                answer = self.venue.change(opens, body)
            except FieldRefused as error:
                return 422, {"refusal": _said(error)}
            shown = self.venue.shown(opens, answer.game)
            if answer.refusal is not None:
                return 409, {"refusal": present.refusal(answer.refusal), "state": shown}
            return 200, {"state": shown, "stored_before": answer.stored_before}

        status, content = await self.spoken(request, build)
        return JSONResponse(content, status_code=status, headers=HEADERS)

    async def stream(self, request: Request) -> Response:
        opens = await self._table_key(request)

        # "changed" when this table's game moved, or the event elsewhere: the page then reads its table again.
        changes = self._changes(lambda: self.venue.mark(opens))
        return StreamingResponse(changes, media_type="text/event-stream", headers=HEADERS)

    async def _room_key(self, request: Request) -> Opens:
        opens = await self.opened(request)
        if opens.table is not None or opens.entrant is not None:
            raise KeyRefused(QT_TR_NOOP("This code opens a table's or a player's page, not the event's."))
        return opens

    async def room_page(self, request: Request) -> Response:
        """The event's page, for the phones in the room and the projector: read only, following the event."""
        await self._room_key(request)
        base = self._base(request)

        room = await self.spoken(request, lambda: self.venue.room_shown(base))
        return self.render(request, "room.html", room=room, title=self.venue.title)

    async def _player_key(self, request: Request) -> Opens:
        opens = await self.opened(request)
        if opens.entrant is None:
            raise KeyRefused(QT_TR_NOOP("This code opens no player's page."))
        return opens

    async def player_page(self, request: Request) -> Response:
        """A player's own page: their place, their games of the event hand by hand, their season; read only."""
        opens = await self._player_key(request)

        player = await self.spoken(request, lambda: self.venue.player_shown(opens))
        path = f"/p/{request.path_params['key']}"
        return self.render(request, "player.html", player=player, title=self.venue.title, player_path=path)

    async def season_game(self, request: Request) -> Response:
        """One of the player's own games of the season, hand by hand with its chart (linked from their page)."""
        opens = await self._player_key(request)
        number = request.path_params["game"]
        if not number.isdigit() or len(number) > 9:
            raise KeyRefused(QT_TR_NOOP("This page shows only your own games of the season."))

        shown = await self.spoken(request, lambda: self.venue.season_game_shown(opens, int(number)))
        back = f"/p/{request.path_params['key']}"
        return self.render(request, "season_game.html", shown=shown, title=self.venue.title, back=back)

    async def room_stream(self, request: Request) -> Response:
        """'changed' whenever anything of the event changed: the event's and the players' pages read themselves
        again."""
        opens = await self.opened(request)
        if opens.table is not None:
            raise KeyRefused(QT_TR_NOOP("This is a table's code: its page follows its own game."))
        return StreamingResponse(
            self._changes(lambda: self.venue.generation), media_type="text/event-stream", headers=HEADERS
        )

    async def _changes(self, mark: Callable[[], object]) -> AsyncIterator[str]:
        seen: object = None
        quiet = 0.0
        while True:
            now = mark()
            if now != seen:
                seen = now
                quiet = 0.0
                yield "event: changed\ndata: 0\n\n"
            elif quiet >= PING_S:
                quiet = 0.0
                yield ": still here\n\n"
            await anyio.sleep(STREAM_STEP_S)
            quiet += STREAM_STEP_S

    async def organiser_players(self, request: Request) -> Response:
        """The event's page and each player's own, as their codes print them (on the seating sheet and the players'
        schedules): JSON, for the organiser's window."""
        await self._organiser_key(request)
        base = self._base(request)
        players = await run_in_threadpool(self.venue.player_rows, base)
        room = f"{base}/e/{self.venue.key_of(self.venue.room())}"
        return JSONResponse(
            {"room": room, "players": players, "public": self.venue.keys.public(self.venue.event_id)}, headers=HEADERS
        )

    async def make_public(self, request: Request) -> Response:
        """The organiser's choice: the players' pages listed on the event's page, or each for its own code only."""
        await self._organiser_key(request)
        form = parse_qs((await request.body()).decode("utf-8", "replace"))
        chosen = form.get("public", [""])[0]
        if chosen not in ("0", "1"):
            raise ChangeRefused(QT_TR_NOOP("Say whether the players' pages are public: 1 or 0."))
        await run_in_threadpool(self.venue.keys.make_public, self.venue.event_id, chosen == "1")
        return RedirectResponse(f"/o/{request.path_params['key']}", status_code=303, headers=HEADERS)

    async def _organiser_key(self, request: Request) -> Opens:
        opens = await self.opened(request)
        if not opens.organiser:
            raise KeyRefused(QT_TR_NOOP("This is a table's code, not the organiser's."))
        return opens

    def _base(self, request: Request) -> str:
        """The address the phones reach this server at: the one ``serve`` printed (not what a request's Host says)."""
        return self.venue.base_url or str(request.base_url).rstrip("/")

    async def organiser(self, request: Request) -> Response:
        await self._organiser_key(request)
        base = self._base(request)
        rows = await run_in_threadpool(self.venue.table_rows, base)
        for row in rows:
            row["code"] = segno.make(row["url"], error="m").svg_data_uri(scale=4)
        key = request.path_params["key"]
        room = f"{base}/e/{self.venue.key_of(self.venue.room())}"
        return self.render(
            request,
            "organiser.html",
            tables=rows,
            title=self.venue.title,
            key=key,
            room=room,
            room_code=segno.make(room, error="m").svg_data_uri(scale=4),
            public=self.venue.keys.public(self.venue.event_id),
        )

    async def organiser_tables(self, request: Request) -> Response:
        """The tables of the round as the organiser's window follows them: JSON."""
        await self._organiser_key(request)
        return JSONResponse(await run_in_threadpool(self.venue.table_rows, self._base(request)), headers=HEADERS)

    async def renew(self, request: Request) -> Response:
        await self._organiser_key(request)
        # The form read by hand: Starlette's request.form() needs python-multipart, which the venue does not ship.
        form = parse_qs((await request.body()).decode("utf-8", "replace"))
        round_text, table_text = (form.get(name, [""])[0] for name in ("round", "table"))
        if not (round_text.isdigit() and table_text.isdigit()) or len(round_text + table_text) > 8:
            raise ChangeRefused(QT_TR_NOOP("Say which table gets a new code: its round and its number."))
        await run_in_threadpool(self.venue.renew, int(round_text), int(table_text))
        return RedirectResponse(f"/o/{request.path_params['key']}", status_code=303, headers=HEADERS)

    async def static(self, request: Request) -> Response:
        name = request.path_params["name"]
        if name not in STATIC:
            raise HTTPException(404)
        content = resource_path("web", name).read_bytes()
        return Response(content, media_type=STATIC[name], headers={**HEADERS, "Cache-Control": "max-age=3600"})

    async def refused(self, request: Request, error: Exception) -> Response:
        assert isinstance(error, TablekeeperError)
        status = 403 if isinstance(error, KeyRefused) else 400
        with self.speaking(request):
            said = present.refusal(error)
        if request.method == "GET" and not request.url.path.endswith(("/state", "/stream")):
            return self.render(request, "message.html", status=status, message=said)
        return JSONResponse({"refusal": said}, status_code=status, headers=HEADERS)

    async def http_error(self, request: Request, error: Exception) -> Response:
        assert isinstance(error, HTTPException)
        sentences = {
            404: QT_TR_NOOP("There is no such page here: scan the code on your table."),
            405: QT_TR_NOOP("This page cannot be asked that way."),
            413: QT_TR_NOOP("This request is too large to be a change of a game."),
        }
        template = sentences.get(error.status_code, QT_TR_NOOP("This request cannot be answered."))
        return _sentence(error.status_code, template, request.scope)

    async def unexpected(self, request: Request, error: Exception) -> Response:
        # A fault of ours, not of the request: said in a sentence, the details left in no page.
        return _sentence(500, QT_TR_NOOP("Something went wrong on the organiser's laptop: try again."), request.scope)


def create_app(venue: Venue) -> ASGIApp:
    """The venue server's application for ``venue``."""
    routes = _Routes(venue)
    app = Starlette(
        routes=[
            Route("/", routes.scan),
            Route("/t/{key}", routes.table_page),
            Route("/t/{key}/state", routes.state),
            Route("/t/{key}/preview", routes.preview, methods=["POST"]),
            Route("/t/{key}/change", routes.change, methods=["POST"]),
            Route("/t/{key}/stream", routes.stream),
            Route("/e/{key}", routes.room_page),
            Route("/e/{key}/stream", routes.room_stream),
            Route("/p/{key}", routes.player_page),
            Route("/p/{key}/stream", routes.room_stream),
            Route("/p/{key}/game/{game}", routes.season_game),
            Route("/o/{key}", routes.organiser),
            Route("/o/{key}/players", routes.organiser_players),
            Route("/o/{key}/public", routes.make_public, methods=["POST"]),
            Route("/o/{key}/tables", routes.organiser_tables),
            Route("/o/{key}/renew", routes.renew, methods=["POST"]),
            Route("/static/{name}", routes.static),
        ],
        exception_handlers={
            TablekeeperError: routes.refused,
            HTTPException: routes.http_error,
            Exception: routes.unexpected,
        },
    )
    return Limits(app)


def _said(error: TablekeeperError | FieldRefused) -> str:
    if isinstance(error, FieldRefused):
        return tr("This hand cannot be read: it needs {wanted}.").format(wanted=error)
    return present.refusal(error)
