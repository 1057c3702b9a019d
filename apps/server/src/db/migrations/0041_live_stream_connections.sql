DROP INDEX "live_streams_on_air_idx";--> statement-breakpoint
ALTER TABLE "live_streams" ADD COLUMN "client_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "live_streams" ADD COLUMN "seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "live_chat_messages_member_idx" ON "live_chat_messages" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "live_chat_mutes_member_idx" ON "live_chat_mutes" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "live_reminders_member_idx" ON "live_reminders" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "live_streams_open_idx" ON "live_streams" USING btree ("item_id") WHERE "live_streams"."ended_at" is null;