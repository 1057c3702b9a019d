CREATE TABLE "member_exports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_exports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"storage_key" text,
	"size_bytes" bigint,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shopping_list_entries" (
	"user_id" bigint NOT NULL,
	"week" date NOT NULL,
	"key" text NOT NULL,
	"name" text,
	"ticked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopping_list_entries_user_id_week_key_pk" PRIMARY KEY("user_id","week","key")
);
--> statement-breakpoint
CREATE TABLE "shopping_lists" (
	"user_id" bigint NOT NULL,
	"week" date NOT NULL,
	"servings" smallint DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopping_lists_user_id_week_pk" PRIMARY KEY("user_id","week"),
	CONSTRAINT "shopping_lists_servings_range" CHECK ("shopping_lists"."servings" between 1 and 12)
);
--> statement-breakpoint
ALTER TABLE "recipe_ingredients" ADD COLUMN "aisle" text;--> statement-breakpoint
ALTER TABLE "member_exports" ADD CONSTRAINT "member_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_list_entries" ADD CONSTRAINT "shopping_list_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_lists" ADD CONSTRAINT "shopping_lists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_exports_user_idx" ON "member_exports" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_exports_one_pending_idx" ON "member_exports" USING btree ("user_id") WHERE "member_exports"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "member_exports_expiry_idx" ON "member_exports" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "shopping_list_entries_created_idx" ON "shopping_list_entries" USING btree ("user_id","week","created_at");--> statement-breakpoint
-- A member's shopping list and exports tell every process's caches of a change, as every table of member rows does.
CREATE TRIGGER studio_member_changed AFTER INSERT OR UPDATE OR DELETE ON shopping_lists
  FOR EACH ROW EXECUTE FUNCTION studio_member_row_changed();--> statement-breakpoint
CREATE TRIGGER studio_member_truncated AFTER TRUNCATE ON shopping_lists
  FOR EACH STATEMENT EXECUTE FUNCTION studio_everything_changed();--> statement-breakpoint
CREATE TRIGGER studio_member_changed AFTER INSERT OR UPDATE OR DELETE ON shopping_list_entries
  FOR EACH ROW EXECUTE FUNCTION studio_member_row_changed();--> statement-breakpoint
CREATE TRIGGER studio_member_truncated AFTER TRUNCATE ON shopping_list_entries
  FOR EACH STATEMENT EXECUTE FUNCTION studio_everything_changed();--> statement-breakpoint
CREATE TRIGGER studio_member_changed AFTER INSERT OR UPDATE OR DELETE ON member_exports
  FOR EACH ROW EXECUTE FUNCTION studio_member_row_changed();--> statement-breakpoint
CREATE TRIGGER studio_member_truncated AFTER TRUNCATE ON member_exports
  FOR EACH STATEMENT EXECUTE FUNCTION studio_everything_changed();
