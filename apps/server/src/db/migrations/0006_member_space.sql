CREATE TABLE "measurement_sets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "measurement_sets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"measurement_standard" smallint NOT NULL,
	"weight" double precision,
	"left_biceps" double precision,
	"right_biceps" double precision,
	"left_thigh" double precision,
	"right_thigh" double precision,
	"upper_ab" double precision,
	"lower_ab" double precision,
	"waist" double precision,
	"chest" double precision,
	"hips" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "measurement_sets_standard" CHECK ("measurement_sets"."measurement_standard" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "member_activity_days" (
	"user_id" bigint NOT NULL,
	"day" date NOT NULL,
	"workouts" integer DEFAULT 0 NOT NULL,
	"seconds" bigint DEFAULT 0 NOT NULL,
	"meals" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "member_activity_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "member_totals" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"workouts" integer DEFAULT 0 NOT NULL,
	"seconds" bigint DEFAULT 0 NOT NULL,
	"meals" integer DEFAULT 0 NOT NULL,
	"days_active" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "progress_pictures" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "progress_pictures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_list_items" (
	"list_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_list_items_list_id_item_id_pk" PRIMARY KEY("list_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "saved_lists" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_lists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_lists_kind" CHECK ("saved_lists"."kind" in ('workout', 'recipe'))
);
--> statement-breakpoint
ALTER TABLE "measurement_sets" ADD CONSTRAINT "measurement_sets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_activity_days" ADD CONSTRAINT "member_activity_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_totals" ADD CONSTRAINT "member_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_pictures" ADD CONSTRAINT "progress_pictures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_list_items" ADD CONSTRAINT "saved_list_items_list_id_saved_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."saved_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_list_items" ADD CONSTRAINT "saved_list_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_lists" ADD CONSTRAINT "saved_lists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "measurement_sets_member_idx" ON "measurement_sets" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "progress_pictures_member_idx" ON "progress_pictures" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_list_items_list_time_idx" ON "saved_list_items" USING btree ("list_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saved_lists_member_idx" ON "saved_lists" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "saved_lists_member_name_idx" ON "saved_lists" USING btree ("user_id","kind",lower("name"));--> statement-breakpoint
-- The activity already recorded (finished workouts, meals eaten) becomes the members' days and totals.
INSERT INTO "member_activity_days" ("user_id", "day", "workouts", "seconds", "meals")
SELECT "user_id", "day", sum("workouts"), sum("seconds"), sum("meals") FROM (
  SELECT ws."user_id",
    (ws."finished_at" AT TIME ZONE (CASE WHEN u."time_zone" IN (SELECT "name" FROM pg_timezone_names) THEN u."time_zone" ELSE 'UTC' END))::date AS "day",
    count(*) AS "workouts", sum(ws."duration_seconds") AS "seconds", 0 AS "meals"
  FROM "workout_sessions" ws JOIN "users" u ON u."id" = ws."user_id"
  WHERE ws."finished_at" IS NOT NULL GROUP BY 1, 2
  UNION ALL
  SELECT "user_id", "day", 0, 0, count(*) FROM "meal_completions" GROUP BY 1, 2
) activity GROUP BY "user_id", "day";--> statement-breakpoint
INSERT INTO "member_totals" ("user_id", "workouts", "seconds", "meals", "days_active")
SELECT "user_id", sum("workouts"), sum("seconds"), sum("meals"), count(*) FROM "member_activity_days" GROUP BY "user_id";
