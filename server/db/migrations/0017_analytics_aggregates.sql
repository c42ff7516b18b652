CREATE TABLE "analytics_application_days" (
	"company_id" uuid NOT NULL,
	"day" date NOT NULL,
	"job_id" uuid NOT NULL,
	"source" "application_source" NOT NULL,
	"applicants" integer DEFAULT 0 NOT NULL,
	"responded" integer DEFAULT 0 NOT NULL,
	"response_seconds" bigint DEFAULT 0 NOT NULL,
	"shortlisted" integer DEFAULT 0 NOT NULL,
	"shortlist_seconds" bigint DEFAULT 0 NOT NULL,
	"offered" integer DEFAULT 0 NOT NULL,
	"offer_seconds" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_application_days_company_id_day_job_id_source_pk" PRIMARY KEY("company_id","day","job_id","source")
);
--> statement-breakpoint
CREATE TABLE "analytics_funnel_days" (
	"company_id" uuid NOT NULL,
	"day" date NOT NULL,
	"job_id" uuid NOT NULL,
	"furthest_position" integer NOT NULL,
	"rejected" boolean NOT NULL,
	"applicants" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_funnel_days_company_id_day_job_id_furthest_position_rejected_pk" PRIMARY KEY("company_id","day","job_id","furthest_position","rejected")
);
--> statement-breakpoint
CREATE TABLE "analytics_job_steps" (
	"company_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"recruitment_step_id" uuid NOT NULL,
	"applicants" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_job_steps_job_id_recruitment_step_id_pk" PRIMARY KEY("job_id","recruitment_step_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_member_days" (
	"company_id" uuid NOT NULL,
	"day" date NOT NULL,
	"job_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"decisions" integer DEFAULT 0 NOT NULL,
	"emails" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_member_days_company_id_day_job_id_user_id_pk" PRIMARY KEY("company_id","day","job_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_step_days" (
	"company_id" uuid NOT NULL,
	"day" date NOT NULL,
	"job_id" uuid NOT NULL,
	"step_key" text NOT NULL,
	"moves" integer DEFAULT 0 NOT NULL,
	"stay_seconds" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_step_days_company_id_day_job_id_step_key_pk" PRIMARY KEY("company_id","day","job_id","step_key")
);
--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "shortlisted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "offered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "furthest_step_position" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "time_zone" text DEFAULT 'Asia/Jakarta' NOT NULL;--> statement-breakpoint
ALTER TABLE "application_events" ADD COLUMN "stay_seconds" integer;--> statement-breakpoint
ALTER TABLE "analytics_application_days" ADD CONSTRAINT "analytics_application_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_application_days" ADD CONSTRAINT "analytics_application_days_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_funnel_days" ADD CONSTRAINT "analytics_funnel_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_funnel_days" ADD CONSTRAINT "analytics_funnel_days_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_job_steps" ADD CONSTRAINT "analytics_job_steps_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_job_steps" ADD CONSTRAINT "analytics_job_steps_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_job_steps" ADD CONSTRAINT "analytics_job_steps_recruitment_step_id_recruitment_steps_id_fk" FOREIGN KEY ("recruitment_step_id") REFERENCES "public"."recruitment_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_member_days" ADD CONSTRAINT "analytics_member_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_member_days" ADD CONSTRAINT "analytics_member_days_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_member_days" ADD CONSTRAINT "analytics_member_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_step_days" ADD CONSTRAINT "analytics_step_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_step_days" ADD CONSTRAINT "analytics_step_days_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_application_days_job_idx" ON "analytics_application_days" USING btree ("job_id","day");--> statement-breakpoint
CREATE INDEX "analytics_job_steps_company_idx" ON "analytics_job_steps" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_time_zone_check" CHECK ("time_zone" in ('Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura'));--> statement-breakpoint
-- Hiring analytics (issue 16). Everything below is kept by the database itself, so every writer
-- (apply, import, pipeline moves, tech tests, seeds writing backdated history) keeps the figures
-- right. Times come from the rows (applied_at, status_changed_at, the event's created_at), never now().
-- A move: a statusChanged record from one step to another (a status change in place is not one).
CREATE OR REPLACE FUNCTION "analytics_is_move"(data jsonb) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce((data->'fromStep'->>'id') <> (data->'toStep'->>'id'), false)
$$;--> statement-breakpoint
-- An application's facts computed from scratch from its state and its timeline (the backfill, and
-- the reference the tests compare the triggers' work with).
CREATE OR REPLACE FUNCTION "analytics_facts_from_scratch"(company uuid)
RETURNS TABLE ("id" uuid, "first_response_at" timestamptz, "furthest_step_position" integer, "shortlisted_at" timestamptz, "offered_at" timestamptz)
LANGUAGE sql STABLE AS $$
  SELECT a."id",
    (SELECT min(e."created_at") FROM "application_events" e
      WHERE e."application_id" = a."id" AND e."actor" = 'member' AND e."type" IN ('statusChanged', 'emailSent', 'noteAdded', 'techTestSent')),
    greatest(
      CASE WHEN s."type" <> 'rejected' THEN s."position" END,
      (SELECT max(t."position") FROM "application_events" e
        JOIN "recruitment_steps" t ON t."job_id" = e."job_id" AND t."step_key" = e."data"->'toStep'->>'id'
        WHERE e."application_id" = a."id" AND e."type" = 'statusChanged' AND t."type" <> 'rejected')),
    least(
      CASE WHEN a."status" = 'accepted' OR (s."type" <> 'rejected' AND s."position" >= sp."position") THEN a."status_changed_at" END,
      (SELECT min(e."created_at") FROM "application_events" e
        LEFT JOIN "recruitment_steps" t ON t."job_id" = e."job_id" AND t."step_key" = e."data"->'toStep'->>'id'
        WHERE e."application_id" = a."id" AND e."type" = 'statusChanged'
          AND (e."data"->>'toStatus' = 'accepted' OR (t."type" <> 'rejected' AND t."position" >= sp."position")))),
    least(
      CASE WHEN a."status" = 'offered' THEN a."status_changed_at" END,
      (SELECT min(e."created_at") FROM "application_events" e
        WHERE e."application_id" = a."id" AND e."type" = 'statusChanged' AND e."data"->>'toStatus' = 'offered'))
  FROM "job_applications" a
  LEFT JOIN "recruitment_steps" s ON s."id" = a."recruitment_step_id"
  LEFT JOIN LATERAL (SELECT min(x."position") AS "position" FROM "recruitment_steps" x WHERE x."job_id" = a."job_id" AND x."type" = 'accepted') sp ON true
  WHERE a."company_id" = company
$$;--> statement-breakpoint
-- A company's aggregates recomputed from its applications and timeline (the backfill, a change of
-- the company's time zone, and the tests' reference).
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
  IF zone IS NULL THEN RETURN; END IF;
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
END
$$;--> statement-breakpoint
-- Backfill: existing moves get their stay, existing applications their facts, companies their aggregates.
UPDATE "application_events" e SET "stay_seconds" = greatest(0, round(extract(epoch FROM e."created_at" - coalesce(m."previous_at", a."applied_at"))))::integer
FROM (
  SELECT x."id", lag(x."created_at") OVER (PARTITION BY x."application_id" ORDER BY x."created_at", x."id") AS "previous_at"
  FROM "application_events" x WHERE x."type" = 'statusChanged' AND "analytics_is_move"(x."data")
) m, "job_applications" a
WHERE e."id" = m."id" AND a."id" = e."application_id";--> statement-breakpoint
UPDATE "job_applications" a SET
  "first_response_at" = f."first_response_at",
  "furthest_step_position" = f."furthest_step_position",
  "shortlisted_at" = f."shortlisted_at",
  "offered_at" = f."offered_at"
