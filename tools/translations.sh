#!/usr/bin/env bash
# Refresh the translation sources from the code (every tr() string), then compile them for the window.
#   tools/translations.sh            after changing visible strings; commit both the .ts and the .qm
set -euo pipefail
cd "$(dirname "$0")/.."
for ts in resources/translations/tablekeeper_*.ts; do
  # The window's own strings, the printed sheets', the presenter's labels, and the refusals a player can cause (the
  # rules, the service, the importers' refusals of a file, the store's sentences of a damaged game or a write refused).
  .venv/bin/pyside6-lupdate -no-obsolete $(find tablekeeper/ui tablekeeper/reports tablekeeper/rules tablekeeper/importers tablekeeper/service tablekeeper/events tablekeeper/web -name '*.py' | sort) \
    tablekeeper/present.py tablekeeper/arrivals.py tablekeeper/open_game.py tablekeeper/text.py \
    tablekeeper/store/reads.py tablekeeper/store/writes.py tablekeeper/store/event_records.py tablekeeper/store/event_writes.py tablekeeper/errors.py tablekeeper/files.py tablekeeper/file_access.py -ts "$ts"
  .venv/bin/pyside6-lrelease "$ts" -qm "${ts%.ts}.qm"
done
