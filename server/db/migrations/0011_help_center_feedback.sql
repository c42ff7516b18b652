CREATE TYPE "public"."feedback_category" AS ENUM('bug', 'question', 'idea', 'account', 'other');--> statement-breakpoint
CREATE TABLE "help_center_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"category" "feedback_category" NOT NULL,
	"message" text NOT NULL,
	"screenshot_key" text,
	"screenshot_mime_type" text,
	"screenshot_size_bytes" integer,
	"email_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "help_center_feedback" ADD CONSTRAINT "help_center_feedback_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_center_feedback" ADD CONSTRAINT "help_center_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "help_center_feedback_user_created_idx" ON "help_center_feedback" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "help_center_feedback_company_created_idx" ON "help_center_feedback" USING btree ("company_id","created_at");