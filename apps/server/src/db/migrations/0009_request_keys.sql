ALTER TABLE "measurement_sets" ADD COLUMN "request_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "measurement_sets_request_key" ON "measurement_sets" USING btree ("user_id","request_key");