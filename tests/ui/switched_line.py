"""A line to the PostgreSQL server that a test takes down and brings back: the cut line of tests/service/cut_line.py
(which also cuts at a COMMIT, while ``cutting``), whose port stops listening while it is down, as a server gone."""

from __future__ import annotations

import contextlib
import socket
import threading

from sqlalchemy.engine import make_url

from tests.service.cut_line import CutLine


class SwitchedLine(CutLine):
    """A proxy to ``upstream`` on a port of its own; :meth:`down` cuts every connection and refuses new ones."""

    def __init__(self, upstream_url: str) -> None:
        url = make_url(upstream_url)
        # No cut but those asked for: no reply broken off, no COMMIT lost until a test sets the chances.
        super().__init__(
            (url.host or "127.0.0.1", url.port or 5432), seed=21, reply_bytes=2**40, before_commit=0, after_commit=0
        )
        self.url = url.set(host="127.0.0.1", port=self.port).render_as_string(hide_password=False)
        """The database's URL through the line."""

    def down(self) -> None:
        """The server gone: every connection cut, the port refusing new ones."""
        # Shut first: a socket closed while another thread waits in accept() on it would go on accepting.
        with contextlib.suppress(OSError):
            self._listener.shutdown(socket.SHUT_RDWR)
        self.close()

    def up(self) -> None:
        """The server back, on the same port."""
        self._listener = socket.create_server(("127.0.0.1", self.port))
        self._closed = False
        threading.Thread(target=self._accept, daemon=True).start()
