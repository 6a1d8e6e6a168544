"""Club nights and tournaments, as pure values: an event's players, rounds and seating, its standings and the
club's rating. No Qt and no SQL here (the service stores an event, the store owns its statements).

- :mod:`~tablekeeper.events.model`: what an event is (its entrants, rounds, substitutions, penalties, paper
  results) as frozen values;
- :mod:`~tablekeeper.events.changes`: every change an organiser makes, as a function from one record to the next,
  checked (a refusal is a sentence);
- :mod:`~tablekeeper.events.seating`: random seating with few repeat meetings, Swiss seating, a seating file,
  and what a seating is worth (repeat meetings, wind balance);
- :mod:`~tablekeeper.events.standings`: the event standings, by round and in total;
- :mod:`~tablekeeper.events.rating`: the club's rating (Tenhou's R).
"""
