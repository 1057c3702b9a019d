-- Issue 33: the feed's token is kept as its SHA-256 only, as sessions are. Each row's hash is made
-- again from its token first, so every member keeps their current address; then the clear copy goes.
UPDATE "calendar_feeds" SET "token_hash" = encode(sha256(convert_to("token", 'UTF8')), 'hex');--> statement-breakpoint
ALTER TABLE "calendar_feeds" DROP COLUMN "token";
