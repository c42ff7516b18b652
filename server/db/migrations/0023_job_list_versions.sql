CREATE TABLE "job_list_versions" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_list_versions" ADD CONSTRAINT "job_list_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The job list's version (server/db/schema/jobs.ts): every statement that writes jobs, their steps,
-- or which job and step an application is in bumps the version of each company it touched, so an
-- answer kept for an older version is never served again. Triggers, not calls in each writer: the
-- list reads three tables with many writers (the wizard, the pipeline, imports, the careers page,
-- seeds, the worker) and a missed bump would show a stale list. Companies deleted in the same
-- statement (cascades) are skipped.
CREATE OR REPLACE FUNCTION "job_list_versions_bump"(company_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "job_list_versions" AS v ("company_id", "version")
  SELECT c."id", 1 FROM "companies" c WHERE c."id" = ANY (company_ids)
  ORDER BY c."id"
  ON CONFLICT ("company_id") DO UPDATE SET "version" = v."version" + 1
$$;--> statement-breakpoint
-- For tables whose rows carry their company (jobs, job_applications).
CREATE OR REPLACE FUNCTION "company_rows_bump_list_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "job_list_versions_bump"(ARRAY(SELECT DISTINCT "company_id" FROM changed));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "recruitment_steps_bump_list_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "job_list_versions_bump"(ARRAY(SELECT DISTINCT j."company_id" FROM changed s JOIN "jobs" j ON j."id" = s."job_id"));
  RETURN NULL;
END $$;--> statement-breakpoint
-- An application's other writes (status, notes, AI analysis, ratings) do not change the list: only a
-- move to another step or job does.
CREATE OR REPLACE FUNCTION "job_applications_moved_bump_list_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "job_list_versions_bump"(ARRAY(
    SELECT DISTINCT touched."company_id"
      FROM new_rows n JOIN old_rows o ON o."id" = n."id"
     CROSS JOIN LATERAL (VALUES (n."company_id"), (o."company_id")) AS touched ("company_id")
     WHERE n."recruitment_step_id" IS DISTINCT FROM o."recruitment_step_id" OR n."job_id" IS DISTINCT FROM o."job_id" OR n."company_id" IS DISTINCT FROM o."company_id"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "jobs_bump_list_versions_insert" AFTER INSERT ON "jobs"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "company_rows_bump_list_versions"();--> statement-breakpoint
CREATE TRIGGER "jobs_bump_list_versions_update" AFTER UPDATE ON "jobs"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "company_rows_bump_list_versions"();--> statement-breakpoint
CREATE TRIGGER "jobs_bump_list_versions_delete" AFTER DELETE ON "jobs"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "company_rows_bump_list_versions"();--> statement-breakpoint
CREATE TRIGGER "recruitment_steps_bump_list_versions_insert" AFTER INSERT ON "recruitment_steps"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "recruitment_steps_bump_list_versions"();--> statement-breakpoint
CREATE TRIGGER "recruitment_steps_bump_list_versions_update" AFTER UPDATE ON "recruitment_steps"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "recruitment_steps_bump_list_versions"();--> statement-breakpoint
CREATE TRIGGER "recruitment_steps_bump_list_versions_delete" AFTER DELETE ON "recruitment_steps"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "recruitment_steps_bump_list_versions"();--> statement-breakpoint
CREATE TRIGGER "job_applications_bump_list_versions_insert" AFTER INSERT ON "job_applications"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "company_rows_bump_list_versions"();--> statement-breakpoint
CREATE TRIGGER "job_applications_bump_list_versions_update" AFTER UPDATE ON "job_applications"
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "job_applications_moved_bump_list_versions"();--> statement-breakpoint
CREATE TRIGGER "job_applications_bump_list_versions_delete" AFTER DELETE ON "job_applications"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "company_rows_bump_list_versions"();
--> statement-breakpoint
-- The session behind an access token, with the user's first active membership: every authenticated
-- request asks it (server/api/middleware/require-session.ts). A PL/pgSQL function keeps its plan for
-- the connection's life, so the three-table join is planned once per connection instead of on
-- every request (on the embedded database, planning it cost more than running it).
CREATE OR REPLACE FUNCTION "session_context"(p_session_id uuid, p_user_id uuid, p_at timestamptz)
RETURNS TABLE ("session_id" uuid, "user_id" uuid, "platform" text, "membership_id" uuid, "company_id" uuid, "role" text, "company_active" boolean)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT s."id", s."user_id", s."platform"::text, m."id", m."company_id", m."role"::text,
         (c."id" IS NOT NULL AND c."is_active" IS TRUE AND c."deleted_at" IS NULL)
    FROM "auth_sessions" s
    LEFT JOIN "company_members" m ON m."user_id" = s."user_id" AND m."status" = 'active'
    LEFT JOIN "companies" c ON c."id" = m."company_id"
   WHERE s."id" = p_session_id AND s."user_id" = p_user_id AND s."revoked_at" IS NULL AND s."expires_at" > p_at
   ORDER BY m."created_at" ASC
   LIMIT 1;
END $$;
