"""The printable reports: a game's sheet and the season table, painted with QtGui alone (no widget).

The command line and the window both print through this package; neither the command line nor these modules
import :mod:`tablekeeper.ui`.
"""
