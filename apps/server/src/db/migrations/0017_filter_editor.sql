ALTER TABLE "filter_groups" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "filter_options" ADD COLUMN "origin" text DEFAULT 'catalog' NOT NULL;--> statement-breakpoint
ALTER TABLE "filter_options" ADD CONSTRAINT "filter_options_origin_known" CHECK ("filter_options"."origin" in ('catalog', 'studio'));