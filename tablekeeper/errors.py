"""The root of every error a player can cause.

Each layer (rules, store, session) raises subclasses of :class:`TablekeeperError`. The message is a
sentence a player understands: the CLI prints it on stderr and exits with status 2, the window shows it
in a message box. Nothing is stored when one is raised.
"""


class TablekeeperError(Exception):
    """An error caused by what a player entered, carrying a sentence that explains it."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message

    def __str__(self) -> str:
        return self.message
