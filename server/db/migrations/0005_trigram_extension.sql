-- Trigram indexes (job titles, talent names) need pg_trgm; drizzle-kit never writes CREATE EXTENSION.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
