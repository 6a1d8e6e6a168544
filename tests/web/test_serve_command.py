"""`tablekeeper serve`, as a club runs it: with a certificate it serves the phones over HTTPS (the addresses printed
are https ones, the page served over TLS to a client that trusts that certificate); what would stop it at its start
(a port taken, a certificate that cannot be read, half of HTTPS) is a sentence, exit status 2, before any address."""

from __future__ import annotations

import os
import signal
import socket
import ssl
import subprocess
import sys
import threading
import urllib.request
from pathlib import Path

from tests.web.browser import free_port
from tests.web.venue_night import club_night

ROOT = Path(__file__).resolve().parents[2]


def _certificate(folder: Path) -> tuple[Path, Path]:
    """A self-signed certificate for 127.0.0.1 (the club's own, in real life)."""
    certificate, key = folder / "cert.pem", folder / "key.pem"
    subprocess.run(
        [
            "openssl",
            "req",
            "-x509",
            "-newkey",
            "rsa:2048",
            "-nodes",
            "-days",
            "1",
            "-subj",
            "/CN=venue",
            "-addext",
            "subjectAltName=IP:127.0.0.1",
            "-keyout",
            str(key),
            "-out",
            str(certificate),
        ],
        check=True,
        capture_output=True,
    )
    return certificate, key


def test_a_certificate_serves_the_pages_over_https(tmp_path: Path) -> None:
    session, venue = club_night(tmp_path)
    seated = venue.tables()[0].seats
    database = str(session.database.location)
    session.close()
    certificate, key = _certificate(tmp_path)
    port = free_port()
    command = [sys.executable, "-m", "tablekeeper", "--database-url", database, "serve", str(venue.event_id)]
    environment = {**os.environ, "PYTHONPATH": str(ROOT), "XDG_DATA_HOME": str(tmp_path / "data")}
    server = subprocess.Popen(
        [*command, "--host", "127.0.0.1", "--port", str(port), "--certificate", str(certificate), "--key", str(key)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=environment,
    )
    guard = threading.Timer(60, server.kill)  # never a test that waits for ever
    guard.start()
    try:
        assert server.stdout is not None and server.stderr is not None
        first = server.stdout.readline()
        assert first.startswith(f"Round 1, table 1: https://127.0.0.1:{port}/t/"), first
        url = first.split(": ", 1)[1].strip()
        said = server.stderr.readline()
        assert said == f"tablekeeper: Serving event {venue.event_id} on https://127.0.0.1:{port} (Ctrl+C stops).\n"
        trusted = ssl.create_default_context(cafile=str(certificate))
        page = urllib.request.urlopen(url, context=trusted, timeout=20).read().decode()
        assert all(name in page for name in seated)
    finally:
        guard.cancel()
        server.terminate()
        server.wait(timeout=20)


def _serve(tmp_path: Path, *extra: str) -> subprocess.CompletedProcess[str]:
    session, venue = club_night(tmp_path)
    database = str(session.database.location)
    session.close()
    return subprocess.run(
        [sys.executable, "-m", "tablekeeper", "--database-url", database, "serve", str(venue.event_id), *extra],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT), "XDG_DATA_HOME": str(tmp_path / "data")},
        timeout=60,
    )


def test_a_port_already_taken_is_a_sentence_before_any_address_is_printed(tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        done = _serve(tmp_path, "--host", "127.0.0.1", "--port", str(port))
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr.startswith(f"tablekeeper: The server cannot listen on 127.0.0.1 port {port} (")
    assert done.stderr.rstrip().endswith("choose another with --port, or an address of this laptop with --host.")


def test_a_certificate_that_cannot_be_read_is_a_sentence(tmp_path: Path) -> None:
    missing = tmp_path / "missing.pem"
    done = _serve(tmp_path, "--host", "127.0.0.1", "--certificate", str(missing), "--key", str(missing))
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == (
        f"tablekeeper: The certificate {missing} and its key {missing} cannot be used (No such file or directory).\n"
    )


def test_https_needs_both_the_certificate_and_its_key(tmp_path: Path) -> None:
    done = _serve(tmp_path, "--certificate", str(tmp_path / "cert.pem"))
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == "tablekeeper: HTTPS needs both --certificate and --key.\n"


def test_ctrl_c_stops_the_server_and_says_so_plainly(tmp_path: Path) -> None:
    """Ctrl+C is how a club stops its server: it says it stopped (no "a change was not stored" when none was under
    way), exit status 0; the addresses it printed first name the event's page too."""
    session, venue = club_night(tmp_path)
    database = str(session.database.location)
    session.close()
    port = free_port()
    server = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "tablekeeper",
            "--database-url",
            database,
            "serve",
            str(venue.event_id),
            "--host",
            "127.0.0.1",
            "--port",
            str(port),
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT), "XDG_DATA_HOME": str(tmp_path / "data")},
    )
    guard = threading.Timer(60, server.kill)
    guard.start()
    try:
        assert server.stdout is not None and server.stderr is not None
        printed = [server.stdout.readline().strip() for _ in range(4)]
        assert printed[2].startswith(f"Organiser: http://127.0.0.1:{port}/o/")
        assert printed[3].startswith(f"Event: http://127.0.0.1:{port}/e/")
        assert server.stderr.readline().startswith("tablekeeper: Serving event")
        server.send_signal(signal.SIGINT)
        _out, err = server.communicate(timeout=30)
        assert server.returncode == 0, err
        assert err == f"tablekeeper: Stopped serving event {venue.event_id}.\n"
    finally:
        guard.cancel()
        if server.poll() is None:
            server.kill()
