CREATE TABLE "daily_phrases" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "daily_phrases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"text" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "filter_groups" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "filter_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"store_id" text NOT NULL,
	"title" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "filter_options" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "filter_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"group_id" bigint NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_filter_options" (
	"item_id" bigint NOT NULL,
	"option_id" bigint NOT NULL,
	CONSTRAINT "item_filter_options_item_id_option_id_pk" PRIMARY KEY("item_id","option_id")
);
--> statement-breakpoint
CREATE TABLE "item_products" (
	"item_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "item_products_item_id_product_id_pk" PRIMARY KEY("item_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "item_trainers" (
	"item_id" bigint NOT NULL,
	"trainer_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "item_trainers_item_id_trainer_id_pk" PRIMARY KEY("item_id","trainer_id")
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"store_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"video_hls" text,
	"video_mp4" text,
	"live_url" text,
	"image" text,
	"thumb" text,
	"banner_image" text,
	"is_new" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"event_date" timestamp with time zone,
	"recipe_type" text,
	"preparation_time" smallint,
	"label" text,
	"diets" smallint[] DEFAULT '{}' NOT NULL,
	"preparation_guide" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "items_duration_non_negative" CHECK ("items"."duration_seconds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "list_items" (
	"list_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"item_id" bigint NOT NULL,
	CONSTRAINT "list_items_list_id_position_pk" PRIMARY KEY("list_id","position")
);
--> statement-breakpoint
CREATE TABLE "lists" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"store_id" text NOT NULL,
	"kind" text NOT NULL,
	"trainer_id" bigint,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"image" text,
	"background_image" text,
	"title_image" text,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"product_url" text NOT NULL,
	"image" text
);
--> statement-breakpoint
CREATE TABLE "recipe_ingredients" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recipe_ingredients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"item_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"display_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"banner_image" text
);
--> statement-breakpoint
CREATE TABLE "trainers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trainers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"name" text NOT NULL,
	"headline" text DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"avatar" text,
	"background_image" text,
	"title_image" text
);
--> statement-breakpoint
CREATE TABLE "workout_feedback" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "workout_feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"difficulty" smallint NOT NULL,
	"comment" text NOT NULL,
	"trainable_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workout_feedback_difficulty" CHECK ("workout_feedback"."difficulty" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "workout_sessions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "workout_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"duration_seconds" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "filter_groups" ADD CONSTRAINT "filter_groups_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filter_options" ADD CONSTRAINT "filter_options_group_id_filter_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."filter_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_filter_options" ADD CONSTRAINT "item_filter_options_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_filter_options" ADD CONSTRAINT "item_filter_options_option_id_filter_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."filter_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_products" ADD CONSTRAINT "item_products_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_products" ADD CONSTRAINT "item_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_trainers" ADD CONSTRAINT "item_trainers_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_trainers" ADD CONSTRAINT "item_trainers_trainer_id_trainers_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_items" ADD CONSTRAINT "list_items_list_id_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_items" ADD CONSTRAINT "list_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lists" ADD CONSTRAINT "lists_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lists" ADD CONSTRAINT "lists_trainer_id_trainers_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_ingredients" ADD CONSTRAINT "recipe_ingredients_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_feedback" ADD CONSTRAINT "workout_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_feedback" ADD CONSTRAINT "workout_feedback_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_sessions" ADD CONSTRAINT "workout_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_sessions" ADD CONSTRAINT "workout_sessions_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "daily_phrases_key_idx" ON "daily_phrases" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "filter_groups_store_key_idx" ON "filter_groups" USING btree ("store_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "filter_options_group_key_idx" ON "filter_options" USING btree ("group_id","key");--> statement-breakpoint
CREATE INDEX "item_filter_options_option_idx" ON "item_filter_options" USING btree ("option_id","item_id");--> statement-breakpoint
CREATE INDEX "item_trainers_trainer_idx" ON "item_trainers" USING btree ("trainer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "items_key_idx" ON "items" USING btree ("key");--> statement-breakpoint
CREATE INDEX "items_latest_idx" ON "items" USING btree ("store_id","kind","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "list_items_item_idx" ON "list_items" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lists_key_idx" ON "lists" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "lists_trainer_idx" ON "lists" USING btree ("trainer_id");--> statement-breakpoint
CREATE INDEX "lists_store_kind_idx" ON "lists" USING btree ("store_id","kind","position");--> statement-breakpoint
CREATE UNIQUE INDEX "products_key_idx" ON "products" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "recipe_ingredients_item_position_idx" ON "recipe_ingredients" USING btree ("item_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "trainers_key_idx" ON "trainers" USING btree ("key");--> statement-breakpoint
CREATE INDEX "workout_feedback_member_idx" ON "workout_feedback" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "workout_sessions_member_item_idx" ON "workout_sessions" USING btree ("user_id","item_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "workout_sessions_member_started_idx" ON "workout_sessions" USING btree ("user_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "workout_sessions_member_finished_idx" ON "workout_sessions" USING btree ("user_id","finished_at") WHERE "workout_sessions"."finished_at" is not null;--> statement-breakpoint
INSERT INTO "stores" ("id", "title", "description") VALUES ('on_demand', 'On demand', ''), ('nutrition', 'Nutrition', '') ON CONFLICT DO NOTHING;
