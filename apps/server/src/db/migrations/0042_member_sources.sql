CREATE TABLE "member_sources" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"medium" text,
	"campaign" text,
	"referrer" text,
	"landing_page" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_sources" ADD CONSTRAINT "member_sources_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_sources_source_idx" ON "member_sources" USING btree ("source");--> statement-breakpoint
CREATE TRIGGER studio_member_truncated AFTER TRUNCATE ON member_sources
  FOR EACH STATEMENT EXECUTE FUNCTION studio_everything_changed();
--> statement-breakpoint
-- A member's own row (migration 0007): its changes reach every process's caches.
CREATE TRIGGER studio_member_changed AFTER INSERT OR UPDATE OR DELETE ON member_sources
  FOR EACH ROW EXECUTE FUNCTION studio_member_row_changed();
