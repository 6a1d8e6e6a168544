"""tablekeeper: the score keeper of a riichi mahjong club table.

The layers, from the bottom: ``rules`` (pure: a game's hands to its scores), the domain beside them (``open_game``,
``journal``, ``events``, ``stats``, ``importers``), ``store`` (the database), ``service`` (what a window, the command
line or a phone may ask), and on top ``ui`` (the window) and ``cli`` (the command line); ``present`` and ``words``
make what they show into sentences. DESIGN.md says why; import-linter's contracts in pyproject.toml keep it so.

Words of the code, one meaning each:

game
    One game of four players from the start points to its end: its players, rule set, hands and undo journal.
hand
    One deal of a game and its result (a ron, a tsumo, a draw, an abortive draw, a chombo): a ``HandResult``
    in the rules; a ``PlayedHand`` is a hand with the state before it and its settlement.
settlement
    The points a hand moves, a tuple of ``rules.settlement.Transfer`` (payer, payee, amount, why). Not to be
    confused with ``service.transfer.Transfer``, the service's part that moves whole games to and from files.
record
    Only a verb: to record a hand (``session.table.record``). What the store reads of a stored game is a
    ``GameRow`` (``store.reads``); an event's changes are ``events.changes``.
table
    The physical table of players. In an event, ``EventTable`` is one table of a round (its seats, its game);
    ``service.table.Table`` is the service's part that changes open games (record, edit, undo); ``TableView`` is
    the window's drawing of the table. A window's link to the service is its ``GameController``; the service as a
    whole is a ``Session`` (``session.table``, ``session.library``, ``session.transfer``, ``session.events``,
    ``session.clocks``).
revision
    A game's count of changes stored. A change is made against the revision its writer saw, or refused
    (``GameChangedElsewhere``): never rebased.
entry
    One step of a game's undo journal (``open_game.Entry``): what a change replaced and what it put. It is
    stored with the identity of the change that made it, so that a change sent twice is stored once.
refusal
    A ``TablekeeperError`` a player caused: its kind (a template) and facts, worded in the language of the edge that
    shows it; nothing is stored.
event
    A club night or a tournament: rounds of tables, seating, penalties, standings and a rating. Its own journal
    and revision, apart from its tables' games.
"""

__version__ = "0.1.0"
