CREATE TABLE "live_chat_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"item_id" bigint NOT NULL,
	"member_id" bigint,
	"author" text NOT NULL,
	"from_coach" boolean DEFAULT false NOT NULL,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "live_chat_messages_kind" CHECK ("live_chat_messages"."kind" in ('message', 'reaction'))
);
--> statement-breakpoint
CREATE TABLE "live_chat_mutes" (
	"item_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"muted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_chat_mutes_item_id_member_id_pk" PRIMARY KEY("item_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "live_streams" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_streams_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"item_id" bigint NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"recording" text,
	"replay_item_id" bigint
);
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "stream_key" text;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "on_air_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "studio_settings" ADD COLUMN "publish_replays" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "live_chat_messages" ADD CONSTRAINT "live_chat_messages_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_chat_messages" ADD CONSTRAINT "live_chat_messages_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_chat_mutes" ADD CONSTRAINT "live_chat_mutes_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_chat_mutes" ADD CONSTRAINT "live_chat_mutes_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_streams" ADD CONSTRAINT "live_streams_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_streams" ADD CONSTRAINT "live_streams_replay_item_id_items_id_fk" FOREIGN KEY ("replay_item_id") REFERENCES "public"."items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_chat_messages_item_idx" ON "live_chat_messages" USING btree ("item_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "live_streams_on_air_idx" ON "live_streams" USING btree ("item_id") WHERE "live_streams"."ended_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "live_streams_recording_idx" ON "live_streams" USING btree ("recording");--> statement-breakpoint
CREATE UNIQUE INDEX "live_streams_replay_idx" ON "live_streams" USING btree ("replay_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "items_stream_key_idx" ON "items" USING btree ("stream_key");--> statement-breakpoint
-- Emptied tables are a change for everyone (migration 0007); a stream's start and end change items.
CREATE TRIGGER studio_member_truncated AFTER TRUNCATE ON live_streams
  FOR EACH STATEMENT EXECUTE FUNCTION studio_everything_changed();--> statement-breakpoint
CREATE TRIGGER studio_member_truncated AFTER TRUNCATE ON live_chat_messages
  FOR EACH STATEMENT EXECUTE FUNCTION studio_everything_changed();--> statement-breakpoint
CREATE TRIGGER studio_member_truncated AFTER TRUNCATE ON live_chat_mutes
  FOR EACH STATEMENT EXECUTE FUNCTION studio_everything_changed();
--> statement-breakpoint
-- Every live class has a stream key (issue 37), whoever writes it (the console, a catalogue import).
CREATE FUNCTION studio_new_stream_key() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT left(translate(encode(sha256((gen_random_uuid()::text || clock_timestamp()::text)::bytea), 'base64'), '+/=', '-_'), 24)
$$;--> statement-breakpoint
CREATE FUNCTION studio_live_stream_key() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.kind = 'live_training' AND NEW.stream_key IS NULL THEN
    NEW.stream_key := studio_new_stream_key();
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER items_stream_key BEFORE INSERT OR UPDATE OF kind ON items
  FOR EACH ROW EXECUTE FUNCTION studio_live_stream_key();--> statement-breakpoint
UPDATE items SET stream_key = studio_new_stream_key() WHERE kind = 'live_training' AND stream_key IS NULL;
