CREATE TYPE "public"."application_event_actor" AS ENUM('member', 'candidate', 'system');--> statement-breakpoint
CREATE TYPE "public"."application_event_type" AS ENUM('applied', 'imported', 'statusChanged', 'emailSent', 'noteAdded', 'techTestSent', 'techTestConfirmed', 'techTestSubmitted', 'techTestExpired', 'techTestDeadlineExtended', 'techTestReminderSent', 'analyzed');--> statement-breakpoint
CREATE TYPE "public"."application_export_format" AS ENUM('csv', 'xlsx');--> statement-breakpoint
CREATE TYPE "public"."application_export_status" AS ENUM('queued', 'running', 'done', 'failed');--> statement-breakpoint
CREATE TYPE "public"."email_template_key" AS ENUM('caseStudyInvitation', 'shortlist', 'rejection', 'moveToAnotherRole', 'reconsideration');--> statement-breakpoint
CREATE TYPE "public"."tech_test_status" AS ENUM('waitConfirm', 'notConfirm', 'waitSubmit', 'notSubmit', 'submitted');--> statement-breakpoint
CREATE TABLE "application_analyses" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"score" integer NOT NULL,
	"summary" text NOT NULL,
	"criteria" jsonb NOT NULL,
	"cv_text" text,
	"criteria_hash" text NOT NULL,
	"analyzer_version" text NOT NULL,
	"provider" text NOT NULL,
	"analyzed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"type" "application_event_type" NOT NULL,
	"actor" "application_event_actor" NOT NULL,
	"actor_user_id" uuid,
	"request_id" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"requested_by_user_id" uuid,
	"format" "application_export_format" NOT NULL,
	"filter" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" "application_export_status" DEFAULT 'queued' NOT NULL,
	"total_rows" integer,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"storage_key" text,
	"file_name" text,
	"error" text,
	"expires_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"key" "email_template_key" NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tech_tests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"recruitment_step_id" uuid,
	"token_hash" text NOT NULL,
	"status" "tech_test_status" DEFAULT 'waitConfirm' NOT NULL,
	"start_limit_hours" integer NOT NULL,
	"duration_hours" integer NOT NULL,
	"submission_types" jsonb NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"sent_by_user_id" uuid,
	"sent_at" timestamp with time zone NOT NULL,
	"confirm_by" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"submit_by" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"submission_link" text,
	"submission_storage_key" text,
	"submission_file_name" text,
	"reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "tech_test_status" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "tech_test_deadline_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "tech_test_submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "ai_score" integer;--> statement-breakpoint
ALTER TABLE "talents" ADD COLUMN "school_type" text;--> statement-breakpoint
ALTER TABLE "talents" ADD COLUMN "traits" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "talents" ADD COLUMN "rank" text;--> statement-breakpoint
ALTER TABLE "talents" ADD COLUMN "company_types" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "talents" ADD COLUMN "expected_salary" bigint;--> statement-breakpoint
ALTER TABLE "talents" ADD COLUMN "toefl_score" integer;--> statement-breakpoint
ALTER TABLE "talents" ADD COLUMN "education" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "talents" ADD COLUMN "experiences" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "application_analyses" ADD CONSTRAINT "application_analyses_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_analyses" ADD CONSTRAINT "application_analyses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_analyses" ADD CONSTRAINT "application_analyses_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_exports" ADD CONSTRAINT "application_exports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_exports" ADD CONSTRAINT "application_exports_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_exports" ADD CONSTRAINT "application_exports_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tech_tests" ADD CONSTRAINT "tech_tests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tech_tests" ADD CONSTRAINT "tech_tests_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tech_tests" ADD CONSTRAINT "tech_tests_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tech_tests" ADD CONSTRAINT "tech_tests_recruitment_step_id_recruitment_steps_id_fk" FOREIGN KEY ("recruitment_step_id") REFERENCES "public"."recruitment_steps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tech_tests" ADD CONSTRAINT "tech_tests_sent_by_user_id_users_id_fk" FOREIGN KEY ("sent_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_events_application_idx" ON "application_events" USING btree ("application_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "application_events_request_unique" ON "application_events" USING btree ("application_id","type","request_id") WHERE "application_events"."request_id" is not null;--> statement-breakpoint
CREATE INDEX "application_exports_job_idx" ON "application_exports" USING btree ("job_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "email_templates_company_key_unique" ON "email_templates" USING btree ("company_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "tech_tests_token_unique" ON "tech_tests" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "tech_tests_application_idx" ON "tech_tests" USING btree ("application_id","sent_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tech_tests_open_confirm_idx" ON "tech_tests" USING btree ("confirm_by") WHERE "tech_tests"."status" = 'waitConfirm';--> statement-breakpoint
CREATE INDEX "tech_tests_open_submit_idx" ON "tech_tests" USING btree ("submit_by") WHERE "tech_tests"."status" = 'waitSubmit';