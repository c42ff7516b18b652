-- Interviews scheduled with applicants, with their calendar invites (issue: scheduling).
ALTER TYPE "public"."application_event_type" ADD VALUE 'interviewScheduled';--> statement-breakpoint
ALTER TYPE "public"."application_event_type" ADD VALUE 'interviewRescheduled';--> statement-breakpoint
ALTER TYPE "public"."application_event_type" ADD VALUE 'interviewCancelled';--> statement-breakpoint
CREATE TABLE "interviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"step" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"time_zone" text NOT NULL,
	"mode" text NOT NULL,
	"location" text,
	"meeting_url" text,
	"interviewer_user_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"created_by_user_id" uuid,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interviews_duration_range" CHECK ("interviews"."duration_minutes" between 1 and 1440),
	CONSTRAINT "interviews_place" CHECK (("interviews"."mode" = 'inPerson' and "interviews"."location" is not null) or ("interviews"."mode" = 'online' and "interviews"."meeting_url" is not null)),
	CONSTRAINT "interviews_step_known" CHECK ("interviews"."step" in ('hrInterview', 'userInterview')),
	CONSTRAINT "interviews_time_zone_known" CHECK ("interviews"."time_zone" in ('Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura')),
	CONSTRAINT "interviews_mode_known" CHECK ("interviews"."mode" in ('inPerson', 'online')),
	CONSTRAINT "interviews_status_known" CHECK ("interviews"."status" in ('scheduled', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interviews_application_idx" ON "interviews" USING btree ("application_id","starts_at");--> statement-breakpoint
CREATE INDEX "interviews_company_idx" ON "interviews" USING btree ("company_id","starts_at");--> statement-breakpoint
-- A mail's attachments (an interview's calendar invite): [{ filename, contentType, content, method? }].
ALTER TABLE "email_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;
