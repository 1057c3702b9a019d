DROP INDEX "member_mails_billing_news_idx";--> statement-breakpoint
DROP INDEX "workout_sessions_finished_idx";--> statement-breakpoint
CREATE INDEX "users_newest_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_email_search_idx" ON "users" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_search_idx" ON "users" USING gin (lower("name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_settled_subscription_idx" ON "payments" USING btree ("subscription_id") WHERE "payments"."status" = 'settled';--> statement-breakpoint
CREATE INDEX "subscriptions_premium_end_idx" ON "subscriptions" USING btree (greatest("paid_through", case when "status" = 'past_due' then "grace_ends_at" end)) WHERE "subscriptions"."status" <> 'expired';--> statement-breakpoint
CREATE INDEX "member_mails_billing_news_idx" ON "member_mails" USING btree ("created_at") WHERE "member_mails"."kind" = 'payment_failed';--> statement-breakpoint
CREATE INDEX "workout_sessions_finished_idx" ON "workout_sessions" USING btree ("finished_at","user_id") WHERE "workout_sessions"."finished_at" is not null;