"""The database: typed models, opening and migrating safely, queries."""

ENV_VAR = "TABLEKEEPER_DATABASE_URL"
"""The environment variable naming the database (a file path or a URL) when no --database-url is given."""
