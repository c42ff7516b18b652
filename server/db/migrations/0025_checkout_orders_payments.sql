ALTER TABLE "subscription_plans" ADD COLUMN "yearly_price_idr" bigint;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD COLUMN "boost_quota" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD COLUMN "feature_ai_analyzer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD COLUMN "feature_talent_database" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD COLUMN "feature_job_integration" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The seeded plans: a year costs ten months; the trial is not sold by the year.
UPDATE "subscription_plans" SET "yearly_price_idr" = NULL, "boost_quota" = 0, "feature_ai_analyzer" = true, "feature_talent_database" = true, "feature_job_integration" = false WHERE "code" = 'trial';--> statement-breakpoint
UPDATE "subscription_plans" SET "yearly_price_idr" = 4990000, "boost_quota" = 1, "feature_ai_analyzer" = false, "feature_talent_database" = true, "feature_job_integration" = false WHERE "code" = 'starter';--> statement-breakpoint
UPDATE "subscription_plans" SET "yearly_price_idr" = 14990000, "boost_quota" = 3, "feature_ai_analyzer" = true, "feature_talent_database" = true, "feature_job_integration" = false WHERE "code" = 'growth';--> statement-breakpoint
UPDATE "subscription_plans" SET "yearly_price_idr" = 39990000, "boost_quota" = 10, "feature_ai_analyzer" = true, "feature_talent_database" = true, "feature_job_integration" = true WHERE "code" = 'enterprise';--> statement-breakpoint
CREATE TYPE "public"."payment_order_kind" AS ENUM('new', 'upgrade', 'renewal');--> statement-breakpoint
CREATE TYPE "public"."payment_order_status" AS ENUM('pending', 'paid', 'expired', 'failed', 'refunded');--> statement-breakpoint
CREATE TYPE "public"."billing_period" AS ENUM('monthly', 'yearly');--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"period" "billing_period" NOT NULL,
	"kind" "payment_order_kind" NOT NULL,
	"payment_method" text NOT NULL,
	"subtotal_idr" bigint NOT NULL,
	"proration_credit_idr" bigint NOT NULL,
	"discount_idr" bigint NOT NULL,
	"promo_code" text,
	"vat_rate_percent" integer NOT NULL,
	"vat_idr" bigint NOT NULL,
	"fee_idr" bigint NOT NULL,
	"total_idr" bigint NOT NULL,
	"quoted_starts_at" timestamp with time zone NOT NULL,
	"quoted_ends_at" timestamp with time zone NOT NULL,
	"status" "payment_order_status" DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"provider_order_number" text NOT NULL,
	"instructions" jsonb,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"invoice_number" text,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"source" text DEFAULT 'webhook' NOT NULL,
	"order_id" uuid,
	"provider_order_number" text,
	"transaction_status" text,
	"status_code" text,
	"gross_amount" text,
	"outcome" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_invoice_counters" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_simulator_charges" (
	"order_number" text PRIMARY KEY NOT NULL,
	"payment_type" text NOT NULL,
	"payment_method" text NOT NULL,
	"gross_amount_idr" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"instructions" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_subscriptions" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "company_subscriptions" ADD COLUMN "paid_amount_idr" bigint;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD CONSTRAINT "payment_notifications_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invoice_counters" ADD CONSTRAINT "company_invoice_counters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_subscriptions" ADD CONSTRAINT "company_subscriptions_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_provider_order_number_unique" ON "payment_orders" USING btree ("provider_order_number");--> statement-breakpoint
CREATE INDEX "payment_orders_company_created_idx" ON "payment_orders" USING btree ("company_id","created_at");--> statement-breakpoint
-- One pending order per company at a time, whatever races the requests run.
CREATE UNIQUE INDEX "payment_orders_one_pending_unique" ON "payment_orders" USING btree ("company_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "payment_orders_pending_created_idx" ON "payment_orders" USING btree ("created_at") WHERE status = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_invoice_number_unique" ON "payment_orders" USING btree ("company_id","invoice_number");--> statement-breakpoint
CREATE INDEX "payment_notifications_order_idx" ON "payment_notifications" USING btree ("order_id","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "company_subscriptions_order_unique" ON "company_subscriptions" USING btree ("order_id");
