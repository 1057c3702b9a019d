ALTER TABLE "promo_codes" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "program_promo_codes" ADD COLUMN "paused_at" timestamp with time zone;