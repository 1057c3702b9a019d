CREATE TABLE "payments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"subscription_id" bigint NOT NULL,
	"user_id" bigint,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"provider_transaction_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promo_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"montly_percent" smallint DEFAULT 0 NOT NULL,
	"biannually_percent" smallint DEFAULT 0 NOT NULL,
	"yearly_percent" smallint DEFAULT 0 NOT NULL,
	"trial_days" smallint,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"max_redemptions" integer,
	"redemptions" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_percent_range" CHECK ("promo_codes"."montly_percent" between 0 and 100 and "promo_codes"."biannually_percent" between 0 and 100 and "promo_codes"."yearly_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "purchase_plans" (
	"period" text PRIMARY KEY NOT NULL,
	"per_month_cents" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_plans_price_positive" CHECK ("purchase_plans"."per_month_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint,
	"plan" text NOT NULL,
	"status" text NOT NULL,
	"price_cents" integer NOT NULL,
	"trial_ends_at" timestamp with time zone,
	"paid_through" timestamp with time zone NOT NULL,
	"card_type" text,
	"last_four" text,
	"promo_code_id" bigint,
	"referral_token" text,
	"provider" text NOT NULL,
	"provider_customer_id" text,
	"provider_subscription_id" text NOT NULL,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"digest" text NOT NULL,
	"kind" text NOT NULL,
	"provider_subscription_id" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_transaction_idx" ON "payments" USING btree ("provider_transaction_id");--> statement-breakpoint
CREATE INDEX "payments_subscription_idx" ON "payments" USING btree ("subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_lower_idx" ON "promo_codes" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_provider_id_idx" ON "subscriptions" USING btree ("provider","provider_subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_live_idx" ON "subscriptions" USING btree ("user_id") WHERE "subscriptions"."status" in ('trial', 'active', 'past_due');--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_events_digest_idx" ON "webhook_events" USING btree ("provider","digest");--> statement-breakpoint
-- The plans (A9): monthly at the list price; biannual 16.99 (15% off) and yearly 11.99 (40% off) a month.
INSERT INTO "purchase_plans" ("period", "per_month_cents") VALUES ('montly', 1999), ('biannually', 1699), ('yearly', 1199) ON CONFLICT DO NOTHING;
