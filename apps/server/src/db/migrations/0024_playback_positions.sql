CREATE TABLE "playback_positions" (
	"user_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"seconds" integer NOT NULL,
	"session_id" bigint,
	"played_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "playback_positions_user_id_item_id_pk" PRIMARY KEY("user_id","item_id"),
	CONSTRAINT "playback_positions_seconds" CHECK ("playback_positions"."seconds" between 0 and 86400)
);
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "chapters" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "playback_positions" ADD CONSTRAINT "playback_positions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playback_positions" ADD CONSTRAINT "playback_positions_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "playback_positions_member_played_idx" ON "playback_positions" USING btree ("user_id","played_at" DESC NULLS LAST);--> statement-breakpoint
-- A member's positions tell the caches (decision 0010) only when "continue watching" changes: a row
-- enters or leaves it, or a new play moves it up (played_at). The 10-second saves of one play change
-- `seconds` alone, which no kept answer shows (the position is read by the uncached status GET).
CREATE TRIGGER studio_member_changed AFTER INSERT OR DELETE ON playback_positions
  FOR EACH ROW EXECUTE FUNCTION studio_member_row_changed();--> statement-breakpoint
CREATE TRIGGER studio_member_changed_listed AFTER UPDATE ON playback_positions
  FOR EACH ROW WHEN (OLD.played_at IS DISTINCT FROM NEW.played_at OR OLD.user_id IS DISTINCT FROM NEW.user_id
    OR OLD.item_id IS DISTINCT FROM NEW.item_id)
  EXECUTE FUNCTION studio_member_row_changed();--> statement-breakpoint
CREATE TRIGGER studio_member_truncated AFTER TRUNCATE ON playback_positions
  FOR EACH STATEMENT EXECUTE FUNCTION studio_everything_changed();
