CREATE TABLE "storefront_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"content" jsonb NOT NULL,
	"hero_image" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storefront_settings_one_row" CHECK ("storefront_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "free_sample" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The storefront's pages are kept by every process until the catalogue changes (decision 0046):
-- the owner's content is part of them.
CREATE TRIGGER studio_member_changed AFTER INSERT OR UPDATE OR DELETE ON storefront_settings
  FOR EACH STATEMENT EXECUTE FUNCTION studio_everything_changed();
--> statement-breakpoint
CREATE TRIGGER studio_member_truncated AFTER TRUNCATE ON storefront_settings
  FOR EACH STATEMENT EXECUTE FUNCTION studio_everything_changed();
