CREATE TABLE "meal_completions" (
	"user_id" bigint NOT NULL,
	"day" date NOT NULL,
	"item_id" bigint NOT NULL,
	"meal_type" text NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meal_completions_user_id_day_item_id_pk" PRIMARY KEY("user_id","day","item_id")
);
--> statement-breakpoint
CREATE TABLE "meal_plan_recipes" (
	"meal_plan_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "meal_plan_recipes_meal_plan_id_item_id_pk" PRIMARY KEY("meal_plan_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "meal_plans" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meal_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"purchase_id" bigint NOT NULL,
	"diet_id" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meal_plans_diet_range" CHECK ("meal_plans"."diet_id" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "program_recipes" (
	"program_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "program_recipes_program_id_item_id_pk" PRIMARY KEY("program_id","item_id")
);
--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "tips_url" text;--> statement-breakpoint
ALTER TABLE "meal_completions" ADD CONSTRAINT "meal_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_completions" ADD CONSTRAINT "meal_completions_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plan_recipes" ADD CONSTRAINT "meal_plan_recipes_meal_plan_id_meal_plans_id_fk" FOREIGN KEY ("meal_plan_id") REFERENCES "public"."meal_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plan_recipes" ADD CONSTRAINT "meal_plan_recipes_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plans" ADD CONSTRAINT "meal_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plans" ADD CONSTRAINT "meal_plans_purchase_id_program_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."program_purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_recipes" ADD CONSTRAINT "program_recipes_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_recipes" ADD CONSTRAINT "program_recipes_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meal_completions_member_time_idx" ON "meal_completions" USING btree ("user_id","completed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "meal_plans_purchase_idx" ON "meal_plans" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "meal_plans_member_idx" ON "meal_plans" USING btree ("user_id");