CREATE TABLE "live_reminders" (
	"item_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "live_reminders_item_id_member_id_pk" PRIMARY KEY("item_id","member_id")
);
--> statement-breakpoint
ALTER TABLE "live_reminders" ADD CONSTRAINT "live_reminders_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_reminders" ADD CONSTRAINT "live_reminders_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TRIGGER studio_member_truncated AFTER TRUNCATE ON live_reminders
  FOR EACH STATEMENT EXECUTE FUNCTION studio_everything_changed();
