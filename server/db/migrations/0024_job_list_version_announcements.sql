-- The job list's version is also announced on the channel job_list_version as "<companyId>:<version>"
-- (server/modules/jobs/job-list-cache.ts). On the embedded database the announcement reaches the
-- process before the writing statement settles, so the cache knows every company's version without
-- reading it on each request. NOTIFY is sent at commit, and not at all on rollback.
CREATE OR REPLACE FUNCTION "job_list_versions_bump"(company_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  bumped record;
BEGIN
  FOR bumped IN
    INSERT INTO "job_list_versions" AS v ("company_id", "version")
    SELECT c."id", 1 FROM "companies" c WHERE c."id" = ANY (company_ids)
    ORDER BY c."id"
    ON CONFLICT ("company_id") DO UPDATE SET "version" = v."version" + 1
    RETURNING v."company_id", v."version"
  LOOP
    PERFORM pg_notify('job_list_version', bumped."company_id"::text || ':' || bumped."version"::text);
  END LOOP;
END $$;
