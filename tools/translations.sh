#!/usr/bin/env bash
# Refresh the translation sources from the code (every tr() string), then compile them for the window.
#   tools/translations.sh            after changing visible strings; commit both the .ts and the .qm
#   tools/translations.sh --sources  the files scanned, one a line (the test that the .ts is current scans the same)
set -euo pipefail
cd "$(dirname "$0")/.."

sources() {
  # The window's own strings, the printed sheets', the presenter's labels, the venue's pages, and the refusals a player
  # can cause (the rules, the service, the importers' refusals of a file, the store's sentences of a damaged game or a
  # write refused).
  find tablekeeper/ui tablekeeper/reports tablekeeper/rules tablekeeper/importers tablekeeper/service \
    tablekeeper/events tablekeeper/web tablekeeper/site -name '*.py' | sort
  printf '%s\n' tablekeeper/present.py tablekeeper/chart.py tablekeeper/sheet_rows.py tablekeeper/arrivals.py tablekeeper/open_game.py tablekeeper/text.py \
    tablekeeper/store/reads.py tablekeeper/store/writes.py tablekeeper/store/event_records.py \
    tablekeeper/store/event_writes.py tablekeeper/errors.py tablekeeper/files.py tablekeeper/file_access.py
}

if [ "${1:-}" = "--sources" ]; then
  sources
  exit 0
fi
mapfile -t files < <(sources)
for ts in resources/translations/tablekeeper_*.ts; do
  .venv/bin/pyside6-lupdate -no-obsolete "${files[@]}" -ts "$ts"
  .venv/bin/pyside6-lrelease "$ts" -qm "${ts%.ts}.qm"
done
