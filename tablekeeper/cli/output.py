"""Where every command's words go: results on stdout, refusals on stderr, stored text escaped on both.

A name, a title or a file name can hold control characters (a Tenhou name, a file name from a download):
printed raw, ESC sequences in them would clear or retitle the terminal. Everything a command prints that it
did not write itself goes through :func:`shown`. Output that cannot be written (a full disk, a closed
terminal) is a :class:`OutputFailed` sentence; a pipe whose reader has stopped reading (`games | head -1`)
is left to :func:`tablekeeper.cli.main`, which ends quietly.
"""

from __future__ import annotations

import os
import sys

from tablekeeper.errors import TablekeeperError
from tablekeeper.present import refusal
from tablekeeper.text import escaped


class OutputFailed(TablekeeperError):
    """What a command prints cannot be written."""


def shown(text: object) -> str:
    """Stored or typed text (a name, a title, a path) as it is safe to print: control characters escaped."""
    return escaped(str(text))


def emit(text: str = "") -> None:
    """Print one line, or several joined by newlines, of a command's output."""
    write(text + "\n")


def require_stdout() -> None:
    """Refuse to go on when there is no stdout at all (the process was started with it closed: `>&-`)."""
    if sys.stdout is None:  # Python's stand-in for a closed stdout
        raise OutputFailed("There is nowhere to print to: the standard output is closed.")


def write(text: str) -> None:
    """Write ``text`` as it is on stdout."""
    require_stdout()
    stream = sys.stdout
    try:
        try:
            stream.write(text)
        except UnicodeEncodeError:
            # An output whose encoding lacks a character (a Japanese name into a cp1252 file): shown escaped.
            encoding = stream.encoding or "utf-8"
            stream.write(text.encode(encoding, "backslashreplace").decode(encoding))
    except BrokenPipeError:
        raise
    except OSError as error:
        raise OutputFailed(_cannot_write(error)) from None


STANDARD_OUTPUT = "-"
"""The name of a file to write that stands for the standard output, as in every Unix tool."""


def is_standard_output(path: object) -> bool:
    """Whether a file to write, as given (``-o FILE``), is the standard output: none given, or ``-``."""
    return path is None or str(path) == STANDARD_OUTPUT


def write_file_text(text: str) -> None:
    """Write the text of a file (an export) on stdout as UTF-8, whatever the terminal's encoding.

    An export is a UTF-8 file: `export > monday.json` must give the bytes `export -o monday.json` gives,
    also where stdout is cp1252 (a redirect on Windows), which would write an "Å" as a byte no UTF-8 reader
    takes and an emoji as a \\U escape that is not JSON.
    """
    require_stdout()
    stream = sys.stdout
    buffer = getattr(stream, "buffer", None)
    if buffer is None:  # a stream of text only (an embedding program's): nothing but text can go to it
        write(text)
        return
    try:
        stream.flush()  # what was printed before comes first
        buffer.write(text.encode("utf-8"))
    except BrokenPipeError:
        raise
    except OSError as error:
        raise OutputFailed(_cannot_write(error)) from None


def flush() -> None:
    """Push out what is still buffered: to a file, a full disk shows only here, not at the print."""
    stream = sys.stdout
    if stream is None:
        return
    try:
        stream.flush()
    except BrokenPipeError:
        raise
    except OSError as error:
        raise OutputFailed(_cannot_write(error)) from None


def _cannot_write(error: OSError) -> str:
    return f"The output cannot be written: {error.strerror or error}."


def complain(error: TablekeeperError | str) -> None:
    """A refusal's sentence (worded by :func:`tablekeeper.present.refusal`, in the command line's English), or a
    note, on stderr (a name or a path in it escaped)."""
    sentence = refusal(error) if isinstance(error, TablekeeperError) else error
    print(f"tablekeeper: {shown(sentence)}", file=sys.stderr)


def silence_stdout() -> None:
    """Point stdout at the null device, so that Python's own flush at exit does not fail on a closed pipe again.

    Python's documentation of SIGPIPE recommends this: what is still buffered is dropped without a word.
    """
    stream = sys.stdout
    if stream is None:
        return
    try:
        descriptor = stream.fileno()
    except (OSError, ValueError):  # an in-memory stream (tests): nothing will flush it at exit
        return
    null = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(null, descriptor)
    finally:
        os.close(null)
