CREATE TABLE "member_program_promos" (
	"user_id" bigint NOT NULL,
	"promo_code_id" bigint NOT NULL,
	CONSTRAINT "member_program_promos_user_id_promo_code_id_pk" PRIMARY KEY("user_id","promo_code_id")
);
--> statement-breakpoint
CREATE TABLE "program_days" (
	"program_id" bigint NOT NULL,
	"week" smallint NOT NULL,
	"day" smallint NOT NULL,
	"item_id" bigint NOT NULL,
	CONSTRAINT "program_days_program_id_week_day_pk" PRIMARY KEY("program_id","week","day")
);
--> statement-breakpoint
CREATE TABLE "program_progress" (
	"purchase_id" bigint NOT NULL,
	"week" smallint NOT NULL,
	"day" smallint NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_progress_purchase_id_week_day_pk" PRIMARY KEY("purchase_id","week","day")
);
--> statement-breakpoint
CREATE TABLE "program_promo_codes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "program_promo_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"percent" smallint NOT NULL,
	"program_id" bigint,
	"valid_until" timestamp with time zone,
	"max_redemptions" integer,
	"redemptions" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_promo_codes_percent_range" CHECK ("program_promo_codes"."percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "program_purchases" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "program_purchases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint,
	"program_id" bigint NOT NULL,
	"status" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"price_cents" integer NOT NULL,
	"promo_code_id" bigint,
	"provider" text NOT NULL,
	"provider_transaction_id" text,
	"store_transaction_id" text,
	"card_type" text,
	"last_four" text,
	"completed_at" timestamp with time zone,
	"congrats_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "programs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"banner_image" text,
	"price_cents" integer NOT NULL,
	"apple_product_id" text,
	"purchase_paragraphs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"display_prompt" boolean DEFAULT false NOT NULL,
	"completion_prompt_url" text,
	"week_required_days" smallint NOT NULL,
	"weeks" smallint NOT NULL,
	"position" integer NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "programs_price_non_negative" CHECK ("programs"."price_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "member_program_promos" ADD CONSTRAINT "member_program_promos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_program_promos" ADD CONSTRAINT "member_program_promos_promo_code_id_program_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."program_promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_days" ADD CONSTRAINT "program_days_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_days" ADD CONSTRAINT "program_days_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_progress" ADD CONSTRAINT "program_progress_purchase_id_program_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."program_purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_promo_codes" ADD CONSTRAINT "program_promo_codes_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_purchases" ADD CONSTRAINT "program_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_purchases" ADD CONSTRAINT "program_purchases_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_purchases" ADD CONSTRAINT "program_purchases_promo_code_id_program_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."program_promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "program_days_item_idx" ON "program_days" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "program_promo_codes_code_lower_idx" ON "program_promo_codes" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "program_purchases_member_idx" ON "program_purchases" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "program_purchases_one_active_idx" ON "program_purchases" USING btree ("user_id") WHERE "program_purchases"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "program_purchases_store_transaction_idx" ON "program_purchases" USING btree ("store_transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "programs_key_idx" ON "programs" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "programs_apple_product_idx" ON "programs" USING btree ("apple_product_id");