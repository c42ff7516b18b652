CREATE TYPE "public"."job_boost_status" AS ENUM('active', 'ended');--> statement-breakpoint
CREATE TABLE "job_boosts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"duration_days" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" "job_boost_status" DEFAULT 'active' NOT NULL,
	"ended_at" timestamp with time zone,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_boosts" ADD CONSTRAINT "job_boosts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_boosts" ADD CONSTRAINT "job_boosts_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_boosts" ADD CONSTRAINT "job_boosts_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_boosts_company_starts_idx" ON "job_boosts" USING btree ("company_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "job_boosts_one_active_unique" ON "job_boosts" USING btree ("job_id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "job_boosts_active_ends_idx" ON "job_boosts" USING btree ("ends_at") WHERE status = 'active';
