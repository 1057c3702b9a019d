CREATE TABLE "health_beats" (
	"id" smallint PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "progress_pictures" ADD COLUMN "size_bytes" integer DEFAULT 0 NOT NULL;