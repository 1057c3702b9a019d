-- Decision 0019, amended (issue 33): every Idempotency-Key is bound to the request it came with and
-- keeps that request's answer, whichever route honours it.
CREATE TABLE "idempotency_keys" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "idempotency_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" smallint,
	"content_type" text,
	"answer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_scope_key_idx" ON "idempotency_keys" USING btree (coalesce("user_id", 0),"key");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
-- Member rows tell every process's caches of a change, as every table of member rows does.
CREATE TRIGGER studio_member_changed AFTER INSERT OR UPDATE OR DELETE ON idempotency_keys
  FOR EACH ROW EXECUTE FUNCTION studio_member_row_changed();--> statement-breakpoint
CREATE TRIGGER studio_member_truncated AFTER TRUNCATE ON idempotency_keys
  FOR EACH STATEMENT EXECUTE FUNCTION studio_everything_changed();
