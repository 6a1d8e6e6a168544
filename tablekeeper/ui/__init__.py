"""The table window (PySide6): views that lay out, a controller that calls the session service."""
