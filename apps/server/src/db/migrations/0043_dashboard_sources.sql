ALTER TABLE "studio_days" ADD COLUMN "sources" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "member_sources_created_idx" ON "member_sources" USING btree ("created_at");