CREATE TABLE "subscription_pauses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscription_pauses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"subscription_id" bigint NOT NULL,
	"months" smallint NOT NULL,
	"paused_at" timestamp with time zone NOT NULL,
	"resumes_at" timestamp with time zone NOT NULL,
	"reminded_at" timestamp with time zone,
	"resumed_at" timestamp with time zone,
	"resumed_by" text
);
--> statement-breakpoint
DROP INDEX "subscriptions_one_live_idx";--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "payment_method_token" text;--> statement-breakpoint
ALTER TABLE "subscription_pauses" ADD CONSTRAINT "subscription_pauses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_pauses" ADD CONSTRAINT "subscription_pauses_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_pauses_user_idx" ON "subscription_pauses" USING btree ("user_id","paused_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_pauses_open_idx" ON "subscription_pauses" USING btree ("subscription_id") WHERE "subscription_pauses"."resumed_at" is null;--> statement-breakpoint
CREATE INDEX "subscription_pauses_due_idx" ON "subscription_pauses" USING btree ("resumes_at") WHERE "subscription_pauses"."resumed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_live_idx" ON "subscriptions" USING btree ("user_id") WHERE "subscriptions"."status" in ('trial', 'active', 'past_due', 'paused');--> statement-breakpoint
-- A member's pauses tell every process's caches of a change, as every table of member rows does.
CREATE TRIGGER studio_member_changed AFTER INSERT OR UPDATE OR DELETE ON subscription_pauses
  FOR EACH ROW EXECUTE FUNCTION studio_member_row_changed();--> statement-breakpoint
CREATE TRIGGER studio_member_truncated AFTER TRUNCATE ON subscription_pauses
  FOR EACH STATEMENT EXECUTE FUNCTION studio_everything_changed();