FROM "companies" c, LATERAL "analytics_facts_from_scratch"(c."id") f
WHERE f."id" = a."id";--> statement-breakpoint
SELECT "analytics_rebuild_company"(c."id") FROM "companies" c;--> statement-breakpoint
-- An application's own state: entering a step raises its furthest position; status accepted (or a
-- step at or past the job's CV Shortlisted) and status offered mark their first reach.
CREATE OR REPLACE FUNCTION "job_applications_analytics_state"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_type "recruitment_step_type";
  v_position integer;
  v_shortlist_position integer;
BEGIN
  SELECT s."type", s."position", (SELECT min(x."position") FROM "recruitment_steps" x WHERE x."job_id" = s."job_id" AND x."type" = 'accepted')
    INTO v_type, v_position, v_shortlist_position
    FROM "recruitment_steps" s WHERE s."id" = NEW."recruitment_step_id";
  IF v_type <> 'rejected' THEN
    NEW."furthest_step_position" := greatest(NEW."furthest_step_position", v_position);
  END IF;
  IF NEW."status" = 'accepted' OR (v_type <> 'rejected' AND v_position >= v_shortlist_position) THEN
    NEW."shortlisted_at" := least(NEW."shortlisted_at", NEW."status_changed_at");
  END IF;
  IF NEW."status" = 'offered' THEN
    NEW."offered_at" := least(NEW."offered_at", NEW."status_changed_at");
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "job_applications_analytics_state" BEFORE INSERT OR UPDATE OF "status", "recruitment_step_id", "status_changed_at" ON "job_applications"
  FOR EACH ROW EXECUTE FUNCTION "job_applications_analytics_state"();--> statement-breakpoint
