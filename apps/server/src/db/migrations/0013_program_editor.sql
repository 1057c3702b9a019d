ALTER TABLE "programs" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "source" text DEFAULT 'catalog' NOT NULL;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_source_known" CHECK ("programs"."source" in ('catalog', 'console'));