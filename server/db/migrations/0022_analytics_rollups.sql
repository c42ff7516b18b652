-- Hiring analytics (issue 16): rollups of the daily aggregates of 0017, kept by the same trigger
-- functions, so figures over all jobs or long periods sum a few thousand rows instead of one row
-- per job and day. Company-wide days (no job in the key) serve a filter of every job; per-job
-- months serve the whole months of a long period (the edge months come from the daily rows). The
-- funnel and time in step keep the job in their key, since they read each job's current steps.
CREATE TABLE "analytics_company_application_days" (
	"company_id" uuid NOT NULL,
	"day" date NOT NULL,
	"source" "application_source" NOT NULL,
	"applicants" integer DEFAULT 0 NOT NULL,
	"responded" integer DEFAULT 0 NOT NULL,
	"response_seconds" bigint DEFAULT 0 NOT NULL,
	"shortlisted" integer DEFAULT 0 NOT NULL,
	"shortlist_seconds" bigint DEFAULT 0 NOT NULL,
	"offered" integer DEFAULT 0 NOT NULL,
	"offer_seconds" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_company_application_days_company_id_day_source_pk" PRIMARY KEY("company_id","day","source")
);
--> statement-breakpoint
CREATE TABLE "analytics_company_member_days" (
	"company_id" uuid NOT NULL,
	"day" date NOT NULL,
	"user_id" uuid NOT NULL,
	"decisions" integer DEFAULT 0 NOT NULL,
	"emails" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_company_member_days_company_id_day_user_id_pk" PRIMARY KEY("company_id","day","user_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_application_months" (
	"company_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"month" date NOT NULL,
	"applicants" integer DEFAULT 0 NOT NULL,
	"responded" integer DEFAULT 0 NOT NULL,
	"response_seconds" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_application_months_company_id_job_id_month_pk" PRIMARY KEY("company_id","job_id","month")
);
--> statement-breakpoint
CREATE TABLE "analytics_funnel_months" (
	"company_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"month" date NOT NULL,
	"furthest_position" integer NOT NULL,
	"rejected" boolean NOT NULL,
	"applicants" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_funnel_months_company_id_job_id_month_furthest_position_rejected_pk" PRIMARY KEY("company_id","job_id","month","furthest_position","rejected")
);
--> statement-breakpoint
CREATE TABLE "analytics_step_months" (
	"company_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"month" date NOT NULL,
	"step_key" text NOT NULL,
	"moves" integer DEFAULT 0 NOT NULL,
	"stay_seconds" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_step_months_company_id_job_id_month_step_key_pk" PRIMARY KEY("company_id","job_id","month","step_key")
);
--> statement-breakpoint
ALTER TABLE "analytics_company_application_days" ADD CONSTRAINT "analytics_company_application_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_company_member_days" ADD CONSTRAINT "analytics_company_member_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_company_member_days" ADD CONSTRAINT "analytics_company_member_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_application_months" ADD CONSTRAINT "analytics_application_months_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_application_months" ADD CONSTRAINT "analytics_application_months_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_funnel_months" ADD CONSTRAINT "analytics_funnel_months_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_funnel_months" ADD CONSTRAINT "analytics_funnel_months_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_step_months" ADD CONSTRAINT "analytics_step_months_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_step_months" ADD CONSTRAINT "analytics_step_months_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A few chosen or active jobs read their own daily rows through the job.
CREATE INDEX "analytics_funnel_days_job_idx" ON "analytics_funnel_days" USING btree ("job_id","day");--> statement-breakpoint
CREATE INDEX "analytics_step_days_job_idx" ON "analytics_step_days" USING btree ("job_id","day");--> statement-breakpoint
CREATE INDEX "analytics_member_days_job_idx" ON "analytics_member_days" USING btree ("job_id","day");--> statement-breakpoint
-- The calendar month a day belongs to, as its first day.
CREATE OR REPLACE FUNCTION "analytics_month_of"(day date) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT date_trunc('month', day::timestamp)::date
$$;--> statement-breakpoint
-- A company's rollups recomputed as sums of its daily rows (the backfill and the rebuild).
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
END
$$;--> statement-breakpoint
-- As in 0017, then the rollups from the rebuilt daily rows.
CREATE OR REPLACE FUNCTION "analytics_rebuild_company"(company uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  zone text;
BEGIN
  SELECT c."time_zone" INTO zone FROM "companies" c WHERE c."id" = company;
  DELETE FROM "analytics_application_days" WHERE "company_id" = company;
  DELETE FROM "analytics_funnel_days" WHERE "company_id" = company;
  DELETE FROM "analytics_job_steps" WHERE "company_id" = company;
  DELETE FROM "analytics_step_days" WHERE "company_id" = company;
  DELETE FROM "analytics_member_days" WHERE "company_id" = company;
  IF zone IS NOT NULL THEN
    INSERT INTO "analytics_application_days" ("company_id", "day", "job_id", "source", "applicants", "responded", "response_seconds", "shortlisted", "shortlist_seconds", "offered", "offer_seconds")
      SELECT a."company_id", (a."applied_at" AT TIME ZONE zone)::date, a."job_id", a."source", count(*),
        count(a."first_response_at"), coalesce(sum(greatest(0, round(extract(epoch FROM a."first_response_at" - a."applied_at"))))::bigint, 0),
        count(a."shortlisted_at"), coalesce(sum(greatest(0, round(extract(epoch FROM a."shortlisted_at" - a."applied_at"))))::bigint, 0),
        count(a."offered_at"), coalesce(sum(greatest(0, round(extract(epoch FROM a."offered_at" - a."applied_at"))))::bigint, 0)
      FROM "job_applications" a WHERE a."company_id" = company
      GROUP BY 1, 2, 3, 4;
    INSERT INTO "analytics_funnel_days" ("company_id", "day", "job_id", "furthest_position", "rejected", "applicants")
      SELECT a."company_id", (a."applied_at" AT TIME ZONE zone)::date, a."job_id", coalesce(a."furthest_step_position", -1), coalesce(s."type" = 'rejected', false), count(*)
      FROM "job_applications" a LEFT JOIN "recruitment_steps" s ON s."id" = a."recruitment_step_id"
      WHERE a."company_id" = company
      GROUP BY 1, 2, 3, 4, 5;
    INSERT INTO "analytics_job_steps" ("company_id", "job_id", "recruitment_step_id", "applicants")
      SELECT a."company_id", a."job_id", a."recruitment_step_id", count(*)
      FROM "job_applications" a WHERE a."company_id" = company
      GROUP BY 1, 2, 3;
    INSERT INTO "analytics_step_days" ("company_id", "day", "job_id", "step_key", "moves", "stay_seconds")
      SELECT e."company_id", (e."created_at" AT TIME ZONE zone)::date, e."job_id", e."data"->'fromStep'->>'id', count(*), sum(e."stay_seconds")
      FROM "application_events" e
      WHERE e."company_id" = company AND e."stay_seconds" IS NOT NULL
      GROUP BY 1, 2, 3, 4;
    INSERT INTO "analytics_member_days" ("company_id", "day", "job_id", "user_id", "decisions", "emails")
      SELECT e."company_id", (e."created_at" AT TIME ZONE zone)::date, e."job_id", e."actor_user_id",
        count(*) FILTER (WHERE e."type" = 'statusChanged'), count(*) FILTER (WHERE e."type" = 'emailSent')
      FROM "application_events" e
      WHERE e."company_id" = company AND e."actor" = 'member' AND e."actor_user_id" IS NOT NULL AND e."type" IN ('statusChanged', 'emailSent')
      GROUP BY 1, 2, 3, 4;
  END IF;
  PERFORM "analytics_rollup_company"(company);
END
$$;--> statement-breakpoint
-- As in 0017, each daily row's change also applied to its rollups.
CREATE OR REPLACE FUNCTION "analytics_application_apply"(app "job_applications", sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_zone text;
  v_day date;
  v_month date;
  v_rejected boolean;
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
    UPDATE "analytics_job_steps" SET "applicants" = "applicants" - 1
      WHERE "job_id" = app."job_id" AND "recruitment_step_id" = app."recruitment_step_id";
  END IF;
END
$$;--> statement-breakpoint
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
    ELSE
      UPDATE "analytics_step_days" SET "moves" = "moves" - 1, "stay_seconds" = "stay_seconds" - ev."stay_seconds"
        WHERE "company_id" = ev."company_id" AND "day" = v_day AND "job_id" = ev."job_id" AND "step_key" = ev."data"->'fromStep'->>'id';
      UPDATE "analytics_step_months" SET "moves" = "moves" - 1, "stay_seconds" = "stay_seconds" - ev."stay_seconds"
        WHERE "company_id" = ev."company_id" AND "job_id" = ev."job_id" AND "month" = "analytics_month_of"(v_day) AND "step_key" = ev."data"->'fromStep'->>'id';
    END IF;
  END IF;
END
$$;--> statement-breakpoint
-- Backfill: every company's rollups from its daily rows.
SELECT "analytics_rollup_company"(c."id") FROM "companies" c;
