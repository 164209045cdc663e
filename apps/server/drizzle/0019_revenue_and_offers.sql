CREATE TABLE "subscription_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscription_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscription_id" integer,
	"user_id" integer,
	"type" text NOT NULL,
	"plan" text NOT NULL,
	"billing_cycle" text NOT NULL,
	"status" text NOT NULL,
	"provider" text NOT NULL,
	"mrr_cents" integer NOT NULL,
	"previous_mrr_cents" integer DEFAULT 0 NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"percent_off" integer,
	"amount_off_cents" integer,
	"plan" text,
	"billing_cycle" text,
	"expires_at" timestamp with time zone,
	"max_redemptions" integer,
	"redemptions" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"show_on_landing" boolean DEFAULT false NOT NULL,
	"stripe_coupon_id" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_one_discount" CHECK (("offers"."percent_off" is null) <> ("offers"."amount_off_cents" is null)),
	CONSTRAINT "offers_percent_range" CHECK ("offers"."percent_off" is null or "offers"."percent_off" between 1 and 100),
	CONSTRAINT "offers_amount_positive" CHECK ("offers"."amount_off_cents" is null or "offers"."amount_off_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "offer_id" integer;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_events_occurred_idx" ON "subscription_events" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "subscription_events_subscription_idx" ON "subscription_events" USING btree ("subscription_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_code_idx" ON "offers" USING btree ("code");--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkout_sessions_offer_idx" ON "checkout_sessions" USING btree ("offer_id","completed_at");--> statement-breakpoint
-- The history of the subscriptions made before this migration, replayed from their dates at the prices of the day (pro $5 a month or $50 a year, premium $12 or $120; a grant by an admin is unpaid).
INSERT INTO "subscription_events" ("subscription_id", "user_id", "type", "plan", "billing_cycle", "status", "provider", "mrr_cents", "previous_mrr_cents", "occurred_at")
SELECT "id", "user_id",
  CASE WHEN "provider" = 'admin' THEN 'granted' WHEN "trial_ends_at" IS NOT NULL THEN 'trial_started' ELSE 'started' END,
  "plan", "billing_cycle",
  CASE WHEN "trial_ends_at" IS NOT NULL AND "provider" <> 'admin' THEN 'trialing' ELSE 'active' END,
  "provider",
  CASE WHEN "provider" = 'admin' OR "trial_ends_at" IS NOT NULL THEN 0
    ELSE CASE "plan" WHEN 'pro' THEN CASE "billing_cycle" WHEN 'yearly' THEN 417 ELSE 500 END WHEN 'premium' THEN CASE "billing_cycle" WHEN 'yearly' THEN 1000 ELSE 1200 END ELSE 0 END END,
  0, "created_at"
FROM "subscriptions";
--> statement-breakpoint
INSERT INTO "subscription_events" ("subscription_id", "user_id", "type", "plan", "billing_cycle", "status", "provider", "mrr_cents", "previous_mrr_cents", "occurred_at")
SELECT "id", "user_id", 'trial_converted', "plan", "billing_cycle", 'active', "provider",
  CASE "plan" WHEN 'pro' THEN CASE "billing_cycle" WHEN 'yearly' THEN 417 ELSE 500 END WHEN 'premium' THEN CASE "billing_cycle" WHEN 'yearly' THEN 1000 ELSE 1200 END ELSE 0 END,
  0, "trial_ends_at"
FROM "subscriptions"
WHERE "provider" <> 'admin' AND "trial_ends_at" IS NOT NULL AND "trial_ends_at" <= now() AND "status" IN ('active', 'past_due', 'canceled') AND ("status" <> 'canceled' OR "updated_at" > "trial_ends_at");
--> statement-breakpoint
INSERT INTO "subscription_events" ("subscription_id", "user_id", "type", "plan", "billing_cycle", "status", "provider", "mrr_cents", "previous_mrr_cents", "occurred_at")
SELECT "id", "user_id", 'canceled', "plan", "billing_cycle", 'canceled', "provider", 0,
  CASE WHEN "provider" = 'admin' OR ("trial_ends_at" IS NOT NULL AND "trial_ends_at" >= "updated_at") THEN 0
    ELSE CASE "plan" WHEN 'pro' THEN CASE "billing_cycle" WHEN 'yearly' THEN 417 ELSE 500 END WHEN 'premium' THEN CASE "billing_cycle" WHEN 'yearly' THEN 1000 ELSE 1200 END ELSE 0 END END,
  "updated_at"
FROM "subscriptions"
WHERE "status" = 'canceled';
