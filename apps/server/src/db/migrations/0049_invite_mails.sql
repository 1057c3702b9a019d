CREATE TABLE "invite_mails" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invite_mails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"inviter_id" bigint NOT NULL,
	"email" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invite_mails" ADD CONSTRAINT "invite_mails_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invite_mails_inviter_email_idx" ON "invite_mails" USING btree ("inviter_id","email");--> statement-breakpoint
CREATE INDEX "invite_mails_sent_idx" ON "invite_mails" USING btree ("inviter_id","sent_at");--> statement-breakpoint
CREATE TRIGGER studio_member_truncated AFTER TRUNCATE ON invite_mails
  FOR EACH STATEMENT EXECUTE FUNCTION studio_everything_changed();
