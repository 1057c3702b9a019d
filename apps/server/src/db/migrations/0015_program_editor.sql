ALTER TABLE "programs" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "origin" text DEFAULT 'catalog' NOT NULL;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_origin_known" CHECK ("programs"."origin" in ('catalog', 'studio'));