-- A move's stay in the step it leaves: from the application's previous move (or its application) to this one.
CREATE OR REPLACE FUNCTION "application_events_analytics_stay"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_entered timestamptz;
BEGIN
  IF NEW."type" = 'statusChanged' AND "analytics_is_move"(NEW."data") THEN
    SELECT max(e."created_at") INTO v_entered FROM "application_events" e
      WHERE e."application_id" = NEW."application_id" AND e."type" = 'statusChanged' AND e."created_at" < NEW."created_at" AND "analytics_is_move"(e."data");
    IF v_entered IS NULL THEN
      SELECT a."applied_at" INTO v_entered FROM "job_applications" a WHERE a."id" = NEW."application_id";
    END IF;
    NEW."stay_seconds" := greatest(0, round(extract(epoch FROM NEW."created_at" - v_entered)))::integer;
  ELSE
    NEW."stay_seconds" := NULL;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "application_events_analytics_stay" BEFORE INSERT ON "application_events"
  FOR EACH ROW EXECUTE FUNCTION "application_events_analytics_stay"();--> statement-breakpoint
-- A timeline record's part in the aggregates (team activity, time in step), added (+1) or taken out (-1).
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
    ELSE
      UPDATE "analytics_member_days" SET "decisions" = "decisions" - v_decisions, "emails" = "emails" - v_emails
        WHERE "company_id" = ev."company_id" AND "day" = v_day AND "job_id" = ev."job_id" AND "user_id" = ev."actor_user_id";
    END IF;
  END IF;
  IF ev."stay_seconds" IS NOT NULL THEN
    IF sign > 0 THEN
      INSERT INTO "analytics_step_days" AS t ("company_id", "day", "job_id", "step_key", "moves", "stay_seconds")
        VALUES (ev."company_id", v_day, ev."job_id", ev."data"->'fromStep'->>'id', 1, ev."stay_seconds")
        ON CONFLICT ("company_id", "day", "job_id", "step_key") DO UPDATE SET "moves" = t."moves" + 1, "stay_seconds" = t."stay_seconds" + excluded."stay_seconds";
    ELSE
      UPDATE "analytics_step_days" SET "moves" = "moves" - 1, "stay_seconds" = "stay_seconds" - ev."stay_seconds"
        WHERE "company_id" = ev."company_id" AND "day" = v_day AND "job_id" = ev."job_id" AND "step_key" = ev."data"->'fromStep'->>'id';
    END IF;
  END IF;
