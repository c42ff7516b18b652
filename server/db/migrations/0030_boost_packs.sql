ALTER TYPE "public"."payment_order_kind" ADD VALUE 'boostPack';--> statement-breakpoint
CREATE TABLE "boost_packs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"boosts" integer NOT NULL,
	"price_idr" bigint NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_orders" ALTER COLUMN "plan_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ALTER COLUMN "period" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ALTER COLUMN "quoted_starts_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ALTER COLUMN "quoted_ends_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "job_boosts" ADD COLUMN "purchase_order_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "boost_pack_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "boosts" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "boost_packs_code_unique" ON "boost_packs" USING btree ("code");--> statement-breakpoint
-- The packs on sale: one boost, or five and ten at a lower price per boost.
INSERT INTO "boost_packs" ("code", "name", "boosts", "price_idr", "sort_order") VALUES
	('boost-1', '1 job boost', 1, 150000, 1),
	('boost-5', '5 job boosts', 5, 600000, 2),
	('boost-10', '10 job boosts', 10, 1000000, 3);--> statement-breakpoint
ALTER TABLE "job_boosts" ADD CONSTRAINT "job_boosts_purchase_order_id_payment_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_boost_pack_id_boost_packs_id_fk" FOREIGN KEY ("boost_pack_id") REFERENCES "public"."boost_packs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_boosts_purchase_order_idx" ON "job_boosts" USING btree ("purchase_order_id");--> statement-breakpoint
-- A plan order names its plan, period and dates; a boost pack order its pack and boosts instead.
-- The kind is compared as text: the value added above cannot be used in the transaction that adds it.
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_item_shape" CHECK (("payment_orders"."kind"::text = 'boostPack' and "payment_orders"."boost_pack_id" is not null and "payment_orders"."boosts" > 0 and "payment_orders"."plan_id" is null and "payment_orders"."period" is null)
        or ("payment_orders"."kind"::text <> 'boostPack' and "payment_orders"."plan_id" is not null and "payment_orders"."period" is not null and "payment_orders"."quoted_starts_at" is not null and "payment_orders"."quoted_ends_at" is not null and "payment_orders"."boost_pack_id" is null));