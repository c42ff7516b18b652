-- Hiring analytics (issue 16): the funnel and time in step of a filter of every job, summed over
-- the company by step type, so "all jobs" reads days × step types rows instead of one monthly row
-- per job and key plus a step type lookup per (job, furthest step). Kept by the same trigger
-- functions as 0017 and 0022, and also by a trigger on recruitment_steps: a job's steps can be
-- edited after the fact (a step's type changed, steps reordered, added or removed), which moves its
-- past applicants and stays between step types, so each step change moves the job's share of these
-- rows from the types its steps gave before the change to the types they give after it.
CREATE TABLE "analytics_company_funnel_days" (
	"company_id" uuid NOT NULL,
	"day" date NOT NULL,
	"type_rank" integer NOT NULL,
	"rejected" boolean NOT NULL,
	"applicants" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_company_funnel_days_company_id_day_type_rank_rejected_pk" PRIMARY KEY("company_id","day","type_rank","rejected")
);
--> statement-breakpoint
CREATE TABLE "analytics_company_step_type_days" (
	"company_id" uuid NOT NULL,
	"day" date NOT NULL,
	"step_type" "recruitment_step_type" NOT NULL,
	"moves" integer DEFAULT 0 NOT NULL,
	"stay_seconds" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_company_step_type_days_company_id_day_step_type_pk" PRIMARY KEY("company_id","day","step_type")
);
--> statement-breakpoint
ALTER TABLE "analytics_company_funnel_days" ADD CONSTRAINT "analytics_company_funnel_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_company_step_type_days" ADD CONSTRAINT "analytics_company_step_type_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A step type's place in the funnel across jobs (FUNNEL_STEP_TYPE_ORDER in analytics-contract.ts,
-- 1-based; null for Rejected). Tested to match.
CREATE OR REPLACE FUNCTION "analytics_funnel_type_rank"(step_type "recruitment_step_type") RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT array_position(ARRAY['notProcessed', 'approached', 'accepted', 'techTest', 'custom']::text[], step_type::text)
$$;--> statement-breakpoint
-- The furthest step type an applicant of the job has passed when its furthest step position is
-- `furthest`: the latest type of the job's steps up to that position, Rejected aside; 0 for none.
CREATE OR REPLACE FUNCTION "analytics_job_type_rank"(job uuid, furthest integer) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT coalesce(max("analytics_funnel_type_rank"(s."type")), 0) FROM "recruitment_steps" s
  WHERE s."job_id" = job AND s."type" <> 'rejected' AND s."position" <= furthest
