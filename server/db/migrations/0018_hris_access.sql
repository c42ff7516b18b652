CREATE TABLE "hris_admins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hris_company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"access" text[] DEFAULT '{}'::text[] NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hris_admins_role_check" CHECK ("hris_admins"."role" in ('superAdmin', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "hris_companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"email_domain" text NOT NULL,
	"name" text NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hris_console_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hris_join_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hris_company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"note" varchar(300),
	"status" text DEFAULT 'pending' NOT NULL,
	"source" text NOT NULL,
	"decided_by_user_id" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hris_join_requests_status_check" CHECK ("hris_join_requests"."status" in ('pending', 'approved', 'denied'))
);
--> statement-breakpoint
ALTER TABLE "hris_admins" ADD CONSTRAINT "hris_admins_hris_company_id_hris_companies_id_fk" FOREIGN KEY ("hris_company_id") REFERENCES "public"."hris_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hris_admins" ADD CONSTRAINT "hris_admins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hris_companies" ADD CONSTRAINT "hris_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hris_companies" ADD CONSTRAINT "hris_companies_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hris_console_sessions" ADD CONSTRAINT "hris_console_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hris_join_requests" ADD CONSTRAINT "hris_join_requests_hris_company_id_hris_companies_id_fk" FOREIGN KEY ("hris_company_id") REFERENCES "public"."hris_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hris_join_requests" ADD CONSTRAINT "hris_join_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hris_join_requests" ADD CONSTRAINT "hris_join_requests_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hris_admins_company_user_unique" ON "hris_admins" USING btree ("hris_company_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hris_admins_one_super_admin" ON "hris_admins" USING btree ("hris_company_id") WHERE "hris_admins"."role" = 'superAdmin';--> statement-breakpoint
CREATE INDEX "hris_admins_user_idx" ON "hris_admins" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hris_companies_company_unique" ON "hris_companies" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hris_companies_email_domain_unique" ON "hris_companies" USING btree ("email_domain");--> statement-breakpoint
CREATE UNIQUE INDEX "hris_console_sessions_token_unique" ON "hris_console_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "hris_join_requests_company_user_unique" ON "hris_join_requests" USING btree ("hris_company_id","user_id");--> statement-breakpoint
CREATE INDEX "hris_join_requests_company_status_idx" ON "hris_join_requests" USING btree ("hris_company_id","status","updated_at");