"""Storage: the typed models, opening a database safely, and the repository functions of the session service."""