$$;--> statement-breakpoint
-- A company's step type rollups recomputed from its daily rows and its jobs' current steps.
CREATE OR REPLACE FUNCTION "analytics_rollup_company_step_types"(company uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "analytics_company_funnel_days" WHERE "company_id" = company;
  DELETE FROM "analytics_company_step_type_days" WHERE "company_id" = company;
  -- One rank per (job, furthest step), not per daily row.
  INSERT INTO "analytics_company_funnel_days" ("company_id", "day", "type_rank", "rejected", "applicants")
    SELECT f."company_id", f."day", r."type_rank", f."rejected", sum(f."applicants")
    FROM "analytics_funnel_days" f
    JOIN (
      SELECT p."job_id", p."furthest_position", "analytics_job_type_rank"(p."job_id", p."furthest_position") AS "type_rank"
      FROM (SELECT DISTINCT d."job_id", d."furthest_position" FROM "analytics_funnel_days" d WHERE d."company_id" = company) p
    ) r ON r."job_id" = f."job_id" AND r."furthest_position" = f."furthest_position"
    WHERE f."company_id" = company
    GROUP BY 1, 2, 3, 4;
  INSERT INTO "analytics_company_step_type_days" ("company_id", "day", "step_type", "moves", "stay_seconds")
    SELECT d."company_id", d."day", s."type", sum(d."moves"), sum(d."stay_seconds")
    FROM "analytics_step_days" d JOIN "recruitment_steps" s ON s."job_id" = d."job_id" AND s."step_key" = d."step_key"
    WHERE d."company_id" = company
    GROUP BY 1, 2, 3;
END
$$;--> statement-breakpoint
-- As in 0022, and the step type rollups with the rest (so analytics_rebuild_company rebuilds them).
CREATE OR REPLACE FUNCTION "analytics_rollup_company"(company uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "analytics_company_application_days" WHERE "company_id" = company;
  DELETE FROM "analytics_company_member_days" WHERE "company_id" = company;
  DELETE FROM "analytics_application_months" WHERE "company_id" = company;
  DELETE FROM "analytics_funnel_months" WHERE "company_id" = company;
  DELETE FROM "analytics_step_months" WHERE "company_id" = company;
  INSERT INTO "analytics_company_application_days" ("company_id", "day", "source", "applicants", "responded", "response_seconds", "shortlisted", "shortlist_seconds", "offered", "offer_seconds")
    SELECT d."company_id", d."day", d."source", sum(d."applicants"), sum(d."responded"), sum(d."response_seconds"), sum(d."shortlisted"), sum(d."shortlist_seconds"), sum(d."offered"), sum(d."offer_seconds")
    FROM "analytics_application_days" d WHERE d."company_id" = company
    GROUP BY 1, 2, 3;
  INSERT INTO "analytics_company_member_days" ("company_id", "day", "user_id", "decisions", "emails")
    SELECT m."company_id", m."day", m."user_id", sum(m."decisions"), sum(m."emails")
    FROM "analytics_member_days" m WHERE m."company_id" = company
    GROUP BY 1, 2, 3;
  INSERT INTO "analytics_application_months" ("company_id", "job_id", "month", "applicants", "responded", "response_seconds")
    SELECT d."company_id", d."job_id", "analytics_month_of"(d."day"), sum(d."applicants"), sum(d."responded"), sum(d."response_seconds")
    FROM "analytics_application_days" d WHERE d."company_id" = company
    GROUP BY 1, 2, 3;
  INSERT INTO "analytics_funnel_months" ("company_id", "job_id", "month", "furthest_position", "rejected", "applicants")
    SELECT f."company_id", f."job_id", "analytics_month_of"(f."day"), f."furthest_position", f."rejected", sum(f."applicants")
    FROM "analytics_funnel_days" f WHERE f."company_id" = company
    GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO "analytics_step_months" ("company_id", "job_id", "month", "step_key", "moves", "stay_seconds")
    SELECT s."company_id", s."job_id", "analytics_month_of"(s."day"), s."step_key", sum(s."moves"), sum(s."stay_seconds")
    FROM "analytics_step_days" s WHERE s."company_id" = company
    GROUP BY 1, 2, 3, 4;
  PERFORM "analytics_rollup_company_step_types"(company);
END
$$;--> statement-breakpoint
-- As in 0022, each application's part also added to (or taken out of) the company's funnel by step type.
CREATE OR REPLACE FUNCTION "analytics_application_apply"(app "job_applications", sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_zone text;
  v_day date;
  v_month date;
  v_rejected boolean;
  v_rank integer;
  v_responded integer := CASE WHEN app."first_response_at" IS NULL THEN 0 ELSE 1 END;
  v_response bigint := coalesce(greatest(0, round(extract(epoch FROM app."first_response_at" - app."applied_at"))), 0)::bigint;
  v_shortlisted integer := CASE WHEN app."shortlisted_at" IS NULL THEN 0 ELSE 1 END;
  v_shortlist bigint := coalesce(greatest(0, round(extract(epoch FROM app."shortlisted_at" - app."applied_at"))), 0)::bigint;
  v_offered integer := CASE WHEN app."offered_at" IS NULL THEN 0 ELSE 1 END;
  v_offer bigint := coalesce(greatest(0, round(extract(epoch FROM app."offered_at" - app."applied_at"))), 0)::bigint;
  v_furthest integer := coalesce(app."furthest_step_position", -1);
BEGIN
  SELECT c."time_zone" INTO v_zone FROM "companies" c WHERE c."id" = app."company_id";
  IF v_zone IS NULL THEN RETURN; END IF;
  v_day := (app."applied_at" AT TIME ZONE v_zone)::date;
  v_month := "analytics_month_of"(v_day);
  SELECT s."type" = 'rejected' INTO v_rejected FROM "recruitment_steps" s WHERE s."id" = app."recruitment_step_id";
  v_rejected := coalesce(v_rejected, false);
  v_rank := "analytics_job_type_rank"(app."job_id", v_furthest);
  IF sign > 0 THEN
    INSERT INTO "analytics_application_days" AS t ("company_id", "day", "job_id", "source", "applicants", "responded", "response_seconds", "shortlisted", "shortlist_seconds", "offered", "offer_seconds")
      VALUES (app."company_id", v_day, app."job_id", app."source", 1, v_responded, v_response, v_shortlisted, v_shortlist, v_offered, v_offer)
      ON CONFLICT ("company_id", "day", "job_id", "source") DO UPDATE SET
        "applicants" = t."applicants" + 1,
        "responded" = t."responded" + excluded."responded", "response_seconds" = t."response_seconds" + excluded."response_seconds",
        "shortlisted" = t."shortlisted" + excluded."shortlisted", "shortlist_seconds" = t."shortlist_seconds" + excluded."shortlist_seconds",
        "offered" = t."offered" + excluded."offered", "offer_seconds" = t."offer_seconds" + excluded."offer_seconds";
    INSERT INTO "analytics_company_application_days" AS t ("company_id", "day", "source", "applicants", "responded", "response_seconds", "shortlisted", "shortlist_seconds", "offered", "offer_seconds")
      VALUES (app."company_id", v_day, app."source", 1, v_responded, v_response, v_shortlisted, v_shortlist, v_offered, v_offer)
      ON CONFLICT ("company_id", "day", "source") DO UPDATE SET
        "applicants" = t."applicants" + 1,
        "responded" = t."responded" + excluded."responded", "response_seconds" = t."response_seconds" + excluded."response_seconds",
        "shortlisted" = t."shortlisted" + excluded."shortlisted", "shortlist_seconds" = t."shortlist_seconds" + excluded."shortlist_seconds",
        "offered" = t."offered" + excluded."offered", "offer_seconds" = t."offer_seconds" + excluded."offer_seconds";
    INSERT INTO "analytics_application_months" AS t ("company_id", "job_id", "month", "applicants", "responded", "response_seconds")
      VALUES (app."company_id", app."job_id", v_month, 1, v_responded, v_response)
      ON CONFLICT ("company_id", "job_id", "month") DO UPDATE SET
        "applicants" = t."applicants" + 1, "responded" = t."responded" + excluded."responded", "response_seconds" = t."response_seconds" + excluded."response_seconds";
    INSERT INTO "analytics_funnel_days" AS t ("company_id", "day", "job_id", "furthest_position", "rejected", "applicants")
      VALUES (app."company_id", v_day, app."job_id", v_furthest, v_rejected, 1)
      ON CONFLICT ("company_id", "day", "job_id", "furthest_position", "rejected") DO UPDATE SET "applicants" = t."applicants" + 1;
    INSERT INTO "analytics_funnel_months" AS t ("company_id", "job_id", "month", "furthest_position", "rejected", "applicants")
      VALUES (app."company_id", app."job_id", v_month, v_furthest, v_rejected, 1)
      ON CONFLICT ("company_id", "job_id", "month", "furthest_position", "rejected") DO UPDATE SET "applicants" = t."applicants" + 1;
    INSERT INTO "analytics_company_funnel_days" AS t ("company_id", "day", "type_rank", "rejected", "applicants")
      VALUES (app."company_id", v_day, v_rank, v_rejected, 1)
      ON CONFLICT ("company_id", "day", "type_rank", "rejected") DO UPDATE SET "applicants" = t."applicants" + 1;
    INSERT INTO "analytics_job_steps" AS t ("company_id", "job_id", "recruitment_step_id", "applicants")
      VALUES (app."company_id", app."job_id", app."recruitment_step_id", 1)
      ON CONFLICT ("job_id", "recruitment_step_id") DO UPDATE SET "applicants" = t."applicants" + 1;
  ELSE
    UPDATE "analytics_application_days" SET
      "applicants" = "applicants" - 1,
      "responded" = "responded" - v_responded, "response_seconds" = "response_seconds" - v_response,
      "shortlisted" = "shortlisted" - v_shortlisted, "shortlist_seconds" = "shortlist_seconds" - v_shortlist,
      "offered" = "offered" - v_offered, "offer_seconds" = "offer_seconds" - v_offer
      WHERE "company_id" = app."company_id" AND "day" = v_day AND "job_id" = app."job_id" AND "source" = app."source";
    UPDATE "analytics_company_application_days" SET
      "applicants" = "applicants" - 1,
      "responded" = "responded" - v_responded, "response_seconds" = "response_seconds" - v_response,
      "shortlisted" = "shortlisted" - v_shortlisted, "shortlist_seconds" = "shortlist_seconds" - v_shortlist,
      "offered" = "offered" - v_offered, "offer_seconds" = "offer_seconds" - v_offer
      WHERE "company_id" = app."company_id" AND "day" = v_day AND "source" = app."source";
    UPDATE "analytics_application_months" SET
      "applicants" = "applicants" - 1, "responded" = "responded" - v_responded, "response_seconds" = "response_seconds" - v_response
      WHERE "company_id" = app."company_id" AND "job_id" = app."job_id" AND "month" = v_month;
    UPDATE "analytics_funnel_days" SET "applicants" = "applicants" - 1
      WHERE "company_id" = app."company_id" AND "day" = v_day AND "job_id" = app."job_id" AND "furthest_position" = v_furthest AND "rejected" = v_rejected;
    UPDATE "analytics_funnel_months" SET "applicants" = "applicants" - 1
      WHERE "company_id" = app."company_id" AND "job_id" = app."job_id" AND "month" = v_month AND "furthest_position" = v_furthest AND "rejected" = v_rejected;
    UPDATE "analytics_company_funnel_days" SET "applicants" = "applicants" - 1
      WHERE "company_id" = app."company_id" AND "day" = v_day AND "type_rank" = v_rank AND "rejected" = v_rejected;
    UPDATE "analytics_job_steps" SET "applicants" = "applicants" - 1
      WHERE "job_id" = app."job_id" AND "recruitment_step_id" = app."recruitment_step_id";
  END IF;
END
$$;--> statement-breakpoint
-- As in 0022, each stay also added to (or taken out of) the company's time in step by step type.
CREATE OR REPLACE FUNCTION "analytics_event_apply"(ev "application_events", sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_zone text;
  v_day date;
  v_decisions integer := CASE WHEN ev."type" = 'statusChanged' THEN 1 ELSE 0 END;
  v_emails integer := CASE WHEN ev."type" = 'emailSent' THEN 1 ELSE 0 END;
  v_team boolean := ev."actor" = 'member' AND ev."actor_user_id" IS NOT NULL AND ev."type" IN ('statusChanged', 'emailSent');
BEGIN
  IF NOT v_team AND ev."stay_seconds" IS NULL THEN RETURN; END IF;
  SELECT c."time_zone" INTO v_zone FROM "companies" c WHERE c."id" = ev."company_id";
  IF v_zone IS NULL THEN RETURN; END IF;
  v_day := (ev."created_at" AT TIME ZONE v_zone)::date;
  IF v_team THEN
    IF sign > 0 THEN
      INSERT INTO "analytics_member_days" AS t ("company_id", "day", "job_id", "user_id", "decisions", "emails")
        VALUES (ev."company_id", v_day, ev."job_id", ev."actor_user_id", v_decisions, v_emails)
        ON CONFLICT ("company_id", "day", "job_id", "user_id") DO UPDATE SET "decisions" = t."decisions" + excluded."decisions", "emails" = t."emails" + excluded."emails";
      INSERT INTO "analytics_company_member_days" AS t ("company_id", "day", "user_id", "decisions", "emails")
        VALUES (ev."company_id", v_day, ev."actor_user_id", v_decisions, v_emails)
        ON CONFLICT ("company_id", "day", "user_id") DO UPDATE SET "decisions" = t."decisions" + excluded."decisions", "emails" = t."emails" + excluded."emails";
    ELSE
      UPDATE "analytics_member_days" SET "decisions" = "decisions" - v_decisions, "emails" = "emails" - v_emails
        WHERE "company_id" = ev."company_id" AND "day" = v_day AND "job_id" = ev."job_id" AND "user_id" = ev."actor_user_id";
      UPDATE "analytics_company_member_days" SET "decisions" = "decisions" - v_decisions, "emails" = "emails" - v_emails
        WHERE "company_id" = ev."company_id" AND "day" = v_day AND "user_id" = ev."actor_user_id";
    END IF;
  END IF;
  IF ev."stay_seconds" IS NOT NULL THEN
    IF sign > 0 THEN
      INSERT INTO "analytics_step_days" AS t ("company_id", "day", "job_id", "step_key", "moves", "stay_seconds")
        VALUES (ev."company_id", v_day, ev."job_id", ev."data"->'fromStep'->>'id', 1, ev."stay_seconds")
        ON CONFLICT ("company_id", "day", "job_id", "step_key") DO UPDATE SET "moves" = t."moves" + 1, "stay_seconds" = t."stay_seconds" + excluded."stay_seconds";
      INSERT INTO "analytics_step_months" AS t ("company_id", "job_id", "month", "step_key", "moves", "stay_seconds")
        VALUES (ev."company_id", ev."job_id", "analytics_month_of"(v_day), ev."data"->'fromStep'->>'id', 1, ev."stay_seconds")
        ON CONFLICT ("company_id", "job_id", "month", "step_key") DO UPDATE SET "moves" = t."moves" + 1, "stay_seconds" = t."stay_seconds" + excluded."stay_seconds";
      INSERT INTO "analytics_company_step_type_days" AS t ("company_id", "day", "step_type", "moves", "stay_seconds")
        SELECT ev."company_id", v_day, s."type", 1, ev."stay_seconds" FROM "recruitment_steps" s
        WHERE s."job_id" = ev."job_id" AND s."step_key" = ev."data"->'fromStep'->>'id'
        ON CONFLICT ("company_id", "day", "step_type") DO UPDATE SET "moves" = t."moves" + 1, "stay_seconds" = t."stay_seconds" + excluded."stay_seconds";
    ELSE
      UPDATE "analytics_step_days" SET "moves" = "moves" - 1, "stay_seconds" = "stay_seconds" - ev."stay_seconds"
        WHERE "company_id" = ev."company_id" AND "day" = v_day AND "job_id" = ev."job_id" AND "step_key" = ev."data"->'fromStep'->>'id';
      UPDATE "analytics_step_months" SET "moves" = "moves" - 1, "stay_seconds" = "stay_seconds" - ev."stay_seconds"
        WHERE "company_id" = ev."company_id" AND "job_id" = ev."job_id" AND "month" = "analytics_month_of"(v_day) AND "step_key" = ev."data"->'fromStep'->>'id';
      UPDATE "analytics_company_step_type_days" t SET "moves" = t."moves" - 1, "stay_seconds" = t."stay_seconds" - ev."stay_seconds"
        FROM "recruitment_steps" s
        WHERE s."job_id" = ev."job_id" AND s."step_key" = ev."data"->'fromStep'->>'id'
          AND t."company_id" = ev."company_id" AND t."day" = v_day AND t."step_type" = s."type";
    END IF;
  END IF;
END
$$;--> statement-breakpoint
-- A change of one of a job's steps: `removed` leaves the job's steps, `added` joins them (either may
-- be null). The job's funnel rows whose furthest step type differs between the steps before and
-- after are moved to their new type; its stays in the removed step's key leave the removed step's
-- type and those in the added step's key join the added step's type. A job already deleted (a
-- cascade) holds no applications, so it moves nothing.
CREATE OR REPLACE FUNCTION "analytics_steps_shift"(job uuid, removed "recruitment_steps", added "recruitment_steps") RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_company uuid;
BEGIN
  SELECT j."company_id" INTO v_company FROM "jobs" j WHERE j."id" = job;
  IF v_company IS NULL THEN RETURN; END IF;
  IF removed."job_id" IS NULL OR added."job_id" IS NULL OR removed."type" <> added."type" OR removed."position" <> added."position" THEN
    INSERT INTO "analytics_company_funnel_days" AS t ("company_id", "day", "type_rank", "rejected", "applicants")
      SELECT v_company, f."day", r."type_rank", f."rejected", sum(f."applicants" * r."sign")
      FROM "analytics_funnel_days" f
      JOIN (
        SELECT p."furthest_position", x."type_rank", x."sign"
        FROM (SELECT DISTINCT d."furthest_position" FROM "analytics_funnel_days" d WHERE d."job_id" = job) p
        CROSS JOIN LATERAL (
          SELECT "analytics_job_type_rank"(job, p."furthest_position") AS "before_rank",
            coalesce((
              SELECT max("analytics_funnel_type_rank"(s."type"))
              FROM (
                SELECT s."type", s."position" FROM "recruitment_steps" s WHERE s."job_id" = job AND s."id" IS DISTINCT FROM removed."id"
                UNION ALL SELECT added."type", added."position" WHERE added."job_id" IS NOT NULL
              ) s
              WHERE s."type" <> 'rejected' AND s."position" <= p."furthest_position"
            ), 0) AS "after_rank"
        ) k
        CROSS JOIN LATERAL (VALUES (k."before_rank", -1), (k."after_rank", 1)) x("type_rank", "sign")
        WHERE k."before_rank" <> k."after_rank"
      ) r ON r."furthest_position" = f."furthest_position"
      WHERE f."job_id" = job
      GROUP BY f."day", r."type_rank", f."rejected"
      ON CONFLICT ("company_id", "day", "type_rank", "rejected") DO UPDATE SET "applicants" = t."applicants" + excluded."applicants";
  END IF;
  IF removed."job_id" IS NULL OR added."job_id" IS NULL OR removed."type" <> added."type" OR removed."step_key" <> added."step_key" THEN
    INSERT INTO "analytics_company_step_type_days" AS t ("company_id", "day", "step_type", "moves", "stay_seconds")
      SELECT v_company, d."day", x."step_type", sum(d."moves" * x."sign"), sum(d."stay_seconds" * x."sign")
      FROM "analytics_step_days" d
      JOIN (
        SELECT removed."step_key" AS "step_key", removed."type" AS "step_type", -1 AS "sign" WHERE removed."job_id" IS NOT NULL
        UNION ALL SELECT added."step_key", added."type", 1 WHERE added."job_id" IS NOT NULL
      ) x ON x."step_key" = d."step_key"
      WHERE d."job_id" = job
      GROUP BY d."day", x."step_type"
      ON CONFLICT ("company_id", "day", "step_type") DO UPDATE SET "moves" = t."moves" + excluded."moves", "stay_seconds" = t."stay_seconds" + excluded."stay_seconds";
  END IF;
END
$$;--> statement-breakpoint
-- BEFORE each row, so the steps read are those before this row's change (a statement changing
-- several steps, as a reorder does, moves its share once per row, from each state to the next).
CREATE OR REPLACE FUNCTION "recruitment_steps_analytics"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "analytics_steps_shift"(NEW."job_id", NULL, NEW);
    RETURN NEW;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "analytics_steps_shift"(OLD."job_id", OLD, NULL);
    RETURN OLD;
  ELSIF OLD."job_id" = NEW."job_id" THEN
    PERFORM "analytics_steps_shift"(NEW."job_id", OLD, NEW);
  ELSE
    PERFORM "analytics_steps_shift"(OLD."job_id", OLD, NULL);
    PERFORM "analytics_steps_shift"(NEW."job_id", NULL, NEW);
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "recruitment_steps_analytics" BEFORE INSERT OR DELETE ON "recruitment_steps"
  FOR EACH ROW EXECUTE FUNCTION "recruitment_steps_analytics"();--> statement-breakpoint
CREATE TRIGGER "recruitment_steps_analytics_update" BEFORE UPDATE ON "recruitment_steps"
  FOR EACH ROW WHEN ((OLD."job_id", OLD."step_key", OLD."type", OLD."position") IS DISTINCT FROM (NEW."job_id", NEW."step_key", NEW."type", NEW."position"))
  EXECUTE FUNCTION "recruitment_steps_analytics"();--> statement-breakpoint
-- Backfill: every company's step type rollups.
SELECT "analytics_rollup_company_step_types"(c."id") FROM "companies" c;
