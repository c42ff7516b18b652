CREATE TYPE "public"."application_source" AS ENUM('applicant', 'import', 'recommendation');--> statement-breakpoint
CREATE TYPE "public"."application_status" AS ENUM('accepted', 'notProcessed', 'review', 'approached', 'rejected', 'rejectedBySystem', 'expired', 'waitListed', 'hrInterview', 'userInterview', 'techTestSent', 'techTestSubmitted', 'offered', 'curatedInProgress', 'custom', 'differentJob');--> statement-breakpoint
CREATE TYPE "public"."import_batch_status" AS ENUM('queued', 'running', 'done', 'failed');--> statement-breakpoint
CREATE TYPE "public"."job_activation_type" AS ENUM('immediate', 'scheduled');--> statement-breakpoint
CREATE TYPE "public"."job_application_platform" AS ENUM('internal', 'external');--> statement-breakpoint
CREATE TYPE "public"."job_paid_ads" AS ENUM('yes', 'no');--> statement-breakpoint
CREATE TYPE "public"."job_pay_type" AS ENUM('paid', 'unpaid');--> statement-breakpoint
CREATE TYPE "public"."job_status" AS ENUM('draft', 'published', 'closed');--> statement-breakpoint
CREATE TYPE "public"."job_workplace_type" AS ENUM('remote', 'hybrid', 'onSite');--> statement-breakpoint
CREATE TYPE "public"."recruitment_step_action" AS ENUM('none', 'send-case-study', 'send-email');--> statement-breakpoint
CREATE TYPE "public"."recruitment_step_type" AS ENUM('notProcessed', 'rejected', 'accepted', 'techTest', 'custom', 'approached');--> statement-breakpoint
CREATE TYPE "public"."talent_gender" AS ENUM('male', 'female');--> statement-breakpoint
CREATE TYPE "public"."talent_source" AS ENUM('application', 'import', 'seed');--> statement-breakpoint
CREATE TABLE "job_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"talent_id" uuid NOT NULL,
	"recruitment_step_id" uuid NOT NULL,
	"status" "application_status" DEFAULT 'notProcessed' NOT NULL,
	"source" "application_source" DEFAULT 'applicant' NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"cv_storage_key" text,
	"cv_file_name" text,
	"portfolio_url" text,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"experience_level" integer,
	"import_batch_id" uuid,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"created_by_user_id" uuid,
	"file_name" text NOT NULL,
	"file_storage_key" text NOT NULL,
	"file_sha256" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"status" "import_batch_status" DEFAULT 'queued' NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"created_count" integer DEFAULT 0 NOT NULL,
	"skipped_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"failures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created_by_user_id" uuid,
	"status" "job_status" DEFAULT 'draft' NOT NULL,
	"slug" text NOT NULL,
	"role" text DEFAULT '' NOT NULL,
	"job_activation_type" "job_activation_type" DEFAULT 'immediate' NOT NULL,
	"activation_date" timestamp with time zone,
	"city_id" text,
	"location" text,
	"city_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"workplace_type" "job_workplace_type" DEFAULT 'remote' NOT NULL,
	"employment_types" jsonb DEFAULT '["fullTime"]'::jsonb NOT NULL,
	"salary_type" "job_pay_type" DEFAULT 'paid' NOT NULL,
	"start_range" bigint,
	"end_range" bigint,
	"show_salary_to_applicants" boolean DEFAULT false NOT NULL,
	"application_platform" "job_application_platform" DEFAULT 'internal' NOT NULL,
	"external_platform_url" text,
	"description" text DEFAULT '' NOT NULL,
	"responsibilities" text DEFAULT '' NOT NULL,
	"requirements" text DEFAULT '' NOT NULL,
	"perks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"custom_benefits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"custom_perks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cv_required" boolean DEFAULT true NOT NULL,
	"portofolio_required" boolean DEFAULT false NOT NULL,
	"pre_screening_questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"invited_emails" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hiring_team" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"candidate_preference" jsonb NOT NULL,
	"company_name" text,
	"retail" boolean DEFAULT false NOT NULL,
	"skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"can_change_hiring_team_access" boolean DEFAULT true NOT NULL,
	"career_fair" boolean DEFAULT false NOT NULL,
	"criteria_for_ai" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"paid_ads" "job_paid_ads",
	"wizard_step" text DEFAULT 'basicInfo' NOT NULL,
	"published_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recruitment_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"step_key" text NOT NULL,
	"type" "recruitment_step_type" NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"action" "recruitment_step_action" DEFAULT 'none' NOT NULL,
	"tech_test" jsonb,
	"email_subject" text,
	"email_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"experience_level" integer,
	"last_education" text,
	"university" text,
	"major" text,
	"gpa" numeric(3, 2),
	"gender" "talent_gender",
	"birth_date" date,
	"city" text,
	"skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"portfolio_url" text,
	"linkedin_url" text,
	"cv_storage_key" text,
	"source" "talent_source" DEFAULT 'application' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "slug" text;--> statement-breakpoint
-- Existing companies get their name in kebab case plus a short piece of their id (always unique).
UPDATE "companies" SET "slug" = coalesce(nullif(trim(both '-' from regexp_replace(lower("name"), '[^a-z0-9]+', '-', 'g')), ''), 'company') || '-' || left("id"::text, 6) WHERE "slug" IS NULL;--> statement-breakpoint
ALTER TABLE "companies" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_talent_id_talents_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_recruitment_step_id_recruitment_steps_id_fk" FOREIGN KEY ("recruitment_step_id") REFERENCES "public"."recruitment_steps"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_batches" ADD CONSTRAINT "import_batches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_batches" ADD CONSTRAINT "import_batches_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_batches" ADD CONSTRAINT "import_batches_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_steps" ADD CONSTRAINT "recruitment_steps_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_applications_job_email_unique" ON "job_applications" USING btree ("job_id",lower("email"));--> statement-breakpoint
CREATE INDEX "job_applications_job_step_applied_idx" ON "job_applications" USING btree ("job_id","recruitment_step_id","applied_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_applications_company_idx" ON "job_applications" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "job_applications_talent_idx" ON "job_applications" USING btree ("talent_id");--> statement-breakpoint
CREATE INDEX "import_batches_job_created_idx" ON "import_batches" USING btree ("job_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_company_slug_unique" ON "jobs" USING btree ("company_id","slug");--> statement-breakpoint
CREATE INDEX "jobs_company_created_idx" ON "jobs" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_company_status_idx" ON "jobs" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "jobs_role_trgm_idx" ON "jobs" USING gin ("role" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "recruitment_steps_job_key_unique" ON "recruitment_steps" USING btree ("job_id","step_key");--> statement-breakpoint
CREATE INDEX "recruitment_steps_job_position_idx" ON "recruitment_steps" USING btree ("job_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "talents_email_unique" ON "talents" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "talents_name_trgm_idx" ON "talents" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "companies_slug_unique" ON "companies" USING btree ("slug");