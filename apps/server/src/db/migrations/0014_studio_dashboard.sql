CREATE TABLE "studio_days" (
	"day" date PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"version" smallint NOT NULL,
	"new_trials" integer NOT NULL,
	"new_paid" integer NOT NULL,
	"trials_ended" integer NOT NULL,
	"conversions" integer NOT NULL,
	"cancellations" integer NOT NULL,
	"cancellation_reasons" jsonb NOT NULL,
	"program_sales" integer NOT NULL,
	"program_sales_cents" bigint NOT NULL,
	"promo_redemptions" jsonb NOT NULL,
	"workouts" integer NOT NULL,
	"watch_seconds" bigint NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studio_weeks" (
	"week_start" date PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"version" smallint NOT NULL,
	"members_trained" integer NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_created_idx" ON "subscriptions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_trial_ends_idx" ON "subscriptions" USING btree ("trial_ends_at") WHERE "subscriptions"."trial_ends_at" is not null;--> statement-breakpoint
CREATE INDEX "subscriptions_canceled_idx" ON "subscriptions" USING btree ("canceled_at") WHERE "subscriptions"."canceled_at" is not null;--> statement-breakpoint
CREATE INDEX "workout_sessions_finished_idx" ON "workout_sessions" USING btree ("finished_at") WHERE "workout_sessions"."finished_at" is not null;--> statement-breakpoint
CREATE INDEX "program_purchases_created_idx" ON "program_purchases" USING btree ("created_at");