ALTER TABLE "job_applications" ADD COLUMN "talent_experience_level" integer;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "talent_gender" "talent_gender";--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "talent_birth_date" date;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "talent_university" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "talent_major" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "talent_gpa" numeric(3, 2);--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "talent_skills" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "talent_school_type" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "talent_traits" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "talent_rank" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "talent_company_types" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "talent_expected_salary" bigint;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "talent_toefl_score" integer;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "experience_rank" integer GENERATED ALWAYS AS (case coalesce("experience_level", "talent_experience_level") when 8 then 0 when 1 then 1 when 2 then 2 when 3 then 3 when 4 then 4 when 0 then 5 when 5 then 6 when 6 then 7 when 7 then 8 end) STORED;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "search_text" text GENERATED ALWAYS AS ("name" || chr(31) || "email" || chr(31) || coalesce("talent_university", '') || chr(31) || coalesce("talent_major", '') || chr(31) || "talent_skills"::text) STORED;--> statement-breakpoint
-- Existing applications get their talent's facts (the copies the candidates list reads).
UPDATE "job_applications" AS a SET
  "talent_experience_level" = t."experience_level",
  "talent_gender" = t."gender",
  "talent_birth_date" = t."birth_date",
  "talent_university" = t."university",
  "talent_major" = t."major",
  "talent_gpa" = t."gpa",
  "talent_skills" = t."skills",
  "talent_school_type" = t."school_type",
  "talent_traits" = t."traits",
  "talent_rank" = t."rank",
  "talent_company_types" = t."company_types",
  "talent_expected_salary" = t."expected_salary",
  "talent_toefl_score" = t."toefl_score"
FROM "talents" AS t
WHERE t."id" = a."talent_id";--> statement-breakpoint
-- A new application (or one moved to another talent) takes the talent's facts, whoever writes it.
CREATE OR REPLACE FUNCTION "job_applications_take_talent_facts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT t."experience_level", t."gender", t."birth_date", t."university", t."major", t."gpa", t."skills", t."school_type", t."traits", t."rank", t."company_types", t."expected_salary", t."toefl_score"
    INTO NEW."talent_experience_level", NEW."talent_gender", NEW."talent_birth_date", NEW."talent_university", NEW."talent_major", NEW."talent_gpa", NEW."talent_skills", NEW."talent_school_type", NEW."talent_traits", NEW."talent_rank", NEW."talent_company_types", NEW."talent_expected_salary", NEW."talent_toefl_score"
    FROM "talents" AS t WHERE t."id" = NEW."talent_id";
  IF NOT FOUND THEN
    -- No such talent: the foreign key refuses the row next; keep the not-null lists valid until then.
    NEW."talent_skills" := '[]'::jsonb;
    NEW."talent_traits" := '[]'::jsonb;
    NEW."talent_company_types" := '[]'::jsonb;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "job_applications_take_talent_facts" BEFORE INSERT OR UPDATE OF "talent_id" ON "job_applications"
  FOR EACH ROW EXECUTE FUNCTION "job_applications_take_talent_facts"();--> statement-breakpoint
-- A change to a talent's facts reaches every application of that talent, whoever writes it.
CREATE OR REPLACE FUNCTION "talents_give_facts_to_applications"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "job_applications" SET
    "talent_experience_level" = NEW."experience_level",
    "talent_gender" = NEW."gender",
    "talent_birth_date" = NEW."birth_date",
    "talent_university" = NEW."university",
    "talent_major" = NEW."major",
    "talent_gpa" = NEW."gpa",
    "talent_skills" = NEW."skills",
    "talent_school_type" = NEW."school_type",
    "talent_traits" = NEW."traits",
    "talent_rank" = NEW."rank",
    "talent_company_types" = NEW."company_types",
    "talent_expected_salary" = NEW."expected_salary",
    "talent_toefl_score" = NEW."toefl_score"
  WHERE "talent_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "talents_give_facts_to_applications" AFTER UPDATE OF "experience_level", "gender", "birth_date", "university", "major", "gpa", "skills", "school_type", "traits", "rank", "company_types", "expected_salary", "toefl_score" ON "talents"
  FOR EACH ROW WHEN ((OLD."experience_level", OLD."gender", OLD."birth_date", OLD."university", OLD."major", OLD."gpa", OLD."skills", OLD."school_type", OLD."traits", OLD."rank", OLD."company_types", OLD."expected_salary", OLD."toefl_score") IS DISTINCT FROM (NEW."experience_level", NEW."gender", NEW."birth_date", NEW."university", NEW."major", NEW."gpa", NEW."skills", NEW."school_type", NEW."traits", NEW."rank", NEW."company_types", NEW."expected_salary", NEW."toefl_score"))
  EXECUTE FUNCTION "talents_give_facts_to_applications"();--> statement-breakpoint
CREATE INDEX "job_applications_job_experience_idx" ON "job_applications" USING btree ("job_id","experience_rank" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "job_applications_job_salary_idx" ON "job_applications" USING btree ("job_id","talent_expected_salary" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "job_applications_job_gpa_idx" ON "job_applications" USING btree ("job_id","talent_gpa" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "job_applications_job_toefl_idx" ON "job_applications" USING btree ("job_id","talent_toefl_score" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "job_applications_job_birth_date_idx" ON "job_applications" USING btree ("job_id","talent_birth_date" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "job_applications_search_trgm_idx" ON "job_applications" USING gin ("search_text" gin_trgm_ops);