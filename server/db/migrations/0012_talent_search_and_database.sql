CREATE TYPE "public"."company_talent_origin" AS ENUM('applied', 'imported', 'saved');--> statement-breakpoint
CREATE TYPE "public"."talent_job_seeking_status" AS ENUM('activelyLooking', 'openOpportunity', 'notActivelyLooking', 'closedOpportunity');--> statement-breakpoint
CREATE TYPE "public"."talent_visibility" AS ENUM('discoverable', 'private');--> statement-breakpoint
CREATE TABLE "company_talents" (
	"company_id" uuid NOT NULL,
	"talent_id" uuid NOT NULL,
	"origin" "company_talent_origin" NOT NULL,
	"saved_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_talents_company_id_talent_id_pk" PRIMARY KEY("company_id","talent_id")
);
--> statement-breakpoint
CREATE TABLE "job_recommendation_sets" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"fingerprint" text NOT NULL,
	"talent_count" integer NOT NULL,
	"built_at" timestamp with time zone NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "job_talent_recommendations" (
	"job_id" uuid NOT NULL,
	"talent_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"score" integer NOT NULL,
	"reasons" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_talent_recommendations_job_id_talent_id_pk" PRIMARY KEY("job_id","talent_id")
);
--> statement-breakpoint
CREATE TABLE "talent_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"talent_id" uuid NOT NULL,
	"contacted_by_user_id" uuid,
	"request_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"email_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talent_hidden_companies" (
	"talent_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_hidden_companies_talent_id_company_id_pk" PRIMARY KEY("talent_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "talent_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"talent_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"invited_by_user_id" uuid,
	"token" text NOT NULL,
	"message" text,
	"email_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talent_list_members" (
	"list_id" uuid NOT NULL,
	"talent_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"added_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_list_members_list_id_talent_id_pk" PRIMARY KEY("list_id","talent_id")
);
--> statement-breakpoint
CREATE TABLE "talent_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talent_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"talent_id" uuid NOT NULL,
	"author_user_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talent_unlocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"talent_id" uuid NOT NULL,
	"unlocked_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "invitation_id" uuid;--> statement-breakpoint
ALTER TABLE "talents" ADD COLUMN "headline" text;--> statement-breakpoint
ALTER TABLE "talents" ADD COLUMN "summary" text;--> statement-breakpoint
ALTER TABLE "talents" ADD COLUMN "job_seeking_status" "talent_job_seeking_status" DEFAULT 'notActivelyLooking' NOT NULL;--> statement-breakpoint
ALTER TABLE "talents" ADD COLUMN "visibility" "talent_visibility" DEFAULT 'private' NOT NULL;--> statement-breakpoint
ALTER TABLE "talents" ADD COLUMN "last_active_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "talents" ADD COLUMN "experience_rank" integer GENERATED ALWAYS AS (case "experience_level" when 8 then 0 when 1 then 1 when 2 then 2 when 3 then 3 when 4 then 4 when 0 then 5 when 5 then 6 when 6 then 7 when 7 then 8 end) STORED;--> statement-breakpoint
ALTER TABLE "company_talents" ADD CONSTRAINT "company_talents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_talents" ADD CONSTRAINT "company_talents_talent_id_talents_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_talents" ADD CONSTRAINT "company_talents_saved_by_user_id_users_id_fk" FOREIGN KEY ("saved_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_recommendation_sets" ADD CONSTRAINT "job_recommendation_sets_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_recommendation_sets" ADD CONSTRAINT "job_recommendation_sets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_talent_recommendations" ADD CONSTRAINT "job_talent_recommendations_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_talent_recommendations" ADD CONSTRAINT "job_talent_recommendations_talent_id_talents_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_talent_recommendations" ADD CONSTRAINT "job_talent_recommendations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_contacts" ADD CONSTRAINT "talent_contacts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_contacts" ADD CONSTRAINT "talent_contacts_talent_id_talents_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_contacts" ADD CONSTRAINT "talent_contacts_contacted_by_user_id_users_id_fk" FOREIGN KEY ("contacted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_hidden_companies" ADD CONSTRAINT "talent_hidden_companies_talent_id_talents_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_hidden_companies" ADD CONSTRAINT "talent_hidden_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_invitations" ADD CONSTRAINT "talent_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_invitations" ADD CONSTRAINT "talent_invitations_talent_id_talents_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_invitations" ADD CONSTRAINT "talent_invitations_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_invitations" ADD CONSTRAINT "talent_invitations_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_list_members" ADD CONSTRAINT "talent_list_members_list_id_talent_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."talent_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_list_members" ADD CONSTRAINT "talent_list_members_talent_id_talents_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_list_members" ADD CONSTRAINT "talent_list_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_list_members" ADD CONSTRAINT "talent_list_members_added_by_user_id_users_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_lists" ADD CONSTRAINT "talent_lists_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_lists" ADD CONSTRAINT "talent_lists_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_notes" ADD CONSTRAINT "talent_notes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_notes" ADD CONSTRAINT "talent_notes_talent_id_talents_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_notes" ADD CONSTRAINT "talent_notes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_unlocks" ADD CONSTRAINT "talent_unlocks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_unlocks" ADD CONSTRAINT "talent_unlocks_talent_id_talents_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_unlocks" ADD CONSTRAINT "talent_unlocks_unlocked_by_user_id_users_id_fk" FOREIGN KEY ("unlocked_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_talents_company_created_idx" ON "company_talents" USING btree ("company_id","created_at" DESC NULLS LAST,"talent_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_talent_recommendations_job_score_idx" ON "job_talent_recommendations" USING btree ("job_id","score" DESC NULLS LAST,"talent_id");--> statement-breakpoint
CREATE INDEX "job_talent_recommendations_company_score_idx" ON "job_talent_recommendations" USING btree ("company_id","score" DESC NULLS LAST,"talent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "talent_contacts_company_request_unique" ON "talent_contacts" USING btree ("company_id","request_id");--> statement-breakpoint
CREATE INDEX "talent_contacts_company_talent_idx" ON "talent_contacts" USING btree ("company_id","talent_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "talent_hidden_companies_company_idx" ON "talent_hidden_companies" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "talent_invitations_job_talent_unique" ON "talent_invitations" USING btree ("job_id","talent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "talent_invitations_token_unique" ON "talent_invitations" USING btree ("token");--> statement-breakpoint
CREATE INDEX "talent_invitations_company_talent_idx" ON "talent_invitations" USING btree ("company_id","talent_id");--> statement-breakpoint
CREATE INDEX "talent_list_members_company_talent_idx" ON "talent_list_members" USING btree ("company_id","talent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "talent_lists_company_name_unique" ON "talent_lists" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "talent_notes_company_talent_idx" ON "talent_notes" USING btree ("company_id","talent_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "talent_unlocks_company_talent_unique" ON "talent_unlocks" USING btree ("company_id","talent_id");--> statement-breakpoint
CREATE INDEX "talent_unlocks_company_created_idx" ON "talent_unlocks" USING btree ("company_id","created_at");--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_invitation_id_talent_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."talent_invitations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Everyone who applied to (or was imported into) a company's job is in its talent database.
INSERT INTO "company_talents" ("company_id", "talent_id", "origin", "created_at", "updated_at")
SELECT DISTINCT ON (a."company_id", a."talent_id") a."company_id", a."talent_id",
  (CASE WHEN a."source" = 'import' THEN 'imported' ELSE 'applied' END)::"company_talent_origin", a."applied_at", a."applied_at"
FROM "job_applications" AS a
ORDER BY a."company_id", a."talent_id", a."applied_at"
ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "job_applications_enter_company_talents"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "company_talents" ("company_id", "talent_id", "origin")
  VALUES (NEW."company_id", NEW."talent_id", (CASE WHEN NEW."source" = 'import' THEN 'imported' ELSE 'applied' END)::"company_talent_origin")
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "job_applications_enter_company_talents" AFTER INSERT OR UPDATE OF "talent_id" ON "job_applications"
  FOR EACH ROW EXECUTE FUNCTION "job_applications_enter_company_talents"();--> statement-breakpoint
-- Existing talents were last active when they last applied.
UPDATE "talents" AS t SET "last_active_at" = coalesce((SELECT max(a."applied_at") FROM "job_applications" AS a WHERE a."talent_id" = t."id"), t."updated_at");
