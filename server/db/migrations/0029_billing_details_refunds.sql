CREATE TABLE "company_billing_details" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"billing_name" text NOT NULL,
	"billing_email" text NOT NULL,
	"address" text NOT NULL,
	"tax_id" text,
	"updated_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_billing_details" ADD CONSTRAINT "company_billing_details_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_billing_details" ADD CONSTRAINT "company_billing_details_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The buyer's billing details as they were when the order was paid: later edits leave past invoices alone.
ALTER TABLE "payment_orders" ADD COLUMN "billing_details" jsonb;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "refunded_amount_idr" bigint;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "refunded_at" timestamp with time zone;
