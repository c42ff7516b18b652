ALTER TYPE "payment_order_kind" ADD VALUE IF NOT EXISTS 'downgrade';--> statement-breakpoint
ALTER TABLE "company_subscriptions" ADD COLUMN "cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "company_subscriptions" ADD COLUMN "quota_enforced_at" timestamp with time zone;--> statement-breakpoint
UPDATE "company_subscriptions" SET "quota_enforced_at" = "starts_at" WHERE "starts_at" <= now();--> statement-breakpoint
CREATE TABLE "subscription_renewal_reminders" (
	"subscription_id" uuid NOT NULL,
	"days_before" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_renewal_reminders_pk" PRIMARY KEY("subscription_id","days_before")
);--> statement-breakpoint
ALTER TABLE "subscription_renewal_reminders" ADD CONSTRAINT "subscription_renewal_reminders_subscription_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."company_subscriptions"("id") ON DELETE cascade ON UPDATE no action;
