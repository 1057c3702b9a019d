CREATE TABLE "studio_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "studio_settings_one_row" CHECK ("studio_settings"."id" = 1),
	CONSTRAINT "studio_settings_language" CHECK ("studio_settings"."language" in ('en', 'pt-BR', 'es'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language" CHECK ("users"."language" in ('en', 'pt-BR', 'es'));