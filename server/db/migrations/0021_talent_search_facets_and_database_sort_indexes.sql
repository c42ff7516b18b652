CREATE FUNCTION "talent_search_facets"("experience_level" integer, "gender" "talent_gender", "school_type" text, "traits" jsonb, "rank" text, "company_types" jsonb, "job_seeking_status" "talent_job_seeking_status") RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select array_remove(array['level:' || "experience_level", 'gender:' || "gender"::text, 'school:' || "school_type", 'rank:' || "rank", 'status:' || "job_seeking_status"::text], null)
    || array(select 'trait:' || "value" from jsonb_array_elements_text("traits"))
    || array(select 'company:' || "value" from jsonb_array_elements_text("company_types"))
$$;--> statement-breakpoint
ALTER TABLE "talents" ADD COLUMN "search_facets" text[] GENERATED ALWAYS AS (talent_search_facets("experience_level", "gender", "school_type", "traits", "rank", "company_types", "job_seeking_status")) STORED;--> statement-breakpoint
DROP INDEX IF EXISTS "talents_search_rank_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "talents_search_school_type_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "talents_search_experience_level_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "talents_search_company_types_gin_idx";--> statement-breakpoint
CREATE INDEX "talents_search_facets_gin_idx" ON "talents" USING gin ("search_facets") WHERE "visibility" = 'discoverable' and "job_seeking_status" in ('activelyLooking', 'openOpportunity');--> statement-breakpoint
CREATE INDEX "talents_experience_rank_desc_idx" ON "talents" USING btree (coalesce("experience_rank", -1) desc,"id" desc);--> statement-breakpoint
CREATE INDEX "talents_experience_rank_asc_idx" ON "talents" USING btree (coalesce("experience_rank", 99) asc,"id" asc);--> statement-breakpoint
CREATE INDEX "talents_expected_salary_desc_idx" ON "talents" USING btree (coalesce("expected_salary", (-1)::bigint) desc,"id" desc);--> statement-breakpoint
CREATE INDEX "talents_expected_salary_asc_idx" ON "talents" USING btree (coalesce("expected_salary", 9223372036854775807::bigint) asc,"id" asc);--> statement-breakpoint
CREATE INDEX "talents_gpa_desc_idx" ON "talents" USING btree (coalesce("gpa", (-1)::numeric) desc,"id" desc);--> statement-breakpoint
CREATE INDEX "talents_gpa_asc_idx" ON "talents" USING btree (coalesce("gpa", 10::numeric) asc,"id" asc);--> statement-breakpoint
CREATE INDEX "talents_toefl_score_desc_idx" ON "talents" USING btree (coalesce("toefl_score", -1) desc,"id" desc);--> statement-breakpoint
CREATE INDEX "talents_toefl_score_asc_idx" ON "talents" USING btree (coalesce("toefl_score", 9999) asc,"id" asc);--> statement-breakpoint
CREATE INDEX "talents_birth_date_desc_idx" ON "talents" USING btree (coalesce("birth_date", '0001-01-01'::date) desc,"id" desc);--> statement-breakpoint
CREATE INDEX "talents_birth_date_asc_idx" ON "talents" USING btree (coalesce("birth_date", '9999-12-31'::date) asc,"id" asc);
