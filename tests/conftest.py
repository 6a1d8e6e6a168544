"""Shared test set-up: Qt runs headless unless the caller chose a platform; the locale is fixed."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("LC_ALL", "C.UTF-8")
