"""The database: typed models, opening and migrating safely, queries."""
