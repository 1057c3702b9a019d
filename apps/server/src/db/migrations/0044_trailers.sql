ALTER TABLE "items" ADD COLUMN "trailer" text;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "trailer_start_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "trailer_of" text;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_trailer_start_non_negative" CHECK ("items"."trailer_start_seconds" >= 0);