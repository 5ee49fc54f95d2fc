-- drizzle-kit does not emit CREATE EXTENSION; Korean search (issue 4) builds on pg_trgm.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
