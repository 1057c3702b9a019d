ALTER TABLE "daily_phrases" ADD COLUMN "origin" text DEFAULT 'catalog' NOT NULL;--> statement-breakpoint
ALTER TABLE "filter_groups" ADD COLUMN "origin" text DEFAULT 'catalog' NOT NULL;--> statement-breakpoint
ALTER TABLE "lists" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lists" ADD COLUMN "origin" text DEFAULT 'catalog' NOT NULL;--> statement-breakpoint
ALTER TABLE "trainers" ADD COLUMN "origin" text DEFAULT 'catalog' NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_phrases" ADD CONSTRAINT "daily_phrases_origin_known" CHECK ("daily_phrases"."origin" in ('catalog', 'studio'));--> statement-breakpoint
ALTER TABLE "filter_groups" ADD CONSTRAINT "filter_groups_origin_known" CHECK ("filter_groups"."origin" in ('catalog', 'studio'));--> statement-breakpoint
ALTER TABLE "lists" ADD CONSTRAINT "lists_origin_known" CHECK ("lists"."origin" in ('catalog', 'studio'));--> statement-breakpoint
ALTER TABLE "trainers" ADD CONSTRAINT "trainers_origin_known" CHECK ("trainers"."origin" in ('catalog', 'studio'));