END
$$;--> statement-breakpoint
-- A new timeline record: the application's facts (first response, furthest step, first shortlist
-- and offer, each the earliest seen, so records written in any order agree) and the aggregates.
CREATE OR REPLACE FUNCTION "application_events_analytics"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_responds boolean;
  v_type "recruitment_step_type";
  v_position integer;
  v_shortlist_position integer;
  v_reached integer;
  v_shortlisted timestamptz;
  v_offered timestamptz;
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM "analytics_event_apply"(OLD, -1);
    RETURN NULL;
  END IF;
  v_responds := NEW."actor" = 'member' AND NEW."type" IN ('statusChanged', 'emailSent', 'noteAdded', 'techTestSent');
  IF NEW."type" = 'statusChanged' THEN
    SELECT s."type", s."position", (SELECT min(x."position") FROM "recruitment_steps" x WHERE x."job_id" = s."job_id" AND x."type" = 'accepted')
      INTO v_type, v_position, v_shortlist_position
      FROM "recruitment_steps" s WHERE s."job_id" = NEW."job_id" AND s."step_key" = NEW."data"->'toStep'->>'id';
    IF v_type <> 'rejected' THEN v_reached := v_position; END IF;
    IF NEW."data"->>'toStatus' = 'accepted' OR v_reached >= v_shortlist_position THEN v_shortlisted := NEW."created_at"; END IF;
    IF NEW."data"->>'toStatus' = 'offered' THEN v_offered := NEW."created_at"; END IF;
  END IF;
  IF v_responds OR v_reached IS NOT NULL OR v_shortlisted IS NOT NULL OR v_offered IS NOT NULL THEN
    UPDATE "job_applications" a SET
      "first_response_at" = CASE WHEN v_responds THEN least(a."first_response_at", NEW."created_at") ELSE a."first_response_at" END,
      "furthest_step_position" = greatest(a."furthest_step_position", v_reached),
      "shortlisted_at" = least(a."shortlisted_at", v_shortlisted),
      "offered_at" = least(a."offered_at", v_offered)
    WHERE a."id" = NEW."application_id"
      AND ((v_responds AND (a."first_response_at" IS NULL OR a."first_response_at" > NEW."created_at"))
        OR v_reached > coalesce(a."furthest_step_position", -1)
        OR v_shortlisted < coalesce(a."shortlisted_at", 'infinity'::timestamptz)
        OR v_offered < coalesce(a."offered_at", 'infinity'::timestamptz));
  END IF;
  PERFORM "analytics_event_apply"(NEW, 1);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "application_events_analytics" AFTER INSERT OR DELETE ON "application_events"
  FOR EACH ROW EXECUTE FUNCTION "application_events_analytics"();--> statement-breakpoint
-- An application's part in the aggregates, added (+1) or taken out (-1). Taking out only updates
-- existing rows, so a cascade from a deleted job or company writes nothing.
CREATE OR REPLACE FUNCTION "analytics_application_apply"(app "job_applications", sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_zone text;
  v_day date;
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
    INSERT INTO "analytics_funnel_days" AS t ("company_id", "day", "job_id", "furthest_position", "rejected", "applicants")
      VALUES (app."company_id", v_day, app."job_id", v_furthest, v_rejected, 1)
      ON CONFLICT ("company_id", "day", "job_id", "furthest_position", "rejected") DO UPDATE SET "applicants" = t."applicants" + 1;
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
    UPDATE "analytics_funnel_days" SET "applicants" = "applicants" - 1
      WHERE "company_id" = app."company_id" AND "day" = v_day AND "job_id" = app."job_id" AND "furthest_position" = v_furthest AND "rejected" = v_rejected;
    UPDATE "analytics_job_steps" SET "applicants" = "applicants" - 1
      WHERE "job_id" = app."job_id" AND "recruitment_step_id" = app."recruitment_step_id";
  END IF;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "job_applications_analytics"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM "analytics_application_apply"(OLD, -1); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM "analytics_application_apply"(NEW, 1); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "job_applications_analytics" AFTER INSERT OR DELETE ON "job_applications"
  FOR EACH ROW EXECUTE FUNCTION "job_applications_analytics"();--> statement-breakpoint
CREATE TRIGGER "job_applications_analytics_update" AFTER UPDATE ON "job_applications"
  FOR EACH ROW WHEN ((OLD."company_id", OLD."job_id", OLD."applied_at", OLD."source", OLD."recruitment_step_id", OLD."first_response_at", OLD."shortlisted_at", OLD."offered_at", OLD."furthest_step_position")
    IS DISTINCT FROM (NEW."company_id", NEW."job_id", NEW."applied_at", NEW."source", NEW."recruitment_step_id", NEW."first_response_at", NEW."shortlisted_at", NEW."offered_at", NEW."furthest_step_position"))
  EXECUTE FUNCTION "job_applications_analytics"();--> statement-breakpoint
-- Days follow the company's time zone: a new zone recomputes the company's aggregates.
CREATE OR REPLACE FUNCTION "companies_analytics_time_zone"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "analytics_rebuild_company"(NEW."id");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "companies_analytics_time_zone" AFTER UPDATE OF "time_zone" ON "companies"
  FOR EACH ROW WHEN (OLD."time_zone" IS DISTINCT FROM NEW."time_zone")
  EXECUTE FUNCTION "companies_analytics_time_zone"();
