CREATE TABLE "member_notifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"occasion" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"outcome" text,
	CONSTRAINT "member_notifications_outcome" CHECK ("member_notifications"."outcome" in ('push', 'mail', 'off', 'passed', 'unreachable'))
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"kinds" jsonb NOT NULL,
	"workout_time" text NOT NULL,
	"quiet_start" text,
	"quiet_end" text,
	"mail_fallback" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "push_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "member_notifications" ADD CONSTRAINT "member_notifications_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_notifications_occasion_idx" ON "member_notifications" USING btree ("member_id","kind","occasion");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_idx" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_member_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "member_mails_billing_news_idx" ON "member_mails" USING btree ("created_at") WHERE "member_mails"."kind" in ('trial_ending', 'payment_failed');--> statement-breakpoint
CREATE TRIGGER studio_member_changed AFTER INSERT OR UPDATE OR DELETE ON push_subscriptions
  FOR EACH ROW EXECUTE FUNCTION studio_member_row_changed();--> statement-breakpoint
CREATE TRIGGER studio_member_truncated AFTER TRUNCATE ON push_subscriptions
  FOR EACH STATEMENT EXECUTE FUNCTION studio_everything_changed();--> statement-breakpoint
CREATE TRIGGER studio_member_changed AFTER INSERT OR UPDATE OR DELETE ON notification_settings
  FOR EACH ROW EXECUTE FUNCTION studio_member_row_changed();--> statement-breakpoint
CREATE TRIGGER studio_member_truncated AFTER TRUNCATE ON notification_settings
  FOR EACH STATEMENT EXECUTE FUNCTION studio_everything_changed();--> statement-breakpoint
CREATE TRIGGER studio_member_truncated AFTER TRUNCATE ON member_notifications
  FOR EACH STATEMENT EXECUTE FUNCTION studio_everything_changed();
