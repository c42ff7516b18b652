-- Candidate text search is always within one job, but the trigram index held every job's rows: a
-- common term (a last name, "universitas") read and rechecked the matches of the whole table. The
-- job first in the same GIN index (btree_gin, as pg_trgm, is loaded by PGlite in client.ts) keeps
-- the scan to the job's rows; drizzle-kit never writes CREATE EXTENSION.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX IF EXISTS "job_applications_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "job_applications_job_search_trgm_idx" ON "job_applications" USING gin ("job_id","search_text" gin_trgm_ops);
