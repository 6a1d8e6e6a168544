#!/usr/bin/env bash
# Refresh the translation sources from the code (every tr() string), then compile them for the window.
#   tools/translations.sh            after changing visible strings; commit both the .ts and the .qm
set -euo pipefail
cd "$(dirname "$0")/.."
for ts in resources/translations/tablekeeper_*.ts; do
  .venv/bin/pyside6-lupdate -no-obsolete $(find tablekeeper/ui -name '*.py' | sort) tablekeeper/present.py -ts "$ts"
  .venv/bin/pyside6-lrelease "$ts" -qm "${ts%.ts}.qm"
done
